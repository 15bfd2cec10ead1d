//! The conflict tracker: participants and sides, initiative, exchanges and turns, full
//! defence and held actions, blocks, the crítico token, and a log of everything (L83–L118,
//! L141–L173, §3.1 and §6.2–6.4 of the reading aid). The actions themselves are in
//! [`actions`](super::actions::act).

use super::actions::movement::Zones;
use super::events::{BlockKind, Event};
use crate::fate::character::consequence::Severity;
use crate::fate::character::minions::{mixed_bonus, MinionGroup};
use crate::fate::character::state::Character;
use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::options::{BlockDuration, Rules};
use crate::fate::tables::{group_bonus, ConflictKind};
use serde::{Deserialize, Serialize};

/// A named character or a group of minions, each acting as one character (L325).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "actor", rename_all = "snake_case")]
pub enum Actor {
    #[serde(rename = "personaje")]
    Named(Box<Character>),
    #[serde(rename = "secuaces")]
    Minions(MinionGroup),
}

/// Where a participant stands in the conflict (A-CON-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    #[serde(rename = "activo")]
    Active,
    #[serde(rename = "fuera_de_combate")]
    TakenOut,
    #[serde(rename = "concedido")]
    Conceded,
    #[serde(rename = "se_fue")]
    Departed,
}

/// A bonus a successful manoeuvre gives its owner against a victim, for one roll (L291).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManeuverBonus {
    pub against: usize,
    pub value: i32,
}

/// One side's member (§6.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    pub name: String,
    pub side: String,
    pub actor: Actor,
    pub zone: usize,
    pub status: Status,
    /// A minion group attached to this leader (L337).
    pub attached_to: Option<usize>,
    pub acted: bool,
    pub holding: bool,
    pub full_defense: bool,
    pub bonuses: Vec<ManeuverBonus>,
    /// Weight factor of the load carried: each zone crossed costs that much more (L306).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub load: u32,
    /// A disarm's shifts while the weapon is on the floor: picking it up as a supplementary
    /// action costs −(1 + shifts) (L302).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disarmed: Option<u32>,
    /// Blocks got past this turn by a roll of their own (A-BLK-4, separate reading).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub passed: Vec<usize>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Participant {
    pub fn character(&self) -> Option<&Character> {
        match &self.actor {
            Actor::Named(c) => Some(c),
            Actor::Minions(_) => None,
        }
    }

    pub fn is_active(&self) -> bool {
        self.status == Status::Active
    }
}

/// A change a manoeuvre made to the scene, standing until the scene ends or the GM lifts it
/// (there are no aspects: it is a GM-authored flag, A-MAN-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SceneChange {
    pub by: usize,
    pub change: String,
    pub exchange: u32,
}

/// A standing block: its strength is rolled once and not again (R-BLK-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Block {
    pub blocker: usize,
    pub kind: BlockKind,
    pub strength: i32,
}

/// A defensive crítico, usable on the very next action by anyone (L383–L385).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CriticoToken {
    pub holder: usize,
    /// The action it must be used on.
    pub seq: u64,
    /// ±1 chosen for that action, and on whose roll: the actor's (`true`) or the opposition's.
    pub chosen: Option<(i32, bool)>,
    /// The defence's margin, usable as overflow instead (L389).
    pub margin: u32,
}

/// A hit on a named character waiting for its choice of box or consequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingHit {
    pub target: usize,
    pub from: usize,
    pub shifts: u32,
}

/// A conflict in progress. It saves as JSON and reads back the same, log and all, so a table
/// can stop a conflict and take it up again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Conflict {
    pub kind: ConflictKind,
    pub rules: Rules,
    pub zones: Zones,
    pub participants: Vec<Participant>,
    pub order: Vec<usize>,
    pub exchange: u32,
    pub blocks: Vec<Block>,
    pub critico: Option<CriticoToken>,
    /// Actions taken so far: the crítico's "next action" counter.
    pub seq: u64,
    pub pending: Option<PendingHit>,
    /// The last consequence taken, and who inflicted it: a concession may follow (A-CON-5).
    pub last_consequence: Option<(usize, usize)>,
    /// Restricting skills on every action once the conflict turns long (L209, R-LONG-1).
    pub long_restrictors: Vec<String>,
    /// A concession offered and not yet answered: (conceder, inflicter).
    pub concession: Option<(usize, usize)>,
    /// A leader and the minions it directs this turn (A-MIN-6): they act next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub directed: Option<(usize, usize)>,
    /// Changes manoeuvres made to the scene, until it ends (L289, A-MAN-2).
    #[serde(default)]
    pub scene: Vec<SceneChange>,
    pub log: Vec<Event>,
}

impl Conflict {
    pub fn new(kind: ConflictKind, zones: Zones, rules: Rules) -> Conflict {
        Conflict {
            kind,
            rules,
            zones,
            participants: Vec::new(),
            order: Vec::new(),
            exchange: 0,
            blocks: Vec::new(),
            critico: None,
            seq: 0,
            pending: None,
            last_consequence: None,
            long_restrictors: Vec::new(),
            concession: None,
            scene: Vec::new(),
            directed: None,
            log: Vec::new(),
        }
    }

