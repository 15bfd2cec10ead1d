//! Leaders and the groups they lead in a conflict: a skilled follower rolling in its leader's
//! place (L363, A-FOL-2), and the optional Liderazgo rule by which a leader directs its
//! attached minions (L337, A-MIN-6).

use super::events::Event;
use super::tracker::{Actor, Conflict};
use crate::fate::character::followers::FollowerStatus;
use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::roll::combine::{combined_modifier, Secondary, SecondaryRole};

/// The skill the text defers to for minions, never defining it (L337, A-MIN-6).
pub const LEADERSHIP_SKILL: &str = "Liderazgo";

impl Conflict {
    /// The rating a follower rolls `skill` at in place of its leader `who`: it must be one of
    /// the leader's followers, active, attached, and have the skill from *Habilidoso* (L363).
    /// The roll keeps the leader's group bonus and consequence penalty, and the leader may
    /// still spend PP on it (A-FOL-2). `None` when no follower is named.
    pub(crate) fn stand_in(&self, who: usize, skill: &str, follower: Option<&str>) -> Result<Option<i32>, FateError> {
        let Some(name) = follower else {
            return Ok(None);
        };
        let p = self.get(who)?;
        let f = p
            .character()
            .and_then(|c| c.followers.iter().find(|f| fold(&f.name) == fold(name)))
            .ok_or_else(|| FateError::NoFollower { name: name.to_string() })?;
        if f.status != FollowerStatus::Active || !f.attached {
            return Err(FateError::FollowerAway { name: f.name.clone() });
        }
        f.skill(skill).map(Some).ok_or_else(|| FateError::FollowerNoSkill {
            name: f.name.clone(),
            skill: skill.to_string(),
        })
    }

    /// The leader spends its action directing its attached minions (optional Liderazgo rule,
    /// A-MIN-6, after SotC's Command): they act at once, as if unattached — their own roll and
    /// size bonus — with the leader's Liderazgo as a modifying secondary skill.
    pub fn direct(&mut self, leader: usize, minions: usize) -> Result<(), FateError> {
        if !self.rules.leadership {
            return Err(FateError::LeadershipOff);
        }
        self.check_turn(leader)?;
        let m = self.get(minions)?;
        let led = matches!(m.actor, Actor::Minions(_)) && m.attached_to == Some(leader) && m.is_active();
        if !led || self.get(leader)?.character().is_none() {
            return Err(FateError::NotLed);
        }
        let p = &mut self.participants[leader];
        p.acted = true;
        p.holding = false;
        self.directed = Some((leader, minions));
        self.log.push(Event::Direct { leader, minions });
        Ok(())
    }

    /// Liderazgo on the roll of minions being directed: +1 above their quality, −1 below
    /// (R-CMB-1); 0 for anyone else.
    pub(crate) fn leadership_modifier(&self, who: usize) -> i32 {
        let Some((leader, minions)) = self.directed.filter(|d| d.1 == who) else {
            return 0;
        };
        let (Some(c), Actor::Minions(g)) = (self.participants[leader].character(), &self.participants[minions].actor)
        else {
            return 0;
        };
        let lead = Secondary::new(SecondaryRole::Modify, c.skill(LEADERSHIP_SKILL));
        combined_modifier(g.rating(self.kind), &[lead])
    }
}
