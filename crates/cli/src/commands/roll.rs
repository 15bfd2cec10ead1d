//! `tirada roll EXPR`: roll any dice expression.

use crate::error::CliError;
use crate::faces::{parse_faces, typed_error};
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::notation::{check_depth, parse_program, Roll, RollResult};
use tirada_dice::{DiceSource, SeededDice, TypedDice};
use tirada_play::notation::{object, RollJson};

#[derive(clap::Args, Debug)]
pub struct RollArgs {
    /// Dice expression: 3d10km+7, 4d6dl1, 1d20ro1, 10d10>=7, {2d6,1d12}kh1, 1d20+5; 6x 4d6kh3...
    #[arg(allow_hyphen_values = true)]
    pub expr: String,
    /// Faces typed in from physical dice, in order (e.g. 9,2,5 or +-0+ for fudge dice).
    #[arg(long)]
    pub dados: Option<String>,
    /// With typed faces, tirada rolls the dice left out and shows them as rolled; without it a
    /// missing die is an error.
    #[arg(long)]
    pub tirar_resto: bool,
    /// Most extra dice in one explosion chain.
    #[arg(long, default_value_t = 10)]
    pub profundidad: u32,
}

/// One roll of a line (`1d20+5; 2d6+3`), thrown `sets` times (`6x 4d6kh3`).
#[derive(Serialize)]
struct LineRollJson<'a> {
    expression: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<&'a str>,
    sets: u32,
    results: Vec<RollJson<'a>>,
    /// The totals of the sets, highest first.
    sorted: Vec<i64>,
}

/// The contract's fields for the first roll, and every roll of the line under `rolls`.
#[derive(Serialize)]
struct OutputJson<'a> {
    #[serde(flatten)]
    first: RollJson<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rolls: Option<Vec<LineRollJson<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
    #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
    rolled: &'a [(String, i64)],
}

pub fn run(args: &RollArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rolls = parse_program(&args.expr).map_err(|e| super::odds::parse_error(&e, lang))?;
    check_depth(args.profundidad).map_err(|e| super::odds::eval_error(&e, lang))?;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let (results, seed, rolled) = match &args.dados {
        Some(text) => {
            let faces = parse_faces(text, "--dados", lang)?;
            let group = tirada_dice::notation::TYPED_GROUP.to_string();
            let mut typed = TypedDice::new(
                BTreeMap::from([(group, faces)]),
                SeededDice::new(seed),
                args.tirar_resto,
            );
            let results = roll_all(&rolls, &mut typed, args.profundidad, lang)?;
            typed
                .finish()
                .map_err(|e| CliError::input(typed_error("--dados", &e, lang)))?;
            let rolled = typed.rolled().to_vec();
            (results, (!rolled.is_empty()).then_some(seed), rolled)
        }
        None => (
            roll_all(&rolls, &mut SeededDice::new(seed), args.profundidad, lang)?,
            Some(seed),
            Vec::new(),
        ),
    };
    if global.json {
        let several = rolls.len() > 1 || rolls[0].sets > 1;
        let line = several.then(|| {
            rolls
                .iter()
                .zip(&results)
                .map(|(r, sets)| LineRollJson {
                    expression: r.expr.to_string(),
                    label: r.expr.label.as_deref(),
                    sets: r.sets,
                    results: sets.iter().map(object).collect(),
                    sorted: sorted_totals(sets),
                })
                .collect()
        });
        return crate::commands::print_roll_json(
            &OutputJson {
                first: object(&results[0][0]),
                rolls: line,
                seed,
                rolled: &rolled,
            },
            global.lang,
        );
    }
    for (roll, sets) in rolls.iter().zip(&results) {
        for r in sets {
            print!("{}", crate::commands::explained(&object(r), lang)?);
        }
        if roll.sets > 1 {
            let sorted: Vec<String> = sorted_totals(sets).iter().map(i64::to_string).collect();
            println!("  {}: {}", lang.w("roll-sorted"), sorted.join(" "));
        }
    }
    print!("{}", crate::faces::rolled_line(&rolled, lang).unwrap_or_default());
    Ok(())
}

/// Every set of every roll, in order, from one source of dice.
fn roll_all(
    rolls: &[Roll],
    dice: &mut impl DiceSource,
    depth: u32,
    lang: Lang,
) -> Result<Vec<Vec<RollResult>>, CliError> {
    rolls
        .iter()
        .map(|r| {
            (0..r.sets)
                .map(|_| {
                    r.expr
                        .roll(dice, depth)
                        .map_err(|e| CliError::input(typed_error("--dados", &e, lang)))
                })
                .collect()
        })
        .collect()
}

fn sorted_totals(sets: &[RollResult]) -> Vec<i64> {
    let mut t: Vec<i64> = sets.iter().map(|r| r.total).collect();
    t.sort_unstable_by(|a, b| b.cmp(a));
    t
}
