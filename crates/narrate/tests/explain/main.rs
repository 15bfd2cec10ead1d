//! `tirada_narrate::explain` of the rolls the table makes from typed dice, one module per
//! system and one for the dice notation; every case in both languages is compared with
//! `tests/expected/SYSTEM.txt` (helpers in `tests/common/`).

#[path = "../common/mod.rs"]
mod common;

mod chasis;
mod fate;
mod hitos;
mod mirilla;
mod notation;
mod portal;

use serde_json::json;
use tirada_narrate::{explain, Lang};

#[test]
fn a_roll_no_narrator_knows_gets_none() {
    assert!(explain(&json!({"system": "otro"}), Lang::Es).is_none());
    assert!(explain(&json!({"system": "portal"}), Lang::Es).is_none());
    assert!(tirada_narrate::explain_json(&json!({}), Lang::En).is_null());
}
