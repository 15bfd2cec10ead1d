//! Fate «La Escalera» (F): four Fate dice, the effort on the ladder (L29), the shifts against
//! the difficulty (L48), a success by 3 or more (L379), and the PP that would have made it.

mod attack;
pub mod conflict;
mod effort;

use crate::explanation::{Explanation, Line};
use crate::format::signed;
use crate::text::Lang;
use crate::value::{int, word};
use effort::{effort_lines, ladder};
use serde_json::Value;
use tirada_rules::fate::roll::Transcript;
use tirada_rules::fate::Rules;

pub fn explain(roll: &Value, lang: Lang) -> Option<Explanation> {
    let rules: Rules = serde_json::from_value(roll.get("rules")?.clone()).ok()?;
    let ladder = ladder(&rules, lang);
    let label = |key: &str| ladder.label(int(roll, key).unwrap_or(0) as i32);
    if let Some(attack) = roll.get("attack") {
        return attack::explain(roll, attack, &ladder, lang);
    }
    let mut lines = effort_lines(roll, "dice", "fate-dice", &ladder, lang);
    let default = roll.get("difficulty_is_default").and_then(Value::as_bool) == Some(true);
    lines.push(Line::plain(lang.t(
        "fate-against",
        &[
            ("dif", label("difficulty").into()),
            ("default", default.into()),
            ("shifts", signed(int(roll, "shifts").unwrap_or(0)).into()),
        ],
    )));
    let outcome = word(roll, "outcome");
    let short = -int(roll, "shifts").unwrap_or(0);
    // Offered only when payable: the transcript knows the points left and the cap (F64, F66).
    let payable = serde_json::from_value::<Transcript>(roll.clone())
        .ok()
        .and_then(|t| t.pp_to_succeed());
    if let Some(n) = payable {
        lines.push(Line::plain(lang.t("fate-pp-would", &[("n", n.into())])));
    }
    let headline = lang.t(
        "fate-headline",
        &[
            ("outcome", outcome.into()),
            ("shifts", int(roll, "shifts_gained").unwrap_or(0).into()),
            ("short", short.into()),
            (
                "critico",
                (roll.get("critico").and_then(Value::as_bool) == Some(true)).into(),
            ),
            ("effort", label("effort").into()),
            ("dif", label("difficulty").into()),
        ],
    );
    Some(Explanation { headline, lines })
}
