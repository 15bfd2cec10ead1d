//! Multiple attacks in the encounter (CB25, B1487–B1529; CB25b, S142): one action, several
//! attacks. Book: every attack rolls against its target's coupled defence plus the GM's
//! increments; Summary: one attack total split among the attacks.

use crate::portal::combat::cast::{cast_coupling, StackFor};
use crate::portal::combat::conflict::{attack_fixed, attack_spec, toughness, AttackOptions};
use crate::portal::combat::manoeuvres::{coupled_defence, split_attack, CombatRoll, MultiAttack};
use crate::portal::encounter::log::{Entry, Skip};
pub use crate::portal::encounter::plan::MultiPlan;
use crate::portal::encounter::tracker::{Encounter, EncounterError};
use crate::portal::error::PortalError;
use crate::portal::roll::spec::RollSpec;
use crate::portal::roll::transcript::Transcript;
use crate::portal::settings::MultiAttackModel;
use tirada_dice::{DiceSource, Die};

impl Encounter {
    /// Plays `who`'s multiple attack; false when it cannot be declared (it then attacks
    /// normally, with the reason logged).
    pub(crate) fn multiple_attack(&mut self, who: usize, dice: &mut impl DiceSource) -> Result<bool, EncounterError> {
        let Some(plan) = self.combatants[who].multi.clone() else {
            return Ok(false);
        };
        let live: Vec<usize> = plan
            .targets
            .iter()
            .copied()
            .filter(|&t| self.combatants[t].in_fight())
            .collect();
        if live.len() < 2 {
            return Ok(false);
        }
        let reflexes = self.combatants[who].reflexes.unwrap_or(0);
        match self.rules.multi_attack_model {
            MultiAttackModel::CoupledDefences => {
                let mut m = match MultiAttack::declare(live.len() as u32, reflexes, plan.weapon, plan.position) {
                    Ok(m) => m,
                    Err(e) => {
                        self.log.push(Entry::Skipped {
                            who,
                            reason: Skip::Refused(tirada_dice::Worded::words(&e)),
                        });
                        return Ok(false);
                    }
                };
                let paid = m.cancel(plan.cancel.min(plan.weapon + plan.position)).unwrap_or(0);
                let c = &mut self.combatants[who];
                c.reflexes = Some(reflexes - paid);
                c.flags.neglected = true;
                self.coupled(who, &live, &m, dice)?;
            }
            MultiAttackModel::SplitAttack => self.split(who, &live, plan.weapon + plan.position, dice)?,
        }
        Ok(true)
    }

    fn attack_roll(
        &mut self,
        a: usize,
        d: usize,
        dice: &mut impl DiceSource,
    ) -> Result<(Transcript, AttackOptions), EncounterError> {
        let mut o = AttackOptions::default();
        // S120: gang-up aces against this target; aces won from a rival's fumble (B1559).
        let aces = self.plan_options(a, d, &mut o) + self.gang_aces(d) + self.take_pending_aces(a);
        let att = &self.combatants[a];
        let weapon = att.character.equipment.weapon;
        o.weapon = weapon.damage(att.character.roles.damage);
        o.weapon.flat += self.attack_bonus(a).damage;
        o.melee = weapon.uses_character_die();
        o.surroundings = self.surroundings;
        let base = RollSpec {
            aces,
            ..att.base_spec(CombatRoll::Attack)
        };
        let spec = attack_spec(&att.character, base, &o.weapon, o.melee);
        Ok((self.roll(a, spec, dice)?, o))
    }

    /// A target's defence roll, with the modifiers of a single attack (CB9.4).
    fn defence_roll(
        &mut self,
        a: usize,
        d: usize,
        melee: bool,
        dice: &mut impl DiceSource,
    ) -> Result<Transcript, EncounterError> {
        let spec = self.defence_roll_spec(d, melee, false, None);
        let t = self.roll(d, spec, dice)?;
        let changes = (&t.effects).into();
        self.event(
            d,
            crate::portal::events::event::Event::Rolled {
                changes,
                reason: "tirada de defensa".into(),
            },
        )?;
        self.fumble(
            d,
            Some(a),
            CombatRoll::Defence,
            crate::portal::combat::conflict::fumble_points(t.total),
        )?;
        Ok(t)
    }

