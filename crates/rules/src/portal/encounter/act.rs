//! One action of the encounter: an attack on the actor's target, whoever rolls dice, and what
//! follows from it (damage, new reflexes after wounds, the critical roll, fumbles).

use super::log::Entry;
use super::log::Skip;
use super::tracker::{Encounter, EncounterError};
use crate::portal::advanced::opposition::reduce_pools;
use crate::portal::combat::cast::StackFor;
use crate::portal::combat::conflict::{attack_fixed, attack_spec, exchange, AttackOptions, Exchange, Hit};
use crate::portal::combat::damage::thorn_check;
use crate::portal::combat::manoeuvres::CombatRoll;
use crate::portal::events::event::Event;
use crate::portal::roll::reading::ReadingKind;
use crate::portal::roll::spec::{ReadingSpec, RollSpec};
use crate::portal::settings::{CriticalModel, ThornDifficulty, ThornTiming};
use crate::portal::sheet::state::Condition;
use tirada_dice::DiceSource;

impl Encounter {
    /// The next scheduled action: the actor attacks its target, or is skipped with a reason.
    pub fn act(&mut self, dice: &mut impl DiceSource) -> Result<(), EncounterError> {
        let Some(slot) = self.next() else { return Ok(()) };
        self.cursor += 1;
        self.acting = Some(slot);
        let done = self.act_in(slot, dice);
        self.acting = None;
        done
    }

    fn act_in(&mut self, slot: super::log::Slot, dice: &mut impl DiceSource) -> Result<(), EncounterError> {
        let who = slot.who;
        if self.combatants[who].can_act() {
            self.free_actions(who)?;
        }
        if self.combatants[who].can_act()
            && (self.pick_up_weapon(who) || self.withdraw(who, dice)? || self.manoeuvre_instead(who, dice)?)
        {
            return Ok(());
        }
        let actor = &self.combatants[who];
        if let Some(t) = actor.target.filter(|&t| t < self.combatants.len() && actor.can_act()) {
            if self.finish_off(who, t)? {
                return Ok(());
            }
        }
        if self.combatants[who].can_act() && self.multiple_attack(who, dice)? {
            return Ok(());
        }
        if self.combatants[who].can_act() && self.struggle(who, dice)? {
            return Ok(());
        }
        self.retarget(who);
        let actor = &self.combatants[who];
        let state = &actor.character.state;
        let skip = if !state.condition.acts() {
            Some(Skip::Condition(state.condition))
        } else if actor.withdrawn {
            Some(Skip::Withdrawn)
        } else if state.stunned > 0 {
            Some(Skip::Stunned)
        } else if state.turns_lost > 0 {
            Some(Skip::LostTurn)
        } else {
            match actor.target {
                Some(t) if t >= self.combatants.len() => Some(Skip::NoTarget),
                Some(t) if !self.combatants[t].in_fight() => Some(Skip::TargetDown(t)),
                Some(_) => None,
                None => Some(Skip::NoTarget),
            }
        };
        if let Some(reason) = skip {
            self.log.push(Entry::Skipped { who, reason });
            return Ok(());
        }
        let target = actor.target.expect("checked");
        let grab = actor.plan.grapple && self.combatants[target].held_by != Some(who);
        if grab && !actor.is_cast() && !self.combatants[target].is_cast() {
            self.grab(who, target, false, dice)?;
            return Ok(());
        }
        match self.guard(target, who)? {
            Some(p) => self.guarded_attack(who, p, target, slot.phase, dice),
            None => self.attack(who, target, slot.phase, dice),
        }
    }

    /// A target that no longer fights is replaced by whoever still attacks the actor.
    fn retarget(&mut self, who: usize) {
        let Some(t) = self.combatants[who].target else { return };
        if self.combatants.get(t).is_some_and(|c| c.in_fight()) {
            return;
        }
        let other = (0..self.combatants.len())
            .find(|&j| j != who && self.combatants[j].target == Some(who) && self.combatants[j].in_fight());
        if let Some(j) = other {
            self.combatants[who].target = Some(j);
        }
    }

