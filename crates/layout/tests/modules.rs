//! No import circles in any crate of the workspace (issue #14 point 5, issue #24): each crate's
//! `src/` is read into its module graph and every knot of modules that reach each other fails,
//! named by one of its circles, unless the allow-list below holds it.

use std::collections::BTreeSet;
use std::path::Path;

use tirada_layout::{circles, graph, name};

/// Knots still standing: a crate, the modules a knot may span there (it may shrink or split
/// within them, not grow) and why it stands. The target for the whole workspace is at most 5
/// entries, each a type and its builder or on its way out; an entry no knot falls within any
/// more fails too, so it is removed with the circle.
const ALLOWED: &[(&str, &[&str], &str)] = &[
    // The play crate's knots, to be removed with the rest of issue #24.
    (
        "play",
        &[
            "chasis",
            "chasis::request",
            "chasis::state",
            "crate",
            "fate",
            "fate::request",
            "fate::state",
            "fields",
            "hitos",
            "hitos::conflict",
            "hitos::played",
            "hitos::request",
            "hitos::state",
            "mirilla",
            "notation",
            "portal",
            "portal::request",
            "portal::sheet",
            "request",
            "sheets",
            "typed",
        ],
        "lib.rs is both the dispatcher into every system and the home of `PlayError`, `Resolved` and `stored` \
         that the systems take back from it: to be removed when those move into a module of their own (issue \
         #24)",
    ),
    (
        "play",
        &[
            "turns",
            "turns::check",
            "turns::exchange",
            "turns::extras",
            "turns::start",
        ],
        "the tracker's fold (`turns/mod.rs`) re-exports its replay check, which takes the fold's steps back \
         from it: to be removed when those steps move into a module of their own",
    ),
];

/// Every crate of the workspace, by its folder under `crates/`.
const CRATES: &[&str] = &[
    "dice", "rules", "narrate", "play", "table", "web", "discord", "cli", "testpg", "layout",
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
