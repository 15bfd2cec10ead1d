//! A Fate attack (F L120–L133, L213–L245): both sides' efforts, the block that may stand in
//! for the defence (L161), the shifts, and the hit's verdict — a stress box, a forced
//! consequence, taken out — or a tie that misses, or a defence won (by 3: crítico, L381).

use super::effort::effort_lines;
use crate::explanation::{Explanation, Line};
use crate::format::signed;
use crate::text::Lang;
use crate::value::{int, word};
use serde_json::Value;
use tirada_rules::fate::Ladder;

/// `roll` is the attacker's transcript (its difficulty is the defence used); `attack` its
/// `attack` object, as `tirada fate --def … --json` prints it.
pub(super) fn explain(roll: &Value, attack: &Value, ladder: &Ladder, lang: Lang) -> Option<Explanation> {
    let defense = attack.get("defense")?;
    let result = attack.get("result")?;
    let label = |v: &Value, key: &str| ladder.label(int(v, key).unwrap_or(0) as i32);
    let mut lines = effort_lines(roll, "dice", "fate-attack-dice", ladder, lang);
    lines.extend(effort_lines(
        defense,
        "attack.defense.dice",
        "fate-defense-dice",
        ladder,
        lang,
    ));
    if attack.get("block").is_some_and(|b| !b.is_null()) {
        let used = result.get("block_used").and_then(Value::as_bool) == Some(true);
        lines.push(Line::plain(lang.t(
            "fate-block",
            &[("label", label(attack, "block").into()), ("used", used.into())],
        )));
    }
    let (att, def) = (int(result, "attack")?, int(result, "defense")?);
    lines.push(Line::plain(lang.t(
        "fate-attack-against",
        &[
            ("attack", label(result, "attack").into()),
            ("defense", label(result, "defense").into()),
            ("shifts", signed(att - def).into()),
        ],
    )));
    let effect = attack.get("effect")?;
    let critico = match result.get("critico") {
        Some(Value::String(who)) => who.as_str(),
        _ => "none",
    };
    let headline = lang.t(
        "fate-attack-headline",
        &[
            ("winner", word(result, "winner").into()),
            ("by", (def - att).into()),
            ("critico", critico.into()),
            ("stress", int(result, "stress").unwrap_or(0).into()),
            ("effect", word(effect, "effect").into()),
            ("index", int(effect, "index").unwrap_or(0).into()),
            ("severity", word(effect, "severity").into()),
            ("track", word(attack, "track").into()),
            ("boxes", boxes(word(attack, "stress_after")).into()),
        ],
    );
    Some(Explanation { headline, lines })
}

/// Boxes drawn as the book's tracks: `[ ][x][ ]`.
fn boxes(pattern: &str) -> String {
    pattern.chars().map(|c| if c == 'x' { "[x]" } else { "[ ]" }).collect()
}
