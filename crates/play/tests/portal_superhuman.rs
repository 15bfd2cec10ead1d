//! A superhuman Fortaleza applied a medias (issue 25 point 2): it adds its full level to the
//! roll and its ones and sixes cannot be blocked (S57), at the table as in the CLI.

mod common;
use common::Said;

use serde_json::{json, Value};
use tirada_play::{self as play, seed::Seed, System};

fn roll(request: Value) -> Result<play::Resolved, play::PlayError> {
    play::roll(System::Portal, &json!({}), &request, None, &Seed([5; 32]), 1)
}

/// S57: [5, 3, 2] keeps 5; a superhuman Fortaleza 3 lending its one reroll a medias adds 3
/// (8, not 5), and blocking the roll or its odds is refused, naming `bloquear`.
#[test]
fn s57_a_superhuman_fortaleza_a_medias_adds_its_level_and_cannot_be_blocked() {
    let base = json!({"blancos": [5, 3, 2], "parcial": 1, "repetir": "ninguno"});
    assert_eq!(roll(base.clone()).unwrap().roll["total"], 5);
    let mut superhuman = base.clone();
    superhuman["parcial_sobrehumana"] = json!(3);
    assert_eq!(roll(superhuman.clone()).unwrap().roll["total"], 8);
    let mut blocked = superhuman.clone();
    blocked["bloquear"] = json!(true);
    let e = roll(blocked.clone()).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("bloquear"), "{}", e.message());
    assert!(e.message().contains("S57"), "{}", e.message());
    let e = play::odds(
        System::Portal,
        &json!({}),
        &json!({"parcial": 1, "parcial_sobrehumana": 3, "dif": 6, "bloquear": true}),
        None,
    )
    .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("bloquear"), "{}", e.message());
    // Under the Book there are no superhuman Fortalezas at all (S55).
    let e = play::roll(
        System::Portal,
        &json!({"perfil": "libro"}),
        &superhuman,
        None,
        &Seed([5; 32]),
        1,
    )
    .unwrap_err();
    assert!(e.message().contains("resumen"), "{}", e.message());
}

/// S55, S57: a roll for a character asks only for the superhuman levels its sheet has, in full
/// (`sobrehumana`) or a medias (`parcial_sobrehumana`), each refusal naming its key.
#[test]
fn s57_a_characters_superhuman_level_is_its_sheets() {
    let hulka = common::portal_character(
        json!({"nombre": "Hulka", "fortalezas": [{"nombre": "Fuerza", "nivel": 3, "sobrehumana": true}]}),
    );
    let check = |r: Value| play::driven::check(System::Portal, &json!({}), &r, &hulka);
    assert!(check(json!({"parcial": 1, "parcial_sobrehumana": 3})).is_ok());
    assert!(check(json!({"sobrehumana": [3]})).is_ok());
    for (key, request) in [
        ("parcial_sobrehumana", json!({"parcial": 1, "parcial_sobrehumana": 4})),
        ("sobrehumana", json!({"sobrehumana": [2]})),
    ] {
        let e = check(request).unwrap_err();
        assert_eq!(e.field.as_deref(), Some(key), "{}", e.message());
        assert!(e.message().contains("Hulka"), "{}", e.message());
    }
}
