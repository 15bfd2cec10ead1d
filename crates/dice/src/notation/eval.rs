//! Why an expression's exact odds may be refused, and the limits behind it.

use super::cost::{magnitude, MAX_BYTES, MAX_DEPTH, MAX_WORK};

/// The group name typed faces of a notation roll are given under (`--dados`).
pub const TYPED_GROUP: &str = "dados";

/// Most distinct totals an exact computation may track before it is refused.
pub(super) const MAX_SPAN: i64 = 2_000_000;

/// Why an expression's exact odds were not computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    #[error("«{0}» es demasiado grande para calcularlo exactamente (más de {MAX_SPAN} resultados posibles); prueba con menos dados o menos caras")]
    TooLarge(String),
    #[error("«{what}» costaría unos {} pasos para calcularlo exactamente, y el límite es {}; prueba con menos dados o menos caras", magnitude(*work), magnitude(MAX_WORK))]
    TooCostly { what: String, work: u64 },
    #[error("«{what}» necesitaría unos {} MiB de memoria para calcularlo exactamente, y el límite es {} MiB; prueba con menos dados o menos caras", mib(*bytes), mib(MAX_BYTES))]
    TooBig { what: String, bytes: u64 },
    #[error("una profundidad de explosión de {0} es demasiada: como mucho {MAX_DEPTH} dados extra por cadena")]
    TooDeep(u32),
}

impl EvalError {
    /// The same sentence in English (`--lang en`).
    pub fn english(&self) -> String {
        match self {
            EvalError::TooLarge(what) => {
                format!("«{what}» is too large to compute exactly (more than {MAX_SPAN} possible results); try fewer dice or sides")
            }
            EvalError::TooCostly { what, work } => format!(
                "«{what}» would take about {} steps to compute exactly, and the limit is {}; try fewer dice or sides",
                magnitude(*work),
                magnitude(MAX_WORK)
            ),
            EvalError::TooBig { what, bytes } => format!(
                "«{what}» would need about {} MiB of memory to compute exactly, and the limit is {} MiB; try fewer dice or sides",
                mib(*bytes),
                mib(MAX_BYTES)
            ),
            EvalError::TooDeep(d) => {
                format!("an explosion depth of {d} is too deep: at most {MAX_DEPTH} extra dice per chain")
            }
        }
    }
}

/// Bytes in whole MiB, rounded up.
fn mib(bytes: u64) -> u64 {
    bytes.div_ceil(1 << 20)
}

/// Refuses a depth beyond [`MAX_DEPTH`], for odds and rolls alike.
pub fn check_depth(depth: u32) -> Result<(), EvalError> {
    if depth > MAX_DEPTH {
        return Err(EvalError::TooDeep(depth));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
