//! The forms an event is hashed in: canonical JSON (keys sorted, no spaces) and an event's
//! data without what a server words for its reader. Below the chain ([`crate::chain`]) and the
//! seals ([`crate::seal`]), which both hash events.

use serde_json::Value;

/// An event's data without what a server adds for a reader (recomputable, not part of the
/// log): a roll's `explanation`, a state change's `said`, and in a fight's view each entry's
/// `explanations` and `said`.
pub fn unexplained(data: &Value) -> Value {
    let mut d = data.clone();
    if let Some(o) = d.as_object_mut() {
        o.remove("explanation");
        o.remove("said");
    }
    for entry in d
        .pointer_mut("/view/log")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        if let Some(o) = entry.as_object_mut() {
            o.remove("explanations");
            o.remove("said");
        }
    }
    d
}

/// Appends `v` as canonical JSON: object keys sorted, no spaces.
pub fn canonical(v: &Value, out: &mut String) {
    match v {
        Value::Object(o) => {
            let mut keys: Vec<&String> = o.keys().collect();
            keys.sort();
            out.push('{');
            for (i, k) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::from(k.as_str()).to_string());
                out.push(':');
                canonical(&o[k], out);
            }
            out.push('}');
        }
        Value::Array(a) => {
            out.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                canonical(x, out);
            }
            out.push(']');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}
