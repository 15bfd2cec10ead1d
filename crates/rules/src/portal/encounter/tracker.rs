//! The encounter tracker (§5.1): participants, the initial roll, each round's phase order,
//! whose action is next and the log of what happened. Dice come from a [`DiceSource`]: the
//! colours' groups for rolls, `reparto` for the cast's round dice, `asiento` for the seat die.

use super::combatant::Combatant;
use super::log::{Entry, Slot};
use super::plan::Rerolls;
use crate::portal::combat::cast::turn_modifier;
use crate::portal::combat::initiative::{auto_pay, composure_shortfall, initial_spec, phases, TieKey};
use crate::portal::combat::manoeuvres::CombatRoll;
use crate::portal::combat::tables::{FightKind, Surroundings};
use crate::portal::error::PortalError;
use crate::portal::events::apply::apply;
use crate::portal::events::error::StateError;
use crate::portal::events::event::Event;
use crate::portal::options::Rules;
use crate::portal::roll::machine::PortalRoll;
use crate::portal::roll::spec::RollSpec;
use crate::portal::roll::transcript::Transcript;
use serde::Serialize;
use tirada_dice::{DiceSource, Die};

/// Something the encounter cannot do.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-encounter", content = "args", rename_all = "kebab-case")]
pub enum EncounterError {
    NoOne(usize),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Roll(PortalError),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    State(StateError),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Payment(crate::portal::combat::initiative::PaymentError),
}

tirada_dice::worded!(EncounterError);

impl From<PortalError> for EncounterError {
    fn from(e: PortalError) -> Self {
        EncounterError::Roll(e)
    }
}

impl From<StateError> for EncounterError {
    fn from(e: StateError) -> Self {
        EncounterError::State(e)
    }
}

impl From<crate::portal::combat::initiative::PaymentError> for EncounterError {
    fn from(e: crate::portal::combat::initiative::PaymentError) -> Self {
        EncounterError::Payment(e)
    }
}

/// Where a participant stands now, as `tirada portal combate --json` and the web table's
/// tracker list them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing<'a> {
    pub name: &'a str,
    pub kind: crate::portal::sheet::character::Kind,
    pub condition: crate::portal::sheet::state::Condition,
    pub discomfort: u8,
    pub wounds: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current_value: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reflexes: Option<i32>,
    /// It left the melee (CB26).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub withdrawn: bool,
}

/// A fight in progress.
#[derive(Clone, Debug, Serialize)]
pub struct Encounter {
    pub rules: Rules,
    pub fight: FightKind,
    pub surroundings: Surroundings,
    pub combatants: Vec<Combatant>,
    pub rerolls: Rerolls,
    /// The GM's fumble costs (CB18).
    pub fumbles: crate::portal::combat::manoeuvres::FumbleCosts,
    pub round: u32,
    /// The seat-order die, rolled once (CB5).
    pub seat_die: Option<u8>,
    pub schedule: Vec<Slot>,
    pub cursor: usize,
    /// The action being played.
    pub acting: Option<Slot>,
    pub log: Vec<Entry>,
}

impl Encounter {
    pub fn new(rules: Rules, fight: FightKind, surroundings: Surroundings, combatants: Vec<Combatant>) -> Self {
        Encounter {
            rules,
            fight,
            surroundings,
            combatants,
            rerolls: Rerolls::None,
            fumbles: Default::default(),
            round: 0,
            seat_die: None,
            schedule: Vec::new(),
            cursor: 0,
            acting: None,
            log: Vec::new(),
        }
    }

