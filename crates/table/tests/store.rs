//! The SQLite store: the log is numbered without gaps, mutations and events commit together,
//! and everything acknowledged is there after reopening the same file.

use serde_json::json;
use tirada_table::secret::{new_id, new_token};
use tirada_table::{
    sha256_hex, EventDraft, MemberRole, Mutation, NewTable, Seed, SqliteStore, Store, StoreError, System,
};

fn new_table(id: &str, gm_token: &str) -> NewTable {
    let seed = Seed::random();
    NewTable {
        id: id.into(),
        name: "La cripta".into(),
        system: System::Portal,
        ruleset: json!({"perfil": "resumen"}),
        invite_code: "abc".into(),
        seed: seed.to_hex(),
        commitment: seed.commitment(),
        settings: Default::default(),
        gm_member_id: "gm1".into(),
        gm_name: "Dire".into(),
        gm_token_hash: sha256_hex(gm_token),
        created_ms: 1,
    }
}

fn chat(text: &str) -> EventDraft {
    EventDraft {
        kind: "chat",
        actor: Some("gm1".into()),
        character_id: None,
        hidden: false,
        data: json!({ "text": text }),
        at_ms: 2,
        prev: None,
    }
}

fn temp_db(name: &str) -> (std::path::PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("tirada-table-{name}-{}", new_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("t.db").display());
    (dir, url)
}

#[tokio::test]
async fn events_are_numbered_in_order_and_conflicts_change_nothing() {
    let store = SqliteStore::open("sqlite::memory:").await.unwrap();
    let token = new_token();
    let first = store.create_table(new_table("t1", &token)).await.unwrap();
    assert_eq!((first.seq, first.kind.as_str()), (1, "table_created"));
    let gm = store.member_by_token("t1", &sha256_hex(&token)).await.unwrap().unwrap();
    assert_eq!(gm.role, MemberRole::Gm);
    assert!(store
        .member_by_token("t1", &sha256_hex("otro"))
        .await
        .unwrap()
        .is_none());
    store.append("t1", 2, chat("hola"), vec![]).await.unwrap();
    // A stale sequence number is refused and leaves nothing behind.
    let stale = store
        .append(
            "t1",
            2,
            chat("tarde"),
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

#[tokio::test]
async fn everything_acknowledged_survives_reopening_the_file() {
    let (dir, url) = temp_db("reopen");
    let token = new_token();
    {
        let store = SqliteStore::open(&url).await.unwrap();
        store.create_table(new_table("t2", &token)).await.unwrap();
        store
            .append(
                "t2",
                2,
                chat("personaje"),
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
                chat("estado"),
                vec![Mutation::SetState {
                    id: "c1".into(),
                    state: json!({"pp": 2}),
                }],
            )
            .await
            .unwrap();
        // Dropped without closing, as a killed server would be.
    }
    let store = SqliteStore::open(&url).await.unwrap();
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
    store.close().await;
    std::fs::remove_dir_all(dir).ok();
}

#[tokio::test]
async fn a_url_that_is_not_sqlite_is_a_clear_error() {
    let e = SqliteStore::open("mysql://x").await.err().unwrap();
    assert!(e.to_string().contains("sqlite://"));
}
