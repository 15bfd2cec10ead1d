//! `tirada fate ficha FILE`: reads a Fate sheet (TOML, or JSON when it starts with `{`),
//! validates it and shows it; and `--ficha FILE --habilidad NAME` on a roll.

use super::changes::Change;
use super::render::ladder;
use crate::error::CliError;
use crate::lang::Lang;
use crate::render::Style;
use serde::Serialize;
use std::path::Path;
use tirada_rules::fate::{self, Character, FateError, Rules, Sheet, Track};

/// Reads and validates a sheet file under its own `[reglas]` if it has them; one sentence
/// naming the file and field on error.
pub fn load(path: &Path, rules: &Rules, lang: Lang) -> Result<Character, CliError> {
    let shown = path.display();
    let text = crate::files::read_named(path, crate::files::What::Sheet, lang)?;
    let sheet = parse(&text).map_err(|e| in_file(&shown.to_string(), &e, lang))?;
    let rules = sheet.reglas.as_ref().unwrap_or(rules);
    sheet.check(rules).map_err(|e| in_file(&shown.to_string(), &e, lang))
}

fn in_file(shown: &str, e: &FateError, lang: Lang) -> CliError {
    CliError::input(lang.t(
        "fate-sheet",
        &[
            ("shown", shown.to_string().into()),
            ("error", lang.error(e).to_string().into()),
        ],
    ))
}

/// TOML, or JSON when the text starts with `{`.
pub fn parse(text: &str) -> Result<Sheet, FateError> {
    if !text.trim_start().starts_with('{') {
        return Sheet::from_toml(text);
    }
    serde_json::from_str(text).map_err(|e| {
        fate::sheet::syntax(
            e.line(),
            &e.to_string(),
            tirada_play::Words::key("thing-sheet-of").arg("system", "Fate"),
        )
    })
}

/// The sheet with every default filled in, and what the rules derive from it, for `--json`.
#[derive(Serialize)]
pub struct SheetJson {
    pub system: &'static str,
    pub valid: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Change>,
    pub sheet: Sheet,
    /// −1 per consequence, on every skill.
    pub penalty: i32,
    pub health_boxes: usize,
    pub composure_boxes: usize,
    /// Severities of the extra consequence slots of powers still free.
    pub extra_slots: Vec<fate::Severity>,
    /// The group bonus of attached followers per conflict kind.
    pub followers_bonus: std::collections::BTreeMap<&'static str, i32>,
}

pub fn json(c: &Character, rules: &Rules, changes: Vec<Change>) -> SheetJson {
    SheetJson {
        system: "fate",
        valid: true,
        changes,
        sheet: c.to_sheet(),
        penalty: c.penalty(rules),
        health_boxes: c.health.len(),
        composure_boxes: c.composure.len(),
        extra_slots: c.free_extra_slots(),
        followers_bonus: fate::ConflictKind::ALL
            .iter()
            .map(|&k| {
                let key = match k {
                    fate::ConflictKind::Physical => "fisico",
                    fate::ConflictKind::Social => "social",
                    fate::ConflictKind::Mental => "mental",
                };
                (key, c.followers_bonus(k))
            })
            .collect(),
    }
}

fn boxes(t: &tirada_rules::fate::StressTrack) -> String {
    t.pattern()
        .chars()
        .map(|c| if c == 'x' { "[x]" } else { "[ ]" })
        .collect()
}

/// The sheet at a glance: skills by rung, powers, points, tracks, consequences, followers.
pub fn human(c: &Character, rules: &Rules, custom: bool, lang: Lang, style: Style) -> String {
    let l = ladder(rules, custom, lang);
    let mut out = style.bold(&c.name);
    if let Some(seat) = c.seat {
        out.push_str(&format!("  {}", style.dim(&format!("{} {seat}", lang.w("fate-seat")))));
    }
    if let Some(p) = &c.patron {
        out.push_str(&format!("  · {} {p}", lang.w("fate-patron")));
    }
    out.push('\n');
    let mut rungs: Vec<i32> = c.skills.values().copied().collect();
    rungs.sort_unstable_by(|a, b| b.cmp(a));
    rungs.dedup();
    let width = rungs.iter().map(|&r| l.label(r).chars().count()).max().unwrap_or(0);
    for r in rungs {
        let names: Vec<&str> = c
            .skills
            .iter()
            .filter(|(_, &v)| v == r)
            .map(|(k, _)| k.as_str())
            .collect();
        let label = format!("{:>width$}", l.label(r));
        out.push_str(&format!("  {}  {}\n", style.dim(&label), names.join(", ")));
    }
    let powers: Vec<String> = c.powers.iter().map(|p| format!("{} ({} PP)", p.name, p.cost)).collect();
    if !powers.is_empty() {
        out.push_str(&format!("{}: {}\n", lang.w("fate-powers"), powers.join(", ")));
    }
    out.push_str(&format!(
        "{}: {} / {}  · {} {}\n",
        lang.w("fate-power-points"),
        style.bold(&c.pp.pp.to_string()),
        c.pp.max,
        lang.w("fate-refresh"),
        c.pp.refresh
    ));
    for track in [Track::Health, Track::Composure] {
        let name = match lang {
            Lang::Es => track.word(),
            Lang::En => track.english(),
        };
        out.push_str(&format!("{name:<10} {}\n", boxes(c.track(track))));
    }
    for q in &c.consequences {
        let sev = match lang {
            Lang::Es => q.severity.word(),
            Lang::En => q.severity.english(),
        };
        let whose = q.follower.as_deref().map(|f| format!(" ({f})")).unwrap_or_default();
        out.push_str(&format!(
            "{} {sev}{whose}: {}\n",
            lang.w("fate-consequence"),
            q.description
        ));
    }
    if c.penalty(rules) != 0 {
        let p = fate::signed(c.penalty(rules));
        out.push_str(&format!("{} {p}\n", lang.w("fate-to-every-skill")));
    }
    for f in &c.followers {
        let kinds: Vec<&str> = f
            .scope()
            .iter()
            .map(|k| match lang {
                Lang::Es => k.word(),
                Lang::En => k.english(),
            })
            .collect();
        // A follower taken out or removed is its leader's extra consequence (F343): said.
        let out_word = match f.status {
            fate::followers::FollowerStatus::Out => format!(", {}", lang.w("fate-out")),
            fate::followers::FollowerStatus::Active => String::new(),
        };
        out.push_str(&format!(
            "{} {} ({}, {}, {}){out_word}\n",
            lang.w("fate-follower"),
            f.name,
            f.kind.word(),
            l.label(f.quality()),
            kinds.join("/")
        ));
    }
    out
}

/// Writes the sheet back in its own format, through a temporary file, so a failure leaves
/// the old one whole.
pub fn save(path: &Path, c: &Character, lang: Lang) -> Result<(), CliError> {
    let old = std::fs::read_to_string(path)?;
    let mut sheet = c.to_sheet();
    sheet.reglas = parse(&old).ok().and_then(|s| s.reglas);
    let text = if old.trim_start().starts_with('{') {
        serde_json::to_string_pretty(&sheet)? + "\n"
    } else {
        sheet.to_toml()
    };
    let tmp = path.with_extension("tirada-tmp");
    let written = std::fs::write(&tmp, text).and_then(|_| std::fs::rename(&tmp, path));
    written.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        CliError::input(lang.t(
            "fate-could-not-save-sheet",
            &[("path", path.display().to_string().into()), ("e", e.to_string().into())],
        ))
    })
}
