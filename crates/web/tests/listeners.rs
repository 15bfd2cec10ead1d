//! Every listener receives every event of its table once and in order, as its audience sees
//! it — under load, across reconnects (`Last-Event-ID`, `?after=`), with slow listeners. A
//! listener too slow for the table is cut off with a resumable close (`retry:`, then the end
//! of the stream) and resumes from where it was with nothing lost, never left behind in
//! silence (issue 31).
//!
//! The server keeps little of its recent events here (`Hub::retain`), so that listeners fall
//! out of them for real: the slow one for sure, the others as the machine allows. Bounded in
//! count (about 100 events, 8 listeners) and in time (every wait has a limit, a guard against
//! hanging, not a timing assertion).

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use common::*;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use std::time::Duration;
use tirada_web::live::feed::Retention;
use tirada_web::{app, AppState};
use tokio::sync::watch;
use tower::ServiceExt;

/// How a listener reads its stream.
#[derive(Clone, Copy, Debug)]
enum Pace {
    /// As fast as the events come.
    Steady,
    /// Drops the stream after every N events as if the last one had been lost with it, and
    /// opens it again from the one before (often in the middle of a batch), with
    /// `Last-Event-ID` or `?after=` in turn.
    Reconnecting(usize),
    /// Reads its first events, then nothing until every writer is done.
    Slow,
}

/// What a listener heard, over all its connections.
#[derive(Default)]
struct Heard {
    events: Vec<(i64, Value)>,
    connections: usize,
    cut_off: usize,
}

/// A member's view of the stream: its token, `?wire=` and `?lang=`.
#[derive(Clone)]
struct Audience {
    token: String,
    wire: &'static str,
    lang: &'static str,
}

/// Follows table `id`'s stream from the start as `who`, reading at `pace` and reconnecting
/// whenever the stream ends (as a browser does), until it has event `last` (once known).
async fn follow(
    app: Router,
    id: String,
    who: Audience,
    pace: Pace,
    mut last: watch::Receiver<i64>,
    mut writers_done: watch::Receiver<bool>,
) -> Heard {
    let mut heard = Heard::default();
    loop {
        let seen = heard.events.last().map(|(id, _)| *id);
        let after = match (pace, seen) {
            (Pace::Reconnecting(_), Some(s)) if heard.connections % 2 == 0 => s,
            _ => 0,
        };
        let uri = format!(
            "/api/tables/{id}/events?wire={}&lang={}&after={after}",
            who.wire, who.lang
        );
        let mut req = Request::get(uri).header("authorization", format!("Bearer {}", who.token));
        if let (Some(s), 0) = (seen, after) {
            req = req.header("last-event-id", s.to_string());
        }
        let resp = app.clone().oneshot(req.body(Body::empty()).unwrap()).await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK);
        heard.connections += 1;
        let mut body = resp.into_body();
        let (mut text, mut this_time, mut retry) = (String::new(), 0, false);
        loop {
            let want = *last.borrow_and_update();
            if want > 0 && heard.events.last().is_some_and(|(id, _)| *id >= want) {
                return heard;
            }
            if matches!(pace, Pace::Slow) && heard.connections == 1 && this_time > 0 && !*writers_done.borrow() {
                // A guard against hanging, not a timing assertion.
                tokio::time::timeout(Duration::from_secs(60), writers_done.wait_for(|d| *d))
                    .await
                    .expect("the writers finished")
                    .unwrap();
            }
            if matches!(pace, Pace::Reconnecting(n) if this_time >= n) {
                heard.events.pop();
                break;
            }
            let frame = tokio::select! {
                frame = tokio::time::timeout(Duration::from_secs(20), body.frame()) => {
                    frame.expect("the stream stalled")
                }
                _ = last.changed() => continue,
            };
            let Some(frame) = frame else {
                // The stream ended: cut off, if it said when to come back.
                heard.cut_off += usize::from(retry);
                break;
            };
            if let Ok(data) = frame.unwrap().into_data() {
                text.push_str(&String::from_utf8_lossy(&data));
                retry = text.contains("\nretry: ");
            }
            let got = sse_events(&mut text);
            this_time += got.len();
            heard.events.extend(got);
        }
    }
}

