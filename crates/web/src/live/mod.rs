//! The live table: the hub a table keeps in memory, how a change becomes its next event
//! (`append`), the feed each listener reads from, the fan-out of other servers' events,
//! presence, and what each member may see of an event and how it goes out on the wire.

pub mod append;
pub mod fanout;
pub mod feed;
pub mod hub;
pub mod listener;
pub mod presence;
pub mod published;
pub mod queued;
pub mod stream;
pub mod view;
pub mod wire;
