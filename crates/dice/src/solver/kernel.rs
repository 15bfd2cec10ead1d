//! One level of the backward induction, as dense passes over the state arrays.
//!
//! `V_r(x) = max(stop(x)·L^r, max over allowed (g, a) of S_g(x − a_g))` where, for every state
//! `y` with one die of group `g` removed, `S_g(y) = (L/s_g)·Σ_b V_{r−1}(y + b_g)` — the **sum over
//! the new face**, tabulated once so that every action is a single lookup.
//!
//! Because group `g`'s digit sits between the slower groups and the `lo` faster states, both
//! the sums and the action maxima work on whole contiguous rows of `lo` states, which the
//! compiler vectorises. **Cache blocking:** the states sharing group 0's digit form a contiguous
//! block, and every pass of the other groups stays inside one block; so group 0's sums are
//! tabulated first over the whole array, then each block is finished in one go (stop values,
//! group 0's actions, all other groups' passes) while it is in cache. Blocks are independent,
//! which is also how the work is split across threads.

use super::index::{MultisetTable, Space};
use super::num::Num;

/// The legal reroll actions of one group: for multiset `i`, the reduced multisets left by
/// removing each distinct, allowed face (faces ascending), in a fixed-width row padded with
/// `pad` (= `reduced_len`, an always-losing slot) so that the innermost loop has a constant trip
/// count.
#[derive(Clone, Debug, Default)]
pub(crate) struct Moves {
    /// The most actions of any multiset of the group (0: the group is never rerolled).
    pub width: usize,
    pub targets: Vec<u32>,
    /// The face removed by each target (0 for padding).
    pub faces: Vec<u8>,
    pub pad: u32,
}

impl Moves {
    /// `allowed[a − 1]`: whether a die of this group showing `a` may be rerolled.
    pub fn new(t: &MultisetTable, allowed: &[bool]) -> Self {
        let rows: Vec<Vec<(u32, u8)>> = (0..t.len)
            .map(|i| {
                (1..=t.sides)
                    .filter(|&a| allowed[usize::from(a) - 1])
                    .filter_map(|a| t.remove(i, a).map(|j| (j as u32, a)))
                    .collect()
            })
            .collect();
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        let pad = t.reduced_len as u32;
        let mut moves = Moves {
            width,
            targets: Vec::with_capacity(t.len * width),
            faces: Vec::with_capacity(t.len * width),
            pad,
        };
        for row in rows {
            let n = row.len();
            for (j, a) in row {
                moves.targets.push(j);
                moves.faces.push(a);
            }
            moves.targets.extend(std::iter::repeat_n(pad, width - n));
            moves.faces.extend(std::iter::repeat_n(0, width - n));
        }
        moves
    }

    /// The real (unpadded) targets of multiset `i`.
    #[inline]
    pub fn of(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.with_faces(i).map(|(j, _)| j)
    }

    /// The real targets of multiset `i` with the face each one removes.
    #[inline]
    pub fn with_faces(&self, i: usize) -> impl Iterator<Item = (usize, u8)> + '_ {
        let row = i * self.width..(i + 1) * self.width;
        let pad = self.pad;
        self.targets[row.clone()]
            .iter()
            .zip(&self.faces[row])
            .take_while(move |(&j, _)| j != pad)
            .map(|(&j, &a)| (j as usize, a))
    }
}

/// What every level shares.
pub(crate) struct Kernel<'a, N> {
    pub space: &'a Space,
    pub moves: &'a [Moves],
    /// `L / s_g` per group.
    pub weights: Vec<N>,
    pub threads: usize,
}

