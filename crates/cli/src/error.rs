//! How the binary fails: bad input is exit 2 with one sentence on stderr (the contract), and
//! clap's own errors are turned into one Spanish (or English) line as well.

use crate::lang::Lang;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::fmt;

/// An error the user can fix (exit 2) or a failure of tirada itself (exit 1).
#[derive(Debug)]
pub enum CliError {
    /// Bad input: one sentence saying what was wrong and what is allowed.
    Input(String),
    /// Anything else (I/O on stdout, a bug).
    Internal(anyhow::Error),
}

impl CliError {
    pub fn input(msg: impl Into<String>) -> Self {
        CliError::Input(msg.into())
    }

    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Input(_) => 2,
            CliError::Internal(_) => 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(m) => write!(f, "{m}"),
            CliError::Internal(e) => write!(f, "error interno: {e:#}"),
        }
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError::Internal(e.into())
    }
}

impl From<serde_json::Error> for CliError {
    fn from(e: serde_json::Error) -> Self {
        CliError::Internal(e.into())
    }
}

/// A request the play layer refused, as the CLI says it: the flag of the request's field, then
/// the sentence in the user's language.
pub fn refused(e: &tirada_play::PlayError, lang: Lang) -> CliError {
    let text = &lang.refusal(e);
    CliError::input(match &e.field {
        Some(field) => format!("--{}: {text}", field.replace('_', "-")),
        None => text.to_string(),
    })
}

fn context(err: &clap::Error, kind: ContextKind) -> Option<String> {
    match err.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => Some(v.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ")),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// One line for a clap error, in the user's language.
pub fn clap_message(err: &clap::Error, lang: Lang) -> String {
    let arg = context(err, ContextKind::InvalidArg).unwrap_or_default();
    let value = context(err, ContextKind::InvalidSubcommand)
        .or_else(|| context(err, ContextKind::InvalidValue))
        .unwrap_or_default();
    let valid = context(err, ContextKind::ValidValue);
    let suggested = context(err, ContextKind::SuggestedArg).or_else(|| context(err, ContextKind::SuggestedSubcommand));
    let hint = |said: String| match suggested.clone() {
        Some(x) => lang.t("usage-did-you-mean", &[("said", said.into()), ("suggestion", x.into())]),
        None => said,
    };
    let with = |key: &str| lang.t(key, &[("arg", arg.clone().into()), ("value", value.clone().into())]);
    match err.kind() {
        ErrorKind::UnknownArgument => hint(with("usage-unknown-option")),
        ErrorKind::InvalidSubcommand => hint(with("usage-unknown-command")),
        ErrorKind::InvalidValue => match valid {
            Some(v) => lang.t(
                "usage-invalid-value-of",
                &[("arg", arg.into()), ("value", value.into()), ("values", v.into())],
            ),
            None => with("usage-invalid-value"),
        },
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(err)
                .map(|s| s.to_string())
                .unwrap_or_default();
            lang.t(
                "usage-invalid-value-because",
                &[("arg", arg.into()), ("value", value.into()), ("why", why.into())],
            )
        }
        ErrorKind::MissingRequiredArgument => with("usage-required-missing"),
        // A flag given before a subcommand that does not take it: clap names no argument then.
        ErrorKind::ArgumentConflict if arg.is_empty() => {
            lang.t("usage-flag-before-command", &[("prior", prior(err, lang).into())])
        }
        ErrorKind::ArgumentConflict => lang.t(
            "usage-cannot-go-with",
            &[("arg", arg.into()), ("prior", prior(err, lang).into())],
        ),
        ErrorKind::TooManyValues if !value.is_empty() => with("usage-unexpected-argument"),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            lang.w("usage-command-missing")
        }
        _ => {
            // Fall back to clap's own first line, without its "error: " prefix.
            let text = err.render().to_string();
            let first = text.lines().next().unwrap_or_default();
            first.trim_start_matches("error: ").to_string()
        }
    }
}

fn prior(err: &clap::Error, lang: Lang) -> String {
    context(err, ContextKind::PriorArg).unwrap_or_else(|| lang.w("usage-another-option"))
}
