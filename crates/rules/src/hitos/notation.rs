//! The dice-letter notation of damage and every table (L16, L249, L255; grammar in aid 2.9):
//! letters of the sorted dice written together (`mC` = m + C), constants and fresh dice with `+`
//! (`mCM+2d`, `+1`), and `X/Y` for "X on a miss, Y on a hit" (`C/M`).
//!
//! A small hand-written parser (never `eval`) to one AST, evaluated by the same code on a roll's
//! dice and exactly over every throw.
//!
//! ```text
//! expr   = sum [ "/" sum ]
//! sum    = [ "+" ] term { ("+" | "-") term }
//! term   = group | count "d" | constant
//! group  = "mCM" | "mC" | "mM" | "CM" | "m" | "C" | "M"   (canonical order, case-sensitive)
//! ```

use super::dice::EXTRA_GROUP;
pub use super::letters::{Letters, Values};
use serde::{Serialize, Serializer};
use std::fmt;
use tirada_dice::{DiceSource, Die, Dist, SourceError};

/// Most fresh dice one term may add.
pub const MAX_EXTRA: u32 = 100;
/// Largest constant accepted.
pub const MAX_CONSTANT: i64 = 1_000_000;

/// One term of a sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    Letters(Letters),
    /// `Nd`: N fresh d10, which take no part in criticals or fumbles (N-2).
    Extra(u32),
    Constant(i64),
}

/// A signed sum of terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sum {
    /// `(negative, term)` in order.
    pub terms: Vec<(bool, Term)>,
}

/// A parsed expression: one sum, or a miss/hit split (D-4, L255).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LetterExpr {
    Sum(Sum),
    Split { miss: Sum, hit: Sum },
}

/// What went wrong in an expression, with the 1-based character position.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "hitos-notation", content = "args", rename_all = "kebab-case")]
pub enum NotationError {
    Empty,
    Unexpected { found: char, at: usize },
    BadGroup { group: String, at: usize },
    Dangling { sign: char, at: usize },
    TooLarge { at: usize },
    ZeroDice { at: usize },
    TwoSplits { at: usize },
}

/// With the limits the messages name.
impl tirada_dice::Worded for NotationError {
    fn words(&self) -> tirada_dice::Words {
        tirada_dice::Words::of(self)
            .arg("max_constant", MAX_CONSTANT)
            .arg("max_extra", MAX_EXTRA)
    }
}
tirada_dice::worded_display!(NotationError);

/// Parses an expression in the dice-letter notation. Spaces are ignored.
pub fn parse(text: &str) -> Result<LetterExpr, NotationError> {
    let chars: Vec<(usize, char)> = text.chars().enumerate().filter(|(_, c)| !c.is_whitespace()).collect();
    if chars.is_empty() {
        return Err(NotationError::Empty);
    }
    let slashes: Vec<usize> = chars.iter().filter(|c| c.1 == '/').map(|c| c.0).collect();
    match slashes.as_slice() {
        [] => Ok(LetterExpr::Sum(parse_sum(&chars)?)),
        [at] => {
            let cut = chars.iter().position(|c| c.0 == *at).expect("found above");
            if cut == 0 {
                return Err(NotationError::Empty);
            }
            let miss = parse_sum(&chars[..cut])?;
            let rest = &chars[cut + 1..];
            if rest.is_empty() {
                return Err(NotationError::Dangling { sign: '/', at: at + 1 });
            }
            Ok(LetterExpr::Split {
                miss,
                hit: parse_sum(rest)?,
            })
        }
        [_, second, ..] => Err(NotationError::TwoSplits { at: second + 1 }),
    }
}

fn parse_sum(chars: &[(usize, char)]) -> Result<Sum, NotationError> {
    let mut terms = Vec::new();
    let mut i = 0;
    let mut negative = false;
    if chars[0].1 == '+' {
        i = 1;
        if chars.len() == 1 {
            return Err(NotationError::Dangling {
                sign: '+',
                at: chars[0].0 + 1,
            });
        }
    }
    loop {
        let (at, ch) = chars[i];
        let start = i;
        let term = if ch.is_ascii_digit() {
            while i < chars.len() && chars[i].1.is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().map(|c| c.1).collect();
            let n: i64 = digits.parse().map_err(|_| NotationError::TooLarge { at: at + 1 })?;
            if i < chars.len() && matches!(chars[i].1, 'd' | 'D') {
                i += 1;
                match n {
                    0 => return Err(NotationError::ZeroDice { at: at + 1 }),
                    n if n > i64::from(MAX_EXTRA) => return Err(NotationError::TooLarge { at: at + 1 }),
                    n => Term::Extra(n as u32),
                }
            } else if n > MAX_CONSTANT {
                return Err(NotationError::TooLarge { at: at + 1 });
            } else {
                Term::Constant(n)
            }
        } else if ch.is_alphabetic() {
            while i < chars.len() && chars[i].1.is_alphabetic() {
                i += 1;
            }
            let group: String = chars[start..i].iter().map(|c| c.1).collect();
            let letters = Letters::parse(&group).ok_or(NotationError::BadGroup { group, at: at + 1 })?;
            Term::Letters(letters)
        } else {
            return Err(NotationError::Unexpected { found: ch, at: at + 1 });
        };
        terms.push((negative, term));
        if i == chars.len() {
            return Ok(Sum { terms });
        }
        let (at, sign) = chars[i];
        negative = match sign {
            '+' => false,
            '-' | '−' => true,
            other => {
                return Err(NotationError::Unexpected {
                    found: other,
                    at: at + 1,
                })
            }
        };
        i += 1;
        if i == chars.len() {
            return Err(NotationError::Dangling { sign, at: at + 1 });
        }
    }
}

