//! Aspects (*aspectos*, L105–L151): kinds, durations, and exhaustion.

use serde::{Deserialize, Serialize};

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
