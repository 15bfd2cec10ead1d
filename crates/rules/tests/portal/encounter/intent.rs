//! The fight runner's manoeuvres and intents through the tracker (reading aid §5.12, §5.3):
//! head shots, non-lethal blows, neglecting the defence, preparing, sweeps, grapples by
//! profile, new reflexes after a wound, multiple attacks' defences and the phase tie-breaks.
//! Typed dice throughout.

use crate::common::{attack_log, dice, duel, named as pc};
use tirada_dice::TypedDice;
use tirada_rules::portal::conflict::{Exchange, Hit};
use tirada_rules::portal::encounter_moves::Plan;
use tirada_rules::portal::encounter_multi::MultiPlan;
use tirada_rules::portal::manoeuvres::{CalledShot, Manoeuvre};
use tirada_rules::portal::sheet::CastValues;
use tirada_rules::portal::tables::{FightKind, Surroundings};
use tirada_rules::portal::transcript::Transcript;
use tirada_rules::portal::*;

/// Plenty of dice for rolls a test does not look at (a new reflexes roll after a wound).
fn spare(whites: &[u8]) -> TypedDice {
    let mut w = whites.to_vec();
    w.extend([4, 3, 2].repeat(4));
    dice(&[("blancos", &w), ("negros", &[1; 9]), ("rojos", &[1; 9])])
}

fn plan(called: Option<CalledShot>) -> Plan {
    Plan {
        called,
        ..Plan::default()
    }
}

type Logged<'a> = (usize, Option<&'a Transcript>, Option<&'a Transcript>, &'a Exchange);

fn attacks(e: &Encounter) -> Vec<Logged<'_>> {
    attack_log(e)
        .into_iter()
        .map(|(a, _, at, de, x)| (a, at, de, x))
        .collect()
}

fn state(e: &Encounter, who: usize) -> (u8, u8, u8) {
    let s = &e.combatants[who].character.state;
    (s.discomfort, s.wounds, s.stunned)
}

// Ana's attack [6,5,4]: attack 5, damage 5; Bea's defence [3,2,1]: 2, toughness 2.
const HIT: [u8; 6] = [6, 5, 4, 3, 2, 1];

/// CB22 (B1455): a lethal head shot needs 2 more and adds 5 to the damage: 5 > 2 + 2 by 1,
/// damage 5 + 5 + 1 = 11.
#[test]
fn a_lethal_head_shot_adds_five() {
    let mut e = duel(Rules::book(), "", "");
    e.combatants[0].plan = plan(Some(CalledShot::HeadLethal));
    e.attack(0, 1, None, &mut spare(&HIT)).unwrap();
    let x = attacks(&e)[0].3;
    assert_eq!((x.needed, x.base_damage, x.damage, x.points), (4, 10, 11, 9));
}

/// CB22 (B1455, C-22): without the Summary's stun resistance a stunning head shot stuns a turn
/// per point instead of hurting — also with the Summary's critical model, which is another
/// setting.
#[test]
fn a_stunning_head_shot_follows_stun_resistance() {
    for critical in ["book_critical", "summary_shock"] {
        let mut rules = Rules::book();
        rules.set("critical_model", critical).unwrap();
        let mut e = duel(rules, "", "");
        e.combatants[0].plan = plan(Some(CalledShot::HeadStun));
        let mut d = dice(&[("blancos", &HIT)]);
        e.attack(0, 1, None, &mut d).unwrap();
        d.finish().unwrap();
        // 6 damage against toughness 2: 4 turns stunned, no damage.
        assert_eq!(state(&e, 1), (0, 0, 4), "critical_model = {critical}");
    }
}

