//! A PORTAL roll request: the flags of `tirada portal` (docs/contract.md) as JSON keys, turned into
//! the engine's [`RollSpec`] the way the CLI does.

use crate::error::PlayError;
use crate::fields::{boolean, int, int_list, object, only, string, uint};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use tirada_dice::complaint::{invalid, unknown_value};
use tirada_dice::Words;
use tirada_rules::portal::{Colour, Forte, Objective, ReadingKind, Role, RollSpec};

/// The keys a request may have.
pub const KEYS: &[&str] = &[
    "dado",
    "malestar",
    "heridas",
    "suerte",
    "heridas_sin_tirar",
    "tentar",
    "fortaleza",
    "sobrehumana",
    "ases",
    "especialidad",
    "especialidad_sobrehumana",
    "especialidad_temporal",
    "parcial",
    "parcial_sobrehumana",
    "pp_repeticiones",
    "bloquear",
    "dif",
    "meta",
    "mod",
    "tipo",
    "espina",
    "objetivo",
    "repetir",
    "blancos",
    "negros",
    "rojos",
    "verdes",
    crate::typed::ROLL_REST,
];

/// How the reroll allowance is used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Repetir {
    /// None now: the player chooses afterwards (the web's dice are clickable).
    Ninguno,
    /// The best policy for the objective (the CLI's default).
    Optimo,
    /// These dice, in order.
    Lista(Vec<(Colour, u8)>),
}

/// A parsed request.
#[derive(Clone, Debug)]
pub struct PortalRequest {
    pub spec: RollSpec,
    pub typed: BTreeMap<String, Vec<i64>>,
    pub repetir: Repetir,
    pub objective: Objective,
    pub block: bool,
    pub pp_aces: u8,
    /// Dice left out of the typed faces are rolled (`tirar_resto`), else refused.
    pub roll_rest: bool,
    /// The roller's own target (`meta`) when the difficulty is not theirs to set: the advice
    /// aims at it; the roll is not judged by it (the GM's verdict rules).
    pub aim: Option<i32>,
}

/// The request with hyphenated keys (`heridas-sin-tirar`) written with underscores.
pub fn normalise(request: &Value) -> Result<Map<String, Value>, PlayError> {
    let map = object(request, Words::key("thing-roll-request"))?;
    Ok(map.iter().map(|(k, v)| (k.replace('-', "_"), v.clone())).collect())
}

/// `field` refused, by the message `why`.
fn on_field(field: &str, why: Words) -> PlayError {
    PlayError::said_by(Words::key("play-on-field").arg("field", field).arg("why", why)).on(field)
}

fn list_u8(map: &Map<String, Value>, key: &str) -> Result<Vec<u8>, PlayError> {
    let levels = int_list(map, key)?.unwrap_or_default();
    levels
        .into_iter()
        .map(|l| {
            u8::try_from(l)
                .ok()
                .filter(|l| *l <= 5)
                .ok_or_else(|| on_field(key, Words::key("portal-forte-level").arg("value", l)))
        })
        .collect()
}

fn repetir(map: &Map<String, Value>) -> Result<Repetir, PlayError> {
    let text = match map.get("repetir") {
        None | Some(Value::Null) => return Ok(Repetir::Optimo),
        Some(Value::String(s)) => s.trim().to_string(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|i| i.as_str().unwrap_or("?").to_string())
            .collect::<Vec<_>>()
            .join(","),
        Some(v) => {
            return Err(PlayError::said_by(invalid(
                "repetir",
                Words::key("thing-request"),
                Words::key("play-portal-expect-rerolls"),
                v,
            ))
            .on("repetir"))
        }
    };
    match text.as_str() {
        "ninguno" | "none" => Ok(Repetir::Ninguno),
        "optimo" | "óptimo" | "best" => Ok(Repetir::Optimo),
        list => list
            .split(',')
            .map(|item| {
                let (c, f) = item.split_once(':').unwrap_or(("", ""));
                let face = f.trim().parse::<u8>().ok().filter(|f| (1..=6).contains(f));
                Colour::from_word(c)
                    .zip(face)
                    .ok_or_else(|| on_field("repetir", Words::key("play-portal-reroll-item").arg("item", item)))
            })
            .collect::<Result<_, _>>()
            .map(Repetir::Lista),
    }
}

/// The Fortalezas a roll applies: the ordinary ones by level, best first, then the superhuman
/// ones. With `specialty` the best one's specialty adds its level (S53), a superhuman one
/// included — the last on a tie, so that a superhuman specialty also stacks (S55); each level
/// in `superhuman_specialties` marks one more superhuman Fortaleza of that level with its
/// specialty, since superhuman specialties add up (S55). The CLI's flags and the table's
/// request both come here, so `especialidad` means the same everywhere. The error is the
/// request key at fault: a specialty with no Fortaleza to belong to.
pub fn fortes(
    levels: &[u8],
    superhuman: &[u8],
    specialty: bool,
    superhuman_specialties: &[u8],
) -> Result<Vec<Forte>, &'static str> {
    let mut fortes: Vec<Forte> = levels
        .iter()
        .map(|&level| Forte {
            level,
            ..Forte::default()
        })
        .collect();
    fortes.sort_by_key(|f| std::cmp::Reverse(f.level));
    fortes.extend(superhuman.iter().map(|&level| Forte {
        level,
        specialty: false,
        superhuman: true,
    }));
    if specialty {
        fortes
            .iter_mut()
            .max_by_key(|f| f.level)
            .ok_or("especialidad")?
            .specialty = true;
    }
    for &level in superhuman_specialties {
        fortes
            .iter_mut()
            .find(|f| f.superhuman && !f.specialty && f.level == level)
            .ok_or("especialidad_sobrehumana")?
            .specialty = true;
    }
    Ok(fortes)
}

