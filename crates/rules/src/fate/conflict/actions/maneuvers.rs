//! Manoeuvres, sprints and simple actions in a conflict (L135–L139, L183–L189, L283–L293).
//! Blocks are in [`blocks`](super::blocks); the manoeuvres that move or disarm in
//! [`physical`](super::physical).

use super::act::{ActionOptions, PpSpend};
use super::movement::sprint_zones;
use crate::fate::conflict::events::Event;
pub use crate::fate::conflict::tracker::SceneChange;
use crate::fate::conflict::tracker::{Conflict, ManeuverBonus};
use crate::fate::error::FateError;
use crate::fate::roll::machine::{Contest, Outcome, Winner, CRITICO_SHIFTS};
use crate::fate::roll::transcript::Transcript;
use serde::Serialize;
use tirada_dice::DiceSource;

/// The skill of a sprint (L185).
pub const SPRINT_SKILL: &str = "Atletismo";

/// What a manoeuvre is rolled against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opposition {
    /// A GM difficulty: an uncontested manoeuvre (L287).
    Difficulty(i32),
    /// A target resisting with one of its skills (L291).
    Target { id: usize, skill: String },
    /// A change to the scene (L289, A-MAN-2): it happens if the roll meets the difficulty
    /// and the GM accepts it. Spending a PP argues for it: the GM then accepts unless it
    /// says otherwise (`gm`); with no PP and no word from the GM, the scene stays as it is.
    Scene {
        difficulty: i32,
        change: String,
        pp: bool,
        gm: Option<bool>,
    },
}

/// What a manoeuvre did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ManeuverReport {
    pub success: bool,
    /// Shifts over the difficulty or the target's roll (0 on a failure).
    pub shifts: u32,
    /// The blocker whose block it did not get past (L165).
    pub blocked_by: Option<usize>,
}

/// What a simple action did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ActionReport {
    pub roll: Transcript,
    pub success: bool,
    pub shifts: u32,
    /// The blocker whose block it did not get past (L165).
    pub blocked_by: Option<usize>,
}