/// S139 (C-22): with stun resistance the damage total joins the suffering — 6 against
/// toughness 2, 4 short: Bea's reflexes 3 → −1, stunned — and the attack hurts as usual.
#[test]
fn a_stunning_head_shot_with_stun_resistance_also_hurts() {
    let mut rules = Rules::book();
    rules.set("stun_resistance", "true").unwrap();
    let mut e = duel(rules, "", "");
    e.combatants[0].plan = plan(Some(CalledShot::HeadStun));
    e.attack(0, 1, None, &mut spare(&HIT)).unwrap();
    assert!(e.log.iter().any(|l| matches!(
        l,
        Entry::StunResistance {
            who: 1,
            shortfall: 4,
            reflexes: -1
        }
    )));
    let (discomfort, wounds, stunned) = state(&e, 1);
    assert!(stunned >= 1 && (discomfort, wounds) == (2, 1), "{:?}", state(&e, 1));
}

/// B1457: a gunshot cannot stun; the called shot still needs 2 more and hurts normally. The
/// encounter file refuses to plan it.
#[test]
fn a_gunshot_cannot_stun() {
    let gun = "[equipo.arma]\ndistancia = \"pistola_ligera\"";
    let mut e = duel(Rules::book(), gun, "");
    e.combatants[0].plan = plan(Some(CalledShot::HeadStun));
    e.attack(0, 1, None, &mut spare(&HIT)).unwrap();
    // Low 4 + Middle 5 + excess 1 = 10 against 2: 8 points, model A → M2 H3.
    assert_eq!(attacks(&e)[0].3.points, 8);
    assert_eq!(state(&e, 1), (2, 3, 0));
    let text = "[[participantes]]\nnombre = \"Ana\"\nobjetivo = \"Bea\"\naccion = { golpe = \"cabeza_aturdir\" }\n\
        [participantes.equipo.arma]\ndistancia = \"pistola_ligera\"\n[[participantes]]\nnombre = \"Bea\"\n";
    let err = tirada_rules::portal::encounter_file::parse(text, |_| Err(String::new()))
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("B1457") && err.contains("accion.golpe"), "{err}");
}

