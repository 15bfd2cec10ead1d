//! PORTAL characters: sheets, costs, state and events (reading aid §2.6–§2.11, §3, §7.3–§7.4).

use crate::common::Es;
use crate::common::{ev, sheet};
use tirada_rules::portal::costs::{self, Advance};
use tirada_rules::portal::settings::DamageModel;
use tirada_rules::portal::sheet::Frequency;
use tirada_rules::portal::state::{Area, Duration};
use tirada_rules::portal::*;

fn pc(name: &str) -> Character {
    Character::from_toml(&format!("nombre = \"{name}\"\nestimulos = [\"a\"]"), &Rules::book()).unwrap()
}

fn damage(amount: u32) -> Event {
    Event::TookDamage {
        amount,
        source: "prueba".into(),
    }
}

#[test]
fn example_sheets_load_and_round_trip() {
    let rules = Rules::book();
    let b = sheet("brunak.toml", &rules);
    assert_eq!((b.state.discomfort, b.state.wounds, b.state.luck()), (1, 1, 3));
    assert_eq!(b.roles.damage, Role::High);
    let again = Character::from_toml(&b.to_toml(), &rules).unwrap();
    assert_eq!(again, b);
    let z = sheet("zombi.toml", &rules);
    let v = z.cast.unwrap();
    assert_eq!(
        (v.attack(), v.damage(), v.defence(), v.toughness(), v.group()),
        (4, 3, 1, 6, 5)
    );
    assert_eq!(z.state.current_value, Some(5));
    assert_eq!(z.state.luck(), 0, "cast members hold no luck");
    let m = sheet("markus.toml", &rules);
    assert_eq!(m.kind, Kind::Antagonist);
}

#[test]
fn malformed_sheets_name_the_field() {
    let rules = Rules::book();
    let err = |t: &str| Character::from_toml(t, &rules).unwrap_err().es();
    assert!(err("nombre = \"A\"\n[[fortalezas]]\nnombre = \"X\"\nnivel = 6").contains("fortalezas[0].nivel"));
    assert!(
        err("nombre = \"A\"\n[[fortalezas]]\nnombre = \"X\"\nnivel = 0\nespecialidad = \"Y\"")
            .contains("fortalezas[0].especialidad")
    );
    assert!(
        err("nombre = \"A\"\ntipo = \"reparto\"\n[reparto]\nvalor_generico = 3\nreflejos = 2.0")
            .contains("reparto.reflejos")
    );
    assert!(err("nombre = \"A\"\ntipo = \"agonista\"\n[estado]\nsuerte = 2").contains("estado.suerte"));
    assert!(err("nombre = \"A\"\n[estado]\nmalestar = 4").contains("estado.malestar"));
    assert!(err("nombre = \"A\"\ncolor = 3").contains("línea 2"));
    let many = "nombre = \"A\"\n".to_string() + &"[[limitaciones]]\nnombre = \"L\"\n".repeat(3);
    assert!(err(&many).contains("limitaciones"));
    // The Summary allows a specialty on a level-0 Fortaleza (S53).
    crate::common::pc(
        "nombre = \"A\"\n[[fortalezas]]\nnombre = \"X\"\nnivel = 0\nespecialidad = \"Y\"",
        &Rules::summary(),
    );
}

