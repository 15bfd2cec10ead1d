//! The fight runner's manoeuvres that move the fight around (reading aid §5.12): preparing an
//! attack by a roll (CB20), leaving the melee and opportunity attacks (CB26), protecting someone
//! (CB27), luck dice and rerolls from the encounter file. Typed dice throughout.

use crate::common::{attack_log, dice, first_exchange, pc, skipped};
use tirada_rules::portal::conflict::Hit;
use tirada_rules::portal::encounter::Skip;
use tirada_rules::portal::manoeuvres::{prepared_by_roll, Manoeuvre, Withdraw};
use tirada_rules::portal::tables::{FightKind, Surroundings};
use tirada_rules::portal::*;

/// Ana (reflexes 4) and Bea (reflexes 3) at each other, already past the initial roll.
fn duel(rules: Rules) -> Encounter {
    let mut people = vec![
        Combatant::new(pc("nombre = \"Ana\"", &rules), Some(1)),
        Combatant::new(pc("nombre = \"Bea\"", &rules), Some(0)),
    ];
    people[0].reflexes = Some(4);
    people[1].reflexes = Some(3);
    Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people)
}

fn attacks(e: &Encounter) -> Vec<(usize, usize, Hit)> {
    attack_log(e).into_iter().map(|(a, d, _, _, x)| (a, d, x.hit)).collect()
}

/// CB20 (B1439–B1441): the manoeuvre roll must exceed the target's current reflexes — a
/// cast member's fractional value too.
#[test]
fn preparing_by_a_roll_must_beat_the_reflexes() {
    assert!(prepared_by_roll(4, 3.0));
    assert!(!prepared_by_roll(3, 3.0));
    assert!(prepared_by_roll(3, 2.5) && !prepared_by_roll(2, 2.5));
}

/// CB20: Ana renounces her attack for a manoeuvre roll [5,4,2] Middle 4 against Bea's 3: the
/// ace is hers for the next attack, and 4 is her new reflexes from the next round; in round 2
/// her attack carries the ace.
#[test]
fn prepare_the_attack_with_a_roll() {
    let mut e = duel(Rules::book());
    e.combatants[0].plan.manoeuvre = Some(Manoeuvre::PrepareRoll);
    e.combatants[1].target = None;
    let mut d = dice(&[("blancos", &[5, 4, 2, 4, 3, 2, 3, 2, 2])]);
    e.play_round(&mut d).unwrap();
    assert!(e.log.contains(&Entry::PreparedByRoll {
        who: 0,
        target: 1,
        total: 4,
        reflexes: 3.0,
        success: true
    }));
    assert_eq!(e.combatants[0].flags.prepared_on, Some(1));
    assert_eq!(e.combatants[0].next_reflexes, Some(4));
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    let pool = e.log.iter().find_map(|l| match l {
        Entry::Attack { attack, .. } => attack.as_ref().map(|t| t.rerolls.pool),
        _ => None,
    });
    assert_eq!(pool, Some(1), "the prepared ace");
    assert_eq!(e.combatants[0].flags.prepared_on, None);
}

/// CB20: a roll of [3,2,1] Middle 2 does not beat Bea's 3: no ace, but the new reflexes stay.
#[test]
fn a_failed_preparation_still_replaces_the_reflexes() {
    let mut e = duel(Rules::book());
    e.combatants[0].plan.manoeuvre = Some(Manoeuvre::PrepareRoll);
    e.combatants[1].target = None;
    let mut d = dice(&[("blancos", &[3, 2, 1])]);
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(e.combatants[0].flags.prepared_on, None);
    assert_eq!(e.combatants[0].next_reflexes, Some(2), "from the next round");
}

