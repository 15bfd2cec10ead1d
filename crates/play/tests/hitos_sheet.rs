//! A Hitos character's sheet as it plays at the table (issue 25 point 7).

mod common;

use serde_json::json;
use tirada_play::{self as play, seed::Seed, System};

/// H815: a minion's first appearance plays with the ninja theorem's raise, +2 to every
/// characteristic: Reflejos 5 reads 7 on [3, 6, 7] (13), as `tirada hitos --ficha` reads it.
#[test]
fn h815_a_first_appearance_plays_with_the_ninja_theorem_at_the_table() {
    let total = |first: bool| {
        let sheet = json!({"nombre": "Ninja", "tipo": "pnj", "tipo_de_secuaz": "ninja", "primera_aparicion": first,
                           "caracteristicas": {"fortaleza": 3, "reflejos": 5, "intelecto": 4, "voluntad": 4}});
        let c = common::stored(System::Hitos, &json!({}), &sheet);
        let request = json!({"caracteristica": "reflejos", "dados": [3, 6, 7]});
        let r = play::roll(System::Hitos, &json!({}), &request, Some(&c), &Seed([4; 32]), 1).unwrap();
        r.roll["total"].as_i64().unwrap()
    };
    assert_eq!((total(false), total(true)), (11, 13));
}
