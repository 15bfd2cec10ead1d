//! CHASIS (C): the base dice and their sum (RST), the modifier, the apertura chains, the total
//! against the difficulty, the grade (GD) and the extremes that override or multiply it.

mod contest;
mod level;

use crate::explanation::{DieRef, Explanation, Line};
use crate::format::{faces, number, signed};
use crate::text::Lang;
use crate::value::{int, ints, list, word};
use serde_json::Value;

pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    if let Some(c) = roll.get("contest") {
        return contest::explain(roll, c, lang);
    }
    if word(roll, "command") == "nivel" {
        return level::explain(roll, lang);
    }
    let total = int(roll, "total")?;
    let dif = int(roll, "difficulty")?;
    let dice = ints(roll, "dice");
    let extreme = roll.get("extreme").and_then(Value::as_str);
    let mut lines = vec![Line {
        text: lang.t(
            "chasis-dice",
            &[
                ("base", word(roll, "base").into()),
                ("dice", faces(&dice).into()),
                ("result", number(int(roll, "result").unwrap_or(0)).into()),
            ],
        ),
        dice: (0..dice.len())
            .map(|index| DieRef {
                group: "dice",
                index,
                role: extreme.unwrap_or("base").into(),
            })
            .collect(),
    }];
    if roll.get("counted").is_some() {
        lines.push(Line::plain(
            lang.t("chasis-counted", &[("dice", faces(&ints(roll, "counted")).into())]),
        ));
    }
    if let Some(m) = roll.get("modifier").filter(|m| word(m, "expression") != "0") {
        let rolled = ints(m, "dice");
        lines.push(Line::plain(lang.t(
            "chasis-modifier",
            &[
                ("expression", word(m, "expression").into()),
                ("has-dice", (!rolled.is_empty()).into()),
                ("dice", faces(&rolled).into()),
                ("value", signed(int(m, "value").unwrap_or(0)).into()),
            ],
        )));
    }
    if let Some(v) = int(roll, "level_modifier").filter(|&v| v != 0) {
        lines.push(Line::plain(lang.t("chasis-level", &[("value", signed(v).into())])));
    }
    if let Some(e) = roll.get("energy") {
        let (emphasis, stress) = (int(e, "enfasis_mod").unwrap_or(0), int(e, "estres_mod").unwrap_or(0));
        // Said whenever energy moved, even when énfasis and estrés cancel out (issue 25 point 16).
        if emphasis != 0 || stress != 0 {
            lines.push(Line::plain(lang.t(
                "chasis-energy",
                &[
                    ("emphasis", emphasis.into()),
                    ("stress", stress.into()),
                    ("value", signed(emphasis - stress).into()),
                ],
            )));
        }
        let (emphasis, stress) = (int(e, "enfasis_aux").unwrap_or(0), int(e, "estres_aux").unwrap_or(0));
        if emphasis != 0 || stress != 0 {
            lines.push(Line::plain(lang.t(
                "chasis-energy-aux",
                &[
                    ("emphasis", emphasis.into()),
                    ("stress", stress.into()),
                    ("value", signed(emphasis - stress).into()),
                ],
            )));
        }
        if let Some([emphasis, stress]) = crate::value::energy_py(roll) {
            lines.push(Line::plain(lang.t(
                "chasis-energy-spent",
                &[("emphasis", emphasis.into()), ("stress", stress.into())],
            )));
        }
    }
    if let Some(a) = roll.get("apertura") {
        let chains: Vec<String> = list(a, "chains")
            .iter()
            .map(|c| {
                lang.t(
                    "chasis-chain",
                    &[
                        ("die", (int(c, "die").unwrap_or(0) + 1).into()),
                        ("sides", int(c, "sides").unwrap_or(0).into()),
                        ("faces", faces(&ints(c, "faces")).into()),
                        ("value", signed(int(c, "value").unwrap_or(0)).into()),
                        // A relanzar chain throws once more (A9).
                        ("again", (c.get("reroll").and_then(Value::as_bool) == Some(true)).into()),
                    ],
                )
            })
            .collect();
        lines.push(Line::plain(if chains.is_empty() {
            lang.t("chasis-apertura-closed", &[("kind", word(a, "type").into())])
        } else {
            lang.t(
                "chasis-apertura",
                &[
                    ("kind", word(a, "type").into()),
                    ("chains", chains.join("; ").into()),
                    ("value", signed(int(a, "value").unwrap_or(0)).into()),
                ],
            )
        }));
    }
    lines.push(Line::plain(lang.t(
        "chasis-grade",
        &[
            ("total", number(total).into()),
            ("dif", dif.into()),
            ("grade", signed(int(roll, "grade").unwrap_or(0)).into()),
        ],
    )));
    if roll.get("multiplied").and_then(Value::as_bool) == Some(true) {
        // After the DJ's decision the grade is the DJ's (C1198), not the multiplied one.
        lines.push(Line::plain(match roll.get("dj") {
            Some(_) => lang.w("chasis-multiplied-before-dj"),
            None => lang.t("chasis-multiplied", &[("label", word(roll, "grade_label").into())]),
        }));
    }
    if roll.get("only_via_extreme").and_then(Value::as_bool) == Some(true) {
        lines.push(Line::plain(lang.w("chasis-only-extreme")));
    }
    if let Some(x) = extreme {
        // After the DJ's decision the extreme is what the dice showed, not the result (C1198).
        let key = match roll.get("dj") {
            Some(_) => "chasis-extreme-before-dj",
            None => "chasis-extreme",
        };
        lines.push(Line::plain(lang.t(key, &[("extreme", x.into())])));
    }
    if let Some(aux) = int(roll, "auxiliary") {
        lines.push(Line::plain(
            lang.t("chasis-auxiliary", &[("value", signed(aux).into())]),
        ));
    }
    if let Some(g) = roll.get("gradual") {
        lines.push(Line::plain(lang.t(
            "chasis-gradual",
            &[
                ("kind", word(g, "type").into()),
                ("points", signed(int(g, "points").unwrap_or(0)).into()),
            ],
        )));
    }
    if let Some(d) = roll.get("dj") {
        lines.push(Line::plain(lang.t(
            "chasis-dj",
            &[
                ("action", word(d, "action").into()),
                ("stress", int(d, "stress").unwrap_or(0).into()),
            ],
        )));
    }
    let headline = lang.t(
        "chasis-headline",
        &[
            ("outcome", word(roll, "outcome").into()),
            ("label", word(roll, "grade_label").into()),
            ("total", number(total).into()),
            ("dif", dif.into()),
        ],
    );
    Some(Explanation { headline, lines })
}
