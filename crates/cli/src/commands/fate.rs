//! `tirada fate` and `tirada odds fate`: Fate «La Escalera» (CONTRACT.md, "Fate").
//! Rules and odds live in `tirada_rules::fate`; this file parses flags and prints.

#[path = "fate_attack.rs"]
mod attack;
#[path = "fate_changes.rs"]
mod changes;
#[path = "fate_conflict.rs"]
mod conflict;
#[path = "fate_log.rs"]
mod log;
#[path = "fate_render.rs"]
mod render;
#[path = "fate_sheet.rs"]
mod sheet;

use crate::error::CliError;
use crate::faces::parse_faces;
use crate::lang::Lang;
use crate::render::Style;
use crate::GlobalArgs;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use tirada_dice::{SeededDice, TypedDice};
use tirada_rules::fate::combine::{combined_modifier, Secondary, SecondaryRole};
use tirada_rules::fate::{self, FateError, FateRoll, Ladder, ModifierKind, RollSpec, Rules, Transcript};

/// Flags shared by the roll and its odds.
#[derive(clap::Args, Debug, Clone)]
pub struct FateSpecArgs {
    /// Skill rating (default 0, Mediocre): a number or a ladder word.
    #[arg(long, allow_hyphen_values = true)]
    pub hab: Option<String>,
    /// Situational modifier added to the effort.
    #[arg(long = "mod", allow_hyphen_values = true, default_value_t = 0)]
    pub modifier: i32,
    /// Difficulty: a number or a ladder word (default Normal, +1).
    #[arg(long, allow_hyphen_values = true)]
    pub dif: Option<String>,
    /// Power points spent for +1 each.
    #[arg(long, default_value_t = 0)]
    pub pp: u32,
    /// Consequences held: −1 each.
    #[arg(long, default_value_t = 0)]
    pub consecuencias: u32,
    /// Supplementary actions: −1 each.
    #[arg(long, default_value_t = 0)]
    pub suplementarias: u32,
    /// Full defence: +2 to a defence.
    #[arg(long)]
    pub defensa_total: bool,
    /// A secondary skill that modifies the primary (±1); repeatable.
    #[arg(long, allow_hyphen_values = true)]
    pub modifica: Vec<i32>,
    /// A secondary skill that complements the primary (+1 only); repeatable.
    #[arg(long, allow_hyphen_values = true)]
    pub complementa: Vec<i32>,
    /// A secondary skill that restricts the primary (−1 only); repeatable.
    #[arg(long, allow_hyphen_values = true)]
    pub restringe: Vec<i32>,
    /// The table's eleven ladder words, from +8 down to −2, separated by commas.
    #[arg(long)]
    pub escalera: Option<String>,
    /// A character sheet (TOML or JSON): the skill and consequences come from it.
    #[arg(long, value_name = "FICHERO", requires = "habilidad", conflicts_with_all = ["hab", "consecuencias"])]
    pub ficha: Option<PathBuf>,
    /// The skill of the sheet to roll (with --ficha).
    #[arg(long, requires = "ficha")]
    pub habilidad: Option<String>,
}

#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct FateArgs {
    #[command(subcommand)]
    pub command: Option<FateCommand>,
    #[command(flatten)]
    pub spec: Box<FateSpecArgs>,
    /// Faces of four physical Fudge dice: +-0+ or 1,-1,0,1.
    #[arg(long, allow_hyphen_values = true)]
    pub dados: Option<String>,
    #[command(flatten)]
    pub attack: Box<attack::AttackArgs>,
    /// Faces of the defender's four Fudge dice in an attack.
    #[arg(long, allow_hyphen_values = true)]
    pub dados_def: Option<String>,
}

/// What else `tirada fate` does besides rolling.
#[derive(clap::Subcommand, Debug)]
pub enum FateCommand {
    /// Valida y muestra una ficha de Fate (TOML o JSON).
    Ficha(FichaArgs),
    /// Muestra la escalera con sus palabras.
    Escalera(EscaleraArgs),
    /// Juega un conflicto descrito en TOML (o guardado con --guardar): orden, intercambios y estrés.
    Conflicto(conflict::ConflictoArgs),
}

