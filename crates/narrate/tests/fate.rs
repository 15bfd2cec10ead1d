//! Fate narrated from typed dice: the dice, the effort on the ladder, the shifts, the verdict.

mod common;
use common::*;
use serde_json::json;
use tirada_table::System;

#[test]
fn every_kind_of_fate_roll_reads_in_both_languages() {
    let none = json!({});
    check(
        "fate",
        System::Fate,
        &[
            // A tie is a success without shifts (F L48).
            (none.clone(), json!({"hab":2,"dif":3,"dados":[1,1,0,-1]})),
            // Success by 3 or more (L379).
            (none.clone(), json!({"hab":2,"dif":3,"dados":[1,1,1,1]})),
            // A failure and the PP that would have made it.
            (none.clone(), json!({"hab":1,"dif":4,"dados":[-1,0,0,1]})),
            (none.clone(), json!({"hab":0,"dif":1,"dados":[-1,0,0,0]})),
            // PP spent for +1 each, and a modifier.
            (none.clone(), json!({"hab":2,"dif":4,"pp":1,"mod":-1,"dados":[1,0,0,0]})),
            // No difficulty: Normal (+1) by default.
            (none.clone(), json!({"hab":3,"dados":[0,0,0,0]})),
            // Ladder words by name; one shift.
            (none.clone(), json!({"hab":"bueno","dif":"decente","dados":[0,0,0,0]})),
            // Beyond the ladder's ends.
            (none.clone(), json!({"hab":5,"dif":2,"dados":[1,1,1,1]})),
            (none.clone(), json!({"hab":-2,"dif":0,"dados":[-1,-1,-1,-1]})),
            // Two shifts.
            (none.clone(), json!({"hab":3,"dif":2,"dados":[1,0,0,0]})),
        ],
    );
}
