//! Hitos (H): the die read among m, C, M (N-1) or V⁺/V⁻ after an activation (L125–L131),
//! characteristic + skill + modifier, the verdict against the difficulty and its band (Table
//! 5), criticals and fumbles, and the drama points that moved.

use crate::explanation::{DieRef, Explanation, Line};
use crate::format::{faces, number};
use crate::text::Lang;
use crate::value::{int, ints, list, word};
use serde_json::Value;
use tirada_rules::hitos::Band;

pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    let total = int(roll, "total")?;
    let dice = ints(roll, "dice");
    let sorted = ints(roll, "sorted");
    if sorted.len() != 3 {
        return None;
    }
    let mut lines = Vec::new();
    if roll.get("first_dice").is_some() {
        lines.push(Line::plain(lang.t(
            "hitos-first-throw",
            &[("dice", faces(&ints(roll, "first_dice")).into())],
        )));
    }
    lines.extend(list(roll, "steps").iter().map(|s| Line::plain(step(s, lang))));
    let activation = roll.get("activation").and_then(Value::as_str).unwrap_or("none");
    let die_value = int(roll, "die_value").unwrap_or(0);
    let read = read_dice(&dice, &sorted, activation, word(roll, "reading"));
    lines.push(Line {
        text: lang.t(
            "hitos-read",
            &[
                ("dice", faces(&dice).into()),
                ("low", sorted[0].into()),
                ("mid", sorted[1].into()),
                ("high", sorted[2].into()),
                ("name", value_name(roll, lang).into()),
                ("value", number(die_value).into()),
            ],
        ),
        dice: read
            .into_iter()
            .map(|index| DieRef {
                group: "dice",
                index,
                role: "read".into(),
            })
            .collect(),
    });
    lines.push(Line::plain(arithmetic(
        roll,
        &value_name(roll, lang),
        die_value,
        total,
        lang,
    )));
    let attack = roll.get("damage").is_some() || roll.get("target_secuela").is_some();
    let critical = roll.get("special").filter(|s| attack && word(s, "kind") == "critico");
    if let Some(s) = critical.filter(|_| roll.get("secuaz_contra_heroe").and_then(Value::as_bool) == Some(true)) {
        // MI-2: a minion's critical on a hero is a hit and nothing more.
        lines.push(Line::plain(
            lang.t("hitos-critical-minion", &[("size", word(s, "size").into())]),
        ));
    } else if let Some(s) = critical {
        // H213: an attack's critical is a secuela on its target, not the roller's aspect.
        let t = roll.get("target_secuela");
        let duration =
            t.map(|t| word(t, "duration"))
                .unwrap_or(if word(s, "size") == "doble" { "escena" } else { "sesion" });
        lines.push(Line::plain(lang.t(
            "hitos-critical-attack",
            &[
                ("size", word(s, "size").into()),
                ("named", t.is_some().into()),
                ("aspect", t.map_or("", |t| word(t, "aspect")).into()),
                ("target", t.map_or("", |t| word(t, "target")).into()),
                ("duration", duration.into()),
            ],
        )));
    } else if let Some(s) = roll.get("special") {
        let duration = roll
            .pointer("/temporary_aspect/duration")
            .and_then(Value::as_str)
            .unwrap_or("");
        lines.push(Line::plain(lang.t(
            "hitos-special",
            &[
                ("kind", word(s, "kind").into()),
                ("size", word(s, "size").into()),
                ("duration", duration.into()),
            ],
        )));
    }
    let high = roll.pointer("/effect_dice/M").and_then(Value::as_i64);
    if activation == "positiva" && high.is_some_and(|m| m != sorted[2]) {
        lines.push(Line::plain(
            lang.t("hitos-effect-high", &[("value", high.unwrap_or(0).into())]),
        ));
    }
    let drama: Vec<String> = list(roll, "drama")
        .iter()
        .map(|e| {
            let delta = int(e, "delta").unwrap_or(0);
            lang.t(
                "hitos-drama-move",
                &[
                    ("who", word(e, "who").into()),
                    ("delta", crate::format::signed(delta).into()),
                    ("reason", word(e, "reason").into()),
                ],
            )
        })
        .collect();
    if !drama.is_empty() {
        lines.push(Line::plain(
            lang.t("hitos-drama", &[("moves", drama.join("; ").into())]),
        ));
    }
    let headline = match roll.get("outcome").and_then(Value::as_str) {
        Some(o) => match (int(roll, "difficulty"), band_name(roll, lang)) {
            (Some(d), band) => lang.t(
                "hitos-headline",
                &[
                    ("outcome", o.into()),
                    ("total", number(total).into()),
                    ("dif", d.into()),
                    ("has-band", (!band.is_empty()).into()),
                    ("band", band.into()),
                ],
            ),
            (None, _) => lang.t(
                "hitos-headline-special",
                &[("outcome", o.into()), ("total", number(total).into())],
            ),
        },
        None => lang.t("hitos-headline-free", &[("total", number(total).into())]),
    };
    if let Some(d) = roll.get("damage") {
        lines.push(damage(d, lang));
    }
    // H379: a dying character's Aguante test says what the turn brings.
    if let Some(v) = roll.get("moribundo").and_then(Value::as_str) {
        lines.push(Line::plain(lang.t("hitos-dying", &[("verdict", v.into())])));
    }
    Some(Explanation { headline, lines })
}

