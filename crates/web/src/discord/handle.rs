//! One interaction, answered: who asks and at which table (the channel's link, the user's
//! member), then the command as the web API's request ([`super::requests`]) handed to the
//! function the API's handler calls. Every refusal is an ephemeral sentence in the asker's
//! language and changes nothing.

use super::requests::{self, Options};
use super::seat::{refused, seat, No, Seat};
use super::{buttons, linking, replies};
use crate::api::steps::Via;
use crate::state::AppState;
use serde_json::{json, Value};
use tirada_discord::commands::{self, Kind};
use tirada_discord::model::application::interaction::application_command::{CommandData, CommandOptionValue};
use tirada_discord::model::application::interaction::{Interaction, InteractionData, InteractionType};
use tirada_discord::model::http::interaction::InteractionResponse;
use tirada_discord::reply;
use tirada_discord::text::{lang_of, t, w, Lang};
use tirada_table::Character;

/// Whether a command's answer is for the asker only, known before it runs (its deferral is
/// then private too): odds and a member's own link.
pub fn private(i: &Interaction) -> bool {
    match &i.data {
        Some(InteractionData::ApplicationCommand(d)) => {
            d.name == "odds" || (d.name == "mesa" && matches!(d.options.first(), Some(o) if o.name == "yo"))
        }
        _ => false,
    }
}

/// The answer to an interaction.
pub async fn answer(state: &AppState, i: &Interaction) -> InteractionResponse {
    let lang = lang_of(i.locale.as_deref());
    match (&i.kind, &i.data) {
        (InteractionType::Ping, _) => reply::pong(),
        (InteractionType::ApplicationCommand, Some(InteractionData::ApplicationCommand(d))) => {
            command(state, i, d, lang).await.unwrap_or_else(No::reply)
        }
        (InteractionType::ApplicationCommandAutocomplete, Some(InteractionData::ApplicationCommand(d))) => {
            autocomplete(state, i, d, lang).await
        }
        (InteractionType::MessageComponent, Some(InteractionData::MessageComponent(d))) => {
            buttons::press(state, i, d, lang).await
        }
        _ => reply::refusal(&w(lang, "unknown-command")),
    }
}

/// The options of a command (or of its subcommand, named first), checked against the
/// command's definition: an option it does not have is refused.
fn options(d: &CommandData, lang: Lang) -> Result<(Option<String>, Options), No> {
    let (sub, given) = match d.options.first().map(|o| &o.value) {
        Some(CommandOptionValue::SubCommand(inner)) => (Some(d.options[0].name.clone()), inner.clone()),
        _ => (None, d.options.clone()),
    };
    let known: Vec<(&str, Kind)> = match (d.name.as_str(), sub.as_deref()) {
        ("r", _) | ("odds", Some("dados")) => vec![("expresion", Kind::Text), ("modo", Kind::Text)],
        ("odds", Some(system)) => commands::system_options(system)
            .iter()
            .map(|o| (o.name, o.kind))
            .collect(),
        ("mesa", Some(s)) => commands::TABLE_SUBCOMMANDS
            .iter()
            .find(|(name, _, _)| *name == s)
            .map(|(_, _, list)| list.iter().map(|o| (o.name, o.kind)).collect())
            .unwrap_or_default(),
        (system, None) => {
            let mut list: Vec<(&str, Kind)> = commands::system_options(system)
                .iter()
                .map(|o| (o.name, o.kind))
                .collect();
            list.push(("modo", Kind::Text));
            list
        }
        _ => vec![],
    };
    let mut out = Options::new();
    for o in given {
        let value = match (&o.value, known.iter().find(|(n, _)| *n == o.name).map(|(_, k)| *k)) {
            (CommandOptionValue::String(s), Some(Kind::Text)) => json!(s),
            (CommandOptionValue::Focused(s, _), Some(_)) => json!(s),
            (CommandOptionValue::Integer(n), Some(Kind::Int)) => json!(n),
            (CommandOptionValue::Boolean(b), Some(Kind::Bool)) => json!(b),
            _ => return Err(No(t(lang, "unknown-option", &[("option", o.name.clone().into())]))),
        };
        out.insert(o.name.clone(), value);
    }
    Ok((sub, out))
}

/// The character a command is for: the one named (`personaje`, its id), else the member's
/// only one; the GM may roll for none.
async fn character(state: &AppState, seat: &Seat, options: &Options, lang: Lang) -> Result<Option<Character>, No> {
    let all = state
        .store
        .characters(&seat.table.id)
        .await
        .map_err(|e| refused(e.into(), lang))?;
    let mine: Vec<Character> = all
        .into_iter()
        .filter(|c| seat.me.is_gm() || c.owner == seat.me.id)
        .collect();
    if let Some(named) = options.get("personaje").and_then(Value::as_str) {
        return mine
            .into_iter()
            .find(|c| c.id == named || c.name.eq_ignore_ascii_case(named))
            .map(Some)
            .ok_or_else(|| No(t(lang, "no-such-character", &[("name", named.into())])));
    }
    match (seat.me.is_gm(), mine.len()) {
        (true, _) => Ok(None),
        (false, 1) => Ok(mine.into_iter().next()),
        (false, 0) => Err(No::says(lang, "no-character")),
        (false, _) => Err(No::says(lang, "choose-character")),
    }
}

