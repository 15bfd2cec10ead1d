//! Exact odds of a PORTAL roll.
//!
//! Without rerolls: condition on the three white dice (56 multisets — they fix the kept die and
//! the six/one bonus), and given the kept die `k` every coloured die is an independent coin
//! (a black die is unbeaten with probability (7−k)/6, a green die beaten with (k−1)/6...), so
//! each colour contributes a binomial count. Never enumerates the 6^12 joint outcomes; the
//! tests check it against that enumeration through [`score`](super::reading::score).

use super::reading::{score, ReadingKind, Throw};
use super::spec::RollSpec;
use super::transcript::Outcome;
use crate::portal::dice::Role;
use crate::portal::options::Rules;
use serde::Serialize;
use tirada_dice::{Dist, Fraction};

/// The exact odds of a roll.
#[derive(Clone, Debug, PartialEq)]
pub struct PortalOdds {
    /// Distribution of the primary reading's total.
    pub dist: Dist,
    /// Chance of each outcome against the difficulty (absent without one).
    pub outcomes: Option<OutcomeOdds>,
}

/// Chance of each outcome word; they sum to 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OutcomeOdds {
    pub exito: Fraction,
    pub parcial: Fraction,
    pub fallo: Fraction,
    pub pifia: Fraction,
}

impl OutcomeOdds {
    /// Outcome chances of a distribution of totals against `difficulty`.
    pub fn of(dist: &Dist, difficulty: i32) -> OutcomeOdds {
        let p = |o: Outcome| dist.prob_where(|t| Outcome::judge(t as i32, difficulty) == o);
        OutcomeOdds {
            exito: p(Outcome::Exito),
            parcial: p(Outcome::Parcial),
            fallo: p(Outcome::Fallo),
            pifia: p(Outcome::Pifia),
        }
    }

    pub fn get(&self, o: Outcome) -> &Fraction {
        match o {
            Outcome::Exito => &self.exito,
            Outcome::Parcial => &self.parcial,
            Outcome::Fallo => &self.fallo,
            Outcome::Pifia => &self.pifia,
        }
    }
}

/// How many of `n` dice fall in a set of `hits` faces out of 6: weights over 6^n.
fn binomial_count(n: u8, hits: u8) -> Vec<u128> {
    let mut w = vec![1u128];
    for _ in 0..n {
        let mut next = vec![0u128; w.len() + 1];
        for (c, x) in w.iter().enumerate() {
            next[c] += x * (6 - hits) as u128;
            next[c + 1] += x * hits as u128;
        }
        w = next;
    }
    w
}

/// The exact odds of the roll without rerolls.
pub fn odds_without_rerolls(spec: &RollSpec, rules: &Rules) -> PortalOdds {
    let dist = total_dist(spec, spec.role, spec.kind, spec.modifier, rules);
    PortalOdds {
        outcomes: spec.difficulty.map(|d| OutcomeOdds::of(&dist, d)),
        dist,
    }
}

