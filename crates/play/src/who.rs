//! Who may do what at a table: the GM may always; a player acts for their own characters, within
//! what the table's settings let players do ([`TableSettings`]). Every front end asks here
//! before it plays a request (the web keeps authentication only: who the asker is).

use crate::amend::Amendment;
use crate::error::PlayError;
use crate::model::{Character, Member, System, TableSettings};
use crate::{hitos, settings};
use serde_json::Value;

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
    fn refusal(self) -> &'static str {
        match self {
            GmOnly::CloseTable => "solo el director puede cerrar la mesa",
            GmOnly::EndSession => "solo el director termina la sesión",
            GmOnly::AskRolls => "solo el director pide tiradas",
            GmOnly::CancelAsked => "solo el director cancela lo que pidió",
            GmOnly::RunFight => "solo el director lleva el combate",
            GmOnly::RunTurns => "solo el director lleva los turnos del combate",
            GmOnly::Reveal => "solo el director puede revelar una tirada oculta",
        }
    }
}

/// Refused unless the GM asks.
pub fn gm_only(me: &Member, what: GmOnly) -> Result<(), PlayError> {
    match me.is_gm() {
        true => Ok(()),
        false => Err(PlayError::forbidden(what.refusal())),
    }
}

/// Refused unless `me` may use character `c`: its owner or the GM.
pub fn may_use(me: &Member, c: &Character) -> Result<(), PlayError> {
    if !me.is_gm() && c.owner != me.id {
        return Err(PlayError::forbidden(format!(
            "{} es de otro jugador: solo su dueño o el director pueden usarlo",
            c.name
        )));
    }
    Ok(())
}

/// Refused unless `me` may renew member `mid`'s personal link: the GM anyone's, a player theirs.
pub fn may_renew_link(me: &Member, mid: &str) -> Result<(), PlayError> {
    if !me.is_gm() && me.id != mid {
        return Err(PlayError::forbidden(
            "solo el director puede renovar el enlace personal de otra persona",
        ));
    }
    Ok(())
}

/// The character a roll is made for (`character_id`); a player must name one.
pub fn roller(me: &Member, character_id: Option<&Value>) -> Result<Option<String>, PlayError> {
    match character_id {
        None | Some(Value::Null) if me.is_gm() => Ok(None),
        None | Some(Value::Null) => Err(PlayError::forbidden(
            "un jugador tira por uno de sus personajes: elige con cuál tiras",
        )),
        Some(Value::String(cid)) => Ok(Some(cid.clone())),
        Some(_) => Err(PlayError::field("character_id", "el personaje que tira no se reconoce")),
    }
}

/// The GM's reason for a roll that departs from the character's sheet or state (`override`,
/// logged with it); a player cannot give one.
pub fn override_reason(me: &Member, given: Option<&Value>) -> Result<Option<String>, PlayError> {
    match given {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(why)) if !why.trim().is_empty() && me.is_gm() => Ok(Some(why.trim().to_string())),
        Some(_) if !me.is_gm() => Err(PlayError::forbidden(
            "solo el director puede tirar por un personaje sin atenerse a su ficha",
        )),
        Some(_) => Err(PlayError::field(
            "override",
            "para saltarte la ficha del personaje, di por qué: quedará en el registro",
        )),
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
        return Err(PlayError::forbidden(
            "solo el director activa un aspecto a favor de un PNJ y da el punto a un jugador",
        ));
    }
    if system == System::Hitos && hitos::asks_gm(request) {
        return Err(PlayError::forbidden("solo el director activa un aspecto como director"));
    }
    if system == System::Hitos && hitos::asks_gm_cancel(request) {
        return Err(gm_cancel_only());
    }
    if system == System::Hitos && hitos::asks_against(request) {
        return Err(PlayError::forbidden(
            "solo el director activa un aspecto en contra de quien tira",
        ));
    }
    // B605: the PP that blocks ones and sixes is handed to the roller by the GM (or another
    // player), never minted by the roller for their own roll.
    if system == System::Portal && request.get("bloquear").is_some_and(|b| b == &Value::Bool(true)) {
        return Err(own_block());
    }
    if system == System::Chasis && crate::chasis::asks_gm_decision(request) {
        return Err(PlayError::forbidden(
            "convertir un neutro en fallo, irrealizar o hacer fallar sin tirada lo decide el director",
        ));
    }
    if !settings.players_type_dice && crate::typed(system, request) {
        return Err(PlayError::forbidden(
            "en esta mesa los jugadores no escriben dados físicos: tira con los del servidor",
        ));
    }
    // Issue 25 point 17: what the sheet or state implies the engine adds; any other modifier is
    // the GM's, unless the table lets players set it.
    if !settings.players_set_modifiers {
        if let Some(key) = settings::free_modifiers(system)
            .iter()
            .find(|k| settings::sets(request.get(**k)))
        {
            return Err(PlayError::forbidden_field(
                key,
                format!("«{key}»: en esta mesa los modificadores los pone el director; lo que implica la hoja lo suma el servidor"),
            ));
        }
    }
    if !settings.players_set_difficulty && request.get("dif").is_some_and(|d| !d.is_null()) {
        return Err(PlayError::forbidden(
            "en esta mesa la dificultad la pone el director: tira sin ella y él dirá si lo logras",
        ));
    }
    Ok(())
}

