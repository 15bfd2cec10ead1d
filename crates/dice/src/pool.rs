//! Pools of identical dice where only some are kept: keep highest K, lowest K, middle K.
//!
//! Never enumerates the `S^N` ordered outcomes. Two exact methods:
//!
//! * **one kept die** (`3d10km`, `3d6kh1`, `101d10km`): the order statistic in closed form,
//!   `P(X₍ₖ₎ ≤ x) = Σ_{j>k} C(N,j)·F(x)^j·(T−F(x))^{N−j}`, one sum per face;
//! * **several kept dice** (`20d10kh3`): the multiset algorithm icepool uses — walk the faces in
//!   order, decide how many of the remaining dice show each face (with multinomial weight
//!   `C(rest, c)·w^c`), and track only the sum of the dice in kept positions. Once every kept
//!   position is filled the remaining dice are settled in one step (`R^rest`).

use crate::dist::Dist;
use crate::meter::tick;
use crate::ops::{add, mul, mul_add, words};
use crate::weight::{pow, power_bits, run_exact, Exact, Weight};
use serde::Serialize;
use std::fmt;

/// Which dice of a pool count towards its total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "keep", content = "count", rename_all = "snake_case")]
pub enum Keep {
    /// Every die (a plain sum).
    All,
    /// The K highest dice (`khK`).
    Highest(u32),
    /// The K lowest dice (`klK`).
    Lowest(u32),
    /// The K dice in the middle (`kmK`); the dice left out split evenly above and below.
    Middle(u32),
}

/// Why a keep rule does not fit a pool.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "keep", content = "args", rename_all = "kebab-case")]
pub enum KeepError {
    TooMany { keep: u32, dice: u32 },
    Zero,
    NoMiddle { keep: u32, dice: u32 },
}

worded!(KeepError);

impl Keep {
    /// Checks the rule against a pool of `dice` and returns the kept positions, counted from the
    /// lowest die (0) upwards, as a half-open range.
    pub fn positions(self, dice: u32) -> Result<std::ops::Range<u32>, KeepError> {
        let (keep, range) = match self {
            Keep::All => return Ok(0..dice),
            Keep::Highest(k) => (k, dice.saturating_sub(k)..dice),
            Keep::Lowest(k) => (k, 0..k),
            Keep::Middle(k) => {
                if k <= dice && !(dice - k).is_multiple_of(2) {
                    return Err(KeepError::NoMiddle { keep: k, dice });
                }
                (k, dice.saturating_sub(k) / 2..dice.saturating_sub(k) / 2 + k)
            }
        };
        if keep == 0 {
            Err(KeepError::Zero)
        } else if keep > dice {
            Err(KeepError::TooMany { keep, dice })
        } else {
            Ok(range)
        }
    }

    /// Which of `faces` are kept under this rule (ties broken by position, stable).
    pub fn kept_mask(self, faces: &[i64]) -> Result<Vec<bool>, KeepError> {
        let range = self.positions(faces.len() as u32)?;
        let mut order: Vec<usize> = (0..faces.len()).collect();
        order.sort_by_key(|&i| faces[i]);
        let mut mask = vec![false; faces.len()];
        for (rank, &i) in order.iter().enumerate() {
            mask[i] = range.contains(&(rank as u32));
        }
        Ok(mask)
    }
}

impl fmt::Display for Keep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Keep::All => Ok(()),
            Keep::Highest(k) => write!(f, "kh{k}"),
            Keep::Lowest(k) => write!(f, "kl{k}"),
            Keep::Middle(1) => write!(f, "km"),
            Keep::Middle(k) => write!(f, "km{k}"),
        }
    }
}

/// The exact distribution of the sum of the kept dice of `n` independent throws of `die`.
pub fn keep_sum(die: &Dist, n: u32, keep: Keep) -> Result<Dist, KeepError> {
    keep_sum_scored(die, n, keep, None)
}

