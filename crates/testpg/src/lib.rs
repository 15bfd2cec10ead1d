//! Tests only: a throwaway PostgreSQL cluster for one test process, and a fresh database in
//! it per test.
//!
//! The cluster lives in a temporary directory, listens on a free loopback port (and a unix
//! socket in that directory, nowhere else), trusts local connections, and is stopped and
//! deleted when the test process exits. Debian's binaries are found in
//! `/usr/lib/postgresql/<version>/bin` (or `TIRADA_PG_BIN`, or the `PATH`). Running as root,
//! the cluster belongs to the unprivileged `postgres` user (or `nobody`): PostgreSQL refuses
//! to run as root.
//!
//! Without the binaries a test that needs PostgreSQL is skipped with a printed notice —
//! unless `TIRADA_REQUIRE_POSTGRES=1` (CI), where that fails it. Tests written for SQLite run
//! on PostgreSQL with `TIRADA_TEST_DB=postgres` ([`url_or`]).

use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// A running cluster.
struct Cluster {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    /// Who runs the server: None for this process's own user.
    owner: Option<String>,
}

static CLUSTER: OnceLock<Result<Cluster, String>> = OnceLock::new();

/// A new, empty database's URL, or None (after a printed notice) when PostgreSQL is not
/// installed and not required.
pub fn database(test: &str) -> Option<String> {
    match CLUSTER.get_or_init(start) {
        Ok(c) => Some(c.create_database(test)),
        Err(why) if required() => panic!("TIRADA_REQUIRE_POSTGRES=1 y no hay PostgreSQL: {why}"),
        Err(why) => {
            // Straight to stderr: the test harness would swallow `eprintln!` of a passing test.
            let _ = writeln!(
                std::io::stderr(),
                "[{test}] omitido: no hay PostgreSQL ({why}); con TIRADA_REQUIRE_POSTGRES=1 falla"
            );
            None
        }
    }
}

/// The database a test runs on: `sqlite` (a SQLite URL), unless `TIRADA_TEST_DB=postgres`
/// asks for a fresh PostgreSQL database instead (PostgreSQL is then required).
pub fn url_or(test: &str, sqlite: &str) -> String {
    if std::env::var("TIRADA_TEST_DB").is_ok_and(|v| v == "postgres") {
        return match CLUSTER.get_or_init(start) {
            Ok(c) => c.create_database(test),
            Err(why) => panic!("TIRADA_TEST_DB=postgres y no hay PostgreSQL: {why}"),
        };
    }
    sqlite.to_string()
}

fn required() -> bool {
    std::env::var("TIRADA_REQUIRE_POSTGRES").is_ok_and(|v| v == "1")
}

/// The directory with `initdb`, `pg_ctl` and `createdb`.
fn binaries() -> Option<PathBuf> {
    if let Ok(dir) = std::env::var("TIRADA_PG_BIN") {
        return Some(PathBuf::from(dir));
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin): &(u32, PathBuf)| bin.join("pg_ctl").exists())
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return Some(bin);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).find(|d| d.join("pg_ctl").exists() && d.join("initdb").exists())
}

fn free_port() -> Result<u16, String> {
    let l = TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    Ok(l.local_addr().map_err(|e| e.to_string())?.port())
}

fn start() -> Result<Cluster, String> {
    let bin = binaries().ok_or("no se encuentran initdb ni pg_ctl")?;
    let owner = if unsafe { libc::geteuid() } == 0 {
        Some(
            ["postgres", "nobody"]
                .into_iter()
                .find(|u| uid(u).is_some())
                .ok_or("como root hace falta el usuario postgres o nobody")?
                .to_string(),
        )
    } else {
        None
    };
    let dir = std::env::temp_dir().join(format!("tirada-pg-{}-{}", std::process::id(), nanos()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    if let Some(user) = &owner {
        let id = uid(user).expect("checked above");
        std::os::unix::fs::chown(&dir, Some(id), None).map_err(|e| e.to_string())?;
    }
    let mut cluster = Cluster {
        bin,
        dir,
        port: 0,
        owner,
    };
    let started = init(&mut cluster);
    if started.is_err() {
        let _ = std::fs::remove_dir_all(&cluster.dir);
    }
    started.map(|()| cluster)
}

/// Creates the cluster's files and starts its server on a free port.
fn init(cluster: &mut Cluster) -> Result<(), String> {
    let data = cluster.dir.join("data");
    cluster.run(
        "initdb",
        &[
            "-D",
            path(&data),
            "-U",
            "tirada",
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--no-sync",
        ],
    )?;
    let mut last = String::new();
    for _ in 0..3 {
        cluster.port = free_port()?;
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300 -c shared_buffers=32MB",
            cluster.port,
            path(&cluster.dir)
        );
        let log = cluster.dir.join("log");
        match cluster.run(
            "pg_ctl",
            &["-D", path(&data), "-l", path(&log), "-o", &options, "-w", "start"],
        ) {
            Ok(()) => {
                unsafe { libc::atexit(stop) };
                return Ok(());
            }
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// Stops the cluster and deletes its directory when the test process exits.
extern "C" fn stop() {
    if let Some(Ok(c)) = CLUSTER.get() {
        let data = c.dir.join("data");
        let _ = c.run("pg_ctl", &["-D", path(&data), "-m", "immediate", "-w", "stop"]);
        let _ = std::fs::remove_dir_all(&c.dir);
    }
}

impl Cluster {
    /// Runs one of the binaries as the cluster's owner.
    fn run(&self, program: &str, args: &[&str]) -> Result<(), String> {
        let exe = self.bin.join(program);
        let mut cmd = match &self.owner {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(&exe);
                c
            }
            None => Command::new(&exe),
        };
        let out = cmd
            .args(args)
            .current_dir(&self.dir)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("{program}: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!(
                "{program} falló: {}{}",
                String::from_utf8_lossy(&out.stderr),
                std::fs::read_to_string(self.dir.join("log")).unwrap_or_default()
            ))
        }
    }

    fn create_database(&self, test: &str) -> String {
        static N: AtomicU64 = AtomicU64::new(0);
        let name: String = format!("{test}_{}", N.fetch_add(1, Ordering::Relaxed))
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect();
        let name = format!("t_{}", &name[name.len().saturating_sub(50)..]);
        let port = self.port.to_string();
        self.run("createdb", &["-h", "127.0.0.1", "-p", &port, "-U", "tirada", &name])
            .unwrap_or_else(|e| panic!("no se pudo crear la base de datos {name}: {e}"));
        format!("postgres://tirada@127.0.0.1:{}/{name}", self.port)
    }
}

fn path(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

fn nanos() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos())
}

/// The user id of `name`.
fn uid(name: &str) -> Option<u32> {
    let out = Command::new("id").args(["-u", name]).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().parse().ok())
        .flatten()
}
