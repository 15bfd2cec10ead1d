//! Everything that can be wrong with a Hitos roll, as one Spanish sentence each.

use super::notation::NotationError;
use crate::sheet_file::SheetError;
use tirada_dice::solver::SolveError;
use tirada_dice::SourceError;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HitosError {
    #[error("la tirada ya se ha repetido por un aspecto: nadie puede activar otro para repetirla (L165)")]
    AlreadyRerolled,
    #[error("hay que repetir al menos un dado: estas reglas no permiten activar un aspecto sin repetir (AMB-05)")]
    NoDiceChosen,
    #[error("no hay dado en la posición {0}: las posiciones van de 1 a 3")]
    NoSuchPosition(usize),
    #[error("la posición {0} está repetida: cada dado se repite una sola vez")]
    RepeatedPosition(usize),
    #[error("una activación positiva propia no se cancela pagando: solo el DJ puede cancelarla (L159)")]
    CancelOwnActivation,
    #[error("solo se cambia de fila con una categoría de la tabla 7 (cc, fuego_pequena...), no con una expresión")]
    ShiftNeedsRow,
    #[error("hace falta una dificultad para saber qué es un éxito")]
    NoDifficulty,
    #[error("el DJ activa a favor de un PNJ, y la ficha es de un personaje jugador")]
    GmForPlayer,
    #[error("el DJ activa a favor de un PNJ sin gastar: falta qué jugador, el más afectado, recibe el punto (H157)")]
    GmNeedsPoint,
    #[error("el punto para un jugador es del DJ activando a favor de un PNJ, y no es el caso")]
    PointNeedsGm,
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error(transparent)]
    Sheet(#[from] SheetError),
    #[error(transparent)]
    Source(#[from] SourceError),
    #[error(transparent)]
    Solve(#[from] SolveError),
}

impl HitosError {
    /// The request field an error is about (`dj`, `punto_para`), so a front end can name its
    /// own flag or form field before the sentence instead of wording it again.
    pub fn field(&self) -> Option<&'static str> {
        match self {
            HitosError::GmForPlayer | HitosError::PointNeedsGm => Some("dj"),
            HitosError::GmNeedsPoint => Some("punto_para"),
            _ => None,
        }
    }

    /// The same sentence in English (the notation's, sheet's, dice's and solver's stay Spanish).
    pub fn english(&self) -> String {
        match self {
            HitosError::AlreadyRerolled => {
                "the roll was already rerolled by an aspect: nobody can activate another to reroll it (L165)".into()
            }
            HitosError::NoDiceChosen => {
                "at least one die must be rerolled: these rules do not allow activating an aspect without a reroll (AMB-05)".into()
            }
            HitosError::NoSuchPosition(p) => format!("there is no die at position {p}: positions go from 1 to 3"),
            HitosError::RepeatedPosition(p) => format!("position {p} is repeated: each die is rerolled once"),
            HitosError::CancelOwnActivation => {
                "a positive activation of one's own is not cancelled by paying: only the GM can cancel it (L159)".into()
            }
            HitosError::ShiftNeedsRow => {
                "the row shifts only with a category of table 7 (cc, fuego_pequena...), not with an expression".into()
            }
            HitosError::NoDifficulty => "a difficulty is needed to know what a success is".into(),
            HitosError::GmForPlayer => "the GM activates in favour of an NPC, and the sheet is a player character's".into(),
            HitosError::GmNeedsPoint => {
                "the GM activates in favour of an NPC without spending: which player, the most affected, receives the point is missing (H157)".into()
            }
            HitosError::PointNeedsGm => {
                "the point for a player is the GM's activating in favour of an NPC, and this is not that".into()
            }
            e => e.to_string(),
        }
    }
}
