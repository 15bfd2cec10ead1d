//! The endpoint's signature: PING answers PONG; every way a request can fail to be Discord's
//! is 401 and changes nothing.

use super::fake::{self, interaction, Fake};
use super::*;

#[tokio::test]
async fn a_signed_ping_gets_pong() {
    let fake = Fake::start().await;
    let (app, _) = bridged(&fake).await;
    let ping = json!({"id": "1", "application_id": fake::APP, "type": 1, "token": "t", "version": 1});
    let (s, v) = post(&app, &ping).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v, json!({"type": 1}));
}

#[tokio::test]
async fn anything_not_signed_by_the_application_now_is_401_and_changes_nothing() {
    let t = linked("portal").await;
    let before = log(&t).await.len();
    let roll = interaction(2, &t.channel, PLAYER_USER, "es-ES", r_with("1d6"));
    let body = roll.to_string();
    let now = fake::now();
    let ts = now.to_string();
    let good = fake::sign(&ts, body.as_bytes());
    let mut changed = body.clone().into_bytes();
    // One byte of the body changed after signing.
    let at = body.find("1d6").unwrap() + 2;
    changed[at] = b'8';
    let changed = String::from_utf8(changed).unwrap();
    // A minute beyond the five allowed, so a slow machine running these cases does not bring
    // the early one back inside (the exact edge is signature.rs's unit test).
    let stale = (now - 360).to_string();
    let future = (now + 360).to_string();
    let cases: Vec<(&str, &str, Option<String>, Option<String>)> = vec![
        ("no signature", &body, None, Some(ts.clone())),
        ("no timestamp", &body, Some(good.clone()), None),
        ("neither", &body, None, None),
        ("signature not hex", &body, Some("zz".repeat(64)), Some(ts.clone())),
        (
            "signature too short",
            &body,
            Some(good[..100].to_string()),
            Some(ts.clone()),
        ),
        ("timestamp not a number", &body, Some(good.clone()), Some("ayer".into())),
        (
            "wrong signature",
            &body,
            Some(fake::sign(&ts, b"otra cosa")),
            Some(ts.clone()),
        ),
        (
            "body changed by one byte",
            &changed,
            Some(good.clone()),
            Some(ts.clone()),
        ),
        (
            "six minutes late",
            &body,
            Some(fake::sign(&stale, body.as_bytes())),
            Some(stale.clone()),
        ),
        (
            "six minutes early",
            &body,
            Some(fake::sign(&future, body.as_bytes())),
            Some(future.clone()),
        ),
        (
            "another timestamp",
            &body,
            Some(good.clone()),
            Some((now + 1).to_string()),
        ),
    ];
    for (why, body, sig, ts) in cases {
        let (s, v) = send(&t.app, body, sig.as_deref(), ts.as_deref()).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "{why}: {v}");
        assert!(v.as_str().is_some_and(|m| !m.is_empty()), "{why}: a sentence, {v}");
    }
    assert_eq!(log(&t).await.len(), before, "a refused request changed the log");
    // The same request, signed now, rolls.
    let (s, v) = send(&t.app, &body, Some(&good), Some(&ts)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(log(&t).await.len(), before + 1);
}

#[tokio::test]
async fn a_server_without_the_key_refuses_every_interaction() {
    let app = common::memory_app().await;
    let ping = json!({"id": "1", "application_id": fake::APP, "type": 1, "token": "t", "version": 1});
    let (s, _) = post(&app, &ping).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
}
