//! Hitos worked examples (`EX-nn`) and derived test vectors (`TV-nn`) of the reading aid,
//! section 6, replayed with typed-in dice. One test per id (or per group of ids).

use std::collections::BTreeMap;
use tirada_dice::{Fraction, TypedDice};
use tirada_rules::hitos::drama::{self, Payment, Reason, GM};
use tirada_rules::hitos::*;

/// Typed faces for the roll's group `dados`; the roll must use every one of them.
fn dice(faces: &[u8]) -> TypedDice {
    TypedDice::only(BTreeMap::from([(
        "dados".to_string(),
        faces.iter().map(|&f| i64::from(f)).collect(),
    )]))
}

fn spec(k: i32, difficulty: i32) -> RollSpec {
    RollSpec {
        characteristic: k,
        difficulty: Some(difficulty),
        ..RollSpec::default()
    }
}

fn roll(faces: [u8; 3], k: i32, d: i32, rules: Rules) -> Transcript {
    let mut src = dice(&faces);
    let t = HitosRoll::throw(spec(k, d), rules, &mut src).unwrap().finish();
    src.finish().unwrap();
    t
}

#[test]
fn ex_01a_ex_01b_ex_01c_sorted_dice() {
    assert_eq!(Sorted::new([3, 6, 7]).0, [3, 6, 7]);
    assert_eq!(Sorted::new([5, 2, 5]).0, [2, 5, 5]);
    assert_eq!(Sorted::new([6, 6, 6]).0, [6, 6, 6]);
    let t = roll([7, 3, 6], 0, 1, Rules::default());
    assert_eq!(t.dice, vec![7, 3, 6], "dice as thrown");
    assert_eq!((t.sorted.low(), t.sorted.mid(), t.sorted.high()), (3, 6, 7));
    assert_eq!(t.die_value, 6, "C is read by default");
}

#[test]
fn ex_02_jakar_extended_action() {
    let action = ExtendedAction {
        difficulty: 20,
        successes: 10,
        interval: 1,
        unit: "hora".into(),
    };
    let bonus = |k| RollSpec {
        characteristic: k,
        ..RollSpec::default()
    };
    let rules = Rules::default();
    let at = |k| extended_odds(&bonus(k), &action, &rules);
    assert_eq!(at(14).minimum_rolls, 10, "at least 10 h");
    assert_eq!(at(14).expected_time, Some(Fraction::from_int(20)));
    let e16 = at(16).expected_rolls.unwrap().to_f64();
    assert!((e16 - 12.755).abs() < 0.001, "{e16}");
    let e10 = at(10).expected_rolls.unwrap().to_f64();
    assert!((e10 - 357.14).abs() < 0.01, "{e10}");
    // Never fewer than 10 rolls; at p = 1/2, 10 rolls all succeed with 1/1024.
    let p = at(14).p;
    assert_eq!(done_within(&p, 10, 9), Fraction::zero());
    assert_eq!(done_within(&p, 10, 10).to_string(), "1/1024");
    // Progress: crits count one success, time is rolls × interval.
    let mut progress = Progress::default();
    for faces in [[10, 10, 1], [1, 2, 3], [9, 9, 9]] {
        let r = resolve(Sorted::new(faces), &spec(14, 20), &rules, None);
        progress.record(&action, &r);
    }
    assert_eq!(
        (progress.rolls, progress.successes, progress.elapsed(&action)),
        (3, 2, 3)
    );
}

#[test]
fn ex_03_negative_activation_counts_the_face_negated() {
    assert_eq!(Sorted::new([6, 6, 2]).negative_value(), -6);
    assert_eq!(Sorted::new([4, 4, 4]).negative_value(), -4);
}

#[test]
fn ex_14_letter_sums() {
    let v = Values::of(Sorted::new([3, 6, 7]));
    for (expr, expected) in [("mC", 9), ("CM", 13), ("mCM", 16), ("m", 3), ("+1", 1)] {
        assert_eq!(
            expr.parse::<LetterExpr>().unwrap().value(v, true),
            Some(expected),
            "{expr}"
        );
    }
}

