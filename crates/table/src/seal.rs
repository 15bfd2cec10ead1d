//! Sealed contents: what a hidden roll or a whisper holds, committed when it is written so it
//! cannot be changed afterwards. The commitment is SHA-256 of a random nonce and the canonical
//! JSON of the whole event data (without the nonce, the commitment itself and what a reader
//! is told next to it, [`crate::canonical::unexplained`]): a hidden roll's request, dice, the
//! state it was rolled under and whether its faces were typed; a whisper's author, addressee
//! and words. Whoever may not read the event sees the commitment, which the hash chain covers;
//! whoever may gets the nonce too, and `tirada verify` recomputes it.
//!
//! Hidden rolls written before this covered only their dice ([`hidden_commitment`]) and
//! whispers before it had no commitment: both still verify as they did.

use crate::canonical::{canonical, unexplained};
use crate::secret::{random_hex, sha256_hex};
use serde_json::{json, Value};

/// The keys of a sealed event's data that are not its contents.
const OPENERS: [&str; 2] = ["nonce", "commitment"];

/// The commitment of a hidden roll written before [`commitment`]: SHA-256 of `nonce:` followed
/// by the roll's JSON (its dice only).
pub fn hidden_commitment(nonce: &str, roll: &Value) -> String {
    sha256_hex(&format!("{nonce}:{roll}"))
}

/// What a sealed event's commitment covers: its data without the nonce, the commitment and
/// what a reader is told.
pub fn contents(data: &Value) -> Value {
    let mut d = unexplained(data);
    if let Some(o) = d.as_object_mut() {
        for k in OPENERS {
            o.remove(k);
        }
    }
    d
}

/// The commitment of `data`'s [`contents`] under `nonce`.
pub fn commitment(nonce: &str, data: &Value) -> String {
    let mut text = format!("{nonce}:");
    canonical(&contents(data), &mut text);
    sha256_hex(&text)
}

/// Seals `data` as it will be written: a fresh nonce and the commitment of everything else.
/// Call it last, once nothing more goes into `data`.
pub fn seal(data: &mut Value) {
    let nonce = random_hex(16);
    data["commitment"] = json!(commitment(&nonce, data));
    data["nonce"] = json!(nonce);
}

/// Whether `nonce` opens `published` for a hidden roll shown whole as `data`: its contents
/// (this version), or its dice alone (a roll written before).
pub fn opens(published: &str, nonce: &str, data: &Value) -> bool {
    commitment(nonce, data) == published || hidden_commitment(nonce, &data["roll"]) == published
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_of_the_contents_is_committed_and_the_reader_s_words_are_not() {
        let mut d = json!({"request": {"dif": 4}, "roll": {"total": 7}, "state": {"pp": 2}, "typed": true});
        seal(&mut d);
        let (nonce, c) = (
            d["nonce"].as_str().unwrap().to_string(),
            d["commitment"].as_str().unwrap().to_string(),
        );
        assert!(opens(&c, &nonce, &d));
        for (key, other) in [
            ("state", json!({"pp": 3})),
            ("typed", json!(false)),
            ("request", json!({})),
        ] {
            let mut edited = d.clone();
            edited[key] = other;
            assert!(!opens(&c, &nonce, &edited), "{key}");
        }
        let mut told = d.clone();
        told["explanation"] = json!({"headline": "…"});
        assert!(opens(&c, &nonce, &told));
        // A roll of the earlier form opens by its dice.
        let old = hidden_commitment("n", &d["roll"]);
        assert!(opens(&old, "n", &d));
    }
}
