//! One policy for a typed roll's missing dice in every system at the table (issue #17 point
//! 22): refused naming the die, or, with `tirar_resto`, rolled by the table, listed under
//! `tirados`, counted as the RNG's on the fairness page and the roll still marked typed.

mod common;
use common::Said;

use serde_json::{json, Value};
use tirada_play::{self as play, PlayError};
use tirada_play::{seed::Seed, System};

fn roll(system: System, ruleset: Value, request: Value) -> Result<Value, PlayError> {
    let ruleset = play::ruleset(system, Some(&ruleset)).expect("a valid ruleset");
    play::roll(system, &ruleset, &request, None, &Seed([7; 32]), 3).map(|r| r.roll)
}

/// The request refused on `field`, naming the die's group and how to have it rolled.
fn refused(system: System, ruleset: Value, request: Value, field: &str, group: &str) {
    let e = roll(system, ruleset, request.clone()).expect_err("a typed die is missing");
    assert_eq!(e.field.as_deref(), Some(field), "{request}: {}", e.message());
    assert!(e.message().contains(&format!("«{group}»")), "{}", e.message());
    assert!(e.message().contains("tirar_resto"), "{}", e.message());
}

/// The same request with `tirar_resto`: the table rolls `n` dice of `group`, lists them, and
/// the fairness page counts exactly those as the RNG's.
fn rolled(system: System, ruleset: Value, mut request: Value, group: &str, n: usize) -> Value {
    request["tirar_resto"] = json!(true);
    let r = roll(system, ruleset, request.clone()).unwrap_or_else(|e| panic!("{request}: {e}"));
    let listed = r["tirados"].as_array().unwrap_or_else(|| panic!("no tirados in {r}"));
    assert_eq!(listed.len(), n, "{r}");
    assert!(listed.iter().all(|d| d[0] == group), "{r}");
    assert!(play::typed(system, &request), "a roll with typed faces stays typed");
    let thrown: Vec<i64> = play::dice_faces(system, &request, &r, &[])
        .iter()
        .map(|(_, f)| *f)
        .collect();
    let listed: Vec<i64> = listed.iter().map(|d| d[1].as_i64().unwrap()).collect();
    assert_eq!(thrown, listed, "only the rolled dice are the RNG's: {r}");
    r
}

#[test]
fn portal_typed_whites_without_the_discomfort_die_name_it_or_roll_it() {
    let req = json!({"blancos": [5, 3, 1], "malestar": 1, "dif": 4, "repetir": "ninguno"});
    refused(System::Portal, json!({}), req.clone(), "negros", "negros");
    rolled(System::Portal, json!({}), req, "negros", 1);
    // A tempted die with no face typed is the «tentar» field's.
    refused(
        System::Portal,
        json!({}),
        json!({"blancos": [2, 2, 1], "tentar": true, "dif": 4}),
        "tentar",
        "tentado",
    );
    // Every die typed: nothing is rolled and nothing listed.
    let r = roll(
        System::Portal,
        json!({}),
        json!({"blancos": [5, 3, 1], "negros": [4], "dif": 4}),
    )
    .unwrap();
    assert!(r.get("tirados").is_none());
}

#[test]
fn chasis_an_opened_twin_apertura_left_untyped_is_named_or_rolled() {
    // C: a double on the base dice opens the gemela apertura, one more d12.
    let twin = json!({"apertura": "gemela"});
    refused(
        System::Chasis,
        twin.clone(),
        json!({"dados": [5, 5]}),
        "dados",
        "apertura",
    );
    rolled(System::Chasis, twin, json!({"dados": [5, 5]}), "apertura", 1);
    // The modifier's dice are typed in `dados_mod`, or missing from it.
    refused(
        System::Chasis,
        json!({}),
        json!({"dados": [5, 7], "mod": "+1d6"}),
        "dados_mod",
        "dados",
    );
    let r = roll(
        System::Chasis,
        json!({}),
        json!({"dados": [5, 7], "mod": "+1d6", "dados_mod": [3]}),
    )
    .unwrap();
    assert_eq!(r["total"], 15);
    // A key the request does not know is refused by name, as in every other system.
    let e = roll(System::Chasis, json!({}), json!({"dados": [5, 7], "dificultad": 15})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("dificultad"), "{}", e.message());
}

#[test]
fn hitos_an_activations_reroll_past_the_typed_faces_is_named_or_rolled() {
    let req = json!({"dados": [4, 4, 9], "car": 3, "hab": 3, "aspecto": true, "repetir": [1]});
    refused(System::Hitos, json!({}), req.clone(), "dados", "dados");
    rolled(System::Hitos, json!({}), req, "dados", 1);
}

#[test]
fn fate_fewer_than_four_typed_faces_are_named_or_the_rest_rolled() {
    refused(
        System::Fate,
        json!({}),
        json!({"dados": "+-", "hab": 2}),
        "dados",
        "dados",
    );
    rolled(System::Fate, json!({}), json!({"dados": "+-", "hab": 2}), "dados", 2);
}

#[test]
fn mirilla_a_chain_longer_than_its_typed_faces_is_named_or_rolled() {
    let req = json!({"dados": [6], "seguidos": 2});
    refused(System::Mirilla, json!({}), req.clone(), "dados", "mirilla");
    rolled(System::Mirilla, json!({}), req, "mirilla", 1);
}
