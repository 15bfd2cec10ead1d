//! Every example ruleset under `rulesets/chasis/` loads, and says what its comments promise.

use tirada_dice::Fraction;
use tirada_rules::chasis::{self, AperturaKind, Check, Extreme, Ruleset};

fn load(name: &str) -> Ruleset {
    let path = format!("{}/../../rulesets/chasis/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Ruleset::from_toml(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn basico_is_the_book() {
    let r = load("basico.toml");
    assert_eq!(
        Ruleset {
            name: "CHASIS".into(),
            ..r
        },
        Ruleset::book()
    );
}

#[test]
fn every_example_loads_and_has_exact_odds() {
    for name in ["tope-abierto.toml", "gemela.toml", "3d6.toml", "1d20.toml"] {
        let r = load(name);
        let o = chasis::odds(&r, &Check::default(), 6).unwrap();
        let sum = o.outcomes.values().fold(Fraction::zero(), |a, b| a.add(b));
        assert_eq!(sum, Fraction::one(), "{name}");
    }
    let r = load("tope-abierto.toml");
    assert!(r.apertura.kind == AperturaKind::Top && r.apertura.low);
}

#[test]
fn the_3d6_and_1d20_extremes_are_as_commented() {
    let o = chasis::odds(&load("3d6.toml"), &Check::default(), 6).unwrap();
    assert_eq!(o.difficulty, 10);
    let f = |s: &str| s.parse::<Fraction>().unwrap();
    assert_eq!(o.extremes[&Extreme::Critical], f("4/216"));
    assert_eq!(o.extremes[&Extreme::Fumble], f("4/216"));
    assert_eq!(o.extremes[&Extreme::Hyperbole], f("3/216"));
    let o = chasis::odds(&load("1d20.toml"), &Check::default(), 6).unwrap();
    assert_eq!((o.difficulty, o.extremes[&Extreme::Critical].clone()), (10, f("1/20")));
    assert_eq!(o.apertura.unwrap().opens, f("1/20"));
}
