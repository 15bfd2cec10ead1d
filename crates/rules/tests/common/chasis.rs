//! Helpers the CHASIS test modules share: one copy each.

use tirada_dice::Fraction;

/// A fraction written `n/d`.
pub fn f(s: &str) -> Fraction {
    s.parse().unwrap()
}
