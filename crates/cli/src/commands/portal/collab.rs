//! `tirada portal colaboracion`: a joint action (reading aid §4.1, B884–B918, S74–S78) on the
//! totals the members rolled.

use super::args::ColaboracionArgs;
use super::numbers::totals;
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use tirada_rules::portal::collab::{collaborate, Collaboration};

#[derive(Serialize)]
struct CollabJson<'a> {
    system: &'static str,
    command: &'static str,
    totals: &'a [i32],
    names: &'a [String],
    #[serde(flatten)]
    result: &'a Collaboration,
}

fn names(given: Option<&str>, n: usize, lang: Lang) -> Result<Vec<String>, CliError> {
    let names: Vec<String> = match given {
        Some(t) => t.split(',').map(|s| s.trim().to_string()).collect(),
        None => (1..=n).map(|i| format!("{} {i}", lang.w("portal-member"))).collect(),
    };
    if names.len() != n || names.iter().any(String::is_empty) {
        return Err(CliError::input(
            lang.t("portal-nombres-non-empty-names-are", &[("n", n.to_string().into())]),
        ));
    }
    Ok(names)
}

/// Collaboration (CO1–CO7, B884–B918, S74–S78).
pub fn collaboration(args: &ColaboracionArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    super::numbers::sane(args.dif, "--dif", lang)?;
    if !args.miembro.is_empty() {
        return super::joint::run(args, global);
    }
    let text = args
        .totales
        .as_deref()
        .ok_or_else(|| CliError::input(lang.w("portal-totales-totals-rolled-or-miembro")))?;
    let t = totals(text, "--totales", lang)?;
    let names = names(args.nombres.as_deref(), t.len(), lang)?;
    let result = collaborate(&t, args.dif);
    let out = CollabJson {
        system: "portal",
        command: "colaboracion",
        totals: &t,
        names: &names,
        result: &result,
    };
    if global.json {
        return crate::commands::print_roll_json(&out, lang);
    }
    print!("{}", crate::commands::explained(&out, lang)?);
    Ok(())
}
