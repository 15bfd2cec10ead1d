//! CHASIS exact odds: the book's footnotes (9/144, 9/144, 2/144; 6/144 and 22/144 for the
//! aperturas), the reading aid's outcome table (R15) and apertura table (§3.3), and agreement
//! with rolled dice.

use crate::common::{f, rolls_agree_with_the_odds};
use tirada_dice::Fraction;
use tirada_rules::chasis::{self, odds::CheckOdds, AperturaConfig, AperturaKind, Check, Extreme, Outcome, Ruleset};

fn odds_of(r: &Ruleset, modifier: i64, dif: Option<i64>) -> CheckOdds {
    chasis::odds(r, &Check::new(modifier, dif), 10).unwrap()
}

fn eff(o: &CheckOdds, which: Outcome) -> Fraction {
    o.effective[&which].clone()
}

fn apertura(kind: AperturaKind, high: bool, low: bool) -> Ruleset {
    Ruleset {
        apertura: AperturaConfig {
            kind,
            high,
            low,
            ..AperturaConfig::default()
        },
        ..Ruleset::book()
    }
}

fn sums_to_one(o: &CheckOdds) {
    let one = |it: &mut dyn Iterator<Item = Fraction>| it.fold(Fraction::zero(), |a, b| a.add(&b));
    assert_eq!(one(&mut o.distribution.iter().map(|r| r.p.clone())), Fraction::one());
    assert_eq!(one(&mut o.outcomes.values().cloned()), Fraction::one());
    assert_eq!(one(&mut o.grades.iter().map(|r| r.p.clone())), Fraction::one());
}

/// N1-N2 (L356, L358): the footnotes' extremes, reproduced by the engine.
#[test]
fn n1_n2_footnote_extremes() {
    let o = odds_of(&Ruleset::book(), 0, None);
    assert_eq!(o.extremes[&Extreme::Critical], f("9/144"));
    assert_eq!(o.extremes[&Extreme::Fumble], f("9/144"));
    assert_eq!(o.extremes[&Extreme::Hyperbole], f("2/144"));
    // At MOD 0 the extremes never change the band, so the outcome words show them too.
    assert_eq!(o.outcomes[&Outcome::Critical], f("9/144"));
    assert_eq!(o.outcomes[&Outcome::Fumble], f("9/144"));
    assert_eq!(o.outcomes[&Outcome::Hyperbole], f("2/144"));
    sums_to_one(&o);
}

/// N3 (L395): DIF13 is the mean of 2D12 and gives 66/144 each way.
#[test]
fn n3_the_standard_difficulty_is_the_mean() {
    let o = odds_of(&Ruleset::book(), 0, None);
    assert_eq!(o.mean, Fraction::from_int(13));
    assert_eq!(eff(&o, Outcome::Success), f("66/144"));
    assert_eq!(eff(&o, Outcome::Neutral), f("12/144"));
    // The 2D12 sum is triangular: count(s) = 12 − |s − 13|.
    for row in &o.distribution {
        let count = 12 - (row.total - 13).abs();
        assert_eq!(row.p, Fraction::ratio((count as u32).into(), 144u32.into()));
    }
}

/// R15: success / neutral / failure by modifier, extremes included.
#[test]
fn r15_outcome_table() {
    let rows = [
        (-8, "9/144", "4/144", "131/144"),
        (-5, "21/144", "9/144", "114/144"),
        (-2, "45/144", "12/144", "87/144"),
        (0, "66/144", "12/144", "66/144"),
        (2, "87/144", "12/144", "45/144"),
        (5, "114/144", "9/144", "21/144"),
        (8, "131/144", "4/144", "9/144"),
        (9, "133/144", "2/144", "9/144"),
        (30, "133/144", "2/144", "9/144"),
    ];
    for (m, s, n, fl) in rows {
        let o = odds_of(&Ruleset::book(), m, None);
        let got = [Outcome::Success, Outcome::Neutral, Outcome::Failure].map(|w| eff(&o, w));
        assert_eq!(got, [f(s), f(n), f(fl)], "MOD {m}");
    }
}

