//! `tirada portal` at the edges an audit found (issue #4): sums that once wrapped, notes that
//! once misread a kept die.

mod common;

use common::{bad, human};

/// Two `--gastar` for one roll add up; past 255 they once wrapped to a small number.
#[test]
fn extended_spending_that_would_overflow_is_refused() {
    let err = bad(&[
        "portal",
        "extendida",
        "--dif",
        "4",
        "--requerido",
        "5",
        "--totales",
        "6,6",
        "--gastar",
        "2:200",
        "--gastar",
        "2:100",
    ]);
    assert!(
        err.ends_with("--gastar: demasiadas repeticiones para la tirada 2"),
        "{err}"
    );
}

/// A kept 1 is worth 1 point as the kept die itself: it once printed as "another white 6: +1".
/// The other two 1s each cost 1 (R4, B185).
#[test]
fn a_kept_one_is_not_another_six() {
    let out = human(&["portal", "--blancos", "1,1,1"]);
    assert!(!out.contains("otro 6"), "{out}");
    assert_eq!(out.matches("otro 1 blanco: −1").count(), 2, "{out}");
    assert!(out.contains("Total -1"), "{out}");
    let out = human(&["portal", "--blancos", "1,1,1", "--lang", "en"]);
    assert!(!out.contains("another white 6"), "{out}");
    assert_eq!(out.matches("another white 1: −1").count(), 2, "{out}");
    let out = human(&["portal", "--blancos", "6,6,6"]);
    assert_eq!(out.matches("otro 6 blanco: +1").count(), 2, "{out}");
}
