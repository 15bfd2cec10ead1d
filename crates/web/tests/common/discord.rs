//! A stand-in for Discord on loopback, for the bridge's tests: interactions signed with RFC
//! 8032's first test key (never an application's), and a server that speaks Discord's REST
//! (callbacks, follow-ups, webhooks, channel messages, commands) and gateway protocols and
//! records what tirada sends it.
#![allow(dead_code)]

use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch, post, put};
use axum::{Json, Router};
use ed25519_dalek::{Signer, SigningKey};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio_tungstenite::tungstenite::Message as Frame;

/// RFC 8032 §7.1, TEST 1.
pub const SECRET: &str = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
pub const PUBLIC: &str = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
pub const APP: &str = "1000000000000000001";
pub const BOT_TOKEN: &str = "token-de-prueba";

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

/// `X-Signature-Ed25519` for `body` signed at `timestamp`.
pub fn sign(timestamp: &str, body: &[u8]) -> String {
    let key = SigningKey::from_bytes(&unhex(SECRET).try_into().unwrap());
    let mut m = timestamp.as_bytes().to_vec();
    m.extend_from_slice(body);
    key.sign(&m).to_bytes().iter().map(|b| format!("{b:02x}")).collect()
}

pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

static NEXT_ID: AtomicU64 = AtomicU64::new(2_000_000_000_000_000_000);

/// A fresh snowflake.
pub fn snowflake() -> String {
    NEXT_ID.fetch_add(1, Ordering::Relaxed).to_string()
}

/// A user as Discord sends one.
pub fn user(id: &str, name: &str) -> Value {
    json!({"id": id, "username": name, "discriminator": "0", "global_name": name, "avatar": null})
}

/// An interaction of `kind` (2 command, 3 button, 4 autocomplete) in `channel` by `user_id`,
/// in `locale`, with its `data`.
pub fn interaction(kind: u8, channel: &str, user_id: &str, locale: &str, data: Value) -> Value {
    json!({
        "id": snowflake(), "application_id": APP, "type": kind, "token": format!("tok-{}", snowflake()),
        "version": 1, "attachment_size_limit": 8_388_608, "authorizing_integration_owners": {},
        "entitlements": [], "locale": locale, "guild_locale": "es-ES", "guild_id": "900",
        "channel": {"id": channel, "type": 0}, "channel_id": channel, "context": 0,
        "member": {"user": user(user_id, user_id), "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00",
                   "deaf": false, "mute": false, "flags": 0, "nick": null, "communication_disabled_until": null},
        "data": data,
    })
}

/// A slash command: its name and options (`[{"name","type","value"}]`, or a subcommand).
pub fn command(name: &str, options: Value) -> Value {
    json!({"id": "3000", "name": name, "type": 1, "options": options})
}

/// A string, integer or boolean option.
pub fn opt(name: &str, value: Value) -> Value {
    let kind = match &value {
        Value::Bool(_) => 5,
        Value::Number(_) => 4,
        _ => 3,
    };
    json!({"name": name, "type": kind, "value": value})
}

pub fn sub(name: &str, options: Value) -> Value {
    json!([{"name": name, "type": 1, "options": options}])
}

/// A press of the button `custom_id` on a message (only the presser's when `ephemeral`).
pub fn press(channel: &str, user_id: &str, locale: &str, custom_id: &str, ephemeral: bool) -> Value {
    let mut i = interaction(
        3,
        channel,
        user_id,
        locale,
        json!({"custom_id": custom_id, "component_type": 2}),
    );
    let mut m = message(&snowflake(), channel, "", None, "tirada");
    m["flags"] = json!(if ephemeral { 64 } else { 0 });
    i["message"] = m;
    i
}

/// A message as Discord answers with one.
pub fn message(id: &str, channel: &str, content: &str, webhook: Option<&str>, username: &str) -> Value {
    json!({"id": id, "channel_id": channel, "content": content, "author": user("1", username),
           "attachments": [], "embeds": [], "mentions": [], "mention_roles": [], "mention_everyone": false,
           "pinned": false, "tts": false, "type": 0, "timestamp": "2024-01-01T00:00:00.000000+00:00",
           "edited_timestamp": null, "webhook_id": webhook, "flags": 0})
}

/// One request tirada made: method, path, body.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub body: Value,
    pub authorized: bool,
}

/// A message posted through a webhook.
#[derive(Clone, Debug, PartialEq)]
pub struct Posted {
    pub channel: String,
    pub username: String,
    pub content: String,
}

