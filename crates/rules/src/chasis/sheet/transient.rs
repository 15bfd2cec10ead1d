//! *Factor transitorio* (L985-L992): qualities the DJ writes on a sheet for a while — an
//! incapacity «Cojera» with a score after a wound, a temporary skill of +1 learnt from someone
//! (to be consolidated later in the character's advance), «Miedo a las alturas» after a fumble.
//!
//! They live in the sheet's state (`[[estado.transitorias]]`), count in every check they touch
//! while they last, and leave it when their span runs out, when the DJ takes them away, or when
//! they are consolidated — each change an explicit [`TransientEvent`] with its reason.

use super::character::{Found, Quality, Sheet};
use super::factor::{ends_with, same};
pub use super::factor::{Applied, Change, Expiry, Polarity, Transient, TransientEvent};
use super::reserve::Span;
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::Ruleset;
use serde::Serialize;

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
