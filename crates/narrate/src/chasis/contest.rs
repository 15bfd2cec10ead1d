//! A CHASIS margin contest (§3.7, C1353–C1409): the check every turn repeats, one line per
//! turn with what it adds to the piles, and how the contest stands.

use crate::explanation::{Explanation, Line};
use crate::format::signed;
use crate::text::Lang;
use crate::value::{int, list, word};
use serde_json::Value;

/// A contest's roll object: `contest` (mode, limit, piles, end) and its `turns`.
pub fn explain(roll: &Value, contest: &Value, lang: Lang) -> Option<Explanation> {
    let turns = list(roll, "turns");
    let mode = word(contest, "mode");
    let headline = lang.t(
        "chasis-contest-headline",
        &[
            (
                "end",
                contest.get("end").and_then(Value::as_str).unwrap_or("none").into(),
            ),
            ("turns", int(contest, "turns")?.into()),
            ("mode", mode.into()),
            ("limit", int(contest, "limit")?.into()),
        ],
    );
    let mut lines = Vec::new();
    if let Some(first) = turns.first() {
        let roll = first.get("roll")?;
        let rival = first.get("rival");
        lines.push(Line::plain(lang.t(
            "chasis-contest-check",
            &[
                ("base", word(roll, "base").into()),
                ("mod", modifier(roll).into()),
                ("level", level(roll).into()),
                ("dif", int(roll, "difficulty").unwrap_or(0).into()),
                ("rival", rival.map_or("none".to_string(), modifier).into()),
            ],
        )));
        // Issue 25 point 16: énfasis and estrés are part of the check every turn repeats, so
        // they apply — and are paid — each turn.
        if let Some([emphasis, stress]) = crate::value::energy_py(roll) {
            let n = turns.len() as i64;
            lines.push(Line::plain(lang.t(
                "chasis-contest-energy",
                &[
                    ("turns", n.into()),
                    ("emphasis", emphasis.into()),
                    ("stress", stress.into()),
                    ("emphasis-total", (emphasis * n).into()),
                    ("stress-total", (stress * n).into()),
                ],
            )));
        }
    }
    for t in turns {
        let roll = t.get("roll")?;
        let piles = lang.t(
            "chasis-contest-piles",
            &[
                ("mode", mode.into()),
                // Two piles count up from 0; one pile (and an opposed one) is signed.
                ("success", int(t, "success").unwrap_or(0).into()),
                ("signed", signed(int(t, "success").unwrap_or(0)).into()),
                ("failure", int(t, "failure").unwrap_or(0).into()),
            ],
        );
        let text = match t.get("rival") {
            Some(rival) => lang.t(
                "chasis-contest-turn-opposed",
                &[
                    ("turn", int(t, "turn").unwrap_or(0).into()),
                    ("thrown", thrown(roll).into()),
                    ("rival", thrown(rival).into()),
                    ("grade", signed(int(t, "grade").unwrap_or(0)).into()),
                    ("piles", piles.into()),
                ],
            ),
            None => lang.t(
                "chasis-contest-turn",
                &[
                    ("turn", int(t, "turn").unwrap_or(0).into()),
                    ("thrown", thrown(roll).into()),
                    (
                        "outcome",
                        lang.t("chasis-outcome", &[("outcome", word(roll, "outcome").into())])
                            .into(),
                    ),
                    ("label", word(roll, "grade_label").into()),
                    ("piles", piles.into()),
                ],
            ),
        };
        lines.push(Line::plain(text));
    }
    Some(Explanation { headline, lines })
}

/// The opponent's level as it weighs on the check (` NIV −2`), or nothing.
fn level(roll: &Value) -> String {
    match int(roll, "level_modifier").unwrap_or(0) {
        0 => String::new(),
        v => format!(" NIV {}", signed(v)),
    }
}

/// A check's modifier as written: `+2` for a number, `1d6` for dice.
fn modifier(roll: &Value) -> String {
    let expression = roll
        .pointer("/modifier/expression")
        .and_then(Value::as_str)
        .unwrap_or("0");
    expression
        .parse::<i64>()
        .map(signed)
        .unwrap_or_else(|_| expression.to_string())
}

/// One side's dice and total: `5, 8 [d10:10 d10:3 +13] (4) → 30` — the base faces, each
/// apertura chain, the modifier's dice, then the total.
fn thrown(roll: &Value) -> String {
    let mut out = crate::format::faces(&crate::value::ints(roll, "dice"));
    for chain in roll.get("apertura").map(|a| list(a, "chains")).unwrap_or(&[]) {
        let sides = int(chain, "sides").unwrap_or(0);
        let dice: Vec<String> = crate::value::ints(chain, "faces")
            .iter()
            .map(|f| format!("d{sides}:{f}"))
            .collect();
        out.push_str(&format!(
            " [{} {}]",
            dice.join(" "),
            signed(int(chain, "value").unwrap_or(0))
        ));
    }
    let modifier = roll
        .get("modifier")
        .map(|m| crate::value::ints(m, "dice"))
        .unwrap_or_default();
    if !modifier.is_empty() {
        out.push_str(&format!(" ({})", crate::format::faces(&modifier)));
    }
    format!("{out} → {}", crate::format::number(int(roll, "total").unwrap_or(0)))
}
