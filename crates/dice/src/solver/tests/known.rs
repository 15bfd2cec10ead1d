//! Published odds for PORTAL's basic roll, as a known vector for the solver.

use super::*;
use crate::solver::{odds, solve, Move};

/// 3 white d6, keep the highest; a kept 6 gains +1 per other 6, a kept 1 loses 1 per other 1;
/// success iff the total beats the difficulty.
fn portal_basic(difficulty: i64) -> impl RerollGame {
    struct Basic(Vec<Group>, i64);
    impl RerollGame for Basic {
        fn groups(&self) -> &[Group] {
            &self.0
        }
        fn stop_value(&self, dice: &[&[u8]], _: u32) -> i64 {
            let w = dice[0];
            let kept = w[w.len() - 1];
            let same = w.iter().filter(|&&f| f == kept).count() as i64 - 1;
            let total = i64::from(kept)
                + match kept {
                    6 => same,
                    1 => -same,
                    _ => 0,
                };
            i64::from(total > self.1)
        }
        fn made_class(&self, _: u32) -> u32 {
            0
        }
    }
    Basic(vec![g(6, 3)], difficulty)
}

fn one_decimal(f: &Fraction) -> String {
    format!("{:.1}", f.percent())
}

#[test]
fn portal_basic_dice_with_optimal_rerolls() {
    let game = portal_basic(5);
    assert_eq!(odds(&game, 0).unwrap(), frac(91, 216));
    let expected = ["42.1", "51.8", "59.8", "66.5", "72.1", "76.7"];
    for (a, want) in expected.iter().enumerate() {
        let p = odds(&game, a as u32).unwrap();
        println!("PORTAL básico, {a} repeticiones: {p} = {:.4} %", p.percent());
        assert_eq!(&one_decimal(&p), want, "{a} rerolls");
        // Best play is "reroll a non-6 until a 6 shows": 1 − (5/6)^(3 + a).
        let miss = 5u64.pow(3 + a as u32);
        let all = 6u64.pow(3 + a as u32);
        assert_eq!(p, frac((all - miss) as i64, all));
    }
}

#[test]
fn portal_basic_dice_against_difficulty_4() {
    let game = portal_basic(4);
    for (a, want) in [(1, "80.2"), (2, "86.8")] {
        let p = odds(&game, a).unwrap();
        println!("PORTAL básico D4, {a} repeticiones: {p} = {:.4} %", p.percent());
        assert_eq!(one_decimal(&p), want);
    }
}

#[test]
fn portal_basic_advice_rerolls_the_lowest_non_six() {
    let sol = solve(&portal_basic(5), 2).unwrap();
    let advice = sol.advise(&[&[3, 1, 5]], 0).unwrap();
    // Any non-6 is as good as another: ties go to the lowest face, and stopping is worse.
    assert_eq!(advice.best().action, Move::Reroll { group: 0, face: 1 });
    assert_eq!(advice.stop(), &Fraction::zero());
    assert_eq!(advice.best().value, frac(11, 36));
    let advice = sol.advise(&[&[6, 2, 2]], 1).unwrap();
    assert_eq!(advice.best().action, Move::Stop);
    assert_eq!(advice.best().value, Fraction::one());
}
