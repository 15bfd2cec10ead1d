//! `POST /api/tables/{id}/characters/import` (issue #27, «Bring your characters»): the preview
//! of a Fari character at a Fate table and of a Foundry Hitos actor at a Hitos table, in the
//! reader's language, storing nothing; the previewed sheet saves as any new one; another
//! format, a cut-off file and another system's character are one sentence on `fichero`.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::json;

const FARI: &str = include_str!("../../../examples/import/fari-fate.json");
const FOUNDRY: &str = include_str!("../../../examples/import/foundry-hitos.json");

#[tokio::test]
async fn a_preview_stores_nothing_and_its_sheet_saves_as_any_new_one() {
    let app = memory_app().await;
    for (system, file, name, mapped) in [
        ("fate", FARI, "Lucía Ferrer", "skills: Atletismo 3, Engañar 2, Pelear 1"),
        (
            "hitos",
            FOUNDRY,
            "Jakar el sabio",
            "characteristics: fortaleza 3, reflejos 4, voluntad 5, intelecto 7",
        ),
    ] {
        let (id, gm) = system_table(&app, system, json!({})).await;
        let before = snapshot(&app, &id, &gm).await;
        let url = format!("/api/tables/{id}/characters/import?lang=en");
        let (s, v) = post_as(&app, &url, Some(&gm), json!({ "fichero": file })).await;
        assert_eq!(s, StatusCode::OK, "{v}");
        assert_eq!((v["system"].as_str(), v["name"].as_str()), (Some(system), Some(name)));
        assert!(v["mapped"].as_array().unwrap().iter().any(|m| m == mapped), "{v}");
        assert!(
            !v["dropped"].as_array().unwrap().is_empty() && v["toml"].is_string(),
            "{v}"
        );
        assert_eq!(snapshot(&app, &id, &gm).await, before, "a preview changes nothing");
        let (s, c) = post_as(
            &app,
            &format!("/api/tables/{id}/characters"),
            Some(&gm),
            v["sheet"].clone(),
        )
        .await;
        assert_eq!(s, StatusCode::CREATED, "{c}");
        let (_, table) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
        assert_eq!(table["characters"][0]["sheet"], v["sheet"], "{table}");
    }
}

#[tokio::test]
async fn another_format_a_cut_file_or_another_system_is_one_sentence() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "fate", json!({})).await;
    let before = snapshot(&app, &id, &gm).await;
    let url = format!("/api/tables/{id}/characters/import");
    for (body, es, en) in [
        (json!({}), "elige el fichero", "pick the file"),
        (
            json!({"fichero": "nombre = \"Ana\""}),
            "no es un personaje de Fari",
            "neither a Fari character",
        ),
        (
            json!({"fichero": &FARI[..200]}),
            "se corta antes de terminar",
            "ends before its JSON does",
        ),
        (
            json!({"fichero": FOUNDRY}),
            "es un personaje de Hitos y esta mesa juega Fate «La Escalera»",
            "this table plays Fate",
        ),
    ] {
        let (s, v) = post_as(&app, &url, Some(&gm), body.clone()).await;
        assert_eq!(
            (s, v["field"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("fichero")),
            "{body}: {v}"
        );
        assert_error(&v, &body.to_string());
        assert!(v["error"].as_str().unwrap().contains(es), "{v}");
        assert!(v["error_en"].as_str().unwrap().contains(en), "{v}");
    }
    let (s, _) = post_as(&app, &url, None, json!({"fichero": FARI})).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "members only");
    assert_eq!(snapshot(&app, &id, &gm).await, before);
}
