//! `tirada chasis contienda` and `tirada chasis nivel`: a margin contest played turn by turn
//! (faces typed per turn, or seeded dice until it ends) and the DJ's pool of level points for a
//! session as a one-shot ledger. Reserves (@) have no command: they live across rolls and
//! sessions (a temporary one is lost when its span ends), which a one-shot command cannot
//! remember; the table keeps them.

use super::args::CheckArgs;
use super::check::{check, input, load_ruleset, ruleset, say};
use super::render;
use super::typed::{roll_typed, typed_groups, Flags};
use crate::error::CliError;
use crate::global::GlobalArgs;
use serde::Serialize;
use std::cell::Cell;
use std::path::PathBuf;
use tirada_dice::SeededDice;
use tirada_rules::chasis::check::prepare;
use tirada_rules::chasis::level::LevelPool;
use tirada_rules::chasis::margin::{MarginContest, MarginMode, MarginTranscript};
use tirada_rules::chasis::transient::Applied;
use tirada_rules::chasis::Check;

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum MarginModeArg {
    DosPilas,
    UnaPila,
    Enfrentado,
}

#[derive(clap::Args, Debug)]
pub struct ContiendaArgs {
    #[command(flatten)]
    pub check: CheckArgs,
    /// Modo: dos-pilas (GDE y GDF por separado), una-pila (suma con signo) o enfrentado (ambos tiran); por defecto, el de las reglas.
    #[arg(long, value_enum)]
    pub modo: Option<MarginModeArg>,
    /// Límite de PF que decide el concurso (por defecto, el de las reglas: 13).
    #[arg(long, allow_negative_numbers = true)]
    pub limite: Option<i64>,
    /// Caras de cada turno separadas por «/» (base y, detrás, las de la apertura): 5,8/4,5/2,4.
    #[arg(long)]
    pub dados: Option<String>,
    /// Caras de los dados del modificador de cada turno, separadas por «/».
    #[arg(long)]
    pub dados_mod: Option<String>,
    /// Modificador del rival en un concurso enfrentado (su NIV va en su propia tirada: +3).
    #[arg(long = "mod-rival", value_name = "MOD", allow_hyphen_values = true)]
    pub mod_rival: Option<String>,
    /// Caras del rival en cada turno, separadas por «/» (base y, detrás, las de su apertura): 5,7/5,8/3,4.
    #[arg(long)]
    pub dados_rival: Option<String>,
    /// Caras de los dados del modificador del rival de cada turno, separadas por «/».
    #[arg(long)]
    pub dados_mod_rival: Option<String>,
    /// Turnos como mucho cuando se tira al azar.
    #[arg(long, default_value_t = 100)]
    pub max_turnos: u32,
    /// Con caras escritas, tirar los dados que falten (la apertura...) y mostrarlos como
    /// tirados; sin esto, un dado que falta es un error.
    #[arg(long)]
    pub tirar_resto: bool,
}

#[derive(clap::Args, Debug)]
pub struct NivelArgs {
    /// NIV de la sesión que eligen los jugadores.
    #[arg(long, allow_negative_numbers = true)]
    pub sesion: i64,
    /// Cuántos PJ juegan (el NIV no puede ser menor).
    #[arg(long)]
    pub pj: i64,
    /// Puntos que gasta el DJ, en orden (cada modificador de un PNJ cada vez que cuenta): 15,15,15,15.
    #[arg(long, value_delimiter = ',')]
    pub gasta: Vec<i64>,
    /// Puntos que vuelven a la reserva (un enemigo que compite con MOD−2 devuelve 2).
    #[arg(long, value_delimiter = ',')]
    pub devuelve: Vec<i64>,
    /// Gastos y devoluciones en el orden en que ocurren (C1122, C1126): un número gasta, uno
    /// negativo devuelve (un enemigo con MOD−2: -2): 15,15,-2,15.
    #[arg(long, value_delimiter = ',', allow_negative_numbers = true, conflicts_with_all = ["gasta", "devuelve"])]
    pub movimientos: Vec<i64>,
    /// La sesión termina con éxito: el grupo recibe tantos PX como su NIV.
    #[arg(long)]
    pub exito: bool,
    /// Un fichero TOML de reglas (la reserva es NIV × el promedio de su tirada base).
    #[arg(long, value_name = "FICHERO")]
    pub reglas: Option<PathBuf>,
}

