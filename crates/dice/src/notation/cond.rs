//! Conditions on a die's face: `=N`, `<N`, `>N`, `<=N`, `>=N` (after `ro`, `rr`, `!` and `f`
//! a bare `N` means `=N`).

use serde::Serialize;

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cmp {
    Eq,
    Lt,
    Gt,
    Le,
    Ge,
}

impl Cmp {
    /// As written: `<=`, `>=`, `<`, `>`, `=`.
    pub fn symbol(self) -> &'static str {
        match self {
            Cmp::Eq => "=",
            Cmp::Lt => "<",
            Cmp::Gt => ">",
            Cmp::Le => "<=",
            Cmp::Ge => ">=",
        }
    }
}

/// A condition on one face: `face cmp value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Cond {
    pub cmp: Cmp,
    pub value: i64,
}

impl Cond {
    pub fn new(cmp: Cmp, value: i64) -> Cond {
        Cond { cmp, value }
    }

    /// Whether a face `v` meets the condition.
    pub fn holds(self, v: i64) -> bool {
        match self.cmp {
            Cmp::Eq => v == self.value,
            Cmp::Lt => v < self.value,
            Cmp::Gt => v > self.value,
            Cmp::Le => v <= self.value,
            Cmp::Ge => v >= self.value,
        }
    }

    /// As written; `=` is left out unless `explicit_eq` (success counts need it).
    pub fn spelled(self, explicit_eq: bool) -> String {
        let op = match self.cmp {
            Cmp::Eq if !explicit_eq => "",
            cmp => cmp.symbol(),
        };
        format!("{op}{}", self.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditions_compare_and_spell() {
        let c = Cond::new(Cmp::Ge, 7);
        assert!(c.holds(7) && c.holds(10) && !c.holds(6));
        assert_eq!(c.spelled(true), ">=7");
        assert_eq!(Cond::new(Cmp::Eq, 1).spelled(false), "1");
        assert_eq!(Cond::new(Cmp::Eq, 1).spelled(true), "=1");
        assert!(Cond::new(Cmp::Lt, 3).holds(2) && !Cond::new(Cmp::Lt, 3).holds(3));
    }
}