    /// Book: coupled defences (CB25.3) — the rolling targets' defences add up, each cast target's
    /// coupling die helps the others (A-10: a die apart from the round die).
    fn coupled(
        &mut self,
        a: usize,
        targets: &[usize],
        m: &MultiAttack,
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        let mut distinct: Vec<usize> = Vec::new();
        for &t in targets {
            if !distinct.contains(&t) {
                distinct.push(t);
            }
        }
        let times = |t: usize| targets.iter().filter(|&&x| x == t).count() as u32;
        let melee = self.combatants[a].character.equipment.weapon.uses_character_die();
        let mut pcs: Vec<(usize, Transcript)> = Vec::new();
        let mut casts = Vec::new();
        for &t in &distinct {
            if self.combatants[t].is_cast() {
                let die = dice.roll(&Die::D6, "acoplar").map_err(PortalError::from)? as u8;
                casts.push((t, die));
            } else {
                pcs.push((t, self.defence_roll(a, t, melee, dice)?));
            }
        }
        let pc_sum = coupled_defence(
            &pcs.iter().map(|(_, d)| d.total).collect::<Vec<_>>(),
            &pcs.iter().map(|(t, _)| times(*t)).collect::<Vec<_>>(),
        );
        let cast_values: Vec<_> = casts
            .iter()
            .map(|&(t, die)| (self.combatants[t].character.cast.expect("cast"), die))
            .collect();
        let hits: Vec<u32> = casts.iter().map(|&(t, _)| times(t)).collect();
        let coupling = cast_coupling(&cast_values, &hits, &self.rules);
        for &t in targets {
            let (defence, tough, d_roll) = match casts.iter().position(|&(c, _)| c == t) {
                Some(i) => {
                    let ct = self.cast_totals_of(t, StackFor::Defence).expect("cast");
                    (ct.defence + coupling[i], ct.toughness, None)
                }
                None => {
                    let (_, roll) = pcs.iter().find(|(p, _)| *p == t).expect("rolled");
                    (pc_sum, toughness(roll), Some(roll.clone()))
                }
            };
            let needed = m.difficulty(defence, 0);
            let (at, o) = self.attack_roll(a, t, dice)?;
            let x = attack_fixed(&at, needed, tough, &o, &self.rules);
            self.log_and_land(a, t, (at, d_roll, x), (&o, true), dice)?;
        }
        Ok(())
    }

    /// Summary: one attack total, with the layout modifier, split among the attacks (S142).
    fn split(
        &mut self,
        a: usize,
        targets: &[usize],
        layout: i32,
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        let (at, o) = self.attack_roll(a, targets[0], dice)?;
        let changes = (&at.effects).into();
        self.event(
            a,
            crate::portal::events::event::Event::Rolled {
                changes,
                reason: "tirada de ataque".into(),
            },
        )?;
        let shares = match split_attack(at.total, layout, targets.len() as u32) {
            Ok(s) => s,
            Err(e) => {
                self.log.push(Entry::Skipped {
                    who: a,
                    reason: Skip::Refused(tirada_dice::Worded::words(&e)),
                });
                return Ok(());
            }
        };
        for (&t, share) in targets.iter().zip(shares) {
            let mut part = at.clone();
            part.total = share;
            let (defence, tough, d_roll) = if self.combatants[t].is_cast() {
                let ct = self.cast_totals_of(t, StackFor::Defence).expect("cast");
                (ct.defence, ct.toughness, None)
            } else {
                let roll = self.defence_roll(a, t, o.melee, dice)?;
                (roll.total, toughness(&roll), Some(roll))
            };
            let x = attack_fixed(&part, defence, tough, &o, &self.rules);
            self.log_and_land(a, t, (part, d_roll, x), (&o, false), dice)?;
        }
        Ok(())
    }

    /// One attack of the several: its second window on a hit (the damage Fortalezas and the
    /// weapon's damage aces, the target's toughness, B1096, B1173 — a multiple attack divides
    /// no damage, B1487, S142), then the exchange logged before the window and landed.
    fn log_and_land(
        &mut self,
        a: usize,
        d: usize,
        (at, dt, x): (
            Transcript,
            Option<Transcript>,
            crate::portal::combat::conflict::Exchange,
        ),
        (o, attack_effects): (&AttackOptions, bool),
        dice: &mut impl DiceSource,
    ) -> Result<(), EncounterError> {
        let window_at = self.log.len();
        let mut x = x;
        self.second_window((a, d), (Some(&at), dt.as_ref()), o, &mut x, dice)?;
        if attack_effects {
            let changes = (&at.effects).into();
            self.event(
                a,
                crate::portal::events::event::Event::Rolled {
                    changes,
                    reason: "tirada de ataque".into(),
                },
            )?;
        }
        let landed = x.clone();
        let fumbled = x.attack_fumble;
        // The exchange reads before its second window's rerolls, as a single attack's.
        self.log.insert(
            window_at,
            Entry::Attack {
                attacker: a,
                defender: d,
                attack: Some(Box::new(at)),
                defence: dt.map(Box::new),
                exchange: x,
            },
        );
        self.combatants[d].attacks_received += 1;
        if attack_effects {
            self.fumble(a, Some(d), CombatRoll::Attack, fumbled)?;
        }
        self.land(a, d, &landed, dice)
    }
}
