//! MIRILLA (inside the PORTAL book): one d6 read as a degree of success on the Guide's scale,
//! or a run of N rolls in a row that must each reach a face.

use crate::explanation::{DieRef, Explanation, Line};
use crate::text::Lang;
use crate::value::{int, ints};
use serde_json::Value;
use tirada_rules::mirilla::Scale;

pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    let dice = ints(roll, "dice");
    let degree = int(roll, "degree")?;
    let degree_word = scale_word(roll.get("word").and_then(Value::as_str).unwrap_or(""), degree, lang);
    let Some(needed) = int(roll, "needed") else {
        let line = Line {
            text: lang.t(
                "mirilla-die",
                &[
                    ("face", dice.first().copied().unwrap_or(degree).into()),
                    ("degree", degree.into()),
                    ("word", degree_word.clone().into()),
                ],
            ),
            dice: vec![die(0, "read")],
        };
        let headline = lang.t(
            "mirilla-headline",
            &[("degree", degree.into()), ("word", degree_word.into())],
        );
        return Some(Explanation {
            headline,
            lines: vec![line],
        });
    };
    let minimum = int(roll, "minimum").unwrap_or(6);
    // A challenge's dice are read against the minimum only: a degree word could contradict
    // the mark (a 1 «desastre» beside ✓ with a minimum of 1; P27 leaves degrees to the Narrador).
    let lines = dice
        .iter()
        .enumerate()
        .map(|(i, &face)| {
            let ok = face >= minimum;
            Line {
                text: lang.t(
                    "mirilla-chain-roll",
                    &[
                        ("n", (i + 1).into()),
                        ("face", face.into()),
                        ("ok", ok.into()),
                        ("minimum", minimum.into()),
                    ],
                ),
                dice: vec![die(i, if ok { "reached" } else { "missed" })],
            }
        })
        .collect();
    let headline = lang.t(
        "mirilla-chain-headline",
        &[
            (
                "outcome",
                roll.get("outcome").and_then(Value::as_str).unwrap_or("").into(),
            ),
            ("reached", int(roll, "reached").unwrap_or(0).into()),
            ("needed", needed.into()),
            ("minimum", minimum.into()),
        ],
    );
    Some(Explanation { headline, lines })
}

fn die(index: usize, role: &str) -> DieRef {
    DieRef {
        group: "dice",
        index,
        role: role.into(),
    }
}

/// The Guide's word for a degree: the table's own, or the book's read in English.
fn scale_word(word: &str, degree: i64, lang: Lang) -> String {
    let d = degree.clamp(1, 6) as u8;
    if lang == Lang::En && word == Scale::spanish().word(d) {
        Scale::english().word(d).to_string()
    } else {
        word.to_string()
    }
}