/// Per-turn typed faces: `5,8/4,5` → ["5,8", "4,5"].
fn turns(text: &Option<String>) -> Option<Vec<&str>> {
    text.as_deref().map(|t| t.split('/').map(str::trim).collect())
}

fn nth<'a>(list: &Option<Vec<&'a str>>, i: usize) -> Option<&'a str> {
    list.as_ref().and_then(|l| l.get(i).copied())
}

pub fn contest(args: &ContiendaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let r = ruleset(&args.check, lang)?;
    let (check, transients) = check(&args.check, &r, lang)?;
    MarginContest::check_repeated(&check).map_err(|e| input(lang, e))?;
    let mode = args.modo.map(|m| match m {
        MarginModeArg::DosPilas => MarginMode::TwoPiles,
        MarginModeArg::UnaPila => MarginMode::OnePile,
        MarginModeArg::Enfrentado => MarginMode::Opposed,
    });
    let mut contest = MarginContest::from_rules(&r.auxiliaries, mode, args.limite)
        .map_err(|e| CliError::input(format!("--limite: {}", say(lang, &e))))?;
    let opposed = contest.mode == MarginMode::Opposed;
    if !opposed && (args.mod_rival.is_some() || args.dados_rival.is_some() || args.dados_mod_rival.is_some()) {
        return Err(CliError::input(lang.w("chasis-mod-rival-dados-rival-and")));
    }
    let rival = Check {
        modifier: args.mod_rival.clone().unwrap_or_else(|| "0".into()),
        ..Check::default()
    };
    prepare(&r, &rival).map_err(|e| CliError::input(format!("--mod-rival: {}", say(lang, &e))))?;
    let (mine, theirs, mods) = (turns(&args.dados), turns(&args.dados_rival), turns(&args.dados_mod));
    let their_mods = turns(&args.dados_mod_rival);
    // Typed turns set how many are played; otherwise the dice roll until the contest ends.
    let typed = [&mine, &theirs].into_iter().flatten().map(Vec::len).max();
    if let (Some(a), Some(b)) = (&mine, &theirs) {
        if a.len() != b.len() {
            return Err(CliError::input(lang.t(
                "chasis-dados-rival-there-are-turns",
                &[("b", b.len().to_string().into()), ("a", a.len().to_string().into())],
            )));
        }
    }
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let used = Cell::new(false);
    let mut rng = SeededDice::new(seed);
    let mut played = Vec::new();
    // Dice rolled because they were not typed (`--tirar-resto`): turn, group, face.
    let mut filled: Vec<(usize, String, i64)> = Vec::new();
    for i in 0..typed.unwrap_or(args.max_turnos as usize) {
        if contest.end.is_some() {
            if typed.is_some() {
                return Err(CliError::input(
                    lang.t("chasis-dados-contest-ended-at-turn", &[("i", i.to_string().into())]),
                ));
            }
            break;
        }
        let (base, modifier, rival_base) = (nth(&mine, i), nth(&mods, i), nth(&theirs, i));
        let turn = i + 1;
        let (b, m, rb, rm) = (
            format!("--dados (turno {turn})"),
            format!("--dados-mod (turno {turn})"),
            format!("--dados-rival (turno {turn})"),
            format!("--dados-mod-rival (turno {turn})"),
        );
        let roll_rest = args.tirar_resto;
        let flags = Flags {
            base: &b,
            modifier: &m,
            roll_rest,
        };
        let groups = typed_groups(base, modifier, &r, flags, lang)?;
        let (roll, rolled) = roll_typed(&r, &check, groups, &mut rng, &used, flags, lang)?;
        filled.extend(rolled.into_iter().map(|(g, f)| (turn, g, f)));
        let rival_roll = if opposed {
            let flags = Flags {
                base: &rb,
                modifier: &rm,
                roll_rest,
            };
            let groups = typed_groups(rival_base, nth(&their_mods, i), &r, flags, lang)?;
            let (roll, rolled) = roll_typed(&r, &rival, groups, &mut rng, &used, flags, lang)?;
            filled.extend(rolled.into_iter().map(|(g, f)| (turn, format!("rival {g}"), f)));
            Some(roll)
        } else {
            None
        };
        played.push(contest.play(roll, rival_roll, &r).map_err(|e| input(lang, e))?);
    }
    let t = MarginTranscript {
        system: "chasis",
        ruleset: r.name.clone(),
        contest,
        turns: played,
    };
    let seed = used.get().then_some(seed);
    #[derive(Serialize)]
    struct ContestJson<'a> {
        #[serde(flatten)]
        contest: &'a MarginTranscript,
        #[serde(rename = "transitorias", skip_serializing_if = "<[Applied]>::is_empty")]
        transients: &'a [Applied],
        /// Dice rolled because they were not typed: `[turn, group, face]`.
        #[serde(rename = "tirados", skip_serializing_if = "<[(usize, String, i64)]>::is_empty")]
        rolled: &'a [(usize, String, i64)],
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
    }
    let out = ContestJson {
        contest: &t,
        transients: &transients,
        rolled: &filled,
        seed,
    };
    if global.json {
        return crate::commands::print_roll_json(&out, lang);
    }
    print!("{}", crate::commands::explained(&out, lang)?);
    print!("{}", render::transients(&transients, lang, render::style()));
    Ok(())
}

