//! `tirada`: dice, exact odds and rules for PORTAL, CHASIS, Hitos, Fate «La Escalera» and MIRILLA.
//!
//! The binary only parses arguments, calls the libraries and prints. Bad input exits 2 with one
//! sentence on stderr and nothing on stdout (see `docs/contract.md`).

/// mimalloc: with glibc's allocator, malloc and free took a fifth of the server's CPU on a
/// hot table (issue 31, bench/RESULTS.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod commands;
mod error;
mod faces;
mod files;
mod global;
mod help;
mod lang;
mod render;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use error::CliError;
use global::GlobalArgs;

/// tirada — tiradas, probabilidades exactas y reglas de PORTAL, CHASIS, Hitos, Fate «La Escalera» y MIRILLA
/// (the help's words come from locales/help, in the reader's language: `help.rs`).
#[derive(Parser, Debug)]
#[command(name = "tirada", version, about, propagate_version = true)]
struct Cli {
    #[command(flatten)]
    global: GlobalArgs,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Tira cualquier expresión de dados (3d10km+7, 4dF+2, 2d12!...).
    Roll(commands::roll::RollArgs),
    /// Probabilidades exactas de una expresión de dados o de la tirada de un sistema.
    Odds(OddsArgs),
    /// PORTAL: dados básicos, malestar, heridas y suerte, con repeticiones óptimas.
    Portal(commands::portal::PortalArgs),
    /// Hitos: 3d10 y el dado central, aspectos y puntos de drama.
    Hitos(commands::hitos::HitosArgs),
    /// Fate «La Escalera»: 4dF, la escalera y los conflictos.
    Fate(commands::fate::FateArgs),
    /// CHASIS: 2d12 contra 13, extremos, grados y aperturas.
    Chasis(commands::chasis::ChasisArgs),
    /// La mesa web: sirve la mesa de juego compartida (SQLite por defecto).
    Serve(commands::serve::ServeArgs),
    /// Escribe la bandeja (tiradas y probabilidades sin conexión) como ficheros estáticos en DIR.
    Bandeja(commands::serve::BandejaArgs),
    /// Comprueba un registro exportado de una mesa: recalcula cada tirada con la semilla revelada.
    Verify(commands::serve::VerifyArgs),
    /// Vuelca una mesa entera de una base de datos (SQLite o PostgreSQL) para llevarla a otra.
    ExportDb(commands::db::ExportDbArgs),
    /// Trae un personaje de Fari (Fate) o de Foundry (Hitos): imprime su ficha de tirada en TOML.
    Importar(commands::importar::ImportarArgs),
    /// Escribe en una base de datos una mesa volcada con export-db, tal como estaba.
    ImportDb(commands::db::ImportDbArgs),
    /// Pone al día el esquema de una base de datos (SQLite o PostgreSQL) y termina.
    Migrate(commands::db::MigrateArgs),
    /// Simula muchas tiradas (Monte Carlo) y las compara con las probabilidades exactas.
    Sim(SimArgs),
    /// MIRILLA: un dado de seis caras y el grado de éxito que decide el Narrador.
    Mirilla(commands::mirilla::MirillaArgs),
    /// Discord: registra las órdenes de tirada (el token, en TIRADA_DISCORD_TOKEN).
    Discord(commands::discord::DiscordArgs),
}

#[derive(Args, Debug)]
struct SimArgs {
    #[command(subcommand)]
    system: SimSystem,
}

#[derive(Subcommand, Debug)]
enum SimSystem {
    /// Simula tiradas de PORTAL.
    Portal(commands::sim::SimPortalArgs),
}

/// `tirada odds <system> ...`: the same flags as the system's roll, without typed faces.
#[derive(Subcommand, Debug)]
enum OddsSystem {
    /// Probabilidades exactas de PORTAL (con la mejor política de repeticiones, o sin repetir).
    Portal(commands::portal::odds::PortalOddsArgs),
    /// Probabilidades exactas de Hitos.
    Hitos(commands::hitos::HitosOddsArgs),
    /// Probabilidades exactas de Fate «La Escalera».
    Fate(commands::fate::FateOddsArgs),
    /// Probabilidades exactas de CHASIS.
    Chasis(commands::chasis::ChasisOddsArgs),
    /// Probabilidades exactas de MIRILLA.
    Mirilla(commands::mirilla::MirillaOddsArgs),
}

