//! The best policy played forward: the exact distribution of any quantity (PORTAL's total) at
//! the moment the player stops, when every decision is the advised one.
//!
//! Two passes per level. First the policy itself, as a dense array of action codes: the same
//! sums over the new face as the backward induction (`kernel.rs`), but instead of a maximum each
//! state records the *first* option, in the order stop, then (group, face) ascending, whose value
//! equals the state's value — the tie-break of [`Solution::advise`](super::Solution::advise),
//! so the distribution is that of the moves actually advised. Then the probability mass moves
//! forward: stopping states pay out `f(dice, made)`, the others spread their mass over the
//! rerolled die's faces. Masses are integers over `Π s_g^{c_g} · L^made`.

use super::game::SolveError;
use super::index::Space;
use super::kernel::{par_chunks, sums, Kernel};
use super::num::Num;
use super::tables::{Meta, StopTables};
use crate::Dist;

/// "Not decided yet" while the policy pass runs.
const UNSET: u16 = u16::MAX;

/// Action codes: 0 is stop, `offset[g] + a` rerolls a die of group `g` showing `a`, where
/// `offset[g]` counts the faces of the groups before `g`.
fn offsets(space: &Space) -> Vec<u16> {
    let mut off = Vec::with_capacity(space.tables.len());
    let mut total = 0u16;
    for t in &space.tables {
        off.push(total);
        total += u16::from(t.sides);
    }
    off
}

impl<N: Num> Kernel<'_, N> {
    /// The advised action of every state with `r` rerolls left (`cur` = `V_r`, `prev` = `V_{r−1}`,
    /// `pow` = `L^r`).
    pub fn policy(&self, prev: &[N], cur: &[N], stop: &[N], pow: N, codes: &mut [u16], scratch0: &mut Vec<N>) {
        let Some(t0) = self.space.tables.first() else {
            codes[0] = 0;
            return;
        };
        let off = offsets(self.space);
        let block = self.space.stride[0];
        if self.active(0) {
            scratch0.clear();
            scratch0.resize(t0.reduced_len * block, N::default());
            par_chunks(self.threads, scratch0, block, |j0, rows| {
                sums(t0, prev, block, self.weights[0], j0, rows);
            });
        }
        let scratch0: &[N] = scratch0;
        par_chunks(self.threads, codes, block, |first, chunk| {
            let mut scratch = Vec::new();
            for (k, codes) in chunk.chunks_exact_mut(block).enumerate() {
                crate::meter::tick(block as u64 * super::kernel::work_per_state(self.space, self.moves) / 2);
                let i0 = first + k;
                let (src, cur) = (&prev[i0 * block..][..block], &cur[i0 * block..][..block]);
                for ((c, &v), &s) in codes.iter_mut().zip(cur).zip(&stop[i0 * block..][..block]) {
                    *c = if v == s * pow { 0 } else { UNSET };
                }
                if self.active(0) {
                    for (j, a) in self.moves[0].with_faces(i0) {
                        first_match(codes, cur, &scratch0[j * block..][..block], off[0] + u16::from(a));
                    }
                }
                for g in (1..self.space.tables.len()).filter(|&g| self.active(g)) {
                    let (t, lo) = (&self.space.tables[g], self.space.stride[g]);
                    let span = t.len * lo;
                    for ((codes, cur), src) in codes
                        .chunks_exact_mut(span)
                        .zip(cur.chunks_exact(span))
                        .zip(src.chunks_exact(span))
                    {
                        scratch.clear();
                        scratch.resize(t.reduced_len * lo, N::default());
                        sums(t, src, lo, self.weights[g], 0, &mut scratch);
                        let base = off[g];
                        if lo == 1 {
                            for (i, (c, &v)) in codes.iter_mut().zip(cur).enumerate() {
                                if *c == UNSET {
                                    let mut options = self.moves[g].with_faces(i);
                                    if let Some((_, a)) = options.find(|&(j, _)| scratch[j] == v) {
                                        *c = base + u16::from(a);
                                    }
                                }
                            }
                            continue;
                        }
                        for i in 0..t.len {
                            let (codes, cur) = (&mut codes[i * lo..][..lo], &cur[i * lo..][..lo]);
                            for (j, a) in self.moves[g].with_faces(i) {
                                first_match(codes, cur, &scratch[j * lo..][..lo], base + u16::from(a));
                            }
                        }
                    }
                }
                debug_assert!(codes.iter().all(|&c| c != UNSET), "every value is some option's");
            }
        });
    }
}

#[inline]
fn first_match<N: Num>(codes: &mut [u16], cur: &[N], option: &[N], code: u16) {
    for ((c, &v), &o) in codes.iter_mut().zip(cur).zip(option) {
        if *c == UNSET && o == v {
            *c = code;
        }
    }
}

/// Weights accumulated densely by value.
#[derive(Default)]
struct Dense {
    lo: i64,
    w: Vec<u128>,
}

