//! The character sheet (*ficha*, L186-L294, L437-L633): the twelve-question questionnaire, the
//! book's other trait labels in order, qualities — capabilities, incapacities, nuances
//! (*matices*, +0) and disciplines — as traits (words) or attributes (words and a number), and
//! the mutable state (energy, damage, pain).
//!
//! A sheet is TOML (or JSON with the same keys); [`Sheet::from_toml`] validates it and names
//! the field of any error. Paradigm and answer-count checks are the ruleset's, opt-in (A22-A23).

use super::auxiliary::Harm;
use super::energy::Energy;
use super::factor::Transient;
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::{AttributeDefaults, Ruleset};
use serde::{Deserialize, Serialize};

/// Who a character is in the story (L166-L180, L1554-L1558).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CharacterKind {
    #[default]
    #[serde(rename = "pj")]
    Player,
    #[serde(rename = "pnj")]
    NonPlayer,
    /// *Pseudopersonaje*: an object, place, spell, trap, vehicle...
    #[serde(rename = "psj")]
    Pseudo,
}

/// How a quality works (L1424-L1449).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum QualityKind {
    #[serde(rename = "habilidad")]
    Skill,
    #[serde(rename = "debilidad")]
    Weakness,
    #[serde(rename = "ventaja")]
    Advantage,
    #[serde(rename = "desventaja")]
    Disadvantage,
}

/// A *cualidad*: a trait (no score) or an attribute (a score).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quality {
    #[serde(rename = "nombre")]
    pub name: String,
    /// The attribute's score (ATB); absent for a trait, whose modifier the DJ sets each time (R14).
    #[serde(rename = "puntuacion", default, skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    /// A short code the sheet uses for it (ATA, DEF, RES, POD, FUE…).
    #[serde(rename = "codigo", default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    #[serde(rename = "tipo", default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<QualityKind>,
    /// Cadential uses per session or day («Curtido en la batalla: 2», L493).
    #[serde(rename = "cadencia", default, skip_serializing_if = "Option::is_none")]
    pub cadence: Option<i64>,
    #[serde(rename = "nota", default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// A *disciplina* or *antidisciplina* (L553-L581): its implementation is the DJ's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Discipline {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "anti", default)]
    pub anti: bool,
    #[serde(rename = "implementacion", default, skip_serializing_if = "Option::is_none")]
    pub implementation: Option<String>,
    #[serde(rename = "cadencia", default, skip_serializing_if = "Option::is_none")]
    pub cadence: Option<i64>,
}

/// One of the book's free trait labels (Edad, Familia, Vínculos...), in the sheet's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trait {
    #[serde(rename = "etiqueta")]
    pub label: String,
    #[serde(rename = "texto")]
    pub text: String,
}

/// What changes in play.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct State {
    #[serde(rename = "energia")]
    pub energy: Energy,
    /// Damage and pain taken (A19: two counters, though the book calls both PD).
    #[serde(rename = "heridas")]
    pub harm: Harm,
    /// Qualities the DJ gave for a while (factor transitorio, L985-L992, `transient.rs`).
    #[serde(rename = "transitorias", skip_serializing_if = "Vec::is_empty")]
    pub transients: Vec<Transient>,
}