/// CB26 (B1545): Ana leaves the melee without a manoeuvre: Bea gets a free opportunity attack
/// ([3,2,2] Middle 2 against Ana's defence [4,3,2] Middle 3: a miss); Ana is gone, and Bea's
/// own action finds no one.
#[test]
fn leaving_the_melee_gives_an_opportunity_attack() {
    let mut e = duel(Rules::book());
    e.combatants[0].plan.withdraw = Some(Withdraw::Plain);
    let mut d = dice(&[("blancos", &[3, 2, 2, 4, 3, 2])]);
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.contains(&Entry::Withdrawal {
        who: 0,
        roll: None,
        escaped: vec![],
        caught: vec![1]
    }));
    assert!(e.log.contains(&Entry::Opportunity {
        attacker: 1,
        defender: 0
    }));
    assert_eq!(attacks(&e), [(1, 0, Hit::Miss)]);
    assert!(e.combatants[0].withdrawn);
    assert_eq!(e.combatants[1].opportunity_used, 1);
    assert!(e.log.contains(&Entry::Skipped {
        who: 1,
        reason: Skip::TargetDown(0)
    }));
    assert!(e.order().iter().all(|s| s.who != 0), "Ana no longer acts");
}

/// CB26: with reflexes 7 Ana acts in phases 6 and 1; she leaves in the first, so the second
/// finds her gone.
#[test]
fn who_left_the_melee_skips_its_later_phases() {
    let mut e = duel(Rules::book());
    e.combatants[0].reflexes = Some(7);
    e.combatants[0].plan.withdraw = Some(Withdraw::Plain);
    e.combatants[1].target = None;
    let mut d = dice(&[("blancos", &[3, 2, 2, 4, 3, 2])]);
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.contains(&Entry::Skipped {
        who: 0,
        reason: Skip::Withdrawn
    }));
    assert_eq!(attacks(&e), [(1, 0, Hit::Miss)], "Bea's opportunity attack only");
}

/// CB26 (B1547): a manoeuvre roll [5,4,2] Middle 4 beats Bea's reflexes 3: no opportunity
/// attack. With [3,2,1] Middle 2 it fails and Bea attacks.
#[test]
fn a_withdrawal_manoeuvre_escapes_those_it_beats() {
    let mut e = duel(Rules::book());
    e.combatants[0].plan.withdraw = Some(Withdraw::Manoeuvre);
    let mut d = dice(&[("blancos", &[5, 4, 2])]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.contains(&Entry::Withdrawal {
        who: 0,
        roll: Some(4),
        escaped: vec![1],
        caught: vec![]
    }));
    assert!(attacks(&e).is_empty());
    let mut e = duel(Rules::book());
    e.combatants[0].plan.withdraw = Some(Withdraw::Manoeuvre);
    let mut d = dice(&[("blancos", &[3, 2, 1, 3, 2, 2, 4, 3, 2])]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(attacks(&e), [(1, 0, Hit::Miss)]);
}

/// B1549: at most as many opportunity attacks a round as the current reflexes — Bea at 1 has
/// spent hers, and a ranged weapon makes none.
#[test]
fn opportunity_attacks_are_capped_by_reflexes_and_need_melee() {
    let mut e = duel(Rules::book());
    e.combatants[1].reflexes = Some(1);
    e.combatants[1].opportunity_used = 1;
    assert!(e.engaged_with(0).is_empty());
    e.combatants[1].opportunity_used = 0;
    assert_eq!(e.engaged_with(0), [1]);
    e.combatants[1].character.equipment.weapon = tirada_rules::portal::tables::Weapon::Ranged {
        kind: tirada_rules::portal::tables::RangedWeapon::Crossbow,
    };
    assert!(e.engaged_with(0).is_empty());
}

/// Ana (4) attacks Bea (2); Carla (3, toughness High) protects Bea under the summary's rule.
fn bodyguard(carla_reflexes: i32, carla_state: &str) -> Encounter {
    let mut rules = Rules::book();
    rules.set("protect_someone", "true").unwrap();
    let ana = pc("nombre = \"Ana\"\n[dados]\ndano = \"inferior\"", &rules);
    let carla = pc(
        &format!("nombre = \"Carla\"\n[dados]\naguante = \"superior\"\n{carla_state}"),
        &rules,
    );
    let mut people = vec![
        Combatant::new(ana, Some(1)),
        Combatant::new(pc("nombre = \"Bea\"", &rules), None),
        Combatant::new(carla, None),
    ];
    people[2].protects = Some(1);
    for (c, r) in people.iter_mut().zip([4, 2, carla_reflexes]) {
        c.reflexes = Some(r);
    }
    Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people)
}

