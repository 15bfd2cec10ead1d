//! Combat (L167–L302) and the scenes the book plays next to it: attack against defence
//! ([`attack`]), the initiative roll and the combat sequence, chases, joint actions and minions.

pub mod attack;
pub mod chase;
pub mod initiative;
pub mod joint;
pub mod minions;
pub mod sequence;

pub use attack::{
    attack, attack_difficulty, critical_secuela, defense_total, disarm, humiliation_penalty, initiative_score, order,
    ties, Attack, AttackResult, DefenseState, DisarmResult, Initiative, Maneuver, Target, DEFENSE_BASE, HELPLESS,
};
