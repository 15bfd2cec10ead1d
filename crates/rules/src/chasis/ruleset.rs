//! The CHASIS ruleset: every option a group may pick, tune or drop («coge lo que te interesa,
//! cambia lo que te apetezca», L120), with the book's defaults (reading aid §7.7).
//!
//! A ruleset file is TOML with Spanish keys (`rulesets/chasis/README.md` documents them); any key
//! left out takes the book's value. [`Ruleset::from_toml`] parses, validates and resolves it:
//! the result has every default written in, so a table that stores it (as JSON or TOML) and a
//! transcript that records it say exactly which rules a roll was resolved under.

use super::check::grade::GradeRules;
use super::check::level::LevelMode;
use super::dice::apertura::{AperturaConfig, AperturaKind, AperturaRule, Continue, Trigger};
use super::dice::base::{BaseRoll, Extreme, ExtremeRules, FaceCondition};
use super::error::ChasisError;
use super::sheet::auxiliary::AuxiliaryRules;
use super::sheet::development::DevelopmentRules;
use super::sheet::energy::EnergyRules;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Every configurable choice of a CHASIS game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Ruleset {
    /// A name for people («CHASIS básico», «Mi fantasía 3d6»).
    #[serde(rename = "nombre")]
    pub name: String,
    /// The base roll (DB, R1): `2d12` by default.
    #[serde(rename = "dados")]
    pub base: BaseRoll,
    /// The standard difficulty (R2); unset, the base roll's average (L393-L395).
    #[serde(rename = "dificultad", skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i64>,
    #[serde(rename = "extremos")]
    pub extremes: ExtremeRules,
    #[serde(rename = "grado")]
    pub grade: GradeRules,
    #[serde(rename = "apertura")]
    pub apertura: AperturaConfig,
    /// What an opponent's NIV does by default (§3.4, A20).
    #[serde(rename = "nivel")]
    pub level_mode: LevelMode,
    #[serde(rename = "energia")]
    pub energy: EnergyRules,
    #[serde(rename = "auxiliares")]
    pub auxiliaries: AuxiliaryRules,
    #[serde(rename = "desarrollo")]
    pub development: DevelopmentRules,
    /// Defaults for qualities a sheet does not list (R13).
    #[serde(rename = "atributos")]
    pub attributes: AttributeDefaults,
    /// NPCs roll their own checks (R12, L431: by default only PJs roll).
    #[serde(rename = "pnj_tiran")]
    pub npc_rolls: bool,
    /// The DJ may turn a neutral nobody can narrate into a failure (L370, A49): a DJ action
    /// of the basic rules, on by default; a table may forbid it.
    #[serde(rename = "neutro_a_fallo")]
    pub neutral_fallback_to_failure: bool,
}

impl Default for Ruleset {
    fn default() -> Self {
        Ruleset {
            name: "CHASIS".to_string(),
            base: BaseRoll::BOOK,
            difficulty: None,
            extremes: ExtremeRules::default(),
            grade: GradeRules::default(),
            apertura: AperturaConfig::default(),
            level_mode: LevelMode::Modifier,
            energy: EnergyRules::default(),
            auxiliaries: AuxiliaryRules::default(),
            development: DevelopmentRules::default(),
            attributes: AttributeDefaults::default(),
            npc_rolls: false,
            neutral_fallback_to_failure: true,
        }
    }
}

impl Ruleset {
    /// The book's rules (§7.7), resolved. (`default()` is the same before resolving: what a
    /// file that says nothing means.)
    pub fn book() -> Ruleset {
        Ruleset::default().resolved().expect("the book's rules are valid")
    }

    /// Parses, validates and resolves a TOML ruleset.
    pub fn from_toml(text: &str) -> Result<Ruleset, ChasisError> {
        // Parsed with nothing filled in, so that the extremes left out can be told apart.
        let raw: Ruleset = super::file::from_toml(text)?;
        raw.resolved()
    }

