//! Members' names as people read them: two names that look the same are the same name. A
//! name is compared in Unicode's composed form (NFC: «é» typed as one letter or as «e» and an
//! accent is one name) and without case.

use unicode_normalization::UnicodeNormalization;

/// The name in composed form (NFC).
pub fn composed(name: &str) -> String {
    name.nfc().collect()
}

/// The name as names are compared: composed, in lower case.
pub fn folded(name: &str) -> String {
    composed(name).to_lowercase()
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
}
