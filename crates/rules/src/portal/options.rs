//! The PORTAL ruleset: every point where the book and the summary disagree is its own setting.
//!
//! Two profiles fill them in: [`Profile::Summary`] (the project's default — the one-page summary
//! reads as the later revision) and [`Profile::Book`] (the beta rulebook, under which the book's
//! worked examples are tested). A table may start from either and change single settings.
//! Setting names follow section 8 of the reading aid (`C-01`, `A-23`...).

use super::settings::{
    CastDieRule, CastTie, ComposurePayments, CriticalModel, CriticalReduction, DamageModel, GrappleModel,
    MultiAttackModel, PsychMode, SameTarget, SeatDirection, StackRule, ThornDifficulty, ThornTiming,
};
use serde::{Deserialize, Serialize};

/// Which document's rules a table follows where they disagree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Profile {
    /// *Resumen de reglas* (S1–S157): the project default.
    #[default]
    #[serde(rename = "resumen")]
    Summary,
    /// *Reglas beta* (B1–B1621): the book's worked examples use it.
    #[serde(rename = "libro")]
    Book,
}

impl Profile {
    /// The word used on the command line and in JSON.
    pub fn word(self) -> &'static str {
        match self {
            Profile::Summary => "resumen",
            Profile::Book => "libro",
        }
    }
}

/// How a Fortaleza that only partly applies lends its rerolls (C-06, R30).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PartialUse {
    /// Book B490–B498: the level's rerolls once per adventure, spread over any rolls.
    PerAdventure,
    /// Summary S57: one reroll per roll, at most *level* times per session.
    PerSessionOnePerRoll,
}

/// The settings a single roll depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub profile: Profile,
    /// Penalty of each unbeaten or unrolled wound die: 1 (Book B262) or 2 (Summary S33). C-01.
    pub wound_penalty: u8,
    /// Whether a kept 6 clears discomfort in attack and defence rolls (Book B220) or leaves it
    /// as +1 damage / +1 toughness per die (Summary S25, S114, S124). C-03.
    pub six_clears_discomfort_in_combat: bool,
    /// A character with an *espina clavada* removes no discomfort by ties or sixes (S23). C-04.
    pub thorn_blocks_discomfort_removal: bool,
    /// The melee character damage reading counts discomfort and wounds (Book B1120) or not
    /// (Summary S118). C-05.
    pub damage_die_uses_discomfort_wounds: bool,
    /// C-06.
    pub partial_use: PartialUse,
    /// Superhuman Fortalezas exist (Summary S55, S57). C-07.
    pub superhuman_fortes: bool,
    /// A level-0 Fortaleza with a specialty gives +1 when the kept die is a 6 (S53). C-08.
    pub f0_specialty_six_bonus: bool,
    /// Most rerolls in one roll (B514, S51).
    pub reroll_cap: u8,
    /// The fourth discomfort die (R20): A (Book), B (Summary) or C. C-02, I-03.
    pub damage_model: DamageModel,
    /// Most PP in hand (R35): 5 in the Book (B854); the GM's 3–5 in the Summary (S72). C-09.
    pub pp_hand_max: u8,
    /// A table-wide PP pool exists (S72). C-09.
    pub table_pp_pool: bool,
    /// Most luck dice in hand (R1, B97).
    pub luck_max: u8,
    /// Soft top Fortaleza level for protagonists (B436).
    pub pc_forte_max: u8,
    /// Composure shortfall payments (CB3). C-13.
    pub composure_payments: ComposurePayments,
    /// The seat-order die's even direction (CB5). C-12.
    pub tie_die_even_direction: SeatDirection,
    /// When wounds are checked for thorns (R37). C-14.
    pub thorn_check_timing: ThornTiming,
    /// What the thorn check's toughness must reach (R37). I-01.
    pub thorn_difficulty: ThornDifficulty,
    /// The Summary's stun resistance in every defence (S126). C-15.
    pub stun_resistance: bool,
    /// Gaining a wound from toughness stuns (S128–S130). C-16.
    pub wound_stuns: bool,
    /// Critical state or shock beyond the damage limit (R39–R40). C-17.
    pub critical_model: CriticalModel,
    /// How the critical roll lowers the excess.
    pub critical_reduction: CriticalReduction,
    /// −2 defence while the phase is above one's initiative (S122). C-19.
    pub flat_footed_penalty: bool,
    /// +1 ace per earlier attack the target received this round (S120). C-20.
    pub gang_up_aces: bool,
    /// C-21.
    pub multi_attack_model: MultiAttackModel,
    /// C-23.
    pub grapple_model: GrappleModel,
    /// The Summary's «proteger a alguien» (S141). C-24.
    pub protect_someone: bool,
    /// C-26.
    pub cast_die_rule: CastDieRule,
    /// C-27.
    pub stack_rule: StackRule,
    /// I-08, A-30.
    pub cast_tie_mode: CastTie,
    /// C-30.
    pub psych_mode: PsychMode,
    /// Largest virtual advantage in an unequal opposition: none (Book B948) or 3 (S90). C-31.
    pub max_virtual_advantage: Option<u8>,
    ///
    pub multi_same_target_count: SameTarget,
}

