//! What both stores write and read the same way: the statements (written with `?`
//! placeholders; PostgreSQL numbers them, [`numbered`]), the order of their arguments, the
//! first event of a table, and rows turned back into the model. Each store only says how to
//! bind one argument ([`Binder`]) and read one column ([`Columns`]).

use crate::error::StoreError;
use crate::model::Append;
use crate::model::{Character, Event, EventDraft, Member, MemberRole, Mutation, NewTable, System, TableInfo};
use serde_json::Value;

pub const INSERT_EVENT: &str =
    "INSERT INTO events (table_id, seq, kind, actor, character_id, hidden, data, at_ms, prev) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
/// The values of one more event row.
pub const MORE_VALUES: &str = ", (?, ?, ?, ?, ?, ?, ?, ?, ?)";

pub const INSERT_TABLE: &str = "INSERT INTO game_tables (id, name, system, ruleset, invite_code, seed, commitment, \
     closed, created_ms, settings) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)";

pub const EVENT_COLUMNS: &str = "seq, kind, actor, character_id, hidden, data, at_ms, prev";

pub const SELECT_TABLE: &str = "SELECT g.*, (SELECT MAX(e.seq) FROM events e WHERE e.table_id = g.id) AS last_seq \
     FROM game_tables g WHERE g.id = ?";
/// A member by their main token or a further one ([`crate::recovery`]).
pub const SELECT_MEMBER_BY_TOKEN: &str = "SELECT * FROM members WHERE (token_hash = ? OR id IN \
     (SELECT member_id FROM member_tokens WHERE token_hash = ?)) AND table_id = ?";
pub const SELECT_MEMBERS: &str = "SELECT * FROM members WHERE table_id = ? ORDER BY role, name";
/// Every member of a table with their token's hash (moving a table to another database).
pub const SELECT_MEMBER_ROWS: &str = "SELECT * FROM members WHERE table_id = ? ORDER BY id";
pub const SELECT_CHARACTER: &str = "SELECT * FROM characters WHERE id = ? AND table_id = ?";
pub const SELECT_CHARACTERS: &str = "SELECT * FROM characters WHERE table_id = ? ORDER BY name, id";

pub fn select_events_after() -> String {
    format!("SELECT {EVENT_COLUMNS} FROM events WHERE table_id = ? AND seq > ? ORDER BY seq LIMIT ?")
}

pub fn select_event() -> String {
    format!("SELECT {EVENT_COLUMNS} FROM events WHERE table_id = ? AND seq = ?")
}

/// `sql` with its `?` placeholders numbered `$1`, `$2`… as PostgreSQL wants them (the
/// statements hold no `?` inside a string literal).
pub fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut n = 0;
    for c in sql.chars() {
        if c == '?' {
            n += 1;
            out.push('$');
            out.push_str(&n.to_string());
        } else {
            out.push(c);
        }
    }
    out
}

