//! Helpers the CHASIS test modules share: one copy each.

use tirada_dice::{Fraction, SeededDice};
use tirada_rules::chasis::{self, Check, Outcome, Ruleset};

/// A fraction written `n/d`.
pub fn f(s: &str) -> Fraction {
    s.parse().unwrap()
}

/// Rolls `check` `n` times with seed `seed`: every total is one the exact odds (to `depth`
/// rerolls) allow, and successes come as often as they say (within five standard deviations).
pub fn rolls_agree_with_the_odds(r: &Ruleset, check: &Check, depth: u32, n: u32, seed: u64) {
    let o = chasis::odds(r, check, depth).unwrap();
    let mut dice = SeededDice::new(seed);
    let mut success = 0;
    for _ in 0..n {
        let t = chasis::roll(r, check, &mut dice).unwrap();
        assert!(o.distribution.iter().any(|row| row.total == t.total), "{}", t.total);
        success += (t.effective == Outcome::Success) as u32;
    }
    let p = o.effective[&Outcome::Success].to_f64();
    let sd = (p * (1.0 - p) / n as f64).sqrt();
    assert!((success as f64 / n as f64 - p).abs() < 5.0 * sd);
}

// `es` and `Es`: an error as a person reads it, shared by every test binary.
include!("words.rs");
