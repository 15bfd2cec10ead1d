//! # tirada-play
//!
//! The play layer every front end calls (the CLI, the web table, and later Discord and the
//! browser): for each system the request a person makes, its validation against the
//! character, the table's settings and who asks, the typed-dice policy, the call into the
//! system's engine in `tirada-rules`, and the fold of a roll's effects into the character's
//! state. Pure: no I/O, no clock; dice come from a `DiceSource` (a table event's stream
//! derived from its seed, faces typed from physical dice, or the CLI's `--seed`).

pub mod amend;
pub mod chasis;
pub mod driven;
pub mod error;
pub mod fate;
pub mod fields;
pub mod hitos;
pub mod import;
pub mod mirilla;
pub mod model;
pub mod notation;
pub mod odds;
pub mod outcome;
pub mod portal;
pub mod request;
pub mod seed;
pub mod session;
pub mod settings;
pub mod sheets;
pub mod turns;
pub mod typed;
pub mod who;

pub use error::{PlayError, Reason};
pub use model::{Character, System};
pub use outcome::{logged, RerollStep, Resolved, Thrown};
use seed::Seed;
use serde_json::Value;
use tirada_dice::Die;
pub use tirada_dice::Words;

/// Checks a ruleset for a new table and returns it normalised.
pub fn ruleset(system: System, ruleset: Option<&Value>) -> Result<Value, PlayError> {
    match system {
        System::Portal => portal::ruleset(ruleset),
        System::Mirilla => mirilla::ruleset(ruleset),
        System::Chasis => chasis::ruleset(ruleset),
        System::Hitos => hitos::ruleset(ruleset),
        System::Fate => Ok(ruleset.cloned().unwrap_or_else(|| serde_json::json!({}))),
    }
}

/// Validates a new sheet: its name, the sheet as stored, and the starting state.
pub fn new_sheet(system: System, ruleset: &Value, sheet: &Value) -> Result<(String, Value, Value), PlayError> {
    match system {
        System::Portal => portal::sheet::new_sheet(ruleset, sheet),
        System::Hitos => sheets::hitos_sheet(sheet),
        System::Fate => sheets::fate_sheet(sheet),
        System::Chasis => sheets::chasis_sheet(ruleset, sheet),
        System::Mirilla => generic_sheet(sheet),
    }
}

/// A sheet for a system whose web sheet is not written yet: a name and free notes.
fn generic_sheet(sheet: &Value) -> Result<(String, Value, Value), PlayError> {
    let name = fields::name(sheet)?;
    Ok((name, sheet.clone(), serde_json::json!({})))
}

/// What a roll's request spends, reserved at roll time when its outcome is hidden (issue 25
/// point 18): the character's state after the spending the request alone decides, so that a
/// second spend before the reveal is refused while nothing of the outcome shows. PORTAL's luck
/// dice thrown and PP paid before the throw are taken (the luck a kept die wins back returns at
/// the reveal); a Hitos, Fate or CHASIS roll changes the character only by what its request
/// spends (drama points, PP, energy), so its whole state change is reserved.
pub fn reserved(
    system: System,
    ruleset: &Value,
    r: &Resolved,
    character: Option<&Character>,
) -> Result<Option<Value>, PlayError> {
    match (system, character) {
        (_, None) => Ok(None),
        (System::Portal, Some(c)) if notation::expression(&r.request).is_none() => portal::sheet::reserved(
            ruleset,
            &portal::request::parse(&portal::request::normalise(&r.request)?)?,
            c,
        )
        .map(Some),
        _ => Ok(r.state.clone()),
    }
}