#[derive(clap::Args, Debug)]
pub struct FichaArgs {
    /// The sheet file.
    #[arg(value_name = "FICHERO")]
    pub fichero: PathBuf,
    /// The table's eleven ladder words, from +8 down to −2.
    #[arg(long)]
    pub escalera: Option<String>,
    #[command(flatten)]
    pub cambios: Box<changes::Changes>,
}

#[derive(clap::Args, Debug)]
pub struct EscaleraArgs {
    /// The table's eleven ladder words, from +8 down to −2.
    #[arg(long)]
    pub escalera: Option<String>,
}

#[derive(clap::Args, Debug)]
pub struct FateOddsArgs {
    #[command(flatten)]
    pub spec: Box<FateSpecArgs>,
    #[command(flatten)]
    pub attack: Box<attack::AttackArgs>,
}

/// Bounds on typed numbers: far beyond any ladder, well inside `i32`.
const LIMIT: i32 = 100;

pub(crate) fn say(lang: Lang, e: &FateError) -> String {
    match lang {
        Lang::Es => e.to_string(),
        Lang::En => e.english(),
    }
}

fn flag_error(flag: &str, lang: Lang, e: &FateError) -> CliError {
    CliError::input(format!("{flag}: {}", say(lang, e)))
}

/// The ruleset of the command: the default, with the table's ladder words if given.
pub(crate) fn rules(args: &FateSpecArgs, lang: Lang) -> Result<Rules, CliError> {
    rules_with(args.escalera.as_deref(), lang)
}

fn rules_with(escalera: Option<&str>, lang: Lang) -> Result<Rules, CliError> {
    let mut rules = Rules::default();
    if let Some(text) = escalera {
        let words: Vec<&str> = text.split(',').collect();
        rules.ladder = Ladder::new(&words).map_err(|e| flag_error("--escalera", lang, &e))?;
    }
    Ok(rules)
}

/// A rating typed on the command line: a number, or a word of the table's ladder, of the
/// seed's Spanish ladder or of the English one.
pub(crate) fn rating(text: &str, flag: &str, rules: &Rules, lang: Lang) -> Result<i32, CliError> {
    let value = rules
        .ladder
        .parse(text)
        .or_else(|| Ladder::spanish().parse(text))
        .or_else(|| Ladder::english().parse(text))
        .ok_or_else(|| {
            flag_error(
                flag,
                lang,
                &FateError::NotOnLadder {
                    text: text.trim().into(),
                },
            )
        })?;
    bounded(value, flag, lang)
}

pub(crate) fn bounded(value: i32, flag: &str, lang: Lang) -> Result<i32, CliError> {
    if value.abs() > LIMIT {
        return Err(CliError::input(match lang {
            Lang::Es => format!("{flag}: {value} se sale de la mesa; usa un valor entre −{LIMIT} y +{LIMIT}"),
            Lang::En => format!("{flag}: {value} is off the table; use a value between −{LIMIT} and +{LIMIT}"),
        }));
    }
    Ok(value)
}

