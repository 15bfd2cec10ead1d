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

static SENTENCES: LazyLock<Catalog> =
    LazyLock::new(|| Catalog::new(SPANISH, ENGLISH).expect("es.ftl and en.ftl are checked by a test"));

/// The sentences of one part of tirada in both languages, from its own Fluent files: the
/// narration's, and a front end's (the Discord bridge's replies) worded the same way.
pub struct Catalog {
    es: Bundle,
    en: Bundle,
}

impl Catalog {
    /// Parses both files; the first problem as a sentence.
    pub fn new(spanish: &str, english: &str) -> Result<Catalog, String> {
        Ok(Catalog {
            es: bundle("es", spanish)?,
            en: bundle("en", english)?,
        })
    }

    /// Whether `key` is one of these sentences (both files carry the same keys).
    pub fn has(&self, key: &str) -> bool {
        self.es.has_message(key)
    }

    /// The sentence `key` in `lang` with its arguments (the key itself when it is missing,
    /// which the files' tests rule out).
    pub fn t(&self, lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
        let b = match lang {
            Lang::Es => &self.es,
            Lang::En => &self.en,
        };
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
}

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
pub enum Arg {
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

    /// The sentence `key` with its arguments.
    pub(crate) fn t(self, key: &str, args: &[(&str, Arg)]) -> String {
        SENTENCES.t(self, key, args)
    }

    /// A sentence without arguments.
    pub(crate) fn w(self, key: &str) -> String {
        self.t(key, &[])
    }
}

/// The keys of a Fluent file's messages (for the tests that check every file carries the same
/// keys as its twin and every key the code names).
pub fn keys_of(source: &str) -> std::collections::BTreeSet<String> {
    FluentResource::try_new(source.to_string())
        .map(|r| {
            r.entries()
                .filter_map(|e| match e {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Every string literal that follows one of `calls` (a call of `t` or `w`) in the Rust files under
/// `roots`: the keys the code names.
/// What a language's file lacks of the other's (`only es: …; only en: …`), or `None` when both
/// parse and carry the same keys: the check every pair of message files passes.
pub fn unpaired(spanish: &str, english: &str) -> Option<String> {
    if let Err(e) = Catalog::new(spanish, english) {
        return Some(e);
    }
    let (es, en) = (keys_of(spanish), keys_of(english));
    let only_es: Vec<_> = es.difference(&en).collect();
    let only_en: Vec<_> = en.difference(&es).collect();
    (es.is_empty() || !only_es.is_empty() || !only_en.is_empty())
        .then(|| format!("only es: {only_es:?}; only en: {only_en:?}"))
}

pub fn keys_named(roots: &[std::path::PathBuf], calls: &[&str]) -> std::collections::BTreeSet<String> {
    let mut files = roots.to_vec();
    let mut out = std::collections::BTreeSet::new();
    while let Some(p) = files.pop() {
        if p.is_dir() {
            if let Ok(dir) = std::fs::read_dir(&p) {
                files.extend(dir.filter_map(|e| e.ok().map(|e| e.path())));
            }
            continue;
        }
        let Ok(code) = std::fs::read_to_string(&p) else {
            continue;
        };
        for call in calls {
            for (i, _) in code.match_indices(call) {
                let rest = &code[i + call.len()..];
                if let Some(end) = rest.find('"') {
                    out.insert(rest[..end].to_string());
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn keys(source: &str) -> BTreeSet<String> {
        keys_of(source)
    }

    /// Every string literal the code passes to `t(` or `w(`.
    fn named_keys() -> BTreeSet<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        keys_named(&[dir], &[".t(\"", ".w(\""])
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
