//! One PORTAL roll thrown and played to its end: the roll machine every PORTAL command uses.

use super::args::{ObjectiveArg, PortalSpecArgs};
use crate::error::CliError;
use crate::faces::{typed_error, Rolled};
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::Style;
use std::collections::BTreeMap;
use std::io::IsTerminal;
use tirada_dice::{SeededDice, SourceError, TypedDice};
use tirada_play::portal::request::{PortalRequest, Repetir};
use tirada_rules::portal::{
    Colour, NextMove, Objective, PortalError, PortalMove, PortalRoll, RollSpec, Rules, Transcript,
};

pub fn objective(o: ObjectiveArg) -> Objective {
    match o {
        ObjectiveArg::Exito => Objective::Success,
        ObjectiveArg::ExitoOParcial => Objective::SuccessOrPartial,
        ObjectiveArg::Media => Objective::Mean,
    }
}

pub fn input(e: PortalError, lang: Lang) -> CliError {
    CliError::input(lang.error(&e))
}

/// An engine error; a typed die missing, impossible or left over in the words of the flag its
/// faces go in (`--negros`, `--tentar`, a fight's `--reparto`...).
pub fn typed_input(e: PortalError, lang: Lang) -> CliError {
    match e {
        PortalError::Source(s) => CliError::input(source_error(&s, lang)),
        e => input(e, lang),
    }
}

/// A typed die's problem named by its flag.
pub fn source_error(e: &SourceError, lang: Lang) -> String {
    let group = match e {
        SourceError::Missing { group, .. } | SourceError::Impossible { group, .. } => group,
        SourceError::Extra { group, .. } => group,
    };
    let flag = match group.as_str() {
        g if g == Colour::Tempted.group() => "--tentar".to_string(),
        g => format!("--{g}"),
    };
    typed_error(&flag, e, lang)
}

/// A reroll list: `blanco:1,negro:6`.
fn parse_steps(text: &str, lang: Lang) -> Result<Vec<(Colour, u8)>, CliError> {
    text.split(',')
        .map(|item| {
            let (c, f) = item.split_once(':').unwrap_or(("", ""));
            let colour = Colour::from_word(c);
            let face = f.trim().parse::<u8>().ok().filter(|f| (1..=6).contains(f));
            colour.zip(face).ok_or_else(|| {
                CliError::input(lang.t(
                    "portal-repetir-is-not-understood-use",
                    &[("item", item.to_string().into())],
                ))
            })
        })
        .collect()
}

/// A roll thrown and played to its end.
pub struct Played {
    pub transcript: Transcript,
    /// The seed, when any die was rolled rather than typed.
    pub seed: Option<u64>,
    /// What to reroll next, when typed faces ran out under the best policy.
    pub advice: Option<NextMove>,
    /// The dice rolled because no face was typed for them (`--tirar-resto`).
    pub rolled: Rolled,
}

/// Throws `spec` with the typed faces, applies blocking and PP aces, then plays the rerolls
/// `repetir` asks for through the play layer (`tirada_play::portal::play`, the table's roll
/// machine too), or interactively. With nothing typed the seed rolls every die; once a face is
/// typed a die left out is an error naming it, unless `roll_rest` (`--tirar-resto`): then the
/// seed rolls it and it is listed.
#[allow(clippy::too_many_arguments)]
pub fn play(
    spec: RollSpec,
    rules: Rules,
    typed_faces: BTreeMap<String, Vec<i64>>,
    roll_rest: bool,
    flags: &PortalSpecArgs,
    repetir: &str,
    interactive: bool,
    global: &GlobalArgs,
) -> Result<Played, CliError> {
    let lang = global.lang;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let nothing_typed = typed_faces.is_empty();
    if !interactive {
        // The play layer's roll machine, the table's too.
        let request = PortalRequest {
            spec,
            typed: typed_faces,
            repetir: match repetir.trim() {
                "ninguno" | "none" => Repetir::Ninguno,
                "optimo" | "óptimo" | "best" => Repetir::Optimo,
                list => Repetir::Lista(parse_steps(list, lang)?),
            },
            objective: objective(flags.objetivo),
            block: flags.bloquear,
            pp_aces: flags.pp_repeticiones,
            roll_rest,
            aim: None,
        };
        let p = tirada_play::portal::play(&request, rules, SeededDice::new(seed)).map_err(|e| typed_input(e, lang))?;
        return Ok(Played {
            transcript: p.roll.finish(),
            seed: (nothing_typed || !p.rolled.is_empty()).then_some(seed),
            advice: p.advice,
            rolled: p.rolled,
        });
    }
    let mut dice = TypedDice::new(typed_faces, SeededDice::new(seed), roll_rest);
    let mut roll = PortalRoll::throw(spec, rules, &mut dice).map_err(|e| typed_input(e, lang))?;
    if flags.bloquear {
        roll.block().map_err(|e| input(e, lang))?;
    }
    for _ in 0..flags.pp_repeticiones {
        roll.buy_ace();
    }
    let style = Style {
        on: std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let (stdin, mut stderr) = (std::io::stdin(), std::io::stderr());
    let obj = objective(flags.objetivo);
    super::interactive::play(&mut roll, &mut dice, obj, lang, style, &mut stdin.lock(), &mut stderr)?;
    dice.finish().map_err(|e| CliError::input(source_error(&e, lang)))?;
    let rolled = dice.rolled().to_vec();
    Ok(Played {
        transcript: roll.finish(),
        seed: (nothing_typed || !rolled.is_empty()).then_some(seed),
        advice: None,
        rolled,
    })
}

/// The roll for people, with the advice if there is one.
pub fn print_human(played: &Played, lang: Lang) {
    // The roll as tirada-narrate explains it; a typed transcript always serialises.
    print!(
        "{}",
        crate::commands::explained(&played.transcript, lang).unwrap_or_default()
    );
    print!(
        "{}",
        crate::faces::rolled_line(&played.rolled, lang).unwrap_or_default()
    );
    if let Some(a) = &played.advice {
        if let PortalMove::Reroll { colour, face } = a.next {
            let flag = format!("--{}", colour.group());
            println!(
                "{}",
                lang.t(
                    "portal-advice-reroll-type-its-new",
                    &[
                        ("word", colour.word().to_string().into()),
                        ("face", face.to_string().into()),
                        ("value-now", pct(&a.value_now, lang).to_string().into()),
                        ("value-after", pct(&a.value_after, lang).to_string().into()),
                        ("flag", flag.to_string().into()),
                        ("english", colour.english().to_string().into())
                    ]
                )
            );
        }
    }
}

fn pct(f: &tirada_dice::Fraction, lang: Lang) -> String {
    lang.percent(f.percent())
}
