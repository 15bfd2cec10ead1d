//! `tirada --help` in the reader's language: each command's about line, each argument's help and
//! clap's own words («Uso:», «Opciones:», «Muestra la ayuda»…) come from
//! `locales/help/{es,en}.ftl`. clap reads `--lang` only after parsing, so the language is read
//! first from the arguments or the environment, and the command is built with its words.

use crate::lang::Lang;
use clap::{Arg, ArgAction, Command};
use std::io::IsTerminal;
use std::sync::LazyLock;
use tirada_narrate::Catalog;

pub(crate) const SPANISH: &str = include_str!("../locales/help/es.ftl");
pub(crate) const ENGLISH: &str = include_str!("../locales/help/en.ftl");

static HELP: LazyLock<Catalog> =
    LazyLock::new(|| Catalog::new(SPANISH, ENGLISH).expect("help/es.ftl and help/en.ftl are checked by a test"));

/// The help's message `key`, or `None` when no file has it.
fn word(lang: Lang, key: &str) -> Option<String> {
    HELP.has(key).then(|| HELP.t(lang.narrate(), key, &[]))
}

/// One of clap's own words (`help-…`), which the tests keep in both files.
fn clap_word(lang: Lang, key: &str) -> String {
    HELP.t(lang.narrate(), key, &[])
}

/// The language to speak in, read before clap parses: `--lang en` or `--lang=en`, else
/// `TIRADA_LANG`, else `LANG` (`en…` is English); Spanish otherwise.
pub fn early_lang(args: &[String]) -> Lang {
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        let value = match a.strip_prefix("--lang") {
            Some("") => it.next().map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        match value {
            Some("en") => return Lang::En,
            Some("es") => return Lang::Es,
            _ => {}
        }
    }
    let from_env = |var: &str| std::env::var(var).ok().filter(|v| !v.trim().is_empty());
    match from_env("TIRADA_LANG").or_else(|| from_env("LANG")) {
        Some(code) if code.trim().to_lowercase().starts_with("en") => Lang::En,
        _ => Lang::Es,
    }
}

/// The whole command line (`cli`, clap's derived one) in `lang`: its words, and `--lang`'s
/// default set to `lang` so the output speaks the language the environment asked for.
pub fn command(cli: Command, lang: Lang) -> Command {
    let cmd = cli.mut_arg("lang", |a| a.default_value(lang.narrate().code()));
    let mut cmd = worded(cmd, lang, &[]);
    cmd.build();
    help_subcommand(cmd, lang)
}

/// The about key of the command at `path` (`cmd-tirada` for the root).
pub(crate) fn about_key(path: &[String]) -> String {
    match path.is_empty() {
        true => "cmd-tirada".into(),
        false => format!("cmd-{}", path.join("-")),
    }
}

/// The help of argument `id` of the command at `path`: the most particular of
/// `arg-PATH-ID`, `arg-COMMAND-ID` (its own command's name) and `arg-ID`.
pub(crate) fn arg_help(lang: Lang, path: &[String], id: &str) -> Option<String> {
    let id = id.replace('_', "-");
    let mut keys = vec![];
    if !path.is_empty() {
        keys.push(format!("arg-{}-{id}", path.join("-")));
        keys.push(format!("arg-{}-{id}", path[path.len() - 1]));
    }
    keys.push(format!("arg-{id}"));
    keys.iter().find_map(|k| word(lang, k))
}

fn worded(mut cmd: Command, lang: Lang, path: &[String]) -> Command {
    let options = clap_word(lang, "help-options");
    let arguments = clap_word(lang, "help-arguments");
    if let Some(about) = word(lang, &about_key(path)) {
        cmd = cmd.about(about).long_about(None);
    }
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        clap_word(lang, "help-usage")
    );
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(clap_word(lang, "help-commands"))
        .subcommand_value_name(clap_word(lang, "help-command-value"));
    let ids: Vec<String> = cmd.get_arguments().map(|a| a.get_id().to_string()).collect();
    for id in ids {
        let help = arg_help(lang, path, &id);
        cmd = cmd.mut_arg(&id, |a| {
            let heading = if a.is_positional() { &arguments } else { &options };
            let a = match help {
                Some(h) => {
                    let h = h + &values(&a, lang);
                    a.help(h)
                }
                None => a,
            };
            let a = a.long_help(None).help_heading(heading);
            match a.get_action().takes_values() {
                // Shown in `lang` by `values`.
                true => a.hide_default_value(true).hide_possible_values(true),
                false => a,
            }
        });
    }
    let help = Arg::new("help").short('h').long("help").action(ArgAction::Help);
    let version = Arg::new("version")
        .short('V')
        .long("version")
        .action(ArgAction::Version);
    cmd = cmd
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(help.help(clap_word(lang, "help-help")).help_heading(&options))
        .arg(version.help(clap_word(lang, "help-version")).help_heading(&options));
    let names: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_string()).collect();
    for name in names {
        let mut sub_path = path.to_vec();
        sub_path.push(name.clone());
        cmd = cmd.mut_subcommand(&name, |s| worded(s, lang, &sub_path));
    }
    cmd
}

