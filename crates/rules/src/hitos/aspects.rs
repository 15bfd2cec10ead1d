//! Aspects (*aspectos*, L105–L151): kinds, durations, and exhaustion.

use super::drama::Payment;
use super::error::HitosError;
use super::options::Rules;
use super::sheet::{Exhausted, ExhaustedUntil, Kind, Secuela, Sheet, TemporaryAspect};
use super::sheet_file::SheetError;
use super::tables::fold;
use serde::{Deserialize, Serialize};

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

/// The four kinds of aspect (A-1–A-5, L105–L115).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AspectKind {
    /// On one's own sheet: concept, traits, hitos, skills, quote, complication, temporary.
    #[serde(rename = "propio")]
    Own,
    /// Another character's own aspect, activatable to help or hurt them.
    #[serde(rename = "ajeno")]
    Foreign,
    /// Of the scene: anything the GM used to describe it.
    #[serde(rename = "situacion")]
    Situation,
    /// Unstated but clear from a concept, with the GM's approval.
    #[serde(rename = "implicito")]
    Implicit,
}

impl AspectKind {
    /// Only one's own aspects can be exhausted (A-EX-4, L141).
    pub fn can_exhaust(self) -> bool {
        self == AspectKind::Own
    }
}

/// How long an aspect lasts (A-T-2, and the named temporary aspects of 3.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// Written on the sheet for good.
    #[default]
    #[serde(rename = "permanente")]
    Permanent,
    /// Until the next change of scene (double 1 or double 10).
    #[serde(rename = "escena")]
    Scene,
    /// Until the start of the next session (triple 1 or triple 10).
    #[serde(rename = "sesion")]
    Session,
    /// The secuela of being malherido: until the character is sano again (L395).
    #[serde(rename = "hasta_sano")]
    UntilHealthy,
    /// «Bajo supervisión médica» (L729).
    #[serde(rename = "durante_recuperacion")]
    DuringRecovery,
    /// Anything else the GM sets («Bajo el efecto de las drogas»...).
    #[serde(rename = "otra")]
    Custom,
}

impl Duration {
    pub fn word(self) -> &'static str {
        match self {
            Duration::Permanent => "permanente",
            Duration::Scene => "escena",
            Duration::Session => "sesión",
            Duration::UntilHealthy => "hasta estar sano",
            Duration::DuringRecovery => "durante la recuperación",
            Duration::Custom => "a discreción del DJ",
        }
    }
}

/// What exhausting an aspect did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Exhaustion {
    /// Marked on the sheet until the next session or story (A-EX-2).
    #[serde(rename = "marcado")]
    Marked(ExhaustedUntil),
    /// A temporary aspect exhausted is lost, as if it had expired (A-EX-5, L151).
    #[serde(rename = "perdido")]
    Lost,
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
