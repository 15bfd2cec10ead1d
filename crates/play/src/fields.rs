//! Reading JSON fields with refusals that name the field, said as the deserialiser's
//! complaints are ([`tirada_dice::complaint`]).

use crate::error::PlayError;
use serde_json::{Map, Value};
use tirada_dice::complaint::{invalid, unknown_field};
use tirada_dice::Words;

/// `key` must be `expected` (a `serde-expect-…` message) and is `came`.
fn wrong(key: &str, expected: Words, came: &Value) -> PlayError {
    PlayError::said_by(invalid(key, Words::key("thing-request"), expected, came)).on(key)
}

/// The object of a request or sheet; `what` names it (`thing-…`).
pub fn object(v: &Value, what: Words) -> Result<&Map<String, Value>, PlayError> {
    v.as_object()
        .ok_or_else(|| PlayError::said_by(invalid("", what, Words::key("serde-expect-object"), v)))
}

/// A small non-negative integer in `lo..=hi`.
pub fn uint(map: &Map<String, Value>, key: &str, lo: i64, hi: i64) -> Result<Option<i64>, PlayError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => match v.as_i64() {
            Some(n) if (lo..=hi).contains(&n) => Ok(Some(n)),
            _ => Err(wrong(
                key,
                Words::key("serde-expect-range").arg("lo", lo).arg("hi", hi),
                v,
            )),
        },
    }
}

/// Any integer within i32.
pub fn int(map: &Map<String, Value>, key: &str) -> Result<Option<i32>, PlayError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| wrong(key, Words::key("serde-expect-integer"), v)),
    }
}

pub fn boolean(map: &Map<String, Value>, key: &str) -> Result<bool, PlayError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(v) => Err(wrong(key, Words::key("serde-expect-boolean"), v)),
    }
}

pub fn string<'a>(map: &'a Map<String, Value>, key: &str) -> Result<Option<&'a str>, PlayError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(v) => Err(wrong(key, Words::key("serde-expect-text"), v)),
    }
}

/// A list of integers: `[5,3,1]`, `"5,3,1"` or a single number.
pub fn int_list(map: &Map<String, Value>, key: &str) -> Result<Option<Vec<i64>>, PlayError> {
    let Some(given) = map.get(key) else {
        return Ok(None);
    };
    let bad = || wrong(key, Words::key("serde-expect-numbers"), given);
    match given {
        Value::Null => Ok(None),
        Value::Array(items) => items
            .iter()
            .map(|x| x.as_i64().ok_or_else(bad))
            .collect::<Result<_, _>>()
            .map(Some),
        Value::Number(n) => n.as_i64().map(|x| Some(vec![x])).ok_or_else(bad),
        Value::String(s) => s
            .split(',')
            .map(|x| x.trim().parse::<i64>().map_err(|_| bad()))
            .collect::<Result<_, _>>()
            .map(Some),
        _ => Err(bad()),
    }
}

/// A character's name: 1 to 80 characters.
pub fn name(sheet: &Value) -> Result<String, PlayError> {
    let map = object(sheet, Words::key("thing-sheet"))?;
    let name = string(map, "name")?.or(string(map, "nombre")?).unwrap_or("").trim();
    if name.is_empty() || name.chars().count() > 80 {
        return Err(PlayError::said_by(Words::key("play-sheet-name")).on("name"));
    }
    Ok(name.to_string())
}

/// A value named for a roll made for no character (`what`: `characteristic`, `skill`,
/// `attribute` or `weapon`).
pub(crate) fn needs_character(key: &str, what: &str) -> PlayError {
    PlayError::said_by(Words::key("play-needs-character").arg("what", what)).on(key)
}

/// Rejects keys not in `known`; `what` names the whole (`thing-…`).
pub fn only(map: &Map<String, Value>, known: &[&str], what: Words) -> Result<(), PlayError> {
    match map.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => Err(PlayError::said_by(unknown_field(what, k, known)).on(k)),
        None => Ok(()),
    }
}

/// A sheet's list, as one of its items is named: the word and whether it is feminine.
fn item_word(list: &str) -> Option<(&'static str, bool)> {
    Some(match list {
        "fortalezas" => ("Fortaleza", true),
        "limitaciones" => ("Limitación", true),
        "peculiaridades" => ("peculiaridad", true),
        "estimulos" => ("estímulo", false),
        "reservas" => ("reserva", true),
        "secuelas" => ("secuela", true),
        "espinas" => ("espina", true),
        "habilidades" => ("habilidad", true),
        "aspectos" => ("aspecto", false),
        "proezas" => ("proeza", true),
        "poderes" => ("poder", false),
        "seguidores" => ("seguidor", false),
        "consecuencias" => ("consecuencia", true),
        "capacidades" => ("capacidad", true),
        "incapacidades" => ("incapacidad", true),
        "matices" => ("matiz", false),
        "transitorias" => ("cualidad transitoria", true),
        _ => return None,
    })
}

