//! PORTAL magic (reading aid §6, B1566–B1621): ranks, difficulties, missing components,
//! enchanting and inventing, costs paid as events before the roll.

use crate::common::pc;
use crate::common::Es;
use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::portal::magic::*;
use tirada_rules::portal::*;

fn spell(rank: u8, components: u8, missing: u8) -> Spell {
    Spell {
        rank,
        components,
        missing,
        ..Spell::default()
    }
}

#[test]
fn ranks_set_the_difficulty_and_missing_components_raise_it() {
    assert_eq!(
        check(&spell(0, 0, 0)).unwrap().difficulty,
        None,
        "a mage's charm needs no roll"
    );
    let apprentice = Spell {
        caster: Caster::Apprentice,
        ..spell(0, 0, 0)
    };
    assert_eq!(check(&apprentice).unwrap().difficulty, Some(2));
    assert_eq!(check(&spell(1, 3, 0)).unwrap().difficulty, Some(3));
    assert_eq!(
        check(&spell(1, 3, 2)).unwrap().difficulty,
        Some(5),
        "+1 per missing at rank 1"
    );
    assert_eq!(
        check(&spell(2, 4, 1)).unwrap().difficulty,
        Some(6),
        "+2 per missing at rank 2"
    );
    assert_eq!(check(&spell(3, 8, 0)).unwrap().difficulty, Some(5));
    assert_eq!(
        check(&spell(3, 8, 1)),
        Err(MagicError::Impossible { missing: 1, rank: 3 })
    );
    assert!(check(&spell(4, 0, 0)).is_err());
    assert!(check(&spell(1, 1, 2)).is_err());
}

#[test]
fn enchanting_and_inventing_work_one_rank_higher() {
    let enchant = Spell {
        work: Work::Enchant,
        ..spell(1, 4, 1)
    };
    let c = check(&enchant).unwrap();
    assert_eq!((c.effective_rank, c.difficulty), (2, Some(6)));
    let invent = Spell {
        work: Work::Invent,
        ..spell(3, 20, 0)
    };
    let c = check(&invent).unwrap();
    assert_eq!((c.effective_rank, c.difficulty, c.components), (4, Some(6), (12, 24)));
    assert!(c.costs.contains(&CostKind::LuckSacrifice));
    assert!(
        check(&Spell { missing: 1, ..invent }).is_err(),
        "nothing may be missing"
    );
}

#[test]
fn laymen_keep_a_lower_die() {
    let l = |knows_well| {
        check(&Spell {
            caster: Caster::Layman { knows_well },
            ..spell(1, 2, 0)
        })
        .unwrap()
        .role
    };
    assert_eq!((l(false), l(true)), (Role::Low, Role::Middle));
    assert!(counters(2, 2) && !counters(1, 2));
}

/// A rank-2 spell paid with a wound die, then rolled against its difficulty.
#[test]
fn a_spell_check_pays_then_rolls() {
    let rules = Rules::book();
    let mage = pc("nombre = \"Maga\"\n[estado]\npp = 2", &rules);
    let s = check(&spell(2, 3, 0)).unwrap();
    let bad = Payment {
        luck: 1,
        ..Payment::default()
    };
    assert!(matches!(pay(&mage, &s, &bad), Err(MagicError::CostNotAllowed { .. })));
    let events = pay(
        &mage,
        &s,
        &Payment {
            wounds: 1,
            points: 1,
            ..Payment::default()
        },
    )
    .unwrap();
    let mage = events.iter().try_fold(mage, |c, e| apply(&c, e, &rules)).unwrap();
    assert_eq!((mage.state.wounds, mage.state.pp), (1, 1));
    let spec = spell_spec(
        &s,
        RollSpec {
            red: 1,
            ..RollSpec::default()
        },
    );
    let mut d = TypedDice::only(BTreeMap::from([
        ("blancos".to_string(), vec![5, 4, 2]),
        ("rojos".to_string(), vec![3]),
    ]));
    let t = PortalRoll::throw(spec, rules, &mut d).unwrap().finish();
    assert_eq!((t.total, t.outcome), (5, Some(Outcome::Exito)));
}

/// EX-PRINCIPAL-MARKUS (B651) for magic: the archmage pays from his spell reserve.
#[test]
fn principals_pay_from_their_reserve() {
    let rules = Rules::book();
    let markus = pc(
        "nombre = \"Markus\"\ntipo = \"antagonista\"\n[[reservas]]\nproposito = \"conjuros\"\ncantidad = 6",
        &rules,
    );
    let s = check(&spell(1, 2, 0)).unwrap();
    let p = Payment {
        reserve: Some(("conjuros".into(), 2)),
        ..Payment::default()
    };
    let events = pay(&markus, &s, &p).unwrap();
    let m = apply(&markus, &events[0], &rules).unwrap();
    assert_eq!(m.state.reserves_spent["conjuros"], 2);
    let pc = pc("nombre = \"A\"", &rules);
    assert_eq!(pay(&pc, &s, &p), Err(MagicError::NoReserve));
}

/// B1620: a rank-3 enchantment is done at rank 4 (difficulty 6) and may cost level-3 sequelae,
/// paid as sequela events: permanent, in the GM's area. Lower ranks refuse that cost.
#[test]
fn a_rank_four_work_is_paid_with_level_three_sequelae() {
    use tirada_rules::portal::state::{Area, Duration};
    let rules = Rules::book();
    let mage = pc("nombre = \"Maga\"", &rules);
    let s = check(&Spell {
        work: Work::Enchant,
        ..spell(3, 12, 0)
    })
    .unwrap();
    assert_eq!((s.effective_rank, s.difficulty), (4, Some(6)));
    let p = Payment {
        sequelae: vec![Area::Wits],
        luck_sacrifice: 1,
        ..Payment::default()
    };
    let events = pay(&mage, &s, &p).unwrap();
    let after = events
        .iter()
        .try_fold(mage.clone(), |c, e| apply(&c, e, &rules))
        .unwrap();
    let q = &after.state.sequelae[0];
    assert_eq!((q.area, q.level, q.duration), (Area::Wits, 3, Duration::Permanent));
    assert_eq!(after.state.luck_max, Some(2));
    let rank2 = check(&spell(2, 3, 0)).unwrap();
    assert_eq!(
        pay(&mage, &rank2, &p),
        Err(MagicError::CostNotAllowed {
            rank: 2,
            kind: CostKind::Sequela
        })
    );
    let bad = Event::GainedSequela {
        level: 4,
        area: Area::Wits,
        reason: "x".into(),
    };
    assert_eq!(
        apply(&mage, &bad, &rules).unwrap_err().es(),
        "una secuela tiene nivel 1, 2 o 3 (B284)"
    );
}
