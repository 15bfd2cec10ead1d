//! PORTAL advanced rules (reading aid §4, §7.5) replayed with typed-in dice, Book profile
//! unless the name says otherwise.

use crate::common::{dice, pc};
use tirada_rules::portal::collab::{
    beam_difficulty, collaborate, play_extended_roll, ExtendedError, ExtendedPlayError, ExtendedRoll, ExtendedStatus,
    JointAction, JointError,
};
use tirada_rules::portal::opposition::*;
use tirada_rules::portal::*;

fn forte(level: u8) -> RollSpec {
    RollSpec {
        fortes: vec![Forte {
            level,
            ..Forte::default()
        }],
        ..RollSpec::default()
    }
}

#[test]
fn ex_coll_diff() {
    assert_eq!((1..=4).map(beam_difficulty).collect::<Vec<_>>(), [7, 6, 5, 5]);
}

#[test]
fn ex_coll_ab() {
    let c = collaborate(&[6, 4], 5);
    assert_eq!((c.levels, c.costs.clone(), c.all_covered), (1, vec![0, 2], false));
    assert!(c.covered.is_empty(), "Bruno fails on his own");
}

#[test]
fn ex_coll_abc() {
    let c = collaborate(&[6, 6, 4], 5);
    assert_eq!((c.levels, c.costs[2], c.all_covered), (2, 2, true));
    assert_eq!(c.covered, [2], "Cosme is raised to 5");
}

/// EX-COLL-INFIL (B916–B918): the leader's two rerolls go to David and Cosme.
#[test]
fn ex_coll_infil() {
    let rules = Rules::book();
    let mut d = dice(&[("blancos", &[5, 5, 3, 6, 6, 6, 2, 2, 2, 1, 1, 1, 6, 1])]);
    let members = vec![forte(2), forte(1), RollSpec::default(), RollSpec::default()];
    let mut team = JointAction::throw(5, members, Some(0), &rules, &mut d).unwrap();
    assert_eq!(team.totals(), [5, 8, 2, -1]);
    let r = team.result();
    assert_eq!((r.levels, r.costs.iter().sum::<i32>()), (3, 18));
    assert_eq!(r.fumbles, [3], "David's −1 is a fumble too (A-32)");
    team.reroll(3, Colour::White, 1, true, &mut d).unwrap();
    let r = team.result();
    assert_eq!((team.totals()[3], r.levels, r.costs.iter().sum::<i32>()), (6, 4, 6));
    team.reroll(2, Colour::White, 2, true, &mut d).unwrap();
    let r = team.result();
    assert_eq!(team.totals()[2], 2);
    assert!(!r.all_covered, "4 levels do not pay Cosme's 6");
    assert!(matches!(
        team.reroll(2, Colour::White, 2, true, &mut d),
        Err(JointError::LeaderSpent(2))
    ));
    d.finish().unwrap();
}

/// EX-COLL-INFIL (B916–B918) played by `play_joint`: the rerolls in order, the leader paying
/// both; a second leader is refused (B914).
#[test]
fn ex_coll_infil_played_to_the_end() {
    use tirada_rules::portal::joint::{play_joint, JointMember, JointReroll};
    let rules = Rules::book();
    let member = |name: &str, spec: RollSpec, leader: bool| JointMember {
        name: name.into(),
        spec,
        leader,
    };
    let team = || {
        vec![
            member("Alex", forte(2), true),
            member("Bruno", forte(1), false),
            member("Cosme", RollSpec::default(), false),
            member("David", RollSpec::default(), false),
        ]
    };
    let reroll = |member, face| JointReroll {
        member,
        colour: Colour::White,
        face,
        own: false,
    };
    let mut d = dice(&[("blancos", &[5, 5, 3, 6, 6, 6, 2, 2, 2, 1, 1, 1, 6, 1])]);
    let t = play_joint(5, team(), &[reroll(3, 1), reroll(2, 2)], &rules, &mut d).unwrap();
    d.finish().unwrap();
    assert_eq!(t.totals, [5, 8, 2, 6]);
    assert_eq!((t.result.levels, t.result.all_covered), (4, false));
    assert_eq!(
        (t.rerolls[0].member.as_str(), t.rerolls[0].to, t.rerolls[0].pool),
        ("David", 6, "lider")
    );
    assert!(t.members[0].leader && t.members[3].roll.total == 6);
    let mut two = team();
    two[1].leader = true;
    let mut d = dice(&[("blancos", &[5, 5, 3, 6, 6, 6, 2, 2, 2, 1, 1, 1])]);
    assert!(matches!(
        play_joint(5, two, &[], &rules, &mut d),
        Err(JointError::Leaders)
    ));
}

#[test]
fn ex_opp_estallido() {
    let (mut estallido, mut omnium) = (forte(2), forte(1));
    assert_eq!(reduce_pools(&mut estallido, &mut omnium), 1);
    assert_eq!((estallido.base_pool(), omnium.base_pool()), (1, 0));
    assert_eq!(
        reduce_rerolls(2, 1),
        (1, 0),
        "the counts the CLI's --repeticiones-a/b give"
    );
    assert_eq!(reduce_rerolls(0, 3), (0, 3));
}

#[test]
fn ex_opp_calvin() {
    let knot = deferred_difficulty(3, 2);
    assert_eq!(knot, 6);
    assert_eq!(Outcome::judge(6, knot), Outcome::Parcial);
    assert_eq!(Outcome::judge(7, knot), Outcome::Exito, "O'Connell needs 7");
}

