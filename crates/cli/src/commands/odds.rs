//! `tirada odds EXPR`: the exact distribution of any dice expression.

use crate::error::CliError;
use crate::lang::Lang;
use crate::render::{dist_rows, odds_table, Style};
use crate::GlobalArgs;
use serde::Serialize;
use tirada_dice::notation::{parse, EvalError};
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
    distribution: Vec<RowJson>,
    mean: Fraction,
    truncated: Fraction,
    denominator: String,
}

pub fn run(expr_text: &str, args: &ExprOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let expr = parse(expr_text).map_err(|e| match lang {
        Lang::Es => CliError::input(format!("expresión no válida: {e}")),
        Lang::En => CliError::input(format!("invalid expression: {}", e.english())),
    })?;
    let odds = expr.odds(args.profundidad).map_err(|e| eval_error(&e, lang))?;
    if global.json {
        return crate::commands::print_json(&OddsJson {
            expression: expr.to_string(),
            distribution: distribution_json(&odds.dist),
            mean: odds.dist.mean(),
            truncated: odds.truncated,
            denominator: odds.dist.denominator().to_string(),
        });
    }
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    let mean = odds.dist.mean();
    let mut out = format!(
        "{}  ·  {} {} ({})\n\n",
        style.bold(&expr.to_string()),
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
            args.profundidad,
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
    print!("{out}");
    Ok(())
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
