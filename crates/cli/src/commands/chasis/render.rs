//! Human output of `tirada chasis` and `tirada odds chasis`: the dice as the book draws them
//! (①…⑫), every modifier on its own line, the total, the verdict and the grade in words.

use crate::lang::Lang;
use crate::render::{odds_table, Row, Style};
use tirada_dice::Fraction;
use tirada_rules::chasis::odds::CheckOdds;
use tirada_rules::chasis::transient::Applied;
use tirada_rules::chasis::{grade_label, AperturaKind, Extreme, Outcome, OverTenContinuation, Ruleset};

pub fn style() -> Style {
    Style {
        on: crate::render::colour_enabled(),
    }
}

pub(super) fn signed(v: i64) -> String {
    match v {
        v if v > 0 => format!("+{v}"),
        0 => "0".to_string(),
        v => format!("−{}", -v),
    }
}

pub fn outcome_word(o: Outcome, lang: Lang) -> String {
    match o {
        Outcome::Critical => lang.w("chasis-outcome-word-critical"),
        Outcome::Success => lang.w("chasis-outcome-word-success"),
        Outcome::Neutral => lang.w("chasis-outcome-word-neutral"),
        Outcome::Hyperbole => lang.w("chasis-outcome-word-hyperbole"),
        Outcome::Failure => lang.w("chasis-outcome-word-failure"),
        Outcome::Fumble => lang.w("chasis-outcome-word-fumble"),
    }
}

fn apertura_word(k: AperturaKind, lang: Lang) -> &'static str {
    match (k, lang) {
        (AperturaKind::OverTen, Lang::Es) => "sobredécima",
        (AperturaKind::None, Lang::En) => "none",
        (AperturaKind::Twin, Lang::En) => "twin",
        (AperturaKind::Top, Lang::En) => "top",
        (AperturaKind::Middle, Lang::En) => "middle",
        (AperturaKind::OverTen, Lang::En) => "over-ten",
        (AperturaKind::Custom, Lang::En) => "custom",
        (k, Lang::Es) => k.word(),
    }
}

fn continuation_word(c: OverTenContinuation, lang: Lang) -> String {
    match c {
        OverTenContinuation::ExplodeOnTen => lang.w("chasis-continuation-word-explode-on-ten"),
        OverTenContinuation::RerollD12 => lang.w("chasis-continuation-word-reroll-d12"),
        OverTenContinuation::None => lang.w("chasis-continuation-word-none"),
    }
}

/// The transient qualities that weighed on a check (T51), one line each.
pub fn transients(list: &[Applied], lang: Lang, style: Style) -> String {
    let mut out = String::new();
    for a in list {
        let score = match a.score {
            Some(v) => signed(v),
            None => lang.w("chasis-gm-sets-its-modifier"),
        };
        let label = lang.w("chasis-transient");
        out.push_str(&format!(
            "  {}: {} {score}  ({})\n",
            style.dim(&label),
            a.name,
            a.reason
        ));
    }
    out
}

/// A chance of the base throw as the book writes it, "9/144" ("9 de 144"), when it is a whole
/// count of throws; the fraction in lowest terms otherwise.
fn out_of(p: &Fraction, o: &CheckOdds, lang: Lang) -> String {
    let throws = (o.base.sides as i64).pow(o.base.count);
    match p.mul(&Fraction::from_int(throws)).as_i64() {
        Some(n) => format!("{n} {} {throws}", lang.w("chasis-in")),
        None => p.to_string(),
    }
}

/// Rows of the totals with the "at least" column, keeping those of 0.01 % or more; says how
/// many were left out.
fn total_rows(o: &CheckOdds) -> (Vec<Row>, usize) {
    let mut at_least = Fraction::one();
    let mut rows = Vec::new();
    for r in &o.distribution {
        if r.p.to_f64() >= 1e-4 {
            rows.push(Row {
                label: r.total.to_string(),
                p: r.p.clone(),
                at_least: Some(at_least.clone()),
            });
        }
        at_least = at_least.sub(&r.p);
    }
    let hidden = o.distribution.len() - rows.len();
    (rows, hidden)
}

