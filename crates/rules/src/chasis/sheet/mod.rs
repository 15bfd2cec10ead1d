//! A CHASIS character: the sheet ([`character`]: questionnaire, qualities, disciplines, traits,
//! state), its development paradigms, transient factors, auxiliaries and magnitude, energy,
//! reserves, hidden points, and its state moved in play ([`state_events`]).

pub mod auxiliary;
pub mod character;
pub mod development;
pub mod energy;
pub mod factor;
pub mod hidden;
pub mod magnitude;
pub mod reserve;
pub mod state_events;
pub mod transient;

pub use crate::chasis::ruleset::AttributeDefaults;
pub use character::{to_toml, CharacterKind, Discipline, Found, Quality, QualityKind, Sheet, State, Trait};
