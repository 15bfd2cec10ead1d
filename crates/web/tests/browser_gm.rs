//! Running the game in real browsers (issue #16): the GM on a 1366×768 laptop, Ana and Bea on
//! 390×844 phones. A blind roll's card says so in words on every page and shows its dice only
//! to the GM; a whisper reaches its reader and the GM, never Bea; `/r 3d10km+7` is a card with
//! its exact odds; a request to everyone tracks who has rolled; the zombie horde runs on the
//! *Combate* screen. Screenshots in
//! `target/screenshots/gm-*.png`.

mod harness;

use harness::*;
use serde_json::json;
use thirtyfour::prelude::*;

/// The page's member joins with `name` and makes a Fate character.
async fn seat(d: &WebDriver, invite: &str, name: &str, character: &str) -> String {
    seat_with(
        d,
        invite,
        name,
        json!({"nombre": character, "pp": 2, "habilidades": {"Notar": 2}}),
    )
    .await
}

/// Types a line in the chat box and sends it.
async fn chat(d: &WebDriver, line: &str) {
    screen(d, "mesa").await;
    set(d, "#chat-text", line).await;
    d.execute("document.getElementById('chat-form').requestSubmit()", vec![])
        .await
        .unwrap();
    until(d, "document.getElementById('chat-text').value === ''", "the line sent").await;
}

