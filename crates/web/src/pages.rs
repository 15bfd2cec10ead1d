//! The pages: server-rendered HTML with a little JavaScript (no build step), assets embedded
//! with `include_str!`. Spanish by default; `?lang=en` switches (and is remembered in a cookie).

use crate::api::{create_table, join_table};
use crate::auth::{self, set_cookie};
use crate::error::ApiError;
use crate::i18n::Lang;
use crate::AppState;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashMap;
use tirada_table::{play, Member, System, TableInfo};

const CSS: &str = include_str!("../assets/app.css");
const JS: &str = include_str!("../assets/app.js");
const STATE_JS: &str = include_str!("../assets/state.js");
const SHEET_JS: &str = include_str!("../assets/sheet.js");
const HOME_JS: &str = include_str!("../assets/home.js");

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(home))
        .route("/mesas", post(create))
        .route("/mesa/{id}", get(table_page))
        .route("/mesa/{id}/unirse", get(join_page).post(join))
        .route("/mesa/{id}/equidad", get(fairness_page))
        .route(
            "/assets/app.css",
            get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], CSS) }),
        )
        .route(
            "/assets/app.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], JS) }),
        )
        .route(
            "/assets/state.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], STATE_JS) }),
        )
        .route(
            "/assets/home.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], HOME_JS) }),
        )
        .route(
            "/assets/sheet.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], SHEET_JS) }),
        )
}

