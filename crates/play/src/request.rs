//! Reading a request, an event or a sheet from JSON into its type: serde's complaint becomes one
//! message naming the field and what it accepts ([`tirada_dice::complaint`]), never serde's own
//! English text. Every typed request of the play layer is read here.

use crate::error::PlayError;
use serde::de::DeserializeOwned;
use serde_json::Value;
use tirada_dice::Words;

/// `v` as a `T`; `what` names the whole thing in a sentence (`thing-roll`: «la tirada de
/// MIRILLA»).
pub fn read<T: DeserializeOwned>(v: &Value, what: Words) -> Result<T, PlayError> {
    serde_path_to_error::deserialize(v).map_err(|e| {
        let c = tirada_dice::complaint::complaint(&e.path().to_string(), &e.inner().to_string(), what);
        let refusal = PlayError::said_by(c.words);
        match c.field {
            Some(f) => refusal.on(&f),
            None => refusal,
        }
    })
}

/// The request a roll's event keeps: the typed request as played (a sheet's values made
/// explicit), with every key the person gave that it leaves out as a default (`false`, `0`)
/// put back, so that the log still holds every field that was asked (extend, never drop).
pub fn stored<T: serde::Serialize>(asked: &Value, typed: &T) -> Result<Value, PlayError> {
    let mut out = serde_json::to_value(typed).map_err(crate::error::unwritable)?;
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
                f.write_str(&Words::key("serde-expect-faces").in_complaint())
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
    read(v, Words::key("thing-event")).map_err(|e| e.on("event"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_stored_request_keeps_the_defaults_that_were_asked() {
        let asked = json!({"car": 3, "mod": 0, "aspecto": false, "tirar_resto": false, "dados": "3,7,9"});
        let typed: crate::hitos::request::HitosRequest = read(&asked, Words::key("thing-request")).unwrap();
        let kept = stored(&asked, &typed).unwrap();
        assert_eq!(
            kept,
            json!({"car": 3, "mod": 0, "aspecto": false, "tirar_resto": false, "dados": [3, 7, 9]})
        );
        // What is kept still reads as the same request.
        assert_eq!(
            read::<crate::hitos::request::HitosRequest>(&kept, Words::key("thing-request")).unwrap(),
            typed
        );
    }

    // serde's complaints as the reader sees them (the field, the sentence in each language):
    // tirada-narrate's tests/complaints.rs reads them through [`read`].
}
