//! A crate's module graph: which module names an item of which, read from `crate::`,
//! `super::`, `self::` and child-module paths. A parent that dispatches to a child while the
//! child takes an item from the parent names both ways; inline `#[cfg(test)]` modules are
//! skipped (a test may look anywhere).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::tokens::{declared, ident, tokens, without_tests, Tok};

/// A module's path from the crate root, e.g. `["commands", "portal"]`.
pub type ModPath = Vec<String>;

/// Module → the modules it names an item of.
pub type Graph = BTreeMap<ModPath, BTreeSet<ModPath>>;

/// The crate's module tree: module path → file, following `mod` declarations from `lib.rs` (or
/// `main.rs` for a binary).
fn tree(src: &Path) -> BTreeMap<ModPath, PathBuf> {
    let root = match src.join("lib.rs") {
        lib if lib.exists() => lib,
        _ => src.join("main.rs"),
    };
    let mut mods = BTreeMap::new();
    let mut todo = vec![(Vec::<String>::new(), root)];
    while let Some((m, file)) = todo.pop() {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let dir = file.parent().unwrap().to_path_buf();
        let own_dir = match file.file_name().and_then(|n| n.to_str()) {
            Some("main.rs" | "lib.rs" | "mod.rs") => dir.clone(),
            _ => dir.join(file.file_stem().unwrap()),
        };
        for (name, path) in declared(&without_tests(tokens(&text))) {
            let child = match path {
                Some(p) => dir.join(p),
                None if own_dir.join(format!("{name}.rs")).exists() => own_dir.join(format!("{name}.rs")),
                None => own_dir.join(&name).join("mod.rs"),
            };
            let mut cm = m.clone();
            cm.push(name);
            todo.push((cm, child));
        }
        mods.insert(m, file);
    }
    mods
}

/// Every path a token stream names, expanded through `{…}` groups: `super::{a, b::c}` gives
/// `super::a` and `super::b::c`. A path starts at `crate`, `super`, `self` or a child's name.
fn paths(toks: &[Tok], children: &BTreeSet<String>) -> Vec<Vec<String>> {
    fn walk(toks: &[Tok], i: &mut usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut p = prefix;
        loop {
            match toks.get(*i) {
                Some(Tok::Ident(s)) if s == "self" && !p.is_empty() => *i += 1,
                Some(Tok::Ident(s)) => {
                    p.push(s.clone());
                    *i += 1;
                }
                Some(Tok::Open) => {
                    *i += 1;
                    while *i < toks.len() && toks[*i] != Tok::Close {
                        walk(toks, i, p.clone(), out);
                        if ident(toks.get(*i)) == Some("as") {
                            *i += 2;
                        }
                        if toks.get(*i) == Some(&Tok::Comma) {
                            *i += 1;
                        }
                    }
                    *i += 1;
                    return;
                }
                Some(Tok::Star) => {
                    *i += 1;
                    break;
                }
                _ => break,
            }
            if toks.get(*i) == Some(&Tok::Colons) {
                *i += 1;
            } else {
                break;
            }
        }
        out.push(p);
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let starts = match (&toks[i], toks.get(i + 1)) {
            (Tok::Ident(s), Some(Tok::Colons)) => {
                (i == 0 || toks[i - 1] != Tok::Colons)
                    && (matches!(s.as_str(), "crate" | "super" | "self") || children.contains(s))
            }
            _ => false,
        };
        if starts {
            walk(toks, &mut i, Vec::new(), &mut out);
        } else {
            i += 1;
        }
    }
    out
}

/// The module a path names an item of (its longest prefix that is a module).
fn resolve(from: &ModPath, path: &[String], mods: &BTreeMap<ModPath, PathBuf>) -> Option<ModPath> {
    let mut at = from.clone();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            at.clear();
            rest = &path[1..];
        }
        Some("self") => rest = &path[1..],
        _ => {}
    }
    while rest.first().map(String::as_str) == Some("super") {
        at.pop()?;
        rest = &rest[1..];
    }
    for seg in rest {
        let mut next = at.clone();
        next.push(seg.clone());
        if !mods.contains_key(&next) {
            break;
        }
        at = next;
    }
    Some(at)
}

/// The module graph of the crate whose sources are in `src`.
pub fn graph(src: &Path) -> Graph {
    let mods = tree(src);
    let mut edges = BTreeMap::new();
    for (m, file) in &mods {
        let toks = without_tests(tokens(&std::fs::read_to_string(file).unwrap()));
        let children: BTreeSet<String> = mods
            .keys()
            .filter(|k| k.len() == m.len() + 1 && k.starts_with(m))
            .map(|k| k[m.len()].clone())
            .collect();
        let to: BTreeSet<ModPath> = paths(&toks, &children)
            .iter()
            .filter_map(|p| resolve(m, p, &mods))
            .filter(|t| t != m)
            .collect();
        edges.insert(m.clone(), to);
    }
    edges
}
