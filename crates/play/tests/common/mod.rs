//! Helpers the play layer's test binaries share: one copy each.

use serde_json::{json, Value};
use tirada_play::model::{Member, MemberRole};
use tirada_play::{self as play, System};

/// A PORTAL character's sheet stored as the table stores it.
#[allow(dead_code)]
pub fn portal_character(sheet: Value) -> play::Character {
    stored(System::Portal, &json!({}), &sheet)
}

/// A character of `system` from its sheet (as `new_sheet` takes it), stored as the table
/// stores it.
pub fn stored(system: System, ruleset: &Value, sheet: &Value) -> play::Character {
    let (name, sheet, state) = play::new_sheet(system, ruleset, sheet).expect("a valid sheet");
    play::Character {
        id: "c".into(),
        table_id: "t".into(),
        owner: "m".into(),
        name,
        sheet,
        state,
    }
}

/// Ana, a member of table `t` in `role`.
#[allow(dead_code)]
pub fn member(role: MemberRole) -> Member {
    Member {
        id: "ana".into(),
        table_id: "t".into(),
        name: "Ana".into(),
        role,
    }
}
