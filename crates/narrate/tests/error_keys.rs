//! Every error a library can raise has its sentence in every language: the keys the error
//! types make (an enum's serde tag and its variants, kebab-case, as `tirada_dice::Words::of`
//! builds them) and the keys the code names (`Words::key("…")`) are all in
//! `locales/errors/{es,en}.ftl`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use tirada_narrate::keys_of;

const SPANISH: &str = include_str!("../locales/errors/es.ftl");
const ENGLISH: &str = include_str!("../locales/errors/en.ftl");

fn crates() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = entry.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

fn kebab(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('-');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// The keys of the worded enums in `code`: after `#[serde(tag = "P", content = "args", …)]`,
/// `P-variant` for every variant that is neither untagged nor skipped.
fn enum_keys(code: &str) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let marker = "#[serde(tag = \"";
    for (i, _) in code.match_indices(marker) {
        // An attribute, not a comment quoting one.
        let line_start = code[..i].rfind('\n').map_or(0, |n| n + 1);
        if !code[line_start..i].trim().is_empty() {
            continue;
        }
        let rest = &code[i + marker.len()..];
        let Some(end) = rest.find('"') else { continue };
        if !rest[end..].starts_with("\", content = \"args\"") {
            continue;
        }
        let prefix = &rest[..end];
        let Some(open) = rest.find("pub enum ").and_then(|e| rest[e..].find('{').map(|b| e + b)) else {
            continue;
        };
        let mut depth = 0;
        let mut skip_next = false;
        let body = &rest[open + 1..];
        for line in body.lines() {
            let t = line.trim();
            if depth == 0 && t.starts_with('}') {
                break;
            }
            if depth == 0 {
                if t.starts_with("#[serde(untagged") || t.starts_with("#[serde(skip") {
                    skip_next = true;
                } else if t.starts_with(|c: char| c.is_ascii_uppercase()) {
                    let name: String = t.chars().take_while(|c| c.is_alphanumeric()).collect();
                    if !skip_next {
                        keys.insert(format!("{prefix}-{}", kebab(&name)));
                    }
                    skip_next = false;
                }
            }
            depth += line.matches(['{', '(']).count() as i32 - line.matches(['}', ')']).count() as i32;
        }
    }
    keys
}

/// The keys the code names: `Words::key("…")` and `w("…")` in a hand-written `Worded`.
fn named_keys(code: &str) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for call in ["Words::key(\"", " w(\"", "(w(\""] {
        for (i, _) in code.match_indices(call) {
            let rest = &code[i + call.len()..];
            if let Some(end) = rest.find('"') {
                keys.insert(rest[..end].to_string());
            }
        }
    }
    keys
}

#[test]
fn every_error_has_its_sentence_in_every_language() {
    let mut files = vec![];
    // The web checks its own keys, which may be its API's or its pages' (`http/words.rs`).
    for krate in ["dice", "rules", "play", "cli", "wasm"] {
        rust_files(&crates().join(krate).join("src"), &mut files);
    }
    let (mut made, mut named) = (BTreeSet::new(), BTreeSet::new());
    for f in &files {
        let code = std::fs::read_to_string(f).unwrap();
        made.extend(enum_keys(&code));
        named.extend(named_keys(&code));
    }
    assert!(
        made.contains("portal-too-many-dice") && made.contains("typed-missing"),
        "{made:?}"
    );
    assert!(
        named.contains("notation-at") && named.contains("pstate-not-enough"),
        "{named:?}"
    );
    // Keys built in tests of the words themselves are not messages.
    named.retain(|k| !matches!(k.as_str(), "by-hand" | "inner-gone" | "outer-too-many" | "outer-level"));
    for (lang, file) in [("es", SPANISH), ("en", ENGLISH)] {
        let have = keys_of(file);
        let missing: Vec<_> = made.union(&named).filter(|k| !have.contains(*k)).collect();
        assert!(missing.is_empty(), "errors/{lang}.ftl lacks {missing:?}");
    }
}
