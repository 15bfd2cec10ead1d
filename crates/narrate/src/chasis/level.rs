//! The DJ's level points for a session (§3.4, C1104–C1138): the pool NIV × PRM, what was
//! spent and given back, what is left, and the group's PX after a good ending.

use crate::explanation::{Explanation, Line};
use crate::text::Lang;
use crate::value::{int, ints};
use serde_json::Value;

/// A ledger of `tirada chasis nivel` (`"command": "nivel"`).
pub fn explain(l: &Value, lang: Lang) -> Option<Explanation> {
    let level = int(l, "session_level")?;
    let left = int(l, "remaining")?;
    let headline = lang.t(
        "chasis-level-headline",
        &[
            ("level", level.into()),
            ("players", int(l, "players").unwrap_or(0).into()),
            ("left", left.into()),
        ],
    );
    let mut lines = vec![lang.t(
        "chasis-level-pool",
        &[
            ("level", level.into()),
            ("average", int(l, "average").unwrap_or(0).into()),
            ("pool", int(l, "pool")?.into()),
        ],
    )];
    // C1126: spends and refunds in the order they happened, when the ledger kept it.
    let moves = ints(l, "moves");
    if !moves.is_empty() {
        let each: Vec<String> = moves
            .iter()
            .map(|&x| if x < 0 { format!("+{}", -x) } else { format!("−{x}") })
            .collect();
        lines.push(lang.t("chasis-level-moves", &[("list", each.join(" ").into())]));
    }
    for (key, sign, list) in [
        ("chasis-level-spent", "−", "spent"),
        ("chasis-level-refunded", "+", "refunded"),
    ] {
        let v = ints(l, list);
        if !v.is_empty() {
            let each: Vec<String> = v.iter().map(|x| format!("{sign}{x}")).collect();
            lines.push(lang.t(key, &[("list", each.join(" ").into())]));
        }
    }
    lines.push(lang.t("chasis-level-after", &[("exhausted", (l["exhausted"] == true).into())]));
    if let Some(px) = int(l, "experience") {
        lines.push(lang.t("chasis-level-experience", &[("px", px.into())]));
    }
    Some(Explanation {
        headline,
        lines: lines.into_iter().map(Line::plain).collect(),
    })
}
