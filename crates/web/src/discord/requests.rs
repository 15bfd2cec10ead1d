//! Each command as the web API's request: one small function per command, building the JSON
//! body the route takes (`POST …/chat`, `…/rolls`, `…/odds`, `…/rolls/{seq}/reroll`). When the
//! play layer's typed requests replace the JSON, only these functions change.

use serde_json::{json, Map, Value};
use tirada_discord::commands::mode_word;
use tirada_table::Character;

/// A command's options by their Spanish names, as Discord sent them.
pub type Options = Map<String, Value>;

/// `/r expresion [modo]` → `POST …/chat` `{"text": "/r EXPR", "mode"?}`.
pub fn r(expression: &str, modo: Option<&str>) -> Value {
    let mut v = json!({ "text": format!("/r {}", expression.trim()) });
    if let Some(mode) = modo.and_then(mode_word) {
        v["mode"] = json!(mode);
    }
    v
}

/// `/odds dados expresion` → `POST …/odds` `{"request": {"notacion": EXPR}}`.
pub fn odds_notation(expression: &str) -> Value {
    json!({ "request": { tirada_table::play::notation::KEY: expression.trim() } })
}

/// `/portal …` (and the other systems) → `POST …/rolls` `{"character_id"?, "request", "mode"?}`.
/// A PORTAL roll leaves its rerolls to the roller's buttons (`"repetir": "ninguno"`), as the
/// web panel does.
pub fn roll(system: &str, options: &Options, character: Option<&Character>) -> Value {
    let mut request = system_request(system, options, character);
    if system == "portal" {
        request["repetir"] = json!("ninguno");
    }
    let mut v = json!({ "request": request });
    if let Some(c) = character {
        v["character_id"] = json!(c.id);
    }
    if let Some(mode) = options.get("modo").and_then(Value::as_str).and_then(mode_word) {
        v["mode"] = json!(mode);
    }
    v
}

/// `/odds portal …` (and the other systems) → `POST …/odds` `{"character_id"?, "request"}`.
pub fn odds(system: &str, options: &Options, character: Option<&Character>) -> Value {
    let mut v = json!({ "request": system_request(system, options, character) });
    if let Some(c) = character {
        v["character_id"] = json!(c.id);
    }
    v
}

/// A reroll button → `POST …/rolls/{seq}/reroll` `{"color","face"}`.
pub fn reroll(color: &str, face: u8) -> Value {
    json!({ "color": color, "face": face })
}

/// The system's request keys from the options (the web panel's names): each option is its
/// key, but PORTAL's `pp` (PP spent on rerolls, `pp_repeticiones`) and `fortaleza` (a
/// Fortaleza of the sheet, by name: its level in `fortaleza`, or `sobrehumana`), and CHASIS's
/// `enfasis` (énfasis paid from energy, `energia.enfasis_mod`).
fn system_request(system: &str, options: &Options, character: Option<&Character>) -> Value {
    let mut request = Map::new();
    for (name, value) in options {
        match (system, name.as_str()) {
            (_, "personaje" | "modo") => {}
            ("portal", "pp") => {
                request.insert("pp_repeticiones".into(), value.clone());
            }
            ("portal", "fortaleza") => {
                let name = value.as_str().unwrap_or("");
                let found = character
                    .and_then(|c| c.sheet["fortalezas"].as_array())
                    .and_then(|list| list.iter().find(|f| f["nombre"].as_str() == Some(name)));
                match found {
                    Some(f) if f["sobrehumana"] == true => {
                        request.insert("sobrehumana".into(), json!([f["nivel"]]));
                    }
                    Some(f) => {
                        request.insert("fortaleza".into(), json!([f["nivel"]]));
                    }
                    // Not on the sheet: the engine refuses the name as it comes.
                    None => {
                        request.insert("fortaleza".into(), value.clone());
                    }
                }
            }
            ("chasis", "enfasis") => {
                request.insert("energia".into(), json!({ "enfasis_mod": value }));
            }
            _ => {
                request.insert(name.clone(), value.clone());
            }
        }
    }
    Value::Object(request)
}

/// The names a character's sheet offers for an autocompleted option (as the web panel reads
/// them): PORTAL's Fortalezas, Hitos' características and habilidades, Fate's habilidades,
/// CHASIS' attributes with a score, and aspects.
pub fn sheet_names(sheet: &Value, option: &str) -> Vec<String> {
    let names = |v: &Value| -> Vec<String> {
        match v {
            Value::Array(items) => items
                .iter()
                .filter_map(|x| x.as_str().or_else(|| x["nombre"].as_str()).map(str::to_string))
                .collect(),
            Value::Object(m) => m.keys().cloned().collect(),
            _ => vec![],
        }
    };
    match option {
        "fortaleza" => names(&sheet["fortalezas"]),
        "caracteristica" => names(&sheet["caracteristicas"]),
        "habilidad" => names(&sheet["habilidades"]),
        "aspecto" => names(&sheet["aspectos"]),
        "atributo" => ["capacidades", "incapacidades", "matices"]
            .iter()
            .flat_map(|k| sheet[*k].as_array().cloned().unwrap_or_default())
            .filter(|q| !q["puntuacion"].is_null())
            .filter_map(|q| q["nombre"].as_str().map(str::to_string))
            .collect(),
        _ => vec![],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn character(sheet: Value) -> Character {
        Character {
            id: "c1".into(),
            table_id: "t".into(),
            owner: "m".into(),
            name: "Mara".into(),
            sheet,
            state: json!({}),
        }
    }

    #[test]
    fn each_command_is_the_web_apis_request() {
        assert_eq!(
            r(" 3d10km+7 ", Some("oculta")),
            json!({"text": "/r 3d10km+7", "mode": "blind"})
        );
        assert_eq!(r("1d6", None), json!({"text": "/r 1d6"}));
        assert_eq!(odds_notation("2d6"), json!({"request": {"notacion": "2d6"}}));
        let mara = character(
            json!({"fortalezas": [{"nombre": "Ágil", "nivel": 2}, {"nombre": "Titán", "nivel": 3, "sobrehumana": true}]}),
        );
        let mut o = Options::new();
        o.insert("dif".into(), json!(5));
        o.insert("fortaleza".into(), json!("Ágil"));
        o.insert("pp".into(), json!(1));
        o.insert("modo".into(), json!("privada"));
        o.insert("personaje".into(), json!("c1"));
        assert_eq!(
            roll("portal", &o, Some(&mara)),
            json!({"character_id": "c1", "mode": "self",
                   "request": {"dif": 5, "fortaleza": [2], "pp_repeticiones": 1, "repetir": "ninguno"}})
        );
        o.insert("fortaleza".into(), json!("Titán"));
        assert_eq!(odds("portal", &o, Some(&mara))["request"]["sobrehumana"], json!([3]));
        let mut c = Options::new();
        c.insert("enfasis".into(), json!(2));
        assert_eq!(
            odds("chasis", &c, None),
            json!({"request": {"energia": {"enfasis_mod": 2}}})
        );
        assert_eq!(reroll("negro", 5), json!({"color": "negro", "face": 5}));
        assert_eq!(sheet_names(&mara.sheet, "fortaleza"), ["Ágil", "Titán"]);
        let chasis = json!({"capacidades": [{"nombre": "Fuerza", "puntuacion": 3}, {"nombre": "Nada"}]});
        assert_eq!(sheet_names(&chasis, "atributo"), ["Fuerza"]);
    }
}
