//! MIRILLA's request is one type (issue 24): the table reads it from JSON, the CLI and other
//! front ends build it directly, and both roll through the same play function.

mod common;
use common::Said;

use serde_json::json;
use tirada_dice::SeededDice;
use tirada_play::mirilla::{throw, MirillaRequest};
use tirada_play::request::{read, Faces};
use tirada_play::{self as play, seed::Seed, System};
use tirada_rules::mirilla::Scale;

#[test]
fn a_request_built_or_read_from_json_plays_alike() {
    let built = MirillaRequest {
        seguidos: Some(3),
        dados: Some(Faces(vec![6, 6, 3])),
        ..MirillaRequest::default()
    };
    let read_back: MirillaRequest = read(
        &json!({"seguidos": 3, "dados": "6,6,3"}),
        tirada_play::Words::key("thing-request"),
    )
    .unwrap();
    assert_eq!(built, read_back);
    let (roll, rolled) = throw(
        &built,
        built.challenge().unwrap(),
        &Scale::spanish(),
        SeededDice::new(1),
    )
    .unwrap();
    let table = play::roll(
        System::Mirilla,
        &json!({}),
        &json!({"seguidos": 3, "dados": [6, 6, 3]}),
        None,
        &Seed([1; 32]),
        1,
    )
    .unwrap();
    assert!(rolled.is_empty());
    assert_eq!(serde_json::to_value(&roll).unwrap(), table.roll);
}

#[test]
fn a_bad_request_names_its_field_in_one_sentence() {
    let bad = |v| play::roll(System::Mirilla, &json!({}), &v, None, &Seed([1; 32]), 1).unwrap_err();
    let e = bad(json!({"dados": "x"}));
    assert_eq!(e.field.as_deref(), Some("dados"));
    assert_eq!(e.message(), "«dados» debe ser una lista de caras, como [5,3,1], no «x»");
    let e = bad(json!({"seguidos": 3, "minimo": 9}));
    assert_eq!(e.field.as_deref(), Some("minimo"), "{e:?}");
    assert_eq!(
        e.english(),
        "the minimum of each roll goes from 1 to 6, and 9 was asked for"
    );
    let e = bad(json!({"colores": 1}));
    assert_eq!(e.field.as_deref(), Some("colores"));
}
