//! Stress (*estrés*): two tracks of boxes; a hit of N marks box N or the next free one above,
//! and a hit no box can take forces a consequence (L213–L229, L235, R-STR-1…6, R-OVF-2).

use crate::fate::error::FateError;
use crate::fate::tables::ConflictKind;
use serde::{Deserialize, Serialize};

/// The two stress tracks (*medidores*, L221).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Track {
    /// *Salud*: physical stress, wounds and fatigue; grown by Resistencia (L223).
    #[serde(rename = "salud")]
    Health,
    /// *Serenidad*: mental and social stress; grown by Coraje (L223).
    #[serde(rename = "serenidad")]
    Composure,
}

impl Track {
    pub fn word(self) -> &'static str {
        match self {
            Track::Health => "Salud",
            Track::Composure => "Serenidad",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            Track::Health => "Health",
            Track::Composure => "Composure",
        }
    }

    /// The skill whose rating adds boxes to this track (L223).
    pub fn skill(self) -> &'static str {
        match self {
            Track::Health => "Resistencia",
            Track::Composure => "Coraje",
        }
    }

    /// Physical conflicts hurt Salud; social and mental ones Serenidad (A-STR-2).
    pub fn for_kind(kind: ConflictKind) -> Track {
        match kind {
            ConflictKind::Physical => Track::Health,
            ConflictKind::Social | ConflictKind::Mental => Track::Composure,
        }
    }

    pub fn parse(text: &str) -> Option<Track> {
        match crate::fate::ladder::fold(text).as_str() {
            "salud" | "health" => Some(Track::Health),
            "serenidad" | "composure" => Some(Track::Composure),
            _ => None,
        }
    }
}

/// Where a hit lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "lands", rename_all = "snake_case")]
pub enum Placement {
    /// A hit of 0 does nothing (R-STR-5).
    #[serde(rename = "nada")]
    Nothing,
    /// This box, 1-based from the left, is marked.
    #[serde(rename = "casilla")]
    Box { index: u32 },
    /// No box of that level or higher is free: a consequence must be taken (L235, R-STR-4).
    #[serde(rename = "consecuencia")]
    Consequence,
}

/// A stress track: its boxes, marked or free. Written as a pattern, `x` marked and `.` free
/// (`"x.x.."`: boxes 1 and 3 marked of five).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct StressTrack {
    boxes: Vec<bool>,
}

impl TryFrom<String> for StressTrack {
    type Error = FateError;
    fn try_from(s: String) -> Result<Self, FateError> {
        StressTrack::parse(&s)
    }
}

impl From<StressTrack> for String {
    fn from(t: StressTrack) -> String {
        t.pattern()
    }
}

/// The most boxes a track may have: far beyond any rating, small enough to draw.
pub const MAX_BOXES: usize = 30;

impl StressTrack {
    /// A clear track of `len` boxes.
    pub fn new(len: usize) -> StressTrack {
        StressTrack {
            boxes: vec![false; len],
        }
    }

    /// A pattern of `x` (marked) and `.` (free); `X`, `■`, `☒` and `o`, `_`, `□`, `☐` too,
    /// or boxes drawn as `[x][ ][ ]`.
    pub fn parse(pattern: &str) -> Result<StressTrack, FateError> {
        let t = pattern.trim();
        let symbols: Vec<char> = if t.starts_with('[') {
            t.split('[')
                .skip(1)
                .map(|b| b.trim_end().trim_end_matches(']').trim().chars().next().unwrap_or('.'))
                .collect()
        } else {
            t.chars().filter(|c| !c.is_whitespace()).collect()
        };
        let boxes = symbols
            .into_iter()
            .map(|c| match c {
                'x' | 'X' | '■' | '☒' | '✗' => Ok(true),
                '.' | 'o' | 'O' | '_' | '□' | '☐' => Ok(false),
                other => Err(FateError::TrackSymbol { symbol: other }),
            })
            .collect::<Result<Vec<bool>, _>>()?;
        if boxes.is_empty() || boxes.len() > MAX_BOXES {
            return Err(FateError::TrackLength { len: boxes.len() });
        }
        Ok(StressTrack { boxes })
    }

    /// The track as a pattern.
    pub fn pattern(&self) -> String {
        self.boxes.iter().map(|&b| if b { 'x' } else { '.' }).collect()
    }

    pub fn len(&self) -> usize {
        self.boxes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.boxes.is_empty()
    }

    /// Whether box `index` (1-based) is marked.
    pub fn is_marked(&self, index: u32) -> bool {
        self.boxes.get(index as usize - 1).copied().unwrap_or(false)
    }

    pub fn marked(&self) -> usize {
        self.boxes.iter().filter(|&&b| b).count()
    }

    /// Where a hit of `hit` shifts would land: box N, or the lowest free box above it
    /// (R-STR-3, "rolls up"); a consequence if none is free (R-STR-4).
    pub fn place(&self, hit: u32) -> Placement {
        if hit == 0 {
            return Placement::Nothing;
        }
        let from = hit as usize - 1;
        match self.boxes.iter().skip(from).position(|&b| !b) {
            Some(i) => Placement::Box {
                index: (from + i + 1) as u32,
            },
            None => Placement::Consequence,
        }
    }

    /// Places a hit and marks its box. A forced consequence leaves the track unchanged.
    pub fn absorb(&mut self, hit: u32) -> Placement {
        let p = self.place(hit);
        if let Placement::Box { index } = p {
            self.boxes[index as usize - 1] = true;
        }
        p
    }

    /// Clears every box: the end of a scene (L229, R-STR-6).
    pub fn clear(&mut self) {
        self.boxes.iter_mut().for_each(|b| *b = false);
    }

    /// The fewest shifts that force a consequence: one past the highest free box, or 1 when
    /// none is free (L375, R-OVF-2). Shifts beyond it are overflow against named characters.
    pub fn n_min(&self) -> u32 {
        self.boxes.iter().rposition(|&b| !b).map_or(1, |i| i as u32 + 2)
    }

    /// Overflow of a hit against a named character (R-OVF-2, A-OVF-2).
    pub fn overflow(&self, shifts: u32) -> u32 {
        shifts.saturating_sub(self.n_min())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns() {
        assert_eq!(StressTrack::parse("[x][ ][x][ ][ ]").unwrap().pattern(), "x.x..");
        let t = StressTrack::parse("x.x..").unwrap();
        assert_eq!((t.len(), t.marked(), t.pattern().as_str()), (5, 2, "x.x.."));
        assert!(t.is_marked(3) && !t.is_marked(2));
        assert!(StressTrack::parse("x?").is_err() && StressTrack::parse("").is_err());
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(json, "\"x.x..\"");
    }

    #[test]
    fn n_min_of_the_overflow_rule() {
        assert_eq!(StressTrack::new(5).n_min(), 6);
        assert_eq!(StressTrack::parse("....x").unwrap().n_min(), 5);
        assert_eq!(StressTrack::parse("xxxxx").unwrap().n_min(), 1);
        assert_eq!(StressTrack::new(5).overflow(8), 2);
    }
}
