//! The actions of a conflict turn: the roll every action shares (consequences, group bonus,
//! full defence, power points, secondary skills, the crítico), attacks and the hits they
//! leave, concessions (L114–L133, L175–L209, L243–L263, L369–L391). Manoeuvres, blocks,
//! sprints and simple actions are in [`maneuvers`](super::maneuvers).

use super::attack::{resolve_attack, CriticoHolder};
use super::movement::{move_penalty, Reach};
use crate::fate::character::minions::Overflow;
use crate::fate::character::powers::PpEvent;
use crate::fate::conflict::events::BlockKind;
use crate::fate::conflict::events::Event;
use crate::fate::conflict::tracker::{Actor, Conflict, CriticoToken};
use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::roll::combine::{combined_modifier, Secondary, SecondaryRole};
use crate::fate::roll::machine::{FateRoll, ModifierKind, RollSpec};
use crate::fate::roll::transcript::Transcript;
use serde::{Deserialize, Serialize};
use tirada_dice::DiceSource;

/// Choices that go with an action.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ActionOptions {
    /// Supplementary actions, −1 each (L179).
    pub supplementary: u32,
    /// Move one zone as a supplementary action, −(1 + border) (L185–L187).
    pub move_to: Option<usize>,
    /// Power points the actor spends for +1 each (L67).
    pub pp: u32,
    /// Power points the opposition spends on its roll.
    pub opposing_pp: u32,
    /// Use a manoeuvre bonus the actor holds against the opposition (L291).
    pub use_bonus: bool,
    /// Secondary skills of the actor bearing on the roll (L191–L201).
    pub secondary: Vec<(SecondaryRole, String)>,
    /// The attack's reach, checked against the zones between (L104, A-ZONE-1); by default
    /// the skill's ([`Reach::of_skill`]).
    pub reach: Option<Reach>,
    /// A skilled follower of the actor who rolls in its place (L363, A-FOL-2).
    pub follower: Option<String>,
    /// A skilled follower of the opposition who rolls its defence in its place.
    pub opposing_follower: Option<String>,
    /// Pick a dropped weapon up as a supplementary action, −(1 + the disarm's shifts) (L302).
    pub pick_up_weapon: bool,
    /// Blocks (by index) the action must get past: the same roll beats each by a shift and
    /// resolves the action (A-BLK-3, A-BLK-4).
    pub past: Vec<usize>,
}

/// Power points spent outside a roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PpSpend {
    UsePower(String),
    Declaration { text: String, accepted: bool },
    SceneChange,
    RejectTakenOut,
}

/// What an attack did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttackReport {
    pub attack: Transcript,
    /// `None` when a block stopped the attack before the defender had to roll.
    pub defense: Option<Transcript>,
    /// The blocker whose block the attack did not get past (L165).
    pub blocked_by: Option<usize>,
    pub block_used: bool,
    pub stress: u32,
    /// Minions of the defender's group taken out, and shifts beyond what the target could
    /// take: past the last minion (L371), or past forcing a named target's consequence (L375).
    pub minions_out: u32,
    pub overflow: u32,
    /// Shifts now waiting on a named defender's choice ([`Conflict::absorb`]).
    pub pending: Option<u32>,
    pub critico: Option<usize>,
}

impl AttackReport {
    fn stopped(attack: Transcript, blocker: usize) -> AttackReport {
        AttackReport {
            attack,
            defense: None,
            blocked_by: Some(blocker),
            block_used: false,
            stress: 0,
            minions_out: 0,
            overflow: 0,
            pending: None,
            critico: None,
        }
    }
}

