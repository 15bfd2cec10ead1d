//! The rules behind [`apply`](super::apply::apply): PP in hand, damage past the limit, stun, shock
//! dice, the critical roll, acting beyond the limit and sequelae (R20–R42).

use super::error::StateError;
use super::event::{AidMeans, Event};
use crate::portal::combat::damage::{self, absorb};
use crate::portal::options::Rules;
use crate::portal::settings::CriticalModel;
use crate::portal::sheet::character::Character;
use crate::portal::sheet::state::{Area, Condition, Duration, Sequela, State};

pub(crate) fn not_enough(what: &'static str, want: u32, have: u32) -> StateError {
    StateError::NotEnough { what, want, have }
}

pub(crate) fn gain_pp(s: &mut State, count: u32, rules: &Rules) {
    let room = (rules.pp_hand_max as u32).saturating_sub(s.pp);
    let to_hand = count.min(room);
    s.pp += to_hand;
    s.pp_reserve = s.pp_reserve.saturating_add(count - to_hand);
}

pub(crate) fn spend_pp(s: &mut State, count: u32) -> Result<(), StateError> {
    if count > s.pp {
        return Err(not_enough("puntos de personaje en mano", count, s.pp));
    }
    s.pp -= count;
    Ok(())
}

/// What a roll for a character spends from its sheet: luck dice thrown, luck tempted, PP.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RollSpending {
    pub luck: u8,
    pub tempt: bool,
    pub pp: u32,
    /// Its ones and sixes blocked with a PP the roller receives (B605, B579): a principal
    /// character receives none, so its rolls are not blocked (B647; the aid's A-22 default).
    pub blocked: bool,
}

impl RollSpending {
    /// What a roll spends before and during the throw: its luck dice, the tempted die, the
    /// temporary specialty's PP (B585) and `pp_aces` rerolls bought with PP (R33).
    pub fn of(spec: &crate::portal::roll::spec::RollSpec, pp_aces: u8) -> RollSpending {
        RollSpending {
            luck: spec.green,
            tempt: spec.tempt,
            pp: spec.temporary_specialty as u32 + pp_aces as u32,
            blocked: false,
        }
    }

    /// The same, with the roll's ones and sixes blocked (`--bloquear`) or not.
    pub fn blocked(mut self, blocked: bool) -> RollSpending {
        self.blocked = blocked;
        self
    }
}

/// Whether `c` may spend this in a roll: a principal character uses neither luck nor PP
/// (B647; its reserve serves only its purpose, B649–B651) nor has its ones and sixes blocked
/// (B605, A-22), only a lost luck die can be tempted (B338, B340), and what is spent must be
/// held.
pub fn check_spending(c: &Character, spend: RollSpending, rules: &Rules) -> Result<(), StateError> {
    let s = &c.state;
    if !c.kind.has_luck_and_points() && spend.blocked {
        return Err(StateError::NoBlock(c.name.clone()));
    }
    if !c.kind.has_luck_and_points() && spend != RollSpending::default() {
        return Err(StateError::NoLuckOrPoints(c.name.clone()));
    }
    if spend.tempt && s.luck_to_tempt(rules.luck_max) == 0 {
        return Err(StateError::NoLostLuck(c.name.clone()));
    }
    if spend.luck > s.luck() {
        return Err(not_enough("dados de suerte", spend.luck as u32, s.luck() as u32));
    }
    if spend.pp > s.pp {
        return Err(not_enough("puntos de personaje en mano", spend.pp, s.pp));
    }
    Ok(())
}

pub(crate) fn damage_points(n: &mut Character, amount: u32, knee: u8, rules: &Rules) -> Result<(), StateError> {
    let s = &mut n.state;
    if let (Some(v), true) = (s.current_value.as_mut(), n.cast.is_some()) {
        // S149: at 0 it is out of combat, and the value goes no lower (a sheet never shows a
        // negative value); saturating keeps an unchecked caller from wrapping.
        *v = v.saturating_sub(i32::try_from(amount).unwrap_or(i32::MAX)).max(0);
        if *v <= 0 {
            s.condition = Condition::OutOfCombat;
        }
        return Ok(());
    }
    match s.condition {
        Condition::Dead | Condition::Stabilised | Condition::OutOfCombat => return Ok(()),
        Condition::Dying => {
            shock_points(n, amount, rules);
            return Ok(());
        }
        _ => {}
    }
    let a = absorb(s.discomfort, s.wounds, amount, rules.damage_model, knee);
    (s.discomfort, s.wounds) = (a.discomfort, a.wounds);
    s.knee_points = s.knee_points.saturating_add(a.sequela_points).min(3);
    if a.wounds_gained > 0 && rules.wound_stuns && s.condition == Condition::Active {
        stun(n, 1, rules);
    }
    beyond_limit(n, a.unabsorbed, rules);
    Ok(())
}

/// Points past the limit start the critical state or shock (R38–R40).
pub(crate) fn beyond_limit(n: &mut Character, points: u8, rules: &Rules) {
    if points == 0 {
        return;
    }
    let s = &mut n.state;
    s.unabsorbed = s.unabsorbed.saturating_add(points);
    if matches!(s.condition, Condition::Active | Condition::Conscious) {
        s.condition = match rules.critical_model {
            CriticalModel::BookCritical => {
                s.thorns.push(damage::critical_thorn());
                Condition::Critical
            }
            CriticalModel::SummaryShock => Condition::Shock,
        };
    }
}

/// S130: stunned while stunned is out of combat (with the summary's wound stun).
pub(crate) fn stun(n: &mut Character, turns: u8, rules: &Rules) {
    let s = &mut n.state;
    if rules.wound_stuns && s.stunned > 0 {
        s.condition = Condition::OutOfCombat;
    }
    s.stunned = s.stunned.saturating_add(turns);
}

