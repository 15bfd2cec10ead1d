//! *Habilidades combinadas*: a primary skill modified by secondary ones (L191–L209, R-CMB-1…4,
//! R-LONG-1).

use serde::{Deserialize, Serialize};

/// How a secondary skill bears on the primary one (R-CMB-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SecondaryRole {
    /// *Modifica*: +1 if higher, −1 if lower (L195).
    #[serde(rename = "modifica")]
    Modify,
    /// *Complementa*: +1 if higher, never −1 (L197).
    #[serde(rename = "complementa")]
    Complement,
    /// *Restringe*: −1 if lower, never +1 (L199).
    #[serde(rename = "restringe")]
    Restrict,
}

/// A secondary skill's rating and role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Secondary {
    pub role: SecondaryRole,
    pub rating: i32,
}

impl Secondary {
    pub fn new(role: SecondaryRole, rating: i32) -> Secondary {
        Secondary { role, rating }
    }
}

/// The modifier of any number of secondary skills on a primary: at most one +1 and one −1,
/// so −1, 0 or +1 (L201, R-CMB-2). Base ratings are compared; penalties that weigh on both
/// skills alike do not change the comparison (A-CMB-1).
pub fn combined_modifier(primary: i32, secondaries: &[Secondary]) -> i32 {
    let plus = secondaries
        .iter()
        .any(|s| s.role != SecondaryRole::Restrict && s.rating > primary);
    let minus = secondaries
        .iter()
        .any(|s| s.role != SecondaryRole::Complement && s.rating < primary);
    i32::from(plus) - i32::from(minus)
}

/// The skills a GM may add as restricting secondaries when a conflict turns long (L209,
/// R-LONG-1): Resistencia when drawn out, Alerta with many distractions, Coraje for mental
/// fatigue.
pub const LONG_CONFLICT_RESTRICTORS: [&str; 3] = ["Resistencia", "Alerta", "Coraje"];

#[cfg(test)]
mod tests {
    use super::*;
    use SecondaryRole::*;

    #[test]
    fn roles() {
        assert_eq!(combined_modifier(3, &[Secondary::new(Modify, 4)]), 1);
        assert_eq!(combined_modifier(3, &[Secondary::new(Modify, 2)]), -1);
        assert_eq!(combined_modifier(3, &[Secondary::new(Modify, 3)]), 0);
        assert_eq!(combined_modifier(3, &[Secondary::new(Complement, 1)]), 0);
        assert_eq!(combined_modifier(3, &[Secondary::new(Restrict, 5)]), 0);
        assert_eq!(combined_modifier(3, &[]), 0);
    }
}
