//! The base roll (*dado base*, DB: 2D12 in the book, R1 L334) and its extremes (*extremos*:
//! crítico, pifia, hipérbole, R6 L339-L341), judged only on the natural faces of the base dice.
//!
//! A ruleset may replace the base roll (the proemio asks «¿Por qué tengo que usar 3D6 si a mí me
//! gusta el D12?», L116); the extremes are then defined by the ruleset with [`FaceCondition`]s.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Most base dice a ruleset may ask for.
pub const MAX_BASE_DICE: u32 = 10;
/// Most sides of a base die.
pub const MAX_SIDES: u32 = 100;
/// Most distinct multisets of base faces the exact odds may walk over.
pub const MAX_MULTISETS: u64 = 200_000;

/// `count` dice of `sides` sides, summed (RST = the sum, L1582).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct BaseRoll {
    pub count: u32,
    pub sides: u32,
}

impl BaseRoll {
    /// The book's 2D12 (L334).
    pub const BOOK: BaseRoll = BaseRoll { count: 2, sides: 12 };

    /// PRM (*promedio*, L1560): the roll's average with the decimal dropped (2D12 → 13, 1D6 → 3).
    pub fn average(self) -> i64 {
        (self.count as i64 * (self.sides as i64 + 1)) / 2
    }

    pub fn min_sum(self) -> i64 {
        self.count as i64
    }

    pub fn max_sum(self) -> i64 {
        (self.count * self.sides) as i64
    }

    /// Number of distinct multisets of faces: C(sides + count − 1, count).
    pub fn multiset_count(self) -> u64 {
        let (n, k) = (u64::from(self.sides + self.count - 1), u64::from(self.count));
        (0..k).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1))
    }

    /// Every multiset of faces (non-decreasing) with the number of ordered throws showing it;
    /// the numbers add up to `sides^count`.
    pub fn multisets(self) -> Vec<(Vec<u32>, u128)> {
        let mut out = Vec::new();
        let mut faces = vec![1u32; self.count as usize];
        loop {
            out.push((faces.clone(), orderings(&faces)));
            // Next non-decreasing sequence: bump the last face that can grow, reset the tail.
            let Some(i) = (0..faces.len()).rev().find(|&i| faces[i] < self.sides) else {
                return out;
            };
            let v = faces[i] + 1;
            faces[i..].iter_mut().for_each(|f| *f = v);
        }
    }
}

/// The multinomial count `n! / Π c_f!` of a sorted multiset.
fn orderings(sorted: &[u32]) -> u128 {
    let mut result: u128 = 1;
    let mut run = 0u128;
    for (i, f) in sorted.iter().enumerate() {
        run = if i > 0 && sorted[i - 1] == *f { run + 1 } else { 1 };
        // result · (i+1) / run stays whole: it is C(i+1, run) times the previous count.
        result = result * (i as u128 + 1) / run;
    }
    result
}

impl fmt::Display for BaseRoll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}d{}", self.count, self.sides)
    }
}

impl From<BaseRoll> for String {
    fn from(b: BaseRoll) -> String {
        b.to_string()
    }
}

/// Read from a file through serde: a refusal travels as its message
/// ([`tirada_dice::Words::in_complaint`]).
impl TryFrom<String> for BaseRoll {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse().map_err(|w: tirada_dice::Words| w.in_complaint())
    }
}

impl std::str::FromStr for BaseRoll {
    type Err = tirada_dice::Words;
    /// `2d12`, `3D6`, `1d20` (a count, `d`, the sides).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let said = |key: &str| tirada_dice::Words::key(key).arg("given", s);
        let bad = || said("chasis-base-roll");
        let t = s.trim().to_lowercase();
        let (n, d) = t.split_once('d').ok_or_else(bad)?;
        let count: u32 = if n.is_empty() { 1 } else { n.parse().map_err(|_| bad())? };
        let sides: u32 = d.parse().map_err(|_| bad())?;
        if !(1..=MAX_BASE_DICE).contains(&count) || !(2..=MAX_SIDES).contains(&sides) {
            return Err(said("chasis-base-roll-range")
                .arg("max_dice", MAX_BASE_DICE)
                .arg("max_sides", MAX_SIDES));
        }
        let b = BaseRoll { count, sides };
        if b.multiset_count() > MAX_MULTISETS {
            return Err(said("chasis-base-roll-too-large"));
        }
        Ok(b)
    }
}

/// The three extremes (*resultados extremos*, RSX, L1584).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Extreme {
    /// *Crítico* (superéxito): counts as a success whatever the total.
    #[serde(rename = "critico")]
    Critical,
    /// *Pifia* (superfallo): counts as a failure whatever the total.
    #[serde(rename = "pifia")]
    Fumble,
    /// *Hipérbole* (superneutro): counts as a neutral whatever the total.
    #[serde(rename = "hiperbole")]
    Hyperbole,
}

impl Extreme {
    pub const ALL: [Extreme; 3] = [Extreme::Critical, Extreme::Fumble, Extreme::Hyperbole];

    pub fn word(self) -> &'static str {
        match self {
            Extreme::Critical => "critico",
            Extreme::Fumble => "pifia",
            Extreme::Hyperbole => "hiperbole",
        }
    }
}

