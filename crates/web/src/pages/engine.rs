//! The browser engine (`crates/wasm`) served from the binary: the module, when the build
//! embedded it (`build.rs`), and its ES-module loader.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use tirada_dice::Words;

use crate::http::error::ApiError;
use crate::state::AppState;

/// The built module, empty when the binary was built without it.
pub const MODULE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/tirada.wasm"));

/// The loader the page, the tray and the VTT modules import.
pub const LOADER: &str = include_str!("../../../wasm/js/tirada.js");

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/assets/tirada.wasm", get(module))
        .route("/assets/tirada.js", get(loader))
}

async fn module() -> Response {
    if MODULE.is_empty() {
        return ApiError::not_found(Words::key("api-no-engine")).into_response();
    }
    (
        [
            (header::CONTENT_TYPE, "application/wasm"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        MODULE,
    )
        .into_response()
}

async fn loader() -> Response {
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        LOADER,
    )
        .into_response()
}
