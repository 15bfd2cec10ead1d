//! *Graduales* (L1016-L1054): what a check's grade is worth in points — only the GDF
//! (*antichequeo*), only the GDE (*prochequeo*), or both (*ambichequeo*).

use super::grade::Outcome;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Gradual {
    #[default]
    #[serde(rename = "ninguno")]
    None,
    /// *Antichequeo*: KO → [GDF]PT of harm, OK → 0PT (reactive checks the DJ imposes).
    #[serde(rename = "anti")]
    Anti,
    /// *Prochequeo*: OK → [GDE]PT of benefit, KO → 0PT (proactive checks).
    #[serde(rename = "pro")]
    Pro,
    /// *Ambichequeo*: OK → [GDE]PT, KO → [GDF]PT (points won or lost).
    #[serde(rename = "ambi")]
    Ambi,
}

impl Gradual {
    /// Signed points from a judged check: positive is benefit, negative harm. A neutral (and so
    /// a hyperbole) is worth nothing (A47). `grade` is the final grade, extremes included.
    pub fn points(self, outcome: Outcome, grade: i64) -> i64 {
        match (self, outcome.effective()) {
            (Gradual::Anti | Gradual::Ambi, Outcome::Failure) => grade.min(0),
            (Gradual::Pro | Gradual::Ambi, Outcome::Success) => grade.max(0),
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// T54: GDF3 → harm 3 (anti), GDE4 → 4 (pro), both (ambi), neutral → 0.
    #[test]
    fn t54_gradual_points() {
        assert_eq!(Gradual::Anti.points(Outcome::Failure, -3), -3);
        assert_eq!(Gradual::Anti.points(Outcome::Success, 4), 0);
        assert_eq!(Gradual::Pro.points(Outcome::Success, 4), 4);
        assert_eq!(Gradual::Pro.points(Outcome::Failure, -3), 0);
        assert_eq!(Gradual::Ambi.points(Outcome::Critical, 10), 10);
        assert_eq!(Gradual::Ambi.points(Outcome::Fumble, -4), -4);
        for g in [Gradual::Anti, Gradual::Pro, Gradual::Ambi] {
            assert_eq!(g.points(Outcome::Hyperbole, 0), 0);
        }
    }
}
