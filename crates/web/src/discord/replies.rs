//! How a roll reads in the channel: who rolled, the narration's headline and lines (the web
//! card's words), PORTAL's rerolls as old → new, and for a roll that is not public only its
//! commitment. The same text serves an interaction's answer and the outbox's post.

use crate::live::view;
use serde_json::Value;
use tirada_discord::text::{t, w, Lang};
use tirada_table::Event;

/// `n/d` as a percentage in the language's way (`41 %`, `41,5 %`).
pub fn percent(fraction: &Value, lang: Lang) -> String {
    let text = fraction.as_str().unwrap_or("0/1");
    let (n, d) = text.split_once('/').unwrap_or((text, "1"));
    let (n, d) = (
        n.parse::<f64>().unwrap_or(0.0),
        d.parse::<f64>().unwrap_or(1.0).max(1e-300),
    );
    let v = (1000.0 * n / d).round() / 10.0;
    let s = if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.1}")
    };
    let s = if lang == Lang::Es { s.replace('.', ",") } else { s };
    format!("{s} %")
}

/// A PORTAL die's colour in the reader's language (the engine's word when it has no other).
pub fn colour(word: &str, lang: Lang) -> String {
    match word {
        "blanco" | "negro" | "rojo" | "verde" | "tentado" => w(lang, &format!("color-{word}")),
        other => other.to_string(),
    }
}

/// The words of a roll the reader may see whole: headline and lines, then the dice a reroll
/// changed (old → new).
pub fn roll_lines(roll: &Value, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    match tirada_narrate::explain(roll, lang) {
        Some(ex) => {
            out.push(format!("**{}**", ex.headline));
            out.extend(ex.lines.iter().map(|l| format!("• {}", l.text)));
        }
        None => out.push(w(lang, "roll-unknown")),
    }
    let moves: Vec<String> = roll["steps"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|s| s["step"] == "repetir")
        .map(|s| {
            format!(
                "{} {} → {}",
                colour(s["color"].as_str().unwrap_or("?"), lang),
                s["from"],
                s["to"]
            )
        })
        .collect();
    if !moves.is_empty() {
        out.push(t(lang, "rerolled", &[("dice", moves.join(", ").into())]));
    }
    out
}

/// The line a roll that is not public shows to whoever may not see it: its commitment.
pub fn sealed_line(commitment: &Value, lang: Lang) -> String {
    let c = commitment.as_str().unwrap_or("");
    t(
        lang,
        "hidden-roll",
        &[("commitment", c.chars().take(16).collect::<String>().into())],
    )
}

/// The heading of a roll: who rolled it (and, for a reader who sees it whole, for which
/// character) and its number.
pub fn heading(who: &str, e: &Event, whole: bool, lang: Lang) -> String {
    let character = if whole {
        e.data["character"].as_str().unwrap_or("")
    } else {
        ""
    };
    let mut h = match (e.kind.as_str(), character) {
        ("reveal", _) => t(
            lang,
            "revealed-heading",
            &[("roll", e.data["roll_event"].as_i64().unwrap_or(0).into())],
        ),
        (_, "") => format!("**{who}**"),
        (_, c) => t(lang, "for-character", &[("who", who.into()), ("character", c.into())]),
    };
    h.push_str(&format!(" · #{}", e.seq));
    h
}

/// A roll event as a reader who sees it whole (`whole`) or not reads it.
pub fn roll_text(who: &str, e: &Event, whole: bool, lang: Lang) -> String {
    let mut lines = vec![heading(who, e, whole, lang)];
    if whole {
        lines.extend(roll_lines(view::shown_roll(&e.data), lang));
        if e.kind == "reveal" {
            lines.push(t(
                lang,
                "reveal-proof",
                &[
                    ("nonce", e.data["nonce"].as_str().unwrap_or("").into()),
                    ("commitment", e.data["commitment"].as_str().unwrap_or("").into()),
                ],
            ));
        }
    } else {
        lines.push(sealed_line(&view::sealed(e)["roll"]["commitment"], lang));
    }
    lines.join("\n")
}

/// The books' outcomes, best first (the odds' object lists them alphabetically).
const OUTCOMES: &[&str] = &["critico", "exito", "parcial", "neutro", "hiperbole", "fallo", "pifia"];

/// Exact odds (the object of `POST …/odds`) as lines for the asker: each outcome's chance, or
/// the distribution of the total, and the mean.
pub fn odds_text(odds: &Value, lang: Lang) -> String {
    let mut lines = vec![format!("**{}**", w(lang, "odds-heading"))];
    if let Some(outcomes) = odds["outcomes"].as_object() {
        let mut words: Vec<(&String, &Value)> = outcomes.iter().collect();
        words.sort_by_key(|(word, _)| OUTCOMES.iter().position(|o| o == word).unwrap_or(OUTCOMES.len()));
        for (word, p) in words {
            let name = if OUTCOMES.contains(&word.as_str()) {
                w(lang, &format!("outcome-{word}"))
            } else {
                word.clone()
            };
            lines.push(format!("{name}: {} (`{}`)", percent(p, lang), p.as_str().unwrap_or("")));
        }
    } else if let Some(rows) = odds["distribution"].as_array() {
        for r in rows.iter().take(40) {
            let label = ["total", "word", "label", "value"]
                .iter()
                .find_map(|k| r.get(*k).filter(|v| !v.is_null()))
                .map_or_else(String::new, |v| {
                    v.as_str().map_or_else(|| v.to_string(), str::to_string)
                });
            lines.push(format!("{label}: {}", percent(&r["p"], lang)));
        }
        if rows.len() > 40 {
            lines.push(t(lang, "odds-more", &[("n", (rows.len() - 40).into())]));
        }
    }
    if let Some(mean) = odds["mean"].as_str() {
        lines.push(t(lang, "odds-mean", &[("mean", mean.into())]));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_fraction_reads_as_a_percentage_in_each_language() {
        assert_eq!(percent(&json!("41/100"), Lang::Es), "41 %");
        assert_eq!(percent(&json!("83/200"), Lang::Es), "41,5 %");
        assert_eq!(percent(&json!("83/200"), Lang::En), "41.5 %");
        assert_eq!(percent(&json!("1/3"), Lang::En), "33.3 %");
    }
}
