//! What a campaign keeps beside its log (issue 32): the GM's private notes of each session and
//! the one-time codes that carry a character to another table. Neither is an event: the notes
//! are the GM's alone (the log is every member's), and a code is how a character is reached,
//! like a member's token. The sessions themselves live in the log ([`crate::session`]) and the
//! table's row (its current session's seed).
//!
//! Both stores implement [`Campaign`] with the same statements ([`campaign_impl`]); the schema
//! is `migrations/postgres/0004_campaigns.sql`, which the SQLite store runs too.

pub use crate::dump::rows::SessionNotes;
use crate::error::{BoxFut, StoreError};
use crate::store::rows::Columns;

/// A one-time code that carries character `character_id` of table `table_id` to another table
/// of the same system; stored as its hash, it works once, until `expires_ms`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TravelCode {
    pub code_hash: String,
    pub table_id: String,
    pub character_id: String,
    pub expires_ms: i64,
}

/// The campaign side of a store.
pub trait Campaign: Send + Sync {
    /// Writes the GM's notes of a session (replacing what they said).
    fn set_notes(&self, table_id: &str, notes: SessionNotes) -> BoxFut<'_, ()>;

    /// Every session's notes of a table, in order.
    fn notes(&self, table_id: &str) -> BoxFut<'_, Vec<SessionNotes>>;

    /// Keeps a new code, replacing any earlier one for the same character.
    fn put_travel_code(&self, code: TravelCode) -> BoxFut<'_, ()>;

    /// Uses up the code with this hash: deleted and returned (expired or not; the caller
    /// checks `expires_ms`), so it never works twice.
    fn take_travel_code(&self, code_hash: &str) -> BoxFut<'_, Option<TravelCode>>;
}

pub const SELECT_NOTES: &str = "SELECT * FROM session_notes WHERE table_id = ? ORDER BY session";
pub const DELETE_TRAVEL_OF: &str = "DELETE FROM travel_codes WHERE table_id = ? AND character_id = ?";
pub const INSERT_TRAVEL: &str =
    "INSERT INTO travel_codes (code_hash, table_id, character_id, expires_ms) VALUES (?, ?, ?, ?)";
pub const TAKE_TRAVEL: &str = "DELETE FROM travel_codes WHERE code_hash = ? RETURNING *";

pub fn notes_row(r: &impl Columns) -> Result<SessionNotes, StoreError> {
    Ok(SessionNotes {
        session: r.int("session")?,
        notes: r.text("notes")?,
        updated_ms: r.int("updated_ms")?,
    })
}

pub fn travel_row(r: &impl Columns) -> Result<TravelCode, StoreError> {
    Ok(TravelCode {
        code_hash: r.text("code_hash")?,
        table_id: r.text("table_id")?,
        character_id: r.text("character_id")?,
        expires_ms: r.int("expires_ms")?,
    })
}

/// Implements [`Campaign`] for a store: `$sql` turns a shared statement into the store's own,
/// `self.pool` is its pool and `self.$write(work)` runs `work` in one write transaction.
macro_rules! campaign_impl {
    ($store:ty, $sql:path, $write:ident) => {
        impl $crate::campaign::Campaign for $store {
            fn set_notes(
                &self,
                table_id: &str,
                notes: $crate::campaign::SessionNotes,
            ) -> $crate::error::BoxFut<'_, ()> {
                let table_id = table_id.to_string();
                Box::pin(async move {
                    self.$write(async |tx| {
                        $crate::store::rows::write_notes!(tx, $sql, &table_id, notes);
                        Ok(())
                    })
                    .await
                })
            }

            fn notes(&self, table_id: &str) -> $crate::error::BoxFut<'_, Vec<$crate::campaign::SessionNotes>> {
                let table_id = table_id.to_string();
                Box::pin(async move {
                    let rows = sqlx::query(&$sql($crate::campaign::SELECT_NOTES))
                        .bind(&table_id)
                        .fetch_all(&self.pool)
                        .await?;
                    rows.iter().map($crate::campaign::notes_row).collect()
                })
            }

            fn put_travel_code(&self, code: $crate::campaign::TravelCode) -> $crate::error::BoxFut<'_, ()> {
                Box::pin(async move {
                    self.$write(async |tx| {
                        sqlx::query(&$sql($crate::campaign::DELETE_TRAVEL_OF))
                            .bind(&code.table_id)
                            .bind(&code.character_id)
                            .execute(&mut *tx)
                            .await?;
                        sqlx::query(&$sql($crate::campaign::INSERT_TRAVEL))
                            .bind(&code.code_hash)
                            .bind(&code.table_id)
                            .bind(&code.character_id)
                            .bind(code.expires_ms)
                            .execute(&mut *tx)
                            .await?;
                        Ok(())
                    })
                    .await
                })
            }

            fn take_travel_code(
                &self,
                code_hash: &str,
            ) -> $crate::error::BoxFut<'_, Option<$crate::campaign::TravelCode>> {
                let code_hash = code_hash.to_string();
                Box::pin(async move {
                    self.$write(async |tx| {
                        let row = sqlx::query(&$sql($crate::campaign::TAKE_TRAVEL))
                            .bind(&code_hash)
                            .fetch_optional(&mut *tx)
                            .await?;
                        row.as_ref().map($crate::campaign::travel_row).transpose()
                    })
                    .await
                })
            }
        }
    };
}
pub(crate) use campaign_impl;
