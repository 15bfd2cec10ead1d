//! MIRILLA narrated from typed dice: one die on the scale, runs of dice, the table's words.

use crate::common::*;
use serde_json::json;
use tirada_table::System;

#[test]
fn every_kind_of_mirilla_roll_reads_in_both_languages() {
    let none = json!({});
    let mut cases: Vec<_> = (1..=6).map(|f| (none.clone(), json!({ "dado": f }))).collect();
    cases.extend([
        (none.clone(), json!({"dados":[6,5],"seguidos":2})),
        (none.clone(), json!({"dados":[6,6,6],"seguidos":3})),
        (none.clone(), json!({"dados":[4,5],"seguidos":2,"minimo":4})),
        (json!({"palabras":["a","b","c","d","e","f"]}), json!({"dado":2})),
    ]);
    check("mirilla", System::Mirilla, &cases);
}
