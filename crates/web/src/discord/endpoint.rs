//! `POST /discord/interactions`: Discord's HTTP interactions endpoint. Nothing is read before
//! the signature checks out (401 otherwise, nothing changed); PING is answered with PONG; any
//! other interaction is answered within [`DEFER_AFTER`], or deferred (type 5, or 6 for a
//! button) and finished by editing the original response. Gateway mode answers the same way
//! through the REST callback ([`over_gateway`]).

use super::bridge::DEFER_AFTER;
use super::handle;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use std::time::Duration;
use tirada_discord::model::application::interaction::{Interaction, InteractionType};
use tirada_discord::model::http::interaction::InteractionResponse;
use tirada_discord::reply;
use tirada_discord::rest::Client;
use tirada_discord::signature::{now_secs, SIGNATURE_HEADER, TIMESTAMP_HEADER};
use tirada_discord::text::{lang_of, w};

fn plain(status: StatusCode, sentence: &str) -> Response {
    (
        status,
        [(axum::http::header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        sentence.to_string(),
    )
        .into_response()
}

/// Only the interaction's type, read before the whole payload.
#[derive(serde::Deserialize)]
struct Kind {
    #[serde(rename = "type")]
    kind: u8,
}

pub async fn post_interaction(State(state): State<AppState>, headers: HeaderMap, bytes: axum::body::Bytes) -> Response {
    let Some(key) = state.discord.as_ref().and_then(|b| b.key.clone()) else {
        // No key, no signature can check out.
        return plain(
            StatusCode::UNAUTHORIZED,
            "este servidor no tiene la clave pública de ninguna aplicación de Discord: arráncalo con --discord-clave-publica",
        );
    };
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    if let Err(why) = key.verify(header(SIGNATURE_HEADER), header(TIMESTAMP_HEADER), &bytes, now_secs()) {
        return plain(StatusCode::UNAUTHORIZED, &why.to_string());
    }
    match serde_json::from_slice::<Kind>(&bytes) {
        Ok(Kind { kind: 1 }) => return Json(reply::pong()).into_response(),
        Ok(_) => {}
        Err(_) => return plain(StatusCode::BAD_REQUEST, "el cuerpo no es una interacción de Discord"),
    }
    let Ok(i) = serde_json::from_slice::<Interaction>(&bytes) else {
        return plain(StatusCode::BAD_REQUEST, "el cuerpo no es una interacción de Discord");
    };
    let (first, rest) = answered(&state, i).await;
    if let Some(finish) = rest {
        // Discord reads the deferral first: the edit follows it.
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(200)).await;
            finish.await;
        });
    }
    Json(first).into_response()
}

/// Gateway mode: the same answer, sent through the REST callback.
pub async fn over_gateway(state: &AppState, i: Interaction) {
    let Some(b) = state.discord.as_ref().cloned() else {
        return;
    };
    let (id, token) = (i.id.to_string(), i.token.clone());
    let (first, rest) = answered(state, i).await;
    if b.rest.callback(&id, &token, &first).await.is_ok() {
        if let Some(finish) = rest {
            finish.await;
        }
    }
}

type Finish = std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>;

/// The first answer to an interaction and, when it was deferred, what finishes it.
async fn answered(state: &AppState, i: Interaction) -> (InteractionResponse, Option<Finish>) {
    let component = i.kind == InteractionType::MessageComponent;
    let autocomplete = i.kind == InteractionType::ApplicationCommandAutocomplete;
    let private = handle::private(&i);
    let (app, token) = (i.application_id.to_string(), i.token.clone());
    let lang = lang_of(i.locale.as_deref());
    let st = state.clone();
    let defer_after = state.discord.as_ref().map_or(DEFER_AFTER, |b| b.defer_after);
    let mut task = tokio::spawn(async move { handle::answer(&st, &i).await });
    let failed = move || reply::refusal(&w(lang, "failed"));
    if autocomplete {
        return (task.await.unwrap_or_else(|_| reply::choices(vec![])), None);
    }
    // Zero (tests): every answer is deferred.
    let done = match defer_after.is_zero() {
        true => None,
        false => tokio::time::timeout(defer_after, &mut task).await.ok(),
    };
    match done {
        Some(r) => (r.unwrap_or_else(|_| failed()), None),
        None => {
            let Some(rest) = state.discord.as_ref().map(|b| b.rest.clone()) else {
                return (failed(), None);
            };
            let finish: Finish = Box::pin(async move {
                let r = task.await.unwrap_or_else(|_| failed());
                let deferral = match (component, private) {
                    (true, _) => Deferral::Component,
                    (false, true) => Deferral::Private,
                    (false, false) => Deferral::Public,
                };
                finish(&rest, &app, &token, r, deferral).await;
            });
            (reply::deferred(component, private), Some(finish))
        }
    }
}

/// What a deferral showed: a public "thinking…", one for the asker only, or nothing (a
/// button's message stays as it was).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Deferral {
    Public,
    Private,
    Component,
}

/// Turns a deferred answer into the final one: an edit of the original response (or of the
/// button's message). An answer for the asker only, after a public deferral, replaces it by
/// an ephemeral follow-up; after a button, it is a follow-up and the message stays.
async fn finish(rest: &Client, app: &str, token: &str, r: InteractionResponse, deferral: Deferral) {
    let Some(data) = r.data.clone() else { return };
    let result = match (deferral, reply::is_ephemeral(&r)) {
        (Deferral::Public, true) => {
            let _ = rest.delete_original(app, token).await;
            rest.follow_up(app, token, &data).await
        }
        (Deferral::Component, true) => rest.follow_up(app, token, &data).await,
        _ => rest.edit_original(app, token, &data).await,
    };
    // Nobody to tell but the asker, whose answer is what failed to arrive.
    let _ = result;
}
