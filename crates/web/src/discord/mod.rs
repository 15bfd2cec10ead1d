//! The Discord bridge (issue 26): a thin front end. An interaction — posted to
//! `POST /discord/interactions` ([`endpoint`]) or heard on the gateway ([`tirada_discord::
//! gateway`]) — is answered by [`handle`]: each command becomes the web API's own request
//! ([`requests`]) handed to the function the API's handler calls (`rolls::roll`,
//! `rolls::reroll`, `rolls::odds`, `modes::reveal`, `chat::say`), so a roll made in Discord is
//! a roll of the table, in its log, export and fairness page, checked by `tirada verify`.
//! [`replies`] words the answers, [`buttons`] the PORTAL reroll buttons and the hidden rolls'
//! peek button, [`linking`] the one-time codes, and [`outbox`] posts the table's public
//! events to the linked channel.

pub mod buttons;
pub mod endpoint;
pub mod handle;
pub mod linking;
pub mod outbox;
pub mod replies;
pub mod requests;

use crate::AppState;
use std::sync::Arc;
use tirada_discord::rest::Client;
use tirada_discord::signature::PublicKey;

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
    /// How long an answer may take before it is deferred ([`endpoint::DEFER_AFTER`]; zero
    /// defers every answer, for the tests that see deferred answers finished).
    pub defer_after: std::time::Duration,
    /// The channels whose outbox runs on this server.
    running: std::sync::Mutex<std::collections::HashSet<String>>,
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
            defer_after: endpoint::DEFER_AFTER,
            running: Default::default(),
        })
    }
}

/// Starts what the bridge runs beside the HTTP endpoint: each linked channel's outbox and,
/// in gateway mode, the gateway connection.
pub async fn start(state: &AppState, options: &DiscordOptions) {
    let Some(bridge) = state.discord.clone() else { return };
    if let Ok(links) = state.store.links().channels().await {
        for link in links {
            outbox::run(state, &link.channel_id);
        }
    }
    if let (true, Some(token)) = (options.gateway, options.token.clone()) {
        let st = state.clone();
        let rest = bridge.rest.clone();
        tokio::spawn(async move {
            let why = tirada_discord::gateway::run(rest, token, move |i| {
                let st = st.clone();
                tokio::spawn(async move { endpoint::over_gateway(&st, i).await });
            })
            .await;
            eprintln!("tirada: {why}");
        });
    }
}

/// The bridge of a state that has one.
pub(crate) fn bridge(state: &AppState) -> Option<&Arc<Bridge>> {
    state.discord.as_ref()
}
