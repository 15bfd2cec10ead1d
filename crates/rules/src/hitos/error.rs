//! Everything that can be wrong with a Hitos roll, as one Spanish sentence each.

use super::notation::NotationError;
use super::sheet_file::SheetError;
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