#[test]
fn ex_16_characteristic_alone() {
    let s = RollSpec {
        characteristic: 5,
        skill: 0,
        difficulty: Some(10),
        ..RollSpec::default()
    };
    let r = resolve(Sorted::new([2, 5, 8]), &s, &Rules::default(), None);
    assert_eq!((r.total, r.outcome), (10, Some(Outcome::Exito)));
}

#[test]
fn ex_17_tv_12_opposed_test_must_exceed() {
    let rules = Rules::default();
    let r = |faces, k| resolve(Sorted::new(faces), &spec(k, 0), &rules, None);
    assert_eq!(opposed(&r([3, 6, 7], 9), &r([2, 5, 5], 9), &rules), Winner::Initiator);
    // TV-12: 15 against 15 is a tie, and the initiator has not succeeded.
    assert_eq!(opposed(&r([3, 6, 7], 9), &r([3, 6, 7], 9), &rules), Winner::Tie);
    // AMB-03: a critical beats any total, a fumble loses to anything.
    assert_eq!(
        opposed(&r([10, 10, 1], 0), &r([9, 9, 9], 20), &rules),
        Winner::Initiator
    );
    assert_eq!(opposed(&r([1, 1, 10], 30), &r([2, 3, 4], 0), &rules), Winner::Opponent);
    assert_eq!(opposed(&r([1, 1, 10], 30), &r([1, 1, 2], 0), &rules), Winner::Tie);
}

/// H87–H91, AMB-03 (issue 25 point 9): two fumbles tie by default (neither side achieves
/// anything) while two criticals compare totals; `opposed_double_fumble = "totals"` lets the
/// totals decide between two fumbles too — the same dice, two outcomes.
#[test]
fn h91_two_fumbles_tie_or_compare_totals_as_the_table_says() {
    let book = Rules::default();
    let totals = Rules {
        opposed_double_fumble: tirada_rules::hitos::DoubleFumble::Totals,
        ..Rules::default()
    };
    let r = |faces, k, rules: &Rules| resolve(Sorted::new(faces), &spec(k, 0), rules, None);
    let (a, b) = (r([1, 1, 10], 30, &book), r([1, 1, 2], 0, &book));
    assert_eq!(opposed(&a, &b, &book), Winner::Tie);
    let (a, b) = (r([1, 1, 10], 30, &totals), r([1, 1, 2], 0, &totals));
    assert_eq!(opposed(&a, &b, &totals), Winner::Initiator);
    // Two criticals always compare totals.
    let (a, b) = (r([10, 10, 1], 0, &book), r([10, 10, 2], 5, &book));
    assert_eq!(opposed(&a, &b, &book), Winner::Opponent);
}

#[test]
fn tv_01_tv_02_standard_tests() {
    let t = roll([3, 6, 7], 9, 15, Rules::default());
    assert_eq!((t.total, t.outcome), (15, Some(Outcome::Exito)));
    let t = roll([2, 5, 5], 9, 15, Rules::default());
    assert_eq!((t.total, t.outcome), (14, Some(Outcome::Fallo)));
}

#[test]
fn tv_03_tv_05_criticals_and_their_aspects() {
    let t = roll([10, 10, 2], 0, 30, Rules::default());
    assert_eq!(
        (t.total, t.outcome, t.success),
        (10, Some(Outcome::Critico), Some(true))
    );
    assert_eq!(t.special, Some(Special::Critical(Size::Double)));
    let aspect = t.temporary_aspect.unwrap();
    assert_eq!((aspect.duration, aspect.beneficial), (aspects::Duration::Scene, true));
    let t = roll([10, 10, 10], 0, 37, Rules::default());
    assert_eq!(t.outcome, Some(Outcome::Critico));
    assert_eq!(t.temporary_aspect.unwrap().duration, aspects::Duration::Session);
}

#[test]
fn tv_04_fumble_beats_the_total() {
    let t = roll([1, 1, 10], 20, 10, Rules::default());
    assert_eq!((t.total, t.outcome, t.success), (21, Some(Outcome::Pifia), Some(false)));
    assert!(!t.temporary_aspect.unwrap().beneficial);
}

#[test]
fn tv_06_tv_06b_realistic_mode() {
    let t = roll([10, 10, 2], 0, 30, Rules::realistic());
    assert_eq!((t.total, t.outcome), (10, Some(Outcome::Fallo)));
    let t = roll([1, 1, 10], 20, 10, Rules::realistic());
    assert_eq!((t.total, t.outcome), (21, Some(Outcome::Exito)));
    let t = roll([1, 1, 1], 20, 10, Rules::realistic());
    assert_eq!(t.outcome, Some(Outcome::Pifia));
}