#[derive(Default)]
pub struct Inner {
    pub calls: Mutex<Vec<Call>>,
    /// webhook id → (token, channel).
    pub webhooks: Mutex<HashMap<String, (String, String)>>,
    pub posted: Mutex<Vec<(String, Posted)>>,
    /// Webhook posts to answer 429 before the next one is taken.
    pub refuse: AtomicU32,
    /// While set, a webhook post is recorded and never answered (the server is to be killed).
    pub hold: AtomicBool,
    pub gateway: Mutex<Option<String>>,
}

/// The loopback Discord.
#[derive(Clone)]
pub struct Fake {
    pub base: String,
    pub inner: Arc<Inner>,
}

impl Fake {
    pub async fn start() -> Fake {
        let inner = Arc::new(Inner::default());
        let app = Router::new()
            .route("/api/v10/interactions/{id}/{token}/callback", post(callback))
            .route("/api/v10/webhooks/{id}/{token}", post(execute))
            .route(
                "/api/v10/webhooks/{id}/{token}/messages/@original",
                patch(original).delete(original),
            )
            .route("/api/v10/channels/{channel}/webhooks", post(create_webhook))
            .route("/api/v10/channels/{channel}/messages", get(channel_messages))
            .route("/api/v10/applications/@me", get(application))
            .route("/api/v10/applications/{app}/commands", put(commands))
            .route("/api/v10/applications/{app}/guilds/{guild}/commands", put(commands))
            .route("/api/v10/gateway/bot", get(gateway_bot))
            .with_state(inner.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Fake {
            base: format!("http://{addr}/api/v10"),
            inner,
        }
    }

    pub fn calls(&self) -> Vec<Call> {
        self.inner.calls.lock().unwrap().clone()
    }

    /// What the webhooks posted, in order.
    pub fn posted(&self) -> Vec<Posted> {
        self.inner
            .posted
            .lock()
            .unwrap()
            .iter()
            .map(|(_, p)| p.clone())
            .collect()
    }
}

fn record(inner: &Inner, method: &str, path: String, body: Value, headers: &HeaderMap) {
    let authorized = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bot {BOT_TOKEN}"));
    inner.calls.lock().unwrap().push(Call {
        method: method.into(),
        path,
        body,
        authorized,
    });
}

fn body(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).unwrap_or(Value::Null)
}

async fn callback(
    State(inner): State<Arc<Inner>>,
    Path((id, _)): Path<(String, String)>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> StatusCode {
    record(
        &inner,
        "POST",
        format!("/interactions/{id}/callback"),
        body(&bytes),
        &headers,
    );
    StatusCode::NO_CONTENT
}

async fn original(
    State(inner): State<Arc<Inner>>,
    Path((app, _)): Path<(String, String)>,
    method: axum::http::Method,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    record(
        &inner,
        method.as_str(),
        format!("/webhooks/{app}/original"),
        body(&bytes),
        &headers,
    );
    if method == axum::http::Method::DELETE {
        return StatusCode::NO_CONTENT.into_response();
    }
    Json(message(&snowflake(), "1", "", None, "tirada")).into_response()
}

/// A follow-up (the application's id in the path) or a post through a channel's webhook.
async fn execute(
    State(inner): State<Arc<Inner>>,
    Path((id, token)): Path<(String, String)>,
    Query(_q): Query<HashMap<String, String>>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let b = body(&bytes);
    if id == APP {
        record(&inner, "POST", format!("/webhooks/{id}/follow-up"), b, &headers);
        return Json(message(&snowflake(), "1", "", None, "tirada")).into_response();
    }
    let channel = match inner.webhooks.lock().unwrap().get(&id) {
        Some((t, channel)) if *t == token => channel.clone(),
        _ => {
            return (
                StatusCode::NOT_FOUND,
                Json(json!({"message": "Unknown Webhook", "code": 10015})),
            )
                .into_response()
        }
    };
    record(&inner, "POST", format!("/webhooks/{id}/post"), b.clone(), &headers);
    if inner
        .refuse
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
        .is_ok()
    {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            [("retry-after", "1")],
            Json(json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false})),
        )
            .into_response();
    }
    let id_of_message = snowflake();
    let posted = Posted {
        channel: channel.clone(),
        username: b["username"].as_str().unwrap_or("").into(),
        content: b["content"].as_str().unwrap_or("").into(),
    };
    inner
        .posted
        .lock()
        .unwrap()
        .push((id_of_message.clone(), posted.clone()));
    if inner.hold.load(Ordering::SeqCst) {
        // Received, never answered: the server is killed while it waits.
        std::future::pending::<()>().await;
    }
    (
        [("x-ratelimit-remaining", "4"), ("x-ratelimit-reset-after", "0.01")],
        Json(message(
            &id_of_message,
            &channel,
            &posted.content,
            Some(&id),
            &posted.username,
        )),
    )
        .into_response()
}

