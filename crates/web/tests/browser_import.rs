//! «Importar» in real browsers (issue #27, «Bring your characters»): Ana, on a phone at a Fate
//! table, brings her Fari character — the preview shows the sheet it makes, what is carried over
//! and what is left out — and saves it; a Foundry Hitos actor at the same table is refused in
//! one sentence. The GM of a Hitos table, on a laptop and in English, brings a Foundry actor.
//! Screenshots in `target/screenshots/import-*.png`.

mod harness;

use harness::*;
use serde_json::json;
use thirtyfour::prelude::*;

fn example(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/import")
        .join(name);
    path.canonicalize().unwrap().display().to_string()
}

/// Opens the import on the new-character form and sends `file` through it: its preview, or
/// its refusal.
async fn bring(d: &WebDriver, file: &str) {
    open_editor(d).await;
    d.execute("document.getElementById('sheet-import').open = true", vec![])
        .await
        .unwrap();
    d.execute("document.getElementById('import-error').textContent = ''", vec![])
        .await
        .unwrap();
    d.find(By::Id("import-file"))
        .await
        .unwrap()
        .send_keys(example(file))
        .await
        .unwrap();
    tap(d, "#import-button").await;
    until(
        d,
        "!document.getElementById('import-preview').hidden || document.getElementById('import-error').textContent !== ''",
        "the preview or the refusal",
    )
    .await;
}

/// `file` brought and refused in the sentence `said`, with no preview shown.
async fn refused(d: &WebDriver, file: &str, said: &str) {
    bring(d, file).await;
    let text = eval(d, "document.getElementById('import-error').textContent").await;
    assert_eq!(text, json!(said));
    assert_eq!(
        eval(d, "document.getElementById('import-preview').hidden").await,
        json!(true)
    );
}

/// `file` brought and previewed with each of `parts`, looked at (`import-SHOT.png`) and saved.
async fn previewed(d: &WebDriver, file: &str, parts: &[&str], name: &str) {
    bring(d, file).await;
    let preview = eval(d, "document.getElementById('import-preview').textContent").await;
    let preview = preview.as_str().unwrap();
    for part in parts {
        assert!(preview.contains(part), "{part}: {preview}");
    }
    assert_no_sideways_scroll(d, "the import's preview").await;
    run(d, "document.getElementById('import-preview').scrollIntoView()").await;
    shot(d, &format!("import-{name}.png")).await;
    tap(d, "#import-save").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fari_character_and_a_foundry_actor_are_brought_through_the_page() {
    let Some((room, _)) = Room::with_ana("import", "fate").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;

    // Another system's character: one sentence, no preview.
    refused(
        ana,
        "foundry-hitos.json",
        "es un personaje de Hitos y esta mesa juega Fate «La Escalera»",
    )
    .await;
    let parts = [
        "Lucía Ferrer",
        "Pasa a la ficha",
        "habilidades: Atletismo 3, Engañar 2, Pelear 1",
        "Se queda fuera",
        "«Proeza #1» (Proezas y Extras): «Conozco cada muelle»",
    ];
    previewed(ana, "fari-fate.json", &parts, "fari-phone").await;
    for d in [ana, gm] {
        until(d, "document.body.textContent.includes('Lucía Ferrer') && [...document.querySelectorAll('[data-state]')].length === 1", "Lucía at the table").await;
    }
    let sheet = eval(
        gm,
        "fetch(location.pathname.replace('/mesa/', '/api/tables/')).then((r) => r.json())",
    )
    .await;
    let lucia = sheet["characters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "Lucía Ferrer")
        .cloned()
        .unwrap_or_default();
    assert_eq!(lucia["sheet"]["habilidades"]["Engañar"], 2, "{sheet}");

    // A Hitos table's GM on a laptop, in English, brings a Foundry actor.
    room.table("hitos").await;
    in_english(gm).await;
    refused(
        gm,
        "fari-fate.json",
        "this is a Fate «La Escalera» character and this table plays Hitos",
    )
    .await;
    let parts = [
        "Jakar el sabio",
        "Carried over",
        "characteristics: fortaleza 3, reflejos 4, voluntad 5, intelecto 7",
        "Left out",
        "item «Vela»",
    ];
    previewed(gm, "foundry-hitos.json", &parts, "foundry-laptop").await;
    until(gm, "document.body.textContent.includes('Jakar el sabio') && [...document.querySelectorAll('[data-state]')].length === 1", "Jakar at the table").await;
    room.close().await;
}
