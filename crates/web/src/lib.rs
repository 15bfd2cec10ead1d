//! # tirada-web
//!
//! The web table: an axum server with the JSON API of `docs/contract.md`, a
//! server-sent events stream per table with resume, and server-rendered pages (Spanish by
//! default, English switchable) whose assets are embedded in the binary. Every rule is the
//! engine's: rolls, rerolls and odds go through `tirada_table::play`, which calls
//! `tirada-rules`.

pub mod api;
pub mod discord;
pub mod http;
pub mod live;
pub mod pages;
pub mod reports;
pub mod server;
pub mod site;
pub mod state;

pub use state::AppState;
pub use tirada_table as table;

use axum::routing::{any, get, post};
use axum::Router;
use std::net::SocketAddr;
use std::sync::Arc;
use tirada_table::{Store, StoreError};

/// How `tirada serve` runs beyond its database and address.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    pub limits: http::limits::Limits,
    /// How long a client may take to send a request's headers.
    pub header_timeout: std::time::Duration,
    /// The Discord bridge (None: no Discord).
    pub discord: Option<discord::DiscordOptions>,
    /// The address the table is reached at from outside (`--url-publica`), for links.
    pub public_url: Option<String>,
    /// The origins that may embed the table's `/embed/…` views and call its API with a bearer
    /// token (`--incrustar-en`, [`site`]).
    pub embed_origins: Vec<String>,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            limits: http::limits::Limits::default(),
            header_timeout: server::HEADER_READ_TIMEOUT,
            discord: None,
            public_url: None,
            embed_origins: Vec::new(),
        }
    }
}

/// Opens the store a `--db` URL names.
pub async fn open_store(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    tirada_table::open(url).await
}

/// `GET /api/openapi.json`: the API described for tools (written by hand; `tests/contract.rs`
/// checks it names exactly the router's routes).
async fn openapi() -> impl axum::response::IntoResponse {
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        include_str!("openapi.json"),
    )
}

/// The whole application: API, event stream, pages and assets.
pub fn app(state: AppState) -> Router {
    let api = Router::new()
        .route("/openapi.json", get(openapi))
        .route("/tables", post(api::tables::post_table))
        .route("/tables/{id}", get(api::tables::get_table))
        .route("/tables/{id}/join", post(api::tables::post_join))
        .route("/tables/{id}/session", post(api::links::post_session))
        .route("/tables/{id}/members/{mid}/link", post(api::links::post_link))
        .route(
            "/tables/{id}/recovery",
            get(api::recovery::get_secret)
                .put(api::recovery::put_secret)
                .delete(api::recovery::delete_secret),
        )
        .route("/tables/{id}/recover", post(api::recovery::post_recover))
        .route("/tables/{id}/characters", post(api::tables::post_character))
        .route(
            "/tables/{id}/characters/{cid}",
            get(api::tables::get_character).put(api::tables::put_character),
        )
        .route("/tables/{id}/characters/{cid}/state", post(api::tables::post_state))
        .route("/tables/{id}/characters/arrive", post(api::travel::post_arrive))
        .route("/tables/{id}/characters/import", post(api::import::post_import))
        .route(
            "/tables/{id}/characters/{cid}/travel",
            get(api::travel::get_file).post(api::travel::post_code),
        )
        .route(
            "/tables/{id}/characters/{cid}/roll-panel",
            get(api::rolls::get_roll_panel),
        )
        .route("/tables/{id}/rolls", post(api::rolls::post_roll))
        .route("/tables/{id}/roll-requests", post(api::asked::post_roll_request))
        .route("/tables/{id}/roll-requests/{seq}/cancel", post(api::asked::post_cancel))
        .route("/tables/{id}/encounters", post(api::combat::post_start))
        .route("/tables/{id}/encounters/{seq}", get(api::combat::get_fight))
        .route("/tables/{id}/encounters/{seq}/action", post(api::combat::post_action))
        .route("/tables/{id}/encounters/{seq}/round", post(api::combat::post_round))
        .route("/tables/{id}/encounters/{seq}/end", post(api::combat::post_end))
        .route("/tables/{id}/turns", post(api::turns::post_start))
        .route("/tables/{id}/turns/{seq}", get(api::turns::get_turns))
        .route("/tables/{id}/turns/{seq}/step", post(api::turns::post_step))
        .route("/tables/{id}/rolls/{seq}/reroll", post(api::rolls::post_reroll))
        .route("/tables/{id}/rolls/{seq}/block", post(api::amend::post_block))
        .route(
            "/tables/{id}/rolls/{seq}/cancel-aspect",
            post(api::amend::post_cancel_aspect),
        )
        .route("/tables/{id}/rolls/{seq}/against", post(api::against::post_declare))
        .route(
            "/tables/{id}/rolls/{seq}/against/answer",
            post(api::against::post_answer),
        )
        .route("/tables/{id}/rolls/{seq}/reveal", post(api::modes::post_reveal))
        .route("/tables/{id}/odds", post(api::rolls::post_odds))
        .route("/tables/{id}/portal-sheet", post(api::sheet_values::post_portal_sheet))
        .route(
            "/tables/{id}/sheet-preview",
            post(api::sheet_values::post_sheet_preview),
        )
        .route("/tables/{id}/chat", post(api::chat::post_chat))
        .route("/tables/{id}/close", post(api::tables::post_close))
        .route("/tables/{id}/sessions/end", post(api::sessions::post_end))
        .route(
            "/tables/{id}/sessions/notes",
            get(api::sessions::get_notes).put(api::sessions::put_notes),
        )
        .route("/tables/{id}/events", get(live::stream::get_events))
        .route("/tables/{id}/events/{seq}", get(live::stream::get_event))
        .route("/tables/{id}/export", get(live::stream::get_export))
        .route("/tables/{id}/fairness", get(live::stream::get_fairness))
        .route("/tables/{id}/discord", get(discord::linking::get_status))
        .route("/tables/{id}/discord/codes", post(discord::linking::post_code))
        // Every /api error is the contract's JSON, axum's own ones included.
        .fallback(http::extract::no_route)
        .method_not_allowed_fallback(http::extract::no_method)
        .layer(axum::middleware::map_response(http::extract::json_errors));
    Router::new()
        .route("/healthz", get(healthz))
        .nest("/api", api)
        .route("/api", any(http::extract::no_route))
        .route("/api/", any(http::extract::no_route))
        .route("/discord/interactions", post(discord::endpoint::post_interaction))
        .merge(pages::routes::routes())
        .merge(pages::engine::routes())
        .merge(pages::embed::routes())
        .merge(pages::tray::routes())
        .layer(axum::middleware::from_fn(http::guard::same_origin))
        .layer(axum::middleware::from_fn_with_state(
            state.limiter.clone(),
            http::body::bounded,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.limiter.clone(),
            http::limits::limit,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            http::auth::credited,
        ))
        // Outside everything that reads a credential: a call from another origin arrives
        // without the cookie.
        .layer(axum::middleware::from_fn_with_state(
            state.site.clone(),
            http::cors::cross_origin,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.site.clone(),
            http::guard::security_headers,
        ))
        // Pages, scripts and JSON in gzip for a browser that accepts it; the event stream,
        // images and small answers as they are (tower-http's default predicate).
        .layer(tower_http::compression::CompressionLayer::new())
        .with_state(state)
}

