//! The language an error sentence reads in, told apart by a word list per language (issue 29):
//! every error the in-process tests reach goes through [`assert_error_language`], so an error
//! path that answers in the wrong language, or with serde's raw text, fails whatever test
//! reaches it.

use serde_json::Value;

/// Words only Spanish uses in these sentences.
const SPANISH: &[&str] = &[
    "el", "la", "los", "las", "del", "al", "que", "es", "son", "una", "con", "para", "por", "se", "su", "sus", "de",
    "ya", "hay", "está", "están", "debe", "solo", "más", "puede", "tiene", "ese", "esa", "esta", "este", "ni", "y",
    "tu", "ti", "desde", "hace", "falta", "pueden", "sin",
];

/// Words only English uses in these sentences.
const ENGLISH: &[&str] = &[
    "the", "is", "are", "of", "to", "and", "must", "not", "be", "with", "for", "this", "that", "cannot", "has", "was",
    "there", "your", "its", "only", "more", "does", "can", "it", "at", "from", "have",
];

/// serde's and axum's own English, which no sentence of tirada carries.
const RAW: &[&str] = &[
    "unknown variant",
    "missing field",
    "invalid type",
    "expected one of",
    "EOF while",
    "at line",
];

/// What a sentence says outside quotes (a name, a book's term, a value the person typed).
fn outside_quotes(s: &str) -> String {
    let mut out = String::new();
    let mut inside: Option<char> = None;
    for c in s.chars() {
        match (inside, c) {
            (None, '«') => inside = Some('»'),
            (None, '"') => inside = Some('"'),
            (None, '`') => inside = Some('`'),
            (Some(end), c) if c == end => inside = None,
            (None, c) => out.push(c),
            _ => {}
        }
    }
    out
}

fn words(s: &str) -> Vec<String> {
    outside_quotes(s)
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '_')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Whether `sentence` reads in English (`english`) or in Spanish: a word of that language's
/// list, none of the other's, and no raw parser text.
pub fn reads_in(sentence: &str, english: bool) -> bool {
    let w = words(sentence);
    let (mine, theirs) = if english {
        (ENGLISH, SPANISH)
    } else {
        (SPANISH, ENGLISH)
    };
    let has = |list: &[&str]| w.iter().any(|x| list.contains(&x.as_str()));
    has(mine) && !has(theirs) && !RAW.iter().any(|r| sentence.contains(r))
}

/// An error body's sentence in the asked language, and no raw parser text in `error_en`.
///
/// `error_en` is not yet held to reading in English: some sheet validators still hand their
/// refusal over as a Spanish sentence (`SheetError::Field`'s messages, Hitos' character
/// refusals, `fields::human`), which English readers get inside an English frame (issue 29,
/// left for its next step, which turns this check on).
pub fn assert_error_language(v: &Value, english: bool, what: &str) {
    let Some(error) = v.get("error").and_then(Value::as_str) else {
        return;
    };
    assert!(
        reads_in(error, english),
        "{what}: «{error}» does not read in {}",
        if english { "English" } else { "Spanish" }
    );
    if let Some(en) = v.get("error_en").and_then(Value::as_str) {
        assert!(
            !RAW.iter().any(|r| en.contains(r)),
            "{what}: error_en «{en}» holds a parser's raw text"
        );
    }
}
