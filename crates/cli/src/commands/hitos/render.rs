//! Human output of `tirada hitos` and `tirada odds hitos`: m / C / M with the read die
//! highlighted, the activation, the verdict, the drama points; odds tables with bars.

use super::spec::SheetUse;
use crate::lang::Lang;
use crate::render::{odds_table, Row, Style};
use tirada_dice::Fraction;
use tirada_rules::hitos::report::TotalProb;
use tirada_rules::hitos::{CritMode, Objective, OddsReport, Outcome, Plan, Polarity, RollSpec};

fn signed(v: i32) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        format!("+{v}")
    }
}

pub fn outcome_word(o: Outcome, lang: Lang) -> String {
    match o {
        Outcome::Exito => lang.w("hitos-outcome-word-exito"),
        Outcome::Fallo => lang.w("hitos-outcome-word-fallo"),
        Outcome::Critico => lang.w("hitos-outcome-word-critico"),
        Outcome::Pifia => lang.w("hitos-outcome-word-pifia"),
    }
}

fn pct(f: &Fraction, lang: Lang) -> String {
    lang.percent(f.percent())
}

/// What the CLI adds below the roll's explanation: what the roll took from a sheet (a sheet
/// summary) and the solver's advice on the activation.
pub fn extras(choice: Option<&Plan>, sheet: Option<&SheetUse>, lang: Lang) -> String {
    let mut out = String::new();
    if let Some(u) = sheet {
        let mut parts = vec![u.name.clone()];
        parts.extend(u.characteristic.clone());
        parts.extend(u.skill.as_ref().map(|k| format!("«{k}»")));
        if u.health_penalty != 0 {
            parts.push(format!("{} {}", lang.w("hitos-health"), signed(u.health_penalty)));
        }
        let points = match u.drama_points_after {
            Some(after) => format!("{} → {after}", u.drama_points),
            None => u.drama_points.to_string(),
        };
        parts.push(format!("{} {points}", lang.w("hitos-drama-points")));
        out.push_str(&format!("  {} {}\n", lang.w("hitos-sheet"), parts.join(" · ")));
    }
    if let Some(c) = choice {
        out.push_str(&choice_line(c, lang));
    }
    out
}

fn choice_line(c: &Plan, lang: Lang) -> String {
    let success = c.objective == Objective::Success;
    let fmt = |f: &Fraction| {
        if success {
            pct(f, lang)
        } else {
            lang.decimal(f.to_f64(), 2)
        }
    };
    let dice: Vec<String> = c
        .reroll
        .iter()
        .zip(&c.positions)
        .map(|(f, p)| format!("{f} ({p})"))
        .collect();
    match (c.played, c.reroll.is_empty()) {
        (false, true) => lang.w("hitos-advice-no-need") + "\n",
        (false, false) => {
            let args = [
                ("dice", dice.join(", ").into()),
                ("before", fmt(&c.value_before).into()),
                ("after", fmt(&c.value_after).into()),
            ];
            lang.t("hitos-advice-reroll", &args) + "\n"
        }
        (true, _) => {
            let what = match success {
                true => lang.w("hitos-choice-line-true"),
                false => lang.w("hitos-choice-line-false"),
            };
            let side = match c.polarity {
                Polarity::Positive => lang.w("hitos-choice-line-positive"),
                Polarity::Negative => lang.w("hitos-choice-line-negative"),
            };
            format!(
                "  {}\n",
                format_args!("{what} {side}: {} → {}", fmt(&c.value_before), fmt(&c.value_after))
            )
        }
    }
}

/// Rows of a distribution with the "at least" column.
fn total_rows(d: &[TotalProb]) -> Vec<Row> {
    let mut remaining = Fraction::one();
    d.iter()
        .map(|r| {
            let row = Row {
                label: r.total.to_string(),
                p: r.p.clone(),
                at_least: Some(remaining.clone()),
            };
            remaining = remaining.sub(&r.p);
            row
        })
        .collect()
}

