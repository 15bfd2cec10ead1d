//! Cast members in combat (§5.13, B1285–B1419, S145–S157): the per-round die against the
//! current value, their fixed totals, fights among them, and stacking into units.

use crate::portal::options::Rules;
use crate::portal::settings::{CastDieRule, CastTie, StackRule};
use crate::portal::sheet::character::CastValues;
use serde::Serialize;

/// The per-round die's modifier to every total (CB28, C-26).
pub fn turn_modifier(die: u8, current: i32, rules: &Rules) -> i32 {
    let d = die as i32;
    match rules.cast_die_rule {
        CastDieRule::PlusZeroMinus => match d.cmp(&current) {
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => 0,
            std::cmp::Ordering::Greater => -1,
        },
        // S151: a current value of 7 always adds the die.
        CastDieRule::PlusOrDie if current == 7 || d == current => d,
        CastDieRule::PlusOrDie if d < current => 1,
        CastDieRule::PlusOrDie => 0,
    }
}

/// A cast member's totals this round: its broken-down values plus the round's modifier.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct CastTotals {
    pub reflexes: f64,
    pub attack: i32,
    pub damage: i32,
    pub defence: i32,
    pub toughness: i32,
}

impl CastTotals {
    pub fn new(v: &CastValues, modifier: i32) -> CastTotals {
        CastTotals {
            reflexes: v.reflexes() + modifier as f64,
            attack: v.attack() + modifier,
            damage: v.damage() + modifier,
            defence: v.defence() + modifier,
            toughness: v.toughness() + modifier,
        }
    }
}

/// One side's blow against another: how it compared and the damage points it made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Blow {
    pub attack: i32,
    pub defence: i32,
    pub hit: bool,
    pub excess: i32,
    pub damage: i32,
    pub toughness: i32,
    /// Points past toughness: discomfort dice for a PC, current value for a cast member.
    pub points: u32,
}

/// A diceless attacker's blow (CB30–CB31): a tie is a hit without excess or a miss (I-08).
pub fn fixed_blow(attack: i32, defence: i32, damage: i32, toughness: i32, rules: &Rules) -> Blow {
    let hit = attack > defence || (attack == defence && rules.cast_tie_mode == CastTie::HitNoExcess);
    let excess = (attack - defence).max(0);
    let total = if hit { (damage + excess).max(0) } else { 0 };
    Blow {
        attack,
        defence,
        hit,
        excess,
        damage: total,
        toughness,
        points: if hit { (total - toughness).max(0) as u32 } else { 0 },
    }
}

/// What a stack is for (B1377–B1379).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub enum StackFor {
    #[serde(rename = "ataque")]
    Attack,
    #[serde(rename = "defensa")]
    Defence,
}

/// A member joining a stack: its values, current value and the die it rolled.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Member {
    pub values: CastValues,
    pub current: i32,
    pub die: u8,
}

/// What a stack adds to its leader's totals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct StackBonus {
    pub attack: i32,
    pub damage: i32,
    pub defence: i32,
}

/// A stack the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-stack", content = "args", rename_all = "kebab-case")]
pub enum StackError {
    TooBig { group: u8, size: usize },
}

tirada_dice::worded!(StackError);

/// Checks a unit's size against the smallest group value among its cast members (B1371).
pub fn check_size(groups: &[u8], size: usize) -> Result<(), StackError> {
    let group = groups.iter().copied().min().unwrap_or(1);
    if size > group as usize {
        return Err(StackError::TooBig { group, size });
    }
    Ok(())
}

/// The members' bonus to the leader (CB32): Book B1383–B1385 or Summary S153.
pub fn stack_bonus(members: &[Member], purpose: StackFor, rules: &Rules) -> StackBonus {
    let mut b = StackBonus::default();
    for m in members {
        let d = m.die as i32;
        let v = &m.values;
        match rules.stack_rule {
            StackRule::Book => match (d.cmp(&m.current), purpose) {
                (std::cmp::Ordering::Equal, StackFor::Attack) => {
                    b.attack += v.attack();
                    b.damage += v.damage();
                }
                (std::cmp::Ordering::Equal, StackFor::Defence) => b.defence += v.defence(),
                (std::cmp::Ordering::Less, StackFor::Attack) => {
                    b.attack += (v.attack() > d) as i32;
                    b.damage += (v.damage() > d) as i32;
                }
                (std::cmp::Ordering::Less, StackFor::Defence) => b.defence += (v.defence() > d) as i32,
                (std::cmp::Ordering::Greater, _) => {}
            },
            StackRule::Summary => {
                let bonus = turn_modifier(m.die, m.current, rules);
                let equal = d == m.current || m.current == 7;
                match purpose {
                    StackFor::Attack => {
                        b.attack += bonus;
                        b.damage += if equal { bonus } else { 0 };
                    }
                    StackFor::Defence => b.defence += bonus,
                }
            }
        }
    }
    b
}

/// The totals of a cast-led unit (B1401–B1417; S153 takes the best attack and damage present).
pub fn unit_totals(leader: &Member, members: &[Member], purpose: StackFor, rules: &Rules) -> CastTotals {
    let mut t = CastTotals::new(&leader.values, turn_modifier(leader.die, leader.current, rules));
    if rules.stack_rule == StackRule::Summary {
        let lead = turn_modifier(leader.die, leader.current, rules);
        let best = |f: fn(&CastValues) -> i32| members.iter().map(|m| f(&m.values)).chain([f(&leader.values)]).max();
        t.attack = best(CastValues::attack).unwrap_or(t.attack) + lead;
        t.damage = best(CastValues::damage).unwrap_or(t.damage) + lead;
    }
    let b = stack_bonus(members, purpose, rules);
    t.attack += b.attack;
    t.damage += b.damage;
    t.defence += b.defence;
    // B1419: the unit acts at its slowest member's reflexes.
    t.reflexes = members
        .iter()
        .map(|m| m.values.reflexes() + turn_modifier(m.die, m.current, rules) as f64)
        .fold(t.reflexes, f64::min);
    t
}

/// Coupled defences of cast targets of one multiple attack (CB25.3, B1495–B1506): each target's
/// die below both its generic value and its defence gives +1 to every other target; equal to
/// its generic value, its defence. `hits[i]` is how many attacks target `i` takes; under A-35
/// (n − 1) a target hit n times also couples with itself n − 1 times.
pub fn cast_coupling(targets: &[(CastValues, u8)], hits: &[u32], rules: &Rules) -> Vec<i32> {
    let gift: Vec<i32> = targets
        .iter()
        .map(|(v, die)| {
            let d = *die as i32;
            if d == v.generic as i32 {
                v.defence()
            } else if d < v.generic as i32 && d < v.defence() {
                1
            } else {
                0
            }
        })
        .collect();
    let self_times = |n: u32| match rules.multi_same_target_count {
        crate::portal::settings::SameTarget::NMinusOne => n.saturating_sub(1),
        crate::portal::settings::SameTarget::N => n,
    };
    (0..targets.len())
        .map(|i| {
            let others: i32 = (0..targets.len())
                .filter(|&j| j != i)
                .map(|j| gift[j] * hits.get(j).copied().unwrap_or(1) as i32)
                .sum();
            others + gift[i] * self_times(hits.get(i).copied().unwrap_or(1)) as i32
        })
        .collect()
}
