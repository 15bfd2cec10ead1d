//! The three d10 of every Hitos test, sorted into *dado menor* (m), *dado central* (C) and
//! *dado mayor* (M), with the doubles and triples that make criticals, fumbles and the values
//! of an aspect activation.

use super::options::CritMode;
use serde::{Serialize, Serializer};
use std::fmt;

/// The dice group typed faces and rerolls are drawn from (`--dados`).
pub const GROUP: &str = "dados";
/// The group of the extra damage dice of an `Nd` term (`mCM+2d`).
pub const EXTRA_GROUP: &str = "daño";

/// The three faces sorted ascending: `m ≤ C ≤ M` (R-2, L8). Serialises as `[m, C, M]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sorted(pub [u8; 3]);

impl Sorted {
    /// Sorts three faces; their physical order never matters (L8).
    pub fn new(mut faces: [u8; 3]) -> Sorted {
        faces.sort_unstable();
        Sorted(faces)
    }

    /// *Dado menor* (m).
    pub fn low(self) -> u8 {
        self.0[0]
    }

    /// *Dado central* (C), the normal resolution die (L12).
    pub fn mid(self) -> u8 {
        self.0[1]
    }

    /// *Dado mayor* (M).
    pub fn high(self) -> u8 {
        self.0[2]
    }

    /// The repeated face, if any: two equal dice are a *doble*, three a *triple* (R-3). With
    /// three dice at most one face repeats.
    pub fn repeat(self) -> Option<Repeat> {
        let [a, b, c] = self.0;
        match (a == b, b == c) {
            (true, true) => Some(Repeat {
                face: a,
                size: Size::Triple,
            }),
            (true, false) => Some(Repeat {
                face: a,
                size: Size::Double,
            }),
            (false, true) => Some(Repeat {
                face: b,
                size: Size::Double,
            }),
            (false, false) => None,
        }
    }

    /// A critical or a fumble under `mode`. Read from the dice as finally
    /// rolled, whatever die is read.
    pub fn special(self, mode: CritMode) -> Option<Special> {
        let r = self.repeat()?;
        if mode == CritMode::Realistic && r.size == Size::Double {
            return None;
        }
        match r.face {
            10 => Some(Special::Critical(r.size)),
            1 => Some(Special::Fumble(r.size)),
            _ => None,
        }
    }

    /// V⁺, the die value of a positive activation (A-POS-4, L125): the higher of M and the sum
    /// of the equal dice — (7,7,2) → 14, (4,4,9) → 9, (5,5,5) → 15.
    pub fn positive_value(self) -> i32 {
        let high = i32::from(self.high());
        match self.repeat() {
            Some(r) => high.max(i32::from(r.face) * r.size.count()),
            None => high,
        }
    }

    /// V⁻, the die value of a negative activation (A-NEG-4/5, L129): minus the repeated face
    /// (two sixes −6, three fours −4: the face, not the sum), else m.
    pub fn negative_value(self) -> i32 {
        match self.repeat() {
            Some(r) => -i32::from(r.face),
            None => i32::from(self.low()),
        }
    }
}

impl Serialize for Sorted {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl fmt::Display for Sorted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "m={} C={} M={}", self.low(), self.mid(), self.high())
    }
}

/// A *doble* or a *triple*.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Size {
    #[serde(rename = "doble")]
    Double,
    #[serde(rename = "triple")]
    Triple,
}

impl Size {
    pub fn count(self) -> i32 {
        match self {
            Size::Double => 2,
            Size::Triple => 3,
        }
    }

    /// How long the temporary aspect it may bring lasts: a scene for a double, a session for
    /// a triple (R-9, R-10, A-T-2, L149).
    pub fn aspect_duration(self) -> super::aspects::kinds::Duration {
        match self {
            Size::Double => super::aspects::kinds::Duration::Scene,
            Size::Triple => super::aspects::kinds::Duration::Session,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Size::Double => "doble",
            Size::Triple => "triple",
        }
    }
}

/// A repeated face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Repeat {
    pub face: u8,
    pub size: Size,
}

/// *Éxito crítico* (double or triple 10) or *pifia* (double or triple 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", content = "size")]
pub enum Special {
    #[serde(rename = "critico")]
    Critical(Size),
    #[serde(rename = "pifia")]
    Fumble(Size),
}

impl Special {
    pub fn size(self) -> Size {
        match self {
            Special::Critical(s) | Special::Fumble(s) => s,
        }
    }

    pub fn is_critical(self) -> bool {
        matches!(self, Special::Critical(_))
    }
}

/// Every sorted hand of 3d10 with its number of orderings (220 hands, 1000 orderings): the
/// exact odds walk these instead of the 1000 ordered throws.
pub fn hands() -> impl Iterator<Item = (Sorted, u32)> {
    (1..=10u8).flat_map(|a| {
        (a..=10u8).flat_map(move |b| {
            (b..=10u8).map(move |c| {
                let orderings = match (a == b, b == c) {
                    (true, true) => 1,
                    (true, false) | (false, true) => 3,
                    _ => 6,
                };
                (Sorted([a, b, c]), orderings)
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_of_the_source_illustrations() {
        assert_eq!(Sorted::new([7, 2, 7]).positive_value(), 14);
        assert_eq!(Sorted::new([4, 9, 4]).positive_value(), 9);
        assert_eq!(Sorted::new([5, 5, 5]).positive_value(), 15);
        assert_eq!(Sorted::new([6, 6, 6]).positive_value(), 18);
        assert_eq!(Sorted::new([3, 8, 6]).positive_value(), 8);
        assert_eq!(Sorted::new([6, 6, 2]).negative_value(), -6);
        assert_eq!(Sorted::new([4, 4, 4]).negative_value(), -4);
        assert_eq!(Sorted::new([3, 9, 8]).negative_value(), 3);
    }

    #[test]
    fn hands_cover_every_throw() {
        assert_eq!(hands().count(), 220);
        assert_eq!(hands().map(|h| h.1).sum::<u32>(), 1000);
    }

    #[test]
    fn realistic_mode_needs_triples() {
        let d = Sorted::new([10, 10, 2]);
        assert_eq!(d.special(CritMode::Spectacular), Some(Special::Critical(Size::Double)));
        assert_eq!(d.special(CritMode::Realistic), None);
        assert_eq!(
            Sorted::new([1, 1, 1]).special(CritMode::Realistic),
            Some(Special::Fumble(Size::Triple))
        );
    }
}
