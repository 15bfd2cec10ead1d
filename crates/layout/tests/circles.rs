//! The graph reader and the circle finder on a crate written for the occasion.

use std::path::Path;

use tirada_layout::{circles, graph, name};

fn named(src: &Path) -> Vec<String> {
    circles(&graph(src)).iter().map(|k| k.named()).collect()
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
    let found = named(&dir);
    std::fs::write(dir.join("a/mod.rs"), "mod b;\npub fn helper() {}\n").unwrap();
    let after = named(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found, ["a → a::b → a"]);
    assert_eq!(after, Vec::<String>::new());
}

#[test]
fn each_knot_is_named_once_by_its_shortest_circle() {
    // A library crate: `x → y → z → x` and `x → z` are one knot, named by `x → z → x`; a raw
    // string holding `crate::y::` and a quote is text, not a path.
    let dir = std::env::temp_dir().join(format!("tirada-knots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("lib.rs"), "mod x;\nmod y;\nmod z;\nmod w;\n").unwrap();
    std::fs::write(dir.join("x.rs"), "use crate::y::f;\nuse crate::z::g;\n").unwrap();
    std::fs::write(dir.join("y.rs"), "pub fn f() { crate::z::g() }\n").unwrap();
    std::fs::write(dir.join("z.rs"), "pub fn g() { super::x::h() }\n").unwrap();
    std::fs::write(dir.join("w.rs"), "const S: &str = r#\"\" crate::y::f\"#;\n").unwrap();
    let knots = circles(&graph(&dir));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(knots.len(), 1);
    assert_eq!(knots[0].named(), "x → z → x");
    let modules: Vec<String> = knots[0].modules.iter().map(name).collect();
    assert_eq!(modules, ["x", "y", "z"]);
}
