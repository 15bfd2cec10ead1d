//! The fight runner's corrections after the audit (reading aid §5.6–§5.12): gang-up aces for the
//! attacker, the flat-footed −2 for every attacker, ranged weapons' extra effects, the Summary's
//! grapple aces, stunning head shots, new reflexes after a wound, and multiple attacks' defences.
//! Typed dice throughout, through the tracker.

use crate::common::Es;
use crate::common::{attack_log, cast, dice, duel, named as pc, zombie_values};
use tirada_rules::portal::conflict::Hit;
use tirada_rules::portal::sheet::CastValues;
use tirada_rules::portal::tables::{FightKind, Surroundings};
use tirada_rules::portal::*;

fn zombie(name: &str, reflexes: f64, rules: &Rules) -> Character {
    let v = CastValues {
        reflexes: Some(reflexes),
        damage: Some(0),
        ..zombie_values()
    };
    cast(name, v, rules)
}

/// S120 + S155: two zombies attack Ana; the second attack she receives gets a gang-up ace,
/// the attacker's, worth +1 to a cast member's attack — her defence roll gets no ace.
#[test]
fn gang_up_aces_go_to_a_cast_attacker() {
    let rules = Rules::summary();
    let mut people = vec![Combatant::new(pc("Ana", "", &rules), None)];
    people.push(Combatant::new(zombie("Zombi 1", 0.2, &rules), Some(0)));
    people.push(Combatant::new(zombie("Zombi 2", 0.2, &rules), Some(0)));
    people[0].reflexes = Some(6);
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
    // Ana's defences [5,3,2] and [5,3,2]: 3 each, toughness 3.
    let mut d = dice(&[("blancos", &[5, 3, 2, 5, 3, 2])]);
    e.attack(1, 0, None, &mut d).unwrap();
    e.attack(2, 0, None, &mut d).unwrap();
    d.finish().unwrap();
    let a = attack_log(&e);
    assert_eq!((a[0].4.attack, a[1].4.attack), (4, 5));
    assert_eq!(a[1].4.defence, 3);
    assert_eq!(a[1].3.unwrap().rerolls.pool, 0, "no gang-up ace on the defence");
    // The Book has no gang-up (C-20).
    let mut e = e.clone();
    e.rules.gang_up_aces = false;
    e.combatants[0].attacks_received = 1;
    let mut d = dice(&[("blancos", &[5, 3, 2])]);
    e.attack(2, 0, None, &mut d).unwrap();
    assert_eq!(attack_log(&e)[2].4.attack, 4);
}

/// S120: a protagonist's gang-up ace is in its own attack pool.
#[test]
fn gang_up_aces_go_to_a_rolling_attacker() {
    let mut e = duel(Rules::summary(), "", "");
    e.combatants[1].attacks_received = 2;
    let mut d = dice(&[("blancos", &[4, 3, 2, 4, 3, 2])]);
    e.attack(0, 1, None, &mut d).unwrap();
    let a = attack_log(&e);
    assert_eq!((a[0].2.unwrap().rerolls.pool, a[0].3.unwrap().rerolls.pool), (2, 0));
}

/// S122 (C-19): a zombie at reflexes 3.5 acts before Ana's phase 3: she defends flat-footed,
/// 3 − 2 = 1. The Book has no such penalty.
#[test]
fn a_cast_attacker_catches_a_flat_footed_defender() {
    // The zombie's round die gives no bonus: 6 in the Summary, 5 (its value) in the Book.
    for (rules, die, defence) in [(Rules::summary(), 6, 1), (Rules::book(), 5, 3)] {
        let mut people = vec![Combatant::new(pc("Ana", "", &rules), None)];
        people.push(Combatant::new(zombie("Zombi", 3.5, &rules), Some(0)));
        people[0].reflexes = Some(3);
        let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
        // Ana's defence [5,3,2].
        let mut d = dice(&[("reparto", &[die]), ("blancos", &[5, 3, 2])]);
        e.start_round(&mut d).unwrap();
        e.act(&mut d).unwrap();
        d.finish().unwrap();
        assert_eq!(attack_log(&e)[0].4.defence, defence);
    }
}

