//! The circles of a module graph, one named per knot of modules that reach each other.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use crate::tree::{Graph, ModPath};

/// A module as a reader writes it: `notation::parse`, or `crate` for the root.
pub fn name(m: &ModPath) -> String {
    if m.is_empty() {
        "crate".into()
    } else {
        m.join("::")
    }
}

/// Modules that reach each other through their imports (a strongly connected component of the
/// graph with more than one module).
#[derive(Debug, Clone, PartialEq)]
pub struct Knot {
    /// Every module of the knot.
    pub modules: BTreeSet<ModPath>,
    /// One shortest circle through its first module, e.g. `a → a::b → a`, to name it by.
    pub circle: Vec<ModPath>,
}

impl Knot {
    /// The circle as a reader writes it: `a → a::b → a`.
    pub fn named(&self) -> String {
        self.circle.iter().map(name).collect::<Vec<_>>().join(" → ")
    }
}

/// The knots of the graph, in the order of their first modules.
pub fn circles(edges: &Graph) -> Vec<Knot> {
    knots(edges)
        .into_iter()
        .map(|modules| Knot {
            circle: shortest_circle(edges, &modules),
            modules,
        })
        .collect()
}

/// Tarjan's strongly connected components, keeping those of two modules or more.
fn knots(edges: &Graph) -> Vec<BTreeSet<ModPath>> {
    struct Walk<'g> {
        edges: &'g Graph,
        index: BTreeMap<&'g ModPath, usize>,
        low: BTreeMap<&'g ModPath, usize>,
        stack: Vec<&'g ModPath>,
        on_stack: BTreeSet<&'g ModPath>,
        found: Vec<BTreeSet<ModPath>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, m: &'g ModPath) {
            let n = self.index.len();
            self.index.insert(m, n);
            self.low.insert(m, n);
            self.stack.push(m);
            self.on_stack.insert(m);
            for t in self.edges.get(m).into_iter().flatten() {
                if !self.index.contains_key(t) {
                    self.visit(t);
                    let low = self.low[m].min(self.low[t]);
                    self.low.insert(m, low);
                } else if self.on_stack.contains(t) {
                    let low = self.low[m].min(self.index[t]);
                    self.low.insert(m, low);
                }
            }
            if self.low[m] == self.index[m] {
                let mut knot = BTreeSet::new();
                while let Some(s) = self.stack.pop() {
                    self.on_stack.remove(s);
                    knot.insert(s.clone());
                    if s == m {
                        break;
                    }
                }
                if knot.len() > 1 {
                    self.found.push(knot);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for m in edges.keys() {
        if !walk.index.contains_key(m) {
            walk.visit(m);
        }
    }
    walk.found.sort();
    walk.found
}

/// The shortest way from the knot's first module back to itself inside the knot.
fn shortest_circle(edges: &Graph, knot: &BTreeSet<ModPath>) -> Vec<ModPath> {
    let start = knot.first().expect("a knot has modules");
    let mut came_from: BTreeMap<&ModPath, &ModPath> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(m) = queue.pop_front() {
        for t in edges.get(m).into_iter().flatten().filter(|t| knot.contains(*t)) {
            if t == start {
                let mut back = vec![start.clone()];
                let mut at = m;
                while at != start {
                    back.push(at.clone());
                    at = came_from[at];
                }
                back.push(start.clone());
                back.reverse();
                return back;
            }
            if !came_from.contains_key(t) {
                came_from.insert(t, m);
                queue.push_back(t);
            }
        }
    }
    unreachable!("every module of a knot reaches every other")
}
