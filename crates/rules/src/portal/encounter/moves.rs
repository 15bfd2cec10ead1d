//! What a participant plans for its actions (manoeuvres, called shots, sweeps, non-lethal
//! blows, finishing off the fallen) and how the tracker applies it (§5.5, §5.12).

use super::log::Entry;
pub use super::plan::{Plan, RoundFlags};
use super::tracker::{Encounter, EncounterError};
use crate::portal::combat::conflict::{stun_shortfall, AttackOptions, Exchange, Hit};
use crate::portal::combat::manoeuvres::{CalledShot, Manoeuvre};
use crate::portal::combat::tables::Weapon;
use crate::portal::events::event::Event;
use crate::portal::roll::transcript::Transcript;
use tirada_dice::DiceSource;

impl Encounter {
    /// A manoeuvre that replaces the attack: total defence or preparing. Returns whether the
    /// action was spent on it.
    pub(crate) fn manoeuvre_instead(&mut self, who: usize, dice: &mut impl DiceSource) -> Result<bool, EncounterError> {
        let c = &mut self.combatants[who];
        let fresh = c.flags.prepared_on.is_none();
        let m = match (c.plan.manoeuvre, c.target) {
            (Some(Manoeuvre::TotalDefence), _) => {
                c.flags.total_defence = true;
                Manoeuvre::TotalDefence
            }
            (Some(Manoeuvre::Prepare), Some(t)) if fresh => {
                c.flags.prepared_on = Some(t);
                Manoeuvre::Prepare
            }
            (Some(Manoeuvre::PrepareRoll), Some(t))
                if fresh && self.combatants.get(t).is_some_and(|c| c.in_fight()) =>
            {
                self.prepare_by_roll(who, t, dice)?;
                return Ok(true);
            }
            _ => return Ok(false),
        };
        self.log.push(Entry::Manoeuvre { who, manoeuvre: m });
        Ok(true)
    }

    /// The attack options and extra attack aces from the attacker's plan and flags.
    pub(crate) fn plan_options(&mut self, a: usize, d: usize, o: &mut AttackOptions) -> u8 {
        let c = &mut self.combatants[a];
        if let Some(shot) = c.plan.called {
            shot.apply(o);
        }
        o.sweep = c.plan.sweep;
        o.heavy = matches!(c.character.equipment.weapon, Weapon::Ranged { kind } if kind.is_heavy());
        o.sweep |= o.heavy;
        let mut aces = 0;
        if c.plan.manoeuvre == Some(Manoeuvre::NeglectDefence) {
            c.flags.neglected = true;
            aces += 1;
        }
        if c.flags.prepared_on == Some(d) {
            c.flags.prepared_on = None;
            aces += 1;
        }
        aces
    }

    /// The summary's stun resistance before the new damage (CB16c, S124–S126): each point
    /// short lowers the initiative; at 0 the defender is stunned.
    pub(crate) fn stun_resistance(&mut self, d: usize, defence: &Transcript, head: i32) -> Result<(), EncounterError> {
        if !self.rules.stun_resistance || self.combatants[d].is_cast() {
            return Ok(());
        }
        let suffering = self.combatants[d].character.suffering();
        let short = stun_shortfall(defence, suffering, head);
        if short == 0 {
            return Ok(());
        }
        let c = &mut self.combatants[d];
        let reflexes = c.reflexes.unwrap_or(0) - short;
        c.reflexes = Some(reflexes);
        self.log.push(Entry::StunResistance {
            who: d,
            shortfall: short,
            reflexes,
        });
        if reflexes <= 0 {
            self.event(
                d,
                Event::Stunned {
                    turns: 1,
                    source: "resistencia al aturdimiento".into(),
                },
            )?;
        }
        Ok(())
    }

