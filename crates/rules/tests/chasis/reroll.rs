//! Sobredécima's `relanzar` continuation (A9's alternative reading, L1080): after the bonus
//! D10s a D12 is thrown again; ⑪ or ⑫ on it count 10 and add 1D10 or 2D10 and throw once more;
//! any other face ends the chain and adds nothing. Typed dice follow the base dice in the
//! `apertura` group: die A's bonus D10s, its thrown-again D12s (each followed by its own D10s),
//! then die B's.

use crate::common::Es;
use crate::common::{f, rolls_agree_with_the_odds};
use std::collections::BTreeMap;
use tirada_dice::{Fraction, TypedDice};
use tirada_rules::chasis::{
    self, apertura::GROUP as APERTURA, AperturaConfig, AperturaKind, ChasisError, Check, Extreme, Outcome,
    OverTenContinuation, Ruleset, Transcript, BASE_GROUP,
};

fn relanzar() -> Ruleset {
    Ruleset {
        apertura: AperturaConfig {
            kind: AperturaKind::OverTen,
            continuation: OverTenContinuation::RerollD12,
            ..AperturaConfig::default()
        },
        ..Ruleset::book()
    }
}

fn roll(base: [i64; 2], chains: &[i64]) -> Transcript {
    let groups = BTreeMap::from([
        (BASE_GROUP.to_string(), base.to_vec()),
        (APERTURA.to_string(), chains.to_vec()),
    ]);
    let mut dice = TypedDice::only(groups);
    let t = chasis::roll(&relanzar(), &Check::default(), &mut dice).unwrap();
    dice.finish().expect("every typed face is used");
    t
}

/// ⑪④, 1D10 = 7, the D12 thrown again shows 5: it ends the chain and adds nothing.
#[test]
fn a9_relanzar_a_miss_ends_the_chain() {
    let t = roll([11, 4], &[7, 5]);
    assert_eq!((t.result, t.total, t.final_grade), (14, 21, 8));
    let a = t.apertura.unwrap();
    assert_eq!(
        a.chains.iter().map(|c| (c.value, c.reroll)).collect::<Vec<_>>(),
        [(7, false), (0, true)]
    );
}

/// ⑫⑤, 2D10 = 10 + 3 (a 10 does not explode here), the D12 again shows ⑪: 10 + 1D10 = 6,
/// and the next D12 shows 2: RST15 + 13 + 16 = TOT44, GDE31.
#[test]
fn a9_relanzar_eleven_reopens() {
    let t = roll([12, 5], &[10, 3, 11, 6, 2]);
    assert_eq!((t.result, t.total, t.final_grade), (15, 44, 31));
    assert_eq!(t.apertura.unwrap().value, 29);
}

/// ⑪⑫ is a critical on the natural faces; die A: 1D10 = 2, again 4 (ends); die B: 2D10 = 9 + 9,
/// again ① (ends). RST20 + 20 = TOT40, GD27 → GDE40.
#[test]
fn a9_relanzar_critical_on_natural_faces() {
    let t = roll([11, 12], &[2, 4, 9, 9, 1]);
    assert_eq!((t.extreme, t.total, t.final_grade), (Some(Extreme::Critical), 40, 40));
}

/// The exact odds add up to one, the mean bonus approaches the unlimited chain's 52/15
/// (each die: (−1 + 11/2 + 73/20 − 2 + 11 + 73/20) / 12), and at MOD−5 it succeeds more often
/// than `diez` (a D12 thrown again reopens with 10 + the D10s).
#[test]
fn a9_relanzar_exact_odds() {
    let o = chasis::odds(&relanzar(), &Check::default(), 8).unwrap();
    let sum = o.outcomes.values().fold(Fraction::zero(), |a, b| a.add(b));
    assert_eq!(sum, Fraction::one());
    assert!(
        (o.mean.to_f64() - 13.0 - 52.0 / 15.0).abs() < 1e-6,
        "{}",
        o.mean.to_f64()
    );
    assert!(o.truncated.to_f64() < 1e-7 && o.truncated != Fraction::zero());
    let ten = Ruleset {
        apertura: AperturaConfig {
            kind: AperturaKind::OverTen,
            ..AperturaConfig::default()
        },
        ..Ruleset::book()
    };
    let ten = chasis::odds(&ten, &Check::new(-5, None), 4).unwrap();
    let again = chasis::odds(&relanzar(), &Check::new(-5, None), 4).unwrap();
    assert!(again.effective[&Outcome::Success].to_f64() > ten.effective[&Outcome::Success].to_f64());
}

/// The truncated mass is exactly the chance that a cut chain would have reopened: at depth 1,
/// q = (2/12)² per opening; 40 throws of 144 open one chain, 4 open two.
#[test]
fn a9_relanzar_truncated_mass() {
    let o = chasis::odds(&relanzar(), &Check::default(), 1).unwrap();
    let q = f("1/36");
    let two = q.complement().mul(&q.complement()).complement();
    assert_eq!(o.truncated, f("40/144").mul(&q).add(&f("4/144").mul(&two)));
    // Past 12 thrown-again dice the weights no longer stay exact in u128.
    assert_eq!(
        chasis::odds(&relanzar(), &Check::default(), 13).unwrap_err(),
        ChasisError::Depth { asked: 13, max: 12 }
    );
}

/// Rolled dice land on totals the exact odds allow, as often as they say.
#[test]
fn a9_relanzar_rolls_agree_with_the_exact_odds() {
    let (r, check) = (relanzar(), Check::new(-5, None));
    rolls_agree_with_the_odds(&r, &check, 6, 10_000, 11);
}

/// The ruleset file says it as `continuacion = "relanzar"`; a custom rule as `sigue = { relanzar = 12 }`.
#[test]
fn a9_relanzar_in_a_ruleset_file() {
    let r = Ruleset::from_toml("[apertura]\ntipo = \"sobredecima\"\ncontinuacion = \"relanzar\"\n").unwrap();
    assert_eq!(r.apertura.continuation, OverTenContinuation::RerollD12);
    assert_eq!(Ruleset::from_toml(&r.to_toml()).unwrap(), r);
    let custom = Ruleset::from_toml(
        "[apertura]\ntipo = \"personalizada\"\n[[apertura.reglas]]\ndisparo = { cara = 12 }\ncaras = 6\nsigue = { relanzar = 12 }\n",
    )
    .unwrap();
    // ⑫ adds 1D6 and counts as it fell; a D12 thrown again that shows ⑫ does the same.
    let mut dice = TypedDice::only(BTreeMap::from([
        (BASE_GROUP.to_string(), vec![12, 3]),
        (APERTURA.to_string(), vec![4, 12, 5, 7]),
    ]));
    let t = chasis::roll(&custom, &Check::default(), &mut dice).unwrap();
    dice.finish().unwrap();
    assert_eq!(t.total, 15 + 4 + 12 + 5);
    let e = Ruleset::from_toml(
        "[apertura]\ntipo = \"personalizada\"\n[[apertura.reglas]]\ndisparo = { cara = 12 }\ncaras = 6\nsigue = { relanzar = 1 }\n",
    )
    .unwrap_err();
    assert!(e.es().contains("relanzar"), "{e}");
}
