//! Fate «La Escalera»: the test cases of the reading aid's section 7, named after their ids
//! (§7.1 `t01`…`t38`, §7.2 `ex_…` after the empty "Ejemplo" headings, §7.3 `edge_…`), replayed
//! with typed-in dice.

use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::fate::*;

/// Typed faces for the `dados` group; every roll of the test draws from them in order.
fn dice(faces: &[i64]) -> TypedDice {
    TypedDice::only(BTreeMap::from([(roll::GROUP.to_string(), faces.to_vec())]))
}

/// Rolls `spec` on the typed faces.
fn roll_on(spec: RollSpec, faces: &[i64]) -> Transcript {
    let mut d = dice(faces);
    let t = FateRoll::throw(spec, &mut d).unwrap().finish(&Rules::default());
    d.finish().unwrap();
    t
}

#[test]
fn t01_ladder_labels() {
    let l = Ladder::spanish();
    assert_eq!(format!("Piloto: {}", l.label(3)), "Piloto: Bueno (+3)");
    assert_eq!(format!("Estudios: {}", l.label(-1)), "Estudios: Pobre (−1)");
    let words: Vec<String> = (-2..=8).rev().map(|v| l.word(v)).collect();
    assert_eq!(
        words,
        [
            "Legendario",
            "Épico",
            "Fantástico",
            "Soberbio",
            "Genial",
            "Bueno",
            "Decente",
            "Normal",
            "Mediocre",
            "Pobre",
            "Terrible"
        ]
    );
}

#[test]
fn t02_t03_reading_the_dice() {
    assert_eq!(roll_on(RollSpec::new(0), &[-1, 0, -1, 0]).dice_total, -2);
    assert_eq!(roll_on(RollSpec::new(0), &[0, 1, 0, -1]).dice_total, 0);
}

#[test]
fn t04_range_of_4df() {
    let d = dice_dist();
    assert_eq!((d.min_value(), d.max_value()), (-4, 4));
    assert_eq!(d.denominator().to_string(), "81");
}

#[test]
fn t05_difficulties_of_the_car() {
    let hot_wire = roll_on(RollSpec::new(1).against(0), &[0, 0, 0, 0]);
    assert_eq!(
        (hot_wire.effort, hot_wire.outcome, hot_wire.shifts_gained),
        (1, Outcome::Exito, 1)
    );
    let repair = roll_on(RollSpec::new(1).against(3), &[0, 0, 0, 0]);
    assert_eq!(repair.outcome, Outcome::Fallo);
    let good = roll_on(RollSpec::new(3).against(3), &[0, 0, 0, 0]);
    assert_eq!((good.outcome, good.shifts, good.shifts_gained), (Outcome::Exito, 0, 0));
}

#[test]
fn t06_default_difficulty_is_normal() {
    let t = roll_on(RollSpec::new(0), &[1, 0, 0, 0]);
    assert_eq!((t.difficulty, t.difficulty_label.as_str()), (1, "Normal"));
    assert!(t.difficulty_is_default);
    assert_eq!((t.effort, t.outcome, t.shifts_gained), (1, Outcome::Exito, 0));
}

#[test]
fn t07_missing_skill_is_mediocre() {
    let spec = RollSpec::default();
    assert_eq!(
        (spec.skill, Ladder::spanish().word(spec.skill)),
        (0, "Mediocre".to_string())
    );
}

#[test]
fn t17_supplementary_action() {
    let t = roll_on(
        RollSpec::new(3).with(ModifierKind::Supplementary, -1).against(1),
        &[0, 0, 0, 0],
    );
    assert_eq!((t.effort, t.shifts_gained), (2, 1));
}

#[test]
fn t28_power_point_bonus() {
    let mut d = dice(&[0, 0, 0, 0]);
    let mut r = FateRoll::throw(RollSpec::new(2).against(3), &mut d).unwrap();
    assert_eq!(r.effort(), 2);
    r.spend_pp(&Rules::default()).unwrap();
    let t = r.finish(&Rules::default());
    assert_eq!((t.effort, t.outcome, t.pp_spent), (3, Outcome::Exito, 1));
}

#[test]
fn t31_critico_threshold() {
    assert!(roll_on(RollSpec::new(3).against(0), &[0, 0, 0, 0]).critico);
    assert!(!roll_on(RollSpec::new(2).against(0), &[0, 0, 0, 0]).critico);
    assert_eq!(roll::CRITICO_SHIFTS, 3);
}

#[test]
fn edge_opposed_tie() {
    assert_eq!(
        Contest::of(3, 3),
        Contest {
            winner: Winner::Tie,
            shifts: 0
        }
    );
    assert!(
        !Contest::of(3, 3).first_gets_a_shift(),
        "a block or manoeuvre tie fails"
    );
}
