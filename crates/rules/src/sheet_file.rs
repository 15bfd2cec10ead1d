//! Reading sheets: TOML or JSON into serde types, every error turned into one message that
//! names the line or the field. Shared by the Hitos and PORTAL sheets and PORTAL's
//! encounter files.

use serde::de::DeserializeOwned;
use tirada_dice::complaint;

/// What is wrong with a sheet.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "sheet", content = "args", rename_all = "kebab-case")]
pub enum SheetError {
    /// Not TOML (or JSON), or a key or value serde refused: said by the one translator of
    /// such complaints (`tirada_dice::complaint`).
    Syntax {
        line: usize,
        #[serde(serialize_with = "tirada_dice::words::worded")]
        message: tirada_dice::Words,
    },
    Field {
        field: String,
        message: String,
    },
    /// A field refused by an engine's own error, said in its words.
    Wrong {
        field: String,
        #[serde(serialize_with = "tirada_dice::words::worded")]
        error: tirada_dice::Words,
    },
}

tirada_dice::worded!(SheetError);

/// A field at fault and why.
pub(crate) fn field(field: impl Into<String>, message: impl Into<String>) -> SheetError {
    SheetError::Field {
        field: field.into(),
        message: message.into(),
    }
}

/// A field at fault because of an engine's error.
pub(crate) fn wrong(field: impl Into<String>, error: &impl tirada_dice::Worded) -> SheetError {
    SheetError::Wrong {
        field: field.into(),
        error: error.words(),
    }
}

/// Parses TOML into `T`.
pub fn from_toml<T: DeserializeOwned>(text: &str) -> Result<T, SheetError> {
    toml::from_str(text).map_err(|e| toml_error(text, &e))
}

/// The TOML parser's complaint about `text`, on the line where it stopped.
pub fn toml_error(text: &str, e: &toml::de::Error) -> SheetError {
    let (line, _) = complaint::line_and_column(text, e.span().map_or(0, |s| s.start));
    SheetError::Syntax {
        line,
        message: said(e.message()),
    }
}

/// A JSON sheet has the same keys: callers with `serde_json` parse it into a sheet such as
/// [`crate::hitos::Sheet`], map its error with [`json_error`], and validate it
/// ([`crate::hitos::Sheet::validated`]).
pub fn json_error(line: usize, message: &str) -> SheetError {
    SheetError::Syntax {
        line,
        message: said(message),
    }
}

/// A value of a sheet's table that serde refused (`at`: its path), said on that field.
pub fn value_error(at: &str, e: &toml::de::Error) -> SheetError {
    wrong(at, &said(e.message()))
}

/// serde's complaint about a sheet as a message.
fn said(message: &str) -> tirada_dice::Words {
    complaint::complaint("", message, tirada_dice::Words::key("thing-sheet")).words
}
