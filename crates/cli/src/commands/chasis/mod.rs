//! `tirada chasis` and `tirada odds chasis`: a CHASIS check (2d12 + modifiers vs DIF 13, or a
//! group's own ruleset from `--reglas FILE`) and its exact odds. Rules and odds live in
//! `tirada_rules::chasis`; this file parses flags and prints (`render.rs` draws).

mod args;
mod check;
mod contest;
mod render;
mod typed;

use args::CheckArgs;
use check::{input, request, ruleset, say, sheet};
use typed::{roll_typed, typed_groups, Flags, FLAGS};

use crate::error::CliError;
use crate::global::GlobalArgs;
use serde::Serialize;
use std::cell::Cell;
use tirada_dice::SeededDice;
use tirada_play::chasis::Automatic;
use tirada_rules::chasis::transient::Applied;
use tirada_rules::chasis::{ChasisError, Ruleset, Transcript};

#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct ChasisArgs {
    #[command(subcommand)]
    pub command: Option<ChasisCommand>,
    #[command(flatten)]
    pub check: CheckArgs,
    /// Caras de los dados base (1-12), seguidas de las de la apertura si se abre: 5,5,5,9.
    #[arg(long)]
    pub dados: Option<String>,
    /// Caras de los dados del modificador (+1d6...), en orden.
    #[arg(long)]
    pub dados_mod: Option<String>,
    /// Con caras escritas, tirar los dados que falten (apertura, modificador) y mostrarlos como
    /// tirados; sin esto, un dado que falta es un error.
    #[arg(long)]
    pub tirar_resto: bool,
    /// El DJ irrealiza un fallo: se vuelve éxito a cambio de estrés igual al GDF.
    #[arg(long, conflicts_with = "neutro_a_fallo")]
    pub irrealizar: bool,
    /// El DJ convierte un neutro sin ideas en fallo (C370; neutro_a_fallo = false lo prohíbe).
    #[arg(long)]
    pub neutro_a_fallo: bool,
    /// Gasta el máximo de energía (13PY con 2d12) por un éxito automático, sin tirar (C1196).
    #[arg(long, conflicts_with_all = ["dados", "dados_mod", "irrealizar", "neutro_a_fallo"])]
    pub automatico: bool,
    /// El DJ gasta el máximo de energía para que la maniobra falle sin tirar (C1196).
    #[arg(long, conflicts_with_all = ["dados", "dados_mod", "irrealizar", "neutro_a_fallo", "automatico"])]
    pub fallo_automatico: bool,
}

/// What else `tirada chasis` does besides one check.
#[derive(clap::Subcommand, Debug)]
pub enum ChasisCommand {
    /// Concurso de margen (PF): un chequeo por turno hasta alcanzar el límite (persecución, regateo, debate).
    Contienda(Box<contest::ContiendaArgs>),
    /// Puntos de nivel de la sesión: la reserva del DJ (NIV × PRM), sus gastos, devoluciones y la PX.
    Nivel(contest::NivelArgs),
    /// Valida y muestra una ficha de CHASIS; --fin-de-sesion aplica el final de la sesión.
    Ficha(crate::commands::ficha::FichaArgs),
}

#[derive(clap::Args, Debug)]
pub struct ChasisOddsArgs {
    #[command(flatten)]
    pub check: CheckArgs,
    /// Dados extra por cadena de apertura antes del corte (la masa cortada se informa).
    #[arg(long, default_value_t = 10)]
    pub profundidad: u32,
}

