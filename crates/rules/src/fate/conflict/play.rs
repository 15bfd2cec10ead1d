//! Playing a conflict out, turn by turn, from a file's orders and each participant's plan:
//! an order written for the actor whose turn it is is carried out; anyone else acts by its
//! plan ([`tactics`](super::tactics)). Pure: the dice come from the source, so typed faces
//! replay a conflict exactly.

use super::actions::act::ActionOptions;
use super::actions::maneuvers::Opposition;
use super::events::BlockKind;
use super::tracker::Conflict;
use crate::fate::error::FateError;
use serde::{Deserialize, Serialize};
use tirada_dice::DiceSource;

/// How a participant takes a hit when no order says otherwise (R-STR-3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AbsorbPolicy {
    /// A box when one can take it; a consequence only when forced.
    #[default]
    #[serde(rename = "casilla")]
    Box,
    /// A consequence while one can be taken, keeping the boxes (L235).
    #[serde(rename = "consecuencia")]
    Consequence,
}

/// The inflicter's answer to a concession written in a file (F259–F261).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The conceder is out, on its terms.
    #[default]
    Acepta,
    /// Refused while the GM finds the terms reasonable: the conceder gains 1 PP, the refuser
    /// loses 1, and the fight goes on.
    Rechaza,
    /// Refused, the terms unreasonable: no points move.
    RechazaIrrazonable,
}

impl Reply {
    /// `(accepted, reasonable)` as [`Conflict::answer_concession`] takes them.
    pub fn answer(self) -> (bool, bool) {
        match self {
            Reply::Acepta => (true, true),
            Reply::Rechaza => (false, true),
            Reply::RechazaIrrazonable => (false, false),
        }
    }
}

/// How a participant fights when no order is written for its turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub attack: Option<String>,
    pub defense: Option<String>,
    pub target: Option<usize>,
    pub absorb: AbsorbPolicy,
}

/// One order, resolved to participants and zones.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "order", rename_all = "snake_case")]
pub enum Order {
    Attack {
        target: usize,
        skill: Option<String>,
        defense: Option<String>,
    },
    Maneuver {
        target: Option<usize>,
        skill: String,
        defense: Option<String>,
        difficulty: Option<i32>,
    },
    Scene {
        skill: String,
        difficulty: i32,
        change: String,
        pp: bool,
        gm: Option<bool>,
    },
    Block {
        skill: String,
        kind: BlockKind,
        penalty: i32,
    },
    FullDefense,
    Hold,
    Sprint {
        path: Vec<usize>,
    },
    Simple {
        skill: String,
        difficulty: i32,
    },
    Disarm {
        target: usize,
        skill: String,
        defense: Option<String>,
    },
    RecoverWeapon,
    Shove {
        knockback: bool,
        target: usize,
        skill: String,
        defense: Option<String>,
        path: Vec<usize>,
    },
    /// The leader's action directs its minions, who then act by their plan (A-MIN-6).
    Direct {
        minions: usize,
    },
    /// A free action; the turn goes on.
    Carry {
        load: u32,
    },
}

impl Order {
    /// The participant the order acts on, if any.
    pub fn target(&self) -> Option<usize> {
        match self {
            Order::Attack { target, .. } | Order::Disarm { target, .. } | Order::Shove { target, .. } => Some(*target),
            Order::Maneuver { target, .. } => *target,
            Order::Direct { minions } => Some(*minions),
            _ => None,
        }
    }
}

/// An order for a turn, with its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scripted {
    /// Its place in the file's `acciones`.
    pub index: usize,
    pub who: usize,
    pub order: Order,
    pub options: ActionOptions,
    /// Blockers whose standing blocks the action must get past (A-BLK-4).
    pub past_blockers: Vec<usize>,
    pub absorb: Option<AbsorbPolicy>,
    pub describe: Option<String>,
    /// The target concedes on these terms if this action gives it a consequence, and the
    /// inflicter's answer (F257–F261).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub concession: Option<(String, Reply)>,
}

/// A conflict being played: its state, the plans, the orders not yet carried out. Saved as
/// JSON, it is taken up again where it stopped.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Play {
    pub conflict: Conflict,
    pub plans: Vec<Plan>,
    pub script: Vec<Scripted>,
    pub max_exchanges: u32,
    /// Orders dropped because their actor had left the conflict.
    #[serde(default)]
    pub skipped: Vec<usize>,
}

/// An error inside a part of a file, with that part's name in front.
pub(crate) fn within(prefix: &str, e: FateError) -> FateError {
    match e {
        FateError::Sheet { field, why, why_en } => FateError::Sheet {
            field: format!("{prefix}.{field}"),
            why,
            why_en,
        },
        FateError::In { field, error } => FateError::In {
            field: format!("{prefix}.{field}"),
            error,
        },
        other => FateError::In {
            field: prefix.to_string(),
            error: Box::new(other),
        },
    }
}

impl Play {
    /// Plays until one side alone stands or the exchanges run out.
    pub fn run(&mut self, src: &mut impl DiceSource) -> Result<(), FateError> {
        while self.step(src)? {}
        Ok(())
    }

