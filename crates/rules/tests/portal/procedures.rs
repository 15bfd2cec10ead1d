//! The procedures around the dice (issue #17, PORTAL points 4, 6 and 7): when a manoeuvre's
//! cost starts, what a story and a creation give, and what a roll says without a difficulty.
//! Typed dice, each test naming the book's line.

use crate::common::Es;
use crate::common::{attack_log, dice};
use tirada_rules::portal::conflict::Hit;
use tirada_rules::portal::costs::creation_cost;
use tirada_rules::portal::manoeuvres::Manoeuvre;
use tirada_rules::portal::notes::Fate;
use tirada_rules::portal::sheet_warnings::{warnings, SheetWarning};
use tirada_rules::portal::tables::{FightKind, Surroundings};
use tirada_rules::portal::*;

fn pc(name: &str, toml: &str) -> Character {
    Character::from_toml(&format!("nombre = \"{name}\"\n{toml}"), &Rules::book()).unwrap()
}

fn ev(c: &Character, e: Event) -> Character {
    apply(c, &e, &Rules::book()).unwrap()
}

/// B1445, B1447, S138: *descuidar la defensa* is declared before the first defence of the
/// round. Bea (reflexes 5) attacks Ana (4), who planned it, before Ana's own attack: Ana's
/// defence [4,3,2] is 3 − 2 = 1, and Bea's [4,3,2] (3) hits by 2.
#[test]
fn b1445_the_neglected_defence_costs_two_from_the_declaration() {
    let mut people = vec![
        Combatant::new(pc("Ana", "estimulos = [\"a\"]"), Some(1)),
        Combatant::new(pc("Bea", "estimulos = [\"a\"]"), Some(0)),
    ];
    people[0].reflexes = Some(4);
    people[1].reflexes = Some(5);
    people[0].plan.manoeuvre = Some(Manoeuvre::NeglectDefence);
    let mut e = Encounter::new(Rules::book(), FightKind::Friendly, Surroundings::Normal, people);
    let mut d = dice(&[("blancos", &[4, 3, 2, 4, 3, 2])]);
    e.start_round(&mut d).unwrap();
    e.act(&mut d).unwrap();
    d.finish().unwrap();
    let (attacker, .., x) = attack_log(&e)[0];
    let x = x.clone();
    assert_eq!((attacker, x.attack, x.defence, x.hit), (1, 3, 1, Hit::Hit));
}

/// B574: one PP at the start and one at the end of each story, for protagonists only
/// (B647). A full hand sends the start's PP to the virtual reserve (B854).
#[test]
fn b574_a_story_gives_one_pp_at_its_start_and_one_at_its_end() {
    let ana = pc("Ana", "estimulos = [\"a\"]\n[estado]\npp = 2");
    let started = ev(&ana, Event::AdventureStarted);
    assert_eq!((started.state.pp, started.state.pp_reserve), (3, 0));
    let ended = ev(&started, Event::AdventureEnded);
    assert_eq!((ended.state.pp, ended.state.pp_reserve), (4, 0));
    let full = ev(
        &pc("Eva", "estimulos = [\"a\"]\n[estado]\npp = 5"),
        Event::AdventureStarted,
    );
    assert_eq!((full.state.pp, full.state.pp_reserve), (5, 1));
    let villain = pc("Markus", "tipo = \"antagonista\"");
    assert_eq!(
        ev(&ev(&villain, Event::AdventureStarted), Event::AdventureEnded)
            .state
            .pp,
        0
    );
}

