//! One simultaneous reroll of a chosen sub-multiset (Hitos' aspect activation).
//!
//! With the dice on the table, someone picks which dice to reroll — all at once, once. The
//! roller picks the best sub-multiset; in a negative activation an adversary picks the one that
//! hurts the roller most. The value of a choice is the exact expectation of
//! [`RerollGame::stop_value`] over the rerolled dice, with `made` = the number of dice
//! rerolled.
//!
//! Choices are canonical: sub-multisets per group (rerolling "one of the two 7s" is one choice),
//! outcomes are multisets with multinomial weights, and expectations are memoised by the kept
//! dice, so [`subset_odds`] computes each distinct "kept" hand once. This is meant for small
//! pools (Hitos' 3d10 has 220 hands); the work grows with the product of the groups' hands.

use super::game::{RerollGame, SolveError};
use super::index::{MultisetTable, Space};
use super::tables::RawStops;
use crate::Fraction;
use num_bigint::{BigInt, BigUint};
use serde::Serialize;
use std::collections::HashMap;

/// Who picks the dice to reroll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Pick {
    /// The roller, maximising the expected stop value.
    Best,
    /// An adversary, minimising it.
    Worst,
}

/// One way of rerolling: the faces to reroll, per group, and the exact expected stop value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SubsetChoice {
    /// Per group, the sorted faces of the dice picked up (empty everywhere: keep the dice).
    pub reroll: Vec<Vec<u8>>,
    pub value: Fraction,
}

/// Enumerates outcomes and caches per-group multiset tables.
struct Evaluator<'a> {
    game: &'a dyn RerollGame,
    space: &'a Space,
    /// `outcomes[g][k]`: every multiset of `k` faces of group `g`.
    outcomes: Vec<Vec<MultisetTable>>,
    /// `D = Π s_g^{c_g}`, the common denominator of every expectation.
    denominator: i128,
    /// Dense stop values per class (for [`subset_odds`]) or `None` to call the rules directly.
    dense: Option<RawStops>,
}

impl<'a> Evaluator<'a> {
    fn new(game: &'a dyn RerollGame, space: &'a Space, dense: bool) -> Result<Self, SolveError> {
        let outcomes = space
            .tables
            .iter()
            .map(|t| (0..=t.count).map(|k| MultisetTable::new(t.sides, k)).collect())
            .collect();
        let denominator = space
            .tables
            .iter()
            .try_fold(1i128, |d, t| {
                d.checked_mul(i128::from(t.sides).checked_pow(u32::from(t.count))?)
            })
            .ok_or(SolveError::Overflow)?;
        let total: u32 = space.tables.iter().map(|t| u32::from(t.count)).sum();
        let dense = dense.then(|| RawStops::compute(game, space, total, 1));
        Ok(Evaluator {
            game,
            space,
            outcomes,
            denominator,
            dense,
        })
    }

    fn stop(&self, dice: &[&[u8]], made: u32) -> Result<i64, SolveError> {
        Ok(match &self.dense {
            Some(t) => t.get(made, self.space.index(dice)?),
            None => self.game.stop_value(dice, made),
        })
    }

    /// `D·E[stop]` when the dice not in `kept` are rerolled.
    fn expectation(&self, kept: &[Vec<u8>]) -> Result<i128, SolveError> {
        let tables = &self.space.tables;
        let made: u32 = tables
            .iter()
            .zip(kept)
            .map(|(t, k)| u32::from(t.count) - k.len() as u32)
            .sum();
        let mut scale = self.denominator;
        for (t, k) in tables.iter().zip(kept) {
            scale /= i128::from(t.sides).pow(u32::from(t.count) - k.len() as u32);
        }
        let mut hands: Vec<Vec<u8>> = kept.to_vec();
        let mut sum = 0i128;
        self.walk(0, kept, &mut hands, 1, made, &mut sum)?;
        sum.checked_mul(scale).ok_or(SolveError::Overflow)
    }

    /// Adds `weight · stop` over every outcome of groups `g..`, `hands` holding the dice so far.
    fn walk(
        &self,
        g: usize,
        kept: &[Vec<u8>],
        hands: &mut Vec<Vec<u8>>,
        weight: i128,
        made: u32,
        sum: &mut i128,
    ) -> Result<(), SolveError> {
        if g == kept.len() {
            let dice: Vec<&[u8]> = hands.iter().map(|h| h.as_slice()).collect();
            let term = i128::from(self.stop(&dice, made)?).checked_mul(weight);
            *sum = term.and_then(|t| sum.checked_add(t)).ok_or(SolveError::Overflow)?;
            return Ok(());
        }
        let rerolled = usize::from(self.space.tables[g].count) - kept[g].len();
        let table = &self.outcomes[g][rerolled];
        for o in 0..table.len {
            let mut hand = kept[g].clone();
            hand.extend_from_slice(table.faces(o));
            hand.sort_unstable();
            hands[g] = hand;
            let w = weight * i128::from(table.weight[o]);
            self.walk(g + 1, kept, hands, w, made, sum)?;
        }
        Ok(())
    }
}