/// The text of the log's entry `seq` on this page ('' when it has none).
fn entry(seq: i64) -> String {
    format!("(document.querySelector('#log li[data-seq=\"{seq}\"]') || {{textContent: ''}}).textContent")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn modes_whispers_the_chat_roller_and_requests_as_people_see_them() {
    if !browser_installed() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("tirada-gm-{}", tirada_web::table::secret::new_id()));
    let (base, port, _driver) = start(&dir).await;
    let gm = browser(port, &dir.join("gm"), LAPTOP).await;
    let ana = browser(port, &dir.join("ana"), PHONE).await;
    let bea = browser(port, &dir.join("bea"), PHONE).await;
    let invite = new_table(&gm, &base, "fate").await;
    let rosa = seat(&ana, &invite, "Ana", "Rosa").await;
    let lola = seat(&bea, &invite, "Bea", "Lola").await;

    // Ana rolls blind from her panel: her own card and Bea's show only the commitment, the GM's
    // the dice; every card says who sees it, in words.
    screen(&ana, "tirar").await;
    until(
        &ana,
        &format!("document.querySelector('#roll-character option[value=\"{rosa}\"]')"),
        "Rosa in the panel",
    )
    .await;
    set(&ana, "#roll-character", &rosa).await;
    set(&ana, "#roll-mode", "blind").await;
    tap(&ana, "#roll-button").await;
    let seq = until(
        &ana,
        "Number((document.querySelector('#result .roll-card') || {dataset: {}}).dataset.seq) || 0",
        "Ana's blind result",
    )
    .await;
    let seq = seq.as_i64().unwrap();
    let card = format!("#log .roll-card[data-seq=\"{seq}\"]");
    for (d, dice) in [(&gm, true), (&ana, false), (&bea, false)] {
        let badge = until(
            d,
            &format!("(document.querySelector('{card} .badge[data-mode=blind]') || {{}}).textContent"),
            "the blind badge",
        )
        .await;
        assert_eq!(badge, json!("a ciegas: solo el director la ve"));
        let shown = eval(d, &format!("!!document.querySelector('{card} .dice .die')")).await;
        assert_eq!(shown, json!(dice), "dice on the card");
    }
    assert!(
        eval(&ana, "document.querySelector('#result .commitment').textContent.length")
            .await
            .as_i64()
            .unwrap()
            > 20
    );
    screen(&gm, "mesa").await;
    gm.screenshot(&screenshots().join("gm-blind-laptop.png")).await.unwrap();
    screen(&ana, "mesa").await;
    ana.screenshot(&screenshots().join("gm-blind-phone.png")).await.unwrap();

    // The GM whispers to Ana; Bea never reads it, even once a later line has reached her.
    chat(&gm, "/w ana la puerta está abierta").await;
    let whisper = seq + 1;
    for d in [&gm, &ana] {
        until(
            d,
            &format!("{}.includes('la puerta está abierta')", entry(whisper)),
            "the whisper",
        )
        .await;
    }
    chat(&ana, "/r 3d10km+7").await;
    let rolled = seq + 2;
    for d in [&gm, &ana, &bea] {
        until(
            d,
            &format!(
                "(document.querySelector('#log .roll-card[data-seq=\"{rolled}\"] .odds-line') || {{}}).textContent"
            ),
            "the chat roll's odds",
        )
        .await;
    }
    let odds = eval(
        &bea,
        &format!("document.querySelector('#log .roll-card[data-seq=\"{rolled}\"] .odds-line').textContent"),
    )
    .await;
    assert!(odds.as_str().unwrap().contains("media 12,5"), "{odds}");
    assert_eq!(
        eval(&bea, &entry(whisper)).await,
        json!(""),
        "Bea has no whisper in her log"
    );
    assert!(
        !eval(&bea, "document.body.textContent.includes('la puerta está abierta')")
            .await
            .as_bool()
            .unwrap()
    );
    ana.screenshot(&screenshots().join("gm-whisper-phone.png"))
        .await
        .unwrap();

    // The GM asks everyone; Ana answers with one tap; the card tracks Rosa rolled, Lola not.
    screen(&gm, "tirar").await;
    until(
        &gm,
        "document.querySelectorAll('#ask-who input').length === 3",
        "the characters to ask",
    )
    .await;
    gm.execute("document.querySelector('#ask-who input[value=\"*\"]').click()", vec![])
        .await
        .unwrap();
    set(&gm, "#ask-form input[name=text]", "¿Oyes la puerta?").await;
    // The form speaks Fate: a skill the sheets hold against a step of the ladder by name, each
    // field labelled; on a phone, one column.
    let labelled = "[...document.querySelectorAll('#ask-form [data-request]')]\
        .every(f => f.labels.length === 1 && f.labels[0].textContent.trim().length > 1)";
    assert_eq!(eval(&gm, labelled).await, json!(true));
    let skills = eval(
        &gm,
        "[...document.querySelectorAll('#ask-habilidad option')].map(o => o.value)",
    )
    .await;
    assert_eq!(skills, json!(["Notar"]));
    set(&gm, "#ask-form input[name=habilidad]", "Notar").await;
    set(&gm, "#ask-form select[name=dif]", "3").await;
    gm.set_window_rect(0, 0, 390, 844).await.unwrap();
    screen(&gm, "tirar").await;
    gm.execute("document.getElementById('ask-card').scrollIntoView()", vec![])
        .await
        .unwrap();
    let columns = "new Set([...document.querySelectorAll('.ask-request > label')]\
        .map(l => Math.round(l.getBoundingClientRect().left))).size";
    assert_eq!(eval(&gm, columns).await, json!(1));
    assert_no_sideways_scroll(&gm, "the ask form").await;
    gm.screenshot(&screenshots().join("gm-ask-phone.png")).await.unwrap();
    gm.set_window_rect(0, 0, 1366, 768).await.unwrap();
    gm.execute("document.getElementById('ask-card').scrollIntoView()", vec![])
        .await
        .unwrap();
    gm.screenshot(&screenshots().join("gm-ask-laptop.png")).await.unwrap();
    tap(&gm, "#ask-button").await;
    let asked = seq + 3;
    let request = format!("#log .request-card[data-request=\"{asked}\"]");
    until(
        &ana,
        &format!(
            "(document.querySelector('{request} .prompt .odds-line') || {{textContent: '…'}}).textContent !== '…'"
        ),
        "Ana's prompt with its odds",
    )
    .await;
    let odds = eval(
        &ana,
        &format!("document.querySelector('{request} .prompt .odds-line').textContent"),
    )
    .await;
    assert!(odds.as_str().unwrap().contains('/'), "exact odds: {odds}");
    let words = eval(&ana, &format!("document.querySelector('{request} .hint').textContent")).await;
    assert_eq!(words, json!("Habilidad: Notar · Dificultad: Bueno (+3)"));
    ana.screenshot(&screenshots().join("gm-request-phone.png"))
        .await
        .unwrap();
    tap(&ana, &format!("{request} .request-roll")).await;
    for d in [&gm, &ana, &bea] {
        until(
            d,
            &format!("document.querySelector('{request} .rolled').textContent.includes('Rosa #')"),
            "Rosa rolled",
        )
        .await;
        let pending = eval(d, &format!("document.querySelector('{request} .pending').textContent")).await;
        assert!(
            pending.as_str().unwrap().contains("Lola") && !pending.as_str().unwrap().contains("Rosa"),
            "{pending}"
        );
    }
    assert_eq!(
        eval(&ana, &format!("document.querySelectorAll('{request} .prompt').length")).await,
        json!(0)
    );
    assert_eq!(
        eval(&bea, &format!("document.querySelectorAll('{request} .prompt').length")).await,
        json!(1)
    );
    screen(&gm, "mesa").await;
    gm.screenshot(&screenshots().join("gm-request-laptop.png"))
        .await
        .unwrap();
    bea.screenshot(&screenshots().join("gm-request-bea-phone.png"))
        .await
        .unwrap();
    for d in [&gm, &ana, &bea] {
        assert_no_sideways_scroll(d, "the table").await;
    }
    // Bea answers from her roll panel: what the GM asked is fixed there, and she spends a PP,
    // which the system leaves to her.
    screen(&bea, "mesa").await;
    tap(&bea, &format!("{request} .request-options")).await;
    until(&bea, "document.getElementById('answering')", "the panel answering").await;
    let fixed =
        "[document.querySelector('#roll-form [name=habilidad]'), document.querySelector('#roll-form [name=dif]')]\
        .map(f => f.value + (f.disabled ? ' fixed' : ''))";
    assert_eq!(eval(&bea, fixed).await, json!(["Notar fixed", "3 fixed"]));
    set(&bea, "#roll-form [name=pp]", "1").await;
    bea.screenshot(&screenshots().join("gm-answer-phone.png"))
        .await
        .unwrap();
    tap(&bea, "#roll-button").await;
    for d in [&gm, &ana, &bea] {
        until(
            d,
            &format!("document.querySelector('{request} .rolled').textContent.includes('Lola #')"),
            "Lola rolled",
        )
        .await;
    }
    until(
        &gm,
        &format!("document.querySelector('[data-state=\"{lola}\"]').textContent.startsWith('PP 1')"),
        "Lola's PP spent",
    )
    .await;
    assert_eq!(eval(&bea, "!!document.getElementById('answering')").await, json!(false));
    for d in [gm, ana, bea] {
        d.quit().await.unwrap();
    }
    std::fs::remove_dir_all(dir).ok();
}