/// A query that takes arguments one by one, whatever the database.
pub trait Binder<'q>: Sized {
    fn text(self, v: &'q str) -> Self;
    fn owned(self, v: String) -> Self;
    fn maybe(self, v: &'q Option<String>) -> Self;
    fn int(self, v: i64) -> Self;
    fn maybe_int(self, v: Option<i64>) -> Self;
}

/// Binds one event row's values, in [`INSERT_EVENT`]'s order.
pub fn bind_event<'q, B: Binder<'q>>(q: B, table_id: &'q str, seq: i64, d: &'q EventDraft) -> B {
    bind_event_row(
        q,
        table_id,
        seq,
        d.kind,
        &d.actor,
        &d.character_id,
        d.hidden,
        &d.data,
        d.at_ms,
        &d.prev,
    )
}

/// Binds a stored event again as it was (moving a table to another database).
pub fn bind_stored<'q, B: Binder<'q>>(q: B, table_id: &'q str, e: &'q Event) -> B {
    bind_event_row(
        q,
        table_id,
        e.seq,
        &e.kind,
        &e.actor,
        &e.character_id,
        e.hidden,
        &e.data,
        e.at_ms,
        &e.prev,
    )
}

#[allow(clippy::too_many_arguments)] // one per column
fn bind_event_row<'q, B: Binder<'q>>(
    q: B,
    table_id: &'q str,
    seq: i64,
    kind: &'q str,
    actor: &'q Option<String>,
    character_id: &'q Option<String>,
    hidden: bool,
    data: &Value,
    at_ms: i64,
    prev: &'q Option<String>,
) -> B {
    q.text(table_id)
        .int(seq)
        .text(kind)
        .maybe(actor)
        .maybe(character_id)
        .int(hidden as i64)
        .owned(data.to_string())
        .int(at_ms)
        .maybe(prev)
}

/// The statement of a mutation; [`bind_mutation`] gives its arguments in order.
pub fn mutation_sql(m: &Mutation) -> &'static str {
    match m {
        Mutation::AddMember { .. } => {
            "INSERT INTO members (id, table_id, name, role, token_hash) VALUES (?, ?, ?, ?, ?)"
        }
        Mutation::AddCharacter { .. } => {
            "INSERT INTO characters (id, table_id, owner, name, sheet, state) VALUES (?, ?, ?, ?, ?, ?)"
        }
        Mutation::UpdateSheet { .. } => "UPDATE characters SET name = ?, sheet = ? WHERE id = ? AND table_id = ?",
        Mutation::SetState { .. } => "UPDATE characters SET state = ? WHERE id = ? AND table_id = ?",
        Mutation::SetToken { .. } => "UPDATE members SET token_hash = ? WHERE id = ? AND table_id = ?",
        Mutation::CloseTable => "UPDATE game_tables SET closed = 1 WHERE id = ?",
        Mutation::NewSession { .. } => {
            "UPDATE game_tables SET seed = ?, commitment = ?, session = ?, session_since = ? WHERE id = ?"
        }
    }
}

pub fn bind_mutation<'q, B: Binder<'q>>(q: B, table_id: &'q str, m: &'q Mutation) -> B {
    match m {
        Mutation::AddMember {
            id,
            name,
            role,
            token_hash,
        } => q.text(id).text(table_id).text(name).text(role.word()).text(token_hash),
        Mutation::AddCharacter {
            id,
            owner,
            name,
            sheet,
            state,
        } => q
            .text(id)
            .text(table_id)
            .text(owner)
            .text(name)
            .owned(sheet.to_string())
            .owned(state.to_string()),
        Mutation::UpdateSheet { id, name, sheet } => q.text(name).owned(sheet.to_string()).text(id).text(table_id),
        Mutation::SetState { id, state } => q.owned(state.to_string()).text(id).text(table_id),
        Mutation::SetToken { id, token_hash } => q.text(token_hash).text(id).text(table_id),
        Mutation::CloseTable => q.text(table_id),
        Mutation::NewSession {
            seed,
            commitment,
            session,
            since,
        } => q.text(seed).text(commitment).int(*session).int(*since).text(table_id),
    }
}

/// Binds a new table's row, in [`INSERT_TABLE`]'s order.
pub fn bind_table<'q, B: Binder<'q>>(q: B, t: &'q NewTable) -> B {
    q.text(&t.id)
        .text(&t.name)
        .text(t.system.word())
        .owned(t.ruleset.to_string())
        .text(&t.invite_code)
        .text(&t.seed)
        .text(&t.commitment)
        .int(t.created_ms)
        .owned(serde_json::json!(t.settings).to_string())
}

/// A new table's GM, added with the table.
pub fn gm_member(t: &NewTable) -> Mutation {
    Mutation::AddMember {
        id: t.gm_member_id.clone(),
        name: t.gm_name.clone(),
        role: MemberRole::Gm,
        token_hash: t.gm_token_hash.clone(),
    }
}

/// The events of a written batch (their drafts move into them).
pub fn written(batch: Vec<Append>) -> Vec<Event> {
    batch.into_iter().map(|a| Event::new(a.seq, a.draft)).collect()
}

/// A row whose columns are read by name, whatever the database.
pub trait Columns {
    fn text(&self, name: &str) -> Result<String, StoreError>;
    fn maybe(&self, name: &str) -> Result<Option<String>, StoreError>;
    fn int(&self, name: &str) -> Result<i64, StoreError>;
    fn maybe_int(&self, name: &str) -> Result<Option<i64>, StoreError>;
}

fn json(text: &str) -> Result<Value, StoreError> {
    crate::bounded::parse_stored(text).map_err(StoreError::Corrupt)
}

