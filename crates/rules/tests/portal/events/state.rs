//! PORTAL state events beyond damage: sequelae from a knee (B1467), partial application of a
//! Fortaleza (R30, C-06), PP in hand and the table's collective pool (R35, C-09).

use crate::common::ev;
use crate::common::Es;
use tirada_rules::portal::settings::DamageModel;
use tirada_rules::portal::state::{Area, Duration};
use tirada_rules::portal::*;

fn pc(name: &str, extra: &str) -> Character {
    let text = format!("nombre = \"{name}\"\nestimulos = [\"a\"]\n{extra}");
    Character::from_toml(&text, &Rules::book()).unwrap()
}

fn knee(amount: u32) -> Event {
    Event::KneeDamage {
        amount,
        source: "disparo a la pierna".into(),
    }
}

fn resolve(discomfort: u8, luck: u8, keep: u8, area: Area) -> Event {
    Event::ResolvedSequela {
        discomfort,
        luck,
        keep,
        area,
    }
}

/// EX-CALLED-BRONSON (B1463–B1467) to the end: under model C the three knee points become a
/// level-3 movement sequela, a limp for life that outlasts the scene and the story.
#[test]
fn ex_called_bronson_limps_for_life() {
    let mut rules = Rules::book();
    rules.damage_model = DamageModel::C;
    let hit = ev(&pc("Bronson", ""), knee(7), &rules);
    assert_eq!(
        (hit.state.discomfort, hit.state.wounds, hit.state.knee_points),
        (3, 1, 3)
    );
    // Knee points cannot be paid with discomfort or luck, nor left half kept.
    for bad in [resolve(0, 1, 2, Area::Movement), resolve(0, 0, 2, Area::Movement)] {
        assert_eq!(apply(&hit, &bad, &rules), Err(StateError::KneePoints));
    }
    let limp = ev(&hit, resolve(0, 0, 3, Area::Agility), &rules);
    assert_eq!(limp.state.knee_points, 0);
    assert_eq!(limp.state.sequelae.len(), 1);
    let s = &limp.state.sequelae[0];
    assert_eq!((s.area, s.level, s.duration), (Area::Movement, 3, Duration::Permanent));
    let later = ev(&ev(&limp, Event::SceneEnded, &rules), Event::StoryEnded, &rules);
    assert_eq!(later.state.sequelae, limp.state.sequelae);
}

/// Knee points and ordinary sequela points pending together become two sequelae (A-53): the
/// knee's in movement, the rest in the GM's area, each with its level's duration (B287–B291).
#[test]
fn knee_and_ordinary_points_stay_separate() {
    let rules = Rules::book();
    let mut c = pc("Omnium", "");
    c.state.sequela_points = 2;
    let hit = ev(&c, knee(4), &rules);
    assert_eq!(
        hit.state.knee_points, 1,
        "model A: the 4th point swaps a discomfort die"
    );
    let after = ev(&hit, resolve(1, 0, 2, Area::Perception), &rules);
    assert_eq!((after.state.knee_points, after.state.sequela_points), (0, 0));
    let got: Vec<_> = after
        .state
        .sequelae
        .iter()
        .map(|s| (s.area, s.level, s.duration))
        .collect();
    assert_eq!(
        got,
        [
            (Area::Movement, 1, Duration::Scene),
            (Area::Perception, 1, Duration::Scene)
        ]
    );
    assert_eq!(after.state.discomfort, hit.state.discomfort + 1);
}

/// A resolution the rules refuse says why and changes nothing.
#[test]
fn sequela_resolution_refusals() {
    let rules = Rules::book();
    let c = pc("Nadie", "");
    assert_eq!(
        apply(&c, &resolve(0, 0, 1, Area::Wits), &rules),
        Err(StateError::NoSequelaPoints)
    );
    let mut c = c;
    c.state.sequela_points = 1;
    let err = apply(&c, &resolve(0, 0, 2, Area::Wits), &rules).unwrap_err();
    assert!(err.es().contains("no hay 2 puntos de secuela pendientes"), "{err}");
    c.state.luck = Some(0);
    assert!(apply(&c, &resolve(0, 1, 0, Area::Wits), &rules).is_err());
    // Values far beyond any real pool do not overflow.
    assert!(apply(&c, &resolve(200, 200, 200, Area::Wits), &rules).is_err());
}

fn disparar() -> Character {
    pc(
        "Tiradora",
        "[[fortalezas]]\nnombre = \"Disparar\"\nnivel = 2\nespecialidad = \"Rifle de caza\"\n\
         [[fortalezas]]\nnombre = \"Cocina\"\nnivel = 0\n",
    )
}