impl<N: Num> Kernel<'_, N> {
    pub fn active(&self, g: usize) -> bool {
        self.moves[g].width > 0
    }

    /// One level: `cur = max(stop·L^r, every action's value from prev)`.
    pub fn step(&self, prev: &[N], stop: &[N], pow: N, cur: &mut [N], scratch0: &mut Vec<N>) {
        let Some(t0) = self.space.tables.first() else {
            cur[0] = stop[0] * pow;
            return;
        };
        let block = self.space.stride[0];
        if self.active(0) {
            scratch0.clear();
            scratch0.resize(t0.reduced_len * block, N::default());
            par_chunks(self.threads, scratch0, block, |j0, rows| {
                sums(t0, prev, block, self.weights[0], j0, rows);
            });
        }
        let scratch0: &[N] = scratch0;
        par_chunks(self.threads, cur, block, |i0, chunk| {
            let mut scratch = Vec::new();
            for (k, dst) in chunk.chunks_exact_mut(block).enumerate() {
                let i0 = i0 + k;
                let src = &prev[i0 * block..][..block];
                self.finish_block(i0, src, &stop[i0 * block..][..block], pow, dst, scratch0, &mut scratch);
            }
        });
    }

    /// Everything for the states whose group-0 multiset is `i0`.
    #[allow(clippy::too_many_arguments)]
    fn finish_block(
        &self,
        i0: usize,
        src: &[N],
        stop: &[N],
        pow: N,
        dst: &mut [N],
        scratch0: &[N],
        scratch: &mut Vec<N>,
    ) {
        let block = dst.len();
        crate::meter::tick(block as u64 * work_per_state(self.space, self.moves));
        for (c, &s) in dst.iter_mut().zip(stop) {
            *c = s * pow;
        }
        if self.active(0) {
            for j in self.moves[0].of(i0) {
                max_into(dst, &scratch0[j * block..][..block]);
            }
        }
        for g in (1..self.space.tables.len()).filter(|&g| self.active(g)) {
            let (t, lo, m) = (&self.space.tables[g], self.space.stride[g], &self.moves[g]);
            for (dst, src) in dst.chunks_exact_mut(t.len * lo).zip(src.chunks_exact(t.len * lo)) {
                scratch.clear();
                scratch.resize(t.reduced_len * lo, N::default());
                sums(t, src, lo, self.weights[g], 0, scratch);
                if lo == 1 {
                    // One extra slot holding the lowest value: padded moves never win.
                    scratch.push(N::LOWEST);
                    for (c, row) in dst.iter_mut().zip(m.targets.chunks_exact(m.width)) {
                        *c = row.iter().fold(*c, |best, &j| best.max(scratch[j as usize]));
                    }
                } else {
                    for (i, row) in dst.chunks_exact_mut(lo).enumerate() {
                        for j in m.of(i) {
                            max_into(row, &scratch[j * lo..][..lo]);
                        }
                    }
                }
            }
        }
    }
}

/// `out[(j − j0)·lo + k] = w·Σ_b src[add(j, b)·lo + k]` for the reduced multisets `j` of one
/// group from `j0` on (as many as `out` holds), every state `k` of the faster groups.
pub(crate) fn sums<N: Num>(t: &MultisetTable, src: &[N], lo: usize, w: N, j0: usize, out: &mut [N]) {
    if lo == 1 {
        for (j, s) in (j0..).zip(out.iter_mut()) {
            *s = t.add_row(j).iter().fold(N::default(), |acc, &b| acc + src[b as usize]) * w;
        }
        return;
    }
    let unit = w == N::from_i128(1);
    for (j, s) in (j0..).zip(out.chunks_exact_mut(lo)) {
        let add = t.add_row(j);
        s.copy_from_slice(&src[add[0] as usize * lo..][..lo]);
        for &b in &add[1..] {
            for (x, &v) in s.iter_mut().zip(&src[b as usize * lo..][..lo]) {
                *x += v;
            }
        }
        if !unit {
            for x in s.iter_mut() {
                *x = *x * w;
            }
        }
    }
}

#[inline]
fn max_into<N: Num>(row: &mut [N], other: &[N]) {
    for (c, &v) in row.iter_mut().zip(other) {
        *c = (*c).max(v);
    }
}

/// Splits `data` into at most `threads` runs of whole `unit`s and calls `f(first unit, run)`
/// on each, in scoped threads (the last run on the calling thread).
pub(crate) fn par_chunks<T: Send>(threads: usize, data: &mut [T], unit: usize, f: impl Fn(usize, &mut [T]) + Sync) {
    let units = data.len() / unit.max(1);
    let per = units.div_ceil(threads.max(1)).max(1);
    if threads <= 1 || units <= 1 {
        f(0, data);
        return;
    }
    // Helpers count their work on the job's meter and stop with it; this thread then stops too.
    let meter = crate::meter::current();
    std::thread::scope(|scope| {
        let mut chunks = data.chunks_mut(per * unit).enumerate().peekable();
        while let Some((k, chunk)) = chunks.next() {
            let f = &f;
            if chunks.peek().is_some() {
                let meter = meter.as_ref();
                scope.spawn(move || crate::meter::helping(meter, || f(k * per, chunk)));
            } else {
                f(k * per, chunk);
            }
        }
    });
    crate::meter::check();
}

/// Work of one state in one level: its stop value, each group's sum over a new face, and the
/// best of its moves.
pub(crate) fn work_per_state(space: &Space, moves: &[Moves]) -> u64 {
    let groups: u64 = space
        .tables
        .iter()
        .zip(moves)
        .filter(|(_, m)| m.width > 0)
        .map(|(t, m)| (m.width + t.sides as usize) as u64)
        .sum();
    1 + groups
}
