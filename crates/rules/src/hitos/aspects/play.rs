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
