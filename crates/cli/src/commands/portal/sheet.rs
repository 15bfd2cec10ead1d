//! `tirada portal ficha FILE`: reads a PORTAL sheet (TOML, or JSON when it starts with `{`),
//! validates it, optionally replays a log of events on it and saves the result, and shows it.

use super::args::ProfileArg;
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use std::path::{Path, PathBuf};
use tirada_rules::portal::sheet::SheetError;
use tirada_rules::portal::{apply, derived, Character, Derived, Event, Profile, Rules, SETTINGS};

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

/// The table's rules: a profile and `clave=valor` settings.
pub fn table_rules(perfil: ProfileArg, regla: &[String]) -> Result<Rules, CliError> {
    let mut rules = Rules::of(match perfil {
        ProfileArg::Resumen => Profile::Summary,
        ProfileArg::Libro => Profile::Book,
    });
    for r in regla {
        let (key, value) = r.split_once('=').ok_or_else(|| {
            CliError::input(format!(
                "--regla: «{r}» debe tener la forma clave=valor (reglas posibles: {SETTINGS})"
            ))
        })?;
        rules
            .set(key.trim(), value.trim())
            .map_err(|e| CliError::input(format!("--regla: {e}")))?;
    }
    Ok(rules)
}

/// Reads a file, or says in one sentence why it cannot.
pub fn read(path: &Path, what: &str, lang: Lang) -> Result<String, CliError> {
    crate::files::read_named(path, what, what, lang)
}

/// Parses and validates a sheet's text.
pub fn parse(text: &str, rules: &Rules) -> Result<Character, SheetError> {
    if !text.trim_start().starts_with('{') {
        return Character::from_toml(text, rules);
    }
    let c: Character = serde_json::from_str(text).map_err(|e| {
        let msg = e.to_string();
        SheetError::Syntax {
            line: e.line(),
            message: tirada_rules::hitos::sheet_file::translate(msg.split(" at line ").next().unwrap_or(&msg)),
        }
    })?;
    c.validated(rules)
}

pub fn load(path: &Path, rules: &Rules, lang: Lang) -> Result<Character, CliError> {
    let text = read(path, lang.pick("la ficha", "the sheet"), lang)?;
    parse(&text, rules).map_err(|e| CliError::input(format!("{}: {e}", path.display())))
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
    let rules = table_rules(args.perfil, &args.regla)?;
    let mut c = load(&args.fichero, &rules, lang)?;
    let mut applied = 0;
    if let Some(log) = &args.eventos {
        let text = read(log, lang.pick("el registro de eventos", "the event log"), lang)?;
        let events: Vec<Event> = serde_json::from_str(&text).map_err(|e| {
            let msg = e.to_string();
            CliError::input(format!(
                "{}: {}",
                log.display(),
                tirada_rules::hitos::sheet_file::translate(msg.split(" at line ").next().unwrap_or(&msg))
            ))
        })?;
        for (i, e) in events.iter().enumerate() {
            c = apply(&c, e, &rules).map_err(|err| {
                CliError::input(match lang {
                    Lang::Es => format!("evento {} de {}: {err}; no se ha guardado nada", i + 1, log.display()),
                    Lang::En => format!("event {} of {}: {err}; nothing was saved", i + 1, log.display()),
                })
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
    print!("{}", human(&c, &rules, applied, lang));
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
            CliError::input(match lang {
                Lang::Es => format!("no se pudo guardar la ficha en «{}»: {e}", out.display()),
                Lang::En => format!("could not save the sheet to '{}': {e}", out.display()),
            })
        })
}

fn kind_word(c: &Character, lang: Lang) -> &'static str {
    use tirada_rules::portal::Kind::*;
    match (c.kind, lang) {
        (Protagonist, Lang::Es) => "protagonista",
        (Agonist, Lang::Es) => "agonista",
        (Antagonist, Lang::Es) => "antagonista",
        (Cast, Lang::Es) => "reparto",
        (Protagonist, Lang::En) => "protagonist",
        (Agonist, Lang::En) => "agonist",
        (Antagonist, Lang::En) => "antagonist",
        (Cast, Lang::En) => "cast member",
    }
}

fn word<T: Serialize>(v: &T) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(|s| s.replace('_', " ")))
        .unwrap_or_default()
}

