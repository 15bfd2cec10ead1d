//! Helpers the play layer's test binaries share: one copy each (each binary uses some).
#![allow(dead_code)]

use serde_json::{json, Value};
use tirada_play::model::{Member, MemberRole};
use tirada_play::{Character, System};

/// A character of `system` with id `id`, stored from `sheet` (as `new_sheet` takes it) under
/// `ruleset` as the table stores it.
pub fn stored_with(system: System, ruleset: &Value, id: &str, sheet: &Value) -> Character {
    let (name, sheet, state) = tirada_play::new_sheet(system, ruleset, sheet).expect("a valid sheet");
    Character {
        id: id.into(),
        table_id: "t".into(),
        owner: "m".into(),
        name,
        sheet,
        state,
    }
}

/// A character of `system` with id `id` under the default ruleset.
pub fn character(system: System, id: &str, sheet: Value) -> Character {
    stored_with(system, &json!({}), id, &sheet)
}

/// A character of `system` under `ruleset`, with id `c`.
pub fn stored(system: System, ruleset: &Value, sheet: &Value) -> Character {
    stored_with(system, ruleset, "c", sheet)
}

/// A PORTAL character with id `c` under the default ruleset.
pub fn portal_character(sheet: Value) -> Character {
    character(System::Portal, "c", sheet)
}

/// Ana, a member of table `t` in `role`.
pub fn member(role: MemberRole) -> Member {
    Member {
        id: "ana".into(),
        table_id: "t".into(),
        name: "Ana".into(),
        role,
    }
}

/// A refusal as a person reads it (`tirada_narrate::refusal`), in Spanish and in English.
pub trait Said {
    fn message(&self) -> String;
    fn english(&self) -> String;
}

impl Said for tirada_play::PlayError {
    fn message(&self) -> String {
        tirada_narrate::refusal(self, tirada_narrate::Lang::Es)
    }

    fn english(&self) -> String {
        tirada_narrate::refusal(self, tirada_narrate::Lang::En)
    }
}
