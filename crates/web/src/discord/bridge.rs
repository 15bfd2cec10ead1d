//! The bridge a server runs: its options, the application's key and the REST client.

use std::time::Duration;
use tirada_discord::rest::Client;
use tirada_discord::signature::PublicKey;

/// Discord waits 3 s for an answer: past this the answer is deferred.
pub const DEFER_AFTER: Duration = Duration::from_millis(2500);

/// How `tirada serve` talks to Discord.
#[derive(Clone, Debug, Default)]
pub struct DiscordOptions {
    /// The application's public key (hex): the HTTP endpoint is on only with it.
    pub public_key: Option<String>,
    /// Gateway mode (needs the bot's token).
    pub gateway: bool,
    /// Discord's REST base URL.
    pub api: String,
    /// The bot's token (from `TIRADA_DISCORD_TOKEN` only).
    pub token: Option<String>,
}

/// The bridge a server runs.
pub struct Bridge {
    /// The application's key (None: `POST /discord/interactions` answers 404).
    pub key: Option<PublicKey>,
    pub rest: Client,
    /// This server's name as an outbox holder ([`tirada_table::discord::Links::claim_outbox`]).
    pub holder: String,
    /// How long an answer may take before it is deferred ([`DEFER_AFTER`]; zero
    /// defers every answer, for the tests that see deferred answers finished).
    pub defer_after: std::time::Duration,
    /// The channels whose outbox runs on this server.
    pub(crate) running: std::sync::Mutex<std::collections::HashSet<String>>,
}

impl Bridge {
    /// The bridge of `options`; a key that is not 64 hex digits of a valid point, or gateway
    /// mode without a token, is a sentence.
    pub fn new(options: &DiscordOptions) -> Result<Bridge, String> {
        let key = match &options.public_key {
            Some(hex) => Some(PublicKey::from_hex(hex).ok_or_else(|| {
                "la clave pública de Discord (--discord-clave-publica) debe ser la de la aplicación: 64 cifras hexadecimales"
                    .to_string()
            })?),
            None => None,
        };
        if options.gateway && options.token.is_none() {
            return Err(format!(
                "--discord-gateway necesita el token del bot en la variable {}",
                tirada_discord::TOKEN_VAR
            ));
        }
        let rest = Client::new(&options.api, options.token.clone()).map_err(|e| e.to_string())?;
        Ok(Bridge {
            key,
            rest,
            holder: tirada_table::secret::random_hex(8),
            defer_after: DEFER_AFTER,
            running: Default::default(),
        })
    }
}
