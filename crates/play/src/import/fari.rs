//! Fari's character JSON (fariapp/fari, its Fate templates): a character is pages of sections
//! of blocks, each block a `type` (`Text`, `Skill`, `Numeric`, `PointCounter`, `SlotTracker`…)
//! with a `label` and a `value`. A Fate template's skills roll `4dF`; the sections are found by
//! their labels, in Spanish or English as the templates write them.

use super::draft::{number, refuse, text, Draft};
use crate::error::PlayError;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_rules::fate::ladder::fold;

/// Whether `v` is a Fari character: its `fariType`, or its pages of sections.
pub(super) fn is_fari(v: &Value) -> bool {
    v["fariType"] == "character" || (v["pages"].is_array() && v["name"].is_string())
}

fn blocks(v: &Value) -> impl Iterator<Item = (&Value, &Value)> {
    let sections = v["pages"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|p| p["sections"].as_array().into_iter().flatten());
    sections.flat_map(|s| s["blocks"].as_array().into_iter().flatten().map(move |b| (s, b)))
}

fn label(v: &Value) -> String {
    v["label"].as_str().unwrap_or_default().trim().to_string()
}

/// A consequence's severity from its block's label (`Leve`, `Moderate 4`…).
fn severity(label: &str) -> Option<&'static str> {
    let l = fold(label);
    [
        ("leve", "leve"),
        ("mild", "leve"),
        ("moderada", "moderada"),
        ("moderate", "moderada"),
        ("grave", "grave"),
        ("severe", "grave"),
    ]
    .into_iter()
    .find(|(w, _)| l.starts_with(w))
    .map(|(_, s)| s)
}

fn is_refresh(label: &str) -> bool {
    ["recuperacion", "refresco", "refresh"].contains(&fold(label).as_str())
}

pub(super) fn read(v: &Value) -> Result<Draft, PlayError> {
    let mut d = Draft::default();
    // A template of another game rolls its skills with other dice than Fate's 4dF.
    let other = blocks(v)
        .filter(|(_, b)| b["type"] == "Skill")
        .flat_map(|(_, b)| b["meta"]["commands"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c.as_str().map(str::to_lowercase))
        .find(|c| c != "4df");
    let skills = blocks(v).filter(|(_, b)| b["type"] == "Skill").count();
    if let Some(dice) = other {
        return Err(refuse(Words::key("play-import-fari-dice").arg("dice", dice)));
    }
    if skills == 0 {
        return Err(refuse(Words::key("play-import-fari-no-skills")));
    }
    let name = text(&v["name"]).unwrap_or_default();
    d.sheet.insert("nombre".into(), json!(name));
    d.mapped(format!("nombre: «{name}»"), format!("name: «{name}»"));
    let mut skills = serde_json::Map::new();
    // The skills as the file lists them (the map's order depends on serde_json's features).
    let mut said = Vec::new();
    let mut consequences = Vec::new();
    for (section, b) in blocks(v) {
        let (l, kind) = (label(b), b["type"].as_str().unwrap_or_default());
        let at = format!("«{l}» ({})", label(section));
        match kind {
            "Skill" => match number(&b["value"]) {
                Some(n) => {
                    said.push(format!("{l} {n}"));
                    skills.insert(l, json!(n));
                }
                None if text(&b["value"]).is_some() => d.dropped(
                    format!("{at}: «{}» no es un número", b["value"].as_str().unwrap_or_default()),
                    format!("{at}: «{}» is not a number", b["value"].as_str().unwrap_or_default()),
                ),
                None => {}
            },
            "Text" => {
                let Some(said) = text(&b["value"]) else { continue };
                match severity(&l).filter(|_| is_consequences(section)) {
                    Some(g) => {
                        d.mapped(
                            format!("consecuencia {g}: «{said}»"),
                            format!("{g} consequence: «{said}»"),
                        );
                        consequences.push(json!({"gravedad": g, "descripcion": said}));
                    }
                    None => d.dropped(
                        format!("{at}: «{said}» — la ficha de Fate «La Escalera» no tiene dónde ponerlo"),
                        format!("{at}: «{said}» — Fate «La Escalera»'s sheet has no place for it"),
                    ),
                }
            }
            "Numeric" | "PointCounter" if is_refresh(&l) => {
                if let Some(n) = number(&b["value"]).filter(|n| *n >= 0) {
                    d.sheet.insert("refresco".into(), json!(n));
                    d.mapped(format!("refresco: {n}"), format!("refresh: {n}"));
                }
            }
            "Numeric" | "PointCounter" => {
                if let Some(n) = number(&b["value"]) {
                    d.dropped(
                        format!("{at}: {n} — no son los puntos de poder de La Escalera"),
                        format!("{at}: {n} — not La Escalera's power points"),
                    )
                }
            }
            "SlotTracker" => {
                let marked = b["value"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|s| s["checked"] == true)
                    .count();
                if marked > 0 {
                    d.dropped(
                        format!("{at}: casillas marcadas: {marked} — tirada cuenta los medidores por las habilidades; márcalas en la Ficha"),
                        format!("{at}: boxes marked: {marked} — tirada sizes the tracks from the skills; mark them on the Ficha"),
                    )
                }
            }
            _ => {
                if let Some(said) = text(&b["value"]) {
                    d.dropped(format!("{at}: «{said}»"), format!("{at}: «{said}»"));
                }
            }
        }
    }
    if !said.is_empty() {
        let list = said.join(", ");
        d.mapped(format!("habilidades: {list}"), format!("skills: {list}"));
    }
    d.sheet.insert("habilidades".into(), Value::Object(skills));
    if !consequences.is_empty() {
        d.sheet.insert("consecuencias".into(), json!(consequences));
    }
    Ok(d)
}

/// Whether a section holds consequences (`Consecuencias`, `Consequences`).
fn is_consequences(section: &Value) -> bool {
    let l = fold(&label(section));
    l.starts_with("consecuencia") || l.starts_with("consequence")
}
