//! CPU-heavy request work off the async runtime: reading and checking a sheet (a Fate sheet
//! may list thousands of skills), resolving a roll against a character, odds, a log's report.
//! On the async workers it held every other request, `/healthz` included (issue #13 point 4);
//! on tokio's blocking pool it only takes its own time.
//!
//! And only a bounded time, for as long as someone waits (issue #30 point 1): every job runs
//! under a meter ([`tirada_dice::meter`]) that stops it at its deadline ([`DEADLINE`] unless the server is told otherwise) and as
//! soon as the request's future is dropped (the client went away), checked inside the engine's
//! long loops. Jobs are capped per server and per client address; a request that finds no room
//! within [`WAIT`] is answered 503 with `Retry-After` and a sentence.

use crate::http::error::{ApiError, ApiResult};
use crate::pages::i18n::Lang;
use axum::http::StatusCode;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;
use tirada_dice::meter::{self, Meter, Stopped};
use tirada_dice::Words;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// How long one engine job may run by default before it is stopped.
pub const DEADLINE: Duration = Duration::from_secs(4);
/// How long a request waits for room before it is told the server is busy.
pub const WAIT: Duration = Duration::from_secs(1);
/// What `Retry-After` says when the server or the address is busy, in seconds.
const RETRY_AFTER: u64 = 2;

/// The engine jobs of one server: the room left, per server and per client address, and the
/// meters of the jobs running (for tests and the bounded-work benchmark).
pub struct Jobs {
    server: Arc<Semaphore>,
    per_address: usize,
    addresses: Mutex<HashMap<IpAddr, Arc<Semaphore>>>,
    deadline: Duration,
    running: Mutex<Vec<Weak<Meter>>>,
    /// Steps of the jobs that ended.
    ended: AtomicU64,
}

/// What a job holds while it runs: room on the server and for its address.
struct Room {
    _server: OwnedSemaphorePermit,
    _address: Option<OwnedSemaphorePermit>,
}

impl Jobs {
    /// Room for `server` jobs at once, `per_address` of them for one client address, each
    /// stopped after `deadline`.
    pub fn new(server: usize, per_address: usize, deadline: Duration) -> Jobs {
        Jobs {
            server: Arc::new(Semaphore::new(server.max(1))),
            per_address: per_address.max(1),
            addresses: Mutex::new(HashMap::new()),
            deadline,
            running: Mutex::new(Vec::new()),
            ended: AtomicU64::new(0),
        }
    }

    /// Engine jobs running now.
    pub fn running(&self) -> usize {
        let mut running = self.running.lock().expect("jobs lock");
        running.retain(|m| m.strong_count() > 0);
        running.len()
    }

    /// Steps the engine has done for this server's requests so far, running jobs included.
    pub fn steps(&self) -> u64 {
        let running = self.running.lock().expect("jobs lock");
        let live: u64 = running.iter().filter_map(Weak::upgrade).map(|m| m.steps()).sum();
        self.ended.load(Ordering::Relaxed) + live
    }

    /// Room for one more job from `ip`, waiting at most [`WAIT`].
    async fn admit(&self, ip: Option<IpAddr>) -> ApiResult<Room> {
        let address = match ip {
            Some(ip) => {
                let room = {
                    let mut map = self.addresses.lock().expect("jobs lock");
                    if map.len() > 10_000 {
                        // Addresses with nothing running hold no memory worth keeping.
                        let per = self.per_address;
                        map.retain(|_, s| s.available_permits() < per);
                    }
                    map.entry(ip)
                        .or_insert_with(|| Arc::new(Semaphore::new(self.per_address)))
                        .clone()
                };
                let permit = tokio::time::timeout(WAIT, room.acquire_owned()).await;
                Some(
                    permit
                        .ok()
                        .and_then(Result::ok)
                        .ok_or_else(|| busy("api-busy-address"))?,
                )
            }
            None => None,
        };
        let server = tokio::time::timeout(WAIT, self.server.clone().acquire_owned())
            .await
            .ok()
            .and_then(Result::ok)
            .ok_or_else(|| busy("api-busy-server"))?;
        Ok(Room {
            _server: server,
            _address: address,
        })
    }
}

/// 503 with the wait in `Retry-After`.
fn busy(key: &str) -> ApiError {
    ApiError::new(StatusCode::SERVICE_UNAVAILABLE, Words::key(key)).retry_after(RETRY_AFTER)
}

/// Who asked for the work being done: the server's jobs, the client's address (when known) and
/// the language of the answer. Set around every request by the limits' middleware.
#[derive(Clone)]
pub struct Asker {
    pub jobs: Arc<Jobs>,
    pub ip: Option<IpAddr>,
    pub lang: Lang,
}

tokio::task_local! {
    static ASKER: Asker;
}

/// Runs a request's future with `asker` known to the engine jobs it starts.
pub async fn asked_by<T>(asker: Asker, request: impl std::future::Future<Output = T>) -> T {
    ASKER.scope(asker, request).await
}

/// The language the request being served asked its answers in (Spanish outside a request).
pub fn asked_lang() -> Lang {
    ASKER.try_with(|a| a.lang).unwrap_or(Lang::Es)
}

/// Cancels a job's meter when the request that waits for it goes away.
struct CancelOnDrop(Arc<Meter>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// Runs `work` on the blocking pool under a meter and waits for it without holding an async
/// worker: admitted within the server's and the address's room, stopped at the deadline, and
/// cancelled if this future is dropped.
pub async fn off<T, E>(work: impl FnOnce() -> Result<T, E> + Send + 'static) -> ApiResult<T>
where
    T: Send + 'static,
    E: Into<ApiError> + Send + 'static,
{
    let asker = ASKER.try_with(Asker::clone).ok();
    let (room, deadline) = match &asker {
        Some(a) => (Some(a.jobs.admit(a.ip).await?), a.jobs.deadline),
        None => (None, DEADLINE),
    };
    let meter = Meter::new(Some(deadline));
    if let Some(a) = &asker {
        a.jobs.running.lock().expect("jobs lock").push(Arc::downgrade(&meter));
    }
    let _cancel = CancelOnDrop(meter.clone());
    let jobs = asker.map(|a| a.jobs);
    let job = meter.clone();
    let result = tokio::task::spawn_blocking(move || {
        // The room is given back when the work really ends, not when the client goes.
        let _room = room;
        let r = meter::run(&job, work);
        if let Some(jobs) = jobs {
            let mut running = jobs.running.lock().expect("jobs lock");
            running.retain(|m| !std::ptr::eq(m.as_ptr(), Arc::as_ptr(&job)));
            jobs.ended.fetch_add(job.steps(), Ordering::Relaxed);
        }
        r
    })
    .await
    .map_err(|e| {
        eprintln!("tirada: an engine job failed: {e}");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, Words::key("api-job-failed"))
    })?;
    match result {
        Ok(r) => r.map_err(Into::into),
        Err(Stopped::Deadline(_)) => {
            Err(ApiError::new(StatusCode::SERVICE_UNAVAILABLE, Words::key("api-deadline")).retry_after(RETRY_AFTER))
        }
        Err(Stopped::Cancelled) => Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            Words::key("api-cancelled"),
        )),
    }
}
