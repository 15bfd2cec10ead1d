//! Drama points (*puntos dramáticos*, L101–L165): every movement is an explicit [`DramaEvent`]
//! with a reason, built by one function per rule of the aid's table 3.10 and applied to a
//! [`Ledger`] all at once or not at all.
//!
//! The GM's pool is infinite (A-GM-2): whenever the GM would spend a point it is given to the
//! most affected player instead (A-GM-3), so the GM never appears with a balance.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The name the GM goes by in events.
pub const GM: &str = "dj";

/// Why points moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// Points reset to Drama at the start of a session (L103, AMB-13).
    InicioSesion,
    /// A positive roll activation paid with a point (L125).
    ActivacionPositiva,
    /// A narrative activation (L133).
    ActivacionNarrativa,
    /// A negative roll or narrative activation against someone: the activator pays (L127, L135).
    ActivacionNegativa,
    /// The target of a negative activation that was not cancelled receives the point (L127).
    RecibeActivacionEnContra,
    /// The GM activates an aspect: the point goes to the player most affected (L157).
    ActivacionDelDj,
    /// The target cancels a negative activation by paying (L127).
    CancelaActivacion,
    /// The activator of a cancelled activation gets their point back (L127).
    RecuperaPunto,
    /// ...and receives the canceller's point (L127).
    RecibePuntoDeCancelacion,
    /// The GM cancels a legitimate activation: the player pays nothing and gets a point (L159).
    CancelacionDelDj,
    /// The activation was paid by exhausting an aspect: no point moves (L137).
    AspectoAgotado,
    /// *No es tan grave como parece* (L700).
    NoEsTanGrave,
    /// A hero ignores a minion's attack (L810).
    IgnoraSecuaz,
    /// An aspect activated to allow a joint action without a shared history (L798).
    AccionConjunta,
}

/// One movement of drama points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DramaEvent {
    /// A character's name, or a role inside a roll (`tirador`, `activador`).
    pub who: String,
    pub delta: i32,
    pub reason: Reason,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aspect: Option<String>,
}

impl DramaEvent {
    pub fn new(who: &str, delta: i32, reason: Reason) -> Self {
        DramaEvent {
            who: who.to_string(),
            delta,
            reason,
            aspect: None,
        }
    }

    pub fn with_aspect(mut self, aspect: Option<&str>) -> Self {
        self.aspect = aspect.map(str::to_string);
        self
    }
}

/// Who pays for an activation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Payment {
    /// One drama point.
    Point,
    /// Exhausting one of the activator's own aspects (L137–L143).
    Exhaust(String),
}

/// A positive roll activation or a narrative one for one's own benefit (L125, L133).
pub fn own_activation(player: &str, payment: &Payment, reason: Reason, aspect: Option<&str>) -> Vec<DramaEvent> {
    match payment {
        Payment::Point => vec![DramaEvent::new(player, -1, reason).with_aspect(aspect)],
        Payment::Exhaust(a) => vec![DramaEvent::new(player, 0, Reason::AspectoAgotado).with_aspect(Some(a))],
    }
}

/// An activation against `target`, by a player or by the GM (`activator` = [`GM`]), cancelled
/// by the target paying a point or not (L127, L135, L157; A-NEG-2, AMB-09, AMB-11).
pub fn against(
    activator: &str,
    target: &str,
    payment: &Payment,
    cancelled: bool,
    aspect: Option<&str>,
) -> Vec<DramaEvent> {
    let by_gm = activator == GM;
    let mut out = Vec::new();
    match (payment, by_gm) {
        (_, true) => {}
        (Payment::Point, false) => {
            out.push(DramaEvent::new(activator, -1, Reason::ActivacionNegativa).with_aspect(aspect))
        }
        (Payment::Exhaust(a), false) => {
            out.push(DramaEvent::new(activator, 0, Reason::AspectoAgotado).with_aspect(Some(a)));
        }
    }
    let paid_point = !by_gm && *payment == Payment::Point;
    if cancelled {
        out.push(DramaEvent::new(target, -1, Reason::CancelaActivacion).with_aspect(aspect));
        if !by_gm {
            if paid_point {
                out.push(DramaEvent::new(activator, 1, Reason::RecuperaPunto));
            }
            out.push(DramaEvent::new(activator, 1, Reason::RecibePuntoDeCancelacion));
        }
    } else if by_gm {
        out.push(DramaEvent::new(target, 1, Reason::ActivacionDelDj).with_aspect(aspect));
    } else if paid_point {
        // Exhaustion transfers nothing (AMB-11).
        out.push(DramaEvent::new(target, 1, Reason::RecibeActivacionEnContra).with_aspect(aspect));
    }
    out
}

