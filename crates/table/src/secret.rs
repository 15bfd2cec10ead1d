//! Secrets and fairness: random tokens kept only as SHA-256 hashes, the table's seed with its
//! published commitment, and the per-event dice stream derived from the seed.

use rand::{Rng, RngCore, SeedableRng};
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

/// SHA-256 of a text, hex.
pub fn sha256_hex(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes()))
}

/// `n` random bytes from the operating system's generator, hex.
pub fn random_hex(n: usize) -> String {
    let mut bytes = vec![0u8; n];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}

/// A random token for a member (256 bits): given once, stored only hashed.
pub fn new_token() -> String {
    random_hex(32)
}

/// A short invite code, easy to read aloud (no 0/O, 1/l).
pub fn new_invite_code() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..10)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// An identifier (96 bits, hex).
pub fn new_id() -> String {
    random_hex(12)
}

/// A table's secret seed (256 bits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seed(pub [u8; 32]);

impl Seed {
    pub fn random() -> Seed {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        Seed(bytes)
    }

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
        assert_eq!(
            sha256_hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
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

    #[test]
    fn tokens_and_codes_are_random() {
        assert_ne!(new_token(), new_token());
        assert_eq!(new_token().len(), 64);
        assert_eq!(new_invite_code().len(), 10);
    }
}