/// B816–B818: two drives come free, the first extra costs 1 PP, the second 3; B842: unspent
/// creation PP become PP in hand, one per five rounded down. A budget of 15 with four drives
/// (4 PP) leaves 11: 2 PP in hand.
#[test]
fn b816_b842_extra_drives_cost_and_unspent_creation_pp_go_to_hand() {
    let four = "estimulos = [\"a\", \"b\", \"c\", \"d\"]\n[creacion]\npp_iniciales = 15";
    let c = creation_cost(&pc("Ana", four));
    assert_eq!((c.drives, c.net, c.unspent, c.pp_in_hand), (4, 4, Some(11), Some(2)));
    let two = creation_cost(&pc("Bea", "estimulos = [\"a\", \"b\"]"));
    assert_eq!((two.drives, two.unspent, two.pp_in_hand), (0, None, None));
    // A drive bought in play was paid as an improvement, not at creation.
    let bought = creation_cost(&pc("Eva", "estimulos = [\"a\", \"b\", \"c\"]\nestimulos_comprados = 1"));
    assert_eq!(bought.drives, 0);
    // Without drives: refused when points-built, a warning otherwise.
    let err = Character::from_toml("nombre = \"Ona\"\n[creacion]\npp_iniciales = 10", &Rules::book()).unwrap_err();
    assert!(err.es().contains("B816"), "{err}");
    let bare = pc("Ona", "");
    assert!(warnings(&bare, &Rules::book()).contains(&SheetWarning::NoDrive));
    assert!(warnings(&pc("Ana", four), &Rules::book()).is_empty());
}

/// B796: players may not take a constant limitation; the error names that line.
#[test]
fn b796_a_constant_limitation_is_not_for_players() {
    let text =
        "nombre = \"Ana\"\nestimulos = [\"a\"]\n[[limitaciones]]\nnombre = \"Ceguera\"\nfrecuencia = \"constante\"";
    let err = Character::from_toml(text, &Rules::book()).unwrap_err().es();
    assert!(err.contains("B796") && !err.contains("B792"), "{err}");
}

fn roll(spec: RollSpec, groups: &[(&str, &[u8])]) -> Transcript {
    PortalRoll::throw(spec, Rules::book(), &mut dice(groups))
        .unwrap()
        .finish()
}

/// S17: a negative result is a fumble, difficulty or not: [1,1,1] is −1, PIFIA of degree 1.
#[test]
fn s17_below_zero_is_a_fumble_without_a_difficulty() {
    let t = roll(RollSpec::default(), &[("blancos", &[1, 1, 1])]);
    assert_eq!(
        (t.total, t.outcome, t.fumble_degree),
        (-1, Some(Outcome::Pifia), Some(1))
    );
    let t = roll(RollSpec::default(), &[("blancos", &[4, 3, 2])]);
    assert_eq!(t.outcome, None);
}

/// B350–B352: a tempted die comes back by beating the difficulty, a kept 6 or a tie (not of
/// ones). [4,3,2] with a tempted 5: without a difficulty it depends on one; against 3 it comes
/// back; a tempted 4 ties and comes back without one.
#[test]
fn b350_a_tempted_die_without_a_difficulty_depends_on_it() {
    let tempt = |difficulty| RollSpec {
        tempt: true,
        difficulty,
        ..RollSpec::default()
    };
    let t = roll(tempt(None), &[("blancos", &[4, 3, 2]), ("tentado", &[5])]);
    assert_eq!(t.total, 3);
    assert_eq!(t.effects.suerte_recovered, Some(false));
    assert!(t.effects.suerte_depends_on_difficulty);
    assert_eq!(t.notes.last().unwrap().fate, Some(Fate::IfItBeatsTheDifficulty));
    let t = roll(tempt(Some(2)), &[("blancos", &[4, 3, 2]), ("tentado", &[5])]);
    assert_eq!(t.effects.suerte_recovered, Some(true));
    assert!(!t.effects.suerte_depends_on_difficulty);
    let t = roll(tempt(None), &[("blancos", &[4, 3, 2]), ("tentado", &[4])]);
    assert_eq!(t.effects.suerte_recovered, Some(true));
    assert!(!t.effects.suerte_depends_on_difficulty);
}

