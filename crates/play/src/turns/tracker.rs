//! The turn tracker itself: its participants in acting order, Fate's blocks and zones, whose
//! turn it is, and the bounds a fight keeps to.

use crate::error::PlayError;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use tirada_dice::Words;

/// Most participants and zones one fight holds.
pub const MAX_PARTICIPANTS: usize = 40;
pub const MAX_ZONES: usize = 20;

/// One participant, in acting order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    pub name: String,
    /// The table's character it is, if any (an extra has none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character_id: Option<String>,
    /// What set its place: Hitos `{"puntuacion", "total", "desempates"}`, Fate the skill's
    /// rating, CHASIS the initiative check's result.
    pub initiative: Value,
    /// Fate: the zone it stands in (an index of `zones`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<usize>,
    /// Out of the fight (taken out, conceded, fled): its turns are skipped.
    #[serde(default)]
    pub out: bool,
    /// Fate, an extra: its skills, as the start gave them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub skills: BTreeMap<String, i32>,
    /// An extra: its harm, the engine's state of its sheet ([`extras`]; a table character's
    /// is on its own sheet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub harm: Option<Value>,
}

/// A Fate block standing in the fight: who set it, whom it protects (none: it stops someone
/// or something else) and its strength (L157–L165).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Block {
    pub blocker: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<usize>,
    pub strength: i32,
}

/// A fight's turn tracker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turns {
    pub system: String,
    /// Fate: `fisico`, `social` or `mental` (L108).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conflict: Option<String>,
    pub participants: Vec<Participant>,
    /// The round (Fate: the exchange), from 1.
    pub round: u32,
    /// The place in acting order the round has reached.
    pub turn: usize,
    #[serde(default)]
    pub zones: Vec<String>,
    #[serde(default)]
    pub ended: bool,
    /// The table's ruleset, for the extras' sheets (CHASIS reads one).
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub ruleset: Value,
    /// Fate: the blocks standing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocks: Vec<Block>,
}

impl Turns {
    /// Whose turn it is: the first participant still in, from the round's place on.
    pub fn current(&self) -> Option<usize> {
        (self.turn..self.participants.len()).find(|&i| !self.participants[i].out)
    }

    pub(crate) fn who(&self, v: &Value) -> Result<usize, PlayError> {
        self.who_at(v.as_u64().map(|i| i as usize))
    }

    pub(crate) fn who_at(&self, i: Option<usize>) -> Result<usize, PlayError> {
        i.filter(|&i| i < self.participants.len()).ok_or_else(|| {
            PlayError::said_by(
                Words::key("play-turns-participant").arg("last", self.participants.len().saturating_sub(1)),
            )
            .on("participante")
        })
    }

    pub(crate) fn zone_of(&self, z: Option<usize>) -> Result<usize, PlayError> {
        z.filter(|&z| z < self.zones.len())
            .ok_or_else(|| PlayError::said_by(Words::key("play-turns-zone-unknown")).on("zona"))
    }

    pub(crate) fn zones_only_in_fate(&self) -> Result<(), PlayError> {
        if self.system != "fate" {
            return Err(PlayError::said_by(Words::key("play-turns-zones-fate")).on("accion"));
        }
        Ok(())
    }
}

/// A zone's name: not empty, short, and not one already listed.
pub(crate) fn zone_name(v: Option<&str>, zones: &[String]) -> Result<String, PlayError> {
    let name = v.map(str::trim).unwrap_or_default();
    if name.is_empty() || name.chars().count() > 40 {
        return Err(PlayError::said_by(Words::key("play-turns-zone-name")).on("zona"));
    }
    if zones.iter().any(|z| z.to_lowercase() == name.to_lowercase()) {
        return Err(PlayError::said_by(Words::key("play-turns-zone-twice").arg("name", name)).on("zona"));
    }
    if zones.len() >= MAX_ZONES {
        return Err(PlayError::said_by(Words::key("play-turns-too-many-zones").arg("max", MAX_ZONES)).on("zona"));
    }
    Ok(name.to_string())
}