/// The book's zombie horde on the *Combate* screen: the GM pastes the file and the cast dice,
/// plays the round and ends it; the GM's laptop and Ana's phone show the same standings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gm_runs_the_zombie_horde_on_the_combat_screen() {
    if !browser_installed() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("tirada-fight-{}", tirada_web::table::secret::new_id()));
    let (base, port, _driver) = start(&dir).await;
    let gm = browser(port, &dir.join("gm"), LAPTOP).await;
    let ana = browser(port, &dir.join("ana"), PHONE).await;
    let invite = new_table(&gm, &base, "portal").await;
    join(&ana, &invite, "Ana").await;
    until(
        &gm,
        "document.querySelector('#members').textContent.includes('Ana')",
        "Ana at the table",
    )
    .await;
    // On a laptop the Combate screen is a column the GM opens.
    tap(&gm, "#show-combat").await;
    until(
        &gm,
        "document.querySelector('.layout').classList.contains('fighting')",
        "the Combate column",
    )
    .await;
    gm.execute("document.querySelector('#pane-combate details').open = true", vec![])
        .await
        .unwrap();
    set(
        &gm,
        "#fight-form textarea[name=toml]",
        include_str!("../../../examples/portal/zombis.toml"),
    )
    .await;
    set(&gm, "#fight-form input[name=reparto]", "1,2,3,4,5,6,6,5,1,1,1,1").await;
    set(&gm, "#fight-form input[name=asiento]", "1").await;
    tap(&gm, "#fight-button").await;
    until(
        &gm,
        "document.querySelectorAll('table.fight tbody tr').length === 12",
        "the twelve participants",
    )
    .await;
    tap(&gm, "#next-round").await;
    until(
        &gm,
        "document.querySelector('#fight .verdict').textContent.startsWith('Asalto 1')",
        "round 1",
    )
    .await;
    tap(&gm, "#end-fight").await;
    for d in [&gm, &ana] {
        screen(d, "combate").await;
        until(d, "document.querySelector('#fight .verdict') && document.querySelector('#fight .verdict').textContent.includes('terminado')", "the fight over").await;
        let out = eval(d, "document.querySelectorAll('table.fight tr.out').length").await;
        assert_eq!(out, json!(4), "four citizens down, as the book says");
        assert_no_sideways_scroll(d, "the combat screen").await;
    }
    assert_eq!(
        eval(&ana, "!!document.getElementById('next-round')").await,
        json!(false),
        "only the GM advances"
    );
    gm.screenshot(&screenshots().join("gm-combat-laptop.png"))
        .await
        .unwrap();
    ana.screenshot(&screenshots().join("gm-combat-phone.png"))
        .await
        .unwrap();
    for d in [gm, ana] {
        d.quit().await.unwrap();
    }
    std::fs::remove_dir_all(dir).ok();
}

