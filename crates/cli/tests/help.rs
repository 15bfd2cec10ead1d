//! `tirada --help` in the reader's language, clap's own words included, and clap's usage
//! errors worded in the language asked for (issue 29).

mod common;

use common::{bad, human, line};
use std::process::Command;

const SYSTEMS: [&str; 5] = ["PORTAL", "CHASIS", "Hitos", "Fate «La Escalera»", "MIRILLA"];

/// The first line names every system tirada plays.
fn names_all_systems(help: &str) {
    let first = help.lines().next().unwrap_or_default();
    for system in SYSTEMS {
        assert!(first.contains(system), "{system} missing from: {first}");
    }
}

fn none_of(help: &str, words: &[&str]) {
    for w in words {
        assert!(!help.contains(w), "«{w}» in:\n{help}");
    }
}

#[test]
fn the_help_is_spanish_by_default() {
    let help = human(&["--help"]);
    names_all_systems(&help);
    for w in [
        "Uso: tirada [OPCIONES] <ORDEN>",
        "Órdenes:",
        "Opciones:",
        "-h, --help",
        "Muestra la ayuda",
    ] {
        assert!(help.contains(w), "«{w}» not in:\n{help}");
    }
    assert!(help.contains("Imprime un solo objeto JSON"), "{help}");
    assert!(help.contains("[valores posibles: es, en] [por defecto: es]"), "{help}");
    none_of(
        &help,
        &[
            "Usage:",
            "Options:",
            "Commands:",
            "Print help",
            "Print version",
            "[OPTIONS]",
            "JSON object",
        ],
    );
    assert_eq!(human(&["-h"]), help, "-h and --help say the same");
}

#[test]
fn the_help_is_english_with_lang_en() {
    for args in [&["--lang", "en", "--help"][..], &["--help", "--lang=en"]] {
        let help = human(args);
        names_all_systems(&help);
        for w in [
            "Usage: tirada [OPTIONS] <COMMAND>",
            "Commands:",
            "Options:",
            "Print help",
            "Print one JSON object",
        ] {
            assert!(help.contains(w), "«{w}» not in:\n{help}");
        }
        assert!(help.contains("Roll any dice expression"), "{help}");
        none_of(&help, &["Uso:", "Opciones", "Órdenes", "Muestra", "Tira cualquier"]);
    }
}

#[test]
fn a_subcommand_s_help_in_both_languages() {
    let es = human(&line("portal --help"));
    assert!(
        es.starts_with("PORTAL: dados básicos, malestar, heridas y suerte"),
        "{es}"
    );
    for w in [
        "Uso: tirada portal [OPCIONES]",
        "Dados de malestar (negros), 0–3",
        "Muestra la ayuda",
    ] {
        assert!(es.contains(w), "«{w}» not in:\n{es}");
    }
    none_of(&es, &["Discomfort dice", "Print help", "Usage:"]);
    let en = human(&line("portal --help --lang en"));
    assert!(en.starts_with("PORTAL: basic, discomfort, wound and luck dice"), "{en}");
    for w in [
        "Usage: tirada portal [OPTIONS]",
        "Discomfort dice (black), 0–3",
        "Print help",
    ] {
        assert!(en.contains(w), "«{w}» not in:\n{en}");
    }
    none_of(&en, &["Dados de malestar", "Muestra la ayuda", "Uso:"]);
    // A positional argument, under its own heading; a nested command.
    let roll = human(&line("roll --help"));
    assert!(roll.contains("Argumentos:\n  <EXPR>  Expresión de dados"), "{roll}");
    let odds = human(&line("odds chasis -h --lang en"));
    assert!(odds.starts_with("Exact odds of CHASIS"), "{odds}");
    assert!(odds.contains("Modifier: a number or dice"), "{odds}");
}

#[test]
fn the_environment_chooses_the_language_when_no_flag_does() {
    let run = |vars: &[(&str, &str)], args: &[&str]| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_tirada"));
        c.args(args)
            .env("NO_COLOR", "1")
            .env_remove("TIRADA_LANG")
            .env_remove("LANG");
        for (k, v) in vars {
            c.env(k, v);
        }
        let out = c.output().expect("tirada runs");
        String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap()
    };
    assert!(run(&[("TIRADA_LANG", "en")], &["--help"]).contains("Print help"));
    assert!(run(&[("LANG", "en_GB.UTF-8")], &["--help"]).contains("Print help"));
    assert!(run(&[("LANG", "en_GB.UTF-8"), ("TIRADA_LANG", "es")], &["--help"]).contains("Muestra la ayuda"));
    assert!(run(&[("TIRADA_LANG", "en")], &["--lang", "es", "--help"]).contains("Muestra la ayuda"));
    // The output follows it too: `--lang`'s default is the language the environment asked for.
    let odds = run(&[("TIRADA_LANG", "en")], &line("odds 1d2"));
    assert!(odds.contains("mean"), "{odds}");
}

#[test]
fn clap_s_usage_errors_in_the_language_asked_for() {
    assert_eq!(
        bad(&line("roll 3d6 --foo")),
        "tirada: opción desconocida «--foo» (mira tirada --help)"
    );
    assert_eq!(
        bad(&line("--lang en roll 3d6 --foo")),
        "tirada: unknown option '--foo' (see tirada --help)"
    );
    let es = bad(&line("rol"));
    assert!(es.starts_with("tirada: orden desconocida «rol»"), "{es}");
    let en = bad(&line("--lang=en rol"));
    assert!(en.starts_with("tirada: unknown command 'rol'"), "{en}");
}
