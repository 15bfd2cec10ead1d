//! A single die: its faces and their distribution.

use crate::dist::Dist;
use serde::Serialize;
use std::fmt;

/// A die that can be thrown.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Die {
    /// `dN`: faces `1..=N`, equally likely.
    Numbered { sides: u32 },
    /// `dF`, the Fudge/Fate die: −1, 0, +1 (two faces each on a physical die).
    Fudge,
    /// Any list of faces, each equally likely; repeated values count twice.
    Custom { faces: Vec<i64> },
}

impl Die {
    /// `dN`. `None` for `N = 0`: a die needs at least one face.
    pub fn d(sides: u32) -> Option<Die> {
        (sides >= 1).then_some(Die::Numbered { sides })
    }

    /// The six-sided die every one of these games throws.
    pub const D6: Die = Die::Numbered { sides: 6 };
    /// The ten-sided die of Hitos.
    pub const D10: Die = Die::Numbered { sides: 10 };
    /// The twelve-sided die of CHASIS.
    pub const D12: Die = Die::Numbered { sides: 12 };

    /// A die with the given faces. `None` if there are none.
    pub fn custom(faces: Vec<i64>) -> Option<Die> {
        (!faces.is_empty()).then_some(Die::Custom { faces })
    }

    /// The distinct values this die can show, increasing.
    pub fn faces(&self) -> Vec<i64> {
        match self {
            Die::Numbered { sides } => (1..=*sides as i64).collect(),
            Die::Fudge => vec![-1, 0, 1],
            Die::Custom { faces } => {
                let mut f = faces.clone();
                f.sort_unstable();
                f.dedup();
                f
            }
        }
    }

    /// Whether `face` is something this die can show — used to reject typed-in faces.
    pub fn can_show(&self, face: i64) -> bool {
        match self {
            Die::Numbered { sides } => (1..=*sides as i64).contains(&face),
            Die::Fudge => (-1..=1).contains(&face),
            Die::Custom { faces } => faces.contains(&face),
        }
    }

    /// The highest face (the one that explodes).
    pub fn max_face(&self) -> i64 {
        *self.faces().last().expect("a die has faces")
    }

    /// The lowest face.
    pub fn min_face(&self) -> i64 {
        self.faces()[0]
    }

    /// The exact distribution of one throw.
    pub fn dist(&self) -> Dist {
        match self {
            Die::Numbered { sides } => Dist::uniform(1, *sides as i64).expect("sides ≥ 1"),
            Die::Fudge => Dist::uniform(-1, 1).expect("three faces"),
            Die::Custom { faces } => Dist::from_weights(faces.iter().map(|&f| (f, 1))).expect("faces ≥ 1"),
        }
    }

    /// Number of physical faces (the size of the choice an RNG makes).
    pub fn face_count(&self) -> usize {
        match self {
            Die::Numbered { sides } => *sides as usize,
            Die::Fudge => 3,
            Die::Custom { faces } => faces.len(),
        }
    }

    /// The face shown for a uniformly chosen physical face index `i < face_count()`.
    pub fn face_at(&self, i: usize) -> i64 {
        match self {
            Die::Numbered { .. } => i as i64 + 1,
            Die::Fudge => i as i64 - 1,
            Die::Custom { faces } => faces[i],
        }
    }

    /// A sentence fragment listing what this die can show, for error messages.
    pub fn allowed_faces(&self) -> String {
        match self {
            Die::Numbered { sides } => format!("de 1 a {sides}"),
            Die::Fudge => "−1, 0 o +1".to_string(),
            Die::Custom { .. } => {
                let f: Vec<String> = self.faces().iter().map(|v| v.to_string()).collect();
                f.join(", ")
            }
        }
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Die::Numbered { sides } => write!(f, "d{sides}"),
            Die::Fudge => write!(f, "dF"),
            Die::Custom { faces } => {
                let s: Vec<String> = faces.iter().map(|v| v.to_string()).collect();
                write!(f, "d{{{}}}", s.join(","))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_and_limits() {
        assert_eq!(Die::D6.faces(), vec![1, 2, 3, 4, 5, 6]);
        assert!(Die::d(0).is_none());
        assert!(!Die::D6.can_show(7));
        assert!(Die::Fudge.can_show(-1) && !Die::Fudge.can_show(2));
        let c = Die::custom(vec![0, 0, 1, 2]).unwrap();
        assert_eq!(c.faces(), vec![0, 1, 2]);
        assert_eq!(c.dist().prob(0).to_string(), "1/2");
        assert_eq!(c.to_string(), "d{0,0,1,2}");
        assert_eq!(Die::Fudge.allowed_faces(), "−1, 0 o +1");
    }
}
