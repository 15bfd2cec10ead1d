//! Helpers the hitos test modules share: one copy each.
