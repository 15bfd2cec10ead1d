//! The Discord bridge (issue 26): a thin front end. An interaction — posted to
//! `POST /discord/interactions` ([`endpoint`]) or heard on the gateway ([`tirada_discord::
//! gateway`]) — is answered by [`handle`]: each command becomes the web API's own request
//! ([`requests`]) handed to the function the API's handler calls (`rolls::roll`,
//! `rolls::reroll`, `rolls::odds`, `modes::reveal`, `chat::say`), so a roll made in Discord is
//! a roll of the table, in its log, export and fairness page, checked by `tirada verify`.
//! [`replies`] words the answers, [`buttons`] the PORTAL reroll buttons and the hidden rolls'
//! peek button, [`linking`] the one-time codes, and [`outbox`] posts the table's public
//! events to the linked channel.

pub mod bridge;
pub mod buttons;
pub mod endpoint;
pub mod handle;
pub mod linking;
pub mod outbox;
pub mod replies;
pub mod requests;
pub mod seat;

use crate::state::AppState;
pub use bridge::{Bridge, DiscordOptions};

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
