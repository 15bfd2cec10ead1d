//! A validated character and what happens to it: rolls with its penalties, hits on its stress
//! tracks, consequences (its own, a power's extra slot, a follower's), recovery and power
//! points (§6.1 of the reading aid).

use super::consequence::{self, due, Consequence, Due, Recovery, Severity};
use super::followers::{followers_bonus, Follower, FollowerStatus};
use super::powers::{Power, PowerPoints};
use super::sheet::{Rating, Sheet, StressState};
use super::stress::{Placement, StressTrack, Track};
use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::options::Rules;
use crate::fate::roll::machine::{ModifierKind, RollSpec};
use crate::fate::tables::ConflictKind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A named character, checked against the ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    pub name: String,
    /// A player's seat (0 = right of the GM); `None` for a GM character.
    pub seat: Option<u32>,
    pub patron: Option<String>,
    /// Ratings by the names the sheet wrote.
    pub skills: BTreeMap<String, i32>,
    pub powers: Vec<Power>,
    pub pp: PowerPoints,
    pub health: StressTrack,
    pub composure: StressTrack,
    pub consequences: Vec<Consequence>,
    pub followers: Vec<Follower>,
    pub weight_factor: u32,
    pub armed: bool,
}

/// How a character chooses to take a hit (R-STR-3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "absorb", content = "name", rename_all = "snake_case")]
pub enum Absorb {
    /// Mark the box; a consequence only if no box can take it.
    #[serde(rename = "casilla")]
    Box,
    /// A consequence instead of a box (L235).
    #[serde(rename = "consecuencia")]
    Consequence,
    /// A power's extra consequence slot (L241).
    #[serde(rename = "extra")]
    Extra,
    /// This follower is taken out in the character's place (L343).
    #[serde(rename = "seguidor")]
    Follower(String),
}

/// What a hit did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "taken", rename_all = "snake_case")]
pub enum Taken {
    #[serde(rename = "nada")]
    Nothing,
    #[serde(rename = "casilla")]
    Box { track: Track, index: u32 },
    #[serde(rename = "consecuencia")]
    Consequence { consequence: Consequence },
    /// *Fuera de combate* (L245).
    #[serde(rename = "fuera_de_combate")]
    TakenOut,
}

impl Character {
    /// A skill's rating; one not on the sheet is Mediocre (L41).
    pub fn skill(&self, name: &str) -> i32 {
        let f = fold(name);
        self.skills.iter().find(|(k, _)| fold(k) == f).map_or(0, |(_, &v)| v)
    }

    /// The highest rating on the sheet (for followers' quality cap, A-FOL-1).
    pub fn top_skill(&self) -> i32 {
        self.skills.values().copied().max().unwrap_or(0)
    }

    /// −1 per consequence held (L241).
    pub fn penalty(&self, rules: &Rules) -> i32 {
        consequence::penalty(&self.consequences, rules)
    }

    /// A roll of one of its skills, consequences weighing on it (R-CORE-1, R-CSQ-3).
    pub fn roll_spec(&self, skill: &str, rules: &Rules) -> RollSpec {
        RollSpec::new(self.skill(skill)).with(ModifierKind::Consequences, self.penalty(rules))
    }

    /// The group bonus its attached followers give in a conflict of `kind` (L343).
    pub fn followers_bonus(&self, kind: ConflictKind) -> i32 {
        followers_bonus(&self.followers, kind)
    }

    /// Boxes of a track: 5, plus Resistencia or Coraje (A-STR-1), plus powers (L223).
    pub fn track_len(&self, track: Track, rules: &Rules) -> usize {
        let from_powers: usize = self
            .powers
            .iter()
            .map(|p| {
                usize::from(if track == Track::Health {
                    p.health_boxes
                } else {
                    p.composure_boxes
                })
            })
            .sum();
        usize::from(rules.stress_boxes) + usize::from(rules.stress_bonus_for(self.skill(track.skill()))) + from_powers
    }

    pub fn track(&self, track: Track) -> &StressTrack {
        match track {
            Track::Health => &self.health,
            Track::Composure => &self.composure,
        }
    }

