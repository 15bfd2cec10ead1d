//! The flags of a Hitos roll and what they build: the roll's spec, its ruleset and the sheet it
//! takes values from.

use crate::error::refused;
use crate::error::CliError;
use crate::lang::Lang;
use clap::ValueEnum;
use std::path::PathBuf;
use tirada_play::hitos::conflict::Conflict;
use tirada_play::hitos::request::{Aspect, Difficulty, Goal, HitosRequest};
use tirada_rules::hitos::sheet_file::json_error;
use tirada_rules::hitos::{CritMode, HitosError, Rules, Sheet};

/// What "best" means for an activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ObjectiveArg {
    Exito,
    Media,
}

/// Flags shared by the roll and its odds (docs/contract.md, "Hitos").
#[derive(clap::Args, Debug, Clone)]
pub struct HitosSpecArgs {
    /// Característica added to the die.
    #[arg(long, allow_hyphen_values = true)]
    pub car: Option<i32>,
    /// Habilidad added to the die.
    #[arg(long, allow_hyphen_values = true)]
    pub hab: Option<i32>,
    /// Any other modifier.
    #[arg(long = "mod", default_value_t = 0, allow_hyphen_values = true)]
    pub modifier: i32,
    /// Difficulty: a number, or a band of Table 5 (facil, media, dificil, muy-dificil,
    /// extremadamente-dificil, casi-imposible: its middle value).
    #[arg(long, allow_hyphen_values = true)]
    pub dif: Option<String>,
    /// The die read: C (central, default), m (unfavourable), M (favourable) or a sum (mC, CM...).
    #[arg(long, default_value = "C")]
    pub dado: String,
    /// Realism: only triples are criticals and fumbles (the same as --regla crit_mode=realista).
    #[arg(long)]
    pub realista: bool,
    /// A TOML file of Hitos rules: the keys of docs/rules/hitos.md, missing ones at their default.
    #[arg(long)]
    pub reglas: Option<PathBuf>,
    /// One rule as clave=valor (repeatable), over --reglas: positive_sum=read_with_high...
    #[arg(long = "regla")]
    pub regla: Vec<String>,
    /// Activate an aspect in your favour (optionally its name): reroll the best dice, or --repetir.
    #[arg(long, num_args = 0..=1, default_missing_value = "")]
    pub aspecto: Option<String>,
    /// Someone activates an aspect against the roll (optionally its name): the worst dice for
    /// the roller, or --repetir. With --aspecto too, both cancel before the reroll.
    #[arg(long = "aspecto-contra", num_args = 0..=1, default_missing_value = "")]
    pub aspecto_contra: Option<String>,
    /// The GM activates: against the roll (the point goes to the roller), or with --aspecto
    /// in favour of an NPC's roll (the point goes to --punto-para).
    #[arg(long)]
    pub dj: bool,
    /// What the activation's best dice maximise (default: exito with --dif, else media).
    #[arg(long, value_enum)]
    pub objetivo: Option<ObjectiveArg>,
    /// A character sheet (TOML or JSON): --caracteristica and --habilidad read from it, and its
    /// health penalty applies.
    #[arg(long)]
    pub ficha: Option<PathBuf>,
    /// The sheet's characteristic to add (fortaleza, reflejos, intelecto, voluntad, or aguante
    /// for a resistance or dying test).
    #[arg(long)]
    pub caracteristica: Option<String>,
    /// The sheet's skill to add, by name.
    #[arg(long)]
    pub habilidad: Option<String>,
}

pub use tirada_play::hitos::named::SheetUse;

/// The play layer's request the flags describe, its rules and the sheet it read.
pub struct Built {
    pub request: HitosRequest,
    pub rules: Rules,
    pub sheet: Option<(Sheet, SheetUse)>,
}

pub(super) fn load_sheet(path: &std::path::Path, lang: Lang) -> Result<Sheet, CliError> {
    let text = crate::files::read_named(path, crate::files::What::Sheet, lang)?;
    let sheet = if text.trim_start().starts_with('{') {
        let s: Sheet = serde_json::from_str(&text).map_err(|e| input(json_error(e.line(), &e.to_string())))?;
        s.validated()
    } else {
        Sheet::from_toml(&text)
    };
    sheet.map_err(|e| CliError::input(lang.error(&e)))
}

