//! Human output of `tirada hitos` and `tirada odds hitos`: m / C / M with the read die
//! highlighted, the activation, the verdict, the drama points; odds tables with bars.

use super::spec::SheetUse;
use crate::lang::Lang;
use crate::render::{odds_table, Row, Style};
use tirada_dice::Fraction;
use tirada_rules::hitos::damage::DamageResult;
use tirada_rules::hitos::drama::Reason;
use tirada_rules::hitos::report::TotalProb;
use tirada_rules::hitos::roll::Step;
use tirada_rules::hitos::{
    Band, CritMode, Objective, OddsReport, Outcome, Plan, Polarity, RollSpec, Special, Transcript,
};

/// `+ 9`, `− 2`: a bonus written after a number.
fn plus(v: i32) -> String {
    if v < 0 {
        format!("− {}", -v)
    } else {
        format!("+ {v}")
    }
}

fn signed(v: i32) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        format!("+{v}")
    }
}

pub fn outcome_word(o: Outcome, lang: Lang) -> &'static str {
    match (o, lang) {
        (Outcome::Exito, Lang::Es) => "ÉXITO",
        (Outcome::Fallo, Lang::Es) => "FALLO",
        (Outcome::Critico, Lang::Es) => "CRÍTICO",
        (Outcome::Pifia, Lang::Es) => "PIFIA",
        (Outcome::Exito, Lang::En) => "SUCCESS",
        (Outcome::Fallo, Lang::En) => "FAILURE",
        (Outcome::Critico, Lang::En) => "CRITICAL",
        (Outcome::Pifia, Lang::En) => "FUMBLE",
    }
}

fn band_name(b: Band, lang: Lang) -> &'static str {
    match lang {
        Lang::Es => b.name(),
        Lang::En => b.english(),
    }
}

fn reason(r: Reason, lang: Lang) -> &'static str {
    let (es, en) = match r {
        Reason::InicioSesion => ("inicio de sesión", "session start"),
        Reason::ActivacionPositiva => ("activación a favor", "positive activation"),
        Reason::ActivacionNarrativa => ("activación narrativa", "narrative activation"),
        Reason::ActivacionNegativa => ("activación en contra", "negative activation"),
        Reason::RecibeActivacionEnContra => (
            "recibe el punto de la activación en contra",
            "receives the activator's point",
        ),
        Reason::ActivacionDelDj => (
            "el DJ activa un aspecto: el punto es para el jugador más afectado",
            "the GM activates an aspect: the point goes to the player most affected",
        ),
        Reason::CancelaActivacion => ("cancela la activación", "cancels the activation"),
        Reason::RecuperaPunto => ("recupera su punto", "gets the point back"),
        Reason::RecibePuntoDeCancelacion => ("recibe el punto de quien canceló", "receives the canceller's point"),
        Reason::CancelacionDelDj => (
            "el DJ cancela la activación y da un punto",
            "the GM cancels and gives a point",
        ),
        Reason::AspectoAgotado => ("paga agotando el aspecto", "pays by exhausting the aspect"),
        Reason::NoEsTanGrave => ("no es tan grave como parece", "not as bad as it looks"),
        Reason::IgnoraSecuaz => ("ignora el ataque de un secuaz", "ignores a minion's attack"),
        Reason::AccionConjunta => ("permite una acción conjunta", "allows a joint action"),
    };
    lang.pick(es, en)
}

fn who(w: &str, lang: Lang) -> String {
    match (w, lang) {
        ("tirador", Lang::En) => "roller".into(),
        ("activador", Lang::En) => "activator".into(),
        ("dj", Lang::En) => "GM".into(),
        ("dj", Lang::Es) => "DJ".into(),
        (w, _) => w.to_string(),
    }
}

/// Which of m, C, M the die value was read from.
fn read_mask(t: &Transcript) -> [bool; 3] {
    let s = t.sorted;
    let pair = |face: u8| [s.0[0] == face, s.0[1] == face, s.0[2] == face];
    match t.activation {
        Some(Polarity::Positive) => match s.repeat() {
            Some(r) if i32::from(r.face) * r.size.count() > i32::from(s.high()) => pair(r.face),
            _ => [false, false, true],
        },
        Some(Polarity::Negative) => match s.repeat() {
            Some(r) => pair(r.face),
            None => [true, false, false],
        },
        None => [t.reading.has_low(), t.reading.has_mid(), t.reading.has_high()],
    }
}

