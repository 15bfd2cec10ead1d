//! Human output of `tirada chasis` and `tirada odds chasis`: the dice as the book draws them
//! (①…⑫), every modifier on its own line, the total, the verdict and the grade in words.

use crate::lang::Lang;
use crate::render::{odds_table, Row, Style};
use tirada_dice::Fraction;
use tirada_rules::chasis::odds::CheckOdds;
use tirada_rules::chasis::roll::DjAction;
use tirada_rules::chasis::transient::Applied;
use tirada_rules::chasis::{grade_label, AperturaKind, Extreme, Outcome, OverTenContinuation, Ruleset, Transcript};

pub fn style() -> Style {
    Style {
        on: crate::render::colour_enabled(),
    }
}

/// ① … ⑳ like the book; plain digits beyond.
pub(super) fn circled(face: u32) -> String {
    match face {
        1..=20 => char::from_u32(0x2460 + face - 1).map_or(face.to_string(), String::from),
        _ => face.to_string(),
    }
}

pub(super) fn signed(v: i64) -> String {
    match v {
        v if v > 0 => format!("+{v}"),
        0 => "0".to_string(),
        v => format!("−{}", -v),
    }
}

pub fn outcome_word(o: Outcome, lang: Lang) -> &'static str {
    match (o, lang) {
        (Outcome::Critical, Lang::Es) => "crítico",
        (Outcome::Success, Lang::Es) => "éxito",
        (Outcome::Neutral, Lang::Es) => "neutro",
        (Outcome::Hyperbole, Lang::Es) => "hipérbole",
        (Outcome::Failure, Lang::Es) => "fallo",
        (Outcome::Fumble, Lang::Es) => "pifia",
        (Outcome::Critical, Lang::En) => "critical",
        (Outcome::Success, Lang::En) => "success",
        (Outcome::Neutral, Lang::En) => "neutral",
        (Outcome::Hyperbole, Lang::En) => "hyperbole",
        (Outcome::Failure, Lang::En) => "failure",
        (Outcome::Fumble, Lang::En) => "fumble",
    }
}

fn paint_outcome(style: Style, o: Outcome, text: &str) -> String {
    let code = match o {
        Outcome::Critical => "1;97;42",
        Outcome::Success => "1;32",
        Outcome::Neutral | Outcome::Hyperbole => "1;33",
        Outcome::Failure => "1;31",
        Outcome::Fumble => "1;97;41",
    };
    style.paint(code, text)
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

fn continuation_word(c: OverTenContinuation, lang: Lang) -> &'static str {
    match (c, lang) {
        (OverTenContinuation::ExplodeOnTen, Lang::Es) => "cada 10 suma otro d10",
        (OverTenContinuation::RerollD12, Lang::Es) => "relanzar: otro d12 que abre con ⑪/⑫",
        (OverTenContinuation::None, Lang::Es) => "sin continuación",
        (OverTenContinuation::ExplodeOnTen, Lang::En) => "each 10 adds another d10",
        (OverTenContinuation::RerollD12, Lang::En) => "reroll: another d12 that opens on ⑪/⑫",
        (OverTenContinuation::None, Lang::En) => "no continuation",
    }
}

/// What an extreme means, in a few words of our own.
fn extreme_note(e: Extreme, lang: Lang) -> &'static str {
    match (e, lang) {
        (Extreme::Critical, Lang::Es) => {
            "extremo en los dados base: éxito sea cual sea el total, con algo muy favorable"
        }
        (Extreme::Fumble, Lang::Es) => {
            "extremo en los dados base: fallo sea cual sea el total, con algo muy perjudicial"
        }
        (Extreme::Hyperbole, Lang::Es) => {
            "extremo en los dados base: neutro sea cual sea el total, lo mejor y lo peor a la vez"
        }
        (Extreme::Critical, Lang::En) => {
            "extreme on the base dice: a success whatever the total, with something very good"
        }
        (Extreme::Fumble, Lang::En) => {
            "extreme on the base dice: a failure whatever the total, with something very bad"
        }
        (Extreme::Hyperbole, Lang::En) => {
            "extreme on the base dice: a neutral whatever the total, the best and the worst at once"
        }
    }
}

/// One labelled line: the label, what was rolled, and the amount at the right.
pub(super) fn line(label: &str, what: &str, amount: &str, style: Style) -> String {
    let what = format!("{what:<30}");
    format!(
        "  {:<12} {what} {}\n",
        style.dim(label),
        style.bold(&format!("{amount:>5}"))
    )
}