    /// One step: an exchange begins, or one turn is taken. `false` once the conflict is over
    /// or out of exchanges. On an error the step may have been half taken: keep a copy.
    pub fn step(&mut self, src: &mut impl DiceSource) -> Result<bool, FateError> {
        self.drop_stale();
        if self.conflict.is_over() {
            return Ok(false);
        }
        let c = &self.conflict;
        let holder = self.script.first().filter(|s| {
            let p = &c.participants[s.who];
            p.holding && !p.acted
        });
        if let Some(who) = holder.map(|s| s.who) {
            self.spin_for(who);
            self.scripted(src)?;
            return Ok(true);
        }
        let Some(actor) = c.current() else {
            if c.exchange >= self.max_exchanges {
                return Ok(false);
            }
            self.conflict.begin_exchange();
            return Ok(true);
        };
        self.spin_for(actor);
        if self.script.first().is_some_and(|s| s.who == actor) {
            self.scripted(src)?;
        } else {
            self.auto(actor, src)?;
        }
        Ok(true)
    }

    /// Orders whose actor has left the conflict are dropped, and noted.
    fn drop_stale(&mut self) {
        while let Some(s) = self.script.first() {
            if self.conflict.participants[s.who].is_active() {
                break;
            }
            self.skipped.push(s.index);
            self.script.remove(0);
        }
    }

    /// Carries out the first order. What earlier dice decided is respected: a bonus is used
    /// only if held, a block got past only if it stands, a weapon picked up only if dropped;
    /// an order against someone no longer in the conflict gives way to the plan.
    fn scripted(&mut self, src: &mut impl DiceSource) -> Result<(), FateError> {
        let mut s = self.script.remove(0);
        let c = &self.conflict;
        if s.order.target().is_some_and(|t| !c.participants[t].is_active()) {
            self.skipped.push(s.index);
            return self.auto(s.who, src);
        }
        let me = &c.participants[s.who];
        let target = s.order.target();
        s.options.use_bonus &= me.bonuses.iter().any(|b| Some(b.against) == target);
        s.options.pick_up_weapon &= me.disarmed.is_some();
        s.past_blockers.retain(|&b| c.blocks.iter().any(|x| x.blocker == b));
        let field = format!("acciones[{}]", s.index);
        self.order(&s, src).map_err(|e| within(&field, e))?;
        self.settle(s.absorb, s.describe.as_deref())
            .map_err(|e| within(&field, e))?;
        self.concede(&s).map_err(|e| within(&field, e))
    }

    /// A concession written on the order: offered only when the dice gave its target a
    /// consequence (F257, A-CON-5); otherwise there is nothing to concede and it lapses.
    fn concede(&mut self, s: &Scripted) -> Result<(), FateError> {
        let (Some((terms, reply)), Some(target)) = (&s.concession, s.order.target()) else {
            return Ok(());
        };
        if self.conflict.last_consequence.is_none_or(|(who, _)| who != target) {
            return Ok(());
        }
        self.conflict.concede(target, terms)?;
        let (accepted, reasonable) = reply.answer();
        self.conflict.answer_concession(accepted, reasonable)
    }

    fn order(&mut self, s: &Scripted, src: &mut impl DiceSource) -> Result<(), FateError> {
        let mut o = s.options.clone();
        let blocks = &self.conflict.blocks;
        o.past = (0..blocks.len())
            .filter(|&i| s.past_blockers.contains(&blocks[i].blocker))
            .collect();
        let who = s.who;
        let defense_of = |play: &Play, target: usize, d: &Option<String>, skill: &str| {
            d.clone().unwrap_or_else(|| play.defense(target, skill))
        };
        match &s.order {
            Order::Attack { target, skill, defense } => {
                let skill = skill.clone().unwrap_or_else(|| self.best_attack(who));
                let defense = defense_of(self, *target, defense, &skill);
                self.conflict.attack(who, *target, &skill, &defense, &o, src)?;
            }
            Order::Maneuver {
                target,
                skill,
                defense,
                difficulty,
            } => {
                let against = match target {
                    Some(t) => Opposition::Target {
                        id: *t,
                        skill: defense_of(self, *t, defense, skill),
                    },
                    None => Opposition::Difficulty(difficulty.unwrap_or(self.conflict.rules.default_difficulty)),
                };
                self.conflict.maneuver(who, skill, &against, &o, src)?;
            }
            Order::Scene {
                skill,
                difficulty,
                change,
                pp,
                gm,
            } => {
                let against = Opposition::Scene {
                    difficulty: *difficulty,
                    change: change.clone(),
                    pp: *pp,
                    gm: *gm,
                };
                self.conflict.maneuver(who, skill, &against, &o, src)?;
            }
            Order::Block { skill, kind, penalty } => {
                self.conflict.block(who, kind.clone(), skill, *penalty, &o, src)?;
            }
            Order::FullDefense => self.conflict.full_defense(who)?,
            Order::Hold => self.conflict.hold(who)?,
            Order::Sprint { path } => {
                self.conflict.sprint(who, path, &o, src)?;
            }
            Order::Simple { skill, difficulty } => {
                self.conflict.action(who, skill, *difficulty, &o, src)?;
            }
            Order::Disarm { target, skill, defense } => {
                let defense = defense_of(self, *target, defense, "Armas");
                self.conflict.disarm(who, *target, skill, &defense, &o, src)?;
            }
            Order::RecoverWeapon => self.conflict.recover_weapon(who)?,
            Order::Direct { minions } => self.conflict.direct(who, *minions)?,
            Order::Carry { load } => self.conflict.carry(who, *load)?,
            Order::Shove {
                knockback,
                target,
                skill,
                defense,
                path,
            } => {
                let defense = defense.clone().unwrap_or_else(|| "Fuerza".to_string());
                if *knockback {
                    self.conflict.knockback(who, *target, skill, &defense, path, &o, src)?;
                } else {
                    self.conflict.push(who, *target, skill, &defense, path, &o, src)?;
                }
            }
        }
        Ok(())
    }
}