/// A round of [`bodyguard`]: Ana's [5,4,2] against Carla's [3,2,2] if she steps in.
fn guarded_round(carla_reflexes: i32, carla_state: &str) -> Encounter {
    let mut e = bodyguard(carla_reflexes, carla_state);
    let mut d = dice(&[("blancos", &[5, 4, 2, 3, 2, 2])]);
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    e
}

/// CB27 (S141): Carla steps in, giving up her coming action; she defends [3,2,2] Middle 2
/// without the −2 of the defence she must neglect; Ana's [5,4,2] Middle 4 hits by 2: damage
/// Low 2 + 2 against Carla's toughness High 3 → 1 point for Carla, and the excess, 2, for Bea.
#[test]
fn protecting_someone_takes_the_blow() {
    let e = guarded_round(3, "");
    assert!(e.log.contains(&Entry::Protecting {
        who: 2,
        protected: 1,
        with_pp: false
    }));
    let x = first_exchange(&e, |_, d| d == 2);
    assert_eq!((x.attack, x.defence, x.hit, x.points), (4, 2, Hit::Hit, 1));
    assert_eq!(e.combatants[2].character.state.discomfort, 1);
    assert_eq!(e.combatants[1].character.state.discomfort, 2, "the excess");
    assert!(e.combatants[2].flags.neglected, "her own defences at −2 this round");
    // Her action went to it: only Ana and Bea had their turns.
    let acted: Vec<usize> = skipped(&e);
    assert_eq!(acted, [1]);
}

/// S141/S69: with no action left this round (Carla, at 5, has already acted), protecting costs
/// 1 PP; with no PP either, nobody steps in.
#[test]
fn protecting_without_an_action_costs_a_pp() {
    let e = guarded_round(5, "[estado]\npp = 2");
    assert!(e.log.contains(&Entry::Protecting {
        who: 2,
        protected: 1,
        with_pp: true
    }));
    assert_eq!(e.combatants[2].character.state.pp, 1);
    let e = guarded_round(5, "");
    assert!(!e.log.iter().any(|l| matches!(l, Entry::Protecting { .. })));
    assert_eq!(attacks(&e), [(0, 1, Hit::Hit)]);
}

/// Ana spends a luck die on each defence (`suerte_en = ["defensa"]`): Bea's [4,3,2] Middle 3
/// against Ana's [3,2,2] Middle 2 with a green 1, beaten by the kept die (+1, R7): 3, a tie —
/// and the beaten luck die is spent (R15), through the roll's event.
#[test]
fn luck_dice_on_the_defence() {
    let mut e = duel(Rules::book());
    e.combatants[0].target = None;
    e.combatants[0].luck_on = vec![tirada_rules::portal::manoeuvres::CombatRoll::Defence];
    let luck = e.combatants[0].character.state.luck();
    let mut d = dice(&[("blancos", &[4, 3, 2, 3, 2, 2]), ("verdes", &[1])]);
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    let (.., defence, x) = attack_log(&e)[0];
    let (defence, x) = (defence.unwrap().clone(), x.clone());
    assert_eq!(defence.dice.iter().filter(|d| d.colour == Colour::Green).count(), 1);
    assert_eq!((x.attack, x.defence, x.hit), (3, 3, Hit::Tie));
    assert_eq!(defence.effects.suerte_spent, 1);
    assert_eq!(
        e.combatants[0].character.state.luck(),
        luck - 1,
        "through the Rolled event"
    );
}