/// Every sub-multiset of the dice whose faces may be rerolled, per group.
fn choices(game: &dyn RerollGame, dice: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
    let mut all: Vec<Vec<Vec<u8>>> = vec![Vec::new()];
    for (g, faces) in dice.iter().enumerate() {
        // Distinct allowed faces with their multiplicities.
        let mut runs: Vec<(u8, usize)> = Vec::new();
        for &f in faces.iter().filter(|&&f| game.can_reroll(g, f)) {
            match runs.last_mut() {
                Some((face, n)) if *face == f => *n += 1,
                _ => runs.push((f, 1)),
            }
        }
        let mut subs: Vec<Vec<u8>> = vec![Vec::new()];
        for &(face, n) in &runs {
            subs = subs
                .iter()
                .flat_map(|s| {
                    (0..=n).map(move |k| {
                        let mut t = s.clone();
                        t.extend(std::iter::repeat_n(face, k));
                        t
                    })
                })
                .collect();
        }
        all = all
            .iter()
            .flat_map(|prefix| {
                subs.iter().map(move |s| {
                    let mut p = prefix.clone();
                    p.push(s.clone());
                    p
                })
            })
            .collect();
    }
    all
}

/// `dice` minus `reroll`, per group (both sorted).
fn kept_after(dice: &[Vec<u8>], reroll: &[Vec<u8>]) -> Vec<Vec<u8>> {
    dice.iter()
        .zip(reroll)
        .map(|(d, r)| {
            let mut kept = d.clone();
            for f in r {
                let at = kept
                    .iter()
                    .position(|x| x == f)
                    .expect("rerolled dice are on the table");
                kept.remove(at);
            }
            kept
        })
        .collect()
}

fn sorted(space: &Space, dice: &[&[u8]]) -> Result<Vec<Vec<u8>>, SolveError> {
    space.index(dice)?;
    Ok(dice
        .iter()
        .map(|d| {
            let mut v = d.to_vec();
            v.sort_unstable();
            v
        })
        .collect())
}

/// Every way of rerolling some of `dice` at once (blocked faces never picked; the empty choice,
/// keeping the dice, included), with exact values, best first. Ties put fewer rerolled dice
/// first. The roller takes the first; an adversary the last.
pub fn best_subset(game: &dyn RerollGame, dice: &[&[u8]]) -> Result<Vec<SubsetChoice>, SolveError> {
    let space = Space::new(game.groups())?;
    let dice = sorted(&space, dice)?;
    let eval = Evaluator::new(game, &space, false)?;
    let mut out = Vec::new();
    for reroll in choices(game, &dice) {
        let n = eval.expectation(&kept_after(&dice, &reroll))?;
        out.push((reroll, n));
    }
    out.sort_by(|a, b| {
        let size = |r: &Vec<Vec<u8>>| r.iter().map(Vec::len).sum::<usize>();
        b.1.cmp(&a.1).then(size(&a.0).cmp(&size(&b.0))).then(a.0.cmp(&b.0))
    });
    let den = BigUint::from(eval.denominator as u128);
    Ok(out
        .into_iter()
        .map(|(reroll, n)| SubsetChoice {
            reroll,
            value: Fraction::new(BigInt::from(n), den.clone()),
        })
        .collect())
}

/// The expected stop value before the throw when, after seeing it, `pick` chooses the dice to
/// reroll (`allow_none`: keeping every die is one of the choices; when no die may be rerolled
/// the dice stay as thrown either way).
pub fn subset_odds(game: &dyn RerollGame, pick: Pick, allow_none: bool) -> Result<Fraction, SolveError> {
    let space = Space::new(game.groups())?;
    let eval = Evaluator::new(game, &space, true)?;
    let mut memo: HashMap<Vec<Vec<u8>>, i128> = HashMap::new();
    let mut total = BigInt::from(0);
    let mut failure = None;
    space.for_each(|idx, dice| {
        if failure.is_some() {
            return;
        }
        let dice: Vec<Vec<u8>> = dice.iter().map(|d| d.to_vec()).collect();
        let mut best: Option<i128> = None;
        let all = choices(game, &dice);
        let forced = all.len() == 1;
        for reroll in all {
            if !allow_none && !forced && reroll.iter().all(Vec::is_empty) {
                continue;
            }
            let kept = kept_after(&dice, &reroll);
            let v = match memo.get(&kept) {
                Some(&v) => v,
                None => match eval.expectation(&kept) {
                    Ok(v) => *memo.entry(kept).or_insert(v),
                    Err(e) => {
                        failure = Some(e);
                        return;
                    }
                },
            };
            best = Some(match (best, pick) {
                (None, _) => v,
                (Some(b), Pick::Best) => b.max(v),
                (Some(b), Pick::Worst) => b.min(v),
            });
        }
        let weight: u64 = (0..space.tables.len())
            .map(|g| space.tables[g].weight[space.digit(idx, g)])
            .product();
        total += BigInt::from(best.expect("at least one choice")) * weight;
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let d = BigUint::from(eval.denominator as u128);
    Ok(Fraction::new(total, &d * &d))
}
