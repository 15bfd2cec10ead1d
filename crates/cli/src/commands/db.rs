//! `tirada export-db` and `tirada import-db`: a table moved between databases (SQLite ↔
//! PostgreSQL) with everything it has — the seed, members' token hashes, characters and
//! every event as stored — so its log verifies the same afterwards (`tirada verify`). And
//! `tirada migrate`, which brings a database's schema up to date before any server starts.

use crate::error::CliError;
use crate::global::GlobalArgs;
use std::path::PathBuf;
use tirada_web::table::dump::{self, TableDump};

#[derive(clap::Args, Debug)]
pub struct ExportDbArgs {
    /// Database the table is in: sqlite://FILE or postgres://USER@HOST/DB.
    #[arg(long)]
    pub db: String,
    /// The table's id.
    #[arg(long)]
    pub mesa: String,
    /// File to write (by default, standard output). It holds the table's secret seed and
    /// tokens' hashes: keep it as safe as the database.
    #[arg(long, short = 'o')]
    pub salida: Option<PathBuf>,
}

#[derive(clap::Args, Debug)]
pub struct ImportDbArgs {
    /// Database to write the table into (its migrations run first).
    #[arg(long)]
    pub db: String,
    /// A file written by `tirada export-db`.
    pub file: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct MigrateArgs {
    /// Database to bring up to date: sqlite://FILE (created if missing) or
    /// postgres://USER@HOST/DB.
    #[arg(long)]
    pub db: String,
}

fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::Internal(e.into()))
}

/// The file of a SQLite URL (None for another database or one in memory).
fn sqlite_file(url: &str) -> Option<PathBuf> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or(rest);
    (!path.contains(":memory:")).then(|| PathBuf::from(path))
}

pub fn export(args: &ExportDbArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    // Opening a SQLite file creates it: looking for a table must not.
    if let Some(file) = sqlite_file(&args.db).filter(|f| !f.exists()) {
        let args = [("file", file.display().to_string().into())];
        return Err(CliError::input(lang.t("db-no-such-database", &args)));
    }
    let dump = runtime()?.block_on(async {
        let store = tirada_web::open_store(&args.db).await?;
        dump::export(store.as_ref(), &args.mesa).await
    });
    let text = serde_json::to_string(&dump.map_err(|e| CliError::input(e.to_string()))?)?;
    match &args.salida {
        Some(path) => std::fs::write(path, text + "\n").map_err(|e| {
            let args = [
                ("file", path.display().to_string().into()),
                ("why", e.to_string().into()),
            ];
            CliError::input(lang.t("db-cannot-write", &args))
        }),
        None => {
            println!("{text}");
            Ok(())
        }
    }
}

pub fn import(args: &ImportDbArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&args.file).map_err(|e| {
        let words = [
            ("file", args.file.display().to_string().into()),
            ("why", e.to_string().into()),
        ];
        CliError::input(global.lang.t("db-cannot-read", &words))
    })?;
    let dump: TableDump = serde_json::from_str(&text).map_err(|e| {
        let words = [
            ("file", args.file.display().to_string().into()),
            ("why", e.to_string().into()),
        ];
        CliError::input(global.lang.t("db-not-a-dump", &words))
    })?;
    runtime()?
        .block_on(async {
            let store = tirada_web::open_store(&args.db).await?;
            dump::import(store.as_ref(), &dump).await
        })
        .map_err(|e| CliError::input(e.to_string()))?;
    println!(
        "{}",
        global.lang.t(
            "db-table-imported-events",
            &[
                ("id", dump.table.id.to_string().into()),
                ("events", dump.events.len().to_string().into())
            ]
        )
    );
    Ok(())
}

pub fn migrate(args: &MigrateArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let m = runtime()?
        .block_on(tirada_web::table::migrate(&args.db))
        .map_err(|e| CliError::input(e.to_string()))?;
    let ran = m.after - m.before;
    if global.json {
        println!(
            "{}",
            serde_json::json!({"before": m.before, "after": m.after, "ran": ran})
        );
        return Ok(());
    }
    println!(
        "{}",
        global.lang.t(
            "db-schema-up-to-date-version",
            &[("after", m.after.to_string().into()), ("ran", ran.to_string().into())]
        )
    );
    Ok(())
}