fn partial(forte: &str, rerolls: u8) -> Event {
    Event::UsedPartially {
        forte: forte.into(),
        rerolls,
    }
}

/// EX-PARTIAL-DISPARAR (B494–B504) under the Book: Disparar 2 applied to throwing a stone lends
/// its two rerolls once for the whole adventure, spread over any rolls.
#[test]
fn ex_partial_disparar_per_adventure() {
    let rules = Rules::book();
    let c = disparar();
    assert_eq!(partial_left(&c, "disparar"), Ok(2));
    let c = ev(&c, partial("Disparar", 1), &rules);
    let c = ev(&c, Event::SessionEnded, &rules);
    assert_eq!(partial_left(&c, "Disparar"), Ok(1), "a session does not give them back");
    let err = apply(&c, &partial("Disparar", 2), &rules).unwrap_err();
    assert_eq!(
        err.es(),
        "«Disparar» solo puede prestar 1 repeticiones a medias más en esta aventura (B498), no 2"
    );
    let c = ev(&c, partial("Disparar", 1), &rules);
    assert!(apply(&c, &partial("Disparar", 1), &rules).is_err());
    let c = ev(&c, Event::AdventureEnded, &rules);
    assert_eq!(partial_left(&c, "Disparar"), Ok(2));
}

/// The Summary (S57): one reroll per roll, at most the level per session.
#[test]
fn partial_use_per_session_one_per_roll() {
    let rules = Rules::summary();
    let c = disparar();
    assert_eq!(
        apply(&c, &partial("Disparar", 2), &rules),
        Err(StateError::PartialOnePerRoll(2))
    );
    let c = ev(&ev(&c, partial("Disparar", 1), &rules), partial("Disparar", 1), &rules);
    assert!(apply(&c, &partial("Disparar", 1), &rules).is_err());
    let c = ev(&c, Event::SessionEnded, &rules);
    assert_eq!(partial_left(&c, "Disparar"), Ok(2));
    assert_eq!(
        apply(&c, &partial("Cocina", 1), &rules),
        Err(StateError::PartialLevelZero("Cocina".into()))
    );
    assert_eq!(
        apply(&c, &partial("Vuelo", 1), &rules),
        Err(StateError::NoForte("Vuelo".into()))
    );
    assert_eq!(apply(&c, &partial("Disparar", 0), &rules), Err(StateError::PartialNone));
}

