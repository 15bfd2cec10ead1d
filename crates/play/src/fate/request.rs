//! A Fate roll as a person asks it: the flags of `tirada fate` and the table's keys of the same
//! names, one type ([`FateRequest`]) that both front ends build and [`FateRequest::spec`] turns
//! into the engine's roll.

use crate::error::PlayError;
use crate::request::Faces;
use serde::Deserialize;
use tirada_dice::Words;
use tirada_rules::fate::combine::{combined_modifier, Secondary, SecondaryRole};
use tirada_rules::fate::{FateError, Ladder, ModifierKind, RollSpec, Rules};

/// Bounds on typed numbers: far beyond any ladder, well inside `i32`.
pub const LIMIT: i32 = 100;

/// A rating as typed: a number, or a word of the table's ladder (or of the Spanish or English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rating {
    Number(i64),
    Word(String),
}

impl<'de> Deserialize<'de> for Rating {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Rating, D::Error> {
        struct Visit;
        impl serde::de::Visitor<'_> for Visit {
            type Value = Rating;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(&Words::key("serde-expect-rating").in_complaint())
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Rating, E> {
                Ok(Rating::Number(v))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Rating, E> {
                Ok(Rating::Number(i64::try_from(v).unwrap_or(i64::MAX)))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Rating, E> {
                Ok(Rating::Word(v.to_string()))
            }
        }
        d.deserialize_any(Visit)
    }
}

/// A Fate roll's request.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FateRequest {
    /// The skill's rating (default 0, Mediocre).
    pub hab: Option<Rating>,
    /// A situational modifier.
    #[serde(rename = "mod", default)]
    pub modifier: i32,
    /// The difficulty (default Normal, +1).
    pub dif: Option<Rating>,
    /// Power points spent for +1 each (L67).
    #[serde(default)]
    pub pp: u32,
    /// Consequences held, −1 each.
    #[serde(default)]
    pub consecuencias: u32,
    /// Supplementary actions, −1 each.
    #[serde(default)]
    pub suplementarias: u32,
    /// Full defence, +2 to a defence (F151).
    #[serde(default)]
    pub defensa_total: bool,
    /// The roll is a reaction or a defence, not a simple action: what full defence helps.
    #[serde(default)]
    pub reaccion: bool,
    /// Secondary skills that modify, complement or restrict the primary.
    #[serde(default)]
    pub modifica: Vec<i32>,
    #[serde(default)]
    pub complementa: Vec<i32>,
    #[serde(default)]
    pub restringe: Vec<i32>,
    /// Faces of the four Fudge dice (the table's `"+-0+"` or `[1,-1,0,1]`).
    pub dados: Option<Faces>,
    #[serde(default)]
    pub tirar_resto: bool,
    /// The power points the roller holds, which the table writes from a character's sheet
    /// (F66): a bonus beyond them is refused, and a failure is offered no more than they pay.
    pub pp_tenidos: Option<u32>,
}

/// A value beyond [`LIMIT`] on `field`.
fn out_of_bounds(value: i64, field: &str) -> PlayError {
    PlayError::said_by(
        Words::key("play-fate-off-table")
            .arg("value", value)
            .arg("limit", LIMIT),
    )
    .on(field)
}

/// `value` if it is within ±[`LIMIT`], or one sentence on `field`.
pub fn bounded(value: i64, field: &str) -> Result<i32, PlayError> {
    match i32::try_from(value) {
        Ok(v) if v.abs() <= LIMIT => Ok(v),
        _ => Err(out_of_bounds(value, field)),
    }
}

fn said(field: &str, e: &FateError) -> PlayError {
    PlayError::engine(field, e)
}

impl Rating {
    /// The rating's value on the table's ladder (or the Spanish or English one), bounded.
    pub fn value(&self, field: &str, rules: &Rules) -> Result<i32, PlayError> {
        let v = match self {
            Rating::Number(n) => *n,
            Rating::Word(text) => rules
                .ladder
                .parse(text)
                .or_else(|| Ladder::spanish().parse(text))
                .or_else(|| Ladder::english().parse(text))
                .map(i64::from)
                .ok_or_else(|| {
                    said(
                        field,
                        &FateError::NotOnLadder {
                            text: text.trim().into(),
                        },
                    )
                })?,
        };
        bounded(v, field)
    }
}

impl FateRequest {
    /// The engine's roll for this request. `sheet`: the rolling character's skill (when named
    /// there), its consequences' penalty and the PP it holds, which the request may not exceed.
    pub fn spec(&self, rules: &Rules, sheet: Option<(Option<i32>, i32, u32)>) -> Result<RollSpec, PlayError> {
        let (from_sheet, penalty, held) = match sheet {
            Some((skill, penalty, held)) => (skill, penalty, Some(held)),
            None => (None, 0, self.pp_tenidos),
        };
        let skill = match (&self.hab, from_sheet) {
            (Some(r), _) => r.value("hab", rules)?,
            (None, Some(s)) => s,
            (None, None) => 0,
        };
        let difficulty = self.dif.as_ref().map(|d| d.value("dif", rules)).transpose()?;
        for (field, n) in [
            ("pp", self.pp),
            ("consecuencias", self.consecuencias),
            ("suplementarias", self.suplementarias),
        ] {
            bounded(i64::from(n), field)?;
        }
        bounded(i64::from(self.modifier), "mod")?;
        if self.defensa_total && !self.reaccion {
            return Err(PlayError::said_by(Words::key("play-fate-full-defence")).on("defensa_total"));
        }
        let secondaries: Vec<Secondary> = [
            (SecondaryRole::Modify, &self.modifica, "modifica"),
            (SecondaryRole::Complement, &self.complementa, "complementa"),
            (SecondaryRole::Restrict, &self.restringe, "restringe"),
        ]
        .into_iter()
        .flat_map(|(role, v, field)| v.iter().map(move |&r| (Secondary::new(role, r), field)))
        .map(|(s, field)| bounded(i64::from(s.rating), field).map(|_| s))
        .collect::<Result<_, _>>()?;
        let mut spec = RollSpec::new(skill)
            .with(ModifierKind::PowerPoint, self.pp as i32)
            .with(ModifierKind::Consequences, penalty - self.consecuencias as i32)
            .with(ModifierKind::Supplementary, -(self.suplementarias as i32))
            .with(ModifierKind::FullDefense, if self.defensa_total { 2 } else { 0 })
            .with(ModifierKind::Combined, combined_modifier(skill, &secondaries))
            .with(ModifierKind::Other, self.modifier);
        spec.difficulty = difficulty;
        // One check with a sheet or without: the table's cap, and the points held when known.
        spec.check_pp(rules, held).map_err(|e| said("pp", &e))?;
        Ok(spec)
    }
}
