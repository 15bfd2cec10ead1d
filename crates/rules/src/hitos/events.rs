//! A character's state moved in play (at the web table or by hand): every change to the
//! *Resistencia* track and to the drama points is an explicit [`Event`] with its reason,
//! applied to a [`Sheet`] by [`apply`] all at once or not at all — through the track's and the
//! drama ledger's own rules (`health.rs`, `healing.rs`, `drama.rs`), nothing written twice.

use super::aspects::{Duration, ExhaustedUntil};
use super::drama::{DramaError, DramaEvent, Ledger, Pool, Reason};
use super::harm::damage::Lethality;
use super::harm::healing::apply_recovery;
use super::options::Rules;
use super::sheet::character::Sheet;
use crate::sheet_file::SheetError;
use serde::{Deserialize, Serialize};

/// One thing that happened to a character's health or drama points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "evento", deny_unknown_fields)]
pub enum Event {
    /// Damage marked on the track, `/` then `X` (H-4, H-5); `massive`: the massive-damage test
    /// failed and every remaining point goes (H-3, AMB-25).
    #[serde(rename = "dano")]
    Damage {
        points: i32,
        /// Declared before rolling (LE-5); left out, the table's default
        /// ([`Lethality::by_default`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lethality: Option<Lethality>,
        #[serde(default)]
        massive: bool,
        reason: String,
    },
    /// Marks erased, `/` before `X` (AMB-48): care, magic, a drug's story effect.
    #[serde(rename = "curar")]
    Healed { points: i32, reason: String },
    /// A recovery test's result (HE-1, 4.21): points back, or lost as lethal damage when
    /// negative (a fumble, malherido without rest).
    #[serde(rename = "recuperacion")]
    Recovered { points: i64, reason: String },
    /// The danger has passed: half the `/` go, the rest become `X` (SH-1, L385–L387).
    #[serde(rename = "asentar")]
    Settled { reason: String },
    /// Eight hours of restful sleep (LE-3, L704; AMB-65).
    #[serde(rename = "descanso")]
    Rested { reason: String },
    /// A dying character stabilised with the `m` of the roll used (DY-4, DY-5).
    #[serde(rename = "estabilizar")]
    Stabilised { low: i32, reason: String },
    /// Drama points spent outside a roll: a narrative activation by default (L133), or
    /// *No es tan grave* (L700), ignoring a minion (L810), a joint action (L798)...
    #[serde(rename = "gastar_drama")]
    SpentDrama {
        count: i32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        motive: Option<Reason>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        aspect: Option<String>,
        reason: String,
    },
    /// Drama points received: from the GM's activation by default (L157), or an activation
    /// against the character (L127), a GM's cancellation (L159)...
    #[serde(rename = "ganar_drama")]
    GainedDrama {
        count: i32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        motive: Option<Reason>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        aspect: Option<String>,
        reason: String,
    },
    /// A new session: points back to Drama, unspent ones lost (L103, AMB-13).
    #[serde(rename = "inicio_sesion")]
    SessionStarted,
    /// A roll's drama movements (an aspect activated on it), as the ledger's rules built them.
    #[serde(rename = "tirada")]
    Rolled { drama: Vec<DramaEvent>, reason: String },
    /// A *secuela* on the character (SQ-1–SQ-3): a critical on an attack leaves a temporary one
    /// on its target, lasting a scene (double 10) or a session (triple 10) (L147, L213).
    #[serde(rename = "secuela")]
    Secuela {
        aspect: String,
        /// Left out: permanent (it counts as a complication, SQ-1).
        #[serde(default)]
        duration: Duration,
        reason: String,
    },
    /// A temporary aspect or temporary secuela gone: its scene or session is over (L149), or
    /// the GM takes back one given by mistake.
    #[serde(rename = "quitar_aspecto")]
    AspectGone { aspect: String, reason: String },
    /// An own aspect exhausted (*agotado*) until the next session or story, as the GM decides
    /// (L139); on one already exhausted, its new term. No point is paid: a roll's exhaustion
    /// is its own event (`tirada`).
    #[serde(rename = "agotar")]
    Exhausted {
        aspect: String,
        #[serde(default)]
        until: ExhaustedUntil,
        reason: String,
    },
    /// An exhausted aspect usable again: the session or story it waited for began (L139).
    #[serde(rename = "recuperar_agotado")]
    ExhaustRecovered { aspect: String, reason: String },
}

