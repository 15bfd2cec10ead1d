//! A joint action played to the end (§4.1, CO6, B914, S77): every member throws, the rerolls
//! asked for are made in order from the leader's shared pool or a member's own Fortalezas, and
//! the totals are collaborated (CO3–CO5). The record `tirada portal colaboracion --miembro`
//! prints and narrates.

use super::collab::{Collaboration, JointAction, JointError};
use crate::portal::dice::Colour;
use crate::portal::options::Rules;
use crate::portal::roll::spec::RollSpec;
use crate::portal::roll::transcript::Transcript;
use serde::Serialize;
use tirada_dice::DiceSource;

/// A member of the team: their roll and whether they lead it.
#[derive(Clone, Debug)]
pub struct JointMember {
    pub name: String,
    pub spec: RollSpec,
    pub leader: bool,
}

/// A reroll asked for: member `member`'s die of `colour` showing `face`, paid from the
/// member's own Fortalezas (`own`) or else the leader's pool.
#[derive(Clone, Copy, Debug)]
pub struct JointReroll {
    pub member: usize,
    pub colour: Colour,
    pub face: u8,
    pub own: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct MemberRoll {
    pub name: String,
    pub leader: bool,
    pub roll: Transcript,
}

/// A reroll made: whose, the die before and after, and whose pool paid (`lider`, `propia`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RerollMade {
    pub member: String,
    pub colour: &'static str,
    pub from: u8,
    pub to: u8,
    pub pool: &'static str,
}

/// A joint action thrown and collaborated.
#[derive(Clone, Debug, Serialize)]
pub struct JointTranscript {
    pub system: &'static str,
    pub command: &'static str,
    pub names: Vec<String>,
    pub totals: Vec<i32>,
    pub members: Vec<MemberRoll>,
    pub rerolls: Vec<RerollMade>,
    #[serde(flatten)]
    pub result: Collaboration,
}

/// Plays a joint action against `difficulty`: at most one leader (B914), whose Fortaleza
/// levels are the team's shared rerolls; the leader's own rerolls always come from that pool.
pub fn play_joint(
    difficulty: i32,
    members: Vec<JointMember>,
    rerolls: &[JointReroll],
    rules: &Rules,
    dice: &mut impl DiceSource,
) -> Result<JointTranscript, JointError> {
    let leaders: Vec<usize> = (0..members.len()).filter(|&i| members[i].leader).collect();
    if leaders.len() > 1 {
        return Err(JointError::Leaders);
    }
    let leader = leaders.first().copied();
    let specs = members.iter().map(|m| m.spec.clone()).collect();
    let mut team = JointAction::throw(difficulty, specs, leader, rules, dice)?;
    let mut made = Vec::new();
    for r in rerolls {
        let to = team.reroll(r.member, r.colour, r.face, !r.own, dice)?;
        made.push(RerollMade {
            member: members[r.member].name.clone(),
            colour: r.colour.word(),
            from: r.face,
            to,
            pool: if r.own && leader != Some(r.member) {
                "propia"
            } else {
                "lider"
            },
        });
    }
    Ok(JointTranscript {
        system: "portal",
        command: "colaboracion",
        names: members.iter().map(|m| m.name.clone()).collect(),
        totals: team.totals(),
        result: team.result(),
        members: members
            .into_iter()
            .zip(&team.rolls)
            .map(|(m, roll)| MemberRoll {
                name: m.name,
                leader: m.leader,
                roll: roll.clone().finish(),
            })
            .collect(),
        rerolls: made,
    })
}
