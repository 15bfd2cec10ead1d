//! The log as Markdown: a readable record of the session.

use crate::pages::i18n::Lang;
use serde_json::Value;
use tirada_table::TableInfo;

/// A roll: its explanation's headline, then its lines as a nested list (the explanation is
/// the export's, in its language); a hidden roll only as its commitment.
fn roll_text(data: &Value, lang: Lang) -> String {
    let roll = &data["roll"];
    if roll.get("hidden").is_some() {
        return format!(
            "{} ({})",
            lang.t("hidden_roll"),
            roll["commitment"].as_str().unwrap_or("")
        );
    }
    let e = &data["explanation"];
    let mut out = format!("**{}**", e["headline"].as_str().unwrap_or(""));
    for line in e["lines"].as_array().into_iter().flatten() {
        out.push_str(&format!("\n   - {}", line.as_str().unwrap_or("")));
    }
    out
}

/// The whole exported log as Markdown.
pub fn log(table: &TableInfo, export: &Value, lang: Lang) -> String {
    let mut out = format!("# {} — {}\n\n", inline(&table.name), table.system.title());
    out.push_str(&format!("- {}: `{}`\n", lang.t("commitment"), table.commitment));
    if let Some(seed) = export["table"]["seed"].as_str() {
        out.push_str(&format!("- {}: `{seed}`\n", lang.t("seed")));
    }
    if let Some(head) = export["head"].as_str() {
        let last = export["events"]
            .as_array()
            .and_then(|e| e.last())
            .map_or(0, |e| e["seq"].as_i64().unwrap_or(0));
        out.push_str(&format!("- {} {last}): `{head}`\n", lang.t("chain_head")));
    }
    out.push_str(&format!("\n## {}\n\n", lang.t("log")));
    let empty = Vec::new();
    let mut names = std::collections::HashMap::new();
    let mut day = String::new();
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
            .and_then(|a| names.get(a).map(|n| inline(n)))
            .unwrap_or_default();
        if e["kind"] == "link_renewed" || e["kind"] == crate::api::recovery::EVENT {
            continue; // who got a new personal link is not part of the story
        }
        let character = d["character"]
            .as_str()
            .map(|c| format!(" ({})", inline(c)))
            .unwrap_or_default();
        // Faces typed from physical dice: the seed does not vouch for them. A roll that is
        // not public says who sees it.
        let mut typed = if d["typed"] == true {
            format!(" [{}]", lang.t("typed_roll"))
        } else {
            String::new()
        };
        if let Some(mode) = d["mode"].as_str().filter(|m| *m != "public") {
            typed.push_str(&format!(" [{}]", lang.t(&format!("mode_{mode}"))));
        }
        let text = match e["kind"].as_str().unwrap_or("") {
            "table_created" => format!("{who} {}", lang.t("created")),
            "member_joined" => format!("{who} {}", lang.t("joined")),
            "character_created" => format!(
                "{who} {} {}",
                lang.t("new_char_event"),
                inline(d["character"]["name"].as_str().unwrap_or(""))
            ),
            "character_updated" => format!(
                "{who} {} {}",
                lang.t("updated_char"),
                inline(d["name"].as_str().unwrap_or(""))
            ),
            // The change in the narration's words (`data.said`), as the table's log shows it.
            "state_changed" => format!("{who}: {}", inline(d["said"].as_str().unwrap_or(""))),
            "roll" => format!("{who}{character} {}{typed}: {}", lang.t("rolls"), roll_text(d, lang)),
            "reroll" => format!(
                "{who}{character} {} (#{}){typed}: {}",
                lang.t("rerolled"),
                d["roll_event"],
                roll_text(d, lang)
            ),
            // H111, H127: an aspect activated against a roll, and the roller's answer.
            "aspect_against" => format!(
                "{who}{character} {} #{}{}",
                lang.t("against_declared"),
                d["roll_event"],
                d["declared"]["request"]["aspecto"]
                    .as_str()
                    .map(|a| format!(" («{}»)", inline(a)))
                    .unwrap_or_default()
            ),
            // B605, H159: a roll played again with the blocking PP or the GM's cancellation.
            "roll_amended" => format!(
                "{who}{character} {} #{}{typed}: {}",
                lang.t("roll_amended"),
                d["roll_event"],
                roll_text(d, lang)
            ),
            "against_answered" => format!(
                "{who}{character} {} #{}{}{typed}: {}",
                lang.t("against_answered"),
                d["roll_event"],
                match d["answer"]["cancelar"] == true {
                    true => format!(", {}", lang.t("against_cancelled")),
                    false => String::new(),
                },
                roll_text(d, lang)
            ),
            "reveal" => format!(
                "{who} {} #{}: {}",
                lang.t("revealed"),
                d["roll_event"],
                roll_text(d, lang)
            ),
            "roll_requested" => {
                // What was asked, in the words of the GM's form.
                let dif = match crate::pages::ask_form::words(table.system, lang, &d["request"]) {
                    w if w.is_empty() => w,
                    w => format!(" ({w})"),
                };
                // To several characters: their names in place of the one.
                let names: Vec<String> = d["characters"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|c| c["name"].as_str())
                    .map(inline)
                    .collect();
                let character = match names.len() {
                    0 | 1 => character,
                    _ => format!(" ({})", names.join(", ")),
                };
                format!(
                    "{who} {}{character}{dif}{typed}: {}",
                    lang.t("asks_roll"),
                    inline(d["text"].as_str().unwrap_or(""))
                )
            }
            "roll_request_cancelled" => format!("{who} {} #{}", lang.t("cancels_request"), d["request"]),
            kind @ ("encounter_started" | "encounter_action" | "encounter_round" | "encounter_ended") => {
                let round = d["round"].as_u64().map(|n| format!(" {n}")).unwrap_or_default();
                let mut text = format!("{who} {}{round}", lang.t(kind));
                // What the step did, in the sentences the tracker and the CLI show (`said`);
                // names are the GM's text, so escaped.
                let log = d["view"]["log"].as_array().into_iter().flatten();
                for line in log.flat_map(|x| x["said"].as_array().into_iter().flatten()) {
                    text.push_str(&format!("\n   - {}", inline(line.as_str().unwrap_or(""))));
                }
                text
            }
            "turns_started" => {
                let names: Vec<String> = d["view"]["participants"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|p| p["name"].as_str())
                    .map(inline)
                    .collect();
                format!("{who} {}: {}", lang.t("turns_started"), names.join(", "))
            }
            "turns_step" => {
                let step = format!("step_{}", d["step"]["accion"].as_str().unwrap_or(""));
                let v = &d["view"];
                let now = v["current"]
                    .as_u64()
                    .and_then(|i| v["participants"][i as usize]["name"].as_str());
                let now = now
                    .map(|n| format!(" · {}: {}", lang.t("next_up"), inline(n)))
                    .unwrap_or_default();
                let round = if v["system"] == "fate" { "exchange" } else { "round" };
                format!(
                    "{who} {} #{}: {} ({} {}){now}",
                    lang.t("turns_step"),
                    d["turns"],
                    lang.t(&step),
                    lang.t(round),
                    v["round"]
                )
            }
            // Worded by the event's view (`data.said`), as on the page.
            "changes_refused" => {
                let said: Vec<&str> = d["said"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .collect();
                inline(&said.join("; "))
            }
            "chat" => format!("**{who}**:\n{}", quoted(d["text"].as_str().unwrap_or(""))),
            // A whisper this export's reader may not see is only a number in the log.
            "whisper" if d.get("text").is_none() => continue,
            "whisper" => format!(
                "**{who}** → {} ({}):\n{}",
                inline(d["to_name"].as_str().unwrap_or("")),
                lang.t("whisper"),
                quoted(d["text"].as_str().unwrap_or(""))
            ),
            "closed" => format!(
                "{who} {} `{}`",
                lang.t("closed_event"),
                d["seed"].as_str().unwrap_or("")
            ),
            // A session's end (issue 32): its seed revealed and its recap, quoted and escaped.
            "session_ended" => {
                let mut line = format!(
                    "{who} {} {} · {} `{}`",
                    lang.t("session_ended_event"),
                    d["session"],
                    lang.t("seed"),
                    d["seed"].as_str().unwrap_or("")
                );
                if let Some(recap) = d["recap"].as_str().filter(|r| !r.is_empty()) {
                    line = format!("{line}\n{}", quoted(recap));
                }
                line
            }
            other => other.to_string(),
        };
        // Stored before the log was chained: nothing but its rolls vouches for it.
        let unchained = if e.get("prev").is_none() {
            format!("[{}] ", lang.t("unchained"))
        } else {
            String::new()
        };
        // Each event at its hour, under its day when the day changes (UTC: the server's clock).
        let (date, time) = utc(e["at_ms"].as_i64().unwrap_or(0));
        if date != day {
            out.push_str(&format!("\n### {date} (UTC)\n\n"));
            day = date;
        }
        out.push_str(&format!("{}. {time} · {unchained}{text}\n", e["seq"]));
    }
    out
}