/// The roll described by the flags.
pub(crate) fn spec(args: &FateSpecArgs, rules: &Rules, lang: Lang) -> Result<RollSpec, CliError> {
    let (skill, sheet_penalty, held) = match (&args.hab, &args.ficha, &args.habilidad) {
        (Some(t), _, _) => (rating(t, "--hab", rules, lang)?, 0, None),
        (None, Some(path), Some(name)) => {
            let c = sheet::load(path, rules, lang)?;
            (c.skill(name), c.penalty(rules), Some(c.pp.pp))
        }
        _ => (0, 0, None),
    };
    let difficulty = args
        .dif
        .as_deref()
        .map(|t| rating(t, "--dif", rules, lang))
        .transpose()?;
    let counts = [
        ("--pp", args.pp),
        ("--consecuencias", args.consecuencias),
        ("--suplementarias", args.suplementarias),
    ];
    for (flag, n) in counts {
        bounded(n.min(i32::MAX as u32) as i32, flag, lang)?;
    }
    bounded(args.modifier, "--mod", lang)?;
    let secondaries: Vec<Secondary> = [
        (SecondaryRole::Modify, &args.modifica, "--modifica"),
        (SecondaryRole::Complement, &args.complementa, "--complementa"),
        (SecondaryRole::Restrict, &args.restringe, "--restringe"),
    ]
    .into_iter()
    .flat_map(|(role, v, flag)| v.iter().map(move |&r| (Secondary::new(role, r), flag)))
    .map(|(s, flag)| bounded(s.rating, flag, lang).map(|_| s))
    .collect::<Result<_, _>>()?;
    let mut spec = RollSpec::new(skill)
        .with(ModifierKind::PowerPoint, args.pp as i32)
        .with(ModifierKind::Consequences, sheet_penalty - args.consecuencias as i32)
        .with(ModifierKind::Supplementary, -(args.suplementarias as i32))
        .with(ModifierKind::FullDefense, if args.defensa_total { 2 } else { 0 })
        .with(ModifierKind::Combined, combined_modifier(skill, &secondaries))
        .with(ModifierKind::Other, args.modifier);
    spec.difficulty = difficulty;
    // One check with a sheet or without: the table's cap, and the points held when known.
    spec.check_pp(rules, held).map_err(|e| flag_error("--pp", lang, &e))?;
    Ok(spec)
}

/// Typed Fudge faces: what `parse_faces` reads (`+-0+`, `1,-1,0,1`), plus symbols between
/// commas (`+,-,0,+`) and the dice as tirada prints them (`[+][-][ ][+]`).
pub(crate) fn fudge_faces(text: &str, lang: Lang) -> Result<Vec<i64>, CliError> {
    let symbol = |s: &str| match s.trim() {
        "+" => Some(1),
        "-" | "−" => Some(-1),
        "0" | "" => Some(0),
        _ => None,
    };
    let t = text.trim();
    if t.starts_with('[') {
        let inner: Option<Vec<i64>> = t
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .map(|t| t.split("][").map(symbol).collect())
            .unwrap_or(None);
        return inner.ok_or_else(|| {
            CliError::input(match lang {
                Lang::Es => {
                    format!("--dados: «{t}» no se entiende; escribe las caras como +-0+, 1,-1,0,1 o [+][-][ ][+]")
                }
                Lang::En => {
                    format!("--dados: '{t}' is not understood; write the faces as +-0+, 1,-1,0,1 or [+][-][ ][+]")
                }
            })
        });
    } else if t.contains(',') {
        if let Some(faces) = t
            .split(',')
            .map(|s| symbol(s).filter(|_| !s.trim().is_empty()))
            .collect()
        {
            return Ok(faces);
        }
    }
    parse_faces(t, "--dados", lang)
}

fn style() -> Style {
    Style {
        on: crate::render::colour_enabled(),
    }
}

#[derive(Serialize)]
struct RollJson<'a> {
    #[serde(flatten)]
    transcript: &'a Transcript,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

pub fn run(args: &FateArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    match &args.command {
        Some(FateCommand::Ficha(a)) => return ficha(a, global),
        Some(FateCommand::Escalera(a)) => return escalera(a, global),
        Some(FateCommand::Conflicto(a)) => return conflict::run(a, global),
        None => {}
    }
    let rules = rules(&args.spec, lang)?;
    let spec = spec(&args.spec, &rules, lang)?;
    attack::check(&args.spec, &args.attack, lang)?;
    if args.dados_def.is_some() && !args.attack.active() {
        return Err(CliError::input(lang.pick(
            "--dados-def necesita --ataque o --def",
            "--dados-def needs --ataque or --def",
        )));
    }
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let mut seeded = SeededDice::new(seed);
    if args.attack.active() {
        let defender = args.attack.defender(&rules, lang)?;
        return attack::run(args, spec, defender, &rules, (&mut seeded, seed), global);
    }
    let (roll, rolled) = throw(spec, args.dados.as_deref(), "--dados", &mut seeded, lang)?;
    let seed = rolled.then_some(seed);
    let transcript = roll.finish(&rules);
    if global.json {
        return super::print_roll_json(
            &RollJson {
                transcript: &transcript,
                seed,
            },
            global.lang,
        );
    }
    print!(
        "{}",
        render::roll(&transcript, &rules, args.spec.escalera.is_some(), lang, style())
    );
    Ok(())
}