/// A CHASIS character sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Sheet {
    #[serde(rename = "tipo")]
    pub kind: CharacterKind,
    /// Q12 NOMBRE.
    #[serde(rename = "nombre")]
    pub name: String,
    /// Q1 MARCO.
    #[serde(rename = "marco", skip_serializing_if = "Option::is_none")]
    pub setting: Option<String>,
    /// Q2 ARQUETIPO: class…
    #[serde(rename = "clase", skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// …and species (human unless said, L204).
    #[serde(rename = "especie", skip_serializing_if = "Option::is_none")]
    pub species: Option<String>,
    /// Q3 ESTEREOTIPO.
    #[serde(rename = "estereotipo", skip_serializing_if = "Option::is_none")]
    pub stereotype: Option<String>,
    /// Q4 CITA.
    #[serde(rename = "cita", skip_serializing_if = "Option::is_none")]
    pub quote: Option<String>,
    /// Q5 ASPECTO.
    #[serde(rename = "aspecto", skip_serializing_if = "Option::is_none")]
    pub appearance: Option<String>,
    /// Q6 ACTITUD.
    #[serde(rename = "actitud", skip_serializing_if = "Option::is_none")]
    pub attitude: Option<String>,
    /// Q7 PASADO.
    #[serde(rename = "pasado", skip_serializing_if = "Option::is_none")]
    pub past: Option<String>,
    /// Q8 FUTURO.
    #[serde(rename = "futuro", skip_serializing_if = "Option::is_none")]
    pub future: Option<String>,
    /// Q9 PECULIARIDAD.
    #[serde(rename = "peculiaridad", skip_serializing_if = "Option::is_none")]
    pub peculiarity: Option<String>,
    /// Other labels the sheet uses, in order.
    #[serde(rename = "rasgos", skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<Trait>,
    /// Q10 CAPACIDAD (habilidades, ventajas).
    #[serde(rename = "capacidades", skip_serializing_if = "Vec::is_empty")]
    pub capabilities: Vec<Quality>,
    /// Q11 INCAPACIDAD (debilidades, desventajas).
    #[serde(rename = "incapacidades", skip_serializing_if = "Vec::is_empty")]
    pub incapacities: Vec<Quality>,
    /// *Matices*: +0, cost nothing (L525-L533).
    #[serde(rename = "matices", skip_serializing_if = "Vec::is_empty")]
    pub nuances: Vec<Quality>,
    #[serde(rename = "disciplinas", skip_serializing_if = "Vec::is_empty")]
    pub disciplines: Vec<Discipline>,
    /// NIV, mostly of NPCs and pseudo-characters.
    #[serde(rename = "nivel", skip_serializing_if = "Option::is_none")]
    pub level: Option<i64>,
    /// GD: size category, or a pseudo-character's grade.
    #[serde(rename = "grado", skip_serializing_if = "Option::is_none")]
    pub grade: Option<i64>,
    #[serde(rename = "biografia", skip_serializing_if = "Option::is_none")]
    pub biography: Option<String>,
    #[serde(rename = "estado")]
    pub state: State,
}

/// A list of qualities, the sign its scores must have, and why (Spanish, English).
type SignRule<'a> = (&'a str, &'a [Quality], fn(i64) -> bool, &'a str, &'a str);

/// Where a quality came from when looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Found {
    /// An attribute on the sheet: its score is its constant modifier (R14, L487).
    Attribute(i64),
    /// A trait on the sheet: the DJ sets its modifier each time (R14).
    Trait,
    /// Not on the sheet, regular in the setting: +0 (R13, L469).
    Regular,
    /// Not on the sheet, irregular: −NUM (R13, L471).
    Irregular(i64),
    /// Not on the sheet and not listed: the DJ estimates it.
    Unknown,
}

impl Found {
    /// The modifier it gives, when there is a number.
    pub fn modifier(self) -> Option<i64> {
        match self {
            Found::Attribute(n) | Found::Irregular(n) => Some(n),
            Found::Regular => Some(0),
            Found::Trait | Found::Unknown => None,
        }
    }
}

impl Sheet {
    /// Whether this character makes checks: not when dead at 13 damage (C1300) nor unconscious
    /// or yielding at 13 pain (C1318); and, under the basic directive that only PJs roll (C431–
    /// C433), not an NPC, unless the ruleset lets NPCs roll (`pnj_tiran`).
    pub fn may_check(&self, r: &Ruleset) -> Result<(), ChasisError> {
        let no = |es: &str, en: &str| {
            Err(ChasisError::NoCheck {
                name: self.name.clone(),
                es: es.into(),
                en: en.into(),
            })
        };
        let harm = &self.state.harm;
        if harm.dead(&r.auxiliaries) {
            return no("está muerto (13PD, C1300)", "is dead (13 damage, C1300)");
        }
        if harm.knocked_out(&r.auxiliaries) {
            return no(
                "está inconsciente o rendido (13 de dolor, C1318)",
                "is unconscious or has yielded (13 pain, C1318)",
            );
        }
        if self.kind == CharacterKind::NonPlayer && !r.npc_rolls {
            return no(
                "ni el DJ ni los PNJ hacen chequeos, así que no critican ni pifian (C431–C433); con «pnj_tiran = true» en las reglas, sí",
                "neither the GM nor NPCs make checks, so they neither crit nor fumble (C431–C433); with 'pnj_tiran = true' in the ruleset they do",
            );
        }
        Ok(())
    }