/// A condition on the natural faces of the base dice, as a ruleset writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FaceCondition {
    /// This extreme does not exist in the ruleset.
    #[serde(rename = "nunca")]
    Never,
    /// Every base die shows this face or more (the book's critical: ⑩ on each die, A1).
    #[serde(rename = "todos_al_menos")]
    AllAtLeast(u32),
    /// Every base die shows this face or less (the book's fumble: ③ on each die, L340).
    #[serde(rename = "todos_como_mucho")]
    AllAtMost(u32),
    /// Exactly these faces, in any order (the book's hyperbole: ①⑫, A2).
    #[serde(rename = "caras")]
    Faces(Vec<u32>),
    /// The base dice add up to this or more.
    #[serde(rename = "suma_al_menos")]
    SumAtLeast(i64),
    /// The base dice add up to this or less.
    #[serde(rename = "suma_como_mucho")]
    SumAtMost(i64),
}

impl FaceCondition {
    /// Whether the faces (in any order) meet the condition.
    pub fn holds(&self, faces: &[u32]) -> bool {
        let sum: i64 = faces.iter().map(|&f| f as i64).sum();
        match self {
            FaceCondition::Never => false,
            FaceCondition::AllAtLeast(n) => faces.iter().all(|f| f >= n),
            FaceCondition::AllAtMost(n) => faces.iter().all(|f| f <= n),
            FaceCondition::Faces(want) => {
                let (mut a, mut b) = (faces.to_vec(), want.clone());
                a.sort_unstable();
                b.sort_unstable();
                a == b
            }
            FaceCondition::SumAtLeast(n) => sum >= *n,
            FaceCondition::SumAtMost(n) => sum <= *n,
        }
    }
}

/// How the extremes are read (R6-R7). Absent conditions are the book's, which only fit 2D12.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ExtremeRules {
    #[serde(rename = "critico", skip_serializing_if = "Option::is_none")]
    pub critical: Option<FaceCondition>,
    #[serde(rename = "pifia", skip_serializing_if = "Option::is_none")]
    pub fumble: Option<FaceCondition>,
    #[serde(rename = "hiperbole", skip_serializing_if = "Option::is_none")]
    pub hyperbole: Option<FaceCondition>,
    /// Extremes override the band of the total (R7, L343: «los extremos prevalecen»). When off,
    /// an extreme only counts where the total agrees with it.
    #[serde(rename = "prevalecen")]
    pub precedence: bool,
}

impl Default for ExtremeRules {
    fn default() -> Self {
        ExtremeRules {
            critical: None,
            fumble: None,
            hyperbole: None,
            precedence: true,
        }
    }
}

impl ExtremeRules {
    /// The book's extremes on 2D12: ⑩⑩ or more, ③③ or less, ①⑫ (R6, A1, A2).
    pub fn book() -> ExtremeRules {
        ExtremeRules {
            critical: Some(FaceCondition::AllAtLeast(10)),
            fumble: Some(FaceCondition::AllAtMost(3)),
            hyperbole: Some(FaceCondition::Faces(vec![1, 12])),
            precedence: true,
        }
    }

    /// The condition of one extreme (`Never` when unset).
    pub fn condition(&self, e: Extreme) -> &FaceCondition {
        let c = match e {
            Extreme::Critical => &self.critical,
            Extreme::Fumble => &self.fumble,
            Extreme::Hyperbole => &self.hyperbole,
        };
        c.as_ref().unwrap_or(&FaceCondition::Never)
    }

    /// The extreme the natural faces show, if any (the first that holds; a valid ruleset's
    /// extremes never overlap).
    pub fn classify(&self, faces: &[u32]) -> Option<Extreme> {
        Extreme::ALL.into_iter().find(|&e| self.condition(e).holds(faces))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multisets_cover_every_throw() {
        for b in [
            BaseRoll::BOOK,
            BaseRoll { count: 3, sides: 6 },
            BaseRoll { count: 1, sides: 20 },
        ] {
            let m = b.multisets();
            assert_eq!(m.len() as u64, b.multiset_count());
            let total: u128 = m.iter().map(|x| x.1).sum();
            assert_eq!(total, (b.sides as u128).pow(b.count));
        }
        assert_eq!(BaseRoll::BOOK.multisets().len(), 78);
    }

    #[test]
    fn averages_drop_the_decimal() {
        assert_eq!(BaseRoll::BOOK.average(), 13);
        assert_eq!("1d6".parse::<BaseRoll>().unwrap().average(), 3);
        assert_eq!("3d6".parse::<BaseRoll>().unwrap().average(), 10);
        assert_eq!("d20".parse::<BaseRoll>().unwrap().to_string(), "1d20");
        assert!("2x12".parse::<BaseRoll>().is_err());
        assert!("0d12".parse::<BaseRoll>().is_err());
    }

    #[test]
    fn the_book_extremes_are_the_footnote_counts() {
        let x = ExtremeRules::book();
        let mut count = [0u128; 3];
        for (faces, w) in BaseRoll::BOOK.multisets() {
            if let Some(e) = x.classify(&faces) {
                count[e as usize] += w;
            }
        }
        assert_eq!(count, [9, 9, 2]);
    }
}
