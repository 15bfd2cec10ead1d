//! Issue #13 point 4: CPU-heavy request work (here: checking big Fate sheets) runs off the
//! async runtime, so the server keeps answering — `/healthz` answers while the heavy requests
//! are still being worked on — and reading the table does not check its sheets again.

mod common;

use axum::body::Body;
use axum::http::Request;
use common::tcp::{self, http};
use common::{file_app, send, system_table, temp_url};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// A server on a runtime with ONE async worker, as a busy server's workers would all be
/// taken: whatever heavy work runs on it holds every other request.
fn server() -> SocketAddr {
    tcp::server(1, tirada_web::http::limits::Limits::default()).0
}

/// A Fate sheet with `n` skills (about 20 bytes each: well under the body limit).
fn big_sheet(n: usize) -> Value {
    let skills: serde_json::Map<String, Value> = (0..n).map(|i| (format!("Habilidad {i:05}"), json!(1))).collect();
    json!({"nombre": "Enorme", "habilidades": skills})
}

#[test]
fn big_sheets_do_not_hold_the_server() {
    let addr = server();
    let (s, t) = http(
        addr,
        "POST",
        "/api/tables",
        None,
        &json!({"name": "M", "system": "fate"}).to_string(),
    );
    assert_eq!(s, 201, "{t}");
    let t: Value = serde_json::from_str(&t).unwrap();
    let (id, gm) = (
        t["id"].as_str().unwrap().to_string(),
        t["gm_token"].as_str().unwrap().to_string(),
    );
    // One big sheet is being checked when /healthz is asked. Checked on the one async worker,
    // /healthz would wait for the rest of that check — most of it; off the runtime it waits for
    // none of it. Both are measured in the same run, so the comparison holds on a fast machine
    // or a loaded one (a 12,000-skill sheet takes tens of milliseconds in a debug build at best).
    let sheet = big_sheet(12_000).to_string();
    for _ in 0..3 {
        let (id, gm, sheet) = (id.clone(), gm.clone(), sheet.clone());
        let heavy = std::thread::spawn(move || {
            let started = Instant::now();
            let (s, v) = http(addr, "POST", &format!("/api/tables/{id}/characters"), Some(&gm), &sheet);
            (s, v, started.elapsed())
        });
        std::thread::sleep(Duration::from_millis(3));
        let asked = Instant::now();
        let (s, v) = http(addr, "GET", "/healthz", None, "");
        let healthz = asked.elapsed();
        assert_eq!((s, v.as_str()), (200, "ok"));
        let (s, v, took) = heavy.join().unwrap();
        assert_eq!(s, 201, "{v}");
        assert!(
            healthz * 2 < took,
            "/healthz took {healthz:?} while a sheet check took {took:?}: it waited for the check"
        );
    }
}

/// The table page shows a character's stored state as the last write left it: reading the
/// table checks no sheet and recomputes no state (a page of big sheets took minutes).
#[tokio::test]
async fn the_table_page_trusts_the_stored_state() {
    use tirada_web::table::{EventDraft, Mutation};
    let (dir, url) = temp_url("trusted");
    let (app, store) = file_app(&url).await;
    let (id, gm) = system_table(&app, "fate", Value::Null).await;
    let table = store.table(&id).await.unwrap().unwrap();
    let owner = store.members(&id).await.unwrap()[0].id.clone();
    // What the engine would recompute differs from what is stored.
    let add = Mutation::AddCharacter {
        id: "c1".into(),
        owner,
        name: "Rita".into(),
        sheet: json!({"nombre": "Rita", "habilidades": {"Pelear": 3}}),
        state: json!({"pp": 9, "guardado": true}),
    };
    let draft = EventDraft {
        kind: "character_created",
        actor: None,
        character_id: Some("c1".into()),
        hidden: false,
        data: json!({}),
        at_ms: 1,
        prev: None,
    };
    store.append(&id, table.last_seq + 1, draft, vec![add]).await.unwrap();
    let req = Request::get(format!("/mesa/{id}")).header("cookie", format!("tirada_{id}={gm}"));
    let (_, _, page) = send(&app, req.body(Body::empty()).unwrap()).await;
    let page = page.as_str().unwrap();
    let boot = &page[page.find(r#"<script id="boot""#).unwrap()..];
    assert!(
        boot.contains(r#""guardado":true"#),
        "the stored state, as stored: {boot:.600}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
