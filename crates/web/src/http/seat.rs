//! The opening every table's handler shares, as one extractor: who asks (their token or the
//! table's cookie), at which table (the path's `{id}`) and in which language they read
//! (`?lang=`, else the page's cookie). A handler that takes a [`Seat`] starts at what it does.

use crate::http::auth;
use crate::http::error::ApiError;
use crate::http::extract::Query;
use crate::live::view::{self, LangQuery};
use crate::state::AppState;
use axum::extract::{FromRequestParts, RawPathParams};
use axum::http::request::Parts;
use tirada_narrate::Lang;
use tirada_table::{Member, TableInfo};

/// The member asking at table `{id}`, the table as it stands and the reader's language; 422 for
/// a query string it cannot read, then 401 without a member's token, 404 for an unknown table
/// (in that order, as the handlers answered before they shared it).
pub struct Seat {
    pub table: TableInfo,
    pub me: Member,
    pub lang: Lang,
}

impl FromRequestParts<AppState> for Seat {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let Query(q) = Query::<LangQuery>::from_request_parts(parts, state).await?;
        let raw = RawPathParams::from_request_parts(parts, state).await;
        let id = raw
            .ok()
            .and_then(|raw| raw.iter().find(|(k, _)| *k == "id").map(|(_, v)| v.to_string()))
            .ok_or_else(|| ApiError::not_found(tirada_dice::Words::key("api-bad-path")))?;
        let (table, me) = auth::member(state, &parts.headers, &id).await?;
        let lang = view::lang(q.lang.as_deref(), &parts.headers);
        Ok(Seat { table, me, lang })
    }
}
