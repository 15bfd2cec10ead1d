//! The numbers the advanced PORTAL commands take on the command line: totals, difficulties and
//! modifiers, each bounded so that no sum of them overflows.

use crate::error::CliError;
use crate::lang::Lang;

/// Largest number (either sign) a total, difficulty or modifier flag takes: far past any roll
/// (difficulties go to 15, B107), and small enough that no sum of them overflows.
pub const MAX_NUMBER: i32 = 999;

/// `v` if it is within ±[`MAX_NUMBER`], or one sentence naming the flag.
pub fn sane(v: i32, flag: &str, lang: Lang) -> Result<i32, CliError> {
    if v.unsigned_abs() > MAX_NUMBER as u32 {
        return Err(CliError::input(lang.t(
            "portal-is-out-of-any-sane",
            &[
                ("flag", flag.to_string().into()),
                ("v", v.to_string().into()),
                ("max-number", MAX_NUMBER.to_string().into()),
            ],
        )));
    }
    Ok(v)
}

/// A list of totals: `5,8,2,-1`.
pub fn totals(text: &str, flag: &str, lang: Lang) -> Result<Vec<i32>, CliError> {
    let v: Option<Vec<i32>> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| s.replace('−', "-").trim_start_matches('+').parse().ok())
        .collect();
    match v {
        Some(v) if !v.is_empty() => v.into_iter().map(|t| sane(t, flag, lang)).collect(),
        _ => Err(CliError::input(lang.t(
            "portal-must-be-list-of-totals",
            &[("flag", flag.to_string().into()), ("text", text.to_string().into())],
        ))),
    }
}

pub fn one(text: &str, flag: &str, lang: Lang) -> Result<i32, CliError> {
    match totals(text, flag, lang)?.as_slice() {
        [t] => Ok(*t),
        _ => Err(CliError::input(lang.t(
            "portal-single-total-goes-here-not",
            &[("flag", flag.to_string().into())],
        ))),
    }
}

pub fn missing(flag: &str, why: &str, lang: Lang) -> CliError {
    CliError::input(lang.t(
        "portal-is-missing",
        &[("flag", flag.to_string().into()), ("why", why.to_string().into())],
    ))
}
