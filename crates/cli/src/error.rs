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
    let value = context(err, ContextKind::InvalidValue).unwrap_or_default();
    let valid = context(err, ContextKind::ValidValue);
    let suggested = context(err, ContextKind::SuggestedArg).or_else(|| context(err, ContextKind::SuggestedSubcommand));
    let hint = |s: String| match suggested.as_ref() {
        Some(x) => format!("{s}; {} {x}", lang.w("usage-did-you-mean")) + &lang.w("usage-q"),
        None => s,
    };
    let allowed = match &valid {
        Some(v) => format!("; {}: {v}", lang.w("usage-possible-values")),
        None => String::new(),
    };
    match (err.kind(), lang) {
        (ErrorKind::UnknownArgument, Lang::Es) => hint(format!("opción desconocida «{arg}» (mira tirada --help)")),
        (ErrorKind::UnknownArgument, Lang::En) => hint(format!("unknown option '{arg}' (see tirada --help)")),
        (ErrorKind::InvalidSubcommand, Lang::Es) => hint(format!("orden desconocida «{value}» (mira tirada --help)")),
        (ErrorKind::InvalidSubcommand, Lang::En) => hint(format!("unknown command '{value}' (see tirada --help)")),
        (ErrorKind::InvalidValue, Lang::Es) => format!("valor no válido «{value}» para {arg}{allowed}"),
        (ErrorKind::InvalidValue, Lang::En) => format!("invalid value '{value}' for {arg}{allowed}"),
        (ErrorKind::ValueValidation, _) => {
            let source = std::error::Error::source(err)
                .map(|s| s.to_string())
                .unwrap_or_default();
            match lang {
                Lang::Es => format!("valor no válido «{value}» para {arg}: {source}"),
                Lang::En => format!("invalid value '{value}' for {arg}: {source}"),
            }
        }
        (ErrorKind::MissingRequiredArgument, Lang::Es) => format!("falta un argumento obligatorio: {arg}"),
        (ErrorKind::MissingRequiredArgument, Lang::En) => format!("a required argument is missing: {arg}"),
        // A flag given before a subcommand that does not take it: clap names no argument then.
        (ErrorKind::ArgumentConflict, Lang::Es) if arg.is_empty() => {
            format!(
                "{} no se puede usar con esa orden: va después de ella o no se aplica",
                prior(err)
            )
        }
        (ErrorKind::ArgumentConflict, Lang::En) if arg.is_empty() => {
            format!(
                "{} cannot be used with that command: put it after the command, or it does not apply",
                prior(err)
            )
        }
        (ErrorKind::ArgumentConflict, Lang::Es) => format!("{arg} no se puede usar junto con {}", prior(err)),
        (ErrorKind::ArgumentConflict, Lang::En) => format!("{arg} cannot be used together with {}", prior(err)),
        (ErrorKind::TooManyValues, _) if !value.is_empty() => match lang {
            Lang::Es => format!("sobra el argumento «{value}»"),
            Lang::En => format!("unexpected argument '{value}'"),
        },
        (ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand, Lang::Es) => {
            "falta la orden: prueba tirada --help".to_string()
        }
        (ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand, Lang::En) => {
            "a command is missing: try tirada --help".to_string()
        }
        _ => {
            // Fall back to clap's own first line, without its "error: " prefix.
            let text = err.render().to_string();
            let first = text.lines().next().unwrap_or_default();
            first.trim_start_matches("error: ").to_string()
        }
    }
}

fn prior(err: &clap::Error) -> String {
    context(err, ContextKind::PriorArg).unwrap_or_else(|| "otra opción".into())
}
