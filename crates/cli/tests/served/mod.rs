//! `tirada serve` as processes for the multi-server and database-moving tests: start one on
//! a database, ask it as a client would (plain HTTP over a socket), and listen to a table's
//! stream.
#![allow(dead_code)] // each test file uses its own subset

use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A running `tirada serve` and its address (`127.0.0.1:PORT`).
pub struct Server {
    pub child: Child,
    pub addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn serve(db: &str) -> Server {
    serve_with(db, &[], &[])
}

/// `tirada serve` on `db` with more arguments and environment variables.
pub fn serve_with(db: &str, args: &[&str], env: &[(&str, &str)]) -> Server {
    spawn(db, args, env, Stdio::inherit())
}

/// [`serve_with`], its standard error sent to `stderr` (piped to read what it said).
pub fn spawn(db: &str, args: &[&str], env: &[(&str, &str)], stderr: Stdio) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tirada"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db", db])
        .args(args)
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let addr = first
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .to_string();
    Server { child, addr }
}

/// A JSON request; None when the server is gone (no answer, so nothing acknowledged).
pub fn request(addr: &str, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> Option<(u16, Value)> {
    let auth = token.map(|t| format!("Bearer {t}"));
    let headers: Vec<(&str, &str)> = auth.iter().map(|a| ("Authorization", a.as_str())).collect();
    request_with(
        addr,
        method,
        path,
        &headers,
        &body.map(|b| b.to_string()).unwrap_or_default(),
    )
}

/// A request with these headers and this body, as sent (a signed one must arrive byte for
/// byte); None when the server is gone.
pub fn request_with(
    addr: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Option<(u16, Value)> {
    let mut s = TcpStream::connect(addr).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(30))).ok()?;
    let more: String = headers.iter().map(|(k, v)| format!("{k}: {v}\r\n")).collect();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{more}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .ok()?;
    let mut answer = String::new();
    s.read_to_string(&mut answer).ok()?;
    let (head, body) = answer.split_once("\r\n\r\n")?;
    let status = head.split(' ').nth(1)?.parse().ok()?;
    Some((status, serde_json::from_str(body).unwrap_or(Value::Null)))
}

/// A listener of the table's stream after event `after`: the ids it receives, until the
/// connection ends.
pub fn listen(addr: &str, table: &str, token: &str, after: i64) -> mpsc::Receiver<i64> {
    let mut s = TcpStream::connect(addr).unwrap();
    // HTTP/1.0: the stream comes without chunked framing, one line at a time.
    write!(
        s,
        "GET /api/tables/{table}/events?after={after} HTTP/1.0\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\r\n"
    )
    .unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(s).lines() {
            let Ok(line) = line else { return };
            if let Some(id) = line.strip_prefix("id: ") {
                if tx.send(id.trim().parse().unwrap()).is_err() {
                    return;
                }
            }
        }
    });
    rx
}

/// Everything a listener received within `wait` after the last id reaches `last` or it
/// ends.
pub fn received(rx: &mpsc::Receiver<i64>, last: Option<i64>, wait: Duration) -> Vec<i64> {
    let until = Instant::now() + wait;
    let mut got = Vec::new();
    while let Some(left) = until.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(id) => {
                got.push(id);
                if Some(id) == last {
                    break;
                }
            }
            Err(_) => break,
        }
    }
    got
}
