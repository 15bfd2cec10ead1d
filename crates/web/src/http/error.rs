//! API errors as the contract wants them: a status and `{"error": "<one sentence>", "field"?}`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;
use tirada_table::{PlayError, StoreError};

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
    pub field: Option<String>,
    /// Seconds to wait before asking again (`Retry-After`), for a busy server.
    pub retry_after: Option<u64>,
    /// The sentence in English where the engine words it: sent as `"error_en"` (an English
    /// page shows it), or put in place of the Spanish one ([`ApiError::in_lang`]).
    pub english: Option<String>,
}

/// A refusal before any handler ran: the contract's JSON under `/api`, a plain sentence for
/// the pages.
pub fn refusal(api: bool, status: StatusCode, sentence: String) -> Response {
    if api {
        ApiError::new(status, sentence).into_response()
    } else {
        let text = [(axum::http::header::CONTENT_TYPE, "text/plain; charset=utf-8")];
        (status, text, sentence).into_response()
    }
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            field: None,
            retry_after: None,
            english: None,
        }
    }

    /// The sentence in the reader's language: English where the play layer gave one.
    pub fn in_lang(mut self, lang: tirada_narrate::Lang) -> Self {
        if let (tirada_narrate::Lang::En, Some(en)) = (lang, self.english.take()) {
            self.message = en;
        }
        self
    }

    /// The same error with its sentence in English (`"error_en"`, an English page shows it).
    pub fn english(mut self, sentence: impl Into<String>) -> Self {
        self.english = Some(sentence.into());
        self
    }

    /// The same error, saying how long to wait before asking again.
    pub fn retry_after(mut self, seconds: u64) -> Self {
        self.retry_after = Some(seconds);
        self
    }

    /// 401: no token, or one that is not a member's of this table.
    pub fn unauthorized() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "falta la credencial o no es de un miembro de esta mesa: envía «Authorization: Bearer TOKEN»",
        )
    }

    /// 403: a member acting beyond their role.
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, message)
    }

    /// 422: an invalid body.
    pub fn invalid(message: impl Into<String>, field: Option<&str>) -> Self {
        ApiError {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            message: message.into(),
            field: field.map(str::to_string),
            retry_after: None,
            english: None,
        }
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, message)
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> Self {
        use tirada_narrate::{refusal, Lang};
        let (message, english) = (refusal(&e, Lang::Es), refusal(&e, Lang::En));
        let refused = match e.forbidden {
            true => ApiError {
                field: e.field,
                ..ApiError::forbidden(message)
            },
            false => ApiError::invalid(message, e.field.as_deref()),
        };
        ApiError {
            english: Some(english),
            ..refused
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NoTable(id) => ApiError::not_found(format!("no existe la mesa {id}")),
            // Nothing was written and the request can simply be sent again.
            e @ StoreError::Abandoned(_) => ApiError::new(StatusCode::SERVICE_UNAVAILABLE, e.to_string()),
            // Other servers kept taking the table's next number: nothing was written.
            StoreError::Conflict(_) => ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "otros cambios de la mesa llegaron a la vez: no se guardó nada; vuelve a intentarlo",
            ),
            e if e.is_disk_full() => ApiError::new(
                StatusCode::INSUFFICIENT_STORAGE,
                "el disco del servidor está lleno: no se guardó nada; vuelve a intentarlo cuando haya espacio",
            ),
            // A write the database refused (an I/O error…) changed nothing: it can be sent again.
            StoreError::Db(_) => ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "la base de datos no pudo guardar el cambio: no se guardó nada; vuelve a intentarlo",
            ),
            other => ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, other.to_string()),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = json!({ "error": self.message });
        if let Some(en) = self.english {
            body["error_en"] = json!(en);
        }
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
