//! Hosting benchmark (issue #19; not a test): many small tables at once, as a club's server
//! sees them. T PORTAL tables, each with L listeners on its event stream and W writers posting
//! rolls at a human pace, spread over one or more running `tirada serve` instances (a table's
//! listeners and writers on all of them, so events cross from one instance to the other).
//!
//! Reports rolls/s, the latency from a roll's POST to its receipt by every listener of the
//! table (p50/p99/max), whether every listener received every event of its table once and in
//! order, the servers' resident memory before and after the streams opened (per open stream),
//! and CPU time per roll of the servers, of PostgreSQL and of this generator (from /proc).
//!
//! `bench/web/hosting.sh sqlite|postgres [options]` starts the servers and runs this program:
//! `--url http://HOST:PORT` (repeated, one per instance), `--pid PID` (repeated: the servers,
//! for /proc), `--pg-pid PID` (the postmaster), `--tables 1000`, `--listeners 5`,
//! `--writers 2`, `--rate 500` (target rolls/s over all writers: each writer rolls every
//! T×W/rate seconds on average, jittered ±50 %), `--seconds 60`, `--wire compact` (the
//! streams' form; `full` for the contract's default). The servers run with
//! `--detras-de-proxy` and each table's people come from their own `X-Forwarded-For`
//! address, so the limits on anonymous work per address (table creation, joins) apply to each
//! table as they would to real clients.

// Each benchmark uses part of what they share.
#[allow(dead_code)]
#[path = "common.rs"]
mod common;

use common::*;
use serde_json::json;
use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;
use tokio::task::JoinSet;

/// A table as set up: its id, its client address, and its members (the GM first) with the
/// character of each writer.
struct Table {
    id: String,
    forwarded: String,
    members: Vec<(String, Option<String>)>,
}

/// What one listener heard: every event id with the moment it arrived, and the bytes read.
struct Heard {
    table: usize,
    ids: Vec<(i64, Instant)>,
    bytes: usize,
}

/// One acknowledged roll: the table, its event number, when its POST was sent and how long
/// the answer took.
struct Sent {
    table: usize,
    seq: i64,
    at: Instant,
    answer: Duration,
}

/// Creates table `t` through `host`: a GM, `players` who join (the first `writers` of them
/// with a character each).
async fn set_up(host: String, t: usize, players: usize, writers: usize) -> Table {
    let mut c = Conn::open(&host).await;
    let forwarded = format!("10.{}.{}.{}", (t >> 16) & 255, (t >> 8) & 255, t & 255);
    c.forwarded = Some(forwarded.clone());
    // Every write is checked: a refusal stops the benchmark with its reason.
    let refused = |e: String| -> ! { panic!("table {t}: {e}") };
    let v = c
        .send(
            "POST",
            "/api/tables",
            None,
            &json!({"name": format!("mesa {t}"), "system": "portal"}),
        )
        .await
        .unwrap_or_else(|e| refused(e));
    let id = v["id"].as_str().unwrap().to_string();
    let mut members = vec![(v["gm_token"].as_str().unwrap().to_string(), None)];
    for p in 0..players {
        let join = json!({"invite_code": v["invite_code"], "name": format!("p{p}")});
        let j = c
            .send("POST", &format!("/api/tables/{id}/join"), None, &join)
            .await
            .unwrap_or_else(|e| refused(e));
        let token = j["token"].as_str().unwrap().to_string();
        let mut character = None;
        if p < writers {
            let body = json!({"nombre": format!("pj{p}"), "estado": {"malestar": 1}});
            let ch = c
                .send("POST", &format!("/api/tables/{id}/characters"), Some(&token), &body)
                .await
                .unwrap_or_else(|e| refused(e));
            character = Some(ch["id"].as_str().unwrap().to_string());
        }
        members.push((token, character));
    }
    Table { id, forwarded, members }
}

/// Follows table `t`'s stream from its first event until `last[t]` (once known) arrived, or
/// the stream was silent for 20 s; `seen` is the highest id heard so far.
async fn listen(
    wire: &'static str,
    host: String,
    t: usize,
    table: String,
    token: String,
    seen: Arc<AtomicI64>,
    last: Arc<Vec<AtomicI64>>,
) -> Heard {
    let mut heard = Heard {
        table: t,
        ids: Vec::new(),
        bytes: 0,
    };
    let mut s = match EventStream::open(&host, &table, &token, 0, wire).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("hosting: table {t}: {e}");
            return heard;
        }
    };
    while let Some(got) = s.next_ids(Duration::from_secs(20)).await {
        let now = Instant::now();
        for id in got {
            heard.ids.push((id, now));
            seen.fetch_max(id, Ordering::SeqCst);
        }
        let want = last[t].load(Ordering::SeqCst);
        if want > 0 && seen.load(Ordering::SeqCst) >= want {
            break;
        }
    }
    heard.bytes = s.bytes;
    heard
}

