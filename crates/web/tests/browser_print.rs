//! Sheets on paper (issue #27): each system's sheet printed by Chromium through «Imprimir» —
//! the WebDriver's Print command, on A4 and on Letter — is one or two pages of the sheet alone
//! (no controls), its sections in the book's order. The PDFs (and, where poppler's `pdftoppm`
//! is installed, their pages as PNG) are in `target/screenshots/print-*`: look at them.

mod harness;

use harness::*;
use serde_json::{json, Value};
use thirtyfour::common::print::{PrintPage, PrintParameters};
use thirtyfour::prelude::*;
use tirada_web::table::{play, System};

/// A sheet of each system to print: the book's example where tirada has one.
fn sheet(system: System) -> Value {
    match system {
        System::Portal => {
            json!({"nombre": "Rosa", "descripcion": "Guardia de la torre",
                   "fortalezas": [{"nombre": "Espada", "nivel": 2, "frecuencia": "frecuente", "especialidad": "Sable"},
                                  {"nombre": "Trepar", "nivel": 1}],
                   "limitaciones": [{"nombre": "Miope", "frecuencia": "frecuente"}],
                   "peculiaridades": [{"nombre": "Zurda", "coste": 5}],
                   "estimulos": ["Proteger a su hermano"],
                   "dados": {"ataque": "superior"},
                   "equipo": {"arma": {"tamano": "mediana", "afilada": true}, "armadura": "ligera"},
                   "estado": {"malestar": 1, "suerte": 2, "pp": 3}})
        }
        System::Mirilla => json!({"nombre": "Mara"}),
        s => play::sheets::example_json(s, &json!({})).unwrap(),
    }
}

/// The pages of a PDF: its page objects (`/Type /Page`, not `/Pages`).
fn pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Type /Page").count() - text.matches("/Type /Pages").count()
}

/// Prints what the page shows now on `paper` (width × height in cm): the PDF's pages, the
/// PDF kept as `print-TAG.pdf` and turned into PNG pages when `pdftoppm` is there.
async fn printed(d: &WebDriver, tag: &str, (width, height): (f64, f64)) -> usize {
    let params = PrintParameters {
        page: PrintPage { width, height },
        background: true,
        ..Default::default()
    };
    let pdf = d.print_page(params).await.unwrap();
    assert!(pdf.starts_with(b"%PDF"), "{tag}: a PDF");
    let path = screenshots().join(format!("print-{tag}.pdf"));
    std::fs::write(&path, &pdf).unwrap();
    let png = screenshots().join(format!("print-{tag}"));
    std::process::Command::new("pdftoppm")
        .args(["-png", "-r", "60"])
        .arg(&path)
        .arg(&png)
        .status()
        .ok();
    pages(&pdf)
}

/// The printed sheet's section titles, in order.
const TITLES: &str = "[...document.querySelectorAll('#print-sheet h2')].map((h) => h.textContent)";