/// T10 (L399): MOD−2 at DIF13 is DIF15 at MOD0.
#[test]
fn t10_difficulty_and_modifier_are_equivalent() {
    let a = odds_of(&Ruleset::book(), -2, Some(13));
    let b = odds_of(&Ruleset::book(), 0, Some(15));
    assert_eq!(a.outcomes, b.outcomes);
    assert_eq!(a.grades, b.grades);
}

/// T15 / N22 (L1000): ATB8 vs DIF7 needs no roll but for the fumble and the hyperbole.
#[test]
fn t15_exempt_unless_an_extreme() {
    let o = odds_of(&Ruleset::book(), 8, Some(7));
    assert_eq!(eff(&o, Outcome::Failure), f("9/144"));
    assert_eq!(eff(&o, Outcome::Neutral), f("2/144"));
    assert_eq!(eff(&o, Outcome::Success), f("133/144"));
}

/// T31d: the orc avoids the dwarf's blow at MOD−6.
#[test]
fn t31d_orc_defence_odds() {
    let o = odds_of(&Ruleset::book(), -6, None);
    assert_eq!(eff(&o, Outcome::Success), f("15/144"));
    assert_eq!(eff(&o, Outcome::Neutral), f("8/144"));
}

/// T63 / N21 (L1308): a kobold of NIV−6 is hit 121/144; a golem of NIV12 only by criticals.
#[test]
fn t63_kobold_and_golem() {
    assert_eq!(eff(&odds_of(&Ruleset::book(), 6, None), Outcome::Success), f("121/144"));
    let golem = odds_of(&Ruleset::book(), -12, None);
    assert_eq!(eff(&golem, Outcome::Success), f("9/144"));
    // Only-via-extreme: every critical there is an unmultiplied GDE1.
    assert!(golem.grades.iter().any(|g| g.grade == 1 && g.p == f("9/144")));
}

/// N5-N7 (L1086-L1088): how often each apertura opens.
#[test]
fn n5_n7_apertura_footnotes() {
    let gemela = odds_of(&apertura(AperturaKind::Twin, true, false), 0, None);
    let a = gemela.apertura.unwrap();
    assert_eq!((a.opens, a.expected_openings), (f("6/144"), f("6/144")));
    let tope = odds_of(&apertura(AperturaKind::Top, true, false), 0, None);
    assert_eq!(tope.apertura.unwrap().expected_openings, f("22/144"));
    let strict = Ruleset {
        apertura: AperturaConfig {
            kind: AperturaKind::Top,
            exclude_extremes: true,
            ..AperturaConfig::default()
        },
        ..Ruleset::book()
    };
    assert_eq!(odds_of(&strict, 0, None).apertura.unwrap().opens, f("16/144"));
}

/// §3.3's table: P(success) with each apertura at MOD 0, −5, +5 (4 decimals of a percent),
/// and the exact mean bonus of the unlimited chains, approached by the depth cut.
#[test]
fn apertura_table() {
    let cases = [
        (
            apertura(AperturaKind::None, true, false),
            [45.8333, 14.5833, 79.1667],
            0.0,
        ),
        (
            apertura(AperturaKind::Twin, true, false),
            [47.4489, 17.1481, 79.8611],
            6.0 / 144.0 * 78.0 / 11.0,
        ),
        (
            apertura(AperturaKind::Top, true, false),
            [45.8333, 20.3704, 79.1667],
            22.0 / 144.0 * 78.0 / 11.0,
        ),
        (
            apertura(AperturaKind::Top, false, true),
            [45.8333, 14.5833, 73.9680],
            -22.0 / 144.0 * 78.0 / 11.0,
        ),
        (
            apertura(AperturaKind::Top, true, true),
            [45.8333, 20.3704, 73.9680],
            0.0,
        ),
        (
            apertura(AperturaKind::Middle, true, false),
            [50.4630, 20.4282, 81.7130],
            0.7,
        ),
        (
            apertura(AperturaKind::OverTen, true, false),
            [48.1944, 26.8750, 79.1667],
            2.55556,
        ),
    ];
    for (r, want, bonus) in cases {
        for (m, w) in [0, -5, 5].into_iter().zip(want) {
            let o = odds_of(&r, m, None);
            let got = eff(&o, Outcome::Success).to_f64() * 100.0;
            assert!((got - w).abs() < 6e-5, "{:?} MOD {m}: {got} vs {w}", r.apertura.kind);
            sums_to_one(&o);
            assert!(o.truncated.to_f64() < 1e-9);
            let mean_bonus = o.mean.to_f64() - 13.0 - m as f64;
            assert!(
                (mean_bonus - bonus).abs() < 1e-5,
                "{:?}: {mean_bonus} vs {bonus}",
                r.apertura.kind
            );
        }
    }
}