/// The default value and the possible values clap would show in English, in `lang`.
fn values(a: &Arg, lang: Lang) -> String {
    if !a.get_action().takes_values() {
        return String::new();
    }
    let mut out = String::new();
    let possible: Vec<String> = a
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if !possible.is_empty() && !a.is_hide_possible_values_set() {
        let values = possible.join(", ");
        out += &format!(
            " [{}]",
            HELP.t(lang.narrate(), "help-possible", &[("values", values.into())])
        );
    }
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !a.is_hide_default_value_set() {
        let value = defaults.join(",");
        out += &format!(
            " [{}]",
            HELP.t(lang.narrate(), "help-default", &[("value", value.into())])
        );
    }
    out
}

/// clap adds a `help` subcommand when the command is built: its words too.
fn help_subcommand(mut cmd: Command, lang: Lang) -> Command {
    let names: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_string()).collect();
    for name in names {
        cmd = cmd.mut_subcommand(&name, |s| match name == "help" {
            true => s.about(clap_word(lang, "help-subcommand")),
            false => help_subcommand(s, lang),
        });
    }
    cmd
}

/// Prints the help (or the version) clap answered with, its usage's `[OPTIONS]` in `lang`;
/// in colour only on a terminal that did not ask for none.
pub fn print(e: &clap::Error, lang: Lang) {
    let styled = e.render();
    let colour = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let text = match colour {
        true => styled.ansi().to_string(),
        false => styled.to_string(),
    };
    print!("{}", text.replace("[OPTIONS]", &clap_word(lang, "help-options-value")));
}

/// The about lines and arguments of `cli` without words in a language.
#[cfg(test)]
pub(crate) fn missing_words(cli: &Command) -> Vec<String> {
    fn walk(cmd: &Command, path: &[String], missing: &mut Vec<String>) {
        for lang in [Lang::Es, Lang::En] {
            if word(lang, &about_key(path)).is_none() {
                missing.push(format!("{lang:?} {}", about_key(path)));
            }
            for a in cmd.get_arguments() {
                if arg_help(lang, path, a.get_id().as_str()).is_none() {
                    missing.push(format!("{lang:?} {path:?} {}", a.get_id()));
                }
            }
        }
        for s in cmd.get_subcommands() {
            let mut sub = path.to_vec();
            sub.push(s.get_name().to_string());
            walk(s, &sub, missing);
        }
    }
    let mut missing = vec![];
    walk(cli, &[], &mut missing);
    missing
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_files_parse_and_carry_the_same_keys() {
        crate::lang::same_keys(SPANISH, ENGLISH);
    }

    /// clap's own words the code asks for are in the files.
    #[test]
    fn every_clap_word_exists() {
        let me = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/help.rs");
        let named = tirada_narrate::keys_named(&[me], &["clap_word(lang, \""]);
        assert!(named.len() > 8, "{named:?}");
        let keys = tirada_narrate::keys_of(SPANISH);
        let missing: Vec<_> = named.iter().filter(|k| !keys.contains(*k)).collect();
        assert!(missing.is_empty(), "in no help file: {missing:?}");
    }

    #[test]
    fn the_language_comes_from_the_arguments_before_the_environment() {
        let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        assert_eq!(early_lang(&args("tirada --lang en --help")), Lang::En);
        assert_eq!(early_lang(&args("tirada roll 3d6 --lang=en")), Lang::En);
        assert_eq!(early_lang(&args("tirada --lang=es roll 3d6")), Lang::Es);
        assert_eq!(early_lang(&args("tirada --lang es --lang=en")), Lang::Es);
    }
}
