//! *Magnitud* with one measure taken from the auxiliary (L1345-L1347): a discipline's AUX sets
//! one of its measures, and the others are fixed or rolled. «Estresar» takes −[AUX]PY, or
//! [AUX] metres, or [AUX]TUR; when the grade sets the penalty, its duration may be [1D6]TUR.
//! (Sharing the AUX between two measures, *multimagnitud*, is `auxiliary::split_magnitude`.)

use crate::chasis::check::prepare::parse_modifier;
use crate::chasis::error::ChasisError;
use serde::{Deserialize, Serialize};
use tirada_dice::{DiceSource, Die, SourceError};

/// The group rolled magnitudes ask their dice for.
pub const GROUP: &str = "magnitud";

/// What a magnitude measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Measure {
    /// Energy the target loses as stress (−PY).
    #[serde(rename = "py")]
    Stress,
    /// Reach, in metres.
    #[serde(rename = "metros")]
    Reach,
    /// Duration, in turns (TUR).
    #[serde(rename = "turnos")]
    Duration,
}

/// Where a measure's amount comes from.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Amount {
    /// The check's auxiliary.
    #[serde(rename = "aux")]
    Auxiliary,
    /// Fixed beforehand, or by another characteristic.
    #[serde(rename = "fijo")]
    Fixed(i64),
    /// Rolled, in dice notation (`1d6`).
    #[serde(rename = "tirada")]
    Roll(String),
}

/// A measure as resolved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Resolved {
    pub measure: Measure,
    pub amount: Amount,
    pub value: i64,
    /// The faces of a rolled amount.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<i64>,
}

/// «Estresar» with the grade setting the penalty: −[AUX]PY for [1D6]TUR (L1347).
pub fn estresar() -> Vec<(Measure, Amount)> {
    vec![
        (Measure::Stress, Amount::Auxiliary),
        (Measure::Duration, Amount::Roll("1d6".into())),
    ]
}

/// Asks every die of the wrapped source under one group.
struct Regroup<'a, D>(&'a mut D);

impl<D: DiceSource> DiceSource for Regroup<'_, D> {
    fn roll(&mut self, die: &Die, _group: &str) -> Result<i64, SourceError> {
        self.0.roll(die, GROUP)
    }
}

/// Resolves the measures of a magnitude for a check's AUX: exactly one comes from the AUX, the
/// others are fixed or rolled (dice under [`GROUP`]). A failed check's AUX still sets nothing
/// below zero: the caller decides whether a failed discipline has any effect at all.
pub fn resolve(
    measures: &[(Measure, Amount)],
    aux: i64,
    dice: &mut impl DiceSource,
) -> Result<Vec<Resolved>, ChasisError> {
    let from_aux = measures.iter().filter(|(_, a)| *a == Amount::Auxiliary).count();
    if from_aux != 1 {
        return Err(ChasisError::invalid(
            "magnitud",
            format!("una sola medida sale del auxiliar, y aquí salen {from_aux}"),
            format!("exactly one measure comes from the auxiliary, and here {from_aux} do"),
        ));
    }
    let mut out = Vec::new();
    for (measure, amount) in measures {
        let (value, faces) = match amount {
            Amount::Auxiliary => (aux.max(0), Vec::new()),
            Amount::Fixed(n) => (*n, Vec::new()),
            Amount::Roll(text) => {
                let rolled = parse_modifier(text)?.roll(&mut Regroup(dice), 100)?;
                let faces = rolled
                    .terms
                    .iter()
                    .flat_map(|t| t.dice.iter().flat_map(|d| d.faces.iter().copied()))
                    .collect();
                (rolled.total, faces)
            }
        };
        out.push(Resolved {
            measure: *measure,
            amount: amount.clone(),
            value,
            dice: faces,
        });
    }
    Ok(out)
}
