//! Everything that can be wrong with a PORTAL roll, as one sentence each.

use super::dice::Colour;
use tirada_dice::SourceError;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PortalError {
    #[error("no se pueden tirar {count} dados de color {colour}: como mucho 3 de cada color")]
    TooManyDice { colour: Colour, count: u8 },
    #[error("{rolled} dados de heridas tirados y {unrolled} sin tirar son más de 3: como mucho 3 dados de heridas")]
    TooManyWounds { rolled: u8, unrolled: u8 },
    #[error("al tentar a la suerte no se pueden añadir dados de suerte de la reserva (B342)")]
    TemptWithLuck,
    #[error("una Fortaleza de nivel {0} no existe: los niveles van de 0 a 5")]
    ForteLevel(u8),
    #[error("las Fortalezas sobrehumanas solo existen en el perfil resumen")]
    SuperhumanNotInProfile,
    #[error("una Fortaleza de nivel {0} no puede tener especialidad en este perfil: hace falta nivel 1 o más")]
    SpecialtyOnLevelZero(u8),
    #[error("no se puede comprar una especialidad temporal si ya se aplica una especialidad (B597)")]
    TemporarySpecialtyTwice,
    #[error("una especialidad temporal necesita una Fortaleza que se aplique a la tirada")]
    TemporarySpecialtyWithoutForte,
    #[error("con el perfil resumen una Fortaleza a medias da una repetición por tirada, no {0}")]
    PartialTooMany(u8),
    #[error("{what} no puede ser {given}: va de {min} a {max}")]
    OutOfRange {
        what: &'static str,
        given: i64,
        min: i64,
        max: i64,
    },
    #[error("no hay ningún dado {colour} que muestre un {face}")]
    NoSuchDie { colour: Colour, face: u8 },
    #[error("no quedan repeticiones: ya se han hecho {made} de {allowed}")]
    NoRerollsLeft { made: u8, allowed: u8 },
    #[error("los unos y los seises están bloqueados: el dado {colour} {face} no se puede repetir")]
    Blocked { colour: Colour, face: u8 },
    #[error("los unos y los seises ya están bloqueados en esta tirada")]
    AlreadyBlocked,
    #[error("una Fortaleza sobrehumana impide bloquear los unos y los seises (S57)")]
    Unblockable,
    #[error("no hay ningún dado de heridas {0} que quitar")]
    NoWoundToRemove(u8),
    #[error("la tirada ya ha terminado")]
    Finished,
    #[error(transparent)]
    Source(#[from] SourceError),
    #[error(transparent)]
    Solve(#[from] tirada_dice::solver::SolveError),
}
