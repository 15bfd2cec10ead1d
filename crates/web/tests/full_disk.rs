//! A full disk at the web table: a write that is not committed is never answered 2xx, never
//! published to a listener, and its number is never given to another event; reads go on, and
//! writes come back when space does. The disk is filled with the process's file-size limit
//! (`RLIMIT_FSIZE`, as `ulimit -f`), so this file holds one test: the limit is per process.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::*;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tower::ServiceExt;

fn limit_file_size(bytes: Option<u64>) {
    let limit = libc::rlimit {
        rlim_cur: bytes.unwrap_or(libc::RLIM_INFINITY),
        rlim_max: libc::RLIM_INFINITY,
    };
    assert_eq!(unsafe { libc::setrlimit(libc::RLIMIT_FSIZE, &limit) }, 0);
}

fn largest_file(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().metadata().unwrap().len())
        .max()
        .unwrap()
}

/// What a listener has received: (id, event) in arrival order.
type Seen = Arc<Mutex<Vec<(i64, Value)>>>;

/// Everything the stream sends, until the task is aborted.
fn listen(app: axum::Router, id: String, token: String) -> (Seen, tokio::task::JoinHandle<()>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let out = seen.clone();
    let task = tokio::spawn(async move {
        let req = Request::get(format!("/api/tables/{id}/events"))
            .header("authorization", format!("Bearer {token}"))
            .body(Body::empty())
            .unwrap();
        let mut body = app.oneshot(req).await.unwrap().into_body();
        let mut text = String::new();
        while let Some(Ok(frame)) = body.frame().await {
            if let Ok(data) = frame.into_data() {
                text.push_str(&String::from_utf8_lossy(&data));
            }
            out.lock().unwrap().extend(sse_events(&mut text));
        }
    });
    (seen, task)
}

/// Four writers send one chat message each: (status, event id if acknowledged, text).
async fn burst(app: &axum::Router, id: &str, token: &str, round: usize) -> Vec<(StatusCode, Option<i64>, String)> {
    let writes = (0..4).map(|w| {
        let text = format!("{round:04}-{w} {}", "x".repeat(400));
        async move {
            let (s, v) = post_in(app, id, "chat", Some(token), json!({"text": text})).await;
            let seq = v["event_id"].as_str().map(|s| s.parse().unwrap());
            (s, seq, text)
        }
    });
    futures_util::future::join_all(writes).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_answers_5xx_publishes_nothing_and_loses_no_acknowledged_event() {
    unsafe { libc::signal(libc::SIGXFSZ, libc::SIG_IGN) };
    // The disk fills under SQLite's files.
    let (dir, url) = temp_sqlite_url("full-disk");
    let (app, store) = file_app(&url).await;
    let (id, gm, _) = portal_table(&app).await;
    let (seen, listener) = listen(app.clone(), id.clone(), gm.clone());

    let mut acknowledged: Vec<(i64, String)> = Vec::new();
    let mut refused = 0;
    let mut record = |results: Vec<(StatusCode, Option<i64>, String)>, refused: &mut usize| {
        for (s, seq, text) in results {
            if s.is_success() {
                acknowledged.push((seq.expect("a 2xx names its event"), text));
            } else {
                assert!(s.is_server_error(), "a failed write answered {s}");
                *refused += 1;
            }
        }
    };
    for round in 0..5 {
        record(burst(&app, &id, &gm, round).await, &mut refused);
    }
    assert_eq!(refused, 0);

    // The disk fills up.
    limit_file_size(Some(largest_file(&dir) + 8 * 1024));
    let mut round = 5;
    while refused < 12 && round < 500 {
        record(burst(&app, &id, &gm, round).await, &mut refused);
        round += 1;
    }
    assert!(refused >= 12, "the file-size limit never made a write fail");
    // A table created now exists afterwards exactly when it was acknowledged (after a
    // checkpoint the WAL may still hold it).
    let (s, other) = post_as(&app, "/api/tables", None, json!({"name": "Otra", "system": "hitos"})).await;
    assert!(s.is_success() || s.is_server_error(), "{s}: {other}");
    let other = other["id"]
        .as_str()
        .filter(|_| s.is_success())
        .map(|o| (o.to_string(), other["gm_token"].as_str().unwrap().to_string()));
    // Reads go on.
    let (s, _) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
    assert_eq!(s, StatusCode::OK);

    // Space comes back: writes are accepted again without a restart.
    limit_file_size(None);
    let before = refused;
    for _ in 0..3 {
        record(burst(&app, &id, &gm, round).await, &mut refused);
        round += 1;
    }
    assert_eq!(refused, before, "the table did not recover when space came back");

    // The listener got exactly the log; every acknowledged event is in it, no number twice.
    let last = acknowledged.iter().map(|(s, _)| *s).max().unwrap();
    for _ in 0..200 {
        if seen.lock().unwrap().last().is_some_and(|(s, _)| *s >= last) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    listener.abort();
    drop(app);
    drop(store);
    let (app, _store) = file_app(&url).await;
    let log = events(&app, &id, &gm, 0).await;
    let logged: Vec<(i64, String)> = log
        .iter()
        .filter(|e| e["kind"] == "chat")
        .map(|e| {
            (
                e["seq"].as_i64().unwrap(),
                e["data"]["text"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let mut expected = acknowledged.clone();
    expected.sort();
    assert_eq!(logged, expected, "the log is not what was acknowledged");
    assert_eq!(
        seqs(&log),
        (1..=log.len() as i64).collect::<Vec<_>>(),
        "the log has gaps"
    );
    if let Some((other, token)) = other {
        let (s, _) = get_as(&app, &format!("/api/tables/{other}"), Some(&token)).await;
        assert_eq!(s, StatusCode::OK, "an acknowledged table was lost");
    }
    let streamed: Vec<i64> = seen.lock().unwrap().iter().map(|(s, _)| *s).collect();
    assert_eq!(streamed, seqs(&log), "the listener saw events that are not the log");
    let _ = std::fs::remove_dir_all(&dir);
}
