//! The PORTAL roll as a state machine: throw → rerolls, blocks, PP spent → finish.
//!
//! Every decision is a method that either changes the state and records a [`Step`], or
//! returns an error and changes nothing. Faces come from a [`DiceSource`] under the colour's
//! group name, so typed faces from physical dice drive the very same machine.

use super::reading::{score, ReadingKind, Score, Throw};
use super::spec::RollSpec;
use crate::portal::dice::{Colour, PortalDie, Role};
use crate::portal::error::PortalError;
use crate::portal::options::Rules;
use serde::Serialize;
use tirada_dice::{DiceSource, Die};

/// One decision taken during the roll, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// A die rerolled (R27).
    #[serde(rename = "repetir")]
    Reroll { color: Colour, from: u8, to: u8 },
    /// Ones and sixes blocked by another player's PP (R31); the roller gains it.
    #[serde(rename = "bloquear")]
    Block,
    /// 1 PP spent for one more reroll (R33).
    #[serde(rename = "comprar_as")]
    BuyAce,
    /// 1 PP spent to remove a wound die, which then no longer counts (R33, A-41).
    #[serde(rename = "quitar_herida")]
    RemoveWound { face: u8 },
}

/// A roll in progress.
#[derive(Clone, Debug)]
pub struct PortalRoll {
    spec: RollSpec,
    rules: Rules,
    white: [u8; 3],
    black: Vec<u8>,
    red: Vec<u8>,
    green: Vec<u8>,
    tempted: Option<u8>,
    pool: u8,
    made: u8,
    blocked: bool,
    pp_spent: u8,
    steps: Vec<Step>,
}

impl PortalRoll {
    /// Validates the spec and throws every die.
    pub fn throw(spec: RollSpec, rules: Rules, dice: &mut impl DiceSource) -> Result<Self, PortalError> {
        spec.validate(&rules)?;
        let mut roll = |colour: Colour, n: u8| -> Result<Vec<u8>, PortalError> {
            (0..n).map(|_| Ok(dice.roll(&Die::D6, colour.group())? as u8)).collect()
        };
        let w = roll(Colour::White, 3)?;
        let black = roll(Colour::Black, spec.black)?;
        let red = roll(Colour::Red, spec.red)?;
        let green = roll(Colour::Green, spec.green)?;
        let tempted = if spec.tempt {
            Some(roll(Colour::Tempted, 1)?[0])
        } else {
            None
        };
        let pp_spent = spec.temporary_specialty as u8;
        Ok(PortalRoll {
            pool: spec.base_pool(),
            spec,
            rules,
            white: [w[0], w[1], w[2]],
            black,
            red,
            green,
            tempted,
            made: 0,
            blocked: false,
            pp_spent,
            steps: Vec::new(),
        })
    }

    pub fn spec(&self) -> &RollSpec {
        &self.spec
    }

    /// The same roll judged against `difficulty`: what a player's own target (chosen for the
    /// odds and the advice) makes of a roll whose difficulty is the GM's to say.
    pub fn aimed_at(&self, difficulty: i32) -> PortalRoll {
        let mut r = self.clone();
        r.spec.difficulty = Some(difficulty);
        r
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The faces on the table.
    pub fn throw_view(&self) -> Throw<'_> {
        Throw {
            white: self.white,
            black: &self.black,
            red: &self.red,
            green: &self.green,
            tempted: self.tempted,
            wounds_unrolled: self.spec.red_unrolled,
        }
    }

    /// Every die on the table, white first, in the book's colour order.
    pub fn dice(&self) -> Vec<PortalDie> {
        let mut out: Vec<PortalDie> = self
            .white
            .iter()
            .map(|&face| PortalDie {
                colour: Colour::White,
                face,
            })
            .collect();
        for (colour, faces) in [
            (Colour::Black, &self.black),
            (Colour::Red, &self.red),
            (Colour::Green, &self.green),
        ] {
            out.extend(faces.iter().map(|&face| PortalDie { colour, face }));
        }
        out.extend(self.tempted.map(|face| PortalDie {
            colour: Colour::Tempted,
            face,
        }));
        out
    }

    /// Reroll points, including those bought with PP (R26).
    pub fn pool(&self) -> u8 {
        self.pool
    }

    pub fn rerolls_made(&self) -> u8 {
        self.made
    }

