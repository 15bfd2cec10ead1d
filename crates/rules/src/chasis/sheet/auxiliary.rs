//! *Auxiliares* (AUX, L1204-L1347): the extended grade AUX = GD(CQ) + GD(PSJ), the least
//! successful grade, and its kinds — *daño* and *dolor* (13 is the limit), zonal damage,
//! size, *magnitud*.

use crate::chasis::check::grade::{GradeRules, MultiplierScope, Outcome, Rounding, Verdict};
use crate::chasis::error::ChasisError;
use serde::{Deserialize, Serialize};

/// How margin points accumulate (§3.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MarginMode {
    /// GDE and GDF in two piles; whichever reaches the limit first decides (L1353-L1385).
    #[default]
    #[serde(rename = "dos_pilas")]
    TwoPiles,
    /// One signed pile: GDE add, GDF subtract (L1387-L1399).
    #[serde(rename = "una_pila")]
    OnePile,
    /// Both sides roll; the turn's grade is the difference of the totals (L1401-L1409).
    #[serde(rename = "enfrentado")]
    Opposed,
}

/// Auxiliary settings (`[auxiliares]`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AuxiliaryRules {
    /// «UN PERSONAJE QUE ACUMULE 13PD CAE MUERTO» (L1300).
    #[serde(rename = "muerte")]
    pub death_damage: i64,
    /// 13 points of pain: unconscious and/or yields (L1318); pain never kills.
    #[serde(rename = "inconsciencia")]
    pub unconscious_pain: i64,
    /// A margin contest ends at ±13 PF (L1357-L1359).
    #[serde(rename = "margen")]
    pub margin_limit: i64,
    #[serde(rename = "modo_margen")]
    pub margin_mode: MarginMode,
    /// Reaching the limit ends a margin contest (A18); off, it must be exceeded.
    #[serde(rename = "alcanzar")]
    pub margin_reach_ends: bool,
    /// A hit always deals at least this much (A17: the least GDE is one).
    #[serde(rename = "dano_minimo")]
    pub min_hit_damage: i64,
    /// The target's size grade is subtracted from incoming damage like armour (A46).
    #[serde(rename = "tamano_resta")]
    pub size_reduces_damage: bool,
    /// Multimagnitude splits the AUX as a product (duration × intensity, A31) or a sum.
    #[serde(rename = "multimagnitud")]
    pub multimagnitude: Split,
    /// In an opposed margin contest, extremes force the turn's sign (A48); off by default.
    #[serde(rename = "extremos_enfrentados")]
    pub opposed_extremes: bool,
}

impl Default for AuxiliaryRules {
    fn default() -> Self {
        AuxiliaryRules {
            death_damage: 13,
            unconscious_pain: 13,
            margin_limit: 13,
            margin_mode: MarginMode::TwoPiles,
            margin_reach_ends: true,
            min_hit_damage: 1,
            size_reduces_damage: true,
            multimagnitude: Split::Product,
            opposed_extremes: false,
        }
    }
}

impl AuxiliaryRules {
    pub(crate) fn check(&self) -> Result<(), ChasisError> {
        if self.death_damage < 1 || self.unconscious_pain < 1 || self.margin_limit < 1 || self.min_hit_damage < 0 {
            return Err(ChasisError::invalid(
                "auxiliares",
                "los límites de daño, dolor y margen son de 1 o más, y el daño mínimo no es negativo",
                "damage, pain and margin limits are 1 or more, and the least damage is not negative",
            ));
        }
        Ok(())
    }
}

/// How a multimagnitude AUX is shared between two effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Split {
    /// 12AUX = 3TUR × MOD−4 = 6TUR × MOD−2 (L1343).
    #[default]
    #[serde(rename = "producto")]
    Product,
    #[serde(rename = "suma")]
    Sum,
}

/// AUX = GD(CQ) + ΣGD(PSJ) (L1216): the acting side's pseudo-characters add their grade, the
/// affected side's subtract it (sign them so). `extra` is énfasis bought for AUX (L1182).
/// The multiplier of an extreme applies to the check grade (default) or to the whole AUX
/// (A13); a success keeps at least the least GDE (L1242); the player may lower it (`cap`, L1220).
pub fn auxiliary(rules: &GradeRules, v: &Verdict, raw_grade: i64, psj: &[i64], extra: i64, cap: Option<i64>) -> i64 {
    let (outcome, final_grade) = (v.outcome, v.grade);
    let others: i64 = psj.iter().sum::<i64>() + extra;
    let mut aux = match (rules.scope, v.multiplied) {
        (MultiplierScope::Auxiliary, true) => {
            let m = rules.multiplier;
            rules.rounding.scale(raw_grade + others, m.num, m.den)
        }
        _ => final_grade + others,
    };
    if outcome.effective() == Outcome::Success {
        aux = aux.max(rules.min_success);
    }
    match cap {
        Some(c) if c < aux => c,
        _ => aux,
    }
}

/// Damage of a hit after the target's armour and size grades (L1294-L1306), never below the
/// least hit damage (A17).
pub fn damage_taken(aux: i64, armour: &[i64], size: i64, rules: &AuxiliaryRules) -> i64 {
    let size = if rules.size_reduces_damage { size } else { 0 };
    (aux - armour.iter().sum::<i64>() - size).max(rules.min_hit_damage)
}

