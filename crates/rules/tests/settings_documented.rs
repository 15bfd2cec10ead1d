//! Issue #17, "Done when": `docs/` lists every ambiguity choice per system with its setting.
//! Every setting the engines take — the keys their rules serialise to — has a row in its
//! system's page (a table row naming the key in backticks) with its default in that row, so a
//! setting added in code and not documented fails here.

use serde_json::Value;
use std::path::Path;

fn doc(relative: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The table rows of a page that name `key` in backticks.
fn rows<'a>(page: &'a str, key: &str) -> Vec<&'a str> {
    let quoted = format!("`{key}`");
    page.lines()
        .filter(|l| l.trim_start().starts_with('|') && l.contains(&quoted))
        .collect()
}

/// A default as a page writes it; `None` for a value too large for a cell (a table, a list),
/// whose row then only has to exist.
fn written(v: &Value) -> Option<Vec<String>> {
    match v {
        Value::Bool(b) => Some(vec![b.to_string()]),
        Value::Number(n) => Some(vec![n.to_string()]),
        Value::String(s) => Some(vec![s.clone()]),
        Value::Null => Some(["none", "—", "ninguno", "ninguna", "null"].map(String::from).to_vec()),
        Value::Array(_) | Value::Object(_) => None,
    }
}

/// Every key of `settings` (`{key: default}`) documented in `page` with each default.
fn documented(name: &str, page: &str, settings: &[(String, Vec<Value>)]) -> Vec<String> {
    let mut missing = Vec::new();
    for (key, defaults) in settings {
        let found = rows(page, key);
        if found.is_empty() {
            missing.push(format!("{name}: no row names `{key}`"));
            continue;
        }
        for d in defaults {
            let Some(ways) = written(d) else { continue };
            if !found.iter().any(|row| ways.iter().any(|w| row.contains(w.as_str()))) {
                missing.push(format!("{name}: the row of `{key}` does not give its default {d}"));
            }
        }
    }
    missing
}

/// Top-level keys with their defaults, from one or more serialised rule sets.
fn top_level(sets: &[Value], skip: &[&str]) -> Vec<(String, Vec<Value>)> {
    let first = sets[0].as_object().expect("rules serialise to an object");
    first
        .keys()
        .filter(|k| !skip.contains(&k.as_str()))
        .map(|k| (k.clone(), sets.iter().map(|s| s[k].clone()).collect()))
        .collect()
}

/// The keys of a rule set with sections (CHASIS's `[grado]`, `[apertura]`…): each section's
/// keys, each with its default, and the top-level keys; a section's name has a heading.
fn section_keys(v: &Value, page: &str, missing: &mut Vec<String>) -> Vec<(String, Vec<Value>)> {
    let sections = [
        "extremos",
        "grado",
        "apertura",
        "energia",
        "auxiliares",
        "desarrollo",
        "atributos",
    ];
    let mut out = Vec::new();
    for (k, x) in v.as_object().into_iter().flatten() {
        if !sections.contains(&k.as_str()) {
            out.push((k.clone(), vec![x.clone()]));
            continue;
        }
        if !page.contains(&format!("### `[{k}]`")) {
            missing.push(format!("no heading for the section `[{k}]`"));
        }
        out.extend(
            x.as_object()
                .into_iter()
                .flatten()
                .map(|(k, x)| (k.clone(), vec![x.clone()])),
        );
    }
    out
}

fn json<T: serde::Serialize>(rules: &T) -> Value {
    serde_json::to_value(rules).expect("rules serialise")
}

#[test]
fn every_setting_of_every_system_is_documented_with_its_default() {
    use tirada_rules::{chasis, fate, hitos, portal};
    let mut missing = Vec::new();
    // PORTAL: both profiles' defaults in the key's row.
    let profiles = [
        json(&portal::Rules::of(portal::Profile::Book)),
        json(&portal::Rules::of(portal::Profile::Summary)),
    ];
    missing.extend(documented(
        "docs/rules/portal.md",
        &doc("docs/rules/portal.md"),
        &top_level(&profiles, &["profile"]),
    ));
    missing.extend(documented(
        "docs/rules/hitos.md",
        &doc("docs/rules/hitos.md"),
        &top_level(&[json(&hitos::Rules::default())], &[]),
    ));
    missing.extend(documented(
        "docs/rules/fate.md",
        &doc("docs/rules/fate.md"),
        &top_level(&[json(&fate::Rules::default())], &[]),
    ));
    let chasis_page = doc("rulesets/chasis/README.md");
    let chasis_keys = section_keys(&json(&chasis::Ruleset::book()), &chasis_page, &mut missing);
    missing.extend(documented("rulesets/chasis/README.md", &chasis_page, &chasis_keys));
    // MIRILLA's one setting: the words of the degrees, on the CLI and in a table's ruleset.
    let mirilla = doc("docs/rules/mirilla.md");
    if !(mirilla.contains("--palabras") && mirilla.contains("{\"palabras\": [...]}")) {
        missing.push("docs/rules/mirilla.md: the degree words' setting".into());
    }
    assert!(missing.is_empty(), "settings not documented:\n{}", missing.join("\n"));
}
