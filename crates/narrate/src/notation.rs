//! Generic dice notation (`tirada roll 4d6kh3+2`): each term's dice, kept and dropped,
//! explosions as the chain of faces that made one die, and the constants.

use crate::explanation::{DieRef, Explanation, Line};
use crate::format::number;
use crate::text::{Arg, Lang};
use crate::value::{int, list, word};
use serde_json::Value;

pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    let total = int(roll, "total")?;
    let mut index = 0;
    let lines = list(roll, "terms")
        .iter()
        .map(|t| {
            let negative = t.get("negative").and_then(Value::as_bool) == Some(true);
            let sign = if negative { "−" } else { "+" };
            let dice = list(t, "dice");
            if dice.is_empty() {
                return Line::plain(lang.t(
                    "notation-constant",
                    &[("sign", sign.into()), ("term", word(t, "term").into())],
                ));
            }
            // Fate dice read as the book draws them (F L27): [+], [−], [ ].
            let fudge = word(t, "die") == "dF";
            let face = |f: i64| {
                if fudge {
                    lang.t("fate-face", &[("face", f.into())])
                } else {
                    number(f)
                }
            };
            let mut refs = Vec::new();
            let shown: Vec<String> = dice
                .iter()
                .map(|d| {
                    let chain: Vec<String> = list(d, "faces").iter().filter_map(Value::as_i64).map(face).collect();
                    let kept = d.get("kept").and_then(Value::as_bool) != Some(false);
                    let exploded = chain.len() > 1;
                    refs.push(DieRef {
                        group: "dice",
                        index,
                        role: match (kept, exploded) {
                            (false, _) => "dropped",
                            (true, true) => "exploded",
                            (true, false) => "kept",
                        }
                        .into(),
                    });
                    index += 1;
                    lang.t(
                        "notation-die",
                        &[
                            ("chain", chain.join("+").into()),
                            ("value", number(int(d, "value").unwrap_or(0)).into()),
                            ("exploded", exploded.into()),
                            ("kept", kept.into()),
                        ],
                    )
                })
                .collect();
            Line {
                text: lang.t(
                    "notation-term",
                    &[
                        ("sign", sign.into()),
                        ("term", word(t, "term").into()),
                        ("dice", shown.join(", ").into()),
                        ("value", number(int(t, "value").unwrap_or(0)).into()),
                    ],
                ),
                dice: refs,
            }
        })
        .collect();
    let headline = lang.t(
        "notation-headline",
        &[
            ("expression", word(roll, "expression").into()),
            // The player's own name for the roll (`[ataque] 1d20`); "none" when unnamed.
            (
                "label",
                roll.get("label").and_then(Value::as_str).unwrap_or("none").into(),
            ),
            ("total", number(total).into()),
        ],
    );
    Some(Explanation { headline, lines })
}

/// What `tirada odds` says above the summary of a distribution of `values` possible values
/// from `lowest` to `highest`, too long to list whole without `--todo`.
pub fn odds_summary(values: u64, lowest: i64, highest: i64, lang: Lang) -> String {
    lang.t(
        "notation-odds-summary",
        &[
            ("values", Arg::Num(values as i64)),
            ("lowest", number(lowest).into()),
            ("highest", number(highest).into()),
        ],
    )
}
