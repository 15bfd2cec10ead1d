//! The browser engine answers as the CLI does (issue 28): every request of
//! `crates/wasm/tests/cases.json` through `tirada_wasm::handle` — the very function the `.wasm`
//! module exports, here compiled natively — gives the object `tirada … --json` prints, its
//! explanation included, in Spanish and English. (`crates/wasm/tests/node/engine.test.mjs`
//! runs the same list through the built module in node.)

mod common;

use serde_json::{json, Value};

fn cases() -> Vec<Value> {
    let text = include_str!("../../wasm/tests/cases.json");
    let doc: Value = serde_json::from_str(text).expect("cases.json is JSON");
    doc["cases"].as_array().expect("a list of cases").clone()
}

/// The engine's `ok` value for a call, or the test fails with its error.
fn engine(call: Value) -> Value {
    let answer: Value = serde_json::from_str(&tirada_wasm::handle(&call.to_string())).expect("JSON answer");
    assert!(answer.get("error").is_none(), "{call}: {answer}");
    answer["ok"].clone()
}

/// A roll object without what one front end adds for its reader; a MIRILLA degree's older
/// `value` (the table's, equal to `total`) left out of the odds.
fn comparable(mut v: Value) -> Value {
    if let Some(o) = v.as_object_mut() {
        for key in common::both_ways::READERS {
            o.remove(*key);
        }
    }
    for row in v["distribution"].as_array_mut().into_iter().flatten() {
        if let Some(o) = row.as_object_mut() {
            o.remove("value");
        }
    }
    v
}

#[test]
fn the_engine_module_gives_the_clis_odds_rolls_and_explanations() {
    for case in cases() {
        let system = case["system"].as_str().unwrap();
        let lang = case["lang"].as_str().unwrap_or("es");
        let mut args: Vec<&str> = match case["kind"].as_str().unwrap() {
            "odds" => vec!["odds", system],
            _ => vec![system],
        };
        args.extend(case["args"].as_str().unwrap().split(' ').filter(|a| !a.is_empty()));
        args.extend(["--json", "--lang", lang]);
        let cli = common::json(&args);
        let call = json!({
            "op": case["kind"], "system": system, "ruleset": case["ruleset"],
            "request": case["request"], "lang": lang,
        });
        let got = match case["kind"].as_str().unwrap() {
            "odds" => engine(call),
            _ => engine(call)["roll"].clone(),
        };
        assert_eq!(comparable(got), comparable(cli), "{args:?}");
    }
}

#[test]
fn the_engine_module_refuses_in_one_sentence_in_the_callers_language() {
    let said = |call: &str| -> Value { serde_json::from_str(&tirada_wasm::handle(call)).unwrap() };
    let es = said(r#"{"op":"odds","system":"runequest","request":{}}"#);
    assert_eq!(es["error"]["field"], "system");
    assert!(
        es["error"]["message"].as_str().unwrap().contains("no es un sistema"),
        "{es}"
    );
    let en = said(r#"{"op":"odds","system":"runequest","request":{},"lang":"en"}"#);
    assert!(
        en["error"]["message"]
            .as_str()
            .unwrap()
            .contains("is not a tirada system"),
        "{en}"
    );
    for garbage in ["", "{", "[]", r#"{"op":"fly"}"#, r#"{"op":"roll"}"#] {
        let v = said(garbage);
        let message = v["error"]["message"].as_str().unwrap_or_default();
        assert!(message.starts_with("el motor no entiende"), "{garbage}: {v}");
    }
    // Dice left to roll need a seed; none is made up.
    let v = said(r#"{"op":"roll","system":"fate","request":{"hab":2}}"#);
    assert_eq!(v["error"]["field"], "seed", "{v}");
    // A rule's refusal is the play layer's sentence, in English when asked.
    let v = said(r#"{"op":"roll","system":"portal","request":{"malestar":4,"dif":5},"seed":"00","lang":"en"}"#);
    assert!(v["error"]["message"].is_string(), "{v}");
}

#[test]
fn a_seeded_roll_is_the_same_roll_again_and_another_seed_may_differ() {
    let seed = "ab".repeat(32);
    let call = json!({"op":"roll","system":"hitos","request":{"car":3,"hab":2,"dif":12},"seed":seed});
    let a = engine(call.clone());
    let b = engine(call);
    assert_eq!(a, b);
    assert!(a["roll"]["explanation"]["headline"].is_string(), "{a}");
    let rolls: std::collections::BTreeSet<String> = (0..20u8)
        .map(|i| {
            let seed = format!("{i:02x}").repeat(32);
            engine(json!({"op":"roll","system":"hitos","request":{"car":3,"hab":2,"dif":12},"seed":seed}))["roll"]
                ["dice"]
                .to_string()
        })
        .collect();
    assert!(rolls.len() > 1, "twenty seeds gave one roll: {rolls:?}");
}
