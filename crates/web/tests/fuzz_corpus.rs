//! The fuzz targets (`fuzz/`, issue #13) on stable Rust: each target's function over every
//! input kept in its corpus (`fuzz/corpus/TARGET/`, the seeds and what the fuzzer's runs
//! kept) and every crash found (`fuzz/regressions/TARGET/`), none of which may panic. The
//! targets' code is the fuzz crate's own `src/lib.rs`, compiled in here. Each input runs under
//! a meter with a short deadline: the corpus holds expressions near the engine's work limit,
//! which take a second optimised and far longer in this debug build; stopping one is no failure
//! (what is checked is that nothing panics, and what the limit admits is the engine's own test).

#[path = "../../../fuzz/src/lib.rs"]
#[allow(dead_code)]
mod targets;

use std::path::Path;
use std::time::Duration;
use tirada_dice::meter::{self, Meter};

/// Runs `target` over every file kept for it; returns how many there were.
fn replay(name: &str, target: fn(&[u8])) -> usize {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut n = 0;
    for dir in ["corpus", "regressions"] {
        let Ok(files) = std::fs::read_dir(fuzz.join(dir).join(name)) else {
            continue;
        };
        for f in files {
            let path = f.unwrap().path();
            let data = std::fs::read(&path).unwrap();
            let meter = Meter::new(Some(Duration::from_secs(2)));
            let caught = std::panic::catch_unwind(|| meter::run(&meter, || target(&data)));
            assert!(caught.is_ok(), "{name}: {} panics", path.display());
            n += 1;
        }
    }
    n
}

/// A test per target, named after it: its kept inputs replayed, more than `min` of them.
macro_rules! corpus {
    ($($target:ident > $min:literal),* $(,)?) => {$(
        #[test]
        fn $target() {
            assert!(replay(stringify!($target), targets::$target) > $min);
        }
    )*};
}

corpus!(
    notation > 10,
    sheets > 10,
    chasis_ruleset > 3,
    verify > 3,
    http_bodies > 5
);
