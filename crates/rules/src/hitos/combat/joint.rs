//! Joint actions (*acciones conjuntas*, L756–L800, aid 4.25) and Table 13.

use crate::hitos::tables::JOINT_BONUS;
use serde::Serialize;

/// Most collaborators who add to a joint action (JA-2).
pub const MAX_COLLABORATORS: usize = 5;

/// The bonus a coordinator gets from collaborators.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct JointBonus {
    /// Table 13's cumulative bonus for the collaborators who count.
    pub table: i32,
    /// +1 for each counting collaborator whose skill is higher than the coordinator's (JA-5).
    pub better: i32,
    pub total: i32,
    /// Which helpers count, in the order given: skill ≥ ⌊coordinator / 2⌋ (JA-4, AMB-51) and a
    /// free slot among the first five.
    pub counted: Vec<bool>,
}

/// The coordinator's bonus from helpers with these skill ratings.
pub fn joint_bonus(coordinator: i32, helpers: &[i32]) -> JointBonus {
    let half = coordinator.div_euclid(2);
    let mut counted = Vec::with_capacity(helpers.len());
    let (mut n, mut better) = (0usize, 0);
    for &h in helpers {
        let counts = h >= half && n < MAX_COLLABORATORS;
        if counts {
            n += 1;
            better += i32::from(h > coordinator);
        }
        counted.push(counts);
    }
    let table = if n == 0 { 0 } else { JOINT_BONUS[n - 1] };
    JointBonus {
        table,
        better,
        total: table + better,
        counted,
    }
}

/// A joint combat action happens at the lowest initiative among its participants (JA-7).
pub fn joint_initiative(initiatives: &[i32]) -> Option<i32> {
    initiatives.iter().copied().min()
}
