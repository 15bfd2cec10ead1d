//! The one translator of deserialisers' complaints: serde's messages (through serde_json,
//! serde_path_to_error or toml) — «missing field `x`», «unknown variant `y`, expected one of …»,
//! «invalid type: …», a syntax error — become a [`Words`] naming the field as the reader wrote
//! it and the accepted values as they are typed, never serde's English. A type of ours that
//! refuses a value says why with a message of its own ([`Words::in_complaint`]), which
//! travels inside serde's text and is read back here.

use crate::words::Words;

/// What marks a message carried inside serde's text: the mark, then the message as JSON.
const MARK: &str = "@words";

impl Words {
    /// The message as a deserialiser's complaint carries it: for `serde::de::Error::custom` and
    /// a visitor's `expecting`; [`complaint`] reads it back.
    pub fn in_complaint(&self) -> String {
        format!("{MARK}{}", self.to_json())
    }

    /// A message carried by [`Words::in_complaint`] at the start of `text`, and what follows it.
    fn carried(text: &str) -> Option<(Words, &str)> {
        let json = text.trim_start().strip_prefix(MARK)?;
        let mut values = serde_json::Deserializer::from_str(json).into_iter::<serde_json::Value>();
        let value = values.next()?.ok()?;
        let rest = &json[values.byte_offset()..];
        Some((Words::from_value(&value)?, rest))
    }
}

/// A complaint read: the field at fault (its path as the request or file names it, `None` for
/// the whole) and what to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Complaint {
    pub field: Option<String>,
    pub words: Words,
}

/// serde's complaint `text` about the value at `path` (`""` or `"."` for the whole, as
/// serde_path_to_error writes it; a TOML key path as toml writes it) inside `what` (the thing
/// being read, a message such as `thing-sheet`).
pub fn complaint(path: &str, text: &str, what: Words) -> Complaint {
    // serde_json adds where it stopped; the callers say the line themselves.
    let text = text.split(" at line ").next().unwrap_or(text).trim();
    let path = match path.trim() {
        "." => "",
        p => p,
    };
    let named = |field: String, words: Words| Complaint {
        field: Some(field).filter(|f| !f.is_empty()),
        words,
    };
    if let Some((words, _)) = Words::carried(text) {
        return named(path.to_string(), words);
    }
    let at = |key: &str| match path {
        "" => key.to_string(),
        p if p == key || p.ends_with(&format!(".{key}")) => p.to_string(),
        p => format!("{p}.{key}"),
    };
    if let Some(rest) = text.strip_prefix("unknown field ") {
        let key = quoted(rest).unwrap_or("?");
        let words = Words::key("serde-unknown-field")
            .arg("what", what)
            .arg("key", key)
            .arg("allowed", listed(after_expected(rest)));
        return named(at(key), words);
    }
    if let Some(rest) = text.strip_prefix("missing field ") {
        let key = quoted(rest).unwrap_or("?");
        return named(
            at(key),
            Words::key("serde-missing-field").arg("what", what).arg("key", key),
        );
    }
    if let Some(rest) = text.strip_prefix("duplicate field ") {
        let key = quoted(rest).unwrap_or("?");
        return named(
            at(key),
            Words::key("serde-duplicate-field").arg("what", what).arg("key", key),
        );
    }
    // The rest are about the value at `path` itself.
    let about = |key: &str| {
        Words::key(key)
            .arg("whole", path.is_empty())
            .arg("field", path)
            .arg("what", what.clone())
    };
    if let Some(rest) = text.strip_prefix("unknown variant ") {
        let given = quoted(rest).unwrap_or("?");
        let words = about("serde-unknown-variant")
            .arg("given", given)
            .arg("allowed", listed(after_expected(rest)));
        return named(path.to_string(), words);
    }
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = text.strip_prefix(prefix) {
            let (got, want) = rest.split_once(", expected ").unwrap_or((rest, ""));
            let words = about("serde-invalid")
                .arg("expected", expected(want))
                .arg("found", found(got));
            return named(path.to_string(), words);
        }
    }
    if let Some(rest) = text.strip_prefix("invalid length ") {
        let (given, want) = rest.split_once(", expected ").unwrap_or((rest, ""));
        // A struct given as a list (serde_json reads one from a sequence).
        if want.starts_with("struct ") {
            let words = about("serde-invalid")
                .arg("expected", expected(want))
                .arg("found", Words::key("serde-found-list"));
            return named(path.to_string(), words);
        }
        let given: i64 = given.trim().parse().unwrap_or(0);

        let words = about("serde-invalid-length")
            .arg("expected", expected(want))
            .arg("given", given);
        return named(path.to_string(), words);
    }
    if text.starts_with("data did not match any variant") {
        return named(path.to_string(), about("serde-no-variant"));
    }
    // Anything else is the text itself not being JSON or TOML (or a complaint of a library's
    // type that says nothing we can read): said plainly, serde's text kept as data for logs.
    let why = if text.starts_with("EOF while parsing") {
        "cut"
    } else if text.starts_with("trailing") {
        "trailing"
    } else if text.starts_with("key must be a string") {
        "key"
    } else {
        "syntax"
    };
    named(
        path.to_string(),
        about("serde-unreadable").arg("why", why).arg("detail", text),
    )
}

