//! An actor of Foundry VTT's Hitos system (elfonochasis/Sistema-Hitos-Foundry-VTT), as Foundry
//! exports it: `name`, `type` (`character`, `npc`, `vehicle`, `organization`), the system's
//! data under `system` (`data` before Foundry 10) and the owned `items` (`weapon`, `armor`,
//! `item`). Its data: `caracteristicas.atributos` (`for`, `ref`, `vol`, `int`), the book's
//! skills under `caracteristicas.habilidades` (each `value`, and `label` for the four
//! additional ones), `concepto`, `cita`, `drama`, `hitos.hito1…4`, `complicacion`, and the
//! tracks (`salud`, `cordura`) the table keeps in the character's state.

use super::draft::{number, refuse, text, Draft};
use crate::error::PlayError;
use serde_json::{json, Value};
use tirada_dice::Words;

/// Whether `v` is a Foundry actor: a name, a type and its system's data.
pub(super) fn is_actor(v: &Value) -> bool {
    v["name"].is_string() && v["type"].is_string() && (v["system"].is_object() || v["data"].is_object())
}

/// The characteristics: Foundry's key, tirada's.
const ATTRIBUTES: [(&str, &str); 4] = [
    ("for", "fortaleza"),
    ("ref", "reflejos"),
    ("vol", "voluntad"),
    ("int", "intelecto"),
];

/// The book's skills as the Foundry system keys them: its name on the sheet and its role.
const SKILLS: [(&str, &str, &str); 11] = [
    ("ffisica", "Forma física", "forma_fisica"),
    ("combate", "Combate", "combate"),
    ("interaccion", "Interacción", "otra"),
    ("percepcion", "Percepción", "percepcion"),
    ("subterfugio", "Subterfugio", "subterfugio"),
    ("cultura", "Cultura", "otra"),
    ("profesion", "Profesión", "profesion"),
    ("psiquico", "Psíquico", "otra"),
    ("ocultismo", "Ocultismo", "otra"),
    ("brujeria", "Brujería", "otra"),
    ("arcanas", "Arcanas", "otra"),
];

pub(super) fn read(v: &Value) -> Result<Draft, PlayError> {
    let system = v["_stats"]["systemId"].as_str();
    let data = if v["system"].is_object() {
        &v["system"]
    } else {
        &v["data"]
    };
    let kind = v["type"].as_str().unwrap_or_default();
    let shaped = data["caracteristicas"]["atributos"].is_object() || matches!(kind, "vehicle" | "organization");
    if system.is_some_and(|s| s != "hitos") || !shaped {
        return Err(refuse(
            Words::key("play-import-foundry-system").arg("system", system.unwrap_or("none")),
        ));
    }
    let kind = match kind {
        "character" => "pj",
        "npc" => "pnj",
        other => return Err(refuse(Words::key("play-import-foundry-kind").arg("kind", other))),
    };
    let mut d = Draft::default();
    let name = text(&v["name"]).unwrap_or_default();
    d.sheet.insert("nombre".into(), json!(name));
    d.sheet.insert("tipo".into(), json!(kind));
    d.mapped(format!("nombre: «{name}», {kind}"), format!("name: «{name}», {kind}"));
    let attrs = &data["caracteristicas"]["atributos"];
    let mut chars = serde_json::Map::new();
    // Said in the book's order (the map's order depends on serde_json's features).
    let mut said = Vec::new();
    for (key, word) in ATTRIBUTES {
        if let Some(n) = number(&attrs[key]["value"]) {
            chars.insert(word.into(), json!(n));
            said.push(format!("{word} {n}"));
        }
    }
    let list = said.join(", ");
    d.mapped(format!("características: {list}"), format!("characteristics: {list}"));
    d.sheet.insert("caracteristicas".into(), Value::Object(chars));
    skills(data, &mut d);
    words(data, kind, &mut d);
    items(v, &mut d);
    for (track, es, en) in [
        (&data["salud"]["resistencia"], "Resistencia", "Resistencia (health)"),
        (
            &data["cordura"]["estabilidadMental"],
            "Estabilidad mental",
            "Estabilidad mental (sanity)",
        ),
    ] {
        let marked = number(&track["value"]).unwrap_or(0) + number(&track["consolidated"]).unwrap_or(0);
        if marked > 0 {
            d.dropped(
                format!("{es}: el daño marcado en Foundry no se trae; la Ficha lleva el medidor"),
                format!("{en}: the damage marked in Foundry is not brought; the Ficha keeps the track"),
            );
        }
    }
    if let Some(t) = text(&data["cordura"]["transtornos"]["value"]) {
        d.dropped(
            format!("trastornos: «{t}» — escríbelos en la Ficha con su nombre del libro"),
            format!("disorders: «{t}» — write them on the Ficha by their book name"),
        );
    }
    for (key, es, en) in [
        ("biografia", "biografía", "biography"),
        ("descripcion", "descripción", "description"),
        ("extras", "extras", "extras"),
    ] {
        if text(&data[key]).is_some() {
            d.dropped(
                format!("{es}: la ficha de tirada no lleva texto libre"),
                format!("{en}: tirada's sheet has no free text"),
            );
        }
    }
    Ok(d)
}