#[test]
fn creation_costs() {
    assert_eq!(costs::forte_cost(Frequency::Rare, 5), 17);
    assert_eq!(costs::forte_cost(Frequency::Moderate, 5), 76);
    assert_eq!(costs::forte_cost(Frequency::Frequent, 5), 296);
    assert_eq!(costs::forte_cost(Frequency::Constant, 5), 768);
    assert_eq!(
        (1..=5).map(costs::specialty_cost).collect::<Vec<_>>(),
        [Some(5), Some(4), Some(3), Some(2), Some(1)]
    );
    assert_eq!(costs::specialty_cost(0), None);
    assert_eq!(
        (1..=7).map(costs::drive_cost).collect::<Vec<_>>(),
        [1, 3, 6, 10, 15, 21, 28]
    );
    assert_eq!(costs::unspent_to_hand(14), 2);
    let b = sheet("brunak.toml", &Rules::book());
    let c = costs::creation_cost(&b);
    // Combate frecuente 2 (16+4+16) + Atletismo moderada 1 (6+2) − free moderate L0 (6)
    // + specialty on level 2 (4) − a rare limitation (1).
    assert_eq!((c.fortes, c.free_forte, c.specialties, c.limitations), (44, 6, 4, 1));
    assert_eq!(c.net, 41);
    let over = b.to_toml() + "\n[creacion]\npp_iniciales = 15\n";
    let e = Character::from_toml(&over, &Rules::book()).unwrap_err().es();
    assert!(e.contains("creacion.pp_iniciales") && e.contains("41"), "{e}");
}

/// The derived values `tirada portal ficha` and the table's sheet editor both show: Brunak's
/// one wound and one discomfort die make sufrimiento 3 (B1256), his pools are R1's, and the
/// zombi (reparto) has no pools; Fortaleza 5 on a protagonist is a warning, not a refusal (B436).
#[test]
fn derived_values_of_a_sheet() {
    let rules = Rules::book();
    let d = derived::derived(&sheet("brunak.toml", &rules), &rules);
    assert_eq!(d.suffering, 3);
    let p = d.pools.unwrap();
    assert_eq!((p.white, p.black, p.red, p.green, p.green_max), (3, 1, 1, 3, 3));
    assert_eq!(d.creation_cost.net, 41);
    assert!(d.warnings.is_empty(), "{:?}", d.warnings);
    assert_eq!(derived::derived(&sheet("zombi.toml", &rules), &rules).pools, None);
    let five = crate::common::pc(
        "nombre = \"Ana\"\n[[fortalezas]]\nnombre = \"Sable\"\nnivel = 5",
        &rules,
    );
    let w = derived::derived(&five, &rules).warnings;
    assert_eq!(w.len(), 2, "a level above 4 and no drives: {w:?}");
}

/// EX-DRIVE-JACK (B824–B834): purchases and removals keep separate counters.
#[test]
fn ex_drive_jack() {
    let rules = Rules::book();
    let mut jack = crate::common::pc(
        "nombre = \"Jack\"\nestimulos = [\"Ganar dinero\", \"Hacerse famoso\"]\n[estado]\npp = 5",
        &rules,
    );
    let steps = [
        (
            Advance::RemoveDrive {
                drive: "Hacerse famoso".into(),
            },
            1,
        ),
        (
            Advance::BuyDrive {
                drive: "Encontrar el amor".into(),
            },
            1,
        ),
        (
            Advance::RemoveDrive {
                drive: "Ganar dinero".into(),
            },
            3,
        ),
        (
            Advance::BuyDrive {
                drive: "Hacerle la vida imposible a Lucy".into(),
            },
            3,
        ),
        (
            Advance::RemoveDrive {
                drive: "Hacerle la vida imposible a Lucy".into(),
            },
            6,
        ),
        (Advance::BuyDrive { drive: "Otro".into() }, 6),
    ];
    for (advance, cost) in steps {
        jack.state.pp = 10;
        jack = ev(
            &jack,
            Event::Advanced {
                advance: advance.clone(),
            },
            &rules,
        );
        assert_eq!(jack.state.pp, 10 - cost, "{advance:?}");
    }
    assert_eq!(jack.drives, ["Encontrar el amor", "Otro"]);
    let last = Character {
        drives: vec!["x".into()],
        ..jack
    };
    let e = apply(
        &last,
        &Event::Advanced {
            advance: Advance::RemoveDrive { drive: "x".into() },
        },
        &rules,
    );
    assert!(e.is_err(), "the last drive stays");
}

