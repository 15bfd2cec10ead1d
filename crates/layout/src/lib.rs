//! The workspace's layout rules, checked by this crate's tests: no module of any crate names an
//! item of a module that (directly or through others) names one of its own (issue #14 point 5,
//! issue #24). The graph is read from the sources, not from the compiler, so it runs in a
//! second and needs no crate built.

mod circles;
mod tokens;
mod tree;

pub use circles::{circles, name, Knot};
pub use tree::{graph, Graph, ModPath};
