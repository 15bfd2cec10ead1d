//! Blocks and getting past them (L157–L173, R-BLK-1…6, A-BLK-1…4): a block's strength is
//! rolled once; an action that meets it must beat it by a shift. By default the action's own
//! roll is compared with each block and also resolves the action (A-BLK-4); a table may make
//! getting past a roll of its own ([`BlockRoll::SeparateRoll`]).

use super::act::ActionOptions;
use crate::fate::conflict::events::BlockKind;
use crate::fate::conflict::events::Event;
use crate::fate::conflict::tracker::{Block, Conflict};
use crate::fate::error::FateError;
use crate::fate::options::BlockRoll;
use crate::fate::roll::machine::{Contest, ModifierKind};
use tirada_dice::DiceSource;

impl Conflict {
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
        let r = self.roll(blocker, skill, &mods, false, o, src)?;
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
    /// its strength (L165, R-BLK-3). When the roll is all the actor does (running out of the
    /// door) it is the turn's action (R-BLK-4). Under [`BlockRoll::SeparateRoll`] a success
    /// leaves the turn open for the action it cleared, which names the block in
    /// [`ActionOptions::past`]; a failure ends the turn.
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
        let mut r = self.roll(actor, skill, &mods, false, o, src)?;
        // Beaten only with a shift: read as a difficulty one above the strength.
        r.set_difficulty(b.strength + 1);
        let effort = self.logged(actor, skill, r).effort;
        let passed = self.test_block(actor, index, effort);
        if passed && self.rules.block_roll == BlockRoll::SeparateRoll {
            self.participants[actor].passed.push(index);
        } else {
            self.finish_action(actor, o);
        }
        Ok(passed)
    }

    /// Checks the blocks an action must get past before anything is rolled: they exist and,
    /// when getting past is a roll of its own, the actor has already got past them this turn.
    pub(crate) fn check_past(&self, actor: usize, past: &[usize]) -> Result<(), FateError> {
        for &index in past {
            self.blocks.get(index).ok_or(FateError::NoBlock { index })?;
            let separate = self.rules.block_roll == BlockRoll::SeparateRoll;
            if separate && !self.get(actor)?.passed.contains(&index) {
                return Err(FateError::BlockNotPassed { index });
            }
        }
        Ok(())
    }

    /// The blocker and strength of the block that stops an action of `effort`, if any: the
    /// action's own roll against each block in turn (A-BLK-3, A-BLK-4). Under the separate
    /// reading the blocks were got past already.
    pub(crate) fn stopped_by(&mut self, actor: usize, effort: i32, past: &[usize]) -> Option<(usize, i32)> {
        if self.rules.block_roll == BlockRoll::SeparateRoll {
            return None;
        }
        past.iter()
            .copied()
            .find(|&index| !self.test_block(actor, index, effort))
            .map(|index| (self.blocks[index].blocker, self.blocks[index].strength))
    }

    /// One effort against one block's fixed strength: past with a shift (R-BLK-3); logged.
    fn test_block(&mut self, actor: usize, index: usize, effort: i32) -> bool {
        let b = &self.blocks[index];
        let passed = Contest::of(effort, b.strength).first_gets_a_shift();
        self.log.push(Event::BlockTest {
            actor,
            blocker: b.blocker,
            effort,
            strength: b.strength,
            passed,
        });
        passed
    }
}
