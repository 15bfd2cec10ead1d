//! Fate's roll request at the table and in the CLI (one type, `FateRequest`): issue 25 point 11.

mod common;
use common::Said;

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
    assert!(e.message().contains("F151"), "{e:?}");
    let plain = roll(json!({"hab": 2, "dados": "0000", "reaccion": true})).unwrap();
    let full = roll(json!({"hab": 2, "dados": "0000", "reaccion": true, "defensa_total": true})).unwrap();
    assert_eq!(
        full.roll["effort"].as_i64().unwrap() - plain.roll["effort"].as_i64().unwrap(),
        2
    );
}

/// F64, F66: «Con N PP lo lograrías» is offered only when the points can be paid. A roll for
/// Rita's sheet says the points left; at 0 none is offered, with 5 the 3 short are.
#[test]
fn f66_the_pp_that_would_succeed_are_only_those_held() {
    use tirada_rules::fate::Transcript;
    let rita = |pp: u32| {
        common::character(
            System::Fate,
            "c",
            json!({"nombre": "Rita", "pp": pp, "habilidades": {"Pelear": 0}}),
        )
    };
    let request = json!({"habilidad": "Pelear", "dif": 3, "dados": "0000"});
    let offered = |pp: u32| {
        let r = play::roll(System::Fate, &json!({}), &request, Some(&rita(pp)), &Seed([1; 32]), 1).unwrap();
        assert_eq!(r.roll["pp_left"], pp, "{}", r.roll);
        serde_json::from_value::<Transcript>(r.roll).unwrap().pp_to_succeed()
    };
    assert_eq!(offered(0), None, "no points, nothing offered");
    assert_eq!(offered(2), None, "2 held, 3 short");
    assert_eq!(offered(5), Some(3));
    // With no sheet the holdings are the player's word (F64): offered as before.
    let free = roll(json!({"hab": 0, "dif": 3, "dados": "0000"})).unwrap();
    assert!(free.roll.get("pp_left").is_none());
    assert_eq!(
        serde_json::from_value::<Transcript>(free.roll).unwrap().pp_to_succeed(),
        Some(3)
    );
}