/// What the die value is: V⁺, V⁻, or the die or sum read.
fn value_name(roll: &Value, lang: Lang) -> String {
    lang.t(
        "hitos-value-name",
        &[
            ("activation", word(roll, "activation").into()),
            ("reading", word(roll, "reading").into()),
        ],
    )
}

/// The Table 5 band's name, as the rules crate words it ("" when there is none).
fn band_name(roll: &Value, lang: Lang) -> String {
    let band = roll
        .get("band")
        .and_then(|b| serde_json::from_value::<Band>(b.clone()).ok());
    match (band, lang) {
        (Some(b), Lang::Es) => b.name().to_string(),
        (Some(b), Lang::En) => b.english().to_string(),
        (None, _) => String::new(),
    }
}

/// `V⁺ 10 + característica 5 + habilidad 4 = 19 ≥ 15`.
fn arithmetic(roll: &Value, name: &str, die_value: i64, total: i64, lang: Lang) -> String {
    let mut text = format!("{name} {}", number(die_value));
    for (key, part) in [("characteristic", "char"), ("skill", "skill"), ("modifier", "mod")] {
        let v = int(roll, key).unwrap_or(0);
        if v != 0 || key != "modifier" {
            let sign = if v < 0 { "−" } else { "+" };
            text.push_str(&format!(
                " {sign} {}",
                lang.t("hitos-part", &[("part", part.into()), ("v", v.abs().into())])
            ));
        }
    }
    let compare = match (int(roll, "difficulty"), word(roll, "outcome")) {
        (Some(d), "exito" | "fallo") => format!(" {} {d}", if total >= d { "≥" } else { "<" }),
        _ => String::new(),
    };
    crate::format::capitalise(&format!("{text} = {}{compare}", number(total)))
}

/// The thrown dice (by position) the value was read from: the repeated faces or the highest
/// after an activation in favour, the repeated or the lowest after one against (L125–L131),
/// else the letters read (N-1).
fn read_dice(dice: &[i64], sorted: &[i64], activation: &str, reading: &str) -> Vec<usize> {
    let repeat = if sorted[0] == sorted[1] || sorted[1] == sorted[2] {
        let count = if sorted[0] == sorted[2] { 3 } else { 2 };
        Some((sorted[1], count))
    } else {
        None
    };
    let slots: Vec<usize> = match (activation, repeat) {
        ("positiva", Some((face, n))) if face * n > sorted[2] => (0..3).filter(|&i| sorted[i] == face).collect(),
        ("positiva", _) => vec![2],
        ("negativa", Some((face, _))) => (0..3).filter(|&i| sorted[i] == face).collect(),
        ("negativa", None) => vec![0],
        _ => ["m", "C", "M"]
            .iter()
            .enumerate()
            .filter(|(_, l)| reading.contains(*l))
            .map(|(i, _)| i)
            .collect(),
    };
    let mut used = vec![false; dice.len()];
    slots
        .into_iter()
        .filter_map(|slot| {
            let i = (0..dice.len()).find(|&i| !used[i] && dice[i] == sorted[slot])?;
            used[i] = true;
            Some(i)
        })
        .collect()
}

