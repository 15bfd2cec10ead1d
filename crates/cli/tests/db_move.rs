//! `tirada export-db` / `import-db` (issue #19): a played and closed table moved from SQLite
//! to PostgreSQL and back loses nothing — its exported log is the same, and `tirada verify`
//! checks it on the new database. Skipped with a notice without PostgreSQL (unless
//! `TIRADA_REQUIRE_POSTGRES=1`).

mod served;

use serde_json::{json, Value};
use served::*;
use std::process::Command;

fn tirada(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tirada")).args(args).output().unwrap()
}

/// The table's exported log as the GM gets it.
fn export(server: &Server, table: &str, gm: &str) -> Value {
    let (s, log) = request(
        &server.addr,
        "GET",
        &format!("/api/tables/{table}/export"),
        Some(gm),
        None,
    )
    .unwrap();
    assert_eq!(s, 200, "{log}");
    log
}

#[test]
fn a_table_moved_from_sqlite_to_postgres_and_back_verifies_the_same() {
    let Some(pg) = tirada_testpg::database("db_move") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("tirada-db-move-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sqlite = format!("sqlite://{}", dir.join("mesa.db").display());

    // A session on SQLite: a player, rolls (one hidden, then revealed), chat, closed.
    let (table, gm, before) = {
        let server = serve(&sqlite);
        let post = |path: &str, token: Option<&str>, body: Value| {
            let (s, v) = request(&server.addr, "POST", path, token, Some(body)).unwrap();
            assert!((200..300).contains(&s), "{path}: {s} {v}");
            v
        };
        let t = post("/api/tables", None, json!({"name": "Mudanza", "system": "portal"}));
        let (table, gm) = (
            t["id"].as_str().unwrap().to_string(),
            t["gm_token"].as_str().unwrap().to_string(),
        );
        let ana = post(
            &format!("/api/tables/{table}/join"),
            None,
            json!({"invite_code": t["invite_code"], "name": "Ana"}),
        );
        let ana = ana["token"].as_str().unwrap();
        let rolls = format!("/api/tables/{table}/rolls");
        post(&rolls, Some(&gm), json!({"request": {"malestar": 1, "dif": 4}}));
        let hidden = post(&rolls, Some(&gm), json!({"request": {"dif": 5}, "hidden": true}));
        post(
            &format!("/api/tables/{table}/rolls/{}/reveal", hidden["seq"]),
            Some(&gm),
            json!({}),
        );
        post(&format!("/api/tables/{table}/chat"), Some(ana), json!({"text": "¡ñu!"}));
        post(&format!("/api/tables/{table}/close"), Some(&gm), json!({}));
        let before = export(&server, &table, &gm);
        (table, gm, before)
    };

    let moved = dir.join("mesa-db.json");
    let out = tirada(&[
        "export-db",
        "--db",
        &sqlite,
        "--mesa",
        &table,
        "-o",
        moved.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = tirada(&["import-db", "--db", &pg, moved.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains(&table));

    // On PostgreSQL: the same log, and verify checks it.
    let after = {
        let server = serve(&pg);
        export(&server, &table, &gm)
    };
    assert_eq!(after, before);
    let log = dir.join("export.json");
    std::fs::write(&log, after.to_string()).unwrap();
    let out = tirada(&["verify", log.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );

    // Importing it again is refused with one sentence and exit 2.
    let out = tirada(&["import-db", "--db", &pg, moved.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("ya existe la mesa") && err.lines().count() == 1, "{err}");

    // And back into a new SQLite file: the dump is the same, byte for byte.
    let back = format!("sqlite://{}", dir.join("vuelta.db").display());
    let again = dir.join("again.json");
    assert!(tirada(&[
        "export-db",
        "--db",
        &pg,
        "--mesa",
        &table,
        "-o",
        again.to_str().unwrap()
    ])
    .status
    .success());
    assert!(tirada(&["import-db", "--db", &back, again.to_str().unwrap()])
        .status
        .success());
    let out = tirada(&["export-db", "--db", &back, "--mesa", &table]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        std::fs::read_to_string(&moved).unwrap()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn exporting_a_table_that_is_not_there_is_one_sentence() {
    let dir = std::env::temp_dir().join(format!("tirada-db-none-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = format!("sqlite://{}", dir.join("vacia.db").display());
    // An empty database, made as the server makes it.
    tokio::runtime::Runtime::new()
        .unwrap()
        .block_on(tirada_web::open_store(&db))
        .unwrap();
    let out = tirada(&["export-db", "--db", &db, "--mesa", "nada"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "tirada: no existe la mesa nada"
    );
    assert!(out.stdout.is_empty());
    // A database file that is not there is not created by looking into it.
    let missing = dir.join("no-esta.db");
    let out = tirada(&[
        "export-db",
        "--db",
        &format!("sqlite://{}", missing.display()),
        "--mesa",
        "x",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no existe la base de datos"));
    assert!(!missing.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `tirada migrate` brings a database's schema up to date and exits; a second run has
/// nothing to do, and a server opens the result as it is.
#[test]
fn migrate_brings_either_store_up_to_date_once() {
    let dir = std::env::temp_dir().join(format!("tirada-migrate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sqlite = format!("sqlite://{}", dir.join("nueva.db").display());
    let pg = tirada_testpg::database("migrate");
    for db in std::iter::once(sqlite.as_str()).chain(pg.as_deref()) {
        let out = tirada(&["migrate", "--db", db, "--json"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let first: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(first["before"], 0, "{db}: a new database");
        assert!(
            first["after"].as_i64().unwrap() >= 2 && first["ran"] == first["after"],
            "{first}"
        );
        let out = tirada(&["migrate", "--db", db]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && text.contains(": 0 migraciones aplicadas ahora."),
            "{text}"
        );
        // What serve runs on start finds nothing left to do either.
        let again = tirada(&["migrate", "--db", db, "--json"]);
        let again: Value = serde_json::from_slice(&again.stdout).unwrap();
        assert_eq!(
            (again["before"].clone(), again["ran"].clone()),
            (first["after"].clone(), json!(0))
        );
        let server = serve(db);
        let (s, v) = request(&server.addr, "GET", "/healthz", None, None).unwrap();
        assert_eq!(s, 200, "{v}");
    }
    let out = tirada(&["migrate", "--db", "mysql://mesa"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("no es una URL que se entienda") && err.lines().count() == 1,
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
