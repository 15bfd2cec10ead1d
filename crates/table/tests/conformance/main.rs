//! The store-conformance suite: every test runs against each backend — the embedded SQLite
//! store and PostgreSQL (a throwaway cluster, see `tirada-testpg`; skipped with a notice when
//! PostgreSQL is not installed, unless `TIRADA_REQUIRE_POSTGRES=1`). The log is numbered
//! without gaps, mutations and events commit together, a batch (group commit) refuses only
//! a failed event and those built on it, and everything acknowledged is there after
//! reopening the database.

use serde_json::json;
use std::sync::Arc;
use tirada_table::secret::{new_id, new_token};
use tirada_table::store::BoxFut;
use tirada_table::{
    sha256_hex, Append, Character, Event, EventDraft, Member, MemberRole, Mutation, NewTable, Seed, Store, StoreError,
    TableInfo,
};

#[derive(Clone, Copy)]
enum Backend {
    Sqlite,
    Postgres,
}

/// A fresh, empty database of a backend, that can be opened again.
struct Fresh {
    backend: Backend,
    url: String,
    dir: Option<std::path::PathBuf>,
}

impl Fresh {
    /// None when the backend is not available here (the test is then skipped).
    fn new(backend: Backend, test: &str) -> Option<Fresh> {
        match backend {
            Backend::Sqlite => {
                let dir = std::env::temp_dir().join(format!("tirada-table-{test}-{}", new_id()));
                std::fs::create_dir_all(&dir).unwrap();
                let url = format!("sqlite://{}", dir.join("t.db").display());
                Some(Fresh {
                    backend,
                    url,
                    dir: Some(dir),
                })
            }
            Backend::Postgres => Some(Fresh {
                backend,
                url: tirada_testpg::database(test)?,
                dir: None,
            }),
        }
    }

    async fn open(&self) -> Arc<dyn Store> {
        tirada_table::open(&self.url).await.unwrap()
    }

    /// A fresh database of the other backend, for a move between them; None when it is not
    /// available here.
    fn other(&self, test: &str) -> Option<Fresh> {
        let other = match self.backend {
            Backend::Sqlite => Backend::Postgres,
            Backend::Postgres => Backend::Sqlite,
        };
        Fresh::new(other, test)
    }
}

/// Ana joins as a player (member `p1`, token «ana»).
fn ana_joins() -> Mutation {
    Mutation::AddMember {
        id: "p1".into(),
        name: "Ana".into(),
        role: MemberRole::Player,
        token_hash: sha256_hex("ana"),
    }
}

impl Drop for Fresh {
    fn drop(&mut self) {
        if let Some(dir) = &self.dir {
            std::fs::remove_dir_all(dir).ok();
        }
    }
}

mod campaign;
#[path = "../common/mod.rs"]
mod common;
mod links;

/// Runs each named check against SQLite and against PostgreSQL, as tests named
/// `sqlite::<check>` and `postgres::<check>` (in the module that names them).
macro_rules! conformance {
    ($($check:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test]
            async fn $check() {
                if let Some(db) = $crate::Fresh::new($crate::Backend::Sqlite, stringify!($check)) {
                    super::$check(db).await;
                }
            })*
        }
        mod postgres {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $check() {
                if let Some(db) = $crate::Fresh::new($crate::Backend::Postgres, stringify!($check)) {
                    super::$check(db).await;
                }
            })*
        }
    };
}
pub(crate) use conformance;

conformance!(
    events_are_numbered_in_order_and_conflicts_change_nothing,
    everything_acknowledged_survives_reopening,
    a_batch_is_written_in_order_with_its_mutations,
    a_failed_event_refuses_only_itself_and_the_later_events_of_its_table,
    a_taken_number_in_a_batch_is_a_conflict_and_the_rest_is_written,
    every_event_of_a_batch_acknowledged_survives_reopening,
    the_default_batch_refuses_the_same_events,
    two_stores_on_one_database_never_give_one_number_twice,
    a_table_moved_to_the_other_store_is_the_same_there,
);

fn new_table_with_token(id: &str, gm_token: &str) -> NewTable {
    common::portal_table(id, "gm1", gm_token)
}