    /// The ruleset as TOML, every default written in.
    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).expect("a ruleset always serialises")
    }

    /// The standard difficulty.
    pub fn difficulty(&self) -> i64 {
        self.difficulty.unwrap_or_else(|| self.base.average())
    }

    /// The apertura's rules on this base roll.
    pub fn apertura_rules(&self) -> Vec<AperturaRule> {
        self.apertura.rules(self.base)
    }

    /// Validates and fills in what depends on other choices (the difficulty, the extremes of
    /// 2D12, the energy cap); the book's values where nothing was said.
    pub fn resolved(mut self) -> Result<Ruleset, ChasisError> {
        let book = ExtremeRules::book();
        let is_book = self.base == BaseRoll::BOOK;
        for (e, slot, default) in [
            (Extreme::Critical, &mut self.extremes.critical, book.critical),
            (Extreme::Fumble, &mut self.extremes.fumble, book.fumble),
            (Extreme::Hyperbole, &mut self.extremes.hyperbole, book.hyperbole),
        ] {
            if slot.is_none() {
                if !is_book {
                    return Err(ChasisError::invalid(
                        format!("extremos.{}", e.word()),
                        format!(
                            "con la tirada base {} hay que definir este extremo (por ejemplo {{ todos_al_menos = N }}) o escribir \"nunca\"",
                            self.base
                        ),
                        format!(
                            "with the base roll {} this extreme must be defined (e.g. {{ todos_al_menos = N }}) or set to \"nunca\"",
                            self.base
                        ),
                    ));
                }
                *slot = default;
            }
        }
        self.difficulty = Some(self.difficulty());
        self.energy.cap.get_or_insert(self.base.average());
        self.validate()?;
        Ok(self)
    }

    /// Checks every choice against the others.
    pub fn validate(&self) -> Result<(), ChasisError> {
        let base = self.base;
        for e in Extreme::ALL {
            check_condition(base, &format!("extremos.{}", e.word()), self.extremes.condition(e))?;
        }
        // Extremes must not overlap: a throw is one extreme at most.
        for (faces, _) in base.multisets() {
            let hits: Vec<&str> = Extreme::ALL
                .into_iter()
                .filter(|&e| self.extremes.condition(e).holds(&faces))
                .map(Extreme::word)
                .collect();
            if hits.len() > 1 {
                return Err(ChasisError::invalid(
                    "extremos",
                    format!(
                        "las caras {faces:?} serían a la vez {}: los extremos no pueden solaparse",
                        hits.join(" y ")
                    ),
                    format!(
                        "the faces {faces:?} would be {} at once: extremes cannot overlap",
                        hits.join(" and ")
                    ),
                ));
            }
        }
        self.grade.check()?;
        check_apertura(base, &self.apertura)?;
        self.energy.check()?;
        self.auxiliaries.check()?;
        self.development.check()?;
        self.attributes.check()?;
        Ok(())
    }
}

