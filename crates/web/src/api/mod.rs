//! The JSON API of docs/contract.md ("The web table"): one module per kind of request —
//! tables, members and characters in [`tables`], rolls in [`rolls`] (amended in [`amend`]), the GM's asked rolls,
//! modes and reveals, chat, the fights' trackers, sheets' values, personal links and their recovery secrets — over the
//! steps they share ([`steps`]). The event stream is [`crate::live::stream`].

pub mod against;
pub mod amend;
pub mod asked;
pub mod chat;
pub mod combat;
pub mod fights;
pub mod import;
pub mod links;
pub mod modes;
pub mod names;
pub mod recovery;
pub mod rolls;
pub mod sessions;
pub mod sheet_values;
pub mod steps;
pub mod tables;
pub mod travel;
pub mod turns;
