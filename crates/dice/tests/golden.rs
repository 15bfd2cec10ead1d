//! Golden behaviours of the notation's anchor rollers, restated as facts about fixed faces and
//! checked in tirada's spelling. Sources (their test suites; no code taken):
//!
//! * **d20** — Avrae's dice engine, `github.com/avrae/d20`, `tests/test_dice.py`;
//! * **RDR** — rpg-dice-roller, `github.com/dice-roller/rpg-dice-roller`,
//!   `tests/Unit/Modifiers/*.test.ts` (`Run` sections, whose mocked faces are typed in here in
//!   the order tirada throws them: each die, then the throws its reroll or explosion asks for).
//!
//! Where the tools differ from tirada the test says so and checks tirada's documented choice.

use std::collections::BTreeMap;
use tirada_dice::notation::{parse, ParseErrorKind, RollResult, TYPED_GROUP};
use tirada_dice::TypedDice;

/// Rolls `expr` with exactly `faces` typed in, every one of them used.
fn roll(expr: &str, faces: &[i64]) -> RollResult {
    let mut dice = TypedDice::only(BTreeMap::from([(TYPED_GROUP.to_string(), faces.to_vec())]));
    let r = parse(expr).unwrap().roll(&mut dice, 100).unwrap();
    dice.finish().unwrap();
    r
}

/// The value of every die of the first term, in order.
fn values(r: &RollResult) -> Vec<i64> {
    r.terms[0].dice.iter().map(|d| d.value).collect()
}

fn total(expr: &str) -> i64 {
    roll(expr, &[]).total
}

fn refused(expr: &str) -> ParseErrorKind {
    parse(expr).unwrap_err().kind
}

/// `expr` always comes out `v`, exactly.
fn always(expr: &str, v: i64) {
    let odds = parse(expr).unwrap().odds(10).unwrap();
    assert_eq!(odds.dist.prob(v).to_string(), "1/1", "{expr}");
}

// d20 `test_rr_op`: `1d20rr<20` is always 20, `1d20rr>1` always 1.
#[test]
fn d20_reroll_while_below_20_always_ends_on_20() {
    always("1d20rr<20", 20);
    let r = roll("1d20rr<20", &[3, 19, 20]);
    assert_eq!((r.total, r.terms[0].dice[0].rerolled.clone()), (20, vec![3, 19]));
}

#[test]
fn d20_reroll_while_above_1_always_ends_on_1() {
    always("1d20rr>1", 1);
}

// d20 `test_rr_op`: `1d20rr<21` and `1d1rr1` roll too many times; tirada refuses them unread.
#[test]
fn d20_endless_rerolls_are_refused() {
    assert!(matches!(refused("1d20rr<21"), ParseErrorKind::RerollsForever(_)));
    assert!(matches!(refused("1d1rr1"), ParseErrorKind::RerollsForever(_)));
}

// d20 `test_ro_op`: `1d1ro1` is 1.
#[test]
fn d20_reroll_once_on_a_one_sided_die_stays_1() {
    always("1d1ro1", 1);
    assert_eq!(roll("1d1ro1", &[1, 1]).total, 1);
}

// d20 `test_e_op`: `1d2e2` is always odd (2s explode, the chain ends on a 1). With the depth cut
// a chain may end on a 2: exactly the `truncated` mass is even.
#[test]
fn d20_a_d2_exploding_on_2_is_odd_unless_cut() {
    let odds = parse("1d2!2").unwrap().odds(10).unwrap();
    assert_eq!(odds.dist.prob_where(|v| v % 2 == 0), odds.truncated);
    assert_eq!(roll("1d2!2", &[2, 2, 1]).total, 5);
}

// d20 `test_e_op`: `1d20e<21` and `1d1e1` would explode forever.
#[test]
fn d20_endless_explosions_are_refused() {
    assert!(matches!(refused("1d20!<21"), ParseErrorKind::ExplodesForever(_)));
    assert!(matches!(refused("1d1!1"), ParseErrorKind::ExplodesForever(_)));
}

// d20 `test_mi_op`: `10d6mi6` = 60, `10d6mi10` = 100 (a minimum above the faces).
#[test]
fn d20_minimum_per_die() {
    always("10d6min6", 60);
    always("10d6min10", 100);
    let odds = parse("10d6min2").unwrap().odds(0).unwrap();
    assert_eq!((odds.dist.min_value(), odds.dist.max_value()), (20, 60));
}

