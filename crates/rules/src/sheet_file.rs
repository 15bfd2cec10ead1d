//! Reading sheets: TOML or JSON into serde types, every error turned into one Spanish sentence
//! that names the line or the field. Shared by the Hitos and PORTAL sheets and PORTAL's
//! encounter files.

use serde::de::DeserializeOwned;

/// What is wrong with a sheet.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "sheet", content = "args", rename_all = "kebab-case")]
pub enum SheetError {
    Syntax {
        line: usize,
        message: String,
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
    toml::from_str(text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start).min(text.len());
        SheetError::Syntax {
            line: text[..start].matches('\n').count() + 1,
            message: translate(e.message()),
        }
    })
}

/// A JSON sheet has the same keys: callers with `serde_json` parse it into a sheet such as
/// [`crate::hitos::Sheet`], map its error with [`json_error`], and validate it
/// ([`crate::hitos::Sheet::validated`]).
pub fn json_error(line: usize, message: &str) -> SheetError {
    SheetError::Syntax {
        line,
        message: translate(message.split(" at line ").next().unwrap_or(message)),
    }
}

fn quoted<'a>(s: &'a str, after: &str) -> Option<&'a str> {
    let rest = &s[s.find(after)? + after.len()..];
    let a = rest.find('`')? + 1;
    let b = a + rest[a..].find('`')?;
    Some(&rest[a..b])
}

fn expected(s: &str) -> String {
    s.find("expected")
        .map(|i| {
            s[i..]
                .trim_start_matches("expected")
                .trim_start_matches(" one of")
                .trim()
                .replace('`', "")
        })
        .unwrap_or_default()
}

/// Serde's and the TOML parser's English messages in Spanish.
pub fn translate(msg: &str) -> String {
    let m = msg.trim();
    let first = m.lines().next().unwrap_or(m).trim();
    if m.starts_with("unknown field") {
        let f = quoted(m, "unknown field").unwrap_or("?");
        return format!("el campo «{f}» no existe; se admiten: {}", expected(m));
    }
    if m.starts_with("unknown variant") {
        let v = quoted(m, "unknown variant").unwrap_or("?");
        return format!("«{v}» no es un valor posible; se admiten: {}", expected(m));
    }
    if m.starts_with("missing field") {
        return format!("falta el campo «{}»", quoted(m, "missing field").unwrap_or("?"));
    }
    if m.starts_with("duplicate") {
        return format!("«{}» aparece dos veces", quoted(m, "duplicate").unwrap_or("?"));
    }
    if let Some(rest) = m.strip_prefix("invalid type: ") {
        let (got, want) = rest.split_once(", expected ").unwrap_or((rest, "?"));
        return format!("el tipo no vale: hay {got} y se esperaba {want}");
    }
    format!("no se entiende ({first})")
}
