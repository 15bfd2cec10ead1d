//! Each die's story: the kept white die, another 6 or 1 (R5), a discomfort, wound, luck or
//! tempted die beaten, tied or not (R6–R9) and where it goes (R13–R17), from the engine's
//! `notes` (one per die, in the order of `dice`).

use crate::explanation::{DieRef, Line};
use crate::text::Lang;
use crate::value::{int, list, word};
use serde_json::Value;

pub fn lines(roll: &Value, lang: Lang) -> Vec<Line> {
    let role = word(roll, "role");
    list(roll, "notes")
        .iter()
        .enumerate()
        .filter_map(|(index, n)| {
            let colour = word(n, "color");
            let face = int(n, "face").unwrap_or(0);
            let points = int(n, "points").unwrap_or(0);
            let comparison = word(n, "comparison");
            let (text, die_role) = match comparison {
                "kept" => (
                    lang.t("portal-kept", &[("face", face.into()), ("role", role.into())]),
                    "kept",
                ),
                // Another white 6 or 1 counts only on a kept 6 or 1 (R5).
                "other" if points == 0 => return None,
                "other" => (
                    lang.t(
                        "portal-other-white",
                        &[("face", face.into()), ("v", crate::format::signed(points).into())],
                    ),
                    if points > 0 { "bonus" } else { "penalty" },
                ),
                _ => {
                    let fate = n.get("fate").and_then(Value::as_str).unwrap_or("none");
                    let colour_word = lang.t("portal-colour", &[("colour", colour.into())]);
                    let text = lang.t(
                        "portal-die",
                        &[
                            ("colour", colour_word.into()),
                            ("green", (colour == "verde").into()),
                            ("face", face.into()),
                            ("how", comparison.into()),
                            ("points", points.into()),
                            ("signed", crate::format::signed(points).into()),
                            ("fate", fate.into()),
                        ],
                    );
                    (text, if fate == "none" { comparison } else { fate })
                }
            };
            Some(Line {
                text,
                dice: vec![DieRef {
                    group: "dice",
                    index,
                    role: die_role.to_string(),
                }],
            })
        })
        .collect()
}
