//! Reading the log: server-sent events with resume (`Last-Event-ID` or `?after=N`), the same
//! events as a JSON array, one event, the export (JSON and Markdown) and the fairness report.

use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::{Path, Query};
use crate::http::seat::Seat;
use crate::live::view::{self, Audience};
use crate::live::wire::Wire;
use tirada_dice::Words;
// Where the export was made before the fairness report checked each session with it.
pub use crate::reports::export::export_json;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use tirada_table::{Event, Store};

/// Events read from the store per query.
const PAGE: i64 = 500;

#[derive(Deserialize, Default)]
pub struct EventsQuery {
    after: Option<String>,
    format: Option<String>,
    /// `compact`: the events as the table page reads them ([`crate::live::wire`]).
    wire: Option<String>,
}

fn after_of(q: &EventsQuery, headers: &HeaderMap) -> ApiResult<i64> {
    // A browser reconnecting sends `Last-Event-ID` on the page's first URL (`?after=N` of
    // the page load): the header is the later position, so it wins.
    let header = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let given = header.or_else(|| q.after.clone());
    match given {
        None => Ok(0),
        Some(s) => {
            s.trim().parse::<i64>().ok().filter(|n| *n >= 0).ok_or_else(|| {
                ApiError::invalid(Words::key("api-stream-after").arg("after", s.as_str()), Some("after"))
            })
        }
    }
}

/// Every event after `after`, in pages.
pub async fn all_after(store: &dyn Store, table: &str, mut after: i64) -> ApiResult<Vec<Event>> {
    let mut out = Vec::new();
    loop {
        let page = store.events_after(table, after, PAGE).await?;
        let n = page.len() as i64;
        if let Some(last) = page.last() {
            after = last.seq;
        }
        out.extend(page);
        if n < PAGE {
            return Ok(out);
        }
    }
}

pub async fn get_events(
    State(state): State<AppState>,
    Query(q): Query<EventsQuery>,
    Seat { table, me, lang }: Seat,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let id = table.id;
    let after = after_of(&q, &headers)?;
    let wire = Wire::from_word(q.wire.as_deref()).ok_or_else(|| {
        ApiError::invalid(
            Words::key("api-stream-wire").arg("wire", q.wire.as_deref().unwrap_or_default()),
            Some("wire"),
        )
    })?;
    let audience = Audience {
        wire,
        ..Audience::of(&me, lang)
    };
    match q.format.as_deref() {
        Some("json") => {
            let events = all_after(state.store.as_ref(), &id, after).await?;
            let views: Vec<Value> = events.iter().map(|e| view::event(e, &audience)).collect();
            Ok(Json(views).into_response())
        }
        None | Some("sse") => {
            let here = state.hub.presence.arrive(&id, &me.id);
            let feed = state.hub.feed(&id);
            let body = crate::live::listener::body(state.store.clone(), feed, id, audience, after, here);
            Ok((
                [
                    (header::CONTENT_TYPE, "text/event-stream"),
                    (header::CACHE_CONTROL, "no-cache"),
                ],
                body,
            )
                .into_response())
        }
        Some(other) => Err(ApiError::invalid(
            Words::key("api-stream-format").arg("format", other),
            Some("format"),
        )),
    }
}

/// Whether hidden roll `seq` has been revealed.
async fn revealed(store: &dyn Store, table: &str, seq: i64) -> ApiResult<bool> {
    Ok(all_after(store, table, seq)
        .await?
        .iter()
        .any(|e| e.kind == "reveal" && e.data.get("roll_event").and_then(Value::as_i64) == Some(seq)))
}

pub async fn get_event(
    State(state): State<AppState>,
    Path((id, seq)): Path<(String, i64)>,
    Seat { me, lang, .. }: Seat,
) -> ApiResult<Json<Value>> {
    let e = state
        .store
        .event(&id, seq)
        .await?
        .ok_or_else(|| ApiError::not_found(Words::key("api-no-event").arg("seq", seq)))?;
    let audience = Audience::of(&me, lang);
    if !view::sees(&e, &audience) {
        if e.kind == "whisper" {
            return Err(ApiError::forbidden(Words::key("api-whisper-not-yours")));
        }
        if !revealed(state.store.as_ref(), &id, e.data["roll_event"].as_i64().unwrap_or(seq)).await? {
            return Err(ApiError::forbidden(Words::key("api-roll-not-public")));
        }
    }
    // Seen whole: by who may see it, or by anyone once the roll is revealed.
    let whole = Audience { gm: true, ..audience };
    Ok(Json(view::event(&e, &whole)))
}

#[derive(Deserialize, Default)]
pub struct ExportQuery {
    format: Option<String>,
}

pub async fn get_export(
    State(state): State<AppState>,
    Query(q): Query<ExportQuery>,
    Seat { table, me, lang }: Seat,
) -> ApiResult<Response> {
    let id = table.id.clone();
    let events = all_after(state.store.as_ref(), &id, 0).await?;
    let mut log = export_json(&table, &events, &Audience::of(&me, lang));
    // The GM's private notes of each session, beside the log (outside its chain): the GM's
    // export only.
    if me.is_gm() {
        let notes = state.store.campaign().notes(&id).await?;
        if !notes.is_empty() {
            log["notes"] = json!(notes);
        }
    }
    let file = |ext: &str| format!("attachment; filename=\"tirada-{}.{ext}\"", table.id);
    match q.format.as_deref().unwrap_or("json") {
        "json" => Ok(([(header::CONTENT_DISPOSITION, file("json"))], Json(log)).into_response()),
        "md" | "markdown" => {
            // The same language as the explanations in `log`.
            let words = crate::pages::i18n::Lang::from_code(Some(lang.code()));
            let md = crate::reports::markdown::log(&table, &log, words);
            Ok((
                [
                    (header::CONTENT_TYPE, "text/markdown; charset=utf-8".to_string()),
                    (header::CONTENT_DISPOSITION, file("md")),
                ],
                md,
            )
                .into_response())
        }
        other => Err(ApiError::invalid(
            Words::key("api-export-format").arg("format", other),
            Some("format"),
        )),
    }
}

pub async fn get_fairness(State(state): State<AppState>, Seat { table, me, .. }: Seat) -> ApiResult<Json<Value>> {
    let events = all_after(state.store.as_ref(), &table.id, 0).await?;
    let audience = Audience::of(&me, tirada_narrate::Lang::Es);
    let report =
        crate::http::cpu::off(move || Ok::<_, ApiError>(crate::reports::fairness::report(&table, &events, &audience)))
            .await?;
    Ok(Json(report))
}
