//! A server over real TCP (one connection per request, as a browser or `curl` would send it),
//! for tests that need a slow async runtime, a client that goes away, or headers such as
//! `Retry-After`.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::Duration;
use tirada_web::http::cpu::Jobs;
use tirada_web::http::limits::Limits;
use tirada_web::{app, AppState};

/// A server on a fresh in-memory database with `workers` async workers and `limits`, and its
/// engine jobs.
pub fn server(workers: usize, limits: Limits) -> (SocketAddr, Arc<Jobs>) {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(workers)
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async move {
            let store = tirada_web::open_store("sqlite::memory:").await.unwrap();
            let state = AppState::with_limits(store, limits);
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            tx.send((listener.local_addr().unwrap(), state.limiter.jobs.clone()))
                .unwrap();
            tirada_web::server::run(listener, app(state), Duration::from_secs(10)).await;
        });
    });
    rx.recv().expect("the server's address")
}

/// Sends one request and returns the open connection, its answer not read yet.
pub fn send(addr: SocketAddr, method: &str, path: &str, token: Option<&str>, body: &str) -> TcpStream {
    let mut s = TcpStream::connect(addr).unwrap();
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{auth}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    s
}

/// The answer on a connection: (status, head in lower case, body).
pub fn answer(mut s: TcpStream) -> (u16, String, String) {
    let mut text = String::new();
    s.read_to_string(&mut text).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").expect("an HTTP answer");
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, head.to_lowercase(), body.to_string())
}

/// One request over plain HTTP/1.1: (status, body).
pub fn http(addr: SocketAddr, method: &str, path: &str, token: Option<&str>, body: &str) -> (u16, String) {
    let (status, _, body) = answer(send(addr, method, path, token, body));
    (status, body)
}

/// A new table of `system` created over TCP: (id, GM's token, invite code).
pub fn table(addr: SocketAddr, system: &str) -> (String, String, String) {
    let (s, t) = http(
        addr,
        "POST",
        "/api/tables",
        None,
        &serde_json::json!({"name": "M", "system": system}).to_string(),
    );
    assert_eq!(s, 201, "{t}");
    let t: serde_json::Value = serde_json::from_str(&t).unwrap();
    let field = |k: &str| t[k].as_str().unwrap().to_string();
    (field("id"), field("gm_token"), field("invite_code"))
}

/// A player joins over TCP: their token.
pub fn join(addr: SocketAddr, id: &str, code: &str, name: &str) -> String {
    let body = serde_json::json!({"invite_code": code, "name": name}).to_string();
    let (s, v) = http(addr, "POST", &format!("/api/tables/{id}/join"), None, &body);
    assert_eq!(s, 201, "{v}");
    let v: serde_json::Value = serde_json::from_str(&v).unwrap();
    v["token"].as_str().unwrap().to_string()
}
