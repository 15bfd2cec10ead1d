//! A *factor transitorio* as written (L985-L992): which list it belongs to, how long it lasts,
//! the changes that can happen to it and what it weighs on a check. What a sheet does with
//! its transient qualities is [`super::transient`].

use super::reserve::Span;
use crate::chasis::error::ChasisError;
use serde::{Deserialize, Serialize};

/// Which list a transient quality belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Polarity {
    #[serde(rename = "capacidad")]
    Capability,
    #[serde(rename = "incapacidad")]
    Incapacity,
}

/// When a transient quality runs out: after `left` spans of a kind end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expiry {
    #[serde(rename = "lapso")]
    pub span: Span,
    /// Spans still to end (counts down).
    #[serde(rename = "quedan")]
    pub left: u32,
}

/// A *cualidad transitoria*.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Transient {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "tipo")]
    pub polarity: Polarity,
    /// Its score; absent, a trait whose modifier the DJ sets each time (R14).
    #[serde(rename = "puntuacion", default, skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    #[serde(rename = "codigo", default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// Other checks it weighs on, by quality name or code («Cojera» on «Correr» and AGI).
    #[serde(rename = "afecta", default, skip_serializing_if = "Vec::is_empty")]
    pub affects: Vec<String>,
    /// Absent: until the DJ takes it away or it is consolidated.
    #[serde(rename = "caduca", default, skip_serializing_if = "Option::is_none")]
    pub expiry: Option<Expiry>,
    /// Why the DJ gave it (a wound, a lesson, a fall).
    #[serde(rename = "motivo")]
    pub reason: String,
}

/// What happened to a transient quality.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event")]
pub enum Change {
    /// The DJ wrote it on the sheet.
    #[serde(rename = "adquiere")]
    Gained { reason: String },
    /// Its last span ended.
    #[serde(rename = "caduca")]
    Expired { span: Span },
    /// The DJ took it away (the wound healed, the fear was overcome).
    #[serde(rename = "retirada")]
    Removed { reason: String },
    /// It stays for good, moved to the permanent qualities (the character's advance).
    #[serde(rename = "consolidada")]
    Consolidated { reason: String },
}

/// One change to a sheet's transient qualities, for the table's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TransientEvent {
    pub quality: String,
    #[serde(flatten)]
    pub change: Change,
}

/// A transient quality that weighs on a check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Applied {
    pub name: String,
    /// `None`: a trait, the DJ sets its modifier.
    pub score: Option<i64>,
    /// It is the quality checked itself (a temporary skill), not one that weighs on it.
    pub itself: bool,
    pub reason: String,
}

/// Whether a span counted in `counted` is over when `ended` ends: the same span, or one inside
/// it (turns end with everything; scenes with sessions; days and sessions with sagas…).
pub(super) fn ends_with(counted: Span, ended: Span) -> bool {
    use Span::*;
    counted == ended
        || match counted {
            Turn => true,
            Scene => matches!(ended, Session | Saga | Campaign),
            Day | Session => matches!(ended, Saga | Campaign),
            Saga => ended == Campaign,
            Campaign => false,
        }
}

pub(super) fn same(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

impl Transient {
    pub(super) fn is(&self, name: &str) -> bool {
        same(&self.name, name) || self.code.as_deref().is_some_and(|c| same(c, name))
    }

    /// Checks one transient quality; `at` names it in errors.
    pub fn validate(&self, at: &str) -> Result<(), ChasisError> {
        let bad = |field: &str, es: String, en: String| Err(ChasisError::invalid(format!("{at}.{field}"), es, en));
        if self.name.trim().is_empty() {
            return bad(
                "nombre",
                "la cualidad necesita un nombre".into(),
                "the quality needs a name".into(),
            );
        }
        let fits = match self.polarity {
            Polarity::Capability => self.score.is_none_or(|s| s >= 0),
            Polarity::Incapacity => self.score.is_none_or(|s| s <= 0),
        };
        if !fits {
            return bad(
                "puntuacion",
                format!(
                    "«{}» no puede tener esa puntuación: una capacidad suma y una incapacidad resta",
                    self.name
                ),
                format!(
                    "'{}' cannot have that score: a capability adds and an incapacity subtracts",
                    self.name
                ),
            );
        }
        if self.expiry.is_some_and(|e| e.left == 0) {
            return bad(
                "caduca.quedan",
                "una cualidad transitoria dura al menos un lapso".into(),
                "a transient quality lasts at least one span".into(),
            );
        }
        Ok(())
    }
}
