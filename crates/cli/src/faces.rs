//! Faces typed in from physical dice: `6,6,1`, `6 6 1`, and for fudge dice `+-0+` too.

use crate::error::CliError;
use crate::lang::Lang;
use tirada_dice::SourceError;

/// Dice tirada rolled because no face was typed for them (`--tirar-resto`), `(group, face)`.
pub type Rolled = Vec<(String, i64)>;

/// The line that says which dice were rolled rather than typed, if any (the explanation's
/// `rolled-not-typed` line, for the human output of commands that do not print it).
pub fn rolled_line(rolled: &[(String, i64)], lang: Lang) -> Option<String> {
    tirada_narrate::rolled_text(rolled, lang.narrate()).map(|t| format!("  {t}\n"))
}

/// A typed face that could not be had, in the words of `flag` (where its faces go); a missing
/// die says how to have it rolled instead (the one policy, issue #17 point 22).
pub fn typed_error(flag: &str, e: &SourceError, lang: Lang) -> String {
    let why = match e {
        SourceError::Missing { .. } => tirada_narrate::say(
            &tirada_dice::Words::key("typed-missing-cli").arg("why", tirada_dice::Worded::words(e)),
            lang.narrate(),
        ),
        e => lang.error(e),
    };
    format!("{flag}: {why}")
}

/// Parses a list of faces. Fudge symbols `+`, `-`/`−` and `0`/` ` are accepted when written
/// without separators (`+-0+`).
pub fn parse_faces(text: &str, flag: &str, lang: Lang) -> Result<Vec<i64>, CliError> {
    let t = text.trim();
    let is_fudge_symbols = !t.is_empty() && t.chars().all(|c| matches!(c, '+' | '-' | '−' | '0')) && !t.contains(',');
    if is_fudge_symbols && (t.len() > 1 || !t.starts_with('0')) {
        return Ok(t
            .chars()
            .map(|c| match c {
                '+' => 1,
                '0' => 0,
                _ => -1,
            })
            .collect());
    }
    t.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.trim_start_matches('+')
                .parse::<i64>()
                .map_err(|_| CliError::input(lang.t("faces-not-a-face", &[("flag", flag.into()), ("face", s.into())])))
        })
        .collect::<Result<Vec<_>, _>>()
        .and_then(|v| {
            if v.is_empty() {
                Err(CliError::input(lang.t("faces-empty", &[("flag", flag.into())])))
            } else {
                Ok(v)
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_fudge_symbols() {
        assert_eq!(parse_faces("6,6,1", "--dados", Lang::Es).unwrap(), vec![6, 6, 1]);
        assert_eq!(parse_faces("6 6 1", "--dados", Lang::Es).unwrap(), vec![6, 6, 1]);
        assert_eq!(parse_faces("+-0+", "--dados", Lang::Es).unwrap(), vec![1, -1, 0, 1]);
        assert_eq!(parse_faces("1,-1,0,1", "--dados", Lang::Es).unwrap(), vec![1, -1, 0, 1]);
        assert_eq!(parse_faces("0", "--dados", Lang::Es).unwrap(), vec![0]);
        let e = parse_faces("6,x", "--blancos", Lang::Es).unwrap_err().to_string();
        assert_eq!(
            e,
            "--blancos: «x» no es una cara de dado; escribe números separados por comas, como 6,6,1"
        );
        assert!(parse_faces(" ", "--dados", Lang::Es).is_err());
    }
}
