//! PORTAL beyond the damage limit: acting while incapacitated (R41) and the last heroic action
//! (R42), as events on a protagonist (reading aid §2.11).

use crate::common::Es;
use tirada_rules::portal::*;

fn pc(state: &str) -> Character {
    Character::from_toml(
        &format!("nombre = \"Ana\"\nestimulos = [\"a\"]\n[estado]\n{state}"),
        &Rules::book(),
    )
    .unwrap()
}

fn ok(c: &Character, e: Event, rules: &Rules) -> Character {
    apply(c, &e, rules).unwrap()
}

fn refused(c: &Character, e: Event, rules: &Rules) -> String {
    apply(c, &e, rules).unwrap_err().es()
}

/// Ten points on a fresh protagonist (model A holds 9): critical with 1 point of excess (R38).
fn critical(pp: u32) -> Character {
    let c = pc(&format!("pp = {pp}"));
    let c = ok(
        &c,
        Event::TookDamage {
            amount: 10,
            source: "disparo".into(),
        },
        &Rules::book(),
    );
    assert_eq!((c.state.condition, c.state.unabsorbed), (Condition::Critical, 1));
    c
}

/// R42 (B599–B601): stabilised, 1 PP buys one last heroic action, then destabilised; only once.
#[test]
fn last_heroic_action_costs_a_pp_and_destabilises() {
    let rules = Rules::book();
    // Margin reading (R39): toughness 2 against 1 of excess → 0 left, no points over: stabilised.
    let c = ok(&critical(2), Event::CriticalRoll { toughness: 2 }, &rules);
    assert_eq!(c.state.condition, Condition::Stabilised);
    let hero = ok(&c, Event::LastHeroicAction, &rules);
    assert_eq!(hero.state.pp, 1);
    assert!(hero.state.heroic_action_used);
    assert_eq!(hero.state.condition, Condition::Dying);
    // Stabilised again (first aid with a kit beats 1 point of suffering): still only one.
    let again = ok(
        &hero,
        Event::FirstAid {
            total: 5,
            means: AidMeans::Kit,
        },
        &rules,
    );
    assert_eq!(again.state.condition, Condition::Stabilised);
    assert_eq!(
        refused(&again, Event::LastHeroicAction, &rules),
        "la última acción heroica ya se usó: solo hay una (B599–B601)"
    );
    // Without a PP, or not stabilised, nothing changes.
    let broke = ok(&critical(0), Event::CriticalRoll { toughness: 2 }, &rules);
    assert_eq!(
        refused(&broke, Event::LastHeroicAction, &rules),
        "no hay 1 puntos de personaje en mano: solo 0"
    );
    assert_eq!(
        refused(&pc("pp = 1"), Event::LastHeroicAction, &rules),
        "el personaje está activo y no puede hacerlo"
    );
}

/// R41 (B1281, B590): conscious past the limit, a minimal action costs a luck die and a normal
/// one a PP; nobody else acts this way.
#[test]
fn acting_beyond_the_limit_in_the_book() {
    let rules = Rules::book();
    // Toughness 3 against 1 of excess: points over → conscious (B1281).
    let c = ok(&critical(1), Event::CriticalRoll { toughness: 3 }, &rules);
    assert_eq!(c.state.condition, Condition::Conscious);
    let crawl = ok(&c, Event::ActedBeyondLimit { minimal: true }, &rules);
    assert_eq!((crawl.state.luck(), crawl.state.pp), (2, 1));
    let shot = ok(&crawl, Event::ActedBeyondLimit { minimal: false }, &rules);
    assert_eq!((shot.state.luck(), shot.state.pp), (2, 0));
    assert_eq!(
        shot.state.condition,
        Condition::Conscious,
        "the book does not worsen it"
    );
    assert_eq!(
        refused(&shot, Event::ActedBeyondLimit { minimal: false }, &rules),
        "no hay 1 puntos de personaje en mano: solo 0"
    );
    let mut no_luck = shot.clone();
    no_luck.state.luck = Some(0);
    assert_eq!(
        refused(&no_luck, Event::ActedBeyondLimit { minimal: true }, &rules),
        "no hay 1 dados de suerte: solo 0"
    );
    let stabilised = ok(&critical(1), Event::CriticalRoll { toughness: 2 }, &rules);
    assert_eq!(
        refused(&stabilised, Event::ActedBeyondLimit { minimal: false }, &rules),
        "el personaje está estabilizado y no puede hacerlo"
    );
    let agonist = crate::common::pc("nombre = \"Vorok\"\ntipo = \"agonista\"", &rules);
    assert!(refused(&agonist, Event::ActedBeyondLimit { minimal: true }, &rules).contains("(B647)"));
}

/// R41 (S66): in the summary a PP lets the incapacitated act and worsens them one step.
#[test]
fn acting_beyond_the_limit_in_the_summary() {
    let rules = Rules::summary();
    let c = crate::common::pc(
        "nombre = \"Ana\"\nestimulos = [\"a\"]\n[estado]\npp = 2\ncondicion = \"estabilizado\"",
        &rules,
    );
    let c = ok(&c, Event::ActedBeyondLimit { minimal: false }, &rules);
    assert_eq!((c.state.pp, c.state.condition), (1, Condition::Dying));
    let c = ok(&c, Event::ActedBeyondLimit { minimal: false }, &rules);
    assert_eq!((c.state.pp, c.state.condition), (0, Condition::Dead));
}
