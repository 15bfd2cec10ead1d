//! Shared test games and brute-force references (explicit recursion over *ordered* dice with
//! `Fraction` arithmetic — no multisets, no integer tricks).

mod known;
mod one_at_a_time;
mod policy;
mod subset;

use super::{Group, RerollGame};
use crate::Fraction;
use std::collections::HashMap;

/// A game built from plain functions.
pub(super) struct TestGame {
    pub groups: Vec<Group>,
    pub stop: fn(&[&[u8]], u32) -> i64,
    pub blocked: fn(usize, u8) -> bool,
    /// Whether `stop` ignores `made` (then every count shares one class).
    pub made_free: bool,
}

impl RerollGame for TestGame {
    fn groups(&self) -> &[Group] {
        &self.groups
    }
    fn stop_value(&self, dice: &[&[u8]], made: u32) -> i64 {
        for d in dice {
            assert!(d.windows(2).all(|w| w[0] <= w[1]), "faces are passed sorted");
        }
        (self.stop)(dice, made)
    }
    fn can_reroll(&self, g: usize, face: u8) -> bool {
        !(self.blocked)(g, face)
    }
    fn made_class(&self, made: u32) -> u32 {
        if self.made_free {
            0
        } else {
            made
        }
    }
}

pub(super) fn never(_: usize, _: u8) -> bool {
    false
}

pub(super) fn g(sides: u8, count: u8) -> Group {
    Group { sides, count }
}

pub(super) fn frac(n: i64, d: u64) -> Fraction {
    Fraction::new(n.into(), d.into())
}

/// Sorted copies as the slices the game expects.
pub(super) fn call_stop(game: &dyn RerollGame, dice: &[Vec<u8>], made: u32) -> i64 {
    let sorted: Vec<Vec<u8>> = dice
        .iter()
        .map(|d| {
            let mut v = d.clone();
            v.sort_unstable();
            v
        })
        .collect();
    let refs: Vec<&[u8]> = sorted.iter().map(|d| d.as_slice()).collect();
    game.stop_value(&refs, made)
}

/// Every ordered throw of the game's dice.
pub(super) fn ordered_throws(groups: &[Group]) -> Vec<Vec<Vec<u8>>> {
    let mut all = vec![groups.iter().map(|_| Vec::new()).collect::<Vec<Vec<u8>>>()];
    for (gi, gr) in groups.iter().enumerate() {
        for _ in 0..gr.count {
            all = all
                .into_iter()
                .flat_map(|t| {
                    (1..=gr.sides).map(move |f| {
                        let mut t = t.clone();
                        t[gi].push(f);
                        t
                    })
                })
                .collect();
        }
    }
    all
}

/// Brute-force one-at-a-time expectimax over ordered dice.
pub(super) struct Brute<'a> {
    pub game: &'a TestGame,
    pub allowance: u32,
    memo: HashMap<(Vec<Vec<u8>>, u32), Fraction>,
}

impl<'a> Brute<'a> {
    pub fn new(game: &'a TestGame, allowance: u32) -> Self {
        Brute {
            game,
            allowance,
            memo: HashMap::new(),
        }
    }

    /// The value of rerolling the die at `(g, pos)`.
    pub fn action(&mut self, dice: &[Vec<u8>], made: u32, g: usize, pos: usize) -> Fraction {
        let sides = self.game.groups[g].sides;
        let mut sum = Fraction::zero();
        for b in 1..=sides {
            let mut next = dice.to_vec();
            next[g][pos] = b;
            sum = sum.add(&self.value(&next, made + 1));
        }
        sum.mul(&frac(1, u64::from(sides)))
    }

    pub fn value(&mut self, dice: &[Vec<u8>], made: u32) -> Fraction {
        if let Some(v) = self.memo.get(&(dice.to_vec(), made)) {
            return v.clone();
        }
        let mut best = Fraction::from_int(call_stop(self.game, dice, made));
        if made < self.allowance {
            for g in 0..dice.len() {
                for pos in 0..dice[g].len() {
                    if !(self.game.blocked)(g, dice[g][pos]) {
                        best = best.max(self.action(dice, made, g, pos));
                    }
                }
            }
        }
        self.memo.insert((dice.to_vec(), made), best.clone());
        best
    }

    pub fn odds(&mut self) -> Fraction {
        let throws = ordered_throws(&self.game.groups);
        let n = throws.len() as u64;
        let mut sum = Fraction::zero();
        for t in throws {
            sum = sum.add(&self.value(&t, 0));
        }
        sum.mul(&frac(1, n))
    }
}
