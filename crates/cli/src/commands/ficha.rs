//! `tirada SYSTEM ficha FILE`, the part every system shares (issue 32): a sheet read and checked
//! as the web table checks it (`tirada_play::new_sheet`), shown with the state it starts with —
//! Hitos, CHASIS and MIRILLA's `ficha`; PORTAL's and Fate's have their own, richer — and
//! `--fin-de-sesion`, which applies the books' session boundary (`tirada_play::session`, the
//! same the table's «Terminar la sesión» applies) and prints each change with its reason.

use crate::error::{refused, CliError};
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use tirada_play::session::{self, Boundary};
use tirada_play::{Character, System};

/// The end of a session, as the GM says it; every choice has the book's default.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct SessionEndArgs {
    /// Aplica a la ficha el final de la sesión según el libro y muestra cada cambio con su motivo.
    #[arg(long)]
    pub fin_de_sesion: bool,
    /// Con --fin-de-sesion: termina también la aventura (el relato de PORTAL, la saga de CHASIS).
    #[arg(long, requires = "fin_de_sesion")]
    pub aventura: bool,
    /// Fate: sin refresco de puntos de poder, porque la aventura se detuvo en mitad de la acción (F79).
    #[arg(long, requires = "fin_de_sesion")]
    pub sin_refresco: bool,
    /// Fate: la sesión siguiente sigue sin tiempo entre medias (F279).
    #[arg(long, requires = "fin_de_sesion")]
    pub sin_descanso: bool,
    /// PORTAL: sin los Puntos de Personaje del final y del inicio de la sesión (B866).
    #[arg(long, requires = "fin_de_sesion")]
    pub sin_pp_sesion: bool,
}

impl SessionEndArgs {
    fn boundary(&self) -> Boundary {
        Boundary {
            aventura: self.aventura,
            refresco: !self.sin_refresco,
            sin_descanso: self.sin_descanso,
            pp_sesion: !self.sin_pp_sesion,
        }
    }
}

/// `tirada hitos|chasis|mirilla ficha FILE`.
#[derive(clap::Args, Debug)]
pub struct FichaArgs {
    /// La ficha: TOML, o JSON si empieza por `{`.
    #[arg(value_name = "FICHERO")]
    pub fichero: PathBuf,
    #[command(flatten)]
    pub fin: SessionEndArgs,
}

/// The character a sheet file holds, checked as the table checks it.
pub fn load(system: System, ruleset: &Value, path: &Path, lang: Lang) -> Result<Character, CliError> {
    let text = crate::files::read_named(path, crate::files::What::Sheet, lang)?;
    let sheet = match (text.trim_start().starts_with('{'), system) {
        (true, _) => serde_json::from_str(&text).map_err(|e| {
            let args = [
                ("file", path.display().to_string().into()),
                ("why", e.to_string().into()),
            ];
            CliError::input(lang.t("usage-not-valid-json", &args))
        })?,
        // A MIRILLA sheet is free notes with a name: its TOML read as it is.
        (false, System::Mirilla) => tirada_rules::sheet_file::from_toml::<Value>(&text)
            .map_err(|e| CliError::input(format!("{}: {e}", path.display())))?,
        (false, _) => json!({ "toml": text }),
    };
    let (name, sheet, state) = tirada_play::new_sheet(system, ruleset, &sheet).map_err(|e| {
        let e = refused(&e, lang);
        CliError::input(format!("{}: {e}", path.display()))
    })?;
    Ok(Character {
        id: String::new(),
        table_id: String::new(),
        owner: String::new(),
        name,
        sheet,
        state,
    })
}

/// `ficha FILE` for the systems without one of their own: the sheet checked, its name and the
/// state it starts with; `--fin-de-sesion` applies the boundary.
pub fn run(system: System, args: &FichaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let ruleset = tirada_play::ruleset(system, None).map_err(|e| refused(&e, global.lang))?;
    let c = load(system, &ruleset, &args.fichero, global.lang)?;
    if args.fin.fin_de_sesion {
        return end_session(system, &ruleset, &c, &args.fin, global);
    }
    if global.json {
        return super::print_json(&json!({"system": system.word(), "valid": true, "name": c.name,
                                          "sheet": c.sheet, "state": c.state}));
    }
    println!("{} — {}", c.name, system.title());
    println!("{}", serde_json::to_string_pretty(&c.state)?);
    Ok(())
}

/// `--fin-de-sesion`: the boundary applied to the sheet's character; each change with its reason
/// and book line, then the state after (`--json`: `{"name","changes": [{"event","reason","rule",
/// "state"}],"state"}`). Nothing is written to the file.
pub fn end_session(
    system: System,
    ruleset: &Value,
    c: &Character,
    fin: &SessionEndArgs,
    global: &GlobalArgs,
) -> Result<(), CliError> {
    let lang = global.lang;
    let steps = session::apply(system, ruleset, c, &fin.boundary()).map_err(|e| refused(&e, lang))?;
    let after = steps.last().map_or_else(|| c.state.clone(), |(_, s)| s.clone());
    if global.json {
        let changes: Vec<Value> = steps
            .iter()
            .map(|(s, state)| json!({"event": s.event, "reason": s.reason, "rule": s.rule, "state": state}))
            .collect();
        return super::print_json(&json!({"system": system.word(), "name": c.name, "changes": changes,
                                          "state": after}));
    }
    println!(
        "{}",
        tirada_narrate::session::boundary_heading(lang.narrate(), &c.name, steps.len())
    );
    for (s, _) in &steps {
        let mut told = s.event.clone();
        if told.get("reason").is_none() {
            told["reason"] = json!(s.reason);
        }
        println!("  {}", tirada_narrate::state::line(&told, lang.narrate()));
    }
    println!("{}", serde_json::to_string_pretty(&after)?);
    Ok(())
}
