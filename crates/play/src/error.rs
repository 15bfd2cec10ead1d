//! The play layer's one refusal: a request that cannot be played.

use tirada_dice::{Worded, Words};

/// A request that cannot be played: why (a typed reason, worded where it is shown by
/// `tirada_narrate::refusal`) and the field at fault; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    pub reason: Reason,
    pub field: Option<String>,
    /// Refused because of who asks ([`crate::who`]), not because of what was asked.
    pub forbidden: bool,
}

/// Why a request was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A message of the errors' Fluent files with its data: an engine's error, or the play
    /// layer's own.
    Words(Words),
    /// A sentence still written where it is raised (Spanish, and English where there is one),
    /// waiting to move to the Fluent files (issue 29); no new code writes one.
    Written { es: String, en: Option<String> },
}

/// The key and data, or the Spanish sentence of a refusal not yet in the Fluent files: for
/// logs and tests, never shown to a person (they call `tirada_narrate::refusal`).
impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.reason {
            Reason::Words(w) => write!(f, "{w}"),
            Reason::Written { es, .. } => write!(f, "{es}"),
        }
    }
}

impl std::error::Error for PlayError {}

impl PlayError {
    /// A refusal said by a message.
    pub fn said_by(words: Words) -> Self {
        PlayError {
            reason: Reason::Words(words),
            field: None,
            forbidden: false,
        }
    }

    /// An engine's error, as it words itself.
    pub fn of(e: &impl Worded) -> Self {
        PlayError::said_by(e.words())
    }

    /// An engine's error, as it words itself, on `field`.
    pub fn engine(field: &str, e: &impl Worded) -> Self {
        PlayError::said_by(e.words()).on(field)
    }

    /// What the refusal says, as a message: a sentence still written in place is the message
    /// `written` carrying it (see [`Reason::Written`]).
    pub fn words(&self) -> Words {
        match &self.reason {
            Reason::Words(w) => w.clone(),
            Reason::Written { es, en } => Words::key("written")
                .arg("es", es.as_str())
                .arg("en", en.as_deref().unwrap_or(es)),
        }
    }

    /// The same refusal on `field`.
    pub fn on(mut self, field: &str) -> Self {
        self.field = Some(field.to_string());
        self
    }

    /// The same refusal, because of who asks.
    pub fn refused_to_asker(mut self) -> Self {
        self.forbidden = true;
        self
    }

    /// A Spanish sentence written in place (see [`Reason::Written`]).
    pub fn new(message: impl Into<String>) -> Self {
        PlayError {
            reason: Reason::Written {
                es: message.into(),
                en: None,
            },
            field: None,
            forbidden: false,
        }
    }

    /// A sentence in both languages on `field`, written in place (see [`Reason::Written`]).
    pub fn said(field: &str, es: impl Into<String>, en: impl Into<String>) -> Self {
        PlayError {
            reason: Reason::Written {
                es: es.into(),
                en: Some(en.into()),
            },
            ..PlayError::field(field, "")
        }
    }

    pub fn field(field: &str, message: impl Into<String>) -> Self {
        PlayError::new(message).on(field)
    }

    /// Beyond the asker's role or the table's settings.
    pub fn forbidden(message: impl Into<String>) -> Self {
        PlayError::new(message).refused_to_asker()
    }

    /// Beyond the asker's role or the table's settings, because of one field.
    pub fn forbidden_field(field: &str, message: impl Into<String>) -> Self {
        PlayError::field(field, message).refused_to_asker()
    }
}

/// What the unit tests read (they cannot word a message: the words live above this crate).
#[cfg(test)]
impl PlayError {
    /// The Spanish sentence of a refusal still written in place, or the message's key and data.
    pub(crate) fn message(&self) -> String {
        self.to_string()
    }

    /// The English sentence of a refusal still written in place, or the message's key and data.
    pub(crate) fn english(&self) -> String {
        match &self.reason {
            Reason::Written { en: Some(en), .. } => en.clone(),
            _ => self.to_string(),
        }
    }
}

impl From<Words> for PlayError {
    fn from(w: Words) -> Self {
        PlayError::said_by(w)
    }
}
