//! The HTTP plumbing every route passes through: security headers and the same-origin guard,
//! the API's cross-origin grant to the sites that embed the table, limits, bounded bodies, who
//! is asking (tokens and cookies) and at which table ([`seat`]), a request's JSON body
//! ([`json`]), extractors and the contract's errors, and the engine's work off the async runtime.

pub mod auth;
pub mod body;
pub mod cookie;
pub mod cors;
pub mod cpu;
pub mod error;
pub mod extract;
pub mod guard;
pub mod json;
pub mod limits;
pub mod seat;
pub mod words;
