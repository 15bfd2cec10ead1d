//! The pages: server-rendered HTML with a little JavaScript (no build step), assets embedded
//! with `include_str!`. Spanish by default; `?lang=en` switches (and is remembered in a cookie).

use crate::api::tables::{create_table, join_table};
use crate::http::auth::{self, set_cookie};
use crate::http::error::ApiError;
use crate::pages::i18n::Lang;
use crate::pages::templates;
use crate::state::AppState;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashMap;
use tirada_dice::Words;
use tirada_table::{Member, System, TableInfo};

/// Every asset, embedded in the binary: the stylesheet and the page's ES modules.
pub const ASSETS: &[(&str, &str)] = &[
    ("app.css", include_str!("../../assets/app.css")),
    ("ui.js", include_str!("../../assets/ui.js")),
    ("cards.js", include_str!("../../assets/cards.js")),
    ("combat.js", include_str!("../../assets/combat.js")),
    ("turns.js", include_str!("../../assets/turns.js")),
    ("panel.js", include_str!("../../assets/panel.js")),
    ("identity.js", include_str!("../../assets/identity.js")),
    ("state.js", include_str!("../../assets/state.js")),
    ("sheet.js", include_str!("../../assets/sheet.js")),
    ("presence.js", include_str!("../../assets/presence.js")),
    ("discord.js", include_str!("../../assets/discord.js")),
    ("sheetview.js", include_str!("../../assets/sheetview.js")),
    ("sheetlayout.js", include_str!("../../assets/sheetlayout.js")),
    ("sheetfields.js", include_str!("../../assets/sheetfields.js")),
    ("odds.js", include_str!("../../assets/odds.js")),
    ("session.js", include_str!("../../assets/session.js")),
    ("import.js", include_str!("../../assets/import.js")),
    ("print.js", include_str!("../../assets/print.js")),
    ("travel.js", include_str!("../../assets/travel.js")),
    ("recovery.js", include_str!("../../assets/recovery.js")),
    ("app.js", include_str!("../../assets/app.js")),
    ("home.js", include_str!("../../assets/home.js")),
    ("join.js", include_str!("../../assets/join.js")),
    ("embed.js", include_str!("../../assets/embed.js")),
];

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(home))
        .route("/mesas", post(create))
        .route("/mesa/{id}", get(table_page))
        .route("/mesa/{id}/unirse", get(join_page).post(join))
        .route("/mesa/{id}/equidad", get(fairness_page))
        .route("/assets/{name}", get(asset))
        .route("/favicon.ico", get(favicon))
        .route("/qr", post(qr))
}

/// A table's link as a QR code (SVG), to move a personal link to a phone; the link comes in
/// the body, never in a URL a log could keep.
async fn qr(axum::Json(v): axum::Json<Value>) -> Response {
    let text = v.get("text").and_then(Value::as_str).unwrap_or("");
    let is_table_link = (text.starts_with("http://") || text.starts_with("https://")) && text.contains("/mesa/");
    if !is_table_link || text.len() > 500 {
        return ApiError::invalid(Words::key("api-qr-table-only"), Some("text")).into_response();
    }
    match qrcode::QrCode::new(text.as_bytes()) {
        Ok(code) => {
            let svg = code
                .render::<qrcode::render::svg::Color>()
                .min_dimensions(176, 176)
                .build();
            ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response()
        }
        // Too long a link for a QR code's largest version.
        Err(_) => ApiError::invalid(Words::key("api-qr-too-long"), Some("text")).into_response(),
    }
}

/// The icon a browser asks for on its own (a die, drawn in SVG), so its tab has one and the
/// log no 404.
async fn favicon() -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "max-age=86400"),
        ],
        include_str!("../../assets/favicon.svg"),
    )
        .into_response()
}

