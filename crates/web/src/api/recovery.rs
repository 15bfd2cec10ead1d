//! A member's way back without their personal link (issue 27 point 6,
//! [`tirada_table::recovery`]): a member sets a passphrase they choose, or takes a recovery code
//! shown once; on a new device, with the table's id, their name at it and that secret, they get a
//! fresh personal link there (and the table's cookie). Their other links keep working until
//! they renew theirs. The secret travels only in a JSON body — never in a URL, a log or the
//! table's log, which says only that the member recovered their access. Wrong secrets are
//! answered 401 with one sentence and counted per address and per table
//! ([`crate::http::limits`]): a few, then one a minute.

use crate::api::links::{link_path, no_store};
use crate::api::names;
use crate::api::steps::{draft, now_ms};
use crate::http::auth;
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::{Body, FromBody};
use crate::http::seat::Seat;
use crate::live::append::append;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use tirada_dice::Words;
use tirada_table::recovery::{self as secrets, RecoverySecret, CODE, PASSPHRASE};
use tirada_table::secret::{new_invite_code, new_token};
use tirada_table::{sha256_hex, TableInfo};

/// The event a recovery writes to the table's log: who, never how.
pub const EVENT: &str = "access_recovered";

/// A hash no secret matches in practice (of 256 random bits), for names with no secret.
static NOBODY: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| secrets::hash_secret(&tirada_table::secret::random_hex(32)));

/// The shortest passphrase, in characters: a few words.
pub const MIN_PASSPHRASE: usize = 10;
/// The longest secret taken, in characters (argon2 would hash a novel, slowly).
const MAX_SECRET: usize = 200;

/// An error worded by the page's messages (`key`), which the recovery page's script shares.
fn said(status: StatusCode, key: &str, field: Option<&str>) -> ApiError {
    ApiError {
        field: field.map(str::to_string),
        ..ApiError::new(status, Words::key(key))
    }
}

/// What a recovery code is compared as: its letters and digits, in lower case (so «ABCD-efgh»
/// and «abcd efgh» are the same code).
fn code_form(code: &str) -> String {
    code.chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_lowercase()
}

/// A new recovery code: 20 letters and digits easy to read aloud (about 99 bits), in groups.
fn new_code() -> String {
    let letters = new_invite_code() + &new_invite_code();
    let groups: Vec<&str> = (0..5).map(|i| &letters[i * 4..i * 4 + 4]).collect();
    groups.join("-")
}

/// Hashes off the async workers: argon2 takes tens of milliseconds on purpose.
async fn hashed(secret: String) -> ApiResult<String> {
    crate::http::cpu::off(move || Ok::<_, ApiError>(secrets::hash_secret(&secret))).await
}

/// `{"passphrase"}` or `{"code": true}`: the secret a member sets — theirs, or a code made
/// here and shown once.
pub enum SetSecret {
    Passphrase(String),
    Code,
}

impl FromBody for SetSecret {
    fn from_body(v: Value) -> ApiResult<Self> {
        match (v.get("passphrase"), v.get("code")) {
            (Some(p), None) => {
                let p = p.as_str().map(str::trim).unwrap_or("");
                let n = p.chars().count();
                if !(MIN_PASSPHRASE..=MAX_SECRET).contains(&n) {
                    return Err(said(
                        StatusCode::UNPROCESSABLE_ENTITY,
                        "recovery_passphrase_length",
                        Some("passphrase"),
                    ));
                }
                Ok(SetSecret::Passphrase(p.to_string()))
            }
            (None, Some(Value::Bool(true))) => Ok(SetSecret::Code),
            _ => Err(said(StatusCode::UNPROCESSABLE_ENTITY, "recovery_body", None)),
        }
    }
}

/// `{"name", "secret"}`: who a member was at the table and their secret, trimmed.
pub struct Recover {
    name: String,
    secret: String,
}

impl FromBody for Recover {
    fn from_body(v: Value) -> ApiResult<Self> {
        let text = |k: &str| {
            v.get(k)
                .and_then(Value::as_str)
                .map(str::trim)
                .unwrap_or("")
                .to_string()
        };
        let (name, secret) = (text("name"), text("secret"));
        if name.is_empty() || secret.is_empty() || secret.chars().count() > MAX_SECRET {
            let field = if name.is_empty() { "name" } else { "secret" };
            return Err(said(StatusCode::UNPROCESSABLE_ENTITY, "recovery_missing", Some(field)));
        }
        Ok(Recover { name, secret })
    }
}

