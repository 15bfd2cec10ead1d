//! H213 from the table's roll form (issue 25): the GM, on a 1366×768 laptop, starts a Hitos
//! fight with Ana's character and an orc; Ana, on a 390×844 phone, attacks naming the orc
//! («Blanco», offered once the roll has a damage, and only among her own characters and those in
//! the GM's fight) with typed dice 10,10,4 — a double 10 — and «Secuela» words. Her roll card
//! says the secuela put on the orc, the log says it as the orc's change, and the orc's sheet
//! shows it on both screens. Screenshots in `target/screenshots/hitos-target-*.png`.

mod harness;

use harness::*;
use serde_json::json;

/// The names the «Blanco» list offers on page `d`.
const TARGETS: &str = "[...document.querySelectorAll('#roll-target option')].map(o => o.value).filter(Boolean)";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_attack_names_its_target_and_leaves_the_secuela_on_its_sheet() {
    let Some((room, invite)) = Room::with_table("hitos-target", "hitos").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let sheet = |name: &str, kind: &str| {
        json!({"nombre": name, "tipo": kind, "drama": if kind == "pj" { 1 } else { 0 },
               "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}})
    };
    let jakar = seat_with(ana, &invite, "Ana", sheet("Jakar", "pj")).await;
    hide_link(ana).await;
    let orc = post(gm, "/characters", sheet("Orco", "pnj")).await["id"]
        .as_str()
        .unwrap()
        .to_string();

    // Before any fight: the panel offers no target until the roll is an attack, and then only
    // Ana's own characters (the orc is the GM's and in no fight).
    screen(ana, "tirar").await;
    pick(ana, "#roll-character", &jakar, "Jakar in the panel").await;
    assert_eq!(
        eval(ana, "document.getElementById('roll-target').closest('label').hidden").await,
        json!(true)
    );
    set(ana, "#roll-form [name=dano]", "M").await;
    until(
        ana,
        "!document.getElementById('roll-target').closest('label').hidden",
        "the target field of an attack",
    )
    .await;
    assert_eq!(eval(ana, TARGETS).await, json!([]));

    // The GM starts the fight from the Combate form: both characters are in it.
    until(
        gm,
        &format!("document.querySelector('#turns-form input[name=who][value=\"{orc}\"]')"),
        "the orc in the fight form",
    )
    .await;
    tap(gm, "#show-combat").await;
    tap(gm, "#turns-new summary").await;
    tap(gm, "#turns-button").await;
    until(
        gm,
        "document.getElementById('turn-head') && ['Orco', 'Jakar'].every(n => document.getElementById('turns').textContent.includes(n))",
        "the fight under way",
    )
    .await;

    // Now Ana may name the orc: she attacks with typed dice, a double 10.
    pick(ana, "#roll-target", "Orco", "the orc offered as a target").await;
    assert_eq!(eval(ana, TARGETS).await, json!(["Orco"]));
    set(ana, "#roll-form select[name=caracteristica]", "reflejos").await;
    set(ana, "#roll-form [name=hab]", "").await;
    set(ana, "#roll-form [name=secuela]", "Brazo roto").await;
    set(ana, "#roll-form [name=dados]", "10,10,4").await;
    until(
        ana,
        "document.querySelector('#odds-table') && !document.querySelector('#roll-form .form-error').textContent",
        "the odds of the attack",
    )
    .await;
    run(
        ana,
        "document.querySelector('#roll-form fieldset.attack').scrollIntoView({block: 'center'})",
    )
    .await;
    shot(ana, "hitos-target-form-phone.png").await;
    tap(ana, "#roll-button").await;
    let said = "secuela temporal «Brazo roto» sobre Orco (una escena)";
    let card = until(
        ana,
        "(document.querySelector('#result .roll-card') || {}).textContent",
        "the roll card",
    )
    .await;
    assert!(card.as_str().unwrap().contains(said), "{card}");
    run(
        ana,
        "document.getElementById('result').scrollIntoView({block: 'start'})",
    )
    .await;
    shot(ana, "hitos-target-card-phone.png").await;
    assert_no_sideways_scroll(ana, "the attack with a target").await;

    // The orc's sheet shows it, for Ana and for the GM; the GM's log says it as the orc's change.
    let state = format!("(document.querySelector('[data-state=\"{orc}\"]') || {{}}).textContent");
    for d in [ana, gm] {
        until(
            d,
            &format!("({state} || '').includes('Brazo roto')"),
            "the secuela on the orc's sheet",
        )
        .await;
    }
    let line = until(
        gm,
        "[...document.querySelectorAll('#log li[data-kind=state_changed]')].map(l => l.textContent).find(t => t.includes('Orco')) || ''",
        "the orc's change in the log",
    )
    .await;
    assert!(line.as_str().unwrap().contains("Brazo roto"), "{line}");
    let roll = until(
        gm,
        "(document.querySelector('#log li[data-kind=roll]') || {}).textContent",
        "the roll in the GM's log",
    )
    .await;
    assert!(roll.as_str().unwrap().contains(said), "{roll}");
    run(
        gm,
        "document.querySelector('#log li[data-kind=state_changed]').scrollIntoView({block: 'center'})",
    )
    .await;
    shot(gm, "hitos-target-log-laptop.png").await;
    screen(ana, "ficha").await;
    run(
        ana,
        &format!("document.querySelector('[data-state=\"{orc}\"]').scrollIntoView({{block: 'center'}})"),
    )
    .await;
    shot(ana, "hitos-target-sheet-phone.png").await;
    room.close().await;
}
