//! CHASIS's GM decisions at the table, the same play functions the CLI's flags reach (issue
//! 25 point 15): a neutral nobody can narrate becomes a failure (C370), a failure is irrealized
//! (C1198), and energy buys a success or, in the GM's hands, a failure without a roll (C1196).

mod common;
use common::Said;

use serde_json::{json, Value};
use tirada_play::model::{Member, MemberRole, TableSettings};
use tirada_play::{self as play, seed::Seed, who, PlayError, System};

fn roll(request: Value) -> Result<Value, PlayError> {
    let ruleset = play::ruleset(System::Chasis, None).unwrap();
    play::roll(System::Chasis, &ruleset, &request, None, &Seed([3; 32]), 2).map(|r| r.roll)
}

/// C370: ⑥⑦ is 13 against 13, a neutral; the GM turns it into a failure.
#[test]
fn the_gm_turns_a_neutral_into_a_failure_c370() {
    let r = roll(json!({"dados": [6, 7], "neutro_a_fallo": true})).unwrap();
    assert_eq!(
        (r["outcome"].clone(), r["dj"]["action"].clone()),
        (json!("fallo"), json!("neutro_a_fallo"))
    );
    let e = roll(json!({"dados": [1, 12], "neutro_a_fallo": true})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("neutro_a_fallo"), "{e:?}");
}

/// C1198: ③⑦ fails by 3 (GDF3); irrealized, it succeeds for 3PY of provisional estrés.
#[test]
fn the_gm_irrealizes_a_failure_c1198() {
    let r = roll(json!({"dados": [3, 7], "irrealizar": true})).unwrap();
    assert_eq!(
        (r["outcome"].clone(), r["dj"].clone()),
        (json!("exito"), json!({"action": "irrealizar", "stress": 3}))
    );
    let e = roll(json!({"dados": [8, 9], "irrealizar": true})).unwrap_err();
    assert!(e.message().contains("fallido"), "{e:?}");
}

/// C1196: 13PY (2d12's cap) buy a success or, the GM's, a failure, with no dice.
#[test]
fn energy_buys_an_automatic_success_or_failure_c1196() {
    let s = roll(json!({"automatico": "exito"})).unwrap();
    assert_eq!(
        (s["outcome"].clone(), s["energia_gastada"].clone(), s["dice"].clone()),
        (json!("exito"), json!(13), json!([]))
    );
    let f = roll(json!({"automatico": "fallo"})).unwrap();
    assert_eq!(
        (f["outcome"].clone(), f["grade_label"].clone()),
        (json!("fallo"), json!("GDF1"))
    );
    assert_eq!(
        roll(json!({"automatico": "fallo", "dados": [3, 4]}))
            .unwrap_err()
            .field
            .as_deref(),
        Some("dados")
    );
}

/// A character pays an automatic success from its énfasis: Gilius starts at 0PY (C1174).
#[test]
fn a_character_pays_the_automatic_success_from_its_emphasis_c1196() {
    let ruleset = play::ruleset(System::Chasis, None).unwrap();
    let text = tirada_rules::chasis::examples::example("gilius").unwrap();
    let c = common::character(System::Chasis, "g", json!({ "toml": text }));
    let e = play::roll(
        System::Chasis,
        &ruleset,
        &json!({"automatico": true}),
        Some(&c),
        &Seed([3; 32]),
        2,
    )
    .unwrap_err();
    assert!(e.message().contains("13PY"), "{e:?}");
}

/// The decisions are the GM's: a player asking for them is refused before anything rolls.
#[test]
fn only_the_gm_decides_on_a_check() {
    let player = Member {
        id: "p".into(),
        table_id: "t".into(),
        name: "Pepa".into(),
        role: MemberRole::Player,
    };
    let d = TableSettings::default();
    for asked in [
        json!({"irrealizar": true}),
        json!({"neutro_a_fallo": true}),
        json!({"automatico": "fallo"}),
    ] {
        let e = who::may_roll(&player, &d, System::Chasis, &asked).unwrap_err();
        assert!(e.forbidden, "{asked}");
    }
    assert!(who::may_roll(&player, &d, System::Chasis, &json!({"automatico": "exito"})).is_ok());
}
