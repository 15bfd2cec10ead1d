use super::*;
use crate::solver::{best_subset, subset_odds, Pick};

/// Hitos-like: 3 dice, the middle one counts; success iff it reaches 4 (d6 keeps the brute
/// force fast; the shape is the same as 3d10).
fn middle_3d6() -> TestGame {
    TestGame {
        groups: vec![g(6, 3)],
        stop: |d, _| i64::from(d[0][1] >= 4),
        blocked: never,
        made_free: true,
    }
}

/// d6 + 2d4 with blocked faces and a value that depends on how many dice were rerolled.
fn mixed() -> TestGame {
    TestGame {
        groups: vec![g(6, 1), g(4, 2)],
        stop: |d, made| i64::from(d[0][0]) * 2 - i64::from(d[1][0]) + i64::from(d[1][1]) - i64::from(made),
        blocked: |g, f| g == 1 && f == 4,
        made_free: false,
    }
}

/// Brute force over ordered dice: every subset of positions and every ordered outcome.
fn brute_choices(game: &TestGame, throw: &[Vec<u8>]) -> Vec<(Vec<Vec<u8>>, Fraction)> {
    let positions: Vec<(usize, usize)> = throw
        .iter()
        .enumerate()
        .flat_map(|(g, d)| (0..d.len()).map(move |p| (g, p)))
        .filter(|&(g, p)| !(game.blocked)(g, throw[g][p]))
        .collect();
    let mut out = Vec::new();
    for mask in 0u32..1 << positions.len() {
        let picked: Vec<(usize, usize)> = (0..positions.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| positions[i])
            .collect();
        let mut sum = Fraction::zero();
        let mut n = 0u64;
        let mut outcome = vec![1u8; picked.len()];
        loop {
            let mut dice = throw.to_vec();
            for (&(g, p), &f) in picked.iter().zip(&outcome) {
                dice[g][p] = f;
            }
            sum = sum.add(&Fraction::from_int(call_stop(game, &dice, picked.len() as u32)));
            n += 1;
            // Next ordered outcome (odometer).
            let mut k = 0;
            while k < outcome.len() {
                if outcome[k] < game.groups[picked[k].0].sides {
                    outcome[k] += 1;
                    break;
                }
                outcome[k] = 1;
                k += 1;
            }
            if k == outcome.len() {
                break;
            }
        }
        let mut reroll: Vec<Vec<u8>> = throw.iter().map(|_| Vec::new()).collect();
        for &(g, p) in &picked {
            reroll[g].push(throw[g][p]);
        }
        reroll.iter_mut().for_each(|r| r.sort_unstable());
        out.push((reroll, sum.mul(&frac(1, n))));
    }
    out
}

#[test]
fn subset_values_match_brute_force() {
    for game in [middle_3d6(), mixed()] {
        for throw in ordered_throws(&game.groups).into_iter().step_by(7) {
            let refs: Vec<&[u8]> = throw.iter().map(|d| d.as_slice()).collect();
            let got = best_subset(&game, &refs).unwrap();
            let brute = brute_choices(&game, &throw);
            for (reroll, value) in &brute {
                let c = got.iter().find(|c| &c.reroll == reroll).expect("every choice listed");
                assert_eq!(&c.value, value, "{throw:?} reroll {reroll:?}");
            }
            assert!(got.windows(2).all(|w| w[0].value >= w[1].value), "sorted best first");
            let best = brute.iter().map(|c| &c.1).max().unwrap();
            let worst = brute.iter().map(|c| &c.1).min().unwrap();
            assert_eq!(&got[0].value, best);
            assert_eq!(&got.last().unwrap().value, worst);
            for c in &got {
                for (g, faces) in c.reroll.iter().enumerate() {
                    assert!(faces.iter().all(|&f| !(game.blocked)(g, f)), "blocked die picked");
                }
            }
        }
    }
}

#[test]
fn subset_odds_match_brute_force() {
    for game in [middle_3d6(), mixed()] {
        let throws = ordered_throws(&game.groups);
        let n = throws.len() as u64;
        for (pick, allow_none) in [
            (Pick::Best, true),
            (Pick::Best, false),
            (Pick::Worst, true),
            (Pick::Worst, false),
        ] {
            let mut sum = Fraction::zero();
            for throw in &throws {
                let all = brute_choices(&game, throw);
                let forced = all.len() == 1;
                let values = all
                    .into_iter()
                    .filter(|(r, _)| allow_none || forced || r.iter().any(|x| !x.is_empty()))
                    .map(|(_, v)| v);
                let v = match pick {
                    Pick::Best => values.max(),
                    Pick::Worst => values.min(),
                };
                sum = sum.add(&v.unwrap());
            }
            let expected = sum.mul(&frac(1, n));
            assert_eq!(
                subset_odds(&game, pick, allow_none).unwrap(),
                expected,
                "{pick:?} {allow_none}"
            );
        }
    }
}

#[test]
fn hitos_middle_die_shapes() {
    // 3d10, middle die ≥ 6: with no reroll 1/2 by symmetry; the roller's best reroll helps,
    // the adversary's hurts.
    let game = TestGame {
        groups: vec![g(10, 3)],
        stop: |d, _| i64::from(d[0][1] >= 6),
        blocked: never,
        made_free: true,
    };
    let best = subset_odds(&game, Pick::Best, true).unwrap();
    let worst = subset_odds(&game, Pick::Worst, true).unwrap();
    println!(
        "Hitos 3d10, mediano ≥ 6: mejor {best} ({:.2} %), peor {worst} ({:.2} %)",
        best.percent(),
        worst.percent()
    );
    assert!(best > frac(1, 2) && worst < frac(1, 2));
    let choices = best_subset(&game, &[&[2, 9, 5]]).unwrap();
    // Keeping the 9 and rerolling both others succeeds unless both stay below 6: 3/4, the best
    // choice; rerolling the 5 alone gives 1/2; keeping fails.
    assert_eq!(choices[0].reroll, vec![vec![2, 5]]);
    assert_eq!(choices[0].value, frac(3, 4));
    let five = choices.iter().find(|c| c.reroll == vec![vec![5]]).unwrap();
    assert_eq!(five.value, frac(1, 2));
    assert_eq!(choices.last().unwrap().value, Fraction::zero());
}
