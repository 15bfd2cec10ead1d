//! The log as Markdown: a readable record of the session.

use crate::i18n::Lang;
use serde_json::Value;
use tirada_table::TableInfo;

fn dice(roll: &Value, lang: Lang) -> String {
    roll.get("dice")
        .and_then(Value::as_array)
        .map(|ds| {
            ds.iter()
                .map(|d| {
                    let colour = d["color"].as_str().unwrap_or("");
                    format!("{} {}", lang.t(colour), d["face"])
                })
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default()
}

/// What changed the first throw, worded as the page's `stepsView` (`assets/app.js`): a
/// Hitos activation's first throw and its rerolled dice, PORTAL's rerolls by colour.
fn steps(roll: &Value, lang: Lang) -> String {
    let empty = Vec::new();
    let steps = roll["steps"].as_array().unwrap_or(&empty);
    let mut parts = Vec::new();
    let activations: Vec<&Value> = steps.iter().filter(|x| x["step"] == "activacion").collect();
    let moved = |s: &Value| -> Vec<String> {
        s["rerolled"]
            .as_array()
            .unwrap_or(&empty)
            .iter()
            .map(|x| format!("{}→{}", x["from"], x["to"]))
            .collect()
    };
    if let Some(first) = roll["first_dice"].as_array() {
        if activations.iter().any(|s| !moved(s).is_empty()) {
            let faces: Vec<String> = first.iter().map(Value::to_string).collect();
            parts.push(format!("{}: {}", lang.t("first_throw"), faces.join(", ")));
        }
    }
    for s in &activations {
        let against = s["polarity"] == "negativa";
        let aspect = s["aspect"].as_str().map(|a| format!(" «{a}»")).unwrap_or_default();
        let list = moved(s);
        let what = if list.is_empty() {
            lang.t("no_dice_rerolled").to_string()
        } else {
            format!("{} {}", lang.t("rerolled"), list.join(", "))
        };
        let label = lang.t(if against { "log_aspect_against" } else { "log_aspect" });
        parts.push(format!("{label}{aspect}: {what}"));
    }
    let rerolls: Vec<String> = steps
        .iter()
        .filter(|x| x["step"] == "repetir")
        .map(|x| {
            format!(
                "{} {}→{}",
                lang.t(x["color"].as_str().unwrap_or("")),
                x["from"],
                x["to"]
            )
        })
        .collect();
    if !rerolls.is_empty() {
        parts.push(format!("{}: {}", lang.t("rerolled"), rerolls.join(", ")));
    }
    parts.iter().map(|p| format!("; {p}")).collect()
}

/// One line for a roll: total, outcome and dice.
pub fn roll_line(roll: &Value, lang: Lang) -> String {
    if roll.get("hidden").is_some() {
        return format!(
            "{} ({})",
            lang.t("hidden_roll"),
            roll["commitment"].as_str().unwrap_or("")
        );
    }
    let outcome = roll["outcome"]
        .as_str()
        .map(|o| format!(" → **{}**", lang.t(o)))
        .unwrap_or_default();
    let dif = roll["difficulty"]
        .as_i64()
        .map(|d| format!(" / {d}"))
        .unwrap_or_default();
    let steps = steps(roll, lang);
    format!(
        "{} {}{dif}{outcome} ({}{steps})",
        lang.t("total"),
        roll["total"],
        dice(roll, lang)
    )
}

/// The whole exported log as Markdown.
/// A state change: the event's name, its quantity whatever the system calls it (as
/// `assets/state.js` shows it) and the reason given.
fn state_line(ev: &Value, lang: Lang) -> String {
    let n = ["count", "amount", "points", "stress", "pd", "py", "low"]
        .iter()
        .find_map(|k| ev.get(*k).filter(|v| !v.is_null()))
        .map(|n| format!(" ({n})"))
        .unwrap_or_default();
    let why = ev["reason"].as_str().or(ev["source"].as_str()).unwrap_or("");
    format!("{}{n} — {why}", lang.event_word(ev["evento"].as_str().unwrap_or("")))
}

pub fn log(table: &TableInfo, export: &Value, lang: Lang) -> String {
    let mut out = format!("# {} — {}\n\n", table.name, table.system.title());
    out.push_str(&format!("- {}: `{}`\n", lang.t("commitment"), table.commitment));
    if let Some(seed) = export["table"]["seed"].as_str() {
        out.push_str(&format!("- {}: `{seed}`\n", lang.t("seed")));
    }
    out.push_str(&format!("\n## {}\n\n", lang.t("log")));
    let empty = Vec::new();
    let mut names = std::collections::HashMap::new();
    for e in export["events"].as_array().unwrap_or(&empty) {
        let d = &e["data"];
        if let Some(m) = d.get("member").or(d.get("gm")) {
            names.insert(
                m["id"].as_str().unwrap_or("").to_string(),
                m["name"].as_str().unwrap_or("").to_string(),
            );
        }
        let who = e["actor"]
            .as_str()
            .and_then(|a| names.get(a).cloned())
            .unwrap_or_default();
        if e["kind"] == "link_renewed" {
            continue; // who got a new personal link is not part of the story
        }
        let character = d["character"].as_str().map(|c| format!(" ({c})")).unwrap_or_default();
        // Faces typed from physical dice: the seed does not vouch for them.
        let typed = if d["typed"] == true {
            format!(" [{}]", lang.t("typed_roll"))
        } else {
            String::new()
        };
        let text = match e["kind"].as_str().unwrap_or("") {
            "table_created" => format!("{who} {}", lang.t("created")),
            "member_joined" => format!("{who} {}", lang.t("joined")),
            "character_created" => format!(
                "{who} {} {}",
                lang.t("new_char_event"),
                d["character"]["name"].as_str().unwrap_or("")
            ),
            "character_updated" => format!("{who} {} {}", lang.t("updated_char"), d["name"].as_str().unwrap_or("")),
            "state_changed" => format!("{who}: {}", state_line(&d["event"], lang)),
            "roll" => format!(
                "{who}{character} {}: {}{typed}",
                lang.t("rolls"),
                roll_line(&d["roll"], lang)
            ),
            "reroll" => format!(
                "{who}{character} {} (#{}): {}{typed}",
                lang.t("rerolled"),
                d["roll_event"],
                roll_line(&d["roll"], lang)
            ),
            "reveal" => format!(
                "{who} {} #{}: {}",
                lang.t("revealed"),
                d["roll_event"],
                roll_line(&d["roll"], lang)
            ),
            "roll_requested" => {
                let dif = d["request"]["dif"]
                    .as_i64()
                    .map(|n| format!(" ({} {n})", lang.t("dif_short")))
                    .unwrap_or_default();
                format!(
                    "{who} {}{character}{dif}: {}",
                    lang.t("asks_roll"),
                    d["text"].as_str().unwrap_or("")
                )
            }
            "chat" => format!("{who}: {}", d["text"].as_str().unwrap_or("")),
            "closed" => format!(
                "{who} {} `{}`",
                lang.t("closed_event"),
                d["seed"].as_str().unwrap_or("")
            ),
            other => other.to_string(),
        };
        out.push_str(&format!("{}. {text}\n", e["seq"]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_state_change_reads_with_its_quantity_in_every_system() {
        let hitos = json!({"evento": "dano", "points": 7, "lethality": "no_letal", "reason": "caída"});
        assert_eq!(state_line(&hitos, Lang::Es), "recibe puntos de daño (7) — caída");
        let fate = json!({"evento": "golpe", "stress": 3, "track": "salud", "reason": "espada"});
        assert!(
            state_line(&fate, Lang::En).ends_with("(3) — espada"),
            "{}",
            state_line(&fate, Lang::En)
        );
        let knee = json!({"evento": "dano_rodilla", "amount": 4, "source": "maza"});
        assert_eq!(state_line(&knee, Lang::En), "takes a knee shot (4) — maza");
        let unknown = json!({"evento": "algo_nuevo", "reason": "x"});
        assert_eq!(state_line(&unknown, Lang::Es), "algo nuevo — x");
    }

    #[test]
    fn a_roll_line_says_what_each_reroll_and_activation_changed() {
        let hitos = json!({"total": 23, "dice": [], "first_dice": [5, 7, 2],
            "steps": [{"step": "activacion", "polarity": "positiva", "aspect": "Fuerte",
                       "rerolled": [{"from": 5, "to": 10}, {"from": 2, "to": 10}]}]});
        let line = roll_line(&hitos, Lang::Es);
        assert!(
            line.contains("5, 7, 2") && line.contains("«Fuerte»: ") && line.contains("5→10, 2→10"),
            "{line}"
        );
        let portal =
            json!({"total": 6, "dice": [], "steps": [{"step": "repetir", "color": "blanco", "from": 4, "to": 6}]});
        assert!(
            roll_line(&portal, Lang::Es).ends_with("4→6)"),
            "{}",
            roll_line(&portal, Lang::Es)
        );
        let plain = json!({"total": 6, "dice": [], "steps": []});
        assert!(!roll_line(&plain, Lang::Es).contains(';'));
    }
}
