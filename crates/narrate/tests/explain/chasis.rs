//! CHASIS narrated from typed dice: the base dice, modifiers, extremes and apertura chains.

use crate::common::*;
use serde_json::json;
use tirada_table::System;

#[test]
fn every_kind_of_chasis_roll_reads_in_both_languages() {
    let none = json!({});
    let tope = json!({"apertura": "tope"});
    let twin = json!({"apertura": "gemela"});
    check(
        "chasis",
        System::Chasis,
        &[
            (none.clone(), json!({"dados":[12,7]})),
            (none.clone(), json!({"dados":[5,7]})),
            (none.clone(), json!({"dados":[6,7]})),
            // Extremes: a double 1 fumbles, a double 12 is a critical (C L1584).
            (none.clone(), json!({"dados":[1,1]})),
            (none.clone(), json!({"dados":[12,12]})),
            // A modifier with dice, and a fixed one.
            (none.clone(), json!({"dados":[5,7],"mod":"+1d6","dados_mod":[3]})),
            (none.clone(), json!({"dados":[8,9],"mod":"-2","dif":15})),
            // Apertura chains.
            (tope.clone(), json!({"dados":[12,12,4,5]})),
            (tope.clone(), json!({"dados":[12,3,12,6]})),
            (twin.clone(), json!({"dados":[6,6,4]})),
            // The apertura's die left out and rolled by the table, said so (issue #17 point 22).
            (twin.clone(), json!({"dados":[6,6],"tirar_resto":true})),
        ],
    );
}