/// An event's time (milliseconds since 1970, UTC) as its date and its hour: `2026-11-25`,
/// `21:30` (days to the proleptic Gregorian calendar, as in Hinnant's `civil_from_days`).
fn utc(ms: i64) -> (String, String) {
    let secs = ms.div_euclid(1000);
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (
        format!("{y:04}-{m:02}-{d:02}"),
        format!("{:02}:{:02}", rest / 3600, rest % 3600 / 60),
    )
}

/// What a member wrote, as inline Markdown text that reads as written and nothing more: no
/// emphasis, links, images, HTML or code spans of its own, on one line (`!` needs no escape:
/// an image needs the `[` that is escaped). A chat message could
/// otherwise forge lines that read as the GM's entries or rolls, or carry a `javascript:` link.
pub fn inline(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '(' | ')' | '<' | '>' | '|' | '#' | '~' | '&' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A chat message as one quoted block, each of its lines escaped, indented under its list item.
fn quoted(text: &str) -> String {
    text.lines()
        .map(|l| format!("   > {}", inline(l)))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_roll_reads_as_its_explanation_and_a_hidden_one_as_its_commitment() {
        let shown = json!({"roll": {"total": 7},
            "explanation": {"headline": "ÉXITO: total 7", "lines": ["Se queda el blanco 6", "Suma: 6 + 1 = 7"]}});
        assert_eq!(
            roll_text(&shown, Lang::Es),
            "**ÉXITO: total 7**\n   - Se queda el blanco 6\n   - Suma: 6 + 1 = 7"
        );
        let hidden = json!({"roll": {"hidden": true, "commitment": "abc"}});
        assert!(roll_text(&hidden, Lang::Es).ends_with("(abc)"));
    }

    #[test]
    fn an_events_time_reads_as_its_utc_day_and_hour() {
        assert_eq!(utc(0), ("1970-01-01".into(), "00:00".into()));
        // 2026-11-25T21:31:15Z, 2000-02-29T23:59:59Z (a leap day), 2100-03-01T00:00:00Z.
        assert_eq!(utc(1_795_642_275_000), ("2026-11-25".into(), "21:31".into()));
        assert_eq!(utc(951_868_799_999), ("2000-02-29".into(), "23:59".into()));
        assert_eq!(utc(4_107_542_400_000), ("2100-03-01".into(), "00:00".into()));
    }

    #[test]
    fn a_member_cannot_forge_lines_links_or_html_in_the_export() {
        let forged = "hola\n2. **Director** tira: **ÉXITO** [x](javascript:alert(1)) <img src=x>";
        let q = quoted(forged);
        assert_eq!(q.lines().count(), 2, "{q}");
        assert!(q.lines().all(|l| l.starts_with("   > ")), "{q}");
        assert!(!q.contains("**") && !q.contains("](") && !q.contains(" <img"), "{q}");
        assert!(q.contains("\\<img"), "{q}");
        assert!(q.contains("\\*\\*Director\\*\\*"), "{q}");
        assert_eq!(inline("Ana\n# GM"), "Ana \\# GM");
    }
}