pub fn check(t: &Transcript, r: &Ruleset, lang: Lang, style: Style) -> String {
    let es = lang == Lang::Es;
    let mut out = format!(
        "{}  {} {} DIF {}",
        style.bold("CHASIS"),
        t.base,
        lang.pick("contra", "vs"),
        t.difficulty
    );
    if r.name != "CHASIS" {
        out.push_str(&format!("  ·  {}", r.name));
    }
    out.push('\n');
    let faces: Vec<String> = t.dice.iter().map(|&f| circled(f)).collect();
    let mut dice = faces.join(" ");
    if let Some(c) = &t.counted {
        let c: Vec<String> = c.iter().map(|f| f.to_string()).collect();
        dice.push_str(&format!("  ({} {})", lang.pick("cuentan", "count as"), c.join(" + ")));
    }
    out.push_str(&line(
        lang.pick("dados", "dice"),
        &dice,
        &format!("{}", t.result),
        style,
    ));
    if t.modifier.expression != "0" {
        let rolled = if t.modifier.dice.is_empty() {
            String::new()
        } else {
            let d: Vec<String> = t.modifier.dice.iter().map(|f| f.to_string()).collect();
            format!("  [{}]", d.join(", "))
        };
        let e = &t.modifier.expression;
        let sign = if e.starts_with('-') { "" } else { "+" };
        let what = format!("{sign}{e}{rolled}");
        out.push_str(&line(
            lang.pick("modificador", "modifier"),
            &what,
            &signed(t.modifier.value),
            style,
        ));
    }
    if t.level_modifier != 0 {
        out.push_str(&line(
            lang.pick("nivel", "level"),
            "NIV",
            &signed(t.level_modifier),
            style,
        ));
    }
    let e = &t.energy;
    if e.modifier() != 0 {
        let what = match lang {
            Lang::Es => format!("énfasis {} · estrés {}", e.emphasis_mod, e.stress_mod),
            Lang::En => format!("emphasis {} · stress {}", e.emphasis_mod, e.stress_mod),
        };
        out.push_str(&line(
            lang.pick("energía", "energy"),
            &what,
            &signed(e.modifier()),
            style,
        ));
    }
    if let Some(a) = &t.apertura {
        let chains: Vec<String> = a
            .chains
            .iter()
            .map(|c| {
                let f: Vec<String> = c.faces.iter().map(|x| x.to_string()).collect();
                let again = if c.reroll {
                    format!(" {} ", lang.pick("otra vez", "again"))
                } else {
                    " ".to_string()
                };
                let counts = if c.reroll {
                    format!(" ({})", signed(c.value))
                } else {
                    String::new()
                };
                format!("{}→d{}{again}{}{counts}", circled(t.dice[c.die]), c.sides, f.join("+"))
            })
            .collect();
        let what = if chains.is_empty() {
            format!(
                "{}: {}",
                apertura_word(a.kind, lang),
                lang.pick("no se abre", "does not open")
            )
        } else {
            format!("{}: {}", apertura_word(a.kind, lang), chains.join(", "))
        };
        out.push_str(&line("apertura", &what, &signed(a.value), style));
    }
    out.push_str(&line("total", "", &t.total.to_string(), style));
    let word = outcome_word(t.outcome, lang).to_uppercase();
    let grade = if t.multiplied {
        let m = r.grade.multiplier;
        let times = lang.decimal(m.num as f64 / m.den as f64, 3);
        format!("{}  (GD {} ×{times})", t.grade_label, signed(t.grade))
    } else if t.only_via_extreme {
        match lang {
            Lang::Es => format!("{}  (solo un extremo lo permitía: sin multiplicar)", t.grade_label),
            Lang::En => format!("{}  (only an extreme could do it: not multiplied)", t.grade_label),
        }
    } else {
        t.grade_label.clone()
    };
    out.push_str(&format!("→ {}  ·  {grade}\n", paint_outcome(style, t.outcome, &word)));
    match (t.dj, lang) {
        (Some(DjAction::Irrealize { stress }), Lang::Es) => out.push_str(&format!(
            "  el DJ irrealiza el fallo: éxito, con −{stress}PY de estrés provisional\n"
        )),
        (Some(DjAction::Irrealize { stress }), Lang::En) => out.push_str(&format!(
            "  the GM irrealizes the failure: a success, with −{stress}PY of provisional stress\n"
        )),
        (Some(DjAction::NeutralToFailure), Lang::Es) => out.push_str("  el DJ convierte el neutro en fallo\n"),
        (Some(DjAction::NeutralToFailure), Lang::En) => out.push_str("  the GM turns the neutral into a failure\n"),
        (None, _) => {}
    }
    match (t.extreme, t.dj.is_some()) {
        (Some(x), false) => out.push_str(&format!("  {}\n", style.dim(extreme_note(x, lang)))),
        // The DJ's decision above overrides what the extreme alone would give.
        (Some(x), true) => {
            let word = outcome_word(Outcome::of_extreme(x), lang);
            let note = match lang {
                Lang::Es => format!("extremo en los dados base ({word}), antes de la decisión del DJ"),
                Lang::En => format!("extreme on the base dice ({word}), before the GM's decision"),
            };
            out.push_str(&format!("  {}\n", style.dim(&note)));
        }
        (None, _) => {}
    }
    if let Some(aux) = t.auxiliary {
        let label = lang.pick("auxiliar", "auxiliary");
        out.push_str(&format!("  {label}: AUX {aux} ({})\n", grade_label(aux)));
    }
    if let Some(g) = t.gradual {
        let what = match (g.points.signum(), es) {
            (1, true) => format!("{} PT a favor", g.points),
            (-1, true) => format!("{} PT en contra", -g.points),
            (_, true) => "0 PT".to_string(),
            (1, false) => format!("{} PT in favour", g.points),
            (-1, false) => format!("{} PT against", -g.points),
            (_, false) => "0 PT".to_string(),
        };
        let kind = serde_json::to_value(g.kind).ok();
        let kind = kind.as_ref().and_then(|v| v.as_str()).unwrap_or("");
        out.push_str(&format!("  {}chequeo: {what}\n", kind));
    }
    out
}

