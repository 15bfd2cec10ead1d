//! The shapes of an answer to an interaction (`twilight-model`'s types): a message for the
//! channel or for the asker's eyes only (`flags: 64`), a deferral while the table works, the
//! edit of a message in place, autocomplete choices. A message never pings anyone: names a
//! member wrote (a character called `@everyone`) are text.

use twilight_model::application::command::{CommandOptionChoice, CommandOptionChoiceValue};
use twilight_model::channel::message::component::{ActionRow, Button, ButtonStyle};
use twilight_model::channel::message::{AllowedMentions, Component, MessageFlags};
use twilight_model::http::interaction::{InteractionResponse, InteractionResponseData, InteractionResponseType};

/// Discord's limit on a message's text.
pub const MAX_CONTENT: usize = 2000;
/// Buttons in a row, rows in a message.
const PER_ROW: usize = 5;
const ROWS: usize = 5;

/// A message's text cut to Discord's limit at a character boundary, with an ellipsis.
pub fn fit(text: &str) -> String {
    if text.chars().count() <= MAX_CONTENT {
        return text.to_string();
    }
    let mut out: String = text.chars().take(MAX_CONTENT - 1).collect();
    out.push('…');
    out
}

fn data(content: &str, components: Vec<Component>, ephemeral: bool) -> InteractionResponseData {
    InteractionResponseData {
        allowed_mentions: Some(AllowedMentions::default()),
        content: Some(fit(content)),
        components: Some(components),
        flags: ephemeral.then_some(MessageFlags::EPHEMERAL),
        ..Default::default()
    }
}

/// `{"type":1}`: the answer to Discord's PING.
pub fn pong() -> InteractionResponse {
    InteractionResponse {
        kind: InteractionResponseType::Pong,
        data: None,
    }
}

/// A new message (type 4): in the channel, or only for the asker when `ephemeral`.
pub fn message(content: &str, components: Vec<Component>, ephemeral: bool) -> InteractionResponse {
    InteractionResponse {
        kind: InteractionResponseType::ChannelMessageWithSource,
        data: Some(data(content, components, ephemeral)),
    }
}

/// A sentence for the asker only: every refusal.
pub fn refusal(sentence: &str) -> InteractionResponse {
    message(sentence, vec![], true)
}

/// The message a button sits on, edited in place (type 7).
pub fn update(content: &str, components: Vec<Component>) -> InteractionResponse {
    InteractionResponse {
        kind: InteractionResponseType::UpdateMessage,
        data: Some(data(content, components, false)),
    }
}

/// "Working on it" (type 5, or 6 for a button): the answer follows as an edit of the
/// original response.
pub fn deferred(component: bool, ephemeral: bool) -> InteractionResponse {
    InteractionResponse {
        kind: if component {
            InteractionResponseType::DeferredUpdateMessage
        } else {
            InteractionResponseType::DeferredChannelMessageWithSource
        },
        data: ephemeral.then(|| InteractionResponseData {
            flags: Some(MessageFlags::EPHEMERAL),
            ..Default::default()
        }),
    }
}

/// Autocomplete choices (type 8): (shown name, value), at most 25.
pub fn choices(list: Vec<(String, String)>) -> InteractionResponse {
    InteractionResponse {
        kind: InteractionResponseType::ApplicationCommandAutocompleteResult,
        data: Some(InteractionResponseData {
            choices: Some(
                list.into_iter()
                    .take(25)
                    .map(|(name, value)| CommandOptionChoice {
                        name: name.chars().take(100).collect(),
                        name_localizations: None,
                        value: CommandOptionChoiceValue::String(value.chars().take(100).collect()),
                    })
                    .collect(),
            ),
            ..Default::default()
        }),
    }
}

/// Whether an answer is for the asker's eyes only.
pub fn is_ephemeral(r: &InteractionResponse) -> bool {
    r.data
        .as_ref()
        .and_then(|d| d.flags)
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
}

/// A button: its label, `custom_id`, whether it stands out (the advised one) and whether it
/// can still be pressed.
pub fn button(label: &str, custom_id: String, primary: bool, disabled: bool) -> Component {
    Component::Button(Button {
        custom_id: Some(custom_id),
        disabled,
        emoji: None,
        id: None,
        label: Some(label.chars().take(80).collect()),
        sku_id: None,
        style: if primary {
            ButtonStyle::Success
        } else {
            ButtonStyle::Secondary
        },
        url: None,
    })
}

/// Buttons laid out in rows of five (at most 25; the rest are left out).
pub fn rows(buttons: Vec<Component>) -> Vec<Component> {
    buttons
        .chunks(PER_ROW)
        .take(ROWS)
        .map(|row| {
            Component::ActionRow(ActionRow {
                components: row.to_vec(),
                id: None,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_serialise_as_discord_reads_them() {
        assert_eq!(serde_json::to_value(pong()).unwrap(), serde_json::json!({"type": 1}));
        let r = serde_json::to_value(refusal("no")).unwrap();
        assert_eq!(r["type"], 4);
        assert_eq!(r["data"]["flags"], 64);
        assert_eq!(r["data"]["allowed_mentions"]["parse"], serde_json::json!([]));
        assert!(is_ephemeral(&refusal("no")) && !is_ephemeral(&message("sí", vec![], false)));
        assert_eq!(serde_json::to_value(deferred(true, false)).unwrap()["type"], 6);
        let long = "ñ".repeat(3000);
        assert_eq!(fit(&long).chars().count(), MAX_CONTENT);
        let many: Vec<Component> = (0..30).map(|i| button("x", i.to_string(), false, false)).collect();
        assert_eq!(rows(many).len(), 5);
    }
}
