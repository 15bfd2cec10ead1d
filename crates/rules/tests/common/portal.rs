//! Helpers the PORTAL test modules share: one copy each.

use proptest::prelude::*;
use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::portal::conflict::Exchange;
use tirada_rules::portal::sheet::CastValues;
use tirada_rules::portal::tables::{FightKind, Surroundings};
use tirada_rules::portal::*;

/// Typed faces by group (colour), as the dice source of a roll.
pub fn dice(groups: &[(&str, &[u8])]) -> TypedDice {
    TypedDice::only(
        groups
            .iter()
            .map(|(g, f)| (g.to_string(), f.iter().map(|&x| x as i64).collect()))
            .collect::<BTreeMap<_, _>>(),
    )
}

/// One of the example sheets in `examples/portal/`.
pub fn sheet(path: &str, rules: &Rules) -> Character {
    let text = std::fs::read_to_string(format!("{}/../../examples/portal/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    Character::from_toml(&text, rules).unwrap()
}

/// `c` after the event, which must apply.
pub fn ev(c: &Character, e: Event, rules: &Rules) -> Character {
    apply(c, &e, rules).unwrap()
}

/// A sheet from its TOML text, which must be valid.
pub fn pc(toml: &str, rules: &Rules) -> Character {
    Character::from_toml(toml, rules).unwrap()
}

/// A sheet called `name` with the rest of its TOML text.
pub fn named(name: &str, toml: &str, rules: &Rules) -> Character {
    Character::from_toml(&format!("nombre = \"{name}\"\n{toml}"), rules).unwrap()
}

/// Ana (reflexes 4, seat 1) against Bea (reflexes 3, seat 0), friendly, in normal surroundings;
/// `ana` and `bea` are the rest of their sheets.
pub fn duel(rules: Rules, ana: &str, bea: &str) -> Encounter {
    let mut people = vec![
        Combatant::new(named("Ana", ana, &rules), Some(1)),
        Combatant::new(named("Bea", bea, &rules), Some(0)),
    ];
    people[0].reflexes = Some(4);
    people[1].reflexes = Some(3);
    Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people)
}

/// Any of the three kept-die roles.
pub fn role() -> impl Strategy<Value = Role> {
    prop_oneof![Just(Role::High), Just(Role::Middle), Just(Role::Low)]
}

/// A cast member called `name` with the values given.
pub fn cast(name: &str, v: CastValues, rules: &Rules) -> Character {
    let mut c = Character::from_toml(
        &format!(
            "nombre = \"{name}\"\ntipo = \"reparto\"\n[reparto]\nvalor_generico = {}",
            v.generic
        ),
        rules,
    )
    .unwrap();
    c.cast = Some(v);
    c
}

/// The book's zombie (§7.8): VG 5, reflexes 0.2, attack 4, damage 3, defence 1, toughness 6.
pub fn zombie_values() -> CastValues {
    CastValues {
        generic: 5,
        reflexes: Some(0.2),
        attack: Some(4),
        damage: Some(3),
        defence: Some(1),
        toughness: Some(6),
        group: None,
    }
}

/// An attack of the encounter's log: attacker, defender, the attack and defence rolls, and
/// the exchange.
pub type Logged<'a> = (
    usize,
    usize,
    Option<&'a Transcript>,
    Option<&'a Transcript>,
    &'a Exchange,
);

/// Every attack of the encounter's log, in order.
pub fn attack_log(e: &Encounter) -> Vec<Logged<'_>> {
    e.log
        .iter()
        .filter_map(|l| match l {
            Entry::Attack {
                attacker,
                defender,
                attack,
                defence,
                exchange,
            } => Some((*attacker, *defender, attack.as_deref(), defence.as_deref(), exchange)),
            _ => None,
        })
        .collect()
}

/// The exchange of the first logged attack whose attacker and defender `pick` takes.
pub fn first_exchange(e: &Encounter, pick: impl Fn(usize, usize) -> bool) -> Exchange {
    attack_log(e)
        .into_iter()
        .find(|(a, d, ..)| pick(*a, *d))
        .map(|(.., x)| x.clone())
        .unwrap()
}

/// Who skipped an action, in the log's order.
pub fn skipped(e: &Encounter) -> Vec<usize> {
    e.log
        .iter()
        .filter_map(|l| match l {
            Entry::Skipped { who, .. } => Some(*who),
            _ => None,
        })
        .collect()
}

// `es` and `Es`: an error as a person reads it, shared by every test binary.
include!("words.rs");
