//! A Fate roll's effort in words: the ladder in the asked language, and the dice and effort
//! lines of one side's roll, shared by a plain roll, an attack and a conflict's rolls.

use crate::explanation::{DieRef, Line};
use crate::format::signed;
use crate::text::Lang;
use crate::value::{int, ints, list, word};
use serde_json::Value;
use tirada_rules::fate::{Ladder, Rules};

/// The ladder's words in `lang`: the table's own words stay; the seed's Spanish ones read in
/// English in English.
pub(crate) fn ladder(rules: &Rules, lang: Lang) -> Ladder {
    match lang {
        Lang::En if rules.ladder == Ladder::spanish() => Ladder::english(),
        _ => rules.ladder.clone(),
    }
}

/// The dice line (`key`: which sentence, `group`: where the dice are in the roll) and the
/// effort line of one side's roll: its skill, dice and modifiers summed on the ladder.
pub(crate) fn effort_lines(side: &Value, group: &'static str, key: &str, ladder: &Ladder, lang: Lang) -> Vec<Line> {
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
