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

/// B1620: a rank-3 enchantment (rank 4, difficulty 6) is paid with a level-3 sequela.
#[test]
fn magia_pays_a_rank_four_work_with_a_sequela() {
    let args = [
        "portal",
        "magia",
        "--rango",
        "3",
        "--obra",
        "encantar",
        "--elementos",
        "12",
        "--pagar",
        "secuela:ingenio",
    ];
    let v = common::json(&[&args[..], &["--json"]].concat());
    assert_eq!(v["check"]["difficulty"], 6);
    assert_eq!(v["payment"][0]["evento"], "secuela");
    assert_eq!(
        (v["payment"][0]["level"].as_u64(), v["payment"][0]["area"].as_str()),
        (Some(3), Some("ingenio"))
    );
    let out = human(&args);
    assert!(out.contains("secuela de nivel 3 en ingenio"), "{out}");
    let err = bad(&["portal", "magia", "--rango", "2", "--pagar", "secuela:ingenio"]);
    assert!(err.contains("a rango 2 no se paga con secuelas de nivel 3"), "{err}");
    let err = bad(&[
        "portal",
        "magia",
        "--rango",
        "3",
        "--obra",
        "encantar",
        "--pagar",
        "secuela:nariz",
    ]);
    assert!(err.contains("secuela:AREA"), "{err}");
}
