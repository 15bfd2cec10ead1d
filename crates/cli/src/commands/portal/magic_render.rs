//! The human output of `tirada portal magia`: the spell, its difficulty and costs at a glance.

use crate::lang::Lang;
use tirada_rules::portal::magic::{Caster, MagicError, Spell, SpellCheck, Work};
use tirada_rules::portal::{Character, Event, Role};

fn caster(c: Caster, lang: Lang) -> &'static str {
    match (c, lang) {
        (Caster::Mage, Lang::Es) => "mago",
        (Caster::Mage, Lang::En) => "mage",
        (Caster::Apprentice, Lang::Es) => "aprendiz",
        (Caster::Apprentice, Lang::En) => "apprentice",
        (Caster::Layman { knows_well: true }, Lang::Es) => "profano que conoce bien el conjuro",
        (Caster::Layman { knows_well: true }, Lang::En) => "layman who knows the spell well",
        (Caster::Layman { .. }, Lang::Es) => "profano",
        (Caster::Layman { .. }, Lang::En) => "layman",
    }
}

fn work(w: Work, lang: Lang) -> &'static str {
    match (w, lang) {
        (Work::Cast, Lang::Es) => "lanzar",
        (Work::Cast, Lang::En) => "cast",
        (Work::Enchant, Lang::Es) => "encantar un objeto",
        (Work::Enchant, Lang::En) => "enchant an object",
        (Work::Invent, Lang::Es) => "inventar el conjuro",
        (Work::Invent, Lang::En) => "invent the spell",
    }
}

fn role(r: Role, lang: Lang) -> &'static str {
    match (r, lang) {
        (Role::High, Lang::Es) => "dado superior",
        (Role::High, Lang::En) => "High die",
        (Role::Middle, Lang::Es) => "dado medio",
        (Role::Middle, Lang::En) => "Middle die",
        (Role::Low, Lang::Es) => "dado inferior",
        (Role::Low, Lang::En) => "Low die",
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
    let es = lang == Lang::Es;
    match e {
        Event::SpentLuck { count: n, .. } if es => format!("−{}", count(*n, "dado de suerte", "dados de suerte")),
        Event::SpentLuck { count: n, .. } => format!("−{}", count(*n, "luck die", "luck dice")),
        Event::GainedDiscomfort { count: n, .. } if es => {
            format!("+{}", count(*n, "dado de malestar", "dados de malestar"))
        }
        Event::GainedDiscomfort { count: n, .. } => format!("+{}", count(*n, "discomfort die", "discomfort dice")),
        Event::LostTurns { turns, .. } if es => count(*turns, "turno sin actuar", "turnos sin actuar"),
        Event::LostTurns { turns, .. } => count(*turns, "turn without acting", "turns without acting"),
        Event::SpentPp { count: n, .. } if es => format!("−{}", count(*n, "punto de personaje", "puntos de personaje")),
        Event::SpentPp { count: n, .. } => format!("−{}", count(*n, "character point", "character points")),
        Event::GainedWound { count: n, .. } if es => format!("+{}", count(*n, "dado de heridas", "dados de heridas")),
        Event::GainedWound { count: n, .. } => format!("+{}", count(*n, "wound die", "wound dice")),
        Event::SacrificedLuck { count: n, .. } if es => count(
            *n,
            "dado de suerte sacrificado para siempre",
            "dados de suerte sacrificados para siempre",
        ),
        Event::SacrificedLuck { count: n, .. } => {
            count(*n, "luck die given up for ever", "luck dice given up for ever")
        }
        Event::GainedSequela { level, area, .. } => {
            let area = serde_json::to_value(area)
                .ok()
                .and_then(|v| v.as_str().map(String::from))
                .unwrap_or_default();
            match es {
                true => format!("secuela de nivel {level} en {area}"),
                false => format!("level-{level} sequela in {area}"),
            }
        }
        Event::SpentReserve { purpose, amount } if es => format!("{amount} de la reserva «{purpose}»"),
        Event::SpentReserve { purpose, amount } => format!("{amount} from the '{purpose}' reserve"),
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
        Some(d) if c.missing_penalty > 0 && es => format!(
            "Dificultad {d} ({} + {} por {}) · {}\n",
            d - c.missing_penalty,
            c.missing_penalty,
            count(s.missing, "elemento que falta", "elementos que faltan"),
            role(c.role, lang)
        ),
        Some(d) if c.missing_penalty > 0 => format!(
            "Difficulty {d} ({} + {} for {}) · {}\n",
            d - c.missing_penalty,
            c.missing_penalty,
            count(s.missing, "missing component", "missing components"),
            role(c.role, lang)
        ),
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
            left.push(match lang {
                Lang::Es => format!("reserva «{}» {} de {}", r.purpose, r.left(spent), r.amount),
                Lang::En => format!("'{}' reserve {} of {}", r.purpose, r.left(spent), r.amount),
            });
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