/// A *multimpacto* (L1312): full damage at the epicentre, a *semimpacto* (÷2) next to it.
pub fn area_hit(damage: i64, rounding: Rounding) -> (i64, i64) {
    (damage, rounding.half(damage))
}

/// *Multimagnitud* (C1339-C1347): the intensity left for a chosen duration, the AUX shared as
/// the table's `multimagnitud` says (a product by default, C1343's 12AUX = 3TUR × MOD−4).
pub fn split_magnitude(aux: i64, duration: i64, rules: &AuxiliaryRules) -> i64 {
    match rules.multimagnitude {
        Split::Product if duration > 0 => aux / duration,
        Split::Product => 0,
        Split::Sum => aux - duration,
    }
}

/// A summoned creature of NIV[AUX÷2] (L1337).
pub fn summoned_level(aux: i64, rounding: Rounding) -> i64 {
    rounding.half(aux)
}

/// Damage and pain accumulated by a character (A19: two fields, though the book calls both PD).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Harm {
    #[serde(rename = "dano")]
    pub damage: i64,
    #[serde(rename = "dolor")]
    pub pain: i64,
}

impl Harm {
    pub fn take_damage(&mut self, pd: i64) {
        self.damage = (self.damage + pd).max(0);
    }

    pub fn take_pain(&mut self, pd: i64) {
        self.pain = (self.pain + pd).max(0);
    }

    /// Dead at 13 damage (L1300).
    pub fn dead(&self, rules: &AuxiliaryRules) -> bool {
        self.damage >= rules.death_damage
    }

    /// Unconscious and/or yielding at 13 pain (L1318, A44).
    pub fn knocked_out(&self, rules: &AuxiliaryRules) -> bool {
        self.pain >= rules.unconscious_pain
    }

    /// Damage recovers in an interval such as a day; pain in a scene (L1324, A45: in full).
    pub fn recover_damage(&mut self) {
        self.damage = 0;
    }

    pub fn recover_pain(&mut self) {
        self.pain = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(outcome: Outcome, grade: i64, multiplied: bool) -> Verdict {
        Verdict {
            outcome,
            grade,
            multiplied,
            only_via_extreme: false,
        }
    }

    fn aux(outcome: Outcome, g: i64, psj: &[i64]) -> i64 {
        auxiliary(&GradeRules::default(), &v(outcome, g, false), g, psj, 0, None)
    }

    #[test]
    fn t26_t27_t28_t32_auxiliaries() {
        assert_eq!(aux(Outcome::Success, 2, &[3]), 5); // T26a
        assert_eq!(aux(Outcome::Success, 6, &[-2]), 4); // T26b
        assert_eq!(aux(Outcome::Success, 2, &[5]), 7); // T27a: pistol GD5
        assert_eq!(aux(Outcome::Success, 3, &[-2]), 1); // T27b: armour GD2
        assert_eq!(aux(Outcome::Success, 2, &[1, -3]), 1); // T28: GDE0 → GDE1
        assert_eq!(aux(Outcome::Success, 4, &[3]), 7); // T32a: 7PD
        let rules = AuxiliaryRules::default();
        assert_eq!(damage_taken(5, &[2], 0, &rules), 3); // T32b
        assert_eq!(
            auxiliary(
                &GradeRules::default(),
                &v(Outcome::Success, 9, false),
                9,
                &[],
                0,
                Some(4)
            ),
            4
        );
    }

    #[test]
    fn the_multiplier_may_cover_the_whole_auxiliary() {
        let mut rules = GradeRules::default();
        // Critical GD+7 → GDE10, then a weapon GD2: 12 on the check grade, 13 on the whole AUX.
        assert_eq!(auxiliary(&rules, &v(Outcome::Critical, 10, true), 7, &[2], 0, None), 12);
        rules.scope = MultiplierScope::Auxiliary;
        assert_eq!(auxiliary(&rules, &v(Outcome::Critical, 10, true), 7, &[2], 0, None), 13);
    }

    #[test]
    fn t62_t63_damage_pain_and_size() {
        let rules = AuxiliaryRules::default();
        let mut h = Harm::default();
        h.take_damage(12);
        assert!(!h.dead(&rules));
        h.take_damage(1);
        assert!(h.dead(&rules)); // T62
        h.take_pain(13);
        assert!(h.knocked_out(&rules));
        // T63: a kobold of size GD−6 takes AUX + 6; a golem of GD12 takes the least damage.
        assert_eq!(damage_taken(7, &[], -6, &rules), 13);
        assert_eq!(damage_taken(7, &[], 12, &rules), 1);
        assert_eq!(area_hit(7, Rounding::TowardZero), (7, 3));
    }

    #[test]
    fn t33_t64_magnitude() {
        let book = AuxiliaryRules::default();
        assert_eq!(split_magnitude(12, 3, &book), 4); // T33, C1343
        assert_eq!(split_magnitude(12, 6, &book), 2);
        // The other setting shares the same 12AUX by a sum: 3TUR leave 9.
        let sum = AuxiliaryRules {
            multimagnitude: Split::Sum,
            ..book
        };
        assert_eq!(split_magnitude(12, 3, &sum), 9);
        assert_eq!(summoned_level(7, Rounding::TowardZero), 3); // T64
    }
}