fn text<'a>(options: &'a Options, key: &str) -> &'a str {
    options.get(key).and_then(Value::as_str).unwrap_or("")
}

async fn command(state: &AppState, i: &Interaction, d: &CommandData, lang: Lang) -> Result<InteractionResponse, No> {
    let (sub, o) = options(d, lang)?;
    if d.name == "mesa" {
        return Ok(linking::command(state, i, sub.as_deref().unwrap_or(""), &o, lang).await);
    }
    if d.name != "r" && d.name != "odds" && !commands::SYSTEMS.contains(&d.name.as_str()) {
        return Err(No::says(lang, "unknown-command"));
    }
    let seat = seat(state, i, lang).await?;
    let system = seat.table.system.word();
    let wrong_system = |asked: &str| {
        let title = |w: &str| tirada_table::System::from_word(w).map_or(w.to_string(), |s| s.title().to_string());
        No(t(
            lang,
            "other-system",
            &[("asked", title(asked).into()), ("system", title(system).into())],
        ))
    };
    match (d.name.as_str(), sub.as_deref()) {
        ("odds", Some("dados")) => {
            let expression = text(&o, "expresion");
            let v = requests::odds_notation(expression);
            let odds = match crate::api::rolls::odds(state, &seat.table, &seat.me, &v).await {
                Ok(odds) => odds,
                Err(e) => return Err(refused(e, lang)),
            };
            Ok(reply::message(&replies::odds_text(&odds, lang), vec![], true))
        }
        ("odds", Some(asked)) => {
            if asked != system {
                return Err(wrong_system(asked));
            }
            let c = character(state, &seat, &o, lang).await?;
            let v = requests::odds(system, &o, c.as_ref());
            let odds = crate::api::rolls::odds(state, &seat.table, &seat.me, &v)
                .await
                .map_err(|e| refused(e, lang))?;
            Ok(reply::message(&replies::odds_text(&odds, lang), vec![], true))
        }
        (name, _) => {
            if seat.table.closed {
                return Err(No::says(lang, "table-closed"));
            }
            let e = if name == "r" {
                let expression = text(&o, "expresion");
                let v = requests::r(expression, o.get("modo").and_then(Value::as_str));
                match crate::api::chat::say(state, &seat.table, &seat.me, &v, Via::Discord).await {
                    Ok(e) => Ok(e),
                    Err(e) => return Err(refused(e, lang)),
                }
            } else if name != system {
                return Err(wrong_system(name));
            } else {
                let c = character(state, &seat, &o, lang).await?;
                let v = requests::roll(system, &o, c.as_ref());
                crate::api::rolls::roll(state, &seat.table, &seat.me, &v, Via::Discord).await
            }
            .map_err(|e| refused(e, lang))?;
            Ok(rolled(&seat, &e, lang))
        }
    }
}

/// The channel's message for a roll just made: the roll with its reroll buttons, or, for a
/// roll that is not public, its commitment with the peek button.
pub fn rolled(seat: &Seat, e: &tirada_table::Event, lang: Lang) -> InteractionResponse {
    let who = &seat.me.name;
    if e.hidden {
        let text = replies::roll_text(who, e, false, lang);
        return reply::message(&text, buttons::peek(&seat.table.id, e.seq, lang), false);
    }
    let text = replies::roll_text(who, e, true, lang);
    reply::message(
        &text,
        buttons::rerolls(&seat.table.id, e.seq, &e.data["roll"], lang),
        false,
    )
}

/// Autocomplete: the asker's characters, and the names their sheet offers for the option
/// being typed; nothing when the channel or the user is not linked.
async fn autocomplete(state: &AppState, i: &Interaction, d: &CommandData, lang: Lang) -> InteractionResponse {
    let Ok((_, o)) = options(d, lang) else {
        return reply::choices(vec![]);
    };
    let Ok(seat) = seat(state, i, lang).await else {
        return reply::choices(vec![]);
    };
    let focused = d
        .options
        .iter()
        .chain(d.options.iter().flat_map(|x| match &x.value {
            CommandOptionValue::SubCommand(inner) => inner.as_slice(),
            _ => &[],
        }))
        .find(|x| matches!(x.value, CommandOptionValue::Focused(..)));
    let Some(focused) = focused else {
        return reply::choices(vec![]);
    };
    let typed = text(&o, &focused.name).to_lowercase();
    let all = state.store.characters(&seat.table.id).await.unwrap_or_default();
    let mine: Vec<&Character> = all
        .iter()
        .filter(|c| seat.me.is_gm() || c.owner == seat.me.id)
        .collect();
    let list: Vec<(String, String)> = if focused.name == "personaje" {
        mine.iter().map(|c| (c.name.clone(), c.id.clone())).collect()
    } else {
        let chosen = o.get("personaje").and_then(Value::as_str);
        let c = match chosen {
            Some(id) => mine.iter().find(|c| c.id == id).copied(),
            None => mine.first().copied(),
        };
        c.map(|c| requests::sheet_names(&c.sheet, &focused.name))
            .unwrap_or_default()
            .into_iter()
            .map(|n| (n.clone(), n))
            .collect()
    };
    reply::choices(
        list.into_iter()
            .filter(|(n, _)| n.to_lowercase().contains(&typed))
            .collect(),
    )
}