/// CB9.6 (B1096): Ana's Fortaleza Fuerza (level 1) applies to damage and her file plays the
/// solver's rerolls: after her [6,2,1] Middle 2 hits a wolf's defence 1 by 1, the second window
/// rerolls one low die (typed 5): Middle 5, damage 5 + 1 = 6 against toughness 9.
#[test]
fn the_second_window_rerolls_the_damage() {
    let rules = Rules::book();
    let ana = pc(
        "nombre = \"Ana\"\n[[fortalezas]]\nnombre = \"Fuerza\"\nnivel = 1\nfrecuencia = \"frecuente\"",
        &rules,
    );
    let wolf = pc(
        "nombre = \"Lobo\"\ntipo = \"reparto\"\n[reparto]\nvalor_generico = 3\ndefensa = 1\naguante = 9",
        &rules,
    );
    let mut a = Combatant::new(ana, Some(1));
    a.reflexes = Some(4);
    a.fortes.damage = vec!["Fuerza".into()];
    a.rerolls = Some(Rerolls::BestMean);
    let people = vec![a, Combatant::new(wolf, None)];
    let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
    let mut d = dice(&[("reparto", &[3]), ("blancos", &[6, 2, 1, 5])]);
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.iter().any(|l| matches!(
        l,
        Entry::Window {
            who: 0,
            reading: tirada_rules::portal::reading::ReadingKind::Damage,
            total: 5,
            ..
        }
    )));
    let x = first_exchange(&e, |_, _| true);
    assert_eq!(
        (x.attack, x.base_damage, x.damage, x.toughness, x.points),
        (2, 5, 6, 9, 0)
    );
}

/// Every new key of the encounter file reaches the runner; protecting needs the summary's rule.
#[test]
fn the_encounter_file_declares_the_manoeuvres() {
    use tirada_rules::portal::encounter_file::parse;
    use tirada_rules::portal::manoeuvres::{CombatRoll, FumbleCost, HandEffect};
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/portal/escolta.toml"
    ))
    .unwrap();
    let e = parse(&text, |_| Err(String::new())).unwrap().encounter;
    assert_eq!(e.fumbles.attack, FumbleCost::RivalAce);
    let c = &e.combatants;
    assert_eq!(c[0].luck_on, [CombatRoll::Defence]);
    assert_eq!((c[1].protects, c[1].rerolls), (Some(0), Some(Rerolls::BestMean)));
    assert_eq!(c[1].fortes.toughness, ["Guardia"]);
    assert_eq!(c[2].plan.hand, HandEffect::Disarm);
    assert_eq!(c[3].plan.withdraw, Some(Withdraw::Manoeuvre));
    assert_eq!(c[5].plan.manoeuvre, Some(Manoeuvre::PrepareRoll));
    let without_rule = text.replace("protect_someone = true", "protect_someone = false");
    let err = parse(&without_rule, |_| Err(String::new())).err().unwrap().to_string();
    assert!(
        err.contains("participantes[1].protege") && err.contains("protect_someone"),
        "{err}"
    );
    let principal = text.replace("nombre = \"Duquesa\"", "nombre = \"Duquesa\"\ntipo = \"antagonista\"");
    let err = parse(&principal, |_| Err(String::new())).err().unwrap().to_string();
    assert!(
        err.contains("participantes[0].suerte_en") && err.contains("B647"),
        "{err}"
    );
    let bad = text.replace("suerte_en = [\"defensa\"]", "suerte_en = [\"dano\"]");
    let err = parse(&bad, |_| Err(String::new())).err().unwrap().to_string();
    assert!(err.contains("participantes[0].suerte_en"), "{err}");
}

/// CB18 "(or reflexes)": a manoeuvre roll is read as reflexes (B1067), so [1,1,1] → −1 when
/// preparing is a fumble too — a lost turn by default.
#[test]
fn a_negative_manoeuvre_roll_is_a_reflexes_fumble() {
    let mut e = duel(Rules::book());
    e.combatants[0].plan.manoeuvre = Some(Manoeuvre::PrepareRoll);
    e.combatants[1].target = None;
    let mut d = dice(&[("blancos", &[1, 1, 1])]);
    e.play_round(&mut d).unwrap();
    d.finish().unwrap();
    assert!(e.log.iter().any(|l| matches!(
        l,
        Entry::Fumble {
            who: 0,
            roll: tirada_rules::portal::manoeuvres::CombatRoll::Reflexes,
            points: 1,
            ..
        }
    )));
    assert_eq!(e.combatants[0].next_reflexes, Some(-1));
}