/// A value of the wrong kind at `field` (`""`: the whole of `what`), as serde's «invalid type»
/// is said: what it must be (a `serde-expect-…` message) and what came.
pub fn invalid(field: &str, what: Words, expected: Words, came: &serde_json::Value) -> Words {
    let found = match came {
        serde_json::Value::String(s) => Words::key("serde-found-text").arg("text", s.as_str()),
        serde_json::Value::Array(_) => Words::key("serde-found-list"),
        serde_json::Value::Object(_) => Words::key("serde-found-object"),
        serde_json::Value::Null => Words::key("serde-found-null"),
        other => Words::key("serde-found-value").arg("value", other.to_string()),
    };
    Words::key("serde-invalid")
        .arg("whole", field.is_empty())
        .arg("field", field)
        .arg("what", what)
        .arg("expected", expected)
        .arg("found", found)
}

/// A key `what` does not take, as serde's «unknown field» is said, with the keys it takes.
pub fn unknown_field(what: Words, key: &str, allowed: &[&str]) -> Words {
    let listed: Vec<String> = allowed.iter().map(|a| format!("`{a}`")).collect();
    Words::key("serde-unknown-field")
        .arg("what", what)
        .arg("key", key)
        .arg("allowed", self::listed(&listed.join(", ")))
}

/// A word `field` does not take, as serde's «unknown variant» is said, with the words it takes.
pub fn unknown_value(field: &str, given: &str, allowed: &[&str]) -> Words {
    let listed: Vec<String> = allowed.iter().map(|a| format!("`{a}`")).collect();
    Words::key("serde-unknown-variant")
        .arg("whole", false)
        .arg("field", field)
        .arg("what", Words::key("thing-request"))
        .arg("given", given)
        .arg("allowed", self::listed(&listed.join(", ")))
}

/// A TOML or JSON text's line and column (from 1) at byte `offset`: where a parser stopped.
pub fn line_and_column(source: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &source[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// The text between the first pair of backticks.
fn quoted(text: &str) -> Option<&str> {
    let start = text.find('`')? + 1;
    let end = start + text[start..].find('`')?;
    Some(&text[start..end])
}

/// What serde lists after `, expected ` (or `there are no fields`).
fn after_expected(rest: &str) -> &str {
    rest.split_once(", expected ").map_or("", |(_, e)| e)
}

/// serde's list of names (`one of `a`, `b``, `` `a` or `b` ``) as the message `serde-list`.
fn listed(expected: &str) -> Words {
    let names: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    let (items, last) = match names.as_slice() {
        [] => (String::new(), ""),
        [rest @ .., last] => (rest.join(", "), *last),
    };
    Words::key("serde-list")
        .arg("count", names.len())
        .arg("items", items)
        .arg("last", last)
}

/// What serde says it expected, as a message.
fn expected(what: &str) -> Words {
    let w = what.trim();
    if let Some((words, _)) = Words::carried(w) {
        return words;
    }
    let key = match w {
        "u8" | "u16" | "u32" | "u64" | "u128" | "i8" | "i16" | "i32" | "i64" | "i128" | "usize" | "isize" => {
            "serde-expect-integer"
        }
        "f32" | "f64" => "serde-expect-number",
        "a boolean" => "serde-expect-boolean",
        "a string" | "a borrowed string" | "a character" | "a char" => "serde-expect-text",
        "a sequence" | "a tuple" => "serde-expect-list",
        "a map" | "unit" => "serde-expect-object",
        w if w.starts_with("struct ") || w.starts_with("tuple struct ") || w.starts_with("a map") => {
            "serde-expect-object"
        }
        w if w.starts_with("one of ") || w.starts_with('`') => return listed(w),
        w if w.starts_with("a tuple of size ") || w.starts_with("an array of length ") || w.contains("elements") => {
            let n: i64 = w.split(' ').filter_map(|p| p.parse().ok()).next().unwrap_or(0);
            return Words::key("serde-expect-items").arg("count", n);
        }
        w if w.contains("enum") || w.contains("variant") => "serde-expect-variant",
        _ => "serde-expect-other",
    };
    Words::key(key)
}

/// What serde says it found, as a message.
fn found(what: &str) -> Words {
    let w = what.trim();
    if let Some(s) = w.strip_prefix("string ") {
        return Words::key("serde-found-text").arg("text", s.trim_matches('"'));
    }
    for prefix in ["integer ", "floating point ", "boolean ", "character "] {
        if let Some(v) = w.strip_prefix(prefix) {
            return Words::key("serde-found-value").arg("value", v.trim_matches('`'));
        }
    }
    Words::key(match w {
        "sequence" => "serde-found-list",
        "map" => "serde-found-object",
        "null" | "unit value" | "unit" | "Option value" => "serde-found-null",
        _ => "serde-found-other",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn what() -> Words {
        Words::key("thing-request")
    }

    #[test]
    fn a_carried_message_is_read_back_whole() {
        let carried = Words::key("keep-too-many").arg("dice", 3).arg("keep", 4);
        let text = format!("{} at line 1 column 9", carried.in_complaint());
        let c = complaint("dado", &text, what());
        assert_eq!(
            c,
            Complaint {
                field: Some("dado".into()),
                words: carried
            }
        );
    }

    #[test]
    fn unknown_and_missing_fields_name_the_key_inside_the_path() {
        let c = complaint(
            "sheet",
            "unknown field `dado`, expected one of `nombre`, `dados`",
            what(),
        );
        assert_eq!(c.field.as_deref(), Some("sheet.dado"));
        assert_eq!(c.words.key, "serde-unknown-field");
        let m = complaint(".", "missing field `nombre`", what());
        assert_eq!(m.field.as_deref(), Some("nombre"));
        assert_eq!(
            m.words,
            Words::key("serde-missing-field")
                .arg("what", what())
                .arg("key", "nombre")
        );
    }

    #[test]
    fn a_line_and_column_count_from_one_in_characters() {
        assert_eq!(line_and_column("a = 1\nbé = x", 10), (2, 4));
        assert_eq!(line_and_column("", 3), (1, 1));
    }
}
