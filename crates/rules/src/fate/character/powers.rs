//! Powers (*poderes*) and power points (*puntos de poder*, PP): every movement of a point is
//! an explicit [`PpEvent`] (L54–L81, L255, L259, L289, R-POW-1…2, R-PP-1…5, A-PP-1…7).

use super::consequence::{Consequence, Severity};
use super::stress::Track;
use crate::fate::error::FateError;
use crate::fate::options::{RefreshMode, Rules};
use serde::{Deserialize, Serialize};

/// A power: not rated on the ladder, it is had or not (L58). Its effects are data the
/// engine applies (R-POW-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Power {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "descripcion", default)]
    pub description: String,
    /// PP to use it: 0 for an always-on power, 1 by default (A-PP-2).
    #[serde(rename = "coste", default = "one")]
    pub cost: u8,
    /// Extra Salud boxes (implied by L223).
    #[serde(rename = "casillas_salud", default)]
    pub health_boxes: u8,
    /// Extra Serenidad boxes.
    #[serde(rename = "casillas_serenidad", default)]
    pub composure_boxes: u8,
    /// An extra consequence slot of this severity (L241, A-CON-1).
    #[serde(rename = "consecuencia_extra", default, skip_serializing_if = "Option::is_none")]
    pub extra_consequence: Option<Severity>,
    /// Follower improvements this power grants (L350–L352).
    #[serde(rename = "mejoras_seguidor", default)]
    pub follower_improvements: u8,
    /// Faster recovery (L281, R-REC-5): consequences are removed as this many levels
    /// lighter; one below leve goes at the next chance to recover.
    #[serde(rename = "recuperacion_rapida", default, skip_serializing_if = "is_zero")]
    pub faster_recovery: u8,
    /// The track whose consequences heal faster; both when absent.
    #[serde(rename = "recuperacion_medidor", default, skip_serializing_if = "Option::is_none")]
    pub faster_recovery_track: Option<Track>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn one() -> u8 {
    1
}

impl Power {
    /// Levels lighter this power makes a consequence for removal (L281).
    pub fn recovery_boost(&self, c: &Consequence) -> u8 {
        match (self.faster_recovery_track, c.track) {
            (None, _) => self.faster_recovery,
            (Some(t), Some(u)) if t == u => self.faster_recovery,
            _ => 0,
        }
    }

    pub fn new(name: impl Into<String>) -> Power {
        Power {
            name: name.into(),
            description: String::new(),
            cost: 1,
            health_boxes: 0,
            composure_boxes: 0,
            extra_consequence: None,
            follower_improvements: 0,
            faster_recovery: 0,
            faster_recovery_track: None,
        }
    }
}

/// Why power points moved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum PpReason {
    /// +1 to a roll or an effort (L67).
    #[serde(rename = "bonificador")]
    Bonus,
    /// Using a power (L69).
    #[serde(rename = "usar_poder")]
    UsePower { power: String },
    /// A declaration; a vetoed one costs nothing (L71–L75, A-PP-5).
    #[serde(rename = "declaracion")]
    Declaration { text: String, accepted: bool },
    /// Arguing a scene-altering manoeuvre (L289, A-MAN-2).
    #[serde(rename = "cambiar_escena")]
    SceneChange,
    /// All remaining PP, at least 1, to demand another taken-out outcome (L255).
    #[serde(rename = "rechazar_desenlace")]
    RejectTakenOut,
    /// A reasonable concession refused: the offerer gains 1 (L259).
    #[serde(rename = "concesion_rechazada")]
    ConcessionRefused,
    /// Refusing a reasonable concession: the refuser loses 1, never below 0 (L259, A-PP-7).
    #[serde(rename = "rechazar_concesion")]
    RefusedConcession,
    /// Between sessions, or mid-session when the GM grants it (L77–L81).
    #[serde(rename = "refresco")]
    Refresh,
}

/// One movement of power points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PpEvent {
    #[serde(flatten)]
    pub reason: PpReason,
    pub delta: i32,
    pub before: u32,
    pub after: u32,
}

