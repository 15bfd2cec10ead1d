//! CHASIS' rules (`tirada_rules::chasis`): the book's worked examples and derived vectors
//! (`conformance`, `examples`, `vocabulary`), exact odds, sobredécima's rerolls, the example
//! rulesets and sheets, and a character's state over time. Helpers shared by several modules
//! are in `tests/common/chasis.rs`.

#[path = "../common/chasis.rs"]
mod common;

mod conformance;
mod examples;
mod odds;
mod reroll;
mod rulesets;
mod sheets;
mod state;
mod vocabulary;
