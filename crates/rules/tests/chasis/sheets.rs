//! CHASIS sheets: the manual's twelve example characters load as fixtures (T14, §4.3), qualities
//! give their modifiers (R13-R14, T46, T50), paradigms validate only when asked (A22-A23), and
//! errors name the field.

use crate::common::Es;
use tirada_rules::chasis::development::DevelopmentRules;
use tirada_rules::chasis::examples::{example, EXAMPLES};
use tirada_rules::chasis::sheet::Found;
use tirada_rules::chasis::{Ruleset, Sheet};

fn load(id: &str) -> Sheet {
    Sheet::from_toml(example(id).unwrap(), &Ruleset::book()).unwrap_or_else(|e| panic!("{id}: {e}"))
}

fn scores(list: &[tirada_rules::chasis::Quality]) -> Vec<i64> {
    list.iter().filter_map(|q| q.score).collect()
}

#[test]
fn every_example_character_loads() {
    assert_eq!(EXAMPLES.len(), 12);
    for (id, text) in EXAMPLES {
        let s = Sheet::from_toml(text, &Ruleset::book()).unwrap_or_else(|e| panic!("{id}: {e}"));
        // What is written back reads the same.
        let again = Sheet::from_toml(&toml_of(&s), &Ruleset::book()).unwrap();
        assert_eq!(again, s, "{id}");
    }
    assert_eq!(load("korgoth").capabilities.len(), 9);
    assert_eq!(load("pai_mei").disciplines.len(), 5);
    assert_eq!(load("gilius").species.as_deref(), Some("Enano"));
    assert_eq!(load("podrick_payne").nuances.len(), 2);
}

fn toml_of(s: &Sheet) -> String {
    // The sheet's own serde keys, through the rules crate's TOML writer.
    tirada_rules::chasis::sheet::to_toml(s)
}

#[test]
fn t14_gilius_and_subotai_fit_no_paradigm() {
    let (g, s) = (load("gilius"), load("subotai"));
    assert_eq!(scores(&g.capabilities).iter().sum::<i64>(), 7);
    assert_eq!(scores(&s.capabilities).iter().sum::<i64>(), 7);
    assert_eq!(scores(&s.incapacities).iter().sum::<i64>(), -3);
    assert_eq!(scores(&load("pai_mei").capabilities).iter().sum::<i64>(), 65);
    for pl in [12, 10, 8, 6, 4] {
        let r = Ruleset {
            development: DevelopmentRules {
                paradigm: Some(pl),
                ..DevelopmentRules::default()
            },
            ..Ruleset::book()
        };
        assert!(g.validate(&r).is_err() && s.validate(&r).is_err(), "{pl}PL");
    }
    let counted = Ruleset {
        development: DevelopmentRules {
            enforce_answer_limits: true,
            ..DevelopmentRules::default()
        },
        ..Ruleset::book()
    };
    let e = load("korgoth").validate(&counted).unwrap_err();
    assert!(e.es().contains("hasta 4 capacidades"), "{e}");
}

#[test]
fn t46_attributes_give_their_score_and_traits_ask_the_dj() {
    let r = Ruleset::book();
    assert_eq!(load("gilius").attribute("Ataque con Hacha", &r), Found::Attribute(3));
    assert_eq!(load("pai_mei").attribute("ata", &r), Found::Attribute(12));
    assert_eq!(load("subotai").attribute("Mujeriego", &r), Found::Attribute(-2));
    assert_eq!(load("presto").attribute("Nerviosismo", &r), Found::Trait);
    assert_eq!(load("presto").attribute("Nerviosismo", &r).modifier(), None);
}

#[test]
fn t50_regular_and_irregular_defaults() {
    let r = Ruleset::from_toml("[atributos]\nregulares = [\"Conducir\"]\nirregulares = { \"Física Cuántica\" = -4 }")
        .unwrap();
    let s = load("jack_burton");
    assert_eq!(s.attribute("conducir", &r).modifier(), Some(0));
    assert_eq!(s.attribute("Física Cuántica", &r), Found::Irregular(-4));
    assert_eq!(s.attribute("Cabalgar", &r), Found::Unknown);
    let e = Ruleset::from_toml("[atributos]\nirregulares = { \"Idioma Élfico\" = 3 }").unwrap_err();
    assert!(e.es().contains("atributos.irregulares.Idioma Élfico"), "{e}");
}

#[test]
fn sheet_errors_name_the_field() {
    let r = Ruleset::book();
    let e = Sheet::from_toml(
        "nombre = \"X\"\ncapacidades = [{ nombre = \"Mala\", puntuacion = -2 }]",
        &r,
    )
    .unwrap_err();
    assert!(crate::common::es(&e).starts_with("«capacidades[1].puntuacion»"), "{e}");
    let e = Sheet::from_toml("marco = \"Wuxia\"", &r).unwrap_err();
    assert!(crate::common::es(&e).contains("«nombre»"), "{e}");
    let e = Sheet::from_toml("nombre = \"X\"\nclases = \"Y\"", &r).unwrap_err();
    assert!(e.es().contains("no entiende «clases»"), "{e}");
    let e = Sheet::from_toml("nombre = \"X\"\nmatices = [{ nombre = \"Terco\", puntuacion = 1 }]", &r).unwrap_err();
    assert!(e.es().contains("matices[1]"), "{e}");
}

/// C1300, C1318, C431–C433 (issue 25 points 12–13): who makes checks. Gilius at 13 damage is
/// dead and at 13 pain unconscious or yielding: neither rolls. As an NPC he rolls only where
/// the ruleset says NPCs roll (`pnj_tiran`); by default only PJs roll, so NPCs neither crit
/// nor fumble.
#[test]
fn c1300_c1318_c431_who_makes_checks() {
    let book = Ruleset::book();
    let gilius = load("gilius");
    assert!(gilius.may_check(&book).is_ok());
    let mut dead = gilius.clone();
    dead.state.harm.damage = 13;
    assert!(dead.may_check(&book).unwrap_err().es().contains("C1300"));
    let mut out = gilius.clone();
    out.state.harm.pain = 13;
    assert!(out.may_check(&book).unwrap_err().es().contains("C1318"));
    let mut npc = gilius;
    npc.kind = tirada_rules::chasis::sheet::CharacterKind::NonPlayer;
    let e = npc.may_check(&book).unwrap_err();
    assert!(e.es().contains("C431") && e.es().contains("pnj_tiran"), "{e}");
    let npcs_roll = Ruleset {
        npc_rolls: true,
        ..Ruleset::book()
    };
    assert!(npc.may_check(&npcs_roll).is_ok());
}
