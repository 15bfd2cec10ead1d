//! A recovery secret (issue 27 point 6): a member sets a passphrase (or takes a code shown
//! once), kept only as an argon2id hash; with the table's id, their name and that secret a new
//! device gets a further personal link, the old one still working until they renew it. A wrong
//! secret is one sentence and counted; many are refused for a while.

mod common;

use axum::http::StatusCode;
use common::tcp::{self, answer};
use common::*;
use serde_json::{json, Value};
use tirada_web::http::limits::Limits;

const PHRASE: &str = "la torre del norte guarda";

/// `POST /api/tables/{id}/recover` with a name and a secret, from a device with no credential.
async fn recover(app: &axum::Router, id: &str, name: &str, secret: &str) -> (StatusCode, Value) {
    post_in(app, id, "recover", None, json!({"name": name, "secret": secret})).await
}

/// Who a token is at table `id`: their member object.
async fn who(app: &axum::Router, id: &str, token: &str) -> (StatusCode, Value) {
    let (s, t) = get_as(app, &format!("/api/tables/{id}"), Some(token)).await;
    (s, t["me"].clone())
}

#[tokio::test]
async fn the_right_secret_gives_a_further_link_the_wrong_one_a_sentence() {
    let (dir, url) = temp_url("recovery");
    let (app, store) = file_app(&url).await;
    let (s, t) = post_as(
        &app,
        "/api/tables",
        None,
        json!({"name": "El faro", "system": "portal", "gm_name": "Dire"}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{t}");
    let (id, gm, invite) = (
        t["id"].as_str().unwrap().to_string(),
        t["gm_token"].as_str().unwrap().to_string(),
        t["invite_code"].as_str().unwrap().to_string(),
    );
    let (ana_id, ana) = join(&app, &id, &invite, "Ana").await;
    let (_, me) = who(&app, &id, &gm).await;
    let gm_id = me["id"].as_str().unwrap().to_string();

    // Nothing set yet: the right name opens nothing.
    let (s, v) = recover(&app, &id, "Dire", PHRASE).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "{v}");
    let (s, v) = get_in(&app, &id, "recovery", Some(&gm)).await;
    assert_eq!((s, v), (StatusCode::OK, json!({"set": false})));

    // Too short a passphrase: one sentence at its field, nothing kept.
    let (s, v) = call(
        &app,
        "PUT",
        &format!("/api/tables/{id}/recovery"),
        Some(&gm),
        Some(json!({"passphrase": "corta"})),
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_error(&v, "a short passphrase");
    assert_eq!(v["field"], "passphrase");
    let (s, v) = call(
        &app,
        "PUT",
        &format!("/api/tables/{id}/recovery"),
        Some(&gm),
        Some(json!({"passphrase": PHRASE})),
    )
    .await;
    assert_eq!((s, &v["kind"]), (StatusCode::OK, &json!("frase")), "{v}");
    assert!(v.get("code").is_none(), "{v}");
    let (_, v) = get_in(&app, &id, "recovery", Some(&gm)).await;
    assert_eq!((&v["set"], &v["kind"]), (&json!(true), &json!("frase")), "{v}");
    // Stored as a salted argon2id hash, never as typed.
    let kept = store.recovery().secret(&id, &gm_id).await.unwrap().unwrap();
    assert!(
        kept.secret_hash.starts_with("$argon2id$") && !kept.secret_hash.contains("torre"),
        "{kept:?}"
    );

    // Wrong secret, wrong name: the same sentence, es and en.
    let (s, wrong) = recover(&app, &id, "Dire", "la torre del sur guarda").await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "{wrong}");
    assert_error(&wrong, "a wrong secret");
    assert!(wrong["error_en"].as_str().unwrap().contains("counted"), "{wrong}");
    let (s, v) = recover(&app, &id, "Nadie", PHRASE).await;
    assert_eq!((s, v), (StatusCode::UNAUTHORIZED, wrong.clone()));
    let (s, v) = recover(&app, &id, "Ana", PHRASE).await;
    assert_eq!((s, v), (StatusCode::UNAUTHORIZED, wrong));
    let (s, v) = recover(&app, &id, "", PHRASE).await;
    assert_eq!(
        (s, &v["field"]),
        (StatusCode::UNPROCESSABLE_ENTITY, &json!("name")),
        "{v}"
    );

    // The right one, with the name in other case: a further link, the GM's, and this device's cookie.
    let (s, head, v) = send(
        &app,
        axum::http::Request::post(format!("/api/tables/{id}/recover"))
            .header("content-type", "application/json")
            .body(axum::body::Body::from(
                json!({"name": "dire", "secret": format!(" {PHRASE} ")}).to_string(),
            ))
            .unwrap(),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let fresh = v["token"].as_str().unwrap().to_string();
    assert_eq!(v["path"], json!(format!("/mesa/{id}#clave={fresh}")));
    assert!(head[axum::http::header::SET_COOKIE].to_str().unwrap().contains(&fresh));
    assert_eq!(head[axum::http::header::CACHE_CONTROL], "no-store");
    let (s, me) = who(&app, &id, &fresh).await;
    assert_eq!(
        (s, &me["id"], &me["role"]),
        (StatusCode::OK, &json!(gm_id), &json!("gm")),
        "{me}"
    );
    // The old link still works.
    assert_eq!(who(&app, &id, &gm).await.0, StatusCode::OK);
    // The log says who came back, never the secret nor the link.
    let log = everything(&app, &id, &gm, 1).await;
    assert!(
        log.contains("access_recovered") && !log.contains("torre") && !log.contains(&fresh),
        "{log}"
    );

    // A player takes a code, shown once, and types it as she reads it.
    let (s, v) = call(
        &app,
        "PUT",
        &format!("/api/tables/{id}/recovery"),
        Some(&ana),
        Some(json!({"code": true})),
    )
    .await;
    assert_eq!((s, &v["kind"]), (StatusCode::OK, &json!("codigo")), "{v}");
    let code = v["code"].as_str().unwrap().to_string();
    let (s, v) = recover(&app, &id, "Ana", &code.to_uppercase().replace('-', " ")).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["member"]["id"], json!(ana_id));

    // Renewing the GM's link revokes the recovered one.
    let (s, renewed) = post_in(&app, &id, &format!("members/{gm_id}/link"), Some(&gm), json!({})).await;
    assert_eq!(s, StatusCode::CREATED, "{renewed}");
    assert_eq!(who(&app, &id, &fresh).await.0, StatusCode::UNAUTHORIZED);
    // A forgotten secret opens nothing.
    let (s, _) = call(&app, "DELETE", &format!("/api/tables/{id}/recovery"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    assert_eq!(recover(&app, &id, "Ana", &code).await.0, StatusCode::UNAUTHORIZED);
    // The log with its recoveries verifies as any other.
    let gm = renewed["token"].as_str().unwrap();
    assert_eq!(close_table(&app, &id, gm).await.0, StatusCode::OK);
    let (_, log) = get_in(&app, &id, "export", Some(gm)).await;
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert!(report.ok(), "{report:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn many_wrong_secrets_are_refused_for_a_while_even_the_right_one() {
    let (addr, _) = tcp::server(2, Limits::default());
    let (id, gm, _) = tcp::table(addr, "hitos");
    let set = json!({"passphrase": PHRASE}).to_string();
    let (s, v) = tcp::http(addr, "PUT", &format!("/api/tables/{id}/recovery"), Some(&gm), &set);
    assert_eq!(s, 200, "{v}");
    let path = format!("/api/tables/{id}/recover");
    // The GM of `tcp::table` has the default name.
    let (_, t) = tcp::http(addr, "GET", &format!("/api/tables/{id}"), Some(&gm), "");
    let t: Value = serde_json::from_str(&t).unwrap();
    let name = t["me"]["name"].as_str().unwrap().to_string();
    let attempt = |secret: &str| {
        let body = json!({"name": name, "secret": secret}).to_string();
        answer(tcp::send(addr, "POST", &path, None, &body))
    };
    let wrong: Vec<u16> = (0..5).map(|i| attempt(&format!("no es la frase {i}")).0).collect();
    assert_eq!(wrong, vec![401; 5]);
    let (s, head, body) = attempt(PHRASE);
    assert_eq!(s, 429, "{body}");
    assert!(head.contains("retry-after:"), "{head}");
    let v: Value = serde_json::from_str(&body).unwrap();
    assert!(v["error"].as_str().unwrap().contains("secreto equivocado"), "{v}");
}