/// The transient qualities that weighed on a check (T51), one line each.
pub fn transients(list: &[Applied], lang: Lang, style: Style) -> String {
    let mut out = String::new();
    for a in list {
        let score = match a.score {
            Some(v) => signed(v),
            None => lang
                .pick("el DJ decide su modificador", "the GM sets its modifier")
                .to_string(),
        };
        let label = lang.pick("transitoria", "transient");
        out.push_str(&format!("  {}: {} {score}  ({})\n", style.dim(label), a.name, a.reason));
    }
    out
}

/// A chance of the base throw as the book writes it, "9/144" ("9 de 144"), when it is a whole
/// count of throws; the fraction in lowest terms otherwise.
fn out_of(p: &Fraction, o: &CheckOdds, lang: Lang) -> String {
    let throws = (o.base.sides as i64).pow(o.base.count);
    match p.mul(&Fraction::from_int(throws)).as_i64() {
        Some(n) => format!("{n} {} {throws}", lang.pick("de", "in")),
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
        lang.pick("contra", "vs"),
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
    out.push_str(&odds_table(&rows, lang.pick("resultado", "outcome"), lang, style));
    let eff = |w: Outcome| {
        let p = &o.effective[&w];
        format!("{} {} ({})", outcome_word(w, lang), p, lang.percent(p.percent()))
    };
    out.push_str(&format!(
        "{}: {} · {} · {}\n",
        lang.pick("En total", "Overall"),
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
        lang.pick("Extremos en los dados base", "Extremes on the base dice"),
        x.join(" · ")
    ));
    if let Some(a) = &o.apertura {
        out.push_str(&match lang {
            Lang::Es => format!(
                "La apertura se abre en {} de las tiradas ({} aperturas por tirada)\n",
                out_of(&a.opens, o, lang),
                out_of(&a.expected_openings, o, lang)
            ),
            Lang::En => format!(
                "The apertura opens on {} of the rolls ({} openings per roll)\n",
                out_of(&a.opens, o, lang),
                out_of(&a.expected_openings, o, lang)
            ),
        });
    }
    let mean = lang.decimal(o.mean.to_f64(), 4);
    out.push_str(&format!("{}: {mean}", lang.pick("Total medio", "Mean total")));
    if o.truncated != Fraction::zero() {
        out.push_str(&match lang {
            Lang::Es => format!(
                " · masa cortada a profundidad {}: {}",
                o.depth,
                format!("{:.3e}", o.truncated.to_f64()).replace('.', ",")
            ),
            Lang::En => format!(" · mass cut at depth {}: {:.3e}", o.depth, o.truncated.to_f64()),
        });
    }
    out.push_str("\n\n");
    let (rows, hidden) = total_rows(o);
    out.push_str(&odds_table(&rows, "total", lang, style));
    if hidden > 0 {
        out.push_str(&match lang {
            Lang::Es => format!("(y {hidden} totales más, cada uno por debajo del 0,01 %)\n"),
            Lang::En => format!("(and {hidden} more totals, each below 0.01%)\n"),
        });
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
    out.push_str(&odds_table(&grades, lang.pick("grado", "grade"), lang, style));
    out
}
