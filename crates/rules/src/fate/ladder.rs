//! *La Escalera*, the ladder every rating is read on (L3–L15, R-LAD-1…3).
//!
//! Ratings are plain signed integers; the ladder only gives them words. The seed's words are
//! the default, but translations of Fate name the rungs differently, so a table may bring its
//! own eleven words ([`Ladder::new`]).

use super::error::FateError;
use serde::{Deserialize, Serialize};

/// The highest named rung, *Legendario* (+8).
pub const TOP: i32 = 8;
/// The lowest named rung, *Terrible* (−2).
pub const BOTTOM: i32 = -2;
/// How many rungs have a name.
pub const RUNGS: usize = (TOP - BOTTOM + 1) as usize;

/// The seed's words, from +8 down to −2 (L5–L15).
const SPANISH: [&str; RUNGS] = [
    "Legendario",
    "Épico",
    "Fantástico",
    "Soberbio",
    "Genial",
    "Bueno",
    "Decente",
    "Normal",
    "Mediocre",
    "Pobre",
    "Terrible",
];

/// Spirit of the Century's words, the English edition this text translates (aid §0).
const ENGLISH: [&str; RUNGS] = [
    "Legendary",
    "Epic",
    "Fantastic",
    "Superb",
    "Great",
    "Good",
    "Fair",
    "Average",
    "Mediocre",
    "Poor",
    "Terrible",
];

/// The words of a table's ladder, top (+8) first as the book lists them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<String>", into = "Vec<String>")]
pub struct Ladder {
    words: [String; RUNGS],
}

impl Default for Ladder {
    fn default() -> Self {
        Ladder::spanish()
    }
}

impl TryFrom<Vec<String>> for Ladder {
    type Error = FateError;
    fn try_from(words: Vec<String>) -> Result<Self, FateError> {
        Ladder::new(&words)
    }
}

impl From<Ladder> for Vec<String> {
    fn from(l: Ladder) -> Vec<String> {
        l.words.to_vec()
    }
}

impl Ladder {
    /// Eleven non-empty, distinct words from +8 down to −2.
    pub fn new<S: AsRef<str>>(words: &[S]) -> Result<Ladder, FateError> {
        let words: Vec<String> = words.iter().map(|w| w.as_ref().trim().to_string()).collect();
        if words.len() != RUNGS {
            return Err(FateError::LadderLength { given: words.len() });
        }
        for (i, w) in words.iter().enumerate() {
            let value = TOP - i as i32;
            if w.is_empty() {
                return Err(FateError::LadderEmpty { value });
            }
            if w.chars()
                .any(|c| c.is_ascii_digit() || c == '+' || c == '-' || c == '−')
            {
                return Err(FateError::LadderWord { word: w.clone() });
            }
            if words[..i].iter().any(|o| fold(o) == fold(w)) {
                return Err(FateError::LadderRepeated { word: w.clone() });
            }
        }
        Ok(Ladder {
            words: words.try_into().expect("checked length"),
        })
    }

    /// The seed's Spanish words.
    pub fn spanish() -> Ladder {
        Ladder::new(&SPANISH).expect("eleven words")
    }

    /// The English words of Spirit of the Century.
    pub fn english() -> Ladder {
        Ladder::new(&ENGLISH).expect("eleven words")
    }

    /// The eleven words, top first.
    pub fn words(&self) -> &[String; RUNGS] {
        &self.words
    }

    /// The word for a value. Beyond the ends the text names nothing, so the nearest end counts
    /// on: `Legendario+2` for +10, `Terrible−1` for −3 (A-LAD-1).
    pub fn word(&self, value: i32) -> String {
        if value > TOP {
            format!("{}+{}", self.words[0], value - TOP)
        } else if value < BOTTOM {
            format!("{}−{}", self.words[RUNGS - 1], BOTTOM - value)
        } else {
            self.words[(TOP - value) as usize].clone()
        }
    }

    /// Word and number, the book's preferred display: `Bueno (+3)` (R-LAD-2, L17).
    pub fn label(&self, value: i32) -> String {
        format!("{} ({})", self.word(value), signed(value))
    }

