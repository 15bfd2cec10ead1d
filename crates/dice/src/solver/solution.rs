//! A solved one-die-at-a-time game: values and advice for any dice on the table.

use super::game::SolveError;
use super::num::Num;
use super::policy::distribution;
use super::tables::{Meta, Tables};
use crate::{Dist, Fraction};
use num_bigint::{BigInt, BigUint};
use serde::Serialize;

/// What the player does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum Move {
    /// Keep the dice as they are.
    Stop,
    /// Reroll one die of group `group` that shows `face`.
    Reroll { group: usize, face: u8 },
}

/// One option and its exact expected value under best play afterwards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    #[serde(flatten)]
    pub action: Move,
    pub value: Fraction,
}

/// Every option at one point of the game, best first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Advice {
    /// Rerolls already made.
    pub made: u32,
    /// Rerolls still allowed.
    pub left: u32,
    /// Stopping and every allowed reroll (one per distinct face), best first. Ties keep
    /// stopping first, then groups and faces in ascending order: a reroll is only advised when
    /// it is strictly better than stopping.
    pub choices: Vec<Choice>,
}

impl Advice {
    /// The advised option (`choices[0]`).
    pub fn best(&self) -> &Choice {
        &self.choices[0]
    }

    /// The value of stopping now.
    pub fn stop(&self) -> &Fraction {
        &self
            .choices
            .iter()
            .find(|c| c.action == Move::Stop)
            .expect("stopping is always an option")
            .value
    }
}

/// The exact solution of a game with a reroll allowance (see [`super::solve`]).
pub struct Solution {
    meta: Meta,
    store: Box<dyn Store>,
    odds: Fraction,
}

impl std::fmt::Debug for Solution {
    /// A summary: the tables hold millions of numerators.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solution")
            .field("allowance", &self.meta.allowance)
            .field("states", &self.meta.space.len)
            .field("odds", &self.odds.to_string())
            .finish_non_exhaustive()
    }
}

impl Solution {
    pub(crate) fn new(meta: Meta, store: Box<dyn Store>, odds: Fraction) -> Self {
        Solution { meta, store, odds }
    }

    /// The allowance the game was solved for.
    pub fn allowance(&self) -> u32 {
        self.meta.allowance
    }

    /// The expected value before the throw, playing the best policy.
    pub fn odds(&self) -> &Fraction {
        &self.odds
    }

    /// The state index and the number of rerolls left, checked.
    fn locate(&self, dice: &[&[u8]], made: u32) -> Result<(usize, usize), SolveError> {
        let allowance = self.meta.allowance;
        if made > allowance {
            return Err(SolveError::TooManyRerolls { made, allowance });
        }
        Ok((self.meta.space.index(dice)?, (allowance - made) as usize))
    }

    fn fraction(&self, numer: i128, r: usize) -> Fraction {
        Fraction::new(BigInt::from(numer), BigUint::from(self.meta.lcm).pow(r as u32))
    }

    /// The expected value of being at `dice` after `made` rerolls, playing the best policy.
    pub fn value(&self, dice: &[&[u8]], made: u32) -> Result<Fraction, SolveError> {
        let (idx, r) = self.locate(dice, made)?;
        Ok(self.fraction(self.store.value(r, idx), r))
    }

    /// Numerators over `L^r` of stopping and of every allowed action, in (group, face) order.
    fn options(&self, idx: usize, r: usize, made: u32) -> Vec<(Move, i128)> {
        let space = &self.meta.space;
        let pow = i128::from(self.meta.lcm).pow(r as u32);
        let mut out = vec![(Move::Stop, self.store.stop(made, idx) * pow)];
        if r == 0 {
            return out;
        }
        for (g, t) in space.tables.iter().enumerate() {
            let digit = space.digit(idx, g);
            let base = idx - digit * space.stride[g];
            let weight = i128::from(self.meta.lcm / u64::from(t.sides));
            for (face, &allowed) in (1..=t.sides).zip(&self.meta.allowed[g]) {
                let Some(j) = t.remove(digit, face).filter(|_| allowed) else {
                    continue;
                };
                let sum: i128 = t
                    .add_row(j)
                    .iter()
                    .map(|&b| self.store.value(r - 1, base + b as usize * space.stride[g]))
                    .sum();
                out.push((Move::Reroll { group: g, face }, sum * weight));
            }
        }
        out
    }

    /// Stopping and every allowed reroll with its exact value, best first.
    pub fn advise(&self, dice: &[&[u8]], made: u32) -> Result<Advice, SolveError> {
        let (idx, r) = self.locate(dice, made)?;
        let mut options = self.options(idx, r, made);
        options.sort_by_key(|o| std::cmp::Reverse(o.1));
        Ok(Advice {
            made,
            left: r as u32,
            choices: options
                .into_iter()
                .map(|(action, n)| Choice {
                    action,
                    value: self.fraction(n, r),
                })
                .collect(),
        })
    }

    /// The exact distribution, before the throw, of `f(dice, made)` evaluated when the player
    /// stops, every decision being the advised one (ties as in [`Solution::advise`]). With `f`
    /// the game's own stop value its mean is [`Solution::odds`]; PORTAL passes the total to get
    /// the total's distribution under the policy that maximises success.
    pub fn distribution(&self, f: &dyn Fn(&[&[u8]], u32) -> i64) -> Result<Dist, SolveError> {
        self.store.distribution(&self.meta, f)
    }

    /// The advised move only, with integer arithmetic (for simulations and bots).
    pub fn best_move(&self, dice: &[&[u8]], made: u32) -> Result<Move, SolveError> {
        let (idx, r) = self.locate(dice, made)?;
        let options = self.options(idx, r, made);
        let mut best = options[0];
        for &o in &options[1..] {
            if o.1 > best.1 {
                best = o;
            }
        }
        Ok(best.0)
    }
}

/// Read access to a solved game's tables whatever their numerator type.
pub(crate) trait Store: Send + Sync {
    /// The numerator (over `L^r`) of the value with `r` rerolls left.
    fn value(&self, r: usize, idx: usize) -> i128;
    /// The plain stop value after `made` rerolls.
    fn stop(&self, made: u32, idx: usize) -> i128;
    /// See [`Solution::distribution`].
    fn distribution(&self, meta: &Meta, f: &dyn Fn(&[&[u8]], u32) -> i64) -> Result<Dist, SolveError>;
}

impl<N: Num> Store for Tables<N> {
    #[inline]
    fn value(&self, r: usize, idx: usize) -> i128 {
        self.levels[r][idx].to_i128()
    }
    #[inline]
    fn stop(&self, made: u32, idx: usize) -> i128 {
        self.stops.for_made(made)[idx].to_i128()
    }
    fn distribution(&self, meta: &Meta, f: &dyn Fn(&[&[u8]], u32) -> i64) -> Result<Dist, SolveError> {
        distribution(meta, &self.levels, &self.stops, f)
    }
}
