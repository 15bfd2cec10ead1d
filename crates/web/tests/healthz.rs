//! `/healthz` reports the database: `ok` while it answers, 503 with one sentence when not.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::json;
use std::sync::Arc;
use tirada_web::table::SqliteStore;
use tirada_web::{app, AppState};

#[tokio::test]
async fn healthz_says_when_the_database_does_not_answer() {
    let (dir, url) = temp_sqlite_url("healthz");
    let store = Arc::new(SqliteStore::open(&url).await.unwrap());
    let app = app(AppState::new(store.clone()));
    assert_eq!(get_as(&app, "/healthz", None).await, (StatusCode::OK, json!("ok")));
    store.close().await;
    let (s, v) = get_as(&app, "/healthz", None).await;
    assert_eq!(s, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        v["error"].as_str().unwrap().starts_with("la base de datos no responde"),
        "{v}"
    );
    std::fs::remove_dir_all(dir).ok();
}
