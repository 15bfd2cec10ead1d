//! Aspects (*aspectos*, L105–L151): what one is ([`kinds`]: kind, duration, exhaustion) and
//! what a sheet does with its own in play ([`play`]: exhausting, temporary aspects and secuelas,
//! the GM's activations for NPCs).

pub mod kinds;
pub mod play;

pub use kinds::{AspectKind, Duration, ExhaustedUntil, Exhaustion};
pub use play::{gm_in_favour, Boundary};
