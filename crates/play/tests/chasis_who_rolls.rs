//! Who makes a CHASIS check at the table (issue 25 points 12–13), the rule the CLI's `--ficha`
//! asks too (`Sheet::may_check`): not the dead (C1300), not the unconscious or yielding (C1318),
//! and no NPC unless the table's ruleset says NPCs roll (`pnj_tiran`, C431–C433).

mod common;
use common::Said;

use serde_json::{json, Value};
use tirada_play::{self as play, seed::Seed, System};

fn gilius(ruleset: &Value, first: &str, state: Value) -> play::Character {
    let text = format!("{first}{}", tirada_rules::chasis::examples::example("gilius").unwrap());
    let mut c = common::stored(System::Chasis, ruleset, &json!({ "toml": text }));
    for (k, v) in state.as_object().unwrap() {
        c.state[k] = v.clone();
    }
    c
}

/// C1300, C1318, C431: the character whose state says `muerto` rolled ÉXITO at the table (201);
/// now the dead, the unconscious and an NPC are refused, naming the character, and an NPC rolls
/// where the table's ruleset has `pnj_tiran = true`.
#[test]
fn c1300_c1318_c431_the_dead_the_unconscious_and_npcs_make_no_checks_at_the_table() {
    let book = play::ruleset(System::Chasis, None).unwrap();
    let roll = |ruleset: &Value, c: &play::Character| {
        play::roll(
            System::Chasis,
            ruleset,
            &json!({"dados": [6, 7]}),
            Some(c),
            &Seed([3; 32]),
            2,
        )
    };
    assert!(roll(&book, &gilius(&book, "", json!({}))).is_ok());
    for (first, state, line) in [
        ("", json!({"heridas": {"dano": 13, "dolor": 0}}), "C1300"),
        ("", json!({"heridas": {"dano": 0, "dolor": 13}}), "C1318"),
        ("tipo = \"pnj\"\n", json!({}), "C431"),
    ] {
        let e = roll(&book, &gilius(&book, first, state)).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("character_id"), "{e:?}");
        assert!(
            e.message().contains("Gilius Cabezadetrueno no hace chequeos") && e.message().contains(line),
            "{e:?}"
        );
    }
    let npcs_roll = play::ruleset(System::Chasis, Some(&json!({"pnj_tiran": true}))).unwrap();
    assert!(roll(&npcs_roll, &gilius(&npcs_roll, "tipo = \"pnj\"\n", json!({}))).is_ok());
}
