//! A PORTAL sheet for people (`tirada portal ficha`): who, what it is good at, its dice and its
//! state, every sentence and every word of the book's terms from `locales/{es,en}.ftl`.

use crate::text::Lang;
use serde::Serialize;
use tirada_rules::portal::{derived, Character, PartialUse, Rules};

/// The serialised word of a sheet's value (`miembro_del_equipo`), a Fluent selector.
fn word<T: Serialize>(v: &T) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn dots(n: u8, max: u8) -> String {
    (0..max).map(|i| if i < n { '●' } else { '○' }).collect()
}

fn list(items: Vec<String>) -> String {
    match items.is_empty() {
        true => "—".to_string(),
        false => items.join(", "),
    }
}

/// A generic value's reflexes, two decimals at most, in the reader's decimal mark.
fn decimal(x: f64, lang: Lang) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    match lang {
        Lang::Es => s.replace('.', ","),
        Lang::En => s.to_string(),
    }
}

/// The sheet for people, line by line; `applied` events were replayed on it.
pub fn human(c: &Character, rules: &Rules, applied: usize, lang: Lang) -> String {
    let d = derived(c, rules);
    let mut out = String::new();
    let mut line = |s: String| {
        out.push_str(&s);
        out.push('\n');
    };
    line(lang.t(
        "psheet-title",
        &[
            ("name", c.name.as_str().into()),
            ("kind", word(&c.kind).into()),
            ("concept", word(&c.concept).into()),
        ],
    ));
    if !c.description.is_empty() {
        line(format!("  {}", c.description));
    }
    if let Some(v) = &c.cast {
        line(lang.t(
            "psheet-cast",
            &[
                ("generic", v.generic.into()),
                ("reflexes", decimal(v.reflexes(), lang).into()),
                ("attack", v.attack().into()),
                ("damage", v.damage().into()),
                ("defence", v.defence().into()),
                ("toughness", v.toughness().into()),
                ("group", v.group().into()),
            ],
        ));
    }
    let frequency = |f| lang.t("psheet-frequency", &[("f", word(f).into())]);
    if !c.fortes.is_empty() {
        let f = c
            .fortes
            .iter()
            .map(|f| {
                lang.t(
                    "psheet-forte",
                    &[
                        ("name", f.name.as_str().into()),
                        ("level", f.level.into()),
                        ("frequency", frequency(&f.frequency).into()),
                        ("has-spec", f.specialty.is_some().into()),
                        ("spec", f.specialty.clone().unwrap_or_default().into()),
                    ],
                )
            })
            .collect();
        line(lang.t("psheet-fortes", &[("list", list(f).into())]));
    }
    if !c.limitations.is_empty() {
        let l = c
            .limitations
            .iter()
            .map(|l| format!("{} ({})", l.name, frequency(&l.frequency)))
            .collect();
        line(lang.t("psheet-limitations", &[("list", list(l).into())]));
    }
    if !c.quirks.is_empty() {
        let q = c.quirks.iter().map(|q| format!("{} ({} PP)", q.name, q.cost)).collect();
        line(lang.t("psheet-quirks", &[("list", list(q).into())]));
    }
    if !c.drives.is_empty() {
        line(lang.t("psheet-drives", &[("list", c.drives.join(", ").into())]));
    }
    if c.kind.rolls_dice() {
        let r = &c.roles;
        let role = |r: &tirada_rules::portal::Role| lang.t("psheet-role", &[("role", r.word().into())]);
        line(lang.t(
            "psheet-dice",
            &[
                ("reflexes", role(&r.reflexes).into()),
                ("composure", role(&r.composure).into()),
                ("attack", role(&r.attack).into()),
                ("defence", role(&r.defence).into()),
                ("damage", role(&r.damage).into()),
                ("toughness", role(&r.toughness).into()),
            ],
        ));
        let s = &c.state;
        let pools = d.pools.filter(|_| c.kind.has_luck_and_points());
        line(lang.t(
            "psheet-state",
            &[
                ("discomfort", dots(s.discomfort, 3).into()),
                ("wounds", dots(s.wounds, 3).into()),
                ("pools", pools.is_some().into()),
                (
                    "luck",
                    pools.map_or(String::new(), |p| dots(p.green, p.green_max)).into(),
                ),
                ("pp", s.pp.into()),
                ("reserve", s.pp_reserve.into()),
                ("suffering", d.suffering.into()),
            ],
        ));
    } else if let Some(v) = c.state.current_value {
        line(lang.t("psheet-current", &[("value", v.into())]));
    }
    let s = &c.state;
    line(lang.t("psheet-condition", &[("condition", word(&s.condition).into())]));
    for q in &s.sequelae {
        line(lang.t(
            "psheet-sequela",
            &[
                ("level", q.level.into()),
                ("area", word(&q.area).into()),
                ("duration", word(&q.duration).into()),
            ],
        ));
    }
    if s.sequela_points + s.knee_points > 0 {
        line(lang.t(
            "psheet-sequela-points",
            &[("points", s.sequela_points.into()), ("knee", s.knee_points.into())],
        ));
    }
    for (forte, used) in &s.partial_used {
        let per = match rules.partial_use {
            PartialUse::PerAdventure => "aventura",
            PartialUse::PerSessionOnePerRoll => "sesion",
        };
        line(lang.t(
            "psheet-partial",
            &[
                ("forte", forte.as_str().into()),
                ("used", (*used).into()),
                ("level", c.forte(forte).map_or(0, |f| f.level).into()),
                ("per", per.into()),
            ],
        ));
    }
    for t in &s.thorns {
        line(lang.t(
            "psheet-thorn",
            &[
                ("origin", t.origin.as_str().into()),
                ("penalty", t.reflexes_penalty().into()),
            ],
        ));
    }
    for r in &c.reserves {
        let spent = s.reserves_spent.get(&r.purpose).copied().unwrap_or(0);
        line(lang.t(
            "psheet-reserve",
            &[
                ("purpose", r.purpose.as_str().into()),
                ("left", r.left(spent).into()),
                ("amount", r.amount.into()),
            ],
        ));
    }
    let cost = &d.creation_cost;
    line(lang.t(
        "psheet-valid",
        &[("profile", rules.profile.word().into()), ("cost", cost.net.into())],
    ));
    if let (Some(unspent), Some(hand)) = (cost.unspent, cost.pp_in_hand) {
        line(lang.t("psheet-unspent", &[("unspent", unspent.into()), ("hand", hand.into())]));
    }
    if applied > 0 {
        line(lang.t("psheet-applied", &[("n", applied.into())]));
    }
    for w in &d.warnings {
        line(lang.t("psheet-warning", &[("text", crate::sheet_warning(w, lang).into())]));
    }
    out
}

/// Why the `n`th event of the log `file` was refused: nothing was saved.
pub fn event_refused(n: usize, file: &str, why: &str, lang: Lang) -> String {
    lang.t(
        "psheet-event-refused",
        &[("n", n.into()), ("file", file.into()), ("why", why.into())],
    )
}

/// What the event log file is called in a sentence about reading it.
pub fn event_log(lang: Lang) -> String {
    lang.w("psheet-log")
}
