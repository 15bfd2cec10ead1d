//! An aspect activated against another player's roll already made at the table (H111), and
//! the roller's answer: let it reroll and receive the activator's point, or cancel it by paying
//! one, the activator then recovering theirs and receiving the roller's (H127).

mod common;

use serde_json::{json, Value};
use tirada_play::hitos::against::{self, Answer, Declared};
use tirada_play::{self as play, seed::Seed, System};

fn hitos(id: &str, name: &str, points: i64) -> play::Character {
    let sheet = json!({"nombre": name, "drama": 2, "puntos_dramaticos": points,
        "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}});
    common::character(System::Hitos, id, sheet)
}

const SEED: Seed = Seed([9; 32]);

/// Ana's roll: 3d10 typed [9, 7, 3], read on the central die, 7 + 3 = 10 against 12.
fn anas_roll() -> Value {
    json!({"car": 3, "dif": 12, "dados": [9, 7, 3]})
}

fn ruleset() -> Value {
    play::ruleset(System::Hitos, None).unwrap()
}

/// H111, H127: Bruno pays a point to activate an aspect against Ana's roll; she lets it be:
/// the die he picks is rerolled and she receives his point.
#[test]
fn a_player_activates_against_anothers_roll_and_the_roller_receives_the_point_h111_h127() {
    let (ana, bruno) = (hitos("a", "Ana", 1), hitos("b", "Bruno", 1));
    let decl = against::asked(&json!({"aspecto": "Torpe", "repetir": [1]})).unwrap();
    let paid = against::declare(&ruleset(), &anas_roll(), 3, &decl, Some(&bruno), &SEED)
        .unwrap()
        .expect("Bruno pays");
    assert_eq!(paid["puntos_dramaticos"], 0, "{paid}");
    let declared = Declared {
        request: decl,
        gm: false,
    };
    let answer = Answer {
        dados: Some(play::request::Faces(vec![1])),
        ..Answer::default()
    };
    let r = against::answered(&ruleset(), &anas_roll(), 3, &declared, &answer, Some(&ana), &SEED, 5).unwrap();
    assert_eq!(r.roll["dice"], json!([1, 7, 3]), "{}", r.roll);
    assert_eq!(r.state.expect("Ana moves")["puntos_dramaticos"], 2);
    assert!(
        against::refund(&bruno, &r.roll).unwrap().is_none(),
        "nothing back when not cancelled"
    );
}

/// H127: Ana cancels by paying a point: her dice stay, and Bruno recovers his point and
/// receives hers.
#[test]
fn the_roller_cancels_by_paying_and_the_activator_gets_both_points_h127() {
    let (ana, bruno) = (hitos("a", "Ana", 1), hitos("b", "Bruno", 0));
    let declared = Declared {
        request: against::asked(&json!({"aspecto": "Torpe"})).unwrap(),
        gm: false,
    };
    let cancel = against::answer_of(&json!({"cancelar": true})).unwrap();
    let r = against::answered(&ruleset(), &anas_roll(), 3, &declared, &cancel, Some(&ana), &SEED, 5).unwrap();
    assert_eq!(r.roll["dice"], json!([9, 7, 3]), "{}", r.roll);
    assert_eq!(r.state.expect("Ana pays")["puntos_dramaticos"], 0);
    let back = against::refund(&bruno, &r.roll).unwrap().expect("Bruno is paid back");
    let gained: i64 = back["drama"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["delta"].as_i64().unwrap())
        .sum();
    assert_eq!(gained, 2, "{back}");
    // Without a point of her own she cannot cancel.
    let broke = hitos("a", "Ana", 0);
    assert!(against::answered(&ruleset(), &anas_roll(), 3, &declared, &cancel, Some(&broke), &SEED, 5).is_err());
}

/// A roll that had its own activation takes no other (H165), and a player needs a point (or an
/// aspect to exhaust, H139) to activate.
#[test]
fn a_declaration_is_refused_on_a_roll_with_an_activation_or_without_a_point() {
    let decl = against::asked(&json!({"aspecto": "Torpe"})).unwrap();
    let with_own = json!({"car": 3, "dados": [9, 7, 3, 4], "aspecto": true, "repetir": [3]});
    assert!(against::declare(&ruleset(), &with_own, 3, &decl, None, &SEED).is_err());
    let broke = hitos("b", "Bruno", 0);
    let e = against::declare(&ruleset(), &anas_roll(), 3, &decl, Some(&broke), &SEED).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("aspecto"), "{e:?}");
    // Bad input is one sentence naming the field.
    let e = against::asked(&json!({"repetir": "x"})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("repetir"), "{e:?}");
}
