//! La bandeja's files as the server gives them (issue 28 point 3): the same as `tirada bandeja`
//! writes, every path relative, the service worker keeping exactly them under a version that
//! changes with them; a server built without the engine says so instead.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::*;

#[tokio::test]
async fn the_tray_is_served_as_the_files_it_writes() {
    let app = memory_app().await;
    let req = |uri: &str| Request::get(uri).body(Body::empty()).unwrap();
    let (s, h, _) = send(&app, req("/bandeja")).await;
    assert_eq!(s, StatusCode::PERMANENT_REDIRECT);
    assert_eq!(h["location"], "/bandeja/");
    let Ok(files) = tirada_web::pages::tray::files() else {
        assert!(
            std::env::var_os("TIRADA_REQUIRE_WASM").is_none(),
            "TIRADA_REQUIRE_WASM is set and the binary has no engine module"
        );
        let (s, _, v) = send(&app, req("/bandeja/")).await;
        assert_eq!(s, StatusCode::NOT_FOUND);
        assert!(v.as_str().unwrap().contains("crates/wasm"), "{v}");
        return;
    };
    let (s, h, page) = send(&app, req("/bandeja/")).await;
    assert_eq!(s, StatusCode::OK);
    assert!(h["content-type"].to_str().unwrap().starts_with("text/html"));
    let page = page.as_str().unwrap();
    // Relative paths only, so the written files work under any folder of any host.
    for attr in ["href=\"", "src=\""] {
        for at in page.split(attr).skip(1) {
            assert!(
                !at.starts_with('/') && !at.contains("://"),
                "{attr}{}",
                &at[..20.min(at.len())]
            );
        }
    }
    assert!(h["content-security-policy"]
        .to_str()
        .unwrap()
        .contains("frame-ancestors 'none'"));
    let (_, _, worker) = send(&app, req("/bandeja/sw.js")).await;
    let worker = worker.as_str().unwrap();
    assert!(!worker.contains("__VERSION__") && !worker.contains("__FILES__"));
    for f in files {
        let (s, h, _) = send(&app, req(&format!("/bandeja/{}", f.name))).await;
        assert_eq!(s, StatusCode::OK, "{}", f.name);
        assert_eq!(h["content-type"], f.kind, "{}", f.name);
        if f.name != "sw.js" {
            assert!(
                worker.contains(&format!("\"{}\"", f.name)),
                "the worker keeps {}",
                f.name
            );
        }
    }
    let (s, _, _) = send(&app, req("/bandeja/nada.js")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
}
