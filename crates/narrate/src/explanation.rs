//! What a narrator gives: an explanation's headline and lines, each line with the dice it
//! speaks of, serialised as the contract has it.

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// A die a line speaks of: `roll[group][index]`, and what it does there (`kept`, `removed`,
/// `read`, `dropped`...), so a page can highlight it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DieRef {
    pub group: &'static str,
    pub index: usize,
    pub role: String,
}

/// One sentence of an explanation and the dice it speaks of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub dice: Vec<DieRef>,
}

impl Line {
    pub fn plain(text: String) -> Line {
        Line { text, dice: vec![] }
    }
}

/// A roll explained: the verdict first, then how it came about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub headline: String,
    pub lines: Vec<Line>,
}

impl Explanation {
    /// The lines' sentences alone.
    pub fn texts(&self) -> Vec<&str> {
        self.lines.iter().map(|l| l.text.as_str()).collect()
    }
}

/// As the contract has it: `{"headline", "lines": [text...], "dice": [[DieRef...]...]}`,
/// `dice` parallel to `lines`.
impl Serialize for Explanation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Explanation", 3)?;
        st.serialize_field("headline", &self.headline)?;
        st.serialize_field("lines", &self.texts())?;
        let dice: Vec<&Vec<DieRef>> = self.lines.iter().map(|l| &l.dice).collect();
        st.serialize_field("dice", &dice)?;
        st.end()
    }
}
