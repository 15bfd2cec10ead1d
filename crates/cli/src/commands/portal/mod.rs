//! `tirada portal`: a PORTAL roll, with typed faces, explicit or optimal rerolls.

pub mod advanced;
pub mod args;
mod collab;
mod combat;
mod extended;
mod interactive;
mod joint;
mod magic;
mod magic_render;
mod numbers;
pub mod odds;
mod render;
mod reports;
mod sheet;
mod sheet_roll;
pub mod throw;

use crate::error::CliError;
use crate::global::GlobalArgs;
use args::{PortalSpecArgs, TypedArgs};
use serde::Serialize;
use throw::{play, print_human};
use tirada_rules::portal::{Event, NextMove, State, Transcript};

#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct PortalArgs {
    /// `ficha FILE`, `combate FILE`, `magia`, `colaboracion`, `enfrentamiento`, `extendida`;
    /// without it, one roll.
    #[command(subcommand)]
    pub accion: Option<PortalAction>,
    #[command(flatten)]
    pub spec: PortalSpecArgs,
    #[command(flatten)]
    pub typed: TypedArgs,
    /// Rerolls: ninguno, optimo (the best policy), or a list like blanco:1,negro:6.
    #[arg(long, default_value = "optimo")]
    pub repetir: String,
    /// Choose the rerolls yourself, die by die, with the advice shown at each step.
    #[arg(long)]
    pub interactivo: bool,
    #[command(flatten)]
    pub sheet: Box<sheet_roll::SheetRollArgs>,
}

/// What `tirada portal` can do besides one roll.
#[derive(clap::Subcommand, Debug)]
pub enum PortalAction {
    /// Valida y muestra una ficha de PORTAL (TOML o JSON), y aplica un registro de eventos.
    Ficha(sheet::FichaArgs),
    /// Juega un combate desde un fichero TOML de participantes.
    Combate(combat::CombateArgs),
    /// Magia: dificultad, costes e imposibilidad de un conjuro por su rango; tira su prueba.
    Magia(Box<magic::MagiaArgs>),
    /// Colaboración: niveles de éxito del grupo y quién queda cubierto.
    Colaboracion(args::ColaboracionArgs),
    /// Enfrentamientos: simple, desigual, aplazado, psicológico, por equipos o extendido.
    Enfrentamiento(Box<advanced::EnfrentamientoArgs>),
    /// Tirada extendida del resumen: éxitos acumulados hasta un total requerido.
    Extendida(extended::ExtendidaArgs),
}

#[derive(Serialize)]
struct PortalJson<'a> {
    #[serde(flatten)]
    transcript: &'a Transcript,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    advice: Option<NextMove>,
    /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
    #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
    rolled: &'a [(String, i64)],
    /// What the roll changes on the sheet given with --ficha, to log.
    #[serde(skip_serializing_if = "<[Event]>::is_empty")]
    events: &'a [Event],
    /// The sheet's state after those events.
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<&'a State>,
    /// The character that handed the blocking PP (`--bloquea-con`, B605) and its state after.
    #[serde(rename = "entrega", skip_serializing_if = "Option::is_none")]
    giver: Option<&'a sheet_roll::Giver>,
}

pub fn run(args: &PortalArgs, global: &GlobalArgs) -> Result<(), CliError> {
    match &args.accion {
        Some(PortalAction::Ficha(a)) => return sheet::run(a, global),
        Some(PortalAction::Combate(a)) => return combat::run(a, global),
        Some(PortalAction::Magia(a)) => return magic::run(a, global),
        Some(PortalAction::Colaboracion(a)) => return collab::collaboration(a, global),
        Some(PortalAction::Enfrentamiento(a)) => return advanced::opposition(a, global),
        Some(PortalAction::Extendida(a)) => return extended::extended(a, global),
        None => {}
    }
    let lang = global.lang;
    args.spec.check(lang)?;
    let typed_faces = args.typed.faces(args.spec.tentar, lang)?;
    let mut spec = args.spec.spec(&typed_faces)?;
    let rules = args.spec.rules(lang)?;
    let mut sheet = sheet_roll::before(&args.sheet, &mut spec, &args.spec, &typed_faces, &rules, lang)?;
    let giver = sheet_roll::giver(&args.sheet, sheet.as_ref().map(|s| &s.character), &rules, lang)?;
    let played = play(
        spec,
        rules.clone(),
        typed_faces,
        args.typed.tirar_resto,
        &args.spec,
        &args.repetir,
        args.interactivo,
        global,
    )?;
    if let Some(sr) = sheet.as_mut() {
        sr.after(&played.transcript, &rules, lang)?;
    }
    if global.json {
        return super::print_roll_json(
            &PortalJson {
                transcript: &played.transcript,
                seed: played.seed,
                advice: played.advice,
                rolled: &played.rolled,
                events: sheet.as_ref().map_or(&[][..], |s| &s.events),
                state: sheet.as_ref().map(|s| &s.character.state),
                giver: giver.as_ref(),
            },
            global.lang,
        );
    }
    print_human(&played, lang);
    if let Some(sr) = &sheet {
        print!("{}", sr.human(lang));
    }
    if let Some(g) = &giver {
        print!("{}", g.human(lang));
    }
    Ok(())
}
