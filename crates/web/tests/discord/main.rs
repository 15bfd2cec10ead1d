//! The Discord bridge against the router: signed interactions (RFC 8032's test key), every
//! command in Spanish and English, PORTAL's reroll buttons, hidden rolls, the outbox to a
//! loopback Discord and gateway mode.

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/discord.rs"]
pub mod fake;

mod buttons;
mod commands;
mod gateway;
mod outbox;
mod signed;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use common::{close_table, each, get_as, join, made_table, post_as, post_in};
use fake::{command, interaction, opt, sub, Fake};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tirada_web::discord::{Bridge, DiscordOptions};
use tirada_web::{app, AppState};
use tower::ServiceExt;

pub const GM_USER: &str = "111";
pub const PLAYER_USER: &str = "222";
pub const STRANGER: &str = "333";

/// A table of one system linked to a channel, its GM and a player with a character, each a
/// linked Discord user.
pub struct Linked {
    pub app: Router,
    pub state: AppState,
    pub fake: Fake,
    pub id: String,
    pub gm: String,
    pub player: String,
    pub character: String,
    pub channel: String,
    /// The answer to `/mesa vincular`.
    pub linked: Value,
}

/// The options of the bridge against `fake` (with the bot's token).
pub fn options(fake: &Fake, gateway: bool) -> DiscordOptions {
    DiscordOptions {
        public_key: Some(fake::PUBLIC.into()),
        gateway,
        api: fake.base.clone(),
        token: Some(fake::BOT_TOKEN.into()),
    }
}

/// The app with a bridge to `fake`.
pub async fn bridged(fake: &Fake) -> (Router, AppState) {
    let store = tirada_web::open_store(&tirada_testpg::url_or("discord", "sqlite::memory:"))
        .await
        .unwrap();
    let state = AppState::new(store).with_discord(Bridge::new(&options(fake, false)).unwrap());
    (app(state.clone()), state)
}

/// Posts a signed interaction: the status and the answer (JSON, or the text as a string).
pub async fn post(app: &Router, body: &Value) -> (StatusCode, Value) {
    let bytes = body.to_string();
    let ts = fake::now().to_string();
    let sig = fake::sign(&ts, bytes.as_bytes());
    send(app, &bytes, Some(&sig), Some(&ts)).await
}

pub async fn send(app: &Router, body: &str, sig: Option<&str>, ts: Option<&str>) -> (StatusCode, Value) {
    let mut req = Request::post("/discord/interactions").header("content-type", "application/json");
    if let Some(s) = sig {
        req = req.header("x-signature-ed25519", s);
    }
    if let Some(t) = ts {
        req = req.header("x-signature-timestamp", t);
    }
    let resp = app
        .clone()
        .oneshot(req.body(Body::from(body.to_string())).unwrap())
        .await
        .unwrap();
    let status = resp.status();
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    let v = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
    (status, v)
}

/// A slash command by `user` in `channel`, in `locale`: the answer (200 expected).
pub async fn slash(app: &Router, channel: &str, user: &str, locale: &str, data: Value) -> Value {
    let (s, v) = post(app, &interaction(2, channel, user, locale, data)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v
}

/// A slash command the GM sends from a Spanish client.
pub async fn gm_slash(app: &Router, channel: &str, data: Value) -> Value {
    slash(app, channel, GM_USER, "es-ES", data).await
}

/// `/r expresion:EXPR`.
pub fn r_with(expr: &str) -> Value {
    command("r", json!([opt("expresion", json!(expr))]))
}

/// `/mesa yo codigo:CODE`.
pub fn me_with(code: &str) -> Value {
    command("mesa", sub("yo", json!([opt("codigo", json!(code))])))
}

/// `/mesa revelar tirada:SEQ`.
pub fn reveal(seq: Value) -> Value {
    command("mesa", sub("revelar", json!([opt("tirada", seq)])))
}

/// `/mesa vincular codigo:CODE`.
pub fn link_with(code: &str) -> Value {
    command("mesa", sub("vincular", json!([opt("codigo", json!(code))])))
}

/// Whether an answer is for its asker only.
pub fn ephemeral(v: &Value) -> bool {
    v["data"]["flags"].as_u64().is_some_and(|f| f & 64 != 0)
}

pub fn content(v: &Value) -> String {
    v["data"]["content"].as_str().unwrap_or("").to_string()
}

/// A one-time code from the table page's route.
pub async fn code(app: &Router, id: &str, token: &str, kind: &str) -> String {
    let (s, v) = post_in(app, id, "discord/codes", Some(token), json!({"kind": kind})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    v["code"].as_str().unwrap().to_string()
}

/// A sheet a player's character of `system` can roll with.
pub fn sheet(system: &str) -> Value {
    match system {
        "portal" => json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}]}),
        "hitos" => json!({"nombre": "Ana", "drama": 2,
            "caracteristicas": {"fortaleza": 3, "reflejos": 5, "intelecto": 4, "voluntad": 4},
            "habilidades": [{"nombre": "Pelea callejera", "valor": 4, "rol": "combate"}],
            "salud": {"barras": {"letal": 6}}}),
        "fate" => json!({"nombre": "Rita", "habilidades": {"Pelear": 3}}),
        "chasis" => {
            let ruleset = tirada_rules::chasis::Ruleset::book();
            let text = include_str!("../../../rules/src/chasis/ejemplos/jack_burton.toml");
            serde_json::to_value(tirada_rules::chasis::Sheet::from_toml(text, &ruleset).unwrap()).unwrap()
        }
        _ => json!({"nombre": "Mira"}),
    }
}

/// A table of `system` linked to a fresh channel through the bridge, as a GM and a player
/// would do it: the GM's code in `/mesa vincular`, the player's in `/mesa yo`.
pub async fn linked(system: &str) -> Linked {
    let fake = Fake::start().await;
    let (app, state) = bridged(&fake).await;
    let (id, gm, invite) = made_table(
        &app,
        json!({"name": "La cripta", "system": system, "settings": {"players_set_difficulty": true}}),
    )
    .await;
    let (_, player) = join(&app, &id, &invite, "Ana").await;
    let character = common::character(&app, &id, &player, sheet(system)).await;
    let channel = fake::snowflake();
    let gm_code = code(&app, &id, &gm, "channel").await;
    let linked = gm_slash(&app, &channel, link_with(&gm_code)).await;
    assert!(!ephemeral(&linked), "{linked}");
    let player_code = code(&app, &id, &player, "member").await;
    let me = slash(&app, &channel, PLAYER_USER, "es-ES", me_with(&player_code)).await;
    assert!(ephemeral(&me) && content(&me).contains("Ana"), "{me}");
    Linked {
        app,
        state,
        fake,
        id,
        gm,
        player,
        character,
        channel,
        linked,
    }
}

/// The table's log as its GM reads it.
pub async fn log(t: &Linked) -> Vec<Value> {
    common::events(&t.app, &t.id, &t.gm, 0).await
}
