//! PORTAL's `especialidad` is one rule wherever it is asked (issue 24, issue 25 point 4): the
//! best Fortaleza's specialty adds its level (S53), a superhuman one included (S55).

mod common;
use common::Said;

use serde_json::{json, Value};
use tirada_play::{self as play, seed::Seed, System};

fn total(request: Value) -> i64 {
    let r = play::roll(System::Portal, &json!({}), &request, None, &Seed([5; 32]), 1).unwrap();
    r.roll["total"].as_i64().unwrap()
}

/// S53, S55: Fortaleza 2 and a superhuman Fortaleza 3 with a specialty add 3, the best's level
/// (the table used to add the first ordinary one's 2 while the CLI added 3).
#[test]
fn especialidad_adds_the_best_fortaleza_s53_s55() {
    let base = json!({"blancos": [4, 4, 4], "fortaleza": 2, "sobrehumana": 3, "repetir": "ninguno"});
    let mut special = base.clone();
    special["especialidad"] = json!(true);
    assert_eq!(total(special) - total(base), 3);
    let fortes = play::portal::request::fortes(&[1, 2], &[3], true, &[]).unwrap();
    assert_eq!(
        fortes
            .iter()
            .filter(|f| f.specialty)
            .map(|f| f.level)
            .collect::<Vec<_>>(),
        [3]
    );
    assert_eq!(play::portal::request::fortes(&[], &[], true, &[]), Err("especialidad"));
}

/// S55 (issue 25 point 5): specialties do not stack, unless they are of superhuman
/// Fortalezas: superhuman Fortalezas 2 and 3, both with their specialty, add 5 — the best's by
/// `especialidad`, the other's by `especialidad_sobrehumana` (or both by the latter).
#[test]
fn s55_two_superhuman_specialties_add_up() {
    let base = json!({"blancos": [4, 4, 4], "sobrehumana": [2, 3], "repetir": "ninguno"});
    let mut both = base.clone();
    both["especialidad"] = json!(true);
    both["especialidad_sobrehumana"] = json!([2]);
    assert_eq!(total(both) - total(base.clone()), 5);
    let mut listed = base.clone();
    listed["especialidad_sobrehumana"] = json!([3, 2]);
    assert_eq!(total(listed) - total(base.clone()), 5);
    let mut ordinary = base;
    ordinary["especialidad_sobrehumana"] = json!([4]);
    let e = play::roll(System::Portal, &json!({}), &ordinary, None, &Seed([5; 32]), 1).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("especialidad_sobrehumana"), "{}", e.message());
}
