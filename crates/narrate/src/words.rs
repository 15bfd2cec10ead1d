//! Errors worded where they are shown: the libraries hand over typed values ([`Words`]: a
//! message key and its data) and this is where they become a sentence in the reader's
//! language, from `locales/errors/{es,en}.ftl`. The CLI, the web, the Discord bridge and the
//! browser module all call [`say`] or [`refusal`], so an error reads the same everywhere.

use crate::text::{Arg, Catalog, Lang};
use std::sync::LazyLock;
use tirada_dice::{WordArg, Worded, Words};
use tirada_play::PlayError;

pub(crate) const SPANISH: &str = include_str!("../locales/errors/es.ftl");
pub(crate) const ENGLISH: &str = include_str!("../locales/errors/en.ftl");

static ERRORS: LazyLock<Catalog> =
    LazyLock::new(|| Catalog::new(SPANISH, ENGLISH).expect("errors/es.ftl and errors/en.ftl are checked by a test"));

/// The sentence of a message in `lang`; a message that is itself an argument is worded in the
/// same language first.
pub fn say(words: &Words, lang: Lang) -> String {
    say_in(&ERRORS, words, lang)
}

/// The sentence of a message of a front end's own `catalog` (the web API's refusals), or of the
/// errors' messages for a key the catalog does not hold: a refusal of the API can carry an
/// engine's error as an argument, and each is worded from its own file.
pub fn say_in(catalog: &Catalog, words: &Words, lang: Lang) -> String {
    let args: Vec<(&str, Arg)> = words
        .args
        .iter()
        .map(|(name, value)| {
            let arg = match value {
                WordArg::Text(s) => Arg::Text(s.clone()),
                WordArg::Num(n) => Arg::Num(*n),
                WordArg::Words(inner) => Arg::Text(say_in(catalog, inner, lang)),
            };
            (name.as_str(), arg)
        })
        .collect();
    let from = if catalog.has(&words.key) { catalog } else { &ERRORS };
    from.t(lang, &words.key, &args)
}

/// An error of a library in `lang`.
pub fn error(e: &impl Worded, lang: Lang) -> String {
    say(&e.words(), lang)
}

/// The sentence of a request the play layer refused, in `lang`.
pub fn refusal(e: &PlayError, lang: Lang) -> String {
    say(&e.words(), lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_files_parse_and_carry_the_same_keys() {
        assert_eq!(crate::text::unpaired(SPANISH, ENGLISH), None);
    }

    #[test]
    fn a_typed_die_error_reads_in_each_language() {
        let e = tirada_dice::SourceError::Extra {
            group: "negros".into(),
            given: 3,
            used: 2,
        };
        assert_eq!(
            error(&e, Lang::Es),
            "sobran caras para los dados «negros»: se escribieron 3 y solo se usaron 2"
        );
        assert_eq!(
            error(&e, Lang::En),
            "too many faces for the dice 'negros': 3 were typed and only 2 were used"
        );
    }

    /// A PORTAL state event refused, in both languages: the terms the engine names in Spanish
    /// go to their selectors.
    #[test]
    fn a_refused_state_event_reads_in_spanish_and_in_english() {
        use tirada_rules::portal::{Condition, StateError};
        let too_large = StateError::TooLarge {
            what: "puntos de daño",
            got: 5000,
            max: 999,
        };
        assert_eq!(
            error(&too_large, Lang::Es),
            "un evento no puede traer 5000 puntos de daño: como mucho 999"
        );
        assert_eq!(
            error(&too_large, Lang::En),
            "an event cannot bring 5000 damage points: at most 999"
        );
        let critical = StateError::Condition(Condition::Critical);
        assert_eq!(
            error(&critical, Lang::Es),
            "el personaje está en estado crítico y no puede hacerlo"
        );
        assert_eq!(
            error(&critical, Lang::En),
            "the character is in a critical state and cannot do it"
        );
        let spent = StateError::PartialSpent {
            forte: "Combate".into(),
            want: 2,
            left: 1,
            per: "esta sesión (S57)",
        };
        assert!(error(&spent, Lang::Es)
            .starts_with("«Combate» solo puede prestar 1 repeticiones a medias más en esta sesión"));
    }

    #[test]
    fn a_notation_error_names_its_position_and_its_limit() {
        let e = tirada_dice::notation::parse("2000d6").unwrap_err();
        assert_eq!(error(&e, Lang::En), "2000 dice are too many: at most 1000 (position 1)");
        assert!(
            error(&e, Lang::Es).ends_with("como mucho 1000 (posición 1)"),
            "{}",
            error(&e, Lang::Es)
        );
    }
}
