//! A ruleset changed one setting at a time by its key, as `--regla clave=valor` and a table's
//! ruleset spell it (reading aid §8): the profiles' own settings ([`super::options`]) and those
//! of characters, combat and cast members ([`super::settings`]).

use super::options::{PartialUse, Rules};
use super::settings::{
    CastDieRule, CastTie, ComposurePayments, CriticalModel, CriticalReduction, DamageModel, GrappleModel,
    MultiAttackModel, PsychMode, SameTarget, SeatDirection, StackRule, ThornDifficulty, ThornTiming,
};

/// A setting that does not exist or a value it cannot take.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-setting", content = "args", rename_all = "kebab-case")]
pub enum SettingError {
    Unknown(String),
    Value {
        key: String,
        value: String,
        allowed: &'static str,
    },
}

/// With the settings there are.
impl tirada_dice::Worded for SettingError {
    fn words(&self) -> tirada_dice::Words {
        tirada_dice::Words::of(self).arg("settings", SETTINGS)
    }
}
tirada_dice::worded_display!(SettingError);

/// Every individual setting's name, as `--regla` and a table's ruleset spell them.
pub const SETTINGS: &str = "wound_penalty, six_clears_discomfort_in_combat, thorn_blocks_discomfort_removal, \
damage_die_uses_discomfort_wounds, partial_use, superhuman_fortes, f0_specialty_six_bonus, reroll_cap, \
damage_model, pp_hand_max, table_pp_pool, luck_max, pc_forte_max, composure_payments, tie_die_even_direction, \
thorn_check_timing, thorn_difficulty, stun_resistance, wound_stuns, critical_model, critical_reduction, \
flat_footed_penalty, gang_up_aces, multi_attack_model, grapple_model, protect_someone, cast_die_rule, stack_rule, \
cast_tie_mode, psych_mode, max_virtual_advantage, multi_same_target_count";

impl Rules {
    /// Changes one setting, so a table can start from a profile and mix in the other's rules.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), SettingError> {
        let bad = |allowed| SettingError::Value {
            key: key.to_string(),
            value: value.to_string(),
            allowed,
        };
        let flag = |v: &str| match v {
            "true" | "si" | "sí" | "yes" => Ok(true),
            "false" | "no" => Ok(false),
            _ => Err(bad("true, false")),
        };
        match key {
            "wound_penalty" => {
                self.wound_penalty = match value {
                    "1" => 1,
                    "2" => 2,
                    _ => return Err(bad("1, 2")),
                }
            }
            "six_clears_discomfort_in_combat" => self.six_clears_discomfort_in_combat = flag(value)?,
            "thorn_blocks_discomfort_removal" => self.thorn_blocks_discomfort_removal = flag(value)?,
            "damage_die_uses_discomfort_wounds" => self.damage_die_uses_discomfort_wounds = flag(value)?,
            "superhuman_fortes" => self.superhuman_fortes = flag(value)?,
            "f0_specialty_six_bonus" => self.f0_specialty_six_bonus = flag(value)?,
            "partial_use" => {
                self.partial_use = match value {
                    "per_adventure" => PartialUse::PerAdventure,
                    "per_session_one_per_roll" => PartialUse::PerSessionOnePerRoll,
                    _ => return Err(bad("per_adventure, per_session_one_per_roll")),
                }
            }
            "reroll_cap" => {
                self.reroll_cap = value
                    .parse()
                    .ok()
                    .filter(|c| (1..=20).contains(c))
                    .ok_or_else(|| bad("1 a 20"))?
            }
            _ => return set_setting(self, key, value).unwrap_or(Err(SettingError::Unknown(key.to_string()))),
        }
        Ok(())
    }
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
fn set_setting(r: &mut Rules, key: &str, value: &str) -> Option<Result<(), SettingError>> {
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
