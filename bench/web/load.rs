//! Load benchmark of the web table (not a test): N clients on loopback post PORTAL rolls while
//! M listeners follow the table's event stream, beside a baseline of the same rolls with no
//! listener. Reports rolls/s, the latency from a roll's POST to its answer and to its receipt
//! by every listener, whether every listener received every event exactly once, in order, and
//! the CPU time per roll of the server and of the generator — and from the two runs, the
//! server's CPU per listener and event.
//!
//! `cargo run --release -p tirada-web --example load -- [--clients N] [--listeners M]
//! [--rolls R] [--wire full|compact] [--no-baseline] [--url http://HOST:PORT | --same-process]`.
//! Without --url it starts its own server on a temporary SQLite file, in a separate process
//! (this program run with `--serve`) so the server and the load generator do not share one
//! runtime; `--same-process` runs it on this program's runtime instead. Its limits per
//! address are lifted (`tirada serve --sin-limites`): every client here comes from one
//! address. A server given with --url must be started so too.
//!
//! Every request is checked: a refused one stops the run, said in words (a 429 as the
//! server's limits), and one whose connection broke first (the server closes a connection
//! idle for 10 s) is sent again on a fresh connection. Bounded: N×R rolls, and every wait
//! has a time limit.

// Each benchmark uses part of what they share.
#[allow(dead_code)]
#[path = "common.rs"]
mod common;

use common::{arg, cpu_seconds, host_of, ms, percentile, Conn, EventStream};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// How long a listener waits for the last event once it is known.
const LAST_WAIT: Duration = Duration::from_secs(60);

/// What one listener heard: each event id with when it arrived, and the bytes read.
struct Heard {
    ids: Vec<(i64, Instant)>,
    bytes: usize,
}

