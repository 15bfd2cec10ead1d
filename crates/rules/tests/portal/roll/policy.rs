//! The best reroll policy: its odds are sound and the advice, played out, achieves them.

use crate::common::role;
use proptest::prelude::*;
use tirada_dice::{FastDice, Fraction};
use tirada_rules::portal::odds::best_policy_odds;
use tirada_rules::portal::*;

fn spec(black: u8, green: u8, level: u8, difficulty: i32, role: Role) -> RollSpec {
    RollSpec {
        role,
        black,
        green,
        difficulty: Some(difficulty),
        fortes: vec![Forte {
            level,
            ..Forte::default()
        }],
        ..RollSpec::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn best_policy_never_below_no_rerolls_and_grows_with_the_allowance(
        black in 0u8..=2, green in 0u8..=1, difficulty in 2i32..=7, role in role(), book in any::<bool>(),
    ) {
        let rules = if book { Rules::book() } else { Rules::summary() };
        let mut previous = odds_without_rerolls(&spec(black, green, 0, difficulty, role), &rules).outcomes.unwrap().exito;
        for level in 1..=3 {
            let s = spec(black, green, level, difficulty, role);
            let best = best_policy_odds(&s, &rules, Objective::Success, false, 0).unwrap();
            prop_assert!(best.value >= previous, "level {} gives {} after {}", level, best.value, previous);
            prop_assert_eq!(&best.value, &best.outcomes.as_ref().unwrap().exito);
            let blocked = best_policy_odds(&s, &rules, Objective::Success, true, 0).unwrap();
            prop_assert!(blocked.value <= best.value, "blocking can only hurt");
            previous = best.value;
        }
    }
}

/// Plays `games` rolls following the advice and returns the share of successes.
fn play_advised(s: &RollSpec, rules: &Rules, games: u32) -> f64 {
    let game = PortalGame::before_throw(s, rules, Objective::Success, false);
    let solution = game.solve().unwrap();
    let mut dice = FastDice::new(2026);
    let mut wins = 0;
    for _ in 0..games {
        let mut roll = PortalRoll::throw(s.clone(), rules.clone(), &mut dice).unwrap();
        loop {
            let groups = game.groups_of(&roll);
            let views: Vec<&[u8]> = groups.iter().map(Vec::as_slice).collect();
            match game.to_portal_move(solution.best_move(&views, roll.rerolls_made() as u32).unwrap()) {
                PortalMove::Stop => break,
                PortalMove::Reroll { colour, face } => {
                    roll.reroll(colour, face, &mut dice).unwrap();
                }
            }
        }
        wins += (roll.finish().outcome == Some(Outcome::Exito)) as u32;
    }
    wins as f64 / games as f64
}

/// 40 000 games: the observed rate must lie within 4 standard errors (≈ 1 percentage point)
/// of the exact best-policy odds.
#[test]
fn monte_carlo_of_the_advised_policy_agrees_with_the_exact_odds() {
    let rules = Rules::summary();
    let s = RollSpec {
        aces: 1,
        ..spec(2, 1, 2, 5, Role::High)
    };
    let exact = best_policy_odds(&s, &rules, Objective::Success, false, 0)
        .unwrap()
        .value
        .to_f64();
    let games = 40_000;
    let observed = play_advised(&s, &rules, games);
    let se = (exact * (1.0 - exact) / games as f64).sqrt();
    assert!(
        (observed - exact).abs() < 4.0 * se,
        "observed {observed:.4}, exact {exact:.4}"
    );
    // And the advice is worth something: stopping at once would do much worse.
    let without = odds_without_rerolls(&s, &rules).outcomes.unwrap().exito.to_f64();
    assert!(exact > without + 0.1);
}

/// The overflow bonus (R27.6) is part of the policy: with a pool of 7 the solver's value of
/// "make all five rerolls" includes +2.
#[test]
fn overflow_counts_in_the_policy() {
    let rules = Rules::book();
    let s = RollSpec {
        aces: 2,
        ..spec(0, 0, 5, 9, Role::High)
    };
    let best = best_policy_odds(&s, &rules, Objective::Success, false, 0).unwrap();
    // Without the +2 a total above 9 needs three sixes... the bonus makes it reachable.
    assert!(best.value > Fraction::zero());
    let no_overflow = RollSpec { aces: 0, ..s.clone() };
    let less = best_policy_odds(&no_overflow, &rules, Objective::Success, false, 0).unwrap();
    assert!(best.value > less.value);
}