    /// Rerolls still allowed: the pool, but never more than the cap (R27.5).
    pub fn rerolls_left(&self) -> u8 {
        self.pool.min(self.rules.reroll_cap).saturating_sub(self.made)
    }

    pub fn is_blocked(&self) -> bool {
        self.blocked
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    fn faces_mut(&mut self, colour: Colour) -> &mut [u8] {
        match colour {
            Colour::White => &mut self.white,
            Colour::Black => &mut self.black,
            Colour::Red => &mut self.red,
            Colour::Green => &mut self.green,
            Colour::Tempted => self.tempted.as_mut().map(std::slice::from_mut).unwrap_or(&mut []),
        }
    }

    /// Whether the die `colour`/`face` may be rerolled now, and why not.
    pub fn check_reroll(&self, colour: Colour, face: u8) -> Result<(), PortalError> {
        let allowed = self.pool.min(self.rules.reroll_cap);
        if self.made >= allowed {
            return Err(PortalError::NoRerollsLeft {
                made: self.made,
                allowed,
            });
        }
        if !self.dice().iter().any(|d| d.colour == colour && d.face == face) {
            return Err(PortalError::NoSuchDie { colour, face });
        }
        if self.blocked && (face == 1 || face == 6) {
            return Err(PortalError::Blocked { colour, face });
        }
        Ok(())
    }

    /// Rerolls one die showing `face` (dice of a colour and face are interchangeable) and
    /// returns its new face. The kept die is recomputed by every reading (R27.3).
    pub fn reroll(&mut self, colour: Colour, face: u8, dice: &mut impl DiceSource) -> Result<u8, PortalError> {
        self.check_reroll(colour, face)?;
        let to = dice.roll(&Die::D6, colour.group())? as u8;
        let slot = self
            .faces_mut(colour)
            .iter_mut()
            .find(|f| **f == face)
            .expect("checked above");
        *slot = to;
        self.made += 1;
        self.steps.push(Step::Reroll {
            color: colour,
            from: face,
            to,
        });
        Ok(to)
    }

    /// Another player or the GM gives 1 PP to block ones and sixes (R31).
    pub fn block(&mut self) -> Result<(), PortalError> {
        if self.blocked {
            return Err(PortalError::AlreadyBlocked);
        }
        self.spec.check_block(&self.rules)?;
        self.blocked = true;
        self.steps.push(Step::Block);
        Ok(())
    }

    /// Spends 1 PP for one more reroll point (R33: counts towards the cap).
    pub fn buy_ace(&mut self) {
        self.pool += 1;
        self.pp_spent += 1;
        self.steps.push(Step::BuyAce);
    }

    /// Spends 1 PP to remove a thrown wound die; it stops counting at once.
    pub fn remove_wound(&mut self, face: u8) -> Result<(), PortalError> {
        let i = self
            .red
            .iter()
            .position(|&f| f == face)
            .ok_or(PortalError::NoWoundToRemove(face))?;
        self.red.remove(i);
        self.pp_spent += 1;
        self.steps.push(Step::RemoveWound { face });
        Ok(())
    }

    /// +1 per reroll point beyond the cap, only once every allowed reroll was made (R27.6).
    pub fn overflow(&self) -> i32 {
        let cap = self.rules.reroll_cap;
        if self.made == cap && self.pool > cap {
            (self.pool - cap) as i32
        } else {
            0
        }
    }

    /// The primary reading's score and total now: dice, specialty, overflow and modifier
    /// (R10–R11).
    pub fn primary_total(&self) -> (Score, i32) {
        let s = score(&self.throw_view(), self.spec.role, self.spec.kind, &self.rules);
        let flat = self.spec.primary_bonus(s.kept, self.overflow(), &self.rules);
        (s, s.total() + flat + self.spec.modifier)
    }

    /// A further reading of the same throw (R18): its dice and its own modifier, without the
    /// primary reading's specialty or overflow (B1096, B1120).
    pub fn reading_total(&self, kind: ReadingKind, role: Role, modifier: i32) -> (Score, i32) {
        let s = score(&self.throw_view(), role, kind, &self.rules);
        (s, s.total() + modifier)
    }

    /// The primary reading's total now.
    pub fn total(&self) -> i32 {
        self.primary_total().1
    }
}
