//! Who may do what at a table: the GM may always; a player acts for their own characters, within
//! what the table's settings let players do ([`TableSettings`]). Every front end asks here
//! before it plays a request (the web keeps authentication only: who the asker is).

use crate::amend::Amendment;
use crate::error::PlayError;
use crate::model::{Character, Member, System, TableSettings};
use crate::{hitos, settings};
use serde_json::Value;
use tirada_dice::Words;

/// What only the GM does, each refused to a player with its own sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GmOnly {
    CloseTable,
    EndSession,
    AskRolls,
    CancelAsked,
    RunFight,
    RunTurns,
    Reveal,
}

impl GmOnly {
    fn refusal(self) -> Words {
        Words::key(match self {
            GmOnly::CloseTable => "play-who-close-table",
            GmOnly::EndSession => "play-who-end-session",
            GmOnly::AskRolls => "play-who-ask-rolls",
            GmOnly::CancelAsked => "play-who-cancel-asked",
            GmOnly::RunFight => "play-who-run-fight",
            GmOnly::RunTurns => "play-who-run-turns",
            GmOnly::Reveal => "play-who-reveal",
        })
    }
}

/// Refused unless the GM asks.
pub fn gm_only(me: &Member, what: GmOnly) -> Result<(), PlayError> {
    match me.is_gm() {
        true => Ok(()),
        false => Err(PlayError::said_by(what.refusal()).refused_to_asker()),
    }
}

/// Refused unless `me` may use character `c`: its owner or the GM.
pub fn may_use(me: &Member, c: &Character) -> Result<(), PlayError> {
    if !me.is_gm() && c.owner != me.id {
        return Err(
            PlayError::said_by(Words::key("play-who-not-yours").arg("name", c.name.as_str())).refused_to_asker(),
        );
    }
    Ok(())
}

/// Refused unless `me` may renew member `mid`'s personal link: the GM anyone's, a player theirs.
pub fn may_renew_link(me: &Member, mid: &str) -> Result<(), PlayError> {
    if !me.is_gm() && me.id != mid {
        return Err(PlayError::said_by(Words::key("play-who-renew-link")).refused_to_asker());
    }
    Ok(())
}

/// The character a roll is made for (`character_id`); a player must name one.
pub fn roller(me: &Member, character_id: Option<&Value>) -> Result<Option<String>, PlayError> {
    match character_id {
        None | Some(Value::Null) if me.is_gm() => Ok(None),
        None | Some(Value::Null) => Err(PlayError::said_by(Words::key("play-who-choose-character")).refused_to_asker()),
        Some(Value::String(cid)) => Ok(Some(cid.clone())),
        Some(_) => Err(PlayError::said_by(Words::key("play-who-unknown-character")).on("character_id")),
    }
}

/// The GM's reason for a roll that departs from the character's sheet or state (`override`,
/// logged with it); a player cannot give one.
pub fn override_reason(me: &Member, given: Option<&Value>) -> Result<Option<String>, PlayError> {
    match given {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(why)) if !why.trim().is_empty() && me.is_gm() => Ok(Some(why.trim().to_string())),
        Some(_) if !me.is_gm() => Err(PlayError::said_by(Words::key("play-who-override-gm")).refused_to_asker()),
        Some(_) => Err(PlayError::said_by(Words::key("play-who-override-reason")).on("override")),
    }
}

/// What the table lets a player ask of a roll: typed faces of physical dice, a difficulty; and
/// what only the GM asks (a Hitos aspect activated against the roller, whose point goes to the
/// character: a player asking for one would be paid for nothing, A-GM-3).
pub fn may_roll(me: &Member, settings: &TableSettings, system: System, request: &Value) -> Result<(), PlayError> {
    if me.is_gm() {
        return Ok(());
    }
    if system == System::Hitos && hitos::gm_in_favour(request) {
        return Err(PlayError::said_by(Words::key("play-who-npc-aspect")).refused_to_asker());
    }
    if system == System::Hitos && hitos::asks_gm(request) {
        return Err(PlayError::said_by(Words::key("play-who-gm-aspect")).refused_to_asker());
    }
    if system == System::Hitos && hitos::asks_gm_cancel(request) {
        return Err(gm_cancel_only());
    }
    if system == System::Hitos && hitos::asks_against(request) {
        return Err(PlayError::said_by(Words::key("play-who-against-roller")).refused_to_asker());
    }
    // B605: the PP that blocks ones and sixes is handed to the roller by the GM (or another
    // player), never minted by the roller for their own roll.
    if system == System::Portal && request.get("bloquear").is_some_and(|b| b == &Value::Bool(true)) {
        return Err(own_block());
    }
    if system == System::Chasis && crate::chasis::asks_gm_decision(request) {
        return Err(PlayError::said_by(Words::key("play-who-gm-decision")).refused_to_asker());
    }
    if !settings.players_type_dice && crate::typed(system, request) {
        return Err(PlayError::said_by(Words::key("play-who-typed-roll")).refused_to_asker());
    }
    // Issue 25 point 17: what the sheet or state implies the engine adds; any other modifier is
    // the GM's, unless the table lets players set it.
    if !settings.players_set_modifiers {
        if let Some(key) = settings::free_modifiers(system)
            .iter()
            .find(|k| settings::sets(request.get(**k)))
        {
            return Err(PlayError::said_by(Words::key("play-who-modifiers").arg("field", *key))
                .on(key)
                .refused_to_asker());
        }
    }
    if !settings.players_set_difficulty && request.get("dif").is_some_and(|d| !d.is_null()) {
        return Err(PlayError::said_by(Words::key("play-who-difficulty")).refused_to_asker());
    }
    Ok(())
}

