//! The dice of a table's events: the table's secret seed and the per-event stream derived from
//! it, which anyone holding the revealed seed recomputes (`tirada verify`).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};
use tirada_dice::{DiceSource, Die, SourceError};

/// Lower-case hex of bytes.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Bytes of a hex string (None if it is not hex of whole bytes).
pub fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// A table's secret seed (256 bits); made from the operating system's generator by the table
/// (`tirada_table::secret::new_seed`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seed(pub [u8; 32]);

impl Seed {
    pub fn from_hex(text: &str) -> Option<Seed> {
        unhex(text)?.try_into().ok().map(Seed)
    }

    pub fn to_hex(&self) -> String {
        hex(&self.0)
    }

    /// The commitment published at creation: SHA-256 of the seed's 32 bytes, hex.
    pub fn commitment(&self) -> String {
        hex(&Sha256::digest(self.0))
    }

    /// The dice of event `seq`: ChaCha20 keyed by SHA-256(seed ‖ seq as 8 little-endian bytes).
    pub fn dice_for(&self, seq: i64) -> EventDice {
        let mut h = Sha256::new();
        h.update(self.0);
        h.update(seq.to_le_bytes());
        EventDice {
            rng: ChaCha20Rng::from_seed(h.finalize().into()),
        }
    }
}

/// The dice stream of one event: reproducible by anyone who knows the revealed seed.
#[derive(Clone, Debug)]
pub struct EventDice {
    rng: ChaCha20Rng,
}

impl DiceSource for EventDice {
    fn roll(&mut self, die: &Die, _group: &str) -> Result<i64, SourceError> {
        Ok(die.face_at(self.rng.random_range(0..die.face_count())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_and_commitment_is_sha256_of_the_seed() {
        let seed = Seed([7; 32]);
        assert_eq!(Seed::from_hex(&seed.to_hex()), Some(seed.clone()));
        assert_eq!(seed.commitment().len(), 64);
        assert_eq!(unhex("zz"), None);
    }

    #[test]
    fn event_dice_depend_on_seed_and_sequence_only() {
        let faces = |seed: &Seed, seq| {
            let mut d = seed.dice_for(seq);
            (0..30).map(|_| d.roll(&Die::D6, "x").unwrap()).collect::<Vec<_>>()
        };
        let s = Seed([1; 32]);
        assert_eq!(faces(&s, 3), faces(&s, 3));
        assert_ne!(faces(&s, 3), faces(&s, 4));
        assert_ne!(faces(&s, 3), faces(&Seed([2; 32]), 3));
        assert!(faces(&s, 9).iter().all(|f| (1..=6).contains(f)));
    }
}