/// S122 for a unit's held-back action (B1419): Ana (reflexes 5) leads a goblin of reflexes 1.5;
/// the unit's attack comes at 1.5, past Bea's initiative 1, so Bea defends at −2.
#[test]
fn a_held_back_unit_action_catches_a_flat_footed_defender() {
    let rules = Rules::summary();
    let mut people = vec![
        Combatant::new(pc("Ana", "", &rules), Some(1)),
        Combatant::new(pc("Bea", "", &rules), None),
    ];
    let goblin = CastValues {
        generic: 2,
        reflexes: Some(1.5),
        ..CastValues::default()
    };
    let mut g = Combatant::new(cast("Trasgo", goblin, &rules), None);
    g.stack = Some((0, tirada_rules::portal::cast::StackFor::Attack));
    people.push(g);
    people[0].reflexes = Some(5);
    people[1].reflexes = Some(1);
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
    // Ana acts at phase 5 and then with the unit at 1.5 (her last action, held back).
    let mut d = dice(&[("reparto", &[6]), ("blancos", &[4, 3, 2, 5, 3, 2])]);
    let order = e.start_round(&mut d).unwrap().to_vec();
    assert!(order.iter().any(|s| s.who == 0 && s.unit && s.phase.is_none()));
    while e.next().is_some_and(|s| !s.unit) {
        e.act(&mut d).unwrap();
    }
    e.act(&mut d).unwrap();
    let unit_attack = attack_log(&e).last().unwrap().4.clone();
    // Bea's defence [5,3,2] 3 − 2.
    assert_eq!(unit_attack.defence, 1);
}

/// EX-RNG-BORIS (B1169–B1178) through the tracker: Boris keeps High for damage. A thrown
/// table is one step lower (Middle); a barrel dropped from the roof cannot go higher: High and
/// an ace on the damage (B1173: for the damage, not in the attack's pool); a stone is an
/// improvised projectile and adds nothing (I-07).
#[test]
fn ex_rng_boris() {
    let boris = |weapon: &str| format!("[dados]\ndano = \"superior\"\n[equipo.arma]\ndistancia = \"{weapon}\"");
    // Attack [6,4,2]: Middle 4; Bea's defence [3,2,1]: 2, toughness 2.
    for (weapon, base, aces) in [
        ("peso_lanzado", 4, 0),
        ("peso_desde_arriba", 6, 0),
        ("improvisado", 0, 0),
    ] {
        let mut e = duel(Rules::book(), &boris(weapon), "");
        // The dice after the first six are Bea's new reflexes roll when wounded.
        let mut d = dice(&[
            ("blancos", &[6, 4, 2, 3, 2, 1, 4, 3, 2]),
            ("negros", &[1; 3]),
            ("rojos", &[1; 3]),
        ]);
        e.attack(0, 1, None, &mut d).unwrap();
        let a = attack_log(&e);
        let (at, x) = (a[0].2.unwrap(), a[0].4);
        assert_eq!(
            (x.hit, x.base_damage, at.rerolls.pool),
            (Hit::Hit, base, aces),
            "{weapon}"
        );
        assert_eq!(x.needed, 2);
    }
}

/// B1171: a weak thrower (damage Low) throwing a great weight adds +1 to the difficulty.
#[test]
fn a_weak_thrower_needs_one_more() {
    let weak = "[dados]\ndano = \"inferior\"\n[equipo.arma]\ndistancia = \"peso_lanzado\"";
    let mut e = duel(Rules::book(), weak, "");
    // Attack [6,4,2]: 4 against Bea's 3 + 1: a tie.
    let mut d = dice(&[("blancos", &[6, 4, 2, 5, 3, 2])]);
    e.attack(0, 1, None, &mut d).unwrap();
    let x = attack_log(&e)[0].4.clone();
    assert_eq!((x.defence, x.needed, x.hit), (3, 4, Hit::Tie));
}

