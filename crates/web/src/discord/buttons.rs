//! The buttons on a roll's message. PORTAL: one per die that can be rerolled (a colour and
//! the face it shows), the advised one highlighted with its exact gain, all disabled once the
//! allowance is spent; a press by the roller or the GM rerolls through `rolls::reroll`, the
//! web's path, and edits the message in place; anyone else gets an ephemeral "not yours".
//! A roll that is not public carries only a peek button, which shows the roll ephemerally to
//! whoever may see it. No `custom_id` says anything of an outcome.

use super::replies::{percent, roll_text};
use super::requests;
use super::seat::{refused, seat, Seat};
use crate::api::steps::Via;
use crate::live::view::{self, Audience};
use crate::state::AppState;
use axum::http::StatusCode;
use serde_json::Value;
use tirada_discord::custom_id::Button;
use tirada_discord::model::application::interaction::message_component::MessageComponentInteractionData;
use tirada_discord::model::application::interaction::Interaction;
use tirada_discord::model::channel::message::{Component, MessageFlags};
use tirada_discord::model::http::interaction::InteractionResponse;
use tirada_discord::reply;
use tirada_discord::text::{t, w, Lang};
use tirada_table::Event;

/// The reroll buttons of a PORTAL roll as it stands (`roll`), for roll event `seq`.
pub fn rerolls(table: &str, seq: i64, roll: &Value, lang: Lang) -> Vec<Component> {
    if roll["system"] != "portal" {
        return vec![];
    }
    let spent = roll["rerolls_left"].as_u64().unwrap_or(0) == 0;
    let advice = &roll["advice"];
    let mut seen: Vec<(String, u8)> = Vec::new();
    let mut buttons = Vec::new();
    for d in roll["dice"].as_array().into_iter().flatten() {
        let (Some(color), Some(face)) = (d["color"].as_str(), d["face"].as_u64()) else {
            continue;
        };
        let die = (color.to_string(), face as u8);
        if seen.contains(&die) {
            continue;
        }
        seen.push(die.clone());
        let advised = !spent && advice["move"] == "repetir" && advice["color"] == color && advice["face"] == face;
        let label = if advised {
            t(
                lang,
                "advice-button",
                &[
                    ("color", super::replies::colour(color, lang).into()),
                    ("face", (face as i64).into()),
                    ("now", percent(&advice["value_now"], lang).into()),
                    ("after", percent(&advice["value_after"], lang).into()),
                ],
            )
        } else {
            format!("{} {face}", super::replies::colour(color, lang))
        };
        let id = Button::Reroll {
            table: table.to_string(),
            seq,
            color: die.0,
            face: die.1,
        };
        buttons.push(reply::button(&label, id.encode(), advised, spent));
    }
    reply::rows(buttons)
}

/// The peek button of a roll that is not public.
pub fn peek(table: &str, seq: i64, lang: Lang) -> Vec<Component> {
    let id = Button::Peek {
        table: table.to_string(),
        seq,
    };
    reply::rows(vec![reply::button(&w(lang, "peek"), id.encode(), false, false)])
}

/// A button pressed.
pub async fn press(
    state: &AppState,
    i: &Interaction,
    data: &MessageComponentInteractionData,
    lang: Lang,
) -> InteractionResponse {
    let Some(button) = Button::decode(&data.custom_id) else {
        return reply::refusal(&w(lang, "unknown-button"));
    };
    let seat = match seat(state, i, lang).await {
        Ok(s) => s,
        Err(no) => return no.reply(),
    };
    let (table, seq) = match &button {
        Button::Reroll { table, seq, .. } | Button::Peek { table, seq } => (table.clone(), *seq),
    };
    if table != seat.table.id {
        return reply::refusal(&w(lang, "other-table"));
    }
    match button {
        Button::Reroll { color, face, .. } => reroll(state, i, &seat, seq, &color, face, lang).await,
        Button::Peek { .. } => show(state, &seat, seq, lang).await,
    }
}

async fn reroll(
    state: &AppState,
    i: &Interaction,
    seat: &Seat,
    seq: i64,
    color: &str,
    face: u8,
    lang: Lang,
) -> InteractionResponse {
    if seat.table.closed {
        return reply::refusal(&w(lang, "table-closed"));
    }
    let v = requests::reroll(color, face);
    let e = match crate::api::rolls::reroll(state, &seat.table, &seat.me, seq, &v, Via::Discord).await {
        Ok(e) => e,
        Err(e) if e.status == StatusCode::FORBIDDEN => return reply::refusal(&w(lang, "not-yours")),
        Err(e) => return refused(e, lang).reply(),
    };
    let who = super::seat::actor_name(state, &seat.table.id, e.actor.as_deref()).await;
    let text = roll_text(&who, &e, true, lang);
    let buttons = rerolls(&seat.table.id, seq, view::shown_roll(&e.data), lang);
    let on_private = i
        .message
        .as_ref()
        .and_then(|m| m.flags)
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    // A roll that is not public never replaces a message the channel reads.
    if e.hidden && !on_private {
        return reply::message(&text, buttons, true);
    }
    reply::update(&text, buttons)
}

/// A roll shown ephemerally to whoever may see it, as it stands after its rerolls.
async fn show(state: &AppState, seat: &Seat, seq: i64, lang: Lang) -> InteractionResponse {
    let (roll, _, related) = match crate::api::steps::roll_and_chain(state, &seat.table.id, seq).await {
        Ok(x) => x,
        Err(e) => return refused(e, lang).reply(),
    };
    let audience = Audience::of(&seat.me, tirada_narrate::Lang::from_code(Some(lang.code())));
    if !view::sees(&roll, &audience) {
        return reply::refusal(&w(lang, "not-yours"));
    }
    let latest: &Event = related.iter().rev().find(|x| x.kind == "reroll").unwrap_or(&roll);
    let who = super::seat::actor_name(state, &seat.table.id, roll.actor.as_deref()).await;
    let text = roll_text(&who, latest, true, lang);
    let buttons = rerolls(&seat.table.id, seq, view::shown_roll(&latest.data), lang);
    reply::message(&text, buttons, true)
}