    /// Every participant as it stands now, in the file's order.
    pub fn standings(&self) -> Vec<Standing<'_>> {
        self.combatants
            .iter()
            .map(|c| Standing {
                name: c.name(),
                kind: c.character.kind,
                condition: c.character.state.condition,
                discomfort: c.character.state.discomfort,
                wounds: c.character.state.wounds,
                current_value: c.character.state.current_value,
                reflexes: c.latest_reflexes(),
                withdrawn: c.withdrawn,
            })
            .collect()
    }

    /// Applies an event to a participant and logs it.
    pub fn event(&mut self, who: usize, event: Event) -> Result<(), EncounterError> {
        let c = self.combatants.get_mut(who).ok_or(EncounterError::NoOne(who))?;
        let before = c.character.state.wounds;
        c.character = apply(&c.character, &event, &self.rules)?;
        c.wounded |= c.character.state.wounds > before;
        self.log.push(Entry::Event { who, event });
        Ok(())
    }

    /// Throws `who`'s roll with its reroll policy (its own, or the encounter's): the solver's
    /// advised rerolls for the expected total, through [`crate::portal::roll::advice::play_best`].
    pub(crate) fn roll(
        &self,
        who: usize,
        spec: RollSpec,
        dice: &mut impl DiceSource,
    ) -> Result<Transcript, EncounterError> {
        let mut roll = PortalRoll::throw(spec, self.rules.clone(), dice)?;
        if self.combatants[who].rerolls.unwrap_or(self.rerolls) == Rerolls::BestMean {
            crate::portal::roll::advice::play_best(
                &mut roll,
                dice,
                crate::portal::roll::advice::Objective::Mean,
                |_, _| true,
            )?;
        }
        Ok(roll.finish())
    }

    /// The initial roll of every rolling participant (CB1–CB3).
    pub fn begin(&mut self, dice: &mut impl DiceSource) -> Result<(), EncounterError> {
        self.seat_die = Some(dice.roll(&Die::D6, "asiento").map_err(PortalError::from)? as u8);
        let difficulty = self.fight.difficulty();
        for who in 0..self.combatants.len() {
            let c = &self.combatants[who];
            if c.is_cast() {
                continue;
            }
            let mut base = c.base_spec(CombatRoll::Reflexes);
            crate::portal::combat::conflict::in_hand(&c.character, &mut base);
            let spec = initial_spec(base, c.character.roles.reflexes, c.character.roles.composure);
            let t = self.roll(who, spec, dice)?;
            let fumbled = crate::portal::combat::conflict::fumble_points(t.total);
            let composure = t.readings[0].total;
            let owed = composure_shortfall(composure, difficulty);
            let c = &self.combatants[who];
            let payment = match c.payment {
                // An exact payment the player chose (B1051–B1053); checked against what is owed.
                Some(p) => {
                    p.check(owed, &self.rules)?;
                    p
                }
                None => auto_pay(owed, &c.pay, c.character.state.discomfort, t.total, &self.rules),
            };
            let reflexes = t.total - payment.reflexes as i32;
            self.combatants[who].reflexes = Some(reflexes);
            let changes = (&t.effects).into();
            self.log.push(Entry::Initial {
                who,
                reflexes,
                composure,
                difficulty,
                payment,
                roll: Box::new(t),
            });
            self.event(
                who,
                Event::Rolled {
                    changes,
                    reason: "tirada inicial".into(),
                },
            )?;
            if payment.discomfort > 0 {
                let e = Event::GainedDiscomfort {
                    count: payment.discomfort,
                    reason: "sangre fría".into(),
                };
                self.event(who, e)?;
            }
            if payment.turns > 0 {
                self.event(
                    who,
                    Event::LostTurns {
                        turns: payment.turns,
                        reason: "sangre fría".into(),
                    },
                )?;
            }
            // CB18: a negative reflexes total is a fumble too.
            self.fumble(who, None, CombatRoll::Reflexes, fumbled)?;
        }
        Ok(())
    }

    /// Starts a round: the cast's dice, new reflexes values, and the order of action (CB4–CB5).
    pub fn start_round(&mut self, dice: &mut impl DiceSource) -> Result<&[Slot], EncounterError> {
        self.round += 1;
        let mut cast_dice = Vec::new();
        for (who, c) in self.combatants.iter_mut().enumerate() {
            c.attacks_received = 0;
            c.opportunity_used = 0;
            c.flags.total_defence = false;
            // B1445, S138: descuidar la defensa is declared before the round's first defence,
            // so its −2 holds from the start of the round, not from the attack it helps.
            c.flags.neglected =
                c.plan.manoeuvre == Some(crate::portal::combat::manoeuvres::Manoeuvre::NeglectDefence) && c.can_act();
            c.flags.protecting = false;
            if let Some(r) = c.next_reflexes.take() {
                c.reflexes = Some(r);
            }
            if c.is_cast() && c.character.state.condition.acts() {
                let die = dice.roll(&Die::D6, "reparto").map_err(PortalError::from)? as u8;
                let current = c.character.state.current_value.unwrap_or(0);
                // S157: a stunned cast member loses its die and any bonus.
                c.cast_modifier = if c.character.state.stunned > 0 {
                    0
                } else {
                    turn_modifier(die, current, &self.rules)
                };
                c.cast_die = Some(die);
                cast_dice.push((who, die, c.cast_modifier));
            }
        }
        for who in 0..self.combatants.len() {
            if std::mem::take(&mut self.combatants[who].reroll_initiative) {
                self.initiative_again(who, dice)?;
            }
        }
        self.schedule = self.order();
        self.cursor = 0;
        self.log.push(Entry::Round {
            number: self.round,
            cast_dice,
            order: self.schedule.clone(),
        });
        Ok(&self.schedule)
    }

    /// Every action of the round, first to last.
    pub fn order(&self) -> Vec<Slot> {
        let mut slots = Vec::new();
        for (who, c) in self.combatants.iter().enumerate() {
            if !c.character.state.condition.acts() || c.stack.is_some() || c.withdrawn {
                continue;
            }
            if c.is_cast() {
                slots.push(Slot {
                    who,
                    phase: None,
                    at: self.unit_at(who, c.tenths(None)),
                    unit: self.leads_attack_unit(who),
                });
                continue;
            }
            let ph = phases(c.reflexes.unwrap_or(0));
            let mut own: Vec<Slot> = ph
                .into_iter()
                .map(|p| Slot {
                    who,
                    phase: Some(p),
                    at: c.tenths(Some(p)),
                    unit: false,
                })
                .collect();
            if own.is_empty() {
                own.push(Slot {
                    who,
                    phase: None,
                    at: c.tenths(None),
                    unit: false,
                });
            }
            // B1419: a protagonist leading a unit gives it its last action, held back to the
            // slowest member's reflexes; its earlier phases stay its own.
            if self.leads_attack_unit(who) {
                let last = own.last_mut().expect("one slot at least");
                let at = self.unit_at(who, last.at);
                if at < last.at {
                    last.phase = None;
                    last.at = at;
                }
                last.unit = true;
            }
            slots.extend(own);
        }
        let key = |s: &Slot| {
            let c = &self.combatants[s.who];
            TieKey {
                total: c.reflexes.unwrap_or(s.at / 10),
                wounds: c.character.state.wounds,
                discomfort: c.character.state.discomfort,
                seat: s.who,
            }
        };
        let asc = crate::portal::combat::initiative::seats_ascending(self.seat_die.unwrap_or(1), &self.rules);
        slots.sort_by(|a, b| {
            let (ka, kb) = (key(a), key(b));
            b.at.cmp(&a.at)
                .then(kb.total.cmp(&ka.total))
                .then(ka.wounds.cmp(&kb.wounds))
                .then(ka.discomfort.cmp(&kb.discomfort))
                .then(if asc {
                    ka.seat.cmp(&kb.seat)
                } else {
                    kb.seat.cmp(&ka.seat)
                })
        });
        slots
    }

    /// Whose action is next this round.
    pub fn next(&self) -> Option<Slot> {
        self.schedule.get(self.cursor).copied()
    }

    /// Ends the round: stun and lost turns count down, the dying take their shock die.
    pub fn end_round(&mut self) -> Result<(), EncounterError> {
        for who in 0..self.combatants.len() {
            let s = &self.combatants[who].character.state;
            let relevant =
                s.stunned > 0 || s.turns_lost > 0 || s.condition == crate::portal::sheet::state::Condition::Dying;
            // S112: after a stunned round the initiative is rolled again.
            if s.stunned == 1 && self.rules.wound_stuns && !self.combatants[who].is_cast() {
                self.combatants[who].reroll_initiative = true;
            }
            if relevant {
                self.event(who, Event::TurnPassed)?;
            }
        }
        Ok(())
    }

    /// Plays a whole round: every scheduled action attacks its target.
    pub fn play_round(&mut self, dice: &mut impl DiceSource) -> Result<(), EncounterError> {
        self.start_round(dice)?;
        while self.next().is_some() {
            self.act(dice)?;
        }
        self.end_round()
    }
}
