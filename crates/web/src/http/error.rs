//! API errors as the contract wants them: a status and `{"error": "<one sentence>", "field"?}`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;
use tirada_dice::Words;
use tirada_narrate::Lang;
use tirada_table::{PlayError, StoreError};

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    /// What went wrong, as a message ([`crate::http::words`]): worded when the answer is
    /// written, in the language the request asked its answers in.
    pub said: Words,
    pub field: Option<String>,
    /// Seconds to wait before asking again (`Retry-After`), for a busy server.
    pub retry_after: Option<u64>,
}

tokio::task_local! {
    /// The language the request being answered asked for, set around every request by the
    /// limits' middleware ([`answering_in`]): an error is worded in it when the answer is
    /// written (Spanish outside a request).
    static ANSWER_LANG: Lang;
}

/// Runs a request's future with its errors worded in `lang`.
pub async fn answering_in<T>(lang: Lang, request: impl std::future::Future<Output = T>) -> T {
    ANSWER_LANG.scope(lang, request).await
}

/// A refusal before any handler ran, its sentence already in the reader's language: the
/// contract's JSON under `/api`, a plain sentence for the pages.
pub fn refusal(api: bool, status: StatusCode, sentence: String) -> Response {
    if api {
        (status, Json(json!({ "error": sentence }))).into_response()
    } else {
        let text = [(axum::http::header::CONTENT_TYPE, "text/plain; charset=utf-8")];
        (status, text, sentence).into_response()
    }
}

impl ApiError {
    pub fn new(status: StatusCode, said: Words) -> Self {
        ApiError {
            status,
            said,
            field: None,
            retry_after: None,
        }
    }

    /// The same error, saying how long to wait before asking again.
    pub fn retry_after(mut self, seconds: u64) -> Self {
        self.retry_after = Some(seconds);
        self
    }

    /// 401: no token, or one that is not a member's of this table.
    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, Words::key("api-unauthorized"))
    }

    /// 403: a member acting beyond their role.
    pub fn forbidden(said: Words) -> Self {
        Self::new(StatusCode::FORBIDDEN, said)
    }

    /// 422: an invalid body.
    pub fn invalid(said: Words, field: Option<&str>) -> Self {
        ApiError {
            field: field.map(str::to_string),
            ..Self::new(StatusCode::UNPROCESSABLE_ENTITY, said)
        }
    }

    pub fn not_found(said: Words) -> Self {
        Self::new(StatusCode::NOT_FOUND, said)
    }

    /// The sentence in `lang`.
    pub fn sentence(&self, lang: Lang) -> String {
        crate::http::words::say(&self.said, lang)
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> Self {
        let said = e.words();
        ApiError {
            field: e.field,
            ..match e.forbidden {
                true => ApiError::forbidden(said),
                false => ApiError::invalid(said, None),
            }
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        let unavailable = |key: &str| ApiError::new(StatusCode::SERVICE_UNAVAILABLE, Words::key(key));
        match e {
            StoreError::NoTable(id) => ApiError::not_found(Words::key("api-no-table").arg("table", id)),
            // Nothing was written and the request can simply be sent again.
            StoreError::Abandoned(_) => unavailable("api-store-abandoned"),
            // Other servers kept taking the table's next number: nothing was written.
            StoreError::Conflict(_) => unavailable("api-store-conflict"),
            e if e.is_disk_full() => ApiError::new(StatusCode::INSUFFICIENT_STORAGE, Words::key("api-disk-full")),
            // A write the database refused (an I/O error…) changed nothing: it can be sent again.
            StoreError::Db(_) => unavailable("api-store-failed"),
            other => {
                eprintln!("tirada: {other}");
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, Words::key("api-internal"))
            }
        }
    }
}

/// The contract's error: the sentence in the language the request asked its answers in
/// (`?lang=`, the page's cookie, `Accept-Language`), and in English beside it (`error_en`).
impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let lang = ANSWER_LANG.try_with(|l| *l).unwrap_or_default();
        let mut body = json!({
            "error": self.sentence(lang),
            "error_en": self.sentence(Lang::En),
        });
        if let Some(f) = self.field {
            body["field"] = json!(f);
        }
        let mut resp = (self.status, Json(body)).into_response();
        if let Some(v) = self.retry_after.and_then(|s| s.to_string().parse().ok()) {
            resp.headers_mut().insert(axum::http::header::RETRY_AFTER, v);
        }
        resp
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