// d20 `test_ma_op`: `10d6ma1` = 10, `10d6ma0` = 0.
#[test]
fn d20_maximum_per_die() {
    always("10d6max1", 10);
    always("10d6max0", 0);
    let odds = parse("10d6max5").unwrap().odds(0).unwrap();
    assert_eq!((odds.dist.min_value(), odds.dist.max_value()), (10, 50));
}

// d20 `test_selectors`: of (1, 2, 3, 4, 5), `kl2` is 3 and `kh2` is 9.
#[test]
fn d20_keep_lowest_and_highest_of_a_set() {
    assert_eq!(total("{1,2,3,4,5}kl2"), 3);
    assert_eq!(total("{1,2,3,4,5}kh2"), 9);
}

// d20 `test_pemdas`, `test_binop`, `test_unop`: precedence, integer division and signs.
#[test]
fn d20_arithmetic() {
    assert_eq!(total("1 + 3 * 6"), 19);
    assert_eq!(total("(1 + 3) * 6"), 24);
    assert_eq!(total("1 + 2 + 3"), 6);
    assert_eq!(total("15 / 2"), 7);
    assert_eq!(total("--1"), 1);
    assert_eq!(total("-+-++---+1"), -1);
}

// d20 `test_invalid_rolls`, `test_div_zero`: 1001 dice, a d0 and a division by 0 are refused.
#[test]
fn d20_invalid_rolls_are_refused() {
    assert_eq!(refused("1001d6"), ParseErrorKind::TooManyDice(1001));
    assert_eq!(refused("6d0"), ParseErrorKind::ZeroSides);
    assert_eq!(refused("10/0"), ParseErrorKind::DivisorMayBeZero);
}

/// RDR's six d10 of the `Run` sections: 8, 4, 2, 1, 6, 10.
const RDR: [i64; 6] = [8, 4, 2, 1, 6, 10];

// RDR ExplodeModifier "can explode with default compare point": the 10 explodes into 10, then 2;
// both join the pool after it.
#[test]
fn rdr_explode_on_the_highest_face_adds_dice() {
    let r = roll("6d10!", &[8, 4, 2, 1, 6, 10, 10, 2]);
    assert_eq!(values(&r), [8, 4, 2, 1, 6, 10, 10, 2]);
    let extra: Vec<bool> = r.terms[0].dice.iter().map(|d| d.extra).collect();
    assert_eq!(extra, [false, false, false, false, false, false, true, true]);
}

// RDR "can explode with compare point `>=8`": nine dice, 8 → 10 → 2 and 10 → 5.
#[test]
fn rdr_explode_on_8_or_more() {
    let r = roll("6d10!>=8", &[8, 10, 2, 4, 2, 1, 6, 10, 5]);
    assert_eq!(values(&r), [8, 10, 2, 4, 2, 1, 6, 10, 5]);
    assert_eq!(r.total, 48);
}

// RDR "can explode with compare point `<3`": 2 → 10 and 1 → 2 → 5.
#[test]
fn rdr_explode_below_3() {
    let r = roll("6d10!<3", &[8, 4, 2, 10, 1, 2, 5, 6, 10]);
    assert_eq!(values(&r), [8, 4, 2, 10, 1, 2, 5, 6, 10]);
}

// RDR "can compound with compare point `>5`": six dice worth 20, 4, 2, 1, 11, 21.
#[test]
fn rdr_compound_above_5() {
    let r = roll("6d10!!>5", &[8, 10, 2, 4, 2, 1, 6, 5, 10, 8, 3]);
    assert_eq!(values(&r), [20, 4, 2, 1, 11, 21]);
    assert_eq!(r.terms[0].dice[0].faces, [8, 10, 2]);
}

// RDR "can penetrate with compare point `<=4`": each extra die counts one less; whether it
// explodes is read on its face (the second 2 explodes although it counts 1).
#[test]
fn rdr_penetrate_at_4_or_less() {
    let r = roll("6d10!p<=4", &[8, 4, 10, 2, 2, 5, 1, 8, 6, 10]);
    assert_eq!(values(&r), [8, 4, 9, 2, 1, 4, 1, 7, 6, 10]);
}

