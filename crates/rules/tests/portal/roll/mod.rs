//! One roll: exact odds against brute force and the reading aid, the best reroll policy, and
//! the simulator against the exact distribution.

mod odds;
mod policy;
mod sim;
