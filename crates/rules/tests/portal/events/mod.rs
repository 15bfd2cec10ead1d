//! Events on a character: state beyond damage, acting beyond the limit, and numbers at the
//! edges refused.

mod beyond_limit;
mod bounds;
mod state;
