//! What an aspect is (L105–L151): its kind, how long it lasts, and how long it stays exhausted.

use serde::{Deserialize, Serialize};

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

/// Until when an exhausted aspect is unusable by its owner (A-EX-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ExhaustedUntil {
    #[default]
    #[serde(rename = "sesion")]
    NextSession,
    #[serde(rename = "historia")]
    NextStory,
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
