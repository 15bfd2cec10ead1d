//! A PORTAL extended roll (S80–S84): successes over the difficulty accumulate towards a
//! required total; a tie may raise it, a roll below the difficulty fails the task. The object
//! of `tirada portal extendida --json` (`"command": "extendida"`).

use crate::explanation::{Explanation, Line};
use crate::format::number;
use crate::text::Lang;
use crate::value::{int, list, word};
use serde_json::Value;

pub fn explain(r: &Value, lang: Lang) -> Option<Explanation> {
    let dif = int(r, "difficulty")?;
    let mut required = int(r, "initial_required")?;
    let mut lines = vec![lang.t(
        "ext-roll-start",
        &[("dif", number(dif).into()), ("required", required.into())],
    )];
    for (i, s) in list(r, "steps").iter().enumerate() {
        let total = int(s, "total").unwrap_or(0);
        let now = int(s, "required").unwrap_or(required);
        let what = match total.cmp(&dif) {
            std::cmp::Ordering::Greater => "above",
            std::cmp::Ordering::Equal if now > required => "raised",
            std::cmp::Ordering::Equal => "tie",
            std::cmp::Ordering::Less => "below",
        };
        required = now;
        lines.push(lang.t(
            "ext-roll-step",
            &[
                ("n", (i + 1).into()),
                ("total", number(total).into()),
                ("spent", int(s, "spent").unwrap_or(0).into()),
                ("what", what.into()),
                ("gained", (total - dif).into()),
                ("accumulated", int(s, "accumulated").unwrap_or(0).into()),
                ("required", now.into()),
            ],
        ));
    }
    Some(Explanation {
        headline: lang.t("ext-roll-headline", &[("status", word(r, "status").into())]),
        lines: lines.into_iter().map(Line::plain).collect(),
    })
}
