//! [`apply`]: the character after one [`Event`], or why it cannot happen. The only place an
//! event changes a character; the rules it follows are [`super::rules`], and what an event
//! sets off (a sequela's discomfort, a thorn's line) is applied here too.

use super::error::StateError;
use super::event::Event;
use super::rules::*;
use crate::portal::combat::damage::{self, absorb};
use crate::portal::options::Rules;
use crate::portal::sheet::character::Character;
use crate::portal::sheet::state::{Condition, Duration, Sequela};

/// The character after `event`, or why it cannot happen.
pub fn apply(c: &Character, event: &Event, rules: &Rules) -> Result<Character, StateError> {
    super::bounds::check(event)?;
    let mut n = c.clone();
    let s = &mut n.state;
    let needs_points = |c: &Character| {
        if c.kind.has_luck_and_points() {
            Ok(())
        } else {
            Err(StateError::NoLuckOrPoints(c.name.clone()))
        }
    };
    let luck_max = s.luck_max.unwrap_or(rules.luck_max);
    match event {
        Event::TookDamage { amount, .. } => damage_points(&mut n, *amount, 0, rules)?,
        Event::KneeDamage { amount, .. } => damage_points(&mut n, *amount, 3, rules)?,
        Event::NonLethalDamage { amount, .. } => {
            if c.cast.is_some() {
                // S157: a cast member is stunned and loses its die; its value stays.
                s.stunned = s.stunned.max(1);
            } else {
                let (gained, turns) = damage::non_lethal(s.discomfort, *amount);
                s.discomfort += gained;
                s.stunned = s.stunned.saturating_add(turns.min(255) as u8);
            }
        }
        Event::GainedDiscomfort { count, .. } => {
            let a = absorb(s.discomfort, s.wounds, *count as u32, rules.damage_model, 0);
            (s.discomfort, s.wounds) = (a.discomfort, a.wounds);
            beyond_limit(&mut n, a.unabsorbed, rules);
        }
        Event::RemovedDiscomfort { count, .. } => s.discomfort = s.discomfort.saturating_sub(*count),
        Event::GainedWound { count, .. } => {
            let room = damage::LIMIT - s.wounds;
            let over = count.saturating_sub(room);
            s.wounds += count - over;
            beyond_limit(&mut n, over, rules);
        }
        Event::HealedWound { count, with_pp, .. } => {
            if *count > s.wounds {
                return Err(not_enough("dados de heridas", *count as u32, s.wounds as u32));
            }
            if *with_pp {
                needs_points(c)?;
                spend_pp(s, *count as u32)?;
            }
            s.wounds -= count;
        }
        Event::SpentLuck { count, .. } => {
            needs_points(c)?;
            if *count > s.luck() {
                return Err(not_enough("dados de suerte", *count as u32, s.luck() as u32));
            }
            s.luck = Some(s.luck() - count);
        }
        Event::RecoveredLuck { count, .. } => {
            needs_points(c)?;
            // above the maximum the gain is lost.
            s.luck = Some(s.luck().saturating_add(*count).min(luck_max));
        }
        Event::SacrificedLuck { count, .. } => {
            needs_points(c)?;
            let max = luck_max.saturating_sub(*count);
            s.luck_max = Some(max);
            s.luck = Some(s.luck().min(max));
        }
        Event::Rolled { changes: r, .. } => {
            let spend = RollSpending {
                luck: r.suerte_spent,
                tempt: r.suerte_tentada,
                pp: r.pp_spent as u32,
                ..RollSpending::default()
            };
            check_spending(c, spend, rules)?;
            s.discomfort = s.discomfort.saturating_sub(r.malestar_removed);
            s.wounds = s.wounds.saturating_sub(r.heridas_removed);
            s.sequela_points = s.sequela_points.saturating_add(r.secuela_points).min(3);
            if c.kind.has_luck_and_points() {
                let luck = s
                    .luck()
                    .saturating_sub(r.suerte_spent)
                    .saturating_add(r.suerte_recovered as u8);
                s.luck = Some(luck.min(luck_max));
                spend_pp(s, r.pp_spent as u32)?;
                gain_pp(s, r.pp_gained as u32, rules);
            }
        }
        Event::ResolvedSequela {
            discomfort,
            luck,
            keep,
            area,
        } => {
            let then = resolve_sequela(&mut n, *discomfort, *luck, *keep, *area)?;
            n = apply(&n, &then, rules)?;
        }
        Event::GainedSequela { level, area, .. } => {
            if !(1..=3).contains(level) {
                return Err(StateError::SequelaLevel);
            }
            s.sequelae.push(Sequela {
                area: *area,
                level: *level,
                duration: Duration::of_level(*level),
            });
        }
        Event::GainedPp { count, .. } => {
            needs_points(c)?;
            gain_pp(s, *count, rules);
        }
        Event::SpentPp { count, .. } => {
            needs_points(c)?;
            spend_pp(s, *count)?;
        }
        Event::SpentReserve { purpose, amount } => {
            let reserve = c
                .reserves
                .iter()
                .find(|r| r.purpose.eq_ignore_ascii_case(purpose))
                .ok_or_else(|| StateError::NoReserve(purpose.clone()))?;
            let spent = s.reserves_spent.entry(reserve.purpose.clone()).or_insert(0);
            let left = reserve.left(*spent);
            if *amount > left {
                return Err(not_enough("puntos en la reserva", *amount as u32, left as u32));
            }
            *spent += amount; // cannot overflow: spent + amount <= reserve.amount
        }
        Event::CreationClosed => {
            needs_points(c)?;
            let unspent = crate::portal::sheet::costs::creation_cost(c)
                .pp_in_hand
                .ok_or(StateError::NotPointsBuilt)?;
            gain_pp(s, unspent, rules);
            n.creation = None;
        }
        Event::AdventureStarted => {
            super::partial::reset(&mut n, true, rules);
            let s = &mut n.state;
            let over = s.pp.saturating_sub(rules.pp_hand_max as u32);
            s.pp -= over;
            s.pp_reserve += over;
            // B574: one PP at the start of each story.
            if c.kind.has_luck_and_points() {
                gain_pp(s, 1, rules);
            }
        }
        Event::AdventureEnded => {
            super::partial::reset(&mut n, true, rules);
            let s = &mut n.state;
            // B574: one PP at the end of each story, with the reserve back in hand (B856).
            let end = c.kind.has_luck_and_points() as u32;
            s.pp = s.pp.saturating_add(s.pp_reserve).saturating_add(end);
            s.pp_reserve = 0;
        }
        Event::ThornStuck { thorn } => s.thorns.push(thorn.clone()),
        Event::ThornTriggered { thorn, step, shortfall } => {
            let wounds_before = n.state.wounds;
            let (mut m, then) = super::thorns::trigger(&n, *thorn, *step, *shortfall)?;
            for e in &then {
                m = apply(&m, e, rules)?;
            }
            n = super::thorns::settle(m, *thorn, *step, wounds_before);
        }
        Event::ThornRemoved { thorn, .. } => {
            if *thorn >= s.thorns.len() {
                return Err(StateError::NoThorn(*thorn));
            }
            s.thorns.remove(*thorn);
        }
        Event::Stunned { turns, .. } => stun(&mut n, *turns, rules),
        Event::LostTurns { turns, .. } => s.turns_lost = s.turns_lost.saturating_add(*turns),
        Event::TurnPassed => {
            s.stunned = s.stunned.saturating_sub(1);
            s.turns_lost = s.turns_lost.saturating_sub(1);
            if s.condition == Condition::Dying {
                shock_points(&mut n, 1, rules);
            }
        }
        Event::CriticalRoll { toughness } => critical(&mut n, *toughness, rules)?,
        Event::FirstAid { total, means } => first_aid(&mut n, *total, *means)?,
        Event::LastHeroicAction => {
            if s.condition != Condition::Stabilised {
                return Err(StateError::Condition(s.condition));
            }
            if s.heroic_action_used {
                return Err(StateError::HeroicActionUsed);
            }
            needs_points(c)?;
            spend_pp(s, 1)?;
            s.heroic_action_used = true;
            s.condition = Condition::Dying;
        }
        Event::ActedBeyondLimit { minimal } => acted_beyond_limit(&mut n, *minimal, rules)?,
        Event::OutOfCombat { .. } => s.condition = Condition::OutOfCombat,
        Event::FinishedOff { .. } => s.condition = Condition::Dead,
        Event::SceneEnded => {
            s.sequelae.retain(|q| q.duration != Duration::Scene);
            s.stunned = 0;
            s.turns_lost = 0;
        }
        Event::StoryEnded => s.sequelae.retain(|q| q.duration == Duration::Permanent),
        Event::SequelaTreated { sequela, .. } => match s.sequelae.get(*sequela).map(|q| q.duration) {
            None => return Err(StateError::NoSequela(*sequela)),
            Some(Duration::Permanent) => return Err(StateError::PermanentSequela),
            Some(_) => {
                s.sequelae.remove(*sequela);
            }
        },
        Event::UsedPartially { forte, rerolls } => super::partial::use_partial(&mut n, forte, *rerolls, rules)?,
        Event::SessionEnded => super::partial::reset(&mut n, false, rules),
        Event::Advanced { advance } => {
            needs_points(c)?;
            n = crate::portal::sheet::costs::advance(&n, advance)?;
        }
    }
    Ok(n)
}
