//! *Factor transitorio* (L985-L992): qualities the DJ writes on a sheet for a while — an
//! incapacity «Cojera» with a score after a wound, a temporary skill of +1 learnt from someone
//! (to be consolidated later in the character's advance), «Miedo a las alturas» after a fumble.
//!
//! They live in the sheet's state (`[[estado.transitorias]]`), count in every check they touch
//! while they last, and leave it when their span runs out, when the DJ takes them away, or when
//! they are consolidated — each change an explicit [`TransientEvent`] with its reason.

use super::error::ChasisError;
use super::reserve::Span;
use super::ruleset::Ruleset;
use super::sheet::{Found, Quality, Sheet};
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

/// The quality a check is made with, and the transient ones that weigh on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QualityCheck {
    pub quality: Found,
    pub transients: Vec<Applied>,
}

impl QualityCheck {
    /// The check's modifier from the sheet: the quality's (R13-R14) plus every transient score.
    /// `None` when the DJ must set it: the quality is a trait, or unknown and no transient is it.
    pub fn modifier(&self) -> Option<i64> {
        let base = match self.quality {
            Found::Unknown if self.transients.iter().any(|a| a.itself) => 0,
            q => q.modifier()?,
        };
        Some(base + self.transients.iter().filter_map(|a| a.score).sum::<i64>())
    }
}

/// Whether a span counted in `counted` is over when `ended` ends: the same span, or one inside
/// it (turns end with everything; scenes with sessions; days and sessions with sagas…).
fn ends_with(counted: Span, ended: Span) -> bool {
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

fn same(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

impl Transient {
    fn is(&self, name: &str) -> bool {
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

impl Sheet {
    /// The DJ writes a transient quality on the sheet; nothing changes on error.
    pub fn give(&mut self, t: Transient) -> Result<TransientEvent, ChasisError> {
        let at = format!("estado.transitorias[{}]", self.state.transients.len() + 1);
        t.validate(&at)?;
        if self.state.transients.iter().any(|x| x.is(&t.name)) {
            return Err(ChasisError::invalid(
                format!("{at}.nombre"),
                format!("«{}» ya es una cualidad transitoria de {}", t.name, self.name),
                format!("'{}' is already a transient quality of {}", t.name, self.name),
            ));
        }
        let event = TransientEvent {
            quality: t.name.clone(),
            change: Change::Gained {
                reason: t.reason.clone(),
            },
        };
        self.state.transients.push(t);
        Ok(event)
    }

    /// A span ends: transient qualities counted in it (or in a span inside it) count down, and
    /// those that run out leave the sheet.
    pub fn span_ends(&mut self, span: Span) -> Vec<TransientEvent> {
        let mut events = Vec::new();
        self.state.transients.retain_mut(|t| {
            let Some(e) = t.expiry.as_mut().filter(|e| ends_with(e.span, span)) else {
                return true;
            };
            e.left = if e.span == span { e.left - 1 } else { 0 };
            if e.left > 0 {
                return true;
            }
            events.push(TransientEvent {
                quality: t.name.clone(),
                change: Change::Expired { span: e.span },
            });
            false
        });
        events
    }

    fn take(&mut self, name: &str) -> Result<Transient, ChasisError> {
        match self.state.transients.iter().position(|t| t.is(name)) {
            Some(i) => Ok(self.state.transients.remove(i)),
            None => Err(ChasisError::invalid(
                "estado.transitorias",
                format!("{} no tiene ninguna cualidad transitoria «{name}»", self.name),
                format!("{} has no transient quality '{name}'", self.name),
            )),
        }
    }

    /// The DJ takes a transient quality away before it runs out.
    pub fn take_away(&mut self, name: &str, reason: &str) -> Result<TransientEvent, ChasisError> {
        let t = self.take(name)?;
        Ok(TransientEvent {
            quality: t.name,
            change: Change::Removed { reason: reason.into() },
        })
    }

    /// A transient quality stays for good: it moves to the capabilities or incapacities.
    pub fn consolidate(&mut self, name: &str, reason: &str) -> Result<TransientEvent, ChasisError> {
        let t = self.take(name)?;
        let q = Quality {
            name: t.name.clone(),
            score: t.score,
            code: t.code,
            kind: None,
            cadence: None,
            note: None,
        };
        match t.polarity {
            Polarity::Capability => self.capabilities.push(q),
            Polarity::Incapacity => self.incapacities.push(q),
        }
        Ok(TransientEvent {
            quality: t.name,
            change: Change::Consolidated { reason: reason.into() },
        })
    }

    /// The quality a check is made with (by name or code) and the transient qualities on it.
    pub fn check_quality(&self, name: &str, ruleset: &Ruleset) -> QualityCheck {
        let transients = self
            .state
            .transients
            .iter()
            .filter(|t| t.is(name) || t.affects.iter().any(|a| same(a, name)))
            .map(|t| Applied {
                name: t.name.clone(),
                score: t.score,
                itself: t.is(name),
                reason: t.reason.clone(),
            })
            .collect();
        QualityCheck {
            quality: self.attribute(name, ruleset),
            transients,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longer_spans_end_shorter_ones() {
        assert!(ends_with(Span::Turn, Span::Day) && ends_with(Span::Scene, Span::Session));
        assert!(!ends_with(Span::Session, Span::Day) && !ends_with(Span::Day, Span::Scene));
        assert!(ends_with(Span::Day, Span::Campaign));
    }
}