impl Dense {
    fn add(&mut self, v: i64, x: u128) {
        if self.w.is_empty() {
            self.lo = v;
        }
        if v < self.lo {
            let grow = (self.lo - v) as usize;
            self.w.splice(0..0, std::iter::repeat_n(0, grow));
            self.lo = v;
        }
        let at = (v - self.lo) as usize;
        if at >= self.w.len() {
            self.w.resize(at + 1, 0);
        }
        self.w[at] += x;
    }
}

/// The total mass of playing the policy forward, `Π s_g^{c_g} · L^A` (`None` past `u128`).
fn mass_scale(space: &Space, lcm: u64, allowance: u32) -> Option<u128> {
    space
        .tables
        .iter()
        .try_fold(1u128, |w, t| {
            w.checked_mul(u128::from(t.sides).checked_pow(u32::from(t.count))?)
        })
        .and_then(|w| w.checked_mul(u128::from(lcm).checked_pow(allowance)?))
}

/// Bytes of one mass of [`distribution`]: `i64` while the total fits, else `i128`.
pub(crate) fn mass_bytes(space: &Space, lcm: u64, allowance: u32) -> u64 {
    match mass_scale(space, lcm, allowance) {
        Some(s) if s <= i64::MAX as u128 => 8,
        _ => 16,
    }
}

/// The distribution of `f(dice, made)` at stopping under the advised policy, before the throw.
pub(crate) fn distribution<N: Num>(
    meta: &Meta,
    levels: &[Vec<N>],
    stops: &StopTables<N>,
    f: &dyn Fn(&[&[u8]], u32) -> i64,
) -> Result<Dist, SolveError> {
    let space = &meta.space;
    let scale = mass_scale(space, meta.lcm, meta.allowance).ok_or(SolveError::Overflow)?;
    let dense = if scale <= i64::MAX as u128 {
        forward::<N, i64>(meta, levels, stops, f)
    } else if scale <= i128::MAX as u128 {
        forward::<N, i128>(meta, levels, stops, f)
    } else {
        return Err(SolveError::Overflow);
    };
    Ok(Dist::from_weights((dense.lo..).zip(dense.w)).expect("the throw has some outcome"))
}

/// Plays the policy forward with masses of type `M` (which holds the total mass).
fn forward<N: Num, M: Num>(
    meta: &Meta,
    levels: &[Vec<N>],
    stops: &StopTables<N>,
    f: &dyn Fn(&[&[u8]], u32) -> i64,
) -> Dense {
    let (space, allowance) = (&meta.space, meta.allowance);
    let moves: Vec<_> = space
        .tables
        .iter()
        .zip(&meta.allowed)
        .map(|(t, a)| super::kernel::Moves::new(t, a))
        .collect();
    let kernel = Kernel {
        space,
        moves: &moves,
        weights: space
            .tables
            .iter()
            .map(|t| N::from_i128(i128::from(meta.lcm / u64::from(t.sides))))
            .collect(),
        threads: meta.threads,
    };
    let off = offsets(space);
    // The first throw: multinomial weights, group 0 slowest.
    let mut mass: Vec<M> = vec![M::from_i128(1)];
    for t in &space.tables {
        mass = mass
            .iter()
            .flat_map(|&m| t.weight.iter().map(move |&w| m * M::from_i128(i128::from(w))))
            .collect();
    }
    let (mut codes, mut scratch0) = (vec![0u16; space.len], Vec::new());
    let mut out = Dense::default();
    let l = i128::from(meta.lcm);
    for made in 0..=allowance {
        let r = (allowance - made) as usize;
        if r > 0 {
            let pow = N::from_i128(l.pow(r as u32));
            kernel.policy(
                &levels[r - 1],
                &levels[r],
                stops.for_made(made),
                pow,
                &mut codes,
                &mut scratch0,
            );
        } else {
            codes.fill(0);
        }
        let to_common = l.pow(r as u32) as u128;
        space.for_each(|idx, dice| {
            let m = mass[idx];
            if codes[idx] == 0 && m != M::default() {
                out.add(f(dice, made), m.to_i128() as u128 * to_common);
            }
        });
        if r == 0 {
            break;
        }
        let mut next = vec![M::default(); space.len];
        crate::meter::tick(space.len as u64 * super::kernel::work_per_state(space, &moves) / 2);
        for (g, t) in space.tables.iter().enumerate() {
            let (lo, span) = (space.stride[g], t.len * space.stride[g]);
            let share = M::from_i128(l / i128::from(t.sides));
            let range = off[g] + 1..=off[g] + u16::from(t.sides);
            for (block, (mass, codes)) in mass.chunks_exact(span).zip(codes.chunks_exact(span)).enumerate() {
                let next = &mut next[block * span..][..span];
                for (i, (mass, codes)) in mass.chunks_exact(lo).zip(codes.chunks_exact(lo)).enumerate() {
                    for (low, (&m, &c)) in mass.iter().zip(codes).enumerate() {
                        if !range.contains(&c) || m == M::default() {
                            continue;
                        }
                        let j = t.remove(i, (c - off[g]) as u8).expect("advised faces are on the table");
                        for &b in t.add_row(j) {
                            next[b as usize * lo + low] += m * share;
                        }
                    }
                }
            }
        }
        mass = next;
    }
    out
}
