//! The sentences, from Fluent files (`locales/{es,en}.ftl`) embedded in the binary and parsed
//! once per language. A test checks that both files carry the same keys and that every key the
//! code names exists, so an explanation never shows a missing sentence.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// The language of an explanation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    Es,
    En,
}

pub(crate) const SPANISH: &str = include_str!("../locales/es.ftl");
pub(crate) const ENGLISH: &str = include_str!("../locales/en.ftl");

type Bundle = FluentBundle<FluentResource>;

static ES: LazyLock<Bundle> = LazyLock::new(|| bundle("es", SPANISH).expect("es.ftl is checked by a test"));
static EN: LazyLock<Bundle> = LazyLock::new(|| bundle("en", ENGLISH).expect("en.ftl is checked by a test"));

/// A language's bundle; the file's first problem as a sentence.
pub(crate) fn bundle(lang: &str, source: &str) -> Result<Bundle, String> {
    let resource = FluentResource::try_new(source.to_string())
        .map_err(|(_, errors)| format!("{lang}.ftl: {:?}", errors.first()))?;
    let id = lang.parse().map_err(|e| format!("{lang}: {e}"))?;
    let mut b = FluentBundle::new_concurrent(vec![id]);
    b.set_use_isolating(false);
    b.add_resource(resource).map_err(|e| format!("{lang}.ftl: {e:?}"))?;
    Ok(b)
}

/// An argument of a sentence: a word, or a number (which plural selectors read).
#[derive(Clone)]
pub(crate) enum Arg {
    Text(String),
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

/// A yes-or-no condition, as the selectors read it: `yes`, `no`.
impl From<bool> for Arg {
    fn from(b: bool) -> Arg {
        Arg::Text(match b {
            true => "yes".into(),
            false => "no".into(),
        })
    }
}

macro_rules! numbers {
    ($($t:ty)+) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )+};
}
numbers!(i64 i32 u32 u8 usize);

impl Lang {
    /// `en…` is English; anything else, Spanish (the default).
    pub fn from_code(code: Option<&str>) -> Lang {
        match code.map(|c| c.trim().to_lowercase()) {
            Some(c) if c.starts_with("en") => Lang::En,
            _ => Lang::Es,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }

    fn bundle(self) -> &'static Bundle {
        match self {
            Lang::Es => &ES,
            Lang::En => &EN,
        }
    }

    /// The sentence `key` with its arguments.
    pub(crate) fn t(self, key: &str, args: &[(&str, Arg)]) -> String {
        let b = self.bundle();
        let Some(pattern) = b.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut fa = FluentArgs::new();
        for (name, a) in args {
            match a {
                Arg::Text(s) => fa.set(*name, FluentValue::from(s.as_str())),
                Arg::Num(n) => fa.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = vec![];
        b.format_pattern(pattern, Some(&fa), &mut errors).into_owned()
    }

    /// A sentence without arguments.
    pub(crate) fn w(self, key: &str) -> String {
        self.t(key, &[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn keys(source: &str) -> BTreeSet<String> {
        let resource = FluentResource::try_new(source.to_string()).expect("parses");
        resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    /// Every string literal the code passes to `t(` or `w(`.
    fn named_keys() -> BTreeSet<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![dir.clone()];
        let mut out = BTreeSet::new();
        while let Some(p) = files.pop() {
            if p.is_dir() {
                files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            let code = std::fs::read_to_string(&p).unwrap();
            for call in [".t(\"", ".w(\""] {
                for (i, _) in code.match_indices(call) {
                    let rest = &code[i + call.len()..];
                    out.insert(rest[..rest.find('"').unwrap()].to_string());
                }
            }
        }
        out
    }

    #[test]
    fn both_files_parse_and_carry_the_same_keys() {
        bundle("es", SPANISH).unwrap();
        bundle("en", ENGLISH).unwrap();
        assert_eq!(keys(SPANISH), keys(ENGLISH));
    }

    #[test]
    fn every_key_the_code_names_exists() {
        let named = named_keys();
        assert!(named.len() > 20, "{named:?}");
        let es = keys(SPANISH);
        let missing: Vec<&String> = named.iter().filter(|k| !es.contains(*k)).collect();
        assert!(missing.is_empty(), "missing in es.ftl: {missing:?}");
    }

    #[test]
    fn plurals_follow_the_number() {
        assert_eq!(Lang::Es.t("n-dice", &[("n", 1.into())]), "1 dado");
        assert_eq!(Lang::Es.t("n-dice", &[("n", 2.into())]), "2 dados");
        assert_eq!(Lang::En.t("n-dice", &[("n", 1.into())]), "1 die");
        assert_eq!(Lang::En.t("n-dice", &[("n", 3.into())]), "3 dice");
    }
}
