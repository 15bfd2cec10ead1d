//! A Hitos request that contradicts itself: found once, by the play layer, and worded by each
//! front end with its own names (the table's keys here, the CLI's flags in the CLI).

use crate::error::PlayError;
use tirada_dice::Words;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conflict {
    /// `objetivo: exito` without a difficulty to know what a success is.
    GoalNeedsDifficulty,
    /// `dj` with no activation.
    GmWithoutAspect,
    /// `repetir` with no activation.
    PicksWithoutAspect,
    /// `agotar` with no activation in the roller's favour.
    ExhaustWithoutAspect,
    /// `punto_para` with no activation in favour.
    PointWithoutAspect,
    /// `cancela_dj` without a player's own activation in favour to cancel (H159).
    CancelWithoutOwnAspect,
    /// `cancela_dj` without its reason.
    CancelWithoutReason,
    /// Fewer than three faces typed, the rest not to be rolled.
    ThreeFaces,
    /// Faces typed past the throw, and the best is to keep the dice.
    TooManyFaces { extra: usize },
    /// New faces typed for an activation that does not reroll that many dice.
    FacesNotAdvised { extra: usize, needed: usize },
    /// `dano` and `arma` together.
    DamageTwice,
    /// `bd`, `rd`, `fila`, `minimo` or `dados_dano` without damage to read.
    DamageOptionsAlone,
    /// A value read from a sheet (`caracteristica`, `habilidad`, `arma`) with no sheet.
    NeedsSheet(&'static str),
    /// `blanco` without the attack's damage (`dano` or `arma`): H213 is about an attack roll.
    TargetWithoutAttack,
    /// `blanco` empty.
    TargetUnnamed,
    /// `secuela` without a `blanco` to put it on.
    SecuelaWithoutTarget,
}

impl Conflict {
    /// The sentence the table says, for people (no key names), on the key at fault.
    pub fn said(self) -> PlayError {
        let (field, words): (&str, Words) = match self {
            Conflict::GoalNeedsDifficulty => ("objetivo", Words::key("play-hitos-goal-needs-difficulty")),
            Conflict::GmWithoutAspect => ("dj", Words::key("play-hitos-gm-without-aspect")),
            Conflict::PicksWithoutAspect => ("repetir", Words::key("play-hitos-picks-without-aspect")),
            Conflict::ExhaustWithoutAspect => ("agotar", Words::key("play-hitos-exhaust-without-aspect")),
            Conflict::PointWithoutAspect => ("punto_para", Words::key("play-hitos-point-without-aspect")),
            Conflict::CancelWithoutOwnAspect => ("cancela_dj", Words::key("play-hitos-cancel-without-own-aspect")),
            Conflict::CancelWithoutReason => ("cancela_dj", Words::key("play-hitos-cancel-without-reason")),
            Conflict::ThreeFaces => ("dados", Words::key("play-hitos-three-faces")),
            Conflict::TooManyFaces { extra } => ("dados", Words::key("play-hitos-too-many-faces").arg("extra", extra)),
            Conflict::FacesNotAdvised { extra, needed } => (
                "dados",
                Words::key("play-hitos-faces-not-advised")
                    .arg("extra", extra)
                    .arg("needed", needed),
            ),
            Conflict::DamageTwice => ("arma", Words::key("play-hitos-damage-twice")),
            Conflict::DamageOptionsAlone => ("dano", Words::key("play-hitos-damage-options-alone")),
            Conflict::TargetWithoutAttack => ("blanco", Words::key("play-hitos-target-without-attack")),
            Conflict::TargetUnnamed => ("blanco", Words::key("play-hitos-target-unnamed")),
            Conflict::SecuelaWithoutTarget => ("secuela", Words::key("play-hitos-secuela-without-target")),
            Conflict::NeedsSheet(field) => {
                let what = match field {
                    "caracteristica" => "characteristic",
                    "habilidad" => "skill",
                    _ => "weapon",
                };
                return crate::fields::needs_character(field, what);
            }
        };
        PlayError::said_by(words).on(field)
    }
}
