//! `tirada roll EXPR`: roll any dice expression.

use crate::error::CliError;
use crate::faces::parse_faces;
use crate::lang::Lang;
use crate::render::Style;
use crate::GlobalArgs;
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::notation::{parse, RollResult, TermRoll};
use tirada_dice::{SeededDice, TypedDice};

#[derive(clap::Args, Debug)]
pub struct RollArgs {
    /// Dice expression: 3d10km+7, 4dF+2, 2d12!, 3d6kh1, 20d10kh3...
    #[arg(allow_hyphen_values = true)]
    pub expr: String,
    /// Faces typed in from physical dice, in order (e.g. 9,2,5 or +-0+ for fudge dice).
    #[arg(long)]
    pub dados: Option<String>,
    /// Most extra dice in one explosion chain.
    #[arg(long, default_value_t = 10)]
    pub profundidad: u32,
}

/// One die in the contract's flat `dice` list.
#[derive(Serialize)]
struct DieJson<'a> {
    term: usize,
    die: &'a str,
    faces: &'a [i64],
    value: i64,
    kept: bool,
}

#[derive(Serialize)]
struct RollJson<'a> {
    expression: &'a str,
    total: i64,
    dice: Vec<DieJson<'a>>,
    terms: &'a [TermRoll],
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

pub fn run(args: &RollArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let expr = parse(&args.expr).map_err(|e| match lang {
        Lang::Es => CliError::input(format!("expresión no válida: {e}")),
        Lang::En => CliError::input(format!("invalid expression: {}", e.english())),
    })?;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let (result, seed) = match &args.dados {
        Some(text) => {
            let faces = parse_faces(text, "--dados", lang)?;
            let group = tirada_dice::notation::TYPED_GROUP.to_string();
            let mut typed = TypedDice::only(BTreeMap::from([(group, faces)]));
            let result = expr
                .roll(&mut typed, args.profundidad)
                .map_err(|e| CliError::input(e.to_string()))?;
            typed.finish().map_err(|e| CliError::input(e.to_string()))?;
            (result, None)
        }
        None => {
            let mut dice = SeededDice::new(seed);
            let result = expr
                .roll(&mut dice, args.profundidad)
                .map_err(|e| CliError::input(e.to_string()))?;
            (result, Some(seed))
        }
    };
    if global.json {
        return crate::commands::print_roll_json(&to_json(&result, seed), global.lang);
    }
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    print!("{}", crate::render::explained(&to_json(&result, seed), lang, style));
    Ok(())
}

fn to_json(r: &RollResult, seed: Option<u64>) -> RollJson<'_> {
    let dice = r
        .terms
        .iter()
        .enumerate()
        .flat_map(|(i, t)| {
            t.dice.iter().map(move |d| DieJson {
                term: i,
                die: t.die.as_deref().unwrap_or_default(),
                faces: &d.faces,
                value: d.value,
                kept: d.kept,
            })
        })
        .collect();
    RollJson {
        expression: &r.expression,
        total: r.total,
        dice,
        terms: &r.terms,
        seed,
    }
}
