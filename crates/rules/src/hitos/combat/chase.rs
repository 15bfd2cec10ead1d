//! Chases (*persecuciones*, L736–L786, aid 4.23–4.24): four distances, opposed Reflejos tests
//! that close or open them, stop and hide attempts, and reckless driving.

use crate::hitos::options::Rules;
use crate::hitos::roll::opposed::{opposed, Winner};
use crate::hitos::roll::resolve::Resolution;
use serde::{Deserialize, Serialize};

/// The distance between pursuer and quarry (CH-1), in order; the GM picks the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Distance {
    /// Touching, or about to.
    #[serde(rename = "corta")]
    Close,
    /// About ten paces or a few seconds apart.
    #[serde(rename = "media")]
    Medium,
    /// Far, but in sight.
    #[serde(rename = "larga")]
    Long,
    /// Out of sight; a «Rastro caliente» can still be followed.
    #[serde(rename = "muy_larga")]
    VeryLong,
}

impl Distance {
    fn closer(self) -> Distance {
        match self {
            Distance::Close | Distance::Medium => Distance::Close,
            Distance::Long => Distance::Medium,
            Distance::VeryLong => Distance::Long,
        }
    }

    fn farther(self) -> Option<Distance> {
        match self {
            Distance::Close => Some(Distance::Medium),
            Distance::Medium => Some(Distance::Long),
            Distance::Long => Some(Distance::VeryLong),
            Distance::VeryLong => None,
        }
    }
}

/// How a chase ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    /// The pursuer caught or stopped the quarry.
    #[serde(rename = "atrapado")]
    Caught,
    /// The quarry got away (trail lost, hidden, or the pursuer's fumble).
    #[serde(rename = "escapa")]
    Escaped,
}

/// A chase roll: the test, and whether the driver pushed the vehicle (VC-2: +3 already in the
/// total, which must reach 15 or the roll counts as a fumble).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChaseRoll {
    pub roll: Resolution,
    pub reckless: bool,
}

/// The least total a reckless driver needs (VC-2, L786).
pub const RECKLESS_MINIMUM: i32 = 15;
/// What pushing the machine adds to the roll.
pub const RECKLESS_BONUS: i32 = 3;

impl ChaseRoll {
    pub fn plain(roll: Resolution) -> Self {
        ChaseRoll { roll, reckless: false }
    }

    /// −1 fumble, 1 critical, 0 neither; a reckless roll under 15 is a fumble.
    fn rank(&self) -> i8 {
        if self.crashed() {
            return -1;
        }
        match self.roll.special {
            Some(s) if s.is_critical() => 1,
            Some(_) => -1,
            None => 0,
        }
    }

    /// A reckless roll that fell short: the vehicle leaves the road or crashes.
    pub fn crashed(&self) -> bool {
        self.reckless && self.roll.total < RECKLESS_MINIMUM
    }

    /// Damage the GM may deal to the driver and each passenger after a crash: the roll's C.
    pub fn crash_damage(&self) -> Option<i64> {
        self.crashed().then_some(i64::from(self.roll.sorted.mid()))
    }
}

/// A chase in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chase {
    pub distance: Distance,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<End>,
}

/// Criticals end a chase for whoever rolled them, fumbles against (CH-3); both sides alike
/// cancel (AMB-49). `None`: no critical or fumble decides.
fn decided(pursuer: &ChaseRoll, quarry: &ChaseRoll) -> Option<Option<End>> {
    match (pursuer.rank(), quarry.rank()) {
        (0, 0) => None,
        (a, b) if a == b => Some(None),
        (a, b) if a > b => Some(Some(End::Caught)),
        _ => Some(Some(End::Escaped)),
    }
}

impl Chase {
    pub fn new(start: Distance) -> Self {
        Chase {
            distance: start,
            end: None,
        }
    }

    /// One interval of the chase (CH-2): the winner of the opposed Reflejos tests moves the
    /// distance one step; the quarry winning at muy larga loses the pursuer. A tie changes
    /// nothing.
    pub fn run(&mut self, pursuer: &ChaseRoll, quarry: &ChaseRoll, rules: &Rules) -> Option<End> {
        if self.end.is_some() {
            return self.end;
        }
        if let Some(d) = decided(pursuer, quarry) {
            self.end = d;
            return self.end;
        }
        match opposed(&pursuer.roll, &quarry.roll, rules) {
            Winner::Initiator => self.distance = self.distance.closer(),
            Winner::Opponent => match self.distance.farther() {
                Some(d) => self.distance = d,
                None => self.end = Some(End::Escaped),
            },
            Winner::Tie => {}
        }
        self.end
    }

    /// At corta the pursuer may try to stop the quarry (CH-4): winning stops it, losing leaves
    /// them at media. `None` when the distance does not allow it.
    pub fn stop(&mut self, pursuer: &ChaseRoll, quarry: &ChaseRoll, rules: &Rules) -> Option<Option<End>> {
        if self.end.is_some() || self.distance != Distance::Close {
            return None;
        }
        if let Some(d) = decided(pursuer, quarry) {
            self.end = d;
            return Some(self.end);
        }
        match opposed(&pursuer.roll, &quarry.roll, rules) {
            Winner::Initiator => self.end = Some(End::Caught),
            Winner::Opponent => self.distance = Distance::Medium,
            Winner::Tie => {}
        }
        Some(self.end)
    }

    /// At muy larga, or with a cover aspect activated, the quarry may hide (CH-5): Intelecto +
    /// subterfuge against Intelecto + perception; winning ends the chase, losing brings the
    /// pursuer to corta. `None` when it is not allowed.
    pub fn hide(&mut self, quarry: &ChaseRoll, pursuer: &ChaseRoll, cover: bool, rules: &Rules) -> Option<Option<End>> {
        if self.end.is_some() || !(cover || self.distance == Distance::VeryLong) {
            return None;
        }
        if let Some(d) = decided(pursuer, quarry) {
            self.end = d;
            return Some(self.end);
        }
        match opposed(&quarry.roll, &pursuer.roll, rules) {
            Winner::Initiator => self.end = Some(End::Escaped),
            Winner::Opponent => self.distance = Distance::Close,
            Winner::Tie => {}
        }
        Some(self.end)
    }
}
