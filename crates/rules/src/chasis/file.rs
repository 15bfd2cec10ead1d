//! Reading ruleset and sheet files: TOML into serde types, with every error turned into one
//! sentence that names the line, the section and the field, in Spanish and English. (JSON is
//! read by the callers that have serde_json, into the same types.)

use super::error::ChasisError;
use serde::de::DeserializeOwned;

/// Parses a TOML text into `T`.
pub fn from_toml<T: DeserializeOwned>(text: &str) -> Result<T, ChasisError> {
    toml::from_str(text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start).min(text.len());
        let line = text[..start].matches('\n').count() + 1;
        let section = text[..start].lines().rev().find_map(|l| {
            let l = l.trim();
            (l.starts_with('[') && l.contains(']')).then(|| l.trim_matches(|c| c == '[' || c == ']').to_string())
        });
        let (es, en) = translate(e.message());
        let (es, en) = match section {
            Some(s) => (format!("en [{s}], {es}"), format!("in [{s}], {en}")),
            None => (es, en),
        };
        ChasisError::Syntax { line, es, en }
    })
}

/// The text between the first pair of backticks of `s` after `after`.
fn quoted<'a>(s: &'a str, after: &str) -> Option<&'a str> {
    let rest = &s[s.find(after)? + after.len()..];
    let a = rest.find('`')? + 1;
    let b = a + rest[a..].find('`')?;
    Some(&rest[a..b])
}

/// The list after "expected one of" / "expected", without backticks.
fn expected(s: &str) -> Option<String> {
    let i = s.find("expected")?;
    let list = s[i..]
        .trim_start_matches("expected")
        .trim_start_matches(" one of")
        .trim();
    Some(list.replace('`', ""))
}

/// Serde's and the TOML parser's English messages, said in both languages.
fn translate(msg: &str) -> (String, String) {
    let m = msg.trim();
    let first = m.lines().next().unwrap_or(m).trim().to_string();
    if m.starts_with("unknown field") {
        let f = quoted(m, "unknown field").unwrap_or("?");
        let allowed = expected(m).unwrap_or_default();
        return (
            format!("el campo «{f}» no existe; se admiten: {allowed}"),
            format!("there is no field '{f}'; allowed: {allowed}"),
        );
    }
    if m.starts_with("unknown variant") {
        let v = quoted(m, "unknown variant").unwrap_or("?");
        let allowed = expected(m).unwrap_or_default();
        return (
            format!("«{v}» no es un valor posible; se admiten: {allowed}"),
            format!("'{v}' is not a possible value; allowed: {allowed}"),
        );
    }
    if m.starts_with("missing field") {
        let f = quoted(m, "missing field").unwrap_or("?");
        return (format!("falta el campo «{f}»"), format!("the field '{f}' is missing"));
    }
    if m.starts_with("duplicate") {
        let f = quoted(m, "duplicate").unwrap_or("?");
        return (format!("«{f}» aparece dos veces"), format!("'{f}' appears twice"));
    }
    if let Some(rest) = m.strip_prefix("invalid type: ") {
        let (got, want) = rest.split_once(", expected ").unwrap_or((rest, "?"));
        return (
            format!("el tipo no vale: hay {got} y se esperaba {want}"),
            format!("wrong type: found {got}, expected {want}"),
        );
    }
    if let Some(rest) = m.strip_prefix("invalid value: ") {
        let (got, want) = rest.split_once(", expected ").unwrap_or((rest, "?"));
        return (
            format!("el valor no vale: hay {got} y se esperaba {want}"),
            format!("invalid value: found {got}, expected {want}"),
        );
    }
    if m.contains("«") || m.starts_with("la ") || m.starts_with("el ") {
        // Our own validators already speak Spanish (e.g. a base roll like «2x12»).
        return (first.clone(), first);
    }
    (
        format!("no es TOML válido ({first})"),
        format!("not valid TOML ({first})"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_messages_become_spanish_sentences() {
        let (es, _) = translate("unknown field `dado`, expected one of `nombre`, `dados`");
        assert_eq!(es, "el campo «dado» no existe; se admiten: nombre, dados");
        let (es, _) = translate("unknown variant `gemelas`, expected one of `ninguna`, `gemela`");
        assert_eq!(es, "«gemelas» no es un valor posible; se admiten: ninguna, gemela");
        let (es, _) = translate("invalid type: string \"x\", expected i64");
        assert_eq!(es, "el tipo no vale: hay string \"x\" y se esperaba i64");
    }
}