fn ficha(args: &FichaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let rules = rules_with(args.escalera.as_deref(), global.lang)?;
    let mut c = sheet::load(&args.fichero, &rules, global.lang)?;
    let changes = changes::apply(&mut c, &args.cambios, &rules, global.lang)?;
    if args.cambios.guardar {
        changes::save(&args.fichero, &c, global.lang)?;
    }
    if global.json {
        return super::print_json(&sheet::json(&c, &rules, changes));
    }
    let custom = args.escalera.is_some();
    print!(
        "{}",
        changes::changes_human(&changes, args.cambios.guardar, global.lang)
    );
    print!("{}", sheet::human(&c, &rules, custom, global.lang, style()));
    Ok(())
}

/// The ladder, top first, with its numbers.
fn escalera(args: &EscaleraArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let rules = rules_with(args.escalera.as_deref(), global.lang)?;
    if global.json {
        #[derive(Serialize)]
        struct Rung {
            value: i32,
            word: String,
        }
        #[derive(Serialize)]
        struct LadderJson {
            system: &'static str,
            ladder: Vec<Rung>,
        }
        let ladder = (fate::ladder::BOTTOM..=fate::ladder::TOP)
            .rev()
            .map(|v| Rung {
                value: v,
                word: rules.ladder.word(v),
            })
            .collect();
        return super::print_json(&LadderJson { system: "fate", ladder });
    }
    let l = render::ladder(&rules, args.escalera.is_some(), global.lang);
    for v in (fate::ladder::BOTTOM..=fate::ladder::TOP).rev() {
        println!("{:>3}  {}", fate::signed(v), l.word(v));
    }
    Ok(())
}

/// Throws a roll from typed faces (`flag`) or the seeded source; says whether it was rolled.
pub(crate) fn throw(
    spec: RollSpec,
    typed: Option<&str>,
    flag: &str,
    seeded: &mut SeededDice,
    lang: Lang,
) -> Result<(FateRoll, bool), CliError> {
    match typed {
        Some(text) => {
            let faces = fudge_faces(text, lang)?;
            // Checked first for a sentence about four dice rather than about a dice group.
            fate::roll::dice_from(&faces).map_err(|e| flag_error(flag, lang, &e))?;
            let mut src = TypedDice::only(BTreeMap::from([(fate::roll::GROUP.to_string(), faces)]));
            let roll = FateRoll::throw(spec, &mut src).map_err(|e| flag_error(flag, lang, &e))?;
            Ok((roll, false))
        }
        None => {
            let roll = FateRoll::throw(spec, seeded).map_err(|e| CliError::input(say(lang, &e)))?;
            Ok((roll, true))
        }
    }
}

pub fn odds(args: &FateOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rules = rules(&args.spec, lang)?;
    let spec = spec(&args.spec, &rules, lang)?;
    attack::check(&args.spec, &args.attack, lang)?;
    if args.attack.active() {
        let defender = args.attack.defender(&rules, lang)?;
        return attack::odds(args, &spec, &defender, &rules, global);
    }
    let odds = fate::roll_odds(&spec, &rules);
    if global.json {
        return super::print_json(&render::odds_json(&spec, &odds, &rules));
    }
    print!(
        "{}",
        render::odds(&spec, &odds, &rules, args.spec.escalera.is_some(), lang, style())
    );
    Ok(())
}
