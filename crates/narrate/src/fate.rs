//! Fate «La Escalera» (F): four Fate dice, the effort on the ladder (L29), the shifts against
//! the difficulty (L48), a success by 3 or more (L379), and the PP that would have made it.

mod attack;
pub mod conflict;

use crate::{int, ints, list, signed, word, DieRef, Explanation, Lang, Line};
use serde_json::Value;
use tirada_rules::fate::{Ladder, Rules};

pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    let rules: Rules = serde_json::from_value(roll.get("rules")?.clone()).ok()?;
    let ladder = ladder(&rules, lang);
    let label = |key: &str| ladder.label(int(roll, key).unwrap_or(0) as i32);
    if let Some(attack) = roll.get("attack") {
        return attack::explain(roll, attack, &ladder, lang);
    }
    let mut lines = effort_lines(roll, "dice", "fate-dice", &ladder, lang);
    let default = roll.get("difficulty_is_default").and_then(Value::as_bool) == Some(true);
    lines.push(Line::plain(lang.t(
        "fate-against",
        &[
            ("dif", label("difficulty").into()),
            ("default", default.into()),
            ("shifts", signed(int(roll, "shifts").unwrap_or(0)).into()),
        ],
    )));
    let outcome = word(roll, "outcome");
    let short = -int(roll, "shifts").unwrap_or(0);
    if outcome == "fallo" && short > 0 {
        lines.push(Line::plain(lang.t("fate-pp-would", &[("n", short.into())])));
    }
    let headline = lang.t(
        "fate-headline",
        &[
            ("outcome", outcome.into()),
            ("shifts", int(roll, "shifts_gained").unwrap_or(0).into()),
            ("short", short.into()),
            (
                "critico",
                (roll.get("critico").and_then(Value::as_bool) == Some(true)).into(),
            ),
            ("effort", label("effort").into()),
            ("dif", label("difficulty").into()),
        ],
    );
    Some(Explanation { headline, lines })
}

/// The ladder's words in `lang`: the table's own words stay; the seed's Spanish ones read in
/// English in English.
fn ladder(rules: &Rules, lang: Lang) -> Ladder {
    match lang {
        Lang::En if rules.ladder == Ladder::spanish() => Ladder::english(),
        _ => rules.ladder.clone(),
    }
}

/// The dice line (`key`: which sentence, `group`: where the dice are in the roll) and the
/// effort line of one side's roll: its skill, dice and modifiers summed on the ladder.
fn effort_lines(side: &Value, group: &'static str, key: &str, ladder: &Ladder, lang: Lang) -> Vec<Line> {
    let label = |key: &str| ladder.label(int(side, key).unwrap_or(0) as i32);
    let dice = ints(side, "dice");
    let faces: Vec<String> = dice
        .iter()
        .map(|&d| lang.t("fate-face", &[("face", d.into())]))
        .collect();
    let dice_line = Line {
        text: lang.t(
            key,
            &[
                ("faces", faces.join(" ").into()),
                ("total", signed(int(side, "dice_total").unwrap_or(0)).into()),
            ],
        ),
        dice: dice
            .iter()
            .enumerate()
            .map(|(index, &d)| DieRef {
                group,
                index,
                role: match d {
                    1 => "plus",
                    -1 => "minus",
                    _ => "blank",
                }
                .into(),
            })
            .collect(),
    };
    let mut parts = vec![
        lang.t("fate-skill", &[("label", label("skill").into())]),
        lang.t(
            "fate-dice-part",
            &[("v", signed(int(side, "dice_total").unwrap_or(0)).into())],
        ),
    ];
    parts.extend(list(side, "modifiers").iter().map(|m| {
        lang.t(
            "fate-modifier",
            &[
                ("v", signed(int(m, "value").unwrap_or(0)).into()),
                ("kind", word(m, "kind").into()),
            ],
        )
    }));
    let effort_line = Line::plain(lang.t(
        "fate-effort",
        &[("parts", parts.join(", ").into()), ("effort", label("effort").into())],
    ));
    vec![dice_line, effort_line]
}
