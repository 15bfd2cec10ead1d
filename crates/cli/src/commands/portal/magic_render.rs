//! The human output of `tirada portal magia`: the spell, its difficulty and costs at a glance.

use crate::lang::Lang;
use tirada_rules::portal::magic::{Caster, MagicError, Spell, SpellCheck, Work};
use tirada_rules::portal::{Character, Event, Role};

fn caster(c: Caster, lang: Lang) -> String {
    match c {
        Caster::Mage => lang.w("portal-caster-mage"),
        Caster::Apprentice => lang.w("portal-caster-apprentice"),
        Caster::Layman { knows_well: true } => lang.w("portal-caster-knows-well-true"),
        Caster::Layman { .. } => lang.w("portal-caster-layman"),
    }
}

fn work(w: Work, lang: Lang) -> String {
    match w {
        Work::Cast => lang.w("portal-work-cast"),
        Work::Enchant => lang.w("portal-work-enchant"),
        Work::Invent => lang.w("portal-work-invent"),
    }
}

fn role(r: Role, lang: Lang) -> String {
    match r {
        Role::High => lang.w("portal-role-high"),
        Role::Middle => lang.w("portal-role-middle"),
        Role::Low => lang.w("portal-role-low"),
    }
}

fn title(s: &Spell, lang: Lang) -> String {
    format!(
        "{} {} · {} · {}\n",
        lang.w("portal-spell-of-rank"),
        s.rank,
        work(s.work, lang),
        caster(s.caster, lang)
    )
}

/// `n` and its noun, singular or plural.
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// One paid cost as a person reads it.
pub fn payment_line(e: &Event, lang: Lang) -> String {
    let n = |key: &str, n: u32| lang.t(key, &[("n", n.into())]);
    match e {
        Event::SpentLuck { count, .. } => n("portal-paid-luck", u32::from(*count)),
        Event::GainedDiscomfort { count, .. } => n("portal-paid-discomfort", u32::from(*count)),
        Event::LostTurns { turns, .. } => n("portal-paid-turns", u32::from(*turns)),
        Event::SpentPp { count, .. } => n("portal-paid-pp", *count),
        Event::GainedWound { count, .. } => n("portal-paid-wound", u32::from(*count)),
        Event::SacrificedLuck { count, .. } => n("portal-paid-sacrifice", u32::from(*count)),
        Event::GainedSequela { level, area, .. } => {
            let area = serde_json::to_value(area)
                .ok()
                .and_then(|v| v.as_str().map(String::from))
                .unwrap_or_default();
            lang.t(
                "portal-paid-sequela",
                &[("level", level.to_string().into()), ("area", area.into())],
            )
        }
        Event::SpentReserve { purpose, amount } => lang.t(
            "portal-paid-reserve",
            &[
                ("amount", amount.to_string().into()),
                ("purpose", purpose.as_str().into()),
            ],
        ),
        _ => String::new(),
    }
}

pub fn human(s: &Spell, c: &SpellCheck, paid: &[Event], caster: Option<&Character>, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let mut out = title(s, lang);
    if c.effective_rank != s.rank {
        out += &format!("{} {}\n", lang.w("portal-performed-at-rank"), c.effective_rank);
    }
    out += &match c.difficulty {
        None => lang.w("portal-no-roll-competent-mage-does") + "\n",
        Some(d) if c.missing_penalty > 0 => {
            let args = [
                ("difficulty", d.to_string().into()),
                ("base", (d - c.missing_penalty).to_string().into()),
                ("penalty", c.missing_penalty.to_string().into()),
                ("missing", u32::from(s.missing).into()),
                ("die", role(c.role, lang).into()),
            ];
            lang.t("portal-difficulty-missing", &args) + "\n"
        }
        Some(d) => format!("{} {d} · {}\n", lang.w("portal-difficulty"), role(c.role, lang)),
    };
    if !c.costs.is_empty() {
        let costs: Vec<&str> = c
            .costs
            .iter()
            .map(|k| if es { k.word() } else { k.english() })
            .collect();
        out += &format!("{}: {}\n", lang.w("portal-costs-gm-may-ask-for"), costs.join(", "));
    }
    if c.components.1 > 0 {
        out += &format!(
            "{}: {}–{}\n",
            lang.w("portal-usual-components"),
            c.components.0,
            c.components.1
        );
    }
    if c.difficulty.is_some() {
        let what = if es { c.fumble.word() } else { c.fumble.english() };
        out += &format!("{}: {what}\n", lang.w("portal-fumble-usually-brings"));
    }
    if c.several_casters {
        out += &(lang.w("portal-it-usually-takes-more-than") + "\n");
    }
    if !paid.is_empty() {
        let lines: Vec<String> = paid.iter().map(|e| payment_line(e, lang)).collect();
        out += &format!("{}: {}\n", lang.w("portal-paid-before-roll"), lines.join(", "));
    }
    if let Some(ch) = caster {
        let st = &ch.state;
        let mut left = vec![
            format!("{} {}", lang.w("portal-discomfort"), st.discomfort),
            format!("{} {}", lang.w("portal-wounds"), st.wounds),
        ];
        if ch.kind.has_luck_and_points() {
            left.push(format!("{} {}", lang.w("portal-luck"), st.luck()));
            left.push(format!("PP {}", st.pp));
        }
        for r in &ch.reserves {
            let spent = st.reserves_spent.get(&r.purpose).copied().unwrap_or(0);
            left.push(lang.t(
                "portal-reserve-of",
                &[
                    ("purpose", r.purpose.to_string().into()),
                    ("left", r.left(spent).to_string().into()),
                    ("amount", r.amount.to_string().into()),
                ],
            ));
        }
        out += &format!("{} {}: {}\n", ch.name, lang.w("portal-is-left-with"), left.join(", "));
    }
    out
}

pub fn impossible(s: &Spell, e: &MagicError, lang: Lang) -> String {
    let mut out = title(s, lang);
    out += &format!("{}: {}\n", lang.w("portal-impossible"), lang.error(e));
    out
}
