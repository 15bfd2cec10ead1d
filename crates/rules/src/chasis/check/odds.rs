//! Exact odds of a check: the distribution of the total, the chance of each outcome and of each
//! final grade, the extremes' own chances (the footnotes' 9/144, 9/144, 2/144) and, with an
//! apertura, how often it opens and how much probability the depth cut changed.
//!
//! The base throw is walked by multisets of faces (78 for 2D12), grouped by what they decide
//! (extreme, RST, openings); each group's bonus dice are convolved with the modifier's exact
//! distribution, and every total is judged by [`judge`] — the call the roll makes.

use super::grade::Outcome;
use super::gradual::Gradual;
use super::prepare::{prepare, Check};
use super::roll::judge;
use crate::chasis::dice::apertura::{openings, Opening};
use crate::chasis::dice::base::{BaseRoll, Extreme};
use crate::chasis::dice::chain::opening_dist;
pub use crate::chasis::dice::chain::MAX_DEPTH;
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::Ruleset;
use num_bigint::{BigInt, BigUint};
use num_traits::{One, Zero};
use serde::Serialize;
use std::collections::hash_map::Entry;
use std::collections::{BTreeMap, HashMap};
use tirada_dice::cost::{add, convolve_work, dist_bytes, json_rows_bytes, mul_add, print_row_work, words, ALLOC};
use tirada_dice::meter::tick;
use tirada_dice::notation::Budget;
use tirada_dice::{Dist, Fraction, Over};

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

impl CheckOdds {
    /// Bytes of this answer's rows held as JSON values: each a number and a fraction.
    pub fn json_bytes(&self) -> u64 {
        let fractions = self
            .distribution
            .iter()
            .map(|r| &r.p)
            .chain(self.grades.iter().map(|g| &g.p));
        let bits = fractions.map(|p| p.denom().bits()).max().unwrap_or(0);
        let rows = (self.distribution.len() + self.grades.len()) as u64;
        json_rows_bytes(rows, 2, bits)
    }

    /// Refuses an answer whose rows, held whole as JSON values before they are sent (the
    /// table's API and the engine module build the answer as one value), would pass the
    /// notation's memory bound: priced like the notation's own answer
    /// ([`tirada_dice::cost::json_rows_bytes`]). Issue #30: `100d6kh50*100d6kl50` computes in a second,
    /// but its 174,642 rows of 160-digit fractions took the server to 348 MiB.
    pub fn fits_as_json(&self, check: &Check) -> Result<(), ChasisError> {
        let whole = Whole(self.base, &check.modifier);
        Budget::new()
            .hold(self.json_bytes(), &whole)
            .map_err(ChasisError::Costly)
    }
}

/// What a group of throws shares.
type GroupKey = (Option<Extreme>, i64, Vec<Opening>);

/// An opening as the odds see it: which base die opened it does not matter.
fn key_of(o: &Opening) -> Opening {
    Opening { die: 0, ..o.clone() }
}

/// The check as one roll, naming what a refusal was too much for: `2d12+1d6`.
struct Whole<'a>(BaseRoll, &'a str);

impl std::fmt::Display for Whole<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let m = self.1.trim();
        match m.strip_prefix('-') {
            Some(rest) => write!(f, "{}-{}", self.0, rest.trim()),
            None => write!(f, "{}+{}", self.0, m.trim_start_matches('+').trim()),
        }
    }
}

/// The exact odds of `check` under `ruleset`, apertura chains cut after `depth` extra dice.
/// Refused, before the heavy work, when it would cost more than the notation's budget.
pub fn odds(ruleset: &Ruleset, check: &Check, depth: u32) -> Result<CheckOdds, ChasisError> {
    odds_within(ruleset, check, depth, &mut Budget::new())
}

