//! The one policy for the dice a typed roll leaves out, as the CLI has it (issue #17 point 22):
//! once a request types any face, a die it does not type is refused naming the die, unless the
//! request asks with `tirar_resto` (`--tirar-resto`) for the table to roll it; then the roll
//! lists it under `tirados` (`[group, face]`, as the CLI's `--json`) and its explanation says
//! it was rolled. Such a roll is still marked typed (the seed vouches for none of it).

use super::fields::boolean;
use crate::error::PlayError;
use crate::seed::{EventDice, Seed};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use tirada_dice::{SourceError, TypedDice};

/// The request key that asks for the dice not typed to be rolled.
pub const ROLL_REST: &str = "tirar_resto";

/// The dice of event `seq` behind the faces typed in, under the request's policy.
pub fn dice(
    faces: BTreeMap<String, Vec<i64>>,
    map: &Map<String, Value>,
    seed: &Seed,
    seq: i64,
) -> Result<TypedDice<EventDice>, PlayError> {
    Ok(TypedDice::new(faces, seed.dice_for(seq), boolean(map, ROLL_REST)?))
}

/// A typed face that could not be had, as one sentence on `field`; a missing die says how to
/// have it rolled.
pub fn error(e: &SourceError, field: &str) -> PlayError {
    match e {
        SourceError::Missing { .. } => PlayError::said_by(
            tirada_dice::Words::key("typed-missing-at-table")
                .arg("why", tirada_dice::Worded::words(e))
                .arg("roll_rest", ROLL_REST),
        )
        .on(field),
        _ => PlayError::engine(field, e),
    }
}

/// Lists in the roll the dice the table rolled because they were not typed (`rolled()`).
pub fn mark(roll: &mut Value, rolled: &[(String, i64)]) {
    if !rolled.is_empty() {
        roll["tirados"] = json!(rolled);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirada_dice::{DiceSource, Die};

    #[test]
    fn a_die_left_out_is_refused_naming_it_unless_the_rest_is_asked_for() {
        let faces = BTreeMap::from([("base".to_string(), vec![5, 5])]);
        let seed = Seed([1; 32]);
        let mut d = dice(faces.clone(), &Map::new(), &seed, 1).unwrap();
        d.roll(&Die::D12, "base").unwrap();
        let e = error(&d.roll(&Die::D12, "apertura").unwrap_err(), "dados");
        assert_eq!(e.field.as_deref(), Some("dados"));
        assert!(
            e.message().contains("group=\"apertura\"") && e.message().contains("tirar_resto"),
            "{}",
            e.message()
        );
        let asked = json!({ "tirar_resto": true });
        let mut d = dice(faces, asked.as_object().unwrap(), &seed, 1).unwrap();
        d.roll(&Die::D12, "base").unwrap();
        let face = d.roll(&Die::D12, "apertura").unwrap();
        let mut roll = json!({});
        mark(&mut roll, d.rolled());
        assert_eq!(roll["tirados"], json!([["apertura", face]]));
    }
}
