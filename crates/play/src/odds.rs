//! A distribution as odds tables print it: each value with its chance and the chance of it or
//! more, the rows every `tirada odds … --json` and the table's odds share.

use tirada_dice::{Dist, Fraction};

/// `(value, p, at_least)` for every value of `dist`, lowest first ([`Dist::rows`], reduced
/// by the denominator's small primes).
pub fn cumulative(dist: &Dist) -> Vec<(i64, Fraction, Fraction)> {
    dist.rows().map(|r| (r.value, r.p, r.at_least)).collect()
}
