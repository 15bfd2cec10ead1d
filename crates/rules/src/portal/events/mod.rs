//! Every change to a character is an [`Event`] with its reason ([`event`]), applied by the pure
//! [`apply`] ([`mod@apply`]), checked for sane sizes first ([`bounds`]) and refused in one sentence
//! ([`error`]); the rules behind it ([`rules`]), thorns ([`thorns`]) and partial Fortalezas
//! ([`partial`]); and the table's shared PP pool, folded the same way ([`party`]).

pub mod apply;
pub(crate) mod bounds;
pub(crate) mod error;
pub mod event;
pub mod partial;
pub mod party;
pub(crate) mod rules;
pub(crate) mod thorns;

pub use apply::apply;
pub use error::StateError;
pub use event::{AidMeans, Event, RollChanges};
pub use partial::partial_left;
pub use party::{apply_pool, Party, PoolError, PoolEvent};