/// EX-PP-HAND (B854–B856): 20 PP → 5 in hand, 15 in the virtual reserve until the end; the
/// story's start and end give one PP each (B574), the first to the reserve.
#[test]
fn ex_pp_hand() {
    let rules = Rules::book();
    let mut c = pc("Veterana");
    c.state.pp = 20;
    let c = ev(&c, Event::AdventureStarted, &rules);
    assert_eq!((c.state.pp, c.state.pp_reserve), (5, 16));
    let c = ev(
        &c,
        Event::GainedPp {
            count: 1,
            reason: "interpretación".into(),
        },
        &rules,
    );
    assert_eq!((c.state.pp, c.state.pp_reserve), (5, 17));
    let c = ev(&c, Event::AdventureEnded, &rules);
    assert_eq!((c.state.pp, c.state.pp_reserve), (23, 0));
}

/// EX-PRINCIPAL-MARKUS (B651): the spell reserve cannot pay for fencing.
#[test]
fn ex_principal_markus() {
    let rules = Rules::book();
    let m = sheet("markus.toml", &rules);
    let fencing = Event::SpentReserve {
        purpose: "esgrima".into(),
        amount: 1,
    };
    assert!(matches!(apply(&m, &fencing, &rules), Err(StateError::NoReserve(_))));
    let spell = Event::SpentReserve {
        purpose: "conjuros".into(),
        amount: 4,
    };
    let m = ev(&m, spell.clone(), &rules);
    assert!(apply(&m, &spell, &rules).is_err(), "only 2 left");
    let luck = Event::GainedPp {
        count: 1,
        reason: "x".into(),
    };
    assert!(matches!(apply(&m, &luck, &rules), Err(StateError::NoLuckOrPoints(_))));
}

/// EX-TGH-BRUNAK (B1240–B1242) as dice: 4 points on M1 H1 under each damage model.
#[test]
fn ex_tgh_brunak_dice_by_model() {
    let b = sheet("brunak.toml", &Rules::book());
    for (model, expected) in [
        (DamageModel::A, (3, 2)),
        (DamageModel::B, (1, 2)),
        (DamageModel::C, (3, 3)),
    ] {
        let mut rules = Rules::book();
        rules.damage_model = model;
        let after = ev(&b, damage(4), &rules);
        assert_eq!((after.state.discomfort, after.state.wounds), expected, "{model:?}");
    }
    // The Summary also stuns on the wound (S128).
    let after = ev(&b, damage(4), &Rules::summary());
    assert_eq!(
        (after.state.discomfort, after.state.wounds, after.state.stunned),
        (1, 2, 1)
    );
}

/// Sequela points paid point by point (R25) and their durations (B287–B291).
#[test]
fn sequelae_are_paid_or_kept() {
    let rules = Rules::book();
    let c = pc("Omnium");
    let changes = RollChanges {
        secuela_points: 3,
        ..RollChanges::default()
    };
    let c = ev(
        &c,
        Event::Rolled {
            changes,
            reason: "herida empatada".into(),
        },
        &rules,
    );
    assert_eq!(c.state.sequela_points, 3);
    let c = ev(
        &c,
        Event::ResolvedSequela {
            discomfort: 1,
            luck: 1,
            keep: 1,
            area: Area::Agility,
        },
        &rules,
    );
    assert_eq!((c.state.discomfort, c.state.luck(), c.state.sequela_points), (1, 2, 0));
    assert_eq!(c.state.sequelae[0].duration, Duration::Scene);
    let c = ev(&c, Event::SceneEnded, &rules);
    assert!(c.state.sequelae.is_empty());
}

