//! A character carried from one table to another in real browsers (issue 32): Ana, on a phone,
//! makes a one-time code for Rosa at «La torre» (shown once), brings her to the GM's new table
//! of the same system with it, is told in one sentence (es, then en) when a code does not work,
//! and brings a second Rosa with the file «Descargar su fichero» gives. Screenshots of both.

mod harness;

use harness::*;
use serde_json::json;
use thirtyfour::prelude::*;

/// The names of the characters on the page's list.
const NAMES: &str = "[...document.querySelectorAll('#characters li h3')].map(h => h.firstChild.textContent.trim())";

/// What the page says when `code` is brought and refused.
async fn refusal(d: &WebDriver, code: &str) -> String {
    set(d, "#arrive-form input[name=code]", code).await;
    tap(d, "#arrive-button").await;
    let said = text(d, "#arrive-form .form-error", "the refusal").await;
    said.as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_carries_her_character_to_another_table_by_code_and_by_file() {
    let Some((dir, base, port, _driver)) = stage("travel").await else {
        return;
    };
    let (gm, ana) = gm_and_phone(port, &dir).await;
    let invite = new_table(&gm, &base, "portal").await;
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 1}], "estado": {"pp": 2}});
    let rosa = seat_with(&ana, &invite, "Ana", sheet).await;
    let hurt = json!({"event": {"evento": "malestar", "count": 1, "reason": "frío"}});
    post(&ana, &format!("/characters/{rosa}/state"), hurt).await;
    let from = eval(&ana, "location.pathname").await;

    // The GM's next campaign, of the same system.
    gm.goto(&base).await.unwrap();
    set(&gm, "input[name=name]", "El puerto").await;
    let second = create_table(&gm, "portal").await;
    hide_link(&gm).await;

    // «Llevar a otra mesa» on Rosa: a code shown once. Her own live event draws her and takes
    // Ana on to «Tirar» (app.js): «Ficha» is shown once it has arrived.
    let row = format!("#characters li[data-id='{rosa}']");
    until(
        &ana,
        &format!("document.querySelector(\"{row} .travel summary\")"),
        "Rosa's travel",
    )
    .await;
    screen(&ana, "ficha").await;
    tap(&ana, &format!("{row} .travel summary")).await;
    let href = eval(
        &ana,
        &format!("document.querySelector(\"{row} a.travel-file\").getAttribute('href')"),
    )
    .await;
    assert!(
        href.as_str().unwrap().ends_with(&format!("/characters/{rosa}/travel")),
        "{href}"
    );
    tap(&ana, &format!("{row} .travel-make")).await;
    let code = until(
        &ana,
        "(document.querySelector('.travel-code') || {}).textContent",
        "the code",
    )
    .await;
    let code = code.as_str().unwrap().to_string();
    assert_eq!(code.len(), 10, "{code}");
    shot(&ana, "travel-code-phone.png").await;
    // Her file, as the link downloads it, for later.
    let file = ana
        .execute_async(
            "fetch(arguments[0]).then(r => r.text()).then(arguments[1])",
            vec![href.clone()],
        )
        .await
        .unwrap();
    let path = dir.join("rosa.json");
    std::fs::write(&path, file.json().as_str().unwrap()).unwrap();

    // At the new table: a wrong code first, one sentence beside the form.
    join(&ana, &second, "Ana").await;
    screen(&ana, "ficha").await;
    tap(&ana, "#arrive-card summary").await;
    let said = refusal(&ana, "noexiste22").await;
    assert!(said.contains("ese código no vale"), "{said}");
    shot(&ana, "travel-refused-phone.png").await;
    set(&ana, "#arrive-form input[name=code]", &code).await;
    tap(&ana, "#arrive-button").await;
    until(
        &ana,
        &format!("{NAMES}.includes('Rosa') || null"),
        "Rosa at the new table",
    )
    .await;
    // With her state, owned by Ana here.
    let boot = ana
        .execute_async(
            "fetch(location.pathname.replace('/mesa/', '/api/tables/')).then(r => r.json()).then(arguments[0])",
            vec![],
        )
        .await
        .unwrap();
    let there = boot.json()["characters"][0].clone();
    assert_eq!(
        (&there["state"]["malestar"], &there["state"]["pp"]),
        (&json!(1), &json!(2)),
        "{there}"
    );
    assert_no_sideways_scroll(&ana, "the phone with Rosa brought").await;
    // The GM sees her arrive.
    until(
        &gm,
        &format!("{NAMES}.includes('Rosa') || null"),
        "Rosa on the GM's page",
    )
    .await;
    shot(&gm, "travel-arrived-laptop.png").await;

    // In English, the used code is refused in English.
    let here = eval(&ana, "location.pathname").await;
    ana.goto(&format!("{base}{}?lang=en", here.as_str().unwrap()))
        .await
        .unwrap();
    screen(&ana, "ficha").await;
    tap(&ana, "#arrive-card summary").await;
    let said = refusal(&ana, &code).await;
    assert!(said.contains("used already"), "{said}");

    // The file brings her as well.
    let input = ana.find(By::Css("#arrive-form input[name=file]")).await.unwrap();
    input.send_keys(path.to_str().unwrap()).await.unwrap();
    set(&ana, "#arrive-form input[name=code]", "").await;
    tap(&ana, "#arrive-button").await;
    until(
        &ana,
        &format!("{NAMES}.filter(n => n === 'Rosa').length === 2 || null"),
        "a second Rosa, from the file",
    )
    .await;
    assert_ne!(from, eval(&ana, "location.pathname").await);
    shot(&ana, "travel-file-phone.png").await;
    gm.quit().await.unwrap();
    ana.quit().await.unwrap();
    std::fs::remove_dir_all(&dir).ok();
}