/// Resolves a roll with the dice of event `seq`; what it spends from the character (Hitos
/// drama points on an activation, Fate PP on a bonus, CHASIS energy) is folded into its state
/// through the engine's events. A request `{"notacion": EXPR}` is the generic notation's, at
/// any table.
pub fn roll(
    system: System,
    ruleset: &Value,
    request: &Value,
    character: Option<&Character>,
    seed: &Seed,
    seq: i64,
) -> Result<Resolved, PlayError> {
    if notation::expression(request).is_some() {
        return notation::roll(request, seed, seq);
    }
    let mut r = match system {
        System::Portal => return portal::roll(ruleset, request, character, seed, seq),
        System::Mirilla => return mirilla::roll(ruleset, request, seed, seq),
        System::Fate => fate::roll(&sheets::fate_request(request, character)?, seed, seq)?,
        System::Chasis => chasis::roll(ruleset, request, character, seed, seq)?,
        System::Hitos => hitos::roll(ruleset, request, character, seed, seq)?,
    };
    if let Some(c) = character {
        r.state = match system {
            System::Fate => {
                fate::state::after_roll(c, r.request.get("pp").and_then(Value::as_u64).unwrap_or(0) as u32)?
            }
            System::Chasis => chasis::state::after_roll(&chasis::parse_ruleset(ruleset)?, c, &r.request)?,
            System::Hitos => hitos::state::after_roll(c, &r.roll)?,
            System::Portal | System::Mirilla => None,
        };
    }
    Ok(r)
}

/// The other characters of the table a roll changes besides its roller, each with the state
/// event to apply to it: the player's character the GM's Hitos activation for an NPC gives its
/// point to (H157), refused on `punto_para` when no character of the table; the target of an
/// attack's critical, which takes a temporary secuela (H213), refused on `blanco` likewise.
pub fn given(system: System, roll: &Value, table: &[Character]) -> Result<Vec<(String, Value)>, PlayError> {
    if system != System::Hitos {
        return Ok(Vec::new());
    }
    let mut out: Vec<(String, Value)> = hitos::state::given(roll)
        .into_iter()
        .map(|(name, points)| {
            let c = named(table, &name, "punto_para", "play-not-at-table-point")?;
            Ok((c.id.clone(), hitos::state::gift(c, points)?))
        })
        .collect::<Result<_, PlayError>>()?;
    // H213: an attack's critical leaves a temporary secuela on its target.
    if let Some((name, event)) = hitos::state::target_secuela(roll) {
        let c = target(table, &name)?;
        out.push((c.id.clone(), hitos::state::checked(c, &event, "blanco")?));
    }
    Ok(out)
}

/// The character of the table an attack names as its target (`blanco`, H213).
pub fn target<'a>(table: &'a [Character], name: &str) -> Result<&'a Character, PlayError> {
    named(table, name, "blanco", "play-not-at-table-target")
}

/// The character of `table` called `name` (any case), else refused on `field` by the message
/// `why` (its key, which names the character).
fn named<'a>(table: &'a [Character], name: &str, field: &str, why: &str) -> Result<&'a Character, PlayError> {
    table
        .iter()
        .find(|c| c.name.to_lowercase() == name.trim().to_lowercase())
        .ok_or_else(|| PlayError::said_by(Words::key(why).arg("name", name)).on(field))
}

/// Replays a roll with its rerolls so far and makes one more with the dice of event `seq`;
/// a character's state is recomputed from the state it had `before` the roll.
#[allow(clippy::too_many_arguments)]
pub fn reroll(
    system: System,
    ruleset: &Value,
    roll_seq: i64,
    request: &Value,
    done: &[RerollStep],
    next: RerollStep,
    character: Option<(&Character, &Value)>,
    seed: &Seed,
) -> Result<Resolved, PlayError> {
    match system {
        System::Portal => portal::reroll(ruleset, roll_seq, request, done, next, character, seed),
        other => Err(PlayError::said_by(
            Words::key("play-no-rerolls").arg("system", other.title()),
        )),
    }
}

/// The exact odds of a request before rolling, as `tirada odds SYSTEM --json` prints them.
pub fn odds(
    system: System,
    ruleset: &Value,
    request: &Value,
    character: Option<&Character>,
) -> Result<Value, PlayError> {
    if let Some(expr) = notation::expression(request) {
        return notation::odds(expr);
    }
    match system {
        System::Portal => portal::odds(ruleset, request, character),
        System::Mirilla => mirilla::odds(ruleset, request),
        System::Fate => fate::odds(&sheets::fate_request(request, character)?),
        System::Chasis => chasis::odds(ruleset, request, character),
        System::Hitos => hitos::odds(ruleset, request, character),
    }
}

