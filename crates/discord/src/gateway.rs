//! Gateway mode, for a table at home behind NAT: tirada opens the WebSocket to Discord
//! itself and hears each `INTERACTION_CREATE` there, answering through the REST callback.
//!
//! The session: Hello (the heartbeat interval) → Identify with the bot's token (no intents:
//! interactions need none) → Ready (the session and the URL to resume at) → dispatches, each
//! numbered; a heartbeat carries the last number. When the connection drops, Discord asks to
//! reconnect (op 7) or a heartbeat goes unanswered, the client connects again and resumes
//! (op 6), so no interaction of the gap is lost; an invalid session (op 9) identifies anew.
//! A refused token ends gateway mode with a sentence; anything else is retried with backoff.

use crate::rest::Client;
use futures_util::{SinkExt, StreamExt};
use serde::de::DeserializeSeed;
use std::time::Duration;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message as Frame;
use twilight_model::application::interaction::Interaction;
use twilight_model::gateway::event::{DispatchEvent, GatewayEvent, GatewayEventDeserializer};
use twilight_model::gateway::payload::outgoing::identify::{IdentifyInfo, IdentifyProperties};
use twilight_model::gateway::payload::outgoing::{Heartbeat, Identify, Resume};
use twilight_model::gateway::{Intents, ShardId};

/// Close codes after which trying again cannot help (a bad token, a bad shard or intents).
const FATAL: &[u16] = &[4004, 4010, 4011, 4012, 4013, 4014];

/// What a session left to resume.
#[derive(Clone, Debug, Default)]
struct Session {
    id: Option<String>,
    resume_url: Option<String>,
    seq: Option<u64>,
}

/// How a connection ended.
enum Ended {
    /// Connect again and resume (the session is kept).
    Resume,
    /// Connect again and identify anew.
    Identify,
    Fatal(String),
}

/// The gateway's URL with the version and encoding this client speaks.
fn with_query(url: &str) -> String {
    format!("{}/?v=10&encoding=json", url.trim_end_matches('/'))
}

/// Runs gateway mode until the token is refused: every interaction goes to `handle`, which
/// answers it through the REST callback (called on its own task, so a slow command never
/// delays the heartbeat).
pub async fn run<F>(rest: Client, token: String, handle: F) -> String
where
    F: Fn(Interaction) + Send + Sync + 'static,
{
    let mut session = Session::default();
    let mut failures = 0u32;
    loop {
        let url = match &session.resume_url {
            Some(u) if session.id.is_some() => u.clone(),
            _ => match rest.gateway().await {
                Ok(info) => info.url,
                Err(crate::rest::RestError::Status { status: 401, .. }) => {
                    return "Discord rechazó el token del bot (401): revisa TIRADA_DISCORD_TOKEN".into()
                }
                Err(e) => {
                    failures += 1;
                    tokio::time::sleep(crate::outbox::backoff(failures)).await;
                    let _ = e;
                    continue;
                }
            },
        };
        match connection(&with_query(&url), &token, &mut session, &handle).await {
            Ok(Ended::Resume) => failures = 0,
            Ok(Ended::Identify) => {
                session = Session::default();
                // Discord asks for a pause of 1–5 s before identifying again.
                tokio::time::sleep(Duration::from_millis(1000 + jitter(4000))).await;
            }
            Ok(Ended::Fatal(why)) => return why,
            Err(_) => {
                failures += 1;
                tokio::time::sleep(crate::outbox::backoff(failures)).await;
            }
        }
    }
}

/// A number of milliseconds below `max`, from the clock (heartbeats of many servers spread).
fn jitter(max: u64) -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos() as u64);
    nanos % max.max(1)
}

fn identify(token: &str) -> Identify {
    Identify::new(IdentifyInfo {
        capabilities: twilight_model::gateway::Capabilities::empty(),
        compress: false,
        intents: Intents::empty(),
        large_threshold: 50,
        presence: None,
        properties: IdentifyProperties::new("tirada", "tirada", std::env::consts::OS),
        shard: Some(ShardId::ONE),
        token: token.to_string(),
    })
}