    /// Parses and validates a TOML sheet.
    pub fn from_toml(text: &str, ruleset: &Ruleset) -> Result<Sheet, ChasisError> {
        let sheet: Sheet = crate::chasis::file::from_toml(text)?;
        sheet.validate(ruleset)?;
        Ok(sheet)
    }

    /// Every quality with a number or words, capabilities first.
    pub fn qualities(&self) -> impl Iterator<Item = &Quality> {
        self.capabilities.iter().chain(&self.incapacities).chain(&self.nuances)
    }

    /// Checks the sheet: a name, signs that fit each list, and the ruleset's paradigms.
    pub fn validate(&self, ruleset: &Ruleset) -> Result<(), ChasisError> {
        if self.name.trim().is_empty() {
            return Err(ChasisError::invalid(
                "nombre",
                "la ficha necesita un nombre (pregunta 12)",
                "the sheet needs a name (question 12)",
            ));
        }
        let lists: [SignRule; 3] = [
            (
                "capacidades",
                &self.capabilities,
                |s| s >= 0,
                "no puede ser negativa: las puntuaciones negativas van en «incapacidades»",
                "cannot be negative: negative scores go in 'incapacidades'",
            ),
            (
                "incapacidades",
                &self.incapacities,
                |s| s <= 0,
                "no puede ser positiva",
                "cannot be positive",
            ),
            (
                "matices",
                &self.nuances,
                |s| s == 0,
                "de un matiz es siempre +0",
                "of a nuance is always +0",
            ),
        ];
        for (field, list, ok, es, en) in lists {
            for (i, q) in list.iter().enumerate() {
                let at = format!("{field}[{}]", i + 1);
                if q.name.trim().is_empty() {
                    return Err(ChasisError::invalid(
                        format!("{at}.nombre"),
                        "la cualidad necesita un nombre",
                        "the quality needs a name",
                    ));
                }
                if let Some(s) = q.score.filter(|&s| !ok(s)) {
                    return Err(ChasisError::invalid(
                        format!("{at}.puntuacion"),
                        format!("la puntuación {s} de «{}» {es}", q.name),
                        format!("the score {s} of '{}' {en}", q.name),
                    ));
                }
                if q.cadence.is_some_and(|c| c < 1) {
                    return Err(ChasisError::invalid(
                        format!("{at}.cadencia"),
                        "una cadencia es de 1 uso o más",
                        "a cadence is 1 use or more",
                    ));
                }
            }
        }
        for (i, t) in self.state.transients.iter().enumerate() {
            t.validate(&format!("estado.transitorias[{}]", i + 1))?;
        }
        let scores = |l: &[Quality]| l.iter().filter_map(|q| q.score).collect::<Vec<_>>();
        let (caps, incaps) = (scores(&self.capabilities), scores(&self.incapacities));
        // Answers count traits too; only scores feed the paradigm.
        ruleset
            .development
            .check_answers(self.capabilities.len(), self.incapacities.len())?;
        ruleset.development.validate(&caps, &incaps)
    }

    /// The modifier a quality gives (R13-R14): by name or code, case-insensitive; if it is not
    /// on the sheet, the ruleset's regular (+0) or irregular (−NUM) defaults.
    pub fn attribute(&self, name: &str, ruleset: &Ruleset) -> Found {
        let want = name.trim().to_lowercase();
        let hit = self
            .qualities()
            .find(|q| q.name.to_lowercase() == want || q.code.as_deref().is_some_and(|c| c.to_lowercase() == want));
        match hit {
            Some(q) => q.score.map_or(Found::Trait, Found::Attribute),
            None => ruleset.attributes.lookup(&want),
        }
    }
}

/// The sheet as TOML, with the same keys it is read with.
pub fn to_toml(sheet: &Sheet) -> String {
    toml::to_string_pretty(sheet).expect("a sheet always serialises")
}

impl AttributeDefaults {
    fn lookup(&self, lower: &str) -> Found {
        if self.regular.iter().any(|r| r.to_lowercase() == lower) {
            return Found::Regular;
        }
        self.irregular
            .iter()
            .find(|(k, _)| k.to_lowercase() == lower)
            .map_or(Found::Unknown, |(_, &v)| Found::Irregular(v))
    }
}