/// Taps «Imprimir» on character `id`'s sheet (the *Ficha* screen): its button's selector.
async fn print(d: &WebDriver, id: &str) -> String {
    let button = format!("button[data-print=\"{id}\"]");
    // The character's own live event draws the button and takes its owner on to «Tirar»
    // (app.js): the screen is shown once it has arrived, or the event would hide it again.
    until(d, &format!("!!document.querySelector('{button}')"), "the print button").await;
    screen(d, "ficha").await;
    // The browser's own print dialog is not the test's: the WebDriver prints instead.
    run(d, "window.print = () => {};").await;
    tap(d, &button).await;
    button
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_systems_sheet_prints_alone_on_one_or_two_pages_of_a4_and_letter() {
    let Some(room) = Room::open("print").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    for system in [
        System::Portal,
        System::Hitos,
        System::Fate,
        System::Chasis,
        System::Mirilla,
    ] {
        let word = system.word();
        let invite = room.table(word).await;
        // PORTAL's sheet is Ana's, on her phone; the others the GM's, on the laptop.
        let (d, device) = if system == System::Portal {
            (&ana, "phone")
        } else {
            (&gm, "laptop")
        };
        let id = if system == System::Portal {
            seat_with(ana, &invite, "Ana", sheet(system)).await
        } else {
            post(gm, "/characters", sheet(system)).await["id"]
                .as_str()
                .unwrap()
                .to_string()
        };
        let button = print(d, &id).await;
        let name = sheet(system)["nombre"].as_str().unwrap().to_string();
        let shown = eval(d, "document.querySelector('#print-sheet h1').textContent").await;
        assert_eq!(shown, json!(name));
        // Only the sheet prints: the page's controls are hidden by the print stylesheet.
        let alone = "document.body.classList.contains('printing') && !document.querySelector('#print-sheet button, #print-sheet input, #print-sheet select, #print-sheet textarea')";
        assert_eq!(eval(d, alone).await, json!(true), "no controls on the sheet");
        let titles = eval(d, TITLES).await;
        match system {
            // The book's order (portal-reglas-beta.txt): the concept (B687), Fortalezas and
            // Limitaciones (B722), Peculiaridades (B836), Estímulos (B812), (an agonist's reserves,
            // B649,) equipment (B1201), the dice each reading keeps, Puntos de Personaje (B840),
            // the dice in hand.
            System::Portal => assert_eq!(
                titles,
                json!([
                    "Concepto y tipo",
                    "Fortalezas",
                    "Limitaciones",
                    "Peculiaridades",
                    "Estímulos",
                    "Equipo",
                    "Dado que se queda en cada lectura",
                    "Puntos de Personaje",
                    "Dados en mano"
                ]),
                "PORTAL's sections on paper"
            ),
            System::Mirilla => assert_eq!(titles, json!(["Personaje"]), "MIRILLA's sheet"),
            _ => assert!(
                titles.as_array().unwrap().len() >= 3,
                "{word}: the book's sections: {titles}"
            ),
        }
        // Each section's rows as «what: value» (a track as its sentence for a screen reader).
        let rows = |title: &str| {
            format!(
                "[...document.querySelectorAll('#print-sheet section')].filter((x) => x.querySelector('h2').textContent === '{title}')
                  .flatMap((x) => [...x.querySelectorAll('dt')].map((dt) => dt.textContent + ': ' +
                    (dt.nextElementSibling.querySelector('.track') ? dt.nextElementSibling.querySelector('.track').getAttribute('aria-label') : dt.nextElementSibling.textContent)))"
            )
        };
        match system {
            System::Portal => {
                assert_eq!(
                    eval(d, &rows("Fortalezas")).await,
                    json!(["Espada: 2 · frecuente · Sable", "Trepar: 1 · moderada"])
                );
                assert_eq!(eval(d, &rows("Limitaciones")).await, json!(["Miope: frecuente"]));
                // The dice in hand are boxes to mark by hand: three of Malestar (one taken),
                // three of Heridas, the protagonist's Suerte (two of three in hand).
                assert_eq!(
                    eval(d, &rows("Dados en mano")).await,
                    json!([
                        "Malestar: Malestar: X □ □",
                        "Heridas: Heridas: □ □ □",
                        "Suerte: Suerte: ● ● □"
                    ])
                );
                assert_eq!(eval(d, &rows("Puntos de Personaje")).await, json!(["PP: 3"]));
            }
            // CHASIS' state is drawn by its tracks, not printed again as an «Estado» row.
            System::Chasis => {
                let energy = eval(d, &rows("Energía y heridas")).await;
                assert!(
                    energy
                        .as_array()
                        .unwrap()
                        .iter()
                        .all(|r| !r.as_str().unwrap().starts_with("Estado")),
                    "CHASIS' energy once: {energy}"
                );
            }
            System::Mirilla => assert_eq!(
                eval(d, &rows("Personaje")).await,
                json!(["Competencia: ", "Heridas y extenuación: ", "Equipo: "])
            ),
            _ => {}
        }
        for (paper, size) in [("a4", (21.0, 29.7)), ("letter", (21.59, 27.94))] {
            // Each print is one tap: once printed, the page prints as itself again.
            tap(d, &button).await;
            let n = printed(d, &format!("{word}-{paper}-{device}"), size).await;
            assert!((1..=2).contains(&n), "{word} on {paper}: {n} pages");
        }
        if system == System::Portal {
            // An antagonist keeps reserves for a purpose (B649) where a protagonist has none,
            // after its Estímulos; it has no Suerte nor PP (B647).
            let villain = json!({"nombre": "Conde Vashti", "tipo": "antagonista",
                "fortalezas": [{"nombre": "Esgrima", "nivel": 3}], "estimulos": ["Poder"],
                "reservas": [{"proposito": "Escapar", "cantidad": 2}], "estado": {"heridas": 1}});
            let id = post(gm, "/characters", villain).await["id"]
                .as_str()
                .unwrap()
                .to_string();
            let button = print(gm, &id).await;
            let titles = eval(gm, TITLES).await;
            assert_eq!(
                titles,
                json!([
                    "Concepto y tipo",
                    "Fortalezas",
                    "Estímulos",
                    "Reservas para un propósito",
                    "Equipo",
                    "Dado que se queda en cada lectura",
                    "Dados en mano"
                ]),
                "an antagonist's sections on paper"
            );
            assert_eq!(
                eval(gm, &rows("Reservas para un propósito")).await,
                json!(["Escapar: 2"])
            );
            assert_eq!(
                eval(gm, &rows("Dados en mano")).await,
                json!(["Malestar: Malestar: □ □ □", "Heridas: Heridas: X □ □"])
            );
            tap(gm, &button).await;
            let n = printed(gm, "portal-antagonist-a4-laptop", (21.0, 29.7)).await;
            assert_eq!(n, 1, "the antagonist on one page of A4");
        }
    }
    room.close().await;
}
