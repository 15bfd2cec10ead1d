//! The Hitos, Fate and CHASIS sheet editors laid out as the books' sheets (issue #15), in real
//! browsers at 390×844 (touch) and 1366×768: the sections in the book's order with their
//! Spanish titles, the tracks the server's preview reads drawn as boxes with their marks, an
//! edit that the preview follows with the server's value, a save, and no sideways scroll.
//! Screenshots in `target/screenshots/sheet-*.png`.

mod harness;

use harness::*;
use serde_json::json;

/// A system's sheet: the section titles in order, the field edited, its new value and what
/// the preview must then show (a script over the preview box `p`).
struct Case {
    system: &'static str,
    sections: &'static [&'static str],
    /// The section where the tracks are drawn.
    track: &'static str,
    path: &'static str,
    value: &'static str,
    shows: &'static str,
    what: &'static str,
}

const CASES: [Case; 3] = [
    Case {
        system: "hitos",
        sections: &[
            "Concepto y aspectos",
            "Características",
            "Habilidades",
            "Armas y protecciones",
            "Resistencia y salud",
            "Drama",
        ],
        track: "Resistencia y salud",
        // Jakar's example has 2 lethal and 1 non-lethal bars: 4 lethal make 5 «/» (H-4).
        path: "salud.barras.letal",
        value: "4",
        shows: "p.querySelectorAll('.track')[0].querySelectorAll('.box[data-mark=\"/\"]').length === 5",
        what: "five «/» boxes on the Resistencia track",
    },
    Case {
        system: "fate",
        sections: &[
            "Personaje",
            "Habilidades en la escalera",
            "Poderes",
            "Estrés y consecuencias",
            "Seguidores",
        ],
        track: "Estrés y consecuencias",
        // Salud has ⌈Resistencia/2⌉ boxes beyond its base (A-STR-1): Resistencia 3 → 1 takes one.
        path: "habilidades.Resistencia",
        value: "1",
        shows: "p.querySelectorAll('.track')[0].querySelectorAll('.box').length === window.saludBefore - 1",
        what: "one Salud box fewer",
    },
    Case {
        system: "chasis",
        sections: &["Identidad", "Personalidad", "Cualidades", "Energía y heridas"],
        track: "Energía y heridas",
        // Damage at creation counts (L1300): 3 PD mark three boxes of the 13.
        path: "estado.heridas.dano",
        value: "3",
        shows: "p.querySelectorAll('.track')[0].querySelectorAll('.box[data-mark=\"X\"]').length === 3 \
                && p.querySelectorAll('.track')[0].querySelectorAll('.box').length === 13",
        what: "three of thirteen damage boxes marked",
    },
];

