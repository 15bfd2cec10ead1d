//! `tirada odds EXPR`: the exact distribution of any dice expression.
//!
//! A whole line (`1d20; 6x 4d6kh3`) spends from one budget, its printing included, and is
//! refused with a sentence before the work that would pass it. Rows are written as they are
//! made, never held all at once (issue #31 point 6: `134d1000` took 7.7 s and 563 MiB to print
//! its 133,867 rows); a table longer than [`TABLE_ROWS`] is summed up by its landmark values
//! unless `--todo` asks for every row.

use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::{dist_rows, odds_table, Layout, Row, Style};
use serde::{Serialize, Serializer};
use std::io::Write;
use tirada_dice::cost::{print_rows_work, print_work};
use tirada_dice::notation::{line_odds, parse_program, Budget, EvalError, Odds, ParseError, Roll, SetOdds};
use tirada_dice::{Dist, Fraction};

/// Rows a table shows whole without `--todo`.
pub const TABLE_ROWS: u64 = 200;

/// The cumulative levels a summary marks: the first value at which the probability of at
/// most it reaches each.
const LEVELS: [f64; 7] = [0.01, 0.05, 0.25, 0.5, 0.75, 0.95, 0.99];

#[derive(clap::Args, Debug)]
pub struct ExprOddsArgs {
    /// Most extra dice in one explosion chain.
    #[arg(long, default_value_t = 10)]
    pub profundidad: u32,
    /// Every row of a long distribution, not only its landmarks (more than 200 values).
    #[arg(long)]
    pub todo: bool,
}

/// One row of the contract's `distribution`, with the cumulative column as an extension.
#[derive(Serialize)]
struct RowJson {
    value: i64,
    p: Fraction,
    at_least: Fraction,
}

/// A distribution's rows, serialised one at a time as they are made.
struct RowsJson<'a>(&'a Dist);

impl Serialize for RowsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.rows().map(|r| RowJson {
            value: r.value,
            p: r.p,
            at_least: r.at_least,
        }))
    }
}

#[derive(Serialize)]
struct OddsJson<'a> {
    expression: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<String>,
    distribution: RowsJson<'a>,
    mean: Fraction,
    truncated: Fraction,
    denominator: String,
    /// For `Nx` sets: the sets sorted, highest first, each rank's odds.
    #[serde(skip_serializing_if = "Option::is_none")]
    sets: Option<Vec<RankJson<'a>>>,
}

/// One rank of sorted sets (1 = the highest set).
#[derive(Serialize)]
struct RankJson<'a> {
    rank: u32,
    mean: Fraction,
    distribution: RowsJson<'a>,
}

/// The contract's fields for the first roll, and every roll of the line under `rolls`.
#[derive(Serialize)]
struct OutputJson<'a> {
    #[serde(flatten)]
    first: OddsJson<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rolls: Option<Vec<OddsJson<'a>>>,
}

pub fn run(expr_text: &str, args: &ExprOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rolls = parse_program(expr_text).map_err(|e| parse_error(&e, lang))?;
    let several = rolls.len() > 1 || rolls[0].sets > 1;
    // What printing `rows` rows of fractions over `bits` bits costs, as asked.
    let printing = |i: usize, rows: u64, bits: u64| {
        if global.json {
            print_rows_work(rows, bits) * if i == 0 && several { 2 } else { 1 }
        } else if args.todo || rows <= TABLE_ROWS {
            print_rows_work(rows, bits)
        } else {
            0
        }
    };
    // Where a roll's rows are known before the work (a sum, a product of two), too long a print is refused at once.
    let mut ahead = Budget::new();
    for (i, roll) in rolls.iter().enumerate() {
        if let Some((rows, bits)) = roll.expr.rows_known() {
            ahead
                .spend(printing(i, rows, bits), &roll.expr)
                .map_err(|e| eval_error(&e, lang))?;
        }
    }
    let mut budget = Budget::new();
    let all = line_odds(&rolls, args.profundidad, &mut budget).map_err(|e| eval_error(&e, lang))?;
    // Printing spends from the same budget, before anything is written.
    for (i, (roll, (odds, sets))) in rolls.iter().zip(&all).enumerate() {
        let ranks: u64 = match global.json {
            true => sets.iter().flat_map(|s| &s.ranks).map(print_work).sum(),
            false => 0,
        };
        let work = printing(i, rows(&odds.dist), odds.dist.denominator().bits()) + ranks;
        budget.spend(work, &roll.expr).map_err(|e| eval_error(&e, lang))?;
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if global.json {
        let mut line: Vec<OddsJson> = rolls
            .iter()
            .zip(&all)
            .map(|(r, (o, s))| odds_json(r, o, s.as_ref()))
            .collect();
        let first = line.remove(0);
        let rolls = several.then(|| {
            let mut again = vec![odds_json(&rolls[0], &all[0].0, all[0].1.as_ref())];
            again.extend(line);
            again
        });
        serde_json::to_writer(&mut out, &OutputJson { first, rolls })?;
        writeln!(out)?;
        return Ok(out.flush()?);
    }
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    for (i, (roll, (odds, sets))) in rolls.iter().zip(&all).enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        human(&mut out, roll, odds, args, lang, style)?;
        write!(out, "{}", tail(sets.as_ref(), odds, args.profundidad, lang))?;
    }
    Ok(out.flush()?)
}

