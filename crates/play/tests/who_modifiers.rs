//! Issue 25 point 17: a player's free modifiers. What the sheet or the state implies the engine
//! adds itself; any other modifier (`mod`, PORTAL's aces and partial rerolls) is the GM's unless
//! the table lets players set it (`players_set_modifiers`), refused with one sentence naming the
//! field.

mod common;
use common::Said;

use common::member;
use serde_json::json;
use tirada_play::model::{MemberRole, TableSettings};
use tirada_play::{who, System};

/// The audit's inflated requests (Fate +50, Hitos +40, CHASIS "+30", PORTAL `mod`, aces and
/// partial rerolls) are refused to a player on default settings, naming the field; the GM may,
/// and so may a player where the table lets players set modifiers. A 0 changes nothing.
#[test]
fn a_players_free_modifiers_are_the_gms_unless_the_table_lets_them() {
    let (gm, player) = (member(MemberRole::Gm), member(MemberRole::Player));
    let strict = TableSettings::default();
    let open = TableSettings {
        players_set_modifiers: true,
        ..TableSettings::default()
    };
    for (system, request, field) in [
        (System::Fate, json!({"mod": 50}), "mod"),
        (System::Hitos, json!({"mod": 40}), "mod"),
        (System::Chasis, json!({"mod": "+30"}), "mod"),
        (System::Portal, json!({"mod": 3}), "mod"),
        (System::Portal, json!({"ases": 5}), "ases"),
        (System::Portal, json!({"parcial": 2}), "parcial"),
    ] {
        let e = who::may_roll(&player, &strict, system, &request).unwrap_err();
        assert!(e.forbidden, "{request}");
        assert_eq!(e.field.as_deref(), Some(field), "{request}");
        assert!(e.message().contains("director"), "{}", e.message());
        assert!(who::may_roll(&gm, &strict, system, &request).is_ok(), "{request}");
        assert!(who::may_roll(&player, &open, system, &request).is_ok(), "{request}");
    }
    for zero in [
        json!({"mod": 0}),
        json!({"mod": "+0"}),
        json!({"mod": ""}),
        json!({"ases": 0}),
    ] {
        assert!(who::may_roll(&player, &strict, System::Portal, &zero).is_ok(), "{zero}");
        assert!(who::may_roll(&player, &strict, System::Chasis, &zero).is_ok(), "{zero}");
    }
}

/// The setting is read from a new table's settings and changes the outcome: the same request
/// refused on one table is played on the other.
#[test]
fn players_set_modifiers_is_a_table_setting() {
    let player = member(MemberRole::Player);
    let strict = tirada_play::settings::settings(None).unwrap();
    let open = tirada_play::settings::settings(Some(&json!({"players_set_modifiers": true}))).unwrap();
    let request = json!({"mod": 2});
    assert!(who::may_roll(&player, &strict, System::Hitos, &request).is_err());
    assert!(who::may_roll(&player, &open, System::Hitos, &request).is_ok());
}