/// [`odds`] spending from `budget`: the modifier's own exact odds and then the check's — every
/// group of base throws convolved with the modifier and its opening chains, and every total
/// judged — priced before each step starts (issue #30: `100d6kh50*100d6kl50` was priced alone
/// and the check took 31 s).
pub fn odds_within(
    ruleset: &Ruleset,
    check: &Check,
    depth: u32,
    budget: &mut Budget,
) -> Result<CheckOdds, ChasisError> {
    // What reads the auxiliary or gradual points, not the outcome, has no odds here: refused
    // rather than ignored (issue 25 point 14).
    let aux_only = [
        ("psj", !check.psj.is_empty()),
        ("gradual", check.gradual != Gradual::None),
        (
            "enfasis_aux",
            check.energy.emphasis_aux != 0 || check.energy.stress_aux != 0,
        ),
        ("aux_max", check.aux_cap.is_some()),
    ];
    if let Some((field, _)) = aux_only.iter().find(|(_, given)| *given) {
        return Err(ChasisError::invalid(
            *field,
            "las probabilidades son las del resultado del chequeo; el auxiliar (AUX) y los puntos graduales no se calculan: pídelas sin ello",
            "the odds are the check's outcome; the auxiliary (AUX) and gradual points are not computed: ask for them without it",
        ));
    }
    let prepared = prepare(ruleset, check)?;
    let base = ruleset.base;
    let whole = Whole(base, &check.modifier);
    let costly = ChasisError::Costly;
    let modifier = prepared.modifier.odds_within(depth, budget).map_err(costly)?;
    let mod_dist = modifier.dist.shift(prepared.flat);
    let throws = (base.sides as u128).pow(base.count);

    budget
        .spend(base.multiset_count().saturating_mul(MULTISET), &whole)
        .map_err(costly)?;
    let mut groups: BTreeMap<GroupKey, u128> = BTreeMap::new();
    let mut extremes: BTreeMap<Extreme, u128> = Extreme::ALL.iter().map(|&e| (e, 0)).collect();
    let (mut opened, mut expected) = (0u128, 0u128);
    for (faces, w) in base.multisets() {
        tick(MULTISET);
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

    // The modifier and the bonus dice of each distinct set of openings, with the chance that
    // no chain of them was cut.
    let mut chains: HashMap<Opening, (Dist, Fraction)> = HashMap::new();
    let mut bonus: BTreeMap<Vec<Opening>, (Dist, Fraction)> = BTreeMap::new();
    for (_, _, keys) in groups.keys() {
        if bonus.contains_key(keys) {
            continue;
        }
        let (mut dist, mut kept) = (mod_dist.clone(), Fraction::one());
        for key in keys {
            let (chain, t) = match chains.entry(key.clone()) {
                Entry::Occupied(o) => o.into_mut(),
                Entry::Vacant(v) => {
                    let made = opening_dist(v.key(), depth).map_err(|max| ChasisError::Depth { asked: depth, max })?;
                    v.insert(made)
                }
            };
            budget.spend(convolve_work(&dist, chain), &whole).map_err(costly)?;
            dist = dist.add(chain);
            kept = kept.mul(&t.complement());
        }
        bonus.insert(keys.clone(), (dist, kept));
    }

    // Every group's totals over one denominator: `throws · L`, `L` the least common multiple
    // of the bonus distributions' totals.
    let common = bonus.values().fold(BigUint::one(), |l, (d, _)| {
        num_integer::Integer::lcm(&l, &d.denominator())
    });
    let lo = groups.keys().map(|k| k.1).min().unwrap_or(0) + bonus.values().map(|b| b.0.min_value()).min().unwrap_or(0);
    let hi = groups.keys().map(|k| k.1).max().unwrap_or(0) + bonus.values().map(|b| b.0.max_value()).max().unwrap_or(0);
    let span = (hi - lo + 1) as u64;
    let w = words(common.bits() + 128);
    let entries: u64 = groups.keys().map(|k| bonus[&k.2].0.values().count() as u64).sum();
    let per_entry = mul_add(w) + ALLOC;
    budget
        .spend(entries.saturating_mul(per_entry), &whole)
        .map_err(costly)?;
    let sides = 1 + Extreme::ALL.len() as u64;
    budget
        .hold(dist_bytes(span.saturating_mul(sides), common.bits() + 128), &whole)
        .map_err(costly)?;
    // The totals that occur (a product's are sparse), each judged for every extreme and
    // written as a fraction.
    let mut occurs = vec![false; span as usize];
    for (_, rst, keys) in groups.keys() {
        tick(bonus[keys].0.entries());
        for v in bonus[keys].0.values() {
            occurs[(rst + v - lo) as usize] = true;
        }
    }
    let totals_seen = occurs.iter().filter(|&&o| o).count() as u64;
    let judged = totals_seen.saturating_mul(sides).saturating_mul(JUDGED + 5 * add(w));
    let written = totals_seen.saturating_mul(print_row_work(common.bits() + 128));
    budget.spend(judged.saturating_add(written), &whole).map_err(costly)?;

    let scaled: BTreeMap<&Vec<Opening>, Vec<BigUint>> = bonus
        .iter()
        .map(|(k, (d, _))| {
            let factor = &common / d.denominator();
            (k, d.weights().into_iter().map(|(_, x)| x * &factor).collect())
        })
        .collect();
    let index = |ext: Option<Extreme>| ext.map_or(0, |e| 1 + Extreme::ALL.iter().position(|&x| x == e).unwrap_or(0));
    let mut joint: Vec<Vec<BigUint>> = vec![Vec::new(); sides as usize];
    let mut cut = Fraction::zero();
    for ((ext, rst, keys), w) in &groups {
        let (dist, kept) = &bonus[keys];
        cut = cut.add(&Fraction::ratio((*w).into(), throws.into()).mul(&kept.complement()));
        let row = &mut joint[index(*ext)];
        if row.is_empty() {
            row.resize(span as usize, BigUint::zero());
        }
        let weights = &scaled[keys];
        tick(weights.len() as u64 * per_entry);
        let w = BigUint::from(*w);
        for (v, x) in dist.values().zip(weights) {
            row[(rst + v - lo) as usize] += x * &w;
        }
    }

    let zero = || BigUint::zero();
    let mut outcomes: BTreeMap<Outcome, BigUint> = Outcome::ALL.iter().map(|&o| (o, zero())).collect();
    let mut effective: BTreeMap<Outcome, BigUint> = [Outcome::Success, Outcome::Neutral, Outcome::Failure]
        .iter()
        .map(|&o| (o, zero()))
        .collect();
    let mut totals: Vec<BigUint> = vec![zero(); span as usize];
    let mut grades: BTreeMap<i64, BigUint> = BTreeMap::new();
    let mut mean = BigInt::zero();
    for (i, row) in joint.iter().enumerate() {
        let ext = i.checked_sub(1).map(|e| Extreme::ALL[e]);
        for (at, p) in row.iter().enumerate().filter(|(_, p)| !p.is_zero()) {
            tick(JUDGED + 5 * add(w));
            let total = lo + at as i64;
            let v = judge(ruleset, &prepared, ext, total);
            *outcomes.entry(v.outcome).or_default() += p;
            *effective.entry(v.outcome.effective()).or_default() += p;
            totals[at] += p;
            *grades.entry(v.grade).or_default() += p;
            mean += BigInt::from(total) * BigInt::from(p.clone());
        }
    }
    let over = Over::new(common * throws);
    let frac = |w: u128| Fraction::ratio(w.into(), throws.into());
    let has_apertura = !prepared.apertura.is_empty();
    Ok(CheckOdds {
        system: "chasis",
        ruleset: ruleset.name.clone(),
        base,
        difficulty: prepared.difficulty,
        distribution: totals
            .into_iter()
            .enumerate()
            .filter(|(_, p)| !p.is_zero())
            .map(|(at, p)| {
                tick(print_row_work(over_bits(&over)));
                TotalProb {
                    total: lo + at as i64,
                    p: over.of(p),
                }
            })
            .collect(),
        outcomes: outcomes.into_iter().map(|(o, p)| (o, over.of(p))).collect(),
        effective: effective.into_iter().map(|(o, p)| (o, over.of(p))).collect(),
        grades: grades
            .into_iter()
            .map(|(grade, p)| GradeProb { grade, p: over.of(p) })
            .collect(),
        extremes: extremes.into_iter().map(|(e, w)| (e, frac(w))).collect(),
        apertura: has_apertura.then(|| AperturaOdds {
            opens: frac(opened),
            expected_openings: frac(expected),
        }),
        mean: Fraction::new(mean, over.denominator().clone()),
        truncated: modifier.truncated.complement().mul(&cut.complement()).complement(),
        depth,
    })
}

/// Work of one multiset of base faces: classified, its openings found, grouped.
const MULTISET: u64 = 256;
/// Work of judging one total (its outcome and grade).
const JUDGED: u64 = 64;

/// Bits of the denominator every row is over.
fn over_bits(over: &Over) -> u64 {
    over.denominator().bits()
}
