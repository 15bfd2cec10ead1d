//! `docs/contract.md` matches the server: its route table lists exactly the routes the router
//! declares (`src/lib.rs`, `src/pages.rs`), and each one answers with its method.

mod common;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::*;
use serde_json::json;
use std::collections::BTreeSet;

fn read(path: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// `METHOD /path` of every row of the document's tables whose first cell is a route.
fn documented() -> BTreeSet<(String, String)> {
    read("../../docs/contract.md")
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|rest| {
            let cell = &rest[..rest.find('`')?];
            let (method, path) = cell.split_once(' ')?;
            let method_ok = ["GET", "POST", "PUT", "DELETE", "PATCH"].contains(&method);
            (method_ok && path.starts_with('/')).then(|| (method.to_string(), path.to_string()))
        })
        .collect()
}

/// Every `.route("path", get(…).post(…))` of a source file, with `prefix` before the path.
fn declared(source: &str, prefix: &str) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    let parts: Vec<&str> = source.split(".route(").skip(1).collect();
    for part in parts {
        let Some(rest) = part.trim_start().strip_prefix('"') else {
            continue;
        };
        let path = &rest[..rest.find('"').unwrap()];
        // The methods are in the rest of this call, up to the next builder step.
        let call = rest.split(".fallback").next().unwrap_or(rest);
        // …and never past the end of the function that builds the router.
        let call = call.split("\n}").next().unwrap_or(call);
        for (word, method) in [
            ("get(", "GET"),
            ("post(", "POST"),
            ("put(", "PUT"),
            ("delete(", "DELETE"),
        ] {
            let found = call.match_indices(word).any(|(i, _)| {
                i == 0 || !call.as_bytes()[i - 1].is_ascii_alphanumeric() && call.as_bytes()[i - 1] != b'_'
            });
            if found {
                out.insert((method.to_string(), format!("{prefix}{path}")));
            }
        }
    }
    out
}

#[test]
fn the_route_table_lists_every_route_the_router_declares() {
    let lib = read("src/lib.rs");
    let api = &lib
        [lib.find("let api = Router::new()").unwrap()..lib.find("Router::new()\n        .route(\"/healthz\"").unwrap()];
    let rest = &lib[lib.find("Router::new()\n        .route(\"/healthz\"").unwrap()..];
    let mut routes = declared(api, "/api");
    routes.extend(declared(rest, ""));
    routes.extend(declared(&read("src/pages/routes.rs"), ""));
    assert!(routes.len() > 20, "{routes:?}");
    let doc = documented();
    let missing: Vec<_> = routes.difference(&doc).collect();
    let extra: Vec<_> = doc.difference(&routes).collect();
    assert!(missing.is_empty(), "routes missing from docs/contract.md: {missing:?}");
    assert!(
        extra.is_empty(),
        "docs/contract.md lists routes the server lacks: {extra:?}"
    );
}

/// Whether the router has `method path`: neither the API's «no such route» nor a 405.
async fn answers(app: &axum::Router, method: &str, path: &str) -> bool {
    let req = Request::builder().method(method).uri(path).body(Body::empty()).unwrap();
    let (status, _, v) = send(app, req).await;
    let no_route = v["error"].as_str().is_some_and(|e| e.starts_with("no existe la ruta"));
    let unknown_page = !path.starts_with("/api") && status == StatusCode::NOT_FOUND;
    status != StatusCode::METHOD_NOT_ALLOWED && !no_route && !unknown_page
}

#[tokio::test]
async fn every_documented_route_answers_with_its_method() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "portal", json!({})).await;
    accepted_roll(&app, &id, &gm, json!({"blancos":[5,3,1]})).await;
    assert!(!answers(&app, "DELETE", "/api/tables").await, "a wrong method is seen");
    assert!(!answers(&app, "GET", "/api/nada").await, "an unknown route is seen");
    assert!(!answers(&app, "GET", "/nada").await, "an unknown page is seen");
    for (method, path) in documented() {
        let uri = path
            .replace("{id}", &id)
            .replace("{cid}", "x")
            .replace("{mid}", "x")
            .replace("{seq}", "2")
            .replace("{name}", "app.css");
        assert!(answers(&app, &method, &uri).await, "{method} {path} does not answer");
    }
}

/// `METHOD /path` of every operation of the OpenAPI document.
fn described(doc: &serde_json::Value) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for method in ops.as_object().unwrap().keys() {
            out.insert((method.to_uppercase(), path.clone()));
        }
    }
    out
}

/// `/api/openapi.json` describes exactly the API routes the router declares (and `/healthz`),
/// and the server serves it.
#[tokio::test]
async fn the_openapi_document_describes_every_api_route_and_no_other() {
    let lib = read("src/lib.rs");
    let api = &lib
        [lib.find("let api = Router::new()").unwrap()..lib.find("Router::new()\n        .route(\"/healthz\"").unwrap()];
    let mut routes = declared(api, "/api");
    routes.insert(("GET".into(), "/healthz".into()));
    let app = memory_app().await;
    let (s, doc) = get_as(&app, "/api/openapi.json", None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(doc["openapi"], "3.0.3");
    let ops = described(&doc);
    let missing: Vec<_> = routes.difference(&ops).collect();
    let extra: Vec<_> = ops.difference(&routes).collect();
    assert!(missing.is_empty(), "routes missing from openapi.json: {missing:?}");
    assert!(
        extra.is_empty(),
        "openapi.json describes routes the server lacks: {extra:?}"
    );
    // Every path parameter it names is declared, and every operation says how errors look.
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for (method, op) in ops.as_object().unwrap() {
            let params: BTreeSet<&str> = op["parameters"]
                .as_array()
                .map(|ps| {
                    ps.iter()
                        .filter(|p| p["in"] == "path")
                        .filter_map(|p| p["name"].as_str())
                        .collect()
                })
                .unwrap_or_default();
            let named: BTreeSet<&str> = path.split('{').skip(1).filter_map(|p| p.split('}').next()).collect();
            assert_eq!(params, named, "{method} {path}");
            assert!(op["responses"]["default"].is_object(), "{method} {path}");
        }
    }
}
