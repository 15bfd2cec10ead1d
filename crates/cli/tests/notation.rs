//! `tirada roll|odds EXPR` with the generic notation: limits instead of hangs (issue #13.4) and
//! the forms of issue #18.

mod common;

use common::{bad, each, human, json};
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
        assert!(err.contains("el límite es "), "{expr}: {err}");
    }
    assert!(bad(&["odds", "722d72", "--lang", "en"]).contains("the limit is 4·10^9"));
}

/// Issue #31 point 6: printing is bounded too. A long distribution is summed up by its
/// landmarks unless `--todo` lists every row; `--json` lists every row, written as it is made;
/// and a line's printing spends from the line's one budget.
#[test]
fn long_distributions_are_summed_up_or_listed_row_by_row() {
    let summary = human(&["odds", "300d6"]);
    assert!(summary.contains("1501 valores posibles, de 300 a 1800"), "{summary}");
    assert!(summary.contains("Con --todo se listan todos"), "{summary}");
    let rows = |text: &str| text.lines().filter(|l| l.contains(" %")).count() - 1;
    // The ends, the most likely value (1050) and the values crossing 1 … 99 %.
    assert_eq!(rows(&summary), 10, "{summary}");
    assert!(
        summary.lines().any(|l| l.trim_start().starts_with("1050 ")),
        "{summary}"
    );
    let english = human(&["odds", "300d6", "--lang", "en"]);
    assert!(english.contains("1501 possible values, from 300 to 1800"), "{english}");
    let all = human(&["odds", "300d6", "--todo"]);
    assert_eq!(rows(&all), 1501);
    let v = json(&["odds", "300d6", "--json"]);
    let d = v["distribution"].as_array().unwrap();
    assert_eq!(d.len(), 1501);
    assert_eq!(
        (d[0]["value"].as_i64(), d[0]["at_least"].as_str()),
        (Some(300), Some("1/1"))
    );
    assert_eq!(d[1500]["p"], d[1500]["at_least"]);
    // A short one is shown whole, as before.
    assert_eq!(rows(&human(&["odds", "3d6"])), 16);
}

/// Issue #31: twenty `329d100` on one line took 75 s and 2.7 GiB (each its own budget); the
/// line now shares one, and is refused before any is computed.
#[test]
fn a_line_shares_one_budget() {
    let line = vec!["329d100"; 20].join("; ");
    let err = bad(&["odds", &line]);
    assert!(err.starts_with("tirada: «329d100; 329d100; "), "{err}");
    assert!(err.contains("el límite es 4·10^9"), "{err}");
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

#[test]
fn the_new_forms_roll_and_count_with_typed_faces() {
    let v = json(&["roll", "4d6dl1", "--dados", "2,4,6,1", "--json"]);
    assert_eq!(v["total"], 12);
    assert_eq!(v["dice"][3]["kept"], false);
    let v = json(&["roll", "1d20ro1+5 [ataque]", "--dados", "1,14", "--json"]);
    assert_eq!((v["total"].as_i64(), v["label"].as_str()), (Some(19), Some("ataque")));
    assert_eq!(v["terms"][0]["dice"][0]["rerolled"][0], 1);
    assert_eq!(
        json(&["roll", "5d10>=7f1", "--dados", "7,8,1,3,10", "--json"])["total"],
        2
    );
}

#[test]
fn several_rolls_and_sets_keep_the_first_rolls_fields() {
    let v = json(&["roll", "1d20+5; 3x 4d6kh3", "--seed", "7", "--json"]);
    let rolls = v["rolls"].as_array().unwrap();
    assert_eq!(rolls.len(), 2);
    assert_eq!(v["total"], rolls[0]["results"][0]["total"]);
    assert_eq!(rolls[1]["sets"], 3);
    let sorted: Vec<i64> = each(&rolls[1]["sorted"], |t| t.as_i64().unwrap());
    assert!(sorted.windows(2).all(|w| w[0] >= w[1]), "{sorted:?}");
    assert_eq!(sorted.len(), 3);
}

#[test]
fn odds_of_the_new_forms_are_exact() {
    for (expr, mean) in [
        ("4d6dl1", "15869/1296"),
        ("2d20kh1", "553/40"),
        ("1d20ro1", "439/40"),
        ("2d6ro<3", "25/3"),
    ] {
        assert_eq!(json(&["odds", expr, "--json"])["mean"], mean, "{expr}");
    }
    let v = json(&["odds", "2d6; 2x 1d6", "--json"]);
    assert_eq!(v["mean"], "7/1");
    let sets = &v["rolls"][1]["sets"];
    // The higher of two d6: mean 161/36; the lower: 91/36.
    assert_eq!(
        (sets[0]["mean"].as_str(), sets[1]["mean"].as_str()),
        (Some("161/36"), Some("91/36"))
    );
    assert_eq!(
        bad(&["odds", "3d6ro"]),
        "tirada: expresión no válida: falta la condición de 'ro' (posición 6)"
    );
}
