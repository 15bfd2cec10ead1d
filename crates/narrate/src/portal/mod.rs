//! PORTAL (B = beta book, S = summary): the kept white die, each other die's fate (R5–R9,
//! R13–R17), the rerolls and PP (R27–R33), the sum and the verdict (R12).

mod collab;
mod dice;
pub mod encounter;
mod extended;
mod opposition;
pub mod sheet;

use crate::explanation::{Explanation, Line};
use crate::format::sum;
use crate::text::Lang;
use crate::value::{int, list, word};
use serde_json::Value;

pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    match word(roll, "command") {
        "colaboracion" => return collab::explain(roll, lang),
        "enfrentamiento" => return opposition::explain(roll, lang),
        "extendida" => return extended::explain(roll, lang),
        _ => {}
    }
    let total = int(roll, "total")?;
    let score = roll.get("score")?;
    // Which document's rules it was resolved under: where they disagree the dice read apart.
    let mut lines: Vec<Line> = roll
        .get("profile")
        .and_then(Value::as_str)
        .map(|p| Line::plain(lang.t("portal-profile", &[("profile", p.into())])))
        .into_iter()
        .collect();
    lines.extend(steps(roll, lang));
    lines.extend(dice::lines(roll, lang));
    lines.extend(extras(roll, lang));
    let parts: Vec<i64> = ["six_one", "discomfort", "wounds", "luck", "tempted"]
        .iter()
        .map(|k| int(score, k).unwrap_or(0))
        .chain(
            [
                int(roll, "specialty_bonus"),
                roll.pointer("/rerolls/overflow").and_then(Value::as_i64),
                int(roll, "modifier"),
            ]
            .map(|v| v.unwrap_or(0)),
        )
        .collect();
    let kept = int(score, "kept")?;
    if parts.iter().any(|&p| p != 0) {
        lines.push(Line::plain(lang.t(
            "portal-sum",
            &[
                ("sum", sum(kept, &parts).into()),
                ("total", crate::format::number(total).into()),
            ],
        )));
    }
    for r in list(roll, "readings") {
        lines.push(Line::plain(lang.t(
            "portal-reading",
            &[
                ("kind", word(r, "kind").into()),
                ("role", word(r, "role").into()),
                ("total", crate::format::number(int(r, "total").unwrap_or(0)).into()),
            ],
        )));
    }
    lines.extend(sheet_changes(roll, lang));
    let headline = match roll.get("outcome").and_then(Value::as_str) {
        Some(o) => lang.t(
            "portal-headline",
            &[
                ("outcome", o.into()),
                ("total", crate::format::number(total).into()),
                // S17: a fumble stands even without a difficulty, which is then not named.
                ("has-dif", (roll.get("difficulty").is_some_and(|d| !d.is_null())).into()),
                ("dif", int(roll, "difficulty").unwrap_or(0).into()),
                ("degree", int(roll, "fumble_degree").unwrap_or(0).into()),
            ],
        ),
        None => lang.t(
            "portal-headline-free",
            &[("total", crate::format::number(total).into())],
        ),
    };
    Some(Explanation { headline, lines })
}

/// The decisions taken during the roll, in order: rerolls old → new, blocking, PP spent.
fn steps(roll: &Value, lang: Lang) -> Vec<Line> {
    let mut n = 0;
    list(roll, "steps")
        .iter()
        .map(|s| {
            let text = match word(s, "step") {
                "repetir" => {
                    n += 1;
                    lang.t(
                        "portal-reroll",
                        &[
                            ("n", n.into()),
                            (
                                "colour",
                                lang.t("portal-colour", &[("colour", word(s, "color").into())]).into(),
                            ),
                            ("from", int(s, "from").unwrap_or(0).into()),
                            ("to", int(s, "to").unwrap_or(0).into()),
                        ],
                    )
                }
                "bloquear" => lang.w("portal-block"),
                "comprar_as" => lang.w("portal-buy-ace"),
                "quitar_herida" => lang.t("portal-remove-wound", &[("face", int(s, "face").unwrap_or(0).into())]),
                other => other.to_string(),
            };
            Line::plain(text)
        })
        .collect()
}

/// Wound dice set aside, the specialty, the rerolls beyond the cap, the modifier, and how
/// many rerolls the roll had.
fn extras(roll: &Value, lang: Lang) -> Vec<Line> {
    let mut out = Vec::new();
    let unrolled = int(roll, "wounds_unrolled").unwrap_or(0);
    if unrolled > 0 && roll.pointer("/score/wounds").and_then(Value::as_i64).unwrap_or(0) != 0 {
        out.push(lang.t("portal-wounds-unrolled", &[("n", unrolled.into())]));
    }
    let overflow = roll.pointer("/rerolls/overflow").and_then(Value::as_i64);
    for (key, v) in [
        ("portal-specialty", int(roll, "specialty_bonus")),
        ("portal-overflow", overflow),
        ("portal-modifier", int(roll, "modifier")),
    ] {
        if let Some(v) = v.filter(|&v| v != 0) {
            out.push(lang.t(key, &[("v", crate::format::signed(v).into())]));
        }
    }
    let pool = roll.pointer("/rerolls/pool").and_then(Value::as_i64).unwrap_or(0);
    if pool > 0 {
        let made = roll.pointer("/rerolls/made").and_then(Value::as_i64).unwrap_or(0);
        out.push(lang.t("portal-rerolls-used", &[("made", made.into()), ("pool", pool.into())]));
    }
    out.into_iter().map(Line::plain).collect()
}

/// What to write on the sheet after the roll (R13–R17b), one line.
fn sheet_changes(roll: &Value, lang: Lang) -> Option<Line> {
    let e = roll.get("effects")?;
    let mut parts: Vec<String> = [
        "malestar_removed",
        "suerte_spent",
        "secuela_points",
        "pp_gained",
        "pp_spent",
        "heridas_removed",
    ]
    .iter()
    .filter_map(|k| {
        let n = int(e, k).filter(|&n| n > 0)?;
        Some(lang.t("portal-change", &[("what", (*k).into()), ("n", n.into())]))
    })
    .collect();
    if let Some(r) = e.get("suerte_recovered").and_then(Value::as_bool) {
        // B350: with no difficulty given, a tempted die not won back by the dice waits on it.
        let depends = e.get("suerte_depends_on_difficulty").and_then(Value::as_bool) == Some(true);
        let back = match (r, depends) {
            (true, _) => "yes",
            (false, true) => "depends",
            (false, false) => "no",
        };
        parts.push(lang.t("portal-tempted-back", &[("back", back.into())]));
    }
    (!parts.is_empty()).then(|| Line::plain(lang.t("portal-changes", &[("list", parts.join("; ").into())])))
}