fn said(text: &str) -> EventDraft {
    common::chat_line(Some("gm1"), text)
}

fn chat(table: &str, seq: i64, text: &str) -> Append {
    with(table, seq, text, vec![])
}

fn with(table: &str, seq: i64, text: &str, mutations: Vec<Mutation>) -> Append {
    Append {
        table_id: table.into(),
        seq,
        draft: EventDraft {
            kind: "chat",
            actor: None,
            character_id: None,
            hidden: false,
            data: json!({ "text": text }),
            at_ms: 2,
            prev: None,
        },
        mutations,
    }
}

/// A character whose owner is no member: the foreign key refuses it.
fn orphan() -> Mutation {
    Mutation::AddCharacter {
        id: "huerfano".into(),
        owner: "nadie".into(),
        name: "X".into(),
        sheet: json!({}),
        state: json!({}),
    }
}

async fn texts(store: &dyn Store, table: &str) -> Vec<(i64, String)> {
    let events = store.events_after(table, 0, 100).await.unwrap();
    events
        .iter()
        .map(|e| (e.seq, e.data["text"].as_str().unwrap_or(&e.kind).to_string()))
        .collect()
}

/// Two tables; in one batch the second event of table a fails.
async fn one_failure_in_a_batch(store: &dyn Store) {
    store.create_table(new_table("a")).await.unwrap();
    store.create_table(new_table("b")).await.unwrap();
    let results = store
        .append_batch(vec![
            chat("a", 2, "a2"),
            chat("b", 2, "b2"),
            with("a", 3, "a3", vec![orphan()]),
            chat("b", 3, "b3"),
            chat("a", 4, "a4"),
        ])
        .await
        .unwrap();
    let seqs: Vec<Result<i64, String>> = results
        .iter()
        .map(|r| r.as_ref().map(|e| e.seq).map_err(|e| format!("{e:?}")))
        .collect();
    assert_eq!(seqs[..2], [Ok(2), Ok(2)]);
    assert!(seqs[2].as_ref().unwrap_err().starts_with("Db("), "{seqs:?}");
    assert_eq!(seqs[3], Ok(3));
    assert!(matches!(results[4], Err(StoreError::Abandoned(4))));
    assert_eq!(texts(store, "a").await, [(1, "table_created".into()), (2, "a2".into())]);
    assert_eq!(
        texts(store, "b").await,
        [(1, "table_created".into()), (2, "b2".into()), (3, "b3".into())]
    );
    assert!(store.characters("a").await.unwrap().is_empty());
    // The table goes on from its last written event.
    let next = store.append_batch(vec![chat("a", 3, "otra vez")]).await.unwrap();
    assert_eq!(next[0].as_ref().unwrap().seq, 3);
}

/// A table whose GM's token is its own id.
fn new_table(id: &str) -> NewTable {
    NewTable {
        gm_member_id: format!("gm-{id}"),
        ..new_table_with_token(id, id)
    }
}

async fn events_are_numbered_in_order_and_conflicts_change_nothing(db: Fresh) {
    let store = db.open().await;
    let token = new_token();
    let first = store.create_table(new_table_with_token("t1", &token)).await.unwrap();
    assert_eq!((first.seq, first.kind.as_str()), (1, "table_created"));
    let gm = store.member_by_token("t1", &sha256_hex(&token)).await.unwrap().unwrap();
    assert_eq!(gm.role, MemberRole::Gm);
    assert!(store
        .member_by_token("t1", &sha256_hex("otro"))
        .await
        .unwrap()
        .is_none());
    store.append("t1", 2, said("hola"), vec![]).await.unwrap();
    // A stale sequence number is refused and leaves nothing behind.
    let stale = store
        .append(
            "t1",
            2,
            said("tarde"),
            vec![Mutation::AddCharacter {
                id: "c1".into(),
                owner: "gm1".into(),
                name: "X".into(),
                sheet: json!({}),
                state: json!({}),
            }],
        )
        .await;
    assert!(matches!(stale, Err(StoreError::Conflict(2))));
    assert!(store.characters("t1").await.unwrap().is_empty());
    let events = store.events_after("t1", 0, 100).await.unwrap();
    assert_eq!(events.iter().map(|e| e.seq).collect::<Vec<_>>(), vec![1, 2]);
    assert_eq!(store.events_after("t1", 1, 100).await.unwrap()[0].data["text"], "hola");
    assert_eq!(store.table("t1").await.unwrap().unwrap().last_seq, 2);
}