/// The GM's hidden PORTAL roll, rerolled while hidden: Ana's phone shows both sealed; the GM
/// reveals it from its card, and Ana's reveal card shows the roll as the reroll left it (the
/// die that changed, old → new), and the roll's card offers no second reveal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn revealing_a_hidden_roll_shows_its_reroll_too() {
    if !browser_installed() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("tirada-reveal-{}", tirada_web::table::secret::new_id()));
    let (base, port, _driver) = start(&dir).await;
    let gm = browser(port, &dir.join("gm"), LAPTOP).await;
    let ana = browser(port, &dir.join("ana"), PHONE).await;
    let invite = new_table(&gm, &base, "portal").await;
    join(&ana, &invite, "Ana").await;
    let request = json!({"request": {"dif": 3, "fortaleza": [1], "repetir": "ninguno"}, "mode": "gm"});
    let roll = post(&gm, "/rolls", request).await;
    let seq = roll["seq"].as_i64().unwrap();
    let die = &roll["roll"]["dice"][0];
    let body = json!({"color": die["color"], "face": die["face"]});
    let rerolled = post(&gm, &format!("/rolls/{seq}/reroll"), body).await;
    assert_eq!(rerolled["hidden"], true, "{rerolled}");
    screen(&ana, "mesa").await;
    until(&ana, &format!("{}.length > 0", entry(seq + 1)), "the sealed reroll").await;
    let sealed = "document.querySelectorAll('#log .roll-card .commitment').length";
    assert_eq!(eval(&ana, sealed).await, json!(2));
    screen(&gm, "mesa").await;
    tap(&gm, &format!("#log li[data-seq=\"{seq}\"] button.reveal")).await;
    let card = "#log li[data-kind=reveal] .roll-card";
    for d in [&gm, &ana] {
        until(
            d,
            &format!("document.querySelector('{card} .moves .move')"),
            "the reveal's reroll",
        )
        .await;
        let moved = eval(d, &format!("document.querySelectorAll('{card} .moves .move').length")).await;
        assert_eq!(moved, json!(1));
    }
    let again = format!("document.querySelectorAll('#log li[data-seq=\"{seq}\"] button.reveal').length");
    assert_eq!(eval(&gm, &again).await, json!(0));
    for d in [&gm, &ana] {
        d.execute(
            "document.querySelector(arguments[0]).scrollIntoView()",
            vec![json!(card)],
        )
        .await
        .unwrap();
    }
    ana.screenshot(&screenshots().join("gm-reveal-phone.png"))
        .await
        .unwrap();
    gm.screenshot(&screenshots().join("gm-reveal-laptop.png"))
        .await
        .unwrap();
    for d in [gm, ana] {
        d.quit().await.unwrap();
    }
    std::fs::remove_dir_all(dir).ok();
}
