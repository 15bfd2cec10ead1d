use super::*;
use crate::solver::{odds, odds_with, solve, solve_with, Move, RerollGame, SolveOptions};
use crate::FastDice;
use proptest::prelude::*;

/// One group of 2d6, the sum (the "mean" objective).
fn mean_2d6() -> TestGame {
    TestGame {
        groups: vec![g(6, 2)],
        stop: |d, _| d[0].iter().map(|&f| i64::from(f)).sum(),
        blocked: never,
        made_free: true,
    }
}

/// 2d6 + 1d4: success iff the highest d6 plus the d4 (plus 1 after exactly two rerolls) reaches
/// 8; 6s of the d6s and 1s of the d4 are blocked.
pub(super) fn blocked_pair() -> TestGame {
    TestGame {
        groups: vec![g(6, 2), g(4, 1)],
        stop: |d, made| {
            let total = i64::from(d[0][1]) + i64::from(d[1][0]) + i64::from(made == 2);
            i64::from(total >= 8)
        },
        blocked: |g, f| (g == 0 && f == 6) || (g == 1 && f == 1),
        made_free: false,
    }
}

/// d3 + 2d4 + an empty d6 group: a signed total with a penalty per reroll (lcm 12).
pub(super) fn signed_mixed() -> TestGame {
    TestGame {
        groups: vec![g(3, 1), g(4, 2), g(6, 0)],
        stop: |d, made| {
            let fours: i64 = d[1].iter().map(|&f| i64::from(f)).sum();
            assert!(d[2].is_empty());
            fours - 2 * i64::from(d[0][0]) - i64::from(made)
        },
        blocked: never,
        made_free: false,
    }
}

/// Every value, every action value and the odds agree with the ordered brute force.
fn check_against_brute(game: &TestGame, allowance: u32) {
    let sol = solve(game, allowance).unwrap();
    let mut brute = Brute::new(game, allowance);
    assert_eq!(sol.odds(), &brute.odds(), "odds");
    assert_eq!(odds(game, allowance).unwrap(), brute.odds(), "two-level odds");
    for throw in ordered_throws(&game.groups) {
        let refs: Vec<&[u8]> = throw.iter().map(|d| d.as_slice()).collect();
        for made in 0..=allowance {
            let value = brute.value(&throw, made);
            assert_eq!(sol.value(&refs, made).unwrap(), value, "{throw:?} made {made}");
            let advice = sol.advise(&refs, made).unwrap();
            assert_eq!(advice.best().value, value);
            assert_eq!(advice.stop(), &Fraction::from_int(call_stop(game, &throw, made)));
            for c in &advice.choices {
                if let Move::Reroll { group, face } = c.action {
                    assert!(!(game.blocked)(group, face), "blocked face advised");
                    assert!(made < allowance);
                    let pos = throw[group].iter().position(|&f| f == face).unwrap();
                    assert_eq!(c.value, brute.action(&throw, made, group, pos));
                }
            }
            let best = sol.best_move(&refs, made).unwrap();
            assert_eq!(best, advice.best().action);
        }
    }
}

#[test]
fn mean_objective_matches_brute_force() {
    check_against_brute(&mean_2d6(), 2);
}

#[test]
fn made_bonus_and_blocked_faces_match_brute_force() {
    check_against_brute(&blocked_pair(), 2);
}

#[test]
fn signed_values_mixed_sides_and_empty_groups_match_brute_force() {
    check_against_brute(&signed_mixed(), 3);
}

#[test]
fn threads_change_nothing() {
    for game in [blocked_pair(), signed_mixed()] {
        let one = SolveOptions::single_threaded();
        let three = SolveOptions { threads: 3 };
        assert_eq!(odds_with(&game, 3, one).unwrap(), odds_with(&game, 3, three).unwrap());
        let (a, b) = (solve_with(&game, 2, one).unwrap(), solve_with(&game, 2, three).unwrap());
        assert_eq!(a.odds(), b.odds());
        for throw in ordered_throws(&game.groups) {
            let refs: Vec<&[u8]> = throw.iter().map(|d| d.as_slice()).collect();
            assert_eq!(a.advise(&refs, 1).unwrap(), b.advise(&refs, 1).unwrap());
        }
    }
}

#[test]
fn no_reroll_odds_is_the_plain_expectation() {
    // 2d6: mean 7.
    assert_eq!(odds(&mean_2d6(), 0).unwrap(), Fraction::from_int(7));
    // With one reroll of the lower die when it shows 1–3: 7 + (2·(1/36)·... ) — checked by brute.
    assert_eq!(odds(&mean_2d6(), 1).unwrap(), Brute::new(&mean_2d6(), 1).odds());
}

