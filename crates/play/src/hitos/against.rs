//! An aspect activated against a roll already made at the table. A player may activate another
//! character's aspect to harm it (H111), against another player's roll; the roller may cancel
//! it by paying a point, and the activator then recovers the point spent and receives the
//! roller's; not cancelled, the roller receives the activator's point (H127). The GM may do the
//! same from the infinite pool, the point going to the roller (H157).
//!
//! Two actions on the roll: the declaration (`aspect_against`), which the activating character
//! pays at once, and the roller's answer (`against_answered`), which plays the roll again with
//! the activation — its new dice from the answer's event — or cancels it
//! ([`super::played::against_made`], the CLI's `--aspecto-contra` machine). `tirada verify`
//! replays the answer the same way.

use super::played::{self, AgainstStep, Later};
use super::request::{Activator, Against, HitosRequest};
use super::state;
use crate::error::PlayError;
use crate::model::Character;
use crate::outcome::Resolved;
use crate::request::{read, Faces};
use crate::seed::Seed;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tirada_dice::Words;
use tirada_rules::hitos::drama::Reason;
use tirada_rules::hitos::events::Event;
use tirada_rules::hitos::roll::ACTIVATOR;
use tirada_rules::hitos::DramaEvent;

/// The event kinds of the two actions in the table's log.
pub const DECLARED_EVENT: &str = "aspect_against";
pub const ANSWERED_EVENT: &str = "against_answered";

/// A declaration as the log keeps it: the activation, and whether the GM's (none of a
/// character's).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub struct Declared {
    pub request: Against,
    #[serde(default)]
    pub gm: bool,
}

impl Declared {
    fn activator(&self) -> Activator {
        match self.gm {
            true => Activator::Gm,
            false => Activator::Player,
        }
    }
}

/// The roller's answer: cancel by paying a point, or let the activation reroll — its new faces
/// typed from physical dice in `dados` (the rest rolled with `tirar_resto`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    #[serde(default)]
    pub cancelar: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dados: Option<Faces>,
    #[serde(default)]
    pub tirar_resto: bool,
}

/// Reads a declaration's request.
pub fn asked(v: &Value) -> Result<Against, PlayError> {
    read(v, Words::key("thing-against"))
}

/// Reads an answer.
pub fn answer_of(v: &Value) -> Result<Answer, PlayError> {
    let a: Answer = read(v, Words::key("thing-against-answer"))?;
    if a.cancelar && a.dados.is_some() {
        return Err(PlayError::said_by(Words::key("play-hitos-cancelled-faces")).on("dados"));
    }
    Ok(a)
}

/// The roll's request, if an activation may still be declared against it: not once it asked
/// for an activation of its own (one activation per roll, H165), nor once it read damage, which
/// new dice would change.
pub fn open(roll_request: &Value) -> Result<HitosRequest, PlayError> {
    let req = super::request(roll_request)?;
    if req.aspecto.is_some() || req.aspecto_contra.is_some() {
        return Err(PlayError::said_by(Words::key("play-hitos-activated-once")));
    }
    if req.dano.is_some() || req.arma.is_some() {
        return Err(PlayError::said_by(Words::key("play-hitos-damage-read")));
    }
    Ok(req)
}

/// The drama moves of the activating character in `moves`, by `reasons`.
fn activator_moves(moves: &[DramaEvent], reasons: &[Reason]) -> Vec<DramaEvent> {
    moves
        .iter()
        .filter(|e| e.who == ACTIVATOR && reasons.contains(&e.reason))
        .cloned()
        .collect()
}

/// A declaration against the roll of event `roll_seq`: the dice it picks must exist on the
/// roll, and a player's character pays now (a point, or exhausting an aspect of its own, H127,
/// H139): its state after paying. The GM's pays nothing.
pub fn declare(
    ruleset: &Value,
    roll_request: &Value,
    roll_seq: i64,
    against: &Against,
    activator: Option<&Character>,
    seed: &Seed,
) -> Result<Option<Value>, PlayError> {
    let req = open(roll_request)?;
    let rules = super::rules(ruleset);
    played::check_picks(&req, against.repetir.as_ref(), rules.clone(), seed.dice_for(roll_seq))
        .map_err(played::Failure::said)?;
    let Some(c) = activator else { return Ok(None) };
    let activation = against.activation(Activator::Player);
    let field = match against.agotar {
        Some(_) => "agotar",
        None => "aspecto",
    };
    state::current(c)?
        .can_pay(&activation.payment, &rules)
        .map_err(|e| PlayError::engine(field, &e))?;
    let paid = activator_moves(
        &activation.events(false),
        &[Reason::ActivacionNegativa, Reason::AspectoAgotado],
    );
    state::after_moves(c, &paid, ACTIVATOR, "activación en contra de otra tirada", field)
}

/// The roll of event `roll_seq` played again as the roller answered a declaration, with the
/// dice of the answer's event `seq`: the roll object and the roller's state after its drama
/// moves (H127; cancelling needs a point of the `roller`'s).
#[allow(clippy::too_many_arguments)]
pub fn answered(
    ruleset: &Value,
    roll_request: &Value,
    roll_seq: i64,
    declared: &Declared,
    answer: &Answer,
    roller: Option<&Character>,
    seed: &Seed,
    seq: i64,
) -> Result<Resolved, PlayError> {
    let req = open(roll_request)?;
    let step = AgainstStep {
        against: declared.request.clone(),
        by: declared.activator(),
        cancelled: answer.cancelar,
    };
    let sheet = roller.map(state::current).transpose()?;
    let then = Later {
        faces: answer.dados.clone().unwrap_or_default().0,
        rest: seed.dice_for(seq),
        roll_rest: answer.tirar_resto,
    };
    let p = played::against_made(
        &req,
        &step,
        sheet.as_ref(),
        super::rules(ruleset),
        seed.dice_for(roll_seq),
        then,
    )
    .map_err(played::Failure::said)?;
    let roll = super::roll_object(&p)?;
    let state = match roller {
        Some(c) => state::after_roll(c, &roll)?,
        None => None,
    };
    Ok(Resolved {
        request: roll_request.clone(),
        roll,
        state,
    })
}

/// What the activating character `c` gets back when the roller cancels (H127): the point it
/// spent and the roller's, as the state event to apply to it; none when not cancelled.
pub fn refund(c: &Character, roll: &Value) -> Result<Option<Value>, PlayError> {
    let moves: Vec<DramaEvent> =
        serde_json::from_value(roll.get("drama").cloned().unwrap_or_default()).unwrap_or_default();
    let back = activator_moves(&moves, &[Reason::RecuperaPunto, Reason::RecibePuntoDeCancelacion]);
    if back.is_empty() {
        return Ok(None);
    }
    let event = Event::Rolled {
        drama: back
            .into_iter()
            .map(|mut e| {
                e.who = c.name.clone();
                e
            })
            .collect(),
        reason: "su activación en contra fue cancelada".into(),
    };
    let event = serde_json::to_value(&event).map_err(crate::error::unwritable)?;
    state::change_state(c, &event)?;
    Ok(Some(event))
}
