//! Issue #17 point 2 at the table: what a PORTAL roll spends from its character is checked by
//! the engine's `portal::check_spending`, as `tirada portal --ficha` checks it.

mod common;
use common::Said;

use common::{member, portal_character as character};
use serde_json::{json, Value};
use tirada_play as play;
use tirada_play::{seed::Seed, System};

/// Issue #17 point 2 at the table: a roll for a PORTAL character is checked by the same
/// `portal::check_spending` as `tirada portal --ficha` — a principal NPC spends neither luck nor
/// PP (B647), only a lost luck die is tempted (B338, B340), luck and PP spent must be held.
#[test]
fn portal_spending_at_the_table_is_the_clis_b647_b338() {
    let seed = Seed([2; 32]);
    let roll = |c: &tirada_play::Character, req: Value| play::roll(System::Portal, &json!({}), &req, Some(c), &seed, 4);
    let markus = character(json!({"nombre": "Markus", "tipo": "antagonista"}));
    for (req, field) in [
        (json!({"suerte": 1, "dif": 4}), "suerte"),
        (
            json!({"especialidad_temporal": true, "fortaleza": [], "dif": 4}),
            "especialidad_temporal",
        ),
        (json!({"pp_repeticiones": 1, "dif": 4}), "pp_repeticiones"),
    ] {
        let e = roll(&markus, req.clone()).expect_err("an antagonist spends no luck nor PP");
        assert_eq!(e.field.as_deref(), Some(field), "{req}: {}", e.message());
        assert!(e.message().contains("B647"), "{}", e.message());
    }
    assert!(roll(&markus, json!({"dif": 4})).is_ok());
    let ana = character(json!({"nombre": "Ana"}));
    let e = roll(&ana, json!({"tentar": true, "dif": 4})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("tentar"));
    assert!(e.message().contains("B338"), "{}", e.message());
    let e = roll(&ana, json!({"suerte": 3, "pp_repeticiones": 9, "dif": 4})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("pp_repeticiones"), "{}", e.message());
    assert!(
        e.message().starts_with("Ana: no hay 9 puntos de personaje"),
        "{}",
        e.message()
    );
    // The odds are asked under the same check.
    let e = play::odds(
        System::Portal,
        &json!({}),
        &json!({"suerte": 1, "dif": 4}),
        Some(&markus),
    )
    .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("suerte"));
}

/// A-22 at the table: a principal character's ones and sixes are not blocked (B605, B647).
#[test]
fn portal_a_principals_roll_is_not_blocked_at_the_table_a22() {
    let markus = character(json!({"nombre": "Markus", "tipo": "antagonista"}));
    let req = json!({"bloquear": true, "dif": 4});
    let e = play::roll(System::Portal, &json!({}), &req, Some(&markus), &Seed([2; 32]), 4).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("bloquear"));
    assert!(e.message().contains("B605"), "{}", e.message());
}

/// B605 (issue 25 point 3): the PP that blocks ones and sixes is handed to the roller by the GM
/// (or another player); a player asking `bloquear` on their own roll would mint a PP for
/// nothing, so only the GM asks for it at the table.
#[test]
fn b605_a_player_does_not_block_their_own_roll() {
    use tirada_play::model::{MemberRole, TableSettings};
    let d = TableSettings::default();
    let blocked = json!({"bloquear": true, "dif": 4});
    let e = play::who::may_roll(&member(MemberRole::Player), &d, System::Portal, &blocked).unwrap_err();
    assert!(e.forbidden && e.message().contains("B605"), "{}", e.message());
    assert!(play::who::may_roll(&member(MemberRole::Gm), &d, System::Portal, &blocked).is_ok());
    let unblocked = json!({"bloquear": false});
    assert!(play::who::may_roll(&member(MemberRole::Player), &d, System::Portal, &unblocked).is_ok());
}

/// B605 (issue 25 point 3): on a public roll another player hands the blocking PP from a
/// character of theirs, the GM from the infinite pool; the roller never hands it, with one
/// sentence naming B605, nor anyone on a roll not everyone saw.
#[test]
fn b605_another_player_or_the_gm_hands_the_blocking_pp() {
    use tirada_play::amend::Amendment;
    use tirada_play::model::{Member, MemberRole};
    let member = |id: &str, role| Member {
        id: id.into(),
        table_id: "t".into(),
        name: id.into(),
        role,
    };
    let (gm, ana, bruno) = (
        member("dj", MemberRole::Gm),
        member("ana", MemberRole::Player),
        member("bruno", MemberRole::Player),
    );
    let brunos = play::Character {
        owner: "bruno".into(),
        ..common::character(System::Portal, "b", json!({"nombre": "Bruno"}))
    };
    let block = Amendment::Bloquear { entrega: None };
    let may = |me: &Member, giver: Option<&play::Character>, public: bool| {
        play::who::may_amend(me, &block, Some("ana"), Some("a"), giver, public)
    };
    assert!(may(&bruno, Some(&brunos), true).is_ok());
    assert!(may(&gm, None, true).is_ok());
    let e = may(&ana, Some(&brunos), true).unwrap_err();
    assert!(
        e.forbidden && e.message().contains("B605") && e.message().contains("no quien tira"),
        "{e:?}"
    );
    assert_eq!(
        may(&bruno, None, true).unwrap_err().field.as_deref(),
        Some("character_id")
    );
    assert!(may(&bruno, Some(&brunos), false).unwrap_err().forbidden);
    // The request amended: the roll's own with `bloquear`, once, before any reroll.
    let amended = play::amend::request(System::Portal, &json!({"dif": 4}), &block).unwrap();
    assert_eq!(amended, json!({"dif": 4, "bloquear": true}));
    assert!(play::amend::request(System::Portal, &amended, &block).is_err());
    assert!(play::amend::request(System::Portal, &json!({"pp_repeticiones": 1}), &block).is_err());
}
