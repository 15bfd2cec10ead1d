//! La bandeja (issue 28 point 3): the dice tray that works offline — every system's roll and
//! exact odds on the browser engine, typed physical dice, PORTAL's rerolls with advice, a
//! history on the device. One set of static files ([`files`]): the server serves them under
//! `/bandeja/`, and `tirada bandeja DIR` writes the same files for any static host, so every
//! path inside them is relative. A service worker keeps them for offline use; its cache is
//! named by a hash of the files, so a new tirada replaces them whole.

use crate::pages::engine::{LOADER, MODULE};
use crate::pages::i18n::Lang;
use crate::pages::routes::ASSETS;
use crate::state::AppState;
use askama::Template;
use axum::body::Bytes;
use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::Router;
use sha2::{Digest, Sha256};
use std::sync::OnceLock;
use tirada_table::System;

/// One file of the tray: its name (a path relative to the tray's folder), body and type.
pub struct TrayFile {
    pub name: &'static str,
    pub body: Bytes,
    pub kind: &'static str,
}

/// The page, in Spanish until its script shows the reader's language.
#[derive(Template)]
#[template(path = "tray.html")]
struct Page<'a> {
    l: Lang,
    systems: &'a [System],
}

const JS: &str = "text/javascript; charset=utf-8";

/// The table page's modules the tray reuses (the words, the roll card, the odds table).
const SHARED: [&str; 4] = ["ui.js", "cards.js", "odds.js", "app.css"];

/// Every file of the tray (made once), or a sentence (Spanish, English) when this binary was
/// built without the browser engine, which the tray cannot do without.
pub fn files() -> Result<&'static [TrayFile], (&'static str, &'static str)> {
    static FILES: OnceLock<Vec<TrayFile>> = OnceLock::new();
    if MODULE.is_empty() {
        return Err((Lang::Es.t("tray_no_module"), Lang::En.t("tray_no_module")));
    }
    Ok(FILES.get_or_init(made))
}

fn made() -> Vec<TrayFile> {
    let page = Page {
        l: Lang::Es,
        systems: &System::ALL,
    }
    .render()
    .expect("the tray's template renders");
    let words = format!("{{\"es\":{},\"en\":{}}}", Lang::Es.all_json(), Lang::En.all_json());
    let text = |name, body: String, kind| TrayFile {
        name,
        body: Bytes::from(body),
        kind,
    };
    let fixed = |name, body: &'static str, kind| TrayFile {
        name,
        body: Bytes::from_static(body.as_bytes()),
        kind,
    };
    let mut files = vec![
        text("index.html", page, "text/html; charset=utf-8"),
        fixed("tray.js", include_str!("../../assets/tray.js"), JS),
        fixed("tirada.js", LOADER, JS),
        TrayFile {
            name: "tirada.wasm",
            body: Bytes::from_static(MODULE),
            kind: "application/wasm",
        },
        text("words.json", words, "application/json"),
        fixed(
            "manifest.webmanifest",
            include_str!("../../assets/tray.webmanifest"),
            "application/manifest+json",
        ),
        fixed("icon.svg", include_str!("../../assets/favicon.svg"), "image/svg+xml"),
    ];
    for name in SHARED {
        let (_, body) = ASSETS.iter().find(|(n, _)| *n == name).expect("a shared asset");
        let kind = if name.ends_with(".css") {
            "text/css; charset=utf-8"
        } else {
            JS
        };
        files.push(fixed(name, body, kind));
    }
    // The worker keeps all of the above and itself; its version is their hash.
    let mut hash = Sha256::new();
    for f in &files {
        hash.update(f.name.as_bytes());
        hash.update(&f.body);
    }
    let version = tirada_table::secret::hex(&hash.finalize()[..8]);
    let mut kept: Vec<String> = vec!["./".into()];
    kept.extend(files.iter().map(|f| f.name.to_string()));
    let kept = serde_json::to_string(&kept).expect("a list of names");
    let worker = include_str!("../../assets/tray-sw.js")
        .replace("__VERSION__", &version)
        .replace("__FILES__", &kept);
    files.push(text("sw.js", worker, JS));
    files
}

/// Writes the tray's files into `dir` (made if missing): their names, or a sentence.
pub fn write(dir: &std::path::Path, english: bool) -> Result<Vec<&'static str>, String> {
    let files = files().map_err(|(es, en)| if english { en } else { es }.to_string())?;
    std::fs::create_dir_all(dir).map_err(|e| cannot_write(dir, &e, english))?;
    for f in files {
        std::fs::write(dir.join(f.name), &f.body).map_err(|e| cannot_write(&dir.join(f.name), &e, english))?;
    }
    Ok(files.iter().map(|f| f.name).collect())
}

fn cannot_write(path: &std::path::Path, e: &std::io::Error, english: bool) -> String {
    if english {
        format!("cannot write {}: {e}", path.display())
    } else {
        format!("no se puede escribir {}: {e}", path.display())
    }
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/bandeja", get(|| async { Redirect::permanent("/bandeja/") }))
        .route("/bandeja/", get(|| file(Path("index.html".into()))))
        .route("/bandeja/{name}", get(file))
}

/// One of the tray's files; a server without the engine says so in place of the page.
async fn file(Path(name): Path<String>) -> Response {
    let files = match files() {
        Ok(files) => files,
        Err((es, _)) => {
            return (
                StatusCode::NOT_FOUND,
                [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
                es,
            )
                .into_response()
        }
    };
    let Some(f) = files.iter().find(|f| f.name == name) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    (
        [(header::CONTENT_TYPE, f.kind), (header::CACHE_CONTROL, "no-cache")],
        f.body.clone(),
    )
        .into_response()
}
