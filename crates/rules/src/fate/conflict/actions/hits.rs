//! Where an attack's stress goes in a conflict: minions at once (a leader's attached ones
//! first), a named character by its own choice of box or consequence, then a concession
//! (L213–L263, L331, L337, L375, R-STR-3, R-MIX-4, R-OVF-2, A-CON-5).

use super::act::AttackReport;
use crate::fate::character::minions::hit_mixed;
use crate::fate::character::state::{Absorb, Taken};
use crate::fate::character::stress::Track;
use crate::fate::conflict::events::Event;
use crate::fate::conflict::tracker::{Actor, Conflict, PendingHit, Status};
use crate::fate::error::FateError;

impl Conflict {
    /// Lands stress: on minions at once (a leader's attached ones first), else pending.
    pub(crate) fn land(&mut self, from: usize, target: usize, stress: u32, report: &mut AttackReport) {
        if stress == 0 {
            return;
        }
        let group = match &self.participants[target].actor {
            Actor::Minions(_) => Some(target),
            Actor::Named(_) => (0..self.participants.len()).find(|&i| {
                let p = &self.participants[i];
                p.attached_to == Some(target) && p.is_active()
            }),
        };
        let mut left = stress;
        if let Some(g) = group {
            if let Actor::Minions(m) = &mut self.participants[g].actor {
                let (h, rest) = hit_mixed(m, stress);
                report.minions_out = h.taken_out;
                if h.remaining == 0 {
                    self.participants[g].status = Status::TakenOut;
                }
                self.log.push(Event::MinionsHit { who: g, hit: h });
                left = rest;
            }
            if g == target {
                report.overflow = left;
                return;
            }
        }
        if left > 0 {
            report.pending = Some(left);
            // Against a named character, overflow is what is left past forcing a consequence
            // (L375, R-OVF-2).
            if let Some(c) = self.participants[target].character() {
                report.overflow = c.track(Track::for_kind(self.kind)).overflow(left);
            }
            self.pending = Some(PendingHit {
                target,
                from,
                shifts: left,
            });
        }
    }

    /// The defender of a pending hit takes it: a box, a consequence, an extra slot or a
    /// follower (R-STR-3, L343); `describe` names the consequence if one is taken.
    pub fn absorb(&mut self, how: &Absorb, describe: &str) -> Result<Taken, FateError> {
        let hit = self.pending.ok_or(FateError::NoPendingHit)?;
        let (kind, rules) = (self.kind, self.rules.clone());
        let Actor::Named(c) = &mut self.participants[hit.target].actor else {
            return Err(FateError::NoPendingHit);
        };
        let taken = c.take_hit(hit.shifts, Track::for_kind(kind), how, describe, kind, &rules)?;
        self.pending = None;
        self.log.push(Event::Hit {
            who: hit.target,
            taken: taken.clone(),
        });
        match &taken {
            Taken::TakenOut => {
                self.participants[hit.target].status = Status::TakenOut;
                self.log.push(Event::TakenOut { who: hit.target });
            }
            Taken::Consequence { .. } => self.last_consequence = Some((hit.target, hit.from)),
            _ => {}
        }
        Ok(taken)
    }

    /// Concedes right after taking a consequence (L257–L263, A-CON-5).
    pub fn concede(&mut self, who: usize, terms: &str) -> Result<(), FateError> {
        match self.last_consequence {
            Some((c, inflicter)) if c == who => {
                self.concession = Some((who, inflicter));
                self.log.push(Event::Concession {
                    who,
                    terms: terms.to_string(),
                });
                Ok(())
            }
            _ => Err(FateError::NoConcession),
        }
    }

    /// The inflicter answers: accepted, the conceder is out on its terms; refused while the
    /// GM finds it reasonable, the conceder gains 1 PP and the refuser loses 1 (L259–L261).
    pub fn answer_concession(&mut self, accepted: bool, reasonable: bool) -> Result<(), FateError> {
        let (who, inflicter) = self.concession.take().ok_or(FateError::NoConcession)?;
        self.last_consequence = None;
        self.log.push(Event::ConcessionAnswer {
            who,
            accepted,
            reasonable,
        });
        if accepted {
            self.participants[who].status = Status::Conceded;
        } else if reasonable {
            for (id, gain) in [(who, true), (inflicter, false)] {
                if let Actor::Named(c) = &mut self.participants[id].actor {
                    let e = if gain {
                        c.pp.concession_refused()
                    } else {
                        c.pp.refused_concession()
                    };
                    self.log.push(Event::Pp { who: id, pp: e });
                }
            }
        }
        Ok(())
    }
}
