//! Combat's rules, one exchange at a time (§5): attack against defence, the second reroll
//! window, damage as dice, manoeuvres, the initial roll, cast members, and the weapon, armour
//! and cover tables. The tracker that plays a whole fight with them is [`super::encounter`].

pub mod cast;
pub mod conflict;
pub mod damage;
pub mod initiative;
pub mod manoeuvres;
pub mod tables;
pub mod window;
