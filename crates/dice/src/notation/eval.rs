//! Why an expression's exact odds may be refused, and the limits behind it.

use super::cost::{magnitude, MAX_BYTES, MAX_DEPTH, MAX_WORK};

/// The group name typed faces of a notation roll are given under (`--dados`).
pub const TYPED_GROUP: &str = "dados";

/// Most distinct totals an exact computation may track before it is refused.
pub(super) const MAX_SPAN: i64 = 2_000_000;

/// Why an expression's exact odds were not computed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "odds", content = "args", rename_all = "kebab-case")]
pub enum EvalError {
    TooLarge(String),
    TooCostly { what: String, work: u64 },
    TooBig { what: String, bytes: u64 },
    TooDeep(u32),
}

/// The message with the limits it names.
impl crate::words::Worded for EvalError {
    fn words(&self) -> crate::words::Words {
        let w = crate::words::Words::of(self)
            .arg("max_results", MAX_SPAN)
            .arg("max_depth", MAX_DEPTH)
            .arg("limit", magnitude(MAX_WORK))
            .arg("limit_mib", mib(MAX_BYTES));
        match self {
            EvalError::TooCostly { work, .. } => w.arg("steps", magnitude(*work)),
            EvalError::TooBig { bytes, .. } => w.arg("mib", mib(*bytes)),
            _ => w,
        }
    }
}
worded_display!(EvalError);

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
