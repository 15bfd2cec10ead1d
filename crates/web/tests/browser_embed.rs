//! The embed surface in a real browser (issue 28 point 4): a page on a site listed with
//! `--incrustar-en` frames `/embed/mesa/{id}`, which shows the table's rolls with the token of
//! its link's fragment (and takes it out of the address), and calls the API with that token
//! across origins; a page on a site not listed is refused both.

mod harness;

use harness::*;
use serde_json::{json, Value};
use thirtyfour::prelude::*;

/// What another site's page does with an embed link: frames the view and reads the table with
/// the token. Where the table is and the token come in the page's own fragment.
const HOST_PAGE: &str = r##"<!doctype html><meta charset="utf-8"><title>VTT</title>
<body><p id="cors">…</p><iframe id="f" width="380" height="500"></iframe>
<script>
const p = new URLSearchParams(location.hash.slice(1));
const base = p.get("base"), id = p.get("id"), key = p.get("clave");
const f = document.getElementById("f");
f.onload = () => { document.body.dataset.framed = "1"; };
f.src = base + "/embed/mesa/" + id + "#clave=" + encodeURIComponent(key);
fetch(base + "/api/tables/" + id, { headers: { authorization: "Bearer " + key } })
  .then((r) => r.json())
  .then((t) => { document.getElementById("cors").textContent = "ok:" + t.name; })
  .catch((e) => { document.getElementById("cors").textContent = "refused:" + e.name; });
</script>"##;

/// Runs `script` (its last argument the callback) in the page: what it hands back.
async fn call(d: &WebDriver, script: &str, args: Vec<Value>) -> Value {
    d.execute_async(script, args).await.unwrap().json().clone()
}

/// Inside the page's frame: whether it shows the embed view, and its first roll's verdict.
async fn in_frame(d: &WebDriver, wait: bool) -> Value {
    d.enter_frame(0).await.unwrap();
    let seen = if wait {
        until(
            d,
            "document.querySelector('#log .roll-card .verdict') && \
             {verdict: document.querySelector('#log .roll-card .verdict').textContent, url: location.href, \
              name: document.getElementById('embed-name').textContent}",
            "the roll in the embedded view",
        )
        .await
    } else {
        // A refused frame holds the browser's error page, whose script may not even run.
        d.execute("return !!document.getElementById('embed');", vec![])
            .await
            .map(|v| v.json().clone())
            .unwrap_or(json!(false))
    };
    d.enter_default_frame().await.unwrap();
    seen
}

/// Opens the embedding page at `url` and waits for what its own call to the API said
/// (`#cors`: `ok:NAME`, or `refused:` and the browser's error).
async fn api_call_from(d: &WebDriver, url: &str, what: &str) -> serde_json::Value {
    d.goto(url).await.unwrap();
    let said = "document.getElementById('cors').textContent !== '…' && document.getElementById('cors').textContent";
    until(d, said, what).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_listed_site_embeds_the_table_and_calls_its_api_and_another_cannot() {
    if !browser_installed() {
        return;
    }
    let page = || {
        vec![(
            "/".to_string(),
            HOST_PAGE.as_bytes().to_vec(),
            "text/html; charset=utf-8",
        )]
    };
    let (listed, other) = (static_site(page()).await, static_site(page()).await);
    let dir = std::env::temp_dir().join(format!("tirada-embed-{}", tirada_web::table::secret::new_id()));
    let options = tirada_web::ServeOptions {
        embed_origins: vec![listed.clone()],
        ..Default::default()
    };
    let (base, port, _driver) = start_with(&dir, options).await;
    let d = browser(port, &dir.join("vtt"), LAPTOP).await;

    // The GM's table and a roll, through the API.
    d.goto(&base).await.unwrap();
    let made = call(
        &d,
        "fetch('/api/tables', {method: 'POST', headers: {'content-type': 'application/json'}, \
           body: JSON.stringify({name: 'La cripta', gm_name: 'Dire', system: 'portal'})}) \
         .then(r => r.json()).then(t => fetch('/api/tables/' + t.id + '/rolls', {method: 'POST', \
           headers: {'content-type': 'application/json', authorization: 'Bearer ' + t.gm_token}, \
           body: JSON.stringify({request: {}})}).then(r => r.json()).then(r => ({...t, roll: r}))) \
         .then(arguments[0]);",
        vec![],
    )
    .await;
    let (id, token) = (made["id"].as_str().unwrap(), made["gm_token"].as_str().unwrap());
    let verdict = made["roll"]["explanation"]["headline"]
        .as_str()
        .expect("the roll's headline");
    let fragment = format!("#base={base}&id={id}&clave={token}");

    // The listed site: the view is framed and shows the roll, and the API answers its page.
    let cors = api_call_from(&d, &format!("{listed}/{fragment}"), "the listed page's API call").await;
    assert_eq!(cors, json!("ok:La cripta"));
    let seen = in_frame(&d, true).await;
    assert_eq!(seen["verdict"], json!(verdict), "{seen}");
    assert_eq!(seen["name"], json!("La cripta"));
    let url = seen["url"].as_str().unwrap();
    assert!(
        !url.contains(token) && !url.contains('#'),
        "the token stays in the address: {url}"
    );
    shot(&d, "embed-listed-laptop.png").await;

    // Another site: the browser refuses the frame and keeps the API's answer from its page.
    let cors = api_call_from(&d, &format!("{other}/{fragment}"), "the other page's API call").await;
    assert_eq!(cors, json!("refused:TypeError"));
    until(&d, "document.body.dataset.framed", "the refused frame's load").await;
    assert_eq!(
        in_frame(&d, false).await,
        json!(false),
        "the view was framed by a site not listed"
    );
    shot(&d, "embed-refused-laptop.png").await;

    d.quit().await.unwrap();
    std::fs::remove_dir_all(&dir).ok();
}
