//! What an attack of the encounter may add beyond one exchange: the defender's side, escapes
//! and manoeuvre rolls, fumbles, grapples, called shots to the hand, multiple attacks,
//! protecting someone and the second reroll window.

pub(crate) mod defence;
pub(crate) mod escape;
pub(crate) mod fumble;
pub(crate) mod grapple;
pub(crate) mod hand;
pub mod multi;
pub(crate) mod protect;
pub(crate) mod window;