/// The skills with a value: the book's by their names, the additional ones by their labels.
fn skills(data: &Value, d: &mut Draft) {
    let all = &data["caracteristicas"]["habilidades"];
    let mut out = Vec::new();
    for (key, name, role) in SKILLS {
        if let Some(n) = number(&all[key]["value"]).filter(|n| *n != 0) {
            out.push(json!({"nombre": name, "valor": n, "rol": role}));
        }
    }
    for i in 1..=4 {
        let s = &all[format!("adicional{i}")];
        match (text(&s["label"]), number(&s["value"]).filter(|n| *n != 0)) {
            (Some(name), Some(n)) => out.push(json!({"nombre": name, "valor": n, "rol": "otra"})),
            (None, Some(n)) => d.dropped(
                format!("habilidad adicional {i} ({n}): no tiene nombre"),
                format!("additional skill {i} ({n}): it has no name"),
            ),
            _ => {}
        }
    }
    if !out.is_empty() {
        let list = out
            .iter()
            .map(|s| format!("{} {}", s["nombre"].as_str().unwrap_or_default(), s["valor"]))
            .collect::<Vec<_>>()
            .join(", ");
        d.mapped(format!("habilidades: {list}"), format!("skills: {list}"));
        d.sheet.insert("habilidades".into(), json!(out));
    }
}

/// Concept, quote, milestones (*hitos*, spent ones exhausted until the session's end),
/// complication and Drama.
fn words(data: &Value, kind: &str, d: &mut Draft) {
    for (key, word, en) in [("concepto", "concepto", "concept"), ("cita", "cita", "quote")] {
        if let Some(t) = text(&data[key]) {
            d.mapped(format!("{word}: «{t}»"), format!("{en}: «{t}»"));
            d.sheet.insert(word.into(), json!(t));
        }
    }
    let mut hitos = Vec::new();
    let mut spent = Vec::new();
    for i in 1..=4 {
        let h = &data["hitos"][format!("hito{i}")];
        if let Some(t) = text(&h["value"]) {
            if h["spent"] == true {
                spent.push(json!({"aspecto": t, "hasta": "sesion"}));
            }
            hitos.push(json!(t));
        }
    }
    if !hitos.is_empty() {
        d.mapped(
            format!("hitos: {}", hitos.len()),
            format!("milestones (hitos): {}", hitos.len()),
        );
        d.sheet.insert("hitos".into(), json!(hitos));
    }
    if !spent.is_empty() {
        d.mapped(
            format!("hitos agotados hasta el fin de la sesión: {}", spent.len()),
            format!("milestones exhausted until the session ends: {}", spent.len()),
        );
        d.sheet.insert("agotados".into(), json!(spent));
    }
    if let Some(t) = text(&data["complicacion"]["value"]) {
        d.mapped(format!("complicación: «{t}»"), format!("complication: «{t}»"));
        d.sheet.insert("complicaciones".into(), json!([t]));
    }
    if let Some(t) = text(&data["salud"]["secuelas"]["value"]) {
        d.mapped(format!("secuela: «{t}»"), format!("sequela: «{t}»"));
        d.sheet.insert("secuelas".into(), json!([{"texto": t}]));
    }
    match number(&data["drama"]["value"]) {
        Some(n) if kind == "pj" => {
            d.mapped(format!("drama: {n}"), format!("drama: {n}"));
            d.sheet.insert("drama".into(), json!(n));
        }
        Some(n) if n > 0 => d.dropped(
            format!("drama {n}: un pnj no tiene Drama"),
            format!("drama {n}: an NPC has no Drama"),
        ),
        _ => {}
    }
}

/// Weapons by their damage expression, armour worn by its RD; other items are left out.
fn items(v: &Value, d: &mut Draft) {
    let (mut weapons, mut armour) = (Vec::new(), Vec::new());
    for it in v["items"].as_array().into_iter().flatten() {
        let name = text(&it["name"]).unwrap_or_default();
        let data = if it["system"].is_object() {
            &it["system"]
        } else {
            &it["data"]
        };
        match it["type"].as_str() {
            Some("weapon") => match text(&data["damage"]) {
                Some(dmg) => {
                    let ranged = text(&data["kind"]).is_some_and(|k| k.to_lowercase().contains("dist"));
                    weapons.push(json!({"nombre": name, "dano": dmg, "a_distancia": ranged}));
                }
                None => d.dropped(
                    format!("arma «{name}»: sin daño"),
                    format!("weapon «{name}»: no damage"),
                ),
            },
            Some("armor") if data["equipped"] == true => {
                armour.push(json!({"nombre": name, "rd": number(&data["rd"]).unwrap_or(0)}));
            }
            _ => d.dropped(
                format!("objeto «{name}»: el equipo no va en la ficha"),
                format!("item «{name}»: gear is not on the sheet"),
            ),
        }
    }
    if !weapons.is_empty() {
        d.mapped(
            format!("armas: {}", weapons.len()),
            format!("weapons: {}", weapons.len()),
        );
        d.sheet.insert("armas".into(), json!(weapons));
    }
    if !armour.is_empty() {
        d.mapped(
            format!("protecciones puestas: {}", armour.len()),
            format!("armour worn: {}", armour.len()),
        );
        d.sheet.insert("protecciones".into(), json!(armour));
    }
}