fn value_name(t: &Transcript, lang: Lang) -> String {
    match (t.activation, lang) {
        (Some(Polarity::Positive), _) => "V⁺".into(),
        (Some(Polarity::Negative), _) => "V⁻".into(),
        (None, Lang::Es) => match t.reading.to_string().as_str() {
            "C" => "dado central".into(),
            "m" => "dado menor".into(),
            "M" => "dado mayor".into(),
            other => format!("suma {other}"),
        },
        (None, Lang::En) => match t.reading.to_string().as_str() {
            "C" => "central die".into(),
            "m" => "low die".into(),
            "M" => "high die".into(),
            other => format!("sum {other}"),
        },
    }
}

fn pct(f: &Fraction, lang: Lang) -> String {
    lang.percent(f.percent())
}

/// The whole roll for a person.
pub fn roll(t: &Transcript, choice: Option<&Plan>, sheet: Option<&SheetUse>, lang: Lang, style: Style) -> String {
    let es = lang == Lang::Es;
    let mut out = String::new();
    let bonus = t.characteristic + t.skill + t.modifier;
    let dif = match (t.difficulty, t.band) {
        (Some(d), Some(b)) => format!(
            " · {} {d} ({})",
            lang.pick("dificultad", "difficulty"),
            band_name(b, lang)
        ),
        (Some(d), None) => format!(" · {} {d}", lang.pick("dificultad", "difficulty")),
        _ => String::new(),
    };
    let realism = if t.crit_mode == CritMode::Realistic {
        lang.pick(" · realista", " · realistic")
    } else {
        ""
    };
    out.push_str(&style.bold(&format!(
        "Hitos · {} {} {} {} {} {} = {}{dif}{realism}",
        lang.pick("car", "char"),
        t.characteristic,
        lang.pick("+ hab", "+ skill"),
        t.skill,
        lang.pick("+ mod", "+ mod"),
        t.modifier,
        signed(bonus)
    )));
    out.push('\n');
    if let Some(u) = sheet {
        let mut parts = vec![u.name.clone()];
        parts.extend(u.characteristic.clone());
        parts.extend(u.skill.as_ref().map(|k| format!("«{k}»")));
        if u.health_penalty != 0 {
            parts.push(format!("{} {}", lang.pick("salud", "health"), signed(u.health_penalty)));
        }
        let points = match u.drama_points_after {
            Some(after) => format!("{} → {after}", u.drama_points),
            None => u.drama_points.to_string(),
        };
        parts.push(format!("{} {points}", lang.pick("puntos dramáticos", "drama points")));
        out.push_str(&format!("  {} {}\n", lang.pick("ficha:", "sheet:"), parts.join(" · ")));
    }
    if let Some(first) = &t.first_dice {
        let f: Vec<String> = first.iter().map(u8::to_string).collect();
        out.push_str(&format!(
            "  {} {}\n",
            lang.pick("primera tirada:", "first throw:"),
            f.join(" ")
        ));
    }
    for s in &t.steps {
        out.push_str(&format!("  {}\n", style.dim(&step_line(s, lang))));
    }
    let d: Vec<String> = t.dice.iter().map(u8::to_string).collect();
    out.push_str(&format!("  {} {}\n", lang.pick("dados:", "dice:"), d.join(" ")));
    let mask = read_mask(t);
    let paint = match t.special {
        Some(Special::Critical(_)) => "1;30;42",
        Some(Special::Fumble(_)) => "1;97;41",
        None => "1;7",
    };
    let cells: Vec<String> = ["m", "C", "M"]
        .iter()
        .zip(t.sorted.0)
        .zip(mask)
        .map(|((l, f), read)| {
            if read {
                format!("{l} {}", style.paint(paint, &format!("[{f}]")))
            } else {
                format!("{l}  {f} ")
            }
        })
        .collect();
    out.push_str(&format!("  {}\n", cells.join("  ·  ").trim_end()));
    let compare = match (t.difficulty, t.outcome) {
        (Some(d), Some(Outcome::Exito | Outcome::Fallo)) => {
            format!(" {} {d}", if t.total >= d { "≥" } else { "<" })
        }
        _ => String::new(),
    };
    let verdict = t
        .outcome
        .map(|o| format!(" → {}", style.bold(outcome_word(o, lang))))
        .unwrap_or_default();
    out.push_str(&format!(
        "  {} {} {} = {}{compare}{verdict}\n",
        value_name(t, lang),
        if t.die_value < 0 {
            format!("−{}", -t.die_value)
        } else {
            t.die_value.to_string()
        },
        plus(bonus),
        style.bold(&t.total.to_string())
    ));
    if let Some(s) = t.special {
        let size = s.size().word();
        let line = match (s, es) {
            (Special::Critical(_), true) => format!("crítico ({size} 10): éxito automático; el DJ puede dar un aspecto temporal beneficioso ({})", s.size().aspect_duration().word()),
            (Special::Fumble(_), true) => format!("pifia ({size} 1): fallo automático; el DJ puede dar un aspecto temporal perjudicial o una secuela ({})", s.size().aspect_duration().word()),
            (Special::Critical(_), false) => format!("critical ({size} 10): automatic success; the GM may grant a beneficial temporary aspect (one {})", if s.size().count() == 2 { "scene" } else { "session" }),
            (Special::Fumble(_), false) => format!("fumble ({size} 1): automatic failure; the GM may give a harmful temporary aspect or a sequela (one {})", if s.size().count() == 2 { "scene" } else { "session" }),
        };
        out.push_str(&format!("  {line}\n"));
    }
    if t.activation == Some(Polarity::Positive) && t.effect_dice.high != i64::from(t.sorted.high()) {
        out.push_str(&format!(
            "  {}\n",
            style.dim(&match lang {
                Lang::Es => format!("para el daño y otros efectos M vale {}", t.effect_dice.high),
                Lang::En => format!("for damage and other effects M counts as {}", t.effect_dice.high),
            })
        ));
    }
    if let Some(c) = choice {
        out.push_str(&choice_line(c, lang));
    }
    if !t.drama.is_empty() {
        let moves: Vec<String> = t
            .drama
            .iter()
            .map(|e| {
                let amount = if e.delta == 0 { "0".to_string() } else { signed(e.delta) };
                format!("{} {amount} ({})", who(&e.who, lang), reason(e.reason, lang))
            })
            .collect();
        out.push_str(&format!(
            "{} {}\n",
            lang.pick("Puntos dramáticos:", "Drama points:"),
            moves.join("; ")
        ));
    }
    out
}