/// An activation (its dice rerolled and V⁺ or V⁻), two that cancel, or one cancelled.
fn step(s: &Value, lang: Lang) -> String {
    match word(s, "step") {
        "activacion" => {
            let rerolled: Vec<String> = list(s, "rerolled")
                .iter()
                .map(|r| {
                    lang.t(
                        "hitos-rerolled-die",
                        &[
                            ("from", int(r, "from").unwrap_or(0).into()),
                            ("to", int(r, "to").unwrap_or(0).into()),
                            ("position", int(r, "position").unwrap_or(0).into()),
                        ],
                    )
                })
                .collect();
            lang.t(
                "hitos-activation",
                &[
                    ("polarity", word(s, "polarity").into()),
                    ("aspect", word(s, "aspect").into()),
                    ("named", (s.get("aspect").is_some()).into()),
                    ("rerolled", rerolled.join(", ").into()),
                    ("count", rerolled.len().into()),
                    ("value", number(int(s, "value").unwrap_or(0)).into()),
                ],
            )
        }
        "activaciones_anuladas" => lang.w("hitos-mutual-cancel"),
        "activacion_cancelada" => {
            let reason = s.get("razon").and_then(Value::as_str).unwrap_or("");
            let by = match s.get("by_gm").and_then(Value::as_bool) == Some(true) {
                // H159: the GM's cancellation says why, as the log keeps it.
                true if !reason.is_empty() => "gm_reason",
                true => "gm",
                false => "roller",
            };
            lang.t("hitos-cancelled", &[("by", by.into()), ("reason", reason.into())])
        }
        other => other.to_string(),
    }
}

/// The damage read off the roll (Table 7, H249): the dice, any fresh dice, the damage bonus
/// (BD), the multiplier and the resistance (RD), and what gets through.
fn damage(d: &Value, lang: Lang) -> Line {
    let mut running = int(d, "dice").unwrap_or(0);
    let mut steps = vec![number(running)];
    let fresh = ints(d, "extra_dice");
    if !fresh.is_empty() {
        steps.push(lang.t("hitos-damage-fresh", &[("dice", crate::format::faces(&fresh).into())]));
    }
    let bonus = int(d, "bonus").unwrap_or(0);
    if bonus != 0 {
        running += bonus;
        let sign = if bonus < 0 { "−" } else { "+" };
        steps.push(lang.t(
            "hitos-damage-bonus",
            &[
                ("sign", sign.into()),
                ("bonus", bonus.abs().into()),
                ("running", number(running).into()),
            ],
        ));
    }
    let multiplier = int(d, "multiplier").unwrap_or(1);
    if multiplier != 1 {
        running *= multiplier;
        steps.push(lang.t(
            "hitos-damage-times",
            &[("multiplier", multiplier.into()), ("running", number(running).into())],
        ));
    }
    let resistance = int(d, "resistance").unwrap_or(0);
    if resistance != 0 {
        steps.push(lang.t("hitos-damage-resistance", &[("resistance", resistance.into())]));
    }
    Line::plain(lang.t(
        "hitos-damage",
        &[
            ("expr", word(d, "expr").into()),
            ("steps", steps.join(" ").into()),
            ("total", number(int(d, "total").unwrap_or(0)).into()),
        ],
    ))
}