/// Like [`keep_sum`], but each kept die adds `score(value)` instead of its value: the dice are
/// still ranked by value (success counting over kept dice, `4d6kh3>=5`).
pub fn keep_sum_scored(die: &Dist, n: u32, keep: Keep, score: Option<&dyn Fn(i64) -> i64>) -> Result<Dist, KeepError> {
    let kept = keep.positions(n)?;
    let scored = |d: Dist| match score {
        Some(f) => d.map(f),
        None => d,
    };
    if kept.len() as u32 == n {
        return Ok(scored(die.clone()).sum_iid(n));
    }
    // Every number either method makes is part of the total weight of the pool, `T^n`.
    let bits = power_bits(&die.denominator(), n as u64);
    if kept.len() == 1 {
        return Ok(scored(order_statistic_dist(die, n, kept.start, bits)));
    }
    // Walk faces so that the kept positions are met first: from the top for the highest dice,
    // from the bottom otherwise, and settle the rest in one step once they are all filled.
    let descending = kept.end == n;
    let kept_in_walk = if descending {
        n - kept.end..n - kept.start
    } else {
        kept.clone()
    };
    let lo = match score {
        Some(f) => die.values().map(f).min().expect("a die has faces"),
        None => die.min_value(),
    };
    let job = KeptSum {
        die,
        descending,
        n,
        kept: kept_in_walk,
        score,
        w: words(bits),
    };
    Ok(Dist::from_weights_of(lo * kept.len() as i64, run_exact(&job, bits)))
}

/// The `k`-th lowest (0-based) of `n` independent throws of `die` (`k < n`).
pub fn kth_lowest(die: &Dist, n: u32, k: u32) -> Dist {
    order_statistic_dist(die, n, k, power_bits(&die.denominator(), n as u64))
}

fn order_statistic_dist(die: &Dist, n: u32, k: u32, bits: u64) -> Dist {
    let job = OrderStatistic {
        die,
        n,
        k,
        w: words(bits),
    };
    Dist::from_weights_of(die.min_value(), run_exact(&job, bits))
}

/// The `k`-th lowest (0-based) of `n` throws of `die`, in weights of `w` words.
struct OrderStatistic<'a> {
    die: &'a Dist,
    n: u32,
    k: u32,
    w: u64,
}

impl Exact for OrderStatistic<'_> {
    fn run<W: Weight>(&self) -> Option<Vec<W>> {
        order_statistic(&self.die.faces::<W>()?, self.die.min_value(), self.n, self.k, self.w)
    }
}

/// The sum of the kept dice of `n` throws of `die`, by the multiset walk.
struct KeptSum<'a> {
    die: &'a Dist,
    descending: bool,
    n: u32,
    kept: std::ops::Range<u32>,
    /// What a kept die adds, when not its value; the walk still goes in order of value.
    score: Option<&'a dyn Fn(i64) -> i64>,
    /// Words of a weight, for the meter.
    w: u64,
}

impl Exact for KeptSum<'_> {
    fn run<W: Weight>(&self) -> Option<Vec<W>> {
        let mut walk = self.die.faces::<W>()?;
        if let Some(f) = self.score {
            walk.iter_mut().for_each(|face| face.0 = f(face.0));
        }
        if self.descending {
            walk.reverse();
        }
        let lo = walk.iter().map(|f| f.0).min().expect("a die has faces");
        let hi = walk.iter().map(|f| f.0).max().expect("a die has faces");
        let span = (hi - lo) as usize * self.kept.len();
        kept_sum_dp(&walk, lo, self.n, self.kept.clone(), span, self.w)
    }
}

/// Row `n` of Pascal's triangle, `C(n, 0..=n)`, in weights of `w` words.
fn binomial_row<W: Weight>(n: u32, w: u64) -> Option<Vec<W>> {
    // Multiplicatively in `u128` while it fits (n ≤ 125 or so): C(n, j+1) = C(n, j)·(n−j)/(j+1).
    let mut small = Vec::with_capacity(n as usize + 1);
    let mut c = 1u128;
    small.push(c);
    for j in 0..n as u128 {
        match c.checked_mul(n as u128 - j) {
            Some(p) => c = p / (j + 1),
            None => break,
        }
        small.push(c);
    }
    if small.len() == n as usize + 1 {
        return small.into_iter().map(W::try_from_u128).collect();
    }
    let mut row = vec![W::one()];
    for i in 1..=n as usize {
        tick(i as u64 * add(w));
        for k in (1..i).rev() {
            let sum = row[k].add(&row[k - 1])?;
            row[k] = sum;
        }
        row.push(W::one());
    }
    Some(row)
}

