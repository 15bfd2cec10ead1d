//! What every CLI test needs: run `tirada`, read its one JSON object, check the contract's
//! failures (exit 2, one sentence on stderr, nothing on stdout).
#![allow(dead_code)] // each test file uses its own subset

pub mod both_ways;

use serde_json::Value;
use std::process::{Command, Output};

/// Runs the binary without colours, in its default language (Spanish) whatever the machine's.
pub fn tirada(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tirada"))
        .args(args)
        .env("NO_COLOR", "1")
        .env_remove("TIRADA_LANG")
        .env_remove("LANG")
        .output()
        .expect("tirada runs")
}

/// A command line as the reader types it, split at spaces: for arguments without spaces.
pub fn line(command: &str) -> Vec<&str> {
    command.split_whitespace().collect()
}

/// A command line with one argument that may hold spaces (a path): `before`, `arg`, `after`.
pub fn line_with<'a>(before: &'a str, arg: &'a str, after: &'a str) -> Vec<&'a str> {
    let mut args = line(before);
    args.push(arg);
    args.extend(line(after));
    args
}

/// Runs a `--json` command that must succeed and print exactly one JSON object.
pub fn json(args: &[&str]) -> Value {
    let text = human(args);
    assert_eq!(text.trim().lines().count(), 1, "exactly one JSON object");
    serde_json::from_str(&text).expect("valid JSON")
}

/// Runs a command that must succeed and returns its human output.
pub fn human(args: &[&str]) -> String {
    let out = tirada(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Asserts exit 2, nothing on stdout and exactly one line on stderr; returns that line.
pub fn bad(args: &[&str]) -> String {
    let out = tirada(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    let err = String::from_utf8(out.stderr).expect("UTF-8 errors");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    err.trim_end().to_string()
}

/// The `--json` answer of a seeded command line run twice: the same both times.
pub fn repeated(command: &str) -> Value {
    let (a, b) = (json(&line(command)), json(&line(command)));
    assert_eq!(a, b, "{command}: the same seed, another roll");
    a
}

/// Each command line (its words split at spaces) refused as [`bad`] says, its one line saying
/// what the case names.
pub fn refuses(cases: &[(&str, &str)]) {
    for (line, says) in cases {
        let err = bad(&self::line(line));
        assert!(err.contains(says), "{line}: «{says}» not in: {err}");
    }
}

/// Each item of the JSON array `list`, through `f` (the test fails if `list` is no array).
pub fn each<'a, T>(list: &'a Value, f: impl Fn(&'a Value) -> T) -> Vec<T> {
    list.as_array().expect("a JSON array").iter().map(f).collect()
}

/// Asserts that `"n/d"` probabilities add up to exactly one.
pub fn assert_sums_to_one(ps: impl Iterator<Item = Value>) {
    let total = ps.fold(tirada_dice::Fraction::zero(), |acc, p| {
        acc.add(&p.as_str().expect("an \"n/d\" string").parse().expect("a fraction"))
    });
    assert_eq!(total, tirada_dice::Fraction::one(), "probabilities sum to {total}");
}

/// Writes `text` to `name` in a directory of this test process, `tirada-<dir>-<pid>`.
pub fn temp_file(dir: &str, name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tirada-{dir}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// A command whose output is its explanation, in Spanish and English: `--json` carries the
/// narration's `explanation` of the very object it prints (`tirada_narrate::explain_json`),
/// and the human output is that headline and those lines. Returns the two explanations.
pub fn narrated_alike(args: &[&str]) -> [Value; 2] {
    [("es", tirada_narrate::Lang::Es), ("en", tirada_narrate::Lang::En)].map(|(code, lang)| {
        let with = |extra: &[&'static str]| [&["--lang", code][..], args, extra].concat();
        let mut v = json(&with(&["--json"]));
        let said = v
            .as_object_mut()
            .unwrap()
            .remove("explanation")
            .expect("an explanation");
        assert_eq!(said, tirada_narrate::explain_json(&v, lang), "{args:?} --lang {code}");
        let text = human(&with(&[]));
        let mut expected = vec![said["headline"].as_str().unwrap().to_string()];
        expected.extend(
            said["lines"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l.as_str().unwrap().to_string()),
        );
        let printed: Vec<&str> = text.lines().map(str::trim).collect();
        assert_eq!(printed, expected, "{args:?} --lang {code}");
        said
    })
}
