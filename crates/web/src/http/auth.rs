//! Who is asking: a bearer token (the API) or the table's HttpOnly cookie (the pages), looked
//! up by its SHA-256 hash — tokens themselves are never stored.

pub use crate::http::cookie::{cookie, cookies};
use crate::http::error::{ApiError, ApiResult};
use crate::state::AppState;
use axum::http::HeaderMap;
use tirada_table::{sha256_hex, Member, TableInfo};

/// The cookie that carries a member's token for table `id`.
pub fn cookie_name(table_id: &str) -> String {
    format!("tirada_{table_id}")
}

/// The `Set-Cookie` header value for a member's token; `Secure` when the site is reached over
/// TLS ([`crate::site`]).
pub fn set_cookie(site: &crate::site::Site, table_id: &str, token: &str) -> String {
    let secure = if site.secure_cookies { "; Secure" } else { "" };
    format!(
        "{}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000{secure}",
        cookie_name(table_id)
    )
}

pub fn token(headers: &HeaderMap, table_id: &str) -> Option<String> {
    let bearer = headers
        .get(axum::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|t| t.trim().to_string());
    bearer.or_else(|| cookie(headers, &cookie_name(table_id)))
}

/// The table and the member the request's token belongs to; 401 without one, 404 for an
/// unknown table.
pub async fn member(state: &AppState, headers: &HeaderMap, table_id: &str) -> ApiResult<(TableInfo, Member)> {
    let token = token(headers, table_id)
        .filter(|t| !t.is_empty())
        .ok_or_else(ApiError::unauthorized)?;
    let table = table(state, table_id).await?;
    let member = by_token(state, table_id, &token)
        .await?
        .ok_or_else(ApiError::unauthorized)?;
    Ok((table, member))
}

/// The member of table `table_id` whose token this is, if any.
pub async fn by_token(state: &AppState, table_id: &str, token: &str) -> ApiResult<Option<Member>> {
    let hash = sha256_hex(token);
    if let Some(m) = state.hub.member(table_id, &hash) {
        return Ok(Some(m));
    }
    let changes = state.hub.token_changes(table_id);
    let member = state.store.member_by_token(table_id, &hash).await?;
    if let Some(m) = &member {
        state.hub.remember_member(&hash, m, changes);
    }
    Ok(member)
}

/// The middleware that tells the limits a request's credential is a member's of the table its
/// path names ([`crate::http::limits::Credited`]), so others' failed logins from the same address
/// never refuse it and its writes count against the member's own bucket.
pub async fn credited(
    axum::extract::State(state): axum::extract::State<AppState>,
    mut req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let found = match crate::http::limits::table_of(req.uri().path()) {
        Some(table) => match token(req.headers(), table).filter(|t| !t.is_empty()) {
            Some(token) => {
                by_token(&state, table, &token)
                    .await
                    .ok()
                    .flatten()
                    .map(|m| crate::http::limits::Credited {
                        table: table.to_string(),
                        member: m.id,
                    })
            }
            None => None,
        },
        None => None,
    };
    if let Some(c) = found {
        req.extensions_mut().insert(c);
    }
    next.run(req).await
}

/// The table row, from the cache or the store; 404 for an unknown table.
pub async fn table(state: &AppState, table_id: &str) -> ApiResult<TableInfo> {
    if let Some(t) = state.hub.table(table_id) {
        return Ok(t);
    }
    let t = state
        .store
        .table(table_id)
        .await?
        .ok_or_else(|| ApiError::not_found(tirada_dice::Words::key("api-no-table").arg("table", table_id)))?;
    state.hub.remember_table(&t);
    Ok(t)
}
