//! The trackers' starts are typed requests (`turns::TurnsStart`, PORTAL's
//! `encounter::EncounterStart`) read through the play layer's translator: a key of the wrong
//! kind is one Spanish sentence naming it, never serde's text, and nothing starts.

mod common;
use common::Said;

use serde_json::json;
use tirada_play::portal::encounter::{self, EncounterStart};
use tirada_play::seed::Seed;
use tirada_play::turns::{self, Joining, TurnsStart};
use tirada_play::System;

fn seed() -> Seed {
    Seed::from_hex(&"0d".repeat(32)).expect("a seed")
}

#[test]
fn a_turns_start_key_of_the_wrong_kind_is_one_sentence_naming_it() {
    let asked = json!({"participantes": [{"nombre": "Orco", "iniciativa": "tres"}]});
    let e = turns::start(System::Chasis, &json!({}), &asked, &[], &seed(), 2).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("participantes[0].iniciativa"), "{e:?}");
    assert!(
        !e.message().contains("invalid type"),
        "serde's own words: {}",
        e.message()
    );
    let e = turns::start(
        System::Fate,
        &json!({}),
        &json!({"participantes": [{"nombre": "A"}], "zonas": "Barra"}),
        &[],
        &seed(),
        2,
    )
    .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("zonas"), "{e:?}");
}

#[test]
fn a_typed_turns_start_orders_as_its_json_does() {
    let asked = TurnsStart {
        participantes: vec![
            Joining {
                nombre: Some("A".into()),
                iniciativa: Some(3),
                ..Joining::default()
            },
            Joining {
                nombre: Some("B".into()),
                iniciativa: Some(9),
                ..Joining::default()
            },
        ],
        ..TurnsStart::default()
    };
    let typed = turns::begin(System::Chasis, &json!({}), &asked, &[], &seed(), 2).unwrap();
    let read = turns::start(
        System::Chasis,
        &json!({}),
        &serde_json::to_value(&asked).unwrap(),
        &[],
        &seed(),
        2,
    )
    .unwrap();
    assert_eq!(typed, read);
    let names: Vec<&str> = typed.participants.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["B", "A"],
        "CHASIS acts from the highest initiative check (C403)"
    );
}

#[test]
fn an_encounter_start_key_of_the_wrong_kind_is_one_sentence_naming_it() {
    let toml = "[[participantes]]\nficha = \"a.toml\"\n";
    let e = encounter::setup(&json!({"toml": toml, "repetir": 3})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("repetir"), "{e:?}");
    let e = encounter::setup(&json!({"toml": toml, "dados": {"reparto": "uno"}})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("dados.reparto"), "{e:?}");
    let typed = EncounterStart {
        toml: Some(toml.into()),
        repetir: Some("optimo".into()),
        ..EncounterStart::default()
    };
    assert_eq!(
        encounter::setup_of(&typed).unwrap(),
        encounter::setup(&serde_json::to_value(&typed).unwrap()).unwrap()
    );
}

/// A Hitos extra typed as a line («Orco 6») starts unharmed and without Drama: the book's
/// example sheet it borrows its numbers from has marks on its track and drama points (issue
/// 27, point 5).
#[test]
fn a_hitos_extra_starts_unharmed_and_without_drama() {
    let asked = json!({"participantes": [{"nombre": "Orco", "iniciativa": 6}]});
    let t = turns::start(System::Hitos, &json!({}), &asked, &[], &seed(), 2).unwrap();
    let harm = t.participants[0].harm.clone().expect("an extra's state");
    assert_eq!(harm["puntos_dramaticos"], 0, "{harm}");
    assert_eq!(harm["resumen"]["perdidos"], 0, "{harm}");
    assert!(
        !harm["resumen"]["casillas"].as_str().unwrap().contains(['/', 'X']),
        "{harm}"
    );
}