fn role(word: &str) -> Result<MemberRole, StoreError> {
    match word {
        "gm" => Ok(MemberRole::Gm),
        "player" => Ok(MemberRole::Player),
        other => Err(StoreError::Corrupt(format!("papel desconocido {other}"))),
    }
}

pub fn table_row(r: &impl Columns) -> Result<TableInfo, StoreError> {
    let system = r.text("system")?;
    Ok(TableInfo {
        id: r.text("id")?,
        name: r.text("name")?,
        system: System::from_word(&system).ok_or_else(|| StoreError::Corrupt(format!("sistema {system}")))?,
        ruleset: json(&r.text("ruleset")?)?,
        invite_code: r.text("invite_code")?,
        seed: r.text("seed")?,
        commitment: r.text("commitment")?,
        closed: r.int("closed")? != 0,
        session: r.int("session")?,
        session_since: r.int("session_since")?,
        settings: serde_json::from_str(&r.text("settings")?).map_err(|e| StoreError::Corrupt(e.to_string()))?,
        last_seq: r.maybe_int("last_seq")?.unwrap_or(0),
        created_ms: r.int("created_ms")?,
    })
}

pub fn member_row(r: &impl Columns) -> Result<Member, StoreError> {
    Ok(Member {
        id: r.text("id")?,
        table_id: r.text("table_id")?,
        name: r.text("name")?,
        role: role(&r.text("role")?)?,
    })
}

pub fn member_token_row(r: &impl Columns) -> Result<crate::dump::rows::MemberRow, StoreError> {
    let m = member_row(r)?;
    Ok(crate::dump::rows::MemberRow {
        id: m.id,
        name: m.name,
        role: m.role,
        token_hash: r.text("token_hash")?,
    })
}

pub fn character_row(r: &impl Columns) -> Result<Character, StoreError> {
    Ok(Character {
        id: r.text("id")?,
        table_id: r.text("table_id")?,
        owner: r.text("owner")?,
        name: r.text("name")?,
        sheet: json(&r.text("sheet")?)?,
        state: json(&r.text("state")?)?,
    })
}

pub fn event_row(r: &impl Columns) -> Result<Event, StoreError> {
    Ok(Event {
        seq: r.int("seq")?,
        kind: r.text("kind")?,
        actor: r.maybe("actor")?,
        character_id: r.maybe("character_id")?,
        hidden: r.int("hidden")? != 0,
        data: json(&r.text("data")?)?,
        at_ms: r.int("at_ms")?,
        prev: r.maybe("prev")?,
    })
}

pub const DELETE_NOTES: &str = "DELETE FROM session_notes WHERE table_id = ? AND session = ?";
pub const INSERT_NOTES: &str = "INSERT INTO session_notes (table_id, session, notes, updated_ms) VALUES (?, ?, ?, ?)";

/// Writes a session's notes ([`crate::campaign`]) inside an open transaction, replacing what
/// they said: the notes route and a moved table's import.
macro_rules! write_notes {
    ($tx:expr, $sql:path, $table_id:expr, $n:expr) => {{
        sqlx::query(&$sql($crate::store::rows::DELETE_NOTES))
            .bind($table_id)
            .bind($n.session)
            .execute(&mut *$tx)
            .await?;
        sqlx::query(&$sql($crate::store::rows::INSERT_NOTES))
            .bind($table_id)
            .bind($n.session)
            .bind(&$n.notes)
            .bind($n.updated_ms)
            .execute(&mut *$tx)
            .await?;
    }};
}
pub(crate) use write_notes;

// A member's recovery secret and a recovered device's token ([`crate::recovery`]): their
// statements live with the stores', which write them when a moved table is imported.
pub const INSERT_SECRET: &str =
    "INSERT INTO recovery_secrets (table_id, member_id, kind, secret_hash, set_ms) VALUES (?, ?, ?, ?, ?)";
pub const INSERT_TOKEN: &str =
    "INSERT INTO member_tokens (token_hash, table_id, member_id, created_ms) VALUES (?, ?, ?, ?)";

