//! `tirada odds portal`: exact odds, under the best reroll policy when there are rerolls.

use super::args::PortalSpecArgs;
use super::render::outcome_word;
use super::throw::objective;
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::render::{dist_rows, odds_table, Row, Style};
use std::collections::BTreeMap;
use tirada_play::portal::odds;
use tirada_rules::portal::Outcome;

/// `tirada odds portal`: the roll's flags and its reroll policy.
#[derive(clap::Args, Debug)]
pub struct PortalOddsArgs {
    #[command(flatten)]
    pub spec: PortalSpecArgs,
    /// Rerolls: optimo (the best policy) or ninguno (the odds without rerolling).
    #[arg(long, default_value = "optimo")]
    pub repetir: String,
}

pub fn run(odds_args: &PortalOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let args = &odds_args.spec;
    args.check(lang)?;
    let reroll = match odds_args.repetir.trim() {
        "optimo" | "óptimo" | "best" => true,
        "ninguno" | "none" => false,
        other => {
            return Err(CliError::input(lang.t(
                "portal-repetir-does-not-fit-odds",
                &[("other", other.to_string().into())],
            )))
        }
    };
    let spec = args.spec(&BTreeMap::new())?;
    let rules = args.rules(lang)?;
    spec.validate(&rules).map_err(|e| CliError::input(lang.error(&e)))?;
    if args.bloquear {
        spec.check_block(&rules)
            .map_err(|e| CliError::input(format!("--bloquear: {}", lang.error(&e))))?;
    }
    let obj = objective(args.objetivo);
    if odds::needs_difficulty(&spec, obj, args.pp_repeticiones, reroll) {
        return Err(CliError::input(lang.w("portal-with-rerolls-dif-is-needed")));
    }
    let odds = odds::best(&spec, &rules, obj, (args.bloquear, args.pp_repeticiones), reroll)
        .map_err(|e| CliError::input(lang.error(&e)))?;
    if global.json {
        return crate::commands::print_json(&odds::object(&odds, &rules, obj));
    }
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    let mut out = String::new();
    let head = match odds.allowance {
        0 => lang.w("portal-run-0"),
        n => lang.t("portal-run-n", &[("n", n.to_string().into())]),
    };
    out.push_str(&style.bold(&head));
    out.push_str("\n\n");
    if let Some(o) = &odds.outcomes {
        let rows: Vec<Row> = Outcome::ALL
            .iter()
            .map(|&w| Row {
                label: outcome_word(w, lang).to_string(),
                p: o.get(w).clone(),
                at_least: None,
            })
            .collect();
        out.push_str(&odds_table(&rows, &lang.w("portal-outcome"), lang, style));
        if odds.allowance > 0 {
            if let Some(w) = &odds.without.outcomes {
                out.push_str(&format!(
                    "{} {} → {}\n",
                    lang.w("portal-success-without-rerolls-and-at"),
                    lang.percent(w.exito.percent()),
                    lang.percent(o.exito.percent())
                ));
            }
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "{} {}\n",
        lang.w("portal-mean-total"),
        lang.decimal(odds.dist.mean().to_f64(), 3)
    ));
    out.push_str(&odds_table(&dist_rows(&odds.dist), "total", lang, style));
    print!("{out}");
    Ok(())
}
