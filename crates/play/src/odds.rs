//! A distribution as odds tables print it: each value with its chance and the chance of it or
//! more, the rows every `tirada odds … --json` and the table's odds share.

use tirada_dice::{Dist, Fraction};

/// `(value, p, at_least)` for every value of `dist`, lowest first.
pub fn cumulative(dist: &Dist) -> Vec<(i64, Fraction, Fraction)> {
    let den = dist.denominator();
    let mut remaining = den.clone();
    dist.weights()
        .into_iter()
        .map(|(v, w)| {
            let row = (
                v,
                Fraction::ratio(w.clone(), den.clone()),
                Fraction::ratio(remaining.clone(), den.clone()),
            );
            remaining -= w;
            row
        })
        .collect()
}
