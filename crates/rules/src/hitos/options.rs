//! The Hitos ruleset: every point where the text is ambiguous and the choice changes numbers is
//! a setting here, named after the reading aid's `AMB-nn` entry, with the aid's recommended
//! default. A table stores its `Rules`; a transcript records the ones it was resolved under.
//! Missing fields take their defaults when a ruleset is read from JSON or TOML.

use serde::{Deserialize, Serialize};

/// *Realismo frente a espectáculo* (R-12, L77–L78): whether doubles already make criticals and
/// fumbles, or only triples do. Fixed at the start of a campaign.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CritMode {
    /// Double or triple 10 / 1 (the text's normal rule).
    #[default]
    #[serde(rename = "espectaculo")]
    Spectacular,
    /// Only a triple 10 / 1 (`--realista`).
    #[serde(rename = "realista")]
    Realistic,
}

impl CritMode {
    pub fn word(self) -> &'static str {
        match self {
            CritMode::Spectacular => "espectaculo",
            CritMode::Realistic => "realista",
        }
    }
}

/// What a positive activation's V⁺ replaces for damage and other effects (AMB-04).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PositiveEffects {
    /// Literal reading of L125: only M becomes V⁺; m and C stay the sorted faces.
    #[default]
    ReplaceHigh,
    /// M becomes V⁺ and the paired dice it summed count 0 in m and C (no double counting).
    ReplaceHighDropPair,
}

/// What a positive activation reads when the test reads a sum of dice (AMB-72, the project's
/// entry: L125 names only V⁺, which can fall below a sum read without activating, `mC` 9 → 7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PositiveSum {
    /// Literal: the die value is V⁺ whatever the reading.
    #[default]
    Replace,
    /// The reading's sum with M := V⁺ (and AMB-04's choice for m and C), never below V⁺.
    ReadWithHigh,
}

/// What a negative activation changes for damage and other effects (AMB-07).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NegativeEffects {
    /// The rerolled sorted dice, unchanged (the text specifies no substitution).
    #[default]
    SortedDice,
    /// m becomes V⁻, never below 0.
    LowIsValue,
}

/// Which damage decides whether an emptied Resistencia track is lethal (AMB-44).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DyingKind {
    /// The kind of the damage instance that emptied the track.
    #[default]
    LastInstance,
    /// Lethal only when the lethal points alone fill the track.
    LethalPointsAlone,
}

/// The lost cell of Table 11's butane row (AMB-36): the partial damage, between `M` and `mM`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ButanePartial {
    #[serde(rename = "M")]
    High,
    /// The aid's recommendation: the candidate whose full/partial ratio fits the other rows.
    #[default]
    #[serde(rename = "mC")]
    LowMid,
    #[serde(rename = "mM")]
    LowHigh,
    /// A merged cell in the original: partial = full = `mCM`.
    #[serde(rename = "mCM")]
    Merged,
}

impl ButanePartial {
    pub fn expr(self) -> &'static str {
        match self {
            ButanePartial::High => "M",
            ButanePartial::LowMid => "mC",
            ButanePartial::LowHigh => "mM",
            ButanePartial::Merged => "mCM",
        }
    }
}

/// Campaign power level (L713, L806; the order is [EXT] appendix A).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CampaignLevel {
    #[serde(rename = "gente_corriente")]
    OrdinaryPeople,
    #[serde(rename = "protagonistas")]
    Protagonists,
    /// The project's default: the level the text's heroic rules are written for.
    #[default]
    #[serde(rename = "heroes")]
    Heroes,
    #[serde(rename = "titanes")]
    Titans,
}

impl CampaignLevel {
    /// *Los héroes están hechos de otra pasta* (HR-1, L713): daily instead of weekly recovery.
    pub fn heroic(self) -> bool {
        self >= CampaignLevel::Heroes
    }
}

/// Two fumbles in an opposed test (AMB-03 leaves it open, H87–H91): the status quo holds, or
/// the totals decide as they do between two criticals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DoubleFumble {
    /// Neither side achieves anything: a tie, the initiator without success (R-15).
    #[default]
    Tie,
    /// The higher total wins, as between two criticals.
    Totals,
}

