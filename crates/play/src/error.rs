//! The play layer's one refusal: a request that cannot be played.

use tirada_dice::{Worded, Words};

/// A request that cannot be played: why (a message of the errors' Fluent files with its data,
/// worded where it is shown by `tirada_narrate::refusal`) and the field at fault; nothing
/// changed.
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
    /// layer's own (keys `play-…`).
    Words(Words),
}

/// The key and data: for logs and tests, never shown to a person (they call
/// `tirada_narrate::refusal`).
impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.reason {
            Reason::Words(w) => write!(f, "{w}"),
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

    /// What the refusal says, as a message.
    pub fn words(&self) -> Words {
        match &self.reason {
            Reason::Words(w) => w.clone(),
        }
    }

    /// The message's key.
    pub fn key(&self) -> &str {
        match &self.reason {
            Reason::Words(w) => &w.key,
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
}

/// Something tirada stored (`what`: a `sheet`, a `state`, a `fight`, a `roll`) that no longer
/// reads: tirada's fault, not the asker's. The parser's own text stays in the data, for logs;
/// the sentence does not show it.
pub(crate) fn unreadable(what: &str, detail: impl std::fmt::Display) -> PlayError {
    PlayError::said_by(
        Words::key("play-unreadable")
            .arg("what", what)
            .arg("detail", detail.to_string()),
    )
}

/// A value tirada built that would not serialise: tirada's fault (it cannot happen with the
/// play layer's types, whose maps have text keys); the serialiser's text stays in the data.
pub(crate) fn unwritable(detail: impl std::fmt::Display) -> PlayError {
    PlayError::said_by(Words::key("play-unwritable").arg("detail", detail.to_string()))
}

/// What the unit tests read (they cannot word a message: the words live above this crate).
#[cfg(test)]
impl PlayError {
    /// The message's key and data.
    pub(crate) fn message(&self) -> String {
        self.to_string()
    }
}

impl From<Words> for PlayError {
    fn from(w: Words) -> Self {
        PlayError::said_by(w)
    }
}
