//! Group commit under concurrent requests: events built while earlier ones commit still see
//! them, numbers stay gap-free, every acknowledged event is in the log once (also after a
//! restart), and a failed commit refuses the events built on it without losing the others.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;
use tirada_web::table::store::BoxFut;
use tirada_web::table::{Character, Event, EventDraft, Member, Mutation, NewTable, Store, StoreError, TableInfo};
use tirada_web::{app, AppState};

/// Posts `n` chats from `tasks` concurrent clients: the (status, event id, text) of each.
async fn chats(app: &axum::Router, id: &str, token: &str, tasks: usize, n: usize) -> Vec<(StatusCode, i64, String)> {
    let mut handles = Vec::new();
    for t in 0..tasks {
        let (app, id, token) = (app.clone(), id.to_string(), token.to_string());
        handles.push(tokio::spawn(async move {
            let mut out = Vec::new();
            for i in 0..n {
                let text = format!("{t}-{i}");
                let (s, v) = post_in(&app, &id, "chat", Some(&token), json!({ "text": text })).await;
                let seq = v["event_id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
                out.push((s, seq, text));
            }
            out
        }));
    }
    let mut all = Vec::new();
    for h in handles {
        all.extend(h.await.unwrap());
    }
    all
}

/// The log's (seq, chat text) pairs after `after`.
async fn chat_log(app: &axum::Router, id: &str, token: &str, after: i64) -> Vec<(i64, String)> {
    events(app, id, token, after)
        .await
        .iter()
        .map(|e| {
            let text = e["data"]["text"].as_str().unwrap_or("").to_string();
            (e["seq"].as_i64().unwrap(), text)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_events_are_numbered_without_gaps_and_each_is_in_the_log_once_after_a_restart() {
    let (dir, url) = temp_url("group");
    let (id, gm, acknowledged);
    {
        let (app, _store) = file_app(&url).await;
        let t = portal_table(&app).await;
        (id, gm) = (t.0.clone(), t.1.clone());
        let all = chats(&app, &id, &gm, 8, 10).await;
        assert!(all.iter().all(|(s, _, _)| *s == StatusCode::CREATED), "{all:?}");
        acknowledged = all
            .iter()
            .map(|(_, seq, text)| (*seq, text.clone()))
            .collect::<BTreeSet<_>>();
        // Dropped without any shutdown, as a killed server.
    }
    let (app, _store) = file_app(&url).await;
    let log = chat_log(&app, &id, &gm, 1).await;
    assert_eq!(
        log.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
        (2..=81).collect::<Vec<_>>()
    );
    assert_eq!(log.into_iter().collect::<BTreeSet<_>>(), acknowledged);
    std::fs::remove_dir_all(dir).ok();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_state_change_is_built_on_the_one_accepted_before_it() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let rosa = character(&app, &id, &ana, json!({"nombre": "Rosa", "estado": {"malestar": 0}})).await;
    let mut handles = Vec::new();
    for _ in 0..3 {
        let (app, id, gm, rosa) = (app.clone(), id.clone(), gm.clone(), rosa.clone());
        handles.push(tokio::spawn(async move {
            for i in 0..6 {
                // Up and down again: at most three up at once.
                let evento = if i % 2 == 0 { "malestar" } else { "quitar_malestar" };
                let (s, v) = post_in(
                    &app,
                    &id,
                    &format!("characters/{rosa}/state"),
                    Some(&gm),
                    json!({"event": {"evento": evento, "count": 1, "reason": "prueba"}}),
                )
                .await;
                assert_eq!(s, StatusCode::OK, "{v}");
            }
        }));
    }
    for h in handles {
        h.await.unwrap();
    }
    let changes: Vec<Value> = events(&app, &id, &gm, 0)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "state_changed")
        .collect();
    assert_eq!(changes.len(), 18);
    for pair in changes.windows(2) {
        assert_eq!(pair[1]["data"]["before"], pair[0]["data"]["state"], "{pair:?}");
    }
    let (_, c) = get_in(&app, &id, &format!("characters/{rosa}"), Some(&gm)).await;
    assert_eq!(c["state"], changes[17]["data"]["state"]);
    assert_eq!(c["state"]["malestar"], 0);
}

/// A store whose write of the chat «falla» waits for the test, then fails.
struct Failing {
    inner: Arc<dyn Store>,
    gate: tokio::sync::Semaphore,
}

impl Store for Failing {
    fn append(&self, table_id: &str, seq: i64, draft: EventDraft, mutations: Vec<Mutation>) -> BoxFut<'_, Event> {
        if draft.data["text"] != "falla" {
            return self.inner.append(table_id, seq, draft, mutations);
        }
        Box::pin(async move {
            let _ = self.gate.acquire().await;
            Err(StoreError::Corrupt("el disco falló".into()))
        })
    }
    fn create_table(&self, new: NewTable) -> BoxFut<'_, Event> {
        self.inner.create_table(new)
    }
    fn table(&self, id: &str) -> BoxFut<'_, Option<TableInfo>> {
        self.inner.table(id)
    }
    fn member_by_token(&self, table_id: &str, token_hash: &str) -> BoxFut<'_, Option<Member>> {
        self.inner.member_by_token(table_id, token_hash)
    }
    fn members(&self, table_id: &str) -> BoxFut<'_, Vec<Member>> {
        self.inner.members(table_id)
    }
    fn member_rows(&self, table_id: &str) -> BoxFut<'_, Vec<tirada_web::table::dump::MemberRow>> {
        self.inner.member_rows(table_id)
    }
    fn import<'a>(&'a self, dump: &'a tirada_web::table::dump::TableDump) -> BoxFut<'a, ()> {
        self.inner.import(dump)
    }
    fn character(&self, table_id: &str, id: &str) -> BoxFut<'_, Option<Character>> {
        self.inner.character(table_id, id)
    }
    fn characters(&self, table_id: &str) -> BoxFut<'_, Vec<Character>> {
        self.inner.characters(table_id)
    }
    fn events_after(&self, table_id: &str, after: i64, limit: i64) -> BoxFut<'_, Vec<Event>> {
        self.inner.events_after(table_id, after, limit)
    }
    fn event(&self, table_id: &str, seq: i64) -> BoxFut<'_, Option<Event>> {
        self.inner.event(table_id, seq)
    }
    fn links(&self) -> &dyn tirada_web::table::discord::Links {
        self.inner.links()
    }
    fn campaign(&self) -> &dyn tirada_web::table::campaign::Campaign {
        self.inner.campaign()
    }

    fn recovery(&self) -> &dyn tirada_web::table::recovery::Recovery {
        self.inner.recovery()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_commit_refuses_the_events_built_on_it_and_loses_no_other() {
    let (dir, url) = temp_url("failing");
    let inner: Arc<dyn Store> = tirada_web::open_store(&url).await.unwrap();
    let store = Arc::new(Failing {
        inner,
        gate: tokio::sync::Semaphore::new(0),
    });
    let state = AppState::new(store.clone());
    let app = app(state.clone());
    let (id, gm, _) = portal_table(&app).await;
    let (other, other_gm, _) = portal_table(&app).await;
    let first = chats(&app, &id, &gm, 1, 2).await;
    assert_eq!(first.iter().map(|c| c.1).collect::<Vec<_>>(), [2, 3]);
    // «falla» is number 4 and waits in the store; three more chats are built on it.
    let failing = {
        let (app, id, gm) = (app.clone(), id.clone(), gm.clone());
        tokio::spawn(async move { post_in(&app, &id, "chat", Some(&gm), json!({"text": "falla"})).await })
    };
    let line = state.hub.line(&id);
    let accepted = |seq: i64| {
        let line = line.clone();
        async move {
            tokio::time::timeout(Duration::from_secs(20), async {
                while line.lock().await.table.as_ref().map(|t| t.last_seq) != Some(seq) {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
            })
            .await
            .expect("the events were not built")
        }
    };
    accepted(4).await;
    let after = {
        let (app, id, gm) = (app.clone(), id.clone(), gm.clone());
        tokio::spawn(async move { chats(&app, &id, &gm, 3, 1).await })
    };
    accepted(7).await;
    // Another table goes on meanwhile.
    let beside = {
        let (app, other, other_gm) = (app.clone(), other.clone(), other_gm.clone());
        tokio::spawn(async move { chats(&app, &other, &other_gm, 2, 3).await })
    };
    store.gate.add_permits(1);
    let (s, v) = failing.await.unwrap();
    assert_eq!(s, StatusCode::INTERNAL_SERVER_ERROR, "{v}");
    // Those built on it were never tried: 503, send again.
    for (s, _, text) in after.await.unwrap() {
        assert_eq!(s, StatusCode::SERVICE_UNAVAILABLE, "{text}");
    }
    let beside = beside.await.unwrap();
    assert!(beside.iter().all(|c| c.0 == StatusCode::CREATED), "{beside:?}");
    let mut seqs: Vec<i64> = beside.iter().map(|c| c.1).collect();
    seqs.sort();
    assert_eq!(seqs, (2..=7).collect::<Vec<_>>());
    // Nothing refused is in the log, and the numbers go on from the last acknowledged one.
    let (s, v) = post_in(&app, &id, "chat", Some(&gm), json!({"text": "sigo"})).await;
    assert_eq!((s, v["event_id"].as_str()), (StatusCode::CREATED, Some("4")), "{v}");
    let log = chat_log(&app, &id, &gm, 1).await;
    assert_eq!(log, [(2, "0-0".into()), (3, "0-1".into()), (4, "sigo".into())]);
    assert_eq!(chat_log(&app, &other, &other_gm, 1).await.len(), 6);
    std::fs::remove_dir_all(dir).ok();
}

/// Reads a table's stream until event `last`: (id, JSON) pairs.
async fn listen(app: axum::Router, uri: String, token: String, last: i64) -> Vec<(i64, Value)> {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let req = axum::http::Request::get(uri)
        .header("authorization", format!("Bearer {token}"))
        .body(axum::body::Body::empty())
        .unwrap();
    let mut body = app.oneshot(req).await.unwrap().into_body();
    let (mut text, mut out) = (String::new(), Vec::new());
    while out.last().map(|(id, _)| *id) != Some(last) {
        // A guard against hanging, not a timing assertion.
        let frame = tokio::time::timeout(Duration::from_secs(20), body.frame())
            .await
            .expect("the stream stalled")
            .unwrap()
            .unwrap();
        text.push_str(&String::from_utf8_lossy(&frame.into_data().unwrap()));
        while let Some(end) = text.find("\n\n") {
            let block: String = text.drain(..end + 2).collect();
            let id = block.lines().find_map(|l| l.strip_prefix("id: "));
            let data = block.lines().find_map(|l| l.strip_prefix("data: "));
            if let (Some(id), Some(data)) = (id, data) {
                out.push((id.parse().unwrap(), serde_json::from_str(data).unwrap()));
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_listeners_get_every_event_of_concurrent_batches_once_in_order_as_their_role_sees_it() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    // Players see hidden rolls as commitments: batches mixing both are framed per audience.
    let hidden_rolls = {
        let (app, id, gm) = (app.clone(), id.clone(), gm.clone());
        tokio::spawn(async move {
            for _ in 0..10 {
                let (s, v) = post_roll(&app, &id, &gm, json!({"request": {"dif": 4}, "hidden": true})).await;
                assert_eq!(s, StatusCode::CREATED, "{v}");
            }
        })
    };
    let last = 2 + 10 + 6 * 10;
    let uri = format!("/api/tables/{id}/events?after=1");
    let gm_stream = tokio::spawn(listen(app.clone(), uri.clone(), gm.clone(), last));
    let ana_stream = tokio::spawn(listen(app.clone(), uri, ana.clone(), last));
    let all = chats(&app, &id, &ana, 6, 10).await;
    assert!(all.iter().all(|c| c.0 == StatusCode::CREATED));
    hidden_rolls.await.unwrap();
    for (stream, token) in [(gm_stream, &gm), (ana_stream, &ana)] {
        let got = stream.await.unwrap();
        let log = events(&app, &id, token, 1).await;
        assert_eq!(
            got.iter().map(|(id, _)| *id).collect::<Vec<_>>(),
            (2..=last).collect::<Vec<_>>()
        );
        assert_eq!(got.into_iter().map(|(_, v)| v).collect::<Vec<_>>(), log);
    }
    let ana_log = events(&app, &id, &ana, 1).await;
    let hidden: Vec<&Value> = ana_log.iter().filter(|e| e["kind"] == "roll").collect();
    assert_eq!(hidden.len(), 10);
    assert!(hidden
        .iter()
        .all(|e| e["data"]["roll"]["hidden"] == true && e["data"]["roll"].get("dice").is_none()));
}

#[tokio::test]
async fn listeners_catching_up_from_the_recent_events_or_from_the_store_get_the_same_log() {
    let state = AppState::new(
        tirada_web::open_store(&tirada_testpg::url_or("web", "sqlite::memory:"))
            .await
            .unwrap(),
    );
    let app = app(state.clone());
    let (id, gm, _) = portal_table(&app).await;
    // More events than the server keeps as recent: the oldest are only in the store.
    let all = chats(&app, &id, &gm, 1, 300).await;
    assert!(all.iter().all(|c| c.0 == StatusCode::CREATED));
    let (first, last) = state.hub.feed(&id).holds().expect("recent events are kept");
    assert!(
        first > 1 && first <= 151 && last == 301,
        "the feed holds {first}..={last}"
    );
    for after in [0, 150, 299, 301] {
        let uri = format!("/api/tables/{id}/events?after={after}");
        let more = {
            let (app, id, gm) = (app.clone(), id.clone(), gm.clone());
            tokio::spawn(async move { chats(&app, &id, &gm, 1, 1).await })
        };
        let last = all.len() as i64 + 2 + [0, 150, 299, 301].iter().position(|a| *a == after).unwrap() as i64;
        let got = listen(app.clone(), uri, gm.clone(), last).await;
        more.await.unwrap();
        let log = events(&app, &id, &gm, after).await;
        let log: Vec<Value> = log.into_iter().filter(|e| e["seq"].as_i64().unwrap() <= last).collect();
        assert_eq!(
            got.iter().map(|(id, _)| *id).collect::<Vec<_>>(),
            ((after + 1)..=last).collect::<Vec<_>>()
        );
        assert_eq!(
            got.into_iter().map(|(_, v)| v).collect::<Vec<_>>(),
            log,
            "after {after}"
        );
    }
}