#[test]
fn games_without_dice_and_huge_scales() {
    let none = TestGame {
        groups: vec![],
        stop: |_, made| 5 - i64::from(made),
        blocked: never,
        made_free: false,
    };
    // Nothing to reroll: stop at once, before the per-reroll penalty.
    assert_eq!(odds(&none, 3).unwrap(), Fraction::from_int(5));
    let empty = TestGame {
        groups: vec![g(6, 0), g(4, 0)],
        stop: |_, _| -1,
        blocked: never,
        made_free: true,
    };
    assert_eq!(
        solve(&empty, 2).unwrap().advise(&[&[], &[]], 0).unwrap().choices.len(),
        1
    );
    // All-zero stop values with a scale of 6^40: still exact, in i128.
    let zero = TestGame {
        groups: vec![g(6, 1)],
        stop: |_, _| 0,
        blocked: never,
        made_free: true,
    };
    assert_eq!(odds(&zero, 40).unwrap(), Fraction::zero());
    assert!(matches!(odds(&zero, 60), Err(crate::solver::SolveError::Overflow)));
    assert!(format!("{:?}", solve(&zero, 1).unwrap()).starts_with("Solution"));
}

#[test]
fn bad_queries_are_errors() {
    let sol = solve(&blocked_pair(), 2).unwrap();
    assert!(sol.value(&[&[1, 2], &[3]], 3).is_err());
    assert!(sol.value(&[&[1, 2]], 0).is_err());
    assert!(sol.advise(&[&[1, 7], &[3]], 0).is_err());
    assert!(sol.advise(&[&[1, 2, 3], &[3]], 0).is_err());
}

/// Plays the advised policy with a seeded fast RNG and compares the success rate with the
/// exact odds: 10⁵ games, tolerance 4 standard errors (a false alarm about once in 16 000 runs,
/// and the seed is fixed anyway).
#[test]
fn monte_carlo_of_the_advised_policy_agrees_with_the_odds() {
    let game = blocked_pair();
    let allowance = 2;
    let sol = solve(&game, allowance).unwrap();
    let p = sol.odds().to_f64();
    let mut rng = FastDice::new(20240611);
    let games = 100_000;
    let mut wins = 0i64;
    for _ in 0..games {
        let mut dice: Vec<Vec<u8>> = game
            .groups
            .iter()
            .map(|gr| (0..gr.count).map(|_| rng.index(gr.sides.into()) as u8 + 1).collect())
            .collect();
        let mut made = 0;
        loop {
            let refs: Vec<&[u8]> = dice.iter().map(|d| d.as_slice()).collect();
            match sol.best_move(&refs, made).unwrap() {
                Move::Stop => break,
                Move::Reroll { group, face } => {
                    assert!(game.can_reroll(group, face));
                    let pos = dice[group].iter().position(|&f| f == face).unwrap();
                    dice[group][pos] = rng.index(game.groups[group].sides.into()) as u8 + 1;
                    made += 1;
                }
            }
        }
        wins += call_stop(&game, &dice, made);
    }
    let rate = wins as f64 / games as f64;
    let se = (p * (1.0 - p) / games as f64).sqrt();
    assert!((rate - p).abs() < 4.0 * se, "simulated {rate}, exact {p}, se {se}");
}

/// A game whose stop values are a pseudo-random function of the sorted dice.
struct RandomGame {
    groups: Vec<Group>,
    seed: u64,
}

impl RerollGame for RandomGame {
    fn groups(&self) -> &[Group] {
        &self.groups
    }
    fn stop_value(&self, dice: &[&[u8]], _made: u32) -> i64 {
        let mut h = self.seed;
        for d in dice {
            for &f in d.iter() {
                h = (h ^ u64::from(f)).wrapping_mul(0x100_0000_01b3);
            }
            h = h.rotate_left(17) ^ 0x9e37;
        }
        (h % 9) as i64 - 4
    }
    fn made_class(&self, _: u32) -> u32 {
        0
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// More rerolls never hurt when stopping is free, and the two entry points agree.
    #[test]
    fn odds_never_decrease_with_the_allowance(
        shape in proptest::collection::vec((2u8..=6, 0u8..=3), 1..=3),
        seed in any::<u64>(),
    ) {
        let game = RandomGame { groups: shape.iter().map(|&(s, c)| g(s, c)).collect(), seed };
        let mut last = odds(&game, 0).unwrap();
        for a in 1..=3 {
            let now = solve(&game, a).unwrap();
            prop_assert!(now.odds() >= &last);
            prop_assert_eq!(&odds(&game, a).unwrap(), now.odds());
            last = now.odds().clone();
        }
    }
}
