//! Stacked units in the encounter (CB32, B1367–B1419, S153): cast members join a leader for
//! its attacks or its defence; they do not act on their own, the unit acts at its slowest
//! member's reflexes, and the members' round dice give the leader their bonus.

use super::tracker::Encounter;
use crate::portal::combat::cast::{stack_bonus, unit_totals, CastTotals, Member, StackBonus, StackFor};

impl Encounter {
    /// The cast members stacked with `leader` for `purpose` and still fighting.
    pub fn members(&self, leader: usize, purpose: StackFor) -> Vec<Member> {
        self.combatants
            .iter()
            .filter(|c| c.stack == Some((leader, purpose)) && c.character.state.condition.acts())
            .filter_map(|c| {
                Some(Member {
                    values: c.character.cast?,
                    current: c.character.state.current_value?,
                    die: c.cast_die?,
                })
            })
            .collect()
    }

    /// What a unit adds to a rolling leader (B1373: a PC or principal is always the leader).
    pub fn unit_bonus(&self, leader: usize, purpose: StackFor) -> StackBonus {
        stack_bonus(&self.members(leader, purpose), purpose, &self.rules)
    }

    /// A cast member's totals this round, as the leader of its unit if it leads one.
    pub fn cast_totals_of(&self, who: usize, purpose: StackFor) -> Option<CastTotals> {
        let c = &self.combatants[who];
        let members = self.members(who, purpose);
        if members.is_empty() {
            return c.cast_totals();
        }
        let leader = Member {
            values: c.character.cast?,
            current: c.character.state.current_value?,
            die: c.cast_die?,
        };
        let mut t = unit_totals(&leader, &members, purpose, &self.rules);
        // The round's other totals stay the leader's own; only the stacked ones change.
        let own = c.cast_totals()?;
        match purpose {
            StackFor::Attack => t.defence = own.defence,
            StackFor::Defence => {
                t.attack = own.attack;
                t.damage = own.damage;
            }
        }
        t.toughness = own.toughness;
        Some(t)
    }

    /// Whether `who` leads cast members stacked for its attacks.
    pub fn leads_attack_unit(&self, who: usize) -> bool {
        self.combatants
            .iter()
            .any(|c| c.stack == Some((who, StackFor::Attack)) && c.character.state.condition.acts())
    }

    /// Where a unit's attack comes: at its slowest member's reflexes (B1419), in tenths; `at`
    /// is the leader's own place. Members stacked for defence only shield the leader and do
    /// not hold its attacks back.
    pub fn unit_at(&self, who: usize, at: i32) -> i32 {
        self.combatants
            .iter()
            .filter(|c| c.stack == Some((who, StackFor::Attack)) && c.character.state.condition.acts())
            .filter_map(|c| c.cast_totals())
            .map(|t| (t.reflexes * 10.0).round() as i32)
            .fold(at, i32::min)
    }

    /// What the unit adds to `a`'s attack now (B1377: one bonified attack): every attack of a
    /// cast leader, and only the action a protagonist gives its unit.
    pub(crate) fn attack_bonus(&self, a: usize) -> StackBonus {
        let unit = self.combatants[a].is_cast() || self.acting.is_some_and(|s| s.who == a && s.unit);
        if unit {
            self.unit_bonus(a, StackFor::Attack)
        } else {
            StackBonus::default()
        }
    }
}
