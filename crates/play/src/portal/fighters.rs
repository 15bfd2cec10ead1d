//! The table's PORTAL characters in a fight (issue #16): each joins the encounter file as a
//! participant written inside it — its sheet with the state it has now, and the target the GM
//! picked — so the fight still replays from its start event alone, and the engine reads it
//! exactly as it reads the file's own cast.

use super::sheet::character;
use crate::error::PlayError;
use tirada_dice::Words;

use crate::model::Character;
use serde_json::{json, Value};
use tirada_rules::portal::encounter_file::parse;

/// A table character the GM brings into a fight, and whom it attacks (a participant's name).
pub struct Joining<'a> {
    pub character: &'a Character,
    pub target: Option<String>,
}

fn bad(words: Words) -> PlayError {
    PlayError::said_by(words).on("personajes")
}

/// A JSON value as TOML holds it: TOML has no null, and an absent key reads as one.
fn without_nulls(v: Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.into_iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k, without_nulls(v)))
                .collect(),
        ),
        Value::Array(l) => Value::Array(l.into_iter().map(without_nulls).collect()),
        other => other,
    }
}

/// The encounter file with `joining` added as its last participants, and who each of them is
/// at the table: `[{"id", "name", "index"}]`, `index` being its place among the participants.
/// The fight then plays the table's ruleset (`{"perfil"}`): what it does to a table character
/// is applied again to its sheet under that ruleset, and must come out the same.
pub fn join(toml: &str, joining: &[Joining], ruleset: &Value) -> Result<(String, Value), PlayError> {
    if joining.is_empty() {
        return Ok((toml.to_string(), json!([])));
    }
    // The file's own names, read before the engine parses it: its cast may aim at them.
    let head: toml::Table = toml::from_str(toml).map_err(|_| match parse(toml, |_| Err(String::new())) {
        Err(e) => PlayError::engine("toml", &e),
        Ok(_) => PlayError::said_by(Words::key("play-fight-unreadable")).on("toml"),
    })?;
    let cast: Vec<String> = head
        .get("participantes")
        .and_then(toml::Value::as_array)
        .map(|l| {
            l.iter()
                .map(|p| {
                    p.get("nombre")
                        .and_then(toml::Value::as_str)
                        .unwrap_or("")
                        .to_lowercase()
                })
                .collect()
        })
        .unwrap_or_default();
    let first = cast.len();
    let table = ruleset.get("perfil").and_then(Value::as_str).unwrap_or("resumen");
    if head.contains_key("reglas") {
        return Err(PlayError::said_by(Words::key("play-portal-fight-rules")).on("toml"));
    }
    let profile = match head.get("perfil").and_then(toml::Value::as_str) {
        None => format!("perfil = \"{table}\"\n"),
        Some(p) if p == table => String::new(),
        Some(p) => {
            return Err(
                PlayError::said_by(Words::key("play-fight-profile").arg("table", table).arg("given", p)).on("toml"),
            )
        }
    };
    let mut names = cast;
    let mut added = Vec::new();
    let mut who = Vec::new();
    for (i, j) in joining.iter().enumerate() {
        let c = j.character;
        let mut sheet = serde_json::to_value(character(c)?).map_err(crate::error::unwritable)?;
        if names.contains(&c.name.to_lowercase()) {
            return Err(bad(Words::key("play-fight-twice").arg("name", c.name.as_str())));
        }
        names.push(c.name.to_lowercase());
        if let Some(t) = j.target.as_deref().filter(|t| !t.trim().is_empty()) {
            sheet["objetivo"] = json!(t.trim());
        }
        let part: toml::Value = serde_json::from_value(without_nulls(sheet)).map_err(|e| {
            bad(Words::key("play-fight-sheet-misfit")
                .arg("name", c.name.as_str())
                .arg("detail", e.to_string()))
        })?;
        added.push(part);
        who.push(json!({"id": c.id, "name": c.name, "index": first + i}));
    }
    let more = toml::to_string(&json!({ "participantes": added })).map_err(crate::error::unwritable)?;
    let merged = format!("{profile}{}\n\n# Personajes de la mesa\n{more}", toml.trim_end());
    if let Err(e) = parse(&merged, |_| Err(String::new())) {
        // A fault of the file itself is the file's, not the characters'.
        let alone = parse(toml, |_| Err(String::new())).err();
        let field = if alone.as_ref() == Some(&e) {
            "toml"
        } else {
            "personajes"
        };
        return Err(PlayError::engine(field, &e));
    }
    Ok((merged, Value::Array(who)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::portal::sheet::new_sheet;

    const ZOMBI: &str = "perfil = \"libro\"\n[[participantes]]\nnombre = \"Zombi\"\ntipo = \"reparto\"\nobjetivo = \"Ana\"\n\
                         reparto = { valor_generico = 5, reflejos = 0.2, ataque = 4, dano = 3, defensa = 1, aguante = 6 }\n";

    fn ana(wounds: u8) -> Character {
        let mut c = crate::stored(new_sheet(&json!({}), &json!({"nombre": "Ana"})).unwrap());
        c.state["heridas"] = json!(wounds);
        c
    }

    #[test]
    fn a_table_character_joins_with_its_state_and_target() {
        let c = ana(1);
        let libro = json!({"perfil": "libro"});
        let (merged, who) = join(
            ZOMBI,
            &[Joining {
                character: &c,
                target: Some("Zombi".into()),
            }],
            &libro,
        )
        .unwrap();
        assert_eq!(who, json!([{"id": "c", "name": "Ana", "index": 1}]));
        let e = parse(&merged, |_| Err(String::new())).unwrap().encounter;
        assert_eq!((e.combatants[1].name(), e.combatants[1].target), ("Ana", Some(0)));
        assert_eq!(e.combatants[0].target, Some(1), "the file's cast may aim at her");
        assert_eq!(e.combatants[1].character.state.wounds, 1, "she comes as she is now");
        let twice = join(
            ZOMBI,
            &[
                Joining {
                    character: &c,
                    target: None,
                },
                Joining {
                    character: &c,
                    target: None,
                },
            ],
            &libro,
        );
        assert!(twice.unwrap_err().message().starts_with("play-fight-twice"));
        let nobody = join(
            ZOMBI,
            &[Joining {
                character: &c,
                target: Some("Nadie".into()),
            }],
            &libro,
        )
        .unwrap_err();
        assert_eq!(nobody.field.as_deref(), Some("personajes"));
        assert!(nobody.message().contains("Nadie"), "{}", nobody.message());
        let broken = ZOMBI.replace("valor_generico = 5", "valor_generico = 99");
        let fault = join(
            &broken,
            &[Joining {
                character: &c,
                target: None,
            }],
            &libro,
        )
        .unwrap_err();
        assert_eq!(fault.field.as_deref(), Some("toml"), "{}", fault.message());
        let other = join(
            ZOMBI,
            &[Joining {
                character: &c,
                target: None,
            }],
            &json!({}),
        )
        .unwrap_err();
        assert_eq!(
            other.message(),
            "play-fight-profile{table=\"resumen\", given=\"libro\"}"
        );
        let bare = ZOMBI.replace("perfil = \"libro\"\n", "");
        let (merged, _) = join(
            &bare,
            &[Joining {
                character: &c,
                target: None,
            }],
            &json!({}),
        )
        .unwrap();
        assert!(merged.starts_with("perfil = \"resumen\"\n"), "{merged}");
    }
}
