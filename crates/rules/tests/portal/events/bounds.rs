//! PORTAL events and sheets at the edges: numbers out of any sane range are refused with one
//! sentence and change nothing, instead of wrapping, panicking or looping (issue #4 audit).

use crate::common::Es;
use tirada_rules::portal::*;

fn markus(spent: u8) -> Result<Character, SheetError> {
    Character::from_toml(
        &format!(
            "nombre = \"Markus\"\ntipo = \"antagonista\"\n[[reservas]]\nproposito = \"conjuros\"\ncantidad = 6\n\
             [estado.reservas_gastadas]\nconjuros = {spent}"
        ),
        &Rules::book(),
    )
}

/// EX-PRINCIPAL-MARKUS (B651): what was spent of a reserve never exceeds it.
#[test]
fn ex_principal_markus_spent_reserve_is_checked() {
    assert_eq!(markus(6).unwrap().state.reserves_spent["conjuros"], 6);
    let e = markus(7).unwrap_err().es();
    assert!(e.contains("estado.reservas_gastadas.conjuros"), "{e}");
    assert!(e.contains("solo tiene 6"), "{e}");
    let other = Character::from_toml(
        "nombre = \"Markus\"\ntipo = \"antagonista\"\n[[reservas]]\nproposito = \"conjuros\"\ncantidad = 6\n\
         [estado.reservas_gastadas]\nesgrima = 1",
        &Rules::book(),
    )
    .unwrap_err()
    .es();
    assert!(other.contains("no hay ninguna reserva «esgrima»"), "{other}");
}

#[test]
fn a_full_reserve_refuses_more_spending() {
    let rules = Rules::book();
    let m = markus(6).unwrap();
    let e = apply(
        &m,
        &Event::SpentReserve {
            purpose: "conjuros".into(),
            amount: 1,
        },
        &rules,
    )
    .unwrap_err();
    assert_eq!(e.es(), "no hay 1 puntos en la reserva: solo 0");
}

fn pc() -> Character {
    Character::from_toml("nombre = \"Ana\"\nestimulos = [\"a\"]", &Rules::book()).unwrap()
}

fn cast(generic: u8) -> Character {
    crate::common::pc(
        &format!("nombre = \"Matón\"\ntipo = \"reparto\"\n[reparto]\nvalor_generico = {generic}"),
        &Rules::book(),
    )
}

fn refused(c: &Character, e: Event) -> String {
    apply(c, &e, &Rules::book()).unwrap_err().es()
}

/// An amount past i32::MAX once wrapped a cast member's value upwards (a heal).
#[test]
fn huge_damage_is_refused_not_wrapped() {
    let c = cast(3);
    for amount in [u32::MAX, 1_000] {
        let e = refused(
            &c,
            Event::TookDamage {
                amount,
                source: "x".into(),
            },
        );
        assert_eq!(
            e,
            format!("un evento no puede traer {amount} puntos de daño: como mucho 999")
        );
    }
    let hit = apply(
        &c,
        &Event::TookDamage {
            amount: 999,
            source: "x".into(),
        },
        &Rules::book(),
    )
    .unwrap();
    assert_eq!(hit.state.condition, Condition::OutOfCombat);
}

#[test]
fn counts_past_any_table_are_refused() {
    let c = pc();
    let cases = [
        (
            Event::GainedDiscomfort {
                count: 100,
                reason: "x".into(),
            },
            "dados de malestar",
        ),
        (
            Event::GainedWound {
                count: 255,
                source: "x".into(),
            },
            "dados de heridas",
        ),
        (
            Event::RecoveredLuck {
                count: 255,
                reason: "x".into(),
            },
            "dados de suerte",
        ),
        (
            Event::GainedPp {
                count: u32::MAX,
                reason: "x".into(),
            },
            "puntos de personaje",
        ),
        (
            Event::Stunned {
                turns: 200,
                source: "x".into(),
            },
            "turnos",
        ),
        (Event::CriticalRoll { toughness: i32::MIN }, "de aguante"),
        (
            Event::FirstAid {
                total: i32::MAX,
                means: AidMeans::Icu,
            },
            "de total",
        ),
        (
            Event::Rolled {
                changes: RollChanges {
                    secuela_points: 255,
                    ..RollChanges::default()
                },
                reason: "x".into(),
            },
            "puntos de secuela",
        ),
    ];
    for (event, what) in cases {
        let e = refused(&c, event);
        assert!(e.starts_with("un evento no puede traer") && e.contains(what), "{e}");
    }
}

