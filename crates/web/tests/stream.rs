//! The event stream: server-sent events resume after `Last-Event-ID` or `?after=N` with
//! nothing lost and nothing twice; every acknowledged request survives a restart.

mod common;

use axum::body::Body;
use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use std::time::Duration;

#[tokio::test]
async fn the_stream_resumes_after_the_last_event_seen_with_nothing_lost_or_twice() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    for i in 0..5 {
        post_in(&app, &id, "chat", Some(&gm), json!({"text": format!("m{i}")})).await;
    }
    // Events 1..=7 exist. A client that saw up to 4 reconnects, and 3 more arrive while it listens.
    let uri = format!("/api/tables/{id}/events");
    let (app2, id2, gm2) = (app.clone(), id.clone(), gm.clone());
    let more = async move {
        for i in 0..3 {
            post_as(
                &app2,
                &format!("/api/tables/{id2}/chat"),
                Some(&gm2),
                json!({"text": format!("n{i}")}),
            )
            .await;
        }
    };
    let got = sse(&app, &uri, &ana, Some("4"), 6, more).await;
    assert_eq!(got.iter().map(|g| g.0).collect::<Vec<_>>(), vec![5, 6, 7, 8, 9, 10]);
    assert!(got.iter().all(|(id, e)| e["seq"] == *id));
    assert_eq!(got[5].1["data"]["text"], "n2");
    // `?after=N` does the same; the JSON form gives the same events.
    let got = sse(&app, &format!("{uri}?after=8"), &ana, None, 2, async {}).await;
    assert_eq!(got.iter().map(|g| g.0).collect::<Vec<_>>(), vec![9, 10]);
    assert_eq!(seqs(&events(&app, &id, &ana, 8).await), vec![9, 10]);
    let (s, v) = get_as(&app, &format!("{uri}?after=x&format=json"), Some(&ana)).await;
    assert_refused(s, &v, "after");
}

#[tokio::test]
async fn hidden_rolls_stream_to_players_as_commitments() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let (_, v) = post_roll(&app, &id, &gm, json!({"request": {"dif": 4}, "hidden": true})).await;
    let got = sse(
        &app,
        &format!("/api/tables/{id}/events?after=2"),
        &ana,
        None,
        1,
        async {},
    )
    .await;
    assert_eq!(
        got[0].1["data"],
        json!({"roll": {"hidden": true, "commitment": v["commitment"]}, "mode": "gm"})
    );
    let got = sse(&app, &format!("/api/tables/{id}/events?after=2"), &gm, None, 1, async {
    })
    .await;
    assert_eq!(got[0].1["data"]["roll"], v["roll"]);
}

#[tokio::test]
async fn every_acknowledged_request_survives_a_restart_on_the_same_file() {
    let (dir, url) = temp_url("restart");
    let (id, gm, ana, rosa, roll);
    {
        let (app, _store) = file_app(&url).await;
        let t = portal_table(&app).await;
        (id, gm) = (t.0.clone(), t.1.clone());
        ana = join(&app, &id, &t.2, "Ana").await.1;
        rosa = character(&app, &id, &ana, json!({"nombre": "Rosa", "estado": {"malestar": 2}})).await;
        let (s, v) = post_roll(&app, &id, &ana, json!({"character_id": rosa, "request": {"dif": 4}})).await;
        assert_eq!(s, StatusCode::CREATED);
        roll = v;
        // The app and its store are dropped here without any shutdown, as a killed server.
    }
    let (app, _store) = file_app(&url).await;
    let all = events(&app, &id, &gm, 0).await;
    assert_eq!(seqs(&all), vec![1, 2, 3, 4]);
    assert_eq!(all[3]["data"]["roll"], roll["roll"]);
    let (s, c) = get_in(&app, &id, &format!("characters/{rosa}"), Some(&ana)).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(c["state"], roll["state"]);
    // Numbering goes on after the restart.
    let (s, v) = post_in(&app, &id, "chat", Some(&ana), json!({"text": "sigo aquí"})).await;
    assert_eq!((s, v["event_id"].as_str()), (StatusCode::CREATED, Some("5")));
    std::fs::remove_dir_all(dir).ok();
}