/// The truncated mass is exactly what the cut leaves out: tope, depth 1, one chain per ⑫.
#[test]
fn truncation_is_reported() {
    let o = chasis::odds(&apertura(AperturaKind::Top, true, false), &Check::default(), 1).unwrap();
    // 20 throws open one chain (cut with 1/144), ⑫⑫ opens two.
    let one = f("1/144");
    let two = one.complement().mul(&one.complement()).complement();
    let want = f("20/144").mul(&one).add(&f("1/144").mul(&two));
    assert_eq!(o.truncated, want);
    let none = odds_of(&Ruleset::book(), 0, None);
    assert_eq!(none.truncated, Fraction::zero());
}

/// Dice modifiers are convolved exactly: +1D6 −1D8 shifts the mean by −1.
#[test]
fn dice_modifiers_in_the_odds() {
    let o = chasis::odds(
        &Ruleset::book(),
        &Check {
            modifier: "+1d6-1d8".into(),
            ..Check::default()
        },
        10,
    )
    .unwrap();
    assert_eq!(o.mean, f("12/1"));
    sums_to_one(&o);
}

/// Rolled dice agree with the exact odds (media apertura, a dice modifier).
#[test]
fn rolls_agree_with_the_exact_odds() {
    let r = apertura(AperturaKind::Middle, true, false);
    let check = Check {
        modifier: "-1d4".into(),
        ..Check::default()
    };
    rolls_agree_with_the_odds(&r, &check, 10, 20_000, 7);
}

/// Issue 25 point 14 (C1216, C1220): the odds are the check's outcome. What only the auxiliary
/// or the gradual points read (pseudo-characters' grades, gradual checks, énfasis on AUX, the
/// AUX cap) is refused naming it, not silently left out of odds identical to the plain ones.
#[test]
fn odds_refuse_what_only_the_auxiliary_or_gradual_points_read() {
    let r = Ruleset::book();
    let mut psj = Check::new(0, None);
    psj.psj = vec![3];
    let mut gradual = Check::new(0, None);
    gradual.gradual = chasis::Gradual::Pro;
    let mut aux = Check::new(0, None);
    aux.energy.emphasis_aux = 2;
    let mut cap = Check::new(0, None);
    cap.aux_cap = Some(1);
    for (check, field) in [
        (psj, "psj"),
        (gradual, "gradual"),
        (aux, "enfasis_aux"),
        (cap, "aux_max"),
    ] {
        let e = chasis::odds(&r, &check, 10).unwrap_err();
        assert!(crate::common::es(&e).starts_with(&format!("«{field}»")), "{e}");
    }
    assert!(chasis::odds(&r, &Check::new(0, None), 10).is_ok());
}

/// Issue #30: the answer is priced before it is held whole as JSON; the price never falls
/// below the text it becomes, so a bound on the price bounds the answer.
#[test]
fn the_answers_price_covers_its_json() {
    for modifier in ["+1d100*1d100", "+30d6", "+1000dF", "-1d4", "+3"] {
        let check = Check {
            modifier: modifier.into(),
            ..Check::default()
        };
        let o = chasis::odds(&Ruleset::book(), &check, 10).unwrap();
        let text = serde_json::to_string(&o).unwrap().len() as u64;
        assert!(
            o.json_bytes() >= text,
            "{modifier}: priced {} for {text} bytes",
            o.json_bytes()
        );
        assert!(o.fits_as_json(&check).is_ok(), "{modifier}");
    }
}
