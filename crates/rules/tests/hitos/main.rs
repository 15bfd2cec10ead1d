//! Hitos' rules (`tirada_rules::hitos`): the reading aid's worked examples and test vectors
//! (`conformance`), combat and the scenes beside it, harm, exact odds and the sheet. Helpers
//! shared by several modules are in `tests/common/hitos.rs`.

#[path = "../common/hitos.rs"]
mod common;

mod combat;
mod conformance;
mod harm;
mod odds;
mod sheet;