/// A character's pool of power points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerPoints {
    pub pp: u32,
    /// *Máximo habitual* (L81): by default the number of powers (A-PP-3).
    pub max: u32,
    /// *Tasa de refresco*, set by the patron entity (L81).
    pub refresh: u32,
}

impl PowerPoints {
    /// The pool of a character starting play: as many PP as powers (L62), or the table's
    /// fixed number (A-PP-1).
    pub fn starting(powers: usize, refresh: u32, rules: &Rules) -> PowerPoints {
        let pp = rules.starting_pp.unwrap_or(powers as u32);
        PowerPoints {
            pp,
            max: powers as u32,
            refresh,
        }
    }

    fn moved(&mut self, reason: PpReason, delta: i32) -> PpEvent {
        let before = self.pp;
        self.pp = (i64::from(before) + i64::from(delta)).max(0) as u32;
        PpEvent {
            reason,
            delta: self.pp as i32 - before as i32,
            before,
            after: self.pp,
        }
    }

    fn spend(&mut self, reason: PpReason, n: u32) -> Result<PpEvent, FateError> {
        if self.pp < n {
            return Err(FateError::NoPp { have: self.pp, need: n });
        }
        Ok(self.moved(reason, -(n as i32)))
    }

    /// 1 PP for +1 on a roll (L67).
    pub fn bonus(&mut self) -> Result<PpEvent, FateError> {
        self.spend(PpReason::Bonus, 1)
    }

    /// Uses a power for its cost (L69, A-PP-2).
    pub fn use_power(&mut self, power: &Power) -> Result<PpEvent, FateError> {
        let reason = PpReason::UsePower {
            power: power.name.clone(),
        };
        self.spend(reason, u32::from(power.cost))
    }

    /// A declaration: 1 PP if the GM accepts it, nothing if vetoed (L75, A-PP-5).
    pub fn declare(&mut self, text: impl Into<String>, accepted: bool) -> Result<PpEvent, FateError> {
        let reason = PpReason::Declaration {
            text: text.into(),
            accepted,
        };
        self.spend(reason, u32::from(accepted))
    }

    /// 1 PP arguing that a manoeuvre changes the scene (L289).
    pub fn scene_change(&mut self) -> Result<PpEvent, FateError> {
        self.spend(PpReason::SceneChange, 1)
    }

    /// Every remaining PP, at least 1, for another taken-out outcome (L255, R-TO-1).
    pub fn reject_taken_out(&mut self) -> Result<PpEvent, FateError> {
        let all = self.pp.max(1);
        self.spend(PpReason::RejectTakenOut, all)
    }

    /// +1 to the offerer of a reasonable concession that was refused (L259).
    pub fn concession_refused(&mut self) -> PpEvent {
        self.moved(PpReason::ConcessionRefused, 1)
    }

    /// −1 to whoever refused it, never below 0 (L259, A-PP-7).
    pub fn refused_concession(&mut self) -> PpEvent {
        self.moved(PpReason::RefusedConcession, -1)
    }

    /// A refresh (L81, A-PP-3): gain the rate without passing the usual maximum, never losing
    /// points already above it; or SotC's top-up to the rate.
    pub fn refresh(&mut self, rules: &Rules) -> PpEvent {
        let target = match rules.refresh_mode {
            RefreshMode::AddUpToMax => self.pp.max((self.pp + self.refresh).min(self.max)),
            RefreshMode::SotcTopUp => self.pp.max(self.refresh),
        };
        self.moved(PpReason::Refresh, target as i32 - self.pp as i32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spending_and_floor() {
        let mut p = PowerPoints {
            pp: 1,
            max: 4,
            refresh: 2,
        };
        assert_eq!(p.bonus().unwrap().after, 0);
        assert_eq!(p.bonus(), Err(FateError::NoPp { have: 0, need: 1 }));
        assert_eq!(p.refused_concession().delta, 0, "never below 0");
        assert_eq!(p.declare("un mechero", false).unwrap().delta, 0, "vetoed: free");
        assert_eq!(p.concession_refused().after, 1);
        assert_eq!(p.declare("un mechero", true).unwrap().after, 0);
        let mut always_on = Power::new("Visión nocturna");
        always_on.cost = 0;
        assert_eq!(p.use_power(&always_on).unwrap().delta, 0);
    }
}