/// A page opens its stream at `?after=N` (the history it loaded); when the browser
/// reconnects it sends `Last-Event-ID` on that same URL, and the header — the later
/// position — wins, so nothing seen is sent again.
#[tokio::test]
async fn a_reconnect_resumes_from_last_event_id_over_the_pages_after() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    for i in 0..4 {
        let chat = json!({"text": format!("m{i}")});
        call(&app, "POST", &format!("/api/tables/{id}/chat"), Some(&gm), Some(chat)).await;
    }
    // Events 1..=5 exist: the page loaded after 1 and has seen up to 4 when it reconnects.
    let got = sse(
        &app,
        &format!("/api/tables/{id}/events?after=1"),
        &gm,
        Some("4"),
        1,
        async {},
    )
    .await;
    assert_eq!(got[0].0, 5);
}

/// The next `presence` frame of an open stream (other frames are skipped): who is connected.
async fn next_presence(body: &mut Body, text: &mut String) -> Vec<String> {
    loop {
        while let Some(end) = text.find("\n\n") {
            let block: String = text.drain(..end + 2).collect();
            if block.starts_with("event: presence\n") {
                let data = block.lines().find_map(|l| l.strip_prefix("data: ")).unwrap();
                let v: Value = serde_json::from_str(data).unwrap();
                return serde_json::from_value(v["online"].clone()).unwrap();
            }
        }
        more(body, text).await;
    }
}

#[tokio::test]
async fn every_stream_hears_who_is_connected_and_nothing_is_logged_for_it() {
    let app = memory_app().await;
    let (id, gm, code) = portal_table(&app).await;
    let (ana_id, ana) = join(&app, &id, &code, "Ana").await;
    let (_, v) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
    let gm_id = items(&v["members"]).find(|m| m["role"] == "gm").unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let before = events(&app, &id, &gm, 0).await.len();
    let (mut gm_stream, mut gm_text) = (open_stream(&app, &id, &gm).await, String::new());
    assert_eq!(next_presence(&mut gm_stream, &mut gm_text).await, vec![gm_id.clone()]);
    // Ana opens the table on two devices: the GM hears her once.
    let (phone, laptop) = (open_stream(&app, &id, &ana).await, open_stream(&app, &id, &ana).await);
    let mut both = vec![gm_id.clone(), ana_id.clone()];
    both.sort();
    assert_eq!(next_presence(&mut gm_stream, &mut gm_text).await, both);
    // One device closes: she is still here; the other closes: she is gone.
    drop(phone);
    drop(laptop);
    assert_eq!(next_presence(&mut gm_stream, &mut gm_text).await, vec![gm_id]);
    assert_eq!(
        events(&app, &id, &gm, 0).await.len(),
        before,
        "presence writes nothing to the log"
    );
}

/// Two servers on one PostgreSQL database: a member connected to either is present for the
/// streams of both, and gone from both when their stream closes (skipped without PostgreSQL).
#[tokio::test]
async fn presence_is_shared_by_the_servers_of_one_database() {
    let Some(url) = tirada_testpg::database("presence") else {
        return;
    };
    let a = tirada_web::app(tirada_web::AppState::new(tirada_web::open_store(&url).await.unwrap()));
    let b = tirada_web::app(tirada_web::AppState::new(tirada_web::open_store(&url).await.unwrap()));
    let (id, gm, code) = portal_table(&a).await;
    let (ana_id, ana) = join(&a, &id, &code, "Ana").await;
    let (mut gm_stream, mut gm_text) = (open_stream(&b, &id, &gm).await, String::new());
    let gm_id = next_presence(&mut gm_stream, &mut gm_text).await;
    assert_eq!(gm_id.len(), 1, "the GM alone: {gm_id:?}");
    // Ana opens the table on the other server: the GM's server hears it from the database.
    let ana_stream = open_stream(&a, &id, &ana).await;
    let mut both = vec![gm_id[0].clone(), ana_id];
    both.sort();
    // Guards against hanging (keep-alive comments keep a stream busy), not timing assertions.
    let hears = async |want: &Vec<String>, stream: &mut Body, text: &mut String| {
        let wait = async { while next_presence(stream, text).await != *want {} };
        tokio::time::timeout(Duration::from_secs(30), wait).await.is_ok()
    };
    assert!(
        hears(&both, &mut gm_stream, &mut gm_text).await,
        "the GM's server hears Ana"
    );
    drop(ana_stream);
    assert!(hears(&gm_id, &mut gm_stream, &mut gm_text).await, "and hears her leave");
}