/// A small deterministic generator for the writers' jitter.
fn next_random(state: &mut u64) -> f64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    (*state >> 11) as f64 / (1u64 << 53) as f64
}

/// Posts rolls for `character` at a person's pace, about one every `gap`, from a random
/// moment in the first gap until `end`: each POST waits for the previous answer, as a person
/// waits for their dice. The rolls acknowledged, and the statuses of the others.
async fn write(
    mut c: Conn,
    t: usize,
    table: String,
    token: String,
    character: String,
    gap: Duration,
    end: Instant,
) -> (Vec<Sent>, Vec<u16>) {
    let mut rng = 0x9E37_79B9_7F4A_7C15u64 ^ ((t as u64 + 1) * 0x1000_0000_01B3) ^ character.len() as u64;
    for b in character.bytes() {
        rng = rng.rotate_left(5) ^ u64::from(b);
    }
    rng |= 1;
    let body = json!({"character_id": character, "request": {"repetir": "ninguno"}});
    let path = format!("/api/tables/{table}/rolls");
    let (mut sent, mut failed) = (Vec::new(), Vec::new());
    let mut next = Instant::now() + gap.mul_f64(next_random(&mut rng));
    while next < end {
        tokio::time::sleep_until(next.into()).await;
        let at = Instant::now();
        let (s, v) = c.request("POST", &path, Some(&token), &body).await;
        match v["seq"].as_i64() {
            Some(seq) if s == 201 => sent.push(Sent {
                table: t,
                seq,
                at,
                answer: at.elapsed(),
            }),
            // 0: the connection broke; the next roll goes on a new one.
            _ if s == 0 => {
                failed.push(0);
                c = c.reconnect().await;
            }
            _ => failed.push(s),
        }
        // A person who waited long for the answer does not roll twice as fast to catch up.
        next = next.max(Instant::now()) + gap.mul_f64(0.5 + next_random(&mut rng));
    }
    (sent, failed)
}

/// The summed resident memory of the servers.
fn servers_rss(pids: &[u32]) -> u64 {
    pids.iter().map(|p| rss_bytes(*p)).sum()
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1 << 20) as f64
}

/// CPU seconds of (the servers, PostgreSQL, this program).
fn cpu_now(pids: &[u32], pg: Option<u32>) -> (f64, f64, f64) {
    (
        pids.iter().map(|p| cpu_seconds(Some(*p))).sum(),
        pg.map_or(0.0, cpu_seconds_with_children),
        cpu_seconds(None),
    )
}