    fn add(&mut self, name: String, side: &str, actor: Actor, zone: usize) -> Result<usize, FateError> {
        if zone >= self.zones.names.len() {
            return Err(FateError::NoZone { zone });
        }
        let id = self.participants.len();
        self.participants.push(Participant {
            name,
            side: side.to_string(),
            actor,
            zone,
            status: Status::Active,
            attached_to: None,
            acted: false,
            holding: false,
            full_defense: false,
            bonuses: Vec::new(),
            load: 0,
            disarmed: None,
            passed: Vec::new(),
        });
        if self.exchange > 0 {
            // Late joiners take their place, and first act, from the next exchange (A-INI-4).
            self.participants[id].acted = true;
            self.set_initiative();
        }
        Ok(id)
    }

    pub fn add_character(&mut self, side: &str, c: Character, zone: usize) -> Result<usize, FateError> {
        self.add(c.name.clone(), side, Actor::Named(Box::new(c)), zone)
    }

    pub fn add_minions(&mut self, side: &str, g: MinionGroup, zone: usize) -> Result<usize, FateError> {
        self.add(g.name.clone(), side, Actor::Minions(g), zone)
    }

    pub fn get(&self, id: usize) -> Result<&Participant, FateError> {
        self.participants.get(id).ok_or(FateError::NoParticipant { id })
    }

    pub fn get_mut(&mut self, id: usize) -> Result<&mut Participant, FateError> {
        self.participants.get_mut(id).ok_or(FateError::NoParticipant { id })
    }

    /// A participant by name, accents and case aside.
    pub fn find(&self, name: &str) -> Option<usize> {
        self.participants.iter().position(|p| fold(&p.name) == fold(name))
    }

    /// The skill a participant rolls: a character's rating with its consequences (L241), or a
    /// group's quality in its kind (A-MIN-1).
    pub fn rating(&self, id: usize, skill: &str) -> Result<i32, FateError> {
        Ok(match &self.get(id)?.actor {
            Actor::Named(c) => c.skill(skill) + c.penalty(&self.rules),
            Actor::Minions(g) => g.rating(self.kind),
        })
    }

    /// The group bonus on its rolls "to act and react" (L327, L337, L343, A-MIN-5).
    pub fn group_bonus(&self, id: usize) -> Result<i32, FateError> {
        let p = self.get(id)?;
        Ok(match &p.actor {
            Actor::Minions(g) => group_bonus(g.count),
            Actor::Named(c) => {
                let followers = c.followers.iter().filter(|f| f.helps_in(self.kind)).count() as u32;
                mixed_bonus(self.attached_minions(id).map_or(0, |g| g.count), followers)
            }
        })
    }

    /// The minion group attached to a leader, if any.
    pub fn attached_minions(&self, leader: usize) -> Option<&MinionGroup> {
        self.participants.iter().find_map(|p| match (&p.actor, p.attached_to) {
            (Actor::Minions(g), Some(l)) if l == leader && p.is_active() => Some(g),
            _ => None,
        })
    }

    /// Initiative: Alerta (physical) or Empatía (social, and mental by default), ties to
    /// Coraje, then players before the GM's characters, by seat, then by order of entry
    /// (L108–L110, R-INI-1…3, A-INI-1…3). Consequences weigh on it as they stand now.
    pub fn set_initiative(&mut self) {
        let skill = self.kind.initiative_skill();
        let key = |(i, p): (usize, &Participant)| match &p.actor {
            Actor::Named(c) => {
                let pen = c.penalty(&self.rules);
                let seat = c.seat.map_or((1, 0), |s| (0, s));
                (c.skill(skill) + pen, c.skill("Coraje") + pen, seat, i)
            }
            Actor::Minions(g) => (g.initiative(), 0, (1, 0), i),
        };
        let mut keyed: Vec<_> = self
            .participants
            .iter()
            .enumerate()
            .filter(|(_, p)| p.attached_to.is_none())
            .map(key)
            .collect();
        keyed.sort_by(|a, b| (b.0, b.1).cmp(&(a.0, a.1)).then((a.2, a.3).cmp(&(b.2, b.3))));
        self.order = keyed.iter().map(|k| k.3).collect();
        let names = self.order.iter().map(|&i| self.participants[i].name.clone()).collect();
        self.log.push(Event::Initiative { order: names });
    }

    /// Starts an exchange: everyone may act again; full defence and holds end; blocks that
    /// last only the exchange end (L112, A-BLK-1, A-HOLD-1).
    pub fn begin_exchange(&mut self) {
        if self.order.is_empty() || self.exchange == 0 {
            self.set_initiative();
        }
        self.exchange += 1;
        self.directed = None;
        for p in &mut self.participants {
            p.acted = false;
            p.holding = false;
            p.full_defense = false;
        }
        if self.rules.block_duration == BlockDuration::UntilEndOfExchange {
            self.blocks.clear();
        }
        self.log.push(Event::Exchange { number: self.exchange });
        self.turn_starts();
    }

