//! Two `tirada serve` processes on one PostgreSQL (issue #19): the GM writes through A, the
//! players through B, and listeners on both get every event once and in order. A is killed
//! with SIGKILL while it writes and started again: nothing acknowledged is lost and no number
//! is given twice. Skipped with a notice without PostgreSQL (unless
//! `TIRADA_REQUIRE_POSTGRES=1`).

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running `tirada serve` and its address (`127.0.0.1:PORT`).
struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(db: &str) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tirada"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db", db])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
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
fn request(addr: &str, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> Option<(u16, Value)> {
    let mut s = TcpStream::connect(addr).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(30))).ok()?;
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
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
fn listen(addr: &str, table: &str, token: &str, after: i64) -> mpsc::Receiver<i64> {
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
fn received(rx: &mpsc::Receiver<i64>, last: Option<i64>, wait: Duration) -> Vec<i64> {
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

/// Chats `n` times as `who` through the server at `addr` (which may change): the
/// acknowledged (seq, text) pairs. Failed requests (the server killed, or busy) are not
/// acknowledged and their text is not sent again.
fn chatter(addr: Arc<Mutex<String>>, table: String, token: String, who: &'static str, n: usize) -> Vec<(i64, String)> {
    let mut acked = Vec::new();
    for i in 0..n {
        let text = format!("{who}-{i}");
        let at = addr.lock().unwrap().clone();
        match request(
            &at,
            "POST",
            &format!("/api/tables/{table}/chat"),
            Some(&token),
            Some(json!({"text": text})),
        ) {
            Some((201, v)) => acked.push((v["event_id"].as_str().unwrap().parse().unwrap(), text)),
            Some((503, _)) | None => std::thread::sleep(Duration::from_millis(20)),
            Some(other) => panic!("{who}: {other:?}"),
        }
    }
    acked
}

#[test]
fn two_servers_share_a_table_and_a_killed_one_loses_nothing_acknowledged() {
    let Some(db) = tirada_testpg::database("multi_server") else {
        return;
    };
    let mut a = serve(&db);
    let b = serve(&db);
    let (s, t) = request(
        &a.addr,
        "POST",
        "/api/tables",
        None,
        Some(json!({"name": "Dos", "system": "portal"})),
    )
    .unwrap();
    assert_eq!(s, 201, "{t}");
    let (table, gm) = (
        t["id"].as_str().unwrap().to_string(),
        t["gm_token"].as_str().unwrap().to_string(),
    );
    let mut players = Vec::new();
    for name in ["Ana", "Bea"] {
        let (s, v) = request(
            &b.addr,
            "POST",
            &format!("/api/tables/{table}/join"),
            None,
            Some(json!({"invite_code": t["invite_code"], "name": name})),
        )
        .unwrap();
        assert_eq!(s, 201, "{v}");
        players.push(v["token"].as_str().unwrap().to_string());
    }
    // Listeners from the start, on both servers.
    let on_a = listen(&a.addr, &table, &gm, 0);
    let on_b = listen(&b.addr, &table, &players[0], 0);

    let a_addr = Arc::new(Mutex::new(a.addr.clone()));
    let b_addr = Arc::new(Mutex::new(b.addr.clone()));
    let gm_writes = {
        let (addr, table, gm) = (a_addr.clone(), table.clone(), gm.clone());
        std::thread::spawn(move || chatter(addr, table, gm, "gm", 60))
    };
    let player_writes: Vec<_> = players
        .iter()
        .zip(["ana", "bea"])
        .map(|(token, who)| {
            let (addr, table, token) = (b_addr.clone(), table.clone(), token.clone());
            std::thread::spawn(move || chatter(addr, table, token, who, 40))
        })
        .collect();

    // A dies while the GM writes through it, and comes back on the same database.
    std::thread::sleep(Duration::from_millis(400));
    let before_kill = received(&on_a, None, Duration::from_millis(1));
    a.child.kill().unwrap(); // SIGKILL
    a.child.wait().unwrap();
    let mut seen_on_a = before_kill;
    seen_on_a.extend(received(&on_a, None, Duration::from_secs(2)));
    a = serve(&db);
    *a_addr.lock().unwrap() = a.addr.clone();
    // Its listener reconnects where it was, as a browser does with Last-Event-ID.
    let killed_at = seen_on_a.last().copied().unwrap_or(0);
    let on_a2 = listen(&a.addr, &table, &gm, killed_at);

    let mut acked = gm_writes.join().unwrap();
    for w in player_writes {
        acked.extend(w.join().unwrap());
    }
    assert!(acked.len() >= 100, "only {} of 140 writes acknowledged", acked.len());
    let gm_after = acked
        .iter()
        .filter(|(seq, text)| text.starts_with("gm") && *seq > killed_at);
    assert!(
        gm_after.count() > 0,
        "the GM wrote nothing through the restarted server"
    );
    let gm_before = acked
        .iter()
        .filter(|(seq, text)| text.starts_with("gm") && *seq <= killed_at);
    assert!(gm_before.count() > 0, "A was killed before the GM wrote through it");

    // The log: numbered 1..=n once each, holding every acknowledged event as acknowledged.
    let (s, log) = request(
        &b.addr,
        "GET",
        &format!("/api/tables/{table}/events?format=json"),
        Some(&gm),
        None,
    )
    .unwrap();
    assert_eq!(s, 200);
    let log = log.as_array().unwrap();
    let n = log.len() as i64;
    let seqs: Vec<i64> = log.iter().map(|e| e["seq"].as_i64().unwrap()).collect();
    assert_eq!(seqs, (1..=n).collect::<Vec<_>>());
    for (seq, text) in &acked {
        assert_eq!(log[*seq as usize - 1]["data"]["text"], json!(text), "event {seq}");
    }

    // Every listener got every event once, in order: B's all along, A's across the restart.
    let all: Vec<i64> = (1..=n).collect();
    assert_eq!(received(&on_b, Some(n), Duration::from_secs(20)), all);
    seen_on_a.extend(received(&on_a2, Some(n), Duration::from_secs(20)));
    assert_eq!(seen_on_a, all);
}
