//! `tirada serve` as a process: it never dies without saying why; and `tirada bandeja`, the
//! tray it serves at /bandeja/ written as files.

mod served;

use std::io::Read;
use std::process::{Command, Stdio};

/// SQLite's `-shm` mapping raises SIGBUS when the disk cannot hold it; the server stops
/// with a sentence (and exit status 74) instead of vanishing silently.
#[test]
fn a_sigbus_from_the_database_mapping_stops_the_server_with_a_sentence() {
    let dir = std::env::temp_dir().join(format!("tirada-serve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut server = served::spawn(
        &format!("sqlite://{}", dir.join("t.db").display()),
        &[],
        &[],
        Stdio::piped(),
    );
    assert_eq!(unsafe { libc::kill(server.child.id() as i32, libc::SIGBUS) }, 0);
    let status = server.child.wait().unwrap();
    let mut stderr = String::new();
    server.child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    assert_eq!(status.code(), Some(74), "{stderr}");
    assert!(stderr.contains("-shm") && stderr.contains("disco lleno"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--db sqlite://` (no file) started, said it was healthy and failed every write; a public URL
/// that is no web address started too. Both are refused before listening, with a sentence, as
/// is an embedding origin that is no origin.
#[test]
fn a_database_with_no_file_or_a_bad_public_url_is_refused() {
    for (args, said) in [
        (vec!["--db", "sqlite://"], "no nombra ningún fichero"),
        (
            vec!["--db", "sqlite::memory:", "--url-publica", "mesa.example.org"],
            "--url-publica",
        ),
        (
            vec![
                "--db",
                "sqlite::memory:",
                "--incrustar-en",
                "https://www.owlbear.rodeo/sala",
            ],
            "--incrustar-en «https://www.owlbear.rodeo/sala» no vale",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_tirada"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(&args)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} started");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?} listened");
    }
}

/// `tirada bandeja DIR` writes the tray's files there (the same the server gives at /bandeja/),
/// and a folder it cannot write is one sentence.
#[test]
fn bandeja_writes_the_tray_as_static_files() {
    let dir = std::env::temp_dir().join(format!("tirada-bandeja-{}", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_tirada"))
        .args(["--json", "bandeja"])
        .arg(&dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    if tirada_web::pages::engine::MODULE.is_empty() {
        assert!(!out.status.success() && stderr.contains("crates/wasm"), "{stderr}");
        return;
    }
    assert!(out.status.success(), "{stderr}");
    let said: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for f in tirada_web::pages::tray::files().unwrap() {
        assert!(said["files"].as_array().unwrap().contains(&f.name.into()), "{said}");
        assert_eq!(std::fs::read(dir.join(f.name)).unwrap(), f.body, "{}", f.name);
    }
    std::fs::remove_dir_all(&dir).ok();
    let out = Command::new(env!("CARGO_BIN_EXE_tirada"))
        .args(["bandeja", "/proc/no-se-puede"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("no se puede escribir /proc/no-se-puede") && stderr.lines().count() == 1,
        "{stderr}"
    );
}
