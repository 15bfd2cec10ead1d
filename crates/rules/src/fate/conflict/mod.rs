//! The conflict tracker (L83–L173): participants and sides, turns and exchanges ([`tracker`]),
//! its log ([`events`]) and summary, a conflict described in a file ([`scenario`]) with its
//! orders, played out by orders and plans ([`play`], [`tactics`]), leaders, and the actions of a
//! turn ([`actions`]).

pub mod actions;
pub mod events;
pub mod leaders;
pub(crate) mod lookup;
pub mod orders;
pub mod play;
pub mod scenario;
pub mod summary;
pub mod tactics;
pub mod tracker;

pub use events::BlockKind;
pub use tracker::{Actor, Block, Conflict, CriticoToken, ManeuverBonus, Participant, PendingHit, SceneChange, Status};
