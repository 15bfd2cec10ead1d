//! The settings of characters, advanced rules, combat and cast members (reading aid §8.4),
//! each a field of [`Rules`](super::options::Rules) with its Book and Summary value. Names are the aid's config keys.

use serde::{Deserialize, Serialize};

/// How a damage point arriving at 3 discomfort dice is taken (R20, C-02, I-03).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DamageModel {
    /// B248–B250, Brunak B1242: one discomfort die becomes a wound; later points refill
    /// discomfort. 9 points fit before the limit.
    A,
    /// S27: a fourth discomfort die clears them all and gives one wound. 15 points fit.
    B,
    /// B1238, Bronson B1465: every point after three discomfort dice is a wound. 6 points fit.
    C,
}

/// What a point of composure shortfall may be paid with (CB3, C-13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComposurePayments {
    /// B1051–B1053: a turn without acting, a discomfort die or −1 reflexes.
    TurnDiscomfortReflexes,
    /// S106: a discomfort die or −1 initiative.
    DiscomfortReflexes,
}

/// Which way an even seat-order die starts (CB5, C-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatDirection {
    /// B1036 "PAR DERECHA, IMPAR IZQUIERDA".
    Right,
    /// S110: even starts at the GM's left.
    LeftOfGm,
}

/// When a wounded character checks for a thorn (R37, C-14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThornTiming {
    /// B1063: with the new-reflexes roll, as the wound is received.
    OnWound,
    /// S132: at the end of combat.
    EndOfCombat,
}

/// What the thorn check's toughness is compared with (R37, I-01).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThornDifficulty {
    /// B1256 and Ricardo B1265: 2 per wound die + 1 per discomfort die.
    Accumulated,
    /// B1065: the damage received, the points of the blow that gave the wound; the fight runner
    /// keeps it (Ricardo's example, B1265, follows the accumulated reading; I-01).
    Received,
}

/// Beyond the damage limit (R39–R40, C-17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CriticalModel {
    /// B1271–B1283: *estado crítico*, completed with the summary's dying track.
    BookCritical,
    /// S94–S102: *estado de shock* with shock dice.
    SummaryShock,
}

/// How the critical roll lowers the unabsorbed excess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CriticalReduction {
    /// B1277, S96: each point by which toughness exceeds the excess removes one point.
    Margin,
    /// Each toughness point cancels one point.
    Absorb,
}

/// Multiple attacks (CB25, C-21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MultiAttackModel {
    /// B1487–B1529: coupled defences and difficulty increments.
    CoupledDefences,
    /// S142: the attack total is divided among the attacks.
    SplitAttack,
}

/// Grappling (CB23, C-23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GrappleModel {
    /// B1475–B1485: strength plus the attack margin against strength.
    StrengthPlusMargin,
    /// S140: strengths compared; the excess becomes aces.
    MarginAsAces,
}

/// A cast member's per-round die against its current value (CB28, C-26).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CastDieRule {
    /// B1315–B1317: lower +1, equal 0, higher −1.
    PlusZeroMinus,
    /// S151: lower +1, equal (or current value 7) + the die, higher 0.
    PlusOrDie,
}

/// Stacking cast members (CB32, C-27).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StackRule {
    /// B1383–B1385.
    Book,
    /// S153.
    Summary,
}

/// An attack of a diceless cast member that ties the defence (CB30–CB31, I-08, A-30).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CastTie {
    /// The zombie example: a hit with no precision excess.
    HitNoExcess,
    /// A miss.
    Miss,
}

/// Psychological influence (PS2, C-30).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PsychMode {
    /// B972–B1000: the GM sets the discomfort; a victim's fumble lets the GM force it.
    GmJudgement,
    /// S92: a margin of 4 imposes the behaviour; otherwise discomfort = margin unless obeyed.
    Margin,
}

/// How many times a cast target hit by n of the same multiple attack couples.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SameTarget {
    /// The other n − 1 attacks (consistent with a PC's D × n).
    NMinusOne,
    /// Literally "por cada ataque recibido".
    N,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::portal::options::Rules;

    #[test]
    fn profiles_fill_in_every_combat_setting() {
        let (b, s) = (Rules::book(), Rules::summary());
        assert_eq!((b.damage_model, s.damage_model), (DamageModel::A, DamageModel::B));
        assert_eq!(b.cast_die_rule, CastDieRule::PlusZeroMinus);
        assert_eq!(s.max_virtual_advantage, Some(3));
        assert!(!b.stun_resistance && s.stun_resistance);
    }

    #[test]
    fn settings_change_one_at_a_time() {
        let mut r = Rules::book();
        r.set("damage_model", "c").unwrap();
        r.set("max_virtual_advantage", "3").unwrap();
        r.set("cast_die_rule", "plus_or_die").unwrap();
        assert_eq!(r.damage_model, DamageModel::C);
        assert_eq!(r.max_virtual_advantage, Some(3));
        assert_eq!(r.cast_die_rule, CastDieRule::PlusOrDie);
        assert!(r.set("damage_model", "D").is_err());
        assert!(r.set("pp_hand_max", "6").is_err());
        assert!(crate::portal::keys::SETTINGS.contains("psych_mode"));
    }
}