impl HitosSpecArgs {
    /// The request, its rules and the sheet the flags describe; `--aspecto-contra` is the
    /// GM's activation of the request (the odds' reading; `tirada hitos` plays it as an
    /// activation against the roll).
    pub fn build(&self, lang: Lang) -> Result<Built, CliError> {
        let text = match &self.reglas {
            Some(path) => Some(crate::files::read_text(path, "--reglas", lang)?),
            None => None,
        };
        let mut rules = Rules::from_settings(text.as_deref(), &self.regla).map_err(input)?;
        if self.realista {
            rules.crit_mode = CritMode::Realistic;
        }
        let aspect = |a: &Option<String>| a.clone().map(|n| Aspect(Some(n)));
        let mut request = HitosRequest {
            car: self.car,
            hab: self.hab,
            modifier: self.modifier,
            dif: self.dif.clone().map(Difficulty::Word),
            dado: Some(self.dado.clone()),
            aspecto: aspect(&self.aspecto),
            aspecto_contra: aspect(&self.aspecto_contra),
            dj: self.dj,
            objetivo: self.objetivo.map(|o| match o {
                ObjectiveArg::Exito => Goal::Exito,
                ObjectiveArg::Media => Goal::Media,
            }),
            caracteristica: self.caracteristica.clone(),
            habilidad: self.habilidad.clone(),
            ..HitosRequest::default()
        };
        request.spec().map_err(|e| refused(&e, lang))?;
        let Some(path) = &self.ficha else {
            request.without_sheet().map_err(|c| conflict(c, lang))?;
            return Ok(Built {
                request,
                rules,
                sheet: None,
            });
        };
        // H815: a first appearance plays with the ninja theorem's raise.
        let sheet = load_sheet(path, lang)?.playing();
        if self.caracteristica.is_some() && self.car.is_some() || self.habilidad.is_some() && self.hab.is_some() {
            return Err(CliError::input(lang.w("hitos-use-car-or-caracteristica-and")));
        }
        let used = request.from_sheet(&sheet, &rules).map_err(|e| refused(&e, lang))?;
        Ok(Built {
            request,
            rules,
            sheet: Some((sheet, used)),
        })
    }
}

/// A request that contradicts itself ([`Conflict`], found by the play layer) in the words of
/// the flags.
pub(super) fn conflict(c: Conflict, lang: Lang) -> CliError {
    let key = match c {
        Conflict::GoalNeedsDifficulty => "hitos-goal-needs-difficulty",
        Conflict::GmWithoutAspect => "hitos-gm-without-aspect",
        Conflict::PicksWithoutAspect => "hitos-picks-without-aspect",
        Conflict::ExhaustWithoutAspect => "hitos-exhaust-without-aspect",
        Conflict::PointWithoutAspect => "hitos-point-without-aspect",
        Conflict::FacesNotAdvised { extra, needed } => {
            let args = [("extra", extra.into()), ("needed", needed.into())];
            return CliError::input(lang.t("hitos-faces-not-advised", &args));
        }
        Conflict::DamageTwice => "hitos-damage-twice",
        Conflict::DamageOptionsAlone => "hitos-damage-options-alone",
        Conflict::NeedsSheet("arma") => "hitos-needs-sheet-weapon",
        Conflict::NeedsSheet(_) => "hitos-needs-sheet",
        Conflict::TargetWithoutAttack => "hitos-target-without-attack",
        Conflict::TargetUnnamed => "hitos-target-unnamed",
        Conflict::SecuelaWithoutTarget => "hitos-secuela-without-target",
        // Said with the flag of its field, as the play layer words it.
        Conflict::ThreeFaces
        | Conflict::TooManyFaces { .. }
        | Conflict::CancelWithoutOwnAspect
        | Conflict::CancelWithoutReason => return refused(&c.said(), lang),
    };
    CliError::input(lang.w(key))
}

/// A rule's error in the user's language, after the flag of the field it names (`punto_para`
/// is `--punto-para`).
pub(super) fn rule_error(e: &HitosError, lang: Lang) -> CliError {
    let text = lang.error(e);
    CliError::input(match e.field() {
        Some(field) => format!("--{}: {text}", field.replace('_', "-")),
        None => text,
    })
}

pub(super) fn input(e: impl std::fmt::Display) -> CliError {
    CliError::input(e.to_string())
}
