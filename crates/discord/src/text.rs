//! The bridge's words: replies, command descriptions and the channel's posts, from
//! `locales/{es,en}.ftl`. A reply is in the language of the interaction's `locale` (`es-*`
//! Spanish, anything else English); a channel's posts in the language it was linked in.

use std::sync::LazyLock;
pub use tirada_narrate::{Arg, Lang};

const SPANISH: &str = include_str!("../locales/es.ftl");
const ENGLISH: &str = include_str!("../locales/en.ftl");

static WORDS: LazyLock<tirada_narrate::Catalog> =
    LazyLock::new(|| tirada_narrate::Catalog::new(SPANISH, ENGLISH).expect("es.ftl and en.ftl are checked by a test"));

/// The sentence `key` with its arguments.
pub fn t(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    WORDS.t(lang, key, args)
}

/// A sentence without arguments.
pub fn w(lang: Lang, key: &str) -> String {
    WORDS.t(lang, key, &[])
}

/// The language of a Discord locale (`es-ES`, `es-419`: Spanish; anything else, English).
pub fn lang_of(locale: Option<&str>) -> Lang {
    match locale {
        Some(l) if l.to_ascii_lowercase().starts_with("es") => Lang::Es,
        _ => Lang::En,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The keys this crate, the web table's bridge (`crates/web/src/discord/`) and the CLI's
    /// `tirada discord` name.
    fn named_keys() -> BTreeSet<String> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let roots = [
            root.join("src"),
            root.join("../web/src/discord"),
            root.join("../cli/src/commands/discord.rs"),
        ];
        tirada_narrate::keys_named(&roots, &["t(lang, \"", "w(lang, \""])
    }

    #[test]
    fn both_files_parse_and_carry_the_same_keys() {
        tirada_narrate::Catalog::new(SPANISH, ENGLISH).unwrap();
        let keys = tirada_narrate::keys_of;
        assert_eq!(keys(SPANISH), keys(ENGLISH));
        let named = named_keys();
        assert!(named.len() > 20, "{named:?}");
        let missing: Vec<&String> = named.iter().filter(|k| !keys(SPANISH).contains(*k)).collect();
        assert!(missing.is_empty(), "missing in es.ftl: {missing:?}");
    }

    #[test]
    fn spanish_locales_are_spanish_and_the_rest_english() {
        assert_eq!(lang_of(Some("es-ES")), Lang::Es);
        assert_eq!(lang_of(Some("es-419")), Lang::Es);
        assert_eq!(lang_of(Some("en-US")), Lang::En);
        assert_eq!(lang_of(Some("fr")), Lang::En);
        assert_eq!(lang_of(None), Lang::En);
    }
}
