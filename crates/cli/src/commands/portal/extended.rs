//! `tirada portal extendida`: the summary's extended rolls (reading aid §4.8, S80–S84, C-34) on
//! the totals rolled one after another.

use super::numbers::totals;
use crate::error::CliError;
use crate::global::GlobalArgs;
use serde::Serialize;
use tirada_rules::portal::collab::{play_extended_roll, ExtendedPlayError, ExtendedRoll, ExtendedStatus, ExtendedStep};

#[derive(clap::Args, Debug)]
pub struct ExtendidaArgs {
    /// Dificultad de cada tirada.
    #[arg(long, allow_hyphen_values = true)]
    pub dif: i32,
    /// Éxitos que hay que acumular.
    #[arg(long)]
    pub requerido: i32,
    /// Los totales de las tiradas, en orden: 6,5,7.
    #[arg(long, allow_hyphen_values = true)]
    pub totales: String,
    /// Un empate sube en 1 el total requerido (S84).
    #[arg(long)]
    pub empate_sube: bool,
    /// Éxitos gastados como repeticiones antes de una tirada, TIRADA:N (como 3:1), repetible.
    #[arg(long)]
    pub gastar: Vec<String>,
}

#[derive(Serialize)]
struct ExtendedJson<'a> {
    system: &'static str,
    command: &'static str,
    steps: &'a [ExtendedStep],
    /// What had to be accumulated before any tie raised it (S84).
    initial_required: i32,
    #[serde(flatten)]
    result: &'a ExtendedRoll,
    status: ExtendedStatus,
}

/// Extended rolls (S80–S84, C-34).
pub fn extended(args: &ExtendidaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    super::numbers::sane(args.dif, "--dif", lang)?;
    super::numbers::sane(args.requerido, "--requerido", lang)?;
    if args.requerido < 1 {
        return Err(CliError::input(lang.w("portal-requerido-at-least-1-success")));
    }
    let t = totals(&args.totales, "--totales", lang)?;
    let mut spend = vec![0u8; t.len()];
    for item in &args.gastar {
        let parsed = item.split_once(':').and_then(|(i, k)| {
            let i = i.trim().parse::<usize>().ok().filter(|i| (1..=t.len()).contains(i))?;
            Some((i, k.trim().parse::<u8>().ok()?))
        });
        let (i, k) = parsed.ok_or_else(|| {
            CliError::input(lang.t(
                "portal-gastar-must-be-roll-n",
                &[("item", item.to_string().into()), ("t", t.len().to_string().into())],
            ))
        })?;
        spend[i - 1] = spend[i - 1].checked_add(k).ok_or_else(|| {
            CliError::input(lang.t("portal-gastar-too-many-rerolls-for", &[("i", i.to_string().into())]))
        })?;
    }
    let mut roll = ExtendedRoll::new(args.dif, args.requerido);
    let steps = play_extended_roll(&mut roll, &t, &spend, args.empate_sube).map_err(|e| {
        let flag = match e {
            ExtendedPlayError::Ended => "--totales",
            ExtendedPlayError::Spend { .. } => "--gastar",
        };
        CliError::input(format!("{flag}: {}", lang.error(&e)))
    })?;
    let out = ExtendedJson {
        system: "portal",
        command: "extendida",
        steps: &steps,
        initial_required: args.requerido,
        result: &roll,
        status: roll.status(),
    };
    if global.json {
        return crate::commands::print_roll_json(&out, lang);
    }
    print!("{}", crate::commands::explained(&out, lang)?);
    Ok(())
}
