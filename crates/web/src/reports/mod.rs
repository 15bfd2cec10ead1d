//! Reports made from a table's log: the session as Markdown and the fairness report, with its
//! sessions' checks.

pub mod fairness;
pub mod markdown;
pub mod sessions;