/// Dense weights (from `min`) of the `k`-th lowest (0-based) of `n` dice with the given
/// `faces` (increasing values, non-zero weights):
/// `P(X₍ₖ₎ ≤ x) = Σ_{j>k} C(n,j)·F(x)^j·(T−F(x))^{n−j}`.
fn order_statistic<W: Weight>(faces: &[(i64, W)], min: i64, n: u32, k: u32, words: u64) -> Option<Vec<W>> {
    let total = faces.iter().try_fold(W::zero(), |acc, (_, w)| acc.add(w))?;
    let binom = binomial_row::<W>(n, words)?;
    let per_face = (4 * (n - k) as u64 + 2 * (64 - (k as u64 + 1).leading_zeros() as u64)) * mul(words);
    let (n, k) = (n as usize, k as usize);
    let len = (faces.last().expect("a die has faces").0 - min) as usize + 1;
    let mut out = vec![W::zero(); len];
    let mut below = W::zero(); // F(x): weight of faces ≤ x
    let mut prev_at_most = W::zero(); // outcomes with X₍ₖ₎ ≤ previous face
                                      // below_pow[j] = F^j for j > k; above_pow[m] = (T − F)^m for m < n − k.
    let mut below_pow = vec![W::zero(); n + 1];
    let mut above_pow = vec![W::zero(); n - k];
    for (v, w) in faces {
        tick(per_face);
        below = below.add(w)?;
        let above = total.sub(&below)?;
        below_pow[k + 1] = pow(&below, k as u32 + 1)?;
        for j in k + 2..=n {
            below_pow[j] = below_pow[j - 1].mul(&below)?;
        }
        above_pow[0] = W::one();
        for m in 1..n - k {
            above_pow[m] = above_pow[m - 1].mul(&above)?;
        }
        let mut at_most = W::zero();
        for j in k + 1..=n {
            let term = binom[j].mul(&below_pow[j])?.mul(&above_pow[n - j])?;
            at_most.add_assign(&term)?;
        }
        out[(v - min) as usize] = at_most.sub(&prev_at_most)?;
        prev_at_most = at_most;
    }
    Some(out)
}

/// One row of the multiset walk: weights by kept sum, and the range that may be non-zero.
struct Row<W> {
    w: Vec<W>,
    first: usize,
    last: usize,
    empty: bool,
}

impl<W: Weight> Row<W> {
    fn new(len: usize) -> Self {
        Row {
            w: vec![W::zero(); len],
            first: 0,
            last: 0,
            empty: true,
        }
    }

    fn clear(&mut self) {
        if !self.empty {
            for x in &mut self.w[self.first..=self.last] {
                *x = W::zero();
            }
        }
        self.empty = true;
    }

    /// `self[s + shift] += source[s]·coef` for every `s`, weights of `w` words.
    fn add_scaled(&mut self, source: &Row<W>, coef: &W, shift: usize, w: u64) -> Option<()> {
        if source.empty || coef.is_zero() {
            return Some(());
        }
        tick((source.last - source.first + 1) as u64 * mul_add(w));
        let (first, last) = (source.first + shift, source.last + shift);
        if self.empty {
            (self.first, self.last, self.empty) = (first, last, false);
        } else {
            self.first = self.first.min(first);
            self.last = self.last.max(last);
        }
        let target = &mut self.w[first..=last];
        for (t, x) in target.iter_mut().zip(&source.w[source.first..=source.last]) {
            if !x.is_zero() {
                t.add_assign(&x.mul(coef)?)?;
            }
        }
        Some(())
    }
}