    /// A turn begins: the actor's own blocks end (A-BLK-1, default duration).
    fn turn_starts(&mut self) {
        if self.rules.block_duration == BlockDuration::UntilBlockerNextTurn {
            if let Some(next) = self.current() {
                self.blocks.retain(|b| b.blocker != next);
            }
        }
    }

    /// Whose turn it is: minions a leader directs, or else the first in order who has not
    /// acted, is active and is not holding.
    pub fn current(&self) -> Option<usize> {
        if let Some((_, minions)) = self.directed {
            return Some(minions);
        }
        self.order.iter().copied().find(|&i| {
            let p = &self.participants[i];
            p.is_active() && !p.acted && !p.holding
        })
    }

    /// Whether `id` may take its primary action now: its turn, or a held action (L155).
    pub(crate) fn check_turn(&self, id: usize) -> Result<(), FateError> {
        if self.pending.is_some() {
            return Err(FateError::HitPending);
        }
        let p = self.get(id)?;
        if !p.is_active() {
            return Err(FateError::NotActive { name: p.name.clone() });
        }
        if self.current() == Some(id) || (p.holding && !p.acted) {
            Ok(())
        } else {
            Err(FateError::NotYourTurn { name: p.name.clone() })
        }
    }

    /// Marks the primary action as taken; when the next actor's turn comes, its own blocks
    /// end (A-BLK-1) and an unused crítico is lost (L385).
    pub(crate) fn acted(&mut self, id: usize) {
        let p = &mut self.participants[id];
        p.acted = true;
        p.holding = false;
        p.passed.clear();
        self.seq += 1;
        if self.directed.is_some_and(|d| d.1 == id) {
            self.directed = None;
        }
        // A concession is offered before the next action or not at all (A-CON-5).
        self.last_consequence = None;
        if let Some(t) = self.critico {
            if t.seq <= self.seq {
                self.critico = None;
                self.log.push(Event::CriticoLost { holder: t.holder });
            }
        }
        self.turn_starts();
    }

    /// Holds the action for later in the exchange (L153–L155).
    pub fn hold(&mut self, id: usize) -> Result<(), FateError> {
        self.check_turn(id)?;
        self.get_mut(id)?.holding = true;
        self.log.push(Event::Hold { who: id });
        self.turn_starts();
        Ok(())
    }

    /// Full defence: +2 to every defence this exchange, giving up the action; declared at
    /// the start of the exchange or when first attacked before acting (L149–L151, R-FD).
    pub fn full_defense(&mut self, id: usize) -> Result<(), FateError> {
        let p = self.get(id)?;
        if p.acted {
            return Err(FateError::AlreadyActed { name: p.name.clone() });
        }
        self.get_mut(id)?.full_defense = true;
        self.participants[id].acted = true;
        self.log.push(Event::FullDefense { who: id });
        Ok(())
    }

    /// Attaches a minion group to a named leader of its side: a free action (L337).
    pub fn attach(&mut self, minions: usize, leader: usize) -> Result<(), FateError> {
        let (m, l) = (self.get(minions)?, self.get(leader)?);
        let ok = matches!(m.actor, Actor::Minions(_)) && matches!(l.actor, Actor::Named(_)) && m.side == l.side;
        if !ok {
            return Err(FateError::CannotAttach);
        }
        self.participants[minions].attached_to = Some(leader);
        self.order.retain(|&i| i != minions);
        self.log.push(Event::Attach { minions, leader });
        Ok(())
    }

    /// Detaches a group: it acts on its own quality's initiative again (L337, L339).
    pub fn detach(&mut self, minions: usize) -> Result<(), FateError> {
        self.get_mut(minions)?.attached_to = None;
        self.set_initiative();
        Ok(())
    }

    /// Sides with someone still active; the conflict is over when one or none is left
    /// (A-CON-7).
    pub fn sides_standing(&self) -> Vec<String> {
        let mut sides: Vec<String> = Vec::new();
        for p in self.participants.iter().filter(|p| p.is_active()) {
            if !sides.contains(&p.side) {
                sides.push(p.side.clone());
            }
        }
        sides
    }

    pub fn is_over(&self) -> bool {
        self.sides_standing().len() <= 1
    }

    /// The end of the scene: stress clears for everyone (L229), and the scene's changes go
    /// with it.
    pub fn end_scene(&mut self) {
        self.scene.clear();
        for p in &mut self.participants {
            if let Actor::Named(c) = &mut p.actor {
                c.end_scene();
            }
        }
        self.log.push(Event::SceneEnd);
    }

    /// Consequences held per participant, for a summary by side.
    pub fn consequences_of(&self, id: usize) -> Vec<Severity> {
        self.participants[id]
            .character()
            .map(|c| c.consequences.iter().map(|q| q.severity).collect())
            .unwrap_or_default()
    }
}
