//! The encounter tracker: the book's fights replayed (`tracker`), and the fight runner's
//! manoeuvres, intents, rules beyond the plain exchange and its audit corrections.

mod audit;
mod intent;
mod moves;
mod rules;
mod tracker;
