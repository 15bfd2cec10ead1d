//! Canonical states: one sorted multiset of faces per group, ranked densely.
//!
//! A group of `count` dice with `sides` faces has `C(sides + count − 1, count)` multisets. Each
//! is ranked with the combinatorial number system (colex order): the sorted faces
//! `a₀ ≤ a₁ ≤ … ≤ a_{c−1}` become the strictly increasing `bᵢ = aᵢ − 1 + i`, and the rank is
//! `Σ C(bᵢ, i + 1)`. That is a bijection onto `0..C(sides + count − 1, count)`, so a state of
//! several groups is a mixed-radix number over the groups (the last group varies fastest), and
//! every value table is a dense array indexed by it — no hashing anywhere in the solver.

use super::game::{Group, SolveError};

/// `C(n, k)` for the small arguments used here (saturating, never wrapping).
pub(crate) fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut r: u64 = 1;
    for i in 0..k {
        // r · (n − i) / (i + 1) stays whole at every step.
        r = r.saturating_mul(n - i) / (i + 1);
    }
    r
}

/// Rank of a sorted multiset of faces (1-based) among all multisets of its size.
pub(crate) fn rank(sorted: &[u8]) -> usize {
    sorted
        .iter()
        .enumerate()
        .map(|(i, &a)| binomial(u64::from(a) - 1 + i as u64, i as u64 + 1) as usize)
        .sum()
}

/// Marks "this face is not in the multiset" in a removal table.
pub(crate) const ABSENT: u32 = u32::MAX;

/// Every multiset of `count` faces out of `1..=sides`, with the transition tables the solver
/// needs so that rerolling a die is two array reads.
#[derive(Clone, Debug)]
pub(crate) struct MultisetTable {
    pub sides: u8,
    pub count: u8,
    /// Number of multisets of `count` faces.
    pub len: usize,
    /// Number of multisets of `count − 1` faces (0 when `count` is 0).
    pub reduced_len: usize,
    /// `faces[i·count..(i+1)·count]`: the sorted faces of multiset `i`.
    faces: Vec<u8>,
    /// `remove[i·sides + a − 1]`: the reduced multiset left by taking one `a` out of `i`, or
    /// [`ABSENT`] when `i` shows no `a`.
    remove: Vec<u32>,
    /// `add[j·sides + b − 1]`: the multiset made by adding a `b` to reduced multiset `j`.
    add: Vec<u32>,
    /// Ordered throws giving each multiset: `count! / Π multiplicity!`.
    pub weight: Vec<u64>,
}

/// Every sorted tuple of `count` faces out of `1..=sides`, in colex (= rank) order.
fn all_sorted(sides: u8, count: u8) -> Vec<Vec<u8>> {
    let len = binomial(u64::from(sides) + u64::from(count) - 1, u64::from(count)) as usize;
    let mut out = vec![Vec::new(); len.max(1)];
    let mut cur = Vec::with_capacity(usize::from(count));
    fn walk(sides: u8, count: u8, lo: u8, cur: &mut Vec<u8>, out: &mut [Vec<u8>]) {
        if cur.len() == usize::from(count) {
            out[rank(cur)] = cur.clone();
            return;
        }
        for a in lo..=sides {
            cur.push(a);
            walk(sides, count, a, cur, out);
            cur.pop();
        }
    }
    walk(sides, count, 1, &mut cur, &mut out);
    out
}