impl Rules {
    /// The settings of a profile.
    pub fn of(profile: Profile) -> Rules {
        match profile {
            Profile::Book => Rules {
                profile,
                wound_penalty: 1,
                six_clears_discomfort_in_combat: true,
                thorn_blocks_discomfort_removal: false,
                damage_die_uses_discomfort_wounds: true,
                partial_use: PartialUse::PerAdventure,
                superhuman_fortes: false,
                f0_specialty_six_bonus: false,
                reroll_cap: 5,
                damage_model: DamageModel::A,
                pp_hand_max: 5,
                table_pp_pool: false,
                luck_max: 3,
                pc_forte_max: 4,
                composure_payments: ComposurePayments::TurnDiscomfortReflexes,
                tie_die_even_direction: SeatDirection::Right,
                thorn_check_timing: ThornTiming::OnWound,
                thorn_difficulty: ThornDifficulty::Accumulated,
                stun_resistance: false,
                wound_stuns: false,
                critical_model: CriticalModel::BookCritical,
                critical_reduction: CriticalReduction::Margin,
                flat_footed_penalty: false,
                gang_up_aces: false,
                multi_attack_model: MultiAttackModel::CoupledDefences,
                grapple_model: GrappleModel::StrengthPlusMargin,
                protect_someone: false,
                cast_die_rule: CastDieRule::PlusZeroMinus,
                stack_rule: StackRule::Book,
                cast_tie_mode: CastTie::HitNoExcess,
                psych_mode: PsychMode::GmJudgement,
                max_virtual_advantage: None,
                multi_same_target_count: SameTarget::NMinusOne,
            },
            Profile::Summary => Rules {
                profile,
                wound_penalty: 2,
                six_clears_discomfort_in_combat: false,
                thorn_blocks_discomfort_removal: true,
                damage_die_uses_discomfort_wounds: false,
                partial_use: PartialUse::PerSessionOnePerRoll,
                superhuman_fortes: true,
                f0_specialty_six_bonus: true,
                reroll_cap: 5,
                damage_model: DamageModel::B,
                pp_hand_max: 5,
                table_pp_pool: true,
                luck_max: 3,
                pc_forte_max: 4,
                composure_payments: ComposurePayments::DiscomfortReflexes,
                tie_die_even_direction: SeatDirection::LeftOfGm,
                thorn_check_timing: ThornTiming::EndOfCombat,
                thorn_difficulty: ThornDifficulty::Accumulated,
                stun_resistance: true,
                wound_stuns: true,
                critical_model: CriticalModel::SummaryShock,
                critical_reduction: CriticalReduction::Margin,
                flat_footed_penalty: true,
                gang_up_aces: true,
                multi_attack_model: MultiAttackModel::SplitAttack,
                grapple_model: GrappleModel::MarginAsAces,
                protect_someone: true,
                cast_die_rule: CastDieRule::PlusOrDie,
                stack_rule: StackRule::Summary,
                cast_tie_mode: CastTie::HitNoExcess,
                psych_mode: PsychMode::Margin,
                max_virtual_advantage: Some(3),
                multi_same_target_count: SameTarget::NMinusOne,
            },
        }
    }

    pub fn book() -> Rules {
        Rules::of(Profile::Book)
    }

    pub fn summary() -> Rules {
        Rules::of(Profile::Summary)
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::summary()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::portal::keys::SettingError;

    #[test]
    fn profiles_differ_where_the_documents_do() {
        let (b, s) = (Rules::book(), Rules::summary());
        assert_eq!((b.wound_penalty, s.wound_penalty), (1, 2));
        assert!(b.six_clears_discomfort_in_combat && !s.six_clears_discomfort_in_combat);
        assert_eq!(Rules::default(), s);
        assert_eq!(b.reroll_cap, s.reroll_cap);
        let json = serde_json::to_string(&Profile::Book).unwrap();
        assert_eq!(json, "\"libro\"");
    }

    #[test]
    fn a_table_can_mix_profiles_one_setting_at_a_time() {
        let mut r = Rules::summary();
        r.set("wound_penalty", "1").unwrap();
        r.set("six_clears_discomfort_in_combat", "true").unwrap();
        assert_eq!(
            (r.wound_penalty, r.six_clears_discomfort_in_combat, r.profile),
            (1, true, Profile::Summary)
        );
        assert_eq!(
            r.set("wound_penalty", "3").unwrap_err(),
            SettingError::Value {
                key: "wound_penalty".into(),
                value: "3".into(),
                allowed: "1, 2"
            }
        );
        assert!(matches!(r.set("magia", "1"), Err(SettingError::Unknown(_))));
    }
}
