//! The actions of a conflict turn: what every action shares, attacks and where their stress
//! goes ([`act`], [`attack`], [`hits`]), blocks, manoeuvres, sprints and simple actions, and the
//! manoeuvres that move or disarm ([`movement`], [`physical`]).

pub mod act;
pub mod attack;
pub mod blocks;
pub mod hits;
pub mod maneuvers;
pub mod movement;
pub mod physical;
