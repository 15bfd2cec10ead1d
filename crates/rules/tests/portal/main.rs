//! PORTAL's rules (`tirada_rules::portal`), one module per part of the code: the book's worked
//! examples (`conformance`), one roll's odds and policy (`roll`), the advanced rules, combat,
//! the encounter tracker, events, sheets, magic, and the procedures around the dice. Helpers
//! shared by several modules are in `tests/common/portal.rs`.

#[path = "../common/portal.rs"]
mod common;

mod advanced;
mod combat;
mod conformance;
mod encounter;
mod events;
mod magic;
mod procedures;
mod roll;
mod scope_and_spending;
mod sheet;
