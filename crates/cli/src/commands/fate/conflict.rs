//! `tirada fate conflicto FICHERO`: a conflict described in TOML (or saved as JSON by
//! `--guardar`) played out with rolled or typed dice, printing the order, each exchange and
//! where everyone stands (schema in `docs/fate.md`).

use super::common::{fudge_faces, say};
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::Style;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tirada_dice::{DiceSource, SeededDice, SourceError, TypedDice};
use tirada_narrate::fate::conflict as narrate;
use tirada_rules::fate::movement::Zones;
use tirada_rules::fate::{self, Event, FateError, Play, Rules, Scenario, SideSummary};

#[derive(clap::Args, Debug)]
pub struct ConflictoArgs {
    /// The conflict (TOML), or one saved with --guardar (JSON) to go on with.
    #[arg(value_name = "FICHERO")]
    pub fichero: PathBuf,
    /// Faces of physical Fudge dice for every roll in turn, four per roll: "+-0+ 0000 ++--".
    #[arg(long, allow_hyphen_values = true)]
    pub dados: Option<String>,
    /// Exchanges to play from where the conflict stands (default: the file's, or 10).
    #[arg(long)]
    pub intercambios: Option<u32>,
    /// Save the conflict as it stops (JSON), to go on with it later.
    #[arg(long, value_name = "FICHERO")]
    pub guardar: Option<PathBuf>,
}

/// Why the playing stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum Stop {
    /// One side alone stands.
    Over,
    /// The exchanges asked for are played.
    Exchanges,
    /// The typed dice ran out before the next roll.
    Dice,
}

#[derive(Serialize)]
struct ConflictJson<'a> {
    system: &'static str,
    kind: fate::ConflictKind,
    exchange: u32,
    stopped: Stop,
    standing: Vec<String>,
    order: Vec<String>,
    sides: Vec<SideSummary>,
    /// Every participant's name, by the index the log's events point at.
    participants: Vec<String>,
    /// The zones (`names`, by the index the log's events point at) and their `edges`.
    zones: &'a Zones,
    /// The ruleset, whose ladder words the efforts.
    rules: &'a Rules,
    /// Each event carries `said`: its sentences in the asked language (none for an event the
    /// lines around it say).
    log: &'a [Event],
    /// Written orders dropped because their actor had left, and those not reached.
    skipped: &'a [usize],
    pending_orders: Vec<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dice_left: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

fn in_file(path: &Path, e: &FateError, lang: Lang) -> CliError {
    let shown = path.display();
    CliError::input(lang.t(
        "fate-conflict",
        &[
            ("shown", shown.to_string().into()),
            ("error", lang.error(e).to_string().into()),
        ],
    ))
}

/// The conflict of the file: a new one from TOML (sheet files read beside it), or a saved
/// one from JSON.
fn load(path: &Path, lang: Lang) -> Result<Play, CliError> {
    let text = crate::files::read_named(path, crate::files::What::Conflict, lang)?;
    if text.trim_start().starts_with('{') {
        return serde_json::from_str(&text).map_err(|e| {
            let why = e.to_string();
            let why = why.split(" at line ").next().unwrap_or(&why).to_string();
            in_file(
                path,
                &FateError::sheet(format!("línea {}", e.line()), why.clone(), why),
                lang,
            )
        });
    }
    let scenario = Scenario::from_toml(&text).map_err(|e| in_file(path, &e, lang))?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut sheets = |name: &str| -> Result<fate::Sheet, FateError> {
        let file = dir.join(name);
        let text = std::fs::read_to_string(&file).map_err(|e| {
            let why = match e.kind() {
                std::io::ErrorKind::NotFound => ("no existe".to_string(), "it does not exist".to_string()),
                _ => (e.to_string(), e.to_string()),
            };
            FateError::sheet(format!("ficha «{name}»"), why.0, why.1)
        })?;
        super::sheet::parse(&text).map_err(|e| match e {
            FateError::Sheet { field, why, why_en } => FateError::Sheet {
                field: format!("ficha «{name}»: {field}"),
                why,
                why_en,
            },
            other => other,
        })
    };
    scenario.build(&mut sheets).map_err(|e| in_file(path, &e, lang))
}

/// Typed faces for every roll: groups of four separated by spaces, `;` or `|`.
fn typed(text: &str, lang: Lang) -> Result<Vec<i64>, CliError> {
    let mut faces = Vec::new();
    for group in text.split(|c: char| c.is_whitespace() || c == ';' || c == '|') {
        if group.is_empty() {
            continue;
        }
        let four = fudge_faces(group, lang)?;
        fate::roll::dice_from(&four).map_err(|e| CliError::input(format!("--dados: {}", say(lang, &e))))?;
        faces.extend(four);
    }
    Ok(faces)
}