#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
struct OddsArgs {
    /// Dice expression (3d10km+5, 4dF, 2d12!...).
    #[arg(allow_hyphen_values = true)]
    expr: Option<String>,
    #[command(flatten)]
    expr_args: commands::odds::ExprOddsArgs,
    #[command(subcommand)]
    system: Option<OddsSystem>,
}

fn run(cli: Cli) -> Result<(), CliError> {
    match &cli.command {
        Command::Roll(args) => commands::roll::run(args, &cli.global),
        Command::Portal(args) => commands::portal::run(args, &cli.global),
        Command::Serve(args) => commands::serve::serve(args, &cli.global),
        Command::Discord(args) => commands::discord::run(args, &cli.global),
        Command::Verify(args) => commands::serve::verify(args, &cli.global),
        Command::Bandeja(args) => commands::serve::bandeja(args, &cli.global),
        Command::ExportDb(args) => commands::db::export(args, &cli.global),
        Command::ImportDb(args) => commands::db::import(args, &cli.global),
        Command::Importar(args) => commands::importar::run(args, &cli.global),
        Command::Migrate(args) => commands::db::migrate(args, &cli.global),
        Command::Sim(args) => match &args.system {
            SimSystem::Portal(a) => commands::sim::run(a, &cli.global),
        },
        Command::Hitos(args) => commands::hitos::run(args, &cli.global),
        Command::Fate(args) => commands::fate::run(args, &cli.global),
        Command::Chasis(args) => commands::chasis::run(args, &cli.global),
        Command::Mirilla(args) => commands::mirilla::run(args, &cli.global),
        Command::Odds(args) => match (&args.expr, &args.system) {
            (_, Some(OddsSystem::Portal(a))) => commands::portal::odds::run(a, &cli.global),
            (_, Some(OddsSystem::Hitos(a))) => commands::hitos::odds(a, &cli.global),
            (_, Some(OddsSystem::Fate(a))) => commands::fate::odds(a, &cli.global),
            (_, Some(OddsSystem::Chasis(a))) => commands::chasis::odds(a, &cli.global),
            (_, Some(OddsSystem::Mirilla(a))) => commands::mirilla::odds(a, &cli.global),
            (Some(expr), None) => commands::odds::run(expr, &args.expr_args, &cli.global),
            (None, None) => Err(CliError::input(
                cli.global.lang.w("usage-expression-is-missing-for-example"),
            )),
        },
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    // The language first, so that the help and clap's own errors are worded in it.
    let lang = help::early_lang(&args);
    let parsed = help::command(Cli::command(), lang)
        .try_get_matches_from(&args)
        .and_then(|mut m| Cli::from_arg_matches_mut(&mut m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version.
            help::print(&e, lang);
            std::process::exit(0);
        }
        Err(e) => {
            eprintln!("tirada: {}", error::clap_message(&e, lang));
            std::process::exit(2);
        }
    };
    // Output piped into `head` and closed early ends a command quietly, as any Unix filter,
    // instead of a panic on the broken pipe (Rust ignores SIGPIPE). Not the server: a closed
    // stdout must not take the table down.
    #[cfg(unix)]
    if !matches!(cli.command, Command::Serve(_)) {
        // SAFETY: restores a signal's default action, before any thread starts.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
    if let Err(e) = run(cli) {
        eprintln!("tirada: {e}");
        std::process::exit(e.exit_code());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command's about line and every argument's help, in both languages.
    #[test]
    fn every_command_and_argument_has_its_words() {
        let missing = help::missing_words(&Cli::command());
        assert!(missing.is_empty(), "no words for: {missing:?}");
    }
}
