//! A CHASIS check from its flags: the ruleset (`--reglas`, apertura), the sheet, the modifier
//! and the energy spent, with errors in the words of the flag.

use super::args::{AperturaArg, CheckArgs, ContinuationArg, GradualArg, LevelModeArg};
use crate::error::CliError;
use crate::lang::Lang;
use tirada_rules::chasis::examples::{example, EXAMPLES};
use tirada_rules::chasis::sheet::Found;
use tirada_rules::chasis::transient::Applied;
use tirada_rules::chasis::{
    AperturaKind, ChasisError, Check, EnergySpend, Gradual, LevelMode, OverTenContinuation, Ruleset, Sheet,
};

pub(super) fn say(lang: Lang, e: &ChasisError) -> String {
    match lang {
        Lang::Es => e.to_string(),
        Lang::En => e.english(),
    }
}

pub(super) fn input(lang: Lang, e: ChasisError) -> CliError {
    CliError::input(say(lang, &e))
}

/// The ruleset from `--reglas` (or the book's), with `--apertura`/`--bajas` on top.
pub(super) fn ruleset(args: &CheckArgs, lang: Lang) -> Result<Ruleset, CliError> {
    let r = load_ruleset(args.reglas.as_deref(), lang)?;
    with_apertura(r, args, lang)
}

/// The ruleset of a `--reglas` file, or the book's.
pub(super) fn load_ruleset(path: Option<&std::path::Path>, lang: Lang) -> Result<Ruleset, CliError> {
    match path {
        None => Ok(Ruleset::book()),
        Some(path) => {
            let shown = path.display();
            let text = crate::files::read_text(path, "--reglas", lang)?;
            Ruleset::from_toml(&text).map_err(|e| CliError::input(format!("--reglas «{shown}»: {}", say(lang, &e))))
        }
    }
}

/// Apertura flags on top of the ruleset of `--reglas`.
pub(super) fn with_apertura(mut r: Ruleset, args: &CheckArgs, lang: Lang) -> Result<Ruleset, CliError> {
    if let Some(a) = args.apertura {
        r.apertura.kind = match a {
            AperturaArg::Ninguna => AperturaKind::None,
            AperturaArg::Gemela => AperturaKind::Twin,
            AperturaArg::Tope => AperturaKind::Top,
            AperturaArg::Media => AperturaKind::Middle,
            AperturaArg::Sobredecima => AperturaKind::OverTen,
        };
        r.apertura.rules.clear();
    }
    if args.bajas {
        if r.apertura.kind != AperturaKind::Top {
            return Err(CliError::input(lang.pick(
                "--bajas solo vale con la apertura tope (--apertura tope)",
                "--bajas only works with the tope apertura (--apertura tope)",
            )));
        }
        r.apertura.low = true;
    }
    if let Some(c) = args.continuacion {
        if r.apertura.kind != AperturaKind::OverTen {
            return Err(CliError::input(lang.pick(
                "--continuacion solo vale con la apertura sobredécima (--apertura sobredecima)",
                "--continuacion only works with the sobredécima apertura (--apertura sobredecima)",
            )));
        }
        r.apertura.continuation = match c {
            ContinuationArg::Diez => OverTenContinuation::ExplodeOnTen,
            ContinuationArg::Relanzar => OverTenContinuation::RerollD12,
            ContinuationArg::Ninguna => OverTenContinuation::None,
        };
    }
    r.resolved()
        .map_err(|e| CliError::input(format!("--apertura: {}", say(lang, &e))))
}

/// The sheet from `--ficha` (a file or `ejemplo:ID`).
pub(super) fn sheet(text: &str, r: &Ruleset, lang: Lang) -> Result<Sheet, CliError> {
    let source = match text.strip_prefix("ejemplo:") {
        Some(id) => example(id).map(str::to_string).ok_or_else(|| {
            let ids: Vec<&str> = EXAMPLES.iter().map(|(i, _)| *i).collect();
            CliError::input(match lang {
                Lang::Es => format!("--ficha: no hay ningún ejemplo «{id}»; hay: {}", ids.join(", ")),
                Lang::En => format!("--ficha: there is no example '{id}'; there are: {}", ids.join(", ")),
            })
        })?,
        None => crate::files::read_text(std::path::Path::new(text), "--ficha", lang)?,
    };
    Sheet::from_toml(&source, r).map_err(|e| CliError::input(format!("--ficha «{text}»: {}", say(lang, &e))))
}

