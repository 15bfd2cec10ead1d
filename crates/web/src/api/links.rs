//! Personal links: a member's role restored on any device. The link carries the member's token
//! only in its fragment (`/mesa/{id}#clave=TOKEN`), which browsers never send; the page posts it
//! once to `POST /api/tables/{id}/session`, which answers with the table's HttpOnly cookie.
//! Making a link replaces the member's token, so an old link (or a lost device) stops working,
//! and revokes the further links of devices the member recovered ([`crate::api::recovery`]).

use crate::api::steps::draft;
use crate::http::auth;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::{Body, FromBody};
use crate::http::seat::Seat;
use crate::live::append::append;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::secret::new_token;
use tirada_table::{sha256_hex, Mutation, TableInfo};

/// The page a personal link opens, with the token in the fragment.
pub fn link_path(table_id: &str, token: &str) -> String {
    format!("/mesa/{table_id}#clave={token}")
}

/// For answers no cache may keep: they carry or set a secret.
pub fn no_store() -> (header::HeaderName, String) {
    (header::CACHE_CONTROL, "no-store".to_string())
}

/// `{"token"}`: a personal link's secret, trimmed.
pub struct LinkToken(String);

impl FromBody for LinkToken {
    fn from_body(v: Value) -> ApiResult<Self> {
        let token = v.get("token").and_then(Value::as_str).unwrap_or("").trim().to_string();
        if token.is_empty() {
            return Err(ApiError::invalid(Words::key("api-link-no-token"), Some("token")));
        }
        Ok(LinkToken(token))
    }
}

/// `POST /api/tables/{id}/session` `{"token"}`: a personal link's secret exchanged for the
/// table's cookie; answers the member.
pub async fn post_session(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Body(LinkToken(token)): Body<LinkToken>,
) -> ApiResult<Response> {
    let table = auth::table(&state, &id).await?;
    let me = auth::by_token(&state, &table.id, &token)
        .await?
        .ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, Words::key("api-link-stale")))?;
    Ok((
        [
            (header::SET_COOKIE, auth::set_cookie(&state.site, &id, &token)),
            no_store(),
        ],
        Json(json!({"member": me, "table_id": table.id})),
    )
        .into_response())
}

/// `POST /api/tables/{id}/members/{mid}/link`: a new personal link for member `mid` (the GM for
/// anyone, a player for themself); the member's old token stops working. A member renewing
/// their own link gets the new cookie too, so this device stays in.
pub async fn post_link(
    State(state): State<AppState>,
    Path((id, mid)): Path<(String, String)>,
    Seat { me, .. }: Seat,
) -> ApiResult<Response> {
    tirada_table::play::who::may_renew_link(&me, &mid)?;
    let token = new_token();
    let hash = sha256_hex(&token);
    // The links of devices recovered with a secret go too, before the new token is committed
    // (which forgets the member's cached tokens): no read in between caches a revoked one.
    if state.store.members(&id).await?.iter().any(|m| m.id == mid) {
        state.store.recovery().revoke_tokens(&id, &mid).await?;
    }
    let st = state.clone();
    append(&state, &id, async |_: &TableInfo, _| {
        let members = st.store.members(&id).await?;
        let them = members
            .iter()
            .find(|m| m.id == mid)
            .ok_or_else(|| ApiError::not_found(Words::key("api-not-member")))?;
        // The log says whose link changed, never the link.
        let d = draft(
            "link_renewed",
            &me,
            None,
            json!({"member": {"id": them.id, "name": them.name}}),
        );
        let m = Mutation::SetToken {
            id: mid.clone(),
            token_hash: hash.clone(),
        };
        Ok((d, vec![m]))
    })
    .await?;
    let answer = Json(json!({"member_id": mid, "token": token, "path": link_path(&id, &token)}));
    if me.id == mid {
        let cookie = (header::SET_COOKIE, auth::set_cookie(&state.site, &id, &token));
        return Ok((StatusCode::CREATED, [cookie, no_store()], answer).into_response());
    }
    Ok((StatusCode::CREATED, [no_store()], answer).into_response())
}
