//! A character's state moved in play (at the web table or by hand): damage, pain and energy
//! are explicit [`Event`]s with their reason, applied to a sheet's `[estado]` by [`apply`] all
//! at once or not at all through the counters' own rules ([`Harm`](super::auxiliary::Harm),
//! [`Energy`](super::energy::Energy), the transient qualities of `transient.rs`).

use super::character::Sheet;
use super::energy::EnergySpend;
use super::reserve::Span;
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// One thing that happened to a character's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "evento", deny_unknown_fields)]
pub enum Event {
    /// *Puntos de daño* taken (L1294-L1306): dead at 13 (L1300).
    #[serde(rename = "dano")]
    Damage { pd: i64, reason: String },
    /// Pain taken (A19): unconscious or yielding at 13, never dead (L1318).
    #[serde(rename = "dolor")]
    Pain { pd: i64, reason: String },
    /// Damage recovers in full over an interval such as a day (L1324, A45).
    #[serde(rename = "recuperar_dano")]
    DamageRecovered { reason: String },
    /// Pain recovers in full over a scene (L1324, A45).
    #[serde(rename = "recuperar_dolor")]
    PainRecovered { reason: String },
    /// *Énfasis* gained (L1190); on one track it first cancels estrés.
    #[serde(rename = "enfasis")]
    Emphasis { py: i64, reason: String },
    /// *Estrés* received (L1188); on one track it first eats énfasis.
    #[serde(rename = "estres")]
    Stress { py: i64, reason: String },
    /// Energy spent on a check before the roll (L1180-L1196): the player's énfasis, the DJ's
    /// estrés, within the cap per action.
    #[serde(rename = "gasto")]
    Spent {
        #[serde(rename = "energia")]
        spend: EnergySpend,
        reason: String,
    },
    /// A span of play ends: transient qualities counted in it run down (L985-L992).
    #[serde(rename = "fin_de_lapso")]
    SpanEnded { span: Span },
    /// The DJ takes a transient quality away (the wound healed, the fear overcome).
    #[serde(rename = "quitar_transitoria")]
    TransientRemoved { name: String, reason: String },
}

fn positive(field: &str, n: i64) -> Result<(), ChasisError> {
    if n < 1 {
        return Err(ChasisError::invalid(
            field,
            format!("debe ser 1 o más, no {n}"),
            format!("must be 1 or more, not {n}"),
        ));
    }
    Ok(())
}

/// The sheet after `event`; nothing changes on error.
pub fn apply(sheet: &Sheet, event: &Event, ruleset: &Ruleset) -> Result<Sheet, ChasisError> {
    let mut n = sheet.clone();
    let energy_rules = &ruleset.energy;
    let s = &mut n.state;
    match event {
        Event::Damage { pd, .. } => {
            positive("pd", *pd)?;
            s.harm.take_damage(*pd);
        }
        Event::Pain { pd, .. } => {
            positive("pd", *pd)?;
            s.harm.take_pain(*pd);
        }
        Event::DamageRecovered { .. } => s.harm.recover_damage(),
        Event::PainRecovered { .. } => s.harm.recover_pain(),
        Event::Emphasis { py, .. } => {
            positive("py", *py)?;
            s.energy.gain_emphasis(*py, energy_rules);
        }
        Event::Stress { py, .. } => {
            positive("py", *py)?;
            s.energy.gain_stress(*py, energy_rules);
        }
        Event::Spent { spend, .. } => s.energy.pay(spend, energy_rules)?,
        Event::SpanEnded { span } => {
            n.span_ends(*span);
        }
        Event::TransientRemoved { name, reason } => {
            n.take_away(name, reason)?;
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn korgoth() -> (Sheet, Ruleset) {
        let r = Ruleset::book();
        let s = Sheet::from_toml(crate::chasis::examples::example("korgoth").unwrap(), &r).unwrap();
        (s, r)
    }

    #[test]
    fn t62_thirteen_damage_kills_and_thirteen_pain_knocks_out() {
        let (s, r) = korgoth();
        let hurt = |pd| Event::Damage {
            pd,
            reason: "hachazo".into(),
        };
        let s = apply(&s, &hurt(12), &r).unwrap();
        assert!(!s.state.harm.dead(&r.auxiliaries));
        let s = apply(&s, &hurt(1), &r).unwrap();
        assert!(s.state.harm.dead(&r.auxiliaries));
        let pain = Event::Pain {
            pd: 13,
            reason: "tortura".into(),
        };
        let s = apply(&s, &pain, &r).unwrap();
        assert!(s.state.harm.knocked_out(&r.auxiliaries));
        let s = apply(
            &s,
            &Event::PainRecovered {
                reason: "escena".into(),
            },
            &r,
        )
        .unwrap();
        assert_eq!((s.state.harm.damage, s.state.harm.pain), (13, 0));
        assert!(apply(&s, &hurt(0), &r).is_err());
    }

    #[test]
    fn t23a_one_py_of_emphasis_spent_before_the_roll() {
        let (s, r) = korgoth();
        let gain = Event::Emphasis {
            py: 2,
            reason: "buena idea".into(),
        };
        let s = apply(&s, &gain, &r).unwrap();
        let spent: Event =
            serde_json::from_str(r#"{"evento": "gasto", "energia": {"enfasis_mod": 1}, "reason": "MOD+1"}"#).unwrap();
        let after = apply(&s, &spent, &r).unwrap();
        assert_eq!(after.state.energy.balance(), s.state.energy.balance() - 1);
        let too_much: Event =
            serde_json::from_str(r#"{"evento": "gasto", "energia": {"enfasis_mod": 9}, "reason": "x"}"#).unwrap();
        assert!(matches!(
            apply(&after, &too_much, &r),
            Err(ChasisError::EnergyShort { asked: 9, .. })
        ));
    }
}
