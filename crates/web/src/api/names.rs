//! Members' names as people read them: two names that look the same are the same name. A
//! name is stored and compared in Unicode's composed form (NFC: «é» typed as one letter or as
//! «e» and an accent is one name) and compared without case; characters that show nothing or
//! turn the text around (zero-width spaces, bidi overrides…) are refused, so no name can pass
//! for another; a name is unique at its table, and the GM's name and the words `/w` takes for
//! the GM are the GM's alone.

use crate::http::error::{ApiError, ApiResult};
use tirada_dice::Words;
use tirada_table::Member;
use unicode_normalization::UnicodeNormalization;

/// Words that name the GM after `/w`, whatever anyone is called; no player may take them.
pub const GM_WORDS: &[&str] = &["dj", "gm", "director", "directora"];

/// Characters that show nothing, or reorder what follows: Unicode's default-ignorable format
/// characters and the bidi controls.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FEFF}' | '\u{FFA0}'
        | '\u{FFF0}'..='\u{FFFB}' | '\u{1BCA0}'..='\u{1BCA3}' | '\u{1D173}'..='\u{1D17A}'
        | '\u{E0000}'..='\u{E0FFF}')
        || c.is_control()
}

/// A variation selector: it picks how the character before it is drawn (`❤️` is a heart and
/// U+FE0F), so it is allowed after a symbol and nowhere else.
fn selector(c: char) -> bool {
    matches!(c, '\u{FE00}'..='\u{FE0F}')
}

/// A character a reader sees: not a space, nothing invisible, not an accent alone.
fn visible(c: char) -> bool {
    !c.is_whitespace() && !invisible(c) && !selector(c) && !unicode_normalization::char::is_combining_mark(c)
}

/// The name a member asked for (already trimmed and of an allowed length), composed; refused
/// with a sentence in the asker's language when it holds an invisible or bidi character or
/// nothing visible.
pub fn checked(name: &str, field: &str) -> ApiResult<String> {
    let name = composed(name);
    let mut before = ' ';
    let misplaced = name.chars().any(|c| {
        let bad = selector(c) && (before.is_alphanumeric() || before.is_whitespace() || selector(before));
        before = c;
        bad
    });
    if misplaced || name.chars().any(invisible) {
        return Err(ApiError::invalid(Words::key("name_invisible"), Some(field)));
    }
    if !name.chars().any(visible) {
        return Err(ApiError::invalid(Words::key("name_nothing_visible"), Some(field)));
    }
    Ok(name)
}

/// Refuses `name` for a new member when it reads as a member's already (the GM's with its own
/// sentence) or as a word for the GM.
pub fn free(members: &[Member], name: &str, field: &str) -> ApiResult<()> {
    let wanted = folded(name);
    let taken = members.iter().find(|m| folded(&m.name) == wanted);
    if taken.is_some_and(Member::is_gm) || GM_WORDS.contains(&wanted.as_str()) {
        return Err(ApiError::invalid(Words::key("name_gm"), Some(field)));
    }
    if taken.is_some() {
        return Err(ApiError::invalid(Words::key("name_taken"), Some(field)));
    }
    Ok(())
}

/// The name in composed form (NFC).
pub fn composed(name: &str) -> String {
    name.nfc().collect()
}

/// The name as names are compared: composed, in lower case, without variation selectors.
pub fn folded(name: &str) -> String {
    composed(name)
        .chars()
        .filter(|c| !selector(*c))
        .collect::<String>()
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_look_the_same_fold_the_same() {
        assert_eq!(folded("Iñigo"), folded("IN\u{303}IGO"));
        assert_eq!(folded("ANA"), folded("ana"));
        assert_ne!(folded("Ana"), folded("Ana Mari"));
        assert_eq!(composed("Jose\u{301}"), "José");
    }

    #[test]
    fn invisible_and_bidi_characters_and_names_of_nothing_are_refused() {
        for bad in [
            "\u{200B}",
            "Ana\u{200B}",
            "\u{202E}anA",
            "A\u{2066}na",
            "Ana\u{FE0F}",
            "\u{301}\u{301}",
            "\u{3164}",
        ] {
            assert!(checked(bad, "name").is_err(), "{bad:?}");
        }
        assert_eq!(checked("Jose\u{301}", "name").unwrap(), "José");
        assert_eq!(checked("Mª José 🐉", "name").unwrap(), "Mª José 🐉");
        assert_eq!(checked("Ana \u{2764}\u{FE0F}", "name").unwrap(), "Ana \u{2764}\u{FE0F}");
        assert_eq!(folded("Ana \u{2764}\u{FE0F}"), folded("ANA \u{2764}"));
    }
}