/// EX-PSY-OUTCOMES (B988–B994): the Book returns the margin and the GM sets the dice; the
/// Summary gives the margin as discomfort (Susan: 2, the Book's GM chose 3).
#[test]
fn ex_psy_outcomes() {
    let cases = [(7, 5, 2), (6, 4, 2), (6, 3, 3)];
    for (m, v, margin) in cases {
        let book = influence(m, v, 1, &Rules::book()).unwrap();
        assert_eq!((book.opposition.margin, book.discomfort_if_refused), (margin, None));
        assert!(!book.imposed);
        let s = influence(m, v, 1, &Rules::summary()).unwrap();
        assert_eq!(s.discomfort_if_refused, Some(margin as u8));
        assert!(!s.imposed, "no case reaches the margin of 4");
    }
    assert!(influence(9, 5, 1, &Rules::summary()).unwrap().imposed);
    assert!(
        influence(5, -1, 1, &Rules::book()).unwrap().imposed,
        "a victim's fumble"
    );
    assert!(influence(-1, 3, 1, &Rules::book()).unwrap().backfires);
    assert_eq!(influence(5, 3, 0, &Rules::book()), Err(OppositionError::NoLuck));
}

/// EX-PSY-JULIO (B1004–B1006): hurt without manipulation is a plain discomfort award.
#[test]
fn ex_psy_julio() {
    let rules = Rules::book();
    let julio = pc("nombre = \"Julio\"", &rules);
    let e = Event::GainedDiscomfort {
        count: 1,
        reason: "Julia le regaña".into(),
    };
    let after = apply(&julio, &e, &rules).unwrap();
    assert_eq!((after.state.discomfort, after.state.luck()), (1, 3), "no luck paid");
}

#[test]
fn unequal_and_team_oppositions() {
    let o = oppose(4, 5, 2, &Rules::book()).unwrap();
    assert_eq!((o.winner, o.margin), (Winner::A, 1));
    let f = oppose(-1, 0, 5, &Rules::book()).unwrap();
    assert!(
        f.a_fumbles && f.winner == Winner::A,
        "the advantage cannot save a fumble"
    );
    assert!(oppose(4, 5, 4, &Rules::summary()).is_err(), "up to +3 in the summary");
    assert_eq!(oppose_doubled(4, 7, true).winner, Winner::A);
    assert_eq!(oppose_teams(&[3, 4], &[5, 1]).margin, 1);
    assert_eq!(oppose(5, 5, 0, &Rules::book()).unwrap().winner, Winner::Tie);
}

#[test]
fn extended_opposition_and_extended_roll() {
    let mut chase = ExtendedOpposition::new(4);
    assert_eq!(chase.exchange(6, 4), None);
    assert_eq!(chase.spend(Winner::A, 1), Some(1));
    assert_eq!(chase.spend(Winner::B, 1), None);
    assert_eq!(chase.exchange(7, 3), Some(Winner::A));
    let mut lock = ExtendedRoll::new(4, 5);
    assert_eq!(lock.add(6, true), ExtendedStatus::Going);
    assert_eq!(lock.add(4, true), ExtendedStatus::Going);
    assert_eq!(lock.required, 6, "a tie raises the total");
    assert_eq!(lock.spend(1), Ok(1));
    assert!(lock.spend(5).is_err());
    assert_eq!(lock.add(9, true), ExtendedStatus::Done);
    assert_eq!(lock.add(3, true), ExtendedStatus::Failed);
}

/// The extended opposition played from a list (B932–B942): a spend before exchange 2 (B940),
/// and the three ways a list is refused.
#[test]
fn extended_opposition_played_from_a_list() {
    let spend = |exchange, side, aces| LeadSpent { exchange, side, aces };
    let played = play_extended(4, &[(6, 4), (7, 3)], &[spend(2, Winner::A, 1)]).unwrap();
    assert_eq!(played.leads, vec![2, 5]);
    assert_eq!(played.winner, Some(Winner::A));
    let open = play_extended(4, &[(6, 4), (3, 4)], &[]).unwrap();
    assert_eq!((open.leads, open.winner), (vec![2, 1], None));
    assert_eq!(
        play_extended(4, &[(6, 4)], &[spend(2, Winner::A, 1)]),
        Err(OppositionError::NoExchange { exchange: 2 })
    );
    assert_eq!(
        play_extended(4, &[(6, 4), (2, 2)], &[spend(2, Winner::B, 1)]),
        Err(OppositionError::NoLead { exchange: 2, aces: 1 })
    );
    assert_eq!(
        play_extended(2, &[(6, 4), (5, 5)], &[]),
        Err(OppositionError::AlreadyDecided)
    );
}

/// The summary's extended roll played from a list (S80–S84): a tie raises the total, a
/// spend pays rerolls from the successes, a roll after the end is refused.
#[test]
fn extended_roll_played_from_a_list() {
    let mut lock = ExtendedRoll::new(4, 5);
    let steps = play_extended_roll(&mut lock, &[6, 4, 9], &[0, 0, 1], true).unwrap();
    let accumulated: Vec<i32> = steps.iter().map(|s| s.accumulated).collect();
    assert_eq!(accumulated, vec![2, 2, 6]);
    assert_eq!(steps[1].required, 6, "a tie raises the total");
    assert_eq!(steps[2].status, ExtendedStatus::Done);
    let mut again = ExtendedRoll::new(4, 5);
    assert_eq!(
        play_extended_roll(&mut again, &[6, 9, 5], &[], true),
        Err(ExtendedPlayError::Ended)
    );
    let mut greedy = ExtendedRoll::new(4, 5);
    assert_eq!(
        play_extended_roll(&mut greedy, &[6, 5], &[0, 3], false),
        Err(ExtendedPlayError::Spend {
            roll: 2,
            error: ExtendedError { want: 3, have: 2 }
        })
    );
}
