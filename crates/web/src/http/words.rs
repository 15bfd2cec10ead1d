//! The API's own refusals (`locales/api/{es,en}.ftl`), worded where the answer is written:
//! handlers raise typed [`Words`] and [`crate::http::error::ApiError`] says them in the
//! language the request asked its answers in. A refusal the play layer or an engine raised
//! carries their keys, which the errors' messages of `tirada-narrate` word.

use std::sync::LazyLock;
use tirada_dice::Words;
use tirada_narrate::{Catalog, Lang};

pub(crate) const SPANISH: &str = include_str!("../../locales/api/es.ftl");
pub(crate) const ENGLISH: &str = include_str!("../../locales/api/en.ftl");

static API: LazyLock<Catalog> =
    LazyLock::new(|| Catalog::new(SPANISH, ENGLISH).expect("api/es.ftl and api/en.ftl are checked by a test"));

/// The sentence of a message in `lang`: a page's word the refusal shares with the page's
/// scripts (`name_taken`, `recovery_wrong`: keys of `locales/{es,en}.ftl`, without data), the
/// API's own, or an engine's or the play layer's.
pub fn say(words: &Words, lang: Lang) -> String {
    if let Some(page) = crate::pages::i18n::Lang::of(lang).get(&words.key) {
        return page.to_string();
    }
    tirada_narrate::say_in(&API, words, lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirada_narrate::keys_of;

    #[test]
    fn both_files_parse_and_carry_the_same_keys_each_an_api_one() {
        assert_eq!(tirada_narrate::unpaired(SPANISH, ENGLISH), None);
        assert!(keys_of(SPANISH).iter().all(|k| k.starts_with("api-")));
    }

    /// Every message the web's code raises is in a file: the API's (`api-…`), or the pages'
    /// for the few refusals their scripts share (`name_taken`…).
    #[test]
    fn every_key_the_code_raises_has_a_sentence() {
        let src = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
        let named = tirada_narrate::keys_named(&[src], &["Words::key(\"", "said(StatusCode::UNPROCESSABLE_ENTITY, \""]);
        // A missing message is worded as its own key.
        let missing: Vec<_> = named
            .iter()
            .filter(|k| say(&Words::key(k.as_str()), Lang::Es) == **k)
            .collect();
        assert!(missing.is_empty(), "keys with no sentence: {missing:?}");
        assert!(named.len() > 100, "the search found the code's keys ({})", named.len());
    }

    #[test]
    fn an_engine_error_inside_an_api_refusal_reads_in_the_same_language() {
        let inner = Words::key("api-no-table").arg("table", "t1");
        assert_eq!(say(&inner, Lang::En), "there is no table t1");
        assert_eq!(say(&inner, Lang::Es), "no existe la mesa t1");
    }
}
