//! The campaign side of both stores (issue 32, `tirada_table::campaign`): a new session's seed
//! replaces the row's and survives reopening, the GM's notes per session replace their earlier
//! words, a travel code works once, and a table of several sessions with notes moves between
//! stores whole; a member's recovery secret and the further tokens of recovered devices (issue
//! 27, `tirada_table::recovery`) are kept, found and revoked, and move with it.

use super::{ana_joins, new_table, with, Fresh};
use tirada_table::campaign::{SessionNotes, TravelCode};
use tirada_table::recovery::RecoverySecret;
use tirada_table::{dump, sha256_hex, MemberRole, Mutation};

crate::conformance!(
    a_new_session_replaces_the_seed_and_survives_reopening,
    the_gms_notes_are_kept_per_session,
    a_travel_code_works_once_and_a_new_one_replaces_the_old,
    a_campaign_moved_to_the_other_store_keeps_its_sessions_and_notes,
    a_further_token_finds_its_member_until_revoked_and_a_secret_replaces_the_last,
);

/// A recovery secret of member `member` at table `table`, hashed as `hash` says.
fn secret(table: &str, member: &str, hash: &str) -> RecoverySecret {
    RecoverySecret {
        table_id: table.into(),
        member_id: member.into(),
        kind: "frase".into(),
        secret_hash: hash.into(),
        set_ms: 5,
    }
}

fn second_session(since: i64) -> Mutation {
    Mutation::NewSession {
        seed: "cd".repeat(32),
        commitment: "ef".repeat(32),
        session: 2,
        since,
    }
}

async fn a_new_session_replaces_the_seed_and_survives_reopening(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("s")).await.unwrap();
    let t = store.table("s").await.unwrap().unwrap();
    assert_eq!(
        (t.session, t.session_since),
        (1, 0),
        "a table begins in its first session"
    );
    let a = with("s", 2, "fin", vec![second_session(2)]);
    store.append(&a.table_id, a.seq, a.draft, a.mutations).await.unwrap();
    drop(store);
    let t = db.open().await.table("s").await.unwrap().unwrap();
    assert_eq!(
        (t.session, t.session_since, t.seed, t.commitment, t.closed),
        (2, 2, "cd".repeat(32), "ef".repeat(32), false)
    );
}

async fn the_gms_notes_are_kept_per_session(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("n")).await.unwrap();
    let c = store.campaign();
    assert!(c.notes("n").await.unwrap().is_empty());
    let note = |session, notes: &str| SessionNotes {
        session,
        notes: notes.into(),
        updated_ms: session * 10,
    };
    c.set_notes("n", note(1, "primero")).await.unwrap();
    c.set_notes("n", note(2, "segunda")).await.unwrap();
    c.set_notes("n", note(1, "el traidor es Iñigo")).await.unwrap();
    drop(store);
    let notes = db.open().await.campaign().notes("n").await.unwrap();
    assert_eq!(notes, [note(1, "el traidor es Iñigo"), note(2, "segunda")]);
}

async fn a_travel_code_works_once_and_a_new_one_replaces_the_old(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("v")).await.unwrap();
    let character = Mutation::AddCharacter {
        id: "c1".into(),
        owner: "gm-v".into(),
        name: "Rosa".into(),
        sheet: serde_json::json!({"nombre": "Rosa"}),
        state: serde_json::json!({}),
    };
    let a = with("v", 2, "ficha", vec![character]);
    store.append(&a.table_id, a.seq, a.draft, a.mutations).await.unwrap();
    let code = |text: &str| TravelCode {
        code_hash: sha256_hex(text),
        table_id: "v".into(),
        character_id: "c1".into(),
        expires_ms: 9_000,
    };
    let c = store.campaign();
    c.put_travel_code(code("uno")).await.unwrap();
    c.put_travel_code(code("dos")).await.unwrap();
    assert_eq!(c.take_travel_code(&sha256_hex("uno")).await.unwrap(), None, "replaced");
    assert_eq!(c.take_travel_code(&sha256_hex("dos")).await.unwrap(), Some(code("dos")));
    assert_eq!(c.take_travel_code(&sha256_hex("dos")).await.unwrap(), None, "used");
}

async fn a_campaign_moved_to_the_other_store_keeps_its_sessions_and_notes(db: Fresh) {
    let Some(target) = db.other("moved_campaign") else {
        return;
    };
    let store = db.open().await;
    store.create_table(new_table("k")).await.unwrap();
    let add = ana_joins();
    for r in store
        .append_batch(vec![
            with("k", 2, "entra", vec![add]),
            with("k", 3, "fin", vec![second_session(3)]),
        ])
        .await
        .unwrap()
    {
        r.unwrap();
    }
    let notes = SessionNotes {
        session: 1,
        notes: "notas".into(),
        updated_ms: 7,
    };
    store.campaign().set_notes("k", notes.clone()).await.unwrap();
    // Ana's recovery secret and a device she recovered move with the table (issue 27).
    store.recovery().set_secret(secret("k", "p1", "uno")).await.unwrap();
    store
        .recovery()
        .add_token("k", "p1", &sha256_hex("movil"), 9)
        .await
        .unwrap();
    let before = dump::export(store.as_ref(), "k").await.unwrap();
    assert_eq!((before.table.session, before.table.session_since), (2, 3));
    assert_eq!(before.notes, [notes]);
    assert_eq!((before.recovery.len(), before.tokens.len()), (1, 1));
    let there = target.open().await;
    dump::import(there.as_ref(), &before).await.unwrap();
    assert_eq!(dump::export(there.as_ref(), "k").await.unwrap(), before);
    let ana = there.member_by_token("k", &sha256_hex("movil")).await.unwrap();
    assert_eq!(ana.map(|m| m.name), Some("Ana".to_string()));
}

async fn a_further_token_finds_its_member_until_revoked_and_a_secret_replaces_the_last(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("r")).await.unwrap();
    let add = Mutation::AddMember {
        id: "p2".into(),
        name: "Bea".into(),
        role: MemberRole::Player,
        token_hash: sha256_hex("bea"),
    };
    for r in store
        .append_batch(vec![with("r", 2, "entra", vec![add])])
        .await
        .unwrap()
    {
        r.unwrap();
    }
    let r = store.recovery();
    assert_eq!(r.secret("r", "p2").await.unwrap(), None);
    r.set_secret(secret("r", "p2", "primero")).await.unwrap();
    r.set_secret(secret("r", "p2", "segundo")).await.unwrap();
    assert_eq!(r.secret("r", "p2").await.unwrap(), Some(secret("r", "p2", "segundo")));
    r.add_token("r", "p2", &sha256_hex("tableta"), 6).await.unwrap();
    let by = async |token: &str| {
        store
            .member_by_token("r", &sha256_hex(token))
            .await
            .unwrap()
            .map(|m| m.id)
    };
    assert_eq!(by("tableta").await.as_deref(), Some("p2"));
    assert_eq!(by("bea").await.as_deref(), Some("p2"));
    // Another table's id finds nobody with it.
    assert_eq!(
        store.member_by_token("otra", &sha256_hex("tableta")).await.unwrap(),
        None
    );
    r.revoke_tokens("r", "p2").await.unwrap();
    assert_eq!(by("tableta").await, None);
    assert_eq!(by("bea").await.as_deref(), Some("p2"), "the main token stays");
    r.drop_secret("r", "p2").await.unwrap();
    assert_eq!(r.secret("r", "p2").await.unwrap(), None);
}
