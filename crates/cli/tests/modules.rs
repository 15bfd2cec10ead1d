//! No import circles in the CLI (issue #14 point 5): reads `src/**/*.rs`, builds the graph "module
//! A names an item of module B" from `crate::`, `super::`, `self::` and child-module paths, and
//! fails naming the first circle it finds. A parent that dispatches to a child while the child
//! takes an item from the parent is a circle too; inline `#[cfg(test)]` modules are skipped.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path from the crate root, e.g. `["commands", "portal"]`.
type ModPath = Vec<String>;

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Colons,
    Open,
    Close,
    Comma,
    Star,
    Hash,
    Semi,
    Str(String),
    Other,
}

/// Tokens of a Rust file, without comments; string literals kept (for `#[path = "…"]`).
fn tokens(text: &str) -> Vec<Tok> {
    let b: Vec<char> = text.chars().collect();
    let (mut i, mut out) = (0, Vec::new());
    while i < b.len() {
        let c = b[i];
        if c == '/' && b.get(i + 1) == Some(&'/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && b.get(i + 1) == Some(&'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == '*' && b[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == '"' {
            let mut s = String::new();
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    i += 1;
                }
                s.push(b[i]);
                i += 1;
            }
            i += 1;
            out.push(Tok::Str(s));
        } else if c == '\'' && b.get(i + 2) == Some(&'\'') {
            i += 3; // a char literal such as '{'
        } else if c == '\'' && b.get(i + 1) == Some(&'\\') {
            i += 2;
            while i < b.len() && b[i] != '\'' {
                i += 1;
            }
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_') {
                i += 1;
            }
            out.push(Tok::Ident(b[start..i].iter().collect()));
        } else {
            i += 1;
            out.push(match c {
                ':' if b.get(i) == Some(&':') => {
                    i += 1;
                    Tok::Colons
                }
                '{' => Tok::Open,
                '}' => Tok::Close,
                ',' => Tok::Comma,
                '*' => Tok::Star,
                '#' => Tok::Hash,
                ';' => Tok::Semi,
                _ => Tok::Other,
            });
        }
    }
    out
}

fn ident(t: Option<&Tok>) -> Option<&str> {
    match t {
        Some(Tok::Ident(s)) => Some(s),
        _ => None,
    }
}

/// Drops every `#[cfg(test)] mod name { … }` block (and `#[cfg(test)] mod name;`).
fn without_tests(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let is_cfg_test = toks[i] == Tok::Hash
            && ident(toks.get(i + 2)) == Some("cfg")
            && ident(toks.get(i + 4)) == Some("test")
            && ident(toks.get(i + 7)) == Some("mod");
        if is_cfg_test {
            let mut j = i + 9;
            if toks.get(j) == Some(&Tok::Open) {
                let mut depth = 0;
                while j < toks.len() {
                    match toks[j] {
                        Tok::Open => depth += 1,
                        Tok::Close => depth -= 1,
                        _ => {}
                    }
                    j += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            i = j;
        } else {
            out.push(toks[i].clone());
            i += 1;
        }
    }
    out
}

/// `mod name;` declarations of a file with their `#[path = "…"]` if any.
fn declared(toks: &[Tok]) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        if ident(toks.get(i)) == Some("mod") && toks.get(i + 2) == Some(&Tok::Semi) {
            let Some(name) = ident(toks.get(i + 1)) else { continue };
            let mut path = None;
            // `#[path = "x.rs"]` sits a few tokens before (maybe ahead of `pub`).
            for k in i.saturating_sub(8)..i {
                if ident(toks.get(k)) == Some("path") {
                    if let Some(Tok::Str(s)) = toks.get(k + 2) {
                        path = Some(s.clone());
                    }
                }
            }
            out.push((name.to_string(), path));
        }
    }
    out
}

/// The crate's module tree: module path → file, following `mod` declarations from `main.rs`.
fn tree(src: &Path) -> BTreeMap<ModPath, PathBuf> {
    let mut mods = BTreeMap::new();
    let mut todo = vec![(Vec::<String>::new(), src.join("main.rs"))];
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

fn graph(src: &Path) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
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

fn name(m: &ModPath) -> String {
    if m.is_empty() {
        "crate (main.rs)".into()
    } else {
        m.join("::")
    }
}

/// One circle of the graph, as the modules on it, if there is any.
fn circle(edges: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Option<Vec<ModPath>> {
    // 0 unseen, 1 on the stack, 2 done.
    fn visit(
        m: &ModPath,
        edges: &BTreeMap<ModPath, BTreeSet<ModPath>>,
        mark: &mut BTreeMap<ModPath, u8>,
        stack: &mut Vec<ModPath>,
    ) -> Option<Vec<ModPath>> {
        mark.insert(m.clone(), 1);
        stack.push(m.clone());
        for t in edges.get(m).into_iter().flatten() {
            match mark.get(t).copied().unwrap_or(0) {
                1 => {
                    let at = stack.iter().position(|s| s == t).unwrap();
                    let mut c = stack[at..].to_vec();
                    c.push(t.clone());
                    return Some(c);
                }
                0 => {
                    if let Some(c) = visit(t, edges, mark, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        mark.insert(m.clone(), 2);
        None
    }
    let mut mark = BTreeMap::new();
    for m in edges.keys() {
        if mark.get(m).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(m, edges, &mut mark, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

#[test]
fn the_cli_has_no_import_circles() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let edges = graph(&src);
    assert!(edges.len() > 20, "the module tree was not read: {:?}", edges.keys());
    if let Some(c) = circle(&edges) {
        let names: Vec<String> = c.iter().map(name).collect();
        panic!("import circle in the CLI: {}", names.join(" → "));
    }
}

#[test]
fn a_circle_is_found_and_named() {
    // parent dispatches to child, child takes the parent's item: a circle.
    let dir = std::env::temp_dir().join(format!("tirada-modules-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("a")).unwrap();
    std::fs::write(dir.join("main.rs"), "mod a;\nfn main() { a::run(); }\n").unwrap();
    std::fs::write(
        dir.join("a/mod.rs"),
        "mod b;\npub fn run() { b::go() }\npub fn helper() {}\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("a/b.rs"),
        "use super::{helper, self as s};\npub fn go() { helper() }\n#[cfg(test)]\nmod tests { use crate::x; }\n",
    )
    .unwrap();
    let edges = graph(&dir);
    let c = circle(&edges).map(|c| c.iter().map(name).collect::<Vec<_>>().join(" → "));
    std::fs::write(dir.join("a/mod.rs"), "mod b;\npub fn helper() {}\n").unwrap();
    let after = circle(&graph(&dir));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(c.as_deref(), Some("a → a::b → a"));
    assert_eq!(after, None);
}
