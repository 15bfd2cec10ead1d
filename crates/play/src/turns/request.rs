//! The turn tracker as the GM asks it: a fight's start (`POST …/turns`, [`super::start`]) and a
//! step (`POST …/turns/{seq}/step`, [`super::step`]), each one type read through the serde
//! translator (a bad key is one sentence naming it), public and constructible without JSON for
//! every front end.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use tirada_dice::Words;

/// What the step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// The next turn; after the last, a new round from the top.
    Siguiente,
    /// `participante` leaves the fight (taken out, conceded, fled).
    Fuera,
    /// `participante` rejoins it.
    Vuelve,
    /// Fate: a new zone, `nombre`.
    Zona,
    /// Fate: `participante` moves to zone `zona`.
    Mover,
    /// An extra's harm: `event`, one of its system's state events.
    Estado,
    /// Fate: an attack, resolved by the server with its event's dice ([`super::exchange`]).
    Ataque,
    /// Fate: a block, resolved the same way.
    Bloqueo,
    /// The fight ends.
    Terminar,
}

/// One step. Each action reads the keys its doc names; an attack or a block keeps, once
/// resolved, its outcome in `resultado` (the log's step is what [`super::step`] folds).
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
pub struct TurnStep {
    pub accion: Action,
    /// The participant acting or acted on, by its place in acting order (from 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub participante: Option<usize>,
    /// A zone, by its place in the fight's list (from 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zona: Option<usize>,
    /// A new zone's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nombre: Option<String>,
    /// An extra's state event.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<Value>,
    /// An attack's attacker and defender.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub atacante: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defensor: Option<usize>,
    /// The skill rolled (the attacker's, or the blocker's) and the defender's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub habilidad: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defensa: Option<String>,
    /// Whom a block protects (none: it stops someone or something else).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protege: Option<usize>,
    /// Faces typed for the attack's, the defence's or the block's four Fate dice
    /// (`{"ataque": "+-0+"}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dados: Option<Value>,
    /// An attack's or a block's outcome, as the server resolved it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resultado: Option<Value>,
}

impl TurnStep {
    /// A step of `accion` with no other key.
    pub fn new(accion: Action) -> TurnStep {
        TurnStep {
            accion,
            participante: None,
            zona: None,
            nombre: None,
            event: None,
            atacante: None,
            defensor: None,
            habilidad: None,
            defensa: None,
            protege: None,
            dados: None,
            resultado: None,
        }
    }

    /// Reads a step through the translator.
    pub fn read(v: &Value) -> Result<TurnStep, crate::error::PlayError> {
        crate::request::read(v, Words::key("thing-fight-step"))
    }
}

/// A fight as the GM starts it: who takes part, and for Fate the zones and the kind of
/// conflict, for Hitos the initiative faces typed from physical dice.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize)]
pub struct TurnsStart {
    /// The table's characters and named extras, in the order the GM lists them.
    #[serde(default)]
    pub participantes: Vec<Joining>,
    /// Fate: the zones' names (one, «Escena», when none is given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zonas: Option<Vec<String>>,
    /// Fate: `fisico` (the default), `social` or `mental`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conflicto: Option<String>,
    /// Hitos: initiative faces (d10) typed from physical dice, in the order rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dados: Option<Vec<i64>>,
}

/// One who takes part: a character of the table (`character_id`) or an extra (`nombre`).
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize)]
pub struct Joining {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character_id: Option<String>,
    /// An extra's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nombre: Option<String>,
    /// Hitos: an extra's initiative score; Fate: an extra's rating in the conflict's initiative
    /// skill; CHASIS: the result of each one's initiative check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iniciativa: Option<i64>,
    /// Hitos: added to the score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modificador: Option<i64>,
    /// Fate: the zone it starts in, by its place in `zonas` (from 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zona: Option<usize>,
    /// Fate: an extra's skills (`{"Alerta": 2}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub habilidades: Option<Value>,
}

impl TurnsStart {
    /// Reads a start through the translator.
    pub fn read(v: &Value) -> Result<TurnsStart, crate::error::PlayError> {
        crate::request::read(v, Words::key("thing-fight-start"))
    }
}