/// Why an event cannot be applied.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "hitos-event", content = "args", rename_all = "kebab-case")]
pub enum EventError {
    NotPositive {
        field: &'static str,
        given: i64,
    },
    NoTemporary(String),
    NotExhausted(String),
    EmptyAspect,
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Drama(DramaError),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Sheet(SheetError),
}

tirada_dice::worded!(EventError);

impl From<DramaError> for EventError {
    fn from(e: DramaError) -> Self {
        EventError::Drama(e)
    }
}

impl From<SheetError> for EventError {
    fn from(e: SheetError) -> Self {
        EventError::Sheet(e)
    }
}

impl EventError {
    /// The event's field at fault.
    pub fn field(&self) -> &'static str {
        match self {
            EventError::NotPositive { field, .. } => field,
            EventError::Drama(_) => "count",
            EventError::NoTemporary(_)
            | EventError::NotExhausted(_)
            | EventError::Sheet(_)
            | EventError::EmptyAspect => "aspect",
        }
    }
}

fn positive(field: &'static str, n: i64) -> Result<(), EventError> {
    if n < 1 {
        return Err(EventError::NotPositive { field, given: n });
    }
    Ok(())
}

/// The drama ledger of one character: its Drama score and points now.
fn ledger(s: &Sheet) -> Ledger {
    let mut l = Ledger::default();
    let pool = Pool {
        drama: s.drama,
        points: s.points(),
    };
    l.pools.insert(s.name.clone(), pool);
    l
}

/// Applies drama movements through the ledger (its checks: a known name, never below zero).
fn move_drama(n: &mut Sheet, events: &[DramaEvent]) -> Result<(), EventError> {
    let mut l = ledger(n);
    l.apply(events, false)?;
    n.drama_points = l.points(&n.name);
    Ok(())
}

