//! The table's events, out to its linked channel: each event as every player sees it (a roll
//! that is not public as its commitment, a whisper not at all), worded in the channel's
//! language and posted under the character's (or member's) name by
//! [`tirada_discord::outbox::Sender`]. Events made in Discord are already in the channel
//! (their interaction's answer) and are not posted again.
//!
//! One task per linked channel wakes when the table publishes (the hub) or every few seconds,
//! and posts what the log holds after the last event handled. When several servers share the
//! database, only the one holding the channel's outbox posts (a lease renewed each round).

use super::replies;
use crate::live::view::{self, Audience};
use crate::live::wire::Wire;
use crate::state::AppState;
use std::time::Duration;
use tirada_discord::outbox::{backoff, Entry, Sender};
use tirada_discord::text::{t, w};
use tirada_table::discord::ChannelLink;
use tirada_table::{Event, Member};

/// Events read per round.
const PAGE: i64 = 200;
/// How often an idle outbox looks at the log anyway (events of another server, a lease).
const IDLE: Duration = Duration::from_secs(5);
/// How long a server holds a channel's outbox without renewing it.
const LEASE: Duration = Duration::from_secs(30);

/// What the channel reads of event `e` (empty: nothing).
pub fn entry(e: &Event, members: &[Member], link: &ChannelLink) -> Entry {
    let lang = tirada_discord::text::lang_of(Some(&link.lang));
    let everyone = Audience {
        gm: false,
        lang,
        member: None,
        wire: Wire::Full,
    };
    let member = members.iter().find(|m| Some(m.id.as_str()) == e.actor.as_deref());
    let who = member.map_or("tirada", |m| m.name.as_str());
    let whole = view::sees(e, &everyone);
    let character = if whole { e.data["character"].as_str() } else { None };
    let name = character.unwrap_or(who).to_string();
    let via_discord = e.data["via"] == "discord";
    let text = match e.kind.as_str() {
        _ if via_discord => String::new(),
        "roll" | "reroll" | "reveal" | "roll_amended" => replies::roll_text(who, e, whole, lang),
        "chat" if link.chat => e.data["text"].as_str().unwrap_or("").to_string(),
        "state_changed" => view::event(e, &everyone)["data"]["said"]
            .as_str()
            .unwrap_or("")
            .to_string(),
        "member_joined" => t(
            lang,
            "joined",
            &[("name", e.data["member"]["name"].as_str().unwrap_or("?").into())],
        ),
        "closed" => w(lang, "closed"),
        _ => String::new(),
    };
    Entry { seq: e.seq, name, text }
}

/// Starts the outbox of `channel` on this server, unless it runs already.
pub fn run(state: &AppState, channel: &str) {
    let Some(b) = state.discord.as_ref().cloned() else {
        return;
    };
    if !b.running.lock().expect("outbox lock").insert(channel.to_string()) {
        return;
    }
    let (state, channel) = (state.clone(), channel.to_string());
    tokio::spawn(async move {
        rounds(&state, &channel).await;
        b.running.lock().expect("outbox lock").remove(&channel);
    });
}

/// Rounds until the channel is no longer linked.
async fn rounds(state: &AppState, channel: &str) {
    let Some(b) = state.discord.as_ref().cloned() else {
        return;
    };
    let links = state.store.links();
    let mut failures = 0u32;
    // The table's feed wakes the outbox as it wakes any listener (and counts it as one).
    let mut woken: Option<(String, tokio::sync::watch::Receiver<i64>)> = None;
    loop {
        let Ok(Some(mut link)) = links.channel(channel).await else {
            return;
        };
        if woken.as_ref().is_none_or(|(t, _)| *t != link.table_id) {
            woken = Some((link.table_id.clone(), state.hub.feed(&link.table_id).subscribe()));
        }
        // Alone on its database a server posts every channel; sharing it, the holder does (a
        // server killed while holding it is replaced once its lease runs out).
        let now = crate::api::steps::now_ms();
        let mine = !state.shared
            || links
                .claim_outbox(channel, &b.holder, now, now + LEASE.as_millis() as i64)
                .await
                .unwrap_or(false);
        let mut idle = true;
        if mine {
            match round(state, &b.rest, &mut link).await {
                Ok(more) => {
                    failures = 0;
                    idle = !more;
                }
                Err(_) => {
                    failures += 1;
                    tokio::time::sleep(backoff(failures)).await;
                    continue;
                }
            }
        }
        if idle {
            if let Some((_, rx)) = woken.as_mut() {
                let _ = tokio::time::timeout(IDLE, rx.changed()).await;
            }
        }
    }
}

/// One round: the events after the last one handled, posted. Whether more may be waiting.
async fn round(state: &AppState, rest: &tirada_discord::rest::Client, link: &mut ChannelLink) -> Result<bool, String> {
    let events = state
        .store
        .events_after(&link.table_id, link.outbox.posted_seq, PAGE)
        .await
        .map_err(|e| e.to_string())?;
    if events.is_empty() && link.outbox.pending_last.is_none() {
        return Ok(false);
    }
    let members = state.store.members(&link.table_id).await.map_err(|e| e.to_string())?;
    let entries: Vec<Entry> = events.iter().map(|e| entry(e, &members, link)).collect();
    let sender = Sender {
        rest,
        links: state.store.links(),
    };
    sender.post(link, &entries).await.map_err(|e| e.to_string())?;
    Ok(events.len() as i64 == PAGE)
}
