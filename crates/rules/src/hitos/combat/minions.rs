//! Minions (*secuaces*, L802–L812, aid 4.26) and the ninja theorem (L813–L815, 4.27; see
//! [`crate::hitos::sheet::character::Sheet::ninja`]). These rules hold only in Héroes or Titanes campaigns.

use crate::hitos::drama::{self, DramaEvent, Reason};
use crate::hitos::harm::health::{HealthState, Track};
use crate::hitos::options::Rules;

/// Whether the minion rules apply at this campaign level (MI-0).
pub fn apply(rules: &Rules) -> bool {
    rules.campaign_level.heroic()
}

/// Minions of one type a hero's attack affects (MI-6, L812): one per multiple of the minion's
/// Defensa the total reaches, as many as are there and in reach; 0 if the attack misses.
pub fn affected(total: i32, minion_defense: i32, present: u32) -> u32 {
    if minion_defense <= 0 {
        return present;
    }
    (total.max(0) / minion_defense).min(present as i32) as u32
}

/// A hero's damage *greater than* the minion's Aguante knocks it out or kills it (MI-5,
/// AMB-52); less goes through the normal damage rules.
pub fn knocked_out(damage: i64, minion_aguante: i32) -> bool {
    damage > i64::from(minion_aguante)
}

/// A hero ignores all the damage of a minion's attack for a drama point, no aspect needed
/// (MI-4, L810).
pub fn ignore_attack(player: &str) -> Vec<DramaEvent> {
    drama::spend(player, Reason::IgnoraSecuaz)
}

/// A hero left moribundo by a minion stabilises on their next turn with no roll, as
/// incapacitado, healing the one point that takes, with no permanent secuela (MI-3, AMB-52).
/// Returns whether it applied.
pub fn stabilise_hero(track: &mut Track) -> bool {
    if track.state() != HealthState::Dying || track.dead {
        return false;
    }
    track.heal(1);
    track.stabilised = true;
    true
}