/// Possible values of a distribution.
fn rows(d: &Dist) -> u64 {
    d.values().count() as u64
}

fn odds_json<'a>(roll: &Roll, odds: &'a Odds, sets: Option<&'a SetOdds>) -> OddsJson<'a> {
    OddsJson {
        expression: roll.expr.root.to_string(),
        label: roll.expr.label.clone(),
        distribution: RowsJson(&odds.dist),
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
                    distribution: RowsJson(d),
                })
                .collect()
        }),
    }
}

/// The heading and table of one roll: whole, written row by row with `--todo`, or its
/// landmarks when it is long.
fn human(
    out: &mut impl Write,
    roll: &Roll,
    odds: &Odds,
    args: &ExprOddsArgs,
    lang: Lang,
    style: Style,
) -> Result<(), CliError> {
    let mean = odds.dist.mean();
    let times = if roll.sets > 1 {
        format!("{}x ", roll.sets)
    } else {
        String::new()
    };
    write!(
        out,
        "{}  ·  {} {} ({})\n\n",
        style.bold(&format!("{times}{}", roll.expr)),
        lang.w("odds-mean"),
        lang.decimal(mean.to_f64(), 4),
        mean
    )?;
    let head = &lang.w("odds-value");
    let dist = &odds.dist;
    let values = rows(dist);
    if values <= TABLE_ROWS {
        write!(out, "{}", odds_table(&dist_rows(dist), head, lang, style))?;
        return Ok(());
    }
    let (marks, top) = dist.landmarks(&LEVELS);
    if args.todo {
        // Widths fixed beforehand: every fraction fits in the denominator's digits, twice.
        let digits = dist.denominator().to_string().len();
        let label = [dist.min_value(), dist.max_value()].map(|v| v.to_string().len());
        let layout = Layout {
            label: label[0].max(label[1]).max(head.chars().count()),
            fraction: (2 * digits + 1).max(12),
            max_p: top,
            cumulative: true,
        };
        write!(out, "{}", layout.header(head, lang, style))?;
        for r in dist.rows() {
            write!(out, "{}", layout.line(&Row::from(r), lang, style))?;
        }
        return Ok(());
    }
    writeln!(
        out,
        "{}\n",
        tirada_narrate::odds_summary(values, dist.min_value(), dist.max_value(), lang.narrate())
    )?;
    let marked: Vec<Row> = dist.rows_at(&marks).into_iter().map(Row::from).collect();
    write!(out, "{}", odds_table(&marked, head, lang, style))?;
    Ok(())
}

/// The note on cut explosions and the means of sorted sets.
fn tail(sets: Option<&SetOdds>, odds: &Odds, depth: u32, lang: Lang) -> String {
    let mut out = String::new();
    if odds.truncated != Fraction::zero() {
        out.push_str(&format!(
            "\n{} {} ({}): {}\n",
            lang.w("odds-explosions-cut-at"),
            depth,
            lang.w("odds-profundidad"),
            lang.t(
                "odds-changes-outcome",
                &[
                    ("p", odds.truncated.to_string().into()),
                    ("approx", format!("{:.3e}", odds.truncated.to_f64()).into())
                ]
            )
        ));
    }
    if let Some(s) = sets {
        out.push_str(&format!("\n{}\n", lang.w("odds-sets-sorted-from-highest-to")));
        for (i, d) in s.ranks.iter().enumerate() {
            let m = d.mean();
            out.push_str(&format!("  {}.  {} ({})\n", i + 1, lang.decimal(m.to_f64(), 4), m));
        }
    }
    out
}

/// An expression that does not parse, in the user's language (`odds` and `roll` alike).
pub fn parse_error(e: &ParseError, lang: Lang) -> CliError {
    let why = lang.error(e);
    CliError::input(format!("{}: {why}", lang.w("odds-invalid-expression")))
}

/// An exact computation refused, in the user's language.
pub fn eval_error(e: &EvalError, lang: Lang) -> CliError {
    CliError::input(lang.error(e))
}
