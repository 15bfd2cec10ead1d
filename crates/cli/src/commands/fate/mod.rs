//! `tirada fate` and `tirada odds fate`: Fate «La Escalera» (docs/contract.md, "Fate").
//! Rules and odds live in `tirada_rules::fate`; this file parses flags and prints.

mod args;
mod attack;
mod changes;
mod common;
mod conflict;
mod render;
mod sheet;

use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::Style;
use args::FateSpecArgs;
use common::{rules, rules_with, throw};
use serde::Serialize;
use serde_json::json;
use std::path::PathBuf;
use tirada_dice::SeededDice;
use tirada_play::fate::request::{FateRequest, Rating};
use tirada_rules::fate::{self, RollSpec, Rules, Transcript};

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
    /// With typed faces, tirada rolls the dice left out and shows them as rolled; without it
    /// fewer than four faces is an error.
    #[arg(long)]
    pub tirar_resto: bool,
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
    #[command(flatten)]
    pub fin: crate::commands::ficha::SessionEndArgs,
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

/// The roll described by the flags: the play layer's [`FateRequest`], with the sheet's skill,
/// consequences and PP when `--ficha` names one.
pub(crate) fn spec(args: &FateSpecArgs, rules: &Rules, lang: Lang) -> Result<RollSpec, CliError> {
    spec_held(args, rules, lang).map(|(spec, _)| spec)
}

/// The roll's spec and the power points the sheet holds (`--ficha`), unknown without one.
fn spec_held(args: &FateSpecArgs, rules: &Rules, lang: Lang) -> Result<(RollSpec, Option<u32>), CliError> {
    let sheet = match (&args.hab, &args.ficha, &args.habilidad) {
        (None, Some(path), Some(name)) => {
            let c = sheet::load(path, rules, lang)?;
            Some((Some(c.skill(name)), c.penalty(rules), c.pp.pp))
        }
        _ => None,
    };
    let held = sheet.map(|(_, _, held)| held);
    let word = |t: &Option<String>| t.as_ref().map(|t| Rating::Word(t.clone()));
    let asked = FateRequest {
        hab: word(&args.hab),
        modifier: args.modifier,
        dif: word(&args.dif),
        pp: args.pp,
        consecuencias: args.consecuencias,
        suplementarias: args.suplementarias,
        defensa_total: args.defensa_total,
        reaccion: args.reaccion,
        modifica: args.modifica.clone(),
        complementa: args.complementa.clone(),
        restringe: args.restringe.clone(),
        ..FateRequest::default()
    };
    let spec = asked.spec(rules, sheet).map_err(|e| crate::error::refused(&e, lang))?;
    Ok((spec, held))
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
    /// Dice rolled because they were not typed (`--tirar-resto`): `[flag, face]`.
    #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
    rolled: &'a [(String, i64)],
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
    let (spec, held) = spec_held(&args.spec, &rules, lang)?;
    attack::check(&args.spec, &args.attack, lang)?;
    if args.dados_def.is_some() && !args.attack.active() {
        return Err(CliError::input(lang.w("fate-dados-def-needs-ataque-or")));
    }
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let mut seeded = SeededDice::new(seed);
    if args.attack.active() {
        let defender = args.attack.defender(&rules, lang)?;
        return attack::run(
            (args.dados.as_deref(), args.dados_def.as_deref()),
            spec,
            defender,
            &rules,
            (&mut seeded, seed, args.tirar_resto),
            global,
        );
    }
    let thrown = throw(
        spec,
        args.dados.as_deref(),
        "--dados",
        (&mut seeded, args.tirar_resto),
        lang,
    )?;
    let transcript = thrown.roll.finish(&rules).holding(held);
    let out = RollJson {
        transcript: &transcript,
        seed: thrown.seeded.then_some(seed),
        rolled: &thrown.rolled,
    };
    if global.json {
        return super::print_roll_json(&out, global.lang);
    }
    print!("{}", super::explained(&out, lang)?);
    Ok(())
}

fn ficha(args: &FichaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    if args.fin.fin_de_sesion {
        let (system, ruleset) = (tirada_play::System::Fate, json!({}));
        let c = crate::commands::ficha::load(system, &ruleset, &args.fichero, global.lang)?;
        return crate::commands::ficha::end_session(system, &ruleset, &c, &args.fin, global);
    }
    let rules = rules_with(args.escalera.as_deref(), global.lang)?;
    let mut c = sheet::load(&args.fichero, &rules, global.lang)?;
    let changes = changes::apply(&mut c, &args.cambios, &rules, global.lang)?;
    if args.cambios.guardar {
        sheet::save(&args.fichero, &c, global.lang)?;
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

pub fn odds(args: &FateOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rules = rules(&args.spec, lang)?;
    let spec = spec(&args.spec, &rules, lang)?;
    attack::check(&args.spec, &args.attack, lang)?;
    if args.attack.active() {
        let defender = args.attack.defender(&rules, lang)?;
        return attack::odds(args.spec.escalera.is_some(), &spec, &defender, &rules, global);
    }
    let odds = tirada_play::fate::odds::exact(&spec, &rules);
    if global.json {
        return super::print_json(&render::odds_json(&spec, &odds, &rules));
    }
    print!(
        "{}",
        render::odds(&spec, &odds, &rules, args.spec.escalera.is_some(), lang, style())
    );
    Ok(())
}
