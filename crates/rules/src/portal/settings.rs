//! The settings of characters, advanced rules, combat and cast members (reading aid §8.4),
//! each a field of [`Rules`] with its Book and Summary value. Names are the aid's config keys.

use super::options::{Rules, SettingError};
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

fn pick<T: Copy>(key: &str, value: &str, options: &[(&str, T)], allowed: &'static str) -> Result<T, SettingError> {
    options
        .iter()
        .find(|(w, _)| *w == value)
        .map(|(_, v)| *v)
        .ok_or_else(|| SettingError::Value {
            key: key.to_string(),
            value: value.to_string(),
            allowed,
        })
}

fn number(key: &str, value: &str, lo: u8, hi: u8, allowed: &'static str) -> Result<u8, SettingError> {
    value
        .parse()
        .ok()
        .filter(|n| (lo..=hi).contains(n))
        .ok_or_else(|| SettingError::Value {
            key: key.to_string(),
            value: value.to_string(),
            allowed,
        })
}

/// Sets one of this module's settings; `None` when the key is not one of them.
pub(super) fn set(r: &mut Rules, key: &str, value: &str) -> Option<Result<(), SettingError>> {
    let flag = |v: &str| match v {
        "true" | "si" | "sí" | "yes" => Ok(true),
        "false" | "no" => Ok(false),
        _ => Err(SettingError::Value {
            key: key.to_string(),
            value: v.to_string(),
            allowed: "true, false",
        }),
    };
    let result =
        (|| {
            match key {
                "damage_model" => {
                    r.damage_model = pick(
                        key,
                        &value.to_uppercase(),
                        &[("A", DamageModel::A), ("B", DamageModel::B), ("C", DamageModel::C)],
                        "A, B, C",
                    )?
                }
                "pp_hand_max" => r.pp_hand_max = number(key, value, 3, 5, "3 a 5")?,
                "luck_max" => r.luck_max = number(key, value, 0, 3, "0 a 3")?,
                "pc_forte_max" => r.pc_forte_max = number(key, value, 0, 5, "0 a 5")?,
                "table_pp_pool" => r.table_pp_pool = flag(value)?,
                "stun_resistance" => r.stun_resistance = flag(value)?,
                "wound_stuns" => r.wound_stuns = flag(value)?,
                "flat_footed_penalty" => r.flat_footed_penalty = flag(value)?,
                "gang_up_aces" => r.gang_up_aces = flag(value)?,
                "protect_someone" => r.protect_someone = flag(value)?,
                "composure_payments" => {
                    r.composure_payments = pick(
                        key,
                        value,
                        &[
                            ("turn_discomfort_reflexes", ComposurePayments::TurnDiscomfortReflexes),
                            ("discomfort_reflexes", ComposurePayments::DiscomfortReflexes),
                        ],
                        "turn_discomfort_reflexes, discomfort_reflexes",
                    )?
                }
                "tie_die_even_direction" => {
                    r.tie_die_even_direction = pick(
                        key,
                        value,
                        &[("right", SeatDirection::Right), ("left_of_gm", SeatDirection::LeftOfGm)],
                        "right, left_of_gm",
                    )?
                }
                "thorn_check_timing" => {
                    r.thorn_check_timing = pick(
                        key,
                        value,
                        &[
                            ("on_wound", ThornTiming::OnWound),
                            ("end_of_combat", ThornTiming::EndOfCombat),
                        ],
                        "on_wound, end_of_combat",
                    )?
                }
                // I-01: the damage "received" (B1065) is the points of the blow that wounded, which
                // only the fight runner knows; the accumulated damage (B1256) works everywhere.
                "thorn_difficulty" => r.thorn_difficulty = pick(
                    key,
                    value,
                    &[
                        ("accumulated", ThornDifficulty::Accumulated),
                        ("received", ThornDifficulty::Received),
                    ],
                    "accumulated (el daño acumulado, B1256), received (los puntos del golpe que hirió, B1065; I-01)",
                )?,
                "critical_model" => {
                    r.critical_model = pick(
                        key,
                        value,
                        &[
                            ("book_critical", CriticalModel::BookCritical),
                            ("summary_shock", CriticalModel::SummaryShock),
                        ],
                        "book_critical, summary_shock",
                    )?
                }
                "critical_reduction" => {
                    r.critical_reduction = pick(
                        key,
                        value,
                        &[
                            ("margin", CriticalReduction::Margin),
                            ("absorb", CriticalReduction::Absorb),
                        ],
                        "margin, absorb",
                    )?
                }
                "multi_attack_model" => {
                    r.multi_attack_model = pick(
                        key,
                        value,
                        &[
                            ("coupled_defences", MultiAttackModel::CoupledDefences),
                            ("split_attack", MultiAttackModel::SplitAttack),
                        ],
                        "coupled_defences, split_attack",
                    )?
                }
                "grapple_model" => {
                    r.grapple_model = pick(
                        key,
                        value,
                        &[
                            ("strength_plus_margin", GrappleModel::StrengthPlusMargin),
                            ("margin_as_aces", GrappleModel::MarginAsAces),
                        ],
                        "strength_plus_margin, margin_as_aces",
                    )?
                }
                "cast_die_rule" => {
                    r.cast_die_rule = pick(
                        key,
                        value,
                        &[
                            ("plus_zero_minus", CastDieRule::PlusZeroMinus),
                            ("plus_or_die", CastDieRule::PlusOrDie),
                        ],
                        "plus_zero_minus, plus_or_die",
                    )?
                }
                "stack_rule" => {
                    r.stack_rule = pick(
                        key,
                        value,
                        &[("book", StackRule::Book), ("summary", StackRule::Summary)],
                        "book, summary",
                    )?
                }
                "cast_tie_mode" => {
                    r.cast_tie_mode = pick(
                        key,
                        value,
                        &[("hit_no_excess", CastTie::HitNoExcess), ("miss", CastTie::Miss)],
                        "hit_no_excess, miss",
                    )?
                }
                "psych_mode" => {
                    r.psych_mode = pick(
                        key,
                        value,
                        &[("gm_judgement", PsychMode::GmJudgement), ("margin", PsychMode::Margin)],
                        "gm_judgement, margin",
                    )?
                }
                "max_virtual_advantage" => {
                    r.max_virtual_advantage = match value {
                        "none" | "ninguno" | "sin_limite" => None,
                        v => Some(number(key, v, 0, 20, "none o 0 a 20")?),
                    }
                }
                "multi_same_target_count" => {
                    r.multi_same_target_count = pick(
                        key,
                        value,
                        &[("n_minus_one", SameTarget::NMinusOne), ("n", SameTarget::N)],
                        "n_minus_one, n",
                    )?
                }
                _ => return Ok(false),
            }
            Ok(true)
        })();
    match result {
        Ok(false) => None,
        Ok(true) => Some(Ok(())),
        Err(e) => Some(Err(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(super::super::options::SETTINGS.contains("psych_mode"));
    }
}
