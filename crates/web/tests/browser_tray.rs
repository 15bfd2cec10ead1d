//! La bandeja in a real browser (issue 28 point 3): opened once from the server, then used with
//! the network switched off (Chromium's offline emulation) in all five systems — odds equal to
//! the play layer's, a roll each, typed dice read with their exact chance, PORTAL's reroll with
//! advice, the history kept on the device across a reload; and the files `tirada bandeja DIR`
//! writes, served by a file server of the test's own. Screenshots on a phone and a laptop.

mod harness;

use harness::*;
use serde_json::{json, Value};
use thirtyfour::prelude::*;
use tirada_web::table::play::{self, System};

/// Each system's fields set as a person would, and the request they make.
/// A system, its fields as typed, and the request they make.
type Play = (&'static str, &'static [(&'static str, &'static str)], &'static str);

const PLAYS: [Play; 5] = [
    (
        "portal",
        &[("malestar", "1"), ("dif", "5")],
        r#"{"malestar":1,"fortaleza":0,"suerte":0,"heridas":0,"dif":5}"#,
    ),
    (
        "hitos",
        &[("car", "4"), ("hab", "3"), ("dif", "15")],
        r#"{"car":4,"hab":3,"dif":15}"#,
    ),
    ("fate", &[("hab", "3"), ("dif", "2")], r#"{"hab":3,"dif":2}"#),
    ("chasis", &[("mod", "2"), ("dif", "13")], r#"{"mod":2,"dif":13}"#),
    (
        "mirilla",
        &[("seguidos", "3"), ("minimo", "5")],
        r#"{"seguidos":3,"minimo":5}"#,
    ),
];

/// The odds table on the tray: `{outcome: fraction}`.
const SHOWN_ODDS: &str = "Object.fromEntries([...document.querySelectorAll('#odds-table tr')].map(tr => [tr.dataset.outcome, tr.querySelector('.frac').textContent]))";

/// Waits for the tray to be ready (the engine loaded, the form live).
async fn ready(d: &WebDriver) {
    until(
        d,
        "document.getElementById('tray-form') && document.getElementById('tray-form').getAttribute('aria-busy') === 'false' && document.getElementById('odds-table')",
        "the tray",
    )
    .await;
}

/// Plays every system on the tray: the odds equal the play layer's, and a roll gives a card.
async fn every_system(d: &WebDriver) {
    for (system, fields, request) in PLAYS {
        set(d, "#tray-system", system).await;
        for (k, v) in fields {
            set(d, &format!("#tray-{k}"), v).await;
        }
        let request: Value = serde_json::from_str(request).unwrap();
        let sys = System::from_word(system).unwrap();
        let exact = play::odds(sys, &play::ruleset(sys, None).unwrap(), &request, None).unwrap();
        let table = exact.get("outcomes").unwrap_or(&exact["distribution"]);
        let shown = until(d, SHOWN_ODDS, &format!("{system}'s odds")).await;
        if let Some(outcomes) = table.as_object() {
            for (word, p) in outcomes {
                assert_eq!(shown[word], *p, "{system} {word}: {shown} vs {exact}");
            }
        } else {
            assert!(!shown.as_object().unwrap().is_empty(), "{system}: {shown}");
        }
        tap(d, "#tray-roll").await;
        until(
            d,
            &format!("document.querySelector('#tray-history li[data-system={system}]') && document.querySelector('#tray-result .roll-card .verdict').textContent"),
            &format!("{system}'s roll"),
        )
        .await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_tray_works_offline_after_the_first_visit_in_every_system() {
    if !engine_built() {
        return;
    }
    let Some((dir, base, port, _driver)) = stage("tray").await else {
        return;
    };
    let d = browser(port, &dir.join("phone"), PHONE).await;
    let started = std::time::Instant::now();
    d.goto(&format!("{base}/bandeja")).await.unwrap();
    ready(&d).await;
    shot(&d, "tray-top-phone.png").await;
    eprintln!(
        "the tray was interactive {} ms after the address was asked",
        started.elapsed().as_millis()
    );
    // Installable: a manifest, and a service worker that controls the page and keeps its files.
    let manifest = eval(&d, "document.querySelector('link[rel=manifest]').href").await;
    assert!(
        manifest.as_str().unwrap().ends_with("/bandeja/manifest.webmanifest"),
        "{manifest}"
    );
    until(
        &d,
        "navigator.serviceWorker.controller && document.getElementById('tray-offline').textContent",
        "the service worker",
    )
    .await;

    // The network off: the page, the engine and the words come from the device.
    d.cdp().send_raw("Network.enable", json!({})).await.unwrap();
    d.cdp()
        .send_raw(
            "Network.emulateNetworkConditions",
            json!({"offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}),
        )
        .await
        .unwrap();
    d.refresh().await.unwrap();
    ready(&d).await;
    let reached = d
        .execute_async(
            "fetch(arguments[0]).then(() => arguments[1]('reached'), () => arguments[1]('offline'));",
            vec![json!(format!("{base}/healthz"))],
        )
        .await
        .unwrap();
    assert_eq!(reached.json(), &json!("offline"), "the network is off");
    every_system(&d).await;
    shot(&d, "tray-phone.png").await;

    // Typed physical dice: read, with the exact chance of what they show (PORTAL, dif 4:
    // 5, 3, 1 is a success, 19/27 before rolling).
    set(&d, "#tray-system", "portal").await;
    set(&d, "#tray-dif", "4").await;
    run(&d, "document.getElementById('tray-typed').open = true").await;
    set(&d, "#tray-faces-blancos", "5, 3, 1").await;
    tap(&d, "#tray-roll").await;
    let chance = text(&d, "#tray-chance", "the typed roll's chance").await;
    assert!(chance.as_str().unwrap().contains("(19/27)"), "{chance}");
    let typed = eval(
        &d,
        "document.querySelector('#tray-result .roll-card').classList.contains('typed')",
    )
    .await;
    assert_eq!(typed, json!(true));
    shot(&d, "tray-typed-phone.png").await;

    // PORTAL's reroll with advice: Fortaleza 2 gives two; a die tapped is rolled again.
    set(&d, "#tray-faces-blancos", "").await;
    set(&d, "#tray-fortaleza", "2").await;
    // Fresh dice: a throw the engine has no choice to weigh on (no advice) is thrown again.
    let (mut advised, mut throws) = (false, 0);
    for _ in 0..8 {
        throws += 1;
        run(&d, "document.getElementById('tray-result').replaceChildren()").await;
        tap(&d, "#tray-roll").await;
        until(&d, "document.querySelector('#tray-result .roll-card')", "the roll").await;
        let advice = eval(
            &d,
            "(document.querySelector('#tray-result .advice') || {}).textContent || ''",
        )
        .await;
        if !advice.as_str().unwrap_or_default().is_empty() {
            advised = true;
            break;
        }
    }
    assert!(advised, "eight throws with Fortaleza 2 and no advice");
    tap(&d, "#tray-result .roll-card button.die").await;
    until(&d, "document.querySelector('#tray-result .moves')", "the rerolled die").await;
    shot(&d, "tray-reroll-phone.png").await;
    assert_no_sideways_scroll(&d, "the tray on a phone").await;

    // The history stays on the device: every roll, after a reload still offline.
    let rolls = eval(&d, "document.querySelectorAll('#tray-history li[data-system]').length").await;
    assert_eq!(
        rolls,
        json!(PLAYS.len() + 2 + throws),
        "five rolls, the typed one, the throws until one was advised ({throws}) and its reroll"
    );
    d.refresh().await.unwrap();
    ready(&d).await;
    assert_eq!(
        eval(&d, "document.querySelectorAll('#tray-history li[data-system]').length").await,
        rolls
    );

    d.quit().await.unwrap();
    std::fs::remove_dir_all(&dir).ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn the_written_tray_works_from_a_static_host() {
    if !engine_built() || !browser_installed() {
        return;
    }
    // What `tirada bandeja DIR` writes, as another host serves it (at its root; "/" is the
    // folder's index.html, as static hosts do).
    let dir = std::env::temp_dir().join(format!("tirada-tray-static-{}", tirada_web::table::secret::new_id()));
    let written = tirada_web::pages::tray::write(&dir.join("bandeja"), false).unwrap();
    let mut files: Vec<(String, Vec<u8>, &'static str)> = Vec::new();
    for f in tirada_web::pages::tray::files().unwrap() {
        assert!(written.contains(&f.name));
        let body = std::fs::read(dir.join("bandeja").join(f.name)).unwrap();
        if f.name == "index.html" {
            files.push(("/".into(), body.clone(), f.kind));
        }
        files.push((format!("/{}", f.name), body, f.kind));
    }
    let host = static_site(files).await;
    let (port, _driver) = chromedriver().await;
    let d = browser(port, &dir.join("laptop"), LAPTOP).await;
    d.goto(&format!("{host}/")).await.unwrap();
    ready(&d).await;
    every_system(&d).await;
    // In English, as the reader chose; the choice is kept on the device.
    tap(&d, "#tray-lang").await;
    ready(&d).await;
    assert_eq!(eval(&d, "document.documentElement.lang").await, json!("en"));
    assert_eq!(
        eval(&d, "document.getElementById('tray-roll').textContent").await,
        json!("Roll")
    );
    tap(&d, "#tray-roll").await;
    let headline = text(&d, "#tray-result .roll-card .verdict", "an English roll").await;
    // PORTAL again (the page starts there), worded in English.
    assert!(headline.as_str().unwrap().contains("against difficulty"), "{headline}");
    shot(&d, "tray-laptop.png").await;
    d.quit().await.unwrap();
    std::fs::remove_dir_all(&dir).ok();
}