/// Follows the stream after `after` until event `last` (once known) arrived: the ids received,
/// in order. Reads raw bytes and looks only at `id: N` lines, so 200 listeners cost the
/// generator little.
async fn listen(
    host: String,
    path: (String, String, &'static str),
    after: i64,
    mut last: watch::Receiver<i64>,
    live: Arc<AtomicUsize>,
) -> Result<Heard, String> {
    let (table, token, wire) = path;
    // A busy table's listener gets ~100 KB a write.
    let mut s = EventStream::open(&host, &table, &token, after, wire)
        .await?
        .reading(1 << 17);
    let mut heard = Heard {
        ids: Vec::new(),
        bytes: 0,
    };
    let mut deadline = None;
    loop {
        let want = *last.borrow_and_update();
        if want > 0 {
            if heard.ids.last().is_some_and(|(id, _)| *id >= want) {
                break;
            }
            let at = *deadline.get_or_insert_with(|| tokio::time::Instant::now() + LAST_WAIT);
            if tokio::time::Instant::now() >= at {
                break;
            }
        }
        tokio::select! {
            got = s.next_ids(Duration::from_secs(30)) => {
                let Some(got) = got else { break };
                let now = Instant::now();
                for id in got {
                    if id == after + 1 {
                        live.fetch_add(1, Ordering::SeqCst);
                    }
                    heard.ids.push((id, now));
                }
            }
            _ = last.changed() => {}
            _ = tokio::time::sleep(Duration::from_secs(1)), if want > 0 => {}
        }
    }
    heard.bytes = s.bytes;
    Ok(heard)
}

/// Runs the server on `db` and prints its address; it stops when its standard input closes.
async fn serve_only(db: String) {
    tokio::spawn(async move { serve(&db, |a| println!("{a}")).await });
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

/// The server on `db`, on a free port, its limits per address lifted.
async fn serve(db: &str, ready: impl FnOnce(std::net::SocketAddr)) {
    let options = tirada_web::ServeOptions {
        limits: tirada_web::http::limits::Limits {
            lifted: true,
            ..Default::default()
        },
        ..Default::default()
    };
    if let Err(e) = tirada_web::serve_with(db, "127.0.0.1:0", options, ready).await {
        eprintln!("load: the server stopped: {e}");
        std::process::exit(1);
    }
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

/// One run: a new table, `clients` players posting `rolls` rolls each, `listeners` streams.
struct Run {
    clients: usize,
    listeners: usize,
    rolls: usize,
    elapsed: Duration,
    /// From each roll's POST to its answer.
    answers: Vec<Duration>,
    /// From each roll's POST to its receipt by each listener.
    receipts: Vec<Duration>,
    complete: usize,
    stream_bytes: usize,
    stream_events: usize,
    /// CPU seconds of the server (when known) and of this program during the rolls.
    cpu: (Option<f64>, f64),
}

async fn run(
    host: &str,
    server: Option<u32>,
    clients: usize,
    listeners: usize,
    rolls: usize,
    wire: &'static str,
) -> Result<Run, String> {
    let mut c = Conn::open(host).await;
    let t = c
        .send(
            "POST",
            "/api/tables",
            None,
            &json!({"name": "carga", "system": "portal"}),
        )
        .await?;
    let field = |v: &Value, k: &str| v[k].as_str().map(str::to_string).ok_or(format!("no «{k}» in {v}"));
    let (table, gm, code) = (field(&t, "id")?, field(&t, "gm_token")?, field(&t, "invite_code")?);
    // One player and one character per client.
    let mut players = Vec::new();
    for i in 0..clients {
        let j = c
            .send(
                "POST",
                &format!("/api/tables/{table}/join"),
                None,
                &json!({"invite_code": code, "name": format!("p{i}")}),
            )
            .await?;
        let token = field(&j, "token")?;
        let ch = c
            .send(
                "POST",
                &format!("/api/tables/{table}/characters"),
                Some(&token),
                &json!({"nombre": format!("pj{i}"), "estado": {"malestar": 1}}),
            )
            .await?;
        players.push((token, field(&ch, "id")?));
    }
    let evs = c
        .send(
            "GET",
            &format!("/api/tables/{table}/events?format=json"),
            Some(&gm),
            &Value::Null,
        )
        .await?;
    let start_seq = evs.as_array().map_or(0, |a| a.len() as i64);
    let (last_tx, last_rx) = watch::channel(0i64);
    let live = Arc::new(AtomicUsize::new(0));
    let mut ls = Vec::new();
    for _ in 0..listeners {
        let path = (table.clone(), gm.clone(), wire);
        let task = listen(host.to_string(), path, start_seq, last_rx.clone(), live.clone());
        ls.push(tokio::spawn(task));
    }
    // The load starts once every listener is following the stream live: a first event that
    // all of them must receive.
    let chat = format!("/api/tables/{table}/chat");
    c.send("POST", &chat, Some(&gm), &json!({"text": "empezamos"})).await?;
    let waiting = Instant::now();
    while live.load(Ordering::SeqCst) < listeners && waiting.elapsed() < Duration::from_secs(30) {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    if live.load(Ordering::SeqCst) < listeners {
        eprintln!(
            "load: only {} of {listeners} listeners live after 30 s; the rolls start anyway",
            live.load(Ordering::SeqCst)
        );
    }
    let cpu_before = (server.map(|p| cpu_seconds(Some(p))), cpu_seconds(None));
    let began = Instant::now();
    let mut tasks = Vec::new();
    for (token, cid) in players {
        let (host, path) = (host.to_string(), format!("/api/tables/{table}/rolls"));
        tasks.push(tokio::spawn(async move {
            let mut c = Conn::open(&host).await;
            let mut sent = Vec::with_capacity(rolls);
            let body = json!({"character_id": cid, "request": {"repetir": "ninguno"}});
            for _ in 0..rolls {
                let t0 = Instant::now();
                let v = c.send("POST", &path, Some(&token), &body).await?;
                let seq = v["seq"].as_i64().ok_or(format!("a roll's answer without «seq»: {v}"))?;
                sent.push((seq, t0, t0.elapsed()));
            }
            Ok::<_, String>(sent)
        }));
    }
    let mut sent = Vec::new();
    for t in tasks {
        sent.extend(t.await.map_err(|e| e.to_string())??);
    }
    let elapsed = began.elapsed();
    let cpu = (
        server.zip(cpu_before.0).map(|(p, b)| cpu_seconds(Some(p)) - b),
        cpu_seconds(None) - cpu_before.1,
    );
    // The last event: every listener stops once it has it. The setup's connection has been
    // idle through the rolls, so the server may have closed it: `send` sends again.
    let fin = c.send("POST", &chat, Some(&gm), &json!({"text": "fin"})).await?;
    let last = fin["event_id"]
        .as_str()
        .and_then(|s| s.parse::<i64>().ok())
        .ok_or(format!("a chat's answer without «event_id»: {fin}"))?;
    last_tx.send_replace(last);
    let posted: HashMap<i64, Instant> = sent.iter().map(|(seq, at, _)| (*seq, *at)).collect();
    let mut out = Run {
        clients,
        listeners,
        rolls: sent.len(),
        elapsed,
        answers: sent.iter().map(|(_, _, d)| *d).collect(),
        receipts: Vec::new(),
        complete: 0,
        stream_bytes: 0,
        stream_events: 0,
        cpu,
    };
    for l in ls {
        let heard = l.await.map_err(|e| e.to_string())??;
        out.stream_bytes += heard.bytes;
        out.stream_events += heard.ids.len();
        if heard.ids.iter().map(|(id, _)| *id).eq(start_seq + 1..=last) {
            out.complete += 1;
        }
        let receipts = heard.ids.iter().filter_map(|(id, when)| Some(*when - *posted.get(id)?));
        out.receipts.extend(receipts);
    }
    out.answers.sort();
    out.receipts.sort();
    Ok(out)
}

impl Run {
    /// Server CPU per roll in ms, when the server's process is known.
    fn server_ms(&self) -> Option<f64> {
        self.cpu.0.map(|s| s * 1e3 / self.rolls.max(1) as f64)
    }

    fn print(&self) {
        let (n, l) = (self.rolls, self.listeners);
        println!("clients {}, listeners {l}, rolls {n}", self.clients);
        println!("rolls/s {:.0}", n as f64 / self.elapsed.as_secs_f64());
        let p = |v: &[Duration]| {
            format!(
                "p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                ms(percentile(v, 0.5)),
                ms(percentile(v, 0.99)),
                ms(v.last().copied().unwrap_or_default())
            )
        };
        println!("latency from POST to its answer: {}", p(&self.answers));
        if l > 0 {
            println!(
                "latency from POST to each listener's receipt ({} of {}): {}",
                self.receipts.len(),
                n * l,
                p(&self.receipts)
            );
            println!(
                "listeners that received every event once, in order: {}/{l}",
                self.complete
            );
        }
        if let Some(per_event) = self.stream_bytes.checked_div(self.stream_events) {
            println!("stream bytes per event and listener: {per_event}");
        }
        // CPU per roll depends far less than rolls/s on what else the machine is doing.
        let generator = self.cpu.1 * 1e3 / n.max(1) as f64;
        match self.server_ms() {
            Some(server) => println!("cpu per roll: server {server:.3} ms, load generator {generator:.3} ms"),
            None => println!("cpu per roll (server and load generator): {generator:.3} ms"),
        }
    }
}

/// The load average of the last minute, from /proc.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

async fn bench(host: &str, server: Option<u32>) -> Result<(), String> {
    let number = |name: &str, default: &str| {
        arg(name, default)
            .parse::<usize>()
            .map_err(|_| format!("{name} takes a whole number, not «{}»", arg(name, default)))
    };
    let clients = number("--clients", "48")?;
    let listeners = number("--listeners", "200")?;
    let rolls = number("--rolls", "300")?;
    let wire = if arg("--wire", "full") == "compact" {
        "compact"
    } else {
        "full"
    };
    let baseline = listeners > 0 && !std::env::args().any(|a| a == "--no-baseline");
    let mut base = None;
    if baseline {
        println!("== baseline, no listener (load average {})", load_average());
        let b = run(host, server, clients, 0, rolls, wire).await?;
        b.print();
        base = Some(b);
    }
    println!("== {listeners} listeners (load average {})", load_average());
    let r = run(host, server, clients, listeners, rolls, wire).await?;
    r.print();
    println!("load average after: {}", load_average());
    if let Some((with, without)) = r.server_ms().zip(base.as_ref().and_then(Run::server_ms)) {
        println!(
            "server cpu per listener and event: {:.2} µs",
            (with - without) * 1e3 / listeners as f64
        );
    }
    Ok(())
}

/// The allocator `tirada serve` ships with (`crates/cli/src/main.rs`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() {
    if std::env::args().any(|a| a == "--serve") {
        return serve_only(arg("--serve", "")).await;
    }
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
                tokio::spawn(async move { serve(&db, |a| tx.send(a).unwrap()).await });
                rx.await.unwrap().to_string()
            } else {
                let (child, addr) = spawn_server(&db);
                server = Some(child);
                addr
            }
        }
    };
    let outcome = bench(&host, server.as_ref().map(|c| c.id())).await;
    if let Some(mut child) = server {
        // Closing its standard input stops the server.
        drop(child.stdin.take());
        let _ = child.wait();
    }
    if let Some(dir) = temp_dir {
        let _ = std::fs::remove_dir_all(dir);
    }
    if let Err(e) = outcome {
        eprintln!("load: {e}");
        std::process::exit(1);
    }
}
