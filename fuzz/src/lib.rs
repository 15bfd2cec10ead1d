//! What each fuzz target does with its input, as plain functions: the libFuzzer binaries
//! (`fuzz_targets/`) call them, and so does `crates/web/tests/fuzz_corpus.rs`, which replays
//! every kept input of `corpus/` on stable Rust in the ordinary test run. A target's only
//! promise is that no input panics, hangs or exhausts memory: every refusal is an `Err`.
//!
//! This file is also compiled into that test with `#[path]`, so it uses only crates the web
//! crate's tests have.

use serde_json::Value;
use tirada_dice::notation::{line_odds, parse_program, Budget};
use tirada_dice::SeededDice;
use tirada_rules::{chasis, fate, hitos, portal};
use tirada_web::table::play;
use tirada_web::table::System;

/// Input as text, when it is UTF-8 (the loaders read text).
fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// The notation: parse, roll, and the exact odds of the whole line from one budget, as the CLI
/// computes them (cost-limited, so a runaway is a refusal).
pub fn notation(data: &[u8]) {
    let Some(input) = text(data) else { return };
    let Ok(rolls) = parse_program(input) else { return };
    let mut dice = SeededDice::new(13);
    for r in &rolls {
        let _ = r.expr.roll(&mut dice, 3);
    }
    let _ = line_odds(&rolls, 3, &mut Budget::new());
}

/// Every system's sheet loader: the CLI's TOML files and the web table's JSON (and its TOML
/// in `{"toml": …}`). The first byte picks the loader.
pub fn sheets(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Some(input) = text(rest) else { return };
    match which % 6 {
        0 => {
            let _ = portal::Character::from_toml(input, &portal::Rules::default());
        }
        1 => {
            let _ = hitos::Sheet::from_toml(input).and_then(hitos::Sheet::validated);
        }
        2 => {
            let _ = fate::Sheet::from_toml(input).map(|s| s.check(&fate::Rules::default()));
        }
        3 => {
            let r = chasis::Ruleset::default();
            let _ = chasis::Sheet::from_toml(input, &r).map(|s| s.validate(&r));
        }
        _ => {
            let Ok(v) = serde_json::from_str::<Value>(input) else {
                return;
            };
            for system in System::ALL {
                let ruleset = play::ruleset(system, None).unwrap_or(Value::Null);
                let _ = play::new_sheet(system, &ruleset, &v);
                let _ = play::new_sheet(system, &ruleset, &serde_json::json!({"toml": input}));
            }
        }
    }
}

/// The CHASIS ruleset loaders: `tirada chasis --reglas FILE` (TOML) and a table's ruleset
/// (JSON); a ruleset that loads must also serve a sheet and a roll.
pub fn chasis_ruleset(data: &[u8]) {
    let Some(input) = text(data) else { return };
    let json = match chasis::Ruleset::from_toml(input) {
        Ok(r) => serde_json::to_value(&r).ok(),
        Err(_) => serde_json::from_str::<Value>(input).ok(),
    };
    let Some(json) = json else { return };
    if let Ok(ruleset) = play::ruleset(System::Chasis, Some(&json)) {
        let sheet = serde_json::json!({"nombre": "X"});
        let _ = play::new_sheet(System::Chasis, &ruleset, &sheet);
        let seed = tirada_web::table::Seed::from_hex(&"0d".repeat(32)).expect("a seed");
        let _ = play::roll(
            System::Chasis,
            &ruleset,
            &serde_json::json!({"atributo": 3}),
            None,
            &seed,
            2,
        );
    }
}

/// `tirada verify` on any JSON (the corpus holds real exports the fuzzer mutates).
pub fn verify(data: &[u8]) {
    let Ok(log) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    let _ = tirada_web::table::verify::verify(&log);
}

/// An HTTP request body as the API reads it (`http::json::body`: JSON object, bounded depth), then
/// every request type checked against it: a table's settings and ruleset, a sheet, and a
/// roll's request in each system (rolled with a fixed seed).
pub fn http_bodies(data: &[u8]) {
    let Ok(v) = tirada_web::http::json::body(data) else {
        return;
    };
    let _ = play::settings::settings(v.get("settings"));
    let seed = tirada_web::table::Seed::from_hex(&"0d".repeat(32)).expect("a seed");
    for system in System::ALL {
        let Ok(ruleset) = play::ruleset(system, v.get("ruleset")) else {
            continue;
        };
        let _ = play::new_sheet(system, &ruleset, &v);
        let request = v.get("request").cloned().unwrap_or(Value::Null);
        let _ = play::roll(system, &ruleset, &request, None, &seed, 2);
    }
}