/// Beyond the limit: the book's critical state (R39) and the summary's shock (R40).
#[test]
fn critical_state_and_shock() {
    let rules = Rules::book();
    let c = ev(&pc("Henry"), damage(11), &rules);
    assert_eq!((c.state.discomfort, c.state.wounds, c.state.unabsorbed), (3, 3, 2));
    assert_eq!(c.state.condition, Condition::Critical);
    assert_eq!(c.state.thorns.len(), 1, "the worst thorn (B1283)");
    let stable = ev(&c, Event::CriticalRoll { toughness: 4 }, &rules);
    assert_eq!(stable.state.condition, Condition::Stabilised);
    let awake = ev(&c, Event::CriticalRoll { toughness: 5 }, &rules);
    assert_eq!(awake.state.condition, Condition::Conscious);
    let s = Rules::summary();
    let c = ev(&pc("Henry"), damage(17), &s);
    assert_eq!((c.state.condition, c.state.unabsorbed), (Condition::Shock, 2));
    let dying = ev(&c, Event::CriticalRoll { toughness: 2 }, &s);
    assert_eq!(
        (dying.state.condition, dying.state.shock_discomfort),
        (Condition::Dying, 2)
    );
    let mut d = dying;
    for _ in 0..13 {
        d = ev(&d, Event::TurnPassed, &s);
    }
    assert_eq!((d.state.condition, d.state.shock_wounds), (Condition::Dying, 3));
    d = ev(&d, Event::TurnPassed, &s);
    assert_eq!(d.state.condition, Condition::Dead, "the fourth shock wound (S100)");
}

/// The event log replays onto the sheet and serialises with its reasons.
#[test]
fn events_replay_from_json() {
    let rules = Rules::book();
    let log = r#"[
        {"evento":"dano","amount":2,"source":"puñetazo"},
        {"evento":"ganar_pp","count":1,"reason":"buena interpretación"},
        {"evento":"herida","count":1,"source":"flecha"},
        {"evento":"curar_herida","count":1,"with_pp":true,"reason":"PP"}
    ]"#;
    let events: Vec<Event> = serde_json::from_str(log).unwrap();
    let end = events.iter().try_fold(pc("Ana"), |c, e| apply(&c, e, &rules)).unwrap();
    assert_eq!((end.state.discomfort, end.state.wounds, end.state.pp), (2, 0, 0));
    let back = serde_json::to_string(&events[0]).unwrap();
    assert_eq!(back, r#"{"evento":"dano","amount":2,"source":"puñetazo"}"#);
}

fn thorn(toml: &str) -> tirada_rules::portal::state::Thorn {
    toml::from_str(toml).unwrap()
}

fn trigger(thorn: usize, step: usize, shortfall: Option<u8>) -> Event {
    Event::ThornTriggered { thorn, step, shortfall }
}

/// EX-THORN-DEBORA (B627): cold food or drink gives a discomfort die each time; untreated, one a
/// day for a week, then a wound die, then the thorn ends. `veces` counts each line, in order.
#[test]
fn ex_thorn_debora() {
    let rules = Rules::book();
    let t = thorn(
        "origen = \"muela\"\n[[programa]]\ncuando = \"come o bebe algo frío\"\nmalestar = 1\n\
         [[programa]]\ncada_minutos = 1440\nveces = 7\nmalestar = 1\n[[programa]]\nveces = 1\nheridas = 1",
    );
    let start = ev(&pc("Débora"), Event::ThornStuck { thorn: t }, &rules);
    let cold = ev(&start, trigger(0, 0, None), &rules);
    assert_eq!(cold.state.discomfort, 1);
    assert_eq!(
        apply(&start, &trigger(0, 2, None), &rules).unwrap_err().es(),
        "la línea 2 de la espina espera a que la línea 1 se aplique 7 veces (B627)"
    );
    // A week untreated, model A (R20): M1 M2 M3, M2 H1, M3 H1, M2 H2, M3 H2.
    let mut c = start;
    for _ in 0..7 {
        c = ev(&c, trigger(0, 1, None), &rules);
    }
    assert_eq!((c.state.discomfort, c.state.wounds), (3, 2));
    assert_eq!(c.state.thorns[0].schedule[1].applied, 7);
    assert_eq!(
        apply(&c, &trigger(0, 1, None), &rules).unwrap_err().es(),
        "la línea 1 de la espina ya se aplicó 7 veces (B627)"
    );
    let c = ev(&c, trigger(0, 2, None), &rules);
    assert_eq!(c.state.wounds, 3);
    assert!(c.state.thorns.is_empty(), "the thorn ends after its last line");
    let treated = ev(
        &cold,
        Event::ThornRemoved {
            thorn: 0,
            reason: "dentista".into(),
        },
        &rules,
    );
    assert!(treated.state.thorns.is_empty());
}