/// Writes a table's secrets and further tokens inside an open transaction: a moved table's
/// import ([`crate::dump`]).
macro_rules! write_recovery {
    ($tx:expr, $sql:path, $table_id:expr, $d:expr) => {{
        for s in &$d.recovery {
            sqlx::query(&$sql($crate::store::rows::INSERT_SECRET))
                .bind($table_id)
                .bind(&s.member_id)
                .bind(&s.kind)
                .bind(&s.secret_hash)
                .bind(s.set_ms)
                .execute(&mut *$tx)
                .await?;
        }
        for k in &$d.tokens {
            sqlx::query(&$sql($crate::store::rows::INSERT_TOKEN))
                .bind(&k.token_hash)
                .bind($table_id)
                .bind(&k.member_id)
                .bind(k.created_ms)
                .execute(&mut *$tx)
                .await?;
        }
    }};
}
pub(crate) use write_recovery;

/// Defines `async fn import_rows(tx, dump)` for one database's connection: a moved table's
/// row, members, characters and events, as they were, inside an open transaction.
macro_rules! import_rows {
    ($conn:ty, $sql:path) => {
        pub async fn import_rows(tx: &mut $conn, d: &$crate::dump::rows::TableDump) -> Result<(), StoreError> {
            use $crate::model::Mutation;
            use $crate::store::rows::{
                bind_mutation, bind_stored, bind_table, mutation_sql, INSERT_EVENT, INSERT_TABLE,
            };
            let t = d.new_table();
            bind_table(sqlx::query(&$sql(INSERT_TABLE)), &t)
                .execute(&mut *tx)
                .await?;
            let mut rows: Vec<Mutation> = d.members.iter().map(|m| m.mutation()).collect();
            rows.extend(d.characters.iter().map(|c| c.mutation()));
            if d.table.closed {
                rows.push(Mutation::CloseTable);
            }
            if d.table.session != 1 || d.table.session_since != 0 {
                rows.push(Mutation::NewSession {
                    seed: d.table.seed.clone(),
                    commitment: d.table.commitment.clone(),
                    session: d.table.session,
                    since: d.table.session_since,
                });
            }
            for m in &rows {
                bind_mutation(sqlx::query(&$sql(mutation_sql(m))), &t.id, m)
                    .execute(&mut *tx)
                    .await?;
            }
            let insert = $sql(INSERT_EVENT);
            for e in &d.events {
                bind_stored(sqlx::query(&insert), &t.id, e)
                    .execute(&mut *tx)
                    .await?;
            }
            for n in &d.notes {
                $crate::store::rows::write_notes!(tx, $sql, &t.id, n);
            }
            $crate::store::rows::write_recovery!(tx, $sql, &t.id, d);
            Ok(())
        }
    };
}
pub(crate) use import_rows;

/// Implements [`Binder`] and [`Columns`] for one database's queries and rows.
macro_rules! backend {
    ($db:ty, $args:ty, $row:ty) => {
        impl<'q> $crate::store::rows::Binder<'q> for sqlx::query::Query<'q, $db, $args> {
            fn text(self, v: &'q str) -> Self {
                self.bind(v)
            }
            fn owned(self, v: String) -> Self {
                self.bind(v)
            }
            fn maybe(self, v: &'q Option<String>) -> Self {
                self.bind(v)
            }
            fn int(self, v: i64) -> Self {
                self.bind(v)
            }
            fn maybe_int(self, v: Option<i64>) -> Self {
                self.bind(v)
            }
        }

        impl $crate::store::rows::Columns for $row {
            fn text(&self, name: &str) -> Result<String, StoreError> {
                Ok(sqlx::Row::try_get(self, name)?)
            }
            fn maybe(&self, name: &str) -> Result<Option<String>, StoreError> {
                Ok(sqlx::Row::try_get(self, name)?)
            }
            fn int(&self, name: &str) -> Result<i64, StoreError> {
                Ok(sqlx::Row::try_get(self, name)?)
            }
            fn maybe_int(&self, name: &str) -> Result<Option<i64>, StoreError> {
                Ok(sqlx::Row::try_get(self, name)?)
            }
        }
    };
}
pub(crate) use backend;

