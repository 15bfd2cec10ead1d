//! `tirada portal combate FILE`: runs an encounter from a TOML file of participants, with
//! rolled or typed dice, and prints the initial rolls, each round's order and every exchange.

use super::args::TypedArgs;
use crate::error::CliError;
use crate::faces::parse_faces;
use crate::files::{read_named, What};
use crate::global::GlobalArgs;
use serde::Serialize;
use std::path::PathBuf;
use tirada_dice::{SeededDice, TypedDice};
use tirada_rules::portal::encounter_file::parse;
use tirada_rules::portal::{EncounterError, Entry, Profile, Rerolls};

mod text;

#[derive(clap::Args, Debug)]
pub struct CombateArgs {
    /// The encounter: a TOML file of participants (schema in docs/portal-sheet.md).
    pub fichero: PathBuf,
    /// Rounds to play (default: the file's `asaltos`, or 1).
    #[arg(long)]
    pub asaltos: Option<u32>,
    /// Rerolls of every roll: ninguno, or optimo (the best policy for the expected total).
    #[arg(long, default_value = "ninguno")]
    pub repetir: String,
    #[command(flatten)]
    pub typed: TypedArgs,
    /// The cast members' round dice, in the order they are rolled.
    #[arg(long)]
    pub reparto: Option<String>,
    /// The seat-order die rolled once at the start (CB5).
    #[arg(long)]
    pub asiento: Option<String>,
    /// Coupling dice of cast targets of multiple attacks (CB25).
    #[arg(long)]
    pub acoplar: Option<String>,
}

#[derive(Serialize)]
struct CombatJson<'a> {
    system: &'static str,
    profile: Profile,
    rounds: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
    #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
    rolled: &'a [(String, i64)],
    participants: Vec<tirada_rules::portal::Standing<'a>>,
    log: &'a [Entry],
}

pub fn run(args: &CombateArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let text = read_named(&args.fichero, What::Encounter, lang)?;
    let dir = args.fichero.parent().map(PathBuf::from).unwrap_or_default();
    let setup = parse(&text, |path| {
        std::fs::read_to_string(dir.join(path)).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => "no existe".to_string(),
            _ => e.to_string(),
        })
    })
    .map_err(|e| CliError::input(format!("{}: {}", args.fichero.display(), lang.error(&e))))?;
    let mut e = setup.encounter;
    e.rerolls = match args.repetir.trim() {
        "ninguno" | "none" => Rerolls::None,
        "optimo" | "óptimo" | "best" => Rerolls::BestMean,
        other => {
            return Err(CliError::input(lang.t(
                "portal-repetir-is-not-understood-use-2",
                &[("other", other.to_string().into())],
            )))
        }
    };
    let rounds = args.asaltos.unwrap_or(setup.rounds);
    if !(1..=50).contains(&rounds) {
        return Err(CliError::input(lang.w("portal-asaltos-between-1-and-50")));
    }
    let mut typed = args.typed.faces(None, lang)?;
    for (flag, text, group) in [
        ("--reparto", &args.reparto, "reparto"),
        ("--asiento", &args.asiento, "asiento"),
        ("--acoplar", &args.acoplar, "acoplar"),
    ] {
        if let Some(t) = text {
            let faces = parse_faces(t, flag, lang)?;
            if let Some(bad) = faces.iter().find(|f| !(1..=6).contains(*f)) {
                return Err(CliError::input(format!(
                    "{flag}: la cara {bad} no es posible en un d6 (valores de 1 a 6)"
                )));
            }
            typed.insert(group.to_string(), faces);
        }
    }
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    // Typed faces: every die of the fight, or `--tirar-resto` for those left out.
    let mut dice = TypedDice::new(typed, SeededDice::new(seed), args.typed.tirar_resto);
    let fight = |e: EncounterError| match e {
        EncounterError::Roll(e) => super::throw::typed_input(e, lang),
        e => CliError::input(lang.error(&e)),
    };
    e.begin(&mut dice).map_err(fight)?;
    for _ in 0..rounds {
        e.play_round(&mut dice).map_err(fight)?;
    }
    e.end(&mut dice).map_err(fight)?;
    dice.finish()
        .map_err(|e| CliError::input(super::throw::source_error(&e, lang)))?;
    if global.json {
        let participants = e.standings();
        let mut fight = serde_json::to_value(CombatJson {
            system: "portal",
            profile: e.rules.profile,
            rounds,
            seed: Some(seed),
            rolled: dice.rolled(),
            participants,
            log: &e.log,
        })?;
        // Each entry with its sentences, as the human output and the table's tracker say it.
        tirada_narrate::portal::encounter::tell(&mut fight, lang.narrate());
        return crate::commands::print_json(&fight);
    }
    print!("{}", text::human(&e, lang));
    print!("{}", crate::faces::rolled_line(dice.rolled(), lang).unwrap_or_default());
    Ok(())
}
