//! A CHASIS check from its flags: the ruleset (`--reglas`, apertura), the sheet, the modifier
//! and the energy spent, with errors in the words of the flag.

use super::args::{AperturaArg, CheckArgs, ContinuationArg, GradualArg, LevelModeArg};
use crate::error::CliError;
use crate::lang::Lang;
use tirada_play::chasis::request::{ChasisRequest, Modifier};
use tirada_rules::chasis::examples::{example, EXAMPLES};
use tirada_rules::chasis::transient::Applied;
use tirada_rules::chasis::{
    AperturaKind, ChasisError, Check, EnergySpend, Gradual, LevelMode, OverTenContinuation, Ruleset, Sheet,
};

pub(super) fn say(lang: Lang, e: &ChasisError) -> String {
    lang.error(e)
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
            return Err(CliError::input(lang.w("chasis-bajas-only-works-with-tope")));
        }
        r.apertura.low = true;
    }
    if let Some(c) = args.continuacion {
        if r.apertura.kind != AperturaKind::OverTen {
            return Err(CliError::input(lang.w("chasis-continuacion-only-works-with-sobred")));
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
            CliError::input(lang.t(
                "chasis-ficha-there-is-no-example",
                &[
                    ("id", id.to_string().into()),
                    ("ids", ids.join(", ").to_string().into()),
                ],
            ))
        })?,
        None => crate::files::read_text(std::path::Path::new(text), "--ficha", lang)?,
    };
    Sheet::from_toml(&source, r).map_err(|e| CliError::input(format!("--ficha «{text}»: {}", say(lang, &e))))
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

/// The play layer's request the flags describe, with the sheet's attribute named by
/// `--atributo` joined to the modifier (and the transient qualities on it, T51, returned to be
/// shown); the énfasis spent is checked against the sheet's energy (C1174).
pub(super) fn request(args: &CheckArgs, r: &Ruleset, lang: Lang) -> Result<(ChasisRequest, Vec<Applied>), CliError> {
    let spend = energy_spend(args);
    let mut req = ChasisRequest {
        modifier: Some(Modifier::Text(args.modifier.clone())),
        dif: args.dif,
        niv: args.niv,
        modo_niv: args.modo_niv.map(|m| match m {
            LevelModeArg::Modificador => LevelMode::Modifier,
            LevelModeArg::Dificultad => LevelMode::Difficulty,
        }),
        energia: (!spend.is_empty()).then_some(spend),
        psj: args.psj.clone(),
        gradual: args.gradual.map(|g| match g {
            GradualArg::Anti => Gradual::Anti,
            GradualArg::Pro => Gradual::Pro,
            GradualArg::Ambi => Gradual::Ambi,
        }),
        atributo: args.atributo.clone(),
        ..ChasisRequest::default()
    };
    let file = match (&args.ficha, &args.atributo) {
        (Some(file), Some(_)) => file,
        (None, _) => return Ok((req, Vec::new())),
        // The sheet only gives the attribute's value: without `--atributo` it would be ignored.
        (Some(_), None) => return Err(CliError::input(lang.w("chasis-ficha-say-with-atributo-which"))),
    };
    let s = sheet(file, r, lang)?;
    let taken = req.from_sheet(&s, r).map_err(|mut e| {
        // The énfasis spent is `--enfasis` here.
        if e.field.as_deref() == Some("energia") {
            e.field = Some("enfasis".into());
        }
        // The character who rolls is the sheet's.
        if e.field.as_deref() == Some("character_id") {
            e.field = Some("ficha".into());
        }
        crate::error::refused(&e, lang)
    })?;
    Ok((req, taken.transients))
}

pub(super) fn check(args: &CheckArgs, r: &Ruleset, lang: Lang) -> Result<(Check, Vec<Applied>), CliError> {
    let (req, transients) = request(args, r, lang)?;
    Ok((req.check(), transients))
}
