//! Embeds the browser engine (`crates/wasm` built for `wasm32-unknown-unknown`) when it has
//! been built, so `tirada serve` needs no file beside it: the module cannot be built from here
//! (a build script building the workspace again for another target would double every build),
//! so the engine is built first — `cargo build -p tirada-wasm --profile wasm --target
//! wasm32-unknown-unknown`, as `.ci/wasm.sh` does — and this picks it up from the target
//! directory (or from `TIRADA_WASM`). Without it the binary is built all the same and answers
//! the engine's URL with a sentence saying so.
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest.join("../../target"));
    let built = std::env::var_os("TIRADA_WASM")
        .map(PathBuf::from)
        .unwrap_or_else(|| target.join("wasm32-unknown-unknown/wasm/tirada_wasm.wasm"));
    println!("cargo:rerun-if-env-changed=TIRADA_WASM");
    println!("cargo:rerun-if-env-changed=CARGO_TARGET_DIR");
    // Watch the module's folder (made if missing, so there is something to watch): a module
    // built later rebuilds this crate with it.
    if let Some(dir) = built.parent() {
        let _ = std::fs::create_dir_all(dir);
        println!("cargo:rerun-if-changed={}", dir.display());
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("tirada.wasm");
    let module = std::fs::read(&built).unwrap_or_default();
    std::fs::write(&out, module).expect("OUT_DIR is writable");
}
