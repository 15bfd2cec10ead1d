//! Zones, borders and moving: a supplementary move, sprinting, carrying, and the manoeuvres
//! that move others — knockback and pushing — plus the disarm penalty (L98–L104, L183–L189,
//! L301–L312, R-CON-2…4, R-MOV-1…4, A-MOV-1…2, A-MAN-3…6, A-ZONE-1).

use crate::fate::error::FateError;
use crate::fate::options::{PushCost, Rules};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A scene's zones and the borders between adjacent ones (L102–L104, L187).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zones {
    pub names: Vec<String>,
    /// `(a, b, border)`: zones `a` and `b` are adjacent, with a border of that value.
    pub edges: Vec<(usize, usize, u32)>,
}

impl Zones {
    /// One zone: a small scene.
    pub fn single(name: impl Into<String>) -> Zones {
        Zones {
            names: vec![name.into()],
            edges: Vec::new(),
        }
    }

    pub fn add(&mut self, name: impl Into<String>) -> usize {
        self.names.push(name.into());
        self.names.len() - 1
    }

    /// Joins two zones, with a border of `border` (0 for none).
    pub fn join(&mut self, a: usize, b: usize, border: u32) -> Result<(), FateError> {
        for z in [a, b] {
            if z >= self.names.len() {
                return Err(FateError::NoZone { zone: z });
            }
        }
        self.edges.retain(|&(x, y, _)| !((x, y) == (a, b) || (x, y) == (b, a)));
        self.edges.push((a, b, border));
        Ok(())
    }

    /// The border between two adjacent zones, `None` if they are not adjacent.
    pub fn border(&self, a: usize, b: usize) -> Option<u32> {
        self.edges
            .iter()
            .find(|&&(x, y, _)| (x, y) == (a, b) || (x, y) == (b, a))
            .map(|e| e.2)
    }

    /// Zones between two (0 = the same zone); `None` if unreachable.
    pub fn distance(&self, from: usize, to: usize) -> Option<u32> {
        let mut seen = vec![None; self.names.len()];
        let mut queue = VecDeque::from([from]);
        *seen.get_mut(from)? = Some(0);
        while let Some(z) = queue.pop_front() {
            let d = seen[z]?;
            for &(a, b, _) in &self.edges {
                let next = if a == z {
                    b
                } else if b == z {
                    a
                } else {
                    continue;
                };
                if seen[next].is_none() {
                    seen[next] = Some(d + 1);
                    queue.push_back(next);
                }
            }
        }
        seen.get(to).copied().flatten()
    }

    /// The zone next to `from` one step closer to `to`, if `to` can be reached at all.
    pub fn step_toward(&self, from: usize, to: usize) -> Option<usize> {
        let d = self.distance(from, to).filter(|&d| d > 0)?;
        (0..self.names.len()).find(|&n| self.border(from, n).is_some() && self.distance(n, to) == Some(d - 1))
    }

    /// The borders crossed along a path of adjacent zones.
    pub fn path_borders(&self, path: &[usize]) -> Result<Vec<u32>, FateError> {
        path.windows(2)
            .map(|w| {
                self.border(w[0], w[1])
                    .ok_or(FateError::NotAdjacent { from: w[0], to: w[1] })
            })
            .collect()
    }
}

/// How far an attack reaches, in zones (L104, A-ZONE-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reach {
    /// Fists, melee weapons and talk: the same zone.
    #[serde(rename = "cuerpo_a_cuerpo")]
    Melee,
    /// Something thrown: one zone.
    #[serde(rename = "arrojadiza")]
    Thrown,
    /// A firearm: three zones, more if the GM allows.
    #[serde(rename = "disparo")]
    Firearm,
}

impl Reach {
    /// The reach of an attack with `skill` when nothing else is said: Disparo shoots, any
    /// other attack — a blow or a word — touches only its own zone (L102, L104).
    pub fn of_skill(skill: &str) -> Reach {
        if crate::fate::ladder::fold(skill) == "disparo" {
            Reach::Firearm
        } else {
            Reach::Melee
        }
    }

    pub fn zones(self) -> u32 {
        match self {
            Reach::Melee => 0,
            Reach::Thrown => 1,
            Reach::Firearm => 3,
        }
    }
}

/// The penalty on the primary action of moving one zone as a supplementary action: −1, more
/// by the border and by a load's weight factor (L185, L187, L306, R-MOV-1…4).
pub fn move_penalty(border: u32, load: u32) -> i32 {
    -((1 + border + load) as i32)
}

/// Zones a sprint of `shifts` covers along a path whose crossings have these borders: each
/// zone costs 1 + border + load, paid in order (L185, A-MOV-2, A-MAN-6). A successful sprint
/// with no border ahead moves at least one zone, as in SotC.
pub fn sprint_zones(shifts: u32, succeeded: bool, borders: &[u32], load: u32) -> u32 {
    let mut left = shifts;
    let mut zones = 0;
    for &b in borders {
        let cost = 1 + b + load;
        if cost > left {
            break;
        }
        left -= cost;
        zones += 1;
    }
    if zones == 0 && succeeded && borders.first() == Some(&0) && load == 0 {
        zones = 1;
    }
    zones
}

/// Shifts to knock a target `zones` away: 1 + WF for the first, each further zone one more
/// than the last (L310, A-MAN-5): `d(1 + WF) + d(d − 1)/2`; borders add their value.
pub fn knockback_cost(weight: u32, borders: &[u32]) -> u32 {
    borders.iter().enumerate().map(|(i, b)| 1 + weight + i as u32 + b).sum()
}

/// How far a knockback of `shifts` throws a target along a path, and the shifts left over.
pub fn knockback_zones(shifts: u32, weight: u32, borders: &[u32]) -> (u32, u32) {
    (0..=borders.len())
        .rev()
        .find(|&d| knockback_cost(weight, &borders[..d]) <= shifts)
        .map(|d| (d as u32, shifts - knockback_cost(weight, &borders[..d])))
        .unwrap_or((0, shifts))
}

/// Shifts a push of `zones` needs (L308, A-MAN-4): `(WF + 1) × d` or `WF + d`, plus borders.
pub fn push_cost(weight: u32, borders: &[u32], rules: &Rules) -> u32 {
    let d = borders.len() as u32;
    let base = match rules.push_cost {
        PushCost::PerZone => (weight + 1) * d,
        PushCost::WeightPlusZones => weight + d,
    };
    base + borders.iter().sum::<u32>()
}

/// The penalty of picking up a disarmed weapon as a supplementary action: −1 and the
/// disarm's shifts (L302, T09).
pub fn disarm_penalty(shifts: u32) -> i32 {
    -(1 + shifts as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zones_and_paths() {
        let mut z = Zones::single("azotea");
        let street = z.add("calle");
        let bar = z.add("bar");
        z.join(0, street, 2).unwrap();
        z.join(street, bar, 0).unwrap();
        assert_eq!((z.distance(0, bar), z.border(bar, street)), (Some(2), Some(0)));
        assert_eq!(z.path_borders(&[0, 1, 2]).unwrap(), vec![2, 0]);
        assert!(z.path_borders(&[0, 2]).is_err());
        assert!(z.join(0, 7, 1).is_err());
        assert_eq!(Reach::Firearm.zones(), 3);
    }
}
