//! The Discord outbox across a `kill -9` of the real `tirada serve`: the table's events reach
//! the linked channel in order, each exactly once, though the server is killed while Discord
//! holds one of its posts unanswered and is started again on the same database. And
//! `tirada discord registrar` registers the commands with the token from the environment.

#[path = "../../web/tests/common/discord.rs"]
mod fake;
mod served;

use fake::{command, in_order_once, interaction, opt, sub, until_posted, Fake};
use serde_json::{json, Value};
use served::*;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// A signed interaction posted to the server.
fn signed(addr: &str, body: &Value) -> Value {
    let text = body.to_string();
    let ts = fake::now().to_string();
    let sig = fake::sign(&ts, text.as_bytes());
    let headers = [
        ("X-Signature-Ed25519", sig.as_str()),
        ("X-Signature-Timestamp", ts.as_str()),
    ];
    let (s, v) = request_with(addr, "POST", "/discord/interactions", &headers, &text).unwrap();
    assert_eq!(s, 200, "{v}");
    v
}

fn ok(addr: &str, path: &str, token: Option<&str>, body: Value) -> Value {
    let (s, v) = request(addr, "POST", path, token, Some(body)).unwrap();
    assert!(s == 200 || s == 201, "{path}: {s} {v}");
    v
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_channel_gets_every_event_once_in_order_across_a_kill_9() {
    let fake = Fake::start().await;
    let dir = std::env::temp_dir().join(format!("tirada-discord-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = format!("sqlite://{}", dir.join("t.db").display());
    let args = ["--discord-clave-publica", fake::PUBLIC, "--discord-api", &fake.base];
    let env = [("TIRADA_DISCORD_TOKEN", fake::BOT_TOKEN)];
    let start = || serve_with(&db, &args, &env);
    let mut server = start();
    let addr = server.addr.clone();
    let t = ok(&addr, "/api/tables", None, json!({"name": "Kill", "system": "portal"}));
    let (id, gm) = (
        t["id"].as_str().unwrap().to_string(),
        t["gm_token"].as_str().unwrap().to_string(),
    );
    let channel = fake::snowflake();
    let code = ok(
        &addr,
        &format!("/api/tables/{id}/discord/codes"),
        Some(&gm),
        json!({"kind": "channel"}),
    );
    let link = command("mesa", sub("vincular", json!([opt("codigo", code["code"].clone())])));
    let linked = signed(&addr, &interaction(2, &channel, "111", "es-ES", link));
    assert!(
        linked["data"]["content"].as_str().unwrap().contains("Canal vinculado"),
        "{linked}"
    );
    let mut expected = vec![];
    let roll = |addr: &str| -> Option<i64> {
        let (s, v) = request(
            addr,
            "POST",
            &format!("/api/tables/{id}/rolls"),
            Some(&gm),
            Some(json!({"request": {"dif": 4}})),
        )?;
        (s == 201).then(|| v["seq"].as_i64().unwrap())
    };
    for _ in 0..5 {
        expected.push(roll(&addr).unwrap());
    }
    until_posted(&fake, 6).await;
    // Discord takes the next post and never answers it: the server is killed meanwhile.
    fake.inner.hold.store(true, Ordering::SeqCst);
    let held_from = fake.posted().len();
    let held = roll(&addr).unwrap();
    expected.push(held);
    for _ in 0..400 {
        if fake.posted().len() > held_from {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert_eq!(fake.posted().len(), held_from + 1, "the held post arrived");
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    fake.inner.hold.store(false, Ordering::SeqCst);
    // Started again on the same database: it finds the post in the channel and goes on.
    let server = start();
    let addr = server.addr.clone();
    let mut last = held;
    for _ in 0..5 {
        last = roll(&addr).unwrap();
        expected.push(last);
    }
    // A signed roll in the channel is the table's too, answered there (not posted again).
    let r = signed(
        &addr,
        &interaction(
            2,
            &channel,
            "111",
            "es-ES",
            command("r", json!([opt("expresion", json!("1d6"))])),
        ),
    );
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .contains(&format!("#{}", last + 1)),
        "{r}"
    );
    last = roll(&addr).unwrap();
    expected.push(last);
    let posted = until_posted(&fake, last).await;
    in_order_once(&posted, &expected);
    // The outbox records the post once Discord has answered it, just after it arrived.
    let mut status = Value::Null;
    for _ in 0..200 {
        status = request(&addr, "GET", &format!("/api/tables/{id}/discord"), Some(&gm), None)
            .unwrap()
            .1;
        if status["channel"]["posted_seq"] == last {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert!(status["channel"]["last_error"].is_null(), "{status}");
    assert_eq!(status["channel"]["posted_seq"], last, "{status}");
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A command run off the async threads (the loopback Discord answers it meanwhile).
async fn blocking(
    run: impl FnOnce() -> std::io::Result<std::process::Output> + Send + 'static,
) -> std::process::Output {
    tokio::task::spawn_blocking(run).await.unwrap().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registrar_registers_every_command_with_the_token_from_the_environment() {
    let fake = Fake::start().await;
    let base = fake.base.clone();
    let out = blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_tirada"))
            .args([
                "discord",
                "registrar",
                "--servidor",
                "900",
                "--discord-api",
                &base,
                "--json",
            ])
            .env("TIRADA_DISCORD_TOKEN", fake::BOT_TOKEN)
            .output()
    })
    .await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["registered"],
        json!(["r", "portal", "hitos", "fate", "chasis", "mirilla", "odds", "mesa"])
    );
    let put = fake.calls().into_iter().find(|c| c.method == "PUT").unwrap();
    assert_eq!(put.path, format!("/applications/{}/guilds/900/commands", fake::APP));
    assert!(put.authorized, "with the bot's token");
    assert_eq!(put.body[0]["name_localizations"]["en-US"], "roll");
    // Without the token: one sentence, exit 2, nothing sent.
    let before = fake.calls().len();
    let base = fake.base.clone();
    let out = blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_tirada"))
            .args(["discord", "registrar", "--discord-api", &base])
            .env_remove("TIRADA_DISCORD_TOKEN")
            .output()
    })
    .await;
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("TIRADA_DISCORD_TOKEN"));
    assert_eq!(fake.calls().len(), before);
}
