//! One PORTAL roll thrown and played to its end: the roll machine every PORTAL command uses.

use super::args::{ObjectiveArg, PortalSpecArgs};
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::Style;
use std::collections::BTreeMap;
use std::io::IsTerminal;
use tirada_dice::{SeededDice, TypedDice};
use tirada_rules::portal::{
    play_best, Colour, NextMove, Objective, PortalError, PortalMove, PortalRoll, RollSpec, Rules, Transcript,
};

pub fn objective(o: ObjectiveArg) -> Objective {
    match o {
        ObjectiveArg::Exito => Objective::Success,
        ObjectiveArg::ExitoOParcial => Objective::SuccessOrPartial,
        ObjectiveArg::Media => Objective::Mean,
    }
}

pub fn input(e: PortalError) -> CliError {
    CliError::input(e.to_string())
}

/// A reroll list: `blanco:1,negro:6`.
fn parse_steps(text: &str, lang: Lang) -> Result<Vec<(Colour, u8)>, CliError> {
    text.split(',')
        .map(|item| {
            let (c, f) = item.split_once(':').unwrap_or(("", ""));
            let colour = Colour::from_word(c);
            let face = f.trim().parse::<u8>().ok().filter(|f| (1..=6).contains(f));
            colour.zip(face).ok_or_else(|| {
                CliError::input(match lang {
                    Lang::Es => format!(
                        "--repetir: «{item}» no se entiende; usa ninguno, optimo o una lista como blanco:1,negro:6"
                    ),
                    Lang::En => format!(
                        "--repetir: '{item}' is not understood; use ninguno, optimo or a list like blanco:1,negro:6"
                    ),
                })
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
}

/// Throws `spec` with the typed faces (the seed for the rest), applies blocking and PP aces,
/// then plays the rerolls `repetir` asks for (or interactively): the one roll machine every
/// PORTAL command uses.
pub fn play(
    spec: RollSpec,
    rules: Rules,
    typed_faces: BTreeMap<String, Vec<i64>>,
    flags: &PortalSpecArgs,
    repetir: &str,
    interactive: bool,
    global: &GlobalArgs,
) -> Result<Played, CliError> {
    let lang = global.lang;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let all_typed = typed_faces.contains_key(Colour::White.group())
        && (spec.black == 0 || typed_faces.contains_key(Colour::Black.group()))
        && (spec.red == 0 || typed_faces.contains_key(Colour::Red.group()))
        && (spec.green == 0 || typed_faces.contains_key(Colour::Green.group()))
        && (!spec.tempt || typed_faces.contains_key(Colour::Tempted.group()));
    let mut dice = TypedDice::with_rest(typed_faces, SeededDice::new(seed));
    let mut roll = PortalRoll::throw(spec, rules, &mut dice).map_err(input)?;
    if flags.bloquear {
        roll.block().map_err(input)?;
    }
    for _ in 0..flags.pp_repeticiones {
        roll.buy_ace();
    }
    let advice = if interactive {
        let style = Style {
            on: std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        };
        let (stdin, mut stderr) = (std::io::stdin(), std::io::stderr());
        let obj = objective(flags.objetivo);
        super::interactive::play(&mut roll, &mut dice, obj, lang, style, &mut stdin.lock(), &mut stderr)?;
        None
    } else {
        match repetir.trim() {
            "ninguno" | "none" => None,
            "optimo" | "óptimo" | "best" => play_best(&mut roll, &mut dice, objective(flags.objetivo), |d, c| {
                !d.is_typed(c.group()) || d.has_faces_left(c.group())
            })
            .map_err(input)?,
            list => {
                for (colour, face) in parse_steps(list, lang)? {
                    roll.reroll(colour, face, &mut dice).map_err(input)?;
                }
                None
            }
        }
    };
    dice.finish().map_err(|e| CliError::input(e.to_string()))?;
    Ok(Played {
        transcript: roll.finish(),
        seed: (!all_typed).then_some(seed),
        advice,
    })
}

/// The roll for people, with the advice if there is one.
pub fn print_human(played: &Played, lang: Lang) {
    // The roll as tirada-narrate explains it; a typed transcript always serialises.
    print!(
        "{}",
        crate::commands::explained(&played.transcript, lang).unwrap_or_default()
    );
    if let Some(a) = &played.advice {
        if let PortalMove::Reroll { colour, face } = a.next {
            let flag = format!("--{}", colour.group());
            println!(
                "{}",
                match lang {
                    Lang::Es => format!(
                        "Consejo: repite el {} {face} ({} → {}); escribe su nueva cara al final de {flag}",
                        colour.word(),
                        pct(&a.value_now, lang),
                        pct(&a.value_after, lang)
                    ),
                    Lang::En => format!(
                        "Advice: reroll the {} {face} ({} → {}); type its new face at the end of {flag}",
                        colour.english(),
                        pct(&a.value_now, lang),
                        pct(&a.value_after, lang)
                    ),
                }
            );
        }
    }
}

fn pct(f: &tirada_dice::Fraction, lang: Lang) -> String {
    lang.percent(f.percent())
}
