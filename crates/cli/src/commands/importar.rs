//! `tirada importar FILE`: a character from another program — a Fari character (Fate) or a
//! Foundry VTT Hitos actor — as a tirada sheet (`tirada_play::import`, the same the table's
//! «Importar» calls). The sheet's TOML goes to stdout, what was carried over and what was left
//! out as `#` comments above it, so the output saved is a sheet file.

use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde_json::json;
use std::path::PathBuf;
use tirada_play::import::{import, Note};
use tirada_play::System;

#[derive(clap::Args, Debug)]
pub struct ImportarArgs {
    /// El fichero: un personaje de Fari (JSON) o un actor del sistema Hitos de Foundry (JSON).
    #[arg(value_name = "FICHERO")]
    pub fichero: PathBuf,
    /// El sistema que debe ser (el de la mesa que lo recibirá): fate, hitos...
    #[arg(long)]
    pub sistema: Option<String>,
}

/// The play layer words its notes in both languages.
fn said(n: &Note, lang: Lang) -> &str {
    match lang {
        Lang::Es => &n.es,
        Lang::En => &n.en,
    }
}

pub fn run(args: &ImportarArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let table = match args.sistema.as_deref() {
        None => None,
        Some(w) => Some(System::from_word(w).ok_or_else(|| {
            CliError::input(lang.t("importar-sistema-is-not-system-portal", &[("w", w.to_string().into())]))
        })?),
    };
    let text = crate::files::read_named(&args.fichero, crate::files::What::File, lang)?;
    let i = import(&text, table).map_err(|e| {
        let why = lang.refusal(&e);
        CliError::input(format!("{}: {why}", args.fichero.display()))
    })?;
    let notes = |l: &[Note]| l.iter().map(|n| said(n, lang).to_string()).collect::<Vec<_>>();
    if global.json {
        return super::print_json(
            &json!({"format": i.format.word(), "system": i.system.word(), "name": i.name,
                                          "sheet": i.sheet, "toml": i.toml,
                                          "mapped": notes(&i.mapped), "dropped": notes(&i.dropped)}),
        );
    }
    let from = match i.format {
        tirada_play::import::Format::Fari => "Fari",
        tirada_play::import::Format::FoundryHitos => "Foundry (Hitos)",
    };
    println!(
        "# {} {from}: {} — {}",
        lang.w("importar-brought-from"),
        i.name,
        i.system.title()
    );
    println!("# {}", lang.w("importar-carried-over"));
    for n in notes(&i.mapped) {
        println!("#   {n}");
    }
    if !i.dropped.is_empty() {
        println!("# {}", lang.w("importar-left-out"));
        for n in notes(&i.dropped) {
            println!("#   {n}");
        }
    }
    print!("{}", i.toml);
    Ok(())
}