/// The multiset walk. `walk` is the faces in the order visited (non-zero weights), `kept` the
/// kept positions in that order, `lo` the lowest face. Returns dense weights of
/// `Σ kept − |kept|·lo`.
///
/// A state is how many dice have been placed (`a`) and the sum of those in kept positions. At
/// each face `c` more dice show it, with weight `C(n−a, c)·w^c`. A state that fills the last kept
/// position is settled at once: the dice still to place may show any face left, weight
/// `R^{rest}`, so all such `c` fold into one coefficient and only states with open kept
/// positions are carried along.
fn kept_sum_dp<W: Weight>(
    walk: &[(i64, W)],
    lo: i64,
    n: u32,
    kept: std::ops::Range<u32>,
    span: usize,
    words: u64,
) -> Option<Vec<W>> {
    let n = n as usize;
    // kept_before[p]: kept positions among the first p in walking order.
    let kept_before: Vec<usize> = (0..=n as u32)
        .map(|p| (kept.start.min(p)..kept.end.min(p)).len())
        .collect();
    let open = kept.end as usize; // states with fewer placed dice are carried along
    let binom: Vec<Vec<W>> = (0..open)
        .map(|a| binomial_row::<W>((n - a) as u32, words))
        .collect::<Option<_>>()?;
    let mut remaining = walk.iter().try_fold(W::zero(), |acc, (_, w)| acc.add(w))?;
    let mut dp: Vec<Row<W>> = (0..open).map(|_| Row::new(span + 1)).collect();
    let mut next: Vec<Row<W>> = (0..open).map(|_| Row::new(span + 1)).collect();
    dp[0].w[0] = W::one();
    dp[0].empty = false;
    let mut out = Row::new(span + 1);
    let mut w_pow = vec![W::one(); n + 1];
    let mut rest_pow = vec![W::one(); n + 1];
    // Per face: its powers, and per open row the coefficients and the settling sum.
    let per_face = (2 * n + open * (open + 1) / 2) as u64 * mul(words);
    let settling = (2 * (n - open + 1)) as u64 * mul(words);
    for (v, w) in walk {
        tick(per_face);
        let step = (*v - lo) as usize;
        remaining = remaining.sub(w)?;
        for c in 1..=n {
            w_pow[c] = w_pow[c - 1].mul(w)?;
            rest_pow[c] = rest_pow[c - 1].mul(&remaining)?;
        }
        for row in &mut next {
            row.clear();
        }
        for (a, row) in dp.iter().enumerate() {
            if row.empty {
                continue;
            }
            tick(settling);
            for c in 0..open - a {
                let coef = binom[a][c].mul(&w_pow[c])?;
                let shift = (kept_before[a + c] - kept_before[a]) * step;
                next[a + c].add_scaled(row, &coef, shift, words)?;
            }
            let mut settle = W::zero();
            for c in open - a..=n - a {
                settle.add_assign(&binom[a][c].mul(&w_pow[c])?.mul(&rest_pow[n - a - c])?)?;
            }
            out.add_scaled(row, &settle, (kept_before[n] - kept_before[a]) * step, words)?;
        }
        std::mem::swap(&mut dp, &mut next);
    }
    Some(out.w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::die::Die;
    use num_bigint::BigUint;

    fn weights(d: &Dist) -> Vec<u128> {
        d.weights()
            .into_iter()
            .map(|(_, w)| u128::try_from(w).unwrap())
            .collect()
    }

    /// Brute force over every ordered outcome, for small pools only.
    fn brute(die: &Die, n: u32, keep: Keep) -> Dist {
        let sides = die.face_count();
        let mut pairs = Vec::new();
        for mut code in 0..sides.pow(n) {
            let mut roll = Vec::new();
            for _ in 0..n {
                roll.push(die.face_at(code % sides));
                code /= sides;
            }
            let mask = keep.kept_mask(&roll).unwrap();
            let sum: i64 = roll.iter().zip(&mask).filter(|p| *p.1).map(|p| p.0).sum();
            pairs.push((sum, 1u128));
        }
        Dist::from_weights(pairs).unwrap()
    }

    #[test]
    fn fixtures_of_the_foundation_issue() {
        let d10 = Die::D10.dist();
        let d6 = Die::D6.dist();
        assert_eq!(
            weights(&keep_sum(&d10, 3, Keep::Middle(1)).unwrap()),
            vec![28, 76, 112, 136, 148, 148, 136, 112, 76, 28]
        );
        assert_eq!(
            weights(&keep_sum(&d6, 3, Keep::Highest(1)).unwrap()),
            vec![1, 7, 19, 37, 61, 91]
        );
        assert_eq!(
            weights(&keep_sum(&d6, 3, Keep::Middle(1)).unwrap()),
            vec![16, 40, 52, 52, 40, 16]
        );
        assert_eq!(
            weights(&keep_sum(&d6, 3, Keep::Lowest(1)).unwrap()),
            vec![91, 61, 37, 19, 7, 1]
        );
    }

    #[test]
    fn multiset_walk_matches_brute_force() {
        let dice = [Die::D6, Die::Fudge, Die::custom(vec![0, 0, 1, 3]).unwrap()];
        for die in &dice {
            for n in 1..=5 {
                for k in 1..=n {
                    for keep in [Keep::Highest(k), Keep::Lowest(k), Keep::Middle(k)] {
                        if keep.positions(n).is_err() {
                            continue;
                        }
                        let fast = keep_sum(&die.dist(), n, keep).unwrap();
                        assert_eq!(fast, brute(die, n, keep), "{die} n={n} {keep:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn big_pools_fall_back_to_big_integers() {
        let d = keep_sum(&Die::D10.dist(), 101, Keep::Middle(1)).unwrap();
        assert!(d.is_big());
        assert_eq!(d.denominator(), BigUint::from(10u8).pow(101));
        assert_eq!(d.mean().to_string(), "11/2");
        let top = keep_sum(&Die::D10.dist(), 40, Keep::Highest(3)).unwrap();
        assert_eq!(top.max_value(), 30);
        assert!(top.prob(30) > top.prob(29));
    }

    #[test]
    fn keep_rules_reject_what_does_not_fit() {
        assert_eq!(
            Keep::Highest(4).positions(3),
            Err(KeepError::TooMany { keep: 4, dice: 3 })
        );
        assert_eq!(
            Keep::Middle(1).positions(4),
            Err(KeepError::NoMiddle { keep: 1, dice: 4 })
        );
        assert_eq!(Keep::Lowest(0).positions(4), Err(KeepError::Zero));
        assert_eq!(Keep::Middle(1).kept_mask(&[5, 1, 3]).unwrap(), vec![false, false, true]);
    }

    fn as_big<W: Weight>(w: Option<Vec<W>>) -> Vec<BigUint> {
        w.expect("fits").iter().map(Weight::to_big).collect()
    }

    /// The same job in every integer width gives the same numbers.
    fn same_in_every_width(job: &impl Exact) {
        let big = as_big(job.run::<BigUint>());
        if let Some(small) = job.run::<u128>() {
            assert_eq!(as_big(Some(small)), big);
        }
        if let Some(w) = job.run::<crate::weight::Wide<3>>() {
            assert_eq!(as_big(Some(w)), big);
        }
        assert_eq!(as_big(job.run::<crate::weight::Wide<8>>()), big);
    }

    #[test]
    fn pool_methods_agree_in_every_integer_width() {
        let exploding = crate::explode::exploding(&Die::D10, 2).0;
        let dice = [Die::D6.dist(), Die::Fudge.dist(), exploding];
        for die in &dice {
            for n in [1, 2, 3, 5, 9, 40] {
                for keep in [
                    Keep::Highest(1),
                    Keep::Lowest(1),
                    Keep::Middle(1),
                    Keep::Highest(3),
                    Keep::Middle(3),
                ] {
                    let Ok(kept) = keep.positions(n) else { continue };
                    if kept.len() == 1 {
                        same_in_every_width(&OrderStatistic {
                            die,
                            n,
                            k: kept.start,
                            w: 1,
                        });
                    } else if kept.len() < n as usize {
                        let descending = kept.end == n;
                        let kept = if descending { n - kept.end..n - kept.start } else { kept };
                        same_in_every_width(&KeptSum {
                            die,
                            descending,
                            n,
                            kept,
                            score: None,
                            w: 1,
                        });
                    }
                }
            }
        }
    }

    #[test]
    fn binomial_rows_match_pascal_past_u128() {
        let pascal = crate::weight::binomials::<BigUint>(200).unwrap();
        for n in [0u32, 1, 7, 120, 130, 200] {
            assert_eq!(as_big(binomial_row::<BigUint>(n, 1)), pascal[n as usize]);
        }
        assert_eq!(as_big(binomial_row::<u128>(120, 1)), pascal[120]);
        assert!(binomial_row::<u128>(200, 1).is_none());
    }
}
