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
    #[error("se esperaban {expected} grupos de dados y llegaron {given}")]
    GroupCount { expected: usize, given: usize },
    #[error("el grupo {group} tiene {expected} dados y llegaron {given}")]
    DiceCount { group: usize, expected: u8, given: usize },
    #[error("la cara {face} no existe en un dado de {sides} caras (grupo {group})")]
    Face { group: usize, face: u8, sides: u8 },
    #[error("se han hecho {made} repeticiones y solo se permitían {allowance}")]
    TooManyRerolls { made: u32, allowance: u32 },
}
