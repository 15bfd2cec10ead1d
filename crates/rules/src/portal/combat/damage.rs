//! Damage as dice (R20–R22, R37–R40, CB15–CB16): points turned into discomfort and wound dice
//! by the table's damage model, thorns from accumulated damage, and the critical roll.

use crate::portal::settings::{CriticalReduction, DamageModel};
use crate::portal::sheet::state::{Thorn, ThornStep};
use serde::Serialize;

/// The damage limit: 3 discomfort and 3 wound dice (B312, B1273).
pub const LIMIT: u8 = 3;

/// Dice after some damage points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Absorbed {
    pub discomfort: u8,
    pub wounds: u8,
    /// Wound dice gained (for the new-reflexes roll or the summary's stun).
    pub wounds_gained: u8,
    /// Wounds turned into sequela points by a knee shot (B1459–B1467).
    pub sequela_points: u8,
    /// Points beyond the limit (R38).
    pub unabsorbed: u8,
}

/// Takes `points` one at a time (R20). Up to `knee` of the wounds they would make become
/// sequela points instead (CB22).
pub fn absorb(discomfort: u8, wounds: u8, points: u32, model: DamageModel, knee: u8) -> Absorbed {
    let mut a = Absorbed {
        discomfort,
        wounds,
        ..Absorbed::default()
    };
    let wound = |a: &mut Absorbed| {
        if a.sequela_points < knee {
            a.sequela_points += 1;
        } else {
            a.wounds += 1;
            a.wounds_gained += 1;
        }
    };
    let mut left = points;
    while left > 0 {
        left -= 1;
        if a.discomfort < LIMIT {
            a.discomfort += 1;
            continue;
        }
        let room = a.wounds < LIMIT || a.sequela_points < knee;
        if !room {
            // At the limit every further point is unabsorbed: add them all at once (no loop
            // of u32::MAX steps), saturating like the count itself.
            let rest = u8::try_from(left + 1).unwrap_or(u8::MAX);
            a.unabsorbed = a.unabsorbed.saturating_add(rest);
            break;
        }
        match model {
            DamageModel::A => a.discomfort -= 1,
            DamageModel::B => a.discomfort = 0,
            DamageModel::C => {}
        }
        wound(&mut a);
    }
    a
}

/// Non-lethal damage (CB16, B1246–B1248): discomfort up to 3, then a turn stunned per point.
/// Returns (discomfort dice gained, turns stunned).
pub fn non_lethal(discomfort: u8, points: u32) -> (u8, u32) {
    let room = LIMIT.saturating_sub(discomfort) as u32;
    let gained = points.min(room);
    (gained as u8, points - gained)
}

/// `points = max(0, damage − toughness)` (CB15, B1238).
pub fn points(damage: i32, toughness: i32) -> u32 {
    (damage - toughness).max(0) as u32
}

/// The thorn left by a toughness `diff` points short of the accumulated damage (R37 table).
pub fn combat_thorn(diff: i32) -> Option<Thorn> {
    const DAY: u32 = 1440;
    let step = |every: u32, discomfort: u8, wounds: u8| ThornStep {
        every_minutes: Some(every),
        discomfort,
        wounds,
        ..ThornStep::default()
    };
    let schedule = match diff {
        i32::MIN..=0 => return None,
        1 => vec![step(DAY, 1, 0)],
        2 => vec![step(60, 1, 0), step(DAY, 0, 1)],
        3 => vec![step(60, 0, 1)],
        4 => vec![step(30, 0, 1)],
        _ => vec![step(10, 0, 1)],
    };
    Some(Thorn {
        origin: "combate".into(),
        schedule,
        until: "atención médica adecuada".into(),
        ..Thorn::default()
    })
}

/// The worst thorn, given by the critical state (B1283).
pub fn critical_thorn() -> Thorn {
    let mut t = combat_thorn(5).expect("a thorn");
    t.origin = "estado crítico".into();
    t
}

/// The thorn check (R37, I-02): a thorn only when toughness is strictly below the damage.
pub fn thorn_check(toughness: i32, damage: i32) -> Option<(i32, Thorn)> {
    let diff = damage - toughness;
    combat_thorn(diff).map(|t| (diff, t))
}

/// What the last toughness roll leaves of the excess (R39, A-18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CriticalRoll {
    /// Points still pending.
    pub remaining: u8,
    /// Points of the roll left over once the excess reached 0: the character stays conscious.
    pub conscious: bool,
}

pub fn critical_roll(toughness: i32, excess: u8, reduction: CriticalReduction) -> CriticalRoll {
    let e = excess as i32;
    let cut = match reduction {
        CriticalReduction::Margin => (toughness - e).max(0),
        CriticalReduction::Absorb => toughness.max(0),
    };
    CriticalRoll {
        remaining: (e - cut).max(0) as u8,
        conscious: cut > e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capacity_before_the_limit_by_model() {
        for (model, fits) in [(DamageModel::A, 9), (DamageModel::B, 15), (DamageModel::C, 6)] {
            let a = absorb(0, 0, fits, model, 0);
            assert_eq!((a.discomfort, a.wounds, a.unabsorbed), (3, 3, 0), "{model:?}");
            assert_eq!(absorb(0, 0, fits + 1, model, 0).unabsorbed, 1);
        }
    }

    #[test]
    fn critical_roll_readings() {
        let m = CriticalReduction::Margin;
        assert_eq!(
            critical_roll(6, 3, m),
            CriticalRoll {
                remaining: 0,
                conscious: false
            }
        );
        assert_eq!(
            critical_roll(7, 3, m),
            CriticalRoll {
                remaining: 0,
                conscious: true
            }
        );
        assert_eq!(critical_roll(4, 3, m).remaining, 2);
        assert_eq!(critical_roll(2, 3, m).remaining, 3);
        let a = CriticalReduction::Absorb;
        assert_eq!(
            critical_roll(3, 3, a),
            CriticalRoll {
                remaining: 0,
                conscious: false
            }
        );
        assert!(critical_roll(4, 3, a).conscious);
    }

    #[test]
    fn huge_damage_is_counted_without_a_point_by_point_loop() {
        let a = absorb(0, 0, u32::MAX, DamageModel::A, 0);
        assert_eq!((a.discomfort, a.wounds, a.unabsorbed), (3, 3, u8::MAX));
        assert_eq!(absorb(0, 0, 12, DamageModel::A, 0).unabsorbed, 3);
    }

    #[test]
    fn non_lethal_stuns_past_three_discomfort() {
        assert_eq!(non_lethal(1, 5), (2, 3));
        assert_eq!(non_lethal(0, 2), (2, 0));
    }
}
