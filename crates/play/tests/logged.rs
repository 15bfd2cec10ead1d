//! `tirada verify` checks a logged roll against the one recomputed now: a roll logged before
//! the engine added a key to its object still checks, and any value it holds must match.

use serde_json::json;
use tirada_play::{self as play, seed::Seed, System};

#[test]
fn a_roll_logged_before_a_newer_key_still_checks_and_a_changed_value_does_not() {
    let asked = json!({"dados": [3, 7, 9, 10], "car": 3, "dif": 12, "aspecto": true, "repetir": [1]});
    let now = play::roll(System::Hitos, &json!({}), &asked, None, &Seed([2; 32]), 3)
        .unwrap()
        .roll;
    let mut before = now.clone();
    before.as_object_mut().unwrap().remove("choice");
    assert!(play::logged(&before, &now));
    let mut changed = before.clone();
    changed["total"] = json!(99);
    assert!(!play::logged(&changed, &now));
    assert!(
        !play::logged(&now, &before),
        "a key the recomputed roll lacks is a mismatch"
    );
}
