//! Exact odds of Fate rolls (aid §8): 4dF is 81 equally likely throws, a contest 6,561. Every
//! total goes through [`RollSpec::effort`], the function the roll itself uses.

use super::machine::{RollSpec, CRITICO_SHIFTS, DICE};
use crate::fate::character::consequence::{Consequence, Severity};
use crate::fate::character::stress::StressTrack;
use crate::fate::conflict::actions::attack::{hit_effect, resolve_attack, HitEffect};
use crate::fate::options::Rules;
use serde::Serialize;
use tirada_dice::{Die, Dist, Fraction};

/// The sum of 4dF: −4…+4 with weights 1, 4, 10, 16, 19, 16, 10, 4, 1 over 81 (§8.1).
pub fn dice_dist() -> Dist {
    Die::Fudge.dist().sum_iid(DICE as u32)
}

/// The distribution of a spec's effort.
pub fn effort_dist(spec: &RollSpec) -> Dist {
    dice_dist().map(|d| spec.effort(d as i32) as i64)
}

/// The odds of a simple action (§8.2).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RollOdds {
    /// Distribution of the effort.
    #[serde(skip)]
    pub effort: Dist,
    pub difficulty: i32,
    /// Distribution of effort − difficulty (the contract's `shifts`).
    #[serde(skip)]
    pub shifts: Dist,
    /// Effort ≥ difficulty (L33).
    pub exito: Fraction,
    pub fallo: Fraction,
    /// A success with no shift to spare.
    pub exact: Fraction,
    /// At least one shift.
    pub one_shift: Fraction,
    /// Success by 3 or more (L379).
    pub critico: Fraction,
    /// Expected shifts gained (0 on a failure).
    pub mean_shifts: Fraction,
}

/// Exact odds of `spec` against its difficulty (or the table's default).
pub fn roll_odds(spec: &RollSpec, rules: &Rules) -> RollOdds {
    let difficulty = spec.difficulty(rules);
    let effort = effort_dist(spec);
    let shifts = effort.shift(-i64::from(difficulty));
    RollOdds {
        exito: shifts.at_least(0),
        fallo: shifts.prob_where(|m| m < 0),
        exact: shifts.prob(0),
        one_shift: shifts.at_least(1),
        critico: shifts.at_least(CRITICO_SHIFTS as i64),
        mean_shifts: shifts.map(|m| m.max(0)).mean(),
        effort,
        difficulty,
        shifts,
    }
}

/// The odds of an opposed action between two specs (§8.3): the margin of the first over the
/// second has the 8dF distribution, shifted.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ContestOdds {
    /// First effort − second effort.
    #[serde(skip)]
    pub margin: Dist,
    /// The first side wins: at least one shift.
    pub first: Fraction,
    pub tie: Fraction,
    pub second: Fraction,
    /// The first wins by 3 or more.
    pub first_by_three: Fraction,
    /// The second wins by 3 or more: a crítico when the second is defending (R-CRIT-1).
    pub second_by_three: Fraction,
}

pub fn contest_odds(first: &RollSpec, second: &RollSpec) -> ContestOdds {
    contest_of(effort_dist(first).sub(&effort_dist(second)))
}

/// The odds of a margin distribution.
pub fn contest_of(margin: Dist) -> ContestOdds {
    ContestOdds {
        first: margin.at_least(1),
        tie: margin.prob(0),
        second: margin.prob_where(|m| m < 0),
        first_by_three: margin.at_least(CRITICO_SHIFTS as i64),
        second_by_three: margin.prob_where(|m| m <= -(CRITICO_SHIFTS as i64)),
        margin,
    }
}

/// The chance of one stress amount or one box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CountOdds {
    pub n: u32,
    pub p: Fraction,
}

/// The odds of an attack against a defender's stress track and consequences (§8.3 and R-STR).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttackOdds {
    /// Attack − the defence used.
    #[serde(skip)]
    pub margin: Dist,
    /// The attacker wins: stress is dealt.
    pub hit: Fraction,
    /// Equal efforts: a miss (R-CORE-8).
    pub tie: Fraction,
    /// The defender wins.
    pub miss: Fraction,
    /// The defender wins by 3 or more: a crítico (R-CRIT-1).
    pub critico: Fraction,
    /// Each stress amount dealt (1 and up).
    pub stress: Vec<CountOdds>,
    /// Each box the hit marks, when the defender marks a box whenever one can take it.
    pub boxes: Vec<CountOdds>,
    /// No box can take the hit and a consequence is forced.
    pub consequence: Fraction,
    /// The severity of that consequence; `None` if none can be taken.
    pub consequence_severity: Option<Severity>,
    /// A consequence is forced and none can be taken: taken out.
    pub taken_out: Fraction,
    pub mean_stress: Fraction,
}

