//! Discord signs every interaction it posts to an HTTP endpoint: `X-Signature-Ed25519` is the
//! Ed25519 signature, by the application's key, of `X-Signature-Timestamp` followed by the
//! raw body bytes. Anything that does not check out is refused before the body is read as
//! JSON: a missing or malformed header, a key or signature that is not hex of the right
//! length, a signature that does not verify (strictly: no small-order or non-canonical
//! points), and a timestamp more than [`MAX_SKEW`] away from now (a replay).

use ed25519_dalek::{Signature, VerifyingKey};
use tirada_table::secret::unhex;

/// How far a signed timestamp may be from the server's clock.
pub const MAX_SKEW: std::time::Duration = std::time::Duration::from_secs(5 * 60);

/// The headers Discord signs with.
pub const SIGNATURE_HEADER: &str = "x-signature-ed25519";
pub const TIMESTAMP_HEADER: &str = "x-signature-timestamp";

/// Why a signed request was refused (each answers 401).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("falta la cabecera X-Signature-Ed25519 o X-Signature-Timestamp")]
    Missing,
    #[error("la firma no es hexadecimal de 64 bytes")]
    BadSignature,
    #[error("la marca de tiempo firmada no es un número de segundos")]
    BadTimestamp,
    #[error("la marca de tiempo firmada está a más de 5 minutos de la hora del servidor")]
    Stale,
    #[error("la firma no corresponde a la clave pública de la aplicación")]
    Wrong,
}

/// The application's public key (`--discord-clave-publica`, 32 bytes as hex).
#[derive(Clone, Debug)]
pub struct PublicKey(VerifyingKey);

impl PublicKey {
    /// Reads the key as the Developer Portal shows it; `None` when it is not 64 hex digits of
    /// a valid point.
    pub fn from_hex(text: &str) -> Option<PublicKey> {
        let bytes: [u8; 32] = unhex(text.trim())?.try_into().ok()?;
        VerifyingKey::from_bytes(&bytes).ok().map(PublicKey)
    }

    /// Checks a request: its two headers (as sent), its raw body, and the time now (Unix
    /// seconds).
    pub fn verify(
        &self,
        signature: Option<&str>,
        timestamp: Option<&str>,
        body: &[u8],
        now_secs: u64,
    ) -> Result<(), Refused> {
        let (Some(signature), Some(timestamp)) = (signature, timestamp) else {
            return Err(Refused::Missing);
        };
        let bytes: [u8; 64] = unhex(signature)
            .and_then(|b| b.try_into().ok())
            .ok_or(Refused::BadSignature)?;
        let when: u64 = timestamp.parse().map_err(|_| Refused::BadTimestamp)?;
        if when.abs_diff(now_secs) > MAX_SKEW.as_secs() {
            return Err(Refused::Stale);
        }
        let mut signed = Vec::with_capacity(timestamp.len() + body.len());
        signed.extend_from_slice(timestamp.as_bytes());
        signed.extend_from_slice(body);
        self.0
            .verify_strict(&signed, &Signature::from_bytes(&bytes))
            .map_err(|_| Refused::Wrong)
    }
}

/// The seconds since the Unix epoch now.
pub fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ed25519_dalek::{Signer, SigningKey};

    /// RFC 8032 §7.1, TEST 1: a published key, never an application's.
    const SECRET: &str = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
    const PUBLIC: &str = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";

    fn signed(timestamp: &str, body: &[u8]) -> String {
        let key = SigningKey::from_bytes(&unhex(SECRET).unwrap().try_into().unwrap());
        let mut m = timestamp.as_bytes().to_vec();
        m.extend_from_slice(body);
        tirada_table::secret::hex(&key.sign(&m).to_bytes())
    }

    #[test]
    fn the_rfc_vector_signs_the_empty_message_as_published() {
        // RFC 8032 TEST 1's signature of the empty message.
        let key = SigningKey::from_bytes(&unhex(SECRET).unwrap().try_into().unwrap());
        assert_eq!(tirada_table::secret::hex(&key.verifying_key().to_bytes()), PUBLIC);
        assert!(tirada_table::secret::hex(&key.sign(b"").to_bytes()).starts_with("e5564300c360ac72"));
    }

    #[test]
    fn a_request_is_accepted_only_as_signed_and_on_time() {
        let key = PublicKey::from_hex(PUBLIC).unwrap();
        let body = br#"{"type":1}"#;
        let now = 1_700_000_000;
        let ts = now.to_string();
        let sig = signed(&ts, body);
        assert_eq!(key.verify(Some(&sig), Some(&ts), body, now), Ok(()));
        assert_eq!(key.verify(None, Some(&ts), body, now), Err(Refused::Missing));
        assert_eq!(key.verify(Some(&sig), None, body, now), Err(Refused::Missing));
        assert_eq!(key.verify(Some("zz"), Some(&ts), body, now), Err(Refused::BadSignature));
        assert_eq!(
            key.verify(Some(&sig[2..]), Some(&ts), body, now),
            Err(Refused::BadSignature)
        );
        assert_eq!(
            key.verify(Some(&sig), Some("ayer"), body, now),
            Err(Refused::BadTimestamp)
        );
        let mut changed = body.to_vec();
        changed[2] ^= 1;
        assert_eq!(key.verify(Some(&sig), Some(&ts), &changed, now), Err(Refused::Wrong));
        assert_eq!(key.verify(Some(&sig), Some(&ts), body, now + 301), Err(Refused::Stale));
        assert_eq!(key.verify(Some(&sig), Some(&ts), body, now - 301), Err(Refused::Stale));
        assert_eq!(key.verify(Some(&sig), Some(&ts), body, now + 299), Ok(()));
        // Another timestamp signed with the same body does not pass for this one.
        let other = (now + 1).to_string();
        assert_eq!(key.verify(Some(&sig), Some(&other), body, now), Err(Refused::Wrong));
        assert!(PublicKey::from_hex("abc").is_none());
    }
}
