//! The browser engine served from the binary (issue 28): its loader always, its module when the
//! build embedded it (`crates/web/build.rs`), else a sentence saying the server was built
//! without it. `.ci/wasm.sh` runs this again with `TIRADA_REQUIRE_WASM=1` once the module is
//! built, so the binary CI tests does carry it.

mod common;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use common::*;
use http_body_util::BodyExt;
use tower::ServiceExt;

async fn get(app: &axum::Router, uri: &str) -> (StatusCode, String, Vec<u8>) {
    let resp = app
        .clone()
        .oneshot(Request::get(uri).body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = resp.status();
    let kind = resp.headers()[header::CONTENT_TYPE].to_str().unwrap().to_string();
    let body = resp.into_body().collect().await.unwrap().to_bytes().to_vec();
    (status, kind, body)
}

#[tokio::test]
async fn the_loader_is_served_as_an_es_module() {
    let app = memory_app().await;
    let (s, kind, js) = get(&app, "/assets/tirada.js").await;
    assert_eq!(s, StatusCode::OK);
    assert!(kind.starts_with("text/javascript"), "{kind}");
    let js = String::from_utf8(js).unwrap();
    assert!(js.contains("export async function load") && js.contains("tirada_call"));
}

#[tokio::test]
async fn the_module_is_served_when_embedded_and_said_missing_when_not() {
    let app = memory_app().await;
    let (s, kind, body) = get(&app, "/assets/tirada.wasm").await;
    let embedded = !tirada_web::engine::MODULE.is_empty();
    if std::env::var_os("TIRADA_REQUIRE_WASM").is_some() {
        assert!(
            embedded,
            "TIRADA_REQUIRE_WASM is set and the binary has no engine module"
        );
    }
    if embedded {
        assert_eq!(s, StatusCode::OK);
        assert_eq!(kind, "application/wasm");
        assert_eq!(&body[..4], b"\0asm", "a WebAssembly module");
        assert_eq!(body, tirada_web::engine::MODULE);
    } else {
        assert_eq!(s, StatusCode::NOT_FOUND);
        let text = String::from_utf8(body).unwrap();
        assert!(text.contains("sin el motor para el navegador"), "{text}");
    }
}