impl MultisetTable {
    pub fn new(sides: u8, count: u8) -> Self {
        let s = usize::from(sides);
        let all = all_sorted(sides, count);
        let len = all.len();
        let reduced = if count > 0 {
            all_sorted(sides, count - 1)
        } else {
            Vec::new()
        };
        let mut remove = vec![ABSENT; len * s];
        let mut weight = Vec::with_capacity(len);
        for (i, m) in all.iter().enumerate() {
            let mut w = (1..=u64::from(count)).product::<u64>();
            let mut run = 1;
            for k in 0..m.len() {
                if k > 0 && m[k] == m[k - 1] {
                    run += 1;
                    w /= run;
                } else {
                    run = 1;
                }
                if k == 0 || m[k] != m[k - 1] {
                    let mut rest = m.clone();
                    rest.remove(k);
                    remove[i * s + usize::from(m[k]) - 1] = rank(&rest) as u32;
                }
            }
            weight.push(w);
        }
        let mut add = vec![0u32; reduced.len() * s];
        for (j, m) in reduced.iter().enumerate() {
            for b in 1..=sides {
                let mut more = m.clone();
                let at = more.partition_point(|&x| x <= b);
                more.insert(at, b);
                add[j * s + usize::from(b) - 1] = rank(&more) as u32;
            }
        }
        MultisetTable {
            sides,
            count,
            len,
            reduced_len: reduced.len(),
            faces: all.concat(),
            remove,
            add,
            weight,
        }
    }

    /// The sorted faces of multiset `i`.
    #[inline]
    pub fn faces(&self, i: usize) -> &[u8] {
        let c = usize::from(self.count);
        &self.faces[i * c..(i + 1) * c]
    }

    /// The reduced multiset left by removing one `face` from `i`, if `i` shows it.
    #[inline]
    pub fn remove(&self, i: usize, face: u8) -> Option<usize> {
        let r = self.remove[i * usize::from(self.sides) + usize::from(face) - 1];
        (r != ABSENT).then_some(r as usize)
    }

    /// The multisets reached by adding each face `1..=sides` to reduced multiset `j`.
    #[inline]
    pub fn add_row(&self, j: usize) -> &[u32] {
        let s = usize::from(self.sides);
        &self.add[j * s..(j + 1) * s]
    }
}

/// The state space of a game: one [`MultisetTable`] per group, as a mixed-radix number.
#[derive(Clone, Debug)]
pub(crate) struct Space {
    pub tables: Vec<MultisetTable>,
    /// `stride[g]`: how far apart two states differing by one in group `g`'s rank are.
    pub stride: Vec<usize>,
    pub len: usize,
}

/// The most states the solver agrees to tabulate (one value table of `i32`s is 4 bytes per
/// state, and advice keeps one table per reroll level).
pub const MAX_STATES: usize = 40_000_000;

impl Space {
    pub fn new(groups: &[Group]) -> Result<Self, SolveError> {
        let mut len: usize = 1;
        for g in groups {
            if g.sides == 0 {
                return Err(SolveError::NoFaces);
            }
            let n = binomial(u64::from(g.sides) + u64::from(g.count) - 1, u64::from(g.count));
            len = usize::try_from(n)
                .ok()
                .and_then(|n| len.checked_mul(n))
                .filter(|&l| l <= MAX_STATES)
                .ok_or(SolveError::TooManyStates { limit: MAX_STATES })?;
        }
        let tables: Vec<MultisetTable> = groups.iter().map(|g| MultisetTable::new(g.sides, g.count)).collect();
        let mut stride = vec![1; tables.len()];
        for g in (0..tables.len().saturating_sub(1)).rev() {
            stride[g] = stride[g + 1] * tables[g + 1].len;
        }
        Ok(Space { tables, stride, len })
    }

    /// The state index of `dice` (one slice per group, any order inside a group).
    pub fn index(&self, dice: &[&[u8]]) -> Result<usize, SolveError> {
        if dice.len() != self.tables.len() {
            return Err(SolveError::GroupCount {
                expected: self.tables.len(),
                given: dice.len(),
            });
        }
        let mut idx = 0;
        let mut sorted = Vec::new();
        for (g, (t, faces)) in self.tables.iter().zip(dice).enumerate() {
            if faces.len() != usize::from(t.count) {
                return Err(SolveError::DiceCount {
                    group: g,
                    expected: t.count,
                    given: faces.len(),
                });
            }
            if let Some(&face) = faces.iter().find(|&&f| f == 0 || f > t.sides) {
                return Err(SolveError::Face {
                    group: g,
                    face,
                    sides: t.sides,
                });
            }
            sorted.clear();
            sorted.extend_from_slice(faces);
            sorted.sort_unstable();
            idx += rank(&sorted) * self.stride[g];
        }
        Ok(idx)
    }

