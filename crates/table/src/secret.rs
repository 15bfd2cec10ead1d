//! Secrets and fairness: random tokens kept only as SHA-256 hashes, the table's seed with its
//! published commitment, and the per-event dice stream derived from the seed.

use rand::{Rng, RngCore};
use sha2::{Digest, Sha256};
pub use tirada_play::seed::{hex, unhex, EventDice, Seed};

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

/// A new secret seed for a table (256 bits from the operating system's generator).
pub fn new_seed() -> Seed {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    Seed(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_is_hex_of_the_digest_and_seeds_are_random() {
        assert_eq!(
            sha256_hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_ne!(new_seed(), new_seed());
    }

    #[test]
    fn tokens_and_codes_are_random() {
        assert_ne!(new_token(), new_token());
        assert_eq!(new_token().len(), 64);
        assert_eq!(new_invite_code().len(), 10);
    }
}
