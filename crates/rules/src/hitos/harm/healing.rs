//! Healing (L715–L729, aid 4.21), *No es tan grave como parece* (L699–L700, 4.18), *Los héroes
//! están hechos de otra pasta* (L712–L713, 4.20) and painkillers (L731–L734, 4.22).

use super::health::{HealthState, Track};
use crate::hitos::difficulty::Band;
use crate::hitos::drama::{self, DramaEvent, Reason};
use crate::hitos::notation::Values;
use crate::hitos::options::Rules;
use crate::hitos::roll::resolve::{Polarity, Resolution};
use serde::{Deserialize, Serialize};

/// Which recovery test a character makes: its state, one grade worse without proper rest (HE-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Recovery {
    /// Everything back after 8 h of sleep: no test.
    #[serde(rename = "sano")]
    Healthy,
    /// Aguante at 10: C, M with a positive aspect or a critical, m with a negative one.
    #[serde(rename = "herido")]
    Wounded,
    /// Aguante at 15: m, C with a positive aspect or a critical, nothing with a negative one.
    #[serde(rename = "malherido")]
    Incapacitated,
    /// Malherido without rest: no recovery; Aguante at 15, failure loses C (m with a positive
    /// aspect, M with a negative one).
    #[serde(rename = "malherido_sin_reposo")]
    NoRecovery,
}

impl Recovery {
    /// The test of `state`; `rested`: at least 75 % of the time in complete rest (HE-1, L724).
    /// A dying character's per-turn test is [`Track::dying_test`], not a recovery.
    pub fn of(state: HealthState, rested: bool) -> Recovery {
        match (state, rested) {
            (HealthState::Healthy, true) => Recovery::Healthy,
            (HealthState::Healthy, false) | (HealthState::Wounded, true) => Recovery::Wounded,
            (HealthState::Wounded, false) | (HealthState::Incapacitated | HealthState::Dying, true) => {
                Recovery::Incapacitated
            }
            (HealthState::Incapacitated | HealthState::Dying, false) => Recovery::NoRecovery,
        }
    }

    /// The difficulty of the Aguante test, if there is one.
    pub fn difficulty(self) -> Option<i32> {
        match self {
            Recovery::Healthy => None,
            Recovery::Wounded => Some(10),
            Recovery::Incapacitated | Recovery::NoRecovery => Some(15),
        }
    }

    /// Points won (+) or lost (−) by a recovery test (4.21). `values` are the roll's effect
    /// values, so a positive activation's V⁺ is the M recovered (AMB-59); `activation` is the
    /// aspect activated on the test, if any.
    pub fn points(self, roll: &Resolution, values: Values, activation: Option<Polarity>) -> i64 {
        let crit = roll.special.is_some_and(|s| s.is_critical());
        let fumble = roll.special.is_some_and(|s| !s.is_critical());
        let success = roll.success().unwrap_or(false);
        let (m, c, high) = (values.low, values.mid, values.high);
        match self {
            Recovery::Healthy => 0,
            _ if fumble && self != Recovery::NoRecovery => -high,
            Recovery::Wounded => match (success, crit, activation) {
                (_, true, _) | (true, _, Some(Polarity::Positive)) => high,
                (true, _, Some(Polarity::Negative)) => m,
                (true, _, None) => c,
                (false, ..) => 0,
            },
            Recovery::Incapacitated => match (success, crit, activation) {
                (_, true, _) | (true, _, Some(Polarity::Positive)) => c,
                (true, _, Some(Polarity::Negative)) => 0,
                (true, _, None) => m,
                (false, ..) => 0,
            },
            Recovery::NoRecovery => match (success, activation) {
                (true, _) => 0,
                (false, Some(Polarity::Positive)) => -m,
                (false, Some(Polarity::Negative)) => -high,
                (false, None) => -c,
            },
        }
    }
}

/// Applies a recovery result to the track: points healed, or lost as lethal damage.
pub fn apply_recovery(track: &mut Track, points: i64) -> i32 {
    let p = points.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
    if p >= 0 {
        track.heal(p)
    } else {
        -track.apply(-p, super::damage::Lethality::Lethal).points
    }
}

/// Days between recovery tests: a week, or a day at Héroes level and above (HR-1, L713).
pub fn recovery_period_days(rules: &Rules) -> u32 {
    if rules.campaign_level.heroic() {
        1
    } else {
        7
    }
}

/// Difficulty of the medical supervision test: Fácil, Media, Difícil by the patient's state,
/// at each band's middle value (HE-2, L729; AMB-47).
pub fn supervision_difficulty(state: HealthState) -> i32 {
    match state {
        HealthState::Healthy => Band::Easy.value(),
        HealthState::Wounded => Band::Medium.value(),
        HealthState::Incapacitated | HealthState::Dying => Band::Hard.value(),
    }
}

/// The temporary aspect a successful supervision gives (L729).
pub const SUPERVISION_ASPECT: &str = "Bajo supervisión médica";

/// *No es tan grave como parece* (NG-1–NG-3): right after taking damage in combat, 1 drama
/// point buys the recovery test of the current state — sano uses herido's, moribundo
/// malherido's (AMB-43). Returns the test and the point spent.
pub fn shrug_off(player: &str, track: &Track) -> (Recovery, Vec<DramaEvent>) {
    let test = match track.state() {
        HealthState::Healthy | HealthState::Wounded => Recovery::Wounded,
        HealthState::Incapacitated | HealthState::Dying => Recovery::Incapacitated,
    };
    (test, drama::spend(player, Reason::NoEsTanGrave))
}

/// Plays the shrug-off test's result: the points come off the damage, `/` first; a dying
/// character who gets any back is stabilised too (AMB-43).
pub fn apply_shrug_off(track: &mut Track, points: i64) -> i32 {
    let was_dying = track.state() == HealthState::Dying;
    let healed = apply_recovery(track, points.max(0));
    if was_dying && healed > 0 {
        track.stabilised = true;
    }
    healed
}

/// *Drogas contra el dolor* (PK-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Drug {
    /// Cancels 2 points of penalty.
    #[serde(rename = "suave")]
    Mild,
    /// Cancels 5 points and brings «Bajo el efecto de las drogas».
    #[serde(rename = "fuerte")]
    Strong,
}

impl Drug {
    pub fn relief(self) -> i32 {
        match self {
            Drug::Mild => 2,
            Drug::Strong => 5,
        }
    }

    /// The temporary aspect it brings, if any.
    pub fn aspect(self) -> Option<&'static str> {
        match self {
            Drug::Mild => None,
            Drug::Strong => Some("Bajo el efecto de las drogas"),
        }
    }
}

/// Onset and duration of a painkiller, in hours (L733).
pub const DRUG_ONSET_HOURS: u32 = 1;
pub const DRUG_DURATION_HOURS: (u32, u32) = (6, 8);
/// Taking them for more than this many days in a row risks «Adicción» (PK-3).
pub const DRUG_ABUSE_DAYS: u32 = 15;

/// A penalty (≤ 0) after the drugs in effect: the best one counts, never past 0 (AMB-33).
pub fn relieved_penalty(penalty: i32, drugs: &[Drug]) -> i32 {
    let relief = drugs.iter().map(|d| d.relief()).max().unwrap_or(0);
    if penalty >= 0 {
        penalty
    } else {
        (penalty + relief).min(0)
    }
}