async fn asset(Path(name): Path<String>) -> Response {
    let Some((_, body)) = ASSETS.iter().find(|(n, _)| *n == name) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let kind = if name.ends_with(".css") {
        "text/css; charset=utf-8"
    } else {
        "text/javascript; charset=utf-8"
    };
    (
        [(header::CONTENT_TYPE, kind), (header::CACHE_CONTROL, "no-cache")],
        *body,
    )
        .into_response()
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

/// `body` followed by the page's boot data (`ui.js` reads it), JSON made safe inside a
/// `<script>` element.
pub(crate) fn with_boot(body: &str, boot: &Value) -> String {
    let json = boot
        .to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    format!("{body}\n<script id=\"boot\" type=\"application/json\">{json}</script>")
}

/// The language: `?lang=`, else the cookie, else Spanish (the project's first language,
/// whatever the browser prefers).
pub(crate) fn lang(q: &HashMap<String, String>, headers: &HeaderMap) -> Lang {
    if let Some(l) = q.get("lang") {
        return Lang::from_code(Some(l));
    }
    Lang::from_code(auth::cookie(headers, "tirada_lang").as_deref())
}

/// A whole page: `body` inside the frame ([`templates::Page`]), with the language cookie.
pub(crate) fn page(lang: Lang, title: &str, body: &str, switch_to: &str, module: Option<&str>) -> Response {
    let switch = format!(
        "{switch_to}{}lang={}",
        if switch_to.contains('?') { '&' } else { '?' },
        lang.other().code()
    );
    let html = templates::html(&templates::Page {
        l: lang,
        title,
        switch: &switch,
        body,
        module,
        messages: lang.all_json().replace('<', "\\u003c"),
    });
    let cookie = format!("tirada_lang={}; Path=/; SameSite=Lax; Max-Age=31536000", lang.code());
    ([(header::SET_COOKIE, cookie)], Html(html)).into_response()
}

async fn home(Query(q): Query<HashMap<String, String>>, headers: HeaderMap) -> Response {
    let l = lang(&q, &headers);
    page(l, "tirada", &home_body(l, None, "", ""), "/", Some("home.js"))
}

/// The home page's form; after a refusal, what was typed comes back with the sentence next to
/// the field it is about (`field`: name, gm_name or reglas, a CHASIS ruleset file).
fn home_body(l: Lang, kept: Option<&CreateForm>, field: &str, error: &str) -> String {
    templates::html(&templates::Home {
        l,
        name: kept.map_or("", |f| &f.name),
        gm_name: kept.map_or("", |f| &f.gm_name),
        reglas: kept.and_then(|f| f.reglas.as_deref()).unwrap_or(""),
        chosen: kept.map_or("", |f| f.system.as_str()),
        systems: &System::ALL,
        refusal: templates::Refusal {
            field,
            error,
            fields: &["name", "gm_name", "reglas"],
        },
    })
}

pub(crate) fn error_page(l: Lang, e: ApiError, back: &str) -> Response {
    let body = templates::html(&templates::ErrorBody {
        l,
        message: &e.sentence(l.narrate()),
        back,
    });
    let mut r = page(l, l.t("error"), &body, back, None);
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
    /// The table's settings (`TableSettings`, the API's keys): `true`/`on` or `false`; absent,
    /// the default.
    players_type_dice: Option<String>,
    players_set_difficulty: Option<String>,
    players_heal: Option<String>,
    players_set_modifiers: Option<String>,
}

/// The settings a creation form gives, as the API's `settings` object.
fn form_settings(f: &CreateForm) -> Value {
    let mut settings = serde_json::Map::new();
    for (key, given) in [
        ("players_type_dice", &f.players_type_dice),
        ("players_set_difficulty", &f.players_set_difficulty),
        ("players_heal", &f.players_heal),
        ("players_set_modifiers", &f.players_set_modifiers),
    ] {
        if let Some(v) = given {
            settings.insert(key.into(), json!(matches!(v.trim(), "on" | "true" | "1")));
        }
    }
    Value::Object(settings)
}

async fn create(
    State(state): State<AppState>,
    over: Option<axum::Extension<crate::http::limits::TablesPerHour>>,
    Form(f): Form<CreateForm>,
) -> Response {
    let l = Lang::from_code(f.lang.as_deref());
    if let Some(axum::Extension(over)) = over {
        let mut r = refused_form(l, &f, "", &over.sentence, StatusCode::TOO_MANY_REQUESTS);
        r.headers_mut().insert(header::RETRY_AFTER, over.retry_after.into());
        return r;
    }
    let settings = form_settings(&f);
    let ruleset = match f.system.as_str() {
        "portal" => json!({"perfil": f.perfil.as_deref().unwrap_or("resumen")}),
        "hitos" => json!({"realista": f.realista.is_some()}),
        "chasis" => match f.reglas.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            None => json!({"apertura": f.apertura.as_deref().unwrap_or("ninguna")}),
            Some(text) => match tirada_rules::chasis::Ruleset::from_toml(text) {
                Ok(r) => serde_json::to_value(r).unwrap_or(Value::Null),
                Err(e) => {
                    let why = tirada_narrate::error(&e, l.narrate());
                    return refused_form(l, &f, "reglas", &why, StatusCode::UNPROCESSABLE_ENTITY);
                }
            },
        },
        _ => Value::Null,
    };
    let v = json!({"name": f.name, "gm_name": f.gm_name, "system": f.system, "ruleset": ruleset,
                   "settings": settings});
    match create_table(&state, &v).await {
        Ok((id, token, _, _)) => signed_in(&state, &id, &token),
        Err(e) => refused_form(
            l,
            &f,
            e.field.as_deref().unwrap_or(""),
            &e.sentence(l.narrate()),
            e.status,
        ),
    }
}

