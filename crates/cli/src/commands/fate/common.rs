//! What the Fate commands share: errors in the words of a flag, the ruleset and ratings typed on
//! the command line, typed Fudge faces, the one roll machine, and the defender of an attack.

use super::args::FateSpecArgs;
use crate::error::{refused, CliError};
use crate::faces::{parse_faces, Rolled};
use crate::lang::Lang;
use tirada_dice::SeededDice;
use tirada_play::fate::request::{self, Rating};
use tirada_rules::fate::{self, Consequence, FateError, FateRoll, Ladder, RollSpec, Rules, StressTrack, Track};

pub(super) fn say(lang: Lang, e: &FateError) -> String {
    lang.error(e)
}

pub(super) fn flag_error(flag: &str, lang: Lang, e: &FateError) -> CliError {
    CliError::input(format!("{flag}: {}", say(lang, e)))
}

/// The ruleset of the command: the default, with the table's ladder words if given.
pub(super) fn rules(args: &FateSpecArgs, lang: Lang) -> Result<Rules, CliError> {
    rules_with(args.escalera.as_deref(), lang)
}

pub(super) fn rules_with(escalera: Option<&str>, lang: Lang) -> Result<Rules, CliError> {
    let mut rules = Rules::default();
    if let Some(text) = escalera {
        let words: Vec<&str> = text.split(',').collect();
        rules.ladder = Ladder::new(&words).map_err(|e| flag_error("--escalera", lang, &e))?;
    }
    Ok(rules)
}

/// A rating typed on the command line: a number, or a word of the table's ladder, of the
/// seed's Spanish ladder or of the English one (the play layer's [`Rating`]), bounded.
pub(super) fn rating(text: &str, flag: &str, rules: &Rules, lang: Lang) -> Result<i32, CliError> {
    Rating::Word(text.to_string())
        .value(flag.trim_start_matches('-'), rules)
        .map_err(|e| refused(&e, lang))
}

/// A number within the play layer's bounds, or one sentence naming `flag`.
pub(super) fn bounded(value: i32, flag: &str, lang: Lang) -> Result<i32, CliError> {
    request::bounded(i64::from(value), flag.trim_start_matches('-')).map_err(|e| refused(&e, lang))
}

/// Typed Fudge faces: what `parse_faces` reads (`+-0+`, `1,-1,0,1`), plus symbols between
/// commas (`+,-,0,+`) and the dice as tirada prints them (`[+][-][ ][+]`).
pub(super) fn fudge_faces(text: &str, lang: Lang) -> Result<Vec<i64>, CliError> {
    let symbol = |s: &str| match s.trim() {
        "+" => Some(1),
        "-" | "−" => Some(-1),
        "0" | "" => Some(0),
        _ => None,
    };
    let t = text.trim();
    if t.starts_with('[') {
        let inner: Option<Vec<i64>> = t
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .map(|t| t.split("][").map(symbol).collect())
            .unwrap_or(None);
        return inner.ok_or_else(|| CliError::input(lang.t("fate-dados-not-understood", &[("text", t.into())])));
    } else if t.contains(',') {
        if let Some(faces) = t
            .split(',')
            .map(|s| symbol(s).filter(|_| !s.trim().is_empty()))
            .collect()
        {
            return Ok(faces);
        }
    }
    parse_faces(t, "--dados", lang)
}

/// A Fate roll thrown, and how its dice were had.
pub(super) struct Thrown {
    pub roll: FateRoll,
    /// Whether any die came from the seed (then the seed is printed, to replay it).
    pub seeded: bool,
    /// The dice rolled because they were not typed (`--tirar-resto`), by `flag` without `--`.
    pub rolled: Rolled,
}

/// Throws a roll from typed faces (`flag`) or the seeded source. Typed faces are all four dice,
/// or with `roll_rest` the first ones, the rest rolled and listed as rolled.
pub(super) fn throw(
    spec: RollSpec,
    typed: Option<&str>,
    flag: &str,
    (seeded, roll_rest): (&mut SeededDice, bool),
    lang: Lang,
) -> Result<Thrown, CliError> {
    let faces = typed.map(|text| fudge_faces(text, lang)).transpose()?;
    let nothing_typed = faces.is_none();
    // The play layer's throw, the table's too.
    let (roll, rolled) = tirada_play::fate::throw(spec, faces, seeded, roll_rest).map_err(|e| match e {
        FateError::DiceCount { .. } => typed_error(flag, lang, &e),
        e if nothing_typed => CliError::input(say(lang, &e)),
        e => flag_error(flag, lang, &e),
    })?;
    let name = flag.trim_start_matches('-');
    let rolled: Rolled = rolled.into_iter().map(|(_, f)| (name.to_string(), f)).collect();
    Ok(Thrown {
        roll,
        seeded: nothing_typed || !rolled.is_empty(),
        rolled,
    })
}

/// Typed faces that are not four dice: too few can be rolled with `--tirar-resto`.
fn typed_error(flag: &str, lang: Lang, e: &FateError) -> CliError {
    match e {
        FateError::DiceCount { given } if *given < fate::roll::DICE => CliError::input(lang.t(
            "fate-type-all-four-or-use",
            &[
                ("flag", flag.to_string().into()),
                ("x", say(lang, e).to_string().into()),
            ],
        )),
        e => flag_error(flag, lang, e),
    }
}

/// Everything about the defender, checked.
pub struct Defender {
    pub spec: RollSpec,
    pub track: StressTrack,
    pub track_kind: Track,
    pub held: Vec<Consequence>,
    pub block: Option<i32>,
    pub block_skill: Option<i32>,
}