/// CB16 (B1246–B1248): a non-lethal blow's 6 points give discomfort up to 3, then 3 turns
/// stunned, and no wound.
#[test]
fn a_non_lethal_blow_stuns_past_three_discomfort() {
    let mut e = duel(Rules::book(), "", "");
    e.combatants[0].plan.non_lethal = true;
    let mut d = dice(&[("blancos", &HIT)]);
    e.attack(0, 1, None, &mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(attacks(&e)[0].3.points, 6);
    assert_eq!(state(&e, 1), (3, 0, 3));
}

/// CB21 (B1445–B1447): neglecting the defence gives Ana's attack an ace and her later defence
/// −2 this round.
#[test]
fn neglecting_the_defence() {
    let mut e = duel(Rules::book(), "", "");
    e.combatants[0].plan.manoeuvre = Some(Manoeuvre::NeglectDefence);
    // Ana [4,3,2] against Bea [4,3,2]: a tie, environment 3 against 3. Bea [4,3,2] against
    // Ana's [4,3,2] 3 − 2: a hit by 2, 5 against 3, M2.
    let mut d = dice(&[("blancos", &[4, 3, 2].repeat(4))]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    let a = attacks(&e);
    assert_eq!((a[0].0, a[0].1.unwrap().rerolls.pool, a[0].3.hit), (0, 1, Hit::Tie));
    assert_eq!((a[1].0, a[1].3.defence, a[1].3.points), (1, 1, 2));
    assert_eq!(state(&e, 0), (2, 0, 0));
}

/// CB20 (B1433–B1437): preparing gives up the attack; the next attack on the target, next
/// round, carries the ace.
#[test]
fn preparing_gives_up_the_attack_for_an_ace() {
    let mut e = duel(Rules::book(), "", "");
    e.combatants[0].plan.manoeuvre = Some(Manoeuvre::Prepare);
    e.combatants[1].plan.manoeuvre = Some(Manoeuvre::TotalDefence);
    let mut d = dice(&[("blancos", &[4, 3, 2, 5, 4, 3])]);
    e.play_round(&mut d).unwrap();
    assert!(attacks(&e).is_empty());
    assert_eq!(e.combatants[0].flags.prepared_on, Some(1));
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    let a = attacks(&e);
    assert_eq!(a.len(), 1);
    assert_eq!(a[0].1.unwrap().rerolls.pool, 1, "the prepared ace");
    assert_eq!(e.combatants[0].flags.prepared_on, None, "spent");
}

/// EX-SWEEP-TAKEDA through the tracker, corrected (I-06): 6 + 14/2 = 13 against the ninja's
/// 6, excess 7, 3 past toughness 4: the ninja's value 6 → 3.
#[test]
fn ex_sweep_takeda_encounter() {
    let rules = Rules::book();
    let takeda = pc(
        "Takeda",
        "[dados]\nataque = \"superior\"\ndano = \"superior\"\n[equipo.arma]\ntamano = \"gigantesca\"\nafilada = true",
        &rules,
    );
    let mut ninja = crate::common::pc(
        "nombre = \"Ninja\"\ntipo = \"reparto\"\n[reparto]\nvalor_generico = 6\naguante = 4",
        &rules,
    );
    ninja.cast = Some(CastValues {
        generic: 6,
        toughness: Some(4),
        ..CastValues::default()
    });
    let mut t = Combatant::new(takeda, Some(1));
    t.plan.sweep = true;
    let mut e = Encounter::new(
        rules,
        FightKind::Firefight,
        Surroundings::Normal,
        vec![t, Combatant::new(ninja, Some(0))],
    );
    let mut d = dice(&[("blancos", &[6, 2, 2])]);
    e.attack(0, 1, None, &mut d).unwrap();
    d.finish().unwrap();
    let x = attacks(&e)[0].3;
    assert_eq!((x.attack, x.precision_excess, x.points), (13, 7, 3));
    assert_eq!(e.combatants[1].character.state.current_value, Some(3));
}

/// S140 (C-23): the Summary's grab compares strengths (5 against 2) and the excess, 3, becomes
/// aces for the holder's attacks on the held — no Book +2.
#[test]
fn a_summary_hold_gives_aces_not_plus_two() {
    for (rules, pool, total) in [(Rules::summary(), 3, 3), (Rules::book(), 0, 5)] {
        let mut e = duel(rules, "", "");
        // The grab: Ana [6,5,1] attack 5, strength 5; Bea [4,2,1] defence 2, strength 2.
        let mut d = spare(&[6, 5, 1, 4, 2, 1, 4, 3, 2, 4, 3, 2]);
        let g = e.grab(0, 1, false, &mut d).unwrap();
        assert!(g.held);
        assert_eq!(e.combatants[1].held_by, Some(0));
        // Then Ana's attack [4,3,2] on the held Bea.
        e.attack(0, 1, None, &mut d).unwrap();
        let at = attacks(&e)[0].1.unwrap();
        assert_eq!((at.rerolls.pool, at.total), (pool, total), "{:?}", e.rules.profile);
    }
}

/// CB7 (B1063): a wound brings a new reflexes roll even when thorns wait for the end of the
/// combat (C-14); then the roll checks no thorn.
#[test]
fn new_reflexes_after_a_wound_whatever_the_thorn_timing() {
    let mut rules = Rules::book();
    rules.set("thorn_check_timing", "end_of_combat").unwrap();
    let mut e = duel(rules, "", "");
    // Ana [5,3,2] against Bea [1,1,1]: 8 points, M2 H3; Bea's new roll [4,3,2] with her dice.
    let mut d = dice(&[
        ("blancos", &[5, 3, 2, 1, 1, 1, 4, 3, 2]),
        ("negros", &[1, 1]),
        ("rojos", &[1, 1, 1]),
    ]);
    e.attack(0, 1, None, &mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.iter().any(|l| matches!(l, Entry::NewReflexes { who: 1, .. })));
    assert!(e.combatants[1].next_reflexes.is_some());
    assert!(!e.log.iter().any(|l| matches!(
        l,
        Entry::Event {
            event: Event::ThornStuck { .. },
            ..
        }
    )));
}

/// CB9.4 for multiple attacks (S142, S122, B1559): the Summary's split attack meets defences
/// with the single attack's modifiers — Bea, flat-footed at phase 6 with an ace won from a
/// fumble, defends 3 − 2 = 1; Cara, reflexes 6, defends 3.
#[test]
fn multiple_attacks_meet_the_same_defences() {
    let rules = Rules::summary();
    let mut people = vec![
        Combatant::new(pc("Ana", "", &rules), None),
        Combatant::new(pc("Bea", "", &rules), None),
        Combatant::new(pc("Cara", "", &rules), None),
    ];
    people[0].reflexes = Some(6);
    people[1].reflexes = Some(3);
    people[2].reflexes = Some(6);
    people[1].pending_aces = 1;
    people[0].multi = Some(MultiPlan {
        targets: vec![1, 2],
        ..MultiPlan::default()
    });
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
    e.seat_die = Some(2);
    // Ana [6,6,5]: 6, split 3 and 3; Bea [4,3,2], Cara [4,3,2].
    let mut d = spare(&[6, 6, 5, 4, 3, 2, 4, 3, 2]);
    e.start_round(&mut d).unwrap();
    while e.next().is_some() {
        e.act(&mut d).unwrap();
    }
    let a = attacks(&e);
    assert_eq!(a.len(), 2);
    assert_eq!((a[0].3.defence, a[0].2.unwrap().rerolls.pool), (1, 1));
    assert_eq!((a[1].3.defence, a[1].2.unwrap().rerolls.pool), (3, 0));
    assert_eq!(e.combatants[1].pending_aces, 0);
}

/// CB5 (B1030–B1036): in the same phase the higher total acts first, then fewer wound dice,
/// then fewer discomfort dice, then the seat die.
#[test]
fn phase_tie_breaks() {
    let rules = Rules::book();
    let order = |ana: &str, bea: &str, reflexes: (i32, i32), seat: u8| {
        let mut e = duel(rules.clone(), ana, bea);
        e.combatants[0].reflexes = Some(reflexes.0);
        e.combatants[1].reflexes = Some(reflexes.1);
        e.seat_die = Some(seat);
        e.order().iter().map(|s| (s.who, s.phase)).collect::<Vec<_>>()
    };
    // Bea's 10 gives phases 6 and 4; at phase 4 her total beats Ana's 4.
    assert_eq!(order("", "", (4, 10), 1), [(1, Some(6)), (1, Some(4)), (0, Some(4))]);
    let wounded = "[estado]\nheridas = 1";
    assert_eq!(order(wounded, "", (4, 4), 1), [(1, Some(4)), (0, Some(4))]);
    let uneasy = "[estado]\nmalestar = 1";
    assert_eq!(order(uneasy, "", (4, 4), 1), [(1, Some(4)), (0, Some(4))]);
    assert_eq!(order("", uneasy, (4, 4), 1), [(0, Some(4)), (1, Some(4))]);
    // Equal in everything: an odd die takes seats from the GM's left, an even one from the right.
    assert_eq!(order("", "", (4, 4), 1), [(0, Some(4)), (1, Some(4))]);
    assert_eq!(order("", "", (4, 4), 2), [(1, Some(4)), (0, Some(4))]);
}

/// Ricardo (`sheet`, alone in a firefight with reflexes 3) takes a 2-point shot on the typed
/// faces; the tracker rolls his new reflexes and checks for a thorn.
fn shot(sheet: &str, faces: &[(&str, &[u8])]) -> Encounter {
    let rules = Rules::book();
    let ricardo = pc("Ricardo", sheet, &rules);
    let mut e = Encounter::new(
        rules,
        FightKind::Firefight,
        Surroundings::Normal,
        vec![Combatant::new(ricardo, None)],
    );
    e.combatants[0].reflexes = Some(3);
    let mut d = dice(faces);
    e.take(0, 2, "un disparo".into(), &mut d).unwrap();
    d.finish().unwrap();
    e
}

/// The thorn the fight stuck, as (every how many minutes, discomfort, wounds) of its first step.
fn stuck(e: &Encounter) -> (Option<u32>, u8, u8) {
    let thorn = e
        .log
        .iter()
        .find_map(|l| match l {
            Entry::Event {
                event: Event::ThornStuck { thorn },
                ..
            } => Some(thorn.clone()),
            _ => None,
        })
        .expect("a thorn");
    let first = &thorn.schedule[0];
    (first.every_minutes, first.discomfort, first.wounds)
}

/// EX-THORN-RICARDO (B1263–B1267) through the tracker: Ricardo (M2 H1) takes 2 points, model A
/// leaves H2 M2; the new reflexes roll [5,3,2] reads toughness 3 against suffering 6: short by
/// 3, a thorn of 1 wound an hour.
#[test]
fn ex_thorn_ricardo_encounter() {
    let e = shot(
        "[estado]\nmalestar = 2\nheridas = 1",
        &[("blancos", &[5, 3, 2]), ("negros", &[6, 6]), ("rojos", &[6, 6])],
    );
    let s = &e.combatants[0].character.state;
    assert_eq!((s.discomfort, s.wounds), (2, 2));
    assert!(e.log.iter().any(|l| matches!(
        l,
        Entry::NewReflexes {
            who: 0,
            toughness: 3,
            ..
        }
    )));
    assert_eq!(stuck(&e), (Some(60), 0, 1));
}

/// B1254, B1256 (Ricardo, B1265): the thorn check's difficulty is the damage accumulated when
/// the new roll is made, before that same throw's kept 6 clears discomfort. A wound leaves 2
/// discomfort and 1 wound (difficulty 4); the throw [6, 2, 1] keeps its high 6 for reflexes and
/// reads its low 1 for toughness: short by 3, 1 wound an hour — not the 1 discomfort a day of
/// the difficulty read afterwards.
#[test]
fn b1256_the_thorn_difficulty_is_fixed_before_the_new_rolls_six_clears_discomfort() {
    let e = shot(
        "dados = { reflejos = \"superior\", aguante = \"inferior\" }\n[estado]\nmalestar = 2",
        &[("blancos", &[6, 2, 1]), ("negros", &[2, 3]), ("rojos", &[2])],
    );
    assert!(e.log.iter().any(|l| matches!(
        l,
        Entry::NewReflexes {
            who: 0,
            reflexes: 6,
            toughness: 1,
        }
    )));
    let s = &e.combatants[0].character.state;
    assert_eq!((s.discomfort, s.wounds), (0, 1), "the kept 6 cleared the discomfort");
    assert_eq!(stuck(&e), (Some(60), 0, 1));
}

/// EX-THORN-VILVIS in a fight (B629): the poison's −1 per wound it caused lowers the reflexes
/// the initial roll reads.
#[test]
fn a_poison_thorn_lowers_the_reflexes_the_fight_reads() {
    let rules = Rules::book();
    let initial = |poisoned: bool| {
        let mut c = pc("Vilvis", "", &rules);
        if poisoned {
            let mut t: tirada_rules::portal::state::Thorn =
                toml::from_str("origen = \"veneno\"\nreflejos_por_herida = 1\n[[programa]]\nveces = 3\ndificultad = 7")
                    .unwrap();
            t.wounds_caused = 2;
            c.state.thorns.push(t);
        }
        let fighter = Combatant::new(c, None);
        let mut e = Encounter::new(rules.clone(), FightKind::Friendly, Surroundings::Normal, vec![fighter]);
        let mut d = dice(&[("asiento", &[3]), ("blancos", &[5, 4, 2])]);
        e.begin(&mut d).unwrap();
        d.finish().unwrap();
        e.combatants[0].reflexes.unwrap()
    };
    assert_eq!(initial(false) - initial(true), 2);
}
