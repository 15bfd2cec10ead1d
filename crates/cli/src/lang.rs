//! The language of human output (`--lang es|en`) and number formatting per language.

use clap::ValueEnum;
use std::sync::LazyLock;
pub use tirada_narrate::Arg;

/// The command line's own sentences (`locales/{es,en}.ftl`), parsed once.
pub(crate) const SPANISH: &str = include_str!("../locales/es.ftl");
pub(crate) const ENGLISH: &str = include_str!("../locales/en.ftl");

static WORDS: LazyLock<tirada_narrate::Catalog> =
    LazyLock::new(|| tirada_narrate::Catalog::new(SPANISH, ENGLISH).expect("es.ftl and en.ftl are checked by a test"));

/// Spanish first; English second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Lang {
    #[default]
    Es,
    En,
}

impl Lang {
    /// The same language for the narrator (`tirada-narrate`).
    pub fn narrate(self) -> tirada_narrate::Lang {
        match self {
            Lang::Es => tirada_narrate::Lang::Es,
            Lang::En => tirada_narrate::Lang::En,
        }
    }

    /// An error of the engine in this language, from the errors' messages.
    pub fn error(self, e: &impl tirada_dice::Worded) -> String {
        tirada_narrate::error(e, self.narrate())
    }

    /// A refusal of the play layer in this language.
    pub fn refusal(self, e: &tirada_play::PlayError) -> String {
        tirada_narrate::refusal(e, self.narrate())
    }

    /// The command line's sentence `key` in this language, with its arguments.
    pub fn t(self, key: &str, args: &[(&str, Arg)]) -> String {
        WORDS.t(self.narrate(), key, args)
    }

    /// A sentence without arguments.
    pub fn w(self, key: &str) -> String {
        self.t(key, &[])
    }

    /// A percentage with two decimals, with the decimal comma in Spanish (`2,80 %`).
    pub fn percent(self, p: f64) -> String {
        let s = format!("{p:.2}");
        match self {
            Lang::Es => format!("{} %", s.replace('.', ",")),
            Lang::En => format!("{s}%"),
        }
    }

    /// A decimal number with up to `decimals` digits, trailing zeros removed.
    pub fn decimal(self, x: f64, decimals: usize) -> String {
        let s = format!("{x:.decimals$}");
        let s = if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        };
        match self {
            Lang::Es => s.replace('.', ","),
            Lang::En => s,
        }
    }
}

/// Both files of a catalog parse and carry the same keys (a test of each catalog calls it).
#[cfg(test)]
pub(crate) fn same_keys(spanish: &str, english: &str) {
    assert!(tirada_narrate::keys_of(spanish).len() > 100);
    assert_eq!(tirada_narrate::unpaired(spanish, english), None);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use tirada_narrate::{keys_named, keys_of};

    #[test]
    fn both_files_parse_and_carry_the_same_keys() {
        same_keys(SPANISH, ENGLISH);
    }

    /// Every key the code asks for is in the files: the literal of each `t("…"` or `w("…"` call,
    /// and every literal shaped as a key of these files (`hitos-…`, a key chosen by a `match`).
    #[test]
    fn every_key_the_code_names_exists() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut named = keys_named(std::slice::from_ref(&src), &[".t(\"", ".w(\""]);
        let prefixes: BTreeSet<String> = keys_of(SPANISH)
            .iter()
            .filter_map(|k| k.split('-').next().map(str::to_string))
            .collect();
        let quoted = keys_named(&[src], &["\""]);
        named.extend(quoted.into_iter().filter(|s| {
            s.split_once('-').is_some_and(|(p, rest)| {
                prefixes.contains(p)
                    && !rest.is_empty()
                    && s.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
        }));
        assert!(named.len() > 100, "{named:?}");
        let es = keys_of(SPANISH);
        let missing: Vec<&String> = named.iter().filter(|k| !es.contains(*k)).collect();
        assert!(
            missing.is_empty(),
            "asked for by the code, in no .ftl file: {missing:?}"
        );
    }

    #[test]
    fn a_number_decides_the_plural() {
        let say = |lang: Lang, extra: i64, needed: i64| {
            lang.t(
                "hitos-faces-not-advised",
                &[("extra", extra.into()), ("needed", needed.into())],
            )
        };
        assert!(say(Lang::Es, 1, 2).starts_with("--dados: hay 1 cara nueva pero la mejor elección repite 2 dados;"));
        assert!(say(Lang::En, 2, 1).starts_with("--dados: 2 new faces were typed but the best choice rerolls 1 die;"));
    }

    #[test]
    fn spanish_uses_the_decimal_comma() {
        assert_eq!(Lang::Es.percent(2.8), "2,80 %");
        assert_eq!(Lang::En.percent(2.8), "2.80%");
        assert_eq!(Lang::Es.decimal(5.5, 3), "5,5");
        assert_eq!(Lang::En.decimal(7.0, 3), "7");
    }
}