    /// One attack of `a` on `d` in `phase`.
    pub fn attack(
        &mut self,
        a: usize,
        d: usize,
        phase: Option<u8>,
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        self.attack_on(a, d, phase, false, dice).map(|_| ())
    }

    /// One attack; `guarding` when `d` defends someone it protects, without its neglect (S141).
    /// Returns the exchange.
    pub(crate) fn attack_on(
        &mut self,
        a: usize,
        d: usize,
        phase: Option<u8>,
        guarding: bool,
        dice: &mut impl DiceSource,
    ) -> Result<Exchange, EncounterError> {
        let mut o = AttackOptions::default();
        let plan_aces = self.plan_options(a, d, &mut o);
        // S120: the gang-up aces are the attacker's.
        let gang = self.gang_aces(d);
        let (hold_modifier, hold_aces) = self.hold_advantage(a, d);
        let att = &self.combatants[a];
        let weapon_kind = att.character.equipment.weapon;
        let melee = weapon_kind.uses_character_die();
        o.weapon = weapon_kind.damage(att.character.roles.damage);
        let mut a_bonus = self.attack_bonus(a);
        a_bonus.attack += hold_modifier;
        o.weapon.flat += a_bonus.damage;
        o.melee = melee;
        o.surroundings = self.surroundings;
        let o = o;
        let a_pending = self.take_pending_aces(a);
        let a_aces = gang + plan_aces + a_pending + hold_aces;
        let d_spec = (!self.combatants[d].is_cast()).then(|| self.defence_roll_spec(d, melee, guarding, phase));
        let att = &self.combatants[a];
        let (attack_t, defence_t, x) = match (att.is_cast(), d_spec) {
            (false, Some(mut d_spec)) => {
                let a_spec = RollSpec {
                    aces: a_aces,
                    ..att.base_spec(CombatRoll::Attack)
                };
                let mut a_spec = attack_spec(&att.character, a_spec, &o.weapon, melee);
                a_spec.modifier += a_bonus.attack;
                reduce_pools(&mut a_spec, &mut d_spec);
                let at = self.roll(a, a_spec, dice)?;
                let dt = self.roll(d, d_spec, dice)?;
                let x = exchange(&at, &dt, &o, &self.rules);
                (Some(at), Some(dt), x)
            }
            (false, None) => {
                let t = self.cast_totals_of(d, StackFor::Defence).expect("cast");
                let d_pending = self.take_pending_aces(d) as i32;
                let att = &self.combatants[a];
                let a_spec = RollSpec {
                    aces: a_aces,
                    ..att.base_spec(CombatRoll::Attack)
                };
                let mut a_spec = attack_spec(&att.character, a_spec, &o.weapon, melee);
                a_spec.modifier += a_bonus.attack;
                let at = self.roll(a, a_spec, dice)?;
                // S155: a cast member's ace is +1 to the total.
                let x = attack_fixed(&at, t.defence + d_pending, t.toughness, &o, &self.rules);
                (Some(at), None, x)
            }
            (true, Some(d_spec)) => {
                let t = self.cast_totals_of(a, StackFor::Attack).expect("cast");
                let dt = self.roll(d, d_spec, dice)?;
                // S155: the cast attacker's aces (gang-up, fumbles) are +1 each to its attack.
                let b =
                    crate::portal::combat::conflict::defend_fixed(&dt, t.attack + a_aces as i32, t.damage, &self.rules);
                (None, Some(dt), blow_exchange(b))
            }
            (true, None) => {
                let ta = self.cast_totals_of(a, StackFor::Attack).expect("cast");
                let td = self.cast_totals_of(d, StackFor::Defence).expect("cast");
                let d_pending = self.take_pending_aces(d) as i32;
                let (attack, defence) = (ta.attack + a_aces as i32, td.defence + d_pending);
                let b = crate::portal::combat::cast::fixed_blow(attack, defence, ta.damage, td.toughness, &self.rules);
                (None, None, blow_exchange(b))
            }
        };
        let mut x = x;
        let window_at = self.log.len();
        self.second_window((a, d), (attack_t.as_ref(), defence_t.as_ref()), &o, &mut x, dice)?;
        let (fa, fd) = (x.attack_fumble, x.defence_fumble);
        let stun_test = defence_t.clone();
        let head = if self.stunning_head_shot(a) && x.hit == Hit::Hit {
            x.damage
        } else {
            0
        };
        let landed = x.clone();
        let changes = [(a, attack_t.as_ref()), (d, defence_t.as_ref())];
        let changes: Vec<_> = changes
            .iter()
            .filter_map(|(w, t)| t.map(|t| (*w, (&t.effects).into())))
            .collect();
        self.log.push(Entry::Attack {
            attacker: a,
            defender: d,
            attack: attack_t.map(Box::new),
            defence: defence_t.map(Box::new),
            exchange: x,
        });
        // The exchange reads before its second window's rerolls.
        let entry = self.log.pop().expect("just pushed");
        self.log.insert(window_at, entry);
        self.combatants[d].attacks_received += 1;
        for (w, c) in changes {
            let reason = if w == a {
                "tirada de ataque"
            } else {
                "tirada de defensa"
            };
            self.event(
                w,
                Event::Rolled {
                    changes: c,
                    reason: reason.into(),
                },
            )?;
        }
        // CB18: each negative point costs what the GM chose (`pifias`).
        self.fumble(a, Some(d), CombatRoll::Attack, fa)?;
        self.fumble(d, Some(a), CombatRoll::Defence, fd)?;
        if let Some(t) = &stun_test {
            self.stun_resistance(d, t, head)?;
        }
        self.land(a, d, &landed, dice)?;
        Ok(landed)
    }

