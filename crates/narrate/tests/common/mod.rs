//! Rolls made the way the table makes them, from typed dice, and their explanations.

#![allow(dead_code)]

use serde_json::Value;
use tirada_narrate::{explain, Lang};
use tirada_table::play;
use tirada_table::{Seed, System};

/// The roll object the table stores for `request` (typed dice) under `ruleset`.
pub fn roll(system: System, ruleset: Value, request: Value) -> Value {
    let ruleset = play::ruleset(system, Some(&ruleset)).expect("a valid ruleset");
    play::roll(system, &ruleset, &request, None, &Seed([0; 32]), 1)
        .unwrap_or_else(|e| panic!("{request}: {e}"))
        .roll
}

/// Headline and lines, in one language.
pub fn said(roll: &Value, lang: Lang) -> (String, Vec<String>) {
    let e = explain(roll, lang).unwrap_or_else(|| panic!("no explanation for {roll}"));
    let lines = e.texts().iter().map(|s| s.to_string()).collect();
    (e.headline, lines)
}

/// Prints both languages (seen with `--nocapture` when a case is written).
pub fn show(roll: &Value) {
    for lang in [Lang::Es, Lang::En] {
        let (h, l) = said(roll, lang);
        println!("{h}");
        for x in l {
            println!("  {x}");
        }
    }
}

/// Every case narrated in es and en, as text: the request, then each language's headline and
/// lines. Compared with `tests/expected/NAME.txt`; `NARRATE_BLESS=1` writes the file anew
/// (read the diff before committing it).
pub fn check(name: &str, system: System, cases: &[(Value, Value)]) {
    let mut out = String::new();
    for (ruleset, request) in cases {
        let r = roll(system, ruleset.clone(), request.clone());
        out.push_str(&format!("## {} {}\n", canonical(ruleset), canonical(request)));
        for lang in [Lang::Es, Lang::En] {
            let (h, lines) = said(&r, lang);
            out.push_str(&format!("{h}\n"));
            for l in lines {
                out.push_str(&format!("  {l}\n"));
            }
        }
        out.push('\n');
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/expected")
        .join(format!("{name}.txt"));
    if std::env::var_os("NARRATE_BLESS").is_some() {
        std::fs::write(&path, &out).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    if expected != out {
        for (a, b) in expected.lines().zip(out.lines()) {
            assert_eq!(a, b, "{name}: the first line that differs (NARRATE_BLESS=1 rewrites)");
        }
        assert_eq!(
            expected, out,
            "{name}: the explanations changed (NARRATE_BLESS=1 rewrites)"
        );
    }
}

/// JSON with its keys sorted, whichever order serde_json keeps (another crate of the
/// workspace may turn on its `preserve_order`), so a case's header reads the same in every build.
fn canonical(v: &Value) -> String {
    match v {
        Value::Object(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            keys.sort();
            let items: Vec<String> = keys
                .iter()
                .map(|k| format!("{}:{}", Value::String((*k).clone()), canonical(&m[k.as_str()])))
                .collect();
            format!("{{{}}}", items.join(","))
        }
        Value::Array(a) => format!("[{}]", a.iter().map(canonical).collect::<Vec<_>>().join(",")),
        other => other.to_string(),
    }
}