async fn everything_acknowledged_survives_reopening(db: Fresh) {
    let token = new_token();
    {
        let store = db.open().await;
        store.create_table(new_table_with_token("t2", &token)).await.unwrap();
        store
            .append(
                "t2",
                2,
                said("personaje"),
                vec![Mutation::AddCharacter {
                    id: "c1".into(),
                    owner: "gm1".into(),
                    name: "Ana".into(),
                    sheet: json!({"name": "Ana"}),
                    state: json!({"pp": 1}),
                }],
            )
            .await
            .unwrap();
        store
            .append(
                "t2",
                3,
                said("estado"),
                vec![Mutation::SetState {
                    id: "c1".into(),
                    state: json!({"pp": 2}),
                }],
            )
            .await
            .unwrap();
        // Dropped without closing, as a killed server would be.
    }
    let store = db.open().await;
    let t = store.table("t2").await.unwrap().unwrap();
    assert_eq!(t.last_seq, 3);
    assert_eq!(Seed::from_hex(&t.seed).unwrap().commitment(), t.commitment);
    assert_eq!(
        store.character("t2", "c1").await.unwrap().unwrap().state,
        json!({"pp": 2})
    );
    assert!(store
        .member_by_token("t2", &sha256_hex(&token))
        .await
        .unwrap()
        .is_some());
    assert_eq!(store.events_after("t2", 0, 10).await.unwrap().len(), 3);
}

async fn a_batch_is_written_in_order_with_its_mutations(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("t")).await.unwrap();
    let add = Mutation::AddCharacter {
        id: "c1".into(),
        owner: "gm-t".into(),
        name: "Ana".into(),
        sheet: json!({}),
        state: json!({"pp": 1}),
    };
    let set = |pp| Mutation::SetState {
        id: "c1".into(),
        state: json!({ "pp": pp }),
    };
    let results = store
        .append_batch(vec![
            with("t", 2, "ana", vec![add]),
            with("t", 3, "uno", vec![set(2)]),
            with("t", 4, "dos", vec![set(3)]),
        ])
        .await
        .unwrap();
    let seqs: Vec<i64> = results.into_iter().map(|r| r.unwrap().seq).collect();
    assert_eq!(seqs, [2, 3, 4]);
    assert_eq!(store.table("t").await.unwrap().unwrap().last_seq, 4);
    assert_eq!(
        store.character("t", "c1").await.unwrap().unwrap().state,
        json!({"pp": 3})
    );
}

async fn a_failed_event_refuses_only_itself_and_the_later_events_of_its_table(db: Fresh) {
    one_failure_in_a_batch(db.open().await.as_ref()).await;
}

async fn a_taken_number_in_a_batch_is_a_conflict_and_the_rest_is_written(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("t")).await.unwrap();
    store.create_table(new_table("u")).await.unwrap();
    let results = store
        .append_batch(vec![chat("u", 2, "u2"), chat("t", 1, "tarde"), chat("t", 2, "t2")])
        .await
        .unwrap();
    assert_eq!(results[0].as_ref().unwrap().seq, 2);
    assert!(matches!(results[1], Err(StoreError::Conflict(1))));
    assert!(matches!(results[2], Err(StoreError::Abandoned(2))));
    assert_eq!(texts(store.as_ref(), "t").await, [(1, "table_created".into())]);
    assert_eq!(texts(store.as_ref(), "u").await.len(), 2);
}

async fn every_event_of_a_batch_acknowledged_survives_reopening(db: Fresh) {
    {
        let store = db.open().await;
        one_failure_in_a_batch(store.as_ref()).await;
        // Dropped without closing, as a killed server would be.
    }
    let store = db.open().await;
    assert_eq!(
        texts(store.as_ref(), "a").await.last().unwrap(),
        &(3, "otra vez".to_string())
    );
    assert_eq!(texts(store.as_ref(), "b").await.len(), 3);
}

