//! The real-browser harness: the table on a free port, Debian's chromedriver and headless
//! Chromium, and the few moves a person makes (type, tap, switch screen) plus bounded waits.
#![allow(dead_code)] // each browser test uses its own part of it

use serde_json::{json, Value};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use thirtyfour::prelude::*;

pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const PHONE: &str = "390,844";
pub const LAPTOP: &str = "1366,768";
pub const NARROW: &str = "320,640";

/// Hides the personal link a new member is shown once (as a person would, after saving it).
pub async fn hide_link(d: &WebDriver) {
    until(d, "document.getElementById('hide-link')", "the personal link").await;
    d.execute("document.getElementById('hide-link').click()", vec![])
        .await
        .unwrap();
    until(
        d,
        "document.getElementById('personal-link').hidden",
        "the personal link hidden",
    )
    .await;
}

/// Ends the driver process when the test ends, whatever happens.
pub struct Driver(Child);
impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// False (saying so) where the browser is not installed; CI sets TIRADA_REQUIRE_BROWSER so a
/// missing browser fails there.
pub fn browser_installed() -> bool {
    if Path::new(CHROMEDRIVER).exists() && Path::new(CHROMIUM).exists() {
        return true;
    }
    assert!(
        std::env::var_os("TIRADA_REQUIRE_BROWSER").is_none(),
        "{CHROMEDRIVER} or {CHROMIUM} is missing and TIRADA_REQUIRE_BROWSER is set"
    );
    eprintln!("SKIPPED browser test: {CHROMEDRIVER} or {CHROMIUM} is not installed (apt-get install chromium chromium-driver; .ci/run does it)");
    false
}

/// False (saying so) when the binary has no engine module, which the tray needs; CI builds it
/// and sets TIRADA_REQUIRE_WASM so this cannot skip there.
pub fn engine_built() -> bool {
    if !tirada_web::pages::engine::MODULE.is_empty() {
        return true;
    }
    assert!(
        std::env::var_os("TIRADA_REQUIRE_WASM").is_none(),
        "TIRADA_REQUIRE_WASM is set and the binary has no engine module"
    );
    eprintln!("SKIPPED: built without the engine module (.ci/wasm.sh build)");
    false
}

/// Saves what page `d` shows as `target/screenshots/{file}`.
pub async fn shot(d: &WebDriver, file: &str) {
    d.screenshot(&screenshots().join(file)).await.unwrap();
}

pub fn screenshots() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target"));
    let dir = target.join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The table on a fresh database in `dir`, and chromedriver: the table's base URL, the
/// driver's port and the driver process.
pub async fn start(dir: &Path) -> (String, u16, Driver) {
    start_with(dir, tirada_web::ServeOptions::default()).await
}

/// [`start`] with the server's options chosen.
pub async fn start_with(dir: &Path, options: tirada_web::ServeOptions) -> (String, u16, Driver) {
    std::fs::create_dir_all(dir).unwrap();
    let db = tirada_testpg::url_or("browser", &format!("sqlite://{}", dir.join("mesa.db").display()));
    let (tx, rx) = tokio::sync::oneshot::channel();
    tokio::spawn(async move {
        tirada_web::serve_with(&db, "127.0.0.1:0", options, |addr| tx.send(addr).unwrap())
            .await
            .unwrap();
    });
    let base = format!("http://{}", rx.await.unwrap());
    let (port, driver) = chromedriver().await;
    (base, port, driver)
}

