//! What the solver is asked about: a game's dice groups and stop values, and why it may refuse.

use serde::Serialize;

/// A group of identical dice: `count` dice with faces `1..=sides`, equally likely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Group {
    pub sides: u8,
    pub count: u8,
}

/// A roll machine the solver can optimise.
///
/// `Sync` so that a caller may solve several games (or the solver may split work) across
/// threads without cloning the rules.
pub trait RerollGame: Sync {
    /// The dice groups, in the order every `dice` argument lists them.
    fn groups(&self) -> &[Group];

    /// The integer value of stopping with `dice` (one slice per group, faces sorted ascending)
    /// after `made` rerolls: 1/0 for success/failure, a total for the mean objective... It may
    /// depend on `made` (PORTAL adds a bonus when exactly 5 rerolls were made).
    fn stop_value(&self, dice: &[&[u8]], made: u32) -> i64;

    /// Whether a die of group `g` showing `face` may be chosen for a reroll (PORTAL blocks 1s
    /// and 6s). Blocked dice are never advised and never part of a subset.
    fn can_reroll(&self, g: usize, face: u8) -> bool {
        let _ = (g, face);
        true
    }

    /// A key such that two reroll counts with the same key give identical stop values for
    /// every state. The solver tabulates `stop_value` once per distinct key, which is the most
    /// expensive part of a large game when it calls back into the rules for every key. The
    /// default (every count its own key) is always correct; PORTAL returns `made == 5`.
    fn made_class(&self, made: u32) -> u32 {
        made
    }
}

/// Why a game cannot be solved, or a query does not fit it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error("un grupo de dados no tiene caras")]
    NoFaces,
    #[error("demasiados estados para resolver de forma exacta (más de {limit})")]
    TooManyStates { limit: usize },
    #[error("los valores de la partida son demasiado grandes para calcularlos de forma exacta")]
    Overflow,
    #[error("resolver esta tirada de forma exacta necesitaría unos {mib} MiB de memoria, y el límite es {limit} MiB; prueba con menos dados o menos repeticiones")]
    TooBig { mib: u64, limit: u64 },
    #[error("resolver esta tirada de forma exacta costaría unos {} pasos, y el límite es {}; prueba con menos dados o menos repeticiones", crate::notation::magnitude(*work), crate::notation::magnitude(crate::notation::MAX_WORK))]
    TooCostly { work: u64 },
    #[error("se esperaban {expected} grupos de dados y llegaron {given}")]
    GroupCount { expected: usize, given: usize },
    #[error("el grupo {group} tiene {expected} dados y llegaron {given}")]
    DiceCount { group: usize, expected: u8, given: usize },
    #[error("la cara {face} no existe en un dado de {sides} caras (grupo {group})")]
    Face { group: usize, face: u8, sides: u8 },
    #[error("se han hecho {made} repeticiones y solo se permitían {allowance}")]
    TooManyRerolls { made: u32, allowance: u32 },
}

impl SolveError {
    /// The same sentence in English.
    pub fn english(&self) -> String {
        use crate::notation::{magnitude, MAX_WORK};
        match self {
            SolveError::NoFaces => "a group of dice has no faces".into(),
            SolveError::TooManyStates { limit } => format!("too many states to solve exactly (more than {limit})"),
            SolveError::Overflow => "the game's values are too large to compute exactly".into(),
            SolveError::TooBig { mib, limit } => format!(
                "solving this roll exactly would need about {mib} MiB of memory, and the limit is {limit} MiB; try fewer dice or rerolls"
            ),
            SolveError::TooCostly { work } => format!(
                "solving this roll exactly would take about {} steps, and the limit is {}; try fewer dice or rerolls",
                magnitude(*work),
                magnitude(MAX_WORK)
            ),
            SolveError::GroupCount { expected, given } => format!("{expected} groups of dice were expected and {given} came"),
            SolveError::DiceCount { group, expected, given } => {
                format!("group {group} has {expected} dice and {given} came")
            }
            SolveError::Face { group, face, sides } => format!("face {face} does not exist on a die of {sides} sides (group {group})"),
            SolveError::TooManyRerolls { made, allowance } => {
                format!("{made} rerolls were made and only {allowance} were allowed")
            }
        }
    }
}
