//! Discord's REST API, at a configurable base URL (`--discord-api`; tests point it at a
//! loopback server that speaks the same protocol). The bot's token, when there is one, goes
//! only in the `Authorization` header; a route that answers to an interaction or a webhook
//! carries that one's own token in its path, as Discord defines it, and is never logged.

use serde::Serialize;
use std::time::Duration;
use twilight_model::application::command::Command;
use twilight_model::channel::message::{AllowedMentions, Message};
use twilight_model::channel::Webhook;
use twilight_model::gateway::connection_info::BotConnectionInfo;
use twilight_model::http::interaction::{InteractionResponse, InteractionResponseData};
use twilight_model::oauth::Application;

/// How long one request may take.
const TIMEOUT: Duration = Duration::from_secs(15);

/// Why a request to Discord failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RestError {
    /// 429: wait this long (`retry_after`, or the `Retry-After` header) and send it again.
    #[error("Discord pide esperar {0:?} antes de volver a enviar (429)")]
    RateLimited(Duration),
    #[error("Discord respondió {status}: {message}")]
    Status { status: u16, message: String },
    #[error("no se pudo hablar con Discord: {0}")]
    Transport(String),
    #[error("no hay token del bot: define la variable TIRADA_DISCORD_TOKEN")]
    NoToken,
}

/// What a response said about the route's rate limit: requests left before it resets, and
/// when it resets (`X-RateLimit-Remaining`, `X-RateLimit-Reset-After`).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Bucket {
    pub remaining: Option<u64>,
    pub reset_after: Option<Duration>,
}

impl Bucket {
    /// How long to wait before the route's next request: until the reset when none is left.
    pub fn wait(&self) -> Duration {
        match (self.remaining, self.reset_after) {
            (Some(0), Some(d)) => d,
            _ => Duration::ZERO,
        }
    }
}

/// A post through a channel's webhook, under a name of its own (the character's).
#[derive(Debug, Clone, Serialize)]
pub struct WebhookPost {
    pub content: String,
    pub username: String,
    pub allowed_mentions: AllowedMentions,
}

type Https = hyper_rustls::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>;
type Body = http_body_util::Full<hyper::body::Bytes>;

/// A Discord REST client.
#[derive(Clone)]
pub struct Client {
    http: hyper_util::client::legacy::Client<Https, Body>,
    base: String,
    token: Option<String>,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the token.
        f.debug_struct("Client")
            .field("base", &self.base)
            .finish_non_exhaustive()
    }
}

/// rustls with ring's primitives, the process's default (the gateway's WebSocket uses it too).
pub fn crypto() {
    let _ = rustls::crypto::ring::default_provider().install_default();
}

/// TLS with the system's certificate roots (none found: only plain HTTP works, and an HTTPS
/// request fails with a sentence).
fn tls() -> Result<rustls::ClientConfig, RestError> {
    let mut roots = rustls::RootCertStore::empty();
    for cert in rustls_native_certs::load_native_certs().certs {
        let _ = roots.add(cert);
    }
    rustls::ClientConfig::builder_with_provider(std::sync::Arc::new(rustls::crypto::ring::default_provider()))
        .with_safe_default_protocol_versions()
        .map(|b| b.with_root_certificates(roots).with_no_client_auth())
        .map_err(|e| RestError::Transport(e.to_string()))
}

/// The methods this client uses.
#[derive(Clone, Copy)]
enum Method {
    Get,
    Post,
    Put,
    Patch,
    Delete,
}

