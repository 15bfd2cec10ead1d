//! Manoeuvres, blocks and getting past them, sprints and simple actions in a conflict
//! (L135–L139, L157–L173, L183–L189, L283–L315).

use super::actions::ActionOptions;
use super::conflict::{Block, BlockKind, Conflict, ManeuverBonus};
use super::error::FateError;
use super::events::Event;
use super::movement::sprint_zones;
use super::roll::{Contest, ModifierKind, Outcome, Transcript, Winner, CRITICO_SHIFTS};
use tirada_dice::DiceSource;

/// What a manoeuvre is rolled against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opposition {
    /// A GM difficulty: an uncontested or scene-altering manoeuvre (L287–L289).
    Difficulty(i32),
    /// A target resisting with one of its skills (L291).
    Target { id: usize, skill: String },
}

impl Conflict {
    /// A manoeuvre (L135–L139, L283–L293). Against a target it is opposed and needs one
    /// shift; success gives the actor a bonus against the target for one later roll
    /// (A-MAN-1). Against a difficulty it is a simple action (uncontested or scene-altering).
    pub fn maneuver(
        &mut self,
        actor: usize,
        skill: &str,
        against: &Opposition,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<(bool, u32), FateError> {
        self.check_turn(actor)?;
        let target = match against {
            Opposition::Target { id, .. } => Some(*id),
            Opposition::Difficulty(_) => None,
        };
        let mods = self.option_mods(actor, skill, target, o)?;
        let r = self.roll(actor, skill, &mods, false, o.pp, src)?;
        let (success, shifts) = match against {
            Opposition::Difficulty(difficulty) => {
                let t = self.logged(actor, skill, r);
                (t.effort >= *difficulty, (t.effort - difficulty).max(0) as u32)
            }
            Opposition::Target {
                id: tg,
                skill: opposing,
            } => {
                let (tg, opposing) = (*tg, opposing.as_str());
                let d = self.roll(tg, opposing, &[], true, o.opposing_pp, src)?;
                let (t, d) = (self.logged(actor, skill, r), self.logged(tg, opposing, d));
                let c = Contest::of(t.effort, d.effort);
                if c.winner == Winner::Second && c.shifts as i32 >= CRITICO_SHIFTS && self.rules.critico_vs_maneuvers {
                    self.win_critico(tg, c.shifts);
                }
                if c.first_gets_a_shift() {
                    let value = self.rules.maneuver_bonus;
                    self.participants[actor]
                        .bonuses
                        .push(ManeuverBonus { against: tg, value });
                }
                (
                    c.first_gets_a_shift(),
                    if c.winner == Winner::First { c.shifts } else { 0 },
                )
            }
        };
        self.log.push(Event::Maneuver {
            actor,
            target,
            success,
            shifts,
        });
        self.finish_action(actor, o);
        Ok((success, shifts))
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

    /// A block (L157–L165): its effort, with the GM's penalty for a stretch, is its strength.
    pub fn block(
        &mut self,
        blocker: usize,
        kind: BlockKind,
        skill: &str,
        penalty: i32,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<i32, FateError> {
        self.check_turn(blocker)?;
        let mut mods = self.option_mods(blocker, skill, None, o)?;
        mods.push((ModifierKind::Other, -penalty.abs()));
        let r = self.roll(blocker, skill, &mods, false, o.pp, src)?;
        let strength = self.logged(blocker, skill, r).effort;
        self.log.push(Event::Block {
            blocker,
            kind: kind.clone(),
            strength,
        });
        self.blocks.push(Block {
            blocker,
            kind,
            strength,
        });
        self.finish_action(blocker, o);
        Ok(strength)
    }

    /// Getting past block number `index` with the skill of the action itself: one shift over
    /// its strength (L165, R-BLK-3); it takes the primary action (R-BLK-4).
    pub fn overcome_block(
        &mut self,
        actor: usize,
        index: usize,
        skill: &str,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<bool, FateError> {
        self.check_turn(actor)?;
        let b = self.blocks.get(index).cloned().ok_or(FateError::NoBlock { index })?;
        let mods = self.option_mods(actor, skill, Some(b.blocker), o)?;
        let r = self.roll(actor, skill, &mods, false, o.pp, src)?;
        let passed = self.logged(actor, skill, r).effort > b.strength;
        self.log.push(Event::BlockTest {
            actor,
            blocker: b.blocker,
            passed,
        });
        self.finish_action(actor, o);
        Ok(passed)
    }

    /// A sprint along `path` (from the actor's zone): Atletismo against the table's sprint
    /// difficulty, as many zones as shifts pay for (L185–L187, A-MOV-1…2).
    pub fn sprint(&mut self, actor: usize, path: &[usize], src: &mut impl DiceSource) -> Result<u32, FateError> {
        self.check_turn(actor)?;
        let from = self.get(actor)?.zone;
        let mut full = vec![from];
        full.extend(path.iter().copied().filter(|&z| z != from));
        let borders = self.zones.path_borders(&full)?;
        let spec_dif = self.rules.sprint_difficulty;
        let mut r = self.roll(actor, "Atletismo", &[], false, 0, src)?;
        r.set_difficulty(spec_dif);
        let t = self.logged(actor, "Atletismo", r);
        let zones = sprint_zones(t.shifts_gained, t.effort >= spec_dif, &borders, 0);
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
    ) -> Result<Transcript, FateError> {
        self.check_turn(actor)?;
        let mods = self.option_mods(actor, skill, None, o)?;
        let mut r = self.roll(actor, skill, &mods, false, o.pp, src)?;
        r.set_difficulty(difficulty);
        let t = self.logged(actor, skill, r);
        self.log.push(Event::Action {
            who: actor,
            success: t.outcome == Outcome::Exito,
            shifts: t.shifts_gained,
        });
        self.finish_action(actor, o);
        Ok(t)
    }
}
