//! Aspects in play on a sheet (L105–L151): exhausting one to pay for an activation,
//! temporary aspects and secuelas gained and expiring with scenes, sessions and stories, and
//! whether an activation is the GM's in favour of an NPC.

use super::kinds::{Duration, ExhaustedUntil, Exhaustion};
use crate::hitos::drama::Payment;
use crate::hitos::error::HitosError;
use crate::hitos::options::Rules;
use crate::hitos::sheet::character::{Exhausted, Kind, Secuela, Sheet, TemporaryAspect};
use crate::hitos::tables::fold;
use crate::sheet_file::SheetError;

/// What a session's (or story's) boundary does to a sheet's aspects ([`Sheet::session_boundary`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Boundary {
    /// Temporary aspects and secuelas whose scene or session is over (L147–L149).
    pub expired: Vec<String>,
    /// Aspects exhausted until this boundary, usable again, with the term they waited for (L139).
    pub recovered: Vec<(String, ExhaustedUntil)>,
}

/// Whether a positive activation is the GM's in favour of an NPC (H157): the GM says so
/// (`gm_says`: an activation for the roller, not one against it), or the roller's sheet is an
/// NPC's. It costs nothing and the most affected player gets the point, so that player must be
/// named (`point_named`) exactly when it is the GM's; the GM never activates for a player's sheet.
pub fn gm_in_favour(gm_says: bool, sheet: Option<&Sheet>, point_named: bool) -> Result<bool, HitosError> {
    let npc = sheet.map(|s| s.kind != Kind::Player);
    let gm = match (gm_says, npc) {
        (true, Some(false)) => return Err(HitosError::GmForPlayer),
        (gm_says, npc) => gm_says || npc == Some(true),
    };
    match (gm, point_named) {
        (true, false) => Err(HitosError::GmNeedsPoint),
        (false, true) => Err(HitosError::PointNeedsGm),
        _ => Ok(gm),
    }
}

impl Sheet {
    /// Exhausts an own aspect to pay for an activation (A-EX-1–A-EX-5): only one's own, only
    /// when it is not exhausted already, only with no points left under the default rules.
    pub fn exhaust(&mut self, aspect: &str, until: ExhaustedUntil, rules: &Rules) -> Result<Exhaustion, SheetError> {
        self.can_pay(&Payment::Exhaust(aspect.to_string()), rules)?;
        let key = fold(aspect);
        let before = self.temporary_aspects.len() + self.secuelas.len();
        self.temporary_aspects.retain(|t| fold(&t.text) != key);
        self.secuelas.retain(|s| s.permanent || fold(&s.text) != key);
        if self.temporary_aspects.len() + self.secuelas.len() < before {
            return Ok(Exhaustion::Lost);
        }
        self.exhausted.push(Exhausted {
            aspect: aspect.to_string(),
            until,
        });
        Ok(Exhaustion::Marked(until))
    }

    /// A temporary aspect gained (A-T-1), e.g. from a critical or a fumble.
    pub fn add_temporary(&mut self, text: &str, duration: Duration) {
        self.temporary_aspects.push(TemporaryAspect {
            text: text.to_string(),
            duration,
        });
    }

    /// A temporary secuela (SQ-2, SQ-3) or a permanent one, which counts as a complication (SQ-1).
    pub fn add_secuela(&mut self, text: &str, duration: Option<Duration>) {
        self.secuelas.push(Secuela {
            text: text.to_string(),
            permanent: duration.is_none() || duration == Some(Duration::Permanent),
            duration,
        });
    }

    /// Removes temporary aspects and secuelas whose duration is over; returns their texts.
    fn expire(&mut self, over: &[Duration]) -> Vec<String> {
        let mut gone = Vec::new();
        self.temporary_aspects.retain(|t| {
            let keep = !over.contains(&t.duration);
            if !keep {
                gone.push(t.text.clone());
            }
            keep
        });
        self.secuelas.retain(|s| {
            let keep = s.permanent || !s.duration.is_some_and(|d| over.contains(&d));
            if !keep {
                gone.push(s.text.clone());
            }
            keep
        });
        gone
    }

    /// A change of scene (an ellipsis, a new place): scene aspects vanish (A-T-2, L149).
    pub fn end_scene(&mut self) -> Vec<String> {
        self.expire(&[Duration::Scene])
    }

