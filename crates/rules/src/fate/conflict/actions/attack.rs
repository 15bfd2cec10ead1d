//! Resolving an attack: the opposed roll, a protecting block, stress, the defensive crítico
//! and where the hit lands (L120–L133, L161, L215–L245, L381, R-ATK-1…3, R-BLK-2, R-CRIT-1).

use crate::fate::character::consequence::{due, Consequence, Due, Severity};
use crate::fate::character::stress::{Placement, StressTrack};
use crate::fate::options::Rules;
use crate::fate::roll::machine::{Contest, Winner, CRITICO_SHIFTS};
use serde::{Deserialize, Serialize};

/// Who holds a crítico won on defence (R-CRIT-1, A-BLK-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CriticoHolder {
    #[serde(rename = "defensor")]
    Defender,
    /// The protecting blocker, when its block strength was the defence used.
    #[serde(rename = "bloqueador")]
    Blocker,
}

/// The outcome of the opposed roll of an attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackOutcome {
    pub attack: i32,
    /// The defender's own defence effort.
    pub own_defense: i32,
    /// The defence used: the better of the own one and a protecting block's strength (L161).
    pub defense: i32,
    pub block_used: bool,
    pub winner: Winner,
    /// Stress on the defender: the attacker's shifts when it wins (L133, L215); a tie misses.
    pub stress: u32,
    /// A defence won by 3 or more (L381).
    pub critico: Option<CriticoHolder>,
}

/// Resolves an attack effort against a defence effort and, if someone protects the defender,
/// that block's fixed strength (R-BLK-2: the better of the two is used).
pub fn resolve_attack(attack: i32, own_defense: i32, block: Option<i32>) -> AttackOutcome {
    let block_used = block.is_some_and(|b| b > own_defense);
    let defense = if block_used {
        block.unwrap_or(own_defense)
    } else {
        own_defense
    };
    let c = Contest::of(attack, defense);
    let critico = (c.winner == Winner::Second && c.shifts as i32 >= CRITICO_SHIFTS).then_some(if block_used {
        CriticoHolder::Blocker
    } else {
        CriticoHolder::Defender
    });
    AttackOutcome {
        attack,
        own_defense,
        defense,
        block_used,
        winner: c.winner,
        stress: if c.winner == Winner::First { c.shifts } else { 0 },
        critico,
    }
}

/// What a hit does to a character who marks a box whenever one can take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum HitEffect {
    #[serde(rename = "nada")]
    Nothing,
    /// This stress box (1-based) is marked.
    #[serde(rename = "casilla")]
    Box { index: u32 },
    /// No box can take it: a consequence of this severity is forced (L235).
    #[serde(rename = "consecuencia")]
    Consequence { severity: Severity },
    /// A consequence is forced and none can be taken (L241, L245).
    #[serde(rename = "fuera_de_combate")]
    TakenOut,
}

/// Where a hit of `hit` shifts lands on `track` for a character holding `held` (R-STR-3,
/// R-STR-4, R-CSQ-2). Pure: the caller marks the box or records the consequence.
pub fn hit_effect(track: &StressTrack, held: &[Consequence], max: u8, hit: u32, rules: &Rules) -> HitEffect {
    match track.place(hit) {
        Placement::Nothing => HitEffect::Nothing,
        Placement::Box { index } => HitEffect::Box { index },
        Placement::Consequence => match due(held, max, rules.consequence_model) {
            Due::Take(severity) => HitEffect::Consequence { severity },
            Due::TakenOut => HitEffect::TakenOut,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_miss_and_blocks_protect() {
        let a = resolve_attack(5, 5, None);
        assert_eq!((a.winner, a.stress, a.critico), (Winner::Tie, 0, None));
        let a = resolve_attack(6, 2, Some(4));
        assert_eq!((a.defense, a.block_used, a.stress), (4, true, 2));
        let a = resolve_attack(1, 4, Some(3));
        assert_eq!((a.block_used, a.critico), (false, Some(CriticoHolder::Defender)));
        let a = resolve_attack(1, 0, Some(4));
        assert_eq!(a.critico, Some(CriticoHolder::Blocker));
    }
}