    pub fn track_mut(&mut self, track: Track) -> &mut StressTrack {
        match track {
            Track::Health => &mut self.health,
            Track::Composure => &mut self.composure,
        }
    }

    /// Extra consequence slots still free, with their severities.
    pub fn free_extra_slots(&self) -> Vec<Severity> {
        let used = self.consequences.iter().filter(|c| c.extra).count();
        self.powers
            .iter()
            .filter_map(|p| p.extra_consequence)
            .skip(used)
            .collect()
    }

    /// Takes a hit of `hit` shifts on `track` the way the character chooses; `describe` is the
    /// consequence's description if one is taken. Nothing changes on error.
    pub fn take_hit(
        &mut self,
        hit: u32,
        track: Track,
        how: &Absorb,
        describe: &str,
        kind: ConflictKind,
        rules: &Rules,
    ) -> Result<Taken, FateError> {
        if hit == 0 {
            return Ok(Taken::Nothing);
        }
        let next = due(&self.consequences, rules.max_consequences, rules.consequence_model);
        let mut c = Consequence::new(Severity::Mild, describe);
        c.track = Some(track);
        match how {
            Absorb::Box => match self.track_mut(track).absorb(hit) {
                Placement::Box { index } => return Ok(Taken::Box { track, index }),
                Placement::Nothing => return Ok(Taken::Nothing),
                Placement::Consequence => match next {
                    Due::Take(s) => c.severity = s,
                    Due::TakenOut => return Ok(Taken::TakenOut),
                },
            },
            Absorb::Consequence => match next {
                Due::Take(s) => c.severity = s,
                Due::TakenOut => return Err(FateError::NoConsequenceLeft),
            },
            Absorb::Extra => {
                c.severity = *self.free_extra_slots().first().ok_or(FateError::NoExtraSlot)?;
                c.extra = true;
            }
            Absorb::Follower(name) => {
                let f = self
                    .followers
                    .iter_mut()
                    .find(|f| fold(&f.name) == fold(name))
                    .ok_or_else(|| FateError::NoFollower { name: name.clone() })?;
                if !f.helps_in(kind) {
                    return Err(FateError::FollowerCannot { name: f.name.clone() });
                }
                f.status = FollowerStatus::Out;
                c.follower = Some(f.name.clone());
                c.severity = match next {
                    Due::Take(s) => s,
                    Due::TakenOut => Severity::Severe,
                };
            }
        }
        self.consequences.push(c.clone());
        Ok(Taken::Consequence { consequence: c })
    }

    /// The end of a scene: stress clears (L229, R-STR-6).
    pub fn end_scene(&mut self) {
        self.health.clear();
        self.composure.clear();
    }

    /// Consequences heal (R-REC-1…4), faster with powers that say so (L281, R-REC-5);
    /// returns those removed. A follower whose consequence heals is back.
    pub fn recover(&mut self, event: &Recovery) -> Vec<Consequence> {
        let powers = &self.powers;
        let boost = |c: &Consequence| powers.iter().map(|p| p.recovery_boost(c)).sum::<u8>();
        let gone = consequence::recover_with(&mut self.consequences, event, boost);
        for c in &gone {
            if let Some(name) = &c.follower {
                if let Some(f) = self.followers.iter_mut().find(|f| fold(&f.name) == fold(name)) {
                    f.status = FollowerStatus::Active;
                }
            }
        }
        gone
    }

    /// The sheet of the character now, numbers for ratings: saving it and reading it back
    /// gives the same character.
    pub fn to_sheet(&self) -> Sheet {
        Sheet {
            nombre: self.name.clone(),
            asiento: self.seat,
            entidad: self.patron.clone(),
            refresco: self.pp.refresh,
            pp: Some(self.pp.pp),
            pp_max: Some(self.pp.max),
            factor_peso: self.weight_factor,
            armado: self.armed,
            habilidades: self
                .skills
                .iter()
                .map(|(k, &v)| (k.clone(), Rating::Number(i64::from(v))))
                .collect(),
            poderes: self.powers.clone(),
            estres: StressState {
                salud: Some(self.health.pattern()),
                serenidad: Some(self.composure.pattern()),
            },
            consecuencias: self.consequences.clone(),
            seguidores: self.followers.clone(),
            reglas: None,
        }
    }
}
