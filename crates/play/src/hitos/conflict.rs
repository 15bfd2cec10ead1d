//! A Hitos request that contradicts itself: found once, by the play layer, and worded by each
//! front end with its own names (the table's keys here, the CLI's flags in the CLI).

use crate::error::PlayError;

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
        let (field, es, en): (&str, String, String) = match self {
            Conflict::GoalNeedsDifficulty => (
                "objetivo",
                "buscar el éxito necesita una dificultad para saber qué es un éxito".into(),
                "aiming at success needs a difficulty to know what a success is".into(),
            ),
            Conflict::GmWithoutAspect => (
                "dj",
                "que active el director solo tiene sentido con un aspecto activado".into(),
                "the GM activating only makes sense with an aspect activated".into(),
            ),
            Conflict::PicksWithoutAspect => (
                "repetir",
                "elegir qué dados se repiten solo vale al activar un aspecto".into(),
                "choosing the dice to reroll only applies when an aspect is activated".into(),
            ),
            Conflict::ExhaustWithoutAspect => (
                "agotar",
                "agotar un aspecto paga una activación a favor de quien tira: activa uno".into(),
                "exhausting an aspect pays for an activation in the roller's favour: activate one".into(),
            ),
            Conflict::PointWithoutAspect => (
                "punto_para",
                "el punto del director va a un jugador cuando activa un aspecto a favor de un PNJ: activa uno".into(),
                "the GM's point goes to a player when the GM activates an aspect in favour of an NPC: activate one".into(),
            ),
            Conflict::CancelWithoutOwnAspect => (
                "cancela_dj",
                "el director cancela la activación a favor que hace un jugador (H159): la tirada no activa ninguna".into(),
                "the GM cancels a player's own activation in favour (H159): this roll activates none".into(),
            ),
            Conflict::CancelWithoutReason => (
                "cancela_dj",
                "di por qué cancelas la activación: quedará en el registro (H159)".into(),
                "say why you cancel the activation: it stays in the log (H159)".into(),
            ),
            Conflict::ThreeFaces => (
                "dados",
                "hacen falta las tres caras de la tirada (de 1 a 10), como 3,6,7".into(),
                "the three faces of the throw are needed (1 to 10), like 3,6,7".into(),
            ),
            Conflict::TooManyFaces { extra } => (
                "dados",
                format!("sobran {extra} caras: lo mejor es no activar el aspecto y no se repite ningún dado"),
                format!("{extra} faces too many: the best is not to activate the aspect, so no die is rerolled"),
            ),
            Conflict::FacesNotAdvised { extra, needed } => (
                "dados",
                format!("hay {extra} caras nuevas pero la mejor elección repite {needed} dados; di cuáles repetiste"),
                format!("{extra} new faces were typed but the best choice rerolls {needed} dice; say which you rerolled"),
            ),
            Conflict::DamageTwice => (
                "arma",
                "di el daño o el arma, no los dos".into(),
                "give the damage or the weapon, not both".into(),
            ),
            Conflict::DamageOptionsAlone => (
                "dano",
                "la bonificación y la resistencia al daño, la fila, el daño mínimo y sus dados necesitan un daño o un arma".into(),
                "the damage bonus and resistance, the row, minimum damage and damage dice need a damage or a weapon".into(),
            ),
            Conflict::TargetWithoutAttack => (
                "blanco",
                "el blanco es el de un ataque: di su daño o el arma con que atacas (H213)".into(),
                "the target is an attack's: give its damage or the weapon you attack with (H213)".into(),
            ),
            Conflict::TargetUnnamed => (
                "blanco",
                "di a quién atacas: el nombre de su personaje".into(),
                "say whom you attack: their character's name".into(),
            ),
            Conflict::SecuelaWithoutTarget => (
                "secuela",
                "la secuela de un crítico va sobre el blanco del ataque: di quién es".into(),
                "a critical's secuela goes on the attack's target: say who it is".into(),
            ),
            Conflict::NeedsSheet(field) => {
                let (es, en) = match field {
                    "caracteristica" => ("la característica", "the characteristic"),
                    "habilidad" => ("la habilidad", "the skill"),
                    _ => ("el arma", "the weapon"),
                };
                (
                    field,
                    format!("{es} se lee de la hoja de un personaje: elige con cuál tiras"),
                    format!("{en} is read from a character's sheet: choose who rolls"),
                )
            }
        };
        PlayError::said(field, es, en)
    }
}