/// A store with only the trait's own `append_batch` (one transaction per event), as a store
/// without group commit would have.
struct Plain(Arc<dyn Store>);

impl Store for Plain {
    fn create_table(&self, new: NewTable) -> BoxFut<'_, Event> {
        self.0.create_table(new)
    }
    fn table(&self, id: &str) -> BoxFut<'_, Option<TableInfo>> {
        self.0.table(id)
    }
    fn member_by_token(&self, table_id: &str, token_hash: &str) -> BoxFut<'_, Option<Member>> {
        self.0.member_by_token(table_id, token_hash)
    }
    fn members(&self, table_id: &str) -> BoxFut<'_, Vec<Member>> {
        self.0.members(table_id)
    }
    fn member_rows(&self, table_id: &str) -> BoxFut<'_, Vec<tirada_table::dump::MemberRow>> {
        self.0.member_rows(table_id)
    }
    fn import<'a>(&'a self, dump: &'a tirada_table::dump::TableDump) -> BoxFut<'a, ()> {
        self.0.import(dump)
    }
    fn character(&self, table_id: &str, id: &str) -> BoxFut<'_, Option<Character>> {
        self.0.character(table_id, id)
    }
    fn characters(&self, table_id: &str) -> BoxFut<'_, Vec<Character>> {
        self.0.characters(table_id)
    }
    fn append(&self, table_id: &str, seq: i64, draft: EventDraft, mutations: Vec<Mutation>) -> BoxFut<'_, Event> {
        self.0.append(table_id, seq, draft, mutations)
    }
    fn events_after(&self, table_id: &str, after: i64, limit: i64) -> BoxFut<'_, Vec<Event>> {
        self.0.events_after(table_id, after, limit)
    }
    fn event(&self, table_id: &str, seq: i64) -> BoxFut<'_, Option<Event>> {
        self.0.event(table_id, seq)
    }
    fn links(&self) -> &dyn tirada_table::discord::Links {
        self.0.links()
    }
    fn campaign(&self) -> &dyn tirada_table::campaign::Campaign {
        self.0.campaign()
    }

    fn recovery(&self) -> &dyn tirada_table::recovery::Recovery {
        self.0.recovery()
    }
}

async fn the_default_batch_refuses_the_same_events(db: Fresh) {
    let store = Plain(db.open().await);
    one_failure_in_a_batch(&store).await;
}

/// Two stores on one database (two servers) writing the same table at once: each number is
/// taken once, the loser of a number gets a conflict and writes nothing, and the log has no
/// gap.
async fn two_stores_on_one_database_never_give_one_number_twice(db: Fresh) {
    let a = db.open().await;
    let b = db.open().await;
    a.create_table(new_table("t")).await.unwrap();
    let write = |store: Arc<dyn Store>, who: &'static str| {
        tokio::spawn(async move {
            let mut mine = Vec::new();
            while mine.len() < 20 {
                let next = store.table("t").await.unwrap().unwrap().last_seq + 1;
                match store.append("t", next, said(who), vec![]).await {
                    Ok(e) => mine.push(e.seq),
                    Err(StoreError::Conflict(_)) | Err(StoreError::Db(_)) => {}
                    Err(e) => panic!("{e}"),
                }
            }
            mine
        })
    };
    let (x, y) = (write(a.clone(), "a"), write(b.clone(), "b"));
    let (mut x, y) = (x.await.unwrap(), y.await.unwrap());
    x.extend(y);
    x.sort();
    assert_eq!(x, (2..=41).collect::<Vec<i64>>());
    let log = b.events_after("t", 0, 100).await.unwrap();
    assert_eq!(
        log.iter().map(|e| e.seq).collect::<Vec<_>>(),
        (1..=41).collect::<Vec<i64>>()
    );
}

#[tokio::test]
async fn a_url_of_no_store_is_a_clear_error() {
    let e = tirada_table::open("mysql://x").await.err().unwrap();
    assert!(e.to_string().contains("sqlite://"), "{e}");
    assert!(e.to_string().contains("postgres://"), "{e}");
}

