//! Reading the log: server-sent events with resume (`Last-Event-ID` or `?after=N`), the same
//! events as a JSON array, one event, the export (JSON and Markdown) and the fairness report.

use crate::auth;
use crate::error::{ApiError, ApiResult};
use crate::hub::{Batch, Published};
use crate::{view, AppState};
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tirada_table::{Event, Store, TableInfo};
use tokio::sync::broadcast::{
    error::{RecvError, TryRecvError},
    Receiver,
};

/// Events read from the store per query.
const PAGE: i64 = 500;
/// Most events written to a listener at once.
const BURST: usize = 256;
/// A comment line keeps idle connections open through proxies.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

#[derive(Deserialize, Default)]
pub struct EventsQuery {
    after: Option<String>,
    format: Option<String>,
}

fn after_of(q: &EventsQuery, headers: &HeaderMap) -> ApiResult<i64> {
    let given = q.after.clone().or_else(|| {
        headers
            .get("last-event-id")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    });
    match given {
        None => Ok(0),
        Some(s) => s.trim().parse::<i64>().ok().filter(|n| *n >= 0).ok_or_else(|| {
            ApiError::invalid(
                format!("«after» debe ser un número de evento (0 o más), no «{s}»"),
                Some("after"),
            )
        }),
    }
}

