//! `tirada roll EXPR`: roll any dice expression.

use crate::error::CliError;
use crate::faces::parse_faces;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::Style;
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::notation::{check_depth, parse_program, Roll, RollResult, TermRoll};
use tirada_dice::{DiceSource, SeededDice, TypedDice};

#[derive(clap::Args, Debug)]
pub struct RollArgs {
    /// Dice expression: 3d10km+7, 4d6dl1, 1d20ro1, 10d10>=7, {2d6,1d12}kh1, 1d20+5; 6x 4d6kh3...
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
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<&'a str>,
    total: i64,
    dice: Vec<DieJson<'a>>,
    terms: &'a [TermRoll],
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
}

pub fn run(args: &RollArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rolls = parse_program(&args.expr).map_err(|e| match lang {
        Lang::Es => CliError::input(format!("expresión no válida: {e}")),
        Lang::En => CliError::input(format!("invalid expression: {}", e.english())),
    })?;
    check_depth(args.profundidad).map_err(|e| super::odds::eval_error(&e, lang))?;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let (results, seed) = match &args.dados {
        Some(text) => {
            let faces = parse_faces(text, "--dados", lang)?;
            let group = tirada_dice::notation::TYPED_GROUP.to_string();
            let mut typed = TypedDice::only(BTreeMap::from([(group, faces)]));
            let results = roll_all(&rolls, &mut typed, args.profundidad)?;
            typed.finish().map_err(|e| CliError::input(e.to_string()))?;
            (results, None)
        }
        None => (
            roll_all(&rolls, &mut SeededDice::new(seed), args.profundidad)?,
            Some(seed),
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
                    results: sets.iter().map(to_json).collect(),
                    sorted: sorted_totals(sets),
                })
                .collect()
        });
        return crate::commands::print_roll_json(
            &OutputJson {
                first: to_json(&results[0][0]),
                rolls: line,
                seed,
            },
            global.lang,
        );
    }
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    for (roll, sets) in rolls.iter().zip(&results) {
        for r in sets {
            print!("{}", human(r, lang, style));
        }
        if roll.sets > 1 {
            let sorted: Vec<String> = sorted_totals(sets).iter().map(i64::to_string).collect();
            println!("  {}: {}", lang.pick("ordenados", "sorted"), sorted.join(" "));
        }
    }
    Ok(())
}

/// Every set of every roll, in order, from one source of dice.
fn roll_all(rolls: &[Roll], dice: &mut impl DiceSource, depth: u32) -> Result<Vec<Vec<RollResult>>, CliError> {
    rolls
        .iter()
        .map(|r| {
            (0..r.sets)
                .map(|_| r.expr.roll(dice, depth).map_err(|e| CliError::input(e.to_string())))
                .collect()
        })
        .collect()
}

fn sorted_totals(sets: &[RollResult]) -> Vec<i64> {
    let mut t: Vec<i64> = sets.iter().map(|r| r.total).collect();
    t.sort_unstable_by(|a, b| b.cmp(a));
    t
}

fn to_json(r: &RollResult) -> RollJson<'_> {
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
        label: r.label.as_deref(),
        total: r.total,
        dice,
        terms: &r.terms,
    }
}

/// `3d10km+7 → 12` and a line per term with the kept dice bold and the dropped ones dim.
pub fn human(r: &RollResult, lang: Lang, style: Style) -> String {
    let label = r.label.as_ref().map(|l| format!(" [{l}]")).unwrap_or_default();
    let mut out = format!("{}{label}  →  {}\n", r.expression, style.bold(&r.total.to_string()));
    for t in &r.terms {
        let sign = if t.negative { "−" } else { "+" };
        if t.dice.is_empty() {
            out.push_str(&format!("  {sign} {}\n", t.term));
            continue;
        }
        let dice: Vec<String> = t
            .dice
            .iter()
            .map(|d| {
                let fudge = t.die.as_deref() == Some("dF");
                let faces: Vec<String> = d.faces.iter().map(|&f| face_text(f, fudge)).collect();
                let shown = format!("[{}]", faces.join("+"));
                if d.kept {
                    style.bold(&shown)
                } else {
                    style.dim(&format!("({})", faces.join("+")))
                }
            })
            .collect();
        out.push_str(&format!("  {sign} {}: {} = {}", t.term, dice.join(" "), t.value));
        if t.dice.iter().any(|d| !d.kept) {
            out.push_str(&format!(
                "  {}",
                lang.pick("(entre paréntesis, los descartados)", "(dropped dice in parentheses)")
            ));
        }
        out.push('\n');
    }
    out
}

/// A face as printed: fudge dice as `+`, `−` and a blank, like the physical dice.
fn face_text(face: i64, fudge: bool) -> String {
    match (fudge, face) {
        (true, 1) => "+".into(),
        (true, -1) => "−".into(),
        (true, _) => " ".into(),
        (false, f) => f.to_string(),
    }
}
