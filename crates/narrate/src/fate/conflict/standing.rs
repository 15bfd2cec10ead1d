//! The lines around a conflict's log: its kind and zones above, and after it where every
//! side and member stands (stress boxes, consequences, PP, minions left) and why play stopped.

use crate::text::Lang;
use crate::value::{int, ints, list, word};
use serde_json::Value;

/// The line above a new conflict: its kind (L104) and its zones, with their borders (L187).
pub fn heading(conflict: &Value, lang: Lang) -> String {
    let zones = &conflict["zones"];
    let names: Vec<&str> = list(zones, "names").iter().map(|z| z.as_str().unwrap_or("?")).collect();
    let zone = |i: i64| names.get(i as usize).copied().unwrap_or("?");
    let mut parts = vec![names.join(", ")];
    for edge in list(zones, "edges") {
        let [a, b, border] = [0, 1, 2].map(|i| edge.get(i).and_then(Value::as_i64).unwrap_or(0));
        if border > 0 {
            parts.push(lang.t(
                "fc-border",
                &[("a", zone(a).into()), ("b", zone(b).into()), ("n", border.into())],
            ));
        }
    }
    lang.t(
        "fc-heading",
        &[
            ("kind", word(conflict, "kind").into()),
            ("zones", parts.join(" · ").into()),
        ],
    )
}

/// The line above a conflict taken up again from where it was saved.
pub fn resumed(exchange: u32, lang: Lang) -> String {
    lang.t("fc-resumed", &[("n", exchange.into())])
}

/// After the log: the heading of the standings, each side and its members, why play stopped,
/// typed faces left over and written orders dropped — from `exchange`, `sides`, `stopped`,
/// `dice_left` and `skipped`.
pub fn ending(conflict: &Value, lang: Lang) -> Vec<String> {
    let mut out = vec![lang.t(
        "fc-standing-after",
        &[("n", int(conflict, "exchange").unwrap_or(0).into())],
    )];
    for side in list(conflict, "sides") {
        out.push(lang.t(
            "fc-side",
            &[
                ("side", word(side, "side").into()),
                ("standing", (side["standing"] == true).into()),
            ],
        ));
        out.extend(list(side, "members").iter().map(|m| format!("  {}", member(m, lang))));
    }
    out.push(lang.t("fc-stop", &[("stop", word(conflict, "stopped").into())]));
    if let Some(n) = int(conflict, "dice_left").filter(|&n| n > 0 && word(conflict, "stopped") != "dice") {
        out.push(lang.t("fc-dice-left", &[("n", n.into())]));
    }
    let skipped: Vec<String> = ints(conflict, "skipped")
        .iter()
        .map(|i| format!("acciones[{i}]"))
        .collect();
    if !skipped.is_empty() {
        out.push(lang.t("fc-skipped", &[("list", skipped.join(", ").into())]));
    }
    out
}

/// A member of a side (`sides[].members[]`): name and state, its tracks as boxes, its
/// consequences, minions left and PP.
fn member(m: &Value, lang: Lang) -> String {
    let mut parts = vec![lang.t(
        "fc-member",
        &[("who", word(m, "name").into()), ("status", word(m, "status").into())],
    )];
    for (key, track) in [("health", "salud"), ("composure", "serenidad")] {
        if let Some(p) = m.get(key).and_then(Value::as_str) {
            let boxes: String = p.chars().map(|x| if x == 'x' { "[x]" } else { "[ ]" }).collect();
            parts.push(lang.t("fc-track-boxes", &[("track", track.into()), ("boxes", boxes.into())]));
        }
    }
    let held: Vec<String> = list(m, "consequences")
        .iter()
        .map(|s| lang.t("fc-severity", &[("severity", s.as_str().unwrap_or("").into())]))
        .collect();
    if !held.is_empty() {
        parts.push(lang.t("fc-consequences", &[("list", held.join(", ").into())]));
    }
    if let Some(n) = int(m, "minions") {
        parts.push(lang.t("fc-minions-left", &[("n", n.into())]));
    }
    if let Some(n) = int(m, "pp") {
        parts.push(lang.t("fc-member-pp", &[("n", n.into())]));
    }
    parts.join("  ")
}
