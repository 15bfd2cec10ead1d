//! Combat fumbles in the encounter (CB18, B1555–B1562): every negative point of an attack,
//! defence or reflexes total costs what the GM chose for that roll in the encounter file
//! (`pifias`), by default the typical cost.

use crate::portal::combat::manoeuvres::{CombatRoll, FumbleCost};
use crate::portal::encounter::log::Entry;
use crate::portal::encounter::tracker::{Encounter, EncounterError};
use crate::portal::events::event::Event;

impl Encounter {
    /// `who` fumbled `roll` by `points`; `rival` is whom an ace for the rival goes to (for a
    /// reflexes roll, the fumbler's target). Cast members roll no dice and do not fumble.
    pub fn fumble(
        &mut self,
        who: usize,
        rival: Option<usize>,
        roll: CombatRoll,
        points: u8,
    ) -> Result<(), EncounterError> {
        if points == 0 || self.combatants[who].is_cast() {
            return Ok(());
        }
        let cost = self.fumbles.of(roll);
        self.log.push(Entry::Fumble {
            who,
            roll,
            points,
            cost,
        });
        let reason = match roll {
            CombatRoll::Attack => "pifia de ataque",
            CombatRoll::Defence => "pifia de defensa",
            CombatRoll::Reflexes => "pifia de reflejos",
        };
        match cost {
            FumbleCost::Discomfort => self.event(
                who,
                Event::GainedDiscomfort {
                    count: points,
                    reason: reason.into(),
                },
            ),
            FumbleCost::LostTurn => self.event(
                who,
                Event::LostTurns {
                    turns: points,
                    reason: reason.into(),
                },
            ),
            FumbleCost::RivalAce => {
                if let Some(r) = rival.or(self.combatants[who].target) {
                    let c = &mut self.combatants[r];
                    c.pending_aces = c.pending_aces.saturating_add(points);
                }
                Ok(())
            }
            // The GM narrates it (a lost weapon, a bad position): the log says so.
            FumbleCost::Narrative => Ok(()),
        }
    }

    /// The aces a participant won from a rival's fumble, spent on its next roll (B1559).
    pub(crate) fn take_pending_aces(&mut self, who: usize) -> u8 {
        std::mem::take(&mut self.combatants[who].pending_aces)
    }
}