/// B605: the roller never hands themselves the PP that blocks their ones and sixes.
fn own_block() -> PlayError {
    PlayError::said(
        "bloquear",
        "el PP que bloquea unos y seises lo entrega el director u otro jugador a quien tira (B605), no quien tira",
        "the PP that blocks ones and sixes is handed to the roller by the GM or another player (B605), not by the roller",
    )
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
        return Err(PlayError::forbidden(
            "solo se bloquea o se cancela algo de una tirada que todos ven",
        ));
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
            None => Err(PlayError::field(
                "character_id",
                "di con qué personaje entregas el PP que bloquea: él lo paga (B605)",
            )),
        },
        Amendment::CancelarAspecto { .. } => Ok(()),
    }
}

fn gm_cancel_only() -> PlayError {
    PlayError::forbidden_field(
        "cancela_dj",
        "solo el director cancela la activación de un aspecto (H159)",
    )
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
        return Err(PlayError::forbidden(
            "en esta mesa los jugadores no escriben dados físicos: repite con los del servidor",
        ));
    }
    if rolled_by != Some(me.id.as_str()) {
        return Err(PlayError::forbidden(
            "solo quien hizo la tirada o el director pueden repetir sus dados",
        ));
    }
    if blind {
        return Err(PlayError::forbidden(
            "es una tirada a ciegas: solo el director ve sus dados y decide si se repiten",
        ));
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
        return Err(PlayError::forbidden(
            "solo se activa un aspecto en contra de una tirada que todos ven",
        ));
    }
    if me.is_gm() {
        return Ok(());
    }
    if rolled_by == Some(me.id.as_str()) {
        return Err(PlayError::forbidden(
            "un aspecto en contra se activa contra la tirada de otro jugador, no la tuya",
        ));
    }
    match activator {
        Some(c) => may_use(me, c),
        None => Err(PlayError::field(
            "character_id",
            "di con qué personaje activas el aspecto: él paga el punto",
        )),
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
        return Err(PlayError::forbidden(
            "solo quien hizo la tirada o el director responden a un aspecto en su contra",
        ));
    }
    if typed && !settings.players_type_dice {
        return Err(PlayError::forbidden(
            "en esta mesa los jugadores no escriben dados físicos: responde con los del servidor",
        ));
    }
    Ok(())
}

/// Whether `me` may apply a state change to a character they may use: healing it or giving it
/// points only the GM does, unless the table lets owners ([`settings::is_gain`]).
pub fn may_change_state(me: &Member, table: &TableSettings, system: System, event: &Value) -> Result<(), PlayError> {
    if !me.is_gm() && !table.players_heal && settings::is_gain(system, event) {
        return Err(PlayError::forbidden(
            "en esta mesa solo el director cura a los personajes o les da puntos",
        ));
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
    Err(PlayError::forbidden_field(
        "blanco",
        format!(
            "{} no está en el combate que lleva el director: un jugador ataca a quien el director puso en él",
            target.name
        ),
    ))
}

/// Whether `me` may make a roll seen by the GM alone (`gm` mode): only the GM.
pub fn may_roll_for_gm_only(me: &Member) -> Result<(), PlayError> {
    if !me.is_gm() {
        return Err(PlayError::forbidden(
            "solo el director hace tiradas que solo él ve: un jugador elige blind (a ciegas) o self (solo para ti)",
        ));
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
        assert!(e.forbidden && e.message().contains("dados físicos"), "{e:?}");
        let e = may_roll(&player, &TableSettings::default(), System::Portal, &json!({"dif": 4})).unwrap_err();
        assert!(e.forbidden && e.message().contains("dificultad"), "{e:?}");
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
