//! The Hitos request as one type (issue 24): the table's JSON and the CLI's flags read into
//! `HitosRequest`, bad input refused in one sentence naming its field, and the stored request
//! written back so the log alone recomputes the roll.

mod common;
use common::Said;

use serde_json::json;
use tirada_play::hitos::request::{Aspect, Difficulty, HitosRequest, Pick, Picks};
use tirada_play::request::{read, Faces};
use tirada_play::Words;

fn req(v: serde_json::Value) -> HitosRequest {
    read(&v, Words::key("thing-roll").arg("system", "Hitos")).unwrap()
}

#[test]
fn every_form_a_request_takes_reads_into_one_type() {
    let r = req(
        json!({"car": 3, "hab": 2, "mod": -1, "dif": "media", "dado": "mC", "dados": "3,6,7",
                       "aspecto": "Valiente", "repetir": "1,M", "tirar_resto": true}),
    );
    assert_eq!(r.aspecto, Some(Aspect(Some("Valiente".into()))));
    assert_eq!(r.dif, Some(Difficulty::Word("media".into())));
    assert_eq!(r.repetir, Some(Picks(vec![Pick::Position(1), Pick::Letter('M')])));
    assert_eq!(r.dados, Some(Faces(vec![3, 6, 7])));
    let spec = r.spec().unwrap();
    // Table 5 (H38–H40): «media» is 13–17, read as its middle, 15.
    assert_eq!((spec.difficulty, spec.modifier), (Some(15), -1));
    assert_eq!(req(json!({"aspecto": true})).aspecto, Some(Aspect(None)));
    assert_eq!(req(json!({"aspecto": false})).aspecto, None);
    assert_eq!(
        req(json!({"repetir": [1, 3]})).repetir.unwrap().positions([4, 9, 2]),
        vec![0, 2]
    );
    // Letters read the dice sorted: m is the 2 in third place, M the 9 in second.
    assert_eq!(Picks::parse("m,M").unwrap().positions([4, 9, 2]), vec![2, 1]);
}

#[test]
fn a_stored_request_reads_back_as_the_same_request() {
    let r = req(
        json!({"car": 3, "dif": 12, "dados": [3, 7, 9, 10], "aspecto": true, "agotar": "Valiente",
                       "repetir": [1]}),
    );
    let stored = serde_json::to_value(&r).unwrap();
    assert_eq!(
        stored,
        json!({"car": 3, "dif": 12, "dados": [3, 7, 9, 10], "aspecto": true, "agotar": "Valiente", "repetir": [1]})
    );
    assert_eq!(req(stored), r);
}

#[test]
fn bad_input_is_one_sentence_naming_its_field() {
    let bad = |v| read::<HitosRequest>(&v, Words::key("thing-roll").arg("system", "Hitos")).unwrap_err();
    let e = bad(json!({"repetir": [4]}));
    assert_eq!(e.field.as_deref(), Some("repetir"));
    assert!(e.message().contains("«4» no es un dado"), "{}", e.message());
    let e = bad(json!({"car": "mucho"}));
    assert_eq!(e.field.as_deref(), Some("car"));
    assert_eq!(e.message(), "«car» debe ser un número entero, no «mucho»");
    let e = bad(json!({"volar": true}));
    assert_eq!(e.field.as_deref(), Some("volar"));
    assert!(
        e.message().starts_with("la tirada de Hitos no entiende «volar»"),
        "{}",
        e.message()
    );
    let e = req(json!({"dif": "imposible"})).spec().unwrap_err();
    assert_eq!(e.field.as_deref(), Some("dif"));
    let e = req(json!({"dado": "X"})).spec().unwrap_err();
    assert_eq!(
        (e.field.as_deref(), e.english().as_str()),
        (Some("dado"), "'X' is not a die; use m, C, M or a sum like mC, CM, mCM")
    );
}
