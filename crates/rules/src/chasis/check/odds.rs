//! Exact odds of a check: the distribution of the total, the chance of each outcome and of each
//! final grade, the extremes' own chances (the footnotes' 9/144, 9/144, 2/144) and, with an
//! apertura, how often it opens and how much probability the depth cut changed.
//!
//! The base throw is walked by multisets of faces (78 for 2D12), grouped by what they decide
//! (extreme, RST, openings); each group's bonus dice are convolved with the modifier's exact
//! distribution, and every total is judged by [`judge`] — the call the roll makes.

use super::grade::Outcome;
use super::prepare::{prepare, Check};
use super::roll::judge;
use crate::chasis::dice::apertura::{openings, Opening};
use crate::chasis::dice::base::{BaseRoll, Extreme};
use crate::chasis::dice::chain::opening_dist;
pub use crate::chasis::dice::chain::MAX_DEPTH;
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::Ruleset;
use serde::Serialize;
use std::collections::hash_map::Entry;
use std::collections::{BTreeMap, HashMap};
use tirada_dice::{Dist, Fraction};

/// One row of a distribution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TotalProb {
    pub total: i64,
    pub p: Fraction,
}

/// One final grade and its chance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GradeProb {
    pub grade: i64,
    pub p: Fraction,
}

/// How often the apertura opens (the footnotes at L1086-L1088 count these).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AperturaOdds {
    /// A throw opens at least one chain.
    pub opens: Fraction,
    /// Expected number of openings per throw (tope: 22/144).
    pub expected_openings: Fraction,
}

/// The exact odds of a check.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CheckOdds {
    pub system: &'static str,
    pub ruleset: String,
    pub base: BaseRoll,
    pub difficulty: i64,
    /// Distribution of the total, in increasing order.
    pub distribution: Vec<TotalProb>,
    /// Every outcome word; they add up to 1.
    pub outcomes: BTreeMap<Outcome, Fraction>,
    /// Success, neutral and failure, extremes counted in.
    pub effective: BTreeMap<Outcome, Fraction>,
    /// Distribution of the final grade (after the extremes' multiplier).
    pub grades: Vec<GradeProb>,
    /// The chance of each extreme on the base dice, whatever the total.
    pub extremes: BTreeMap<Extreme, Fraction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub apertura: Option<AperturaOdds>,
    pub mean: Fraction,
    /// Probability that a depth cut (apertura chains, exploding modifier dice) changed the roll.
    pub truncated: Fraction,
    pub depth: u32,
}

/// Adds `p` to the entry `k`.
fn add<K: Ord>(map: &mut BTreeMap<K, Fraction>, k: K, p: &Fraction) {
    let slot = map.entry(k).or_insert_with(Fraction::zero);
    *slot = slot.add(p);
}

/// What a group of throws shares.
type GroupKey = (Option<Extreme>, i64, Vec<Opening>);

/// An opening as the odds see it: which base die opened it does not matter.
fn key_of(o: &Opening) -> Opening {
    Opening { die: 0, ..o.clone() }
}

/// The exact odds of `check` under `ruleset`, apertura chains cut after `depth` extra dice.
pub fn odds(ruleset: &Ruleset, check: &Check, depth: u32) -> Result<CheckOdds, ChasisError> {
    let prepared = prepare(ruleset, check)?;
    let base = ruleset.base;
    let modifier = prepared.modifier.odds(depth).map_err(|e| ChasisError::Modifier {
        text: prepared.modifier.to_string(),
        es: e.to_string(),
        en: e.english(),
    })?;
    let mod_dist = modifier.dist.shift(prepared.flat);
    let throws = (base.sides as u128).pow(base.count);
    let frac = |w: u128| Fraction::ratio(w.into(), throws.into());

    let mut groups: BTreeMap<GroupKey, u128> = BTreeMap::new();
    let mut extremes: BTreeMap<Extreme, u128> = Extreme::ALL.iter().map(|&e| (e, 0)).collect();
    let (mut opened, mut expected) = (0u128, 0u128);
    for (faces, w) in base.multisets() {
        let ext = ruleset.extremes.classify(&faces);
        if let Some(e) = ext {
            *extremes.entry(e).or_default() += w;
        }
        let (open, counted) = openings(&prepared.apertura, &faces, ext);
        opened += if open.is_empty() { 0 } else { w };
        expected += open.len() as u128 * w;
        let rst: i64 = counted.iter().map(|&f| f as i64).sum();
        let mut keys: Vec<_> = open.iter().map(key_of).collect();
        keys.sort_unstable();
        *groups.entry((ext, rst, keys)).or_default() += w;
    }

    let mut chains: HashMap<Opening, (Dist, Fraction)> = HashMap::new();
    let mut joint: BTreeMap<(Option<Extreme>, i64), Fraction> = BTreeMap::new();
    let mut cut = Fraction::zero();
    for ((ext, rst, keys), w) in groups {
        let mut dist = mod_dist.clone();
        let mut kept = Fraction::one();
        for key in keys {
            let (bonus, t) = match chains.entry(key) {
                Entry::Occupied(o) => o.into_mut(),
                Entry::Vacant(v) => {
                    let made = opening_dist(v.key(), depth).map_err(|max| ChasisError::Depth { asked: depth, max })?;
                    v.insert(made)
                }
            };
            dist = dist.add(bonus);
            kept = kept.mul(&t.complement());
        }
        let p = frac(w);
        cut = cut.add(&p.mul(&kept.complement()));
        for row in dist.probabilities() {
            let slot = joint.entry((ext, rst + row.value)).or_insert_with(Fraction::zero);
            *slot = slot.add(&p.mul(&row.p));
        }
    }

    let mut outcomes: BTreeMap<Outcome, Fraction> = Outcome::ALL.iter().map(|&o| (o, Fraction::zero())).collect();
    let mut effective: BTreeMap<Outcome, Fraction> = [Outcome::Success, Outcome::Neutral, Outcome::Failure]
        .iter()
        .map(|&o| (o, Fraction::zero()))
        .collect();
    let mut totals: BTreeMap<i64, Fraction> = BTreeMap::new();
    let mut grades: BTreeMap<i64, Fraction> = BTreeMap::new();
    let mut mean = Fraction::zero();
    for ((ext, total), p) in &joint {
        let v = judge(ruleset, &prepared, *ext, *total);
        add(&mut outcomes, v.outcome, p);
        add(&mut effective, v.outcome.effective(), p);
        add(&mut totals, *total, p);
        add(&mut grades, v.grade, p);
        mean = mean.add(&p.mul(&Fraction::from_int(*total)));
    }
    let has_apertura = !prepared.apertura.is_empty();
    Ok(CheckOdds {
        system: "chasis",
        ruleset: ruleset.name.clone(),
        base,
        difficulty: prepared.difficulty,
        distribution: totals.into_iter().map(|(total, p)| TotalProb { total, p }).collect(),
        outcomes,
        effective,
        grades: grades.into_iter().map(|(grade, p)| GradeProb { grade, p }).collect(),
        extremes: extremes.into_iter().map(|(e, w)| (e, frac(w))).collect(),
        apertura: has_apertura.then(|| AperturaOdds {
            opens: frac(opened),
            expected_openings: frac(expected),
        }),
        mean,
        truncated: modifier.truncated.complement().mul(&cut.complement()).complement(),
        depth,
    })
}
