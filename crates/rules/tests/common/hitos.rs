//! Helpers the hitos test modules share: one copy each.

// `es` and `Es`: an error as a person reads it, shared by every test binary.
include!("words.rs");
