//! What a finished roll changes on the character (R13–R17b), from the primary reading.

use super::machine::PortalRoll;
use super::outcome::Outcome;
use super::reading::ReadingKind;
use crate::portal::dice::Role;
use serde::Serialize;

/// Changes to apply to the sheet after the roll.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Effects {
    /// Discomfort dice removed: all on a kept 6, the tied ones otherwise (R13).
    pub malestar_removed: u8,
    /// Summary S25: on a kept 6 in attack or defence the discomfort dice that are not removed
    /// each give +1 to damage (attack) or toughness (defence).
    pub malestar_combat_bonus: u8,
    /// Luck dice thrown that go back to the pool (R15).
    pub suerte_kept: u8,
    /// Luck dice thrown that are lost (R15).
    pub suerte_spent: u8,
    /// Whether the tempted die was won back (R16); present only when luck was tempted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suerte_recovered: Option<bool>,
    /// The tempted die is won back only if the total beats the difficulty (B350), and none
    /// was given: the sheet keeps it lost until the GM says otherwise.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub suerte_depends_on_difficulty: bool,
    /// Sequela points from wound dice tied with the kept die (R17, at most 3).
    pub secuela_points: u8,
    /// PP gained: for ones and sixes blocked (B579), for a success on the Low die (R17b).
    pub pp_gained: u8,
    /// PP spent in the roll (temporary specialty, aces, wound dice removed).
    pub pp_spent: u8,
    /// Wound dice removed with PP during the roll.
    pub heridas_removed: u8,
}

pub(crate) fn effects(roll: &PortalRoll, kept: u8, outcome: Option<Outcome>) -> Effects {
    let spec = roll.spec();
    let rules = roll.rules();
    let t = roll.throw_view();
    let toughness_only = spec.kind == ReadingKind::Toughness;
    let in_combat = matches!(spec.kind, ReadingKind::Attack | ReadingKind::Defence);
    let thorn_blocks = spec.thorn && rules.thorn_blocks_discomfort_removal;
    let six_clears = !in_combat || rules.six_clears_discomfort_in_combat;

    let ties = |dice: &[u8]| dice.iter().filter(|&&d| d == kept).count() as u8;
    let (malestar_removed, malestar_combat_bonus) = if toughness_only || thorn_blocks || kept == 1 {
        (0, 0)
    } else if kept == 6 && six_clears {
        (t.black.len() as u8, 0)
    } else if kept == 6 {
        // S25: the sixes still go (ties, S23); the rest stay and become a combat bonus.
        (ties(t.black), t.black.len() as u8 - ties(t.black))
    } else {
        (ties(t.black), 0)
    };

    let green = t.green.len() as u8;
    let suerte_kept = match kept {
        6 => green,
        1 => 0,
        _ => ties(t.green),
    };

    // B350–B352: beating the difficulty, a kept 6, or a tie that is not of ones.
    let by_dice = |die: u8| kept == 6 || (die == kept && kept != 1);
    let suerte_recovered = t
        .tempted
        .map(|die| matches!(outcome, Some(Outcome::Exito)) || by_dice(die));
    let suerte_depends_on_difficulty = t
        .tempted
        .is_some_and(|die| !by_dice(die) && spec.difficulty.is_none() && outcome != Some(Outcome::Pifia));

    let secuela_points = if toughness_only { 0 } else { ties(t.red).min(3) };

    let blocked = roll.steps().iter().any(|s| matches!(s, super::machine::Step::Block)) as u8;
    let low_success = (spec.role == Role::Low && matches!(outcome, Some(Outcome::Exito))) as u8;
    let heridas_removed = roll
        .steps()
        .iter()
        .filter(|s| matches!(s, super::machine::Step::RemoveWound { .. }))
        .count() as u8;
    Effects {
        malestar_removed,
        malestar_combat_bonus,
        suerte_kept,
        suerte_spent: green - suerte_kept,
        suerte_recovered,
        suerte_depends_on_difficulty,
        secuela_points,
        pp_gained: blocked + low_success,
        pp_spent: pp_spent(roll),
        heridas_removed,
    }
}

fn pp_spent(roll: &PortalRoll) -> u8 {
    let bought = roll
        .steps()
        .iter()
        .filter(|s| {
            matches!(
                s,
                super::machine::Step::BuyAce | super::machine::Step::RemoveWound { .. }
            )
        })
        .count() as u8;
    bought + roll.spec().temporary_specialty as u8
}