/// Distribution of one reading's total (with specialty and modifier, no rerolls).
pub fn total_dist(spec: &RollSpec, role: Role, kind: ReadingKind, modifier: i32, rules: &Rules) -> Dist {
    // White multisets with their number of orderings, grouped by (kept, six/one bonus).
    let mut by_kept: Vec<(u8, i32, u128)> = Vec::new();
    for a in 1..=6u8 {
        for b in a..=6 {
            for c in b..=6 {
                let orderings = match (a == b, b == c) {
                    (true, true) => 1,
                    (true, false) | (false, true) => 3,
                    _ => 6,
                };
                let white = [a, b, c];
                let s = score(&Throw::basic(white), role, kind, rules);
                match by_kept.iter_mut().find(|e| e.0 == s.kept && e.1 == s.six_one) {
                    Some(e) => e.2 += orderings,
                    None => by_kept.push((s.kept, s.six_one, orderings)),
                }
            }
        }
    }
    let counts_dw = kind.counts_discomfort_and_wounds(rules);
    let wp = rules.wound_penalty as i64;
    let mut pairs: Vec<(i64, u128)> = Vec::new();
    for (kept, six_one, w_white) in by_kept {
        let mut base = kept as i64 + six_one as i64 + modifier as i64;
        if !kind.is_modified() {
            // A raw weapon die: only the face (plus the reading's own modifier).
            let colour_total = 6u128.pow((spec.black + spec.red + spec.green + spec.tempt as u8) as u32);
            pairs.push((kept as i64 + modifier as i64, w_white * colour_total));
            continue;
        }
        base += spec.primary_bonus(kept, 0, rules) as i64;
        let unbeaten = 7 - kept; // faces ≥ kept
        let beaten = kept - 1; // faces < kept
        let mut d = Dist::constant(base);
        let mut ignored_dice = 0u32;
        if counts_dw {
            d = d.add(&count_dist(spec.black, unbeaten, -1));
            d = d.add(&count_dist(spec.red, unbeaten, -wp));
            d = d.shift(-wp * spec.red_unrolled as i64);
        } else {
            ignored_dice += (spec.black + spec.red) as u32;
        }
        d = d.add(&count_dist(spec.green, beaten, 1));
        if spec.tempt {
            d = d.add(&count_dist(1, unbeaten, -1));
        }
        let ignored = 6u128.pow(ignored_dice);
        for (v, w) in d.weights() {
            let w = u128::try_from(w).expect("at most 6^13 outcomes");
            pairs.push((v, w * w_white * ignored));
        }
    }
    Dist::from_weights(pairs).expect("216 white outcomes")
}

/// The count of `n` dice landing in `hits` faces, each worth `step`.
fn count_dist(n: u8, hits: u8, step: i64) -> Dist {
    let w = binomial_count(n, hits);
    Dist::from_weights(w.into_iter().enumerate().map(|(c, x)| (c as i64 * step, x))).expect("6^n > 0")
}

/// The odds of a roll played with the best reroll policy for `objective`.
#[derive(Clone, Debug, PartialEq)]
pub struct BestOdds {
    /// Rerolls available (the pool, capped at 5).
    pub allowance: u32,
    /// The objective's exact value under the best policy (the chance of éxito by default).
    pub value: Fraction,
    /// The total's distribution when that policy is played.
    pub dist: Dist,
    /// Every outcome's chance under that policy.
    pub outcomes: Option<OutcomeOdds>,
    /// The same roll without rerolls, for comparison.
    pub without: PortalOdds,
}

impl BestOdds {
    /// The odds when no die is rerolled (`--repetir ninguno`): no allowance is played, so no
    /// overflow either (R27.6).
    pub fn without_rerolls(spec: &RollSpec, rules: &Rules, objective: super::advice::Objective) -> BestOdds {
        let without = odds_without_rerolls(spec, rules);
        let value = match (objective, &without.outcomes) {
            (super::advice::Objective::Mean, _) | (_, None) => without.dist.mean(),
            (super::advice::Objective::Success, Some(o)) => o.exito.clone(),
            (super::advice::Objective::SuccessOrPartial, Some(o)) => o.exito.add(&o.parcial),
        };
        BestOdds {
            allowance: 0,
            value,
            dist: without.dist.clone(),
            outcomes: without.outcomes.clone(),
            without,
        }
    }
}

/// Exact odds before the throw when the reroll allowance (`spec`'s pool plus `pp_aces` bought
/// with PP) is played at best; blocked ones and sixes constrain the policy.
pub fn best_policy_odds(
    spec: &RollSpec,
    rules: &Rules,
    objective: super::advice::Objective,
    blocked: bool,
    pp_aces: u8,
) -> Result<BestOdds, tirada_dice::solver::SolveError> {
    let mut with_aces = spec.clone();
    with_aces.aces += pp_aces;
    let game = super::advice::PortalGame::before_throw(&with_aces, rules, objective, blocked);
    let allowance = game.allowance();
    let none = BestOdds::without_rerolls(spec, rules, objective);
    if allowance == 0 {
        return Ok(none);
    }
    let solution = game.solve()?;
    let dist = solution.distribution(&|dice: &[&[u8]], made: u32| game.total(dice, made) as i64)?;
    Ok(BestOdds {
        allowance,
        value: solution.odds().clone(),
        outcomes: spec.difficulty.map(|d| OutcomeOdds::of(&dist, d)),
        dist,
        without: none.without,
    })
}
