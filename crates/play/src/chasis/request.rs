//! A CHASIS check as a person asks it: the flags of `tirada chasis` and the table's keys of the
//! same names, one type ([`ChasisRequest`]) that both front ends build; the GM's decisions on a
//! check ([`Decisions`], C370, C1198) and a result bought without a roll ([`Automatic`], C1196).

use crate::error::PlayError;
use crate::request::Faces;
use serde::{Deserialize, Serialize};
use tirada_dice::Words;
use tirada_rules::chasis::transient::Applied;
use tirada_rules::chasis::{self, ChasisError, Check, EnergySpend, Gradual, LevelMode, Ruleset, Sheet, Transcript};

/// The modifier as typed: a number or dice notation (`+2`, `-1d8+2`).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Modifier {
    Number(i64),
    Text(String),
}

impl Modifier {
    fn text(&self) -> String {
        match self {
            Modifier::Number(n) => n.to_string(),
            Modifier::Text(t) => t.clone(),
        }
    }
}

/// A result bought with the energy of the action's whole cap, without a roll (C1196).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Automatic {
    /// The character spends its énfasis (C1174: only what it has).
    Success,
    /// The DJ's: the maneuver fails.
    Failure,
}

/// `automatico`: `true` or `"exito"` (the character's), `"fallo"` (the GM's), `false`/`null`.
fn automatic<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Automatic>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Given {
        Flag(bool),
        Word(String),
    }
    match Option::<Given>::deserialize(d)? {
        None | Some(Given::Flag(false)) => Ok(None),
        Some(Given::Flag(true)) => Ok(Some(Automatic::Success)),
        Some(Given::Word(w)) if w == "exito" => Ok(Some(Automatic::Success)),
        Some(Given::Word(w)) if w == "fallo" => Ok(Some(Automatic::Failure)),
        Some(Given::Word(w)) => Err(serde::de::Error::custom(
            Words::key("play-chasis-automatic").arg("given", w).in_complaint(),
        )),
    }
}

impl Serialize for Automatic {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Automatic::Success => "exito",
            Automatic::Failure => "fallo",
        })
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A CHASIS check's request: 2d12 + modifiers against 13 by default (C1), the engine's
/// `Check` keys, typed faces, the GM's decisions and an automatic result.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ChasisRequest {
    /// Flat and dice modifiers: a number or dice notation (R4, T44).
    #[serde(rename = "mod", default, skip_serializing_if = "Option::is_none")]
    pub modifier: Option<Modifier>,
    /// The difficulty; unset, the ruleset's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dif: Option<i64>,
    /// An opponent's NIV (§3.4) and what it does here (A20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub niv: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modo_niv: Option<LevelMode>,
    /// Énfasis and estrés spent before the roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub energia: Option<EnergySpend>,
    /// Grades of pseudo-characters for the auxiliary (L1216).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub psj: Vec<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gradual: Option<Gradual>,
    /// The player lowers the auxiliary to at most this (L1220).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aux_max: Option<i64>,
    /// The quality of the roller's sheet whose attribute joins `mod`, by name or code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub atributo: Option<String>,
    /// Faces typed: the base dice, then the apertura's; the modifier's dice apart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dados: Option<Faces>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dados_mod: Option<Faces>,
    /// With typed faces, the dice left out are rolled rather than refused.
    #[serde(default, skip_serializing_if = "is_false")]
    pub tirar_resto: bool,
    /// The GM turns a neutral nobody can narrate into a failure (C370).
    #[serde(default, skip_serializing_if = "is_false")]
    pub neutro_a_fallo: bool,
    /// The GM irrealizes a failure into a success for provisional estrés (C1198).
    #[serde(default, skip_serializing_if = "is_false")]
    pub irrealizar: bool,
    /// A result bought with energy, without a roll (C1196).
    #[serde(default, deserialize_with = "automatic", skip_serializing_if = "Option::is_none")]
    pub automatico: Option<Automatic>,
}

/// A GM's decision on a check already rolled: a neutral nobody can narrate becomes a failure
/// (C370), or a failure is irrealized into a success for provisional estrés (C1198).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Decisions {
    pub neutral_to_failure: bool,
    pub irrealize: bool,
}

