//! CHASIS book examples from the vocabulary and the aperturas that are not elsewhere: PRM (T40),
//! rounding (T41), gemela's trigger set (T55), the length of a turn (T69) and the scale of
//! time (T70, a table of terms: asserted as data).
//!
//! Where every example of the reading aid (§5, T01-T70) is a named test (modules of this
//! test binary, `tests/chasis/`):
//! - `conformance.rs`: T01-T03, T04, T05, T06, T07-T08, T09, T13, T18b, T29, T30, T31,
//!   T34b, T35b, T37, T42, T44; C01-C14; D01-D13.
//! - `odds.rs`: T10, T15, T31d, T63; N1-N3, N5-N7; R15; §3.3's apertura table.
//! - `examples.rs`: T15/T52, T34, T35, T37, T45, T58/T59, T61, T65, T66; T34/T37 played.
//! - `sheets.rs`: T14, T46, T50. `state.rs`: T51, T53.
//! - unit tests in `src/chasis/`: T11/T12 (sheet/development), T16 and T31c (contest), T17/T18
//!   and T19-T22 (check/level), T23-T25 (sheet/energy), T26-T28/T32, T33/T64, T62/T63
//!   (sheet/auxiliary), T34-T37 (margin), T38/T39 and T60/T67/T68 (tables), T43 (check/grade),
//!   T47-T49 and T56/T57 (sheet/reserve), T54 (check/gradual).
//! - `reroll.rs`: A9's `relanzar` continuation of sobredécima.
//! - the CLI's `tests/chasis.rs`: T19-T22, T34, T35, T37 and T51 from the command line.
//!   T32 and T36 are inside T26-T28/T32 and T36/T37; T27 inside T26-T28/T32.

use std::collections::BTreeMap;
use tirada_dice::Fraction;
use tirada_rules::chasis::apertura::openings;
use tirada_rules::chasis::base::BaseRoll;
use tirada_rules::chasis::grade::Rounding;
use tirada_rules::chasis::tables::{TIME_SCALE, TURN_SECONDS};
use tirada_rules::chasis::{self, AperturaConfig, AperturaKind, Check, ExtremeRules, Ruleset};

/// T40 (L1560): PRM of 2D12+ is 13 — exactly its mean — and PRM of 1D6 is 3 (3.5 truncated).
#[test]
fn t40_the_average_drops_the_decimal() {
    assert_eq!(BaseRoll::BOOK.average(), 13);
    let o = chasis::odds(&Ruleset::book(), &Check::default(), 0).unwrap();
    assert_eq!(o.mean, Fraction::from_int(13));
    assert_eq!("1d6".parse::<BaseRoll>().unwrap().average(), 3);
}

/// T41 (L1578): half of 1 is 0 (the decimal is dropped, or "<"); half of 3 with ">" is 2.
#[test]
fn t41_rounding_half() {
    assert_eq!(Rounding::TowardZero.half(1), 0);
    assert_eq!(Rounding::Down.half(1), 0);
    assert_eq!(Rounding::Up.half(3), 2);
}

/// T55 (L1066, L1086): gemela opens on natural doubles ④④ to ⑨⑨ — the others are extremes —
/// 6 throws of 144.
#[test]
fn t55_gemela_opens_on_doubles_four_to_nine() {
    let gemela = AperturaConfig {
        kind: AperturaKind::Twin,
        ..AperturaConfig::default()
    };
    let rules = gemela.rules(BaseRoll::BOOK);
    let x = ExtremeRules::book();
    let mut opening = BTreeMap::new();
    for a in 1..=12u32 {
        for b in 1..=12u32 {
            let (o, _) = openings(&rules, &[a, b], x.classify(&[a, b]));
            if !o.is_empty() {
                *opening.entry((a, b)).or_insert(0) += 1;
            }
        }
    }
    let doubles: Vec<(u32, u32)> = (4..=9).map(|f| (f, f)).collect();
    assert_eq!(opening.keys().copied().collect::<Vec<_>>(), doubles);
}

/// T69 (L1608): a turn usually lasts 1↔10 seconds — informational; the range is kept as data.
#[test]
fn t69_a_turn_lasts_one_to_ten_seconds() {
    assert_eq!(TURN_SECONDS, (1, 10));
}

/// T70 (L1614-L1619): the scale of time against a book, a comic and a TV series.
#[test]
fn t70_the_scale_of_time() {
    let rows: Vec<[&str; 4]> = TIME_SCALE.iter().map(|r| [r.span, r.book, r.comic, r.tv]).collect();
    assert_eq!(
        rows,
        [
            ["Turno", "Párrafos", "Viñetas", "Una toma"],
            ["Escena", "Páginas", "Varias páginas", "Una secuencia"],
            ["Sesión", "Capítulo", "Un cómic", "Un episodio"],
            ["Saga", "Novela", "Miniserie o maxiserie", "Una temporada"],
            ["Campaña", "Trilogía", "Gran colección", "Varias temporadas"],
        ]
    );
}
