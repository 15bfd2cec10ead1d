//! A conflict at a glance, side by side: who is standing, stress, consequences, minions left
//! and power points (the tracker's view for a table or the CLI).

use super::tracker::{Actor, Conflict, Status};
use crate::fate::character::consequence::Severity;
use serde::Serialize;

/// One participant's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ParticipantSummary {
    pub id: usize,
    pub name: String,
    pub status: Status,
    pub zone: String,
    /// Salud and Serenidad as `x`/`.` patterns (named characters).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub health: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub composure: Option<String>,
    pub consequences: Vec<Severity>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pp: Option<u32>,
    /// Minions still standing (groups).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minions: Option<u32>,
    pub group_bonus: i32,
}

/// A side and its members.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideSummary {
    pub side: String,
    pub standing: bool,
    pub members: Vec<ParticipantSummary>,
}

impl Conflict {
    /// The sides in order of first appearance, with each member's state.
    pub fn summary(&self) -> Vec<SideSummary> {
        let mut sides: Vec<SideSummary> = Vec::new();
        for (id, p) in self.participants.iter().enumerate() {
            let c = p.character();
            let member = ParticipantSummary {
                id,
                name: p.name.clone(),
                status: p.status,
                zone: self.zones.names.get(p.zone).cloned().unwrap_or_default(),
                health: c.map(|c| c.health.pattern()),
                composure: c.map(|c| c.composure.pattern()),
                consequences: self.consequences_of(id),
                pp: c.map(|c| c.pp.pp),
                minions: match &p.actor {
                    Actor::Minions(g) => Some(g.count),
                    Actor::Named(_) => None,
                },
                group_bonus: self.group_bonus(id).unwrap_or(0),
            };
            match sides.iter_mut().find(|s| s.side == p.side) {
                Some(s) => s.members.push(member),
                None => sides.push(SideSummary {
                    side: p.side.clone(),
                    standing: false,
                    members: vec![member],
                }),
            }
        }
        for s in &mut sides {
            s.standing = s.members.iter().any(|m| m.status == Status::Active);
        }
        sides
    }
}