    /// Applies an attack's points by the attacker's intent: a knee, a stunning head shot,
    /// non-lethal, or plain damage.
    pub(crate) fn land(
        &mut self,
        a: usize,
        d: usize,
        x: &Exchange,
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        let plan = self.combatants[a].plan;
        let source = format!("ataque de {}", self.combatants[a].name());
        let points = x.points;
        let called_hit = x.hit == Hit::Hit;
        if called_hit && plan.called == Some(CalledShot::Hand) {
            self.disarm(d, a, plan.hand)?;
        }
        if points == 0 {
            return Ok(());
        }
        match plan.called {
            Some(CalledShot::Knee) if called_hit => self.event(d, Event::KneeDamage { amount: points, source }),
            // B1455: a stunning head shot stuns a turn per point instead of hurting (Book); with
            // the Summary's stun resistance it joins the suffering and hurts too (C-22, S139).
            Some(CalledShot::HeadStun) if called_hit && self.stunning_head_shot(a) && !self.rules.stun_resistance => {
                let turns = points.min(255) as u8;
                self.event(d, Event::Stunned { turns, source })
            }
            _ if plan.non_lethal => self.event(d, Event::NonLethalDamage { amount: points, source }),
            _ => self.take(d, points, source, dice),
        }
    }

    /// Whether `a` plans a stunning head shot with something that can stun (B1457: not a shot;
    /// a cast member strikes as it can).
    pub(crate) fn stunning_head_shot(&self, a: usize) -> bool {
        let c = &self.combatants[a];
        c.plan.called == Some(CalledShot::HeadStun) && (c.is_cast() || c.character.equipment.weapon.can_stun())
    }

    /// Attacks a fallen target when the plan says so (B1112, S122).
    pub(crate) fn finish_off(&mut self, a: usize, d: usize) -> Result<bool, EncounterError> {
        let fallen = !self.combatants[d].character.state.condition.can_defend();
        let dead = self.combatants[d].character.state.condition == crate::portal::sheet::state::Condition::Dead;
        if !(self.combatants[a].plan.finish_off && fallen && !dead) {
            return Ok(false);
        }
        let by = self.combatants[a].name().to_string();
        self.event(d, Event::FinishedOff { by })?;
        Ok(true)
    }

    /// A new initiative roll (S112): the reflexes reading of a fresh throw.
    pub(crate) fn initiative_again(&mut self, who: usize, dice: &mut impl DiceSource) -> Result<(), EncounterError> {
        let t = self.reflexes_roll(who, "iniciativa", dice)?;
        self.combatants[who].reflexes = Some(t.total);
        self.log.push(Entry::Initiative { who, reflexes: t.total });
        Ok(())
    }

    /// The plan's extra free actions with this action (CB8): −1 reflexes each (B1088), lowering
    /// the current value now; the phases already set this round stay. Only for those
    /// who roll reflexes.
    pub(crate) fn free_actions(&mut self, who: usize) -> Result<(), EncounterError> {
        let count = self.combatants[who].plan.extra_free_actions;
        if count == 0 || self.combatants[who].is_cast() {
            return Ok(());
        }
        let mut reflexes = 0;
        for _ in 0..count {
            reflexes = self.extra_free_action(who)?;
        }
        self.log.push(Entry::ExtraFreeActions { who, count, reflexes });
        Ok(())
    }

    /// An extra free action costs 1 reflexes (B1088).
    pub fn extra_free_action(&mut self, who: usize) -> Result<i32, EncounterError> {
        let c = self.combatants.get_mut(who).ok_or(EncounterError::NoOne(who))?;
        let r = c.reflexes.unwrap_or(0) - 1;
        c.reflexes = Some(r);
        Ok(r)
    }

    /// A manoeuvre roll's total becomes the new reflexes value, from the next round (B1067).
    pub fn manoeuvre_result(&mut self, who: usize, total: i32) -> Result<(), EncounterError> {
        let c = self.combatants.get_mut(who).ok_or(EncounterError::NoOne(who))?;
        c.next_reflexes = Some(total);
        Ok(())
    }
}
