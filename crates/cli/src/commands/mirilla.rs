//! `tirada mirilla` and `tirada odds mirilla`: the one-die system of the PORTAL book (B25–B37).
//! Rules and odds live in `tirada_rules::mirilla`; this file only parses and prints.

use crate::error::CliError;
use crate::faces::parse_faces;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::{dist_rows, odds_table, Row, Style};
use serde::Serialize;
use std::path::PathBuf;
use tirada_dice::{SeededDice, SourceError};
use tirada_play::mirilla::{throw, MirillaRequest};
use tirada_play::request::Faces;
use tirada_rules::mirilla::{self, Challenge, MirillaError, Roll, Scale};

/// The words of the six degrees, per table.
#[derive(clap::Args, Debug)]
pub struct ScaleArgs {
    /// Six words for degrees 1 to 6, worst first, separated by commas.
    #[arg(long, conflicts_with = "escala")]
    pub palabras: Option<String>,
    /// A TOML (palabras = ["...", ...]) or JSON (["...", ...]) file with the six words.
    #[arg(long, value_name = "FICHERO")]
    pub escala: Option<PathBuf>,
}

/// A hard challenge: several rolls in a row (B27).
#[derive(clap::Args, Debug)]
pub struct ChainArgs {
    /// Rolls needed in a row (three sixes in a row: --seguidos 3 --minimo 6).
    #[arg(long)]
    pub seguidos: Option<u32>,
    /// The least face each roll must show (default 6; alone, a single roll needing it).
    #[arg(long, allow_negative_numbers = true)]
    pub minimo: Option<i64>,
}

#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct MirillaArgs {
    #[command(subcommand)]
    pub command: Option<MirillaCommand>,
    /// The face of one physical die (1-6) instead of rolling.
    #[arg(long, conflicts_with = "dados")]
    pub dado: Option<String>,
    /// Faces of physical dice in order, for rolls in a row (e.g. 6,6,5).
    #[arg(long)]
    pub dados: Option<String>,
    /// With typed faces, tirada rolls the rest of the chain and shows those dice as rolled;
    /// without it a missing die is an error.
    #[arg(long)]
    pub tirar_resto: bool,
    #[command(flatten)]
    pub chain: ChainArgs,
    #[command(flatten)]
    pub scale: ScaleArgs,
}

/// What else `tirada mirilla` does besides rolling.
#[derive(clap::Subcommand, Debug)]
pub enum MirillaCommand {
    /// Valida y muestra una ficha de MIRILLA (un nombre y notas libres).
    Ficha(crate::commands::ficha::FichaArgs),
}

#[derive(clap::Args, Debug)]
pub struct MirillaOddsArgs {
    #[command(flatten)]
    pub chain: ChainArgs,
    #[command(flatten)]
    pub scale: ScaleArgs,
}

fn say(lang: Lang, e: &MirillaError) -> String {
    lang.error(e)
}

/// The challenge the flags ask for, as the play layer reads it ([`MirillaRequest::challenge`]).
fn challenge(args: &ChainArgs, lang: Lang) -> Result<Option<Challenge>, CliError> {
    let asked = MirillaRequest {
        seguidos: args.seguidos,
        minimo: args.minimo,
        ..MirillaRequest::default()
    };
    asked
        .challenge()
        .map_err(|(field, e)| CliError::input(format!("--{field}: {}", say(lang, &e))))
}

pub fn run(args: &MirillaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    if let Some(MirillaCommand::Ficha(a)) = &args.command {
        return crate::commands::ficha::run(tirada_play::System::Mirilla, a, global);
    }
    let lang = global.lang;
    let scale = scale(&args.scale, lang)?;
    let challenge = challenge(&args.chain, lang)?;
    let typed = match (&args.dado, &args.dados) {
        (Some(t), _) => Some(("--dado", parse_faces(t, "--dado", lang)?)),
        (None, Some(t)) => Some(("--dados", parse_faces(t, "--dados", lang)?)),
        (None, None) => None,
    };
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let flag = typed.as_ref().map_or("--dados", |(flag, _)| *flag);
    let request = MirillaRequest {
        seguidos: args.chain.seguidos,
        minimo: args.chain.minimo,
        dados: typed.map(|(_, faces)| Faces(faces)),
        dado: None,
        tirar_resto: args.tirar_resto,
    };
    let (roll, rolled) =
        throw(&request, challenge, &scale, SeededDice::new(seed)).map_err(|e| match request.typed() {
            Some(_) => CliError::input(format!("{flag}: {}", count_error(&e, challenge, lang))),
            None => CliError::input(say(lang, &e)),
        })?;
    let seed = (request.typed().is_none() || !rolled.is_empty()).then_some(seed);
    #[derive(Serialize)]
    struct RollJson<'a> {
        #[serde(flatten)]
        roll: &'a Roll,
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
        /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
        #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
        rolled: &'a [(String, i64)],
    }
    let out = RollJson {
        roll: &roll,
        seed,
        rolled: &rolled,
    };
    if global.json {
        return crate::commands::print_roll_json(&out, global.lang);
    }
    print!("{}", crate::commands::explained(&out, lang)?);
    print!("{}", legend(&roll, challenge, &scale, lang, style()));
    Ok(())
}

fn style() -> Style {
    Style {
        on: crate::render::colour_enabled(),
    }
}

