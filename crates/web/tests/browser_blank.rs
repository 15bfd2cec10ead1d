//! Blank sheets that save (issue 27, point 1): in the Hitos, CHASIS and Fate editors a new
//! sheet starts blank with every choice the engine requires already on a value (no «—» it
//! would refuse), saves once it has a name, and a missing name is said next to its field in the
//! page's language — Spanish on a 390×844 phone, English on a 1366×768 laptop — with everything
//! typed kept. Screenshots in `target/screenshots/blank-*.png`.

mod harness;

use harness::*;
use serde_json::json;
use thirtyfour::prelude::*;

/// The sheet editor's field at `path`.
fn field(path: &str) -> String {
    format!("#sheet-fields [data-path=\"{path}\"]")
}

/// Waits for the sheet's preview (asked half a second after typing) to be answered: its box
/// grows or shrinks then, and a tap before it may land on another field.
async fn previewed(d: &WebDriver) {
    let done = "document.getElementById('sheet-text-derived').getAttribute('aria-busy') === 'false'";
    until(d, done, "the sheet's preview").await;
}

/// Saves the editor of page `d` without a name: the sentence `said` next to the name field,
/// the focus on it, the value typed in `kept` still there, nothing stored.
async fn refused_without_a_name(d: &WebDriver, kept: &str, said: &str) {
    set(d, &field(kept), "2").await;
    previewed(d).await;
    tap(d, "#save-character").await;
    let slot = format!(
        "(document.querySelector('{}').closest('label').querySelector('.field-error') || {{}}).textContent",
        field("nombre")
    );
    // The sheet's preview (half a second after typing) may say the server's words there first;
    // the save's own sentence replaces them.
    let settled = format!("{slot} === {}", json!(said));
    until(d, &settled, "the name's sentence").await;
    assert_eq!(eval(d, &slot).await, json!(said));
    let focused = eval(d, "document.activeElement.dataset.path").await;
    assert_eq!(focused, json!("nombre"));
    assert_eq!(
        eval(d, &format!("document.querySelector('{}').value", field(kept))).await,
        json!("2")
    );
}

/// A new blank sheet on page `d`: no required choice at «—», refused without a name, saved
/// with one (and nothing else typed but `kept`).
async fn blank_sheet_saves(d: &WebDriver, system: &str, (kept, said): (&str, &str), name: &str, tag: &str) {
    open_editor(d).await;
    until(
        d,
        &format!("document.querySelector('{}')", field("nombre")),
        "the blank sheet",
    )
    .await;
    let dashes = eval(
        d,
        "[...document.querySelectorAll('#sheet-fields select')].filter(s => s.value === '' && s.closest('.sheet-item') === null).map(s => s.dataset.path)",
    )
    .await;
    assert_eq!(dashes, json!([]), "{system}: required choices left at «—»");
    refused_without_a_name(d, kept, said).await;
    shot(d, &format!("blank-{tag}-refused.png")).await;
    set(d, &field("nombre"), name).await;
    previewed(d).await;
    tap(d, "#save-character").await;
    until(
        d,
        &format!("[...document.querySelectorAll('#characters h3')].some(h => h.textContent.startsWith('{name}'))"),
        &format!("{system}: the blank sheet saved"),
    )
    .await;
    assert_no_sideways_scroll(d, &format!("{system}'s saved blank sheet")).await;
    shot(d, &format!("blank-{tag}-saved.png")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blank_sheet_saves_in_each_system_and_says_what_is_missing_in_es_and_en() {
    let Some(room) = Room::open("blank").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    for (system, kept) in [
        ("hitos", "caracteristicas.fortaleza"),
        ("chasis", "cita"),
        ("fate", "refresco"),
    ] {
        let invite = room.table(system).await;
        // Ana on her phone, in Spanish.
        join(ana, &invite, "Ana").await;
        let es = (kept, "Escribe el nombre del personaje.");
        blank_sheet_saves(ana, system, es, "Blanca", &format!("{system}-phone-es")).await;
        // The GM on the laptop, in English.
        in_english(gm).await;
        let en = (kept, "Write the character's name.");
        blank_sheet_saves(gm, system, en, "Bruna", &format!("{system}-laptop-en")).await;
    }
}

/// The first screen (issue 27, point 4): a player who joins without a character lands on the
/// sheet editor, told what to do first, the name field focused; the Tirar screen says the same
/// with a button there; once the character is saved they are on Tirar with it chosen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_without_a_character_is_taken_to_make_one() {
    let Some((room, _)) = Room::with_ana("first", "portal").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let first = eval(
        ana,
        "[document.body.dataset.pane, (document.getElementById('first-steps') || {}).textContent, \
          document.getElementById('sheet-card').open, document.activeElement.name]",
    )
    .await;
    assert_eq!(first[0], json!("ficha"), "{first}");
    assert!(
        first[1].as_str().unwrap_or("").contains("Aún no tienes personaje"),
        "{first}"
    );
    assert_eq!((&first[2], &first[3]), (&json!(true), &json!("name")), "{first}");
    shot(ana, "first-screen-phone.png").await;
    // The GM is never sent there.
    assert_eq!(eval(gm, "document.getElementById('first-steps')").await, json!(null));
    // From Tirar, one button goes back to it.
    screen(ana, "tirar").await;
    tap(ana, "#first-make").await;
    assert_eq!(eval(ana, "document.body.dataset.pane").await, json!("ficha"));
    set(ana, "#sheet-form [name=name]", "Rosa").await;
    // The name is enough (the empty Fortaleza row the editor opens with is no Fortaleza).
    tap(ana, "#save-character").await;
    until(
        ana,
        "document.body.dataset.pane === 'tirar' && !document.getElementById('first-steps') \
         && document.getElementById('roll-character').selectedOptions[0].textContent.includes('Rosa')",
        "Rosa ready to roll on Tirar",
    )
    .await;
    shot(ana, "first-made-phone.png").await;
}