/// a special huge weapon is one step past High+1: High+1 and an ace on the damage,
/// which rerolls in the damage window once the hit is counted (B1096), not in the attack.
#[test]
fn a_special_huge_weapon_has_an_ace_on_the_damage() {
    let sword = "[equipo.arma]\ntamano = \"gigantesca\"\nespecial = true";
    let mut e = duel(Rules::book(), sword, "");
    e.rerolls = Rerolls::BestMean;
    // Ana's attack [6,4,2] against Bea's [3,2,1]: a hit; spare faces for the damage window.
    let mut d = dice(&[("blancos", &[6, 4, 2, 3, 2, 1, 6, 6, 6, 6, 6])]);
    e.attack(0, 1, None, &mut d).unwrap();
    assert_eq!(attack_log(&e)[0].2.unwrap().rerolls.pool, 0);
    let window = e.log.iter().find_map(|l| match l {
        Entry::Window { who: 0, roll, .. } => Some(roll.rerolls.pool),
        _ => None,
    });
    assert_eq!(window, Some(1));
}

/// CB14 (B1205–B1222): the defence gear loads from a sheet with the book's words — the Vorok
/// example: shield 2 + cover 1 + long weapon 1 against melee, only the cover at range — and
/// an unknown key is refused by name.
#[test]
fn defence_gear_loads_from_a_sheet() {
    let path = format!("{}/../../examples/portal/vorok.toml", env!("CARGO_MANIFEST_DIR"));
    let vorok = Character::from_toml(&std::fs::read_to_string(path).unwrap(), &Rules::book()).unwrap();
    let gear = vorok.equipment.defence;
    assert_eq!((gear.aces(true), gear.aces(false)), (4, 1));
    let bad = "nombre = \"Vorok\"\n[equipo.defensa]\nescudo = \"mediano\"\nlanza = true";
    let err = Character::from_toml(bad, &Rules::book()).unwrap_err().es();
    assert!(err.contains("lanza"), "{err}");
    let none = crate::common::pc("nombre = \"Vorok\"\n[equipo.defensa]", &Rules::book());
    assert_eq!(none.equipment.defence.aces(true), 0, "every key is optional");
}

/// The defence gear reaches the tracker's defence roll: Vorok's 4 aces against a sword.
#[test]
fn defence_gear_aces_in_the_defence_roll() {
    let path = format!("{}/../../examples/portal/vorok.toml", env!("CARGO_MANIFEST_DIR"));
    let rules = Rules::book();
    let vorok = Character::from_toml(&std::fs::read_to_string(path).unwrap(), &rules).unwrap();
    let mut people = vec![
        Combatant::new(pc("Ana", "", &rules), Some(1)),
        Combatant::new(vorok, Some(0)),
    ];
    people[0].reflexes = Some(4);
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
    let mut d = dice(&[("blancos", &[4, 3, 2, 5, 3, 2])]);
    e.attack(0, 1, None, &mut d).unwrap();
    assert_eq!(attack_log(&e)[0].3.unwrap().rerolls.pool, 4);
}

