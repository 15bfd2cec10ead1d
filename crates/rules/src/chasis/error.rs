//! Everything that can be wrong with a CHASIS ruleset, check or sheet, as one sentence each.
//! `Display` is Spanish; [`ChasisError::english`] says the same in English.

use tirada_dice::SourceError;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "chasis", content = "args", rename_all = "kebab-case")]
pub enum ChasisError {
    /// A ruleset or sheet field with a value that cannot be (the path names the field).
    Invalid {
        field: String,
        es: String,
        en: String,
    },
    /// A ruleset or sheet file that is not valid TOML (or JSON), or has a field of the wrong kind.
    Syntax {
        line: usize,
        #[serde(serialize_with = "tirada_dice::words::worded")]
        message: tirada_dice::Words,
    },
    /// Said with the notation's own message ([`Worded`](tirada_dice::Worded) below).
    #[serde(skip_serializing)]
    Modifier {
        text: String,
        error: tirada_dice::notation::ParseError,
    },
    EnergyCap {
        spent: i64,
        cap: i64,
    },
    EnergyShort {
        asked: i64,
        have: i64,
    },
    Depth {
        asked: u32,
        max: u32,
    },
    TooLarge(String),
    /// A character who makes no check: dead (C1300), unconscious or yielding (C1318), or an
    /// NPC under the basic directive that only PJs roll (C431–C433).
    NoCheck {
        name: String,
        es: String,
        en: String,
    },
    /// Exact odds refused before the work: the notation's sentence, naming the whole roll.
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Costly(tirada_dice::notation::EvalError),
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Dice(SourceError),
}

impl tirada_dice::Worded for ChasisError {
    fn words(&self) -> tirada_dice::Words {
        match self {
            ChasisError::Modifier { text, error } => tirada_dice::Words::key("chasis-modifier")
                .arg("text", text.as_str())
                .arg("error", error.words()),
            _ => tirada_dice::Words::of(self),
        }
    }
}
tirada_dice::worded_display!(ChasisError);

impl From<SourceError> for ChasisError {
    fn from(e: SourceError) -> Self {
        ChasisError::Dice(e)
    }
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
}