/// EX-THORN-VILVIS (B629): resistance rolls; each point short is a discomfort die, and every
/// reflexes result loses 1 per wound die the poison caused until it is purged.
#[test]
fn ex_thorn_vilvis() {
    let rules = Rules::book();
    let t = thorn(
        "origen = \"veneno\"\nreflejos_por_herida = 1\n[[programa]]\ncada_minutos = 60\nveces = 3\ndificultad = 4\n\
         [[programa]]\nveces = 3\ndificultad = 7",
    );
    assert_eq!(t.schedule[1].difficulty, Some(7));
    let c = ev(&pc("Vilvis"), Event::ThornStuck { thorn: t }, &rules);
    let c = ev(&c, trigger(0, 0, Some(2)), &rules);
    assert_eq!(c.state.discomfort, 2);
    assert_eq!(c.state.thorn_reflexes_penalty(), 0);
    // 3 short at M2: M3, then a wound (model A: M2 H1), then M3 H1.
    let c = ev(&c, trigger(0, 0, Some(3)), &rules);
    assert_eq!((c.state.discomfort, c.state.wounds), (3, 1));
    assert_eq!(c.state.thorns[0].wounds_caused, 1);
    assert_eq!(c.state.thorn_reflexes_penalty(), 1);
    assert!(
        apply(&c, &trigger(0, 1, Some(1)), &rules).is_err(),
        "the hourly rolls first"
    );
    let c = ev(&c, trigger(0, 0, None), &rules);
    let c = ev(&c, trigger(0, 1, Some(1)), &rules);
    assert_eq!((c.state.discomfort, c.state.wounds), (2, 2));
    assert_eq!(c.state.thorn_reflexes_penalty(), 2);
    let purged = ev(
        &c,
        Event::ThornRemoved {
            thorn: 0,
            reason: "antídoto".into(),
        },
        &rules,
    );
    assert_eq!(purged.state.thorn_reflexes_penalty(), 0);
}

/// EX-THORN-GREYON (B631): the first lie a discomfort die, the second a wound, the third death.
#[test]
fn ex_thorn_greyon() {
    let rules = Rules::book();
    let t = thorn(
        "origen = \"maldición\"\n[[programa]]\ncuando = \"miente\"\nveces = 1\nmalestar = 1\n\
         [[programa]]\ncuando = \"miente\"\nveces = 1\nheridas = 1\n[[programa]]\ncuando = \"miente\"\nmuerte = true",
    );
    let mut c = ev(&pc("Greyon"), Event::ThornStuck { thorn: t }, &rules);
    assert!(
        apply(&c, &trigger(0, 2, None), &rules).is_err(),
        "the third lie comes third"
    );
    c = ev(&c, trigger(0, 0, None), &rules);
    assert!(
        apply(&c, &trigger(0, 0, None), &rules).is_err(),
        "the first lie counts once"
    );
    assert_eq!(
        apply(&c, &trigger(0, 0, Some(1)), &rules).unwrap_err().es(),
        "la línea 0 de la espina ya se aplicó 1 vez (B627)"
    );
    for step in 1..3 {
        c = ev(&c, trigger(0, step, None), &rules);
    }
    assert_eq!(
        (c.state.discomfort, c.state.wounds, c.state.condition),
        (1, 1, Condition::Dead)
    );
    let spent = thorn("origen = \"x\"\n[[programa]]\nveces = 0\nmalestar = 1");
    assert!(apply(&pc("Greyon"), &Event::ThornStuck { thorn: spent }, &rules).is_err());
}