    /// A rating typed by a person: a number (`3`, `+3`, `-1`), a word of this ladder in any
    /// case, with or without accents, masculine or feminine, singular or plural (`buena`,
    /// `Geniales`; A-LAD-2), or a word beyond the ends (`Legendario+2`). `None` if it is none
    /// of these.
    pub fn parse(&self, text: &str) -> Option<i32> {
        let t = text.trim();
        if let Ok(v) = t.replace('−', "-").trim_start_matches('+').parse::<i32>() {
            return Some(v);
        }
        if let Some(v) = self.word_value(t) {
            return Some(v);
        }
        // `Legendario+2`, `Terrible-1`: an end word counted on.
        let cut = t.find(['+', '-', '−'])?;
        let (word, rest) = t.split_at(cut);
        let sign = if rest.starts_with('+') { 1 } else { -1 };
        let n: i32 = rest[rest.chars().next()?.len_utf8()..].trim().parse().ok()?;
        match self.word_value(word.trim())? {
            TOP if sign > 0 => Some(TOP + n),
            BOTTOM if sign < 0 => Some(BOTTOM - n),
            _ => None,
        }
    }

    fn word_value(&self, word: &str) -> Option<i32> {
        let w = fold(word);
        if w.is_empty() {
            return None;
        }
        let forms = [
            Some(w.clone()),
            w.strip_suffix("es").map(str::to_string),
            w.strip_suffix('s').map(str::to_string),
            w.strip_suffix('a').map(|s| format!("{s}o")),
            w.strip_suffix("as").map(|s| format!("{s}o")),
        ];
        forms
            .iter()
            .flatten()
            .find_map(|f| self.words.iter().position(|x| fold(x) == *f).map(|i| TOP - i as i32))
    }
}

/// A number with its sign, as the ladder shows it: `+3`, `+0`, `−1`.
pub fn signed(v: i32) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        format!("+{v}")
    }
}

/// Lower case without accents, for comparing words a person typed (`Épico` = `epico`).
pub fn fold(s: &str) -> String {
    s.trim()
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'ä' | 'â' => 'a',
            'é' | 'è' | 'ë' | 'ê' => 'e',
            'í' | 'ì' | 'ï' | 'î' => 'i',
            'ó' | 'ò' | 'ö' | 'ô' => 'o',
            'ú' | 'ù' | 'ü' | 'û' => 'u',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_numbers_and_beyond_the_ends() {
        let l = Ladder::spanish();
        assert_eq!(l.label(3), "Bueno (+3)");
        assert_eq!(l.label(0), "Mediocre (+0)");
        assert_eq!(l.label(-1), "Pobre (−1)");
        assert_eq!(l.word(10), "Legendario+2");
        assert_eq!(l.word(-9), "Terrible−7");
        for v in -12..=14 {
            assert_eq!(l.parse(&l.word(v)), Some(v), "{v}");
        }
    }

    #[test]
    fn typed_words_in_any_form() {
        let l = Ladder::spanish();
        for (t, v) in [
            ("fantastico", 6),
            ("FANTÁSTICO", 6),
            ("Buena", 3),
            ("geniales", 4),
            ("Normales", 1),
            ("epica", 7),
            ("+3", 3),
            ("-2", -2),
            ("−1", -1),
            ("legendario+1", 9),
            ("Terrible-2", -4),
        ] {
            assert_eq!(l.parse(t), Some(v), "{t}");
        }
        for t in ["", "grande", "Bueno+1", "Terrible+1", "3x"] {
            assert_eq!(l.parse(t), None, "{t}");
        }
    }

    #[test]
    fn a_table_brings_its_own_words() {
        let l = Ladder::english();
        assert_eq!(l.label(2), "Fair (+2)");
        assert_eq!(l.parse("average"), Some(1));
        assert!(matches!(
            Ladder::new(&["a"; 3]),
            Err(FateError::LadderLength { given: 3 })
        ));
        let mut w: Vec<String> = SPANISH.iter().map(|s| s.to_string()).collect();
        w[4] = "bueno".into();
        assert!(matches!(Ladder::new(&w), Err(FateError::LadderRepeated { .. })));
        let json = serde_json::to_string(&Ladder::spanish()).unwrap();
        assert!(json.starts_with("[\"Legendario\",\"Épico\""));
        assert_eq!(serde_json::from_str::<Ladder>(&json).unwrap(), Ladder::spanish());
    }
}