/// B1063: a wound brings a new reflexes roll for the next round; a fight that ends first
/// reports that value, not the one it replaces. Ana drops a barrel on Bea (reflexes 1): [6,4,2]
/// against [3,2,1] wounds her, and her new roll [4,3,2] is her latest reflexes.
#[test]
fn b1063_the_latest_reflexes_include_the_new_roll() {
    let ana = pc(
        "Ana",
        "estimulos = [\"a\"]\n[dados]\ndano = \"superior\"\n[equipo.arma]\ndistancia = \"peso_desde_arriba\"",
    );
    let mut people = vec![
        Combatant::new(ana, Some(1)),
        Combatant::new(pc("Bea", "estimulos = [\"a\"]"), Some(0)),
    ];
    people[0].reflexes = Some(4);
    people[1].reflexes = Some(1);
    let mut e = Encounter::new(Rules::book(), FightKind::Friendly, Surroundings::Normal, people);
    let mut d = dice(&[
        ("blancos", &[6, 4, 2, 3, 2, 1, 4, 3, 2]),
        ("negros", &[1; 3]),
        ("rojos", &[1; 3]),
    ]);
    e.attack(0, 1, None, &mut d).unwrap();
    let new = e.log.iter().find_map(|l| match l {
        Entry::NewReflexes { who: 1, reflexes, .. } => Some(*reflexes),
        _ => None,
    });
    assert!(new.is_some_and(|r| r != 1), "{new:?}");
    assert_eq!(e.combatants[1].reflexes, Some(1), "this round keeps its order");
    assert_eq!(e.combatants[1].latest_reflexes(), new);
}

/// B1065 against B1256 (I-01): Bea (2 discomfort) takes a 6-point blow that wounds her; her new
/// roll's toughness is 3. By the damage received the difference is 3: a wound die every hour
/// (B1259); by the damage accumulated (8) it is 5: a wound die every 10 minutes.
#[test]
fn b1065_the_thorn_check_can_use_the_damage_received() {
    let every = |setting: &str| {
        let mut rules = Rules::book();
        rules.set("thorn_difficulty", setting).unwrap();
        let ana = pc(
            "Ana",
            "estimulos = [\"a\"]\n[dados]\ndano = \"superior\"\n[equipo.arma]\ndistancia = \"peso_desde_arriba\"",
        );
        let bea = pc("Bea", "estimulos = [\"a\"]\n[estado]\nmalestar = 2");
        let mut people = vec![Combatant::new(ana, Some(1)), Combatant::new(bea, Some(0))];
        people[0].reflexes = Some(4);
        people[1].reflexes = Some(1);
        let mut e = Encounter::new(rules, FightKind::Friendly, Surroundings::Normal, people);
        let mut d = dice(&[
            ("blancos", &[6, 4, 2, 3, 2, 1, 4, 3, 2]),
            ("negros", &[1; 6]),
            ("rojos", &[1; 3]),
        ]);
        e.attack(0, 1, None, &mut d).unwrap();
        assert_eq!(e.combatants[1].wound_damage, 6);
        assert_eq!(e.combatants[1].character.suffering(), 8);
        e.log
            .iter()
            .find_map(|l| match l {
                Entry::Event {
                    who: 1,
                    event: Event::ThornStuck { thorn },
                } => thorn.schedule[0].every_minutes,
                _ => None,
            })
            .unwrap()
    };
    assert_eq!(every("received"), 60);
    assert_eq!(every("accumulated"), 10);
}

/// B842: closing a points-built sheet turns its unspent creation PP into PP in hand, one per
/// five: 15 − 4 (two extra drives) = 11 → 2 PP; the budget is then closed and cannot pay twice.
#[test]
fn b842_closing_the_creation_gives_the_unspent_pp_in_hand() {
    let ana = pc(
        "Ana",
        "estimulos = [\"a\", \"b\", \"c\", \"d\"]\n[creacion]\npp_iniciales = 15",
    );
    let done = ev(&ana, Event::CreationClosed);
    assert_eq!((done.state.pp, done.creation), (2, None));
    let again = apply(&done, &Event::CreationClosed, &Rules::book()).unwrap_err();
    assert_eq!(again, StateError::NotPointsBuilt);
}
