//! The dice notation narrated from typed faces: kept, dropped and exploded dice, Fate dice.

use serde_json::json;
use tirada_narrate::{explain, Lang};

/// A notation roll as `tirada roll --json` prints it (the CLI's own tests check that shape).
fn notation(expression: &str, terms: serde_json::Value, total: i64) -> serde_json::Value {
    let dice: Vec<serde_json::Value> = terms
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .flat_map(|(i, t)| {
            t["dice"]
                .as_array()
                .unwrap()
                .iter()
                .map(move |d| {
                    let mut d = d.clone();
                    d["term"] = json!(i);
                    d
                })
                .collect::<Vec<_>>()
        })
        .collect();
    json!({"expression": expression, "total": total, "dice": dice, "terms": terms})
}

#[test]
fn notation_reads_kept_dropped_and_exploded_dice() {
    let kh = notation(
        "4d6kh3+2",
        json!([{"term":"4d6kh3","negative":false,"die":"d6","value":10,"dice":[
            {"faces":[2],"value":2,"kept":true},{"faces":[4],"value":4,"kept":true},
            {"faces":[4],"value":4,"kept":true},{"faces":[1],"value":1,"kept":false}]},
            {"term":"2","negative":false,"dice":[],"value":2}]),
        12,
    );
    let e = explain(&kh, Lang::Es).unwrap();
    assert_eq!(e.headline, "4d6kh3+2 → 12");
    assert_eq!(e.texts(), ["+ 4d6kh3: 2, 4, 4, 1 (descartado) = 10", "+ 2"]);
    assert_eq!(e.lines[0].dice[3].role, "dropped");
    let en = explain(&kh, Lang::En).unwrap();
    assert_eq!(en.texts(), ["+ 4d6kh3: 2, 4, 4, 1 (dropped) = 10", "+ 2"]);
    let boom = notation(
        "2d6!-1",
        json!([{"term":"2d6!","negative":false,"die":"d6","value":12,"dice":[
            {"faces":[6,3],"value":9,"kept":true},{"faces":[3],"value":3,"kept":true}]},
            {"term":"1","negative":true,"dice":[],"value":1}]),
        11,
    );
    let e = explain(&boom, Lang::Es).unwrap();
    assert_eq!(e.texts(), ["+ 2d6!: 6+3 (explota) = 9, 3 = 12", "− 1"]);
    assert_eq!(e.lines[0].dice[0].role, "exploded");
    let en = explain(&boom, Lang::En).unwrap();
    assert_eq!(en.texts(), ["+ 2d6!: 6+3 (explodes) = 9, 3 = 12", "− 1"]);
}

#[test]
fn fate_dice_in_notation_read_as_the_book_draws_them() {
    let fudge = notation(
        "4dF",
        json!([{"term":"4dF","negative":false,"die":"dF","value":1,"dice":[
            {"faces":[1],"value":1,"kept":true},{"faces":[-1],"value":-1,"kept":true},
            {"faces":[0],"value":0,"kept":true},{"faces":[1],"value":1,"kept":true}]}]),
        1,
    );
    let e = explain(&fudge, Lang::En).unwrap();
    assert_eq!(e.texts(), ["+ 4dF: [+], [−], [ ], [+] = 1"]);
}