// RDR "can explode with compare point `!>0`" stops at an iteration limit; tirada refuses it.
#[test]
fn rdr_explosion_on_every_face_is_refused() {
    assert!(matches!(refused("1d10!>0"), ParseErrorKind::ExplodesForever(_)));
}

// RDR ReRollModifier "does re-roll with default compare point" (the lowest face, again and
// again): the 1 becomes a 10. tirada has no bare `r`; `rr1` says it.
#[test]
fn rdr_reroll_the_lowest_face() {
    assert_eq!(refused("6d10r"), ParseErrorKind::BareReroll);
    let r = roll("6d10rr1", &[8, 4, 2, 1, 10, 6, 10]);
    assert_eq!(values(&r), [8, 4, 2, 10, 6, 10]);
}

// RDR "can re-roll with compare point `<=4`": 4 → 10, 2 → 2 → 5, 1 → 3 → 8.
#[test]
fn rdr_reroll_while_4_or_less() {
    let r = roll("6d10rr<=4", &[8, 4, 10, 2, 2, 5, 1, 3, 8, 6, 10]);
    assert_eq!(values(&r), [8, 10, 5, 8, 6, 10]);
}

// RDR "can re-roll once with compare point `<=4`": 4 → 10, 2 → 2 (stays), 1 → 5.
#[test]
fn rdr_reroll_once_at_4_or_less() {
    let r = roll("6d10ro<=4", &[8, 4, 10, 2, 2, 1, 5, 6, 10]);
    assert_eq!(values(&r), [8, 10, 2, 5, 6, 10]);
    assert_eq!(r.total, 41);
}

// RDR KeepModifier "Basic" on 8, 4, 2, 1, 6: kh1 keeps 8, kh3 keeps 8, 4, 6; kl1 keeps 1,
// kl3 keeps 4, 2, 1.
#[test]
fn rdr_keep_highest_and_lowest() {
    let faces = &RDR[..5];
    let kept = |e: &str| -> Vec<bool> { roll(e, faces).terms[0].dice.iter().map(|d| d.kept).collect() };
    assert_eq!(kept("5d10kh1"), [true, false, false, false, false]);
    assert_eq!(kept("5d10kh3"), [true, true, false, false, true]);
    assert_eq!(kept("5d10kl1"), [false, false, false, true, false]);
    assert_eq!(kept("5d10kl3"), [false, true, true, true, false]);
    assert_eq!(roll("5d10kh3", faces).total, 18);
    // RDR keeps everything when asked for more dice than rolled; tirada refuses the rule.
    assert!(matches!(refused("5d10kh20"), ParseErrorKind::Keep(_)));
}

// RDR TargetModifier "flags successes and failures": `>8f<4` on 8, 4, 2, 9, 1, 6, 10 scores
// 9 and 10, takes away 2 and 1.
#[test]
fn rdr_successes_and_failures() {
    assert_eq!(roll("7d10>8f<4", &[8, 4, 2, 9, 1, 6, 10]).total, 0);
    assert_eq!(roll("7d10>8", &[8, 4, 2, 9, 1, 6, 10]).total, 2);
}

// RDR TargetModifier on roll groups: `{4d6+5}` with 4, 2, 6, 3 is 20 — a success over 10, a
// failure under `f<=20`, neutral with `>25f<10`.
#[test]
fn rdr_success_counts_on_a_group() {
    assert_eq!(roll("{4d6+5}>10", &[4, 2, 6, 3]).total, 1);
    assert_eq!(roll("{4d6+5}>25f<=20", &[4, 2, 6, 3]).total, -1);
    assert_eq!(roll("{4d6+5}>25f<10", &[4, 2, 6, 3]).total, 0);
}

// RDR `{4d6+5, 2/3d2, 2d8*1d2}>20f<4`: 20 is neutral, 2/4 fails, 13·2 = 26 succeeds. RDR's
// division gives 0.5, tirada's rounds down to 0: the count is the same.
#[test]
fn rdr_success_counts_over_several_group_members() {
    let r = roll("{4d6+5, 2/3d2, 2d8*1d2}>20f<4", &[4, 2, 6, 3, 1, 1, 2, 5, 8, 2]);
    assert_eq!(r.total, 0);
    let members: Vec<i64> = r.terms.last().unwrap().dice.iter().map(|d| d.value).collect();
    assert_eq!(members, [20, 0, 26]);
}
