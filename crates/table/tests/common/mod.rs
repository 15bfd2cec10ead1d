//! What the store's tests build again and again: a table to create and a chat line to log.
#![allow(dead_code)] // each test file uses its own subset

use serde_json::json;
use tirada_table::{sha256_hex, EventDraft, NewTable, System};

/// A PORTAL table `id` (summary profile) whose GM, member `gm_member_id`, holds `gm_token`.
pub fn portal_table(id: &str, gm_member_id: &str, gm_token: &str) -> NewTable {
    let seed = tirada_table::secret::new_seed();
    NewTable {
        id: id.into(),
        name: "La cripta".into(),
        system: System::Portal,
        ruleset: json!({"perfil": "resumen"}),
        invite_code: "abc".into(),
        seed: seed.to_hex(),
        commitment: seed.commitment(),
        settings: Default::default(),
        gm_member_id: gm_member_id.into(),
        gm_name: "Dire".into(),
        gm_token_hash: sha256_hex(gm_token),
        created_ms: 1,
    }
}

/// A public chat line `text` said by `actor` (or by nobody in particular).
pub fn chat_line(actor: Option<&str>, text: &str) -> EventDraft {
    EventDraft {
        kind: "chat",
        actor: actor.map(Into::into),
        character_id: None,
        hidden: false,
        data: json!({ "text": text }),
        at_ms: 2,
        prev: None,
    }
}
