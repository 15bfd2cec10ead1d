//! Reports made from a table's log: the export (JSON), the session as Markdown and the fairness
//! report, with its sessions' checks.

pub mod export;
pub mod fairness;
pub mod markdown;
pub mod sessions;