/// Parses a request (keys already normalised).
pub fn parse(map: &Map<String, Value>) -> Result<PortalRequest, PlayError> {
    only(map, KEYS, Words::key("thing-roll").arg("system", "PORTAL"))?;
    let mut typed = BTreeMap::new();
    for (key, colour) in [
        ("blancos", Colour::White),
        ("negros", Colour::Black),
        ("rojos", Colour::Red),
        ("verdes", Colour::Green),
    ] {
        if let Some(faces) = int_list(map, key)? {
            if let Some(bad) = faces.iter().find(|f| !(1..=6).contains(*f)) {
                return Err(on_field(key, Words::key("play-portal-d6-face").arg("face", *bad)));
            }
            typed.insert(colour.group().to_string(), faces);
        }
    }
    let tempt = match map.get("tentar") {
        None | Some(Value::Null) | Some(Value::Bool(false)) => None,
        Some(Value::Bool(true)) => Some(0),
        Some(v) => match v.as_i64() {
            Some(f) if (1..=6).contains(&f) => Some(f as u8),
            _ => {
                return Err(PlayError::said_by(invalid(
                    "tentar",
                    Words::key("thing-request"),
                    Words::key("play-portal-expect-tempt"),
                    v,
                ))
                .on("tentar"))
            }
        },
    };
    if let Some(face) = tempt.filter(|f| *f > 0) {
        typed.insert(Colour::Tempted.group().to_string(), vec![face as i64]);
    }
    let count = |key: &str, colour: Colour| -> Result<u8, PlayError> {
        Ok(match uint(map, key, 0, 3)? {
            Some(n) => n as u8,
            None => typed.get(colour.group()).map_or(0, |f| f.len().min(3) as u8),
        })
    };
    let role = match string(map, "dado")?.unwrap_or("superior") {
        "superior" => Role::High,
        "medio" => Role::Middle,
        "inferior" => Role::Low,
        other => {
            return Err(PlayError::said_by(unknown_value("dado", other, &["superior", "medio", "inferior"])).on("dado"))
        }
    };
    let kind = match string(map, "tipo")?.unwrap_or("normal").replace('-', "_").as_str() {
        "normal" => ReadingKind::Normal,
        "reflejos" => ReadingKind::Reflexes,
        "sangre_fria" => ReadingKind::Composure,
        "ataque" => ReadingKind::Attack,
        "defensa" => ReadingKind::Defence,
        "fuerza" => ReadingKind::Strength,
        "aguante" => ReadingKind::Toughness,
        other => return Err(PlayError::said_by(unknown_value("tipo", other, &READINGS)).on("tipo")),
    };
    let objective = match string(map, "objetivo")?.unwrap_or("exito").replace('-', "_").as_str() {
        "exito" => Objective::Success,
        "exito_o_parcial" => Objective::SuccessOrPartial,
        "media" => Objective::Mean,
        other => {
            return Err(
                PlayError::said_by(unknown_value("objetivo", other, &["exito", "exito_o_parcial", "media"]))
                    .on("objetivo"),
            )
        }
    };
    let fortes = fortes(
        &list_u8(map, "fortaleza")?,
        &list_u8(map, "sobrehumana")?,
        boolean(map, "especialidad")?,
        &list_u8(map, "especialidad_sobrehumana")?,
    )
    .map_err(|key| match key {
        "especialidad" => PlayError::said_by(Words::key("play-portal-specialty-forte")).on(key),
        _ => PlayError::said_by(Words::key("play-portal-superhuman-specialty")).on(key),
    })?;
    let spec = RollSpec {
        role,
        kind,
        black: count("malestar", Colour::Black)?,
        red: count("heridas", Colour::Red)?,
        red_unrolled: uint(map, "heridas_sin_tirar", 0, 3)?.unwrap_or(0) as u8,
        green: count("suerte", Colour::Green)?,
        tempt: tempt.is_some(),
        difficulty: int(map, "dif")?,
        fortes,
        aces: uint(map, "ases", 0, 20)?.unwrap_or(0) as u8,
        partial_rerolls: uint(map, "parcial", 0, 5)?.unwrap_or(0) as u8,
        partial_superhuman_level: uint(map, "parcial_sobrehumana", 0, 5)?.unwrap_or(0) as u8,
        temporary_specialty: boolean(map, "especialidad_temporal")?,
        modifier: int(map, "mod")?.unwrap_or(0),
        thorn: boolean(map, "espina")?,
        ..RollSpec::default()
    };
    Ok(PortalRequest {
        spec,
        typed,
        repetir: repetir(map)?,
        objective,
        block: boolean(map, "bloquear")?,
        pp_aces: uint(map, "pp_repeticiones", 0, 20)?.unwrap_or(0) as u8,
        roll_rest: boolean(map, crate::typed::ROLL_REST)?,
        aim: int(map, "meta")?,
    })
}

/// PORTAL's readings of a roll (`tipo`: R-READ, the CLI's `--tipo`), as a request writes them.
pub const READINGS: [&str; 7] = [
    "normal",
    "reflejos",
    "sangre_fria",
    "ataque",
    "defensa",
    "fuerza",
    "aguante",
];