fn rolls(log: &[Event]) -> usize {
    log.iter().filter(|e| matches!(e, Event::Roll { .. })).count()
}

/// Plays step by step; when typed dice run out, the half-taken step is undone and play stops.
fn play_out(play: &mut Play, src: &mut impl DiceSource, lang: Lang) -> Result<Stop, CliError> {
    loop {
        let before = play.clone();
        match play.step(src) {
            Ok(true) => {}
            Ok(false) if play.conflict.is_over() => return Ok(Stop::Over),
            Ok(false) => return Ok(Stop::Exchanges),
            Err(FateError::Dice(SourceError::Missing { .. })) => {
                *play = before;
                return Ok(Stop::Dice);
            }
            Err(e) => return Err(CliError::input(say(lang, &e))),
        }
    }
}

/// Writes the conflict as JSON through a temporary file, so a failure leaves nothing half
/// written.
fn save(path: &Path, play: &Play, lang: Lang) -> Result<(), CliError> {
    let text = serde_json::to_string_pretty(play)? + "\n";
    let tmp = path.with_extension("tirada-tmp");
    std::fs::write(&tmp, text)
        .and_then(|_| std::fs::rename(&tmp, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            CliError::input(lang.t(
                "fate-guardar-could-not-write",
                &[("path", path.display().to_string().into()), ("e", e.to_string().into())],
            ))
        })
}

pub fn run(args: &ConflictoArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let mut play = load(&args.fichero, lang)?;
    if let Some(n) = args.intercambios {
        if n > 1000 {
            return Err(CliError::input(lang.w("fate-intercambios-at-most-1000")));
        }
        play.max_exchanges = play.conflict.exchange + n;
    }
    // A new conflict is shown from its first event; one taken up again from where it stopped.
    let (fresh, from) = (play.conflict.exchange == 0, play.conflict.exchange);
    let start = if fresh { 0 } else { play.conflict.log.len() };
    let (stop, dice_left, seed) = match &args.dados {
        Some(text) => {
            let faces = typed(text, lang)?;
            let given = faces.len();
            let mut src = TypedDice::only(BTreeMap::from([(fate::roll::GROUP.to_string(), faces)]));
            let stop = play_out(&mut play, &mut src, lang)?;
            let used = 4 * rolls(&play.conflict.log[start..]);
            (stop, Some(given - used), None)
        }
        None => {
            let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
            let stop = play_out(&mut play, &mut SeededDice::new(seed), lang)?;
            (stop, None, Some(seed))
        }
    };
    if let Some(path) = &args.guardar {
        save(path, &play, lang)?;
    }
    let c = &play.conflict;
    let names = |ids: &[usize]| ids.iter().map(|&i| c.participants[i].name.clone()).collect();
    let mut v = serde_json::to_value(ConflictJson {
        system: "fate",
        kind: c.kind,
        exchange: c.exchange,
        stopped: stop,
        standing: c.sides_standing(),
        order: names(&c.order),
        sides: c.summary(),
        participants: c.participants.iter().map(|p| p.name.clone()).collect(),
        zones: &c.zones,
        rules: &c.rules,
        log: &c.log,
        skipped: &play.skipped,
        pending_orders: play.script.iter().map(|s| s.index).collect(),
        dice_left,
        seed,
    })?;
    let l = lang.narrate();
    narrate::tell(&mut v, l);
    if global.json {
        return super::super::print_json(&v);
    }
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    let mut out = match fresh {
        true => style.bold(&narrate::heading(&v, l)),
        false => narrate::resumed(from, l),
    } + "\n";
    for e in v["log"].as_array().into_iter().flatten().skip(start) {
        let kind = e["event"].as_str().unwrap_or("");
        for line in e["said"].as_array().into_iter().flatten().filter_map(|s| s.as_str()) {
            let line = if kind == "intercambio" {
                style.bold(line)
            } else {
                line.to_string()
            };
            out += &format!("{}{line}\n", mark(kind));
        }
    }
    for line in narrate::ending(&v, l) {
        out += &line;
        out.push('\n');
    }
    print!("{out}");
    Ok(())
}

/// The margin of an event's line: the order and the exchanges at the left, what happens
/// within an exchange under them, its consequences marked `⇒`, `✘` (taken out), `★` (crítico).
fn mark(kind: &str) -> &'static str {
    match kind {
        "iniciativa" | "intercambio" | "fin_de_escena" => "",
        "fuera_de_combate" => "  ✘ ",
        "critico" | "critico_usado" => "  ★ ",
        "ataque" | "golpe" | "golpe_secuaces" | "maniobra" | "cambio_de_escena" | "bloqueo" | "superar_bloqueo"
        | "esprint" | "movimiento" | "accion" | "desarme" | "empujon" | "derribo" => "  ⇒ ",
        _ => "  ",
    }
}
