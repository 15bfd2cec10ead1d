//! Hitos aspects at the table as the CLI plays them (issue 25 point 6): a character with no
//! drama points activates an aspect by exhausting it (H139), and a temporary aspect exhausted
//! is lost (H151).

mod common;
use common::Said;

use serde_json::{json, Value};
use tirada_play::{self as play, seed::Seed, System};

/// Ana, with no drama point left, a concept to exhaust and a temporary aspect.
fn ana() -> play::Character {
    let sheet = json!({"nombre": "Ana", "concepto": "Espadachina valiente", "drama": 1, "puntos_dramaticos": 0,
        "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3},
        "aspectos_temporales": [{"texto": "Furiosa", "duracion": "escena"}]});
    common::character(System::Hitos, "a", sheet)
}

fn roll(c: &play::Character, request: Value) -> Result<play::Resolved, play::PlayError> {
    let ruleset = play::ruleset(System::Hitos, None).unwrap();
    play::driven::check(System::Hitos, &ruleset, &request, c)?;
    play::roll(System::Hitos, &ruleset, &request, Some(c), &Seed([4; 32]), 3)
}

/// H139: with no drama point, the activation is refused unless she exhausts an own aspect;
/// exhausting it pays, rerolls the die asked for and marks the aspect on her sheet.
#[test]
fn no_drama_points_exhaust_an_aspect_instead_h139() {
    let c = ana();
    let asked = json!({"car": 3, "dif": 12, "dados": [3, 7, 9, 10], "aspecto": true, "repetir": [1]});
    let e = roll(&c, asked.clone()).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("aspecto"), "{e:?}");
    let mut paid = asked.clone();
    paid["agotar"] = json!("Espadachina valiente");
    let r = roll(&c, paid).unwrap();
    assert_eq!(r.roll["dice"], json!([10, 7, 9]));
    let state = r.state.unwrap();
    assert_eq!(state["agotados"][0]["aspecto"], "Espadachina valiente", "{state}");
    assert_eq!(state["puntos_dramaticos"], 0);
    let mut again = asked;
    again["agotar"] = json!("Espadachina valiente");
    let exhausted = play::Character { state, ..c };
    assert!(roll(&exhausted, again)
        .unwrap_err()
        .message()
        .contains("ya está agotado"));
}

/// H151: a temporary aspect exhausted is lost, as if its time had run out.
#[test]
fn a_temporary_aspect_exhausted_is_lost_h151() {
    let c = ana();
    let r = roll(
        &c,
        json!({"car": 3, "dif": 12, "dados": [3, 7, 9, 10], "aspecto": true, "agotar": "Furiosa", "repetir": [1]}),
    )
    .unwrap();
    let state = r.state.unwrap();
    assert_eq!(state["aspectos_temporales"], json!([]), "{state}");
    assert_eq!(state["agotados"], json!([]), "{state}");
}

/// H213 (H147): Ana's attack on Bruno with typed dice 10 10 4 is a double-10 critical: it hits
/// whatever his Defensa, the damage doubles, and the play layer gives the state event that puts
/// a temporary secuela lasting a scene on Bruno, with its reason; a triple 10 lasts a session.
/// A miss or a plain hit leaves none, and a target who is not at the table is refused on `blanco`.
#[test]
fn an_attacks_critical_puts_a_temporary_secuela_on_its_target_h213() {
    let c = ana();
    let bruno = common::character(
        System::Hitos,
        "b",
        json!({"nombre": "Bruno", "drama": 1,
               "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}}),
    );
    let table = [c.clone(), bruno.clone()];
    let asked = json!({"car": 3, "dif": 40, "dados": [10, 4, 10], "dano": "M", "blanco": "bruno",
                       "secuela": "Brazo roto"});
    let r = roll(&c, asked.clone()).unwrap();
    assert_eq!(r.roll["damage"]["multiplier"], 2, "{}", r.roll);
    let given = play::given(System::Hitos, &r.roll, &table).unwrap();
    assert_eq!(given.len(), 1);
    let (id, event) = &given[0];
    assert_eq!(id, "b");
    assert_eq!(
        event,
        &json!({"evento": "secuela", "aspect": "Brazo roto", "duration": "escena",
                "reason": "crítico en un ataque (H213)"})
    );
    let state = play::change_state(System::Hitos, &json!({}), &bruno, event).unwrap();
    assert_eq!(
        state["secuelas"],
        json!([{"texto": "Brazo roto", "permanente": false, "duracion": "escena"}])
    );
    // A triple 10: a session, in the default words.
    let mut triple = asked.clone();
    triple["dados"] = json!([10, 10, 10]);
    triple.as_object_mut().unwrap().remove("secuela");
    let r = roll(&c, triple).unwrap();
    let (_, event) = &play::given(System::Hitos, &r.roll, &table).unwrap()[0];
    assert_eq!(
        (event["aspect"].as_str(), event["duration"].as_str()),
        (Some("Secuela de un crítico"), Some("sesion"))
    );
    // A plain roll leaves nothing on the target.
    let mut plain = asked.clone();
    plain["dados"] = json!([3, 4, 9]);
    let r = roll(&c, plain).unwrap();
    assert!(play::given(System::Hitos, &r.roll, &table).unwrap().is_empty());
    // Someone not at the table, and a target without an attack, are refused on their keys.
    let mut stranger = asked.clone();
    stranger["blanco"] = json!("Carla");
    let r = roll(&c, stranger).unwrap();
    let e = play::given(System::Hitos, &r.roll, &table).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("blanco"), "{e:?}");
    let e = roll(&c, json!({"car": 3, "dados": [10, 10, 4], "blanco": "Bruno"})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("blanco"), "{e:?}");
}
