//! Character sheets of Hitos, Fate and CHASIS at the table: the engines' own sheet types (the
//! same schema as their TOML files, written as JSON), validated by the engines; and the values
//! a roll takes from them by name (`caracteristica`, `habilidad`, `atributo`), made explicit in
//! the stored request so the log alone recomputes the roll.

use crate::error::PlayError;
use crate::model::Character;
use tirada_dice::Words;

use serde_json::{json, Map, Value};
use tirada_rules::{chasis, fate, hitos};

fn parse<T: serde::de::DeserializeOwned>(v: &Value, what: &str) -> Result<T, PlayError> {
    super::request::read(v, tirada_dice::Words::key("thing-sheet-of").arg("system", what))
}

fn stored<T: serde::Serialize>(t: &T) -> Result<Value, PlayError> {
    serde_json::to_value(t).map_err(crate::error::unwritable)
}

/// The TOML text of a sheet sent as `{"toml": "..."}` (the CLI's sheet files, pasted).
fn toml_of(v: &Value) -> Option<&str> {
    let map = v.as_object()?;
    (map.len() == 1).then(|| map.get("toml")?.as_str()).flatten()
}

/// The engine's `habilidades[1].valor` (counted from 1, as a person reads the sheet) as the
/// sheet JSON's path `habilidades.0.valor`, which the web's per-field editor finds.
fn json_path(field: &str) -> String {
    let mut out = String::new();
    let mut rest = field;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..open]);
        match rest[open + 1..close].parse::<usize>() {
            Ok(n) => out.push_str(&format!(".{}", n.saturating_sub(1))),
            Err(_) => out.push_str(&rest[open..=close]),
        }
        rest = &rest[close + 1..];
    }
    out + rest
}

/// A Hitos sheet error: the field it names (as a JSON path), or the TOML text's line.
fn hitos_error(e: hitos::SheetError, toml: bool) -> PlayError {
    match &e {
        hitos::SheetError::Field { field, message } => {
            super::fields::sheet_refusal(field, false, message.as_str()).on(&json_path(field))
        }
        hitos::SheetError::Wrong { field, error } => {
            super::fields::sheet_refusal(field, false, error.clone()).on(&json_path(field))
        }
        hitos::SheetError::Syntax { .. } if toml => PlayError::engine("toml", &e),
        hitos::SheetError::Syntax { .. } => PlayError::of(&e),
    }
}

pub fn hitos_sheet(v: &Value) -> Result<(String, Value, Value), PlayError> {
    let s = match toml_of(v) {
        Some(text) => hitos::Sheet::from_toml(text).map_err(|e| hitos_error(e, true))?,
        None => parse::<hitos::Sheet>(v, "Hitos")?
            .validated()
            .map_err(|e| hitos_error(e, false))?,
    };
    Ok((s.name.clone(), stored(&s)?, super::hitos::state::state_of(&s)))
}

/// A Fate sheet error: the field it names (a TOML line is the text's).
fn fate_error(e: fate::FateError) -> PlayError {
    match &e {
        fate::FateError::Syntax { .. } => PlayError::engine("toml", &e),
        fate::FateError::Sheet { field, why, why_en } => super::fields::sheet_refusal(
            field,
            false,
            tirada_dice::Words::key("engine-pair")
                .arg("es", why.as_str())
                .arg("en", why_en.as_str()),
        ),
        _ => PlayError::of(&e),
    }
}

pub fn fate_sheet(v: &Value) -> Result<(String, Value, Value), PlayError> {
    let s = match toml_of(v) {
        Some(text) => fate::Sheet::from_toml(text).map_err(fate_error)?,
        None => parse::<fate::Sheet>(v, "Fate")?,
    };
    let rules = fate::Rules::default();
    let ch = s.check(&rules).map_err(fate_error)?;
    Ok((s.nombre.clone(), stored(&s)?, super::fate::state::state_of(&ch, &rules)))
}

/// A CHASIS sheet error: the field it names (as a JSON path), or the TOML text's line.
fn chasis_error(e: chasis::ChasisError) -> PlayError {
    match &e {
        chasis::ChasisError::Invalid { field, es, en } => super::fields::sheet_refusal(
            field,
            false,
            tirada_dice::Words::key("engine-pair")
                .arg("es", es.as_str())
                .arg("en", en.as_str()),
        )
        .on(&json_path(field)),
        chasis::ChasisError::Syntax { .. } => PlayError::engine("toml", &e),
        _ => PlayError::of(&e),
    }
}

pub fn chasis_sheet(ruleset: &Value, v: &Value) -> Result<(String, Value, Value), PlayError> {
    let r = super::chasis::parse_ruleset(ruleset)?;
    let s = match toml_of(v) {
        Some(text) => chasis::Sheet::from_toml(text, &r).map_err(chasis_error)?,
        None => parse::<chasis::Sheet>(v, "CHASIS")?,
    };
    s.validate(&r).map_err(chasis_error)?;
    Ok((s.name.clone(), stored(&s)?, super::chasis::state::state_of(&s, &r)))
}

