//! Cast members in combat (reading aid §5.13, §7.8): the per-round die, fixed values, the
//! zombie horde with the corrected rounds 2–3 (I-05), and the wolves' stacks.

use crate::common::{pc, zombie_values};
use tirada_rules::portal::cast::*;
use tirada_rules::portal::sheet::CastValues;
use tirada_rules::portal::*;

fn person() -> CastValues {
    CastValues {
        generic: 3,
        ..CastValues::default()
    }
}

fn colmillo() -> CastValues {
    CastValues {
        generic: 3,
        reflexes: Some(2.5),
        attack: Some(4),
        damage: Some(2),
        defence: Some(3),
        toughness: Some(4),
        group: Some(7),
    }
}

fn totals(v: CastValues, current: i32, die: u8, rules: &Rules) -> CastTotals {
    CastTotals::new(&v, turn_modifier(die, current, rules))
}

/// One cast member hits another (CB31): attack and damage against defence and toughness.
fn blow(a: &CastTotals, d: &CastTotals, rules: &Rules) -> u32 {
    fixed_blow(a.attack, d.defence, a.damage, d.toughness, rules).points
}

fn cast_character(v: CastValues) -> Character {
    let mut c = pc(
        "nombre = \"PNJ\"\ntipo = \"reparto\"\n[reparto]\nvalor_generico = 3",
        &Rules::book(),
    );
    c.cast = Some(v);
    c.state.current_value = Some(v.generic as i32);
    c
}

/// EX-NPC-PERSON (B1297–B1299): attack 5 > 3, excess 2 + damage 2 − toughness 3 = 1.
#[test]
fn ex_npc_person() {
    let rules = Rules::book();
    let b = fixed_blow(5, person().defence(), 2, person().toughness(), &rules);
    assert_eq!((b.excess, b.points), (2, 1));
    let c = apply(
        &cast_character(person()),
        &Event::TookDamage {
            amount: b.points,
            source: "PJ".into(),
        },
        &rules,
    )
    .unwrap();
    assert_eq!(c.state.current_value, Some(2));
}

/// EX-NPC-PERSON-DMG (B1305–B1307): 2 damage → current value 1; the defence is still 3.
#[test]
fn ex_npc_person_dmg() {
    let rules = Rules::book();
    let c = apply(
        &cast_character(person()),
        &Event::TookDamage {
            amount: 2,
            source: "PJ".into(),
        },
        &rules,
    )
    .unwrap();
    assert_eq!(c.state.current_value, Some(1));
    assert_eq!(c.cast.unwrap().defence(), 3);
    let out = apply(
        &c,
        &Event::TookDamage {
            amount: 1,
            source: "PJ".into(),
        },
        &rules,
    )
    .unwrap();
    assert_eq!(out.state.condition, Condition::OutOfCombat);
}

/// S149 (issue 25 point 5): a cast member's current value falls to 0 and no lower — 5 damage on
/// a current value of 3 leaves 0, out of combat, not −2.
#[test]
fn s149_a_cast_members_current_value_stops_at_zero() {
    let rules = Rules::book();
    let c = apply(
        &cast_character(person()),
        &Event::TookDamage {
            amount: 5,
            source: "PJ".into(),
        },
        &rules,
    )
    .unwrap();
    assert_eq!(c.state.current_value, Some(0));
    assert_eq!(c.state.condition, Condition::OutOfCombat);
    let written = "nombre = \"PNJ\"\ntipo = \"reparto\"\n[reparto]\nvalor_generico = 3\n[estado]\nvalor_actual = -2";
    assert!(
        Character::from_toml(written, &rules).is_err(),
        "a sheet cannot write it below 0"
    );
}

/// EX-NPC-ZOMBIE-T1 (B1321–B1343): citizens' dice 1..6 against zombies rolling 6, 5, then low.
#[test]
fn ex_npc_zombie_t1() {
    let rules = Rules::book();
    let zombie_dice = [6, 5, 1, 1, 1, 1];
    let mut out = 0;
    let expected = [(3, 0), (1, 0), (0, 3), (0, 5), (0, 5), (0, 5)];
    for (i, citizen_die) in (1..=6).enumerate() {
        let c = totals(person(), 3, citizen_die, &rules);
        let z = totals(zombie_values(), 5, zombie_dice[i], &rules);
        let (to_zombie, to_citizen) = (blow(&c, &z, &rules), blow(&z, &c, &rules));
        assert_eq!((to_zombie, to_citizen), expected[i], "pair {}", i + 1);
        assert!(c.reflexes > z.reflexes, "the citizens act first");
        out += (3 - to_citizen as i32 <= 0) as u32;
    }
    assert_eq!(out, 4, "four humans eliminated");
}

