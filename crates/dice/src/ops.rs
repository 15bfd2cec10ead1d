//! The unit every cost in this crate is counted in: word operations on weights. A weight of
//! `b` bits is `b/64 + 1` machine words; adding two costs that many word operations,
//! multiplying two costs its square (schoolbook, as [`crate::weight::Wide`] does). The exact
//! algorithms tick these units as they run ([`crate::meter`]) and [`crate::cost`] estimates
//! whole steps in them before they run.

/// Machine words of a weight of `bits` bits.
pub fn words(bits: u64) -> u64 {
    bits / 64 + 1
}

/// Word operations an operation on a heap number costs beyond its words: past 512 bits
/// (`words > 8`) weights are big integers, and each result is an allocation.
pub const ALLOC: u64 = 64;

/// Word operations of finding or making one entry of a map keyed by a state (a hash or a
/// tree probe, a key cloned, a big weight multiplied): [`Dist::combine`](crate::dist::Dist::combine) past 128 bits, the
/// group walk and the exploded pools of the notation.
pub const HASHED: u64 = 256;

fn heap(w: u64) -> u64 {
    if w > 8 {
        ALLOC
    } else {
        0
    }
}

/// Word operations of `a + b` (or `a − b`) on weights of `w` words.
pub fn add(w: u64) -> u64 {
    w + 2 + heap(w)
}

/// Word operations of one product of weights of `w` words (schoolbook).
pub fn mul(w: u64) -> u64 {
    w * w + 2 + heap(w)
}

/// Word operations of `a += b · c` on weights of `w` words.
pub fn mul_add(w: u64) -> u64 {
    w * w + w + 4 + heap(w)
}

/// Bytes of a dense list of `entries` weights of `bits` bits, as a [`Dist`](crate::dist::Dist) stores them.
pub fn dist_bytes(entries: u64, bits: u64) -> u64 {
    let each = if bits <= 128 { 16 } else { 24 + 8 * words(bits) };
    entries.saturating_mul(each)
}

/// Word operations of one pair of [`Dist::combine`](crate::dist::Dist::combine) whose totals have `bits` bits together:
/// in `u128` a product collected and then placed; past that, a big product added to its
/// outcome's entry of a hash map (slower than the walks' maps: spread over many outcomes).
pub fn combine_pair(bits: u64) -> u64 {
    if bits < 128 {
        128
    } else {
        4 * HASHED + mul(words(bits))
    }
}

/// Word operations of printing one row of a distribution whose weights have `bits` bits: two
/// fractions reduced (`reduce.rs`) and written in decimal. Writing a number of `w` words in
/// decimal divides it `w` times over, a machine division per word each time, and four such
/// numbers make a row: measured at about 300 units per `w²` (`134d1000`, 1,336 bits: 26 µs a
/// row on this machine, its 133,867 rows 3.5 s).
pub fn print_row_work(bits: u64) -> u64 {
    let w = words(bits);
    300 * w * w + 2000
}