/// A sheet's key in the books' words, with their accents.
fn key_word(key: &str) -> String {
    let word = match key {
        "descripcion" => "descripción",
        "puntuacion" => "puntuación",
        "caracteristicas" => "características",
        "dano" => "daño",
        "dano_minimo" => "daño mínimo",
        "puntos_dramaticos" => "puntos dramáticos",
        "tamano" => "tamaño",
        "sangre_fria" => "sangre fría",
        "valor_generico" => "valor genérico",
        "proposito" => "propósito",
        "energia" => "energía",
        "enfasis" => "énfasis",
        "estres" => "estrés",
        "estimulos" => "estímulos",
        "limitaciones" => "Limitaciones",
        "fortalezas" => "Fortalezas",
        "condicion" => "condición",
        "pp" => "PP",
        other => return other.replace('_', " "),
    };
    word.to_string()
}

/// «la primera Fortaleza», «el segundo aspecto», «la Fortaleza número 12».
fn nth(n: usize, (word, feminine): (&str, bool)) -> String {
    const ORDINALS: [&str; 10] = [
        "primer", "segund", "tercer", "cuart", "quint", "sext", "séptim", "octav", "noven", "décim",
    ];
    let article = if feminine { "la" } else { "el" };
    match ORDINALS.get(n.wrapping_sub(1)) {
        // «el primer aspecto», «el tercer poder», but «la primera», «la tercera».
        Some(o) if !feminine && (n == 1 || n == 3) => format!("{article} {o} {word}"),
        Some(o) => format!("{article} {o}{} {word}", if feminine { 'a' } else { 'o' }),
        None => format!("{article} {word} número {n}"),
    }
}

/// A sheet field's path as a person reads it: `fortalezas[0].nombre` → `nombre de la primera
/// Fortaleza` (`from_zero`: the path counts list items from 0), for sentences a page shows.
pub fn human(path: &str, from_zero: bool) -> String {
    let mut phrases: Vec<String> = Vec::new();
    for part in path.split('.') {
        match part.split_once('[') {
            Some((name, rest)) => {
                let n = rest
                    .trim_end_matches(']')
                    .parse::<usize>()
                    .map_or(0, |n| n + usize::from(from_zero));
                phrases.push(match item_word(name) {
                    Some(w) => nth(n, w),
                    None => format!("{} {n}", key_word(name)),
                });
            }
            None => phrases.push(key_word(part)),
        }
    }
    phrases.reverse();
    phrases.join(" de ").replace(" de el ", " del ")
}

/// A sheet field refused: the field as a person reads it, then why (an engine's error in its
/// words, or an engine's sentence).
pub fn sheet_refusal(path: &str, from_zero: bool, why: impl Into<tirada_dice::WordArg>) -> PlayError {
    PlayError::said_by(
        tirada_dice::Words::key("play-sheet-field")
            .arg("field", human(path, from_zero))
            .arg("why", why),
    )
    .on(path)
}

#[cfg(test)]
mod tests {
    #[test]
    fn sheet_paths_read_as_words_and_counts() {
        assert_eq!(
            super::human("fortalezas[0].nombre", true),
            "nombre de la primera Fortaleza"
        );
        assert_eq!(
            super::human("habilidades[2].valor", false),
            "valor de la segunda habilidad"
        );
        assert_eq!(super::human("aspectos[1]", false), "el primer aspecto");
        assert_eq!(super::human("poderes[3].nombre", false), "nombre del tercer poder");
        assert_eq!(super::human("seguidores[2]", false), "el segundo seguidor");
        assert_eq!(
            super::human("capacidades[12].puntuacion", false),
            "puntuación de la capacidad número 12"
        );
        assert_eq!(super::human("dano_minimo", false), "daño mínimo");
        assert_eq!(
            super::human("caracteristicas.fortaleza", false),
            "fortaleza de características"
        );
        let e = super::sheet_refusal("fortalezas[0].nombre", true, "no puede estar vacío");
        let field = e.words().args[0].1.to_string();
        assert!(!field.contains('[') && !field.contains('«'), "{field}");
    }
}
