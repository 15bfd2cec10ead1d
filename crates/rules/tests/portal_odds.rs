//! PORTAL exact odds: checked against brute-force enumeration through the same `score`, and
//! against the numeric claims of the reading aid's section 9.

use proptest::prelude::*;
use tirada_dice::{Dist, Fraction};
use tirada_rules::portal::*;

/// Every ordered outcome of the spec's dice, scored by the roll machine's own function.
fn brute(spec: &RollSpec, rules: &Rules) -> Dist {
    let n = 3 + spec.black + spec.red + spec.green + spec.tempt as u8;
    let mut pairs = Vec::new();
    for code in 0..6u64.pow(n as u32) {
        let mut c = code;
        let mut faces: Vec<u8> = (0..n)
            .map(|_| {
                let f = (c % 6) as u8 + 1;
                c /= 6;
                f
            })
            .collect();
        let tempted = if spec.tempt { faces.pop() } else { None };
        let (white, rest) = faces.split_at(3);
        let (black, rest) = rest.split_at(spec.black as usize);
        let (red, green) = rest.split_at(spec.red as usize);
        let throw = Throw {
            white: [white[0], white[1], white[2]],
            black,
            red,
            green,
            tempted,
            wounds_unrolled: spec.red_unrolled,
        };
        let s = score(&throw, spec.role, spec.kind, rules);
        let flat = if spec.kind.is_modified() {
            spec.specialty_bonus(s.kept, rules)
        } else {
            0
        };
        pairs.push(((s.total() + flat + spec.modifier) as i64, 1u128));
    }
    Dist::from_weights(pairs).unwrap()
}

fn role() -> impl Strategy<Value = Role> {
    prop_oneof![Just(Role::High), Just(Role::Middle), Just(Role::Low)]
}

fn kind() -> impl Strategy<Value = ReadingKind> {
    prop_oneof![
        Just(ReadingKind::Normal),
        Just(ReadingKind::Toughness),
        Just(ReadingKind::Damage),
        Just(ReadingKind::Weapon)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn conditioning_on_the_kept_die_equals_enumeration(
        role in role(), kind in kind(), black in 0u8..=1, red in 0u8..=1, green in 0u8..=2,
        tempt in any::<bool>(), unrolled in 0u8..=1, level in 0u8..=3, specialty in any::<bool>(),
        modifier in -2i32..=2, book in any::<bool>(),
    ) {
        let rules = if book { Rules::book() } else { Rules::summary() };
        let spec = RollSpec {
            role, kind, black, red, green: if tempt { 0 } else { green }, tempt, red_unrolled: unrolled, modifier,
            fortes: vec![Forte { level: level.max(1), specialty, superhuman: false }],
            ..RollSpec::default()
        };
        prop_assert_eq!(odds_without_rerolls(&spec, &rules).dist, brute(&spec, &rules));
    }
}

fn f(s: &str) -> Fraction {
    s.parse().unwrap()
}

fn spec(role: Role, green: u8, difficulty: Option<i32>) -> RollSpec {
    RollSpec {
        role,
        green,
        difficulty,
        ..RollSpec::default()
    }
}

/// N1 (B382): a total of 8 with the basic dice alone is 1/216, not the book's 1 in 256.
#[test]
fn n1_eight_with_basic_dice_is_one_in_216() {
    let d = odds_without_rerolls(&spec(Role::High, 0, None), &Rules::book()).dist;
    assert_eq!(d.prob(8), f("1/216"));
    assert_eq!(d.max_value(), 8);
}

/// N2 (B382): three luck dice keeping the High die.
#[test]
fn n2_three_luck_dice_high() {
    let d = odds_without_rerolls(&spec(Role::High, 3, None), &Rules::book()).dist;
    let expected = [
        (-1, "1/216"),
        (2, "875/46656"),
        (3, "1741/46656"),
        (4, "61/972"),
        (5, "367/3888"),
        (6, "769/5832"),
        (7, "2665/15552"),
        (8, "9755/46656"),
        (9, "3505/15552"),
        (10, "325/7776"),
        (11, "125/46656"),
    ];
    for (v, p) in expected {
        assert_eq!(d.prob(v), f(p), "total {v}");
    }
    assert_eq!(d.at_least(9), f("6295/23328"));
    assert_eq!(format!("{:.2}", d.at_least(8).percent()), "47.89");
}

/// N5 (B109–B131): success / partial with the basic dice alone, and fumble 1/216 for all roles.
#[test]
fn n5_difficulty_descriptions() {
    let cases = [
        (Role::High, 3, 87.5, 8.8),
        (Role::High, 4, 70.4, 17.1),
        (Role::High, 5, 42.1, 28.2),
        (Role::High, 6, 7.4, 34.7),
        (Role::Middle, 3, 50.0, 24.1),
        (Role::Middle, 4, 25.9, 24.1),
        (Role::Middle, 5, 7.4, 18.5),
        (Role::Low, 3, 12.5, 17.1),
        (Role::Low, 4, 3.7, 8.8),
        (Role::Low, 5, 0.5, 3.2),
    ];
    for (role, d, success, partial) in cases {
        let o = odds_without_rerolls(&spec(role, 0, Some(d)), &Rules::book())
            .outcomes
            .unwrap();
        assert_eq!(
            format!("{:.1}", o.exito.percent()),
            format!("{success:.1}"),
            "{role:?} D{d}"
        );
        assert_eq!(
            format!("{:.1}", o.parcial.percent()),
            format!("{partial:.1}"),
            "{role:?} D{d}"
        );
        assert_eq!(o.pifia, f("1/216"));
        let sum = o.exito.add(&o.parcial).add(&o.fallo).add(&o.pifia);
        assert_eq!(sum, Fraction::one());
    }
    let o = odds_without_rerolls(&spec(Role::High, 0, Some(5)), &Rules::book())
        .outcomes
        .unwrap();
    assert_eq!(o.exito, f("91/216"));
}

/// N7 (B1541): beating a defence of 6 keeping High without rerolls is 2/27.
#[test]
fn n7_difficulty_six_is_two_in_27() {
    let o = odds_without_rerolls(&spec(Role::High, 0, Some(6)), &Rules::book())
        .outcomes
        .unwrap();
    assert_eq!(o.exito, f("2/27"));
}
