//! What hurts and what heals (L247–L729): damage read off a roll or a weapon's Table 7 row,
//! other sources (torture, falls, temperatures…), the health track, and healing.

pub mod damage;
pub mod hazards;
pub mod healing;
pub mod health;
pub mod weapon;
