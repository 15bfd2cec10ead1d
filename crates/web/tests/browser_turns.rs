//! A Fate exchange with zones on the *Combate* screen, in real browsers (issue #16): the GM on a
//! 1366×768 laptop starts the fight from the form, steps it with the keyboard, adds a zone and
//! moves Rita, and marks her stress from her row; Ana, on a 390×844 phone, sees that it is her
//! turn in words and rolls from the tracker, the roll shown under her turn; the GM then drives her
//! attack on the Matón from the tracker. Screenshots in `target/screenshots/turns-*.png`.

mod harness;

use harness::*;
use serde_json::json;
use thirtyfour::prelude::*;

/// Whose turn the page says it is, and the round.
const HEAD: &str = "(document.getElementById('turn-head') || {textContent: ''}).textContent";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fate_exchange_with_zones_from_the_gm_laptop_and_the_players_phone() {
    let Some((room, invite)) = Room::with_table("turns", "fate").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let sheet = json!({"nombre": "Rita", "habilidades": {"Alerta": 2, "Coraje": 1, "Pelear": 2}});
    let rita = seat_with(ana, &invite, "Ana", sheet).await;
    hide_link(ana).await;

    // The GM starts the fight from the form: Rita, two extras, two zones.
    until(
        gm,
        &format!("document.querySelector('#turns-form input[name=who][value=\"{rita}\"]')"),
        "Rita in the form",
    )
    .await;
    tap(gm, "#show-combat").await;
    tap(gm, "#turns-new summary").await;
    set(gm, "#turns-form textarea[name=extras]", "Matón 3\nJefe 1").await;
    set(gm, "#turns-form input[name=zonas]", "Barra, Cocina").await;
    tap(gm, "#turns-button").await;
    let head = until(gm, &format!("{HEAD}.includes('Matón') && {HEAD}"), "the tracker").await;
    assert_eq!(head, json!("Intercambio 1 · actúa: Matón · Conflicto físico"));
    // Words, not only colour: the current row says so.
    let now = eval(
        gm,
        "document.querySelector('.turn-order li[aria-current=true] .turn-mark').textContent",
    )
    .await;
    assert_eq!(now, json!("▶ actúa"));
    let order = eval(
        gm,
        "[...document.querySelectorAll('.turn-order li > div > strong')].map(s => s.textContent).join(', ')",
    )
    .await;
    assert_eq!(
        order,
        json!("Matón, Rita, Jefe"),
        "F L108–L110: Alerta, then the player's character on the tie"
    );

    // The keyboard steps it: Enter on the focused button.
    gm.find(By::Id("next-turn"))
        .await
        .unwrap()
        .send_keys(Key::Enter)
        .await
        .unwrap();
    until(gm, &format!("{HEAD}.includes('actúa: Rita')"), "Rita's turn").await;
    screen(ana, "combate").await;
    let yours = until(
        ana,
        "(document.querySelector('.your-turn') || {textContent: ''}).textContent",
        "Ana's turn",
    )
    .await;
    assert!(yours.as_str().unwrap().starts_with("Es tu turno: Rita"), "{yours}");
    assert_eq!(
        eval(ana, "!!document.getElementById('next-turn')").await,
        json!(false),
        "players cannot step"
    );
    shot(ana, "turns-your-turn-phone.png").await;
    assert_no_sideways_scroll(ana, "the phone's Combate screen").await;

    // Zones: a new one, and Rita runs to it; every page lists who stands where.
    set(gm, "#zone-name", "Calle").await;
    run(gm, "document.getElementById('zone-form').requestSubmit()").await;
    until(gm, "document.querySelector('select[data-move=\"1\"]') && document.querySelector('select[data-move=\"1\"]').options.length === 3", "the new zone").await;
    set(gm, "select[data-move=\"1\"]", "2").await;
    for d in [&gm, &ana] {
        until(
            d,
            "[...document.querySelectorAll('.zones li')].some(l => l.textContent === 'Calle: Rita')",
            "Rita in the street",
        )
        .await;
    }
    // The Matón's blow: two shifts on Rita's Salud, through her state event, from her row.
    set(gm, &format!("#st-turn-{rita}-n"), "2").await;
    run(
        gm,
        &format!("document.getElementById('st-turn-{rita}-n').form.requestSubmit()"),
    )
    .await;
    until(
        ana,
        "[...document.querySelectorAll('.turn-order .state')].some(s => s.textContent.includes('.x...'))",
        "Rita's stress on the tracker",
    )
    .await;

    // Ana rolls from the tracker: the roll panel with Rita chosen.
    tap(ana, "#turn-roll").await;
    until(
        ana,
        &format!("document.getElementById('roll-character').value === '{rita}'"),
        "Rita in the panel",
    )
    .await;
    tap(ana, "#roll-button").await;
    until(ana, "document.querySelector('#result .roll-card')", "Ana's roll").await;
    // Her roll was on her turn: the tracker shows it under Rita, on both pages.
    for d in [&gm, &ana] {
        until(
            d,
            "[...document.querySelectorAll('.turn-order li[aria-current=true] .turn-roll')].some(p => p.textContent.startsWith('Tirada en su turno: '))",
            "the roll under Rita's turn",
        )
        .await;
    }

    // A blow reaches only its own zone (F102–F104, issue 25 point 10): Rita runs back to the
    // bar, where the Matón stands, before she hits him.
    set(gm, "select[data-move=\"1\"]", "0").await;
    for d in [&gm, &ana] {
        until(
            d,
            "[...document.querySelectorAll('.zones li')].some(l => l.textContent.startsWith('Barra: ') && l.textContent.includes('Rita'))",
            "Rita back in the bar",
        )
        .await;
    }
    // The GM drives Rita's attack on the Matón from her row: the engine rolls attack and
    // defence, and the outcome shows under her turn; the Matón's own track is on his row.
    until(
        gm,
        "document.querySelector('#attack-form select[name=defensor]')",
        "the attack form",
    )
    .await;
    assert_eq!(
        eval(
            gm,
            "document.querySelector('#attack-form select[name=defensor]').selectedOptions[0].textContent"
        )
        .await,
        json!("Matón")
    );
    tap(gm, "#attack-button").await;
    for d in [&gm, &ana] {
        until(
            d,
            "[...document.querySelectorAll('.turn-order .turn-roll')].some(p => p.textContent.startsWith('Atacar a Matón: '))",
            "the attack under Rita's turn",
        )
        .await;
    }
    let track = eval(ana, "document.querySelector('.turn-order li .state').textContent").await;
    assert!(
        track.as_str().unwrap().contains("Salud"),
        "the Matón's stress track: {track}"
    );

    screen(ana, "combate").await;
    shot(ana, "turns-fate-phone.png").await;
    shot(gm, "turns-fate-laptop.png").await;
    assert_no_sideways_scroll(gm, "the laptop with the fight").await;
    room.close().await;
}
