//! Names that cannot impersonate (issue 30 point 3): join accepted a name of only a zero-width
//! space, `Ana\u{200B}`, a right-to-left override, a decomposed accent, a second «Ana» and the
//! GM's name. Each is refused now with one sentence (es/en), and nothing is logged.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::json;

async fn join_as(app: &axum::Router, id: &str, code: &str, name: &str, lang: &str) -> (StatusCode, serde_json::Value) {
    post_in(
        app,
        id,
        &format!("join?lang={lang}"),
        None,
        json!({"invite_code": code, "name": name}),
    )
    .await
}

#[tokio::test]
async fn names_that_could_pass_for_another_are_refused() {
    let app = memory_app().await;
    let (id, gm, code) = doras_table(&app, "fate").await;
    join(&app, &id, &code, "Ana").await;
    join(&app, &id, &code, "José").await;
    let before = events(&app, &id, &gm, 0).await.len();
    for (name, es, en) in [
        ("\u{200B}", "no se ven", "do not show"),
        ("Ana\u{200B}", "no se ven", "do not show"),
        ("\u{202E}anA", "dan la vuelta", "turn the text around"),
        ("\u{301}", "nada que se vea", "nothing visible"),
        ("ANA", "ya hay alguien con ese nombre", "already has that name"),
        ("Jose\u{301}", "ya hay alguien con ese nombre", "already has that name"),
        ("dora", "es del director", "is the GM's"),
        ("DJ", "es del director", "is the GM's"),
    ] {
        for (lang, said) in [("es", es), ("en", en)] {
            let (s, v) = join_as(&app, &id, &code, name, lang).await;
            assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{name:?}: {v}");
            assert_eq!(v["field"], "name", "{name:?}");
            assert_error(&v, said);
            assert!(v["error"].as_str().unwrap().contains(said), "{name:?} ({lang}): {v}");
        }
    }
    assert_eq!(
        events(&app, &id, &gm, 0).await.len(),
        before,
        "a refused name was logged"
    );
    // A decomposed accent is stored composed: the table shows one «Raúl» however it was typed.
    let (s, v) = join_as(&app, &id, &code, "Rau\u{301}l", "es").await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (_, t) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
    let names: Vec<&str> = each(&t["members"], |m| m["name"].as_str().unwrap());
    assert!(names.contains(&"Raúl"), "{names:?}");
    // The GM's own name is checked too.
    let asked = json!({"name": "M", "system": "fate", "gm_name": "\u{202E}arod"});
    let (s, v) = new_table(&app, asked).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(v["field"], "gm_name");
}