/// `GET /api/tables/{id}/recovery` (members): whether the member has a secret, `{"set", "kind"?,
/// "set_ms"?}` — never the secret nor its hash.
pub async fn get_secret(State(state): State<AppState>, Seat { table, me, .. }: Seat) -> ApiResult<Json<Value>> {
    let kept = state.store.recovery().secret(&table.id, &me.id).await?;
    Ok(Json(match kept {
        Some(s) => json!({"set": true, "kind": s.kind, "set_ms": s.set_ms}),
        None => json!({"set": false}),
    }))
}

/// `PUT /api/tables/{id}/recovery` (members) `{"passphrase"}` or `{"code": true}`: sets the
/// member's secret, replacing the one they had; 200 `{"kind", "set_ms", "code"?}`, the code shown
/// this once.
pub async fn put_secret(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    Body(asked): Body<SetSecret>,
) -> ApiResult<Response> {
    let (kind, secret, shown) = match asked {
        SetSecret::Passphrase(p) => (PASSPHRASE, p, None),
        SetSecret::Code => {
            let code = new_code();
            (CODE, code_form(&code), Some(code))
        }
    };
    let kept = RecoverySecret {
        table_id: table.id.clone(),
        member_id: me.id.clone(),
        kind: kind.to_string(),
        secret_hash: hashed(secret).await?,
        set_ms: now_ms(),
    };
    state.store.recovery().set_secret(kept.clone()).await?;
    let mut answer = json!({"kind": kind, "set_ms": kept.set_ms});
    if let Some(code) = shown {
        answer["code"] = json!(code);
    }
    Ok(([no_store()], Json(answer)).into_response())
}

/// `DELETE /api/tables/{id}/recovery` (members): forgets the member's secret; 204.
pub async fn delete_secret(State(state): State<AppState>, Seat { table, me, .. }: Seat) -> ApiResult<StatusCode> {
    state.store.recovery().drop_secret(&table.id, &me.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/tables/{id}/recover` `{"name", "secret"}` (anyone): the member of that name whose
/// recovery secret this is gets a further personal link, 201 `{"member", "table_id", "token",
/// "path"}` with the table's cookie for this device; otherwise 401 and one sentence, the same
/// whether the name, the secret or both are wrong.
pub async fn post_recover(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Body(Recover { name, secret }): Body<Recover>,
) -> ApiResult<Response> {
    let table = auth::table(&state, &id).await?;
    let wrong = || said(StatusCode::UNAUTHORIZED, "recovery_wrong", None);
    let members = state.store.members(&id).await?;
    let folded = names::folded(&name);
    let member = members.into_iter().find(|m| names::folded(&m.name) == folded);
    let kept = match &member {
        Some(m) => state.store.recovery().secret(&id, &m.id).await?,
        None => None,
    };
    // A name without a secret is checked against a hash all the same: the answer takes as
    // long, and tells nothing of who has one.
    let (given, phc) = match &kept {
        Some(k) if k.kind == CODE => (code_form(&secret), k.secret_hash.clone()),
        Some(k) => (secret, k.secret_hash.clone()),
        None => (secret, NOBODY.clone()),
    };
    let right = crate::http::cpu::off(move || Ok::<_, ApiError>(secrets::secret_matches(&given, &phc))).await?;
    let (Some(me), Some(_), true) = (member, kept, right) else {
        return Err(wrong());
    };
    let token = new_token();
    state
        .store
        .recovery()
        .add_token(&id, &me.id, &sha256_hex(&token), now_ms())
        .await?;
    // The log says who came back, never how nor the link.
    let who = json!({"member": {"id": me.id, "name": me.name}});
    append(&state, &id, async |_: &TableInfo, _| {
        Ok((draft(EVENT, &me, None, who.clone()), vec![]))
    })
    .await?;
    let answer = json!({"member": me, "table_id": table.id, "token": token, "path": link_path(&id, &token)});
    let cookie = (header::SET_COOKIE, auth::set_cookie(&state.site, &id, &token));
    Ok((StatusCode::CREATED, [cookie, no_store()], Json(answer)).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_the_same_however_it_is_typed() {
        let code = new_code();
        assert_eq!(code.len(), 24, "{code}");
        assert_eq!(code_form(&code).len(), 20);
        assert_eq!(code_form(&code.to_uppercase().replace('-', " ")), code_form(&code));
    }
}