impl std::str::FromStr for LetterExpr {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse(s)
    }
}

impl fmt::Display for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (neg, t)) in self.terms.iter().enumerate() {
            match (i, neg) {
                (_, true) => write!(f, "-")?,
                (0, false) if matches!(t, Term::Constant(_)) && self.terms.len() == 1 => write!(f, "+")?,
                (0, false) => {}
                (_, false) => write!(f, "+")?,
            }
            match t {
                Term::Letters(l) => write!(f, "{l}")?,
                Term::Extra(n) => write!(f, "{n}d")?,
                Term::Constant(c) => write!(f, "{c}")?,
            }
        }
        Ok(())
    }
}

impl fmt::Display for LetterExpr {
    /// The canonical spelling (`mCM+1d`, `C/M`, a lone constant as `+1`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LetterExpr::Sum(s) => write!(f, "{s}"),
            LetterExpr::Split { miss, hit } => write!(f, "{miss}/{hit}"),
        }
    }
}

impl Serialize for LetterExpr {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// An evaluated expression: the value and the fresh dice it rolled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Evaluated {
    pub value: i64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub extra_dice: Vec<u8>,
}

impl Sum {
    /// The part read off the dice and constants, without fresh dice.
    fn fixed(&self, v: Values) -> i64 {
        self.terms
            .iter()
            .map(|&(neg, t)| {
                let x = match t {
                    Term::Letters(l) => l.sum(v),
                    Term::Constant(c) => c,
                    Term::Extra(_) => 0,
                };
                if neg {
                    -x
                } else {
                    x
                }
            })
            .sum()
    }

    /// Fresh dice added and subtracted.
    fn extra(&self) -> (u32, u32) {
        self.terms.iter().fold((0, 0), |(p, n), &(neg, t)| match (t, neg) {
            (Term::Extra(k), false) => (p + k, n),
            (Term::Extra(k), true) => (p, n + k),
            _ => (p, n),
        })
    }
}

impl LetterExpr {
    /// The side that applies: the whole sum, or the miss/hit side of a split.
    pub fn side(&self, hit: bool) -> &Sum {
        match self {
            LetterExpr::Sum(s) => s,
            LetterExpr::Split { miss, hit: h } => {
                if hit {
                    h
                } else {
                    miss
                }
            }
        }
    }

    pub fn is_split(&self) -> bool {
        matches!(self, LetterExpr::Split { .. })
    }

    /// Evaluates on a roll's values, rolling fresh `Nd` dice from `dice` (group `daño`).
    pub fn eval<S: DiceSource + ?Sized>(&self, v: Values, hit: bool, dice: &mut S) -> Result<Evaluated, SourceError> {
        let sum = self.side(hit);
        let mut value = sum.fixed(v);
        let mut extra_dice = Vec::new();
        for &(neg, t) in &sum.terms {
            if let Term::Extra(n) = t {
                for _ in 0..n {
                    let face = if v.minimum {
                        1
                    } else {
                        dice.roll(&Die::D10, EXTRA_GROUP)?
                    };
                    extra_dice.push(face as u8);
                    value += if neg { -face } else { face };
                }
            }
        }
        Ok(Evaluated { value, extra_dice })
    }

    /// The value when the expression has no fresh dice (tables read off a roll), else `None`.
    pub fn value(&self, v: Values, hit: bool) -> Option<i64> {
        let sum = self.side(hit);
        (sum.extra() == (0, 0) || v.minimum).then(|| {
            let (p, n) = sum.extra();
            sum.fixed(v) + if v.minimum { i64::from(p) - i64::from(n) } else { 0 }
        })
    }

    /// The exact distribution given the values read (only fresh dice are random).
    pub fn dist_given(&self, v: Values, hit: bool) -> Dist {
        let sum = self.side(hit);
        match self.value(v, hit) {
            Some(x) => Dist::constant(x),
            None => with_fresh(Dist::constant(sum.fixed(v)), sum.extra()),
        }
    }

    /// The exact distribution over a fresh 3d10 throw read plainly (no activation), fresh dice
    /// included: Table 7's `M` has mean 319/40.
    pub fn dist(&self, hit: bool) -> Dist {
        let sum = self.side(hit);
        let pairs = super::dice::hands().map(|(d, w)| (sum.fixed(Values::of(d)), u128::from(w)));
        with_fresh(Dist::from_weights(pairs).expect("1000 throws"), sum.extra())
    }
}

/// `base` plus `p` fresh d10 minus `n` more.
fn with_fresh(base: Dist, (p, n): (u32, u32)) -> Dist {
    let d10 = Die::D10.dist();
    let mut d = base;
    if p > 0 {
        d = d.add(&d10.sum_iid(p));
    }
    if n > 0 {
        d = d.sub(&d10.sum_iid(n));
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_groups_only() {
        for ok in [
            "m", "C", "M", "mC", "mM", "CM", "mCM", "mCM+1d", "mCM+3d", "+1", "1", "C/M", "mC - 2",
        ] {
            assert!(parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "Cm", "MM", "mm", "x", "c", "", "+", "m+", "0d", "C/M/m", "/M", "C/", "m*C",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        assert_eq!(parse("mCM + 2d").unwrap().to_string(), "mCM+2d");
        assert_eq!(parse("1").unwrap().to_string(), "+1");
        assert_eq!(
            parse("Cm").unwrap_err(),
            NotationError::BadGroup {
                group: "Cm".into(),
                at: 1
            }
        );
    }
}
