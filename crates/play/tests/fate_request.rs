//! Fate's roll request at the table and in the CLI (one type, `FateRequest`): issue 25 point 11.

use serde_json::{json, Value};
use tirada_play::{self as play, seed::Seed, System};

fn roll(request: Value) -> Result<play::Resolved, play::PlayError> {
    play::roll(System::Fate, &json!({}), &request, None, &Seed([1; 32]), 1)
}

/// F151: full defence gives +2 to reactions and defences, not to a simple action: asked on a
/// simple roll it is refused naming the field; on a reaction it adds 2.
#[test]
fn f151_full_defence_is_for_reactions_and_defences() {
    let e = roll(json!({"hab": 2, "dados": "0000", "defensa_total": true})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("defensa_total"), "{e:?}");
    assert!(e.message.contains("F151"), "{e:?}");
    let plain = roll(json!({"hab": 2, "dados": "0000", "reaccion": true})).unwrap();
    let full = roll(json!({"hab": 2, "dados": "0000", "reaccion": true, "defensa_total": true})).unwrap();
    assert_eq!(
        full.roll["effort"].as_i64().unwrap() - plain.roll["effort"].as_i64().unwrap(),
        2
    );
}