/// The read methods of [`Store`](crate::store::backend::Store), the same for both stores: `$sql` turns a
/// shared statement into the store's own (`str::to_string` for SQLite, [`numbered`] for
/// PostgreSQL), and `self.pool` is the store's pool.
macro_rules! reads {
    ($sql:path) => {
        fn table(&self, id: &str) -> $crate::error::BoxFut<'_, Option<$crate::model::TableInfo>> {
            let id = id.to_string();
            Box::pin(async move {
                let row = sqlx::query(&$sql($crate::store::rows::SELECT_TABLE))
                    .bind(&id)
                    .fetch_optional(&self.pool)
                    .await?;
                row.as_ref().map($crate::store::rows::table_row).transpose()
            })
        }

        fn member_by_token(
            &self,
            table_id: &str,
            token_hash: &str,
        ) -> $crate::error::BoxFut<'_, Option<$crate::model::Member>> {
            let (table_id, token_hash) = (table_id.to_string(), token_hash.to_string());
            Box::pin(async move {
                let row = sqlx::query(&$sql($crate::store::rows::SELECT_MEMBER_BY_TOKEN))
                    .bind(&token_hash)
                    .bind(&token_hash)
                    .bind(&table_id)
                    .fetch_optional(&self.pool)
                    .await?;
                row.as_ref().map($crate::store::rows::member_row).transpose()
            })
        }

        fn members(&self, table_id: &str) -> $crate::error::BoxFut<'_, Vec<$crate::model::Member>> {
            let table_id = table_id.to_string();
            Box::pin(async move {
                let found = sqlx::query(&$sql($crate::store::rows::SELECT_MEMBERS))
                    .bind(&table_id)
                    .fetch_all(&self.pool)
                    .await?;
                found.iter().map($crate::store::rows::member_row).collect()
            })
        }

        fn member_rows(&self, table_id: &str) -> $crate::error::BoxFut<'_, Vec<$crate::dump::rows::MemberRow>> {
            let table_id = table_id.to_string();
            Box::pin(async move {
                let found = sqlx::query(&$sql($crate::store::rows::SELECT_MEMBER_ROWS))
                    .bind(&table_id)
                    .fetch_all(&self.pool)
                    .await?;
                found.iter().map($crate::store::rows::member_token_row).collect()
            })
        }

        fn character(&self, table_id: &str, id: &str) -> $crate::error::BoxFut<'_, Option<$crate::model::Character>> {
            let (table_id, id) = (table_id.to_string(), id.to_string());
            Box::pin(async move {
                let row = sqlx::query(&$sql($crate::store::rows::SELECT_CHARACTER))
                    .bind(&id)
                    .bind(&table_id)
                    .fetch_optional(&self.pool)
                    .await?;
                row.as_ref().map($crate::store::rows::character_row).transpose()
            })
        }

        fn characters(&self, table_id: &str) -> $crate::error::BoxFut<'_, Vec<$crate::model::Character>> {
            let table_id = table_id.to_string();
            Box::pin(async move {
                let found = sqlx::query(&$sql($crate::store::rows::SELECT_CHARACTERS))
                    .bind(&table_id)
                    .fetch_all(&self.pool)
                    .await?;
                found.iter().map($crate::store::rows::character_row).collect()
            })
        }

        fn events_after(
            &self,
            table_id: &str,
            after: i64,
            limit: i64,
        ) -> $crate::error::BoxFut<'_, Vec<$crate::model::Event>> {
            let table_id = table_id.to_string();
            Box::pin(async move {
                let found = sqlx::query(&$sql(&$crate::store::rows::select_events_after()))
                    .bind(&table_id)
                    .bind(after)
                    .bind(limit)
                    .fetch_all(&self.pool)
                    .await?;
                found.iter().map($crate::store::rows::event_row).collect()
            })
        }

        fn event(&self, table_id: &str, seq: i64) -> $crate::error::BoxFut<'_, Option<$crate::model::Event>> {
            let table_id = table_id.to_string();
            Box::pin(async move {
                let row = sqlx::query(&$sql(&$crate::store::rows::select_event()))
                    .bind(&table_id)
                    .bind(seq)
                    .fetch_optional(&self.pool)
                    .await?;
                row.as_ref().map($crate::store::rows::event_row).transpose()
            })
        }
    };
}
pub(crate) use reads;

#[cfg(test)]
mod tests {
    #[test]
    fn placeholders_are_numbered_in_order() {
        assert_eq!(
            super::numbered("UPDATE x SET a = ? WHERE b = ? AND c = ?"),
            "UPDATE x SET a = $1 WHERE b = $2 AND c = $3"
        );
    }
}
