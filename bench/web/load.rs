//! Load benchmark of the web table (not a test): N clients on loopback post PORTAL rolls while
//! M listeners follow the table's event stream. Reports rolls/s, p50/p99 latency and whether
//! every listener received every event exactly once, in order.
//!
//! `cargo run --release -p tirada-web --example load -- [--clients N] [--listeners M]
//! [--rolls R] [--url http://HOST:PORT | --same-process]`. Without --url it starts its own
//! server on a temporary SQLite file, in a separate process (this program run with `--serve`)
//! so the server and the load generator do not share one runtime; `--same-process` runs it
//! on this program's runtime instead. Bounded: N×R requests, and every wait has a time limit.

// Each benchmark uses part of what they share.
#[allow(dead_code)]
#[path = "common.rs"]
mod common;

use common::{arg, cpu_seconds, host_of, percentile, Conn, EventStream};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// Follows the stream after `after` until event `last` arrived: the ids received, in order.
/// Reads raw bytes and looks only at `id: N` lines, so 200 listeners cost the generator little.
async fn listen(
    host: String,
    table: String,
    token: String,
    after: i64,
    last: tokio::sync::watch::Receiver<i64>,
    live: std::sync::Arc<std::sync::atomic::AtomicUsize>,
) -> (Vec<i64>, usize) {
    let mut s = EventStream::open(&host, &table, &token, after, "full")
        .await
        .expect("connect");
    let mut ids = Vec::new();
    while let Some(got) = s.next_ids(Duration::from_secs(30)).await {
        for id in got {
            ids.push(id);
            if id == after + 1 {
                live.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
            let want = *last.borrow();
            if want > 0 && id >= want {
                return (ids, s.bytes);
            }
        }
    }
    (ids, s.bytes)
}

/// Runs the server on `db` and prints its address; it stops when its standard input closes.
async fn serve_only(db: String) {
    tokio::spawn(async move {
        tirada_web::serve(&db, "127.0.0.1:0", |a| println!("{a}"))
            .await
            .unwrap()
    });
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    std::thread::spawn(move || {
        let mut sink = [0u8; 64];
        while std::io::Read::read(&mut std::io::stdin(), &mut sink)
            .map(|n| n > 0)
            .unwrap_or(false)
        {}
        let _ = tx.send(());
    });
    let _ = rx.await;
}

/// Starts this program with `--serve` on a temporary database: the child and its address.
fn spawn_server(db: &str) -> (std::process::Child, String) {
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--serve", db])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("start the server");
    let mut addr = String::new();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stdout.take().unwrap()), &mut addr)
        .expect("the server did not start");
    (child, addr.trim().to_string())
}