async fn create_webhook(
    State(inner): State<Arc<Inner>>,
    Path(channel): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    record(
        &inner,
        "POST",
        format!("/channels/{channel}/webhooks"),
        body(&bytes),
        &headers,
    );
    let (id, token) = (snowflake(), format!("whtoken{}", snowflake()));
    inner
        .webhooks
        .lock()
        .unwrap()
        .insert(id.clone(), (token.clone(), channel.clone()));
    Json(
        json!({"id": id, "type": 1, "token": token, "channel_id": channel, "name": "tirada", "avatar": null,
                "application_id": APP}),
    )
    .into_response()
}

/// The channel's latest messages, newest first (only the webhooks' posts live here).
async fn channel_messages(
    State(inner): State<Arc<Inner>>,
    Path(channel): Path<String>,
    headers: HeaderMap,
) -> Response {
    record(
        &inner,
        "GET",
        format!("/channels/{channel}/messages"),
        Value::Null,
        &headers,
    );
    let hooks = inner.webhooks.lock().unwrap().clone();
    let list: Vec<Value> = inner
        .posted
        .lock()
        .unwrap()
        .iter()
        .rev()
        .filter(|(_, p)| p.channel == channel)
        .take(50)
        .map(|(id, p)| {
            let hook = hooks.iter().find(|(_, (_, c))| *c == channel).map(|(h, _)| h.clone());
            message(id, &channel, &p.content, hook.as_deref(), &p.username)
        })
        .collect();
    Json(list).into_response()
}

async fn application(State(inner): State<Arc<Inner>>, headers: HeaderMap) -> Response {
    record(&inner, "GET", "/applications/@me".into(), Value::Null, &headers);
    Json(
        json!({"id": APP, "name": "tirada", "description": "", "bot_public": false,
                "bot_require_code_grant": false, "flags": 0, "icon": null, "team": null,
                "verify_key": PUBLIC}),
    )
    .into_response()
}

async fn commands(
    State(inner): State<Arc<Inner>>,
    uri: axum::http::Uri,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let b = body(&bytes);
    record(
        &inner,
        "PUT",
        uri.path().trim_start_matches("/api/v10").to_string(),
        b.clone(),
        &headers,
    );
    Json(b).into_response()
}

