//! Reports made from a table's log: the session as Markdown and the fairness report.

pub mod fairness;
pub mod markdown;
