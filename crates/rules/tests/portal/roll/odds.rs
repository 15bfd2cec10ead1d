//! PORTAL exact odds: checked against brute-force enumeration through the same `score`, and
//! against the numeric claims of the reading aid's section 9.

use crate::common::role;
use proptest::prelude::*;
use tirada_dice::{Dist, Fraction};
use tirada_rules::portal::odds;
use tirada_rules::portal::*;

/// The `n` faces (1–6) of throw number `code`: its base-6 digits, the first die lowest.
fn numbered(code: u64, n: usize) -> Vec<u8> {
    let mut c = code;
    (0..n)
        .map(|_| {
            let f = (c % 6) as u8 + 1;
            c /= 6;
            f
        })
        .collect()
}

/// Every ordered outcome of the spec's dice, scored by the roll machine's own function.
fn brute(spec: &RollSpec, rules: &Rules) -> Dist {
    let n = 3 + spec.black + spec.red + spec.green + spec.tempt as u8;
    let mut pairs = Vec::new();
    for code in 0..6u64.pow(n as u32) {
        let mut faces = numbered(code, n as usize);
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

/// Every typed outcome of `n` extra dice in `groups` after the whites, run through the roll
/// machine; calls `f` with each finished transcript.
fn each_roll(spec: &RollSpec, rules: &Rules, extra: &[(&str, usize)], mut f: impl FnMut(&Transcript)) {
    let n = 3 + extra.iter().map(|e| e.1).sum::<usize>();
    for code in 0..6u64.pow(n as u32) {
        let mut faces: Vec<i64> = numbered(code, n).into_iter().map(i64::from).collect();
        let mut groups = std::collections::BTreeMap::new();
        groups.insert("blancos".to_string(), faces.drain(..3).collect::<Vec<_>>());
        for (g, k) in extra {
            groups.insert(g.to_string(), faces.drain(..*k).collect());
        }
        let mut dice = tirada_dice::TypedDice::only(groups);
        f(&PortalRoll::throw(spec.clone(), rules.clone(), &mut dice)
            .unwrap()
            .finish());
    }
}

/// N3 (B380): with three luck dice, the chance of losing all three and the mean luck bonus.
/// (The aid prints 33.69 % for High; the exact value is 3929/11664 = 33.6848 %, so 33.68.)
#[test]
fn n3_three_luck_dice_are_mostly_lost_when_desperate() {
    for (role, lose_all, bonus) in [
        (Role::Low, "75.35", "0.52"),
        (Role::Middle, "56.70", "1.25"),
        (Role::High, "33.68", "1.98"),
    ] {
        let s = spec(role, 3, None);
        let (mut lost, mut luck, mut n) = (0u32, 0i64, 0u32);
        each_roll(&s, &Rules::book(), &[("verdes", 3)], |t| {
            lost += (t.effects.suerte_spent == 3) as u32;
            luck += t.score.luck as i64;
            n += 1;
        });
        let p = Fraction::ratio(lost.into(), n.into());
        assert_eq!(format!("{:.2}", p.percent()), lose_all, "{role:?}");
        assert_eq!(format!("{:.2}", luck as f64 / n as f64), bonus, "{role:?}");
        match role {
            Role::Low => assert_eq!(p, f("8789/11664")),
            Role::High => assert_eq!(p, f("3929/11664")),
            Role::Middle => {}
        }
    }
}

/// N6 (B848–B850): the specialty is what makes experts shine — best-policy success at D6 and D7
/// with a Fortaleza of level L and its specialty (+L).
#[test]
fn n6_specialty_with_rerolls() {
    let rules = Rules::book();
    let expected = [
        (6, ["7.4", "51.8", "86.8", "98.4", "100.0", "100.0"]),
        (7, ["0.5", "13.2", "59.8", "91.2", "99.2", "100.0"]),
    ];
    for (d, row) in expected {
        for (level, pct) in row.iter().enumerate() {
            let mut s = spec(Role::High, 0, Some(d));
            if level > 0 {
                s.fortes = vec![Forte {
                    level: level as u8,
                    specialty: true,
                    superhuman: false,
                }];
            }
            let best = odds::best_policy_odds(&s, &rules, Objective::Success, false, 0).unwrap();
            assert_eq!(format!("{:.1}", best.value.percent()), *pct, "D{d} level {level}");
        }
    }
}

/// N10 (B386): useless rolls are the best moment to tempt luck — the chance the tempted die
/// comes back, by kept die and difficulty.
#[test]
fn n10_tempted_luck_recovery() {
    let table = [
        (Role::High, ["99.5", "92.4", "83.8", "70.5", "51.7"]),
        (Role::Middle, ["92.6", "65.1", "49.1", "34.0", "21.6"]),
        (Role::Low, ["57.9", "25.8", "17.1", "12.2", "10.0"]),
    ];
    for (role, row) in table {
        for (d, pct) in [0, 2, 3, 4, 5].iter().zip(row) {
            let s = RollSpec {
                tempt: true,
                ..spec(role, 0, Some(*d))
            };
            let (mut back, mut n) = (0u32, 0u32);
            each_roll(&s, &Rules::book(), &[("tentado", 1)], |t| {
                back += (t.effects.suerte_recovered == Some(true)) as u32;
                n += 1;
            });
            assert_eq!(format!("{:.1}", back as f64 * 100.0 / n as f64), pct, "{role:?} D{d}");
        }
    }
}

/// N13 (B272): a roll makes at most three sequela points, and three are reachable.
#[test]
fn n13_at_most_three_sequela_points() {
    let s = RollSpec {
        red: 3,
        ..spec(Role::High, 0, None)
    };
    let mut most = 0;
    each_roll(&s, &Rules::book(), &[("rojos", 3)], |t| {
        most = most.max(t.effects.secuela_points)
    });
    assert_eq!(most, 3);
}
