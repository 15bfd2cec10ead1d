//! The manoeuvres that move or disarm, and carrying, as actions of the tracker with explicit
//! events (L301–L312, A-MAN-3…6, R-MOV-4): disarming and picking the weapon up again,
//! pushing (both move), knocking back (only the target moves), a load carried.

use super::act::ActionOptions;
use super::movement::{knockback_zones, push_cost};
use crate::fate::conflict::events::Event;
use crate::fate::conflict::tracker::{Actor, Conflict};
use crate::fate::error::FateError;
use crate::fate::roll::machine::Winner;
use serde::{Deserialize, Serialize};
use tirada_dice::DiceSource;

/// The weight factor of a normal person (L310); minion groups count as one.
pub const NORMAL_WEIGHT: u32 = 2;

/// What a push or a knockback did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    pub success: bool,
    pub shifts: u32,
    /// Zones the target was moved (and, in a push, the actor with it).
    pub zones: u32,
    /// Where the target ended up.
    pub to: usize,
    /// Shifts the distance did not use (A-MAN-5).
    pub left: u32,
    /// The blocker whose block it did not get past (L165).
    pub blocked_by: Option<usize>,
}

impl Conflict {
    /// The weight factor of a participant (L310): its sheet's, or a normal person's.
    pub fn weight(&self, id: usize) -> Result<u32, FateError> {
        Ok(self.get(id)?.character().map_or(NORMAL_WEIGHT, |c| c.weight_factor))
    }