/// The home page again with what was typed and the refusal next to its field.
fn refused_form(l: Lang, f: &CreateForm, field: &str, error: &str, status: StatusCode) -> Response {
    let mut r = page(l, "tirada", &home_body(l, Some(f), field, error), "/", Some("home.js"));
    *r.status_mut() = status;
    r
}

/// Sets the member's cookie and goes to the table, the token in the fragment (which never
/// reaches a server) so the page can show the member's personal link once.
fn signed_in(state: &AppState, id: &str, token: &str) -> Response {
    (
        StatusCode::SEE_OTHER,
        [
            (header::SET_COOKIE, set_cookie(&state.site, id, token)),
            (header::LOCATION, format!("/mesa/{id}#clave={}", url_part(token))),
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
    let code = q.get("codigo").map(String::as_str).unwrap_or("");
    join_form(&state, l, &id, "", code, "", "", StatusCode::OK).await
}

/// The join form of table `id` with what was typed and, after a refusal, the sentence next to
/// its field (`name` or `invite_code`). A personal link (`#clave=`) lands here when this browser
/// has no cookie for the table: join.js trades it and goes back to the table.
#[allow(clippy::too_many_arguments)]
async fn join_form(
    state: &AppState,
    l: Lang,
    id: &str,
    name: &str,
    code: &str,
    field: &str,
    error: &str,
    status: StatusCode,
) -> Response {
    let Ok(Some(table)) = state.store.table(id).await else {
        let back = format!("/mesa/{}/unirse?codigo={}", url_part(id), url_part(code));
        return error_page(
            l,
            ApiError::not_found(Words::key("api-no-table").arg("table", id)),
            &back,
        );
    };
    let body = templates::html(&templates::Join {
        l,
        table: &table,
        idq: &url_part(id),
        name,
        code,
        refusal: templates::Refusal {
            field,
            error,
            fields: &["name", "invite_code"],
        },
    });
    let mut r = page(
        l,
        &table.name,
        &body,
        &format!("/mesa/{}/unirse", url_part(id)),
        Some("join.js"),
    );
    *r.status_mut() = status;
    r
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
        Ok((_, token)) => signed_in(&state, &id, &token),
        Err(e) => {
            // A wrong code is a 403 without a field: it is still the code's fault.
            let field = e.field.clone().unwrap_or_else(|| {
                if e.status == StatusCode::FORBIDDEN {
                    "invite_code".into()
                } else {
                    String::new()
                }
            });
            join_form(
                &state,
                l,
                &id,
                &f.name,
                &f.invite_code,
                &field,
                &e.sentence(l.narrate()),
                e.status,
            )
            .await
        }
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
    let (Ok(members), Ok(characters), Ok(head)) = (
        state.store.members(&id).await,
        state.store.characters(&id).await,
        tirada_table::chain::head(state.store.as_ref(), &id, table.last_seq).await,
    ) else {
        return error_page(
            l,
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, Words::key("api-store-failed")),
            "/",
        );
    };
    // From the public URL, never the request's Host (crate::site).
    let invite = state
        .site
        .link(&format!("/mesa/{id}/unirse?codigo={}", table.invite_code));
    let boot = json!({
        "table": {"id": table.id, "name": table.name, "system": table.system, "ruleset": table.ruleset,
                   "commitment": table.commitment, "closed": table.closed, "session": table.session,
                   "seed": if table.closed { json!(table.seed) } else { Value::Null }},
        "me": me, "members": members,
        "characters": characters.iter().map(|c| json!({"id": c.id, "name": c.name, "owner": c.owner, "sheet": c.sheet,
            "state": c.state})).collect::<Vec<_>>(),
        "invite": if me.is_gm() { json!(invite) } else { Value::Null },
        "lang": l.code(),
        // What a roll request may ask, in this page's words: the GM's form and every request card.
        "ask": crate::pages::ask_form::fields(table.system, l),
    });
    let recap = crate::api::sessions::last_recap(&state, &table)
        .await
        .unwrap_or_default();
    let body = crate::pages::table::render(l, &table, &me, &invite, &head, &recap);
    let body = with_boot(&body, &boot);
    page(l, &table.name, &body, &format!("/mesa/{id}"), Some("app.js"))
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
    // Each session's check replays its rolls: off the async workers.
    let audience = crate::live::view::Audience::of(&me, tirada_narrate::Lang::Es);
    let name = table.name.clone();
    let made = crate::http::cpu::off(move || {
        let report = crate::reports::fairness::report(&table, &events, &audience);
        Ok::<_, ApiError>(crate::pages::table::fairness(l, &table, &report))
    })
    .await;
    let body = match made {
        Ok(body) => body,
        Err(e) => return error_page(l, e, "/"),
    };
    page(l, &name, &body, &format!("/mesa/{id}/equidad"), None)
}