#[tokio::main]
async fn main() {
    if std::env::args().any(|a| a == "--serve") {
        return serve_only(arg("--serve", "")).await;
    }
    let clients: usize = arg("--clients", "32").parse().unwrap();
    let listeners: usize = arg("--listeners", "200").parse().unwrap();
    let rolls: usize = arg("--rolls", "300").parse().unwrap();
    let mut server = None;
    let mut temp_dir = None;
    let host = match std::env::args().position(|a| a == "--url") {
        Some(_) => host_of(&arg("--url", "")),
        None => {
            let dir = std::env::temp_dir().join(format!("tirada-load-{}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let db = format!("sqlite://{}", dir.join("load.db").display());
            temp_dir = Some(dir);
            if std::env::args().any(|a| a == "--same-process") {
                let (tx, rx) = tokio::sync::oneshot::channel();
                tokio::spawn(async move {
                    tirada_web::serve(&db, "127.0.0.1:0", |a| tx.send(a).unwrap())
                        .await
                        .unwrap()
                });
                rx.await.unwrap().to_string()
            } else {
                let (child, addr) = spawn_server(&db);
                server = Some(child);
                addr
            }
        }
    };
    let mut c = Conn::open(&host).await;
    let (s, t) = c
        .request(
            "POST",
            "/api/tables",
            None,
            &json!({"name": "carga", "system": "portal"}),
        )
        .await;
    assert_eq!(s, 201, "{t}");
    let (table, gm, code) = (
        t["id"].as_str().unwrap().to_string(),
        t["gm_token"].as_str().unwrap().to_string(),
        t["invite_code"].as_str().unwrap().to_string(),
    );
    // One player and one character per client.
    let mut players = Vec::new();
    for i in 0..clients {
        let (_, j) = c
            .request(
                "POST",
                &format!("/api/tables/{table}/join"),
                None,
                &json!({"invite_code": code, "name": format!("p{i}")}),
            )
            .await;
        let token = j["token"].as_str().unwrap().to_string();
        let (_, ch) = c
            .request(
                "POST",
                &format!("/api/tables/{table}/characters"),
                Some(&token),
                &json!({"nombre": format!("pj{i}"), "estado": {"malestar": 1}}),
            )
            .await;
        players.push((token, ch["id"].as_str().unwrap().to_string()));
    }
    let (_, evs) = c
        .request(
            "GET",
            &format!("/api/tables/{table}/events?format=json"),
            Some(&gm),
            &Value::Null,
        )
        .await;
    let start_seq = evs.as_array().map(|a| a.len() as i64).unwrap_or(0);
    let (last_tx, last_rx) = tokio::sync::watch::channel(0i64);
    let live = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut ls = Vec::new();
    for _ in 0..listeners {
        ls.push(tokio::spawn(listen(
            host.clone(),
            table.clone(),
            gm.clone(),
            start_seq,
            last_rx.clone(),
            live.clone(),
        )));
    }
    // The load starts once every listener is following the stream live: a first event that
    // all of them must receive.
    let (s, v) = c
        .request(
            "POST",
            &format!("/api/tables/{table}/chat"),
            Some(&gm),
            &json!({"text": "empezamos"}),
        )
        .await;
    assert_eq!(s, 201, "{v}");
    let waiting = Instant::now();
    while live.load(std::sync::atomic::Ordering::SeqCst) < listeners && waiting.elapsed() < Duration::from_secs(30) {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let server_pid = server.as_ref().map(|c| c.id());
    let cpu_before = (cpu_seconds(server_pid), cpu_seconds(None));
    let began = Instant::now();
    let mut tasks = Vec::new();
    for (token, cid) in players {
        let (host, table) = (host.clone(), table.clone());
        tasks.push(tokio::spawn(async move {
            let mut c = Conn::open(&host).await;
            let mut lat = Vec::with_capacity(rolls);
            let body = json!({"character_id": cid, "request": {"repetir": "ninguno"}});
            for _ in 0..rolls {
                let t0 = Instant::now();
                let (s, v) = c
                    .request("POST", &format!("/api/tables/{table}/rolls"), Some(&token), &body)
                    .await;
                assert_eq!(s, 201, "{v}");
                lat.push(t0.elapsed());
            }
            lat
        }));
    }
    let mut lat = Vec::new();
    for t in tasks {
        lat.extend(t.await.unwrap());
    }
    let elapsed = began.elapsed();
    let cpu = (cpu_seconds(server_pid) - cpu_before.0, cpu_seconds(None) - cpu_before.1);
    let last = start_seq + 1 + (clients * rolls) as i64;
    last_tx.send(last).unwrap();
    // Listeners already past `last` returned; wake the others with one more event.
    let (_, _) = c
        .request(
            "POST",
            &format!("/api/tables/{table}/chat"),
            Some(&gm),
            &json!({"text": "fin"}),
        )
        .await;
    let mut complete = 0;
    let (mut stream_bytes, mut stream_events) = (0, 0);
    for l in ls {
        let (ids, n) = l.await.unwrap();
        stream_bytes += n;
        stream_events += ids.len();
        let expected: Vec<i64> = (start_seq + 1..=ids.last().copied().unwrap_or(0).max(last)).collect();
        if ids.len() >= expected.len() && ids[..expected.len()] == expected[..] {
            complete += 1;
        }
    }
    lat.sort();
    let n = lat.len();
    println!("clients {clients}, listeners {listeners}, rolls {n}");
    println!("rolls/s {:.0}", n as f64 / elapsed.as_secs_f64());
    println!(
        "latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        percentile(&lat, 0.5).as_secs_f64() * 1e3,
        percentile(&lat, 0.99).as_secs_f64() * 1e3,
        lat[n - 1].as_secs_f64() * 1e3
    );
    println!("listeners that received every event once, in order: {complete}/{listeners}");
    if let Some(per_event) = stream_bytes.checked_div(stream_events) {
        println!("stream bytes per event and listener: {per_event}");
    }
    // CPU per roll depends far less than rolls/s on what else the machine is doing.
    let per_roll = |s: f64| s * 1e3 / n as f64;
    match server_pid {
        Some(_) => println!(
            "cpu per roll: server {:.3} ms, load generator {:.3} ms",
            per_roll(cpu.0),
            per_roll(cpu.1)
        ),
        None => println!("cpu per roll (server and load generator): {:.3} ms", per_roll(cpu.1)),
    }
    if let Some(mut child) = server {
        // Closing its standard input stops the server.
        drop(child.stdin.take());
        let _ = child.wait();
    }
    if let Some(dir) = temp_dir {
        let _ = std::fs::remove_dir_all(dir);
    }
}
