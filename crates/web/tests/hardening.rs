//! Issue #13: cross-site writes with a member's cookie, security headers, strict event
//! numbers in paths, and JSON too deep to store.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::*;
use serde_json::{json, Value};

/// A chat message sent the way a browser would, with the GM's cookie and the given headers.
fn cookie_chat(id: &str, token: &str, content_type: &str, extra: &[(&str, &str)]) -> Request<Body> {
    let mut req = Request::post(format!("/api/tables/{id}/chat"))
        .header("cookie", format!("tirada_{id}={token}"))
        .header("content-type", content_type)
        .header("host", "127.0.0.1:8080");
    for (k, v) in extra {
        req = req.header(*k, *v);
    }
    req.body(Body::from(r#"{"text": "hola"}"#)).unwrap()
}

#[tokio::test]
async fn another_site_cannot_write_with_the_gms_cookie() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let before = events(&app, &id, &gm, 0).await.len();
    // A page on another port of the same host: same site, so the Lax cookie goes along.
    let (s, _, v) = send(
        &app,
        cookie_chat(&id, &gm, "application/json", &[("sec-fetch-site", "same-site")]),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    assert_error(&v, "cross-site write");
    let (s, _, _) = send(
        &app,
        cookie_chat(&id, &gm, "application/json", &[("origin", "http://127.0.0.1:9999")]),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    // A text/plain form from this very origin is still no JSON.
    let (s, _, v) = send(
        &app,
        cookie_chat(&id, &gm, "text/plain", &[("sec-fetch-site", "same-origin")]),
    )
    .await;
    assert_eq!(s, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{v}");
    assert_eq!(
        events(&app, &id, &gm, 0).await.len(),
        before,
        "a refused write changed the log"
    );
    // The table's own page, and a bearer-token client, write as before.
    let (s, _, v) = send(
        &app,
        cookie_chat(&id, &gm, "application/json", &[("sec-fetch-site", "same-origin")]),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, _, _) = send(
        &app,
        cookie_chat(&id, &gm, "application/json", &[("origin", "http://127.0.0.1:8080")]),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, _) = post_as(&app, &format!("/api/tables/{id}/chat"), Some(&gm), json!({"text": "x"})).await;
    assert_eq!(s, StatusCode::CREATED);
    // A page form from another site cannot create a table (and plant its cookie) either.
    let req = Request::post("/mesas")
        .header("content-type", "application/x-www-form-urlencoded")
        .header("sec-fetch-site", "cross-site")
        .body(Body::from("name=x&gm_name=y&system=hitos"))
        .unwrap();
    let (s, _, _) = send(&app, req).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    for uri in [
        "/".to_string(),
        format!("/mesa/{id}"),
        format!("/api/tables/{id}"),
        "/api/nada".into(),
    ] {
        let req = Request::get(&uri).header("authorization", format!("Bearer {gm}"));
        let (_, h, _) = send(&app, req.body(Body::empty()).unwrap()).await;
        let csp = h["content-security-policy"].to_str().unwrap();
        let script = csp.split(';').find(|d| d.trim().starts_with("script-src")).unwrap();
        // `'wasm-unsafe-eval'` compiles WebAssembly (the engine module) and allows no `eval`.
        let sources: Vec<&str> = script.split_whitespace().skip(1).collect();
        assert_eq!(sources, ["'self'", "'wasm-unsafe-eval'"], "{uri}: {csp}");
        assert!(csp.contains("frame-ancestors 'none'"), "{uri}: {csp}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{uri}");
        assert_eq!(h["referrer-policy"], "no-referrer", "{uri}");
    }
    // The pages themselves hold no inline script the policy would block.
    for uri in ["/".to_string(), format!("/mesa/{id}")] {
        let req = Request::get(&uri).header("cookie", format!("tirada_{id}={gm}"));
        let (_, _, page) = send(&app, req.body(Body::empty()).unwrap()).await;
        let page = page.as_str().unwrap().to_string();
        for tag in page.split("<script").skip(1) {
            let open = &tag[..tag.find('>').unwrap()];
            assert!(
                open.contains("src=") || open.contains("application/json"),
                "{uri}: inline script <script{open}>"
            );
        }
    }
}

#[tokio::test]
async fn an_event_number_is_read_strictly() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let (s, _) = get_as(&app, &format!("/api/tables/{id}/events/1"), Some(&gm)).await;
    assert_eq!(s, StatusCode::OK);
    for bad in ["+1", "01", "%201", "1.0", "-1"] {
        let (s, v) = get_as(&app, &format!("/api/tables/{id}/events/{bad}"), Some(&gm)).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{bad}: {v}");
        assert_error(&v, bad);
    }
}

fn nested(levels: usize) -> Value {
    let mut v = json!(1);
    for _ in 0..levels {
        v = json!([v]);
    }
    v
}

#[tokio::test]
async fn json_too_deep_to_store_is_refused_and_the_log_stays_readable() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let before = snapshot(&app, &id, &gm).await;
    let deep = json!({"nombre": "Honda", "notas": nested(126)});
    let (s, v) = post_as(&app, &format!("/api/tables/{id}/characters"), Some(&ana), deep).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_error(&v, "deep sheet");
    let chat = json!({"text": "hola", "x": nested(40)});
    let (s, _) = call(&app, "POST", &format!("/api/tables/{id}/chat"), Some(&ana), Some(chat)).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(snapshot(&app, &id, &gm).await, before);
    every_reading_answers(&app, &id, &gm).await;
}

/// The log, both exports and the fairness report answer 200 to the GM.
async fn every_reading_answers(app: &axum::Router, id: &str, gm: &str) {
    for what in [
        "events?format=json",
        "export?format=json",
        "export?format=md",
        "fairness",
    ] {
        let (s, v) = get_as(app, &format!("/api/tables/{id}/{what}"), Some(gm)).await;
        assert_eq!(s, StatusCode::OK, "{what}: {v}");
    }
}

/// A log written before the bound, with an event deeper than serde_json reads by default,
/// is still read, exported and counted.
#[tokio::test]
async fn a_deep_event_already_stored_does_not_break_the_log() {
    let (dir, url) = temp_url("deep");
    let (app, store) = file_app(&url).await;
    let (id, gm, _) = portal_table(&app).await;
    let draft = tirada_web::table::EventDraft {
        kind: "chat",
        actor: None,
        character_id: None,
        hidden: false,
        data: json!({"text": "viejo", "x": nested(130)}),
        at_ms: 5,
        prev: None,
    };
    store.append(&id, 2, draft, vec![]).await.unwrap();
    drop(app);
    drop(store);
    let (app, _store) = file_app(&url).await;
    every_reading_answers(&app, &id, &gm).await;
    let _ = std::fs::remove_dir_all(&dir);
}

/// A request from a given client address, as the accept loop marks it.
fn from(ip: &str, mut req: Request<Body>) -> Request<Body> {
    let peer: std::net::SocketAddr = format!("{ip}:5000").parse().unwrap();
    req.extensions_mut().insert(axum::extract::ConnectInfo(peer));
    req
}

fn new_table() -> Request<Body> {
    Request::post("/api/tables")
        .header("content-type", "application/json")
        .body(Body::from(r#"{"name": "Mesa", "system": "hitos"}"#))
        .unwrap()
}

#[tokio::test]
async fn anonymous_work_is_limited_per_address_with_a_429_that_says_why() {
    let app = memory_app().await;
    // Creating tables: a burst, then 429 with Retry-After; another address is not affected.
    let mut created = 0;
    let refusal = loop {
        let (s, h, v) = send(&app, from("203.0.113.7", new_table())).await;
        if s != StatusCode::CREATED {
            break (s, h, v);
        }
        created += 1;
        assert!(created < 50, "table creation is not limited");
    };
    assert_eq!(refusal.0, StatusCode::TOO_MANY_REQUESTS);
    assert!(refusal.1["retry-after"].to_str().unwrap().parse::<u64>().unwrap() >= 1);
    assert_error(&refusal.2, "429");
    assert!(refusal.2["error"].as_str().unwrap().contains("espera"), "{}", refusal.2);
    let (s, _, _) = send(&app, from("203.0.113.8", new_table())).await;
    assert_eq!(s, StatusCode::CREATED);

    // Guessing invite codes: refused codes use up the address's allowance.
    let (id, _, _) = portal_table(&app).await;
    let mut statuses = Vec::new();
    for i in 0..40 {
        let req = Request::post(format!("/api/tables/{id}/join"))
            .header("content-type", "application/json")
            .body(Body::from(format!(r#"{{"invite_code": "mal{i}", "name": "Eve"}}"#)))
            .unwrap();
        statuses.push(send(&app, from("198.51.100.1", req)).await.0);
    }
    assert!(statuses.contains(&StatusCode::TOO_MANY_REQUESTS), "{statuses:?}");
    // Trying tokens: 401s use it up too, and then even reads from that address wait.
    for _ in 0..30 {
        let req = Request::get(format!("/api/tables/{id}")).header("authorization", "Bearer falso");
        send(&app, from("198.51.100.2", req.body(Body::empty()).unwrap())).await;
    }
    let req = Request::get(format!("/api/tables/{id}")).header("authorization", "Bearer falso");
    let (s, _, _) = send(&app, from("198.51.100.2", req.body(Body::empty()).unwrap())).await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS);
}

/// A client that opens a connection and never finishes its headers is cut off.
#[tokio::test]
async fn a_connection_that_never_finishes_its_headers_is_closed() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (tx, rx) = tokio::sync::oneshot::channel();
    let options = tirada_web::ServeOptions {
        header_timeout: std::time::Duration::from_millis(500),
        ..Default::default()
    };
    tokio::spawn(tirada_web::serve_with(
        "sqlite::memory:",
        "127.0.0.1:0",
        options,
        move |a| {
            let _ = tx.send(a);
        },
    ));
    let addr = rx.await.unwrap();
    let mut slow = tokio::net::TcpStream::connect(addr).await.unwrap();
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    let mut buf = Vec::new();
    // A guard against hanging, not a timing assertion: the server closes well before it.
    let read = tokio::time::timeout(std::time::Duration::from_secs(20), slow.read_to_end(&mut buf)).await;
    assert!(read.is_ok(), "the half-open request was kept open");
    // A complete request is still served.
    let mut ok = tokio::net::TcpStream::connect(addr).await.unwrap();
    ok.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = String::new();
    ok.read_to_string(&mut answer).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}
