//! Opening a SQLite file never fails on a lock it could wait for: `tirada serve` on a fresh
//! file once in ~45 starts exited with «database is locked» (issue 31), when one of its pool's
//! connections switched the new file to WAL while another was reading it. SQLite does not
//! wait with the busy timeout for that switch, so the store must.

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection};
use std::time::Duration;
use tirada_table::{SqliteStore, Store};

fn fresh_file(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("tirada-table-{name}-{}", tirada_table::secret::new_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mesa.db");
    (dir, file)
}

/// Another connection is about to write the fresh file (it holds the reserved lock, in the
/// rollback journal the file was created with) while the store opens it — as a second
/// connection of the store's own pool does while it switches the file to WAL: the store
/// waits until the writer is done instead of failing, and the file ends in WAL mode with
/// every migration run.
#[tokio::test]
async fn a_writer_holding_the_fresh_file_is_waited_for() {
    let (dir, file) = fresh_file("writer");
    let mut writer = SqliteConnectOptions::new()
        .filename(&file)
        .create_if_missing(true)
        .connect()
        .await
        .unwrap();
    sqlx::query("CREATE TABLE elsewhere (x INTEGER)")
        .execute(&mut writer)
        .await
        .unwrap();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut writer).await.unwrap();
    let done = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        sqlx::query("COMMIT").execute(&mut writer).await.unwrap();
        writer.close().await.unwrap();
    });
    let url = format!("sqlite://{}", file.display());
    let store = SqliteStore::open(&url)
        .await
        .expect("the store waits for the writer instead of failing");
    done.await.unwrap();
    assert_eq!(store.migrated().before, 0);
    assert!(store.migrated().after > 0);
    store.ping().await.unwrap();
    store.close().await;
    let mut check = SqliteConnectOptions::new().filename(&file).connect().await.unwrap();
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut check)
        .await
        .unwrap();
    assert_eq!(mode, "wal");
    check.close().await.unwrap();
    let _ = std::fs::remove_dir_all(dir);
}

/// Several stores opening one fresh file at the same moment (two servers started together,
/// and each store's own pool) all open it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stores_opening_one_fresh_file_together_all_open_it() {
    for _ in 0..5 {
        let (dir, file) = fresh_file("together");
        let url = format!("sqlite://{}", file.display());
        let opening: Vec<_> = (0..6)
            .map(|_| {
                let url = url.clone();
                tokio::spawn(async move { SqliteStore::open(&url).await.map(|_| ()) })
            })
            .collect();
        for o in opening {
            let opened = o.await.unwrap();
            assert!(opened.is_ok(), "{}", opened.unwrap_err());
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// `sqlite://` with no file started a server that said it was healthy and failed every
/// write (issue 30 point 7): it is refused with a sentence.
#[tokio::test]
async fn a_url_with_no_file_is_refused_with_a_sentence() {
    for url in ["sqlite://", "sqlite:", "sqlite://?mode=rwc"] {
        let e = SqliteStore::open(url).await.err().expect(url).to_string();
        assert!(
            e.contains("no nombra ningún fichero") && e.contains("sqlite://FICHERO"),
            "{url}: {e}"
        );
    }
    assert!(SqliteStore::open("sqlite::memory:").await.is_ok());
}

/// A database a newer tirada migrated started without a word (issue 30 point 7): it is
/// refused, and left as it was.
#[tokio::test]
async fn a_database_of_a_newer_schema_is_refused() {
    let (dir, file) = fresh_file("newer");
    let url = format!("sqlite://{}", file.display());
    let store = SqliteStore::open(&url).await.unwrap();
    let known = store.migrated().after;
    store.close().await;
    let mut conn = SqliteConnectOptions::new().filename(&file).connect().await.unwrap();
    sqlx::query("INSERT INTO schema_version (version) VALUES (?)")
        .bind(known + 1)
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let e = SqliteStore::open(&url)
        .await
        .err()
        .expect("a newer schema opened")
        .to_string();
    assert!(
        e.contains(&format!("esquema {}", known + 1)) && e.contains("más nueva"),
        "{e}"
    );
    let mut conn = SqliteConnectOptions::new().filename(&file).connect().await.unwrap();
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM schema_version")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(rows, known + 1);
    std::fs::remove_dir_all(dir).ok();
}
