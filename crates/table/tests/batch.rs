//! Group commit: a batch of events is written together, and when one fails only it and the
//! later events of its table (built on it) are refused — nothing lost, nothing twice, no gap.

use serde_json::json;
use tirada_table::secret::new_id;
use tirada_table::store::BoxFut;
use tirada_table::{
    sha256_hex, Append, Character, Event, EventDraft, Member, Mutation, NewTable, Seed, SqliteStore, Store, StoreError,
    System, TableInfo,
};

fn new_table(id: &str) -> NewTable {
    let seed = Seed::random();
    NewTable {
        id: id.into(),
        name: "La cripta".into(),
        system: System::Portal,
        ruleset: json!({}),
        invite_code: "abc".into(),
        seed: seed.to_hex(),
        commitment: seed.commitment(),
        settings: Default::default(),
        gm_member_id: format!("gm-{id}"),
        gm_name: "Dire".into(),
        gm_token_hash: sha256_hex(id),
        created_ms: 1,
    }
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

#[tokio::test]
async fn a_batch_is_written_in_order_with_its_mutations() {
    let store = SqliteStore::open("sqlite::memory:").await.unwrap();
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

#[tokio::test]
async fn a_failed_event_refuses_only_itself_and_the_later_events_of_its_table() {
    let store = SqliteStore::open("sqlite::memory:").await.unwrap();
    one_failure_in_a_batch(&store).await;
}

#[tokio::test]
async fn a_taken_number_in_a_batch_is_a_conflict_and_the_rest_is_written() {
    let store = SqliteStore::open("sqlite::memory:").await.unwrap();
    store.create_table(new_table("t")).await.unwrap();
    store.create_table(new_table("u")).await.unwrap();
    let results = store
        .append_batch(vec![chat("u", 2, "u2"), chat("t", 1, "tarde"), chat("t", 2, "t2")])
        .await
        .unwrap();
    assert_eq!(results[0].as_ref().unwrap().seq, 2);
    assert!(matches!(results[1], Err(StoreError::Conflict(1))));
    assert!(matches!(results[2], Err(StoreError::Abandoned(2))));
    assert_eq!(texts(&store, "t").await, [(1, "table_created".into())]);
    assert_eq!(texts(&store, "u").await.len(), 2);
}

#[tokio::test]
async fn every_event_of_a_batch_acknowledged_survives_reopening_the_file() {
    let dir = std::env::temp_dir().join(format!("tirada-batch-{}", new_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("t.db").display());
    {
        let store = SqliteStore::open(&url).await.unwrap();
        one_failure_in_a_batch(&store).await;
        // Dropped without closing, as a killed server would be.
    }
    let store = SqliteStore::open(&url).await.unwrap();
    assert_eq!(texts(&store, "a").await.last().unwrap(), &(3, "otra vez".to_string()));
    assert_eq!(texts(&store, "b").await.len(), 3);
    store.close().await;
    std::fs::remove_dir_all(dir).ok();
}

/// A store with only the trait's own `append_batch` (one transaction per event), as a store
/// without group commit would have.
struct Plain(SqliteStore);

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
}

#[tokio::test]
async fn the_default_batch_refuses_the_same_events() {
    let store = Plain(SqliteStore::open("sqlite::memory:").await.unwrap());
    one_failure_in_a_batch(&store).await;
}
