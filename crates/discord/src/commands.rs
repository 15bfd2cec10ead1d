//! The slash commands, as Discord registers them: Spanish names (the names interactions
//! arrive with), English `name_localizations`, descriptions in both languages from the
//! Fluent files. The options of a system's roll are listed once ([`system_options`]) and
//! serve its command (`/portal`…) and its `/odds` subcommand.

use crate::text::{w, Lang};
use std::collections::HashMap;
use twilight_model::application::command::{
    Command, CommandOption, CommandOptionChoice, CommandOptionChoiceValue, CommandOptionType, CommandType,
};
use twilight_model::id::Id;

/// An option's value type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Text,
    Int,
    Bool,
}

/// One option: its Spanish name (the web API's request key where there is one), its English
/// name, its kind, whether it is required, autocompleted from the character's sheet, and its
/// choices (value, Spanish label key, English name).
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    pub name: &'static str,
    pub en: &'static str,
    pub kind: Kind,
    pub required: bool,
    pub autocomplete: bool,
    pub choices: &'static [(&'static str, &'static str)],
}

const fn opt(name: &'static str, en: &'static str, kind: Kind) -> Opt {
    Opt {
        name,
        en,
        kind,
        required: false,
        autocomplete: false,
        choices: &[],
    }
}

const fn sheet(name: &'static str, en: &'static str) -> Opt {
    Opt {
        autocomplete: true,
        ..opt(name, en, Kind::Text)
    }
}

/// A roll's mode: (value, English name); the value is the Spanish name.
pub const MODES: &[(&str, &str)] = &[
    ("publica", "public"),
    ("dj", "gm"),
    ("oculta", "blind"),
    ("privada", "self"),
];

/// The web API's mode (`"mode"` of `POST …/rolls`) of a Discord `modo`.
pub fn mode_word(modo: &str) -> Option<&'static str> {
    match modo {
        "publica" => Some("public"),
        "dj" => Some("gm"),
        "oculta" => Some("blind"),
        "privada" => Some("self"),
        _ => None,
    }
}

const MODE: Opt = Opt {
    choices: MODES,
    ..opt("modo", "mode", Kind::Text)
};
const CHARACTER: Opt = sheet("personaje", "character");
const DIF: Opt = opt("dif", "difficulty", Kind::Int);
const MOD: Opt = opt("mod", "modifier", Kind::Int);

/// The systems that have a command, by the table's word for them.
pub const SYSTEMS: &[&str] = &["portal", "hitos", "fate", "chasis", "mirilla"];

/// The options of a system's roll (without the mode, which only a roll has).
pub fn system_options(system: &str) -> &'static [Opt] {
    const PORTAL: &[Opt] = &[
        CHARACTER,
        DIF,
        sheet("fortaleza", "strength"),
        opt("especialidad", "specialty", Kind::Bool),
        opt("suerte", "luck", Kind::Int),
        opt("tentar", "tempt", Kind::Bool),
        opt("bloquear", "block", Kind::Bool),
        opt("pp", "pp", Kind::Int),
        MOD,
        opt("malestar", "discomfort", Kind::Int),
        opt("heridas", "wounds", Kind::Int),
    ];
    const HITOS: &[Opt] = &[
        CHARACTER,
        sheet("caracteristica", "characteristic"),
        sheet("habilidad", "skill"),
        DIF,
        MOD,
        Opt {
            choices: &[("C", "C"), ("m", "m"), ("M", "M")],
            ..opt("dado", "die", Kind::Text)
        },
        sheet("aspecto", "aspect"),
        opt("car", "char", Kind::Int),
        opt("hab", "skillvalue", Kind::Int),
    ];
    const FATE: &[Opt] = &[
        CHARACTER,
        sheet("habilidad", "skill"),
        DIF,
        MOD,
        opt("pp", "fp", Kind::Int),
        opt("hab", "skillvalue", Kind::Int),
    ];
    const CHASIS: &[Opt] = &[
        CHARACTER,
        sheet("atributo", "attribute"),
        DIF,
        MOD,
        opt("enfasis", "emphasis", Kind::Int),
    ];
    const MIRILLA: &[Opt] = &[
        CHARACTER,
        opt("seguidos", "inarow", Kind::Int),
        opt("minimo", "minimum", Kind::Int),
    ];
    match system {
        "portal" => PORTAL,
        "hitos" => HITOS,
        "fate" => FATE,
        "chasis" => CHASIS,
        "mirilla" => MIRILLA,
        _ => &[],
    }
}

/// `/mesa`'s subcommands and their options.
pub const TABLE_SUBCOMMANDS: &[(&str, &str, &[Opt])] = &[
    (
        "vincular",
        "link",
        &[
            Opt {
                required: true,
                ..opt("codigo", "code", Kind::Text)
            },
            opt("chat", "chat", Kind::Bool),
        ],
    ),
    (
        "yo",
        "me",
        &[Opt {
            required: true,
            ..opt("codigo", "code", Kind::Text)
        }],
    ),
    (
        "revelar",
        "reveal",
        &[Opt {
            required: true,
            ..opt("tirada", "roll", Kind::Int)
        }],
    ),
];

const EXPRESSION: Opt = Opt {
    required: true,
    ..opt("expresion", "expression", Kind::Text)
};

/// English names for the locales Discord has for English.
fn english(name: &str) -> Option<HashMap<String, String>> {
    Some(
        ["en-US", "en-GB"]
            .iter()
            .map(|l| (l.to_string(), name.to_string()))
            .collect(),
    )
}

