//! PORTAL oppositions (B930–B1000, S85–S92): simple, unequal (one side doubled, B954), deferred
//! (the first roll sets the second's difficulty), psychological influence (B966–B1000, S92),
//! teams, and extended (a lead to reach, B932–B942). The object of `tirada portal
//! enfrentamiento --json` (`"command": "enfrentamiento"`).

use crate::explanation::{Explanation, Line};
use crate::format::{capitalise, number};
use crate::text::Lang;
use crate::value::{int, ints, list, word};
use serde_json::Value;

pub fn explain(o: &Value, lang: Lang) -> Option<Explanation> {
    let (a, b) = (ints(o, "a"), ints(o, "b"));
    let first = |v: &[i64]| number(v.first().copied().unwrap_or(0));
    let mut lines = Vec::new();
    let headline = match word(o, "mode") {
        "aplazado" => {
            let needed = int(o, "difficulty")? + 1;
            lines.push(lang.t(
                "opp-deferred",
                &[
                    ("first", first(&a).into()),
                    ("dif", number(needed - 1).into()),
                    ("needed", number(needed).into()),
                ],
            ));
            let success = match o.get("success").and_then(Value::as_bool) {
                Some(s) => s.into(),
                None => "none".into(),
            };
            lang.t(
                "opp-deferred-headline",
                &[
                    ("success", success),
                    ("second", first(&b).into()),
                    ("needed", number(needed).into()),
                ],
            )
        }
        "psicologico" => {
            let inf = o.get("influence")?;
            lines.push(lang.t("opp-psych", &[("a", first(&a).into()), ("b", first(&b).into())]));
            if let Some(state) = o.get("state") {
                let luck = int(state, "suerte").unwrap_or(0);
                lines.push(lang.t("opp-psych-luck", &[("luck", luck.into())]));
            }
            let result = inf.get("opposition")?;
            // The manipulator's fumble has its own line below (B1000).
            lines.extend(fumble(result, "b_fumbles", "victim", lang));
            let refused = int(inf, "discomfort_if_refused");
            if inf["imposed"] == true {
                lines.push(lang.w("opp-psych-imposed"));
            } else if let Some(n) = refused.filter(|&n| n > 0) {
                lines.push(lang.t("opp-psych-refused", &[("n", n.into())]));
            } else if refused.is_none() && word(result, "winner") == "a" {
                // Under the Book the GM weighs the refusal (B972–B986); the Summary gives a number.
                lines.push(lang.w("opp-psych-gm-sets"));
            }
            if inf["backfires"] == true {
                lines.push(lang.w("opp-psych-backfires"));
            }
            verdict(result, ["manipulator", "victim"], lang)
        }
        "extendido" => {
            lines.push(lang.t("opp-extended", &[("target", int(o, "target")?.into())]));
            for (i, lead) in ints(o, "leads").into_iter().enumerate() {
                for s in list(o, "spent")
                    .iter()
                    .filter(|s| int(s, "exchange") == Some(i as i64 + 1))
                {
                    lines.push(lang.t(
                        "opp-extended-spent",
                        &[
                            ("side", side(word(s, "side"), lang).into()),
                            ("aces", int(s, "aces").unwrap_or(0).into()),
                        ],
                    ));
                }
                let leader = match lead.signum() {
                    1 => "a",
                    -1 => "b",
                    _ => "none",
                };
                let leader = if leader == "none" {
                    "none".into()
                } else {
                    side(leader, lang)
                };
                lines.push(lang.t(
                    "opp-extended-exchange",
                    &[
                        ("n", (i + 1).into()),
                        ("side", leader.into()),
                        ("lead", lead.abs().into()),
                    ],
                ));
            }
            let winner = o.get("winner").and_then(Value::as_str).unwrap_or("none");
            lang.t("opp-extended-headline", &[("winner", winner.into())])
        }
        mode => {
            let result = o.get("result")?;
            let sum = |v: &[i64]| {
                let parts: Vec<String> = v.iter().map(|&x| number(x)).collect();
                format!("{} = {}", parts.join(" + "), number(v.iter().sum()))
            };
            lines.push(match mode {
                "equipos" => lang.t("opp-teams", &[("a", sum(&a).into()), ("b", sum(&b).into())]),
                "doble" => {
                    let shown = |v: &[i64], side: &str| {
                        let x = v.first().copied().unwrap_or(0);
                        match word(o, "doubled") == side {
                            true => lang.t(
                                "opp-doubled",
                                &[("v", number(x).into()), ("twice", number(2 * x).into())],
                            ),
                            false => number(x),
                        }
                    };
                    lang.t(
                        "opp-unequal",
                        &[("a", shown(&a, "a").into()), ("b", shown(&b, "b").into())],
                    )
                }
                _ => lang.t("opp-simple", &[("a", first(&a).into()), ("b", first(&b).into())]),
            });
            lines.extend(fumble(result, "a_fumbles", "a", lang));
            lines.extend(fumble(result, "b_fumbles", "b", lang));
            if let Some(r) = o.get("rerolls").and_then(Value::as_array) {
                let n = |i: usize| r.get(i).and_then(Value::as_i64).unwrap_or(0);
                lines.push(lang.t("opp-rerolls", &[("a", n(0).into()), ("b", n(1).into())]));
            }
            verdict(result, ["a", "b"], lang)
        }
    };
    Some(Explanation {
        headline,
        lines: lines.into_iter().map(Line::plain).collect(),
    })
}

/// A side in words: `A`, `B`, the manipulator, the victim.
fn side(s: &str, lang: Lang) -> String {
    lang.t("opp-side", &[("side", s.into())])
}

/// Who won and by how much, `sides` naming A and B; a tie is the GM's (S91).
fn verdict(result: &Value, sides: [&str; 2], lang: Lang) -> String {
    let winner = word(result, "winner");
    let who = match winner {
        "b" => side(sides[1], lang),
        _ => side(sides[0], lang),
    };
    capitalise(&lang.t(
        "opp-verdict",
        &[
            ("winner", winner.into()),
            ("side", who.into()),
            ("margin", int(result, "margin").unwrap_or(0).into()),
        ],
    ))
}

/// A negative total is a fumble whatever the rival rolled (B950).
fn fumble(result: &Value, key: &str, side: &str, lang: Lang) -> Option<String> {
    (result[key] == true).then(|| lang.t("opp-fumble", &[("side", side.into())]))
}
