//! `tirada roll|odds EXPR` with the generic notation: limits instead of hangs (issue #13.4) and
//! the forms of issue #18.

mod common;

use common::{bad, json};
use std::time::{Duration, Instant};

/// Each runaway expression the fuzzer found is refused at once with a sentence naming the
/// limit (the timing bound is generous: these ran for seconds to minutes before).
#[test]
fn runaway_expressions_are_refused_quickly() {
    for expr in ["231d2263", "422d521", "722d72", "1000d1000kh999", "35d35!"] {
        let start = Instant::now();
        let err = bad(&["odds", expr]);
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{expr} took {:?}",
            start.elapsed()
        );
        assert!(err.contains("el límite es 4·10^8"), "{expr}: {err}");
    }
    assert!(bad(&["odds", "722d72", "--lang", "en"]).contains("the limit is 4·10^8"));
}

#[test]
fn explosion_depth_is_bounded_in_odds_and_rolls() {
    for cmd in ["odds", "roll"] {
        assert_eq!(
            bad(&[cmd, "2d6!", "--profundidad", "99999999"]),
            "tirada: una profundidad de explosión de 99999999 es demasiada: como mucho 100 dados extra por cadena"
        );
    }
    assert_eq!(
        json(&["odds", "2d6!", "--profundidad", "100", "--json"])["expression"],
        "2d6!"
    );
}