/// `ok` while the database answers; 503 with the reason when it does not.
async fn healthz(axum::extract::State(state): axum::extract::State<AppState>) -> http::error::ApiResult<&'static str> {
    state.store.ping().await.map_err(|e| {
        eprintln!("tirada: the database does not answer: {e}");
        http::error::ApiError::new(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            tirada_dice::Words::key("api-store-silent"),
        )
    })?;
    Ok("ok")
}

/// Serves the table on `addr` with the store at `db` until Ctrl-C; `ready` gets the bound
/// address (port 0 picks a free one).
pub async fn serve(db: &str, addr: &str, ready: impl FnOnce(SocketAddr)) -> Result<(), String> {
    serve_with(db, addr, ServeOptions::default(), ready).await
}

/// [`serve`] with its limits and timeouts chosen.
pub async fn serve_with(
    db: &str,
    addr: &str,
    options: ServeOptions,
    ready: impl FnOnce(SocketAddr),
) -> Result<(), String> {
    explain_sigbus();
    let site = site::Site::new(options.public_url.as_deref(), options.limits.trust_proxy)?
        .embedded_in(&options.embed_origins)?;
    let bridge = options.discord.as_ref().map(discord::Bridge::new).transpose()?;
    let store = open_store(db).await.map_err(|e| e.to_string())?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("no se puede escuchar en {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    let mut state = AppState::with_limits(store, options.limits).with_site(site);
    if let (Some(bridge), Some(o)) = (bridge, &options.discord) {
        state = state.with_discord(bridge);
        discord::start(&state, o).await;
    }
    ready(local);
    // Every acknowledged change is already committed: Ctrl-C can stop at once, without
    // waiting for the open event streams to end.
    tokio::select! {
        () = server::run(listener, app(state), options.header_timeout) => Ok(()),
        _ = tokio::signal::ctrl_c() => Ok(()),
    }
}

/// SQLite maps its `-shm` file into memory; when the disk cannot hold a page of it, the
/// kernel stops the process with SIGBUS, which would end the server without a word. Say why
/// instead: everything acknowledged is already committed, so stopping loses nothing.
fn explain_sigbus() {
    extern "C" fn on_sigbus(_: libc::c_int) {
        const SENTENCE: &str = "tirada: no se puede escribir el fichero -shm de la base de datos \
            (¿disco lleno o sin permiso?); el servidor se detiene sin perder nada de lo confirmado\n";
        // Only async-signal-safe calls here: write(2) and _exit(2).
        unsafe {
            libc::write(2, SENTENCE.as_ptr().cast(), SENTENCE.len());
            libc::_exit(74);
        }
    }
    let handler: extern "C" fn(libc::c_int) = on_sigbus;
    unsafe { libc::signal(libc::SIGBUS, handler as libc::sighandler_t) };
}
