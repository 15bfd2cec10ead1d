//! The browser engine served from the binary (issue 28): its loader always, its module when the
//! build embedded it (`crates/web/build.rs`), else a sentence saying the server was built
//! without it; and the table page computing its odds with it. CI builds the module before the
//! tests and sets `TIRADA_REQUIRE_WASM=1`, so there the binary under test does carry it.

mod common;
mod harness;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use common::memory_app;
use http_body_util::BodyExt;
use serde_json::json;
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
    let embedded = !tirada_web::pages::engine::MODULE.is_empty();
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
        assert_eq!(body, tirada_web::pages::engine::MODULE);
    } else {
        assert_eq!(s, StatusCode::NOT_FOUND);
        let text = String::from_utf8(body).unwrap();
        assert!(text.contains("sin el motor para el navegador"), "{text}");
    }
}

/// The odds a page shows (`#odds-table`: each row's outcome and exact fraction), and the same
/// rows made from an odds object of the API, in one order.
const SHOWN: &str = "[...document.querySelectorAll('#odds-table tr[data-outcome]')] \
    .map(r => [r.dataset.outcome, r.querySelector('.frac code').textContent]).sort()";
const FROM_API: &str = "(o.outcomes ? Object.entries(o.outcomes) : (o.distribution || []) \
    .map(r => [String(r.word ?? r.label ?? r.total ?? r.value), r.p])).sort()";

/// Requests to `path` the page made so far.
async fn fetched(d: &thirtyfour::WebDriver, path: &str) -> usize {
    let v = harness::eval(
        d,
        &format!(
            "performance.getEntriesByType('resource').filter(e => new URL(e.name).pathname.endsWith('{path}')).length"
        ),
    )
    .await;
    v.as_u64().unwrap() as usize
}

/// The GM's roll panel in every system computes its odds in the page (issue 28 point 2): as
/// fields change, the odds shown are exactly the API's for the same request, and the page never
/// asks `…/odds`.
#[tokio::test]
async fn the_table_page_computes_the_odds_itself_and_they_are_the_apis() {
    if !harness::browser_installed() || !harness::engine_built() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("tirada-engine-{}", std::process::id()));
    let (base, port, _driver) = harness::start(&dir).await;
    let gm = harness::browser(port, &dir.join("gm"), "1366,768").await;
    // Each system: the form's first values that count, then two fields changed in turn; the
    // request after each change is those values with the change made.
    let systems = [
        ("portal", json!({"dif": 4}), [("malestar", 1), ("dif", 6)]),
        ("hitos", json!({"hab": 3, "dif": 15}), [("car", 4), ("dif", 12)]),
        ("fate", json!({"dif": 2}), [("hab", 3), ("dif", 4)]),
        ("chasis", json!({"dif": 13}), [("mod", 2), ("dif", 15)]),
        ("mirilla", json!({"minimo": 6}), [("seguidos", 3), ("minimo", 5)]),
    ];
    for (system, mut request, changes) in systems {
        harness::new_table(&gm, &base, system).await;
        harness::screen(&gm, "tirar").await;
        for (field, value) in changes {
            harness::set(&gm, &format!("#roll-form [name={field}]"), &value.to_string()).await;
            request[field] = json!(value);
            // PORTAL's panel sends its die kind too: the request as the form holds it.
            if system == "portal" {
                request["dado"] = harness::eval(&gm, "document.querySelector('#roll-form [name=dado]').value").await;
            }
            let api = harness::post(&gm, "/odds", json!({ "request": request })).await;
            assert!(api.get("error").is_none(), "{system} {request}: {api}");
            let want = harness::eval(&gm, &format!("(o => {FROM_API})({api})")).await;
            assert!(want.as_array().is_some_and(|a| !a.is_empty()), "{system}: {api}");
            harness::until(
                &gm,
                &format!(
                    "JSON.stringify({SHOWN}) === {}",
                    serde_json::to_string(&want.to_string()).unwrap()
                ),
                &format!("{system}: the page's odds for {request} equal to the API's {want}"),
            )
            .await;
        }
        // The test's own POSTs are the only requests to …/odds; the page's came from the module.
        assert_eq!(
            fetched(&gm, "/odds").await,
            2,
            "{system}: the page asked the server for odds"
        );
        assert_eq!(fetched(&gm, "/assets/tirada.wasm").await, 1, "{system}");
        harness::eval(
            &gm,
            "document.getElementById('odds').scrollIntoView({block: 'center'}) || 1",
        )
        .await;
        gm.screenshot(&harness::screenshots().join(format!("engine-{system}-odds.png")))
            .await
            .unwrap();
    }
}