pub fn run(args: &ChasisArgs, global: &GlobalArgs) -> Result<(), CliError> {
    match &args.command {
        Some(ChasisCommand::Contienda(a)) => return contest::contest(a, global),
        Some(ChasisCommand::Nivel(a)) => return contest::level(a, global),
        Some(ChasisCommand::Ficha(a)) => return crate::commands::ficha::run(tirada_play::System::Chasis, a, global),
        None => {}
    }
    let lang = global.lang;
    let r = ruleset(&args.check, lang)?;
    if args.automatico || args.fallo_automatico {
        return automatic(args, &r, global);
    }
    let (mut req, transients) = request(&args.check, &r, lang)?;
    (req.neutro_a_fallo, req.irrealizar) = (args.neutro_a_fallo, args.irrealizar);
    let decisions = req.decisions().map_err(|e| crate::error::refused(&e, lang))?;
    let check = req.check();
    let flags = Flags {
        roll_rest: args.tirar_resto,
        ..FLAGS
    };
    let groups = typed_groups(args.dados.as_deref(), args.dados_mod.as_deref(), &r, flags, lang)?;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let used = Cell::new(false);
    let mut rng = SeededDice::new(seed);
    let (mut t, rolled) = roll_typed(&r, &check, groups, &mut rng, &used, flags, lang)?;
    decisions
        .apply(&mut t, &r)
        .map_err(|e| crate::error::refused(&e, lang))?;
    let seed = used.get().then_some(seed);
    #[derive(Serialize)]
    struct RollJson<'a> {
        #[serde(flatten)]
        roll: &'a Transcript,
        /// Transient qualities of the sheet that weighed on the check (T51).
        #[serde(rename = "transitorias", skip_serializing_if = "<[Applied]>::is_empty")]
        transients: &'a [Applied],
        /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
        #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
        rolled: &'a [(String, i64)],
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
    }
    let out = RollJson {
        roll: &t,
        transients: &transients,
        rolled: &rolled,
        seed,
    };
    if global.json {
        return crate::commands::print_roll_json(&out, global.lang);
    }
    print!("{}", crate::commands::explained(&out, lang)?);
    print!("{}", render::transients(&transients, lang, render::style()));
    Ok(())
}

/// `--automatico`: the whole cap of énfasis for a success with no roll (C1196), paid from the
/// sheet's energy when there is one (C1174); `--fallo-automatico`: the DJ's failure.
fn automatic(args: &ChasisArgs, r: &Ruleset, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let c = &args.check;
    let how = match args.fallo_automatico {
        true => Automatic::Failure,
        false => Automatic::Success,
    };
    if c.enfasis != 0 || c.enfasis_aux != 0 || c.estres != 0 {
        return Err(CliError::input(lang.w("chasis-automatico-spends-action-s-whole")));
    }
    let have = match &c.ficha {
        Some(file) => {
            let s = sheet(file, r, lang)?;
            s.may_check(r)
                .map_err(|e| CliError::input(format!("--ficha: {}", say(lang, &e))))?;
            Some(s.state.energy.emphasis)
        }
        None => None,
    };
    let a = how.play(r, have).map_err(|e| crate::error::refused(&e, lang))?;
    if global.json {
        return crate::commands::print_json(&a);
    }
    let word = render::outcome_word(a.outcome, lang).to_uppercase();
    // The success is the character's énfasis; the failure, the DJ's energy.
    let energy = match how {
        Automatic::Success => lang.w("chasis-emphasis"),
        Automatic::Failure => lang.w("chasis-energy"),
    };
    println!(
        "{}",
        lang.t(
            "chasis-chasis-no-roll-py-of",
            &[
                ("spent", a.spent.to_string().into()),
                ("energy", energy.to_string().into()),
                ("word", word.to_string().into()),
                ("grade-label", a.grade_label.to_string().into())
            ]
        )
    );
    Ok(())
}

pub fn odds(args: &ChasisOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let r = ruleset(&args.check, lang)?;
    let (req, _) = request(&args.check, &r, lang)?;
    let o = tirada_play::chasis::check_odds(&r, &req, args.profundidad).map_err(|e| match e {
        ChasisError::Depth { .. } => CliError::input(format!("--profundidad: {}", say(lang, &e))),
        e => input(lang, e),
    })?;
    if global.json {
        return crate::commands::print_json(&o);
    }
    print!("{}", render::odds(&o, &r, lang, render::style()));
    Ok(())
}