/// The sheet after `event`; nothing changes on error. The sheet's track must know its Aguante
/// (a sheet from [`Sheet::validated`]).
pub fn apply(sheet: &Sheet, event: &Event, rules: &Rules) -> Result<Sheet, EventError> {
    let mut n = sheet.clone();
    let track = &mut n.health;
    match event {
        Event::Damage {
            points,
            lethality,
            massive,
            ..
        } => {
            positive("points", i64::from(*points))?;
            let lethality = lethality.unwrap_or(Lethality::by_default(rules));
            if *massive {
                track.apply_massive_failure(*points, lethality);
            } else {
                track.apply(*points, lethality);
            }
        }
        Event::Healed { points, .. } => {
            positive("points", i64::from(*points))?;
            track.heal(*points);
        }
        Event::Recovered { points, .. } => {
            apply_recovery(track, *points);
        }
        Event::Settled { .. } => {
            track.settle_shock();
        }
        Event::Rested { .. } => {
            track.rest_eight_hours();
        }
        Event::Stabilised { low, .. } => {
            positive("low", i64::from(*low))?;
            track.stabilise(*low, rules);
        }
        Event::SpentDrama {
            count, motive, aspect, ..
        } => {
            positive("count", i64::from(*count))?;
            let why = motive.unwrap_or(Reason::ActivacionNarrativa);
            let e = DramaEvent::new(&sheet.name, -count, why).with_aspect(aspect.as_deref());
            move_drama(&mut n, &[e])?;
        }
        Event::GainedDrama {
            count, motive, aspect, ..
        } => {
            positive("count", i64::from(*count))?;
            let why = motive.unwrap_or(Reason::ActivacionDelDj);
            let e = DramaEvent::new(&sheet.name, *count, why).with_aspect(aspect.as_deref());
            move_drama(&mut n, &[e])?;
        }
        Event::SessionStarted => {
            let mut l = ledger(&n);
            l.start_session();
            n.drama_points = l.points(&n.name);
        }
        Event::Rolled { drama, .. } => move_drama(&mut n, drama)?,
        Event::Secuela { aspect, duration, .. } => {
            if aspect.trim().is_empty() {
                return Err(EventError::EmptyAspect);
            }
            n.add_secuela(aspect.trim(), Some(*duration));
        }
        Event::AspectGone { aspect, .. } => {
            if !n.drop_temporary(aspect) {
                return Err(EventError::NoTemporary(aspect.clone()));
            }
        }
        Event::Exhausted { aspect, until, .. } => n.mark_exhausted(aspect, *until)?,
        Event::ExhaustRecovered { aspect, .. } => {
            if !n.recover_exhausted(aspect) {
                return Err(EventError::NotExhausted(aspect.clone()));
            }
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hitos::harm::health::HealthState;

    fn sheet(fortaleza: i32, voluntad: i32, drama: i32) -> Sheet {
        let mut s = Sheet {
            name: "Ana".into(),
            drama,
            ..Sheet::default()
        };
        s.characteristics.fortaleza = fortaleza;
        s.characteristics.voluntad = voluntad;
        s.characteristics.reflejos = 3;
        s.characteristics.intelecto = 3;
        s.validated().unwrap()
    }

    fn damage(points: i32) -> Event {
        Event::Damage {
            points,
            lethality: Some(Lethality::Lethal),
            massive: false,
            reason: "golpe".into(),
        }
    }

    #[test]
    fn tv16_track_and_states_through_events() {
        // Aguante 6 (Fortaleza 4 + Voluntad 4 / 2): hits 5, 4, 4, then 7.
        let rules = Rules::default();
        let mut s = sheet(4, 4, 2);
        let mut states = Vec::new();
        for hit in [5, 4, 4, 7] {
            s = apply(&s, &damage(hit), &rules).unwrap();
            states.push((s.health.lost(), s.health.state()));
        }
        assert_eq!(
            states,
            [
                (5, HealthState::Healthy),
                (9, HealthState::Wounded),
                (13, HealthState::Incapacitated),
                (18, HealthState::Dying)
            ]
        );
        assert_eq!((s.health.shock.total(), s.health.consolidated.total()), (16, 2));
    }

    #[test]
    fn tv27_a_recovery_tests_points_heal_or_hurt() {
        let rules = Rules::default();
        let s = apply(&sheet(4, 4, 2), &damage(9), &rules).unwrap();
        let healed = apply(
            &s,
            &Event::Recovered {
                points: 5,
                reason: "C".into(),
            },
            &rules,
        )
        .unwrap();
        assert_eq!(healed.health.lost(), 4);
        let hurt = apply(
            &s,
            &Event::Recovered {
                points: -7,
                reason: "pifia".into(),
            },
            &rules,
        )
        .unwrap();
        assert_eq!(hurt.health.lost(), 16);
    }

    #[test]
    fn drama_points_move_through_the_ledger_and_never_below_zero() {
        let rules = Rules::default();
        let s = sheet(3, 3, 2);
        let spend = |n: i32| Event::SpentDrama {
            count: n,
            motive: None,
            aspect: Some("Mirada de búho".into()),
            reason: "una pista".into(),
        };
        let s1 = apply(&s, &spend(1), &rules).unwrap();
        assert_eq!(s1.points(), 1);
        assert!(matches!(
            apply(&s1, &spend(2), &rules),
            Err(EventError::Drama(DramaError::NotEnough { has: 1, needs: 2, .. }))
        ));
        let back = apply(&s1, &Event::SessionStarted, &rules).unwrap();
        assert_eq!(back.points(), 2);
        let typo = r#"{"evento": "dano", "points": 3, "reason": "x", "puntos": 1}"#;
        assert!(serde_json::from_str::<Event>(typo).is_err(), "unknown keys are refused");
        assert_eq!(apply(&s, &damage(0), &rules).unwrap_err().field(), "points");
    }
}