    /// The rank of group `g` inside state `idx`.
    #[inline]
    pub fn digit(&self, idx: usize, g: usize) -> usize {
        idx / self.stride[g] % self.tables[g].len
    }

    /// Calls `f(index, dice)` for every state in index order, with each group's faces sorted.
    pub fn for_each(&self, f: impl FnMut(usize, &[&[u8]])) {
        self.for_each_in(0..self.len, f);
    }

    /// [`Space::for_each`] restricted to the states `range`.
    pub fn for_each_in(&self, range: std::ops::Range<usize>, mut f: impl FnMut(usize, &[&[u8]])) {
        if range.is_empty() {
            return;
        }
        let Some((last, rest)) = self.tables.split_last() else {
            f(0, &[]);
            return;
        };
        let mut digits: Vec<usize> = (0..rest.len()).map(|g| self.digit(range.start, g)).collect();
        let mut dice: Vec<&[u8]> = rest.iter().zip(&digits).map(|(t, &d)| t.faces(d)).collect();
        dice.push(last.faces(0));
        let mut i = self.digit(range.start, rest.len());
        let mut idx = range.start;
        loop {
            // The last group varies fastest: a plain inner loop, no carries.
            while i < last.len {
                if idx == range.end {
                    return;
                }
                dice[rest.len()] = last.faces(i);
                f(idx, &dice);
                idx += 1;
                i += 1;
            }
            i = 0;
            // Increment the mixed-radix counter of the other groups.
            let mut g = rest.len();
            loop {
                if g == 0 {
                    return;
                }
                g -= 1;
                digits[g] += 1;
                if digits[g] < rest[g].len {
                    dice[g] = rest[g].faces(digits[g]);
                    break;
                }
                digits[g] = 0;
                dice[g] = rest[g].faces(0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_a_bijection_and_transitions_agree() {
        for (sides, count) in [(6, 3), (4, 2), (10, 3), (6, 0), (6, 1), (3, 5)] {
            let t = MultisetTable::new(sides, count);
            let expected = binomial(u64::from(sides) + u64::from(count) - 1, u64::from(count));
            assert_eq!(t.len as u64, expected);
            let total: u64 = t.weight.iter().sum();
            assert_eq!(total, u64::from(sides).pow(u32::from(count)));
            for i in 0..t.len {
                assert_eq!(rank(t.faces(i)), i);
                for a in 1..=sides {
                    match t.remove(i, a) {
                        Some(j) => {
                            assert!(t.faces(i).contains(&a));
                            assert_eq!(t.add_row(j)[usize::from(a) - 1] as usize, i);
                        }
                        None => assert!(!t.faces(i).contains(&a)),
                    }
                }
            }
        }
    }

    #[test]
    fn space_index_matches_enumeration() {
        let groups = [
            Group { sides: 6, count: 2 },
            Group { sides: 4, count: 0 },
            Group { sides: 4, count: 3 },
        ];
        let space = Space::new(&groups).unwrap();
        assert_eq!(space.len, 21 * 20);
        let mut seen = 0;
        space.for_each(|idx, dice| {
            let mut shuffled: Vec<Vec<u8>> = dice.iter().map(|d| d.iter().rev().copied().collect()).collect();
            shuffled[0].reverse();
            let refs: Vec<&[u8]> = shuffled.iter().map(|d| d.as_slice()).collect();
            assert_eq!(space.index(&refs).unwrap(), idx);
            seen += 1;
        });
        assert_eq!(seen, space.len);
        let mut part = Vec::new();
        space.for_each_in(17..250, |idx, dice| {
            assert_eq!(space.index(dice).unwrap(), idx);
            part.push(idx);
        });
        assert_eq!(part, (17..250).collect::<Vec<_>>());
        assert!(matches!(
            space.index(&[&[7, 1], &[], &[1, 1, 1]]),
            Err(SolveError::Face { .. })
        ));
        assert!(matches!(
            space.index(&[&[1], &[], &[1, 1, 1]]),
            Err(SolveError::DiceCount { .. })
        ));
    }
}