/// The odds for a person: outcomes, the activation's gain, opposed and extended tests, the
/// distribution of the total.
pub fn odds(spec: &RollSpec, r: &OddsReport, lang: Lang, style: Style) -> String {
    let mut out = String::new();
    let dif = r
        .difficulty
        .map(|d| format!(", {} {d}", lang.w("hitos-difficulty")))
        .unwrap_or_default();
    let realism = if r.crit_mode == CritMode::Realistic {
        lang.w("hitos-realistic")
    } else {
        String::new()
    };
    let act = match r.activation.as_ref().map(|a| a.polarity) {
        Some(Polarity::Positive) => lang.w("hitos-odds-aspect-for"),
        Some(Polarity::Negative) => lang.w("hitos-odds-aspect-against"),
        None => String::new(),
    };
    out.push_str(&style.bold(&format!(
        "Hitos: {} ({} {}, {} {}{dif}{realism}{act})",
        lang.w("hitos-exact-odds"),
        lang.w("hitos-die"),
        spec.reading,
        lang.w("hitos-bonus"),
        signed(spec.bonus()),
    )));
    out.push_str("\n\n");
    if let Some(o) = &r.plain.outcomes {
        let rows: Vec<Row> = Outcome::ALL
            .iter()
            .map(|&w| Row {
                label: outcome_word(w, lang).to_string(),
                p: o.get(w).clone(),
                at_least: None,
            })
            .collect();
        out.push_str(&odds_table(&rows, &lang.w("hitos-outcome"), lang, style));
    }
    out.push_str(&format!(
        "{} {}, {} {}: {} {} {}\n",
        lang.w("hitos-critical"),
        pct(&r.critical, lang),
        lang.w("hitos-fumble"),
        pct(&r.fumble, lang),
        lang.w("hitos-critical-or-fumble"),
        pct(&r.critical_or_fumble, lang),
        style.dim(&format!("({})", r.critical_or_fumble)),
    ));
    if let Some(a) = &r.activation {
        let success = a.objective == Objective::Success;
        let what = if success {
            lang.w("hitos-success")
        } else {
            lang.w("hitos-mean")
        };
        let fmt = |f: &Fraction| {
            if success {
                pct(f, lang)
            } else {
                lang.decimal(f.to_f64(), 3)
            }
        };
        out.push_str(&format!(
            "{what} {} {} → {} {}; {} {}\n",
            lang.w("hitos-without-and-with-activation"),
            fmt(&a.value_without),
            fmt(&a.value),
            style.dim(&format!("({})", a.value)),
            if a.polarity == Polarity::Positive {
                lang.w("hitos-activated-in")
            } else {
                lang.w("hitos-activated-against-in")
            },
            pct(&a.used, lang)
        ));
    }
    if let Some(o) = &r.opposed {
        out.push_str(&format!(
            "{} {}, {} {}, {} {}\n",
            lang.w("hitos-opposed-wins"),
            pct(&o.initiator, lang),
            lang.w("hitos-ties"),
            pct(&o.tie, lang),
            lang.w("hitos-loses"),
            pct(&o.opponent, lang),
        ));
    }
    if let Some(x) = &r.extended {
        let expected = x
            .odds
            .expected_rolls
            .as_ref()
            .map_or("∞".to_string(), |e| lang.decimal(e.to_f64(), 2));
        let within: Vec<String> = x
            .done_within
            .iter()
            .map(|(n, p)| format!("{n}: {}", pct(p, lang)))
            .collect();
        out.push_str(&format!(
            "{}\n",
            lang.t(
                "hitos-extended-action-of-successes-per",
                &[
                    ("successes", x.successes.to_string().into()),
                    ("odds", pct(&x.odds.p, lang).to_string().into()),
                    ("expected", expected.to_string().into()),
                    ("minimum-rolls", x.odds.minimum_rolls.to_string().into()),
                    ("within", within.join(", ").to_string().into())
                ]
            )
        ));
    }
    out.push('\n');
    out.push_str(&format!(
        "{} {}\n",
        lang.w("hitos-mean-total"),
        lang.decimal(r.plain.mean.to_f64(), 3)
    ));
    out.push_str(&odds_table(&total_rows(&r.plain.distribution), "total", lang, style));
    out
}
