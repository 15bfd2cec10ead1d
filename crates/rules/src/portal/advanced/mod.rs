//! The book's *Reglas avanzadas* (§4) that play several rolls as one: *colaboración* and the
//! summary's extended rolls, *confrontaciones*, and joint actions.

pub mod collab;
pub mod joint;
pub mod opposition;
