//! Load benchmark of the Discord bridge (not a test): signed interactions posted to
//! `POST /discord/interactions` at a fixed rate, all to one table (PORTAL rolls of many linked
//! players and `/r` dice rolls), against a loopback Discord. Reports the rate reached, the time
//! from each interaction's due moment to its answer (p50, p99, max; Discord waits 3 s), how
//! many were answered at once or deferred, and whether every one is a roll of the table's log.
//!
//! `cargo run --release -p tirada-web --example discord_load -- [--rate 200] [--seconds 30]
//! [--players 16] [--connections 64]`. The server runs in its own process (this program with
//! `--serve`) on a temporary SQLite file. Bounded: rate × seconds interactions, every wait
//! with a time limit.

#[allow(dead_code)]
#[path = "../web/common.rs"]
mod common;
#[path = "../../crates/web/tests/common/discord.rs"]
mod fake;

use common::{arg, cpu_seconds, ms, percentile, Conn};
use fake::{command, interaction, opt, sub, Fake};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// Runs the server with the bridge on `db`, talking to Discord at `api`, and prints its
/// address; it stops when its standard input closes.
async fn serve_only(db: String, api: String) {
    let options = tirada_web::ServeOptions {
        // The players join from simulated addresses (`X-Forwarded-For`), each within the
        // joins' limit.
        limits: tirada_web::http::limits::Limits {
            trust_proxy: true,
            ..Default::default()
        },
        discord: Some(tirada_web::discord::DiscordOptions {
            public_key: Some(fake::PUBLIC.into()),
            gateway: false,
            api,
            token: Some(fake::BOT_TOKEN.into()),
        }),
        ..Default::default()
    };
    tokio::spawn(async move {
        tirada_web::serve_with(&db, "127.0.0.1:0", options, |a| println!("{a}"))
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

/// Player `i`'s Discord user id (a snowflake, as Discord's are).
fn user_id(i: usize) -> String {
    (1000 + i).to_string()
}

/// A signed interaction: (status, answer).
async fn signed(c: &mut Conn, body: &Value) -> (u16, Value) {
    let text = body.to_string();
    let ts = fake::now().to_string();
    let sig = fake::sign(&ts, text.as_bytes());
    c.post_raw(
        "/discord/interactions",
        &[("X-Signature-Ed25519", &sig), ("X-Signature-Timestamp", &ts)],
        &text,
    )
    .await
}

#[tokio::main]
async fn main() {
    if std::env::args().any(|a| a == "--serve") {
        let a: Vec<String> = std::env::args().collect();
        let at = a.iter().position(|x| x == "--serve").unwrap();
        return serve_only(a[at + 1].clone(), a[at + 2].clone()).await;
    }
    let rate: f64 = arg("--rate", "200").parse().unwrap();
    let seconds: f64 = arg("--seconds", "30").parse().unwrap();
    let players: usize = arg("--players", "16").parse().unwrap();
    let connections: usize = arg("--connections", "64").parse().unwrap();
    let discord = Fake::start().await;
    let dir = std::env::temp_dir().join(format!("tirada-discord-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = format!("sqlite://{}", dir.join("load.db").display());
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--serve", &db, &discord.base])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("start the server");
    let mut host = String::new();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stdout.take().unwrap()), &mut host).unwrap();
    let host = host.trim().to_string();
    let mut c = Conn::open(&host).await;
    let new = json!({"name": "carga", "system": "portal", "settings": {"players_set_difficulty": true}});
    let (s, t) = c.request("POST", "/api/tables", None, &new).await;
    assert_eq!(s, 201, "{t}");
    let (table, gm, invite) = (
        t["id"].as_str().unwrap().to_string(),
        t["gm_token"].as_str().unwrap().to_string(),
        t["invite_code"].as_str().unwrap().to_string(),
    );
    let channel = fake::snowflake();
    let (_, code) = c
        .request(
            "POST",
            &format!("/api/tables/{table}/discord/codes"),
            Some(&gm),
            &json!({"kind": "channel"}),
        )
        .await;
    let link = command("mesa", sub("vincular", json!([opt("codigo", code["code"].clone())])));
    let (s, v) = signed(&mut c, &interaction(2, &channel, "100", "es-ES", link)).await;
    assert_eq!(s, 200, "{v}");
    // Players, each a linked Discord user with a character.
    for i in 0..players {
        c.forwarded = Some(format!("10.9.{}.{}", i / 250, i % 250 + 1));
        let (_, j) = c
            .request(
                "POST",
                &format!("/api/tables/{table}/join"),
                None,
                &json!({"invite_code": invite, "name": format!("p{i}")}),
            )
            .await;
        let token = j["token"].as_str().unwrap().to_string();
        let sheet = json!({"nombre": format!("pj{i}"), "fortalezas": [{"nombre": "Espada", "nivel": 2}]});
        c.request("POST", &format!("/api/tables/{table}/characters"), Some(&token), &sheet)
            .await;
        let (_, code) = c
            .request(
                "POST",
                &format!("/api/tables/{table}/discord/codes"),
                Some(&token),
                &json!({"kind": "member"}),
            )
            .await;
        let me = command("mesa", sub("yo", json!([opt("codigo", code["code"].clone())])));
        let (s, v) = signed(&mut c, &interaction(2, &channel, &user_id(i), "es-ES", me)).await;
        assert_eq!(s, 200, "{v}");
    }
    let total = (rate * seconds) as usize;
    // The first event the load will add.
    let (_, before) = c
        .request(
            "GET",
            &format!("/api/tables/{table}/events?format=json"),
            Some(&gm),
            &Value::Null,
        )
        .await;
    let first = before.as_array().map_or(0, |a| a.len() as i64) + 1;
    assert!(first > 2 * players as i64, "the log before the load: {before}");
    let interval = Duration::from_secs_f64(1.0 / rate);
    let cpu_before = cpu_seconds(Some(child.id()));
    let began = Instant::now();
    let mut tasks = Vec::new();
    for k in 0..connections {
        let (host, channel) = (host.clone(), channel.clone());
        tasks.push(tokio::spawn(async move {
            let mut c = Conn::open(&host).await;
            let mut out = Vec::new();
            for i in (k..total).step_by(connections) {
                let due = began + interval * i as u32;
                tokio::time::sleep_until(due.into()).await;
                let user = user_id(i % players);
                let data = if i % 2 == 0 {
                    command(
                        "portal",
                        json!([opt("dif", json!(5)), opt("fortaleza", json!("Espada"))]),
                    )
                } else {
                    command("r", json!([opt("expresion", json!("3d10km+7"))]))
                };
                let (s, v) = signed(&mut c, &interaction(2, &channel, &user, "es-ES", data)).await;
                let kind = if s == 200 { v["type"].as_u64().unwrap_or(0) } else { 0 };
                let refused = v["data"]["flags"].as_u64().is_some_and(|f| f & 64 != 0);
                let said = refused.then(|| v["data"]["content"].as_str().unwrap_or("").to_string());
                out.push((due.elapsed(), kind, refused, said));
                if s == 0 {
                    c = c.reconnect().await;
                }
            }
            out
        }));
    }
    let mut results = Vec::new();
    for t in tasks {
        results.extend(t.await.unwrap());
    }
    let elapsed = began.elapsed();
    let cpu = cpu_seconds(Some(child.id())) - cpu_before;
    let mut lat: Vec<Duration> = results.iter().map(|r| r.0).collect();
    lat.sort();
    let at_once = results.iter().filter(|r| r.1 == 4 && !r.2).count();
    let deferred = results.iter().filter(|r| r.1 == 5).count();
    let refused = results.iter().filter(|r| r.2).count();
    let failed = results.iter().filter(|r| r.1 == 0).count();
    if let Some(said) = results.iter().find_map(|r| r.3.clone()) {
        println!("a refusal: {said}");
    }
    let late = lat.iter().filter(|d| **d >= Duration::from_secs(3)).count();
    // Every interaction a roll of the table's log, made through Discord: the events after the
    // setup, one by one, and none after them.
    tokio::time::sleep(Duration::from_secs(3)).await;
    // The setup's connection sat idle through the load: the server has closed it.
    let mut c = c.reconnect().await;
    let mut logged = 0;
    for seq in first..first + total as i64 + 1 {
        let (s, e) = c
            .request(
                "GET",
                &format!("/api/tables/{table}/events/{seq}"),
                Some(&gm),
                &Value::Null,
            )
            .await;
        if s == 200 && e["kind"] == "roll" && e["data"]["via"] == "discord" {
            logged += 1;
        }
    }
    let edits = discord.calls().iter().filter(|x| x.path.ends_with("/original")).count();
    println!(
        "{total} interactions in {:.1} s ({:.0}/s offered {rate:.0}/s), {connections} connections, {players} players",
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64()
    );
    println!(
        "due → answer: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; 3 s or later: {late}",
        ms(percentile(&lat, 0.5)),
        ms(percentile(&lat, 0.99)),
        ms(*lat.last().unwrap())
    );
    println!(
        "answered at once {at_once}, deferred {deferred} (edits sent {edits}), refused {refused}, no answer {failed}"
    );
    println!(
        "rolls in the log made through Discord: {logged} of {total} (lost: {})",
        total - logged.min(total)
    );
    println!("server CPU {:.2} ms per interaction", 1000.0 * cpu / total as f64);
    drop(child.stdin.take());
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
}