/// EX-NPC-ZOMBIE-T2 (B1345–B1351), corrected: with the stated 5s the humans fall; with (2,2)
/// the book's narrative holds.
#[test]
fn ex_npc_zombie_t2() {
    let rules = Rules::book();
    let fresh = totals(zombie_values(), 5, 6, &rules);
    let hurt4 = totals(zombie_values(), 4, 4, &rules);
    // Stated dice: a 5 against 3 is −1.
    let human = totals(person(), 3, 5, &rules);
    assert_eq!(human.attack, 2);
    assert_eq!(blow(&human, &fresh, &rules), 0, "4 < 5: no damage (book: 3)");
    assert_eq!(blow(&hurt4, &human, &rules), 3, "the human is out (book: none)");
    assert_eq!(blow(&fresh, &human, &rules), 1);
    // Regression dice (2,2): VG 5 → 2 twice; the VG-4 zombie ties without damage.
    let human = totals(person(), 3, 2, &rules);
    assert_eq!(blow(&human, &fresh, &rules), 3);
    let tie = fixed_blow(hurt4.attack, human.defence, hurt4.damage, human.toughness, &rules);
    assert_eq!((tie.hit, tie.excess, tie.points), (true, 0, 0));
    assert_eq!(blow(&fresh, &human, &rules), 0);
    assert_eq!(blow(&totals(zombie_values(), 2, 4, &rules), &human, &rules), 0);
}

/// EX-NPC-ZOMBIE-T3 (B1353–B1363), corrected: the human rolling 6 is −1, the one rolling 2 is +1.
#[test]
fn ex_npc_zombie_t3() {
    let rules = Rules::book();
    let (h6, h2) = (totals(person(), 3, 6, &rules), totals(person(), 3, 2, &rules));
    assert_eq!((h6.attack, h6.damage, h2.defence), (2, 2, 4));
    let (z5, z4, z2) = (
        totals(zombie_values(), 5, 4, &rules),
        totals(zombie_values(), 4, 4, &rules),
        totals(zombie_values(), 2, 4, &rules),
    );
    assert_eq!(
        (z5.attack, z5.damage, z4.attack, z4.damage, z2.defence, z2.toughness),
        (5, 4, 4, 3, 0, 5)
    );
    assert_eq!(blow(&h6, &z2, &rules), 0, "4 < 5 (book: eliminated)");
    assert_eq!(blow(&z4, &h2, &rules), 0, "a tie, 3 < 4 (book: devoured)");
}

/// Under the Summary a die equal to the current value adds the die (S151, C-26): a zombie rolling
/// its 5 gets +5, and the citizens no longer surely act first (§9 N8).
#[test]
fn zombie_summary_profile() {
    let s = Rules::summary();
    let z = totals(zombie_values(), 5, 5, &s);
    assert_eq!((z.attack, z.reflexes), (9, 5.2));
    assert_eq!(turn_modifier(6, 5, &s), 0);
    assert_eq!(turn_modifier(2, 7, &s), 2, "A-47");
}

/// EX-STACK-COLMILLO (B1387–B1399): Colmillo's die when helping Sombra.
#[test]
fn ex_stack_colmillo() {
    let rules = Rules::book();
    let bonus = |die, purpose| {
        let m = Member {
            values: colmillo(),
            current: 3,
            die,
        };
        stack_bonus(&[m], purpose, &rules)
    };
    let atk: Vec<(i32, i32)> = (1..=6)
        .map(|d| bonus(d, StackFor::Attack))
        .map(|b| (b.attack, b.damage))
        .collect();
    assert_eq!(atk, [(1, 1), (1, 0), (4, 2), (0, 0), (0, 0), (0, 0)]);
    let def: Vec<i32> = (1..=6).map(|d| bonus(d, StackFor::Defence).defence).collect();
    assert_eq!(def, [1, 1, 3, 0, 0, 0]);
}

fn pack(dice: &[u8]) -> Vec<Member> {
    dice.iter()
        .map(|&die| Member {
            values: colmillo(),
            current: 3,
            die,
        })
        .collect()
}

/// EX-STACK-PACK-ATK (B1401–B1411): the leader rolls 4, the others 1..6 → attack 9, damage 4.
#[test]
fn ex_stack_pack_atk() {
    let rules = Rules::book();
    let leader = Member {
        values: colmillo(),
        current: 3,
        die: 4,
    };
    let members = pack(&[1, 2, 3, 4, 5, 6]);
    check_size(&[7], members.len() + 1).unwrap();
    assert!(check_size(&[7], 8).is_err());
    let t = unit_totals(&leader, &members, StackFor::Attack, &rules);
    assert_eq!((t.attack, t.damage), (9, 4));
    assert_eq!(t.reflexes, 1.5, "the unit acts at its slowest member's reflexes");
}

/// EX-STACK-PACK-DEF (B1415–B1417): the leader rolls 2 → defence 4 + 3 + 1 + 1 = 9.
#[test]
fn ex_stack_pack_def() {
    let rules = Rules::book();
    let leader = Member {
        values: colmillo(),
        current: 3,
        die: 2,
    };
    let t = unit_totals(&leader, &pack(&[1, 2, 3, 4, 5, 6]), StackFor::Defence, &rules);
    assert_eq!(t.defence, 9);
    let own: Vec<i32> = (1..=6).map(|d| totals(colmillo(), 3, d, &rules).defence).collect();
    assert_eq!(own, [4, 4, 3, 2, 2, 2]);
}

/// EX-STACK-SUMMARY-VARIANT (S153, S151): the same unit under the Summary → 9 / 5.
#[test]
fn ex_stack_summary_variant() {
    let rules = Rules::summary();
    let leader = Member {
        values: colmillo(),
        current: 3,
        die: 4,
    };
    let t = unit_totals(&leader, &pack(&[1, 2, 3, 4, 5, 6]), StackFor::Attack, &rules);
    assert_eq!((t.attack, t.damage), (9, 5));
}