/// The level-points ledger of one session (§3.4, C1104–C1138), worded by the narration
/// (`command: "nivel"`).
#[derive(Serialize)]
pub struct LevelLedger {
    pub system: &'static str,
    pub command: &'static str,
    pub session_level: i64,
    pub players: i64,
    /// PRM, the base roll's average (13 on 2D12).
    pub average: i64,
    /// NIV × PRM of the base roll (MOD@−65 for NIV5 on 2D12).
    pub pool: i64,
    pub spent: Vec<i64>,
    pub refunded: Vec<i64>,
    pub remaining: i64,
    pub exhausted: bool,
    /// Spends (+) and refunds (−) in the order they happened (`--movimientos`).
    #[serde(rename = "moves", skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<i64>,
    /// PX for the group when the session ends well, shared freely.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub experience: Option<i64>,
}

pub fn level(args: &NivelArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let r = load_ruleset(args.reglas.as_deref(), lang)?;
    let average = r.base.average();
    if args.pj < 1 {
        return Err(CliError::input(lang.w("chasis-pj-at-least-one-pc")));
    }
    let mut pool = LevelPool::new(args.sesion, args.pj, average).map_err(|e| {
        CliError::input(lang.t(
            "chasis-sesion-with-pcs-session-level",
            &[
                ("pj", args.pj.to_string().into()),
                ("least", e.least.to_string().into()),
                ("sesion", args.sesion.to_string().into()),
            ],
        ))
    })?;
    for (flag, list) in [("--gasta", &args.gasta), ("--devuelve", &args.devuelve)] {
        if let Some(x) = list.iter().find(|&&x| x < 0) {
            return Err(CliError::input(lang.t(
                "chasis-points-cannot-be-negative-and",
                &[("flag", flag.to_string().into()), ("x", x.to_string().into())],
            )));
        }
    }
    let start = pool.remaining;
    // C1126: a refund counts from when it happens, so a later spend may use it; --gasta and
    // --devuelve, whose order the command line does not keep, spend first.
    let (flag, moves): (&str, Vec<i64>) = match args.movimientos.is_empty() {
        false => ("--movimientos", args.movimientos.clone()),
        true => (
            "--gasta",
            args.gasta
                .iter()
                .copied()
                .chain(args.devuelve.iter().map(|x| -x))
                .collect(),
        ),
    };
    for &x in &moves {
        if x < 0 {
            pool.refund(-x);
            continue;
        }
        pool.spend(x).map_err(|e| {
            CliError::input(lang.t(
                "chasis-gm-has-level-points-left",
                &[
                    ("flag", flag.to_string().into()),
                    ("left", e.left.to_string().into()),
                    ("asked", e.asked.to_string().into()),
                ],
            ))
        })?;
    }
    let ledger = LevelLedger {
        system: "chasis",
        command: "nivel",
        session_level: pool.session_level,
        players: args.pj,
        average,
        pool: start,
        spent: moves.iter().copied().filter(|&x| x >= 0).collect(),
        refunded: moves.iter().filter(|&&x| x < 0).map(|x| -x).collect(),
        moves: args.movimientos.clone(),
        remaining: pool.remaining,
        exhausted: pool.is_exhausted(),
        experience: args.exito.then(|| pool.experience(true)),
    };
    if global.json {
        return crate::commands::print_roll_json(&ledger, lang);
    }
    print!("{}", crate::commands::explained(&ledger, lang)?);
    Ok(())
}