/// B605: the roller never hands themselves the PP that blocks their ones and sixes.
fn own_block() -> PlayError {
    PlayError::said_by(Words::key("play-who-own-block"))
        .on("bloquear")
        .refused_to_asker()
}

/// Refused when the character handing the blocking PP is the roller itself (B605): `roller`
/// and `giver` name characters (their ids at the table, their names in the CLI).
pub fn may_hand_block(roller: Option<&str>, giver: &str) -> Result<(), PlayError> {
    match roller == Some(giver) {
        true => Err(own_block()),
        false => Ok(()),
    }
}

/// Who may amend a roll everyone saw ([`Amendment`]): the GM hands the blocking PP from the
/// infinite pool or cancels an activation (H159); a player hands the blocking PP from a
/// character of theirs to another player's roll (B605), never to their own.
pub fn may_amend(
    me: &Member,
    amendment: &Amendment,
    rolled_by: Option<&str>,
    roller: Option<&str>,
    giver: Option<&Character>,
    public: bool,
) -> Result<(), PlayError> {
    if !public {
        return Err(PlayError::said_by(Words::key("play-who-public-amend")).refused_to_asker());
    }
    match amendment {
        Amendment::CancelarAspecto { .. } if !me.is_gm() => Err(gm_cancel_only()),
        _ if me.is_gm() => Ok(()),
        Amendment::Bloquear { .. } if rolled_by == Some(me.id.as_str()) => Err(own_block()),
        Amendment::Bloquear { .. } => match giver {
            Some(c) => {
                may_use(me, c)?;
                may_hand_block(roller, &c.id)
            }
            None => Err(PlayError::said_by(Words::key("play-who-block-giver")).on("character_id")),
        },
        Amendment::CancelarAspecto { .. } => Ok(()),
    }
}

fn gm_cancel_only() -> PlayError {
    PlayError::said_by(Words::key("play-who-cancel-gm"))
        .on("cancela_dj")
        .refused_to_asker()
}

/// Who may reroll a roll's dice: its roller or the GM; a blind roll's only the GM, who alone
/// sees it; a face typed from a physical die (`to`) only where players type dice.
pub fn may_reroll(
    me: &Member,
    settings: &TableSettings,
    rolled_by: Option<&str>,
    blind: bool,
    typed: bool,
) -> Result<(), PlayError> {
    if me.is_gm() {
        return Ok(());
    }
    if typed && !settings.players_type_dice {
        return Err(PlayError::said_by(Words::key("play-who-typed-reroll")).refused_to_asker());
    }
    if rolled_by != Some(me.id.as_str()) {
        return Err(PlayError::said_by(Words::key("play-who-reroll-owner")).refused_to_asker());
    }
    if blind {
        return Err(PlayError::said_by(Words::key("play-who-reroll-blind")).refused_to_asker());
    }
    Ok(())
}

/// Who may activate an aspect against a roll already made (H111, H127): the GM, from the
/// infinite pool, or a player for a character of theirs that pays — never against their own
/// roll, and only on a roll everyone sees.
pub fn may_declare_against(
    me: &Member,
    rolled_by: Option<&str>,
    activator: Option<&Character>,
    public: bool,
) -> Result<(), PlayError> {
    if !public {
        return Err(PlayError::said_by(Words::key("play-who-against-public")).refused_to_asker());
    }
    if me.is_gm() {
        return Ok(());
    }
    if rolled_by == Some(me.id.as_str()) {
        return Err(PlayError::said_by(Words::key("play-who-against-own")).refused_to_asker());
    }
    match activator {
        Some(c) => may_use(me, c),
        None => Err(PlayError::said_by(Words::key("play-who-against-activator")).on("character_id")),
    }
}

