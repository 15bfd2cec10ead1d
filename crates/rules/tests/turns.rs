//! Turn order by each book's initiative rule, as the table's Combate screen uses it: Hitos
//! rolls it (L203), CHASIS settles it with a check (L403). Fate's (L108–L110) is the conflict
//! tracker's, tested in `fate/conflict/tracker.rs`.

use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::chasis::turns::initiative_order;
use tirada_rules::hitos::combat::initiative_score;
use tirada_rules::hitos::initiative::{roll_initiatives, MAX_TIEBREAKS};

fn faces(f: &[i64]) -> TypedDice<tirada_dice::SeededDice> {
    TypedDice::only(BTreeMap::from([("dados".to_string(), f.to_vec())]))
}

/// H L203: the total is a normal test (the central die) plus Reflejos + ⌊Intelecto / 2⌋, the
/// highest acts first, and the tied ones roll again among themselves.
#[test]
fn hitos_l203_initiative_is_the_central_die_plus_the_score_and_ties_reroll() {
    let ana = initiative_score(3, 5); // 3 + 2
    assert_eq!(ana, 5);
    let who = vec![
        ("Ana".to_string(), ana),
        ("Bruno".to_string(), 4),
        ("Orco".to_string(), 7),
    ];
    // Ana 2 7 9 → 7 + 5 = 12; Bruno 1 8 10 → 8 + 4 = 12; Orco 3 3 3 → 3 + 7 = 10.
    // The tie between Ana and Bruno: Ana 1 2 3 → 2, Bruno 4 5 6 → 5: Bruno first.
    let mut dice = faces(&[2, 7, 9, 1, 8, 10, 3, 3, 3, 1, 2, 3, 4, 5, 6]);
    let order = roll_initiatives(&who, &mut dice).unwrap();
    let names: Vec<&str> = order.iter().map(|i| i.name.as_str()).collect();
    assert_eq!(names, ["Bruno", "Ana", "Orco"]);
    assert_eq!((order[0].total, order[0].tiebreaks.clone()), (12, vec![5]));
    assert_eq!((order[1].total, order[1].tiebreaks.clone()), (12, vec![2]));
    assert_eq!((order[2].total, order[2].tiebreaks.clone()), (10, vec![]));
    dice.finish().unwrap();
}

/// Ties that never break (typed dice all alike) stop after a bounded number of rerolls and keep
/// the order of entry, instead of looping.
#[test]
fn hitos_endless_ties_keep_the_order_of_entry() {
    let who = vec![("A".to_string(), 1), ("B".to_string(), 1)];
    let mut dice = faces(&vec![5; 6 + 6 * MAX_TIEBREAKS]);
    let order = roll_initiatives(&who, &mut dice).unwrap();
    assert_eq!(order.iter().map(|i| i.name.as_str()).collect::<Vec<_>>(), ["A", "B"]);
    assert_eq!(order[0].tiebreaks.len(), MAX_TIEBREAKS);
}

/// C L403: initiative is settled by a check like any manoeuvre; one action per turn (L308) and a
/// round is the group's turns (L1580): the results, highest first, ties in the order given.
#[test]
fn chasis_l403_initiative_checks_order_the_round() {
    let who = vec![
        ("Enano".to_string(), 15),
        ("Orco".to_string(), 18),
        ("Elfa".to_string(), 15),
    ];
    assert_eq!(initiative_order(&who), ["Orco", "Enano", "Elfa"]);
    assert!(initiative_order(&[]).is_empty());
}