/// The settings of a Hitos table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// R-12.
    pub crit_mode: CritMode,
    /// A positive or negative activation may reroll zero dice (AMB-05; the effect is then only
    /// the new die value).
    pub zero_dice_activation: bool,
    /// AMB-04.
    pub positive_effects: PositiveEffects,
    /// AMB-07.
    pub negative_effects: NegativeEffects,
    /// AMB-72.
    pub positive_sum: PositiveSum,
    /// An aspect may be exhausted only when the activator has no drama points (AMB-10).
    pub exhaust_requires_empty_pool: bool,
    /// Critical beats non-critical and fumble loses in opposed tests (AMB-03); off: totals only.
    pub opposed_specials: bool,
    /// AMB-36.
    pub butane_partial: ButanePartial,
    /// Difficulty of the explosion avoidance roll, "media o superior" (AMB-37, H687): the
    /// roll's total is read against it (`harm::hazards::explosion_expr`).
    pub explosion_difficulty: i32,
    /// Health penalties also apply to Aguante resistance and recovery tests (AMB-27).
    pub health_penalty_on_aguante: bool,
    /// AMB-44.
    pub dying_kind: DyingKind,
    /// Cap the points a stabilisation erases at Aguante, so the character is incapacitado
    /// (AMB-71).
    pub stabilise_cap_at_aguante: bool,
    /// Armour reduces fall and explosion damage as well as attacks (AMB-63;
    /// `harm::hazards::after_armour`).
    pub armour_vs_falls_and_explosions: bool,
    /// Armour reduces fire damage (AMB-63, GM discretion).
    pub armour_vs_fire: bool,
    pub campaign_level: CampaignLevel,
    /// Each combat manoeuvre costs 1 skill point to learn (MV-0, L183).
    pub maneuvers_cost_skill_points: bool,
    /// Damage is lethal unless its attacker declared otherwise (LE-5, H708): a damage event
    /// without `lethality` takes it (`Lethality::by_default`).
    pub lethal_by_default: bool,
    /// Two fumbles in an opposed test: a tie, or the totals decide (AMB-03).
    pub opposed_double_fumble: DoubleFumble,
    /// The health penalty (−2 herido, −5 incapacitado) applies to the initiative roll, one of
    /// «todas las acciones» (H375).
    pub health_penalty_on_initiative: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            crit_mode: CritMode::Spectacular,
            zero_dice_activation: true,
            positive_effects: PositiveEffects::ReplaceHigh,
            negative_effects: NegativeEffects::SortedDice,
            positive_sum: PositiveSum::Replace,
            exhaust_requires_empty_pool: true,
            opposed_specials: true,
            butane_partial: ButanePartial::LowMid,
            explosion_difficulty: 15,
            health_penalty_on_aguante: false,
            dying_kind: DyingKind::LastInstance,
            stabilise_cap_at_aguante: true,
            armour_vs_falls_and_explosions: true,
            armour_vs_fire: false,
            campaign_level: CampaignLevel::Heroes,
            maneuvers_cost_skill_points: false,
            lethal_by_default: true,
            opposed_double_fumble: DoubleFumble::Tie,
            health_penalty_on_initiative: true,
        }
    }
}

impl Rules {
    /// The default rules with *realismo* (only triples are criticals and fumbles).
    pub fn realistic() -> Rules {
        Rules {
            crit_mode: CritMode::Realistic,
            ..Rules::default()
        }
    }
}

impl Rules {
    /// A ruleset from a TOML text with this struct's keys (missing ones at their defaults) and
    /// `clave=valor` settings on top: what `--reglas` and `--regla` give, and the shape a web
    /// ruleset takes. Errors are one Spanish sentence naming the key.
    pub fn from_settings(text: Option<&str>, settings: &[String]) -> Result<Rules, String> {
        let mut table: toml::Table = match text {
            Some(t) => t
                .parse()
                .map_err(|e: toml::de::Error| format!("reglas de Hitos: {}", e.message()))?,
            None => toml::Table::new(),
        };
        for s in settings {
            let (key, value) = s
                .split_once('=')
                .ok_or_else(|| format!("«{s}» no es clave=valor, como crit_mode=realista"))?;
            let (key, value) = (key.trim(), value.trim());
            let parsed = format!("v = {value}")
                .parse::<toml::Table>()
                .ok()
                .and_then(|mut t| t.remove("v"))
                .unwrap_or_else(|| toml::Value::String(value.to_string()));
            table.insert(key.to_string(), parsed);
        }
        let defaults = toml::Table::try_from(Rules::default()).expect("the rules are a table");
        for (key, value) in &table {
            let Some(default) = defaults.get(key) else {
                let keys: Vec<&str> = defaults.keys().map(String::as_str).collect();
                return Err(format!("«{key}» no es una regla de Hitos; son: {}", keys.join(", ")));
            };
            let mut one = toml::Table::new();
            one.insert(key.clone(), value.clone());
            if one.try_into::<Rules>().is_err() {
                let shown = |v: &toml::Value| v.as_str().map_or_else(|| v.to_string(), str::to_string);
                return Err(format!(
                    "regla «{key}»: «{}» no vale; por defecto es «{}»",
                    shown(value),
                    shown(default)
                ));
            }
        }
        table
            .try_into()
            .map_err(|e: toml::de::Error| format!("reglas de Hitos: {}", e.message()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_fields_take_defaults_and_unknown_ones_are_refused() {
        let r: Rules = serde_json::from_str(r#"{"crit_mode":"realista"}"#).unwrap();
        assert_eq!(r, Rules::realistic());
        assert!(serde_json::from_str::<Rules>(r#"{"critmode":"realista"}"#).is_err());
        assert!(CampaignLevel::Titans.heroic() && !CampaignLevel::Protagonists.heroic());
    }

    #[test]
    fn settings_take_the_same_keys_as_a_ruleset_file() {
        let r = Rules::from_settings(
            Some("zero_dice_activation = false"),
            &["crit_mode=realista".into(), "explosion_difficulty = 20".into()],
        )
        .unwrap();
        assert_eq!(
            (r.crit_mode, r.zero_dice_activation, r.explosion_difficulty),
            (CritMode::Realistic, false, 20)
        );
        let e = Rules::from_settings(None, &["crit=realista".into()]).unwrap_err();
        assert!(e.starts_with("«crit» no es una regla de Hitos; son: "), "{e}");
        let e = Rules::from_settings(None, &["positive_sum=quizas".into()]).unwrap_err();
        assert_eq!(e, "regla «positive_sum»: «quizas» no vale; por defecto es «replace»");
    }
}