/// Chromedriver on a free port: the port and the process.
pub async fn chromedriver() -> (u16, Driver) {
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let driver = Driver(
        Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let ready = Instant::now() + Duration::from_secs(20);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < ready, "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (port, driver)
}

/// A static site of the test's own on a free port of 127.0.0.1 (another origin than the
/// table's): each path's body and content type; its base URL.
pub async fn static_site(files: Vec<(String, Vec<u8>, &'static str)>) -> String {
    use axum::http::{header, StatusCode, Uri};
    use axum::response::IntoResponse;
    let files = std::sync::Arc::new(files);
    let app = axum::Router::new().fallback(move |uri: Uri| {
        let files = files.clone();
        async move {
            match files.iter().find(|(path, _, _)| path == uri.path()) {
                Some((_, body, kind)) => ([(header::CONTENT_TYPE, *kind)], body.clone()).into_response(),
                None => StatusCode::NOT_FOUND.into_response(),
            }
        }
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    base
}

/// A browser test's table and chromedriver on a fresh folder `tirada-{name}-…`: (folder, base
/// URL, driver port, driver), or None where the browser is not installed (said by
/// [`browser_installed`]).
pub async fn stage(name: &str) -> Option<(PathBuf, String, u16, Driver)> {
    if !browser_installed() {
        return None;
    }
    let dir = std::env::temp_dir().join(format!("tirada-{name}-{}", tirada_web::table::secret::new_id()));
    let (base, port, driver) = start(&dir).await;
    Some((dir, base, port, driver))
}

/// The GM's browser on a laptop and Ana's on a phone, their profiles in `dir`.
pub async fn gm_and_phone(port: u16, dir: &Path) -> (WebDriver, WebDriver) {
    (
        browser(port, &dir.join("gm"), LAPTOP).await,
        browser(port, &dir.join("ana"), PHONE).await,
    )
}

/// What most browser tests play in: the table and chromedriver on a fresh folder, the GM in a
/// browser on a laptop and Ana in one on a phone.
pub struct Room {
    pub dir: PathBuf,
    pub base: String,
    pub port: u16,
    pub gm: WebDriver,
    pub ana: WebDriver,
    // Last, so the browsers' sessions end before their driver does.
    _driver: Driver,
}

impl Room {
    /// The room of the test `name`, or None where the browser is not installed (said by
    /// [`browser_installed`]).
    pub async fn open(name: &str) -> Option<Room> {
        let (dir, base, port, _driver) = stage(name).await?;
        let (gm, ana) = gm_and_phone(port, &dir).await;
        Some(Room {
            dir,
            base,
            port,
            gm,
            ana,
            _driver,
        })
    }

    /// The room of the test `name` with a new table of `system` made by the GM: the room and
    /// the table's invite link.
    pub async fn with_table(name: &str, system: &str) -> Option<(Room, String)> {
        let room = Room::open(name).await?;
        let invite = room.table(system).await;
        Some((room, invite))
    }

    /// The room of the test `name` with a new table of `system` that Ana has joined (her
    /// personal link seen and hidden): the room and the table's invite link.
    pub async fn with_ana(name: &str, system: &str) -> Option<(Room, String)> {
        let (room, invite) = Room::with_table(name, system).await?;
        join(&room.ana, &invite, "Ana").await;
        hide_link(&room.ana).await;
        Some((room, invite))
    }

    /// A new table of `system`, made by the GM from the home page: its invite link.
    pub async fn table(&self, system: &str) -> String {
        new_table(&self.gm, &self.base, system).await
    }

    /// Ends the GM's and Ana's browsers and removes the room's folder.
    pub async fn close(self) {
        self.gm.quit().await.unwrap();
        self.ana.quit().await.unwrap();
        std::fs::remove_dir_all(&self.dir).ok();
    }

    /// A third person's browser of `size`, its profile named `who`.
    pub async fn browser(&self, who: &str, size: &str) -> WebDriver {
        browser(self.port, &self.dir.join(who), size).await
    }
}

/// A headless browser of its own profile, `size` as "width,height" (a phone size gets touch).
pub async fn browser(port: u16, profile: &Path, size: &str) -> WebDriver {
    let mut caps = DesiredCapabilities::chrome();
    caps.set_binary(CHROMIUM).unwrap();
    let touch = size.split(',').next().unwrap().parse::<u32>().unwrap() < 1000;
    for arg in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
        if touch {
            "--touch-events=enabled"
        } else {
            "--touch-events=disabled"
        },
        &format!("--window-size={size}"),
        &format!("--user-data-dir={}", profile.display()),
    ] {
        caps.add_arg(arg).unwrap();
    }
    if touch {
        // The window cannot be narrower than the browser's own minimum: a phone is emulated.
        let (w, h) = size.split_once(',').unwrap();
        let metrics = json!({"width": w.parse::<u32>().unwrap(), "height": h.parse::<u32>().unwrap(), "pixelRatio": 1, "touch": true, "mobile": true});
        caps.add_experimental_option("mobileEmulation", json!({"deviceMetrics": metrics}))
            .unwrap();
    }
    let d = WebDriver::new(format!("http://127.0.0.1:{port}"), caps).await.unwrap();
    d.goto("about:blank").await.unwrap();
    let (w, _) = size.split_once(',').unwrap();
    let width = if touch { "screen.width" } else { "innerWidth" };
    assert_eq!(
        eval(&d, width).await,
        json!(w.parse::<u32>().unwrap()),
        "the window is {size}"
    );
    d
}

/// Runs a JavaScript expression; its value.
pub async fn eval(d: &WebDriver, expr: &str) -> Value {
    d.execute(format!("return ({expr});"), vec![])
        .await
        .unwrap()
        .json()
        .clone()
}

/// Waits (bounded) until a JavaScript expression is truthy; returns its value.
pub async fn until(d: &WebDriver, expr: &str, what: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        // A page in the middle of loading has no script context yet: that is "not yet".
        let v = match d.execute(format!("return ({expr});"), vec![]).await {
            Ok(v) => v.json().clone(),
            Err(_) => Value::Null,
        };
        if !(v.is_null() || v == json!(false) || v == json!("") || v == json!(0)) {
            return v;
        }
        if Instant::now() >= deadline {
            // What the page showed, and the sentence it said, for whoever reads the failure.
            let shot = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/screenshots/failed.png");
            let _ = d.screenshot(&shot).await;
            let said = d
                .execute("return [...document.querySelectorAll('[role=alert], .error, .field-error')].map(e => e.textContent).join(' | ');", vec![])
                .await
                .map(|v| v.json().clone())
                .unwrap_or_default();
            panic!("waited too long for {what}; the page says: {said}");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The text the first element `selector` matches shows, once it is there and says something
/// (a refusal beside its field, a verdict): as [`until`] gives it.
pub async fn text(d: &WebDriver, selector: &str, what: &str) -> Value {
    let expr = format!("document.querySelector({}).textContent", json!(selector));
    until(d, &expr, what).await
}

/// Runs `script` on page `d` (what a person's taps would do, where a tap is not the point).
pub async fn run(d: &WebDriver, script: &str) {
    d.execute(script, vec![]).await.unwrap();
}

/// Picks `value` in the drop-down `select` once it offers it (`what` names it for a failure).
pub async fn pick(d: &WebDriver, select: &str, value: &str, what: &str) {
    let offered = format!("document.querySelector('{select} option[value=\"{value}\"]')");
    until(d, &offered, what).await;
    set(d, select, value).await;
}

/// Opens the Tirar screen with character `cid` chosen in its panel (`what` names it for a
/// failure).
pub async fn roll_with(d: &WebDriver, cid: &str, what: &str) {
    screen(d, "tirar").await;
    pick(d, "#roll-character", cid, what).await;
}

/// Sets a field's value as typing would (input and change events).
pub async fn set(d: &WebDriver, selector: &str, value: &str) {
    d.execute(
        "const e = document.querySelector(arguments[0]); e.value = arguments[1]; \
         e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true}));",
        vec![json!(selector), json!(value)],
    )
    .await
    .unwrap();
}

/// Clicks an element as a person would, once it is in the middle of the screen and nothing
/// covers it: the driver would leave it under the phone's fixed tab bar, and a page still
/// settling (a list filled in, a sheet re-drawn by a live event) can move or replace it after
/// the scroll, so scroll and click are tried again until the click lands.
pub async fn tap(d: &WebDriver, selector: &str) {
    let uncovered = "const e = document.querySelector(arguments[0]); e.scrollIntoView({block: 'center'}); \
         const r = e.getBoundingClientRect(); \
         const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); \
         return top !== null && (top === e || e.contains(top));";
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let clear = d.execute(uncovered, vec![json!(selector)]).await.unwrap();
        // Past the deadline the driver's own click decides (its hit test, its error).
        let clicked = match clear.json() == &json!(true) || Instant::now() >= deadline {
            true => match d.find(By::Css(selector)).await {
                Ok(e) => e.click().await,
                Err(e) => Err(e),
            },
            false => Err(WebDriverError::FatalError("covered by another element".into())),
        };
        match clicked {
            Ok(()) => return,
            Err(e) if Instant::now() >= deadline => panic!("could not tap {selector}: {e}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// Shows one screen of the table page (a tab on a phone; beside the others on a laptop).
pub async fn screen(d: &WebDriver, pane: &str) {
    d.execute(
        "document.getElementById('tab-' + arguments[0]).click()",
        vec![json!(pane)],
    )
    .await
    .unwrap();
}

/// Nothing on the page is wider than the window: neither the page nor any screen scrolls
/// sideways. Names the widest culprit when something does.
pub async fn assert_no_sideways_scroll(d: &WebDriver, what: &str) {
    let v = eval(
        d,
        "(() => { const w = document.documentElement.clientWidth; \
           const page = document.documentElement.scrollWidth; \
           const panes = [...document.querySelectorAll('.pane')].filter(p => p.offsetParent) \
             .map(p => [p.id, p.scrollWidth - p.clientWidth]); \
           const wide = [...document.querySelectorAll('body *')].filter(e => e.offsetParent && e.getBoundingClientRect().right > w + 1) \
             .map(e => e.tagName + '#' + e.id + '.' + e.className).slice(0, 3); \
           return {w, page, panes, wide}; })()",
    )
    .await;
    let w = v["w"].as_i64().unwrap();
    let page = v["page"].as_i64().unwrap();
    let panes_ok = v["panes"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p[1].as_i64().unwrap() <= 0);
    assert!(page <= w && panes_ok, "{what} scrolls sideways: {v}");
}

/// The page's member joins through the invite link with `name`.
pub async fn join(d: &WebDriver, invite: &str, name: &str) {
    d.goto(invite).await.unwrap();
    set(d, "#join-form input[name=name]", name).await;
    tap(d, "#join-button").await;
    until(
        d,
        "document.getElementById('log').getAttribute('aria-busy') === 'false'",
        "the table page",
    )
    .await;
}

/// The page this browser is on again, in English (`?lang=en`).
pub async fn in_english(d: &WebDriver) {
    let url = d.current_url().await.unwrap();
    let english = format!("{}?lang=en", url.as_str().split('?').next().unwrap());
    d.goto(&english).await.unwrap();
    until(
        d,
        "document.getElementById('log').getAttribute('aria-busy') === 'false'",
        "the English page",
    )
    .await;
}

/// The GM's new table of `system` from the home page: its invite link.
pub async fn new_table(gm: &WebDriver, base: &str, system: &str) -> String {
    gm.goto(base).await.unwrap();
    set(gm, "input[name=name]", "La torre").await;
    let invite = create_table(gm, system).await;
    hide_link(gm).await;
    invite
}

/// The GM's invite link, once it is one: the server writes it as a path and the page's script
/// makes it a whole address (app.js); read before that, it is no link to open.
pub const INVITE: &str = "document.getElementById('invite-link') && document.getElementById('invite-link').value.startsWith('http') && document.getElementById('invite-link').value";

/// Creates the table named on the home page's form, for `system`, with «Dire» as its GM: its
/// invite link, with the GM's personal link still shown.
pub async fn create_table(gm: &WebDriver, system: &str) -> String {
    set(gm, "input[name=gm_name]", "Dire").await;
    set(gm, "#system", system).await;
    tap(gm, "#create-button").await;
    let invite = until(gm, INVITE, "the invite link").await;
    invite.as_str().unwrap().to_string()
}

/// The answer of `POST /api/tables/{id}{path}` with `body`, sent by the page's member.
pub async fn post(d: &WebDriver, path: &str, body: Value) -> Value {
    let script = "const done = arguments[2]; \
        fetch(location.pathname.replace('/mesa/', '/api/tables/') + arguments[0], {method: 'POST', \
          headers: {'content-type': 'application/json'}, body: JSON.stringify(arguments[1])}).then(r => r.json()).then(done);";
    let answer = d.execute_async(script, vec![json!(path), body]).await.unwrap();
    answer.json().clone()
}

/// The page's member joins with `name` and makes a character of `sheet`: its id.
pub async fn seat_with(d: &WebDriver, invite: &str, name: &str, sheet: Value) -> String {
    join(d, invite, name).await;
    post(d, "/characters", sheet).await["id"].as_str().unwrap().to_string()
}

/// Shows the page as its reader's system theme says: `dark` or `light` (`prefers-color-scheme`,
/// through the DevTools protocol).
pub async fn theme(d: &WebDriver, scheme: &str) {
    d.cdp()
        .send_raw(
            "Emulation.setEmulatedMedia",
            json!({"features": [{"name": "prefers-color-scheme", "value": scheme}]}),
        )
        .await
        .unwrap();
}

/// The visible elements of `selector` whose text reads at less than 4.5:1 against what is
/// behind it (WCAG's contrast ratio, the background found up the tree), as
/// `[text, ratio]` pairs; and how many were measured.
pub async fn low_contrast(d: &WebDriver, selector: &str) -> (Vec<Value>, usize) {
    let v = eval(
        d,
        &format!(
            "(() => {{ \
               const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number); \
               const lum = ([r, g, b]) => [r, g, b].map((x) => {{ x /= 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; }}) \
                 .reduce((s, x, i) => s + x * [0.2126, 0.7152, 0.0722][i], 0); \
               const back = (e) => {{ for (; e; e = e.parentElement) {{ const c = rgb(getComputedStyle(e).backgroundColor); \
                 if (c.length === 3 || (c.length === 4 && c[3] > 0)) return c.slice(0, 3); }} return [255, 255, 255]; }}; \
               const all = [...document.querySelectorAll({selector:?})].filter((e) => e.offsetParent && e.textContent.trim()); \
               const low = all.map((e) => {{ const a = lum(rgb(getComputedStyle(e).color)), b = lum(back(e)); \
                 return [e.textContent.trim(), (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)]; }}).filter(([, r]) => r < 4.5); \
               return {{low, n: all.length}}; }})()"
        ),
    )
    .await;
    (
        v["low"].as_array().cloned().unwrap_or_default(),
        v["n"].as_u64().unwrap_or(0) as usize,
    )
}

/// Opens the sheet editor's card on the Ficha screen (already open on a player's first screen,
/// issue 27 point 4; opening it again keeps it open).
pub async fn open_editor(d: &WebDriver) {
    screen(d, "ficha").await;
    run(
        d,
        "const c = document.getElementById('sheet-card'); c.scrollIntoView({block: 'center'}); c.open = true;",
    )
    .await;
}

/// What the page's live regions say, as the browser's accessibility tree holds them (the
/// DevTools protocol's `Accessibility.getFullAXTree`, what a screen reader reads): the text of
/// each outermost region that is `polite` or `assertive`.
pub async fn spoken(d: &WebDriver) -> Vec<String> {
    let tree = d
        .cdp()
        .send_raw("Accessibility.getFullAXTree", json!({}))
        .await
        .unwrap();
    let nodes = tree["nodes"].as_array().cloned().unwrap_or_default();
    let by_id: std::collections::HashMap<&str, &Value> =
        nodes.iter().filter_map(|n| Some((n["nodeId"].as_str()?, n))).collect();
    let prop = |n: &Value, name: &str| {
        n["properties"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == name))
            .map(|p| p["value"]["value"].clone())
    };
    let live = |n: &Value| {
        matches!(
            prop(n, "live").as_ref().and_then(Value::as_str),
            Some("polite" | "assertive")
        )
    };
    let mut out = vec![];
    for n in &nodes {
        let parent = n["parentId"].as_str().and_then(|p| by_id.get(p));
        if !live(n) || parent.is_some_and(|p| live(p)) {
            continue;
        }
        // The region's words: its static text, depth first.
        let mut words = vec![];
        let mut stack: Vec<&Value> = vec![n];
        while let Some(x) = stack.pop() {
            if x["role"]["value"] == "StaticText" {
                words.push(x["name"]["value"].as_str().unwrap_or("").to_string());
            }
            let kids = x["childIds"].as_array().cloned().unwrap_or_default();
            stack.extend(kids.iter().rev().filter_map(|k| by_id.get(k.as_str()?).copied()));
        }
        let said = words.join("").trim().to_string();
        if !said.is_empty() {
            out.push(said);
        }
    }
    out
}
