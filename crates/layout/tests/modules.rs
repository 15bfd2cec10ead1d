//! No import circles in any crate of the workspace (issue #14 point 5, issue #24): each crate's
//! `src/` is read into its module graph and every knot of modules that reach each other fails,
//! named by one of its circles, unless the allow-list below holds it.

use std::collections::BTreeSet;
use std::path::Path;

use tirada_layout::{circles, graph, name};

/// Knots allowed to stand: a crate, the modules a knot may span there (it may shrink or split
/// within them, not grow) and why it stands — at most a type and its builder, each saying why.
/// None stands today; an entry no knot falls within any more fails too, so it is removed with
/// the circle.
const ALLOWED: &[(&str, &[&str], &str)] = &[];

/// Every crate of the workspace, by its folder under `crates/`.
const CRATES: &[&str] = &[
    "dice", "rules", "narrate", "play", "table", "web", "discord", "cli", "testpg", "layout", "wasm",
];

#[test]
fn no_crate_has_an_import_circle() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut problems = Vec::new();
    let mut used = BTreeSet::new();
    for krate in CRATES {
        let edges = graph(&crates.join(krate).join("src"));
        assert!(!edges.is_empty(), "the module tree of {krate} was not read");
        for knot in circles(&edges) {
            let modules: BTreeSet<String> = knot.modules.iter().map(name).collect();
            let within = |(c, mods, _): &&(&str, &[&str], &str)| {
                c == krate && modules.iter().all(|m| mods.contains(&m.as_str()))
            };
            match ALLOWED.iter().position(|e| within(&e)) {
                Some(i) => {
                    used.insert(i);
                }
                None => problems.push(format!(
                    "import circle in {krate}: {} (the knot: {})",
                    knot.named(),
                    modules.into_iter().collect::<Vec<_>>().join(", ")
                )),
            }
        }
    }
    for (i, (krate, mods, _)) in ALLOWED.iter().enumerate() {
        if !used.contains(&i) {
            problems.push(format!(
                "{krate}: no knot within {mods:?} any more: remove its entry from ALLOWED"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_crate_of_the_workspace_is_checked() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut on_disk: Vec<String> = std::fs::read_dir(&crates)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("Cargo.toml").exists())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = CRATES.iter().map(|c| c.to_string()).collect();
    listed.sort();
    assert_eq!(
        on_disk, listed,
        "a crate under crates/ is missing from CRATES (or listed but gone)"
    );
}
