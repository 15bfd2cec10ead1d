//! The log's hash chain (issue #13 point 7): the head the table page shows is the one both
//! exports carry, every event links to the one before, and a log stored before the chain
//! existed still reads, exports and verifies, its old events marked "sin cadena".

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::*;
use serde_json::{json, Value};
use tirada_web::table::verify::verify;

/// The head shown on the table page, as the token's member sees it.
async fn page_head(app: &axum::Router, id: &str, token: &str) -> String {
    let req = Request::get(format!("/mesa/{id}")).header("cookie", format!("tirada_{id}={token}"));
    let (s, _, page) = send(app, req.body(Body::empty()).unwrap()).await;
    assert_eq!(s, StatusCode::OK);
    let page = page.as_str().unwrap();
    let at = page.find(r#"id="chain-head">"#).expect("the page shows the head") + 16;
    page[at..at + 64].to_string()
}

async fn export(app: &axum::Router, id: &str, token: &str, format: &str) -> Value {
    let (s, v) = get_in(app, id, &format!("export?format={format}"), Some(token)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v
}

#[tokio::test]
async fn the_page_and_both_exports_show_one_head_and_the_closed_log_verifies() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let hidden = json!({"request": {"dif": 4}, "hidden": true});
    let (s, v) = post_as(&app, &format!("/api/tables/{id}/rolls"), Some(&gm), hidden).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, v) = post_in(&app, &id, "chat", Some(&ana), json!({"text": "hola"})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let head = page_head(&app, &id, &ana).await;
    assert_eq!(head, page_head(&app, &id, &gm).await);
    for token in [&gm, &ana] {
        let log = export(&app, &id, token, "json").await;
        assert_eq!(log["head"], json!(head), "{log}");
        // Every event carries the hash of the one before.
        assert!(items(&log["events"]).all(|e| e["prev"].is_string()), "{log}");
        let md = export(&app, &id, token, "md").await;
        assert!(md.as_str().unwrap().contains(&head) && !md.as_str().unwrap().contains("sin cadena"));
    }
    let (s, _) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    for token in [&gm, &ana] {
        let log = export(&app, &id, token, "json").await;
        let report = verify(&log).unwrap();
        assert!(report.ok() && report.unchained == 0, "{report:?}");
        assert_eq!(report.head.as_deref(), log["head"].as_str());
    }
    assert_ne!(page_head(&app, &id, &gm).await, head, "closing moved the head on");
}

#[tokio::test]
async fn a_log_stored_before_the_chain_reads_exports_and_verifies() {
    // SQLite's own migration is what this is about.
    let (dir, url) = temp_sqlite_url("unchained");
    let (app, store) = file_app(&url).await;
    let (id, gm, code) = portal_table(&app).await;
    join(&app, &id, &code, "Ana").await;
    drop(app);
    drop(store);
    // The migration leaves the rows written before it without a `prev`; they were written
    // before the chain began (2026-11-25 here), or verify takes them for a chain stripped off.
    {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        sqlx::query("UPDATE events SET prev = NULL, at_ms = 1795564800000 + seq")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
    let (app, _store) = file_app(&url).await;
    let (s, v) = post_in(&app, &id, "chat", Some(&gm), json!({"text": "después"})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, _) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    let log = export(&app, &id, &gm, "json").await;
    let report = verify(&log).unwrap();
    assert!(report.ok(), "{report:?}");
    assert_eq!(report.unchained, 2, "table_created and member_joined");
    let md = export(&app, &id, &gm, "md").await;
    assert_eq!(md.as_str().unwrap().matches("[sin cadena]").count(), 2, "{md}");
    let _ = std::fs::remove_dir_all(&dir);
}