/// The table's events as `who` reads them in one JSON answer.
async fn view(app: &Router, id: &str, who: &Audience) -> Vec<Value> {
    let uri = format!(
        "/api/tables/{id}/events?after=0&format=json&wire={}&lang={}",
        who.wire, who.lang
    );
    let (s, v) = get_as(app, &uri, Some(&who.token)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v.as_array().unwrap().clone()
}

/// Posts `n` requests from `token` one after another, each body made from its number.
fn write(
    app: &Router,
    token: &str,
    path: String,
    n: usize,
    body: impl Fn(usize) -> Value + Send + 'static,
) -> tokio::task::JoinHandle<()> {
    let (app, token) = (app.clone(), token.to_string());
    tokio::spawn(async move {
        for i in 0..n {
            let (s, v) = call(&app, "POST", &path, Some(&token), Some(body(i))).await;
            assert_eq!(s, StatusCode::CREATED, "{path}: {v}");
        }
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_listener_gets_every_event_once_in_order_across_reconnects_and_slow_reads() {
    // A file, as a server keeps its table: an in-memory SQLite database shares one cache
    // between connections, where a read meeting a write fails at once instead of waiting.
    let (dir, url) = temp_url("listeners");
    let store = tirada_web::open_store(&url).await.unwrap();
    let state = AppState::new(store);
    // A few rolls of base, a few more of the newest, wherever the listeners are.
    state.hub.retain(Retention {
        base: 64 * 1024,
        hold: Duration::from_millis(50),
        budget: 64 * 1024,
    });
    let app = app(state);
    let (id, gm, ana, bea) = portal_with_ana_and_bea(&app).await;
    let rosa = character(&app, &id, &ana, json!({"nombre": "Rosa", "estado": {"suerte": 2}})).await;

    let who = |token: &str, wire, lang| Audience {
        token: token.to_string(),
        wire,
        lang,
    };
    let listeners = [
        (who(&gm, "full", "es"), Pace::Steady),
        (who(&gm, "compact", "en"), Pace::Reconnecting(7)),
        (who(&ana, "compact", "es"), Pace::Slow),
        (who(&ana, "full", "es"), Pace::Steady),
        (who(&bea, "full", "en"), Pace::Reconnecting(13)),
        (who(&bea, "compact", "es"), Pace::Steady),
        (who(&bea, "compact", "es"), Pace::Slow),
    ];
    let (last_tx, last) = watch::channel(0i64);
    let (done_tx, done) = watch::channel(false);
    let mut following = Vec::new();
    for (audience, pace) in listeners.iter().cloned() {
        let task = follow(app.clone(), id.clone(), audience, pace, last.clone(), done.clone());
        following.push(tokio::spawn(task));
    }
    // The load: public and hidden rolls, rolls for the roller only, chats and whispers, from
    // three members at once, so batches mix what each audience sees.
    let rolls = format!("/api/tables/{id}/rolls");
    let chat = format!("/api/tables/{id}/chat");
    let writers = [
        write(
            &app,
            &gm,
            rolls.clone(),
            30,
            |i| json!({"request": {"dif": 4}, "hidden": i % 3 == 0}),
        ),
        write(&app, &ana, rolls, 30, move |i| {
            let mode = if i % 4 == 0 { "self" } else { "public" };
            json!({"character_id": rosa, "request": {"dif": 4}, "mode": mode})
        }),
        write(&app, &bea, chat.clone(), 30, |i| {
            let text = if i % 5 == 0 {
                format!("/w Ana en secreto {i}")
            } else {
                format!("hola {i}")
            };
            json!({ "text": text })
        }),
    ];
    for w in writers {
        w.await.unwrap();
    }
    done_tx.send_replace(true);
    // A listener that comes late reads everything from the store.
    let late = tokio::spawn(follow(
        app.clone(),
        id.clone(),
        who(&gm, "compact", "es"),
        Pace::Steady,
        last.clone(),
        done.clone(),
    ));
    let (s, fin) = call(&app, "POST", &chat, Some(&gm), Some(json!({"text": "fin"}))).await;
    assert_eq!(s, StatusCode::CREATED, "{fin}");
    let fin: i64 = fin["event_id"].as_str().unwrap().parse().unwrap();
    last_tx.send_replace(fin);

    let late_audience = who(&gm, "compact", "es");
    let all = listeners
        .iter()
        .cloned()
        .zip(following)
        .chain([((late_audience, Pace::Steady), late)]);
    for ((audience, pace), task) in all {
        let heard = task.await.unwrap();
        let ids: Vec<i64> = heard.events.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, (1..=fin).collect::<Vec<_>>(), "{pace:?} {}", audience.wire);
        let views = view(&app, &id, &audience).await;
        let got: Vec<Value> = heard.events.into_iter().map(|(_, v)| v).collect();
        assert!(
            got == views,
            "{pace:?} {} {}: what it heard is its view",
            audience.wire,
            audience.lang
        );
        match pace {
            Pace::Slow => assert!(heard.cut_off >= 1, "the slow listener was cut off"),
            Pace::Reconnecting(n) => assert!(heard.connections > fin as usize / n / 2, "{}", heard.connections),
            Pace::Steady => {}
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
