//! The distribution under the advised policy, against playing the advice on ordered dice.

use super::one_at_a_time::{blocked_pair, signed_mixed};
use super::*;
use crate::solver::{solve, solve_with, Move, Solution, SolveOptions};
use std::collections::BTreeMap;

/// Every ordered throw, then every advised reroll with every new face, with `Fraction`s.
fn played(sol: &Solution, game: &TestGame, f: fn(&[&[u8]], u32) -> i64) -> BTreeMap<i64, Fraction> {
    fn walk(
        sol: &Solution,
        game: &TestGame,
        f: fn(&[&[u8]], u32) -> i64,
        dice: Vec<Vec<u8>>,
        made: u32,
        p: Fraction,
        out: &mut BTreeMap<i64, Fraction>,
    ) {
        let refs: Vec<&[u8]> = dice.iter().map(|d| d.as_slice()).collect();
        match sol.best_move(&refs, made).unwrap() {
            Move::Stop => {
                let mut sorted = dice.clone();
                sorted.iter_mut().for_each(|d| d.sort_unstable());
                let refs: Vec<&[u8]> = sorted.iter().map(|d| d.as_slice()).collect();
                let slot = out.entry(f(&refs, made)).or_insert_with(Fraction::zero);
                *slot = slot.add(&p);
            }
            Move::Reroll { group, face } => {
                let sides = game.groups[group].sides;
                let pos = dice[group].iter().position(|&x| x == face).unwrap();
                for b in 1..=sides {
                    let mut next = dice.clone();
                    next[group][pos] = b;
                    walk(sol, game, f, next, made + 1, p.mul(&frac(1, sides.into())), out);
                }
            }
        }
    }
    let throws = ordered_throws(&game.groups);
    let p = frac(1, throws.len() as u64);
    let mut out = BTreeMap::new();
    for t in throws {
        walk(sol, game, f, t, 0, p.clone(), &mut out);
    }
    out
}

fn check(game: &TestGame, allowance: u32, f: fn(&[&[u8]], u32) -> i64) {
    for options in [SolveOptions::single_threaded(), SolveOptions { threads: 3 }] {
        let sol = solve_with(game, allowance, options).unwrap();
        let dist = sol.distribution(&f).unwrap();
        let expected = played(&sol, game, f);
        let got: BTreeMap<i64, Fraction> = dist
            .values()
            .map(|v| (v, dist.prob(v)))
            .filter(|(_, p)| p > &Fraction::zero())
            .collect();
        assert_eq!(got, expected);
    }
}

fn all_dice_sum(d: &[&[u8]], made: u32) -> i64 {
    d.iter().flat_map(|g| g.iter()).map(|&f| i64::from(f)).sum::<i64>() * 10 + i64::from(made)
}

#[test]
fn the_policy_played_forward_matches_playing_the_advice() {
    check(&blocked_pair(), 2, all_dice_sum);
    check(&signed_mixed(), 3, all_dice_sum);
    check(&signed_mixed(), 0, all_dice_sum);
}

#[test]
fn the_distribution_of_the_stop_value_has_the_odds_as_mean() {
    for (game, a) in [(blocked_pair(), 2), (signed_mixed(), 3)] {
        let sol = solve(&game, a).unwrap();
        let dist = sol.distribution(&|d, made| (game.stop)(d, made)).unwrap();
        assert_eq!(&dist.mean(), sol.odds());
    }
}
