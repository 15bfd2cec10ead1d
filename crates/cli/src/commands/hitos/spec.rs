//! The flags of a Hitos roll and what they build: the roll's spec, its ruleset and the sheet it
//! takes values from.

use crate::error::CliError;
use crate::lang::Lang;
use clap::ValueEnum;
use serde::Serialize;
use std::path::PathBuf;
use tirada_rules::hitos::sheet_file::json_error;
use tirada_rules::hitos::{
    parse_difficulty, CritMode, HitosError, Letters, Objective, Polarity, RollSpec, Rules, Sheet,
};

/// What "best" means for an activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ObjectiveArg {
    Exito,
    Media,
}

/// Flags shared by the roll and its odds (CONTRACT.md, "Hitos").
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

/// What the roll took from a sheet.
#[derive(Clone, Debug, Serialize)]
pub struct SheetUse {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub characteristic: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skill: Option<String>,
    /// Health state penalty after painkillers, included in `modifier`.
    pub health_penalty: i32,
    pub drama_points: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drama_points_after: Option<i32>,
}

/// A spec, its ruleset, and the sheet it came from.
pub type Built = (RollSpec, Rules, Option<(Sheet, SheetUse)>);

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
    sheet.map_err(input)
}

impl HitosSpecArgs {
    fn difficulty(&self, lang: Lang) -> Result<Option<i32>, CliError> {
        let Some(text) = &self.dif else { return Ok(None) };
        parse_difficulty(text).map(Some).ok_or_else(|| {
            say(
                lang,
                format!("--dif: «{text}» no es una dificultad; usa un número o facil, media, dificil, muy-dificil, extremadamente-dificil, casi-imposible"),
                format!("--dif: '{text}' is not a difficulty; use a number or facil, media, dificil, muy-dificil, extremadamente-dificil, casi-imposible"),
            )
        })
    }

    fn reading(&self, lang: Lang) -> Result<Letters, CliError> {
        let word = match self.dado.trim() {
            "menor" | "low" => "m",
            "central" | "medio" | "mid" | "c" => "C",
            "mayor" | "high" => "M",
            other => other,
        };
        Letters::parse(word).ok_or_else(|| {
            say(
                lang,
                format!(
                    "--dado: «{}» no es un dado; usa m, C, M o una suma como mC, CM, mCM",
                    self.dado
                ),
                format!(
                    "--dado: '{}' is not a die; use m, C, M or a sum like mC, CM, mCM",
                    self.dado
                ),
            )
        })
    }

    /// The spec, the ruleset and the sheet the flags describe.
    pub fn build(&self, lang: Lang) -> Result<Built, CliError> {
        let text = match &self.reglas {
            Some(path) => Some(crate::files::read_text(path, "--reglas", lang)?),
            None => None,
        };
        let mut rules = Rules::from_settings(text.as_deref(), &self.regla).map_err(input)?;
        if self.realista {
            rules.crit_mode = CritMode::Realistic;
        }
        let mut spec = RollSpec {
            characteristic: self.car.unwrap_or(0),
            skill: self.hab.unwrap_or(0),
            modifier: self.modifier,
            difficulty: self.difficulty(lang)?,
            reading: self.reading(lang)?,
        };
        let Some(path) = &self.ficha else {
            if self.caracteristica.is_some() || self.habilidad.is_some() {
                return Err(CliError::input(lang.pick(
                    "--caracteristica y --habilidad leen de una ficha: añade --ficha",
                    "--caracteristica and --habilidad read from a sheet: add --ficha",
                )));
            }
            return Ok((spec, rules, None));
        };
        // H815: a first appearance plays with the ninja theorem's raise.
        let sheet = load_sheet(path, lang)?.playing();
        if self.caracteristica.is_some() && self.car.is_some() || self.habilidad.is_some() && self.hab.is_some() {
            return Err(CliError::input(lang.pick(
                "usa --car o --caracteristica y --hab o --habilidad, no los dos",
                "use --car or --caracteristica and --hab or --habilidad, not both",
            )));
        }
        if let Some(c) = &self.caracteristica {
            spec.characteristic = sheet.characteristic_named(c).map_err(input)?;
        }
        let skill = match &self.habilidad {
            Some(name) => {
                let s = sheet.skill_named(name).map_err(input)?;
                spec.skill = s.rating;
                Some(s.name.clone())
            }
            None => None,
        };
        let penalty = sheet
            .test_penalty(self.caracteristica.as_deref(), &rules)
            .map_err(input)?;
        spec.modifier += penalty;
        let used = SheetUse {
            name: sheet.name.clone(),
            characteristic: self.caracteristica.clone(),
            skill,
            health_penalty: penalty,
            drama_points: sheet.points(),
            drama_points_after: None,
        };
        Ok((spec, rules, Some((sheet, used))))
    }

    pub(super) fn objective(&self, spec: &RollSpec) -> Objective {
        match (self.objetivo, spec.difficulty) {
            (Some(ObjectiveArg::Media), _) | (None, None) => Objective::Mean,
            _ => Objective::Success,
        }
    }

    /// The activation asked for: none, one polarity, or both (they cancel, L165).
    pub(super) fn polarity(&self) -> Option<Polarity> {
        match (&self.aspecto, &self.aspecto_contra) {
            (Some(_), None) => Some(Polarity::Positive),
            (None, Some(_)) => Some(Polarity::Negative),
            _ => None,
        }
    }

    pub(super) fn check(&self, spec: &RollSpec, lang: Lang) -> Result<(), CliError> {
        if self.objetivo == Some(ObjectiveArg::Exito) && spec.difficulty.is_none() {
            return Err(CliError::input(lang.pick(
                "--objetivo exito necesita --dif para saber qué es un éxito",
                "--objetivo exito needs --dif to know what a success is",
            )));
        }
        if self.dj && self.aspecto.is_none() && self.aspecto_contra.is_none() {
            return Err(CliError::input(lang.pick(
                "--dj solo tiene sentido con --aspecto o --aspecto-contra",
                "--dj only makes sense with --aspecto or --aspecto-contra",
            )));
        }
        Ok(())
    }
}

/// A rule's error in the user's language, after the flag of the field it names (`punto_para`
/// is `--punto-para`).
pub(super) fn rule_error(e: &HitosError, lang: Lang) -> CliError {
    let text = match lang {
        Lang::Es => e.to_string(),
        Lang::En => e.english(),
    };
    CliError::input(match e.field() {
        Some(field) => format!("--{}: {text}", field.replace('_', "-")),
        None => text,
    })
}

pub(super) fn input(e: impl std::fmt::Display) -> CliError {
    CliError::input(e.to_string())
}
