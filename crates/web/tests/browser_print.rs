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
            json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}, {"nombre": "Trepar", "nivel": 1}],
                                 "estimulos": ["Proteger a su hermano"], "descripcion": "Guardia de la torre"})
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
        screen(d, "ficha").await;
        let button = format!("button[data-print=\"{id}\"]");
        until(d, &format!("!!document.querySelector('{button}')"), "the print button").await;
        // The browser's own print dialog is not the test's: the WebDriver prints instead.
        run(d, "window.print = () => {};").await;
        tap(d, &button).await;
        let name = sheet(system)["nombre"].as_str().unwrap().to_string();
        let shown = eval(d, "document.querySelector('#print-sheet h1').textContent").await;
        assert_eq!(shown, json!(name));
        // Only the sheet prints: the page's controls are hidden by the print stylesheet.
        let alone = "document.body.classList.contains('printing') && !document.querySelector('#print-sheet button, #print-sheet input, #print-sheet select, #print-sheet textarea')";
        assert_eq!(eval(d, alone).await, json!(true), "no controls on the sheet");
        if system != System::Mirilla && system != System::Portal {
            let titles = eval(
                d,
                "[...document.querySelectorAll('#print-sheet h2')].map((h) => h.textContent)",
            )
            .await;
            assert!(
                titles.as_array().unwrap().len() >= 3,
                "{word}: the book's sections: {titles}"
            );
        }
        for (paper, size) in [("a4", (21.0, 29.7)), ("letter", (21.59, 27.94))] {
            // Each print is one tap: once printed, the page prints as itself again.
            tap(d, &button).await;
            let n = printed(d, &format!("{word}-{paper}-{device}"), size).await;
            assert!((1..=2).contains(&n), "{word} on {paper}: {n} pages");
        }
    }
    room.close().await;
}
