//! The conflict tracker with typed dice: the aid's constructed examples (`tracker`), blocks and
//! scene changes, leaders, the manoeuvres that move or disarm, conflict files, and saving.

mod actions;
mod leaders;
mod physical;
mod save;
mod scenario;
mod tracker;
