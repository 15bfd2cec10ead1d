//! `tirada odds EXPR`: the exact distribution of any dice expression.

use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::{dist_rows, odds_table, Style};
use serde::Serialize;
use tirada_dice::notation::{parse_program, EvalError, Odds, Roll, SetOdds};
use tirada_dice::{Dist, Fraction};

#[derive(clap::Args, Debug)]
pub struct ExprOddsArgs {
    /// Most extra dice in one explosion chain.
    #[arg(long, default_value_t = 10)]
    pub profundidad: u32,
}

/// One row of the contract's `distribution`, with the cumulative column as an extension.
#[derive(Serialize)]
struct RowJson {
    value: i64,
    p: Fraction,
    at_least: Fraction,
}

#[derive(Serialize)]
struct OddsJson {
    expression: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<String>,
    distribution: Vec<RowJson>,
    mean: Fraction,
    truncated: Fraction,
    denominator: String,
    /// For `Nx` sets: the sets sorted, highest first, each rank's odds.
    #[serde(skip_serializing_if = "Option::is_none")]
    sets: Option<Vec<RankJson>>,
}

/// One rank of sorted sets (1 = the highest set).
#[derive(Serialize)]
struct RankJson {
    rank: u32,
    mean: Fraction,
    distribution: Vec<RowJson>,
}

/// The contract's fields for the first roll, and every roll of the line under `rolls`.
#[derive(Serialize)]
struct OutputJson {
    #[serde(flatten)]
    first: OddsJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    rolls: Option<Vec<OddsJson>>,
}

pub fn run(expr_text: &str, args: &ExprOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rolls = parse_program(expr_text).map_err(|e| match lang {
        Lang::Es => CliError::input(format!("expresión no válida: {e}")),
        Lang::En => CliError::input(format!("invalid expression: {}", e.english())),
    })?;
    let mut all = Vec::with_capacity(rolls.len());
    for roll in &rolls {
        let odds = roll.expr.odds(args.profundidad).map_err(|e| eval_error(&e, lang))?;
        let sets = match roll.sets {
            1 => None,
            _ => Some(roll.set_odds(&odds.dist).map_err(|e| eval_error(&e, lang))?),
        };
        all.push((odds, sets));
    }
    if global.json {
        let mut line: Vec<OddsJson> = rolls
            .iter()
            .zip(&all)
            .map(|(r, (o, s))| odds_json(r, o, s.as_ref()))
            .collect();
        let several = line.len() > 1 || rolls[0].sets > 1;
        let first = line.remove(0);
        let rolls = several.then(|| {
            let mut again = vec![odds_json(&rolls[0], &all[0].0, all[0].1.as_ref())];
            again.extend(line);
            again
        });
        return crate::commands::print_json(&OutputJson { first, rolls });
    }
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    for (i, (roll, (odds, sets))) in rolls.iter().zip(&all).enumerate() {
        if i > 0 {
            println!();
        }
        print!("{}", human(roll, odds, sets.as_ref(), args.profundidad, lang, style));
    }
    Ok(())
}

fn odds_json(roll: &Roll, odds: &Odds, sets: Option<&SetOdds>) -> OddsJson {
    OddsJson {
        expression: roll.expr.root.to_string(),
        label: roll.expr.label.clone(),
        distribution: distribution_json(&odds.dist),
        mean: odds.dist.mean(),
        truncated: odds.truncated.clone(),
        denominator: odds.dist.denominator().to_string(),
        sets: sets.map(|s| {
            s.ranks
                .iter()
                .enumerate()
                .map(|(i, d)| RankJson {
                    rank: i as u32 + 1,
                    mean: d.mean(),
                    distribution: distribution_json(d),
                })
                .collect()
        }),
    }
}

/// The table of one roll, the note on cut explosions and the means of sorted sets.
fn human(roll: &Roll, odds: &Odds, sets: Option<&SetOdds>, depth: u32, lang: Lang, style: Style) -> String {
    let mean = odds.dist.mean();
    let times = if roll.sets > 1 {
        format!("{}x ", roll.sets)
    } else {
        String::new()
    };
    let mut out = format!(
        "{}  ·  {} {} ({})\n\n",
        style.bold(&format!("{times}{}", roll.expr)),
        lang.pick("media", "mean"),
        lang.decimal(mean.to_f64(), 4),
        mean
    );
    out.push_str(&odds_table(
        &dist_rows(&odds.dist),
        lang.pick("valor", "value"),
        lang,
        style,
    ));
    if odds.truncated != Fraction::zero() {
        out.push_str(&format!(
            "\n{} {} ({}): {}\n",
            lang.pick("Explosiones cortadas a", "Explosions cut at"),
            depth,
            lang.pick("--profundidad", "--profundidad"),
            match lang {
                Lang::Es => format!(
                    "cambia el resultado con probabilidad {} ≈ {:.3e}",
                    odds.truncated,
                    odds.truncated.to_f64()
                ),
                Lang::En => format!(
                    "changes the outcome with probability {} ≈ {:.3e}",
                    odds.truncated,
                    odds.truncated.to_f64()
                ),
            }
        ));
    }
    if let Some(s) = sets {
        out.push_str(&format!(
            "\n{}\n",
            lang.pick(
                "Las tiradas ordenadas de mayor a menor, media de cada puesto:",
                "The sets sorted from highest to lowest, mean of each rank:"
            )
        ));
        for (i, d) in s.ranks.iter().enumerate() {
            let m = d.mean();
            out.push_str(&format!("  {}.  {} ({})\n", i + 1, lang.decimal(m.to_f64(), 4), m));
        }
    }
    out
}

/// An exact computation refused, in the user's language.
pub fn eval_error(e: &EvalError, lang: Lang) -> CliError {
    CliError::input(match lang {
        Lang::Es => e.to_string(),
        Lang::En => e.english(),
    })
}

fn distribution_json(dist: &Dist) -> Vec<RowJson> {
    dist_rows(dist)
        .into_iter()
        .map(|r| RowJson {
            value: r.label.parse().expect("distribution rows are labelled by value"),
            p: r.p,
            at_least: r.at_least.expect("distribution rows carry the cumulative column"),
        })
        .collect()
}