#[test]
fn tv_07_positive_activation_and_sword_damage() {
    let mut src = dice(&[2, 4, 7, 7, 3]);
    let mut r = HitosRoll::throw(spec(8, 16), Rules::default(), &mut src).unwrap();
    assert_eq!(r.resolution().outcome, Some(Outcome::Fallo));
    let after = r.activate(Activation::positive(), &[0, 1], &mut src).unwrap();
    src.finish().unwrap();
    assert_eq!(
        (after.die_value, after.total, after.outcome),
        (14, 22, Some(Outcome::Exito))
    );
    let sword: LetterExpr = "M".parse().unwrap();
    assert_eq!(sword.value(r.effect_values(), true).unwrap() + 2, 16, "M := V⁺, + BD 2");
    let t = r.finish();
    assert_eq!(t.first_dice, Some(vec![2, 4, 7]));
    assert_eq!(t.dice, vec![7, 3, 7]);
    assert_eq!(
        t.drama,
        vec![DramaEvent::new("tirador", -1, Reason::ActivacionPositiva)]
    );
    // A second activation may not reroll it again (L165).
}

#[test]
fn tv_08_positive_activation_on_a_fumble() {
    let mut src = dice(&[1, 1, 9]);
    let mut r = HitosRoll::throw(spec(12, 15), Rules::default(), &mut src).unwrap();
    let kept = r.activate(Activation::positive(), &[], &mut src).unwrap();
    assert_eq!(kept.outcome, Some(Outcome::Pifia), "a double 1 stays a fumble");
    assert_eq!(
        r.activate(Activation::positive(), &[0], &mut src),
        Err(HitosError::AlreadyRerolled)
    );
    let mut src = dice(&[1, 1, 9, 5]);
    let mut r = HitosRoll::throw(spec(12, 15), Rules::default(), &mut src).unwrap();
    let out = r.activate(Activation::positive(), &[0], &mut src).unwrap();
    assert_eq!((out.die_value, out.total, out.outcome), (9, 21, Some(Outcome::Exito)));
}

#[test]
fn tv_09_negative_activation_and_its_points() {
    let mut src = dice(&[3, 8, 9, 8]);
    let mut r = HitosRoll::throw(spec(10, 15), Rules::default(), &mut src).unwrap();
    assert_eq!(r.resolution().total, 18);
    let out = r.activate(Activation::negative(false), &[2], &mut src).unwrap();
    assert_eq!((out.die_value, out.total, out.outcome), (-8, 2, Some(Outcome::Fallo)));
    let t = r.finish();
    let net = |who: &str| t.drama.iter().filter(|e| e.who == who).map(|e| e.delta).sum::<i32>();
    assert_eq!((net("activador"), net("tirador")), (-1, 1));
    let mut src = dice(&[3, 8, 9, 4]);
    let mut r = HitosRoll::throw(spec(10, 15), Rules::default(), &mut src).unwrap();
    let out = r.activate(Activation::negative(false), &[2], &mut src).unwrap();
    assert_eq!((out.die_value, out.total, out.outcome), (3, 13, Some(Outcome::Fallo)));
}

#[test]
fn tv_10_negative_activation_keeps_a_critical() {
    let r = resolve(
        Sorted::new([10, 10, 4]),
        &spec(0, 15),
        &Rules::default(),
        Some(Polarity::Negative),
    );
    assert_eq!((r.die_value, r.outcome), (-10, Some(Outcome::Critico)));
    let r = resolve(
        Sorted::new([10, 10, 4]),
        &spec(0, 15),
        &Rules::realistic(),
        Some(Polarity::Negative),
    );
    assert_eq!(
        r.outcome,
        Some(Outcome::Fallo),
        "AMB-56: a double 10 is nothing special under realism"
    );
}