fn dots(n: u8, max: u8) -> String {
    (0..max).map(|i| if i < n { '●' } else { '○' }).collect()
}

/// The sheet for people: who, what it is good at, its dice and its state.
pub fn human(c: &Character, rules: &Rules, applied: usize, lang: Lang) -> String {
    let d = derived(c, rules);
    let mut out = String::new();
    let mut line = |s: String| {
        out.push_str(&s);
        out.push('\n');
    };
    let concept = if c.kind == tirada_rules::portal::Kind::Cast {
        String::new()
    } else {
        format!(", {}", word(&c.concept))
    };
    line(format!("{} — {}{concept}", c.name, kind_word(c, lang)));
    if !c.description.is_empty() {
        line(format!("  {}", c.description));
    }
    if let Some(v) = &c.cast {
        line(format!(
            "  {} {} · {} {} · {} {} · {} {} · {} {} · {} {} · {} {}",
            lang.pick("valor genérico", "generic value"),
            v.generic,
            lang.pick("reflejos", "reflexes"),
            lang.decimal(v.reflexes(), 2),
            lang.pick("ataque", "attack"),
            v.attack(),
            lang.pick("daño", "damage"),
            v.damage(),
            lang.pick("defensa", "defence"),
            v.defence(),
            lang.pick("aguante", "toughness"),
            v.toughness(),
            lang.pick("grupo", "group"),
            v.group()
        ));
    }
    let list = |items: Vec<String>| {
        if items.is_empty() {
            "—".to_string()
        } else {
            items.join(", ")
        }
    };
    if !c.fortes.is_empty() {
        let f = c
            .fortes
            .iter()
            .map(|f| {
                let spec = f
                    .specialty
                    .as_ref()
                    .map(|s| format!(", {} {s}", lang.pick("especialidad", "specialty")));
                format!(
                    "{} {} ({}{})",
                    f.name,
                    f.level,
                    word(&f.frequency),
                    spec.unwrap_or_default()
                )
            })
            .collect();
        line(format!("  {}: {}", lang.pick("Fortalezas", "Fortes"), list(f)));
    }
    if !c.limitations.is_empty() {
        let l = c
            .limitations
            .iter()
            .map(|l| format!("{} ({})", l.name, word(&l.frequency)))
            .collect();
        line(format!("  {}: {}", lang.pick("Limitaciones", "Limitations"), list(l)));
    }
    if !c.quirks.is_empty() {
        let q = c.quirks.iter().map(|q| format!("{} ({} PP)", q.name, q.cost)).collect();
        line(format!("  {}: {}", lang.pick("Peculiaridades", "Quirks"), list(q)));
    }
    if !c.drives.is_empty() {
        line(format!(
            "  {}: {}",
            lang.pick("Estímulos", "Drives"),
            c.drives.join(", ")
        ));
    }
    if c.kind.rolls_dice() {
        let r = &c.roles;
        line(format!(
            "  {}: {} {} · {} {} · {} {} · {} {} · {} {} · {} {}",
            lang.pick("Dados", "Kept dice"),
            lang.pick("reflejos", "reflexes"),
            r.reflexes.word(),
            lang.pick("sangre fría", "composure"),
            r.composure.word(),
            lang.pick("ataque", "attack"),
            r.attack.word(),
            lang.pick("defensa", "defence"),
            r.defence.word(),
            lang.pick("daño", "damage"),
            r.damage.word(),
            lang.pick("aguante", "toughness"),
            r.toughness.word()
        ));
        let s = &c.state;
        let mut st = format!(
            "  {}: {} {} · {} {}",
            lang.pick("Estado", "State"),
            lang.pick("malestar", "discomfort"),
            dots(s.discomfort, 3),
            lang.pick("heridas", "wounds"),
            dots(s.wounds, 3),
        );
        if let Some(p) = d.pools.filter(|_| c.kind.has_luck_and_points()) {
            st += &format!(
                " · {} {} · PP {} ({} {})",
                lang.pick("suerte", "luck"),
                dots(p.green, p.green_max),
                s.pp,
                lang.pick("reserva", "reserve"),
                s.pp_reserve
            );
        }
        st += &format!(" · {} {}", lang.pick("sufrimiento", "suffering"), d.suffering);
        line(st);
    } else if let Some(v) = c.state.current_value {
        line(format!("  {}: {v}", lang.pick("Valor actual", "Current value")));
    }
    let s = &c.state;
    line(format!(
        "  {}: {}",
        lang.pick("Condición", "Condition"),
        word(&s.condition)
    ));
    for q in &s.sequelae {
        line(format!(
            "  {} {} ({}, {})",
            lang.pick("Secuela", "Sequela"),
            q.level,
            word(&q.area),
            word(&q.duration)
        ));
    }
    if s.sequela_points + s.knee_points > 0 {
        line(format!(
            "  {}: {} · {}: {}",
            lang.pick("Puntos de secuela por resolver", "Sequela points to resolve"),
            s.sequela_points,
            lang.pick(
                "de la rodilla (solo secuela de movimiento)",
                "from the knee (a movement sequela only)"
            ),
            s.knee_points
        ));
    }
    for (forte, used) in &s.partial_used {
        let level = c.forte(forte).map_or(0, |f| f.level);
        let per = match rules.partial_use {
            tirada_rules::portal::PartialUse::PerAdventure => lang.pick("esta aventura", "this adventure"),
            tirada_rules::portal::PartialUse::PerSessionOnePerRoll => lang.pick("esta sesión", "this session"),
        };
        line(format!(
            "  {} «{forte}»: {used}/{level} ({per})",
            lang.pick("Repeticiones a medias de", "Partial rerolls of"),
        ));
    }
    for t in &s.thorns {
        let penalty = match t.reflexes_penalty() {
            0 => String::new(),
            p => format!(" (−{p} {})", lang.pick("a los reflejos", "to reflexes")),
        };
        line(format!(
            "  {}: {}{penalty}",
            lang.pick("Espina clavada", "Thorn"),
            t.origin
        ));
    }
    for r in &c.reserves {
        let spent = s.reserves_spent.get(&r.purpose).copied().unwrap_or(0);
        line(format!(
            "  {} «{}»: {}/{}",
            lang.pick("Reserva", "Reserve"),
            r.purpose,
            r.left(spent),
            r.amount
        ));
    }
    let cost = &d.creation_cost;
    line(format!(
        "{} ({} {}). {}: {} PP.",
        lang.pick("Ficha válida", "Valid sheet"),
        lang.pick("perfil", "profile"),
        rules.profile.word(),
        lang.pick("Coste por puntos", "Points cost"),
        cost.net
    ));
    if let (Some(unspent), Some(hand)) = (cost.unspent, cost.pp_in_hand) {
        line(match lang {
            Lang::Es => format!("PP de creación sin gastar: {unspent}, que dan {hand} PP en mano (B842)."),
            Lang::En => format!("Creation PP left unspent: {unspent}, giving {hand} PP in hand (B842)."),
        });
    }
    if applied > 0 {
        line(format!(
            "{} {applied}",
            lang.pick("Eventos aplicados:", "Events applied:")
        ));
    }
    for w in &d.warnings {
        let text = tirada_narrate::sheet_warning(w, lang.narrate());
        line(format!("{} {text}.", lang.pick("Aviso:", "Warning:")));
    }
    out
}