/// The editor of the table's page `d` is on: a new sheet from the example, checked, edited and saved.
async fn sheet_of(d: &thirtyfour::WebDriver, case: &Case, tag: &str) {
    let system = case.system;
    screen(d, "ficha").await;
    open_editor(d).await;
    tap(d, "#new-text-sheet").await;
    // The sections, in the book's order and words.
    let titles = until(
        d,
        "(() => { const t = [...document.querySelectorAll('#sheet-fields > .sheet-section > legend')].map(l => l.textContent); \
           return t.length && t; })()",
        "the sheet's sections",
    )
    .await;
    let titles: Vec<String> = serde_json::from_value(titles).unwrap();
    assert_eq!(
        &titles[..case.sections.len()],
        case.sections,
        "{system}: the book's sections"
    );
    assert!(
        titles.len() == case.sections.len() || titles.last().unwrap() == "Otros",
        "{system}: keys the layout does not place go to «Otros»: {titles:?}"
    );
    // The tracks are boxes: square, bordered, each with its mark as text.
    let p = "document.getElementById('sheet-text-derived')";
    until(d, &format!("{p}.querySelector('.track .box')"), "the preview's tracks").await;
    let square = eval(
        d,
        &format!(
            "[...{p}.querySelectorAll('.track .box')].every(b => {{ const r = b.getBoundingClientRect(); \
               const s = getComputedStyle(b); return r.width > 15 && Math.abs(r.width - r.height) < 2 && parseFloat(s.borderTopWidth) >= 1; }})"
        ),
    )
    .await;
    assert_eq!(square, json!(true), "{system}: the boxes are drawn as boxes");
    assert_eq!(
        eval(
            d,
            &format!("{p}.closest('.sheet-section').querySelector('legend').textContent")
        )
        .await,
        json!(case.track),
        "{system}: the tracks sit in their section"
    );
    if system == "hitos" {
        // What the sheet derives, as the engine computes it: Aguante 3 + ⌊5/2⌋ (H L359).
        until(
            d,
            &format!("[...{p}.querySelectorAll('dt')].some(dt => dt.textContent.startsWith('Aguante') && dt.nextElementSibling.textContent === '5')"),
            "Jakar's Aguante 5 in the preview",
        )
        .await;
    }
    if system != "fate" {
        // A value the engine names is chosen in the book's words.
        assert_eq!(
            eval(
                d,
                "document.querySelector(\"#sheet-fields select[data-path='tipo']\").selectedOptions[0].textContent"
            )
            .await,
            json!("Personaje jugador (PJ)"),
            "{system}: the kind of character in words"
        );
    }
    if system == "fate" {
        // The skills read on the ladder in the engine's words.
        let rung = "document.querySelector(\"#sheet-fields input[data-path='habilidades.Resistencia']\").closest('.sheet-item').querySelector('.rung').textContent";
        assert_eq!(eval(d, rung).await, json!("Bueno (+3)"));
        run(
            d,
            &format!("window.saludBefore = {p}.querySelectorAll('.track')[0].querySelectorAll('.box').length"),
        )
        .await;
        set(d, "#sheet-fields input[data-path='habilidades.Resistencia']", "1").await;
        assert_eq!(eval(d, rung).await, json!("Normal (+1)"));
    } else {
        set(
            d,
            &format!("#sheet-fields input[data-path='{}']", case.path),
            case.value,
        )
        .await;
    }
    // The preview follows with what the server computes.
    until(
        d,
        &format!("(() => {{ const p = {p}; return {}; }})()", case.shows),
        &format!("{system}: {}", case.what),
    )
    .await;
    assert_no_sideways_scroll(d, &format!("{system} sheet {tag}")).await;
    let shots = screenshots();
    run(d, "document.querySelector('#sheet-fields').scrollIntoView()").await;
    d.screenshot(&shots.join(format!("sheet-{system}-{tag}-top.png")))
        .await
        .unwrap();
    run(d, &format!("{p}.scrollIntoView({{block: 'center'}})")).await;
    d.screenshot(&shots.join(format!("sheet-{system}-{tag}-track.png")))
        .await
        .unwrap();
    tap(d, "#save-character").await;
    until(
        d,
        "!document.getElementById('sheet-card').open && document.querySelector('#characters li')",
        &format!("{system}: the character saved"),
    )
    .await;
    if tag == "phone" {
        // The GM's character, read-only and compact: its tracks as boxes, first.
        let other = "document.querySelector('#characters li.other .sheet-view')";
        until(
            d,
            &format!("{other} && {other}.querySelector('dd .track .box')"),
            "the other's tracks",
        )
        .await;
        run(d, &format!("{other}.open = true; {other}.scrollIntoView()")).await;
        assert_no_sideways_scroll(d, &format!("{system} compact sheet")).await;
        shot(d, &format!("sheet-{system}-phone-view.png")).await;
    }
    // Edited again (a player's first character took them to Tirar), its values to roll with
    // sit in their sections: a click prefills the roll.
    screen(d, "ficha").await;
    tap(d, "#characters li.mine button.secondary").await;
    let chip = until(
        d,
        "(() => { const b = document.querySelector('#sheet-fields .sheet-section .chip-link');            return b && [b.dataset.field, b.dataset.value]; })()",
        &format!("{system}: a value to roll with in the editor"),
    )
    .await;
    tap(d, "#sheet-fields .sheet-section .chip-link").await;
    until(
        d,
        &format!(
            "document.querySelector('#roll-form [name={}]').value === {}",
            chip[0].as_str().unwrap(),
            chip[1]
        ),
        &format!("{system}: the roll prefilled with {chip}"),
    )
    .await;
}

/// The stored sheet of the character named `name`, as the table answers it.
async fn stored_sheet(d: &thirtyfour::WebDriver, name: &str) -> serde_json::Value {
    let v = d
        .execute_async(
            "const done = arguments[0]; fetch(location.pathname.replace('/mesa/', '/api/tables/')).then(r => r.json()).then(done);",
            vec![],
        )
        .await
        .unwrap();
    let all = v.json()["characters"].as_array().unwrap().clone();
    all.into_iter().find(|c| c["name"] == name).unwrap()["sheet"].clone()
}

