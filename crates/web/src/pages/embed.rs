//! The views another site embeds (`tirada serve --incrustar-en ORIGIN`, issue 28): a table's
//! rolls at `/embed/mesa/{id}`, framed only by the listed origins (`http::guard`). The page
//! carries no credential: the member's token reaches it in the link's fragment
//! (`/embed/mesa/{id}#clave=TOKEN`), which no server sees, and `embed.js` calls the API with it
//! as a bearer token (`http::cors`).

use crate::http::error::ApiError;
use crate::pages::routes::{error_page, lang, page, url_part, with_boot};
use crate::pages::templates;
use crate::state::AppState;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use serde_json::json;
use std::collections::HashMap;

pub fn routes() -> Router<AppState> {
    Router::new().route("/embed/mesa/{id}", get(table_view))
}

/// A table's rolls for a frame; a server that lets no site embed it says so instead.
async fn table_view(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let l = lang(&q, &headers);
    let switch = format!("/embed/mesa/{}", url_part(&id));
    if state.site.embed_origins.is_empty() {
        return error_page(
            l,
            ApiError::new(StatusCode::NOT_FOUND, tirada_dice::Words::key("embed_off")),
            &switch,
        );
    }
    let body = templates::html(&templates::Embed { l, idq: &url_part(&id) });
    let boot = json!({"table": {"id": id}, "lang": l.code()});
    let body = with_boot(&body, &boot);
    page(l, "tirada", &body, &switch, Some("embed.js"))
}
