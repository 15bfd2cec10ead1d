//! Helpers the play layer's tests share.

use serde_json::{json, Value};
use tirada_play::{Character, System};

/// A character of `system` stored from `sheet` as the table stores it (a sheet `new_sheet`
/// accepts, with the default ruleset), with id `id`.
pub fn character(system: System, id: &str, sheet: Value) -> Character {
    let (name, sheet, state) = tirada_play::new_sheet(system, &json!({}), &sheet).expect("a valid sheet");
    Character {
        id: id.into(),
        table_id: "t".into(),
        owner: "m".into(),
        name,
        sheet,
        state,
    }
}
