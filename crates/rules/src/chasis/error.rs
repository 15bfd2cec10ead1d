//! Everything that can be wrong with a CHASIS ruleset, check or sheet, as one sentence each.
//! `Display` is Spanish; [`ChasisError::english`] says the same in English.

use tirada_dice::SourceError;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChasisError {
    /// A ruleset or sheet field with a value that cannot be (the path names the field).
    #[error("«{field}»: {es}")]
    Invalid { field: String, es: String, en: String },
    /// A ruleset or sheet file that is not valid TOML (or JSON), or has a field of the wrong kind.
    #[error("línea {line}: {es}")]
    Syntax { line: usize, es: String, en: String },
    #[error("el modificador «{text}» no es válido: {es}")]
    Modifier { text: String, es: String, en: String },
    #[error("no se pueden gastar {spent}PY en una acción: el máximo es {cap}PY (el promedio de la tirada, L1194)")]
    EnergyCap { spent: i64, cap: i64 },
    #[error("no hay energía suficiente: se piden {asked}PY de énfasis y el personaje tiene {have}PY")]
    EnergyShort { asked: i64, have: i64 },
    #[error("la profundidad de las aperturas va de 0 a {max} para calcularla exactamente, y se pidió {asked}")]
    Depth { asked: u32, max: u32 },
    #[error("«{0}» es demasiado grande para calcularlo exactamente; prueba con menos dados")]
    TooLarge(String),
    /// A character who makes no check: dead (C1300), unconscious or yielding (C1318), or an
    /// NPC under the basic directive that only PJs roll (C431–C433).
    #[error("{name} no hace chequeos: {es}")]
    NoCheck { name: String, es: String, en: String },
    /// Exact odds refused before the work: the notation's sentence, naming the whole roll.
    #[error("{es}")]
    Costly { es: String, en: String },
    #[error(transparent)]
    Dice(#[from] SourceError),
}

impl ChasisError {
    /// A field error with its sentence in both languages.
    pub fn invalid(field: impl Into<String>, es: impl Into<String>, en: impl Into<String>) -> Self {
        ChasisError::Invalid {
            field: field.into(),
            es: es.into(),
            en: en.into(),
        }
    }

    /// The same sentence in English.
    pub fn english(&self) -> String {
        match self {
            ChasisError::Invalid { field, en, .. } => format!("'{field}': {en}"),
            ChasisError::Syntax { line, en, .. } => format!("line {line}: {en}"),
            ChasisError::Modifier { text, en, .. } => format!("the modifier '{text}' is not valid: {en}"),
            ChasisError::EnergyCap { spent, cap } => {
                format!("{spent}PY cannot be spent on one action: the most is {cap}PY (the roll's average, L1194)")
            }
            ChasisError::EnergyShort { asked, have } => {
                format!("not enough energy: {asked}PY of emphasis asked and the character has {have}PY")
            }
            ChasisError::Depth { asked, max } => {
                format!("the apertura depth goes from 0 to {max} for exact odds, and {asked} was asked for")
            }
            ChasisError::TooLarge(what) => format!("'{what}' is too large to compute exactly; try fewer dice"),
            ChasisError::NoCheck { name, en, .. } => format!("{name} makes no checks: {en}"),
            ChasisError::Costly { en, .. } => en.clone(),
            ChasisError::Dice(e) => e.to_string(),
        }
    }
}