    /// Damage points on a participant, and what they set off (CB7, R37, R39).
    pub fn take(
        &mut self,
        who: usize,
        points: u32,
        source: String,
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        let before = self.combatants[who].character.state.wounds;
        self.event(who, Event::TookDamage { amount: points, source })?;
        let c = &self.combatants[who];
        if c.is_cast() {
            return Ok(());
        }
        let state = &c.character.state;
        if matches!(state.condition, Condition::Critical | Condition::Shock) {
            // R39/R40: the last toughness roll, discomfort and wounds neither count nor go.
            let spec = RollSpec {
                kind: ReadingKind::Toughness,
                role: c.character.roles.toughness,
                ..RollSpec::default()
            };
            let t = self.roll(who, spec, dice)?;
            self.event(who, Event::CriticalRoll { toughness: t.total })?;
            if self.rules.critical_model == CriticalModel::SummaryShock
                && self.combatants[who].character.state.condition == Condition::Stabilised
            {
                self.event(
                    who,
                    Event::OutOfCombat {
                        reason: "estabilizado".into(),
                    },
                )?;
            }
            return Ok(());
        }
        let gained = self.combatants[who].character.state.wounds > before;
        if gained {
            self.combatants[who].wound_damage = points;
        }
        if !gained || !self.combatants[who].character.state.condition.acts() {
            return Ok(());
        }
        // CB7 (B1063): a wound brings a new reflexes roll, whenever thorns are checked; the
        // Summary's stun on a wound (S128) takes its place with a new initiative (S112).
        if !self.rules.wound_stuns {
            self.new_reflexes(who, dice)?;
        } else if self.rules.thorn_check_timing == ThornTiming::OnWound {
            self.thorn_roll(who, dice)?;
        }
        Ok(())
    }

