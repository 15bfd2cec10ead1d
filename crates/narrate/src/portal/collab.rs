//! A PORTAL collaboration (CO1–CO7, B884–B918, S74–S78): each member's total against the
//! difficulty, the success levels the excess makes, who they raise, and whether the group
//! makes it. A joint action thrown here also has each member's dice and the rerolls made.

use crate::explanation::{Explanation, Line};
use crate::format::number;
use crate::text::Lang;
use crate::value::{int, ints, list, word};
use serde_json::Value;

pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    let dif = int(roll, "difficulty")?;
    let totals = ints(roll, "totals");
    let names: Vec<&str> = list(roll, "names").iter().filter_map(Value::as_str).collect();
    let costs = ints(roll, "costs");
    let fumbles = ints(roll, "fumbles");
    let all = roll.get("all_covered").and_then(Value::as_bool)?;
    let mut lines = thrown(roll, lang);
    for (i, (&total, name)) in totals.iter().zip(&names).enumerate() {
        let margin = total - dif;
        lines.push(Line::plain(lang.t(
            "portal-collab-member",
            &[
                ("name", (*name).into()),
                ("total", number(total).into()),
                ("case", margin.signum().into()),
                ("n", margin.abs().into()),
                ("cost", costs.get(i).copied().unwrap_or(0).into()),
                ("fumble", (fumbles.contains(&(i as i64))).into()),
            ],
        )));
    }
    let covered: Vec<String> = ints(roll, "covered")
        .iter()
        .filter_map(|&i| names.get(i as usize))
        .map(|name| lang.t("portal-collab-raised", &[("name", (*name).into()), ("dif", dif.into())]))
        .collect();
    if !covered.is_empty() {
        lines.push(Line::plain(
            lang.t("portal-collab-covered", &[("list", covered.join(", ").into())]),
        ));
    }
    lines.push(Line::plain(lang.t("portal-collab-end", &[("all", all.into())])));
    let headline = lang.t(
        "portal-collab-headline",
        &[
            ("all", all.into()),
            ("dif", dif.into()),
            ("levels", int(roll, "levels").unwrap_or(0).into()),
        ],
    );
    Some(Explanation { headline, lines })
}

/// A joint action's dice: each member's faces and total, then the rerolls and whose pool paid.
fn thrown(roll: &Value, lang: Lang) -> Vec<Line> {
    let members = list(roll, "members").iter().map(|m| {
        let r = m.get("roll").unwrap_or(&Value::Null);
        let faces: Vec<i64> = list(r, "dice").iter().filter_map(|d| int(d, "face")).collect();
        lang.t(
            "portal-collab-dice",
            &[
                ("name", word(m, "name").into()),
                (
                    "leader",
                    (m.get("leader").and_then(Value::as_bool) == Some(true)).into(),
                ),
                ("faces", crate::format::faces(&faces).into()),
                ("total", number(int(r, "total").unwrap_or(0)).into()),
            ],
        )
    });
    let rerolls = list(roll, "rerolls").iter().map(|r| {
        lang.t(
            "portal-collab-reroll",
            &[
                ("name", word(r, "member").into()),
                (
                    "colour",
                    lang.t("portal-colour", &[("colour", word(r, "colour").into())]).into(),
                ),
                ("from", int(r, "from").unwrap_or(0).into()),
                ("to", int(r, "to").unwrap_or(0).into()),
                ("pool", word(r, "pool").into()),
            ],
        )
    });
    members.chain(rerolls).map(Line::plain).collect()
}