/// PostgreSQL only (SQLite has no other writer): a commit through one store wakes the other
/// with its table and last number, a batch once per table, and never wakes the store that
/// committed it (its server published the events already; a wake-up of its own arriving
/// first would make it drop its recent events as if another server had written them).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_wakes_the_other_stores_on_the_database() {
    let Some(db) = Fresh::new(Backend::Postgres, "wake") else {
        return;
    };
    let (a, b) = (db.open().await, db.open().await);
    let mut woken = b.changes().expect("PostgreSQL has wake-ups");
    let mut own = a.changes().expect("PostgreSQL has wake-ups");
    a.create_table(new_table("t")).await.unwrap();
    a.create_table(new_table("u")).await.unwrap();
    a.append_batch(vec![chat("t", 2, "uno"), chat("u", 2, "x"), chat("t", 3, "dos")])
        .await
        .unwrap();
    let mut got = Vec::new();
    while got.len() < 4 {
        let change = tokio::time::timeout(std::time::Duration::from_secs(10), woken.recv())
            .await
            .expect("a wake-up within 10 s")
            .unwrap();
        got.push(change);
    }
    let at = |t: &str, seq| tirada_table::Change::Appended {
        table_id: t.into(),
        seq,
    };
    assert_eq!(got, [at("t", 1), at("u", 1), at("t", 3), at("u", 2)]);
    // b's commit reaches a; by then a's own four wake-ups would have been delivered first.
    let next = chat("t", 4, "tres");
    b.append("t", 4, next.draft, next.mutations).await.unwrap();
    let first = tokio::time::timeout(std::time::Duration::from_secs(10), own.recv())
        .await
        .expect("a wake-up within 10 s")
        .unwrap();
    assert_eq!(first, at("t", 4));
    assert!(tirada_table::SqliteStore::open("sqlite::memory:")
        .await
        .unwrap()
        .changes()
        .is_none());
}

/// `export-db` / `import-db`: a table with members, a character, hidden and chained events
/// and a closed session, moved to the other backend, reads back the same in every row; moving
/// it there again is refused and changes nothing.
async fn a_table_moved_to_the_other_store_is_the_same_there(db: Fresh) {
    use tirada_table::dump;
    let Some(target) = db.other("moved") else {
        return;
    };
    let store = db.open().await;
    store.create_table(new_table("m")).await.unwrap();
    let add = ana_joins();
    let character = Mutation::AddCharacter {
        id: "c1".into(),
        owner: "p1".into(),
        name: "Ana".into(),
        sheet: json!({"nombre": "Ana", "nivel": [1, 2]}),
        state: json!({"pp": 3}),
    };
    let mut secret = said("oculta");
    secret.hidden = true;
    secret.prev = Some("ab".repeat(32));
    let mut batch = vec![with("m", 2, "entra", vec![add]), with("m", 3, "ficha", vec![character])];
    batch.push(Append {
        table_id: "m".into(),
        seq: 4,
        draft: secret,
        mutations: vec![Mutation::CloseTable],
    });
    for r in store.append_batch(batch).await.unwrap() {
        r.unwrap();
    }
    let before = dump::export(store.as_ref(), "m").await.unwrap();
    assert_eq!(
        (before.members.len(), before.characters.len(), before.events.len()),
        (2, 1, 4)
    );
    assert!(before.table.closed && before.events[3].hidden);
    let there = target.open().await;
    dump::import(there.as_ref(), &before).await.unwrap();
    let after = dump::export(there.as_ref(), "m").await.unwrap();
    assert_eq!(after, before);
    // The same text, byte for byte, where the hash chain is computed over it.
    assert_eq!(
        serde_json::to_string(&after).unwrap(),
        serde_json::to_string(&before).unwrap()
    );
    let again = dump::import(there.as_ref(), &before).await;
    assert!(matches!(again, Err(StoreError::Exists(_))), "{again:?}");
    assert_eq!(dump::export(there.as_ref(), "m").await.unwrap(), before);
}
