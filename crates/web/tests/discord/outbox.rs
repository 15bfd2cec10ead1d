//! The outbox against a loopback Discord.