/// Too few or too many typed faces, said in terms of the chain rather than of dice groups.
fn count_error(e: &MirillaError, chain: Option<Challenge>, lang: Lang) -> String {
    let MirillaError::Dice(source) = e else {
        return say(lang, e);
    };
    match (source, chain) {
        (SourceError::Extra { given, .. }, None) => {
            lang.t("mirilla-too-many-faces-one-die", &[("given", given.to_string().into())])
        }
        (SourceError::Extra { given, used, .. }, Some(_)) => lang.t(
            "mirilla-too-many-faces-chain",
            &[("given", given.to_string().into()), ("used", used.to_string().into())],
        ),
        (SourceError::Missing { needed, given, .. }, Some(c)) => {
            let args = [
                ("given", given.to_string().into()),
                ("minimum", c.minimum().to_string().into()),
                ("needed", c.needed().to_string().into()),
                ("roll", needed.to_string().into()),
            ];
            lang.t("mirilla-too-few-faces", &args)
        }
        _ => say(lang, e),
    }
}

/// The six words from `--palabras`, `--escala`, or the language's default.
fn scale(args: &ScaleArgs, lang: Lang) -> Result<Scale, CliError> {
    if let Some(text) = &args.palabras {
        let words: Vec<&str> = text.split(',').collect();
        return Scale::new(&words).map_err(|e| CliError::input(format!("--palabras: {}", say(lang, &e))));
    }
    let Some(path) = &args.escala else {
        return Ok(match lang {
            Lang::Es => Scale::spanish(),
            Lang::En => Scale::english(),
        });
    };
    let shown = path.display();
    let text = crate::files::read_text(path, "--escala", lang)?;
    Scale::parse(&text).map_err(|e| CliError::input(format!("--escala: «{shown}»: {}", say(lang, &e))))
}

/// «3 seguidos de 6 o más», or «una tirada de 5 o más» for a chain of one.
fn describe(c: Challenge, lang: Lang) -> String {
    match c.needed() {
        1 => lang.t("mirilla-describe-1", &[("minimum", c.minimum().to_string().into())]),
        n => lang.t(
            "mirilla-describe-n",
            &[("n", n.to_string().into()), ("minimum", c.minimum().to_string().into())],
        ),
    }
}

/// Red for the low degrees, yellow in the middle, green for the high ones.
fn paint_degree(style: Style, degree: u8, text: &str) -> String {
    let code = match degree {
        1 | 2 => "1;31",
        3 | 4 => "1;33",
        _ => "1;32",
    };
    style.paint(code, text)
}

/// The whole scale on one line, the degree rolled marked so the Narrador reads it at a glance.
fn scale_line(scale: &Scale, degree: u8, style: Style) -> String {
    let parts: Vec<String> = (1..=6u8)
        .map(|d| {
            let text = format!("{d} {}", scale.word(d));
            if d == degree {
                paint_degree(style, d, &format!("[{text}]"))
            } else {
                style.dim(&text)
            }
        })
        .collect();
    parts.join(&style.dim(" · "))
}

/// What the CLI adds below the roll's explanation: for one die, the scale with the degree
/// marked and, under tirada's own words, that the degree is the Narrador's (B27); for a chain,
/// its chance of success.
fn legend(roll: &Roll, challenge: Option<Challenge>, scale: &Scale, lang: Lang, style: Style) -> String {
    let Some(c) = challenge.filter(|_| roll.chain.is_some()) else {
        // B27 leaves the degree to the Narrador: tirada's words are only a default to read it by.
        let own = *scale == Scale::spanish() || *scale == Scale::english();
        let note = match own {
            false => String::new(),
            true => format!("  {}\n", style.dim(&lang.w("mirilla-degree-is-the-narrador-s"))),
        };
        return format!("  {}\n{note}", scale_line(scale, roll.degree, style));
    };
    let p = mirilla::chain_odds(c).exito;
    let chance = lang.w("mirilla-chance-of-making-it");
    format!(
        "  {}\n",
        style.dim(&format!("({chance}: {p} ≈ {})", lang.percent(p.percent())))
    )
}

pub fn odds(args: &MirillaOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let scale = scale(&args.scale, lang)?;
    let challenge = challenge(&args.chain, lang)?;
    let style = style();
    if global.json {
        return crate::commands::print_json(&tirada_play::mirilla::odds_object(challenge, &scale));
    }
    let Some(c) = challenge else {
        let dist = mirilla::degree_odds();
        let rows = dist_rows(&dist);
        // Padded to one width so the right-aligned label column reads left-aligned.
        let width = scale.words().iter().map(|w| w.chars().count()).max().unwrap_or(0);
        let rows: Vec<Row> = (1..=6u8)
            .zip(rows)
            .map(|(d, r)| Row {
                label: format!("{d} {:<width$}", scale.word(d)),
                ..r
            })
            .collect();
        let title = lang.w("mirilla-one-six-sided-die");
        print!("{}  ·  {title}\n\n", style.bold("MIRILLA"));
        let head = format!("{:<w$}", lang.w("mirilla-degree"), w = width + 2);
        print!("{}", odds_table(&rows, &head, lang, style));
        return Ok(());
    };
    let o = mirilla::chain_odds(c);
    let head = describe(c, lang);
    let verdicts = [
        (lang.w("mirilla-success"), o.exito.clone()),
        (lang.w("mirilla-failure"), o.fallo.clone()),
    ];
    let verdicts: Vec<Row> = verdicts
        .into_iter()
        .map(|(label, p)| Row {
            label: label.to_string(),
            p,
            at_least: None,
        })
        .collect();
    print!("{}  ·  {head}\n\n", style.bold("MIRILLA"));
    print!("{}", odds_table(&verdicts, &lang.w("mirilla-outcome"), lang, style));
    if c.needed() > 1 {
        let reached = odds_table(&dist_rows(&o.reached), &lang.w("mirilla-in-row"), lang, style);
        let mean = lang.decimal(o.mean_rolls.to_f64(), 3);
        let label = lang.w("mirilla-dice-rolled-on-average");
        print!("\n{reached}\n{label} {mean} ({})\n", o.mean_rolls);
    }
    Ok(())
}
