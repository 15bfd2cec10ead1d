//! Saving a conflict and taking it up again: the whole tracker — participants, minions,
//! followers, blocks, the crítico, a pending hit, the scene and the log — reads back equal
//! and plays on the same (§6.4 of the reading aid); and a transcript carries its ruleset.

use crate::common::{join, none, rolls, sheet_of};
use tirada_rules::fate::*;

fn rules() -> Rules {
    Rules {
        skill_pyramid: false,
        maneuver_bonus: 1,
        leadership: true,
        ..Rules::default()
    }
}

fn sheet(name: &str, seat: Option<u32>, skills: &[(&str, i64)]) -> Sheet {
    let mut s = sheet_of(name, seat, skills);
    s.pp = Some(3);
    s
}

/// A conflict in the middle of things.
fn busy() -> Conflict {
    let mut z = Zones::single("muelle");
    let boat = z.add("barco");
    z.join(0, boat, 1).unwrap();
    let mut c = Conflict::new(ConflictKind::Physical, z, rules());
    let mut ana = sheet(
        "Ana",
        Some(0),
        &[("Alerta", 4), ("Armas", 4), ("Atletismo", 3), ("Ciencia", 2)],
    );
    let mut igor = Follower::new("Igor", FollowerType::Companion);
    igor.improvements.skilled = vec![vec!["Puños".into()]];
    ana.seguidores.push(igor);
    let mut stone = Power::new("Piel de piedra");
    stone.extra_consequence = Some(Severity::Moderate);
    ana.poderes.push(stone);
    let ana = join(&mut c, "héroes", ana.check(&rules()).unwrap());
    let ben = sheet("Ben", Some(1), &[("Alerta", 2), ("Atletismo", 2), ("Armas", 1)]);
    let ben = join(&mut c, "héroes", ben.check(&rules()).unwrap());
    let boss = sheet("Jefe", None, &[("Alerta", 3), ("Armas", 3), ("Liderazgo", 2)]);
    let boss = c
        .add_character("villanos", boss.check(&rules()).unwrap(), boat)
        .unwrap();
    let thugs = c
        .add_minions(
            "villanos",
            MinionGroup::new("matones", 2, ConflictKind::Physical, 4),
            boat,
        )
        .unwrap();
    c.attach(thugs, boss).unwrap();
    c.begin_exchange();
    // Ana changes the scene with a PP, then Jefe blocks for himself, Ben holds.
    let fire = Opposition::Scene {
        difficulty: 1,
        change: "la pasarela arde".into(),
        pp: true,
        gm: None,
    };
    c.maneuver(ana, "Ciencia", &fire, &none(), &mut rolls(&[1])).unwrap();
    let guard = BlockKind::Protect { target: boss };
    c.block(boss, guard, "Armas", 1, &none(), &mut rolls(&[0])).unwrap();
    c.carry(ben, 2).unwrap();
    c.hold(ben).unwrap();
    // Next exchange: Ana throws her knife across (one zone, F104); the crítico goes to the
    // thugs' leader... and a hit waits.
    c.begin_exchange();
    let thrown = ActionOptions {
        reach: Some(Reach::Thrown),
        ..none()
    };
    let r = c
        .attack(ana, boss, "Armas", "Armas", &thrown, &mut rolls(&[4, -4]))
        .unwrap();
    assert!(r.minions_out > 0);
    c
}

#[test]
fn a_conflict_reads_back_equal_and_plays_on_the_same() {
    let mut c = busy();
    let json = serde_json::to_string(&c).unwrap();
    let mut back: Conflict = serde_json::from_str(&json).unwrap();
    assert_eq!(back, c);
    assert_eq!(serde_json::to_string(&back).unwrap(), json, "and writes the same");
    // Both play the next turn alike.
    let boss = c.find("jefe").unwrap();
    let ana = c.find("ana").unwrap();
    let next = |c: &mut Conflict| {
        if c.pending.is_some() {
            c.absorb(&Absorb::Box, "").unwrap();
        }
        let thrown = ActionOptions {
            reach: Some(Reach::Thrown),
            ..none()
        };
        c.attack(boss, ana, "Armas", "Atletismo", &thrown, &mut rolls(&[2, 0]))
            .unwrap()
    };
    assert_eq!(next(&mut back), next(&mut c));
    assert_eq!(back, c);
}

#[test]
fn every_piece_of_state_survives() {
    let mut c = busy();
    c.critico = Some(conflict::CriticoToken {
        holder: 1,
        seq: c.seq + 1,
        chosen: Some((-1, false)),
        margin: 3,
    });
    c.long_restrictors = vec!["Resistencia".into()];
    c.get_mut(1).unwrap().disarmed = Some(2);
    c.get_mut(0)
        .unwrap()
        .bonuses
        .push(conflict::ManeuverBonus { against: 2, value: 1 });
    c.directed = Some((2, 3));
    c.concession = Some((1, 2));
    c.last_consequence = Some((1, 2));
    let back: Conflict = serde_json::from_str(&serde_json::to_string_pretty(&c).unwrap()).unwrap();
    assert_eq!(back, c);
    assert_eq!(back.rules.maneuver_bonus, 1);
    assert_eq!(back.scene[0].change, "la pasarela arde");
    assert!(back.log.iter().any(|e| matches!(e, Event::Roll { .. })));
    // A fresh conflict too.
    let empty = Conflict::new(ConflictKind::Social, Zones::single("salón"), Rules::default());
    let back: Conflict = serde_json::from_str(&serde_json::to_string(&empty).unwrap()).unwrap();
    assert_eq!(back, empty);
}

#[test]
fn a_transcript_records_the_ruleset_it_was_resolved_under() {
    // A table whose unnamed difficulty is Decente and whose ladder is the English one.
    let table = Rules {
        default_difficulty: 2,
        ladder: Ladder::english(),
        pp_bonus_cap: Some(2),
        ..Rules::default()
    };
    let t = FateRoll::throw(RollSpec::new(2), &mut rolls(&[0]))
        .unwrap()
        .finish(&table);
    assert_eq!(t.rules, table);
    assert!(t.difficulty_is_default && t.difficulty == t.rules.default_difficulty);
    assert_eq!((t.effort_label.as_str(), t.outcome), ("Fair", Outcome::Exito));
    let json = serde_json::to_value(&t).unwrap();
    assert_eq!(json["rules"]["default_difficulty"], 2);
    assert_eq!(json["rules"]["ladder"][5], "Good");
    assert_eq!(json["rules"]["block_roll"], "same_roll");
    let back: Transcript = serde_json::from_value(json).unwrap();
    assert_eq!(back, t);
    // Every roll a conflict logs carries the conflict's ruleset.
    let c = busy();
    let logged: Vec<&Rules> = c
        .log
        .iter()
        .filter_map(|e| match e {
            Event::Roll { roll, .. } => Some(&roll.rules),
            _ => None,
        })
        .collect();
    assert!(logged.len() >= 3);
    assert!(logged.iter().all(|r| **r == c.rules && r.maneuver_bonus == 1));
}