pub fn odds(o: &CheckOdds, r: &Ruleset, lang: Lang, style: Style) -> String {
    let mut out = format!(
        "{}  ·  {} {} DIF {}",
        style.bold("CHASIS"),
        o.base,
        lang.w("chasis-vs"),
        o.difficulty
    );
    if r.apertura.kind != AperturaKind::None {
        out.push_str(&format!("  ·  apertura {}", apertura_word(r.apertura.kind, lang)));
        if r.apertura.kind == AperturaKind::OverTen {
            out.push_str(&format!(" ({})", continuation_word(r.apertura.continuation, lang)));
        }
    }
    out.push_str("\n\n");
    let rows: Vec<Row> = Outcome::ALL
        .iter()
        .map(|&w| Row {
            label: outcome_word(w, lang).to_string(),
            p: o.outcomes[&w].clone(),
            at_least: None,
        })
        .collect();
    out.push_str(&odds_table(&rows, &lang.w("chasis-outcome"), lang, style));
    let eff = |w: Outcome| {
        let p = &o.effective[&w];
        format!("{} {} ({})", outcome_word(w, lang), p, lang.percent(p.percent()))
    };
    out.push_str(&format!(
        "{}: {} · {} · {}\n",
        lang.w("chasis-overall"),
        eff(Outcome::Success),
        eff(Outcome::Neutral),
        eff(Outcome::Failure)
    ));
    let x: Vec<String> = Extreme::ALL
        .iter()
        .map(|&e| {
            let w = match e {
                Extreme::Critical => Outcome::Critical,
                Extreme::Fumble => Outcome::Fumble,
                Extreme::Hyperbole => Outcome::Hyperbole,
            };
            format!("{} {}", outcome_word(w, lang), out_of(&o.extremes[&e], o, lang))
        })
        .collect();
    out.push_str(&format!(
        "{}: {}\n",
        lang.w("chasis-extremes-on-base-dice"),
        x.join(" · ")
    ));
    if let Some(a) = &o.apertura {
        out.push_str(&format!(
            "{}\n",
            lang.t(
                "chasis-apertura-opens-on-of-rolls",
                &[
                    ("opens", out_of(&a.opens, o, lang).to_string().into()),
                    (
                        "expected-openings",
                        out_of(&a.expected_openings, o, lang).to_string().into()
                    )
                ]
            )
        ));
    }
    let mean = lang.decimal(o.mean.to_f64(), 4);
    out.push_str(&format!("{}: {mean}", lang.w("chasis-mean-total")));
    if o.truncated != Fraction::zero() {
        let mass = format!("{:.3e}", o.truncated.to_f64());
        let mass = match lang {
            Lang::Es => mass.replace('.', ","),
            Lang::En => mass,
        };
        let args = [("depth", o.depth.to_string().into()), ("mass", mass.into())];
        out.push_str(&format!(" · {}", lang.t("chasis-mass-cut", &args)));
    }
    out.push_str("\n\n");
    let (rows, hidden) = total_rows(o);
    out.push_str(&odds_table(&rows, "total", lang, style));
    if hidden > 0 {
        out.push_str(&format!(
            "{}\n",
            lang.t(
                "chasis-and-more-totals-each-below",
                &[("hidden", hidden.to_string().into())]
            )
        ));
    }
    let grades: Vec<Row> = o
        .grades
        .iter()
        .filter(|g| g.p.to_f64() >= 1e-4)
        .map(|g| Row {
            label: grade_label(g.grade),
            p: g.p.clone(),
            at_least: None,
        })
        .collect();
    out.push('\n');
    out.push_str(&odds_table(&grades, &lang.w("chasis-grade"), lang, style));
    out
}