/// Who answers an activation against a roll (let it be, or cancel it by paying, H127): its
/// roller or the GM; faces typed for its new dice only where players type dice.
pub fn may_answer_against(
    me: &Member,
    settings: &TableSettings,
    rolled_by: Option<&str>,
    typed: bool,
) -> Result<(), PlayError> {
    if me.is_gm() {
        return Ok(());
    }
    if rolled_by != Some(me.id.as_str()) {
        return Err(PlayError::said_by(Words::key("play-who-answer-owner")).refused_to_asker());
    }
    if typed && !settings.players_type_dice {
        return Err(PlayError::said_by(Words::key("play-who-typed-answer")).refused_to_asker());
    }
    Ok(())
}

/// Whether `me` may apply a state change to a character they may use: healing it or giving it
/// points only the GM does, unless the table lets owners ([`settings::is_gain`]).
pub fn may_change_state(me: &Member, table: &TableSettings, system: System, event: &Value) -> Result<(), PlayError> {
    if !me.is_gm() && !table.players_heal && settings::is_gain(system, event) {
        return Err(PlayError::said_by(Words::key("play-who-heal")).refused_to_asker());
    }
    Ok(())
}

/// Who may name a character as an attack's target (`blanco`: a critical leaves a secuela on
/// it, H213): the GM anyone; a player a character of theirs, or one the GM put in the fight
/// running now (`in_fight`) — a player changes no other character's state.
pub fn may_target(me: &Member, target: &Character, in_fight: bool) -> Result<(), PlayError> {
    if me.is_gm() || target.owner == me.id || in_fight {
        return Ok(());
    }
    Err(
        PlayError::said_by(Words::key("play-who-target").arg("name", target.name.as_str()))
            .on("blanco")
            .refused_to_asker(),
    )
}

/// Whether `me` may make a roll seen by the GM alone (`gm` mode): only the GM.
pub fn may_roll_for_gm_only(me: &Member) -> Result<(), PlayError> {
    if !me.is_gm() {
        return Err(PlayError::said_by(Words::key("play-who-gm-mode")).refused_to_asker());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::MemberRole;
    use serde_json::json;

    fn member(role: MemberRole) -> Member {
        Member {
            id: "ana".into(),
            table_id: "t".into(),
            name: "Ana".into(),
            role,
        }
    }

    #[test]
    fn a_player_rolls_within_the_tables_settings_and_the_gm_always() {
        let (gm, player) = (member(MemberRole::Gm), member(MemberRole::Player));
        let strict = TableSettings {
            players_type_dice: false,
            ..TableSettings::default()
        };
        let typed = json!({"blancos": [6, 5, 1]});
        assert!(may_roll(&gm, &strict, System::Portal, &typed).is_ok());
        let e = may_roll(&player, &strict, System::Portal, &typed).unwrap_err();
        assert!(e.forbidden && e.key() == "play-who-typed-roll", "{e:?}");
        let e = may_roll(&player, &TableSettings::default(), System::Portal, &json!({"dif": 4})).unwrap_err();
        assert!(e.forbidden && e.key() == "play-who-difficulty", "{e:?}");
        let against = json!({"aspecto_contra": true});
        assert!(may_roll(&player, &TableSettings::default(), System::Hitos, &against).is_err());
        assert!(may_roll(&gm, &TableSettings::default(), System::Hitos, &against).is_ok());
        assert_eq!(roller(&gm, None).unwrap(), None);
        assert!(roller(&player, None).unwrap_err().forbidden);
        assert_eq!(
            roller(&player, Some(&json!(3))).unwrap_err().field.as_deref(),
            Some("character_id")
        );
        assert!(
            override_reason(&player, Some(&json!("porque sí")))
                .unwrap_err()
                .forbidden
        );
        assert_eq!(override_reason(&gm, Some(&json!(" x "))).unwrap().as_deref(), Some("x"));
    }

    #[test]
    fn rerolls_and_state_changes_follow_who_rolled_and_the_settings() {
        let (gm, player) = (member(MemberRole::Gm), member(MemberRole::Player));
        let d = TableSettings::default();
        assert!(may_reroll(&player, &d, Some("ana"), false, false).is_ok());
        assert!(may_reroll(&player, &d, Some("bea"), false, false).is_err());
        assert!(may_reroll(&player, &d, Some("ana"), true, false).is_err());
        assert!(may_reroll(&gm, &d, Some("bea"), true, true).is_ok());
        let heal = json!({"evento": "curar_herida"});
        assert!(may_change_state(&player, &d, System::Portal, &heal).is_err());
        assert!(may_change_state(&gm, &d, System::Portal, &heal).is_ok());
        assert!(gm_only(&player, GmOnly::CloseTable).unwrap_err().forbidden);
    }
}