impl Conflict {
    /// A roll of `who`'s `skill` with everything that weighs on it: consequences, the group,
    /// full defence on reactions, power points, a manoeuvre bonus, the crítico. The actor's
    /// options apply to its roll; `reactive` rolls take the opposition's ones. A skilled
    /// follower may roll in its leader's place (A-FOL-2).
    pub(crate) fn roll(
        &mut self,
        who: usize,
        skill: &str,
        extra: &[(ModifierKind, i32)],
        reactive: bool,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<FateRoll, FateError> {
        let (pp, follower) = if reactive {
            (o.opposing_pp, o.opposing_follower.as_deref())
        } else {
            (o.pp, o.follower.as_deref())
        };
        let stand_in = self.stand_in(who, skill, follower)?;
        let p = self.get(who)?;
        let (raw, penalty) = match &p.actor {
            Actor::Named(c) => (stand_in.unwrap_or_else(|| c.skill(skill)), c.penalty(&self.rules)),
            Actor::Minions(g) => (g.rating(self.kind), 0),
        };
        let defending = reactive && p.full_defense;
        let mut spec = RollSpec::new(raw)
            .with(ModifierKind::Consequences, penalty)
            .with(ModifierKind::Group, self.group_bonus(who)?)
            .with(ModifierKind::FullDefense, if defending { 2 } else { 0 });
        for &(k, v) in extra {
            spec = spec.with(k, v);
        }
        if let (Some(name), Some(_)) = (follower, stand_in) {
            self.log.push(Event::FollowerRolls {
                leader: who,
                follower: name.to_string(),
                skill: skill.to_string(),
            });
        }
        for _ in 0..pp {
            let Actor::Named(c) = &mut self.participants[who].actor else {
                return Err(FateError::NoPp { have: 0, need: pp });
            };
            let e = c.pp.bonus()?;
            self.log.push(Event::Pp { who, pp: e });
            spec = spec.with(ModifierKind::PowerPoint, 1);
        }
        let mut roll = FateRoll::throw(spec, src)?;
        if let Some(t) = self.critico {
            if let Some((value, on_actor)) = t.chosen.filter(|_| t.seq == self.seq + 1) {
                if on_actor != reactive {
                    roll.apply_critico(value)?;
                    self.critico = None;
                    self.log.push(Event::CriticoUsed {
                        holder: t.holder,
                        value,
                    });
                }
            }
        }
        Ok(roll)
    }

    pub(crate) fn logged(&mut self, who: usize, skill: &str, roll: FateRoll) -> Transcript {
        let t = roll.finish(&self.rules);
        self.log.push(Event::Roll {
            who,
            skill: skill.to_string(),
            roll: Box::new(t.clone()),
        });
        t
    }

    /// The modifiers of the options: supplementary actions, a move, secondary skills and the
    /// long conflict's restrictors (compared on base ratings, A-CMB-1), a manoeuvre bonus.
    pub(crate) fn option_mods(
        &mut self,
        who: usize,
        skill: &str,
        against: Option<usize>,
        o: &ActionOptions,
    ) -> Result<Vec<(ModifierKind, i32)>, FateError> {
        let mut mods = vec![(ModifierKind::Supplementary, -(o.supplementary as i32))];
        if let Some(c) = self.get(who)?.character() {
            let mut sec: Vec<Secondary> = o
                .secondary
                .iter()
                .map(|(role, s)| Secondary::new(*role, c.skill(s)))
                .collect();
            let restrictors = self.long_restrictors.iter().filter(|s| fold(s) != fold(skill));
            sec.extend(restrictors.map(|s| Secondary::new(SecondaryRole::Restrict, c.skill(s))));
            let primary = self
                .stand_in(who, skill, o.follower.as_deref())?
                .unwrap_or(c.skill(skill));
            mods.push((ModifierKind::Combined, combined_modifier(primary, &sec)));
        }
        mods.push((ModifierKind::Combined, self.leadership_modifier(who)));
        if o.pick_up_weapon {
            mods.push((ModifierKind::Disarm, self.disarm_penalty(who)?));
        }
        if let Some(to) = o.move_to {
            let from = self.get(who)?.zone;
            let border = self.zones.border(from, to).ok_or(FateError::NotAdjacent { from, to })?;
            let load = self.get(who)?.load;
            mods.push((ModifierKind::Border, move_penalty(border, load)));
        }
        if let (true, Some(target)) = (o.use_bonus, against) {
            let p = self.get_mut(who)?;
            let i = p
                .bonuses
                .iter()
                .position(|b| b.against == target)
                .ok_or(FateError::NoBonus)?;
            let b = p.bonuses.remove(i);
            mods.push((ModifierKind::Maneuver, b.value));
            self.log.push(Event::BonusUsed {
                who,
                against: target,
                value: b.value,
            });
        }
        Ok(mods)
    }

    /// Zones between two (`u32::MAX` when no path joins them).
    pub fn zone_distance(&self, from: usize, to: usize) -> u32 {
        self.zones.distance(from, to).unwrap_or(u32::MAX)
    }

    pub(crate) fn finish_action(&mut self, who: usize, o: &ActionOptions) {
        self.end_action(who, o, false);
    }

    /// The end of an action: a supplementary move happens unless a block stopped the action
    /// it went with; then the turn is over.
    pub(crate) fn end_action(&mut self, who: usize, o: &ActionOptions, stopped: bool) {
        if let (Some(to), false) = (o.move_to, stopped) {
            let from = self.participants[who].zone;
            let load = self.participants[who].load;
            let penalty = move_penalty(self.zones.border(from, to).unwrap_or(0), load);
            self.participants[who].zone = to;
            self.log.push(Event::Move { who, to, penalty });
        }
        if o.pick_up_weapon && !stopped {
            self.rearm(who, true);
        }
        self.acted(who);
    }

    pub(crate) fn win_critico(&mut self, holder: usize, margin: u32) {
        self.critico = Some(CriticoToken {
            holder,
            seq: self.seq + 2,
            chosen: None,
            margin,
        });
        self.log.push(Event::CriticoWon { holder });
    }

    /// The holder treats the crítico's margin as overflow instead, for a supplementary action
    /// such as diving clear (L389, R-CRIT-4): the ±1 is gone.
    pub fn critico_as_overflow(&mut self, holder: usize) -> Result<Overflow, FateError> {
        match self.critico {
            Some(t) if t.holder == holder => {
                self.critico = None;
                Ok(Overflow::new(t.margin))
            }
            _ => Err(FateError::NoCritico),
        }
    }

    /// Whether `who` has `need` power points, checked before anything is rolled.
    pub(crate) fn check_pp(&self, who: usize, need: u32) -> Result<(), FateError> {
        let have = self.get(who)?.character().map_or(0, |c| c.pp.pp);
        if have < need {
            return Err(FateError::NoPp { have, need });
        }
        Ok(())
    }

    /// A power point movement outside a roll: using a power, a declaration, a scene change,
    /// or all of them to refuse a taken-out outcome (L64–L75, L255, L289). Logged as an event.
    pub fn spend_pp(&mut self, who: usize, spend: &PpSpend) -> Result<PpEvent, FateError> {
        let Actor::Named(c) = &mut self.get_mut(who)?.actor else {
            return Err(FateError::NoPp { have: 0, need: 1 });
        };
        let e = match spend {
            PpSpend::UsePower(name) => {
                let power = c
                    .powers
                    .iter()
                    .find(|p| fold(&p.name) == fold(name))
                    .cloned()
                    .ok_or_else(|| FateError::NoPower { name: name.clone() })?;
                c.pp.use_power(&power)?
            }
            PpSpend::Declaration { text, accepted } => c.pp.declare(text.clone(), *accepted)?,
            PpSpend::SceneChange => c.pp.scene_change()?,
            PpSpend::RejectTakenOut => c.pp.reject_taken_out()?,
        };
        self.log.push(Event::Pp { who, pp: e.clone() });
        Ok(e)
    }

    /// The holder of the crítico adds or subtracts 1 on the next action, on the actor's roll
    /// or the opposition's (R-CRIT-2). Chosen before that action is rolled.
    pub fn use_critico(&mut self, holder: usize, value: i32, on_actor: bool) -> Result<(), FateError> {
        match &mut self.critico {
            Some(t) if t.holder == holder && value.abs() == 1 => {
                t.chosen = Some((value, on_actor));
                Ok(())
            }
            Some(_) if value.abs() != 1 => Err(FateError::CriticoValue { value }),
            _ => Err(FateError::NoCritico),
        }
    }

    /// An attack (L120–L133): `skill` against the defender's `defense`; protecting blocks
    /// lend their strength (L161); a defence won by 3 is a crítico (L381); minions take the
    /// hit at once, rolling over (L331); a named character must then [`absorb`](Self::absorb).
    pub fn attack(
        &mut self,
        attacker: usize,
        defender: usize,
        skill: &str,
        defense: &str,
        o: &ActionOptions,
        src: &mut impl DiceSource,
    ) -> Result<AttackReport, FateError> {
        self.check_turn(attacker)?;
        if !self.get(defender)?.is_active() {
            return Err(FateError::NotActive {
                name: self.participants[defender].name.clone(),
            });
        }
        if let Some(c) = self.get(defender)?.character() {
            if !c.armed && fold(defense) == "armas" {
                return Err(FateError::Unarmed { name: c.name.clone() });
            }
        }
        // From where the attacker stands after a supplementary move (L185).
        let reach = o.reach.unwrap_or(Reach::of_skill(skill));
        let from = o.move_to.unwrap_or(self.get(attacker)?.zone);
        let d = self.zone_distance(from, self.get(defender)?.zone);
        if d > reach.zones() {
            return Err(FateError::OutOfReach {
                zones: d,
                reach: reach.zones(),
            });
        }
        self.check_past(attacker, &o.past)?;
        self.stand_in(defender, defense, o.opposing_follower.as_deref())?;
        let mods = self.option_mods(attacker, skill, Some(defender), o)?;
        let mut a = self.roll(attacker, skill, &mods, false, o, src)?;
        if let Some((blocker, strength)) = self.stopped_by(attacker, a.effort(), &o.past) {
            // Beaten only with a shift: read as a difficulty one above the strength.
            a.set_difficulty(strength + 1);
            let a = self.logged(attacker, skill, a);
            self.acted(attacker);
            return Ok(AttackReport::stopped(a, blocker));
        }
        let mut d = self.roll(defender, defense, &[], true, o, src)?;
        let guard = self
            .blocks
            .iter()
            .filter(|b| b.kind == BlockKind::Protect { target: defender })
            .max_by_key(|b| b.strength)
            .cloned();
        let out = resolve_attack(a.effort(), d.effort(), guard.as_ref().map(|b| b.strength));
        // Each roll is read against what opposed it: the defence used, and the attack.
        a.set_difficulty(out.defense);
        d.set_difficulty(out.attack);
        let (a, d) = (self.logged(attacker, skill, a), self.logged(defender, defense, d));
        self.log.push(Event::Attack {
            attacker,
            defender,
            attack: out.attack,
            defense: out.defense,
            block_used: out.block_used,
            stress: out.stress,
        });
        let critico = out.critico.map(|h| match (h, &guard) {
            (CriticoHolder::Blocker, Some(b)) => b.blocker,
            _ => defender,
        });
        let mut report = AttackReport {
            attack: a,
            defense: Some(d),
            blocked_by: None,
            block_used: out.block_used,
            stress: out.stress,
            minions_out: 0,
            overflow: 0,
            pending: None,
            critico,
        };
        self.land(attacker, defender, out.stress, &mut report);
        if let Some(h) = critico {
            self.win_critico(h, (out.defense - out.attack) as u32);
        }
        self.finish_action(attacker, o);
        Ok(report)
    }
}