    /// A new session: scene and session aspects vanish, aspects exhausted until the next
    /// session come back, and drama points reset to Drama (L103, L139, L149; AMB-13).
    pub fn start_session(&mut self) -> Vec<String> {
        let gone = self.expire(&[Duration::Scene, Duration::Session]);
        self.exhausted.retain(|e| e.until != ExhaustedUntil::NextSession);
        self.drama_points = None;
        gone
    }

    /// A new story: as a new session, and aspects exhausted until the next story come back.
    pub fn start_story(&mut self) -> Vec<String> {
        let gone = self.start_session();
        self.exhausted.clear();
        gone
    }

    /// What the next session (or, with `story`, the next story) does to the aspects, without
    /// doing it: the temporary aspects and secuelas that expire (a scene's or a session's,
    /// L147–L149) and the aspects exhausted until then that come back (L139). Each is one state
    /// event at the table, so the GM sees and may undo each.
    pub fn session_boundary(&self, story: bool) -> Boundary {
        let over = [Duration::Scene, Duration::Session];
        let expired = self
            .temporary_aspects
            .iter()
            .filter(|t| over.contains(&t.duration))
            .map(|t| t.text.clone())
            .chain(
                self.secuelas
                    .iter()
                    .filter(|s| !s.permanent && s.duration.is_some_and(|d| over.contains(&d)))
                    .map(|s| s.text.clone()),
            )
            .collect();
        let recovered = self
            .exhausted
            .iter()
            .filter(|e| story || e.until == ExhaustedUntil::NextSession)
            .map(|e| (e.aspect.clone(), e.until))
            .collect();
        Boundary { expired, recovered }
    }

    /// Takes away one temporary aspect or non-permanent secuela by its text (L149, L151): false
    /// when there is none.
    pub fn drop_temporary(&mut self, aspect: &str) -> bool {
        let key = fold(aspect);
        if let Some(i) = self.temporary_aspects.iter().position(|t| fold(&t.text) == key) {
            self.temporary_aspects.remove(i);
            return true;
        }
        match self.secuelas.iter().position(|s| !s.permanent && fold(&s.text) == key) {
            Some(i) => {
                self.secuelas.remove(i);
                true
            }
            None => false,
        }
    }

    /// An exhausted aspect usable again (L139): false when it was not exhausted.
    pub fn recover_exhausted(&mut self, aspect: &str) -> bool {
        let key = fold(aspect);
        let before = self.exhausted.len();
        self.exhausted.retain(|e| fold(&e.aspect) != key);
        self.exhausted.len() < before
    }

    /// Marks an own aspect exhausted until `until` without paying anything — the GM deciding
    /// its term (L139: the next session or story), or undoing its recovery; an aspect already
    /// exhausted takes the new term.
    pub fn mark_exhausted(&mut self, aspect: &str, until: ExhaustedUntil) -> Result<(), SheetError> {
        let key = fold(aspect);
        if let Some(e) = self.exhausted.iter_mut().find(|e| fold(&e.aspect) == key) {
            e.until = until;
            return Ok(());
        }
        self.is_own(aspect)?;
        self.exhausted.push(Exhausted {
            aspect: aspect.to_string(),
            until,
        });
        Ok(())
    }

    /// Back to sano: the player may drop the secuela of being malherido (SQ-2, L395).
    pub fn healed_to_healthy(&mut self) -> Vec<String> {
        self.expire(&[Duration::UntilHealthy])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gm_activates_for_npcs_and_names_the_player_who_gets_the_point() {
        let pc = Sheet::default();
        let npc = Sheet {
            kind: Kind::NonPlayer,
            ..Sheet::default()
        };
        // An NPC's sheet makes it the GM's (H155: NPCs have no drama points), with or without --dj.
        assert_eq!(gm_in_favour(false, Some(&npc), true), Ok(true));
        assert_eq!(gm_in_favour(true, None, true), Ok(true));
        assert_eq!(gm_in_favour(false, Some(&pc), false), Ok(false));
        assert_eq!(gm_in_favour(false, None, false), Ok(false));
        assert_eq!(gm_in_favour(true, Some(&pc), true), Err(HitosError::GmForPlayer));
        assert_eq!(gm_in_favour(false, Some(&npc), false), Err(HitosError::GmNeedsPoint));
        assert_eq!(gm_in_favour(false, Some(&pc), true), Err(HitosError::PointNeedsGm));
        // Each names the request field that fixes it, for a front end's flag or form field.
        assert_eq!(HitosError::GmNeedsPoint.field(), Some("punto_para"));
        assert_eq!(HitosError::PointNeedsGm.field(), Some("dj"));
    }
}
