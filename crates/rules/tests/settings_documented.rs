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
    documented_in(name, page, settings, None)
}

/// [`documented`], the default read from the row's `column` (1 = the key's cell) when given.
fn documented_in(name: &str, page: &str, settings: &[(String, Vec<Value>)], column: Option<usize>) -> Vec<String> {
    let mut missing = Vec::new();
    for (key, defaults) in settings {
        let found = rows(page, key);
        if found.is_empty() {
            missing.push(format!("{name}: no row names `{key}`"));
            continue;
        }
        for d in defaults {
            let Some(ways) = written(d) else { continue };
            let cell = |row: &&str| match column {
                Some(c) => row.split('|').nth(c).unwrap_or("").to_string(),
                None => row.to_string(),
            };
            if !found
                .iter()
                .any(|row| ways.iter().any(|w| cell(row).contains(w.as_str())))
            {
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
    // The format page's ruleset table too (issue 25 point 11: it gave skill_pyramid as true).
    missing.extend(documented_in(
        "docs/fate.md",
        &doc("docs/fate.md"),
        &top_level(&[json(&fate::Rules::default())], &[]),
        Some(2),
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

/// The `.rs` files of every crate's `src/` with their `#[cfg(test)]` modules cut off: the
/// shipped code.
fn shipped_sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let shipped = text.split("#[cfg(test)]").next().unwrap_or("").to_string();
                out.push((path.display().to_string(), shipped));
            }
        }
    }
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for krate in std::fs::read_dir(&crates).unwrap().flatten() {
        let src = krate.path().join("src");
        if src.is_dir() {
            walk(&src, &mut out);
        }
    }
    out
}

/// The Rust fields a serialised key of `system` names: each `pub NAME: Type` a
/// `rename = "key"` stands over in the system's rules code (a key may name a field in several
/// sections, or an output's field too), else the key itself.
fn fields_of(system: &str, key: &str, sources: &[(String, String)]) -> Vec<String> {
    let renamed = format!("rename = \"{key}\"");
    let folder = format!("rules/src/{system}/");
    let mut fields = Vec::new();
    for (_, text) in sources.iter().filter(|(path, _)| path.contains(&folder)) {
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if !line.contains(&renamed) || !line.trim_start().starts_with("#[serde") {
                continue;
            }
            // The next line that is not an attribute or a comment: a field, or a variant.
            let next = lines[i + 1..]
                .iter()
                .map(|l| l.trim_start())
                .find(|l| !l.starts_with("#[") && !l.starts_with("//"));
            let name = next
                .and_then(|l| l.strip_prefix("pub "))
                .and_then(|l| l.split_once(':'))
                .map(|(name, _)| name.trim())
                .filter(|name| name.chars().all(|c| c.is_alphanumeric() || c == '_'));
            fields.extend(name.map(str::to_string));
        }
    }
    if fields.is_empty() {
        fields.push(key.to_string());
    }
    fields
}

/// Whether a shipped line reads `.field` (an assignment `.field = …` only writes it).
fn read_somewhere(field: &str, sources: &[(String, String)]) -> bool {
    let dotted = format!(".{field}");
    sources.iter().any(|(_, text)| {
        text.lines().any(|line| {
            line.match_indices(&dotted).any(|(i, _)| {
                let rest = &line[i + dotted.len()..];
                let whole = !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_');
                let r = rest.trim_start();
                let assigned = r.starts_with('=') && !r.starts_with("==");
                whole && !assigned
            })
        })
    })
}

/// Issue 24, "every setting honest": each setting the engines take is read by the shipped code
/// (a line reads its field), so none is documented while nothing applies it. Each one's effect
/// is shown by a test of two outcomes that differ, in its system's tests.
#[test]
fn every_setting_is_read_by_the_code() {
    use tirada_rules::{chasis, fate, hitos, portal};
    let sources = shipped_sources();
    let mut keys: Vec<(&str, String)> = Vec::new();
    let profile = json(&portal::Rules::of(portal::Profile::Book));
    keys.extend(
        top_level(&[profile], &["profile"])
            .into_iter()
            .map(|(k, _)| ("portal", k)),
    );
    keys.extend(
        top_level(&[json(&hitos::Rules::default())], &[])
            .into_iter()
            .map(|(k, _)| ("hitos", k)),
    );
    keys.extend(
        top_level(&[json(&fate::Rules::default())], &[])
            .into_iter()
            .map(|(k, _)| ("fate", k)),
    );
    let mut ignored = Vec::new();
    let chasis_page = doc("rulesets/chasis/README.md");
    let chasis_keys = section_keys(&json(&chasis::Ruleset::book()), &chasis_page, &mut ignored);
    keys.extend(chasis_keys.into_iter().map(|(k, _)| ("chasis", k)));
    let unread: Vec<String> = keys
        .iter()
        .filter(|(system, key)| {
            !fields_of(system, key, &sources)
                .iter()
                .any(|f| read_somewhere(f, &sources))
        })
        .map(|(system, key)| format!("{system}.{key}"))
        .collect();
    assert!(unread.is_empty(), "settings no shipped code reads: {unread:?}");
}
