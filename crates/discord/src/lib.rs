//! # tirada-discord
//!
//! Discord's side of tirada's bridge (issue 26), with nothing of a game in it: the signature
//! Discord puts on every interaction ([`signature`]), the slash commands and their
//! registration ([`commands`]), the replies' words ([`text`]) and shapes ([`reply`]), the
//! buttons' ids ([`custom_id`]), Discord's REST API ([`rest`]), the gateway for a server
//! behind NAT ([`gateway`]) and the outbox that posts a table's events to its channel
//! ([`outbox`]). What a command does at a table is the web table's own request, made by
//! `tirada-web`'s bridge (`crates/web/src/discord/`): a front end never decides a rule.
//!
//! Payload types are `twilight-model`'s, re-exported as [`model`].

pub mod commands;
pub mod custom_id;
pub mod gateway;
pub mod outbox;
pub mod reply;
pub mod rest;
pub mod signature;
pub mod text;

pub use twilight_model as model;

/// Discord's REST API, version 10 (`--discord-api` replaces it, for tests and proxies).
pub const DEFAULT_API: &str = "https://discord.com/api/v10";

/// Where the bot's token is read from: never a flag (it would be in the process list and the
/// shell's history) and never logged.
pub const TOKEN_VAR: &str = "TIRADA_DISCORD_TOKEN";

/// The bot's token from [`TOKEN_VAR`], when set and not blank.
pub fn token_from_env() -> Option<String> {
    std::env::var(TOKEN_VAR)
        .ok()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
}
