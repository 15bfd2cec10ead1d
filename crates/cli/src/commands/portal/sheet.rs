//! `tirada portal ficha FILE`: reads a PORTAL sheet (TOML, or JSON when it starts with `{`),
//! validates it, optionally replays a log of events on it and saves the result, and shows it.

use super::args::{table_rules, ProfileArg};
use crate::error::CliError;
use crate::files::What;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use std::path::{Path, PathBuf};
use tirada_rules::portal::sheet::SheetError;
use tirada_rules::portal::{apply, derived, Character, Derived, Event, Profile, Rules};

#[derive(clap::Args, Debug)]
pub struct FichaArgs {
    /// The sheet: TOML, or JSON (schema in docs/portal-sheet.md).
    pub fichero: PathBuf,
    /// Rule profile.
    #[arg(long, value_enum, default_value = "resumen")]
    pub perfil: ProfileArg,
    /// One individual setting over the profile, e.g. damage_model=C (repeatable).
    #[arg(long)]
    pub regla: Vec<String>,
    /// A JSON list of events to apply in order (every change with its reason).
    #[arg(long)]
    pub eventos: Option<PathBuf>,
    /// Write the resulting sheet here (TOML, or JSON if the name ends in .json); nothing is
    /// written if any event fails.
    #[arg(long)]
    pub guardar: Option<PathBuf>,
    #[command(flatten)]
    pub fin: crate::commands::ficha::SessionEndArgs,
}

/// Parses and validates a sheet's text.
pub fn parse(text: &str, rules: &Rules) -> Result<Character, SheetError> {
    if !text.trim_start().starts_with('{') {
        return Character::from_toml(text, rules);
    }
    let c: Character = serde_json::from_str(text)
        .map_err(|e| tirada_rules::hitos::sheet_file::json_error(e.line(), &e.to_string()))?;

    c.validated(rules)
}

pub fn load(path: &Path, rules: &Rules, lang: Lang) -> Result<Character, CliError> {
    let text = crate::files::read_named(path, What::Sheet, lang)?;
    parse(&text, rules).map_err(|e| CliError::input(format!("{}: {}", path.display(), lang.error(&e))))
}

#[derive(Serialize)]
struct SheetJson<'a> {
    system: &'static str,
    valid: bool,
    profile: Profile,
    sheet: &'a Character,
    /// Suffering, pools, creation cost and warnings: the table's sheet editor shows the same.
    #[serde(flatten)]
    derived: Derived,
    events_applied: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    saved: Option<String>,
}

pub fn run(args: &FichaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    if args.fin.fin_de_sesion {
        // The table's boundary plays the table's profile, as the web table does.
        if !args.regla.is_empty() || args.eventos.is_some() || args.guardar.is_some() {
            return Err(CliError::input(tirada_narrate::session::boundary_alone(lang.narrate())));
        }
        let perfil = match args.perfil {
            ProfileArg::Resumen => "resumen",
            ProfileArg::Libro => "libro",
        };
        let (system, ruleset) = (tirada_play::System::Portal, serde_json::json!({ "perfil": perfil }));
        let c = crate::commands::ficha::load(system, &ruleset, &args.fichero, lang)?;
        return crate::commands::ficha::end_session(system, &ruleset, &c, &args.fin, global);
    }
    let rules = table_rules(args.perfil, &args.regla, lang)?;
    let mut c = load(&args.fichero, &rules, lang)?;
    let mut applied = 0;
    if let Some(log) = &args.eventos {
        let l = lang.narrate();
        let text = crate::files::read_named(log, What::EventLog, lang)?;
        let file = log.display().to_string();
        // Read as the table reads a state event: one sentence in the reader's language.
        let events: Vec<Event> = serde_json::from_str::<serde_json::Value>(&text)
            .map_err(|e| e.to_string())
            .and_then(|v| {
                tirada_play::request::read(&v, tirada_play::Words::key("thing-event-log")).map_err(|e| lang.refusal(&e))
            })
            .map_err(|why| CliError::input(format!("{file}: {why}")))?;
        for (i, e) in events.iter().enumerate() {
            c = apply(&c, e, &rules).map_err(|err| {
                let why = tirada_narrate::error(&err, l);
                CliError::input(tirada_narrate::portal::sheet::event_refused(i + 1, &file, &why, l))
            })?;
            applied += 1;
        }
    }
    if let Some(out) = &args.guardar {
        save(out, &c, lang)?;
    }
    if global.json {
        return crate::commands::print_json(&SheetJson {
            system: "portal",
            valid: true,
            profile: rules.profile,
            sheet: &c,
            derived: derived(&c, &rules),
            events_applied: applied,
            saved: args.guardar.as_ref().map(|p| p.display().to_string()),
        });
    }
    print!(
        "{}",
        tirada_narrate::portal::sheet::human(&c, &rules, applied, lang.narrate())
    );
    Ok(())
}

/// Writes the sheet through a temporary file, so a failure leaves the old one whole.
fn save(out: &Path, c: &Character, lang: Lang) -> Result<(), CliError> {
    let json = out.extension().is_some_and(|e| e == "json");
    let text = if json {
        serde_json::to_string_pretty(c)? + "\n"
    } else {
        c.to_toml()
    };
    let tmp = out.with_extension("tmp-tirada");
    std::fs::write(&tmp, text)
        .and_then(|_| std::fs::rename(&tmp, out))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            CliError::input(lang.t(
                "portal-could-not-save-sheet-to",
                &[("out", out.display().to_string().into()), ("e", e.to_string().into())],
            ))
        })
}
