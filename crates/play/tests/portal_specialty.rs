//! PORTAL's `especialidad` is one rule wherever it is asked (issue 24, issue 25 point 4): the
//! best Fortaleza's specialty adds its level (S53), a superhuman one included (S55).

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
    let fortes = play::portal::request::fortes(&[1, 2], &[3], true).unwrap();
    assert_eq!(
        fortes
            .iter()
            .filter(|f| f.specialty)
            .map(|f| f.level)
            .collect::<Vec<_>>(),
        [3]
    );
    assert!(play::portal::request::fortes(&[], &[], true).is_none());
}
