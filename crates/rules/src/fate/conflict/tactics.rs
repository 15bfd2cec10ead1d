//! The plan's choices when no order is written (a participant's [`Plan`]): whom to attack,
//! its best attack skill for the kind of conflict, the defender's best allowed defence
//! (L126–L131, L302), how to take a hit — a box or a consequence first, then a power's extra
//! slot or a follower before going out (R-STR-3, L241, L343) — and spending a crítico on the
//! very next action (R-CRIT-2).

use super::actions::act::ActionOptions;
use super::actions::movement::Reach;
use super::play::{AbsorbPolicy, Play};
use super::tracker::{Actor, Conflict};
use crate::fate::character::consequence::{due, Due};
use crate::fate::character::state::Absorb;
use crate::fate::character::stress::{Placement, Track};
use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::tables::{attack_table, may_defend, AttackIntent, AttackRow, ConflictKind};
use tirada_dice::DiceSource;

/// The attack table's rows for a kind of conflict; mental conflicts fight with the social
/// ones (the table has no mental row).
fn rows(kind: ConflictKind) -> Vec<AttackRow> {
    let kind = if kind == ConflictKind::Mental {
        ConflictKind::Social
    } else {
        kind
    };
    attack_table().into_iter().filter(|r| r.kind == kind).collect()
}

impl Play {
    /// A crítico waiting for the very next action is spent on it: +1 to an ally's roll, −1 to
    /// an enemy's (R-CRIT-2), rather than lost.
    pub(crate) fn spin_for(&mut self, actor: usize) {
        let c = &self.conflict;
        let Some(t) = c.critico.filter(|t| t.chosen.is_none() && t.seq == c.seq + 1) else {
            return;
        };
        let ally = c.participants[t.holder].side == c.participants[actor].side;
        let _ = self.conflict.use_critico(t.holder, if ally { 1 } else { -1 }, true);
    }

    /// The actor attacks by its plan, moving a zone first when that brings a target within
    /// the attack's reach (L104, L185); with no enemy within reach it holds.
    pub(crate) fn auto(&mut self, actor: usize, src: &mut impl DiceSource) -> Result<(), FateError> {
        let skill = self.plans[actor]
            .attack
            .clone()
            .unwrap_or_else(|| self.best_attack(actor));
        let Some((target, move_to)) = self.target(actor, Reach::of_skill(&skill)) else {
            return self.conflict.hold(actor);
        };
        let defense = self.defense(target, &skill);
        let options = ActionOptions {
            move_to,
            ..ActionOptions::default()
        };
        self.conflict.attack(actor, target, &skill, &defense, &options, src)?;
        self.settle(None, None)
    }

    /// Whom `actor` attacks and the zone it moves to first, if any: its plan's target while
    /// standing, else the first enemy standing in the order of initiative, else any enemy
    /// standing — the first within reach from where it stands, else after one zone's move.
    fn target(&self, actor: usize, reach: Reach) -> Option<(usize, Option<usize>)> {
        let c = &self.conflict;
        let side = &c.participants[actor].side;
        let enemy = |&i: &usize| c.participants[i].is_active() && &c.participants[i].side != side;
        let mut candidates: Vec<usize> = self.plans[actor].target.filter(enemy).into_iter().collect();
        candidates.extend(c.order.iter().copied().filter(enemy));
        candidates.extend((0..c.participants.len()).filter(enemy));
        let here = c.participants[actor].zone;
        let within = |from: usize, t: usize| c.zone_distance(from, c.participants[t].zone) <= reach.zones();
        if let Some(&t) = candidates.iter().find(|&&t| within(here, t)) {
            return Some((t, None));
        }
        candidates.iter().find_map(|&t| {
            let step = c.zones.step_toward(here, c.participants[t].zone)?;
            within(step, t).then_some((t, Some(step)))
        })
    }

    /// The actor's best attack skill for the kind of conflict.
    pub(crate) fn best_attack(&self, actor: usize) -> String {
        let skills: Vec<String> = rows(self.conflict.kind).into_iter().flat_map(|r| r.attack).collect();
        best(&self.conflict, actor, &skills).unwrap_or_else(|| "Puños".to_string())
    }

    /// The defender's plan's defence, or its best allowed against an attack with `skill`.
    pub(crate) fn defense(&self, target: usize, skill: &str) -> String {
        if let Some(d) = &self.plans[target].defense {
            return d.clone();
        }
        let c = &self.conflict;
        let intent: Option<AttackIntent> = rows(c.kind)
            .into_iter()
            .chain(attack_table())
            .find(|r| r.attack.iter().any(|a| fold(a) == fold(skill)))
            .map(|r| r.intent);
        let armed = c.participants[target].character().is_none_or(|ch| ch.armed);
        let allowed: Vec<String> = intent
            .map(|i| {
                let row = attack_table().into_iter().find(|r| r.intent == i);
                let defences = row.map(|r| r.defense).unwrap_or_default();
                defences.into_iter().filter(|d| may_defend(i, d, armed)).collect()
            })
            .unwrap_or_default();
        best(c, target, &allowed).unwrap_or_else(|| match c.kind {
            ConflictKind::Physical => "Atletismo".to_string(),
            _ => "Coraje".to_string(),
        })
    }

    /// A pending hit is taken by its target: by the order's choice, else its plan's.
    pub(crate) fn settle(&mut self, policy: Option<AbsorbPolicy>, describe: Option<&str>) -> Result<(), FateError> {
        let Some(hit) = self.conflict.pending else {
            return Ok(());
        };
        let c = &self.conflict;
        let policy = policy.unwrap_or(self.plans[hit.target].absorb);
        let Some(ch) = c.participants[hit.target].character() else {
            return Ok(());
        };
        let next = due(&ch.consequences, c.rules.max_consequences, c.rules.consequence_model);
        let fits = matches!(
            ch.track(Track::for_kind(c.kind)).place(hit.shifts),
            Placement::Box { .. }
        );
        let how = match (policy, next, fits) {
            (AbsorbPolicy::Consequence, Due::Take(_), _) => Absorb::Consequence,
            (_, _, true) | (_, Due::Take(_), false) => Absorb::Box,
            (_, Due::TakenOut, false) => {
                // Out unless a power's slot or a follower takes it (L241, L343).
                let follower = ch.followers.iter().find(|f| f.helps_in(c.kind));
                match (ch.free_extra_slots().is_empty(), follower) {
                    (false, _) => Absorb::Extra,
                    (true, Some(f)) => Absorb::Follower(f.name.clone()),
                    (true, None) => Absorb::Box,
                }
            }
        };
        let text = match describe {
            Some(d) => d.to_string(),
            None => format!("golpe de {}", c.participants[hit.from].name),
        };
        self.conflict.absorb(&how, &text)?;
        Ok(())
    }
}

/// The skill of `skills` the participant rates highest (the first on ties); minions, whose
/// rating is their quality whatever the skill, take the first.
fn best(c: &Conflict, id: usize, skills: &[String]) -> Option<String> {
    let rating = |s: &String| match &c.participants[id].actor {
        Actor::Named(ch) => ch.skill(s),
        Actor::Minions(_) => 0,
    };
    let mut bestof: Option<&String> = None;
    for s in skills {
        if bestof.is_none_or(|b| rating(s) > rating(b)) {
            bestof = Some(s);
        }
    }
    bestof.cloned()
}