/// Every event after `after`, in pages.
async fn all_after(store: &dyn Store, table: &str, mut after: i64) -> ApiResult<Vec<Event>> {
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

struct Listener {
    store: Arc<dyn Store>,
    table: String,
    gm: bool,
    last: i64,
    rx: Receiver<Batch>,
    queue: VecDeque<Arc<Published>>,
    /// Whether the store has been read up to the live channel.
    caught_up: bool,
}

impl Listener {
    /// The next event in order, reading the store whenever the channel skips or lags.
    async fn next(&mut self) -> Option<Arc<Published>> {
        loop {
            if let Some(p) = self.queue.pop_front() {
                if p.event.seq > self.last {
                    self.last = p.event.seq;
                    return Some(p);
                }
                continue;
            }
            if !self.caught_up {
                let page = self.store.events_after(&self.table, self.last, PAGE).await.ok()?;
                self.caught_up = (page.len() as i64) < PAGE;
                self.queue.extend(page.into_iter().map(|e| Arc::new(Published::new(e))));
                continue;
            }
            match self.rx.recv().await {
                Ok(batch) => self.take(&batch),
                Err(RecvError::Lagged(_)) => self.caught_up = false,
                Err(RecvError::Closed) => return None,
            }
        }
    }

    /// Queues the events of a live batch that follow the last one sent (the queue is empty);
    /// a gap means events were missed, and the store is read again.
    fn take(&mut self, batch: &Batch) {
        let mut next = self.last + 1;
        for p in batch.iter() {
            if p.event.seq == next {
                self.queue.push_back(p.clone());
                next += 1;
            } else if p.event.seq > next {
                self.caught_up = false;
                return;
            }
        }
    }

    /// The next event if one is ready now, without waiting (None also when the store must be
    /// read again: the next `next()` does that).
    fn ready(&mut self) -> Option<Arc<Published>> {
        loop {
            if let Some(p) = self.queue.pop_front() {
                if p.event.seq > self.last {
                    self.last = p.event.seq;
                    return Some(p);
                }
                continue;
            }
            if !self.caught_up {
                return None;
            }
            match self.rx.try_recv() {
                Ok(batch) => self.take(&batch),
                Err(TryRecvError::Lagged(_)) => {
                    self.caught_up = false;
                    return None;
                }
                Err(_) => return None,
            }
        }
    }

    /// The next events as one chunk of the stream: every event already waiting goes out in
    /// one write, so a busy table costs each listener a write per burst, not per event.
    async fn chunk(&mut self) -> Option<String> {
        let first = match tokio::time::timeout(KEEP_ALIVE, self.next()).await {
            Ok(p) => p?,
            Err(_) => return Some(": sigo aquí\n\n".to_string()),
        };
        let mut out = String::with_capacity(first.json(self.gm).len() + 32);
        write_event(&mut out, &first, self.gm);
        for _ in 0..BURST {
            match self.ready() {
                Some(p) => write_event(&mut out, &p, self.gm),
                None => break,
            }
        }
        Some(out)
    }
}

/// One server-sent event: `id:` is the sequence number, `data:` one line of JSON (compact
/// serde_json never writes a newline).
fn write_event(out: &mut String, p: &Published, gm: bool) {
    out.push_str("id: ");
    out.push_str(&p.event.seq.to_string());
    out.push_str("\ndata: ");
    out.push_str(p.json(gm));
    out.push_str("\n\n");
}

pub async fn get_events(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<EventsQuery>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let (_, me) = auth::member(&state, &headers, &id).await?;
    let after = after_of(&q, &headers)?;
    match q.format.as_deref() {
        Some("json") => {
            let events = all_after(state.store.as_ref(), &id, after).await?;
            let views: Vec<Value> = events.iter().map(|e| view::event(e, me.is_gm())).collect();
            Ok(Json(views).into_response())
        }
        None | Some("sse") => {
            // Subscribe before reading the store, so nothing falls between the two.
            let rx = state.hub.subscribe(&id);
            let listener = Listener {
                store: state.store.clone(),
                table: id,
                gm: me.is_gm(),
                last: after,
                rx,
                queue: VecDeque::new(),
                caught_up: false,
            };
            // Server-sent events written by hand: `id:` is the sequence number, `data:` one
            // line of JSON (serde_json never writes a newline in compact form).
            let stream = futures_util::stream::unfold(listener, |mut l| async move {
                let chunk = l.chunk().await?;
                Some((Ok::<_, Infallible>(chunk), l))
            });
            Ok((
                [
                    (header::CONTENT_TYPE, "text/event-stream"),
                    (header::CACHE_CONTROL, "no-cache"),
                ],
                axum::body::Body::from_stream(stream),
            )
                .into_response())
        }
        Some(other) => Err(ApiError::invalid(
            format!("el formato «{other}» no existe: usa json o sse"),
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
    headers: HeaderMap,
) -> ApiResult<Json<Value>> {
    let (_, me) = auth::member(&state, &headers, &id).await?;
    let e = state
        .store
        .event(&id, seq)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("no existe el evento {seq} en esta mesa")))?;
    if e.hidden
        && !me.is_gm()
        && !revealed(state.store.as_ref(), &id, e.data["roll_event"].as_i64().unwrap_or(seq)).await?
    {
        return Err(ApiError::forbidden(
            "esta tirada es oculta: solo el director ve sus dados hasta que la revele",
        ));
    }
    Ok(Json(view::event(&e, true)))
}

/// The exported log: the table (with its seed once closed) and every event the member may see.
pub fn export_json(table: &TableInfo, events: &[Event], gm: bool) -> Value {
    let mut t = json!({"id": table.id, "name": table.name, "system": table.system, "ruleset": table.ruleset,
                       "commitment": table.commitment, "closed": table.closed});
    if table.closed {
        t["seed"] = json!(table.seed);
    }
    json!({"format": tirada_table::verify::FORMAT, "table": t,
           "events": events.iter().map(|e| view::event(e, gm)).collect::<Vec<_>>()})
}

#[derive(Deserialize, Default)]
pub struct ExportQuery {
    format: Option<String>,
    lang: Option<String>,
}

pub async fn get_export(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<ExportQuery>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let (table, me) = auth::member(&state, &headers, &id).await?;
    let events = all_after(state.store.as_ref(), &id, 0).await?;
    let log = export_json(&table, &events, me.is_gm());
    let file = |ext: &str| format!("attachment; filename=\"tirada-{}.{ext}\"", table.id);
    match q.format.as_deref().unwrap_or("json") {
        "json" => Ok(([(header::CONTENT_DISPOSITION, file("json"))], Json(log)).into_response()),
        "md" | "markdown" => {
            let lang = crate::i18n::Lang::from_code(q.lang.as_deref());
            let md = crate::markdown::log(&table, &log, lang);
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
            format!("el formato «{other}» no existe: usa json o md"),
            Some("format"),
        )),
    }
}

pub async fn get_fairness(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> ApiResult<Json<Value>> {
    let (table, me) = auth::member(&state, &headers, &id).await?;
    let events = all_after(state.store.as_ref(), &id, 0).await?;
    Ok(Json(crate::fairness::report(&table, &events, me.is_gm())))
}