/// One connection, from Hello until it ends.
async fn connection<F>(url: &str, token: &str, session: &mut Session, handle: &F) -> Result<Ended, String>
where
    F: Fn(Interaction),
{
    crate::rest::crypto();
    let (ws, _) = tokio_tungstenite::connect_async(url).await.map_err(|e| e.to_string())?;
    let (mut tx, mut rx) = ws.split();
    let send = |v: String| Frame::Text(v.into());
    let mut interval: Option<tokio::time::Interval> = None;
    let mut acked = true;
    loop {
        let beat = async {
            match interval.as_mut() {
                Some(i) => {
                    i.tick().await;
                }
                None => std::future::pending::<()>().await,
            }
        };
        let frame = tokio::select! {
            () = beat => {
                if !acked {
                    // A zombie connection: drop it and resume.
                    return Ok(Ended::Resume);
                }
                acked = false;
                let hb = serde_json::to_string(&Heartbeat::new(session.seq)).map_err(|e| e.to_string())?;
                tx.send(send(hb)).await.map_err(|e| e.to_string())?;
                continue;
            }
            f = rx.next() => f,
        };
        let text = match frame {
            Some(Ok(Frame::Text(t))) => t.to_string(),
            Some(Ok(Frame::Close(c))) => {
                let code = c.map(|c| u16::from(c.code)).unwrap_or(u16::from(CloseCode::Normal));
                if FATAL.contains(&code) {
                    return Ok(Ended::Fatal(format!(
                        "el gateway de Discord cerró la conexión con el código {code}: revisa el token del bot"
                    )));
                }
                return Ok(Ended::Resume);
            }
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(e.to_string()),
            None => return Ok(Ended::Resume),
        };
        let Some(de) = GatewayEventDeserializer::from_json(&text) else {
            continue;
        };
        let (op, seq, kind) = de.into_parts();
        if let Some(s) = seq {
            session.seq = Some(s);
        }
        let de = GatewayEventDeserializer::new(op, kind.as_deref());
        let Ok(event) = de.deserialize(&mut serde_json::Deserializer::from_str(&text)) else {
            // An event this client has no use for (and cannot read): its number is kept.
            continue;
        };
        match event {
            GatewayEvent::Hello(h) => {
                let period = Duration::from_millis(h.heartbeat_interval.max(1));
                let first = tokio::time::Instant::now() + Duration::from_millis(jitter(h.heartbeat_interval));
                interval = Some(tokio::time::interval_at(first, period));
                let hello = match (&session.id, session.seq) {
                    (Some(id), Some(seq)) => serde_json::to_string(&Resume::new(seq, id.clone(), token)),
                    _ => serde_json::to_string(&identify(token)),
                }
                .map_err(|e| e.to_string())?;
                tx.send(send(hello)).await.map_err(|e| e.to_string())?;
            }
            GatewayEvent::HeartbeatAck => acked = true,
            GatewayEvent::Heartbeat => {
                let hb = serde_json::to_string(&Heartbeat::new(session.seq)).map_err(|e| e.to_string())?;
                tx.send(send(hb)).await.map_err(|e| e.to_string())?;
            }
            GatewayEvent::Reconnect => return Ok(Ended::Resume),
            GatewayEvent::InvalidateSession(true) => return Ok(Ended::Resume),
            GatewayEvent::InvalidateSession(false) => return Ok(Ended::Identify),
            GatewayEvent::Dispatch(_, DispatchEvent::Ready(r)) => {
                session.id = Some(r.session_id);
                session.resume_url = Some(r.resume_gateway_url);
            }
            GatewayEvent::Dispatch(_, DispatchEvent::InteractionCreate(i)) => handle(i.0),
            GatewayEvent::Dispatch(..) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_url_asks_for_version_10_in_json() {
        assert_eq!(
            super::with_query("wss://gateway.discord.gg"),
            "wss://gateway.discord.gg/?v=10&encoding=json"
        );
        assert_eq!(
            super::with_query("ws://127.0.0.1:9/"),
            "ws://127.0.0.1:9/?v=10&encoding=json"
        );
    }
}
