//! Sentences not yet worded. An error is a typed value carrying its data; the sentence is
//! chosen where it is shown, in the reader's language, from the Fluent files of
//! tirada-narrate. What the libraries hand over is [`Words`]: a message key and its
//! arguments.
//!
//! An error enum says how it becomes words through serde, adjacently tagged: the tag's name is
//! the key's prefix and the variant its rest (`#[serde(tag = "portal", content = "args",
//! rename_all = "kebab-case")]` makes `TooManyDice { colour, count }` the message
//! `portal-too-many-dice` with `$colour` and `$count`); a variant that only wraps another error
//! is `#[serde(untagged)]`, so the inner error's own message is said. [`worded!`] then gives
//! the type a `Display` that shows the key and its data — never a sentence, so that a test can
//! tell when an error reached a person without being worded.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A message of the Fluent files and its data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    pub key: String,
    pub args: Vec<(String, WordArg)>,
}

/// An argument of a message: a word the reader sees as it is (a name, a face list), a number
/// (which plural selectors read), or another message worded in the same language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WordArg {
    Text(String),
    Num(i64),
    Words(Box<Words>),
}

/// A value that is said through a message.
pub trait Worded {
    fn words(&self) -> Words;
}

impl Words {
    /// A message without arguments.
    pub fn key(key: impl Into<String>) -> Words {
        Words {
            key: key.into(),
            args: vec![],
        }
    }

    /// The same message with one more argument.
    pub fn arg(mut self, name: &str, value: impl Into<WordArg>) -> Words {
        self.args.push((name.to_string(), value.into()));
        self
    }

    /// The same message with the word in argument `name` said by the message `prefix-word`
    /// (a colour, a kind of cost: the book's word in Spanish, its own word in English).
    pub fn keyed(mut self, name: &str, prefix: &str) -> Words {
        for (n, v) in &mut self.args {
            if let (true, WordArg::Text(word)) = (n == name, &*v) {
                *v = WordArg::Words(Box::new(Words::key(format!("{prefix}-{word}"))));
            }
        }
        self
    }

    /// The message of a value serialised as the module's doc says.
    pub fn of(value: &impl Serialize) -> Words {
        match serde_json::to_value(value) {
            Ok(v) => Words::from_json(&v).unwrap_or_else(|| Words::key("unworded").arg("data", v.to_string())),
            Err(e) => Words::key("unworded").arg("data", e.to_string()),
        }
    }

    /// A message as [`worded`] serialised it (a log entry's reason), or `None` for another shape.
    pub fn from_value(v: &serde_json::Value) -> Option<Words> {
        Words::from_json(v)
    }

    /// `{"<prefix>": "<variant>", "args": …}` (or `{"@key": "<key>", "args": …}`, from
    /// [`worded`]), or `None` for another shape.
    fn from_json(v: &serde_json::Value) -> Option<Words> {
        let map = v.as_object()?;
        let mut tags = map.iter().filter(|(k, _)| *k != "args");
        let (prefix, variant) = tags.next()?;
        if tags.next().is_some() {
            return None;
        }
        let key = match prefix.as_str() {
            "@key" => variant.as_str()?.to_string(),
            _ => format!("{prefix}-{}", variant.as_str()?),
        };
        let args = match map.get("args") {
            None | Some(serde_json::Value::Null) => vec![],
            Some(serde_json::Value::Object(fields)) => {
                fields.iter().map(|(k, v)| (k.clone(), WordArg::from_json(v))).collect()
            }
            Some(one) => vec![("value".to_string(), WordArg::from_json(one))],
        };
        Some(Words { key, args })
    }
}