fn check_condition(base: BaseRoll, field: &str, c: &FaceCondition) -> Result<(), ChasisError> {
    let face_ok = |f: u32| (1..=base.sides).contains(&f);
    let bad_face = |f: u32| {
        ChasisError::invalid(
            field,
            format!("la cara {f} no existe en un d{}: de 1 a {}", base.sides, base.sides),
            format!("a d{} has no face {f}: from 1 to {}", base.sides, base.sides),
        )
    };
    match c {
        FaceCondition::AllAtLeast(f) | FaceCondition::AllAtMost(f) if !face_ok(*f) => Err(bad_face(*f)),
        FaceCondition::Faces(list) => {
            if list.len() != base.count as usize {
                return Err(ChasisError::invalid(
                    field,
                    format!(
                        "hacen falta {} caras, una por dado de {}, y hay {}",
                        base.count,
                        base,
                        list.len()
                    ),
                    format!(
                        "{} faces are needed, one per die of {}, and there are {}",
                        base.count,
                        base,
                        list.len()
                    ),
                ));
            }
            match list.iter().find(|&&f| !face_ok(f)) {
                Some(&f) => Err(bad_face(f)),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

fn check_apertura(base: BaseRoll, a: &AperturaConfig) -> Result<(), ChasisError> {
    let need = |ok: bool, es: String, en: String| {
        if ok {
            Ok(())
        } else {
            Err(ChasisError::invalid("apertura", es, en))
        }
    };
    need(
        (1..=1000).contains(&a.max_chain),
        format!("cadena_maxima va de 1 a 1000, y es {}", a.max_chain),
        format!("cadena_maxima goes from 1 to 1000, and is {}", a.max_chain),
    )?;
    need(
        a.kind == AperturaKind::Custom || a.rules.is_empty(),
        "solo la apertura personalizada lleva [[apertura.reglas]]".into(),
        "only a custom apertura takes [[apertura.reglas]]".into(),
    )?;
    match a.kind {
        AperturaKind::Custom => need(
            !a.rules.is_empty(),
            "la apertura personalizada necesita al menos una [[apertura.reglas]]".into(),
            "a custom apertura needs at least one [[apertura.reglas]]".into(),
        )?,
        AperturaKind::Twin => need(
            base.count >= 2,
            "la apertura gemela necesita al menos dos dados base".into(),
            "the twin apertura needs at least two base dice".into(),
        )?,
        AperturaKind::OverTen => need(
            base.sides > 10,
            format!("la apertura sobredécima necesita dados de más de 10 caras, y la tirada base es {base}"),
            format!("the sobredécima apertura needs dice of more than 10 sides, and the base roll is {base}"),
        )?,
        AperturaKind::Middle => need(
            base.sides >= 4,
            format!("la apertura media necesita dados de al menos 4 caras, y la tirada base es {base}"),
            format!("the media apertura needs dice of at least 4 sides, and the base roll is {base}"),
        )?,
        _ => {}
    }
    for (i, r) in a.rules(base).iter().enumerate() {
        let field = format!("apertura.reglas[{}]", i + 1);
        let bad = |es: String, en: String| Err(ChasisError::invalid(field.clone(), es, en));
        if !(2..=100).contains(&r.sides) || !(1..=10).contains(&r.dice) {
            return bad(
                format!("de 1 a 10 dados de 2 a 100 caras, y hay {} de {}", r.dice, r.sides),
                format!(
                    "1 to 10 dice of 2 to 100 sides, and there are {} of {}",
                    r.dice, r.sides
                ),
            );
        }
        match r.trigger {
            Trigger::Face(f) if !(1..=base.sides).contains(&f) => {
                return bad(
                    format!("el disparo en la cara {f} no existe en un d{}", base.sides),
                    format!("a trigger on face {f} does not exist on a d{}", base.sides),
                )
            }
            Trigger::AllSame([lo, hi]) if lo > hi || hi > base.sides || lo < 1 || base.count < 2 => {
                return bad(
                    format!(
                        "«iguales» necesita dos o más dados base y un intervalo [min, max] dentro de 1..{}",
                        base.sides
                    ),
                    format!(
                        "'iguales' needs two or more base dice and a range [min, max] within 1..{}",
                        base.sides
                    ),
                )
            }
            _ => {}
        }
        if let Continue::Reroll(n) = r.continue_on {
            if !(2..=100).contains(&n) {
                return bad(
                    format!("«relanzar» tira un dado de 2 a 100 caras, y se pidió un d{n}"),
                    format!("'relanzar' throws a die of 2 to 100 sides, and a d{n} was asked for"),
                );
            }
        }
        let cont = match (&r.continue_on, &r.trigger) {
            (Continue::OnFace(c), _) => Some(*c),
            (Continue::SameFace, Trigger::Face(f)) => Some(*f),
            _ => None,
        };
        if let Some(c) = cont.filter(|c| !(1..=r.sides).contains(c)) {
            return bad(
                format!("la cadena sigue con un {c}, que no existe en un d{}", r.sides),
                format!("the chain goes on with a {c}, which a d{} cannot show", r.sides),
            );
        }
    }
    Ok(())
}

/// Defaults for qualities a sheet does not list (R13, `[atributos]`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AttributeDefaults {
    /// Normal in the setting: +0 («Conducir» in a modern game, «Cabalgar» in a medieval one).
    #[serde(rename = "regulares", skip_serializing_if = "Vec::is_empty")]
    pub regular: Vec<String>,
    /// Specialist knowledge a character lacks: a negative score («Física Cuántica» = −4).
    #[serde(rename = "irregulares", skip_serializing_if = "BTreeMap::is_empty")]
    pub irregular: BTreeMap<String, i64>,
}

impl AttributeDefaults {
    pub(crate) fn check(&self) -> Result<(), ChasisError> {
        match self.irregular.iter().find(|(_, &v)| v > 0) {
            Some((k, v)) => Err(ChasisError::invalid(
                format!("atributos.irregulares.{k}"),
                format!("un atributo irregular es negativo, y vale {v}"),
                format!("an irregular attribute is negative, and is {v}"),
            )),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_file_is_the_book() {
        let r = Ruleset::from_toml("").unwrap();
        assert_eq!(r, Ruleset::book());
        assert_eq!(r.difficulty(), 13);
        // What is written back reads the same.
        assert_eq!(Ruleset::from_toml(&r.to_toml()).unwrap(), r);
    }

    #[test]
    fn another_base_roll_needs_its_extremes_and_averages_its_difficulty() {
        let e = Ruleset::from_toml("dados = \"3d6\"").unwrap_err();
        assert!(e.to_string().contains("extremos.critico"), "{e}");
        let r = Ruleset::from_toml(
            "dados = \"3d6\"\n[extremos]\ncritico = { todos_al_menos = 6 }\npifia = { todos_como_mucho = 1 }\nhiperbole = \"nunca\"\n",
        )
        .unwrap();
        assert_eq!(r.difficulty(), 10);
        assert_eq!(r.energy.cap, Some(10));
    }

    #[test]
    fn errors_name_the_line_and_the_field() {
        let e = Ruleset::from_toml("dados = \"2d12\"\n[apertura]\ntipo = \"gemelas\"\n").unwrap_err();
        // The sentences in each language: tirada-narrate's tests/complaints.rs.
        assert!(
            matches!(&e, ChasisError::Syntax { line: 3, message } if message.key == "chasis-in-section"
                && message.to_string().contains("section=\"apertura\", why=serde-unknown-variant")
                && message.to_string().contains("last=\"personalizada\"")),
            "{e}"
        );
        let e = Ruleset::from_toml("dado = \"2d12\"").unwrap_err();
        assert!(
            matches!(&e, ChasisError::Syntax { line: 1, message } if message.key == "serde-unknown-field"
                && message.to_string().contains("key=\"dado\"")),
            "{e}"
        );
        let e = Ruleset::from_toml("[extremos]\ncritico = { todos_al_menos = 13 }").unwrap_err();
        assert!(
            matches!(&e, ChasisError::Invalid { field, es, .. } if field == "extremos.critico" && es == "la cara 13 no existe en un d12: de 1 a 12"),
            "{e}"
        );
        let e = Ruleset::from_toml("[extremos]\nhiperbole = { caras = [3, 3] }").unwrap_err();
        assert!(e.to_string().contains("no pueden solaparse"), "{e}");
    }
}