/// PORTAL's keys that the CLI's sheet holds are edited in their sections: creation by points
/// (its unspent PP shown by the server), the estímulos' counters, a lowered luck maximum
/// (refused next to the luck it caps, B97), PP in reserve, and a cast member's broken-down
/// values.
async fn portal_keys(d: &thirtyfour::WebDriver, tag: &str) {
    screen(d, "ficha").await;
    open_editor(d).await;
    until(
        d,
        "document.querySelector('#fortes input[name=f_nombre]')",
        "a Fortaleza row",
    )
    .await;
    let name = format!("Rosa {tag}");
    set(d, "#sheet-form input[name=name]", &name).await;
    set(d, "#fortes input[name=f_nombre]", "Espada").await;
    set(d, "#sheet-form textarea[name=estimulos]", "Proteger a su hermana").await;
    set(d, "#sheet-form input[name=pp_iniciales]", "12").await;
    set(d, "#sheet-form select[name=concepto_del_grupo]", "persona_corriente").await;
    until(
        d,
        "[...document.querySelectorAll('#sheet-derived dt')].some(dt => dt.textContent === JSON.parse(document.getElementById('messages').textContent).derived_unspent)",
        "the unspent creation PP, as the server counts them",
    )
    .await;
    set(d, "#sheet-form input[name=estimulos_comprados]", "1").await;
    set(d, "#sheet-form input[name=suerte_maxima]", "2").await;
    set(d, "#sheet-form input[name=suerte]", "3").await;
    tap(d, "#save-character").await;
    let error = text(
        d,
        "#sheet-form .field-error[data-for=suerte]",
        "luck beyond its maximum refused next to it",
    )
    .await;
    assert!(error.as_str().unwrap().contains('2'), "{error}");
    set(d, "#sheet-form input[name=suerte]", "2").await;
    set(d, "#sheet-form input[name=pp_reserva]", "4").await;
    assert_no_sideways_scroll(d, &format!("portal sheet {tag}")).await;
    run(d, "document.getElementById('creation-section').scrollIntoView()").await;
    shot(d, &format!("sheet-portal-{tag}-creation.png")).await;
    tap(d, "#save-character").await;
    until(
        d,
        "!document.getElementById('sheet-card').open && document.querySelector('#characters li')",
        "Rosa saved",
    )
    .await;
    let s = stored_sheet(d, &name).await;
    assert_eq!(
        s["creacion"],
        json!({"pp_iniciales": 12, "concepto_del_grupo": "persona_corriente"})
    );
    assert_eq!(s["estimulos_comprados"], json!(1));
    assert_eq!(s["estado"]["suerte_maxima"], json!(2));
    assert_eq!(s["estado"]["pp_reserva"], json!(4));
    // Edited as a cast member: a broken-down attack; blank values stay the generic one.
    screen(d, "ficha").await;
    tap(d, "#characters li.mine button.secondary").await;
    set(d, "#sheet-form select[name=tipo]", "reparto").await;
    until(d, "!document.getElementById('cast-section').hidden", "the cast values").await;
    set(d, "#sheet-form input[name=valor_generico]", "4").await;
    set(d, "#sheet-form input[name=c_ataque]", "6").await;
    set(d, "#sheet-form input[name=c_reflejos]", "4.5").await;
    set(d, "#sheet-form input[name=pp_iniciales]", "").await;
    run(d, "document.getElementById('cast-section').scrollIntoView()").await;
    shot(d, &format!("sheet-portal-{tag}-cast.png")).await;
    tap(d, "#save-character").await;
    until(
        d,
        "!document.getElementById('sheet-card').open",
        "the cast member saved",
    )
    .await;
    let s = stored_sheet(d, &name).await;
    assert_eq!(s["reparto"], json!({"valor_generico": 4, "ataque": 6, "reflejos": 4.5}));
    assert_eq!(s["creacion"], json!(null), "a blank budget: no creation by points");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sheets_laid_out_as_the_books_on_phone_and_laptop() {
    let Some(room) = Room::open("sheet").await else {
        return;
    };
    // The GM on a laptop makes a table of each system and a character in it; a player on a
    // phone joins and makes one too (a new address may create only five tables at once).
    let Room { gm, ana, .. } = &room;
    let mut fate_page = None;
    for case in &CASES {
        let invite = room.table(case.system).await;
        if case.system == "fate" {
            fate_page = Some(gm.current_url().await.unwrap().to_string());
        }
        sheet_of(gm, case, "laptop").await;
        join(ana, &invite, "Ana").await;
        hide_link(ana).await;
        sheet_of(ana, case, "phone").await;
    }
    let invite = room.table("portal").await;
    portal_keys(gm, "laptop").await;
    join(ana, &invite, "Ana").await;
    hide_link(ana).await;
    portal_keys(ana, "phone").await;
    // In English: the sections and the ladder in the translation's words.
    let fate = fate_page.expect("the Fate table");
    gm.goto(&format!("{fate}?lang=en")).await.unwrap();
    screen(gm, "ficha").await;
    open_editor(gm).await;
    tap(gm, "#new-text-sheet").await;
    let titles = until(
        gm,
        "(() => { const t = [...document.querySelectorAll('#sheet-fields > .sheet-section > legend')].map(l => l.textContent); \
           return t.length && t; })()",
        "the sections in English",
    )
    .await;
    assert_eq!(
        titles,
        json!([
            "Character",
            "Skills on the ladder",
            "Powers",
            "Stress and consequences",
            "Followers",
            "Other"
        ])
    );
    let rung = "document.querySelector(\"#sheet-fields input[data-path='habilidades.Resistencia']\").closest('.sheet-item').querySelector('.rung').textContent";
    assert_eq!(eval(gm, rung).await, json!("Good (+3)"));
    until(
        gm,
        "document.querySelector('#sheet-text-derived .track')",
        "the stress boxes",
    )
    .await;
    run(
        gm,
        "document.getElementById('sheet-text-derived').scrollIntoView({block: 'center'})",
    )
    .await;
    shot(gm, "sheet-fate-laptop-en.png").await;
    room.close().await;
}
