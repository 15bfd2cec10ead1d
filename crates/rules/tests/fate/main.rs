//! Fate «La Escalera» (`tirada_rules::fate`): the reading aid's test cases (`conformance`),
//! exact odds, sheets, and the conflict tracker (`conflict`). Helpers shared by several modules
//! are in `tests/common/fate.rs`.

#[path = "../common/fate.rs"]
mod common;

mod conflict;
mod conformance;
mod odds;
mod sheet;
mod sheet_names;
