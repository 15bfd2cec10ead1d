//! Two `tirada serve` processes on one PostgreSQL (issue #19): the GM writes through A, the
//! players through B, and listeners on both get every event once and in order. A is killed
//! with SIGKILL while it writes and started again: nothing acknowledged is lost and no number
//! is given twice. Skipped with a notice without PostgreSQL (unless
//! `TIRADA_REQUIRE_POSTGRES=1`).

mod served;

use serde_json::json;
use served::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Chats as `who` through the server at `addr` (which may change) until `n` messages are
/// acknowledged, counting them in `acked`: the acknowledged (seq, text) pairs. A failed
/// request (the server killed, busy, or limiting the member's writes) is not acknowledged, and
/// its text is not sent again.
fn chatter(
    addr: Arc<Mutex<String>>,
    table: String,
    token: String,
    who: &'static str,
    n: usize,
    count: Arc<AtomicUsize>,
) -> Vec<(i64, String)> {
    let mut acked = Vec::new();
    for i in 0..n * 50 {
        if acked.len() == n {
            break;
        }
        let text = format!("{who}-{i}");
        let at = addr.lock().unwrap().clone();
        match request(
            &at,
            "POST",
            &format!("/api/tables/{table}/chat"),
            Some(&token),
            Some(json!({"text": text})),
        ) {
            Some((201, v)) => {
                acked.push((v["event_id"].as_str().unwrap().parse().unwrap(), text));
                count.fetch_add(1, Ordering::SeqCst);
            }
            Some((429 | 503, _)) | None => {}
            Some(other) => panic!("{who}: {other:?}"),
        }
        // At a person's pace, more or less.
        std::thread::sleep(Duration::from_millis(10));
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
    let gm_count = Arc::new(AtomicUsize::new(0));
    let gm_writes = {
        let (addr, table, gm, count) = (a_addr.clone(), table.clone(), gm.clone(), gm_count.clone());
        std::thread::spawn(move || chatter(addr, table, gm, "gm", 60, count))
    };
    let player_writes: Vec<_> = players
        .iter()
        .zip(["ana", "bea"])
        .map(|(token, who)| {
            let (addr, table, token) = (b_addr.clone(), table.clone(), token.clone());
            std::thread::spawn(move || chatter(addr, table, token, who, 40, Default::default()))
        })
        .collect();

    // A dies while the GM writes through it, and comes back on the same database.
    while gm_count.load(Ordering::SeqCst) < 10 {
        std::thread::sleep(Duration::from_millis(5));
    }
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
    assert_eq!(acked.len(), 140);
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
