//! Helpers for the notation's tests: rolling with typed faces, and every sequence of faces an
//! expression can ask for, enumerated, to check the exact odds against.

use super::{parse, RollResult, TYPED_GROUP};
use crate::die::Die;
use crate::dist::Dist;
use crate::fraction::Fraction;
use crate::source::{DiceSource, SourceError, TypedDice};
use num_bigint::BigUint;
use std::collections::BTreeMap;

pub fn typed(faces: &[i64]) -> TypedDice {
    TypedDice::only(BTreeMap::from([(TYPED_GROUP.to_string(), faces.to_vec())]))
}

/// Rolls `expr` with exactly `faces` typed in (every face used).
pub fn roll_typed(expr: &str, faces: &[i64], depth: u32) -> RollResult {
    let mut dice = typed(faces);
    let r = parse(expr).unwrap().roll(&mut dice, depth).unwrap();
    dice.finish().unwrap();
    r
}

/// Every sequence of faces an expression can ask for, with its probability, by walking the
/// tree of choices like an odometer.
struct Enumerate {
    path: Vec<(usize, usize)>, // (choice, faces) per throw
    at: usize,
}

impl DiceSource for Enumerate {
    fn roll(&mut self, die: &Die, _: &str) -> Result<i64, SourceError> {
        if self.at == self.path.len() {
            self.path.push((0, die.face_count()));
        }
        let (i, _) = self.path[self.at];
        self.at += 1;
        Ok(die.face_at(i))
    }
}

impl Enumerate {
    /// Moves to the next path; false when every path was walked.
    fn advance(&mut self) -> bool {
        self.path.truncate(self.at);
        self.at = 0;
        while let Some((i, n)) = self.path.pop() {
            if i + 1 < n {
                self.path.push((i + 1, n));
                return true;
            }
        }
        false
    }
}

/// Most sequences of faces one enumeration walks (the cases above it are skipped).
const MAX_PATHS: usize = 5_000;

pub fn brute_force(text: &str, depth: u32) -> Option<Dist> {
    let expr = parse(text).unwrap();
    let mut e = Enumerate {
        path: Vec::new(),
        at: 0,
    };
    let mut pairs: Vec<(i64, BigUint)> = Vec::new();
    let mut den = BigUint::from(1u8);
    loop {
        let total = expr.roll(&mut e, depth).unwrap().total;
        let weight: BigUint = e.path[..e.at].iter().map(|&(_, n)| BigUint::from(n)).product();
        pairs.push((total, weight));
        if pairs.len() > MAX_PATHS {
            return None;
        }
        den = num_integer::Integer::lcm(&den, &pairs.last().unwrap().1);
        if !e.advance() {
            break;
        }
    }
    // Each path weighs 1/Π faces; over a common denominator its weight is den / Π faces.
    let scaled = pairs.into_iter().map(|(v, w)| (v, &den / w)).collect();
    Some(Dist::from_big_pairs(scaled))
}

/// Probabilities of two distributions, which may have different denominators.
pub fn probs(d: &Dist) -> Vec<(i64, Fraction)> {
    d.probabilities().into_iter().map(|r| (r.value, r.p)).collect()
}
