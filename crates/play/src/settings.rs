//! What the GM lets players do at a table ([`TableSettings`]): read from a new table's
//! `settings`, and which state events heal a character or give it points — those only the GM
//! applies, unless the table lets owners.

use super::fields::{boolean, object, only};
use crate::error::PlayError;
use crate::model::{System, TableSettings};
use serde_json::Value;
use tirada_dice::Words;

/// The options a table may set, as JSON keys.
const KEYS: &[&str] = &[
    "players_type_dice",
    "players_set_difficulty",
    "players_heal",
    "players_set_modifiers",
];

/// A new table's settings: every option a boolean, the defaults for those not given.
pub fn settings(given: Option<&Value>) -> Result<TableSettings, PlayError> {
    let Some(v) = given.filter(|v| !v.is_null()) else {
        return Ok(TableSettings::default());
    };
    let map = object(v, Words::key("thing-table-settings"))?;
    only(map, KEYS, Words::key("thing-table-settings"))?;
    let default = TableSettings::default();
    let pick = |key: &str, default: bool| -> Result<bool, PlayError> {
        match map.get(key) {
            None | Some(Value::Null) => Ok(default),
            Some(_) => boolean(map, key),
        }
    };
    Ok(TableSettings {
        players_type_dice: pick("players_type_dice", default.players_type_dice)?,
        players_set_difficulty: pick("players_set_difficulty", default.players_set_difficulty)?,
        players_heal: pick("players_heal", default.players_heal)?,
        players_set_modifiers: pick("players_set_modifiers", default.players_set_modifiers)?,
    })
}

/// The request keys that are free modifiers in `system`: none of them is read from the sheet
/// or the state (the engine adds what those imply), so a player could inflate them; they are
/// the GM's unless the table lets players set them (`players_set_modifiers`).
pub fn free_modifiers(system: System) -> &'static [&'static str] {
    match system {
        // Aces are granted by the GM or the rules (R29); a Fortaleza lends rerolls a medias only
        // where the GM judges it partly applies (R30).
        System::Portal => &["mod", "ases", "parcial"],
        System::Hitos | System::Fate | System::Chasis => &["mod"],
        System::Mirilla => &[],
    }
}

/// Whether a request's value for a free modifier changes anything: a 0, an empty or zero
/// expression, `false` and nothing do not.
pub fn sets(value: Option<&Value>) -> bool {
    match value {
        None | Some(Value::Null) | Some(Value::Bool(false)) => false,
        Some(Value::Number(n)) => n.as_f64() != Some(0.0),
        Some(Value::String(t)) => !matches!(t.trim().trim_start_matches(['+', '-']), "" | "0"),
        Some(_) => true,
    }
}

/// Whether a state event (`{"evento": …}`) heals the character or gives it something (points,
/// dice, a recovery), or replays a roll's effects (`tirada`): what an owner may apply only
/// when the table lets them.
pub fn is_gain(system: System, event: &Value) -> bool {
    let word = event.get("evento").and_then(Value::as_str).unwrap_or("");
    let gains: &[&str] = match system {
        System::Portal => &[
            "quitar_malestar",
            "curar_herida",
            "recuperar_suerte",
            "ganar_pp",
            "quitar_espina",
            "primeros_auxilios",
            "tirada",
        ],
        System::Hitos => &[
            "curar",
            "recuperacion",
            "descanso",
            "estabilizar",
            "ganar_drama",
            "inicio_sesion",
            "tirada",
            // An exhausted aspect back (H139), a secuela or temporary aspect taken away.
            "recuperar_agotado",
            "quitar_aspecto",
        ],
        System::Fate => &["recuperacion", "fin_de_escena"],
        System::Chasis => &["recuperar_dano", "recuperar_dolor", "quitar_transitoria"],
        System::Mirilla => &[],
    };
    if gains.contains(&word) {
        return true;
    }
    // Fate's power points: a refresh or a refused concession's point is given, not spent.
    system == System::Fate
        && word == "pp"
        && matches!(
            event.pointer("/pp/reason").and_then(Value::as_str),
            Some("refresco" | "concesion_rechazada")
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn settings_default_to_the_gm_deciding_but_typed_dice_allowed() {
        let d = settings(None).unwrap();
        assert!(d.players_type_dice && !d.players_set_difficulty && !d.players_heal);
        let s = settings(Some(&json!({"players_type_dice": false, "players_heal": true}))).unwrap();
        assert!(!s.players_type_dice && s.players_heal && !s.players_set_difficulty);
        let e = settings(Some(&json!({"players_roll_for_gm": true}))).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("players_roll_for_gm"));
        assert!(settings(Some(&json!({"players_heal": "sí"}))).is_err());
    }

    #[test]
    fn healing_and_points_are_gains_but_damage_and_spending_are_not() {
        assert!(is_gain(System::Portal, &json!({"evento": "curar_herida"})));
        assert!(!is_gain(System::Portal, &json!({"evento": "herida"})));
        assert!(is_gain(System::Hitos, &json!({"evento": "ganar_drama", "count": 1})));
        assert!(!is_gain(System::Hitos, &json!({"evento": "gastar_drama", "count": 1})));
        assert!(is_gain(
            System::Fate,
            &json!({"evento": "pp", "pp": {"reason": "refresco"}})
        ));
        assert!(!is_gain(
            System::Fate,
            &json!({"evento": "pp", "pp": {"reason": "bonificador"}})
        ));
        assert!(is_gain(System::Chasis, &json!({"evento": "recuperar_dano"})));
        assert!(!is_gain(System::Chasis, &json!({"evento": "dano", "pd": 2})));
    }
}