/// Posts a chat line as the GM at every table (through its first host): each table's event
/// number.
async fn chat_everywhere(hosts: &[String], tables: &Arc<Vec<Table>>, text: &str) -> Vec<i64> {
    let limit = Arc::new(Semaphore::new(32));
    let mut set = JoinSet::new();
    for t in 0..tables.len() {
        let (host, tables, limit, text) = (
            hosts[t % hosts.len()].clone(),
            tables.clone(),
            limit.clone(),
            text.to_string(),
        );
        set.spawn(async move {
            let _permit = limit.acquire().await;
            let table = &tables[t];
            let mut c = Conn::open(&host).await;
            let path = format!("/api/tables/{}/chat", table.id);
            let v = c
                .send("POST", &path, Some(&table.members[0].0), &json!({ "text": text }))
                .await
                .unwrap_or_else(|e| panic!("table {t}: {e}"));
            (
                t,
                v["event_id"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .expect("an event id"),
            )
        });
    }
    let mut seqs = vec![0; tables.len()];
    while let Some(done) = set.join_next().await {
        let (t, seq) = done.unwrap();
        seqs[t] = seq;
    }
    seqs
}

/// The allocator `tirada serve` ships with (`crates/cli/src/main.rs`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() {
    let hosts: Vec<String> = args("--url").iter().map(|u| host_of(u)).collect();
    assert!(
        !hosts.is_empty(),
        "--url http://HOST:PORT (bench/web/hosting.sh starts the servers)"
    );
    let pids: Vec<u32> = args("--pid").iter().map(|p| p.parse().expect("--pid PID")).collect();
    let pg: Option<u32> = args("--pg-pid").first().map(|p| p.parse().expect("--pg-pid PID"));
    let n_tables: usize = arg("--tables", "1000").parse().unwrap();
    let listeners: usize = arg("--listeners", "5").parse().unwrap();
    let writers: usize = arg("--writers", "2").parse().unwrap();
    let rate: f64 = arg("--rate", "500").parse().unwrap();
    let seconds: f64 = arg("--seconds", "60").parse().unwrap();
    // The stream's form: `compact`, as the table page asks for it, or `full` (the default of
    // the contract).
    let wire: &'static str = if arg("--wire", "compact") == "full" {
        "full"
    } else {
        "compact"
    };
    // Listeners are the GM and the players, one each while there are enough of them.
    let players = writers.max(listeners.saturating_sub(1));
    let gap = Duration::from_secs_f64((n_tables * writers) as f64 / rate);
    println!(
        "{n_tables} tables × {listeners} listeners ({} {wire} streams), {writers} writers each (a roll every {:.1} s each), target {rate} rolls/s for {seconds} s, {} server(s)",
        n_tables * listeners,
        gap.as_secs_f64(),
        hosts.len()
    );

    let setting_up = Instant::now();
    let limit = Arc::new(Semaphore::new(16));
    let mut set = JoinSet::new();
    for t in 0..n_tables {
        let (host, limit) = (hosts[t % hosts.len()].clone(), limit.clone());
        set.spawn(async move {
            let _permit = limit.acquire().await;
            (t, set_up(host, t, players, writers).await)
        });
    }
    let mut made: Vec<Option<Table>> = (0..n_tables).map(|_| None).collect();
    while let Some(done) = set.join_next().await {
        let (t, table) = done.unwrap();
        made[t] = Some(table);
    }
    let tables: Arc<Vec<Table>> = Arc::new(made.into_iter().map(Option::unwrap).collect());
    let rss_before = servers_rss(&pids);
    println!(
        "set up in {:.1} s; servers' memory before the streams: {:.0} MiB",
        setting_up.elapsed().as_secs_f64(),
        mib(rss_before)
    );

    // The streams: a table's listeners take turns over the servers.
    let last: Arc<Vec<AtomicI64>> = Arc::new((0..n_tables).map(|_| AtomicI64::new(0)).collect());
    let mut streams = Vec::new();
    for t in 0..n_tables {
        for i in 0..listeners {
            let seen = Arc::new(AtomicI64::new(0));
            let token = tables[t].members[i % tables[t].members.len()].0.clone();
            let host = hosts[(t + i) % hosts.len()].clone();
            let task = tokio::spawn(listen(
                wire,
                host,
                t,
                tables[t].id.clone(),
                token,
                seen.clone(),
                last.clone(),
            ));
            streams.push((t, seen, task));
            // The servers' accept queues are finite: open them a hundred at a time.
            if streams.len() % 100 == 0 {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
    // Every listener is live once it heard an event posted after all of them connected.
    let start = chat_everywhere(&hosts, &tables, "empezamos").await;
    let waiting = Instant::now();
    let live = |streams: &[(usize, Arc<AtomicI64>, _)]| {
        streams
            .iter()
            .filter(|(t, seen, _)| seen.load(Ordering::SeqCst) >= start[*t])
            .count()
    };
    while live(&streams) < streams.len() && waiting.elapsed() < Duration::from_secs(120) {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let rss_streams = servers_rss(&pids);
    println!(
        "{} of {} streams live after {:.1} s; servers' memory {:.0} MiB: {:.1} KiB more per open stream",
        live(&streams),
        streams.len(),
        waiting.elapsed().as_secs_f64(),
        mib(rss_streams),
        rss_streams.saturating_sub(rss_before) as f64 / 1024.0 / streams.len().max(1) as f64
    );

    // The writers' connections, then the load.
    let mut conns = Vec::new();
    for t in 0..n_tables {
        for w in 0..writers {
            let mut c = Conn::open(&hosts[(t + w) % hosts.len()]).await;
            c.forwarded = Some(tables[t].forwarded.clone());
            conns.push((t, w, c));
        }
    }
    let peak = Arc::new(AtomicU64::new(rss_streams));
    let sampler = {
        let (peak, pids) = (peak.clone(), pids.clone());
        tokio::spawn(async move {
            loop {
                peak.fetch_max(servers_rss(&pids), Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        })
    };
    let cpu_before = cpu_now(&pids, pg);
    let began = Instant::now();
    let end = began + Duration::from_secs_f64(seconds);
    let mut tasks = Vec::new();
    for (t, w, c) in conns {
        let (token, character) = tables[t].members[1 + w].clone();
        let character = character.expect("a writer has a character");
        tasks.push(tokio::spawn(write(
            c,
            t,
            tables[t].id.clone(),
            token,
            character,
            gap,
            end,
        )));
    }
    let (mut sent, mut failed) = (Vec::new(), Vec::new());
    for task in tasks {
        let (s, f) = task.await.unwrap();
        sent.extend(s);
        failed.extend(f);
    }
    let elapsed = began.elapsed();
    let cpu = cpu_now(&pids, pg);
    sampler.abort();
    let rss_end = servers_rss(&pids);

    // A last event at every table; each listener stops once it has it.
    let finals = chat_everywhere(&hosts, &tables, "fin").await;
    for (t, f) in finals.iter().enumerate() {
        last[t].store(*f, Ordering::SeqCst);
    }
    let mut heard = Vec::new();
    for (_, _, task) in streams {
        heard.push(task.await.unwrap());
    }

    // Every listener's ids must be exactly 1..=final: each event once, in order.
    let complete = heard
        .iter()
        .filter(|h| h.ids.iter().map(|(id, _)| *id).eq(1..=finals[h.table]))
        .count();
    let at: HashMap<(usize, i64), Instant> = sent.iter().map(|s| ((s.table, s.seq), s.at)).collect();
    let mut lat: Vec<Duration> = heard
        .iter()
        .flat_map(|h| {
            h.ids
                .iter()
                .filter_map(|(id, when)| Some(*when - *at.get(&(h.table, *id))?))
        })
        .collect();
    lat.sort();
    let mut answers: Vec<Duration> = sent.iter().map(|s| s.answer).collect();
    answers.sort();
    let n = sent.len();
    let (bytes, events): (usize, usize) = heard.iter().fold((0, 0), |(b, e), h| (b + h.bytes, e + h.ids.len()));

    println!(
        "rolls {n} in {:.1} s: {:.0} rolls/s (target {rate}); refused or failed: {}{}",
        elapsed.as_secs_f64(),
        n as f64 / elapsed.as_secs_f64(),
        failed.len(),
        if failed.is_empty() {
            String::new()
        } else {
            format!(" (statuses {:?})", summary(&failed))
        }
    );
    println!(
        "latency from POST to each listener's receipt ({} receipts of {} expected): p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        lat.len(),
        n * listeners,
        ms(percentile(&lat, 0.5)),
        ms(percentile(&lat, 0.99)),
        ms(lat.last().copied().unwrap_or_default())
    );
    println!(
        "latency from POST to its answer: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(percentile(&answers, 0.5)),
        ms(percentile(&answers, 0.99)),
        ms(answers.last().copied().unwrap_or_default())
    );
    println!(
        "listeners that received every event of their table once, in order: {complete}/{}",
        heard.len()
    );
    println!(
        "servers' memory: {:.0} MiB before the streams, {:.0} MiB with them open, {:.0} MiB at the end, {:.0} MiB at most",
        mib(rss_before),
        mib(rss_streams),
        mib(rss_end),
        mib(peak.load(Ordering::SeqCst).max(rss_end))
    );
    if let Some(per_event) = bytes.checked_div(events) {
        println!("stream bytes per event and listener: {per_event}");
    }
    // CPU per roll depends far less than rolls/s on what else the machine is doing.
    let per_roll = |s: f64| s * 1e3 / n.max(1) as f64;
    println!(
        "cpu per roll: servers {:.3} ms, postgres {:.3} ms, load generator {:.3} ms",
        per_roll(cpu.0 - cpu_before.0),
        per_roll(cpu.1 - cpu_before.1),
        per_roll(cpu.2 - cpu_before.2)
    );
}

/// How many times each status occurred.
fn summary(statuses: &[u16]) -> Vec<(u16, usize)> {
    let mut counts: HashMap<u16, usize> = HashMap::new();
    for s in statuses {
        *counts.entry(*s).or_default() += 1;
    }
    let mut v: Vec<_> = counts.into_iter().collect();
    v.sort();
    v
}
