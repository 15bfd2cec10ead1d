//! *Nivel* (NIV, L1090-L1138): the power of an opponent, trap, spell or adversity, which alters
//! or defines the difficulty of a PJ's check; and the alternative *puntos de nivel* directive.

use serde::{Deserialize, Serialize};

/// What an opponent's NIV does to a check (A20).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LevelMode {
    /// «EL NIVEL BASE ES EQUIPARABLE A UN MODIFICADOR» (L1096): NIV *n* gives MOD −*n* (default).
    #[default]
    #[serde(rename = "modificador")]
    Modifier,
    /// The NIV is the difficulty itself (spell NIV16 → DIF16, L1100).
    #[serde(rename = "dificultad")]
    Difficulty,
    /// *Puntos de nivel* (L1104-L1138): NPCs have NIV0; the DJ spends a session pool instead.
    #[serde(rename = "puntos")]
    SessionPoints,
}

/// An opponent's level applied to a check: `(modifier, difficulty)` for that mode. Under
/// session points an NPC's own NIV counts for nothing (L1118).
pub fn apply(mode: LevelMode, level: i64) -> (i64, Option<i64>) {
    match mode {
        LevelMode::Modifier => (-level, None),
        LevelMode::Difficulty => (0, Some(level)),
        LevelMode::SessionPoints => (0, None),
    }
}

/// Several opponents at once add up their levels: six rivals of NIV3 are NIV18 (L1100).
pub fn group_level(levels: &[i64]) -> i64 {
    levels.iter().sum()
}

/// The DJ's pool of *puntos de nivel* for a session (L1108-L1134).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelPool {
    /// NIV of the session, chosen by the players.
    pub session_level: i64,
    /// Penalty points left: 1 point = MOD −1 on any PJ check.
    pub remaining: i64,
}

/// A spend larger than the points left in the pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overspend {
    pub asked: i64,
    pub left: i64,
}

/// Why a session level cannot be chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLow {
    pub least: i64,
}

impl LevelPool {
    /// A session of NIV `level` for `players` PJs: the pool is NIV × PRM (MOD@−65 for NIV5 on
    /// 2D12, L1116). The level may not be below the number of PJs (L1130).
    pub fn new(level: i64, players: i64, average: i64) -> Result<LevelPool, TooLow> {
        if level < players {
            return Err(TooLow { least: players });
        }
        Ok(LevelPool {
            session_level: level,
            remaining: level * average,
        })
    }

    /// The DJ spends points: every modifier an NPC uses costs its size each time (L1122). The
    /// pool is all the DJ has: a spend beyond what is left is refused, changing nothing; once
    /// they run out the session ends or the DJ asks for new points (L1132).
    pub fn spend(&mut self, points: i64) -> Result<(), Overspend> {
        if points > self.remaining {
            return Err(Overspend {
                asked: points,
                left: self.remaining,
            });
        }
        self.remaining -= points;
        Ok(())
    }

    /// Declaring an enemy with a negative modifier gives its size back (L1126).
    pub fn refund(&mut self, points: i64) {
        self.remaining += points;
    }

    pub fn is_exhausted(&self) -> bool {
        self.remaining <= 0
    }

    /// Experience for the group if the session ends well: its level, shared freely (L1116).
    pub fn experience(&self, success: bool) -> i64 {
        if success {
            self.session_level
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t17_t18_level_as_modifier_difficulty_and_group() {
        assert_eq!(apply(LevelMode::Modifier, 3), (-3, None)); // T17 / T18a
        assert_eq!(apply(LevelMode::Difficulty, 16), (0, Some(16))); // T18b
        assert_eq!(group_level(&[3; 6]), 18); // T18c
    }

    #[test]
    fn t19_t22_session_points() {
        let mut pool = LevelPool::new(5, 4, 13).unwrap();
        assert_eq!(pool.remaining, 65); // T19a
        assert_eq!(pool.experience(true), 5); // T19b
        let per_turn = (2 + 3) * 3; // T20a
        pool.spend(per_turn * 4).unwrap(); // T20b: 60
        assert_eq!(pool.remaining, 5);
        assert_eq!(pool.spend(10), Err(Overspend { asked: 10, left: 5 }), "L1132: no debt");
        assert_eq!(pool.remaining, 5);
        pool.refund(2); // T21
        assert_eq!(pool.remaining, 7);
        assert_eq!(LevelPool::new(1, 2, 13), Err(TooLow { least: 2 })); // T22
        assert!(LevelPool::new(3, 3, 13).is_ok());
    }
}
