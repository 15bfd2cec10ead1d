//! Leaders in the conflict tracker, with typed dice: a skilled follower rolling in its
//! leader's place (A-FOL-2) and the optional Liderazgo rule for minions (A-MIN-6).

use crate::common::{character, join, none, rolls, seats};
use tirada_rules::fate::*;

/// Ana (Armas 2, one consequence) with Igor, a Bueno companion who took Armas and Atletismo
/// (Decente each), against Cruz.
fn igor() -> (Conflict, [usize; 2]) {
    let mut sheet = Sheet::named("Ana");
    sheet.asiento = Some(0);
    sheet.pp = Some(2);
    for (k, v) in [("Alerta", 4), ("Armas", 2)] {
        sheet.habilidades.insert(k.into(), sheet::Rating::Number(v));
    }
    let mut f = Follower::new("Igor", FollowerType::Companion);
    f.improvements.quality = 2;
    f.improvements.skilled = vec![vec!["Armas".into(), "Atletismo".into()]];
    sheet.seguidores.push(f);
    sheet.consecuencias.push(Consequence::new(Severity::Mild, "Corte"));
    let rules = Rules {
        skill_pyramid: false,
        ..Rules::default()
    };
    let mut c = Conflict::new(ConflictKind::Physical, Zones::single("muelle"), Rules::default());
    let ana = join(&mut c, "héroes", sheet.check(&rules).unwrap());
    let cruz = join(
        &mut c,
        "villanos",
        character("Cruz", None, &[("Alerta", 1), ("Armas", 3), ("Atletismo", 1)]),
    );
    c.begin_exchange();
    (c, [ana, cruz])
}

#[test]
fn a_fol_2_a_skilled_follower_rolls_in_its_leaders_place() {
    let (mut c, [ana, cruz]) = igor();
    // Igor's Armas 2 (Bueno −1 for two skills) + 1 for the group − 1 for Ana's consequence
    // + 1 PP that Ana spends, rolling 0; Cruz defends 1 + 0.
    let o = ActionOptions {
        follower: Some("igor".into()),
        pp: 1,
        ..none()
    };
    let r = c
        .attack(ana, cruz, "Armas", "Atletismo", &o, &mut rolls(&[0, 0]))
        .unwrap();
    assert_eq!((r.attack.skill, r.attack.modifier, r.attack.effort), (2, 1, 3));
    assert_eq!(r.stress, 2);
    assert_eq!(c.get(ana).unwrap().character().unwrap().pp.pp, 1, "the leader's PP");
    assert!(c
        .log
        .iter()
        .any(|e| matches!(e, Event::FollowerRolls { follower, .. } if follower == "igor")));
    c.absorb(&Absorb::Box, "").unwrap();
    // Igor defends for Ana too: Atletismo 2 + 1 − 1 rolling +1 = 3 against Cruz's 3 + 0.
    let o = ActionOptions {
        opposing_follower: Some("Igor".into()),
        ..none()
    };
    let r = c
        .attack(cruz, ana, "Armas", "Atletismo", &o, &mut rolls(&[0, 1]))
        .unwrap();
    assert_eq!((r.defense.unwrap().effort, r.stress), (3, 0));
}

#[test]
fn a_fol_2_only_an_attached_follower_with_the_skill() {
    let (mut c, [ana, cruz]) = igor();
    let before = c.clone();
    let by = |name: &str| ActionOptions {
        follower: Some(name.into()),
        ..none()
    };
    assert_eq!(
        c.attack(ana, cruz, "Puños", "Atletismo", &by("Igor"), &mut rolls(&[0, 0])),
        Err(FateError::FollowerNoSkill {
            name: "Igor".into(),
            skill: "Puños".into()
        })
    );
    assert!(matches!(
        c.attack(ana, cruz, "Armas", "Atletismo", &by("Lola"), &mut rolls(&[0, 0])),
        Err(FateError::NoFollower { .. })
    ));
    // Cruz's defence by a follower he does not have: refused before Ana rolls.
    let theirs = ActionOptions {
        opposing_follower: Some("Igor".into()),
        ..none()
    };
    assert!(c
        .attack(ana, cruz, "Armas", "Atletismo", &theirs, &mut rolls(&[0, 0]))
        .is_err());
    assert_eq!(c, before);
    if let Actor::Named(ch) = &mut c.get_mut(ana).unwrap().actor {
        ch.followers[0].attached = false;
    }
    assert_eq!(
        c.attack(ana, cruz, "Armas", "Atletismo", &by("Igor"), &mut rolls(&[0, 0])),
        Err(FateError::FollowerAway { name: "Igor".into() })
    );
}

/// Jefe (Liderazgo 4) leads three Normal thugs against the hero.
fn gang(rules: Rules) -> (Conflict, [usize; 3]) {
    let mut c = Conflict::new(ConflictKind::Physical, Zones::single("callejón"), rules);
    let [hero, boss] = seats(
        &mut c,
        [
            (
                "héroes",
                character("Héroe", Some(0), &[("Alerta", 1), ("Atletismo", 2)]),
            ),
            (
                "villanos",
                character("Jefe", None, &[("Alerta", 3), ("Liderazgo", 4), ("Armas", 2)]),
            ),
        ],
    );
    let thugs = c
        .add_minions("villanos", MinionGroup::new("matones", 1, ConflictKind::Physical, 3), 0)
        .unwrap();
    c.attach(thugs, boss).unwrap();
    c.begin_exchange();
    (c, [hero, boss, thugs])
}

#[test]
fn a_min_6_liderazgo_directs_attached_minions() {
    let rules = Rules {
        leadership: true,
        ..Rules::default()
    };
    let (mut c, [hero, boss, thugs]) = gang(rules);
    assert_eq!(c.current(), Some(boss));
    c.direct(boss, thugs).unwrap();
    assert_eq!(c.current(), Some(thugs), "the minions act at once");
    assert!(c.get(boss).unwrap().acted, "it was the leader's action");
    // Quality 1, +1 for three minions (as if unattached), +1 for Liderazgo 4 above it; the
    // hero defends 2 + 0.
    let r = c
        .attack(thugs, hero, "Armas", "Atletismo", &none(), &mut rolls(&[1, 0]))
        .unwrap();
    let mods: Vec<(ModifierKind, i32)> = r.attack.modifiers.iter().map(|m| (m.kind, m.value)).collect();
    assert_eq!(mods, vec![(ModifierKind::Group, 1), (ModifierKind::Combined, 1)]);
    assert_eq!((r.attack.effort, r.stress), (4, 2));
    c.absorb(&Absorb::Box, "").unwrap();
    assert_eq!(c.current(), Some(hero));
    assert!(c.directed.is_none());
}

#[test]
fn a_min_6_is_an_optional_rule_for_attached_minions() {
    let (mut c, [_, boss, thugs]) = gang(Rules::default());
    assert_eq!(c.direct(boss, thugs), Err(FateError::LeadershipOff));
    assert!(matches!(
        c.attack(thugs, 0, "Armas", "Atletismo", &none(), &mut rolls(&[0, 0])),
        Err(FateError::NotYourTurn { .. })
    ));
    let rules = Rules {
        leadership: true,
        ..Rules::default()
    };
    let (mut c, [_, boss, thugs]) = gang(rules);
    c.detach(thugs).unwrap();
    assert_eq!(c.direct(boss, thugs), Err(FateError::NotLed));
}
