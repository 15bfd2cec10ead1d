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

pub(super) fn say(lang: Lang, es: String, en: String) -> CliError {
    CliError::input(if lang == Lang::Es { es } else { en })
}

pub(super) fn load_sheet(path: &std::path::Path, lang: Lang) -> Result<Sheet, CliError> {
    let text = crate::files::read_named(path, "la ficha", "the sheet", lang)?;
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
            return Err(CliError::input(lang.pick(
                "usa --car o --caracteristica y --hab o --habilidad, no los dos",
                "use --car or --caracteristica and --hab or --habilidad, not both",
            )));
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
    let (es, en) = match c {
        Conflict::GoalNeedsDifficulty => (
            "--objetivo exito necesita --dif para saber qué es un éxito",
            "--objetivo exito needs --dif to know what a success is",
        ),
        Conflict::GmWithoutAspect => (
            "--dj solo tiene sentido con --aspecto o --aspecto-contra",
            "--dj only makes sense with --aspecto or --aspecto-contra",
        ),
        Conflict::PicksWithoutAspect => (
            "--repetir necesita --aspecto o --aspecto-contra",
            "--repetir needs --aspecto or --aspecto-contra",
        ),
        Conflict::ExhaustWithoutAspect => (
            "--agotar paga una activación: úsalo con --aspecto o --aspecto-contra",
            "--agotar pays for an activation: use it with --aspecto or --aspecto-contra",
        ),
        Conflict::PointWithoutAspect => (
            "--punto-para dice quién recibe el punto del DJ cuando activa a favor de un PNJ: úsalo con --aspecto",
            "--punto-para names who receives the GM's point for an activation in favour of an NPC: use it with --aspecto",
        ),
        Conflict::FacesNotAdvised { extra, needed } => return say(
            lang,
            format!("--dados: hay {extra} caras nuevas pero la mejor elección repite {needed} dados; di cuáles repetiste con --repetir"),
            format!("--dados: {extra} new faces were typed but the best choice rerolls {needed} dice; say which you rerolled with --repetir"),
        ),
        Conflict::DamageTwice => ("usa --dano o --arma, no los dos", "use --dano or --arma, not both"),
        Conflict::DamageOptionsAlone => (
            "--bd, --rd, --fila, --minimo y --dados-dano necesitan --dano o --arma",
            "--bd, --rd, --fila, --minimo and --dados-dano need --dano or --arma",
        ),
        Conflict::NeedsSheet("arma") => ("--arma lee de una ficha: añade --ficha", "--arma reads from a sheet: add --ficha"),
        Conflict::NeedsSheet(_) => (
            "--caracteristica y --habilidad leen de una ficha: añade --ficha",
            "--caracteristica and --habilidad read from a sheet: add --ficha",
        ),
        Conflict::TargetWithoutAttack => (
            "--blanco es el de un ataque: añade --dano o --arma (H213)",
            "--blanco is an attack's target: add --dano or --arma (H213)",
        ),
        Conflict::TargetUnnamed => (
            "--blanco necesita el nombre del personaje atacado",
            "--blanco needs the attacked character's name",
        ),
        Conflict::SecuelaWithoutTarget => (
            "--secuela va sobre el blanco del ataque: añade --blanco",
            "--secuela goes on the attack's target: add --blanco",
        ),
        // Said with the flag of its field, as the play layer words it.
        Conflict::ThreeFaces
        | Conflict::TooManyFaces { .. }
        | Conflict::CancelWithoutOwnAspect
        | Conflict::CancelWithoutReason => return refused(&c.said(), lang),
    };
    CliError::input(lang.pick(es, en))
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