/// The uses are part of the saved state and replay from JSON events.
#[test]
fn partial_uses_round_trip() {
    let rules = Rules::book();
    let e: Event = serde_json::from_str(r#"{"evento":"uso_parcial","forte":"Disparar","rerolls":1}"#).unwrap();
    let c = ev(&disparar(), e, &rules);
    let toml = c.to_toml();
    assert!(toml.contains("usos_parciales"), "{toml}");
    let back = crate::common::pc(&toml, &rules);
    assert_eq!(back.state.partial_used.get("Disparar"), Some(&1));
    let end: Event = serde_json::from_str(r#"{"evento":"fin_sesion"}"#).unwrap();
    assert_eq!(end, Event::SessionEnded);
}

fn pool_rules() -> Rules {
    let mut r = Rules::summary();
    r.set("pp_hand_max", "3").unwrap();
    r
}

/// S72 and B854: PP go into the table's pool from a hand and come back up to the hand limit.
#[test]
fn the_table_pool_moves_pp_between_hands() {
    let rules = pool_rules();
    let mut ana = pc("Ana", "");
    ana.state.pp = 3;
    let mut bea = pc("Bea", "");
    bea.state.pp = 2;
    let give = PoolEvent::Contributed {
        count: 2,
        reason: "para Bea".into(),
    };
    let (party, ana) = apply_pool(&Party::default(), Some(&ana), &give, &rules).unwrap();
    assert_eq!((party.pool, ana.unwrap().state.pp), (2, 1));
    let take = PoolEvent::Took {
        count: 2,
        reason: "bloquear".into(),
    };
    let err = apply_pool(&party, Some(&bea), &take, &rules).unwrap_err();
    assert_eq!(err.es(), "en la mano de Bea solo caben 1 PP más (máximo 3, B854)");
    let one = PoolEvent::Took {
        count: 1,
        reason: "bloquear".into(),
    };
    let (party, bea) = apply_pool(&party, Some(&bea), &one, &rules).unwrap();
    assert_eq!((party.pool, bea.unwrap().state.pp), (1, 3));
    let award = PoolEvent::Awarded {
        count: 4,
        reason: "fin del relato".into(),
    };
    let (party, _) = apply_pool(&party, None, &award, &rules).unwrap();
    let spend = PoolEvent::Spent {
        count: 6,
        reason: "acción heroica".into(),
    };
    assert_eq!(
        apply_pool(&party, None, &spend, &rules),
        Err(PoolError::NotEnough { want: 6, have: 5 })
    );
    assert_eq!(apply_pool(&party, None, &give, &rules), Err(PoolError::NoCharacter));
}

/// Without `table_pp_pool` (the Book, C-09) there is no pool; a hand cannot give what it lacks.
#[test]
fn the_pool_needs_the_setting_and_the_points() {
    let give = PoolEvent::Contributed {
        count: 1,
        reason: "x".into(),
    };
    let c = pc("Ana", "");
    assert_eq!(
        apply_pool(&Party::default(), Some(&c), &give, &Rules::book()),
        Err(PoolError::NoPool)
    );
    let err = apply_pool(&Party::default(), Some(&c), &give, &pool_rules()).unwrap_err();
    assert!(err.es().contains("puntos de personaje en mano"), "{err}");
    let json = serde_json::to_string(&give).unwrap();
    assert_eq!(json, r#"{"evento":"aportar_reserva_comun","count":1,"reason":"x"}"#);
    let party: Party = serde_json::from_str(r#"{"reserva_comun":4}"#).unwrap();
    assert_eq!(party.pool, 4);
}

/// R35 (B852–B858): PP beyond the hand limit wait in the virtual reserve, whatever the limit.
#[test]
fn pp_beyond_the_hand_go_to_the_virtual_reserve() {
    let rules = pool_rules();
    let c = pc("Ana", "");
    let c = ev(
        &c,
        Event::GainedPp {
            count: 5,
            reason: "buena interpretación".into(),
        },
        &rules,
    );
    assert_eq!((c.state.pp, c.state.pp_reserve), (3, 2));
    // B574: one PP more at the story's end and at the next one's start.
    let c = ev(&c, Event::AdventureEnded, &rules);
    assert_eq!((c.state.pp, c.state.pp_reserve), (6, 0));
    let c = ev(&c, Event::AdventureStarted, &rules);
    assert_eq!((c.state.pp, c.state.pp_reserve), (3, 4));
}

/// B287–B291: care ends a level-2 sequela before the story does; a level-3 one stays for ever.
#[test]
fn medical_care_ends_a_sequela_but_not_a_permanent_one() {
    let rules = Rules::book();
    let mut c = pc("Omnium", "");
    c.state.sequela_points = 2;
    let c = ev(&c, resolve(0, 0, 2, Area::Dexterity), &rules);
    assert_eq!(c.state.sequelae[0].duration, Duration::Story);
    let treat = |i: usize| Event::SequelaTreated {
        sequela: i,
        reason: "cirujano".into(),
    };
    assert_eq!(apply(&c, &treat(1), &rules), Err(StateError::NoSequela(1)));
    let healed = ev(&c, treat(0), &rules);
    assert!(healed.state.sequelae.is_empty());
    let mut rules_c = Rules::book();
    rules_c.damage_model = DamageModel::C;
    let limp = ev(
        &ev(&pc("Bronson", ""), knee(7), &rules_c),
        resolve(0, 0, 3, Area::Movement),
        &rules_c,
    );
    let err = apply(&limp, &treat(0), &rules_c).unwrap_err();
    assert_eq!(err, StateError::PermanentSequela);
    assert!(err.es().contains("permanente"), "{err}");
}

/// A saved sheet's partial uses name one of its Fortalezas and stay within its level.
#[test]
fn partial_uses_on_a_sheet_are_checked() {
    let base = "nombre = \"T\"\nestimulos = [\"a\"]\n[[fortalezas]]\nnombre = \"Disparar\"\nnivel = 2\n";
    let ok = format!("{base}[estado.usos_parciales]\nDisparar = 2\n");
    assert!(Character::from_toml(&ok, &Rules::book()).is_ok());
    let over = format!("{base}[estado.usos_parciales]\nDisparar = 3\n");
    let err = Character::from_toml(&over, &Rules::book()).unwrap_err().es();
    assert!(err.contains("estado.usos_parciales.Disparar"), "{err}");
    let other = format!("{base}[estado.usos_parciales]\nVuelo = 1\n");
    let err = Character::from_toml(&other, &Rules::book()).unwrap_err().es();
    assert!(err.contains("no hay ninguna Fortaleza «Vuelo»"), "{err}");
}
