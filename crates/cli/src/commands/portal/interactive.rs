//! `tirada portal --interactivo`: after the throw, the player decides die by die at a prompt
//! that shows the exact advice. Prompts go to stderr so `--json` still prints one object.

use super::render::paint;
use crate::error::CliError;
use crate::lang::Lang;
use crate::render::Style;
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use tirada_dice::solver::Solution;
use tirada_dice::{Fraction, SeededDice, TypedDice};
use tirada_rules::portal::{Colour, Objective, PortalGame, PortalMove, PortalRoll};

/// What the player typed.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    Stop,
    Reroll(Colour, u8),
    Block,
    BuyAce,
    RemoveWound(u8),
}

fn parse(line: &str) -> Option<Command> {
    let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
    let w: Vec<&str> = words.iter().map(String::as_str).collect();
    match w.as_slice() {
        [] | ["fin"] | ["plantarse"] | ["stop"] => Some(Command::Stop),
        ["bloquear"] | ["block"] => Some(Command::Block),
        ["as"] | ["ace"] => Some(Command::BuyAce),
        ["quitar", "rojo", f] | ["remove", "red", f] => f.parse().ok().map(Command::RemoveWound),
        [c, f] => Some(Command::Reroll(Colour::from_word(c)?, f.parse().ok()?)),
        _ => None,
    }
}

/// Plays the decisions read from `input`, writing prompts and advice to `out`.
pub fn play(
    roll: &mut PortalRoll,
    dice: &mut TypedDice<SeededDice>,
    objective: Objective,
    lang: Lang,
    style: Style,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let objective = if roll.spec().difficulty.is_none() {
        Objective::Mean
    } else {
        objective
    };
    let mut solved: Option<(PortalGame, Solution, (u8, bool, usize))> = None;
    loop {
        show(roll, lang, style, out)?;
        if roll.rerolls_left() == 0 {
            writeln!(out, "{}", lang.w("portal-no-rerolls-left"))?;
            return Ok(());
        }
        // The game changes when the pool, the block or the wound dice change: solve again then.
        let key = (roll.pool(), roll.is_blocked(), roll.throw_view().red.len());
        if solved.as_ref().map(|s| s.2) != Some(key) {
            let game = PortalGame::during(roll, objective);
            let solution = game.solve().map_err(|e| CliError::input(lang.error(&e)))?;
            solved = Some((game, solution, key));
        }
        let (game, solution, _) = solved.as_ref().expect("just solved");
        advise(roll, game, solution, objective, lang, out)?;
        write!(out, "{} ", lang.w("portal-what-now-black-5-rerolls"))?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let result = match parse(&line) {
            None => Err(lang.w("portal-not-understood-try-white-1").to_string()),
            Some(Command::Stop) => return Ok(()),
            Some(Command::Block) => roll.block().map_err(|e| lang.error(&e)),
            Some(Command::BuyAce) => {
                roll.buy_ace();
                Ok(())
            }
            Some(Command::RemoveWound(f)) => roll.remove_wound(f).map_err(|e| lang.error(&e)),
            Some(Command::Reroll(colour, face)) => reroll(roll, dice, colour, face, lang, input, out),
        };
        if let Err(e) = result {
            writeln!(out, "{e}")?;
        }
    }
}

/// Rerolls a die: a typed (physical) colour asks for the new face, the others are rolled.
fn reroll(
    roll: &mut PortalRoll,
    dice: &mut TypedDice<SeededDice>,
    colour: Colour,
    face: u8,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    roll.check_reroll(colour, face).map_err(|e| lang.error(&e))?;
    if !dice.is_typed(colour.group()) || dice.has_faces_left(colour.group()) {
        return roll.reroll(colour, face, dice).map(|_| ()).map_err(|e| lang.error(&e));
    }
    let asked = lang.t(
        "portal-new-face-of-die",
        &[
            ("word", colour.word().to_string().into()),
            ("english", colour.english().to_string().into()),
        ],
    );
    write!(out, "{asked}").map_err(|e| e.to_string())?;
    out.flush().map_err(|e| e.to_string())?;
    let mut line = String::new();
    input.read_line(&mut line).map_err(|e| e.to_string())?;
    let new: i64 = line
        .trim()
        .parse()
        .map_err(|_| lang.t("portal-not-a-d6-face", &[("face", line.trim().into())]))?;
    let mut physical = TypedDice::only(BTreeMap::from([(colour.group().to_string(), vec![new])]));
    roll.reroll(colour, face, &mut physical)
        .map(|_| ())
        .map_err(|e| lang.error(&e))
}

fn show(roll: &PortalRoll, lang: Lang, style: Style, out: &mut impl Write) -> Result<(), CliError> {
    let kept = tirada_rules::portal::score(&roll.throw_view(), roll.spec().role, roll.spec().kind, roll.rules()).kept;
    let mut kept_shown = false;
    let dice: Vec<String> = roll
        .dice()
        .iter()
        .map(|d| {
            let k = d.colour == Colour::White && d.face == kept && !kept_shown;
            kept_shown |= k;
            paint(style, d.colour, d.face, k)
        })
        .collect();
    writeln!(
        out,
        "\n  {}   {} {} · {} {}{}",
        dice.join(" "),
        lang.w("portal-total"),
        roll.total(),
        roll.rerolls_left(),
        lang.w("portal-rerolls"),
        if roll.is_blocked() {
            lang.w("portal-ones-and-sixes-blocked")
        } else {
            String::new()
        }
    )?;
    Ok(())
}

fn advise(
    roll: &PortalRoll,
    game: &PortalGame,
    solution: &Solution,
    objective: Objective,
    lang: Lang,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let groups = game.groups_of(roll);
    let views: Vec<&[u8]> = groups.iter().map(Vec::as_slice).collect();
    let advice = solution
        .advise(&views, roll.rerolls_made() as u32)
        .map_err(|e| CliError::input(lang.error(&e)))?;
    let show = |v: &Fraction| match objective {
        Objective::Mean => lang.decimal(v.to_f64(), 2),
        _ => lang.percent(v.percent()),
    };
    for c in advice.choices.iter().take(4) {
        let what = match game.to_portal_move(c.action) {
            PortalMove::Stop => lang.w("portal-advise-stop"),
            PortalMove::Reroll { colour, face } => lang.t(
                "portal-advise-reroll-colour-face",
                &[
                    ("word", colour.word().to_string().into()),
                    ("face", face.to_string().into()),
                    ("english", colour.english().to_string().into()),
                ],
            ),
        };
        let star = if c.action == advice.best().action { "→" } else { " " };
        writeln!(out, "  {star} {what}: {}", show(&c.value))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_in_both_languages() {
        assert_eq!(parse("negro 5"), Some(Command::Reroll(Colour::Black, 5)));
        assert_eq!(parse("White 1"), Some(Command::Reroll(Colour::White, 1)));
        assert_eq!(parse(""), Some(Command::Stop));
        assert_eq!(parse("bloquear"), Some(Command::Block));
        assert_eq!(parse("quitar rojo 4"), Some(Command::RemoveWound(4)));
        assert_eq!(parse("azul 3"), None);
    }
}