/// CB8 (B1077–B1088): the file's `acciones_libres_extra` — two extra free actions with each
/// action cost Ana 2 reflexes at once (4 → 2); her phases follow from the next round.
/// A cast member cannot pay them.
#[test]
fn extra_free_actions_cost_reflexes() {
    let text = "pelea = \"entre_amigos\"\n[[participantes]]\nnombre = \"Ana\"\n\
        accion = { maniobra = \"defensa_total\", acciones_libres_extra = 2 }\n\
        [[participantes]]\nnombre = \"Bea\"\n";
    let mut e = tirada_rules::portal::encounter_file::parse(text, |_| Err(String::new()))
        .unwrap()
        .encounter;
    e.combatants[0].reflexes = Some(4);
    let mut d = dice(&[]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    assert!(e.log.iter().any(|l| matches!(
        l,
        Entry::ExtraFreeActions {
            who: 0,
            count: 2,
            reflexes: 2
        }
    )));
    assert_eq!(e.combatants[0].reflexes, Some(2));
    let order = e.start_round(&mut d).unwrap();
    assert_eq!(order[0].phase, Some(2));
    let cast = "[[participantes]]\nnombre = \"Trasgo\"\ntipo = \"reparto\"\nreparto = { valor_generico = 2 }\n\
        accion = { acciones_libres_extra = 1 }\n";
    let err = tirada_rules::portal::encounter_file::parse(cast, |_| Err(String::new()))
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("acciones_libres_extra"), "{err}");
}

/// S120 + S155 between cast members: the second attack on the same zombie is +1.
#[test]
fn gang_up_between_cast_members() {
    let rules = Rules::summary();
    let people = vec![
        Combatant::new(zombie("Zombi 1", 0.2, &rules), Some(2)),
        Combatant::new(zombie("Zombi 2", 0.2, &rules), Some(2)),
        Combatant::new(zombie("Zombi 3", 0.2, &rules), None),
    ];
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
    let mut d = dice(&[]);
    e.attack(0, 2, None, &mut d).unwrap();
    e.attack(1, 2, None, &mut d).unwrap();
    let a = attack_log(&e);
    assert_eq!((a[0].4.attack, a[1].4.attack), (4, 5));
}

/// B1487, S142: a multiple attack is several attacks of one action and divides no damage, so
/// each hit keeps its damage window (B1096, B1173): the special huge weapon's ace is
/// rolled on every goblin Dorkar hits, as in a single attack.
#[test]
fn every_hit_of_a_multiple_attack_keeps_the_weapons_damage_ace_b1487() {
    let text = "perfil = \"libro\"\npelea = \"entre_amigos\"\n\
        [[participantes]]\nnombre = \"Dorkar\"\ndados = { reflejos = \"superior\" }\n\
        equipo = { arma = { tamano = \"gigantesca\", especial = true } }\n\
        ataques_multiples = { objetivos = [\"Trasgo 1\", \"Trasgo 2\"], posicion = 0, anular = 0 }\n\
        [[participantes]]\nnombre = \"Trasgo 1\"\ntipo = \"reparto\"\nreparto = { valor_generico = 2 }\n\
        [[participantes]]\nnombre = \"Trasgo 2\"\ntipo = \"reparto\"\nreparto = { valor_generico = 2 }\n";
    let mut e = encounter_file::parse(text, |_| Err("".into())).unwrap().encounter;
    e.rerolls = Rerolls::BestMean;
    // Dorkar's reflexes [6,5,4], then sixes for every attack and window roll.
    let whites: Vec<u8> = [6, 5, 4].into_iter().chain([6; 60]).collect();
    let mut d = dice(&[
        ("asiento", &[1]),
        ("reparto", &[2, 2]),
        ("acoplar", &[3, 3]),
        ("blancos", &whites),
    ]);
    e.begin(&mut d).unwrap();
    e.play_round(&mut d).unwrap();
    let hits = attack_log(&e).iter().filter(|a| a.4.hit == Hit::Hit).count();
    let windows: Vec<u8> = e
        .log
        .iter()
        .filter_map(|l| match l {
            Entry::Window {
                who: 0,
                reading: ReadingKind::Damage,
                roll,
                ..
            } => Some(roll.rerolls.pool),
            _ => None,
        })
        .collect();
    assert_eq!(hits, 2, "{:?}", e.log);
    assert_eq!(windows, [1, 1], "one damage window with the weapon's ace per hit");
}
