//! A member's way back without their personal link (issue 27 point 6): on a new device, a GM
//! (or a player) gives the table's id, their name at it and a recovery secret — a passphrase
//! they chose or a code shown to them once — and gets a fresh personal link there. The secret
//! is kept only as an argon2id hash (a PHC string, salt and parameters in it); the link is a
//! further token of the member's ([`Recovery::add_token`]), so their other devices stay in
//! until they renew their link, which revokes every further token.
//!
//! Both stores implement [`Recovery`] with the same statements ([`recovery_impl`]); the schema is
//! `migrations/postgres/0005_recovery.sql`, which the SQLite store runs too.

use crate::error::{BoxFut, StoreError};
use crate::store::rows::Columns;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use rand::RngCore;

/// How a member's secret was made: chosen by them, or a code the table made and showed once.
pub const PASSPHRASE: &str = "frase";
pub const CODE: &str = "codigo";

pub use crate::dump::rows::{MemberToken, RecoverySecret};

/// The argon2id hash of a secret with a fresh random salt, as a PHC string (the crate's
/// default parameters: 19 MiB, two passes, one lane — OWASP's recommendation).
pub fn hash_secret(secret: &str) -> String {
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).expect("16 bytes are a valid salt");
    Argon2::default()
        .hash_password(secret.as_bytes(), &salt)
        .expect("argon2 hashes any secret with its default parameters")
        .to_string()
}

/// Whether `secret` is the one `phc` hashes (false for a stored hash that does not parse).
pub fn secret_matches(secret: &str, phc: &str) -> bool {
    PasswordHash::new(phc).is_ok_and(|h| Argon2::default().verify_password(secret.as_bytes(), &h).is_ok())
}

/// The recovery side of a store.
pub trait Recovery: Send + Sync {
    /// Keeps a member's secret, replacing the one they had.
    fn set_secret(&self, secret: RecoverySecret) -> BoxFut<'_, ()>;

    /// A member's secret, if they set one.
    fn secret(&self, table_id: &str, member_id: &str) -> BoxFut<'_, Option<RecoverySecret>>;

    /// Forgets a member's secret.
    fn drop_secret(&self, table_id: &str, member_id: &str) -> BoxFut<'_, ()>;

    /// A further token (its SHA-256) of a member, for a device where they recovered access.
    fn add_token(&self, table_id: &str, member_id: &str, token_hash: &str, created_ms: i64) -> BoxFut<'_, ()>;

    /// Revokes every further token of a member (their main one is replaced by the caller).
    fn revoke_tokens(&self, table_id: &str, member_id: &str) -> BoxFut<'_, ()>;

    /// Every member's secret and further tokens at a table, for its dump ([`crate::dump`]).
    fn all_of(&self, table_id: &str) -> BoxFut<'_, (Vec<RecoverySecret>, Vec<MemberToken>)>;
}

pub const DELETE_SECRET: &str = "DELETE FROM recovery_secrets WHERE table_id = ? AND member_id = ?";
pub const SELECT_SECRET: &str = "SELECT * FROM recovery_secrets WHERE table_id = ? AND member_id = ?";
pub const DELETE_TOKENS: &str = "DELETE FROM member_tokens WHERE table_id = ? AND member_id = ?";
pub const SECRETS_OF: &str = "SELECT * FROM recovery_secrets WHERE table_id = ? ORDER BY member_id";
pub const TOKENS_OF: &str = "SELECT * FROM member_tokens WHERE table_id = ? ORDER BY token_hash";

pub fn token_row(r: &impl Columns) -> Result<MemberToken, StoreError> {
    Ok(MemberToken {
        member_id: r.text("member_id")?,
        token_hash: r.text("token_hash")?,
        created_ms: r.int("created_ms")?,
    })
}

pub fn secret_row(r: &impl Columns) -> Result<RecoverySecret, StoreError> {
    Ok(RecoverySecret {
        table_id: r.text("table_id")?,
        member_id: r.text("member_id")?,
        kind: r.text("kind")?,
        secret_hash: r.text("secret_hash")?,
        set_ms: r.int("set_ms")?,
    })
}

