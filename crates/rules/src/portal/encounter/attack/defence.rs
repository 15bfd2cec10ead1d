//! What every attack of the encounter adds to the attacker and the defender, shared by single
//! and multiple attacks (CB9.4): the gang-up aces (S120), the flat-footed −2 (S122) and the
//! defence roll with its gear, manoeuvre and fumble aces and its −2s.

use crate::portal::combat::cast::StackFor;
use crate::portal::combat::conflict::{defence_spec, DefenceState};
use crate::portal::combat::manoeuvres::CombatRoll;
use crate::portal::encounter::tracker::Encounter;
use crate::portal::roll::spec::RollSpec;
use crate::portal::settings::GrappleModel;

impl Encounter {
    /// The attacker's aces for ganging up (*S120*): one per attack the target already received
    /// this round. A cast attacker takes each as +1 to its attack total (S155).
    pub(crate) fn gang_aces(&self, d: usize) -> u8 {
        if self.rules.gang_up_aces {
            self.combatants[d].attacks_received.min(u8::MAX as u32) as u8
        } else {
            0
        }
    }

    /// Where the round is now, in tenths of reflexes: the action being played (a protagonist's
    /// phase, a cast member's or a unit's held-back place, the action an opportunity attack
    /// interrupts), or the phase given.
    fn now(&self, phase: Option<u8>) -> Option<i32> {
        self.acting.map(|s| s.at).or(phase.map(|p| 10 * p as i32))
    }

    /// Whether a rolling `d` defends before having acted (S122, C-19): the round is past its
    /// initiative total. Cast members act without phases, so their place in tenths counts.
    pub(crate) fn flat_footed(&self, d: usize, phase: Option<u8>) -> bool {
        let def = &self.combatants[d];
        match (self.now(phase), def.reflexes) {
            (Some(now), Some(r)) if !def.is_cast() => now > 10 * r,
            _ => false,
        }
    }

    /// The defence roll of a rolling `d` (CB9.4, S122): the gear's aces against this kind of
    /// attack (CB14), total defence (B1427), aces won from a rival's fumble (B1559), a defending
    /// unit's bonus (B1377), and the cumulative −2s: stunned, neglected (not when it defends
    /// someone it protects, S141), flat-footed. Takes the pending aces.
    pub(crate) fn defence_roll_spec(&mut self, d: usize, melee: bool, guarding: bool, phase: Option<u8>) -> RollSpec {
        let pending = self.take_pending_aces(d);
        let flat_footed = self.flat_footed(d, phase);
        let bonus = self.unit_bonus(d, StackFor::Defence).defence;
        let def = &self.combatants[d];
        let state = DefenceState {
            stunned: def.character.state.stunned > 0,
            neglected: def.flags.neglected && !guarding,
            flat_footed,
            ..DefenceState::default()
        };
        let gear = def.character.equipment.defence.aces(melee);
        let base = RollSpec {
            aces: gear + def.flags.total_defence as u8 + pending,
            ..def.base_spec(CombatRoll::Defence)
        };
        defence_spec(&def.character, base, state.modifier(&self.rules) + bonus)
    }

    /// What holding `d` gives `a`'s attacks on it: +2 in the Book (B1485); the Summary's hold
    /// aces instead (S140). Returns (modifier, aces).
    pub(crate) fn hold_advantage(&self, a: usize, d: usize) -> (i32, u8) {
        let held = &self.combatants[d];
        if held.held_by != Some(a) {
            return (0, 0);
        }
        match self.rules.grapple_model {
            GrappleModel::StrengthPlusMargin => (2, 0),
            GrappleModel::MarginAsAces => (0, held.hold_aces),
        }
    }
}