    /// A new roll after wounds: reflexes for the next round and the thorn check (CB7, R37).
    pub fn new_reflexes(&mut self, who: usize, dice: &mut impl DiceSource) -> Result<(), EncounterError> {
        let c = &self.combatants[who];
        let mut base = c.base_spec(CombatRoll::Reflexes);
        crate::portal::combat::conflict::in_hand(&c.character, &mut base);
        base.kind = ReadingKind::Reflexes;
        base.role = c.character.roles.reflexes;
        base.readings.push(ReadingSpec {
            kind: ReadingKind::Toughness,
            role: c.character.roles.toughness,
            modifier: 0,
        });
        let t = self.roll(who, base, dice)?;
        let toughness = t.readings[0].total;
        // B1254, B1256: the check's difficulty is the damage as it stands when the roll is made;
        // a kept 6 of this same throw clears discomfort only afterwards (Ricardo, B1265).
        let damage = self.thorn_damage(who);
        self.combatants[who].next_reflexes = Some(t.total);
        self.log.push(Entry::NewReflexes {
            who,
            reflexes: t.total,
            toughness,
        });
        let changes = (&t.effects).into();
        self.event(
            who,
            Event::Rolled {
                changes,
                reason: "nuevos reflejos".into(),
            },
        )?;
        if self.rules.thorn_check_timing == ThornTiming::OnWound {
            if let Some((_, thorn)) = thorn_check(toughness, damage) {
                self.event(who, Event::ThornStuck { thorn })?;
            }
        }
        self.fumble(
            who,
            None,
            CombatRoll::Reflexes,
            crate::portal::combat::conflict::fumble_points(t.total),
        )
    }

    /// The end of the fight: the summary's thorn check for the wounded (S132), and the scene's
    /// end for everyone (level-1 sequelae, stun).
    pub fn end(&mut self, dice: &mut impl DiceSource) -> Result<(), EncounterError> {
        for who in 0..self.combatants.len() {
            let c = &self.combatants[who];
            if c.wounded && !c.is_cast() && self.rules.thorn_check_timing == ThornTiming::EndOfCombat {
                self.thorn_roll(who, dice)?;
            }
            self.event(who, Event::SceneEnded)?;
        }
        Ok(())
    }
}

impl Encounter {
    /// What the thorn check's toughness is compared with (R37, I-01): the accumulated damage
    /// (B1256) or the points of the blow that wounded (B1065).
    fn thorn_damage(&self, who: usize) -> i32 {
        let c = &self.combatants[who];
        match self.rules.thorn_difficulty {
            ThornDifficulty::Accumulated => c.character.suffering(),
            ThornDifficulty::Received => i32::try_from(c.wound_damage).unwrap_or(i32::MAX),
        }
    }

    /// A toughness roll for the thorn check alone (R37): the Summary's at the end of combat
    /// (S132), or on a wound when the wound stuns instead of bringing new reflexes.
    fn thorn_roll(&mut self, who: usize, dice: &mut impl DiceSource) -> Result<(), EncounterError> {
        let c = &self.combatants[who];
        let spec = RollSpec {
            kind: ReadingKind::Toughness,
            role: c.character.roles.toughness,
            ..RollSpec::default()
        };
        let t = self.roll(who, spec, dice)?;
        if let Some((_, thorn)) = thorn_check(t.total, self.thorn_damage(who)) {
            self.event(who, Event::ThornStuck { thorn })?;
        }
        Ok(())
    }
}

/// A diceless blow as an exchange, for the log.
fn blow_exchange(b: crate::portal::combat::cast::Blow) -> Exchange {
    let hit = if b.hit { Hit::Hit } else { Hit::Miss };
    Exchange {
        attack: b.attack,
        defence: b.defence,
        needed: b.defence,
        hit,
        precision_excess: b.excess,
        base_damage: b.damage - b.excess,
        damage: b.damage,
        toughness: b.toughness,
        points: b.points,
        environment: None,
        attack_fumble: 0,
        defence_fumble: crate::portal::combat::conflict::fumble_points(b.defence),
    }
}
