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
use crate::weight::{binomials, pow, Weight};
use num_bigint::BigUint;
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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeepError {
    #[error("no puedes quedarte con {keep} dados de {dice}")]
    TooMany { keep: u32, dice: u32 },
    #[error("hay que quedarse con al menos un dado")]
    Zero,
    #[error(
        "el dado medio necesita que sobren tantos dados por arriba como por abajo: {keep} de {dice} no deja un centro"
    )]
    NoMiddle { keep: u32, dice: u32 },
}

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
    let kept = keep.positions(n)?;
    if kept.len() as u32 == n {
        return Ok(die.sum_iid(n));
    }
    let faces: Vec<(i64, BigUint)> = die.weights();
    let small: Option<Vec<(i64, u128)>> = faces.iter().map(|(v, w)| Some((*v, u128::try_from(w).ok()?))).collect();
    if kept.len() == 1 {
        let k = kept.start;
        if let Some(w) = small.as_ref().and_then(|f| order_statistic(f, n, k)) {
            return Ok(Dist::from_weights(w).expect("non-empty"));
        }
        let w = order_statistic(&faces, n, k).expect("big weights never overflow");
        return Ok(Dist::from_big_pairs(w));
    }
    // Walk faces so that the kept positions are met first: from the top for the highest dice,
    // from the bottom otherwise, and settle the rest in one step once they are all filled.
    let descending = kept.end == n;
    let kept_in_walk = if descending {
        n - kept.end..n - kept.start
    } else {
        kept.clone()
    };
    let lo = faces[0].0;
    let span = (faces[faces.len() - 1].0 - lo) as usize * kept.len();
    if let Some(w) = small.and_then(|f| kept_sum_dp(&walk_order(f, descending), lo, n, kept_in_walk.clone(), span)) {
        return Ok(Dist::from_small(lo * kept.len() as i64, w));
    }
    let walk = walk_order(faces, descending);
    let w = kept_sum_dp(&walk, lo, n, kept_in_walk, span).expect("big weights never overflow");
    Ok(Dist::from_big(lo * kept.len() as i64, w))
}

fn walk_order<T>(mut faces: Vec<T>, descending: bool) -> Vec<T> {
    if descending {
        faces.reverse();
    }
    faces
}

/// Weights of the `k`-th lowest (0-based) of `n` dice, per face value.
fn order_statistic<W: Weight>(faces: &[(i64, W)], n: u32, k: u32) -> Option<Vec<(i64, W)>> {
    let total = faces.iter().try_fold(W::zero(), |acc, (_, w)| acc.add(w))?;
    let binom = binomials::<W>(n as usize)?;
    let mut below = W::zero(); // F(x): weight of faces ≤ x
    let mut prev_at_most = W::zero(); // outcomes with X₍ₖ₎ ≤ previous face
    let mut out = Vec::with_capacity(faces.len());
    for (v, w) in faces {
        below = below.add(w)?;
        let above = total.sub(&below)?;
        let mut at_most = W::zero();
        for j in (k + 1)..=n {
            let term = binom[n as usize][j as usize]
                .mul(&pow(&below, j)?)?
                .mul(&pow(&above, n - j)?)?;
            at_most = at_most.add(&term)?;
        }
        out.push((*v, at_most.sub(&prev_at_most)?));
        prev_at_most = at_most;
    }
    Some(out)
}

/// The multiset walk. `walk` is the faces in the order visited, `kept` the kept positions in
/// that order, `lo` the lowest face. Returns dense weights of `Σ kept − |kept|·lo`.
fn kept_sum_dp<W: Weight>(
    walk: &[(i64, W)],
    lo: i64,
    n: u32,
    kept: std::ops::Range<u32>,
    span: usize,
) -> Option<Vec<W>> {
    let n = n as usize;
    let binom = binomials::<W>(n)?;
    // kept_before[p]: kept positions among the first p in walking order.
    let kept_before: Vec<usize> = (0..=n as u32)
        .map(|p| (kept.start.min(p)..kept.end.min(p)).len())
        .collect();
    let settle_from = kept.end as usize;
    let mut remaining = walk.iter().try_fold(W::zero(), |acc, (_, w)| acc.add(w))?;
    // dp[a][s]: weight of having placed `a` dice with kept sum `s` (above `lo` each).
    let mut dp: Vec<Option<Vec<W>>> = vec![None; n + 1];
    dp[0] = Some(vec![W::zero(); span + 1]);
    dp[0].as_mut().expect("just set")[0] = W::one();
    let mut out = vec![W::zero(); span + 1];
    for (v, w) in walk {
        // Settle every state whose kept positions are all filled: the rest may show anything left.
        for (a, row) in dp.iter_mut().enumerate().skip(settle_from) {
            if let Some(row) = row.take() {
                let factor = pow(&remaining, (n - a) as u32)?;
                for (s, x) in row.iter().enumerate() {
                    if !x.is_zero() {
                        out[s].add_assign(&x.mul(&factor)?)?;
                    }
                }
            }
        }
        let step = (*v - lo) as usize;
        let mut w_pow = vec![W::one()];
        for c in 1..=n {
            w_pow.push(w_pow[c - 1].mul(w)?);
        }
        let mut next: Vec<Option<Vec<W>>> = vec![None; n + 1];
        for (a, row) in dp.iter().enumerate() {
            let Some(row) = row else { continue };
            for c in 0..=(n - a) {
                let coef = binom[n - a][c].mul(&w_pow[c])?;
                let add = (kept_before[a + c] - kept_before[a]) * step;
                let target = next[a + c].get_or_insert_with(|| vec![W::zero(); span + 1]);
                for (s, x) in row.iter().enumerate() {
                    if !x.is_zero() {
                        target[s + add].add_assign(&x.mul(&coef)?)?;
                    }
                }
            }
        }
        dp = next;
        remaining = remaining.sub(w)?;
    }
    if let Some(row) = dp[n].take() {
        for (s, x) in row.iter().enumerate() {
            out[s].add_assign(x)?;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::die::Die;

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
}
