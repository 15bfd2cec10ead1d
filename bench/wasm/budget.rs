//! The browser engine's size budget in a real browser (issue 28; not a test): the table page's
//! first load and la bandeja's time to interactive on the browser tests' phone profile.
//! `bench/wasm/run.sh` builds the modules, prints their sizes and runs this.
//!
//! - The table page: a fresh phone profile opens a new PORTAL table (the browser cache off), the
//!   engine module fetched as the roll panel fetches it; the bytes on the wire (the browser's
//!   `transferSize`: compressed bodies and headers) of the page and everything it loaded.
//! - La bandeja: `/bandeja/` opened on a fresh phone profile, first visit (nothing cached), and
//!   again (the service worker's copy), from the tirada server and from the written files on a
//!   plain static server; the time from the navigation's start to the tray's
//!   `tirada-bandeja-ready` mark (engine loaded, odds drawn), the median of RUNS.

#[path = "../../crates/web/tests/harness/mod.rs"]
mod harness;

use harness::*;
use serde_json::json;
use thirtyfour::prelude::*;

const RUNS: usize = 5;

/// The bytes on the wire of the page and every resource it loaded, and their count.
async fn wire(d: &WebDriver) -> (u64, u64) {
    let v = eval(
        d,
        "[performance.getEntriesByType('navigation'), performance.getEntriesByType('resource')].flat() \
         .reduce((a, e) => [a[0] + e.transferSize, a[1] + 1], [0, 0])",
    )
    .await;
    (v[0].as_u64().unwrap(), v[1].as_u64().unwrap())
}

/// Milliseconds from the navigation's start to the tray's ready mark.
async fn ready_ms(d: &WebDriver, url: &str) -> f64 {
    d.goto(url).await.unwrap();
    let v = until(
        d,
        "performance.getEntriesByName('tirada-bandeja-ready').length && performance.getEntriesByName('tirada-bandeja-ready')[0].startTime",
        "the tray",
    )
    .await;
    v.as_f64().unwrap()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// First visits and returns to the tray at `url`, each first visit on a fresh profile.
async fn tray_times(port: u16, dir: &std::path::Path, url: &str, what: &str) {
    let (mut first, mut again) = (Vec::new(), Vec::new());
    for run in 0..RUNS {
        let d = browser(port, &dir.join(format!("{what}-{run}")), PHONE).await;
        first.push(ready_ms(&d, url).await);
        until(&d, "navigator.serviceWorker.controller", "the service worker").await;
        again.push(ready_ms(&d, url).await);
        d.quit().await.unwrap();
    }
    println!(
        "la bandeja ({what}), phone {PHONE}: interactive after {:.0} ms on a first visit, {:.0} ms from the device's copy (medians of {RUNS}; first visits {first:.0?})",
        median(first.clone()),
        median(again)
    );
}

#[tokio::main]
async fn main() {
    assert!(
        browser_installed() && engine_built(),
        "the budget needs Chromium and the engine module"
    );
    let dir = std::env::temp_dir().join(format!("tirada-budget-{}", std::process::id()));
    let (base, port, _driver) = start(&dir).await;

    // The table page's first load, the engine included.
    let d = browser(port, &dir.join("table"), PHONE).await;
    new_table(&d, &base, "portal").await;
    d.cdp().send_raw("Network.enable", json!({})).await.unwrap();
    d.cdp()
        .send_raw("Network.setCacheDisabled", json!({"cacheDisabled": true}))
        .await
        .unwrap();
    d.refresh().await.unwrap();
    until(
        &d,
        "document.getElementById('log').getAttribute('aria-busy') === 'false'",
        "the table page",
    )
    .await;
    let loaded = eval(
        &d,
        "performance.getEntriesByType('resource').some(e => e.name.endsWith('/assets/tirada.wasm'))",
    )
    .await;
    if loaded != json!(true) {
        d.execute_async(
            "fetch('/assets/tirada.wasm').then(r => r.arrayBuffer()).then(() => arguments[0]())",
            vec![],
        )
        .await
        .unwrap();
    }
    let module = eval(
        &d,
        "performance.getEntriesByType('resource').find(e => e.name.endsWith('/assets/tirada.wasm')).transferSize",
    )
    .await;
    let (bytes, count) = wire(&d).await;
    let largest = eval(
        &d,
        "[performance.getEntriesByType('navigation'), performance.getEntriesByType('resource')].flat() \
         .sort((a, b) => b.transferSize - a.transferSize).slice(0, 6).map(e => e.name.replace(location.origin, '') + ' ' + e.transferSize)",
    )
    .await;
    println!("table page, the largest responses: {largest}");
    println!(
        "table page, first load: {bytes} bytes on the wire in {count} responses, of which the engine module {module} (gzip, as the server compresses it)"
    );
    d.quit().await.unwrap();

    // La bandeja from the server, and from the written files on a plain static host.
    tray_times(port, &dir, &format!("{base}/bandeja/"), "tirada serve").await;
    let mut files = Vec::new();
    for f in tirada_web::pages::tray::files().unwrap() {
        if f.name == "index.html" {
            files.push(("/".to_string(), f.body.to_vec(), f.kind));
        }
        files.push((format!("/{}", f.name), f.body.to_vec(), f.kind));
    }
    let host = static_site(files).await;
    tray_times(port, &dir, &format!("{host}/"), "static files, uncompressed").await;
    std::fs::remove_dir_all(&dir).ok();
}
