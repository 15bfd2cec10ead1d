//! An event waiting for the table's single writer task ([`crate::live::append`]), which the
//! hub holds the queue of.

use std::sync::atomic::AtomicU64;
use std::sync::Arc;
use tirada_table::{Append, Event, StoreError};
use tokio::sync::{oneshot, watch};

/// An event waiting for the writer.
pub struct Queued {
    pub(crate) append: Append,
    /// The line's epoch when the event was built, and the line's current one.
    pub(crate) epoch: u64,
    pub(crate) line_epoch: Arc<AtomicU64>,
    pub(crate) reply: oneshot::Sender<Result<Event, StoreError>>,
    /// The line's count of answered events, moved on once this one is answered.
    pub(crate) answered: Arc<watch::Sender<u64>>,
}

impl Queued {
    pub(crate) fn answer(self, result: Result<Event, StoreError>) {
        let _ = self.reply.send(result);
        self.answered.send_modify(|n| *n += 1);
    }
}