fn step_line(s: &Step, lang: Lang) -> String {
    match s {
        Step::Activated {
            activation,
            rerolled,
            value,
        } => {
            let side = match (activation.polarity, lang) {
                (Polarity::Positive, Lang::Es) => "aspecto a favor",
                (Polarity::Negative, Lang::Es) => "aspecto en contra",
                (Polarity::Positive, Lang::En) => "aspect in favour",
                (Polarity::Negative, Lang::En) => "aspect against",
            };
            let name = activation
                .aspect
                .as_ref()
                .map(|a| format!(" «{a}»"))
                .unwrap_or_default();
            let dice: Vec<String> = rerolled
                .iter()
                .map(|r| {
                    format!(
                        "{} → {} ({} {})",
                        r.from,
                        r.to,
                        lang.pick("posición", "position"),
                        r.position
                    )
                })
                .collect();
            let what = if dice.is_empty() {
                lang.pick("sin repetir dados", "no dice rerolled").to_string()
            } else {
                format!("{} {}", lang.pick("repite", "rerolls"), dice.join(", "))
            };
            let v = if activation.polarity == Polarity::Positive {
                "V⁺"
            } else {
                "V⁻"
            };
            format!("{side}{name}: {what}; {v} = {value}")
        }
        Step::MutualCancel => lang
            .pick(
                "un aspecto a favor y otro en contra se anulan: nadie paga y no se repite (L165)",
                "an aspect in favour and one against cancel out: nobody pays, nothing is rerolled",
            )
            .into(),
        Step::Cancelled { by_gm: true, .. } => lang
            .pick("el DJ cancela la activación", "the GM cancels the activation")
            .into(),
        Step::Cancelled { .. } => lang
            .pick(
                "quien tira paga un punto y cancela la activación en contra",
                "the roller pays a point and cancels the activation",
            )
            .into(),
    }
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
    match (c.played, c.reroll.is_empty(), lang) {
        (false, true, Lang::Es) => {
            "Consejo: no hace falta activar el aspecto; la tirada ya es lo mejor posible.\n".into()
        }
        (false, true, Lang::En) => "Advice: no need to activate the aspect; the roll is already at its best.\n".into(),
        (false, false, Lang::Es) => format!(
            "Consejo: repite {} ({} → {}); escribe sus nuevas caras al final de --dados\n",
            dice.join(", "),
            fmt(&c.value_before),
            fmt(&c.value_after)
        ),
        (false, false, Lang::En) => format!(
            "Advice: reroll {} ({} → {}); type their new faces at the end of --dados\n",
            dice.join(", "),
            fmt(&c.value_before),
            fmt(&c.value_after)
        ),
        (true, _, _) => {
            let what = match (success, lang) {
                (true, Lang::Es) => "probabilidad de éxito",
                (true, Lang::En) => "chance of success",
                (false, Lang::Es) => "total esperado",
                (false, Lang::En) => "expected total",
            };
            let side = match (c.polarity, lang) {
                (Polarity::Positive, Lang::Es) => "con esa elección",
                (Polarity::Positive, Lang::En) => "with that choice",
                (Polarity::Negative, Lang::Es) => "con la elección en contra",
                (Polarity::Negative, Lang::En) => "with the choice against",
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
        .map(|d| format!(", {} {d}", lang.pick("dificultad", "difficulty")))
        .unwrap_or_default();
    let realism = if r.crit_mode == CritMode::Realistic {
        lang.pick(", realista", ", realistic")
    } else {
        ""
    };
    let act = match (r.activation.as_ref().map(|a| a.polarity), lang) {
        (Some(Polarity::Positive), Lang::Es) => ", con un aspecto a favor (los mejores dados)",
        (Some(Polarity::Negative), Lang::Es) => ", con un aspecto en contra (los peores dados)",
        (Some(Polarity::Positive), Lang::En) => ", with an aspect in favour (best dice)",
        (Some(Polarity::Negative), Lang::En) => ", with an aspect against (worst dice)",
        (None, _) => "",
    };
    out.push_str(&style.bold(&format!(
        "Hitos: {} ({} {}, {} {}{dif}{realism}{act})",
        lang.pick("probabilidades exactas", "exact odds"),
        lang.pick("dado", "die"),
        spec.reading,
        lang.pick("bonificación", "bonus"),
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
        out.push_str(&odds_table(&rows, lang.pick("resultado", "outcome"), lang, style));
    }
    out.push_str(&format!(
        "{} {}, {} {}: {} {} {}\n",
        lang.pick("Crítico", "Critical"),
        pct(&r.critical, lang),
        lang.pick("pifia", "fumble"),
        pct(&r.fumble, lang),
        lang.pick("crítico o pifia", "critical or fumble"),
        pct(&r.critical_or_fumble, lang),
        style.dim(&format!("({})", r.critical_or_fumble)),
    ));
    if let Some(a) = &r.activation {
        let success = a.objective == Objective::Success;
        let what = if success {
            lang.pick("Éxito", "Success")
        } else {
            lang.pick("Media", "Mean")
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
            lang.pick("sin y con la activación:", "without and with the activation:"),
            fmt(&a.value_without),
            fmt(&a.value),
            style.dim(&format!("({})", a.value)),
            if a.polarity == Polarity::Positive {
                lang.pick("se activa en", "activated in")
            } else {
                lang.pick("se activa en contra en", "activated against in")
            },
            pct(&a.used, lang)
        ));
    }
    if let Some(o) = &r.opposed {
        out.push_str(&format!(
            "{} {}, {} {}, {} {}\n",
            lang.pick("Enfrentada: gana", "Opposed: wins"),
            pct(&o.initiator, lang),
            lang.pick("empata", "ties"),
            pct(&o.tie, lang),
            lang.pick("pierde", "loses"),
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
        out.push_str(&match lang {
            Lang::Es => format!(
                "Acción prolongada de {} éxitos: {} por tirada; se esperan {expected} tiradas (mínimo {}); terminada en {}\n",
                x.successes, pct(&x.odds.p, lang), x.odds.minimum_rolls, within.join(", ")
            ),
            Lang::En => format!(
                "Extended action of {} successes: {} per roll; {expected} rolls expected (at least {}); done within {}\n",
                x.successes, pct(&x.odds.p, lang), x.odds.minimum_rolls, within.join(", ")
            ),
        });
    }
    out.push('\n');
    out.push_str(&format!(
        "{} {}\n",
        lang.pick("Media del total:", "Mean total:"),
        lang.decimal(r.plain.mean.to_f64(), 3)
    ));
    out.push_str(&odds_table(&total_rows(&r.plain.distribution), "total", lang, style));
    out
}

/// The damage worked out, step by step: `M 9 + BD 2 = 11 × 2 = 22 − RD 6 → 16`.
pub fn damage_line(d: &DamageResult, lang: Lang) -> String {
    let mut s = format!("{} ({}): {}", lang.pick("Daño", "Damage"), d.expr, d.dice);
    if !d.extra_dice.is_empty() {
        let extra: Vec<String> = d.extra_dice.iter().map(u8::to_string).collect();
        s.push_str(&format!(
            " [{} {}]",
            lang.pick("dados nuevos", "fresh dice"),
            extra.join(" ")
        ));
    }
    let mut running = d.dice;
    if d.bonus != 0 {
        running += i64::from(d.bonus);
        s.push_str(&format!(" {} BD = {running}", plus(d.bonus)));
    }
    if d.multiplier != 1 {
        running *= d.multiplier;
        s.push_str(&format!(" × {} = {running}", d.multiplier));
    }
    if d.resistance != 0 {
        s.push_str(&format!(" − RD {}", d.resistance));
    }
    format!("{s} → {}", d.total)
}