/// A description in Spanish with its English translations (`d-KEY` in the Fluent files).
fn described(key: &str) -> (String, Option<HashMap<String, String>>) {
    let key = format!("d-{key}");
    let en = w(Lang::En, &key);
    (w(Lang::Es, &key), english(&en))
}

fn option(o: &Opt, context: &str) -> CommandOption {
    let (description, description_localizations) = described(&format!("{context}-{}", o.name));
    let choices = (!o.choices.is_empty()).then(|| {
        o.choices
            .iter()
            .map(|(value, en)| CommandOptionChoice {
                name: value.to_string(),
                name_localizations: english(en),
                value: CommandOptionChoiceValue::String(value.to_string()),
            })
            .collect()
    });
    CommandOption {
        autocomplete: o.autocomplete.then_some(true),
        channel_types: None,
        choices,
        description,
        description_localizations,
        kind: match o.kind {
            Kind::Text => CommandOptionType::String,
            Kind::Int => CommandOptionType::Integer,
            Kind::Bool => CommandOptionType::Boolean,
        },
        max_length: None,
        max_value: None,
        min_length: None,
        min_value: None,
        name: o.name.to_string(),
        name_localizations: english(o.en),
        options: None,
        file_types: None,
        required: o.required.then_some(true),
    }
}

fn subcommand(name: &str, en: &str, context: &str, options: Vec<CommandOption>) -> CommandOption {
    let (description, description_localizations) = described(&format!("{context}-{name}"));
    CommandOption {
        autocomplete: None,
        channel_types: None,
        choices: None,
        description,
        description_localizations,
        kind: CommandOptionType::SubCommand,
        max_length: None,
        max_value: None,
        min_length: None,
        min_value: None,
        name: name.to_string(),
        name_localizations: english(en),
        options: Some(options),
        file_types: None,
        required: None,
    }
}

#[allow(deprecated)] // `dm_permission`: the model still has the field
fn command(name: &str, en: &str, options: Vec<CommandOption>) -> Command {
    let (description, description_localizations) = described(name);
    Command {
        application_id: None,
        // Guild text channels only: a table is linked to a channel of a server.
        contexts: Some(vec![
            twilight_model::application::interaction::InteractionContextType::Guild,
        ]),
        default_member_permissions: None,
        description,
        description_localizations,
        dm_permission: None,
        guild_id: None,
        id: None,
        integration_types: None,
        kind: CommandType::ChatInput,
        name: name.to_string(),
        name_localizations: english(en),
        nsfw: None,
        options,
        version: Id::new(1),
    }
}

fn options(list: &[Opt], context: &str) -> Vec<CommandOption> {
    list.iter().map(|o| option(o, context)).collect()
}

/// Every command, as `tirada discord registrar` registers them.
pub fn all() -> Vec<Command> {
    let mut out = vec![command("r", "roll", options(&[EXPRESSION, MODE], "r"))];
    let mut odds = vec![subcommand("dados", "dice", "odds", options(&[EXPRESSION], "odds"))];
    for system in SYSTEMS {
        let list = system_options(system);
        odds.push(subcommand(system, system, "odds", options(list, "sys")));
        let mut roll = options(list, "sys");
        roll.push(option(&MODE, "r"));
        out.push(command(system, system, roll));
    }
    out.push(command("odds", "odds", odds));
    let table = TABLE_SUBCOMMANDS
        .iter()
        .map(|(name, en, list)| subcommand(name, en, "mesa", options(list, "mesa")))
        .collect();
    out.push(command("mesa", "table", table));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_spanish_names_english_localizations_and_both_descriptions() {
        let all = all();
        let names: Vec<&str> = all.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(
            names,
            ["r", "portal", "hitos", "fate", "chasis", "mirilla", "odds", "mesa"]
        );
        let mesa = all.iter().find(|c| c.name == "mesa").unwrap();
        assert_eq!(mesa.name_localizations.as_ref().unwrap()["en-US"], "table");
        fn check(name: &str, description: &str, en: Option<&HashMap<String, String>>) {
            // Discord's limits: a name of 1–32 lower-case characters, a description of 1–100.
            assert!(
                (1..=32).contains(&name.chars().count()) && name == name.to_lowercase(),
                "{name}"
            );
            assert!(
                (1..=100).contains(&description.chars().count()),
                "{name}: {description}"
            );
            assert!(!description.starts_with("d-"), "{name}: no description");
            let en = en.unwrap()["en-US"].as_str();
            assert!(
                (1..=100).contains(&en.chars().count()) && en != description,
                "{name}: {en}"
            );
        }
        for c in &all {
            check(&c.name, &c.description, c.description_localizations.as_ref());
            assert!(c.options.len() <= 25);
            for o in &c.options {
                check(&o.name, &o.description, o.description_localizations.as_ref());
                for s in o.options.iter().flatten() {
                    check(&s.name, &s.description, s.description_localizations.as_ref());
                }
            }
        }
        // Required options come first, as Discord demands.
        for c in &all {
            let required: Vec<bool> = c.options.iter().map(|o| o.required == Some(true)).collect();
            assert!(required.windows(2).all(|w| w[0] || !w[1]), "{}", c.name);
        }
        assert_eq!(mode_word("oculta"), Some("blind"));
        assert_eq!(mode_word("otra"), None);
    }
}
