//! Changes to a sheet from `tirada fate ficha FILE`: a hit, power points, recovery, the end
//! of a scene; saved back only with `--guardar` and only if every change worked.

use crate::error::CliError;
use crate::lang::Lang;
use serde::Serialize;
use tirada_rules::fate::{
    self, Absorb, Character, ConflictKind, Consequence, FateError, PpEvent, Recovery, Rules, Taken, Track,
};

/// Changes to a sheet on the command line: a hit, power points, recovery, the end of a scene.
/// Applied in this order: recovery, refresh, end of scene, hit, power points.
#[derive(clap::Args, Debug, Default)]
pub struct Changes {
    /// A hit of N shifts.
    #[arg(long, value_name = "N")]
    pub golpe: Option<u32>,
    /// The track the hit goes to: salud or serenidad (default salud).
    #[arg(long)]
    pub medidor: Option<String>,
    /// How the hit is taken: casilla (default), consecuencia, extra or seguidor:NOMBRE.
    #[arg(long)]
    pub como: Option<String>,
    /// Description of a consequence taken.
    #[arg(long, default_value = "")]
    pub descripcion: String,
    /// Spend one power point: bonificador, escena or desenlace (all of them, at least 1).
    #[arg(long)]
    pub gasta_pp: Option<String>,
    /// Use a power by name, paying its cost.
    #[arg(long)]
    pub usa_poder: Option<String>,
    /// A declaration for 1 PP (add --vetada if the GM refused it: it costs nothing).
    #[arg(long)]
    pub declara: Option<String>,
    #[arg(long, requires = "declara")]
    pub vetada: bool,
    /// A concession: gana (refused, reasonable: +1 PP) or pierde (refused one: −1 PP).
    #[arg(long)]
    pub concesion: Option<String>,
    /// A refresh of power points.
    #[arg(long)]
    pub refresco: bool,
    /// Recovery: respiro, descanso:HORAS[:i,j], tiempo:DIAS, aventura or sesion-seguida.
    #[arg(long)]
    pub recupera: Option<String>,
    /// The end of the scene: stress clears.
    #[arg(long)]
    pub fin_escena: bool,
    /// Write the changed sheet back to its file (only if everything worked).
    #[arg(long)]
    pub guardar: bool,
}

/// One change made, for the output.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "change", rename_all = "snake_case")]
pub enum Change {
    #[serde(rename = "golpe")]
    Hit { taken: Taken },
    #[serde(rename = "pp")]
    Pp { pp: PpEvent },
    #[serde(rename = "recuperacion")]
    Recovered { removed: Vec<Consequence> },
    #[serde(rename = "fin_de_escena")]
    SceneEnd,
}

/// A value a flag does not take: `key` names the accepted ones.
fn bad(flag: &str, lang: Lang, key: &str, value: &str) -> CliError {
    CliError::input(format!("{flag}: {}", lang.t(key, &[("value", value.into())])))
}

fn fate_err(flag: &str, lang: Lang, e: &FateError) -> CliError {
    CliError::input(format!("{flag}: {}", super::common::say(lang, e)))
}

fn recovery(text: &str, lang: Lang) -> Result<Recovery, CliError> {
    let mut parts = text.trim().split(':');
    let number = |p: Option<&str>| p.and_then(|n| n.trim().parse::<u32>().ok());
    let r = match fate::fold(parts.next().unwrap_or_default()).as_str() {
        "respiro" => Some(Recovery::Breather),
        "descanso" => number(parts.next()).map(|hours| Recovery::Rest {
            hours,
            suitable: parts
                .next()
                .map(|l| l.split(',').filter_map(|i| i.trim().parse::<usize>().ok()).collect())
                .unwrap_or_else(|| (0..64).collect()),
        }),
        "tiempo" => number(parts.next()).map(|days| Recovery::Downtime { days }),
        "aventura" => Some(Recovery::AdventureStart),
        "sesion-seguida" => Some(Recovery::BackToBackSession),
        _ => None,
    };
    r.ok_or_else(|| bad("--recupera", lang, "fate-recovery-not-understood", text))
}

