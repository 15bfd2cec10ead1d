//! Helpers for the in-process HTTP tests: the app on a fresh store, requests through
//! `tower::ServiceExt::oneshot`.
#![allow(dead_code)]

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use std::sync::Arc;
use tirada_web::{app, AppState};
use tower::ServiceExt;

pub mod tcp;
pub mod words;

/// The app on a fresh in-memory database (a fresh PostgreSQL one with
/// `TIRADA_TEST_DB=postgres`).
pub async fn memory_app() -> Router {
    let store = tirada_web::open_store(&tirada_testpg::url_or("web", "sqlite::memory:"))
        .await
        .unwrap();
    app(AppState::new(store))
}

pub async fn file_app(url: &str) -> (Router, Arc<dyn tirada_web::table::Store>) {
    let store = tirada_web::open_store(url).await.unwrap();
    (app(AppState::new(store.clone())), store)
}

/// A fresh database that can be opened again: a SQLite file in a new directory (a fresh
/// PostgreSQL database with `TIRADA_TEST_DB=postgres`).
pub fn temp_url(name: &str) -> (std::path::PathBuf, String) {
    let (dir, url) = temp_sqlite_url(name);
    (dir, tirada_testpg::url_or(name, &url))
}

/// A SQLite file in a new directory, whatever the tests' database (for tests of SQLite).
pub fn temp_sqlite_url(name: &str) -> (std::path::PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("tirada-web-{name}-{}", tirada_web::table::secret::new_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("mesa.db").display());
    (dir, url)
}

/// A request with an optional bearer token and JSON body: (status, JSON or text as a string).
pub async fn call(
    app: &Router,
    method: &str,
    uri: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut req = Request::builder().method(method).uri(uri);
    if let Some(t) = token {
        req = req.header("authorization", format!("Bearer {t}"));
    }
    let body = match body {
        Some(b) => {
            req = req.header("content-type", "application/json");
            Body::from(b.to_string())
        }
        None => Body::empty(),
    };
    let resp = app.clone().oneshot(req.body(body).unwrap()).await.unwrap();
    let status = resp.status();
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    let v = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
    words::assert_error_language(&v, uri.contains("lang=en"), &format!("{method} {uri}"));
    (status, v)
}

/// `POST /api/tables/{id}/close` as `token`'s holder.
pub async fn close_table(app: &Router, id: &str, token: &str) -> (StatusCode, Value) {
    call(app, "POST", &format!("/api/tables/{id}/close"), Some(token), None).await
}

/// A GET as `token`'s holder (or nobody): (status, JSON or text as a string).
pub async fn get_as(app: &Router, uri: &str, token: Option<&str>) -> (StatusCode, Value) {
    call(app, "GET", uri, token, None).await
}

/// A POST of a JSON body as `token`'s holder (or nobody): (status, JSON or text as a string).
pub async fn post_as(app: &Router, uri: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
    call(app, "POST", uri, token, Some(body)).await
}

/// A GET of `path` below table `id`'s API (`/api/tables/{id}/{path}`) as `token`'s holder.
pub async fn get_in(app: &Router, id: &str, path: &str, token: Option<&str>) -> (StatusCode, Value) {
    get_as(app, &format!("/api/tables/{id}/{path}"), token).await
}

/// A POST of a JSON body to `path` below table `id`'s API as `token`'s holder.
pub async fn post_in(app: &Router, id: &str, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
    post_as(app, &format!("/api/tables/{id}/{path}"), token, body).await
}

/// `PUT /api/tables/{id}{path}` with `body`, as `token`'s holder.
pub async fn put_in(app: &Router, id: &str, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
    call(app, "PUT", &format!("/api/tables/{id}/{path}"), token, Some(body)).await
}

/// Each item of the JSON array `list`, through `f` (the test fails if `list` is no array).
pub fn each<'a, T>(list: &'a Value, f: impl Fn(&'a Value) -> T) -> Vec<T> {
    list.as_array().expect("a JSON array").iter().map(f).collect()
}

/// The elements of the JSON array `list`.
pub fn items(list: &Value) -> std::slice::Iter<'_, Value> {
    list.as_array().expect("a JSON array").iter()
}

/// The elements of the JSON array `list`, to change (a forged export, a tampered log).
pub fn items_mut(list: &mut Value) -> std::slice::IterMut<'_, Value> {
    list.as_array_mut().expect("a JSON array").iter_mut()
}