/// The modifier: `--mod` plus the sheet attribute named by `--atributo` and the transient
/// qualities on it (T51), which are returned to be shown.
pub(super) fn modifier(args: &CheckArgs, r: &Ruleset, lang: Lang) -> Result<(String, Vec<Applied>), CliError> {
    let (file, name) = match (&args.ficha, &args.atributo) {
        (Some(file), Some(name)) => (file, name),
        (None, _) => return Ok((args.modifier.clone(), Vec::new())),
        // The sheet only gives the attribute's value: without `--atributo` it would be ignored.
        (Some(_), None) => {
            return Err(CliError::input(lang.pick(
                "--ficha: di con --atributo qué cualidad de la ficha se tira (p. ej. --atributo ATA)",
                "--ficha: say with --atributo which quality of the sheet is rolled (e.g. --atributo ATA)",
            )))
        }
    };
    let s = sheet(file, r, lang)?;
    s.may_check(r)
        .map_err(|e| CliError::input(format!("--ficha: {}", say(lang, &e))))?;
    // The énfasis spent comes from the sheet's energy; everyone starts at 0PY (C1174).
    energy_spend(args)
        .check(&r.energy, Some(s.state.energy.emphasis))
        .map_err(|e| CliError::input(format!("--enfasis: {}", say(lang, &e))))?;
    let q = s.check_quality(name, r);
    if let Some(v) = q.modifier() {
        let m = args.modifier.trim();
        let text = if m.is_empty() || m == "0" {
            v.to_string()
        } else {
            format!("{m}{v:+}")
        };
        return Ok((text, q.transients));
    }
    Err(CliError::input(match (q.quality, lang) {
        (Found::Trait, Lang::Es) => format!("--atributo: «{name}» es un rasgo sin puntuación en la ficha de {}: el DJ decide su modificador; dalo con --mod", s.name),
        (Found::Trait, Lang::En) => format!("--atributo: '{name}' is a trait with no score on {}'s sheet: the GM sets its modifier; give it with --mod", s.name),
        (_, Lang::Es) => format!("--atributo: «{name}» no está en la ficha de {} ni en [atributos] de las reglas: el DJ estima su valor; dalo con --mod", s.name),
        (_, Lang::En) => format!("--atributo: '{name}' is neither on {}'s sheet nor in the ruleset's [atributos]: the GM estimates it; give it with --mod", s.name),
    }))
}

/// The energy `--enfasis`, `--enfasis-aux` and `--estres` spend before the roll.
pub(super) fn energy_spend(args: &CheckArgs) -> EnergySpend {
    EnergySpend {
        emphasis_mod: args.enfasis,
        emphasis_aux: args.enfasis_aux,
        stress_mod: args.estres,
        stress_aux: 0,
    }
}

pub(super) fn check(args: &CheckArgs, r: &Ruleset, lang: Lang) -> Result<(Check, Vec<Applied>), CliError> {
    let (modifier, transients) = modifier(args, r, lang)?;
    let check = Check {
        modifier,
        difficulty: args.dif,
        level: args.niv,
        level_mode: args.modo_niv.map(|m| match m {
            LevelModeArg::Modificador => LevelMode::Modifier,
            LevelModeArg::Dificultad => LevelMode::Difficulty,
        }),
        energy: energy_spend(args),
        psj: args.psj.clone(),
        gradual: match args.gradual {
            None => Gradual::None,
            Some(GradualArg::Anti) => Gradual::Anti,
            Some(GradualArg::Pro) => Gradual::Pro,
            Some(GradualArg::Ambi) => Gradual::Ambi,
        },
        aux_cap: None,
    };
    Ok((check, transients))
}