/// Shock dice (S98–S100), converted like damage; the fourth shock wound kills.
pub(crate) fn shock_points(n: &mut Character, points: u32, rules: &Rules) {
    let s = &mut n.state;
    let a = absorb(s.shock_discomfort, s.shock_wounds, points, rules.damage_model, 0);
    (s.shock_discomfort, s.shock_wounds) = (a.discomfort, a.wounds);
    if a.unabsorbed > 0 {
        s.condition = Condition::Dead;
    }
}

pub(crate) fn critical(n: &mut Character, toughness: i32, rules: &Rules) -> Result<(), StateError> {
    if !matches!(n.state.condition, Condition::Critical | Condition::Shock) {
        return Err(StateError::Condition(n.state.condition));
    }
    let r = damage::critical_roll(toughness, n.state.unabsorbed, rules.critical_reduction);
    n.state.unabsorbed = 0;
    n.state.condition = match (r.remaining, r.conscious, rules.critical_model) {
        (0, true, CriticalModel::BookCritical) => Condition::Conscious,
        (0, _, _) => Condition::Stabilised,
        (left, _, _) => {
            // the book leaves this open; the summary's dying track completes it.
            n.state.condition = Condition::Dying;
            shock_points(n, left as u32, rules);
            return Ok(());
        }
    };
    Ok(())
}

pub(crate) fn acted_beyond_limit(n: &mut Character, minimal: bool, rules: &Rules) -> Result<(), StateError> {
    let cond = n.state.condition;
    if !n.kind.has_luck_and_points() {
        return Err(StateError::NoLuckOrPoints(n.name.clone()));
    }
    match rules.critical_model {
        CriticalModel::BookCritical => {
            if cond != Condition::Conscious {
                return Err(StateError::Condition(cond));
            }
            let s = &mut n.state;
            if minimal {
                if s.luck() == 0 {
                    return Err(not_enough("dados de suerte", 1, 0));
                }
                s.luck = Some(s.luck() - 1);
            } else {
                spend_pp(s, 1)?;
            }
        }
        CriticalModel::SummaryShock => {
            // S66: one PP, and the condition worsens one step.
            spend_pp(&mut n.state, 1)?;
            n.state.condition = match cond {
                Condition::Stabilised | Condition::OutOfCombat | Condition::Shock => Condition::Dying,
                Condition::Dying => Condition::Dead,
                other => other,
            };
        }
    }
    Ok(())
}

/// Resolves pending sequela points (R25, B276–B284): ordinary points are paid with discomfort
/// or luck, point by point, or kept as one sequela in the GM's `area`; knee points (B1467) can
/// only be kept, all at once, as their own movement sequela (A-53: sequelae stay separate).
/// Each sequela's level is its points, its duration by level (B287–B291). The discomfort paid
/// is the event it returns, for [`apply`](super::apply::apply) to apply next.
pub(crate) fn resolve_sequela(
    n: &mut Character,
    discomfort: u8,
    luck: u8,
    keep: u8,
    area: Area,
) -> Result<Event, StateError> {
    let s = &mut n.state;
    let (ordinary, knee) = (s.sequela_points as u32, s.knee_points as u32);
    let (paid, kept) = (discomfort as u32 + luck as u32, keep as u32);
    if ordinary + knee == 0 {
        return Err(StateError::NoSequelaPoints);
    }
    if paid + kept > ordinary + knee {
        return Err(not_enough("puntos de secuela pendientes", paid + kept, ordinary + knee));
    }
    if kept < knee || paid > ordinary {
        return Err(StateError::KneePoints);
    }
    if luck > s.luck() {
        return Err(not_enough("dados de suerte", luck as u32, s.luck() as u32));
    }
    let own = (kept - knee) as u8;
    s.knee_points = 0;
    s.sequela_points -= discomfort + luck + own;
    if luck > 0 {
        s.luck = Some(s.luck() - luck);
    }
    for (level, area) in [(knee as u8, Area::Movement), (own, area)] {
        if level > 0 {
            s.sequelae.push(Sequela {
                area,
                level,
                duration: Duration::of_level(level),
            });
        }
    }
    Ok(Event::GainedDiscomfort {
        count: discomfort,
        reason: "secuela".into(),
    })
}

/// First aid (S102): the difficulty is the shock suffering, 1 per shock discomfort die and 2
/// per shock wound die; the means decide what the roll does.
pub(crate) fn first_aid(n: &mut Character, total: i32, means: AidMeans) -> Result<(), StateError> {
    let s = &mut n.state;
    if s.condition != Condition::Dying {
        return Err(StateError::Condition(s.condition));
    }
    let suffering = s.shock_discomfort as i32 + 2 * s.shock_wounds as i32;
    let removed = match means {
        AidMeans::Nothing => (total - suffering).max(0),
        AidMeans::Kit if total > suffering => suffering,
        AidMeans::Kit => 0,
        AidMeans::Icu => total.max(0),
    };
    // Discomfort dice go first, then wound dice (two points each).
    let mut left = removed;
    let d = left.min(s.shock_discomfort as i32);
    s.shock_discomfort -= d as u8;
    left -= d;
    let w = (left / 2).min(s.shock_wounds as i32);
    s.shock_wounds -= w as u8;
    let stable = match means {
        AidMeans::Nothing => s.shock_discomfort == 0 && s.shock_wounds == 0,
        AidMeans::Kit | AidMeans::Icu => total > suffering,
    };
    if stable {
        s.condition = Condition::Stabilised;
    }
    Ok(())
}