/// HTML-escapes text.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// A piece of a URL (a table id, an invite code from a form): everything but letters,
/// digits and `-_.~` percent-encoded, so what a visitor typed never leaves the URL.
pub fn url_part(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// JSON safe inside a `<script>` element.
fn script_json(v: &Value) -> String {
    v.to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// The language: `?lang=`, else the cookie, else Spanish (the project's first language,
/// whatever the browser prefers).
fn lang(q: &HashMap<String, String>, headers: &HeaderMap) -> Lang {
    if let Some(l) = q.get("lang") {
        return Lang::from_code(Some(l));
    }
    Lang::from_code(auth::cookie(headers, "tirada_lang").as_deref())
}

fn page(lang: Lang, title: &str, body: &str, switch_to: &str) -> Response {
    let other = lang.other();
    let html = format!(
        r#"<!doctype html>
<html lang="{code}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · tirada</title>
<link rel="stylesheet" href="/assets/app.css">
</head>
<body>
<header class="top"><a class="brand" href="/">tirada</a><a class="lang" href="{switch}" hreflang="{other_code}">{other_name}</a></header>
<main>
{body}
</main>
</body>
</html>"#,
        code = lang.code(),
        title = esc(title),
        other_code = other.code(),
        other_name = lang.t("language"),
        switch = esc(&format!(
            "{switch_to}{}lang={}",
            if switch_to.contains('?') { '&' } else { '?' },
            other.code()
        )),
    );
    let cookie = format!("tirada_lang={}; Path=/; SameSite=Lax; Max-Age=31536000", lang.code());
    ([(header::SET_COOKIE, cookie)], Html(html)).into_response()
}

async fn home(Query(q): Query<HashMap<String, String>>, headers: HeaderMap) -> Response {
    let l = lang(&q, &headers);
    page(l, "tirada", &home_body(l, "", ""), "/")
}

/// The home page's form; `reglas` and `reglas_error` bring back a refused CHASIS ruleset file
/// with the engine's sentence next to it.
fn home_body(l: Lang, reglas: &str, reglas_error: &str) -> String {
    let systems: String = System::ALL
        .iter()
        .map(|s| format!(r#"<option value="{}">{}</option>"#, s.word(), esc(s.title())))
        .collect();
    let body = format!(
        r#"<h1>tirada</h1>
<p class="lead">{tagline}</p>
<section class="card">
<h2>{create_title}</h2>
<form method="post" action="/mesas" id="create-form">
<label>{table_name}<input name="name" required maxlength="80" autocomplete="off"></label>
<label>{gm_name}<input name="gm_name" required maxlength="60" autocomplete="name"></label>
<label>{system}<select name="system" id="system">{systems}</select></label>
<fieldset class="ruleset" data-system="portal"><legend>PORTAL</legend><label>{profile}<select name="perfil"><option value="resumen">{resumen}</option><option value="libro">{libro}</option></select></label></fieldset>
<fieldset class="ruleset" data-system="hitos"><legend>Hitos</legend><label class="check"><input type="checkbox" name="realista" value="1">{realista}</label></fieldset>
<fieldset class="ruleset" data-system="chasis"><legend>CHASIS</legend><label>{apertura}<select name="apertura"><option value="ninguna">ninguna</option><option value="gemela">gemela</option><option value="tope">tope</option><option value="media">media</option><option value="sobredecima">sobredécima</option></select></label>
<label>{reglas_label}<textarea name="reglas" id="reglas" rows="6" spellcheck="false" placeholder="{reglas_hint}">{reglas}</textarea><span class="field-error" data-for="reglas" role="alert">{reglas_error}</span></label></fieldset>
<input type="hidden" name="lang" value="{code}">
<button type="submit" id="create-button">{create}</button>
</form>
<script src="/assets/home.js"></script>
</section>"#,
        tagline = l.t("app_tagline"),
        create_title = l.t("create_title"),
        table_name = l.t("table_name"),
        gm_name = l.t("gm_name"),
        system = l.t("system"),
        profile = l.t("profile"),
        realista = l.t("realistic"),
        apertura = l.t("apertura"),
        reglas_label = l.t("ruleset_file"),
        reglas_hint = l.t("ruleset_file_hint"),
        reglas = esc(reglas),
        reglas_error = esc(reglas_error),
        resumen = l.t("profile_resumen"),
        libro = l.t("profile_libro"),
        create = l.t("create"),
        code = l.code(),
    );
    if !reglas_error.is_empty() {
        // Back on the form with the CHASIS box showing: the script shows the chosen system's.
        return body.replace(r#"<option value="chasis">"#, r#"<option value="chasis" selected>"#);
    }
    body
}

fn error_page(l: Lang, e: ApiError, back: &str) -> Response {
    let body = format!(
        r#"<section class="card error" role="alert"><h1>{}</h1><p>{}</p><p><a href="{}">←</a></p></section>"#,
        l.t("error"),
        esc(&e.message),
        esc(back)
    );
    let mut r = page(l, l.t("error"), &body, back);
    *r.status_mut() = e.status;
    r
}

#[derive(Deserialize)]
struct CreateForm {
    name: String,
    gm_name: String,
    system: String,
    perfil: Option<String>,
    realista: Option<String>,
    apertura: Option<String>,
    /// A CHASIS ruleset file (TOML, as `tirada chasis --reglas FILE` reads): it replaces the
    /// book's rules and the `apertura` choice.
    reglas: Option<String>,
    lang: Option<String>,
}

async fn create(State(state): State<AppState>, Form(f): Form<CreateForm>) -> Response {
    let l = Lang::from_code(f.lang.as_deref());
    let ruleset = match f.system.as_str() {
        "portal" => json!({"perfil": f.perfil.unwrap_or_else(|| "resumen".into())}),
        "hitos" => json!({"realista": f.realista.is_some()}),
        "chasis" => match f.reglas.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            None => json!({"apertura": f.apertura.unwrap_or_else(|| "ninguna".into())}),
            Some(text) => match tirada_rules::chasis::Ruleset::from_toml(text) {
                Ok(r) => serde_json::to_value(r).unwrap_or(Value::Null),
                Err(e) => {
                    let mut r = page(l, "tirada", &home_body(l, text, &e.to_string()), "/");
                    *r.status_mut() = StatusCode::UNPROCESSABLE_ENTITY;
                    return r;
                }
            },
        },
        _ => Value::Null,
    };
    let v = json!({"name": f.name, "gm_name": f.gm_name, "system": f.system, "ruleset": ruleset});
    match create_table(&state, &v).await {
        Ok((id, token, _, _)) => signed_in(&id, &token),
        Err(e) => error_page(l, e, "/"),
    }
}

/// Sets the member's cookie and goes to the table.
fn signed_in(id: &str, token: &str) -> Response {
    (
        StatusCode::SEE_OTHER,
        [
            (header::SET_COOKIE, set_cookie(id, token)),
            (header::LOCATION, format!("/mesa/{id}")),
        ],
    )
        .into_response()
}

async fn join_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let l = lang(&q, &headers);
    let Ok(Some(table)) = state.store.table(&id).await else {
        return error_page(l, ApiError::not_found(format!("no existe la mesa {id}")), "/");
    };
    let code = q.get("codigo").map(String::as_str).unwrap_or("");
    let body = format!(
        r#"<h1>{name} <small>{system}</small></h1>
<section class="card">
<h2>{join_title}</h2>
<form method="post" action="/mesa/{id}/unirse" id="join-form">
<label>{your_name}<input name="name" required maxlength="60" autocomplete="name"></label>
<label>{invite}<input name="invite_code" required value="{code}" autocomplete="off"></label>
<input type="hidden" name="lang" value="{lc}">
<button type="submit" id="join-button">{join}</button>
</form>
</section>"#,
        name = esc(&table.name),
        system = esc(table.system.title()),
        join_title = l.t("join_title"),
        your_name = l.t("your_name"),
        invite = l.t("invite_code"),
        code = esc(code),
        join = l.t("join"),
        lc = l.code(),
    );
    page(l, &table.name, &body, &format!("/mesa/{id}/unirse"))
}

#[derive(Deserialize)]
struct JoinForm {
    name: String,
    invite_code: String,
    lang: Option<String>,
}

async fn join(State(state): State<AppState>, Path(id): Path<String>, Form(f): Form<JoinForm>) -> Response {
    let l = Lang::from_code(f.lang.as_deref());
    let v = json!({"name": f.name, "invite_code": f.invite_code});
    match join_table(&state, &id, &v).await {
        Ok((_, token)) => signed_in(&id, &token),
        Err(e) => error_page(
            l,
            e,
            &format!("/mesa/{}/unirse?codigo={}", url_part(&id), url_part(&f.invite_code)),
        ),
    }
}

/// The table and the member of the page's cookie, or where to go instead.
async fn member_or_join(
    state: &AppState,
    id: &str,
    headers: &HeaderMap,
    l: Lang,
) -> Result<(TableInfo, Member), Response> {
    match auth::member(state, headers, id).await {
        Ok(tm) => Ok(tm),
        Err(e) if e.status == StatusCode::UNAUTHORIZED => {
            Err(Redirect::to(&format!("/mesa/{}/unirse", url_part(id))).into_response())
        }
        Err(e) => Err(error_page(l, e, "/")),
    }
}

async fn table_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let l = lang(&q, &headers);
    let (table, me) = match member_or_join(&state, &id, &headers, l).await {
        Ok(tm) => tm,
        Err(r) => return r,
    };
    let (Ok(members), Ok(characters)) = (state.store.members(&id).await, state.store.characters(&id).await) else {
        return error_page(
            l,
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "la base de datos falló"),
            "/",
        );
    };
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("127.0.0.1:8080");
    let invite = format!("http://{host}/mesa/{id}/unirse?codigo={}", table.invite_code);
    let boot = json!({
        "table": {"id": table.id, "name": table.name, "system": table.system, "ruleset": table.ruleset,
                   "commitment": table.commitment, "closed": table.closed,
                   "seed": if table.closed { json!(table.seed) } else { Value::Null }},
        "me": me, "members": members,
        "characters": characters.iter().map(|c| json!({"id": c.id, "name": c.name, "owner": c.owner, "sheet": c.sheet,
            "state": play::state_now(table.system, &table.ruleset, c)})).collect::<Vec<_>>(),
        "invite": if me.is_gm() { json!(invite) } else { Value::Null },
        "lang": l.code(),
    });
    let body = crate::pages_table::render(l, &table, &me, &invite);
    let body = format!(
        "{body}\n<script id=\"boot\" type=\"application/json\">{}</script>\n<script id=\"messages\" type=\"application/json\">{}</script>\n<script src=\"/assets/state.js\"></script>\n<script src=\"/assets/sheet.js\"></script>\n<script src=\"/assets/app.js\"></script>",
        script_json(&boot),
        l.all_json().replace('<', "\\u003c"),
    );
    page(l, &table.name, &body, &format!("/mesa/{id}"))
}

async fn fairness_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let l = lang(&q, &headers);
    let (table, me) = match member_or_join(&state, &id, &headers, l).await {
        Ok(tm) => tm,
        Err(r) => return r,
    };
    let events = match state.store.events_after(&id, 0, i64::MAX).await {
        Ok(e) => e,
        Err(e) => return error_page(l, e.into(), "/"),
    };
    let report = crate::fairness::report(&table, &events, me.is_gm());
    let body = crate::pages_table::fairness(l, &table, &report);
    page(l, &table.name, &body, &format!("/mesa/{id}/equidad"))
}
