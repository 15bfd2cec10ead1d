//! A new table's first event (`table_created`, number 1), which both stores write with the
//! table's row.

use crate::chain::genesis;
use crate::model::{EventDraft, NewTable};

/// The table's first event (`table_created`, number 1), chained to the table's genesis.
pub fn first_event(t: &NewTable) -> EventDraft {
    EventDraft {
        kind: "table_created",
        actor: Some(t.gm_member_id.clone()),
        character_id: None,
        hidden: false,
        data: serde_json::json!({
            "name": t.name, "system": t.system.word(), "ruleset": t.ruleset,
            "settings": t.settings, "commitment": t.commitment,
            "gm": {"id": t.gm_member_id, "name": t.gm_name},
        }),
        at_ms: t.created_ms,
        prev: Some(genesis(&t.id)),
    }
}