/// A sheet to start from for `system`, as the CLI's TOML file: the Hitos sheet schema's
/// example, Ana Robles of `examples/fate`, Gilius of the CHASIS manual.
pub fn example(system: crate::model::System) -> Option<&'static str> {
    use crate::model::System;
    match system {
        System::Hitos => Some(hitos::sheet::SCHEMA),
        System::Fate => Some(include_str!("../../../examples/fate/ana.toml")),
        System::Chasis => chasis::examples::example("gilius"),
        System::Portal | System::Mirilla => None,
    }
}

/// The example sheet of `system` as the engine stores it (JSON): where the web's per-field
/// editor starts.
pub fn example_json(system: crate::model::System, ruleset: &Value) -> Option<Value> {
    use crate::model::System;
    let toml = json!({ "toml": example(system)? });
    let sheet = match system {
        System::Hitos => hitos_sheet(&toml),
        System::Fate => fate_sheet(&toml),
        System::Chasis => chasis_sheet(ruleset, &toml),
        System::Portal | System::Mirilla => return None,
    };
    sheet.ok().map(|(_, s, _)| s)
}

fn take_name(map: &mut Map<String, Value>, key: &str) -> Result<Option<String>, PlayError> {
    match map.remove(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(v) => Err(PlayError::said_by(
            Words::key("play-sheet-name-value")
                .arg("field", key)
                .arg("given", v.to_string()),
        )
        .on(key)),
    }
}

fn add(map: &mut Map<String, Value>, key: &str, delta: i64) {
    let now = map.get(key).and_then(Value::as_i64).unwrap_or(0);
    map.insert(key.into(), json!(now + delta));
}

/// Fate: `habilidad` by name sets `hab`; consequences' penalty joins `mod`; the sheet's power
/// points are `pp_tenidos`.
pub fn fate_request(request: &Value, character: Option<&Character>) -> Result<Value, PlayError> {
    let mut map = super::fields::object(request, Words::key("thing-roll-request"))?.clone();
    let hab = take_name(&mut map, "habilidad")?;
    let Some(c) = character else {
        return match hab {
            None => Ok(Value::Object(map)),
            Some(_) => Err(super::fields::needs_character("habilidad", "skill")),
        };
    };
    let rules = fate::Rules::default();
    let ch = super::fate::state::current(c, &rules)?;
    if let Some(name) = hab {
        map.insert("hab".into(), json!(ch.skill(&name)));
    }
    add(&mut map, "mod", ch.penalty(&rules) as i64);
    // What the sheet holds, whatever the request said (F66).
    map.insert("pp_tenidos".into(), json!(ch.pp.pp));
    Ok(Value::Object(map))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::System;

    #[test]
    fn the_example_sheets_are_valid_sheets() {
        let toml = |s: System| json!({ "toml": example(s).unwrap() });
        assert_eq!(hitos_sheet(&toml(System::Hitos)).unwrap().0, "Jakar el sabio");
        assert_eq!(fate_sheet(&toml(System::Fate)).unwrap().0, "Ana Robles");
        assert_eq!(
            chasis_sheet(&json!({}), &toml(System::Chasis)).unwrap().0,
            "Gilius Cabezadetrueno"
        );
    }

    #[test]
    fn sheet_errors_name_their_field() {
        let e = hitos_sheet(&json!({"nombre": "X", "drama": -1,
            "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}}))
        .unwrap_err();
        assert_eq!(e.field.as_deref(), Some("drama"), "{e}");
        let e = fate_sheet(&json!({"toml": "nombre = \"Rita\"\n[habilidades]\nPelear = \"Altísimo\"\n"})).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("habilidades.Pelear"), "{e}");
    }

    #[test]
    fn the_example_sheets_as_json_are_sheets_and_name_their_fields() {
        let ex = |s: System| example_json(s, &json!({})).unwrap();
        assert_eq!(hitos_sheet(&ex(System::Hitos)).unwrap().0, "Jakar el sabio");
        assert_eq!(fate_sheet(&ex(System::Fate)).unwrap().0, "Ana Robles");
        assert_eq!(
            chasis_sheet(&json!({}), &ex(System::Chasis)).unwrap().0,
            "Gilius Cabezadetrueno"
        );
        let mut h = ex(System::Hitos);
        h["caracteristicas"]["fortaleza"] = json!(-1);
        assert_eq!(
            hitos_sheet(&h).unwrap_err().field.as_deref(),
            Some("caracteristicas.fortaleza")
        );
        let mut h = ex(System::Hitos);
        h["habilidades"][0]["valor"] = json!(99);
        // The engine counts skills from 1; the sheet's JSON path from 0.
        assert_eq!(hitos_sheet(&h).unwrap_err().field.as_deref(), Some("habilidades.0"));
        let mut f = ex(System::Fate);
        f["habilidades"] = json!({"Pelear": "Grande"});
        assert_eq!(fate_sheet(&f).unwrap_err().field.as_deref(), Some("habilidades.Pelear"));
        let mut c = ex(System::Chasis);
        c["capacidades"][1]["nombre"] = json!("");
        let e = chasis_sheet(&json!({}), &c).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("capacidades.1.nombre"), "{e}");
    }
}