/// A roll posted to table `id` as `token`'s holder; `body` holds the `request` and its options.
pub async fn post_roll(app: &Router, id: &str, token: &str, body: Value) -> (StatusCode, Value) {
    post_in(app, id, "rolls", Some(token), body).await
}

/// `POST /api/tables` with `body` (its name, system, settings…), answered as it is.
pub async fn new_table(app: &Router, body: Value) -> (StatusCode, Value) {
    post_as(app, "/api/tables", None, body).await
}

/// `POST …/rolls/{seq}/reroll` with `body` (`{"color","face","to"?}`), as `token`'s holder.
pub async fn post_reroll(app: &Router, id: &str, seq: i64, token: &str, body: Value) -> (StatusCode, Value) {
    post_in(app, id, &format!("rolls/{seq}/reroll"), Some(token), body).await
}

/// `POST …/rolls/{seq}/reveal`, as `token`'s holder.
pub async fn post_reveal(app: &Router, id: &str, seq: i64, token: &str) -> (StatusCode, Value) {
    call(
        app,
        "POST",
        &format!("/api/tables/{id}/rolls/{seq}/reveal"),
        Some(token),
        None,
    )
    .await
}

/// A table made from `body` (its name, system, settings…): (id, GM token, invite code).
pub async fn made_table(app: &Router, body: Value) -> (String, String, String) {
    let (s, v) = new_table(app, body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    (
        v["id"].as_str().unwrap().into(),
        v["gm_token"].as_str().unwrap().into(),
        v["invite_code"].as_str().unwrap().into(),
    )
}

/// A PORTAL table: (id, GM token, invite code).
pub async fn portal_table(app: &Router) -> (String, String, String) {
    // Players set their difficulties at these tables; `driven.rs` tests the default.
    made_table(
        app,
        json!({"name": "La cripta", "system": "portal", "settings": {"players_set_difficulty": true}}),
    )
    .await
}

/// A player joins: (member id, token).
pub async fn join(app: &Router, id: &str, code: &str, name: &str) -> (String, String) {
    let (s, v) = post_in(app, id, "join", None, json!({"invite_code": code, "name": name})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    (
        v["member_id"].as_str().unwrap().into(),
        v["token"].as_str().unwrap().into(),
    )
}

/// A PORTAL table with Ana seated: (id, GM token, Ana's token).
pub async fn portal_with_ana(app: &Router) -> (String, String, String) {
    let (id, gm, code) = portal_table(app).await;
    let (_, ana) = join(app, &id, &code, "Ana").await;
    (id, gm, ana)
}

/// A PORTAL table with Ana and Bea seated: (id, GM token, Ana's token, Bea's token).
pub async fn portal_with_ana_and_bea(app: &Router) -> (String, String, String, String) {
    let (id, gm, code) = portal_table(app).await;
    let (_, ana) = join(app, &id, &code, "Ana").await;
    let (_, bea) = join(app, &id, &code, "Bea").await;
    (id, gm, ana, bea)
}

/// A table of `system` where players type dice and set difficulties, with Ana's and Bruno's
/// characters: (id, GM, Ana's token, Bruno's token, Ana's character, Bruno's character).
pub async fn with_ana_and_bruno(app: &Router, system: &str, ana: Value, bruno: Value) -> [String; 6] {
    let body = json!({"name": "Mesa", "system": system,
        "settings": {"players_set_difficulty": true, "players_type_dice": true}});
    let (id, gm, code) = made_table(app, body).await;
    let (_, ana_t) = join(app, &id, &code, "Ana").await;
    let (_, bruno_t) = join(app, &id, &code, "Bruno").await;
    let ana_c = character(app, &id, &ana_t, ana).await;
    let bruno_c = character(app, &id, &bruno_t, bruno).await;
    [id, gm, ana_t, bruno_t, ana_c, bruno_c]
}

/// The answer `(s, v)` refuses the request for its field `field` (422, the field named).
pub fn assert_refused(s: StatusCode, v: &Value, field: &str) {
    assert_eq!(
        (s, v["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some(field)),
        "{v}"
    );
}

/// A character for the token's member: its id.
pub async fn character(app: &Router, id: &str, token: &str, sheet: Value) -> String {
    let (s, v) = post_as(app, &format!("/api/tables/{id}/characters"), Some(token), sheet).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    v["id"].as_str().unwrap().into()
}

/// The table's events as the token's member sees them.
pub async fn events(app: &Router, id: &str, token: &str, after: i64) -> Vec<Value> {
    let (s, v) = get_in(app, id, &format!("events?after={after}&format=json"), Some(token)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v.as_array().unwrap().clone()
}

pub fn seqs(events: &[Value]) -> Vec<i64> {
    events.iter().map(|e| e["seq"].as_i64().unwrap()).collect()
}

/// Any request: (status, headers, JSON or text as a string).
pub async fn send(app: &Router, req: Request<Body>) -> (StatusCode, axum::http::HeaderMap, Value) {
    let what = format!("{} {}", req.method(), req.uri());
    // The language the request asks for, as the server reads it (`?lang=`, the cookie,
    // `Accept-Language`): every sentence of the error reads in it.
    let header = |name: &str| req.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or("");
    let asked = match req.uri().query().unwrap_or("") {
        q if q.contains("lang=en") => true,
        q if q.contains("lang=es") => false,
        _ if header("cookie").contains("tirada_lang=") => header("cookie").contains("tirada_lang=en"),
        _ => header("accept-language").trim_start().starts_with("en"),
    };
    let resp = app.clone().oneshot(req).await.unwrap();
    let (status, headers) = (resp.status(), resp.headers().clone());
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    let v = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
    words::assert_error_language(&v, asked, &what);
    (status, headers, v)
}

/// The contract's error body: `{"error": "<one sentence>", "field"?, "error_en"?}` and nothing
/// else.
pub fn assert_error(v: &Value, what: &str) {
    let o = v
        .as_object()
        .unwrap_or_else(|| panic!("{what}: not a JSON object: {v}"));
    assert!(
        o.keys().all(|k| k == "error" || k == "field" || k == "error_en"),
        "{what}: {v}"
    );
    if let Some(en) = o.get("error_en") {
        assert!(en.as_str().is_some_and(|e| e.chars().count() > 10), "{what}: {v}");
    }
    let e = o["error"]
        .as_str()
        .unwrap_or_else(|| panic!("{what}: no error sentence: {v}"));
    assert!(e.chars().count() > 10 && !e.contains('\n'), "{what}: {e}");
}

/// What a rejected request must leave untouched: every event and the table as the GM sees it.
pub async fn snapshot(app: &Router, id: &str, gm: &str) -> (Vec<Value>, Value) {
    let (s, table) = get_as(app, &format!("/api/tables/{id}"), Some(gm)).await;
    assert_eq!(s, StatusCode::OK, "{table}");
    (events(app, id, gm, 0).await, table)
}

/// A PORTAL table with a GM, Ana (with Rosa) and Bea, a hidden GM roll and Ana's roll.
#[derive(Clone)]
pub struct Table {
    pub app: Router,
    pub id: String,
    pub gm: String,
    pub code: String,
    pub ana: String,
    pub bea: String,
    pub rosa: String,
    pub hidden: i64,
    pub roll: i64,
}

pub async fn played_table() -> Table {
    let app = memory_app().await;
    let (id, gm, code) = portal_table(&app).await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let (_, bea) = join(&app, &id, &code, "Bea").await;
    let rosa = character(&app, &id, &ana, json!({"nombre": "Rosa", "estado": {"suerte": 2}})).await;
    let rolls = format!("/api/tables/{id}/rolls");
    let (s, h) = post_as(&app, &rolls, Some(&gm), json!({"request": {"dif": 4}, "hidden": true})).await;
    assert_eq!(s, StatusCode::CREATED, "{h}");
    let body = json!({"character_id": rosa, "request": {"dif": 4}});
    let (s, r) = call(&app, "POST", &rolls, Some(&ana), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{r}");
    let seq = |v: &Value| v["event_id"].as_str().unwrap().parse().unwrap();
    let (hidden, roll) = (seq(&h), seq(&r));
    Table {
        app,
        id,
        gm,
        code,
        ana,
        bea,
        rosa,
        hidden,
        roll,
    }
}

pub fn portal_sheet() -> Value {
    json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}]})
}

/// Every route that needs a member's token, with a body it would accept.
pub fn token_routes(t: &Table) -> Vec<(&'static str, String, Option<Value>)> {
    let (id, rosa, roll, hidden) = (&t.id, &t.rosa, t.roll, t.hidden);
    vec![
        ("GET", format!("/api/tables/{id}"), None),
        ("POST", format!("/api/tables/{id}/characters"), Some(portal_sheet())),
        ("GET", format!("/api/tables/{id}/characters/{rosa}"), None),
        ("GET", format!("/api/tables/{id}/characters/{rosa}/roll-panel"), None),
        (
            "PUT",
            format!("/api/tables/{id}/characters/{rosa}"),
            Some(portal_sheet()),
        ),
        (
            "POST",
            format!("/api/tables/{id}/characters/{rosa}/state"),
            Some(json!({"event": {"evento": "malestar", "count": 1}})),
        ),
        (
            "POST",
            format!("/api/tables/{id}/rolls"),
            Some(json!({"request": {"dif": 4}})),
        ),
        (
            "POST",
            format!("/api/tables/{id}/rolls/{roll}/reroll"),
            Some(json!({"color": "blanco", "face": 1})),
        ),
        ("POST", format!("/api/tables/{id}/rolls/{hidden}/reveal"), None),
        (
            "POST",
            format!("/api/tables/{id}/odds"),
            Some(json!({"request": {"dif": 4}})),
        ),
        ("POST", format!("/api/tables/{id}/portal-sheet"), Some(portal_sheet())),
        ("POST", format!("/api/tables/{id}/sheet-preview"), Some(portal_sheet())),
        ("POST", format!("/api/tables/{id}/chat"), Some(json!({"text": "hola"}))),
        ("POST", format!("/api/tables/{id}/close"), None),
        ("POST", format!("/api/tables/{id}/sessions/end"), Some(json!({}))),
        ("GET", format!("/api/tables/{id}/sessions/notes"), None),
        (
            "PUT",
            format!("/api/tables/{id}/sessions/notes"),
            Some(json!({"notes": "x"})),
        ),
        ("POST", format!("/api/tables/{id}/characters/{rosa}/travel"), None),
        ("GET", format!("/api/tables/{id}/characters/{rosa}/travel"), None),
        (
            "POST",
            format!("/api/tables/{id}/characters/arrive"),
            Some(json!({"code": "x"})),
        ),
        ("GET", format!("/api/tables/{id}/recovery"), None),
        (
            "PUT",
            format!("/api/tables/{id}/recovery"),
            Some(json!({"passphrase": "una frase bastante larga"})),
        ),
        ("DELETE", format!("/api/tables/{id}/recovery"), None),
        ("GET", format!("/api/tables/{id}/events"), None),
        ("GET", format!("/api/tables/{id}/events?after=0&format=json"), None),
        ("GET", format!("/api/tables/{id}/events/{roll}"), None),
        ("GET", format!("/api/tables/{id}/export"), None),
        ("GET", format!("/api/tables/{id}/export?format=md"), None),
        ("GET", format!("/api/tables/{id}/fairness"), None),
    ]
}

/// A table of `system` whose GM is called «Dora»: (id, GM token, invite code).
pub async fn doras_table(app: &Router, system: &str) -> (String, String, String) {
    let (s, v) = post_as(
        app,
        "/api/tables",
        None,
        json!({"name": "M", "system": system, "gm_name": "Dora"}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let field = |k: &str| v[k].as_str().unwrap().to_string();
    (field("id"), field("gm_token"), field("invite_code"))
}

/// A table of `system` with `ruleset`: (id, GM token).
pub async fn system_table(app: &Router, system: &str, ruleset: Value) -> (String, String) {
    let (s, v) = call(
        app,
        "POST",
        "/api/tables",
        None,
        Some(json!({"name": "Mesa", "system": system, "ruleset": ruleset,
                    "settings": {"players_set_difficulty": true}})),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    (v["id"].as_str().unwrap().into(), v["gm_token"].as_str().unwrap().into())
}

/// A table of `system` with `settings` (none: the defaults), Ana's character from `sheet`:
/// (table, GM token, Ana's token, character id).
pub async fn seated(app: &Router, system: &str, settings: Value, sheet: Value) -> (String, String, String, String) {
    let body = json!({"name": "Mesa", "system": system, "settings": settings});
    let (s, v) = call(app, "POST", "/api/tables", None, Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let id = v["id"].as_str().unwrap().to_string();
    let gm = v["gm_token"].as_str().unwrap().to_string();
    let (_, ana) = join(app, &id, v["invite_code"].as_str().unwrap(), "Ana").await;
    let cid = character(app, &id, &ana, sheet).await;
    (id, gm, ana, cid)
}

/// [`seated`] at a table where players set their own difficulties (the tests that roll as Ana).
pub async fn seated_setting_difficulty(app: &Router, system: &str, sheet: Value) -> (String, String, String, String) {
    seated(app, system, json!({"players_set_difficulty": true}), sheet).await
}

/// A roll the server accepts (201): its whole answer.
pub async fn accepted_roll(app: &Router, id: &str, token: &str, request: Value) -> Value {
    let (s, v) = post_in(app, id, "rolls", Some(token), json!({ "request": request })).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    v
}

/// Table `id`'s event stream as `token`'s member opens it (200), to read frame by frame.
pub async fn open_stream(app: &Router, id: &str, token: &str) -> Body {
    let req = Request::get(format!("/api/tables/{id}/events"))
        .header("authorization", format!("Bearer {token}"))
        .body(Body::empty())
        .unwrap();
    let resp = app.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    resp.into_body()
}

/// Opens the stream and reads events until `n` arrived: (id line, event JSON) pairs.
pub async fn sse(
    app: &axum::Router,
    uri: &str,
    token: &str,
    last_id: Option<&str>,
    n: usize,
    during: impl std::future::Future<Output = ()>,
) -> Vec<(i64, Value)> {
    let mut req = Request::get(uri).header("authorization", format!("Bearer {token}"));
    if let Some(l) = last_id {
        req = req.header("last-event-id", l);
    }
    let resp = app.clone().oneshot(req.body(Body::empty()).unwrap()).await.unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()["content-type"], "text/event-stream");
    let mut body = resp.into_body();
    during.await;
    let mut text = String::new();
    let mut out = Vec::new();
    while out.len() < n {
        more(&mut body, &mut text).await;
        out.extend(sse_events(&mut text));
    }
    out
}

/// The whole server-sent events at the start of `text` (taken out of it), as (id, event).
pub fn sse_events(text: &mut String) -> Vec<(i64, Value)> {
    let mut out = Vec::new();
    while let Some(end) = text.find("\n\n") {
        let block: String = text.drain(..end + 2).collect();
        let id = block
            .lines()
            .find_map(|l| l.strip_prefix("id: "))
            .map(|s| s.parse::<i64>().unwrap());
        let data = block.lines().find_map(|l| l.strip_prefix("data: "));
        if let (Some(id), Some(data)) = (id, data) {
            out.push((id, serde_json::from_str(data).unwrap()));
        }
    }
    out
}

/// Everything `token` can read of table `id`, as text: the table, the log (JSON, and event
/// `seq` on the stream), both exports, the fairness report, the table and fairness pages.
pub async fn everything(app: &Router, id: &str, token: &str, seq: i64) -> String {
    let mut all = String::new();
    for path in [
        format!("/api/tables/{id}"),
        format!("/api/tables/{id}/events?after=0&format=json"),
        format!("/api/tables/{id}/export"),
        format!("/api/tables/{id}/export?format=md"),
        format!("/api/tables/{id}/fairness"),
        format!("/mesa/{id}"),
        format!("/mesa/{id}/equidad"),
    ] {
        let (s, v) = get_as(app, &path, Some(token)).await;
        assert_eq!(s, StatusCode::OK, "{path}: {v}");
        all.push_str(&v.as_str().map_or_else(|| v.to_string(), str::to_string));
    }
    let uri = format!("/api/tables/{id}/events?after={}", seq - 1);
    let streamed = sse(app, &uri, token, None, 1, async {}).await;
    all.push_str(&streamed[0].1.to_string());
    all
}

/// Table `id`'s Markdown export as `token` reads it.
pub async fn markdown(app: &Router, id: &str, token: &str) -> String {
    let (s, md) = get_in(app, id, "export?format=md", Some(token)).await;
    assert_eq!(s, StatusCode::OK, "{md}");
    md.as_str().unwrap().to_string()
}

/// A character as `token` reads it.
pub async fn read_character(app: &Router, id: &str, cid: &str, token: &str) -> Value {
    let (s, c) = get_in(app, id, &format!("characters/{cid}"), Some(token)).await;
    assert_eq!(s, StatusCode::OK, "{c}");
    c
}

/// Reads a stream's next frame onto `text`.
pub async fn more(body: &mut Body, text: &mut String) {
    // A guard against hanging, not a timing assertion.
    let frame = tokio::time::timeout(std::time::Duration::from_secs(20), body.frame())
        .await
        .expect("the stream stalled")
        .unwrap()
        .unwrap();
    if let Ok(data) = frame.into_data() {
        text.push_str(&String::from_utf8_lossy(&data));
    }
}

/// Asserts that `tirada verify` flags the exported `log`: a mismatch at event `at` (any event
/// when `None`) whose reason says `why`.
pub fn assert_flags(log: &Value, at: Option<i64>, why: &str) {
    let report = tirada_web::table::verify::verify(log).unwrap();
    let flagged = |(seq, said): &(i64, String)| at.is_none_or(|at| *seq == at) && said.contains(why);
    assert!(report.mismatches.iter().any(flagged), "{report:?}");
}