impl Decisions {
    /// Whether a player asking for them would be deciding for the GM.
    pub fn any(self) -> bool {
        self.neutral_to_failure || self.irrealize
    }

    /// Applies the decisions to a rolled check; a refusal names its key.
    pub fn apply(self, t: &mut Transcript, r: &Ruleset) -> Result<(), PlayError> {
        let said = |key: &str, e: ChasisError| PlayError::engine(key, &e);
        if self.irrealize {
            chasis::dj::irrealize(t, r).map_err(|e| said("irrealizar", e))?;
        }
        if self.neutral_to_failure {
            chasis::dj::neutral_to_failure(t, r).map_err(|e| said("neutro_a_fallo", e))?;
        }
        Ok(())
    }
}

impl Automatic {
    /// The result without a roll; a success paid from `emphasis` when the character's is known.
    pub fn play(self, r: &Ruleset, emphasis: Option<i64>) -> Result<chasis::AutoSuccess, PlayError> {
        let got = match self {
            Automatic::Success => chasis::auto_success(r, emphasis),
            Automatic::Failure => chasis::auto_failure(r),
        };
        got.map_err(|e| PlayError::engine("automatico", &e))
    }
}

/// What the check took from the roller's sheet: the attribute named and the transient qualities
/// that weigh on it (T51).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FromSheet {
    pub transients: Vec<Applied>,
}

impl ChasisRequest {
    /// The GM's decisions asked for; both at once are refused.
    pub fn decisions(&self) -> Result<Decisions, PlayError> {
        if self.neutro_a_fallo && self.irrealizar {
            return Err(PlayError::said_by(Words::key("play-chasis-irrealize-neutral")).on("irrealizar"));
        }
        Ok(Decisions {
            neutral_to_failure: self.neutro_a_fallo,
            irrealize: self.irrealizar,
        })
    }

    /// Whether it asks for what only the GM decides: a neutral turned into a failure, an
    /// irrealized failure, an automatic failure.
    pub fn gm_decides(&self) -> bool {
        self.neutro_a_fallo || self.irrealizar || self.automatico == Some(Automatic::Failure)
    }

    /// The engine's check.
    pub fn check(&self) -> Check {
        Check {
            modifier: self.modifier.as_ref().map_or_else(|| "0".into(), Modifier::text),
            difficulty: self.dif,
            level: self.niv,
            level_mode: self.modo_niv,
            energy: self.energia.unwrap_or_default(),
            psj: self.psj.clone(),
            gradual: self.gradual.unwrap_or_default(),
            aux_cap: self.aux_max,
        }
    }

    /// The request with the roller's sheet made explicit: the énfasis it spends checked against
    /// what it has (C1174), and `atributo` taken out and joined to `mod` with the transient
    /// qualities on it (R13–R14, T51), so the log alone recomputes the check.
    pub fn from_sheet(&mut self, s: &Sheet, r: &Ruleset) -> Result<FromSheet, PlayError> {
        // The dead, the unconscious and, under the basic directive, NPCs make no checks
        // (C1300, C1318, C431–C433).
        s.may_check(r).map_err(|e| PlayError::engine("character_id", &e))?;
        let spend = self.energia.unwrap_or_default();
        spend
            .check(&r.energy, Some(s.state.energy.emphasis))
            .map_err(|e| PlayError::engine("energia", &e))?;
        let Some(name) = self.atributo.take() else {
            return Ok(FromSheet::default());
        };
        let q = s.check_quality(&name, r);
        let Some(v) = q.modifier() else {
            let key = match q.quality {
                chasis::sheet::Found::Trait => "play-chasis-trait-unscored",
                _ => "play-chasis-attribute-unknown",
            };
            return Err(PlayError::said_by(
                Words::key(key)
                    .arg("attribute", name.as_str())
                    .arg("name", s.name.as_str()),
            )
            .on("atributo"));
        };
        self.modifier = Some(Modifier::Text(match &self.modifier {
            None => v.to_string(),
            Some(Modifier::Number(n)) => (n + v).to_string(),
            Some(Modifier::Text(t)) if matches!(t.trim(), "" | "0") => v.to_string(),
            Some(Modifier::Text(t)) => format!("{}{v:+}", t.trim()),
        }));
        Ok(FromSheet {
            transients: q.transients,
        })
    }
}