/// Applies a state change asked by a person: one of the system's engine events, the same
/// fold a roll's effects go through.
pub fn change_state(system: System, ruleset: &Value, character: &Character, event: &Value) -> Result<Value, PlayError> {
    match system {
        System::Portal => portal::sheet::change_state(character, event, ruleset),
        System::Hitos => hitos::state::change_state(character, event),
        System::Fate => fate::state::change_state(character, event),
        System::Chasis => chasis::state::change_state(ruleset, character, event),
        System::Mirilla => Err(PlayError::said_by(Words::key("play-mirilla-no-state"))),
    }
}

/// A character's state as its engine reads it now: the summary recomputed (after a sheet edit
/// that changed, say, a track's size), or the stored state when it cannot be read.
pub fn state_now(system: System, ruleset: &Value, c: &Character) -> Value {
    let fate_rules = tirada_rules::fate::Rules::default();
    let now = match system {
        System::Hitos => hitos::state::current(c).map(|s| hitos::state::state_of(&s)),
        System::Fate => fate::state::current(c, &fate_rules).map(|ch| fate::state::state_of(&ch, &fate_rules)),
        System::Chasis => chasis::parse_ruleset(ruleset)
            .and_then(|r| chasis::state::current(c).map(|s| chasis::state::state_of(&s, &r))),
        System::Portal | System::Mirilla => Ok(c.state.clone()),
    };
    now.unwrap_or_else(|_| c.state.clone())
}

/// A character stored from a sheet `new_sheet` validated, for unit tests.
#[cfg(test)]
pub(crate) fn stored((name, sheet, state): (String, Value, Value)) -> Character {
    Character {
        id: "c".into(),
        table_id: "t".into(),
        owner: "m".into(),
        name,
        sheet,
        state,
    }
}

/// The dice of a roll the table's RNG threw, for the fairness page: every die of the first
/// throw and every reroll's new face, but none a person typed in (the request's typed dice,
/// a reroll's typed `to` in `chain`, the reroll steps made at the table so far).
pub fn dice_faces(system: System, request: &Value, roll: &Value, chain: &[RerollStep]) -> Vec<Thrown> {
    if notation::expression(request).is_some() {
        // Typed faces and the dice rolled past them are not told apart by kind: a typed
        // notation roll counts none.
        return match typed(system, request) {
            true => Vec::new(),
            false => notation::dice_faces(roll),
        };
    }
    match system {
        System::Portal => portal::dice_faces(request, roll, chain),
        System::Mirilla => {
            let d6 = Die::Numbered { sides: 6 };
            let shown = mirilla::dice_faces(roll)
                .into_iter()
                .map(|(_, f)| (d6.clone(), f))
                .collect();
            let typed = [request.get("dados"), request.get("dado")]
                .into_iter()
                .flat_map(|v| outcome::faces_of(v, &d6))
                .collect::<Vec<_>>();
            outcome::without(shown, &typed)
        }
        System::Fate => fate::dice_faces(request, roll),
        System::Chasis => chasis::dice_faces(request, roll),
        System::Hitos => hitos::dice_faces(request, roll),
    }
}

/// Whether a roll request carries faces typed from physical dice (`dados`, MIRILLA's `dado`,
/// PORTAL's colours and tempted face): such a roll is marked `typed` in its event, since the
/// table's seed cannot vouch for it.
pub fn typed(system: System, request: &Value) -> bool {
    let given = |key: &str| request.get(key).is_some_and(|v| !v.is_null());
    if notation::expression(request).is_some() {
        return given("dados");
    }
    match system {
        System::Portal => portal::request::normalise(request)
            .and_then(|m| portal::request::parse(&m))
            .is_ok_and(|r| !r.typed.is_empty()),
        System::Mirilla => given("dados") || given("dado"),
        System::Hitos | System::Fate | System::Chasis => given("dados"),
    }
}
