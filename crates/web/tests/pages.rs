//! The pages: home, creating a table from the form, the join flow with its cookie, the table
//! page, the fairness page and the embedded assets.

mod common;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use common::*;
use http_body_util::BodyExt;
use serde_json::json;
use tower::ServiceExt;

async fn get(app: &axum::Router, uri: &str, cookie: Option<&str>) -> (StatusCode, axum::http::HeaderMap, String) {
    let mut req = Request::get(uri);
    if let Some(c) = cookie {
        req = req.header(header::COOKIE, c);
    }
    let resp = app.clone().oneshot(req.body(Body::empty()).unwrap()).await.unwrap();
    let (status, headers) = (resp.status(), resp.headers().clone());
    let body = resp.into_body().collect().await.unwrap().to_bytes();
    (status, headers, String::from_utf8_lossy(&body).into())
}

async fn post_form(app: &axum::Router, uri: &str, form: &str) -> (StatusCode, axum::http::HeaderMap) {
    let req = Request::post(uri)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(form.to_string()))
        .unwrap();
    let resp = app.clone().oneshot(req).await.unwrap();
    (resp.status(), resp.headers().clone())
}

fn cookie_of(h: &axum::http::HeaderMap) -> String {
    let c = h[header::SET_COOKIE].to_str().unwrap();
    assert!(c.contains("HttpOnly") && c.contains("SameSite=Lax"), "{c}");
    c.split(';').next().unwrap().to_string()
}

/// Where a redirect goes, without the fragment (which a browser keeps to itself).
fn location(h: &axum::http::HeaderMap) -> &str {
    let l = h[header::LOCATION].to_str().unwrap();
    l.split('#').next().unwrap()
}

