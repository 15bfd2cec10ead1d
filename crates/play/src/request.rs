//! Reading a request, an event or a sheet from JSON into its type: serde's complaint becomes one
//! sentence naming the field and what it accepts, never serde's own English text. Every typed
//! request of the play layer is read here.

use crate::error::PlayError;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// `v` as a `T`; `what` names the whole thing in a sentence («la tirada de MIRILLA»).
pub fn read<T: DeserializeOwned>(v: &Value, what: &str) -> Result<T, PlayError> {
    serde_path_to_error::deserialize(v).map_err(|e| {
        let path = e.path().to_string();
        complaint(&path, &e.inner().to_string(), what)
    })
}

/// The request a roll's event keeps: the typed request as played (a sheet's values made
/// explicit), with every key the person gave that it leaves out as a default (`false`, `0`)
/// put back, so that the log still holds every field that was asked (extend, never drop).
pub fn stored<T: serde::Serialize>(asked: &Value, typed: &T) -> Result<Value, PlayError> {
    let mut out = serde_json::to_value(typed).map_err(|e| PlayError::new(e.to_string()))?;
    if let (Some(out), Some(asked)) = (out.as_object_mut(), asked.as_object()) {
        for (k, v) in asked {
            if !out.contains_key(k) && (v == &Value::Bool(false) || v.as_i64() == Some(0)) {
                out.insert(k.clone(), v.clone());
            }
        }
    }
    Ok(out)
}

/// Faces typed from physical dice, as a request gives them: a list (`[5,3,1]`), one number
/// (`5`) or a text (`"5,3,1"`, or Fudge symbols `"+-0+"`); written back as a list.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(transparent)]
pub struct Faces(pub Vec<i64>);

impl<'de> serde::Deserialize<'de> for Faces {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Faces, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Faces;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("una lista de caras, como [5,3,1]")
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Faces, E> {
                Ok(Faces(vec![v]))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Faces, E> {
                i64::try_from(v)
                    .map(|v| Faces(vec![v]))
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(v), &self))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Faces, E> {
                // Fudge symbols written together (`+-0+`, `+000`), as the CLI reads them; a lone
                // `0` and anything with a digit or a comma are numbers.
                let t: String = v.chars().filter(|c| !c.is_whitespace()).collect();
                let symbols = !t.contains(',') && t.chars().all(|c| matches!(c, '+' | '-' | '−' | '0')) && t != "0";
                let faces = match symbols && !t.is_empty() {
                    true => Some(
                        t.chars()
                            .map(|c| match c {
                                '+' => 1,
                                '0' => 0,
                                _ => -1,
                            })
                            .collect(),
                    ),
                    false => v
                        .split(',')
                        .map(|x| x.trim().parse::<i64>().ok())
                        .collect::<Option<Vec<_>>>(),
                };
                faces
                    .map(Faces)
                    .ok_or_else(|| E::invalid_value(serde::de::Unexpected::Str(v), &self))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Faces, A::Error> {
                let mut out = Vec::new();
                while let Some(f) = seq.next_element::<i64>()? {
                    out.push(f);
                }
                Ok(Faces(out))
            }
        }
        d.deserialize_any(Visit)
    }
}

/// A person's state event (`{"event": …}` of a state change) as the engine's event type; a
/// complaint names the event's key in its sentence and `event` as the field.
pub fn event<T: DeserializeOwned>(v: &Value) -> Result<T, PlayError> {
    read(v, "el evento").map_err(|e| PlayError {
        field: Some("event".into()),
        ..e
    })
}

/// A field's path as a request names it: `.` (the whole) is none.
fn joined(path: &str, key: &str) -> String {
    match path {
        "." | "" => key.to_string(),
        p if p.ends_with(&format!(".{key}")) || p == key => p.to_string(),
        p => format!("{p}.{key}"),
    }
}

/// `e` with its sentence in English too.
fn in_english(e: PlayError, en: String) -> PlayError {
    match e.reason {
        crate::error::Reason::Written { es, .. } => PlayError {
            reason: crate::error::Reason::Written { es, en: Some(en) },
            ..e
        },
        _ => e,
    }
}

