//! Bounds on the JSON a table stores. A member's sheet or request nested deep enough to pass
//! serde_json's parser (128 levels) became unreadable once the event wrapped it two levels
//! deeper, and every later read of the log failed for everyone. What comes in is bounded to
//! [`MAX_DEPTH`] levels; what was stored before the bound is still read.

use serde::Deserialize;
use serde_json::Value;

/// The deepest JSON a request may carry: a sheet needs about six levels.
pub const MAX_DEPTH: usize = 32;

/// The deepest stored value the reader accepts, far beyond anything written with the bound
/// yet shallow enough for the recursive parser's stack.
const MAX_STORED_DEPTH: usize = 1024;

/// How many levels of arrays and objects `v` nests (a scalar is 0), counted without recursion.
pub fn depth(v: &Value) -> usize {
    let mut deepest = 0;
    let mut todo = vec![(v, 0)];
    while let Some((v, d)) = todo.pop() {
        let children: Box<dyn Iterator<Item = &Value>> = match v {
            Value::Array(a) => Box::new(a.iter()),
            Value::Object(o) => Box::new(o.values()),
            _ => continue,
        };
        deepest = deepest.max(d + 1);
        todo.extend(children.map(|c| (c, d + 1)));
    }
    deepest
}

/// Parses a stored JSON text of any depth up to a generous bound (serde_json's own stops at
/// 128), so a log written before [`MAX_DEPTH`] existed stays readable.
pub fn parse_stored(text: &str) -> Result<Value, String> {
    if text_depth(text) > MAX_STORED_DEPTH {
        return Err(format!("un valor anida más de {MAX_STORED_DEPTH} niveles"));
    }
    let mut de = serde_json::Deserializer::from_str(text);
    de.disable_recursion_limit();
    let v = Value::deserialize(&mut de).map_err(|e| e.to_string())?;
    de.end().map_err(|e| e.to_string())?;
    Ok(v)
}

/// The nesting of brackets in a JSON text, outside its strings.
fn text_depth(text: &str) -> usize {
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0, false, false);
    for b in text.bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(levels: usize) -> String {
        format!("{}1{}", "[".repeat(levels), "]".repeat(levels))
    }

    #[test]
    fn depth_counts_levels_of_arrays_and_objects() {
        assert_eq!(depth(&serde_json::json!(1)), 0);
        assert_eq!(depth(&serde_json::json!({"a": [1, {"b": []}]})), 4);
        assert_eq!(depth(&serde_json::from_str(&nested(100)).unwrap()), 100);
    }

    #[test]
    fn a_stored_value_deeper_than_serde_json_allows_is_still_read() {
        assert!(serde_json::from_str::<Value>(&nested(130)).is_err());
        let v = parse_stored(&nested(130)).unwrap();
        assert_eq!(depth(&v), 130);
        assert!(parse_stored(&nested(2000)).is_err());
        assert!(parse_stored(r#"{"a": "[[[[\"]]"}"#).is_ok());
    }
}
