//! The play layer's one refusal: a request that cannot be played.

/// A request that cannot be played: one Spanish sentence and the field at fault; nothing
/// changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PlayError {
    pub message: String,
    pub field: Option<String>,
    /// Refused because of who asks ([`crate::who`]), not because of what was asked.
    pub forbidden: bool,
    /// The sentence in English, where the engine words it (the CLI's `--lang en`).
    pub english: Option<String>,
}

impl PlayError {
    pub fn new(message: impl Into<String>) -> Self {
        PlayError {
            message: message.into(),
            field: None,
            forbidden: false,
            english: None,
        }
    }

    /// A sentence in both languages on `field`.
    pub fn said(field: &str, es: impl Into<String>, en: impl Into<String>) -> Self {
        PlayError {
            english: Some(en.into()),
            ..PlayError::field(field, es)
        }
    }

    /// The sentence in English if it has one, else the Spanish one.
    pub fn english(&self) -> &str {
        self.english.as_deref().unwrap_or(&self.message)
    }

    pub fn field(field: &str, message: impl Into<String>) -> Self {
        PlayError {
            field: Some(field.to_string()),
            ..PlayError::new(message)
        }
    }

    /// Beyond the asker's role or the table's settings.
    pub fn forbidden(message: impl Into<String>) -> Self {
        PlayError {
            forbidden: true,
            ..PlayError::new(message)
        }
    }

    /// Beyond the asker's role or the table's settings, because of one field.
    pub fn forbidden_field(field: &str, message: impl Into<String>) -> Self {
        PlayError {
            forbidden: true,
            ..PlayError::field(field, message)
        }
    }
}
