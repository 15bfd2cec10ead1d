//! A full disk (or any write error SQLite rolls back by itself) must never turn into an
//! acknowledged write that is not in the log.
//!
//! The disk is filled for real, without privileges: the process's file-size limit
//! (`RLIMIT_FSIZE`, as `ulimit -f`) is lowered to the size the files have, so the next write
//! that grows the WAL fails with `EFBIG`, which SQLite reports as `SQLITE_FULL`; raising it
//! again is space coming back. This file holds one test because the limit is per process.

mod common;

use tirada_table::secret::new_id;
use tirada_table::{Append, EventDraft, NewTable, SqliteStore, Store};

fn new_table(id: &str) -> NewTable {
    common::portal_table(id, &format!("gm-{id}"), &new_id())
}

fn chat(text: String) -> EventDraft {
    common::chat_line(None, &text)
}

/// Sets the soft file-size limit (the hard one stays unlimited, so it can be raised again).
fn limit_file_size(bytes: Option<u64>) {
    let limit = libc::rlimit {
        rlim_cur: bytes.unwrap_or(libc::RLIM_INFINITY),
        rlim_max: libc::RLIM_INFINITY,
    };
    assert_eq!(unsafe { libc::setrlimit(libc::RLIMIT_FSIZE, &limit) }, 0);
}

fn largest_file(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().metadata().unwrap().len())
        .max()
        .unwrap()
}

/// Appends the next event as the web table does: numbered after the last one the store has.
async fn next(store: &SqliteStore, n: usize) -> (i64, String, bool) {
    let seq = store.table("t").await.unwrap().unwrap().last_seq + 1;
    let text = format!("{n:05} {}", "x".repeat(3000));
    let batch = vec![Append {
        table_id: "t".into(),
        seq,
        draft: chat(text.clone()),
        mutations: vec![],
    }];
    let ok = store.append_batch(batch).await.unwrap().remove(0).is_ok();
    (seq, text, ok)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_refuses_writes_and_loses_nothing_acknowledged() {
    // Growing a file past the limit would otherwise kill the process with SIGXFSZ.
    unsafe { libc::signal(libc::SIGXFSZ, libc::SIG_IGN) };
    let dir = std::env::temp_dir().join(format!("tirada-full-{}", new_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("t.db").display());
    let store = SqliteStore::open(&url).await.unwrap();
    store.create_table(new_table("t")).await.unwrap();

    let mut acknowledged = Vec::new();
    for n in 0..20 {
        let (seq, text, ok) = next(&store, n).await;
        assert!(ok, "a write with space left failed");
        acknowledged.push((seq, text));
    }

    // The disk fills up: writes are refused, and keep being refused while it stays full.
    limit_file_size(Some(largest_file(&dir) + 16 * 1024));
    let mut refused = 0;
    let mut n = 20;
    while refused < 8 && n < 2000 {
        let (seq, text, ok) = next(&store, n).await;
        if ok {
            acknowledged.push((seq, text));
        } else {
            refused += 1;
        }
        n += 1;
    }
    assert_eq!(refused, 8, "the file-size limit never made a write fail");
    // A table created now exists afterwards exactly when it was acknowledged (the WAL may
    // still have room for it after a checkpoint).
    let other_created = store.create_table(new_table("otra")).await.is_ok();

    // Space comes back: writes are accepted again, without a restart.
    limit_file_size(None);
    for _ in 0..10 {
        let (seq, text, ok) = next(&store, n).await;
        assert!(ok, "the store did not recover when space came back");
        acknowledged.push((seq, text));
        n += 1;
    }
    store.close().await;
    drop(store);

    // Every acknowledged event is in the log, in order, without gaps or strangers.
    let store = SqliteStore::open(&url).await.unwrap();
    let log = store.events_after("t", 1, 10_000).await.unwrap();
    let stored: Vec<(i64, String)> = log
        .iter()
        .map(|e| (e.seq, e.data["text"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(
        stored.len(),
        acknowledged.len(),
        "acknowledged events were lost or extra ones stored"
    );
    assert_eq!(stored, acknowledged);
    assert_eq!(store.table("otra").await.unwrap().is_some(), other_created);
    store.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