/// EX-MAL-STORY (B232–B242): discomfort goes whatever gave it.
#[test]
fn ex_mal_story() {
    let rules = Rules::book();
    let mut c = pc("Omnium");
    for reason in ["cansancio", "puñetazo", "cartera robada"] {
        c = ev(
            &c,
            Event::GainedDiscomfort {
                count: 1,
                reason: reason.into(),
            },
            &rules,
        );
    }
    c = ev(
        &c,
        Event::RemovedDiscomfort {
            count: 1,
            reason: "una cartera llena".into(),
        },
        &rules,
    );
    assert_eq!(c.state.discomfort, 2);
}

/// First aid to the dying (S102): the difficulty is the shock suffering (2 here).
#[test]
fn first_aid_by_means() {
    let s = Rules::summary();
    let c = ev(&pc("Henry"), damage(17), &s);
    let dying = ev(&c, Event::CriticalRoll { toughness: 2 }, &s);
    assert_eq!(
        (dying.state.condition, dying.state.shock_discomfort),
        (Condition::Dying, 2)
    );
    let aid = |total, means| ev(&dying, Event::FirstAid { total, means }, &s).state;
    let bare = aid(3, AidMeans::Nothing);
    assert_eq!(
        (bare.shock_discomfort, bare.condition),
        (1, Condition::Dying),
        "margin 1 removes 1"
    );
    assert_eq!(aid(4, AidMeans::Nothing).condition, Condition::Stabilised);
    assert_eq!(aid(3, AidMeans::Kit).condition, Condition::Stabilised);
    assert_eq!(aid(2, AidMeans::Kit).condition, Condition::Dying);
    let icu = aid(2, AidMeans::Icu);
    assert_eq!(
        (icu.shock_discomfort, icu.condition),
        (0, Condition::Dying),
        "not yet above 2"
    );
    assert!(apply(
        &pc("Sana"),
        &Event::FirstAid {
            total: 5,
            means: AidMeans::Kit
        },
        &s
    )
    .is_err());
}

/// R3 and A-23: a Fortaleza keeps High, a limitation or sequela keeps Low and wins.
#[test]
fn roles_from_the_sheet() {
    let rules = Rules::book();
    let mut b = sheet("brunak.toml", &rules);
    assert_eq!(b.role_for(Some("Combate"), None, None), Role::High);
    assert_eq!(b.role_for(Some("Combate"), Some("Analfabeto"), None), Role::Low);
    assert_eq!(b.role_for(Some("Cocina"), None, None), Role::Middle);
    b.state.sequelae.push(tirada_rules::portal::state::Sequela {
        area: Area::Agility,
        level: 1,
        duration: Duration::Scene,
    });
    assert_eq!(b.role_for(Some("Atletismo"), None, Some(Area::Agility)), Role::Low);
}

/// A psychological influence paid from the manipulator's sheet (B966): Brunak spends one of
/// his 3 luck dice; Markus, a principal, has none to pay and nothing changes (B647, A-54).
#[test]
fn ex_psy_paid_from_the_sheet() {
    use tirada_rules::portal::opposition::{influence_from_sheet, OppositionError};
    let rules = Rules::book();
    let b = sheet("brunak.toml", &rules);
    let paid = influence_from_sheet(5, 3, &b, &rules).unwrap();
    assert_eq!((b.state.luck(), paid.after.state.luck()), (3, 2));
    assert!(matches!(paid.payment, Event::SpentLuck { count: 1, .. }));
    assert_eq!(paid.influence.opposition.margin, 2);
    let m = sheet("markus.toml", &rules);
    assert!(matches!(
        influence_from_sheet(5, 3, &m, &rules),
        Err(OppositionError::Sheet(StateError::NoLuckOrPoints(_)))
    ));
}