async fn gateway_bot(State(inner): State<Arc<Inner>>, headers: HeaderMap) -> Response {
    record(&inner, "GET", "/gateway/bot".into(), Value::Null, &headers);
    let url = inner.gateway.lock().unwrap().clone().unwrap_or_default();
    Json(json!({"url": url, "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}}))
    .into_response()
}

/// The events a post's marker covers (`-# tirada #A–#B`).
pub fn covered(p: &Posted) -> (i64, i64) {
    let line = p.content.lines().last().unwrap();
    let nums: Vec<i64> = line
        .trim_start_matches("-# tirada ")
        .split('–')
        .map(|n| n.trim_start_matches('#').parse().unwrap())
        .collect();
    (nums[0], *nums.last().unwrap())
}

/// Waits until the channel's posts cover event `seq`.
pub async fn until_posted(fake: &Fake, seq: i64) -> Vec<Posted> {
    for _ in 0..400 {
        let posted = fake.posted();
        if posted.last().is_some_and(|p| covered(p).1 >= seq) {
            return posted;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("event {seq} never reached the channel: {:?}", fake.posted());
}

/// The events the posts show (each event's heading ends with ` · #seq`), in posting order.
pub fn shown(posted: &[Posted]) -> Vec<i64> {
    posted
        .iter()
        .flat_map(|p| p.content.lines())
        .filter(|l| l.starts_with("**") || l.starts_with("Revelada") || l.contains(" revealed"))
        .filter_map(|l| l.rsplit_once(" · #").and_then(|(_, n)| n.parse().ok()))
        .collect()
}

/// The posts show exactly the events `expected`, each once, in order, and their markers
/// never cover an event twice.
pub fn in_order_once(posted: &[Posted], expected: &[i64]) {
    assert_eq!(shown(posted), expected, "{posted:?}");
    let ranges: Vec<(i64, i64)> = posted.iter().map(covered).collect();
    assert!(ranges.windows(2).all(|w| w[0].1 < w[1].0), "{ranges:?}");
}

/// A loopback gateway: Hello, then READY after Identify (RESUMED after Resume); the test
/// sends dispatches and reconnect requests, and reads what the client sent.
pub struct Gateway {
    pub url: String,
    /// Every frame the client sent, as JSON, across connections.
    pub received: Arc<Mutex<Vec<Value>>>,
    /// Frames for the current connection to send (`None`: ask to reconnect, op 7).
    pub send: tokio::sync::mpsc::UnboundedSender<Option<Value>>,
}

impl Gateway {
    pub async fn start(fake: &Fake) -> Gateway {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("ws://{}", listener.local_addr().unwrap());
        *fake.inner.gateway.lock().unwrap() = Some(url.clone());
        let received = Arc::new(Mutex::new(Vec::new()));
        let (send, rx) = tokio::sync::mpsc::unbounded_channel::<Option<Value>>();
        let rx = Arc::new(tokio::sync::Mutex::new(rx));
        let (rec, resume_url) = (received.clone(), url.clone());
        tokio::spawn(async move {
            let seq = Arc::new(AtomicU64::new(0));
            loop {
                let Ok((tcp, _)) = listener.accept().await else { return };
                let Ok(ws) = tokio_tungstenite::accept_async(tcp).await else {
                    continue;
                };
                session(ws, rec.clone(), rx.clone(), seq.clone(), &resume_url).await;
            }
        });
        Gateway { url, received, send }
    }

    /// Sends INTERACTION_CREATE with `interaction`.
    pub fn dispatch(&self, interaction: Value) {
        self.send.send(Some(interaction)).unwrap();
    }

    /// Asks the client to reconnect (op 7).
    pub fn reconnect(&self) {
        self.send.send(None).unwrap();
    }

    pub fn ops(&self) -> Vec<u64> {
        self.received
            .lock()
            .unwrap()
            .iter()
            .filter_map(|f| f["op"].as_u64())
            .collect()
    }
}

async fn session(
    ws: tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>,
    received: Arc<Mutex<Vec<Value>>>,
    outbox: Arc<tokio::sync::Mutex<tokio::sync::mpsc::UnboundedReceiver<Option<Value>>>>,
    seq: Arc<AtomicU64>,
    resume_url: &str,
) {
    let (mut tx, mut rx) = ws.split();
    let text = |v: Value| Frame::Text(v.to_string().into());
    tx.send(text(json!({"op": 10, "d": {"heartbeat_interval": 45000}})))
        .await
        .unwrap();
    let mut outbox = outbox.lock().await;
    loop {
        tokio::select! {
            f = rx.next() => {
                let Some(Ok(Frame::Text(t))) = f else { return };
                let v: Value = serde_json::from_str(&t).unwrap();
                received.lock().unwrap().push(v.clone());
                let s = seq.fetch_add(1, Ordering::SeqCst) + 1;
                match v["op"].as_u64() {
                    Some(2) => {
                        let ready = json!({"op": 0, "s": s, "t": "READY", "d": {
                            "v": 10, "session_id": "sesion-1", "resume_gateway_url": resume_url, "guilds": [],
                            "user": {"id": "5", "username": "tirada", "discriminator": "0", "avatar": null, "bot": true, "mfa_enabled": false},
                            "application": {"id": APP, "flags": 0}}});
                        tx.send(text(ready)).await.unwrap();
                    }
                    Some(6) => {
                        tx.send(text(json!({"op": 0, "s": s, "t": "RESUMED", "d": {}}))).await.unwrap();
                    }
                    Some(1) => {
                        tx.send(text(json!({"op": 11}))).await.unwrap();
                    }
                    _ => {}
                }
            }
            next = outbox.recv() => match next {
                Some(Some(interaction)) => {
                    let s = seq.fetch_add(1, Ordering::SeqCst) + 1;
                    tx.send(text(json!({"op": 0, "s": s, "t": "INTERACTION_CREATE", "d": interaction}))).await.unwrap();
                }
                Some(None) => {
                    let _ = tx.send(text(json!({"op": 7, "d": null}))).await;
                    let _ = tx.close().await;
                    return;
                }
                None => return,
            }
        }
    }
}
