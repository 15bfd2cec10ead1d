use crate::fraction::Fraction;
use crate::notation::parse;
use crate::notation::testing::{brute_force, probs, roll_typed};
use proptest::prelude::*;

/// The values of a roll's first term's dice, and which of them were kept.
fn dice(expr: &str, faces: &[i64]) -> (Vec<(i64, bool)>, i64) {
    let r = roll_typed(expr, faces, 10);
    let d = r.terms[0].dice.iter().map(|d| (d.value, d.kept)).collect();
    (d, r.total)
}

#[test]
fn exploded_dice_are_kept_among_the_others() {
    // 6 explodes into a 3: five dice 6, 3, 2, 1, 5; the best three are 6, 5 and 3.
    let (d, total) = dice("4d6!kh3", &[6, 3, 2, 1, 5]);
    assert_eq!(d, [(6, true), (3, true), (2, false), (1, false), (5, true)]);
    assert_eq!(total, 14);
    // Compounded, the same faces are four dice 9, 2, 1, 5: the best three make 16.
    assert_eq!(dice("4d6!!kh3", &[6, 3, 2, 1, 5]).1, 16);
    // Dropping the lowest drops one die of the five, whichever chain it belongs to.
    assert_eq!(dice("3d6!dl1", &[6, 2, 1, 4]).1, 12);
    assert_eq!(dice("3d6!dh1", &[6, 2, 1, 4]).1, 7);
}

#[test]
fn each_exploded_die_is_clamped_and_counted_by_itself() {
    // min per die: 6 then 1 are two dice, the 1 counting 3; compounded, 7 is one die.
    assert_eq!(dice("1d6!min3", &[6, 1]).1, 9);
    assert_eq!(dice("1d6!!min3", &[6, 1]).1, 7);
    // Exploding on 8+ and counting 8+: 9, 8, 3 are three dice and two successes.
    assert_eq!(dice("1d10!>=8>=8", &[9, 8, 3]).1, 2);
    assert_eq!(dice("1d10!!>=8>=8", &[9, 8, 3]).1, 1);
    // Penetrating: 6, 6, 2 are dice worth 6, 5 and 1; the best is 6.
    assert_eq!(dice("1d6!p", &[6, 6, 2]).0, [(6, true), (5, true), (1, true)]);
    assert_eq!(dice("2d6!pkh1", &[6, 6, 2, 3]).1, 6);
    // `!o` adds at most one die: 6, 6, 4 are three dice; the lowest two are 4 and the first 6.
    assert_eq!(dice("2d6!okl2", &[6, 6, 4]).0, [(6, true), (6, false), (4, true)]);
}

/// The same numbers as icepool 2.1.3's `Die.explode_to_pool` (`bench/icepool`), depth 3.
#[test]
fn keeping_among_exploded_dice_matches_icepool() {
    let mean = |e: &str| parse(e).unwrap().odds(3).unwrap().dist.mean().to_string();
    // d(6).explode_to_pool(4, depth=3).highest(3).sum()
    assert_eq!(mean("4d6!kh3"), "299383/23328");
    // d(10).explode_to_pool(10, depth=3).highest(5).sum()
    assert_eq!(mean("10d10!kh5"), "6348807340643/160000000000");
}

#[test]
fn the_depth_cut_is_reported_as_for_a_compounded_chain() {
    let spawn = parse("3d6!kh2").unwrap().odds(2).unwrap();
    let compound = parse("3d6!!kh2").unwrap().odds(2).unwrap();
    // Each chain is cut when its three throws all show 6: 1 − (1 − 1/216)³.
    assert_eq!(spawn.truncated, compound.truncated);
    assert_eq!(spawn.truncated.to_string(), "139321/10077696");
    assert_eq!(parse("3d6!okh2").unwrap().odds(2).unwrap().truncated, Fraction::zero());
}

fn exploding_pool() -> impl Strategy<Value = String> {
    let die = prop::sample::select(vec!["d2", "d3", "dF", "d{0,1,1,3}", "d{-1,2}"]);
    let explode = prop::sample::select(vec!["!", "!o", "!p", "!>=2", "!<1", "!=2", "!!", "!!<=0"]);
    let reroll = prop::sample::select(vec!["", "ro1"]);
    let clamp = prop::sample::select(vec!["", "min1", "max1", "min0max2"]);
    let select = prop::sample::select(vec!["", "kh1", "kl1", "kh2", "kl2", "dl1", "dh1", "dl2"]);
    let count = prop::sample::select(vec!["", ">=2", "<1", "=1f<=0"]);
    (1u32..=3, die, reroll, explode, clamp, select, count).prop_map(|(n, d, r, e, c, s, k)| {
        let fits = match s {
            "kh2" | "kl2" | "dl1" | "dh1" => n >= 2,
            "dl2" => n >= 3,
            _ => true,
        };
        format!("{n}{d}{r}{e}{c}{}{k}", if fits { s } else { "" })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Exploding pools kept, dropped, clamped and counted: the exact odds equal the enumeration
    /// of every sequence of typed faces through `roll`.
    #[test]
    fn exploded_dice_odds_match_enumeration(text in exploding_pool(), depth in 0u32..=2) {
        let Ok(expr) = parse(&text) else { return Ok(()) };
        let Some(brute) = brute_force(&text, depth) else { return Ok(()) };
        let odds = expr.odds(depth).unwrap();
        prop_assert_eq!(probs(&odds.dist), probs(&brute), "{}", text);
    }
}
