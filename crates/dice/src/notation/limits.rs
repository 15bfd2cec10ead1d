//! How large an expression may be: each bound is checked while it is read, so nothing larger
//! is ever rolled or evaluated.

/// Most dice one pool may hold.
pub const MAX_DICE: u32 = 1000;
/// Most sides one die may have.
pub const MAX_SIDES: u32 = 10_000;
/// Largest constant accepted.
pub const MAX_CONSTANT: i64 = 1_000_000_000;
/// Largest result (in absolute value) an expression may reach, so that no sum or product
/// overflows.
pub const MAX_RESULT: i64 = 1_000_000_000_000_000;
/// Most dice one expression may throw before explosions and rerolls (all its pools).
pub const MAX_TOTAL_DICE: u32 = 10_000;
/// Most rolls one line may hold (`1d20+5; 2d6+3`).
pub const MAX_ROLLS: usize = 20;
/// Most repeated sets (`6x 4d6kh3`).
pub const MAX_SETS: u32 = 100;
