//! What the sheet editors show of a sheet being edited, for any member, storing nothing: PORTAL's
//! derived values (POST /api/tables/{id}/portal-sheet), what `tirada portal ficha --json` adds
//! to the sheet from the same rules function, and any system's starting state (POST
//! /api/tables/{id}/sheet-preview); a bad sheet or another system's table is 422 with one
//! sentence.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use tirada_rules::portal::{derived, Character, Rules};

fn brunak() -> String {
    std::fs::read_to_string(format!(
        "{}/../../examples/portal/brunak.toml",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

async fn derived_of(app: &axum::Router, id: &str, token: &str, query: &str, sheet: Value) -> (StatusCode, Value) {
    post_in(app, id, &format!("portal-sheet{query}"), Some(token), sheet).await
}

/// Brunak under the book's profile: `tirada portal ficha brunak.toml --perfil libro --json`
/// prints suffering 3 and a net cost of 41 PP (crates/cli/tests/portal_sheet_and_fight.rs); the table answers
/// the same object, to a player as to the GM, and writes nothing.
#[tokio::test]
async fn a_member_gets_the_values_the_cli_prints() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "portal", json!({"perfil": "libro"})).await;
    let (_, v) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
    let (_, ana) = join(&app, &id, v["invite_code"].as_str().unwrap(), "Ana").await;
    let before = snapshot(&app, &id, &gm).await;
    let rules = Rules::book();
    let cli = serde_json::to_value(derived(&Character::from_toml(&brunak(), &rules).unwrap(), &rules)).unwrap();
    for token in [&ana, &gm] {
        let (s, v) = derived_of(&app, &id, token, "", json!({"toml": brunak()})).await;
        assert_eq!(s, StatusCode::OK, "{v}");
        assert_eq!(v, cli);
        assert_eq!(
            (v["suffering"].as_i64(), v["creation_cost"]["net"].as_i64()),
            (Some(3), Some(41))
        );
        assert_eq!(
            v["pools"],
            json!({"white": 3, "black": 1, "red": 1, "green": 3, "green_max": 3})
        );
    }
    // The sheet's JSON as the editor sends it: a wound more is 2 more suffering and a red die.
    let mut sheet = serde_json::to_value(Character::from_toml(&brunak(), &rules).unwrap()).unwrap();
    sheet["estado"]["heridas"] = json!(2);
    let (s, v) = derived_of(&app, &id, &ana, "", sheet).await;
    assert_eq!(
        (s, v["suffering"].as_i64(), v["pools"]["red"].as_i64()),
        (StatusCode::OK, Some(5), Some(2)),
        "{v}"
    );
    assert_eq!(snapshot(&app, &id, &gm).await, before);
}

/// The book's soft limits come with their sentence in the asked language (B436, B816).
#[tokio::test]
async fn warnings_carry_their_sentence() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let sheet = json!({"nombre": "Eva", "fortalezas": [{"nombre": "Sable", "nivel": 5}]});
    let (s, v) = derived_of(&app, &id, &gm, "", sheet.clone()).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let w = v["warnings"].as_array().unwrap();
    assert_eq!(w[0]["aviso"], "fortaleza_sobre_maximo");
    assert!(w[0]["text"].as_str().unwrap().contains("«Sable» tiene nivel 5"), "{v}");
    assert!(w[1]["text"].as_str().unwrap().contains("estímulos"), "{v}");
    let (_, v) = derived_of(&app, &id, &gm, "?lang=en", sheet).await;
    assert!(v["warnings"][1]["text"].as_str().unwrap().contains("no drives"), "{v}");
}

#[tokio::test]
async fn a_bad_sheet_another_system_or_a_stranger_is_refused() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let before = snapshot(&app, &id, &gm).await;
    let bad = json!({"nombre": "Eva", "fortalezas": [{"nombre": "Sable", "nivel": 9}]});
    let (s, v) = derived_of(&app, &id, &gm, "", bad).await;
    assert_eq!(
        (s, v["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("fortalezas[0].nivel")),
        "{v}"
    );
    assert_error(&v, "a level of 9");
    let (s, v) = derived_of(&app, &id, &gm, "", json!({"toml": "nombre = "})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_error(&v, "broken TOML");
    let (_, other_gm, _) = portal_table(&app).await;
    for token in ["", "nadie", other_gm.as_str()] {
        let (s, v) = derived_of(&app, &id, token, "", portal_sheet()).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "{token}: {v}");
        assert_error(&v, "a stranger");
    }
    let (hitos, hitos_gm) = system_table(&app, "hitos", json!({})).await;
    let (s, v) = derived_of(&app, &hitos, &hitos_gm, "", portal_sheet()).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert!(v["error"].as_str().unwrap().contains("PORTAL"), "{v}");
    assert_eq!(snapshot(&app, &id, &gm).await, before);
}

/// The Hitos, Fate and CHASIS editors' preview: what `POST …/characters` would store as the
/// starting state, with the summary the character list reads (Hitos' health track), and nothing
/// stored; a bad sheet is 422 naming its field.
#[tokio::test]
async fn a_preview_is_the_state_a_new_character_would_start_with() {
    let app = memory_app().await;
    for system in ["hitos", "fate", "chasis"] {
        let (id, gm) = system_table(&app, system, json!({})).await;
        let before = snapshot(&app, &id, &gm).await;
        let sys: tirada_table::System = serde_json::from_value(json!(system)).unwrap();
        let example = tirada_table::play::sheets::example_json(sys, &json!({})).unwrap();
        let (s, v) = post_in(&app, &id, "sheet-preview", Some(&gm), example.clone()).await;
        assert_eq!(s, StatusCode::OK, "{system}: {v}");
        assert!(v["state"]["resumen"].is_object(), "{system}: {v}");
        if system == "hitos" {
            // Jakar (Fortaleza 3, Reflejos 4, Intelecto 7, Voluntad 5, Bastón de viaje 3 in
            // combat): Aguante 3 + ⌊5/2⌋ = 5 (H L359), Iniciativa 4 + ⌊7/2⌋ = 7 (I-1), Defensa
            // 5 + 4 + 3 = 12 (AMB-17), RD 1 from his coat.
            let d = &v["derived"];
            assert_eq!(
                (&d["aguante"], &d["iniciativa"], &d["defensa"], &d["rd"]),
                (&json!(5), &json!(7), &json!(12), &json!(1)),
                "{v}"
            );
        } else {
            assert!(v.get("derived").is_none(), "{system}: {v}");
        }
        assert_eq!(snapshot(&app, &id, &gm).await, before, "{system}: nothing stored");
        let cid = character(&app, &id, &gm, example).await;
        let (_, stored) = get_in(&app, &id, &format!("characters/{cid}"), Some(&gm)).await;
        assert_eq!(
            (&v["name"], &v["state"]),
            (&stored["name"], &stored["state"]),
            "{system}"
        );
    }
    let (id, gm) = system_table(&app, "hitos", json!({})).await;
    let (s, v) = post_in(&app, &id, "sheet-preview", Some(&gm), json!({"nombre": ""})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_error(&v, "an empty Hitos sheet");
}
