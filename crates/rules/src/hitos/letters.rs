//! The letters of the sorted dice — *dado menor* (m), *dado central* (C), *dado mayor* (M) — as a
//! set that names a die or a sum of dice (`--dado mC`, R-6), and the values they read.

use super::dice::Sorted;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A non-empty set of the letters m, C, M (bit 0 = m, 1 = C, 2 = M).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Letters(u8);

impl Letters {
    pub const LOW: Letters = Letters(1);
    pub const MID: Letters = Letters(2);
    pub const HIGH: Letters = Letters(4);
    pub const ALL: Letters = Letters(7);

    /// Only the canonical spellings: `m`, `C`, `M`, `mC`, `mM`, `CM`, `mCM` (N-6).
    pub fn parse(text: &str) -> Option<Letters> {
        let mut bits = 0u8;
        let mut last = 0u8;
        for ch in text.chars() {
            let bit = match ch {
                'm' => 1,
                'C' => 2,
                'M' => 4,
                _ => return None,
            };
            if bit <= last {
                return None;
            }
            bits |= bit;
            last = bit;
        }
        (bits != 0).then_some(Letters(bits))
    }

    pub fn has_low(self) -> bool {
        self.0 & 1 != 0
    }

    pub fn has_mid(self) -> bool {
        self.0 & 2 != 0
    }

    pub fn has_high(self) -> bool {
        self.0 & 4 != 0
    }

    /// How many dice the letters add.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The sum of the named values.
    pub fn sum(self, v: Values) -> i64 {
        [
            (self.has_low(), v.low),
            (self.has_mid(), v.mid),
            (self.has_high(), v.high),
        ]
        .iter()
        .filter(|x| x.0)
        .map(|x| x.1)
        .sum()
    }
}

impl Default for Letters {
    /// The *dado central*.
    fn default() -> Self {
        Letters::MID
    }
}

impl fmt::Display for Letters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (on, ch) in [(self.has_low(), 'm'), (self.has_mid(), 'C'), (self.has_high(), 'M')] {
            if on {
                write!(f, "{ch}")?;
            }
        }
        Ok(())
    }
}

impl Serialize for Letters {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Letters {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Letters::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("«{text}» no es un dado: usa m, C, M o una suma como mC")))
    }
}

/// What the letters read: the sorted faces, or substitutes (M := V⁺ after a positive
/// activation, every die 1 for minimum damage).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Values {
    pub low: i64,
    pub mid: i64,
    pub high: i64,
    /// Fresh `Nd` dice count 1 each (minimum damage, N-5).
    pub minimum: bool,
}

impl Values {
    pub fn of(d: Sorted) -> Values {
        Values {
            low: i64::from(d.low()),
            mid: i64::from(d.mid()),
            high: i64::from(d.high()),
            minimum: false,
        }
    }

    /// Minimum damage: every die, fresh ones included, counts as 1 (MD-1, N-5, L353).
    pub fn minimum() -> Values {
        Values {
            low: 1,
            mid: 1,
            high: 1,
            minimum: true,
        }
    }
}