/// The largest allowed amounts apply without overflow: the limit and beyond it.
#[test]
fn the_largest_allowed_amounts_apply() {
    let rules = Rules::book();
    let c = apply(
        &pc(),
        &Event::GainedDiscomfort {
            count: 99,
            reason: "x".into(),
        },
        &rules,
    )
    .unwrap();
    assert_eq!((c.state.discomfort, c.state.wounds), (3, 3));
    assert_eq!(c.state.condition, Condition::Critical);
    let c = apply(
        &pc(),
        &Event::GainedPp {
            count: 9_999,
            reason: "x".into(),
        },
        &rules,
    )
    .unwrap();
    assert_eq!((c.state.pp, c.state.pp_reserve), (5, 9_994));
}

fn cast_in(generic: u8, rules: &Rules) -> Result<Character, SheetError> {
    Character::from_toml(
        &format!("nombre = \"Matón\"\ntipo = \"reparto\"\n[reparto]\nvalor_generico = {generic}"),
        rules,
    )
}

/// B661 vs S151: a generic value of 7 exists only with the summary's cast die (C-26).
#[test]
fn a_generic_value_of_seven_is_the_summarys() {
    assert_eq!(cast_in(7, &Rules::summary()).unwrap().cast.unwrap().generic, 7);
    let e = cast_in(7, &Rules::book()).unwrap_err().es();
    assert!(
        e.contains("reparto.valor_generico") && e.contains("de 1 a 6 (B661"),
        "{e}"
    );
    let e = cast_in(8, &Rules::summary()).unwrap_err().es();
    assert!(e.contains("de 1 a 7 (S151), no 8"), "{e}");
    assert!(cast_in(6, &Rules::book()).is_ok());
}

/// B436–B440: a protagonist's Fortaleza above `pc_forte_max` (4) is a warning, not an error;
/// the setting moves it, and other kinds of character are not held to it.
#[test]
fn pc_forte_max_is_a_soft_limit() {
    use tirada_rules::portal::sheet_warnings::{warnings, SheetWarning};
    let text = "nombre = \"Ana\"\nestimulos = [\"a\"]\n[[fortalezas]]\nnombre = \"Esgrima\"\nnivel = 5";
    let mut rules = Rules::book();
    let c = crate::common::pc(text, &rules);
    let w = warnings(&c, &rules);
    assert_eq!(
        w,
        [SheetWarning::ForteAboveMax {
            forte: "Esgrima".into(),
            level: 5,
            max: 4
        }]
    );
    rules.set("pc_forte_max", "5").unwrap();
    assert!(warnings(&c, &rules).is_empty());
    let villain = Character::from_toml(
        &text.replace("estimulos = [\"a\"]", "tipo = \"antagonista\""),
        &Rules::book(),
    )
    .unwrap();
    assert!(warnings(&villain, &Rules::book()).is_empty());
}

/// I-01: both readings of the thorn difficulty are offered (the fight runner knows the damage
/// received, B1065); anything else is refused and changes nothing.
#[test]
fn thorn_difficulty_takes_both_readings() {
    let mut r = Rules::book();
    r.set("thorn_difficulty", "received").unwrap();
    r.set("thorn_difficulty", "accumulated").unwrap();
    let e = r.set("thorn_difficulty", "recibido").unwrap_err().es();
    assert!(e.contains("no acepta «recibido»") && e.contains("I-01"), "{e}");
    assert_eq!(r, Rules::book(), "nothing changed");
}

