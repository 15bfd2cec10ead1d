//! `tirada portal` at the edges an audit found (issue #4): sums that once wrapped, notes that
//! once misread a kept die.

mod common;

use common::bad;

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