    /// A disarm (L301–L302, A-MAN-3): a targeted manoeuvre; with a shift the target drops its
    /// weapon and cannot defend with Armas until it has it back. The shifts are kept: picking
    /// it up as a supplementary action costs −(1 + shifts), "essentially a block".
    pub fn disarm(
        &mut self,
        actor: usize,
        target: usize,
        skill: &str,
        defense: &str,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<super::maneuvers::ManeuverReport, FateError> {
        let t = self.get(target)?;
        if !t.character().is_some_and(|c| c.armed) {
            return Err(FateError::NothingToDisarm { name: t.name.clone() });
        }
        let report = match self.opposed(actor, skill, target, defense, true, o, src)? {
            Err(blocker) => super::maneuvers::ManeuverReport {
                success: false,
                shifts: 0,
                blocked_by: Some(blocker),
            },
            Ok(c) => {
                let success = c.first_gets_a_shift();
                let shifts = if success { c.shifts } else { 0 };
                if success {
                    let p = &mut self.participants[target];
                    p.disarmed = Some(shifts);
                    if let Actor::Named(ch) = &mut p.actor {
                        ch.armed = false;
                    }
                }
                self.log.push(Event::Disarm {
                    actor,
                    target,
                    success,
                    shifts,
                });
                super::maneuvers::ManeuverReport {
                    success,
                    shifts,
                    blocked_by: None,
                }
            }
        };
        self.end_action(actor, o, report.blocked_by.is_some());
        Ok(report)
    }

    /// Picking a dropped weapon up as the turn's action (L302).
    pub fn recover_weapon(&mut self, who: usize) -> Result<(), FateError> {
        self.check_turn(who)?;
        self.disarm_penalty(who)?;
        self.rearm(who, false);
        self.acted(who);
        Ok(())
    }

    /// The penalty of picking the weapon up as a supplementary action: −(1 + the disarm's
    /// shifts) (L302, T09); an error if the participant has not been disarmed.
    pub(crate) fn disarm_penalty(&self, who: usize) -> Result<i32, FateError> {
        let p = self.get(who)?;
        let shifts = p
            .disarmed
            .ok_or_else(|| FateError::NotDisarmed { name: p.name.clone() })?;
        Ok(super::movement::disarm_penalty(shifts))
    }

    pub(crate) fn rearm(&mut self, who: usize, supplementary: bool) {
        let p = &mut self.participants[who];
        p.disarmed = None;
        if let Actor::Named(c) = &mut p.actor {
            c.armed = true;
        }
        self.log.push(Event::WeaponRecovered { who, supplementary });
    }

    /// A push (L307–L308, A-MAN-4): an attack on a target in the same zone (usually Puños or
    /// Fuerza against Fuerza) that moves it along `path` as far as the shifts pay for, the
    /// attacker going with it; no stress, leftover shifts are lost.
    #[allow(clippy::too_many_arguments)]
    pub fn push(
        &mut self,
        actor: usize,
        target: usize,
        skill: &str,
        defense: &str,
        path: &[usize],
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<MoveReport, FateError> {
        let (full, borders) = self.shove_path(actor, target, path)?;
        let weight = self.weight(target)?;
        let rules = self.rules.clone();
        let report = self.shove(actor, target, skill, defense, false, &full, o, src, |shifts| {
            let d = (0..=borders.len())
                .rev()
                .find(|&d| push_cost(weight, &borders[..d], &rules) <= shifts)
                .unwrap_or(0);
            (d as u32, 0)
        })?;
        if report.zones > 0 {
            self.participants[actor].zone = report.to;
        }
        self.log.push(Event::Push {
            actor,
            target,
            zones: report.zones,
            to: report.to,
        });
        self.end_action(actor, o, report.blocked_by.is_some());
        Ok(report)
    }

    /// A knockback or throw (L309–L312, A-MAN-5): a targeted manoeuvre that sends a target in
    /// the same zone away along `path` without the actor moving: 1 + WF for the first zone,
    /// each further zone one more than the last, borders adding their value.
    #[allow(clippy::too_many_arguments)]
    pub fn knockback(
        &mut self,
        actor: usize,
        target: usize,
        skill: &str,
        defense: &str,
        path: &[usize],
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<MoveReport, FateError> {
        let (full, borders) = self.shove_path(actor, target, path)?;
        let weight = self.weight(target)?;
        let report = self.shove(actor, target, skill, defense, true, &full, o, src, |shifts| {
            knockback_zones(shifts, weight, &borders)
        })?;
        self.log.push(Event::Knockback {
            actor,
            target,
            zones: report.zones,
            to: report.to,
            left: report.left,
        });
        self.end_action(actor, o, report.blocked_by.is_some());
        Ok(report)
    }

    /// The target's path from its zone and the borders along it; it must stand in the actor's
    /// zone (both manoeuvres are at arm's length).
    fn shove_path(&self, actor: usize, target: usize, path: &[usize]) -> Result<(Vec<usize>, Vec<u32>), FateError> {
        let (from, at) = (self.get(actor)?.zone, self.get(target)?.zone);
        if from != at {
            let zones = self.zones.distance(from, at).unwrap_or(u32::MAX);
            return Err(FateError::OutOfReach { zones, reach: 0 });
        }
        let mut full = vec![at];
        full.extend(path.iter().copied().filter(|&z| z != at));
        let borders = self.zones.path_borders(&full)?;
        Ok((full, borders))
    }

    /// The opposed roll of a push or knockback; `distance` turns the shifts into zones and
    /// leftover shifts. A tie moves nothing.
    #[allow(clippy::too_many_arguments)]
    fn shove(
        &mut self,
        actor: usize,
        target: usize,
        skill: &str,
        defense: &str,
        maneuver: bool,
        full: &[usize],
        o: &ActionOptions,
        src: &mut impl DiceSource,
        distance: impl Fn(u32) -> (u32, u32),
    ) -> Result<MoveReport, FateError> {
        let at = full[0];
        let mut report = MoveReport {
            success: false,
            shifts: 0,
            zones: 0,
            to: at,
            left: 0,
            blocked_by: None,
        };
        match self.opposed(actor, skill, target, defense, maneuver, o, src)? {
            Err(blocker) => report.blocked_by = Some(blocker),
            Ok(c) if c.winner == Winner::First => {
                let (zones, left) = distance(c.shifts);
                report = MoveReport {
                    success: true,
                    shifts: c.shifts,
                    zones,
                    to: full[zones as usize],
                    left,
                    blocked_by: None,
                };
                self.participants[target].zone = report.to;
            }
            Ok(_) => {}
        }
        Ok(report)
    }

    /// Picks up or sets down a load (a free action): while carried, each zone crossed costs
    /// its weight factor more, moving or sprinting (L306, R-MOV-4, A-MAN-6). 0 sets it down.
    pub fn carry(&mut self, who: usize, load: u32) -> Result<(), FateError> {
        let p = self.get_mut(who)?;
        if !p.is_active() {
            return Err(FateError::NotActive { name: p.name.clone() });
        }
        p.load = load;
        self.log.push(Event::Carry { who, load });
        Ok(())
    }
}