/// serde's list of what it expected, after `, expected `, in English words.
fn listed_en(rest: &str) -> String {
    let expected = rest.split_once(", expected ").map_or("", |(_, e)| e);
    let words: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    match words.as_slice() {
        [] => "nothing".to_string(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The text between the first pair of backticks after `from`.
fn quoted(text: &str) -> Option<&str> {
    let start = text.find('`')? + 1;
    let end = start + text[start..].find('`')?;
    Some(&text[start..end])
}

/// serde's list of what it expected (`one of `a`, `b``, `` `a` or `b` ``) as words.
fn listed(expected: &str) -> String {
    let words: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    match words.as_slice() {
        [] => "nada".to_string(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} o {last}", rest.join(", ")),
    }
}

/// What serde says it expected, in words.
fn expected(what: &str) -> String {
    let w = what.trim();
    match w {
        "u8" | "u16" | "u32" | "u64" | "i8" | "i16" | "i32" | "i64" | "usize" | "isize" => "un número entero".into(),
        "f32" | "f64" => "un número".into(),
        "a boolean" => "true o false".into(),
        "a string" | "a borrowed string" | "a character" => "un texto".into(),
        "a sequence" | "a tuple" => "una lista".into(),
        "a map" => "un objeto JSON".into(),
        "unit" => "null".into(),
        w if w.starts_with("struct ") || w.starts_with("tuple struct ") => "un objeto JSON".into(),
        w if w.starts_with("one of ") || w.contains('`') => listed(w),
        w if w.contains("enum") => "un objeto con su tipo".into(),
        w => w.to_string(),
    }
}

/// What serde found, in words.
fn found(what: &str) -> String {
    let w = what.trim();
    if let Some(s) = w.strip_prefix("string ") {
        return format!("«{}»", s.trim_matches('"'));
    }
    for prefix in ["integer ", "floating point ", "boolean ", "character "] {
        if let Some(v) = w.strip_prefix(prefix) {
            return v.trim_matches('`').to_string();
        }
    }
    match w {
        "sequence" => "una lista".into(),
        "map" => "un objeto".into(),
        "null" | "unit value" => "null".into(),
        w => w.to_string(),
    }
}

/// serde's complaint `text` at `path` as one Spanish sentence naming the field.
fn complaint(path: &str, text: &str, what: &str) -> PlayError {
    let text = text.split(" at line ").next().unwrap_or(text);
    let named = |field: &str, sentence: String| match field {
        "" | "." => PlayError::new(format!("{what}: {sentence}")),
        f => PlayError::field(f, sentence),
    };
    if let Some(rest) = text.strip_prefix("unknown field ") {
        let key = quoted(rest).unwrap_or("?");
        let allowed = rest
            .split_once(", expected ")
            .map_or("nada".to_string(), |(_, e)| expected(e));
        let field = joined(path, key);
        let en = format!("«{key}» is not understood here: it takes {}", listed_en(rest));
        return in_english(
            named(&field, format!("{what} no entiende «{key}»: se admite {allowed}")),
            en,
        );
    }
    if let Some(rest) = text.strip_prefix("missing field ") {
        let key = quoted(rest).unwrap_or("?");
        let es = named(&joined(path, key), format!("falta «{key}» en {what}"));
        return in_english(es, format!("«{key}» is missing"));
    }
    let field = match path {
        "." | "" => String::new(),
        p => p.to_string(),
    };
    let say = |sentence: String| match field.as_str() {
        "" => PlayError::new(format!("{what}: {sentence}")),
        f => PlayError::field(f, format!("«{f}» {sentence}")),
    };
    if let Some(rest) = text.strip_prefix("unknown variant ") {
        let given = quoted(rest).unwrap_or("?");
        let allowed = rest
            .split_once(", expected ")
            .map_or("nada".to_string(), |(_, e)| expected(e));
        let en = match field.as_str() {
            "" => format!("«{given}» is not a possible value: it takes {}", listed_en(rest)),
            f => format!("«{f}» does not take «{given}»: it takes {}", listed_en(rest)),
        };
        return in_english(say(format!("no admite «{given}»: se admite {allowed}")), en);
    }
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = text.strip_prefix(prefix) {
            if let Some((got, want)) = rest.split_once(", expected ") {
                return say(format!("debe ser {}, no {}", expected(want), found(got)));
            }
        }
    }
    if let Some(rest) = text.strip_prefix("invalid length ") {
        if let Some((_, want)) = rest.split_once(", expected ") {
            return say(format!("debe ser {}", expected(want)));
        }
    }
    // Our own types' complaints are already sentences.
    match field.as_str() {
        "" => PlayError::new(format!("{what}: {text}")),
        f => PlayError::field(f, format!("«{f}»: {text}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    #[test]
    fn a_stored_request_keeps_the_defaults_that_were_asked() {
        let asked = json!({"car": 3, "mod": 0, "aspecto": false, "tirar_resto": false, "dados": "3,7,9"});
        let typed: crate::hitos::request::HitosRequest = read(&asked, "la tirada").unwrap();
        let kept = stored(&asked, &typed).unwrap();
        assert_eq!(
            kept,
            json!({"car": 3, "mod": 0, "aspecto": false, "tirar_resto": false, "dados": [3, 7, 9]})
        );
        // What is kept still reads as the same request.
        assert_eq!(
            read::<crate::hitos::request::HitosRequest>(&kept, "la tirada").unwrap(),
            typed
        );
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Ask {
        dif: Option<i32>,
        dado: Option<Die>,
        partes: Option<Vec<Part>>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Die {
        Superior,
        Medio,
        Inferior,
    }

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Part {
        nombre: String,
    }

    fn said(v: Value) -> PlayError {
        read::<Ask>(&v, "la tirada").unwrap_err()
    }

    #[test]
    fn serde_complaints_become_sentences_naming_the_field_and_what_it_takes() {
        let e = said(json!({"dif": "alta"}));
        assert_eq!(e.field.as_deref(), Some("dif"));
        assert_eq!(e.message(), "«dif» debe ser un número entero, no «alta»");
        let e = said(json!({"dado": "lateral"}));
        assert_eq!(
            e.message(),
            "«dado» no admite «lateral»: se admite superior, medio o inferior"
        );
        let e = said(json!({"colores": 1}));
        assert_eq!(e.field.as_deref(), Some("colores"));
        assert_eq!(
            e.message(),
            "la tirada no entiende «colores»: se admite dif, dado o partes"
        );
        let e = said(json!({"partes": [{"nombre": "a"}, {}]}));
        assert_eq!(e.field.as_deref(), Some("partes[1].nombre"), "{e:?}");
        assert_eq!(e.message(), "falta «nombre» en la tirada");
        let e = said(json!([1]));
        assert!(
            e.field.is_none() && e.message().starts_with("la tirada: debe ser un objeto JSON"),
            "{e:?}"
        );
        assert!(!e.message().contains("expected"), "{e:?}");
    }
}
