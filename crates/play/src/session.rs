//! The books' boundaries between sessions (issue 32): what ending a session (and with it, when
//! the GM says so, an adventure) does to a character, as the system's own state events, each
//! with its reason and the book line it applies. The web table writes each as a state change
//! the GM can undo with another; the CLI applies them to a sheet (`ficha --fin-de-sesion`).
//!
//! What each system does, with the book's default ([`Boundary`] says what the GM chose):
//! - PORTAL: a Character Point at the end of the session and another at the start of the next
//!   (B866, protagonists); the partial uses of a Fortaleza come back when the profile counts
//!   them per session (S57, `fin_sesion`). An adventure's end instead closes the story with its
//!   own point and the reserve back in hand, and opens the next with its point (B574, B854).
//! - Fate: power points refresh between sessions (F79), unless the GM withholds it because the
//!   adventure stopped mid-action; with no time between sessions every consequence starts the
//!   next one a level lighter (F279); a new adventure clears them (F275).
//! - Hitos: every character starts the session with its drama points back (H103); its
//!   temporary aspects and secuelas of a scene or a session go (H147, H149) and the aspects it
//!   exhausted until the next session come back — with the story's end (`aventura`), those
//!   exhausted until the next story too (H139).
//! - CHASIS: the transient qualities counted per session run down (C985–C992, `fin_de_lapso`);
//!   an adventure's end is a saga's.
//! - MIRILLA: its characters keep no state at the table; nothing changes.

use crate::error::PlayError;
use crate::model::{Character, System};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_rules::hitos::sheet::ExhaustedUntil;

/// What the GM says of a session's end; every field has the book's default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Boundary {
    /// The adventure (PORTAL's story, Fate's adventure, Hitos' story, CHASIS's saga) ends with
    /// the session.
    #[serde(default)]
    pub aventura: bool,
    /// Fate: the refresh between sessions (F79); false when the adventure stopped mid-action.
    #[serde(default = "yes")]
    pub refresco: bool,
    /// Fate: the next session follows with no time between (F279).
    #[serde(default)]
    pub sin_descanso: bool,
    /// PORTAL: the Character Points of the end and the start of a session (B866).
    #[serde(default = "yes")]
    pub pp_sesion: bool,
}

fn yes() -> bool {
    true
}

impl Default for Boundary {
    fn default() -> Boundary {
        Boundary {
            aventura: false,
            refresco: true,
            sin_descanso: false,
            pp_sesion: true,
        }
    }
}

impl Boundary {
    /// The GM's choice as sent (`null` or absent: the books' defaults), one sentence if wrong.
    pub fn read(v: Option<&Value>) -> Result<Boundary, PlayError> {
        match v {
            None | Some(Value::Null) => Ok(Boundary::default()),
            Some(v) => crate::request::read(v, Words::key("thing-session-end")).map_err(|e| PlayError {
                field: Some("fin".into()),
                ..e
            }),
        }
    }
}

/// One state event of a boundary: the system's event, why, and the book line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Step {
    pub event: Value,
    pub reason: String,
    pub rule: &'static str,
}

fn step(event: Value, reason: &str, rule: &'static str) -> Step {
    Step {
        event,
        reason: format!("{reason} ({rule})"),
        rule,
    }
}

