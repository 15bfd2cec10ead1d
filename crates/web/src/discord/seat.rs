//! Where a Discord command is made (its channel's table and the asker's member) and how a
//! refusal reaches the asker: the steps the commands, the buttons and the linking share.

use crate::http::error::ApiError;
use crate::state::AppState;
use tirada_discord::model::application::interaction::Interaction;
use tirada_discord::model::http::interaction::InteractionResponse;
use tirada_discord::reply;
use tirada_discord::text::{w, Lang};
use tirada_table::discord::ChannelLink;
use tirada_table::{Member, TableInfo};

/// Where a command is made: the channel's link, its table and the asker's member.
pub struct Seat {
    pub link: ChannelLink,
    pub table: TableInfo,
    pub me: Member,
}

/// A refusal: the one sentence the asker alone reads.
pub struct No(pub String);

impl No {
    /// The bridge's own sentence `key`, in the asker's language.
    pub fn says(lang: Lang, key: &str) -> No {
        No(w(lang, key))
    }

    pub fn reply(self) -> InteractionResponse {
        reply::refusal(&self.0)
    }
}

/// A refusal from the web table's path, for the asker: its one sentence in their language.
pub fn refused(e: ApiError, lang: Lang) -> No {
    No(e.sentence(lang))
}

/// The channel an interaction came from.
#[allow(deprecated)] // `channel_id`: older payloads still carry only it
pub fn channel_of(i: &Interaction) -> Option<String> {
    i.channel
        .as_ref()
        .map(|c| c.id.to_string())
        .or(i.channel_id.map(|c| c.to_string()))
}

/// The table of the channel and the asker's member there.
pub async fn seat(state: &AppState, i: &Interaction, lang: Lang) -> Result<Seat, No> {
    let no = |key: &str| No::says(lang, key);
    let channel = channel_of(i).ok_or_else(|| no("channel-not-linked"))?;
    let links = state.store.links();
    let link = links
        .channel(&channel)
        .await
        .map_err(|_| no("failed"))?
        .ok_or_else(|| no("channel-not-linked"))?;
    let table = crate::http::auth::table(state, &link.table_id)
        .await
        .map_err(|_| no("channel-not-linked"))?;
    let user = i.author_id().ok_or_else(|| no("user-not-linked"))?.to_string();
    let member_id = links
        .linked_member(&table.id, &user)
        .await
        .map_err(|_| no("failed"))?
        .ok_or_else(|| no("user-not-linked"))?;
    let me = state
        .store
        .members(&table.id)
        .await
        .map_err(|_| no("failed"))?
        .into_iter()
        .find(|m| m.id == member_id)
        .ok_or_else(|| no("user-not-linked"))?;
    Ok(Seat { link, table, me })
}

/// The name of the member who made an event.
pub async fn actor_name(state: &AppState, table: &str, actor: Option<&str>) -> String {
    let members = state.store.members(table).await.unwrap_or_default();
    members
        .into_iter()
        .find(|m| Some(m.id.as_str()) == actor)
        .map_or_else(|| "?".to_string(), |m| m.name)
}