/// A thorn's line counts its uses: never 0 times, never more used than its `veces`.
#[test]
fn thorn_counts_on_a_sheet_are_checked() {
    let sheet = |line: &str| {
        Character::from_toml(
            &format!("nombre = \"Ana\"\nestimulos = [\"a\"]\n[[estado.espinas]]\norigen = \"veneno\"\n[[estado.espinas.programa]]\nmalestar = 1\n{line}"),
            &Rules::book(),
        )
    };
    assert!(sheet("veces = 7\naplicada = 7").is_ok());
    let e = sheet("veces = 7\naplicada = 8").unwrap_err().es();
    assert!(e.contains("estado.espinas[0].programa[0].aplicada"), "{e}");
    let e = sheet("veces = 0").unwrap_err().es();
    assert!(e.contains("estado.espinas[0].programa[0].veces"), "{e}");
}

/// Improvements keep the sheet's rules: a name of 1 to 60 letters, counters that cannot wrap.
#[test]
fn improvements_keep_names_and_counters_sane() {
    use tirada_rules::portal::costs::Advance;
    use tirada_rules::portal::sheet::Frequency;
    let rules = Rules::book();
    let c = crate::common::pc("nombre = \"Ana\"\nestimulos = [\"a\"]\n[estado]\npp = 50", &rules);
    let blank = Event::Advanced {
        advance: Advance::NewForte {
            name: "  ".into(),
            frequency: Frequency::Moderate,
        },
    };
    assert_eq!(
        apply(&c, &blank, &rules).unwrap_err().es(),
        "el nombre de la Fortaleza debe tener de 1 a 60 letras"
    );
    let e = Character::from_toml(
        "nombre = \"Ana\"\nestimulos = [\"a\"]\nestimulos_comprados = 100000",
        &rules,
    )
    .unwrap_err()
    .es();
    assert!(e.contains("estimulos_comprados") && e.contains("como mucho 99"), "{e}");
}

/// S72: the table's pool takes bounded awards too; a huge one no longer wraps the pool.
#[test]
fn the_pp_pool_refuses_a_huge_award() {
    let mut rules = Rules::summary();
    rules.set("table_pp_pool", "true").unwrap();
    let award = |count| PoolEvent::Awarded {
        count,
        reason: "x".into(),
    };
    let party = Party { pool: 10 };
    let e = apply_pool(&party, None, &award(u32::MAX), &rules).unwrap_err().es();
    assert_eq!(
        e,
        format!(
            "un evento no puede traer {} puntos de personaje: como mucho 9999",
            u32::MAX
        )
    );
    let (p, _) = apply_pool(&party, None, &award(9_999), &rules).unwrap();
    assert_eq!(p.pool, 10_009);
}

/// A roll asked with numbers no table reaches is refused before any sum can overflow (the
/// web table passes requests straight to the engine).
#[test]
fn a_roll_with_numbers_past_any_table_is_refused() {
    let rules = Rules::summary();
    let ok = RollSpec {
        difficulty: Some(999),
        modifier: -999,
        aces: 50,
        ..Default::default()
    };
    assert_eq!(ok.validate(&rules), Ok(()));
    let huge = RollSpec {
        difficulty: Some(i32::MAX),
        ..Default::default()
    };
    let e = huge.validate(&rules).unwrap_err().es();
    assert!(e.contains("dificultad") && e.contains("999"), "{e}");
    let many = RollSpec {
        aces: 200,
        partial_rerolls: 200,
        ..Default::default()
    };
    assert!(matches!(many.validate(&rules), Err(PortalError::OutOfRange { .. })));
    let fortes = RollSpec {
        fortes: vec![Forte::default(); 60],
        ..Default::default()
    };
    assert!(matches!(fortes.validate(&rules), Err(PortalError::OutOfRange { .. })));
}
