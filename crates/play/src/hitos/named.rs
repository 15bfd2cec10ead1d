//! What a Hitos roll takes from the roller's sheet: `caracteristica` and `habilidad` by name
//! become `car` and `hab`, and the health penalty joins `mod` (as `tirada hitos --ficha` and a
//! table character's roll alike); a dying character only rolls Aguante and the dead not at all
//! (H379).

use super::conflict::Conflict;
use super::request::{Difficulty, HitosRequest};
use crate::error::PlayError;
use serde::Serialize;
use tirada_rules::hitos::harm::health::{HealthState, DYING_DIFFICULTY};
use tirada_rules::hitos::{Rules, Sheet};

/// What the roll took from a sheet (the CLI's `sheet` object).
#[derive(Clone, Debug, Serialize)]
pub struct SheetUse {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub characteristic: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skill: Option<String>,
    /// Health state penalty after painkillers, included in `modifier`.
    pub health_penalty: i32,
    pub drama_points: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drama_points_after: Option<i32>,
}

fn said(field: &str, e: impl tirada_dice::Worded) -> PlayError {
    PlayError::engine(field, &e)
}

impl HitosRequest {
    /// The request with the sheet's values made explicit (the names taken out, so the log
    /// alone recomputes the roll), and what was taken.
    pub fn from_sheet(&mut self, s: &Sheet, rules: &Rules) -> Result<SheetUse, PlayError> {
        let (car, hab) = (self.caracteristica.take(), self.habilidad.take());
        let penalty = s
            .test_penalty(car.as_deref(), rules)
            .map_err(|e| said("caracteristica", e))?;
        if let Some(name) = &car {
            self.car = Some(s.characteristic_named(name).map_err(|e| said("caracteristica", e))?);
        }
        let skill = match &hab {
            Some(name) => {
                let k = s.skill_named(name).map_err(|e| said("habilidad", e))?;
                self.hab = Some(k.rating);
                Some(k.name.clone())
            }
            None => None,
        };
        self.modifier += penalty;
        // H379: a dying character's Aguante test, at 15 unless said, decides its turn.
        let aguante = car.as_deref().is_some_and(tirada_rules::hitos::tables::names_aguante);
        if aguante && s.health.state() == HealthState::Dying && !s.health.stabilised {
            self.moribundo = Some(s.health.dying_is_lethal(rules));
            if self.dif.is_none() {
                self.dif = Some(Difficulty::Number(DYING_DIFFICULTY));
            }
        }
        Ok(SheetUse {
            name: s.name.clone(),
            characteristic: car,
            skill,
            health_penalty: penalty,
            drama_points: s.points(),
            drama_points_after: None,
        })
    }

    /// Refuses values only a sheet gives when there is none.
    pub fn without_sheet(&self) -> Result<(), Conflict> {
        match (&self.caracteristica, &self.habilidad) {
            (Some(_), _) => Err(Conflict::NeedsSheet("caracteristica")),
            (_, Some(_)) => Err(Conflict::NeedsSheet("habilidad")),
            _ => Ok(()),
        }
    }
}

impl SheetUse {
    /// The drama points the roll left the sheet with, when it moved any.
    pub fn after(&mut self, t: &tirada_rules::hitos::Transcript) {
        let delta: i32 = t
            .drama
            .iter()
            .filter(|e| e.who == tirada_rules::hitos::roll::ROLLER)
            .map(|e| e.delta)
            .sum();
        self.drama_points_after = (delta != 0).then_some(self.drama_points + delta);
    }
}