/// The GM activates an NPC's aspect in its favour: the infinite pool spends nothing and the
/// most affected player receives the point (L155, L157).
pub fn gm_for_npc(player: &str, aspect: Option<&str>) -> Vec<DramaEvent> {
    vec![DramaEvent::new(player, 1, Reason::ActivacionDelDj).with_aspect(aspect)]
}

/// The GM cancels a player's legitimate activation: the player pays nothing and gains a point
/// (L159). Refusing an illegitimate one moves nothing (L161).
pub fn gm_cancels(player: &str) -> Vec<DramaEvent> {
    vec![DramaEvent::new(player, 1, Reason::CancelacionDelDj)]
}

/// A player spends a point for a reason with no counterpart (L700, L810, L798).
pub fn spend(player: &str, reason: Reason) -> Vec<DramaEvent> {
    vec![DramaEvent::new(player, -1, reason)]
}

/// Why events could not be applied.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "drama", content = "args", rename_all = "kebab-case")]
pub enum DramaError {
    Unknown(String),
    NotEnough { who: String, has: i32, needs: i32 },
    ExhaustWithPoints { who: String, has: i32 },
}

tirada_dice::worded!(DramaError);

/// One character's Drama score and current points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pool {
    pub drama: i32,
    pub points: i32,
}

/// The drama points of a table: players' pools and the history of every movement.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ledger {
    pub pools: BTreeMap<String, Pool>,
    pub events: Vec<DramaEvent>,
}

impl Ledger {
    /// Adds a player character with its Drama score (NPCs have none, L121).
    pub fn add(&mut self, name: &str, drama: i32) {
        self.pools.insert(name.to_string(), Pool { drama, points: drama });
    }

    pub fn points(&self, name: &str) -> Option<i32> {
        self.pools.get(name).map(|p| p.points)
    }

    /// Every pool back to its Drama score; unspent points are lost (L103, AMB-13).
    pub fn start_session(&mut self) {
        let events: Vec<DramaEvent> = self
            .pools
            .iter()
            .filter(|(_, p)| p.points != p.drama)
            .map(|(n, p)| DramaEvent::new(n, p.drama - p.points, Reason::InicioSesion))
            .collect();
        self.apply(&events, false).expect("a reset never goes below zero");
    }

    /// Applies events atomically: an unknown name, a pool going below zero or (when `strict`)
    /// an exhaustion with points left changes nothing. GM events are ignored (infinite pool).
    pub fn apply(&mut self, events: &[DramaEvent], strict_exhaust: bool) -> Result<(), DramaError> {
        let mut next = self.pools.clone();
        for e in events.iter().filter(|e| e.who != GM) {
            let pool = next.get_mut(&e.who).ok_or_else(|| DramaError::Unknown(e.who.clone()))?;
            if e.reason == Reason::AspectoAgotado && strict_exhaust && pool.points > 0 {
                return Err(DramaError::ExhaustWithPoints {
                    who: e.who.clone(),
                    has: pool.points,
                });
            }
            if pool.points + e.delta < 0 {
                return Err(DramaError::NotEnough {
                    who: e.who.clone(),
                    has: pool.points,
                    needs: -e.delta,
                });
            }
            pool.points += e.delta;
        }
        self.pools = next;
        self.events.extend_from_slice(events);
        Ok(())
    }
}