impl Conflict {
    /// A manoeuvre (L135–L139, L283–L293). Against a target it is opposed and needs one
    /// shift; success gives the actor a bonus against the target for one later roll
    /// (A-MAN-1). Against a difficulty it is a simple action; a scene change also needs the
    /// GM's acceptance and stands in [`Conflict::scene`] (A-MAN-2).
    pub fn maneuver(
        &mut self,
        actor: usize,
        skill: &str,
        against: &Opposition,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<ManeuverReport, FateError> {
        if let Opposition::Target { id, skill: opposing } = against {
            let report = match self.opposed(actor, skill, *id, opposing, true, o, src)? {
                Err(blocker) => ManeuverReport {
                    success: false,
                    shifts: 0,
                    blocked_by: Some(blocker),
                },
                Ok(c) => {
                    // A targeted manoeuvre needs a shift: a tie fails (R-CORE-7).
                    let success = c.first_gets_a_shift();
                    if success {
                        let value = self.rules.maneuver_bonus;
                        self.participants[actor]
                            .bonuses
                            .push(ManeuverBonus { against: *id, value });
                    }
                    ManeuverReport {
                        success,
                        shifts: if success { c.shifts } else { 0 },
                        blocked_by: None,
                    }
                }
            };
            return Ok(self.maneuver_done(actor, Some(*id), report, o));
        }
        self.check_turn(actor)?;
        self.check_past(actor, &o.past)?;
        let argued = matches!(against, Opposition::Scene { pp: true, .. });
        if argued {
            self.check_pp(actor, 1 + o.pp)?;
        }
        let mods = self.option_mods(actor, skill, None, o)?;
        let mut r = self.roll(actor, skill, &mods, false, o, src)?;
        if argued {
            self.spend_pp(actor, &PpSpend::SceneChange)?;
        }
        let report = match (self.stopped_by(actor, r.effort(), &o.past), against) {
            (Some((blocker, strength)), _) => {
                r.set_difficulty(strength + 1);
                self.logged(actor, skill, r);
                ManeuverReport {
                    success: false,
                    shifts: 0,
                    blocked_by: Some(blocker),
                }
            }
            (
                None,
                Opposition::Scene {
                    difficulty,
                    change,
                    pp,
                    gm,
                },
            ) => {
                r.set_difficulty(*difficulty);
                let t = self.logged(actor, skill, r);
                let made = t.outcome == Outcome::Exito;
                let accepted = gm.unwrap_or(*pp);
                self.log.push(Event::SceneChange {
                    actor,
                    change: change.clone(),
                    made,
                    accepted,
                });
                if made && accepted {
                    self.scene.push(SceneChange {
                        by: actor,
                        change: change.clone(),
                        exchange: self.exchange,
                    });
                }
                ManeuverReport {
                    success: made && accepted,
                    shifts: if made { t.shifts_gained } else { 0 },
                    blocked_by: None,
                }
            }
            (None, Opposition::Difficulty(difficulty)) => {
                r.set_difficulty(*difficulty);
                let t = self.logged(actor, skill, r);
                ManeuverReport {
                    success: t.outcome == Outcome::Exito,
                    shifts: t.shifts_gained,
                    blocked_by: None,
                }
            }
            (None, Opposition::Target { .. }) => unreachable!("handled above"),
        };
        Ok(self.maneuver_done(actor, None, report, o))
    }

    fn maneuver_done(
        &mut self,
        actor: usize,
        target: Option<usize>,
        report: ManeuverReport,
        o: &ActionOptions,
    ) -> ManeuverReport {
        self.log.push(Event::Maneuver {
            actor,
            target,
            success: report.success,
            shifts: report.shifts,
        });
        self.end_action(actor, o, report.blocked_by.is_some());
        report
    }

    /// The actor's turn spent on a roll opposed by the target's (L50): the checks first, so an
    /// error changes nothing; then both rolls, each read against the other. A block in the
    /// way is beaten by the actor's same roll, or it stops the action before the target rolls
    /// (`Err(blocker)`). A defence won by 3 is a crítico against an attack, and against a
    /// manoeuvre if the table says so (R-CRIT-1, A-CRIT-1). The caller ends the turn.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn opposed(
        &mut self,
        actor: usize,
        skill: &str,
        target: usize,
        defense: &str,
        maneuver: bool,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<Result<Contest, usize>, FateError> {
        self.check_turn(actor)?;
        self.check_past(actor, &o.past)?;
        if !self.get(target)?.is_active() {
            return Err(FateError::NotActive {
                name: self.participants[target].name.clone(),
            });
        }
        self.stand_in(target, defense, o.opposing_follower.as_deref())?;
        let mods = self.option_mods(actor, skill, Some(target), o)?;
        let mut r = self.roll(actor, skill, &mods, false, o, src)?;
        if let Some((blocker, strength)) = self.stopped_by(actor, r.effort(), &o.past) {
            r.set_difficulty(strength + 1);
            self.logged(actor, skill, r);
            return Ok(Err(blocker));
        }
        let mut d = self.roll(target, defense, &[], true, o, src)?;
        let c = Contest::of(r.effort(), d.effort());
        r.set_difficulty(d.effort());
        d.set_difficulty(r.effort());
        self.logged(actor, skill, r);
        self.logged(target, defense, d);
        let critico = !maneuver || self.rules.critico_vs_maneuvers;
        if c.winner == Winner::Second && c.shifts as i32 >= CRITICO_SHIFTS && critico {
            self.win_critico(target, c.shifts);
        }
        Ok(Ok(c))
    }

    /// Hands a manoeuvre bonus to an ally (A-MAN-1).
    pub fn pass_bonus(&mut self, from: usize, to: usize, against: usize) -> Result<(), FateError> {
        let p = self.get_mut(from)?;
        let i = p
            .bonuses
            .iter()
            .position(|b| b.against == against)
            .ok_or(FateError::NoBonus)?;
        let b = p.bonuses.remove(i);
        self.get_mut(to)?.bonuses.push(b);
        Ok(())
    }

    /// A sprint along `path` (from the actor's zone): Atletismo against the table's sprint
    /// difficulty, as many zones as shifts pay for, each dearer by a carried load's weight
    /// (L185–L187, L306, A-MOV-1…2, A-MAN-6). A block in the way is beaten by the same roll.
    pub fn sprint(
        &mut self,
        actor: usize,
        path: &[usize],
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<u32, FateError> {
        self.check_turn(actor)?;
        self.check_past(actor, &o.past)?;
        let from = self.get(actor)?.zone;
        let mut full = vec![from];
        full.extend(path.iter().copied().filter(|&z| z != from));
        let borders = self.zones.path_borders(&full)?;
        let dif = self.rules.sprint_difficulty;
        let mods = self.option_mods(actor, SPRINT_SKILL, None, o)?;
        let mut r = self.roll(actor, SPRINT_SKILL, &mods, false, o, src)?;
        let stopped = self.stopped_by(actor, r.effort(), &o.past);
        r.set_difficulty(dif);
        let t = self.logged(actor, SPRINT_SKILL, r);
        let load = self.participants[actor].load;
        let zones = match stopped {
            Some(_) => 0,
            None => sprint_zones(t.shifts_gained, t.effort >= dif, &borders, load),
        };
        let to = full[zones as usize];
        self.participants[actor].zone = to;
        self.log.push(Event::Sprint { who: actor, zones, to });
        self.acted(actor);
        Ok(zones)
    }

    /// Any other simple action against a difficulty (L47–L48).
    pub fn action(
        &mut self,
        actor: usize,
        skill: &str,
        difficulty: i32,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<ActionReport, FateError> {
        self.check_turn(actor)?;
        self.check_past(actor, &o.past)?;
        let mods = self.option_mods(actor, skill, None, o)?;
        let mut r = self.roll(actor, skill, &mods, false, o, src)?;
        let blocked_by = self.stopped_by(actor, r.effort(), &o.past).map(|b| b.0);
        r.set_difficulty(difficulty);
        let roll = self.logged(actor, skill, r);
        let success = blocked_by.is_none() && roll.outcome == Outcome::Exito;
        let shifts = if success { roll.shifts_gained } else { 0 };
        self.log.push(Event::Action {
            who: actor,
            success,
            shifts,
        });
        self.end_action(actor, o, blocked_by.is_some());
        Ok(ActionReport {
            roll,
            success,
            shifts,
            blocked_by,
        })
    }
}
