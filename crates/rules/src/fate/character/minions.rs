//! Minions (*secuaces*): groups acting as one character, boxes by quality, a bonus by size,
//! damage rolling from one minion to the next, mixed groups with a leader, and the overflow
//! an attack leaves (L317–L339, L369–L375, R-MIN-1…6, R-MIX-1…4, R-OVF-1, A-MIN-1…5,
//! A-OVF-1).

use crate::fate::error::FateError;
use crate::fate::tables::{group_bonus, minion_boxes, ConflictKind};
use serde::{Deserialize, Serialize};

/// A group of minions of one quality (L321–L325).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MinionGroup {
    #[serde(rename = "nombre")]
    pub name: String,
    /// Normal +1, Decente +2 or Bueno +3 (L323); the GM may bend it (L321).
    #[serde(rename = "calidad")]
    pub quality: i32,
    /// The conflict kind they are good at (L323).
    #[serde(rename = "tipo")]
    pub kind: ConflictKind,
    /// Minions still standing.
    #[serde(rename = "cantidad")]
    pub count: u32,
    /// Boxes marked on the minion taking damage now.
    #[serde(rename = "dano", default)]
    pub damage: u32,
}

/// What a hit did to a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MinionHit {
    pub shifts: u32,
    /// Minions taken out by this hit.
    pub taken_out: u32,
    pub remaining: u32,
    /// Boxes marked on the next minion in line.
    pub damage: u32,
    /// Shifts beyond what the whole group could take (L371).
    pub overflow: u32,
    pub bonus_before: i32,
    pub bonus_after: i32,
}

impl MinionGroup {
    pub fn new(name: impl Into<String>, quality: i32, kind: ConflictKind, count: u32) -> MinionGroup {
        MinionGroup {
            name: name.into(),
            quality,
            kind,
            count,
            damage: 0,
        }
    }

    /// Boxes of each minion (L323, A-MIN-2).
    pub fn boxes_each(&self) -> u32 {
        minion_boxes(self.quality)
    }

    /// The group's own bonus by size (L327), recomputed after every hit (A-MIN-3).
    pub fn bonus(&self) -> i32 {
        group_bonus(self.count)
    }

    /// Shifts that would take out every minion left.
    pub fn capacity(&self) -> u32 {
        (self.count * self.boxes_each()).saturating_sub(self.damage)
    }

    /// The rating the group rolls in a conflict: its quality in its own kind, Mediocre in
    /// others (A-MIN-1).
    pub fn rating(&self, kind: ConflictKind) -> i32 {
        if kind == self.kind {
            self.quality
        } else {
            0
        }
    }

    /// Initiative of an unattached group: its quality (L339, R-INI-3).
    pub fn initiative(&self) -> i32 {
        self.quality
    }

    /// Damage fills every box of one minion, then the next (L331, R-MIN-5). Minions take no
    /// consequences (A-MIN-4).
    pub fn hit(&mut self, shifts: u32) -> MinionHit {
        let bonus_before = self.bonus();
        let boxes = self.boxes_each();
        let (mut left, mut out) = (shifts, 0);
        while left > 0 && self.count > 0 {
            let need = boxes - self.damage;
            if left >= need {
                left -= need;
                self.count -= 1;
                self.damage = 0;
                out += 1;
            } else {
                self.damage += left;
                left = 0;
            }
        }
        MinionHit {
            shifts,
            taken_out: out,
            remaining: self.count,
            damage: self.damage,
            overflow: left,
            bonus_before,
            bonus_after: self.bonus(),
        }
    }
}

/// The bonus of a leader with attached minions and followers: the whole group's size,
/// the leader included (L337, A-MIN-5).
pub fn mixed_bonus(minions: u32, followers: u32) -> i32 {
    group_bonus(1 + minions + followers)
}

/// A hit on a leader with attached minions: they take it first, and what is left is one hit
/// on the leader (L337, R-MIX-4, A-MIN-5). Returns the minions' share and the leader's hit.
pub fn hit_mixed(minions: &mut MinionGroup, shifts: u32) -> (MinionHit, u32) {
    let h = minions.hit(shifts);
    (h, h.overflow)
}

/// Something done with overflow shifts: never another attack or offensive manoeuvre (L371).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "use", rename_all = "snake_case")]
pub enum OverflowUse {
    /// Moving a zone: 1, plus the border, plus a load's weight factor (L185–L187, L306).
    #[serde(rename = "mover")]
    Move { border: u32, load: u32 },
    /// Another supplementary action at its penalty (L179–L181).
    #[serde(rename = "suplementaria")]
    Supplementary { penalty: u32 },
    /// Not allowed.
    #[serde(rename = "ataque")]
    Attack,
}

impl OverflowUse {
    /// Its cost in shifts (A-OVF-1).
    pub fn cost(self) -> Result<u32, FateError> {
        match self {
            OverflowUse::Move { border, load } => Ok(1 + border + load),
            OverflowUse::Supplementary { penalty } => Ok(penalty.max(1)),
            OverflowUse::Attack => Err(FateError::OverflowAttack),
        }
    }
}

/// Overflow shifts to spend at once, in the same turn, or lose (A-OVF-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Overflow {
    pub left: u32,
}

impl Overflow {
    pub fn new(shifts: u32) -> Overflow {
        Overflow { left: shifts }
    }

    pub fn spend(&mut self, what: OverflowUse) -> Result<u32, FateError> {
        let cost = what.cost()?;
        if cost > self.left {
            return Err(FateError::OverflowShort { cost, left: self.left });
        }
        self.left -= cost;
        Ok(self.left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damage_rolls_over() {
        let mut g = MinionGroup::new("matones", 1, ConflictKind::Physical, 3);
        let h = g.hit(2);
        assert_eq!((h.taken_out, h.remaining, h.overflow), (2, 1, 0));
        assert_eq!(g.hit(0).taken_out, 0);
        assert_eq!(g.capacity(), 1);
        assert_eq!(g.rating(ConflictKind::Social), 0);
    }
}