/// Applies the changes to the character; nothing is saved if any of them fails.
pub fn apply(c: &mut Character, ch: &Changes, rules: &Rules, lang: Lang) -> Result<Vec<Change>, CliError> {
    let mut out = Vec::new();
    if let Some(r) = &ch.recupera {
        let removed = c.recover(&recovery(r, lang)?);
        out.push(Change::Recovered { removed });
    }
    if ch.refresco {
        out.push(Change::Pp {
            pp: c.pp.refresh(rules),
        });
    }
    if ch.fin_escena {
        c.end_scene();
        out.push(Change::SceneEnd);
    }
    if let Some(n) = ch.golpe {
        let track = match &ch.medidor {
            None => Track::Health,
            Some(t) => Track::parse(t).ok_or_else(|| bad("--medidor", lang, "fate-track-unknown", t))?,
        };
        let how = match ch.como.as_deref().map(str::trim) {
            None | Some("casilla") => Absorb::Box,
            Some("consecuencia") => Absorb::Consequence,
            Some("extra") => Absorb::Extra,
            Some(other) => match other.strip_prefix("seguidor:") {
                Some(name) => Absorb::Follower(name.trim().to_string()),
                None => return Err(bad("--como", lang, "fate-absorb-unknown", other)),
            },
        };
        let kind = match track {
            Track::Health => ConflictKind::Physical,
            Track::Composure => ConflictKind::Social,
        };
        let taken = c
            .take_hit(n, track, &how, &ch.descripcion, kind, rules)
            .map_err(|e| fate_err("--golpe", lang, &e))?;
        out.push(Change::Hit { taken });
    }
    let pp_err = |flag: &'static str| move |e: FateError| fate_err(flag, lang, &e);
    if let Some(what) = &ch.gasta_pp {
        let e = match fate::fold(what).as_str() {
            "bonificador" => c.pp.bonus(),
            "escena" => c.pp.scene_change(),
            "desenlace" => c.pp.reject_taken_out(),
            _ => return Err(bad("--gasta-pp", lang, "fate-pp-spend-unknown", what)),
        }
        .map_err(pp_err("--gasta-pp"))?;
        out.push(Change::Pp { pp: e });
    }
    if let Some(name) = &ch.usa_poder {
        let power = c
            .powers
            .iter()
            .find(|p| fate::fold(&p.name) == fate::fold(name))
            .cloned();
        let power = power.ok_or_else(|| fate_err("--usa-poder", lang, &FateError::NoPower { name: name.clone() }))?;
        out.push(Change::Pp {
            pp: c.pp.use_power(&power).map_err(pp_err("--usa-poder"))?,
        });
    }
    if let Some(text) = &ch.declara {
        out.push(Change::Pp {
            pp: c.pp.declare(text.clone(), !ch.vetada).map_err(pp_err("--declara"))?,
        });
    }
    match ch.concesion.as_deref().map(fate::fold).as_deref() {
        None => {}
        Some("gana") => out.push(Change::Pp {
            pp: c.pp.concession_refused(),
        }),
        Some("pierde") => out.push(Change::Pp {
            pp: c.pp.refused_concession(),
        }),
        Some(other) => return Err(bad("--concesion", lang, "fate-concession-unknown", other)),
    }
    Ok(out)
}

/// One line per change.
pub fn changes_human(changes: &[Change], saved: bool, lang: Lang) -> String {
    let mut out = String::new();
    for ch in changes {
        let line = match ch {
            Change::Hit { taken } => match taken {
                Taken::Nothing => lang.w("fate-hit-of-0-nothing").to_string(),
                Taken::Box { track, index } => lang.t(
                    "fate-hit-box",
                    &[
                        ("index", index.to_string().into()),
                        ("word", track.word().to_string().into()),
                        ("english", track.english().to_string().into()),
                    ],
                ),
                Taken::Consequence { consequence: q } => lang.t(
                    "fate-hit-consequence",
                    &[
                        ("word", q.severity.word().to_string().into()),
                        ("description", q.description.to_string().into()),
                        ("english", q.severity.english().to_string().into()),
                    ],
                ),
                Taken::TakenOut => lang.w("fate-hit-taken-out").to_string(),
            },
            Change::Pp { pp } => format!("PP {} → {} ({})", pp.before, pp.after, fate::signed(pp.delta)),
            Change::Recovered { removed } => lang.t(
                "fate-recovery-consequences-removed",
                &[("removed", removed.len().to_string().into())],
            ),
            Change::SceneEnd => lang.w("fate-end-of-scene-stress-clears"),
        };
        out.push_str(&format!("· {line}\n"));
    }
    if !changes.is_empty() {
        let note = match saved {
            true => lang.w("fate-changes-human-true"),
            false => lang.w("fate-changes-human-false"),
        };
        out.push_str(&format!("{note}\n\n"));
    }
    out
}