/// The state events the boundary makes for character `c`, in order.
pub fn steps(system: System, c: &Character, b: &Boundary) -> Result<Vec<Step>, PlayError> {
    let mut out = Vec::new();
    match system {
        System::Portal => {
            let protagonist = crate::portal::sheet::character(c)?.kind.has_luck_and_points();
            if b.aventura {
                out.push(step(json!({"evento": "fin_aventura"}), "final del relato", "B574"));
                out.push(step(json!({"evento": "inicio_aventura"}), "inicio del relato", "B574"));
            } else {
                out.push(step(json!({"evento": "fin_sesion"}), "final de la sesión", "S57"));
                if b.pp_sesion && protagonist {
                    for why in ["final de la sesión", "inicio de la sesión"] {
                        let reason = format!("{why} (B866)");
                        out.push(Step {
                            event: json!({"evento": "ganar_pp", "count": 1, "reason": reason}),
                            reason,
                            rule: "B866",
                        });
                    }
                }
            }
        }
        System::Fate => {
            let recovery = match (b.aventura, b.sin_descanso) {
                (true, _) => Some(("nueva_aventura", "nueva aventura", "F275")),
                (false, true) => Some(("sesion_seguida", "sesión seguida, sin tiempo entre medias", "F279")),
                (false, false) => None,
            };
            if let Some((event, why, rule)) = recovery {
                let reason = format!("{why} ({rule})");
                out.push(Step {
                    event: json!({"evento": "recuperacion", "recovery": {"event": event}, "reason": reason}),
                    reason,
                    rule,
                });
            }
            if b.refresco {
                let reason = "refresco entre sesiones (F79)".to_string();
                out.push(Step {
                    event: json!({"evento": "pp", "pp": {"reason": "refresco"}, "reason": reason}),
                    reason,
                    rule: "F79",
                });
            }
        }
        System::Hitos => {
            // H147–H149: a scene's or a session's temporary aspects and secuelas go; H139: the
            // aspects exhausted until the next session (or story, when it ends too) come back.
            let aspects = crate::hitos::state::current(c)?.session_boundary(b.aventura);
            let expired = aspects.expired.into_iter().map(|a| {
                let why = "aspecto temporal: desaparece al empezar la sesión siguiente";
                (a, "quitar_aspecto", why, "H149")
            });
            let recovered = aspects.recovered.into_iter().map(|(a, until)| {
                let why = match until {
                    ExhaustedUntil::NextSession => "agotado hasta la sesión siguiente",
                    ExhaustedUntil::NextStory => "agotado hasta la historia siguiente",
                };
                (a, "recuperar_agotado", why, "H139")
            });
            for (aspect, event, why, rule) in expired.chain(recovered) {
                // The aspect is the event's own key: the reason says why it changes.
                let reason = format!("{why} ({rule})");
                out.push(Step {
                    event: json!({"evento": event, "aspect": aspect, "reason": reason}),
                    reason,
                    rule,
                });
            }
            out.push(step(json!({"evento": "inicio_sesion"}), "inicio de la sesión", "H103"));
        }
        System::Chasis => {
            let span = if b.aventura { "saga" } else { "sesion" };
            out.push(step(
                json!({"evento": "fin_de_lapso", "span": span}),
                if b.aventura {
                    "final de la saga"
                } else {
                    "final de la sesión"
                },
                "C985",
            ));
        }
        System::Mirilla => {}
    }
    Ok(out)
}

/// Character `c` as it travels to another table of its system (issue 32): its sheet with its
/// state written into it, so the table it arrives at checks it as any new sheet
/// ([`crate::new_sheet`], under that table's ruleset) and it starts there as it left.
pub fn carried(system: System, c: &Character) -> Result<Value, PlayError> {
    Ok(match system {
        System::Portal => {
            let mut sheet = c.sheet.clone();
            sheet["estado"] = c.state.clone();
            sheet
        }
        System::Hitos => crate::model::with_state(c, &crate::hitos::state::KEYS),
        System::Fate => crate::model::with_state(c, &crate::fate::state::KEYS),
        System::Chasis => serde_json::to_value(crate::chasis::state::current(c)?).map_err(crate::error::unwritable)?,
        System::Mirilla => c.sheet.clone(),
    })
}

/// The boundary applied to `c`: each step with the state after it, through the system's own
/// fold ([`crate::change_state`]); the first step the character refuses stops it, naming it.
pub fn apply(system: System, ruleset: &Value, c: &Character, b: &Boundary) -> Result<Vec<(Step, Value)>, PlayError> {
    let mut now = c.clone();
    let mut out = Vec::new();
    for s in steps(system, c, b)? {
        now.state = crate::change_state(system, ruleset, &now, &s.event).map_err(|e| {
            PlayError::said_by(
                Words::key("play-boundary-refused")
                    .arg("name", c.name.as_str())
                    .arg("why", e.words())
                    .arg("reason", s.reason.as_str()),
            )
        })?;
        out.push((s, now.state.clone()));
    }
    Ok(out)
}