/// Implements [`Recovery`] for a store: `$sql` turns a shared statement into the store's own,
/// `self.pool` is its pool and `self.$write(work)` runs `work` in one write transaction.
macro_rules! recovery_impl {
    ($store:ty, $sql:path, $write:ident) => {
        impl $crate::recovery::Recovery for $store {
            fn set_secret(&self, s: $crate::recovery::RecoverySecret) -> $crate::error::BoxFut<'_, ()> {
                Box::pin(async move {
                    self.$write(async |tx| {
                        sqlx::query(&$sql($crate::recovery::DELETE_SECRET))
                            .bind(&s.table_id)
                            .bind(&s.member_id)
                            .execute(&mut *tx)
                            .await?;
                        sqlx::query(&$sql($crate::store::rows::INSERT_SECRET))
                            .bind(&s.table_id)
                            .bind(&s.member_id)
                            .bind(&s.kind)
                            .bind(&s.secret_hash)
                            .bind(s.set_ms)
                            .execute(&mut *tx)
                            .await?;
                        Ok(())
                    })
                    .await
                })
            }

            fn secret(
                &self,
                table_id: &str,
                member_id: &str,
            ) -> $crate::error::BoxFut<'_, Option<$crate::recovery::RecoverySecret>> {
                let (table_id, member_id) = (table_id.to_string(), member_id.to_string());
                Box::pin(async move {
                    let row = sqlx::query(&$sql($crate::recovery::SELECT_SECRET))
                        .bind(&table_id)
                        .bind(&member_id)
                        .fetch_optional(&self.pool)
                        .await?;
                    row.as_ref().map($crate::recovery::secret_row).transpose()
                })
            }

            fn drop_secret(&self, table_id: &str, member_id: &str) -> $crate::error::BoxFut<'_, ()> {
                self.by_member($sql($crate::recovery::DELETE_SECRET), table_id, member_id)
            }

            fn add_token(
                &self,
                table_id: &str,
                member_id: &str,
                token_hash: &str,
                created_ms: i64,
            ) -> $crate::error::BoxFut<'_, ()> {
                let (table_id, member_id, token_hash) = (
                    table_id.to_string(),
                    member_id.to_string(),
                    token_hash.to_string(),
                );
                Box::pin(async move {
                    self.$write(async |tx| {
                        sqlx::query(&$sql($crate::store::rows::INSERT_TOKEN))
                            .bind(&token_hash)
                            .bind(&table_id)
                            .bind(&member_id)
                            .bind(created_ms)
                            .execute(&mut *tx)
                            .await?;
                        Ok(())
                    })
                    .await
                })
            }

            fn revoke_tokens(&self, table_id: &str, member_id: &str) -> $crate::error::BoxFut<'_, ()> {
                self.by_member($sql($crate::recovery::DELETE_TOKENS), table_id, member_id)
            }

            fn all_of(
                &self,
                table_id: &str,
            ) -> $crate::error::BoxFut<
                '_,
                (
                    Vec<$crate::recovery::RecoverySecret>,
                    Vec<$crate::recovery::MemberToken>,
                ),
            > {
                let table_id = table_id.to_string();
                Box::pin(async move {
                    let secrets = sqlx::query(&$sql($crate::recovery::SECRETS_OF))
                        .bind(&table_id)
                        .fetch_all(&self.pool)
                        .await?;
                    let tokens = sqlx::query(&$sql($crate::recovery::TOKENS_OF))
                        .bind(&table_id)
                        .fetch_all(&self.pool)
                        .await?;
                    Ok((
                        secrets
                            .iter()
                            .map($crate::recovery::secret_row)
                            .collect::<Result<_, _>>()?,
                        tokens
                            .iter()
                            .map($crate::recovery::token_row)
                            .collect::<Result<_, _>>()?,
                    ))
                })
            }
        }

        impl $store {
            /// Runs a statement bound to a table and a member in a write transaction.
            fn by_member(&self, statement: String, table_id: &str, member_id: &str) -> $crate::error::BoxFut<'_, ()> {
                let (table_id, member_id) = (table_id.to_string(), member_id.to_string());
                Box::pin(async move {
                    self.$write(async |tx| {
                        sqlx::query(&statement)
                            .bind(&table_id)
                            .bind(&member_id)
                            .execute(&mut *tx)
                            .await?;
                        Ok(())
                    })
                    .await
                })
            }
        }
    };
}
pub(crate) use recovery_impl;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_kept_as_a_salted_argon2id_hash_that_only_it_matches() {
        let h = hash_secret("la torre del norte");
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert!(!h.contains("torre"));
        assert!(secret_matches("la torre del norte", &h));
        assert!(!secret_matches("la torre del sur", &h));
        assert!(!secret_matches("la torre del norte", "no es un hash"));
        // A fresh salt each time: two hashes of one secret differ.
        assert_ne!(h, hash_secret("la torre del norte"));
    }
}
