//! Monte Carlo of whole PORTAL rolls, die by die, to cross-check the exact engine.
//!
//! Speed comes from tables built once per spec, not from shortcuts in the law: every die is
//! still thrown (one 32-bit draw each, `face = ⌊u·6/2³²⌋ + 1`, bias below 10⁻⁹) and compared
//! with the kept die. The three white dice are one draw of `0..216` (three independent d6 in
//! base 6) looked up in a table of (kept, six/one bonus + specialty) built with [`score`], so the
//! simulator and the engine share the rule that matters most.

use super::reading::{score, Throw};
use super::spec::RollSpec;
use super::transcript::Outcome;
use crate::portal::options::Rules;
use tirada_dice::FastDice;

/// Counts of simulated totals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// The smallest total that can occur: `counts[0]` is its count.
    pub min: i32,
    pub counts: Vec<u64>,
}

impl Tally {
    pub fn rolls(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// `(total, count)` for every total seen.
    pub fn totals(&self) -> impl Iterator<Item = (i32, u64)> + '_ {
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .map(|(i, &c)| (self.min + i as i32, c))
    }

    pub fn outcome_count(&self, difficulty: i32, outcome: Outcome) -> u64 {
        self.totals()
            .filter(|&(t, _)| Outcome::judge(t, difficulty) == outcome)
            .map(|(_, c)| c)
            .sum()
    }

    pub fn merge(&mut self, other: &Tally) {
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
    }
}

/// `THRESHOLD[k]`: the smallest 32-bit draw whose face `⌊u·6/2³²⌋ + 1` is at least `k`.
const THRESHOLD: [u32; 7] = {
    let mut t = [0u32; 7];
    let mut k = 2;
    while k <= 6 {
        t[k] = ((k as u64 - 1) << 32).div_ceil(6) as u32;
        k += 1;
    }
    t
};

/// A spec compiled for fast rolling (no rerolls).
#[derive(Clone, Debug)]
pub struct Simulator {
    /// Per white outcome `0..216`: (kept face, base total without coloured dice).
    white: [(u8, i32); 216],
    black: u8,
    red: u8,
    green: u8,
    tempted: bool,
    wound_penalty: i32,
    counts_dw: bool,
    modified: bool,
    min: i32,
    span: usize,
}

impl Simulator {
    pub fn new(spec: &RollSpec, rules: &Rules) -> Simulator {
        let mut white = [(0u8, 0i32); 216];
        let unrolled = rules.wound_penalty as i32 * spec.red_unrolled as i32;
        let counts_dw = spec.kind.counts_discomfort_and_wounds(rules);
        for (i, slot) in white.iter_mut().enumerate() {
            let w = [(i % 6) as u8 + 1, (i / 6 % 6) as u8 + 1, (i / 36) as u8 + 1];
            let s = score(&Throw::basic(w), spec.role, spec.kind, rules);
            let flat = spec.primary_bonus(s.kept, 0, rules);
            let unrolled = if counts_dw { unrolled } else { 0 };
            *slot = (s.kept, s.total() + flat + spec.modifier - unrolled);
        }
        let lowest_base = white.iter().map(|w| w.1).min().unwrap_or(0);
        let highest_base = white.iter().map(|w| w.1).max().unwrap_or(0);
        let wp = rules.wound_penalty as i32;
        let (down, up) = if spec.kind.is_modified() {
            let dw = if counts_dw {
                spec.black as i32 + wp * spec.red as i32
            } else {
                0
            };
            (dw + spec.tempt as i32, spec.green as i32)
        } else {
            (0, 0)
        };
        let min = lowest_base - down;
        Simulator {
            white,
            black: spec.black,
            red: spec.red,
            green: spec.green,
            tempted: spec.tempt,
            wound_penalty: wp,
            counts_dw,
            modified: spec.kind.is_modified(),
            min,
            span: (highest_base + up - min + 1) as usize,
        }
    }

    /// Rolls `n` times with a fast generator seeded by `seed`.
    pub fn run(&self, n: u64, seed: u64) -> Tally {
        let mut rng = FastDice::new(seed);
        let mut counts = vec![0u64; self.span];
        let coloured = (self.black + self.red + self.green + self.tempted as u8) as usize;
        let (nb, nr, ng) = (self.black as usize, self.red as usize, self.green as usize);
        let dw = self.counts_dw as i32;
        let mut draws = [0u32; 14];
        for _ in 0..n {
            let r = rng.next_u64();
            let (kept, base) = self.white[((r as u32 as u64 * 216) >> 32) as usize];
            let mut total = base;
            if self.modified && coloured > 0 {
                draws[0] = (r >> 32) as u32;
                let mut i = 1;
                while i < coloured {
                    let r = rng.next_u64();
                    draws[i] = r as u32;
                    draws[i + 1] = (r >> 32) as u32;
                    i += 2;
                }
                // A die's face ⌊u·6/2³²⌋+1 is ≥ kept exactly when u ≥ the kept die's threshold.
                let t = THRESHOLD[kept as usize];
                let unbeaten = |d: &[u32]| d.iter().filter(|&&u| u >= t).count() as i32;
                let (black, rest) = draws[..coloured].split_at(nb);
                let (red, rest) = rest.split_at(nr);
                let (green, tempted) = rest.split_at(ng);
                total -= dw * (unbeaten(black) + self.wound_penalty * unbeaten(red));
                total += ng as i32 - unbeaten(green);
                total -= unbeaten(tempted);
            }
            counts[(total - self.min) as usize] += 1;
        }
        Tally { min: self.min, counts }
    }
}