#[tokio::test]
async fn home_creates_a_table_and_the_gm_lands_on_it_with_a_cookie() {
    let app = memory_app().await;
    let (s, _, html) = get(&app, "/", None).await;
    assert_eq!(s, StatusCode::OK);
    assert!(html.contains(r#"<html lang="es">"#) && html.contains("Crear una mesa"));
    let (_, _, html) = get(&app, "/?lang=en", None).await;
    assert!(html.contains("Create a table"));
    let (s, h) = post_form(&app, "/mesas", "name=La+cripta&gm_name=Dire&system=portal&perfil=libro").await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let page = location(&h).to_string();
    let cookie = cookie_of(&h);
    // The personal link, shown once by the page: its secret only in the fragment.
    let token = cookie.split('=').nth(1).unwrap();
    assert_eq!(h[header::LOCATION].to_str().unwrap(), format!("{page}#clave={token}"));
    let (s, _, html) = get(&app, &page, Some(&cookie)).await;
    assert_eq!(s, StatusCode::OK);
    for id in [
        "roll-form",
        "odds",
        "sheet-form",
        "invite-link",
        r#"id="log""#,
        "aria-live",
        "close-button",
    ] {
        assert!(html.contains(id), "{id} missing");
    }
    let (s, _, _) = get(&app, &page, None).await;
    assert_eq!(s, StatusCode::SEE_OTHER, "without the cookie: to the join page");
    // An empty name comes back on the form, with what was typed and the sentence beside it.
    let req = Request::post("/mesas")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from("name=&gm_name=D%C3%ADre&system=fate&lang=es"))
        .unwrap();
    let resp = app.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let html = String::from_utf8_lossy(&resp.into_body().collect().await.unwrap().to_bytes()).into_owned();
    assert!(
        html.contains(r#"id="create-form""#) && html.contains(r#"value="Díre""#),
        "{html}"
    );
    assert!(html.contains(r#"<option value="fate" selected>"#));
    let beside = html.split(r#"data-for="name" role="alert">"#).nth(1).unwrap();
    assert!(!beside.starts_with('<'), "the sentence is next to the name: {beside}");
}

#[tokio::test]
async fn a_player_joins_through_the_invite_link() {
    let app = memory_app().await;
    let (id, _, code) = portal_table(&app).await;
    let (s, _, html) = get(&app, &format!("/mesa/{id}/unirse?codigo={code}"), None).await;
    assert_eq!(s, StatusCode::OK);
    assert!(html.contains(&code));
    // A wrong code or an empty name: the form again, with the input kept and the sentence
    // next to the field at fault.
    for (form, field, kept) in [
        ("name=Ana&invite_code=mal", "invite_code", r#"value="mal""#),
        (
            &*format!("name=&invite_code={code}"),
            "name",
            &*format!(r#"value="{code}""#),
        ),
    ] {
        let req = Request::post(format!("/mesa/{id}/unirse"))
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(form.to_string()))
            .unwrap();
        let resp = app.clone().oneshot(req).await.unwrap();
        assert!(resp.status().is_client_error(), "{form}: {}", resp.status());
        let html = String::from_utf8_lossy(&resp.into_body().collect().await.unwrap().to_bytes()).into_owned();
        assert!(
            html.contains(r#"id="join-form""#) && html.contains(kept),
            "{form}: {html}"
        );
        let beside = html
            .split(&format!(r#"data-for="{field}" role="alert">"#))
            .nth(1)
            .unwrap();
        assert!(!beside.starts_with('<'), "{form}: the sentence is next to {field}");
    }
    let (s, h) = post_form(
        &app,
        &format!("/mesa/{id}/unirse"),
        &format!("name=Ana&invite_code={code}"),
    )
    .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let cookie = cookie_of(&h);
    let (s, _, html) = get(&app, &format!("/mesa/{id}"), Some(&cookie)).await;
    assert_eq!(s, StatusCode::OK);
    assert!(html.contains("roll-form") && !html.contains("invite-link") && !html.contains("close-button"));
    // The cookie also authenticates the API the page's script calls.
    let req = Request::get(format!("/api/tables/{id}"))
        .header(header::COOKIE, &cookie)
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.clone().oneshot(req).await.unwrap().status(), StatusCode::OK);
    let (s, _, html) = get(&app, &format!("/mesa/{id}/equidad"), Some(&cookie)).await;
    assert_eq!(s, StatusCode::OK);
    assert!(html.contains("Equidad"));
}

#[tokio::test]
async fn the_fairness_page_charts_the_observed_faces() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    for _ in 0..5 {
        post_roll(&app, &id, &gm, json!({"request": {"malestar": 3, "dif": 4}})).await;
    }
    let (_, f) = get_as(&app, &format!("/api/tables/{id}/fairness"), Some(&gm)).await;
    assert_eq!(f["dice"][0]["count"], 30);
    let cookie = format!("tirada_{id}={gm}");
    let (_, _, html) = get(&app, &format!("/mesa/{id}/equidad"), Some(&cookie)).await;
    assert!(html.contains("<svg") && html.contains("Chi cuadrado"));
}

#[tokio::test]
async fn assets_are_embedded() {
    let app = memory_app().await;
    let (s, h, js) = get(&app, "/assets/app.js", None).await;
    assert_eq!(s, StatusCode::OK);
    assert!(h[header::CONTENT_TYPE].to_str().unwrap().starts_with("text/javascript"));
    assert!(js.contains("EventSource"));
    // The history loads into a silent, busy log; only later events are announced, by the one
    // status region (tests/browser_announce.rs).
    for attr in [
        r#""aria-live", "off""#,
        r#""aria-busy", "true""#,
        r#""aria-busy", "false""#,
        "function announce(",
    ] {
        assert!(js.contains(attr), "{attr}");
    }
    let (s, _, css) = get(&app, "/assets/app.css", None).await;
    assert_eq!(s, StatusCode::OK);
    assert!(css.contains(".die.negro"));
}

/// A browser's own request for the icon has one (issue 27, point 5: it was a 404), and pages
/// and scripts go out in gzip to a browser that accepts it; the event stream never does.
#[tokio::test]
async fn the_icon_is_there_and_pages_and_scripts_are_compressed() {
    let app = memory_app().await;
    let (s, h, svg) = get(&app, "/favicon.ico", None).await;
    assert_eq!(
        (s, h[header::CONTENT_TYPE].to_str().unwrap()),
        (StatusCode::OK, "image/svg+xml")
    );
    assert!(svg.starts_with("<svg"), "{svg}");
    let (id, gm, _) = portal_table(&app).await;
    let cookie = format!("tirada_{id}={gm}");
    for uri in ["/".to_string(), "/assets/app.js".into(), format!("/mesa/{id}")] {
        let req = Request::get(&uri)
            .header(header::ACCEPT_ENCODING, "gzip")
            .header(header::COOKIE, &cookie)
            .body(Body::empty())
            .unwrap();
        let resp = app.clone().oneshot(req).await.unwrap();
        assert_eq!(
            resp.headers()
                .get(header::CONTENT_ENCODING)
                .map(|v| v.to_str().unwrap()),
            Some("gzip"),
            "{uri}"
        );
        let body = resp.into_body().collect().await.unwrap().to_bytes();
        assert_eq!(&body[..2], &[0x1f, 0x8b], "{uri}: not gzip");
    }
    // The odds' heading speaks the players' words, not «la mejor política de repeticiones»
    // (issue 27, point 5).
    let (_, _, page) = get(&app, &format!("/mesa/{id}?lang=es"), Some(&cookie)).await;
    assert!(
        page.contains("si repites los dados que más convienen") && !page.contains("política"),
        "{page}"
    );
    let (_, _, plain) = get(&app, "/assets/app.js", None).await;
    assert!(
        plain.contains("EventSource"),
        "without Accept-Encoding the script is sent as it is"
    );
    let req = Request::get(format!("/api/tables/{id}/events"))
        .header(header::ACCEPT, "text/event-stream")
        .header(header::ACCEPT_ENCODING, "gzip")
        .header(header::AUTHORIZATION, format!("Bearer {gm}"))
        .body(Body::empty())
        .unwrap();
    let resp = app.clone().oneshot(req).await.unwrap();
    assert!(
        resp.headers().get(header::CONTENT_ENCODING).is_none(),
        "the event stream is never buffered by compression"
    );
}

#[tokio::test]
async fn the_home_form_sets_each_systems_ruleset() {
    let app = memory_app().await;
    for (form, want) in [
        ("system=hitos&realista=1", json!({"realista": true})),
        ("system=chasis&apertura=tope", json!({"apertura": "tope"})),
        ("system=portal&perfil=libro", json!({"perfil": "libro"})),
    ] {
        let (s, h) = post_form(&app, "/mesas", &format!("name=M&gm_name=D&{form}")).await;
        assert_eq!(s, StatusCode::SEE_OTHER, "{form}");
        let cookie = cookie_of(&h);
        let id = location(&h).trim_start_matches("/mesa/").to_string();
        let token = cookie.split('=').nth(1).unwrap();
        let (_, t) = get_as(&app, &format!("/api/tables/{id}"), Some(token)).await;
        assert_eq!(t["ruleset"], want, "{form}");
    }
}

#[tokio::test]
async fn each_systems_page_has_its_sheet_editor_state_script_and_roll_controls() {
    let app = memory_app().await;
    for (system, present, absent) in [
        (
            "portal",
            vec!["name=\"bloquear\"", "name=\"pp_repeticiones\"", "sheet-form"],
            vec!["sheet-text"],
        ),
        (
            "hitos",
            vec![
                "name=\"aspecto_contra\"",
                "name=\"aspecto_nombre\"",
                "Jakar el sabio",
                "data-for=\"sheet\"",
            ],
            vec!["sheet-form\""],
        ),
        ("fate", vec!["Ana Robles", "name=\"pp\""], vec!["name=\"aspecto\""]),
        (
            "chasis",
            vec!["Gilius Cabezadetrueno", "name=\"enfasis_mod\""],
            vec!["name=\"aspecto\""],
        ),
    ] {
        let (s, h) = post_form(&app, "/mesas", &format!("name=M&gm_name=D&system={system}")).await;
        assert_eq!(s, StatusCode::SEE_OTHER, "{system}");
        let (_, _, html) = get(&app, location(&h), Some(&cookie_of(&h))).await;
        assert!(html.contains("/assets/app.js"), "{system}");
        for p in present {
            assert!(html.contains(p), "{system}: {p} missing");
        }
        for a in absent {
            assert!(!html.contains(a), "{system}: {a} present");
        }
    }
    // A player has no aspect activated against the roller, nor a block of their own roll (B605,
    // the PP is the GM's to hand over): those are the GM's.
    let mut html = String::new();
    for (system, present, absent) in [
        ("hitos", "aspecto_nombre", "aspecto_contra"),
        ("portal", "pp_repeticiones", "bloquear"),
    ] {
        let (s, h) = post_form(&app, "/mesas", &format!("name=M&gm_name=D&system={system}")).await;
        assert_eq!(s, StatusCode::SEE_OTHER);
        let id = location(&h).trim_start_matches("/mesa/").to_string();
        let gm = cookie_of(&h).split('=').nth(1).unwrap().to_string();
        let (_, t) = get_as(&app, &format!("/api/tables/{id}"), Some(&gm)).await;
        let code = t["invite_code"].as_str().unwrap();
        let (_, player) = join(&app, &id, code, "Ana").await;
        html = get(&app, &format!("/mesa/{id}"), Some(&format!("tirada_{id}={player}")))
            .await
            .2;
        assert!(html.contains(present) && !html.contains(absent), "{system}");
    }
    // The page loads one module; it imports the rest, each served from the binary.
    assert!(html.contains(r#"<script type="module" src="/assets/app.js">"#));
    let (_, _, app_js) = get(&app, "/assets/app.js", None).await;
    for asset in ["state.js", "sheet.js", "panel.js", "cards.js", "identity.js", "ui.js"] {
        let (s, _, js) = get(&app, &format!("/assets/{asset}"), None).await;
        assert_eq!(s, StatusCode::OK, "{asset}");
        assert!(js.contains("export "), "{asset} is a module");
        assert!(app_js.contains(&format!("from \"./{asset}\"")), "{asset} imported");
    }
    // No inline script or handler on any page: the CSP can forbid them.
    assert!(!html.contains("<script>") && !html.contains(" onclick="));
}

/// What a visitor puts in a URL or a form comes back encoded, never as markup: a join
/// posted to a made-up table id cannot inject a script into tirada's pages.
#[tokio::test]
async fn a_made_up_table_id_or_code_is_never_markup() {
    let app = memory_app().await;
    let evil = "%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E";
    let req = Request::post(format!("/mesa/{evil}/unirse"))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from("name=Ana&invite_code=%22%3E%3Cimg+src%3Dx%3E&lang=es"))
        .unwrap();
    let resp = app.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
    let body = resp.into_body().collect().await.unwrap().to_bytes();
    let html = String::from_utf8_lossy(&body);
    assert!(!html.contains("<script>") && !html.contains("<img"), "{html}");
    assert!(
        html.contains("%3Cscript%3E"),
        "the way back keeps the id, encoded: {html}"
    );
    // A cookie-less visit to such an id is sent to its join page, not dropped.
    let (s, h, _) = get(&app, "/mesa/a%0Ab", None).await;
    assert!(s.is_redirection(), "{s}");
    assert_eq!(h[header::LOCATION], "/mesa/a%0Ab/unirse");
}

/// A form field, percent-encoded.
fn form_value(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[tokio::test]
async fn a_chasis_ruleset_file_from_the_home_form_becomes_the_tables_rules() {
    let app = memory_app().await;
    let file = include_str!("../../../rulesets/chasis/gemela.toml");
    let form = format!(
        "name=M&gm_name=D&system=chasis&apertura=ninguna&reglas={}",
        form_value(file)
    );
    let (s, h) = post_form(&app, "/mesas", &form).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let cookie = cookie_of(&h);
    let id = location(&h).trim_start_matches("/mesa/").to_string();
    let token = cookie.split('=').nth(1).unwrap();
    let (_, t) = get_as(&app, &format!("/api/tables/{id}"), Some(token)).await;
    assert_eq!(t["ruleset"]["nombre"], "CHASIS gemela", "{t}");
    assert_eq!(
        t["ruleset"]["apertura"]["tipo"], "gemela",
        "the file's apertura, not the select's: {t}"
    );
}

#[tokio::test]
async fn a_bad_chasis_ruleset_file_is_refused_next_to_the_box_and_makes_no_table() {
    let app = memory_app().await;
    let form = format!(
        "name=M&gm_name=D&system=chasis&reglas={}",
        form_value("[apertura]\ntipo = 3\n")
    );
    let req = Request::post("/mesas")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(form))
        .unwrap();
    let resp = app.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(resp.headers().get(header::LOCATION).is_none());
    let body = String::from_utf8_lossy(&resp.into_body().collect().await.unwrap().to_bytes()).to_string();
    let slot = body.split(r#"data-for="reglas" role="alert">"#).nth(1).unwrap();
    let sentence = slot.split("</span>").next().unwrap();
    assert!(
        sentence.contains("línea 2"),
        "the engine's sentence next to the box: {sentence}"
    );
    assert!(body.contains("tipo = 3"), "the file comes back to be fixed");
    assert!(body.contains(r#"<option value="chasis" selected>"#));
}

#[tokio::test]
async fn the_per_field_sheet_editor_starts_from_the_example_as_json_that_the_table_takes() {
    let app = memory_app().await;
    for (system, name) in [
        ("hitos", "Jakar el sabio"),
        ("fate", "Ana Robles"),
        ("chasis", "Gilius Cabezadetrueno"),
    ] {
        let (_, h) = post_form(&app, "/mesas", &format!("name=M&gm_name=D&system={system}")).await;
        let cookie = cookie_of(&h);
        let token = cookie.split('=').nth(1).unwrap().to_string();
        let id = location(&h).trim_start_matches("/mesa/").to_string();
        let (_, _, html) = get(&app, &format!("/mesa/{id}"), Some(&cookie)).await;
        assert!(
            html.contains(r#"id="sheet-fields""#) && html.contains(r#"id="sheet-advanced""#),
            "{system}"
        );
        let attr = html
            .split(r#"data-example=""#)
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        // An attribute's entities, as a browser reads them (named or numbered).
        let text = attr
            .replace("&quot;", "\"")
            .replace("&#34;", "\"")
            .replace("&#39;", "'")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&");
        let sheet: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(sheet["nombre"], name, "{system}");
        character(&app, &id, &token, sheet).await;
    }
}
