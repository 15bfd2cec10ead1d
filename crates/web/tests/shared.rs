//! Two servers on one PostgreSQL database (issue #19): what one server caches of a table
//! follows what the other commits — a character's state, a renewed link — and writers on
//! both servers take turns without losing a number (skipped without PostgreSQL).

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use common::*;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use std::time::Duration;

async fn server(url: &str) -> Router {
    tirada_web::app(tirada_web::AppState::new(tirada_web::open_store(url).await.unwrap()))
}

/// A stream of table `id` for `token`, read until event `seq` arrives.
struct Stream {
    body: Body,
    text: String,
    seen: i64,
}

impl Stream {
    async fn open(app: &Router, id: &str, token: &str) -> Stream {
        Stream {
            body: open_stream(app, id, token).await,
            text: String::new(),
            seen: 0,
        }
    }

    async fn until(&mut self, seq: i64) {
        while self.seen < seq {
            // A guard against hanging, not a timing assertion.
            let frame = tokio::time::timeout(Duration::from_secs(20), self.body.frame())
                .await
                .expect("the stream stalled")
                .unwrap()
                .unwrap();
            if let Ok(data) = frame.into_data() {
                self.text.push_str(&String::from_utf8_lossy(&data));
            }
            for (id, _) in sse_events(&mut self.text) {
                assert_eq!(id, self.seen + 1, "every event once, in order");
                self.seen = id;
            }
        }
    }
}

fn seq(v: &Value) -> i64 {
    v["event_id"].as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn a_server_reads_again_what_the_other_changed_and_keeps_the_rest() {
    let Some(url) = tirada_testpg::database("shared_caches") else {
        return;
    };
    let (a, b) = (server(&url).await, server(&url).await);
    let (id, gm, code) = portal_table(&a).await;
    let (ana_id, ana) = join(&a, &id, &code, "Ana").await;
    let rosa = character(&a, &id, &ana, portal_sheet()).await;
    let mut on_a = Stream::open(&a, &id, &gm).await;
    // Server A caches Rosa and Ana's member row (the roll panel reads both through the cache).
    let read = |app: &Router, token: &str| {
        let (app, token) = (app.clone(), token.to_string());
        let uri = format!("/api/tables/{id}/characters/{rosa}/roll-panel");
        async move { get_as(&app, &uri, Some(&token)).await }
    };
    let (s, before) = read(&a, &ana).await;
    assert_eq!(s, StatusCode::OK, "{before}");
    assert_eq!(before["from_state"]["malestar"], 0, "{before}");

    // The GM gives Rosa two discomfort dice through server B.
    let (s, v) = post_in(
        &b,
        &id,
        &format!("characters/{rosa}/state"),
        Some(&gm),
        json!({"event": {"evento": "malestar", "count": 2, "reason": "el frío"}}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    on_a.until(seq(&v)).await;
    let (_, after) = read(&a, &ana).await;
    assert_eq!(after["from_state"]["malestar"], 2, "A reads Rosa again: {after}");

    // Ana renews her link through B: on A her old token stops working, the new one works.
    let req = Request::post(format!("/api/tables/{id}/members/{ana_id}/link"))
        .header("authorization", format!("Bearer {ana}"))
        .body(Body::empty())
        .unwrap();
    let (s, _, v) = send(&b, req).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let renewed = v["token"].as_str().unwrap().to_string();
    on_a.until(on_a.seen + 1).await;
    let (s, _) = read(&a, &ana).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "the old link is dead on A too");
    let (s, v) = read(&a, &renewed).await;
    assert_eq!(s, StatusCode::OK, "{v}");
}

#[tokio::test]
async fn writers_on_both_servers_take_turns_without_losing_a_number() {
    let Some(url) = tirada_testpg::database("shared_turns") else {
        return;
    };
    let (a, b) = (server(&url).await, server(&url).await);
    let (id, gm, code) = portal_table(&a).await;
    let (_, ana) = join(&a, &id, &code, "Ana").await;
    let rosa = character(&a, &id, &ana, portal_sheet()).await;
    let (mut on_a, mut on_b) = (Stream::open(&a, &id, &gm).await, Stream::open(&b, &id, &gm).await);
    let mut last = 0;
    for i in 0..12 {
        let app = if i % 2 == 0 { &a } else { &b };
        let body = json!({"character_id": rosa, "request": {"dif": 4}});
        let (s, v) = call(app, "POST", &format!("/api/tables/{id}/rolls"), Some(&ana), Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        let n = seq(&v);
        assert!(n > last, "a roll's number follows the one before: {n} after {last}");
        last = n;
        // Each server hears the other's roll before the next one is made there.
        on_a.until(n).await;
        on_b.until(n).await;
    }
    let log = seqs(&events(&a, &id, &gm, 0).await);
    assert_eq!(log, (1..=last).collect::<Vec<_>>(), "gap-free on the database");
    // Each event links to the one before, whichever server wrote either.
    let store = tirada_web::open_store(&url).await.unwrap();
    let stored = store.events_after(&id, 0, 1000).await.unwrap();
    let head = tirada_web::table::chain::digest(stored.last().unwrap());
    let chained = tirada_web::table::chain::check(&id, &stored, Some(&head));
    assert_eq!(
        chained.map(|c| c.unchained).map_err(|b| (b.seq, b.why)),
        Ok(0),
        "the hash chain holds"
    );
}