fn small_weights(d: &Dist) -> Vec<(i64, u128)> {
    d.weights()
        .into_iter()
        .map(|(v, w)| (v, u128::try_from(&w).expect("Fate weights are small")))
        .collect()
}

/// Exact odds of an attack by `attacker` on `defender`, whose defence may be protected by a
/// block of strength `block` (a rolled one: [`effort_dist`] of the blocker; a standing one:
/// `Dist::constant`). Every case goes through [`resolve_attack`] and [`hit_effect`], the
/// functions a live conflict uses.
pub fn attack_odds(
    attacker: &RollSpec,
    defender: &RollSpec,
    block: Option<&Dist>,
    track: &StressTrack,
    held: &[Consequence],
    max_consequences: u8,
    rules: &Rules,
) -> AttackOdds {
    let blocks: Vec<(Option<i32>, u128)> = match block {
        Some(b) => small_weights(b).into_iter().map(|(v, w)| (Some(v as i32), w)).collect(),
        None => vec![(None, 1)],
    };
    let (mut margin, mut stress, mut effects, mut critico) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (a, wa) in small_weights(&effort_dist(attacker)) {
        for (d, wd) in small_weights(&effort_dist(defender)) {
            for &(b, wb) in &blocks {
                let w = wa * wd * wb;
                let o = resolve_attack(a as i32, d as i32, b);
                margin.push((i64::from(o.attack - o.defense), w));
                stress.push((i64::from(o.stress), w));
                critico.push((i64::from(o.critico.is_some()), w));
                let code = match hit_effect(track, held, max_consequences, o.stress, rules) {
                    HitEffect::Nothing => 0,
                    HitEffect::Box { index } => i64::from(index),
                    HitEffect::Consequence { .. } => -1,
                    HitEffect::TakenOut => -2,
                };
                effects.push((code, w));
            }
        }
    }
    let dist = |pairs: Vec<(i64, u128)>| Dist::from_weights(pairs).expect("weights");
    let (margin, stress, effects, critico) = (dist(margin), dist(stress), dist(effects), dist(critico));
    let consequence_severity = match hit_effect(track, held, max_consequences, u32::MAX, rules) {
        HitEffect::Consequence { severity } => Some(severity),
        _ => None,
    };
    let counts = |d: &Dist| -> Vec<CountOdds> {
        d.values()
            .filter(|&v| v > 0 && d.prob(v) != Fraction::zero())
            .map(|v| CountOdds {
                n: v as u32,
                p: d.prob(v),
            })
            .collect()
    };
    let c = contest_of(margin.clone());
    debug_assert_eq!(c.first, stress.at_least(1));
    AttackOdds {
        hit: c.first,
        tie: c.tie,
        miss: c.second,
        critico: critico.prob(1),
        stress: counts(&stress),
        boxes: counts(&effects),
        consequence: effects.prob(-1),
        consequence_severity,
        taken_out: effects.prob(-2),
        mean_stress: stress.mean(),
        margin,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fate::roll::machine::ModifierKind;

    #[test]
    fn four_fudge_dice() {
        let d = dice_dist();
        let ways: Vec<String> = (-4..=4).map(|v| d.prob(v).to_string()).collect();
        assert_eq!(
            ways,
            ["1/81", "4/81", "10/81", "16/81", "19/81", "16/81", "10/81", "4/81", "1/81"]
        );
        assert_eq!(d.mean().to_string(), "0/1");
    }

    #[test]
    fn modifiers_move_the_effort() {
        let spec = RollSpec::new(2).with(ModifierKind::PowerPoint, 1).against(3);
        let o = roll_odds(&spec, &Rules::default());
        assert_eq!(o.exito.to_string(), "50/81", "d = 0: 61.73 %");
        assert_eq!(o.exito.add(&o.fallo), Fraction::one());
        assert_eq!(o.effort.min_value(), -1);
    }
}