impl WordArg {
    fn from_json(v: &serde_json::Value) -> WordArg {
        use serde_json::Value;
        match v {
            Value::Number(n) => n
                .as_i64()
                .map(WordArg::Num)
                .unwrap_or_else(|| WordArg::Text(n.to_string())),
            Value::String(s) => WordArg::Text(s.clone()),
            Value::Bool(b) => WordArg::from(*b),
            Value::Array(items) => WordArg::Text(
                items
                    .iter()
                    .map(|i| match i {
                        Value::String(s) => s.clone(),
                        other => other.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            Value::Object(_) => match Words::from_json(v) {
                Some(w) => WordArg::Words(Box::new(w)),
                None => WordArg::Text(v.to_string()),
            },
            Value::Null => WordArg::Text(String::new()),
        }
    }
}

/// A message is said as itself: a field holding one (`#[serde(serialize_with =
/// "tirada_dice::words::worded")]`) is an argument worded in the reader's language.
impl Worded for Words {
    fn words(&self) -> Words {
        self.clone()
    }
}

/// Serialises a wrapped error as its own message says (`#[serde(untagged, serialize_with =
/// "tirada_dice::words::worded")]` on a variant that wraps an error whose [`Worded`] is written
/// by hand): `{"@key": …, "args": {…}}`, which [`Words::of`] reads back.
pub fn worded<T: Worded, S: serde::Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
    value.words().to_json().serialize(s)
}

impl Words {
    pub(crate) fn to_json(&self) -> serde_json::Value {
        let args: serde_json::Map<String, serde_json::Value> = self
            .args
            .iter()
            .map(|(k, v)| {
                let v = match v {
                    WordArg::Text(t) => serde_json::Value::from(t.as_str()),
                    WordArg::Num(n) => serde_json::Value::from(*n),
                    WordArg::Words(w) => w.to_json(),
                };
                (k.clone(), v)
            })
            .collect();
        serde_json::json!({"@key": self.key, "args": args})
    }
}

/// The key and its data, for logs and tests: not a sentence.
impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.key)?;
        if !self.args.is_empty() {
            let args: Vec<String> = self.args.iter().map(|(k, v)| format!("{k}={v}")).collect();
            write!(f, "{{{}}}", args.join(", "))?;
        }
        Ok(())
    }
}

impl fmt::Display for WordArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WordArg::Text(s) => write!(f, "{s:?}"),
            WordArg::Num(n) => write!(f, "{n}"),
            WordArg::Words(w) => write!(f, "{w}"),
        }
    }
}

impl From<&str> for WordArg {
    fn from(s: &str) -> WordArg {
        WordArg::Text(s.to_string())
    }
}

impl From<String> for WordArg {
    fn from(s: String) -> WordArg {
        WordArg::Text(s)
    }
}

impl From<Words> for WordArg {
    fn from(w: Words) -> WordArg {
        WordArg::Words(Box::new(w))
    }
}

/// A yes-or-no condition, as the selectors read it: `yes`, `no`.
impl From<bool> for WordArg {
    fn from(b: bool) -> WordArg {
        WordArg::Text(if b { "yes" } else { "no" }.to_string())
    }
}

macro_rules! numbers {
    ($($t:ty)+) => {$(
        impl From<$t> for WordArg {
            fn from(n: $t) -> WordArg {
                WordArg::Num(n as i64)
            }
        }
    )+};
}
numbers!(i64 i32 u64 u32 u16 u8 usize);

/// Makes serialisable error types [`Worded`] (through [`Words::of`]) and errors whose
/// `Display` is their key and data ([`worded_display!`]).
#[macro_export]
macro_rules! worded {
    ($($t:ty),+ $(,)?) => {$(
        impl $crate::words::Worded for $t {
            fn words(&self) -> $crate::words::Words {
                $crate::words::Words::of(self)
            }
        }
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&$crate::words::Worded::words(self), f)
            }
        }
        impl ::std::error::Error for $t {}
    )+};
}

/// Makes [`Worded`] types errors whose `Display` is their key and data, not a sentence.
#[macro_export]
macro_rules! worded_display {
    ($($t:ty),+ $(,)?) => {$(
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&$crate::words::Worded::words(self), f)
            }
        }
        impl ::std::error::Error for $t {}
    )+};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    #[serde(tag = "inner", content = "args", rename_all = "kebab-case")]
    enum Inner {
        Gone,
    }

    #[derive(Serialize)]
    #[serde(tag = "outer", content = "args", rename_all = "kebab-case")]
    enum Outer {
        TooMany {
            colour: &'static str,
            count: u8,
        },
        Level(u8),
        #[serde(untagged)]
        Wrapped(Inner),
        #[serde(untagged, serialize_with = "worded")]
        ByHand(ByHand),
    }

    struct ByHand;

    impl Worded for ByHand {
        fn words(&self) -> Words {
            Words::key("by-hand").arg("n", 2).arg("what", Words::key("inner-gone"))
        }
    }

    #[test]
    fn a_variant_is_its_prefixed_key_and_its_fields_the_arguments() {
        let w = Words::of(&Outer::TooMany {
            colour: "negro",
            count: 4,
        });
        assert_eq!(w, Words::key("outer-too-many").arg("colour", "negro").arg("count", 4u8));
        assert_eq!(w.to_string(), "outer-too-many{colour=\"negro\", count=4}");
        assert_eq!(Words::of(&Outer::Level(7)), Words::key("outer-level").arg("value", 7u8));
    }

    #[test]
    fn a_wrapping_variant_is_the_wrapped_error() {
        assert_eq!(Words::of(&Outer::Wrapped(Inner::Gone)), Words::key("inner-gone"));
        assert_eq!(Words::of(&Outer::ByHand(ByHand)), ByHand.words());
    }
}