#[test]
fn tv_11_cancelled_negative_activation() {
    let mut src = dice(&[3, 8, 9]);
    let mut r = HitosRoll::throw(spec(10, 15), Rules::default(), &mut src).unwrap();
    r.cancel(Activation::negative(false), false).unwrap();
    let t = r.finish();
    let net = |who: &str| t.drama.iter().filter(|e| e.who == who).map(|e| e.delta).sum::<i32>();
    assert_eq!((net("activador"), net("tirador")), (1, -1));
    assert_eq!(t.dice, vec![3, 8, 9], "no reroll");
    assert_eq!(t.outcome, Some(Outcome::Exito));
}

#[test]
fn drama_point_flows_of_table_3_10() {
    let mut l = Ledger::default();
    l.add("Ana", 3);
    l.add("Bea", 2);
    // Positive activation, then a negative one by Ana against Bea that Bea accepts.
    l.apply(
        &drama::own_activation("Ana", &Payment::Point, Reason::ActivacionPositiva, None),
        true,
    )
    .unwrap();
    l.apply(
        &drama::against("Ana", "Bea", &Payment::Point, false, Some("Despistada")),
        true,
    )
    .unwrap();
    assert_eq!((l.points("Ana"), l.points("Bea")), (Some(1), Some(3)));
    // Bea cancels Ana's next one: Ana +1 net, Bea −1.
    l.apply(&drama::against("Ana", "Bea", &Payment::Point, true, None), true)
        .unwrap();
    assert_eq!((l.points("Ana"), l.points("Bea")), (Some(2), Some(2)));
    // The GM activates against Ana: Ana receives the point; the GM has no balance.
    l.apply(&drama::against(GM, "Ana", &Payment::Point, false, None), true)
        .unwrap();
    assert_eq!(l.points("Ana"), Some(3));
    // The GM cancels a legitimate activation of Bea: she pays nothing and gains 1.
    l.apply(&drama::gm_cancels("Bea"), true).unwrap();
    assert_eq!(l.points("Bea"), Some(3));
    // Exhausting needs an empty pool under the default rules (AMB-10), and moves nothing.
    let exhaust = drama::own_activation(
        "Bea",
        &Payment::Exhaust("Rápida".into()),
        Reason::ActivacionPositiva,
        None,
    );
    assert!(matches!(
        l.apply(&exhaust, true),
        Err(drama::DramaError::ExhaustWithPoints { .. })
    ));
    // Spending more than one has fails and changes nothing.
    let before = l.clone();
    let too_much: Vec<DramaEvent> = (0..4).flat_map(|_| drama::spend("Bea", Reason::NoEsTanGrave)).collect();
    assert!(l.apply(&too_much, true).is_err());
    assert_eq!(l, before);
    // A new session resets every pool to Drama (AMB-13).
    l.start_session();
    assert_eq!((l.points("Ana"), l.points("Bea")), (Some(3), Some(2)));
    assert!(l
        .events
        .iter()
        .any(|e| e.reason == Reason::InicioSesion && e.delta == -1));
}

#[test]
fn mutual_cancellation_before_the_reroll() {
    let mut src = dice(&[3, 8, 9]);
    let mut r = HitosRoll::throw(spec(10, 15), Rules::default(), &mut src).unwrap();
    r.cancel_each_other().unwrap();
    let t = r.finish();
    assert!(t.drama.is_empty(), "nobody pays (L165)");
    assert_eq!(t.steps, vec![Step::MutualCancel]);
}

#[test]
fn best_dice_advice_from_the_solver() {
    // TV-07's throw: the best positive activation rerolls all three dice (72.5 %), better than
    // the 2 and 4 (67 %).
    let r = HitosRoll::from_faces(spec(8, 16), Rules::default(), [2, 4, 7]);
    let choices = advise(&r, Polarity::Positive, Objective::Success).unwrap();
    assert_eq!(choices[0].reroll, vec![2, 4, 7]);
    assert_eq!(choices[0].value.to_string(), "29/40");
    let two = choices.iter().find(|c| c.reroll == vec![2, 4]).unwrap();
    assert_eq!(two.value.to_string(), "67/100");
    assert_eq!(two.positions, vec![1, 2]);
    // TV-09's throw: the adversary's worst choice leaves the roller no chance.
    let r = HitosRoll::from_faces(spec(10, 15), Rules::default(), [3, 8, 9]);
    let worst = &advise(&r, Polarity::Negative, Objective::Success).unwrap()[0];
    assert_eq!(worst.value, Fraction::zero());
}
