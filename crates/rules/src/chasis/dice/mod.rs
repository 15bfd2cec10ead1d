//! The dice of a check: the base roll and its extremes ([`base`]), aperturas ([`apertura`]),
//! their chains cut after a depth ([`chain`]), and sobredécima's other continuation
//! ([`reroll`]).

pub mod apertura;
pub mod base;
pub mod chain;
pub mod reroll;