impl Client {
    /// A client of the API at `base` (without a trailing slash), with the bot's token if any.
    pub fn new(base: &str, token: Option<String>) -> Result<Client, RestError> {
        crypto();
        let https = hyper_rustls::HttpsConnectorBuilder::new()
            .with_tls_config(tls()?)
            .https_or_http()
            .enable_http1()
            .build();
        let http = hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new()).build(https);
        Ok(Client {
            http,
            base: base.trim_end_matches('/').to_string(),
            token,
        })
    }

    pub fn has_token(&self) -> bool {
        self.token.is_some()
    }

    /// Sends a request (with the bot's token when `bot`); its body as JSON (None for an empty
    /// answer) and the route's bucket.
    async fn send(
        &self,
        method: Method,
        path: &str,
        body: Option<Vec<u8>>,
        bot: bool,
    ) -> Result<(Option<serde_json::Value>, Bucket), RestError> {
        use http_body_util::BodyExt;
        let method = match method {
            Method::Get => hyper::Method::GET,
            Method::Post => hyper::Method::POST,
            Method::Put => hyper::Method::PUT,
            Method::Patch => hyper::Method::PATCH,
            Method::Delete => hyper::Method::DELETE,
        };
        let mut req = hyper::Request::builder()
            .method(method)
            .uri(format!("{}{path}", self.base))
            .header(
                hyper::header::USER_AGENT,
                concat!(
                    "DiscordBot (https://example.invalid/tirada, ",
                    env!("CARGO_PKG_VERSION"),
                    ")"
                ),
            );
        if bot {
            let token = self.token.as_ref().ok_or(RestError::NoToken)?;
            req = req.header(hyper::header::AUTHORIZATION, format!("Bot {token}"));
        }
        if body.is_some() {
            req = req.header(hyper::header::CONTENT_TYPE, "application/json");
        }
        let req = req
            .body(Body::from(body.unwrap_or_default()))
            .map_err(|_| RestError::Transport("una petición mal formada".into()))?;
        // The error's text never holds the URL (an interaction's or a webhook's token is in it).
        let resp = tokio::time::timeout(TIMEOUT, self.http.request(req))
            .await
            .map_err(|_| RestError::Transport("Discord no respondió a tiempo".into()))?
            .map_err(|e| RestError::Transport(e.to_string()))?;
        let status = resp.status().as_u16();
        let header = |name: &str| {
            resp.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        let bucket = Bucket {
            remaining: header("x-ratelimit-remaining").and_then(|v| v.parse().ok()),
            reset_after: header("x-ratelimit-reset-after").and_then(|v| seconds(&v)),
        };
        let retry_header = header("retry-after").and_then(|v| seconds(&v));
        let bytes = tokio::time::timeout(TIMEOUT, resp.into_body().collect())
            .await
            .map_err(|_| RestError::Transport("Discord no respondió a tiempo".into()))?
            .map_err(|e| RestError::Transport(e.to_string()))?
            .to_bytes();
        let body: Option<serde_json::Value> = serde_json::from_slice(&bytes).ok();
        if status == 429 {
            let after = body
                .as_ref()
                .and_then(|b| b["retry_after"].as_f64())
                .map(Duration::from_secs_f64)
                .or(retry_header)
                .unwrap_or(Duration::from_secs(1));
            return Err(RestError::RateLimited(after));
        }
        if !(200..300).contains(&status) {
            let message = body
                .as_ref()
                .and_then(|b| b["message"].as_str().map(str::to_string))
                .unwrap_or_else(|| String::from_utf8_lossy(&bytes).chars().take(200).collect());
            return Err(RestError::Status { status, message });
        }
        Ok((body, bucket))
    }

    fn json(v: &impl Serialize) -> Option<Vec<u8>> {
        serde_json::to_vec(v).ok()
    }

    async fn typed<T: serde::de::DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        body: Option<Vec<u8>>,
    ) -> Result<T, RestError> {
        let (body, _) = self.send(method, path, body, true).await?;
        serde_json::from_value(body.unwrap_or_default())
            .map_err(|e| RestError::Transport(format!("respuesta de Discord ilegible: {e}")))
    }

    /// Answers an interaction (gateway mode: there is no HTTP request to answer in).
    pub async fn callback(&self, id: &str, token: &str, r: &InteractionResponse) -> Result<(), RestError> {
        let path = format!("/interactions/{id}/{token}/callback");
        self.send(Method::Post, &path, Self::json(r), false).await.map(|_| ())
    }

    /// Finishes a deferred answer: the original response becomes `data`.
    pub async fn edit_original(&self, app: &str, token: &str, data: &InteractionResponseData) -> Result<(), RestError> {
        let path = format!("/webhooks/{app}/{token}/messages/@original");
        self.send(Method::Patch, &path, Self::json(data), false)
            .await
            .map(|_| ())
    }

    /// Deletes the original response (a deferred public answer that turned out to be for the
    /// asker only, which then follows as an ephemeral follow-up).
    pub async fn delete_original(&self, app: &str, token: &str) -> Result<(), RestError> {
        let path = format!("/webhooks/{app}/{token}/messages/@original");
        self.send(Method::Delete, &path, None, false).await.map(|_| ())
    }

    /// A follow-up message to an interaction (`flags: 64` keeps it to the asker).
    pub async fn follow_up(&self, app: &str, token: &str, data: &InteractionResponseData) -> Result<(), RestError> {
        let path = format!("/webhooks/{app}/{token}");
        self.send(Method::Post, &path, Self::json(data), false)
            .await
            .map(|_| ())
    }

    /// Makes the webhook a table's events are posted through (bot token, Manage Webhooks).
    pub async fn create_webhook(&self, channel: &str, name: &str) -> Result<Webhook, RestError> {
        let body = Self::json(&serde_json::json!({ "name": name }));
        self.typed(Method::Post, &format!("/channels/{channel}/webhooks"), body)
            .await
    }

    /// Posts through a webhook and waits for the message (`?wait=true`), with the bucket.
    pub async fn execute_webhook(
        &self,
        id: &str,
        token: &str,
        post: &WebhookPost,
    ) -> Result<(Message, Bucket), RestError> {
        let path = format!("/webhooks/{id}/{token}?wait=true");
        let (body, bucket) = self.send(Method::Post, &path, Self::json(post), false).await?;
        let message = serde_json::from_value(body.unwrap_or_default())
            .map_err(|e| RestError::Transport(format!("respuesta de Discord ilegible: {e}")))?;
        Ok((message, bucket))
    }

    /// The channel's latest messages, newest first (bot token, Read Message History).
    pub async fn recent_messages(&self, channel: &str, limit: u8) -> Result<Vec<Message>, RestError> {
        self.typed(
            Method::Get,
            &format!("/channels/{channel}/messages?limit={limit}"),
            None,
        )
        .await
    }

    /// The bot's application.
    pub async fn application(&self) -> Result<Application, RestError> {
        self.typed(Method::Get, "/applications/@me", None).await
    }

    /// Replaces the application's commands, everywhere or in one guild.
    pub async fn register(
        &self,
        app: &str,
        guild: Option<&str>,
        commands: &[Command],
    ) -> Result<Vec<Command>, RestError> {
        let path = match guild {
            Some(g) => format!("/applications/{app}/guilds/{g}/commands"),
            None => format!("/applications/{app}/commands"),
        };
        self.typed(Method::Put, &path, Self::json(&commands)).await
    }

    /// Where the bot's gateway is.
    pub async fn gateway(&self) -> Result<BotConnectionInfo, RestError> {
        self.typed(Method::Get, "/gateway/bot", None).await
    }
}

/// A header's seconds (`1.5`) as a duration.
fn seconds(v: &str) -> Option<Duration> {
    v.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(|s| Duration::from_secs_f64(s.min(3600.0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_waits_only_when_it_is_empty() {
        let b = Bucket {
            remaining: Some(0),
            reset_after: Some(Duration::from_millis(1500)),
        };
        assert_eq!(b.wait(), Duration::from_millis(1500));
        assert_eq!(Bucket::default().wait(), Duration::ZERO);
        assert_eq!(seconds("0.25"), Some(Duration::from_millis(250)));
        assert_eq!(seconds("x"), None);
        assert_eq!(seconds("-1"), None);
    }
}
