//! Work counted while it is done, and a way to stop it: every long loop of the engine calls
//! [`tick`] with the steps it just did (word operations on weights, the unit of the cost
//! estimates in `notation/cost.rs`), so a caller can watch a job's progress, cancel it when
//! nobody waits for the answer any more (a web client that went away) and stop it at a
//! deadline — instead of leaving a thread spinning.
//!
//! A job runs inside [`run`] with its [`Meter`]. [`tick`] adds to a counter of the current
//! thread and, every [`FLUSH`] steps, hands it to the meter and looks at the meter's stop flag
//! and deadline. A stopped job leaves by unwinding to [`run`] (without the panic hook, so
//! without a message): the loops that tick sit deep in generic code whose `None` already means
//! "this weight type overflowed", and the job's half-built result is dropped on the way out.
//! Outside [`run`] ticks only count (tests read them with [`counted`]).

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Steps a thread gathers before it reports them and looks at the stop flag: a few
/// milliseconds of work at most.
pub const FLUSH: u64 = 1 << 20;

/// Why a job was stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// Nobody waits for the answer any more.
    Cancelled,
    /// The job ran past its deadline.
    Deadline(Duration),
}

impl crate::words::Worded for Stopped {
    fn words(&self) -> crate::words::Words {
        use crate::words::Words;
        match self {
            Stopped::Cancelled => Words::key("stopped-cancelled"),
            Stopped::Deadline(d) => Words::key("stopped-deadline").arg("seconds", d.as_secs()),
        }
    }
}
worded_display!(Stopped);

const RUNNING: u8 = 0;
const CANCELLED: u8 = 1;

/// One job's progress and stop conditions, shared between the thread doing the work and
/// whoever watches it.
#[derive(Debug)]
pub struct Meter {
    steps: AtomicU64,
    state: AtomicU8,
    started: Instant,
    /// How long the job may run.
    limit: Option<Duration>,
}

impl Meter {
    /// A meter stopping its job after `limit` (never, with `None`).
    pub fn new(limit: Option<Duration>) -> Arc<Meter> {
        Arc::new(Meter {
            steps: AtomicU64::new(0),
            state: AtomicU8::new(RUNNING),
            started: Instant::now(),
            limit,
        })
    }

    /// Steps reported so far (up to [`FLUSH`] behind the thread doing them).
    pub fn steps(&self) -> u64 {
        self.steps.load(Ordering::Relaxed)
    }

    /// Asks the job to stop at its next report.
    pub fn cancel(&self) {
        self.state.store(CANCELLED, Ordering::Relaxed);
    }

    /// Why the job must stop now, if it must.
    fn verdict(&self) -> Option<Stopped> {
        if self.state.load(Ordering::Relaxed) == CANCELLED {
            return Some(Stopped::Cancelled);
        }
        let limit = self.limit?;
        (self.started.elapsed() > limit).then_some(Stopped::Deadline(limit))
    }
}

thread_local! {
    /// The meter of the job this thread runs, if any.
    static CURRENT: RefCell<Option<Arc<Meter>>> = const { RefCell::new(None) };
    /// Steps not yet reported to the meter.
    static PENDING: Cell<u64> = const { Cell::new(0) };
    /// Every step this thread ever ticked (for tests and benchmarks).
    static TOTAL: Cell<u64> = const { Cell::new(0) };
}

/// The payload a stopped job unwinds with.
struct Unwind(Stopped);

/// Counts `steps` of work on this thread's job, and stops the job (see the module) when its
/// meter says so.
#[inline]
pub fn tick(steps: u64) {
    let pending = PENDING.with(|p| {
        let v = p.get().saturating_add(steps);
        p.set(v);
        v
    });
    if pending >= FLUSH {
        flush();
    }
}

/// Hands the pending steps to the meter and stops the job if it must.
#[cold]
fn flush() {
    let pending = PENDING.with(|p| p.replace(0));
    TOTAL.with(|t| t.set(t.get().saturating_add(pending)));
    let verdict = CURRENT.with(|c| {
        let c = c.borrow();
        let m = c.as_ref()?;
        m.steps.fetch_add(pending, Ordering::Relaxed);
        m.verdict()
    });
    if let Some(why) = verdict {
        panic::resume_unwind(Box::new(Unwind(why)));
    }
}

/// Every step this thread has ticked so far, pending ones included.
pub fn counted() -> u64 {
    TOTAL.with(Cell::get).saturating_add(PENDING.with(Cell::get))
}

/// The meter of the job this thread runs, to hand to the job's helper threads.
pub fn current() -> Option<Arc<Meter>> {
    CURRENT.with(|c| c.borrow().clone())
}

/// Runs `part` of a job on a helper thread: its ticks count on the job's `meter` (if any), and
/// a stop ends the helper quietly with `None` — the job's own thread stops at its next report
/// or at [`check`], which it calls after joining its helpers.
pub fn helping<T>(meter: Option<&Arc<Meter>>, part: impl FnOnce() -> T) -> Option<T> {
    match meter {
        Some(m) => run(m, part).ok(),
        None => Some(part()),
    }
}

/// Reports the pending steps and stops this thread's job now if its meter says so.
pub fn check() {
    flush();
}

/// Runs `job` on this thread under `meter`: its ticks count on the meter, and it is stopped
/// when the meter is cancelled or past its deadline. A panic that is not a stop goes on
/// unwinding.
pub fn run<T>(meter: &Arc<Meter>, job: impl FnOnce() -> T) -> Result<T, Stopped> {
    if let Some(why) = meter.verdict() {
        return Err(why);
    }
    flush_quietly();
    let outer = CURRENT.with(|c| c.replace(Some(meter.clone())));
    let result = panic::catch_unwind(AssertUnwindSafe(job));
    flush_quietly();
    CURRENT.with(|c| *c.borrow_mut() = outer);
    match result {
        Ok(v) => Ok(v),
        Err(payload) => match payload.downcast::<Unwind>() {
            Ok(stop) => Err(stop.0),
            Err(other) => panic::resume_unwind(other),
        },
    }
}

/// Reports the pending steps to the current meter without stopping anything.
fn flush_quietly() {
    let pending = PENDING.with(|p| p.replace(0));
    TOTAL.with(|t| t.set(t.get().saturating_add(pending)));
    CURRENT.with(|c| {
        if let Some(m) = c.borrow().as_ref() {
            m.steps.fetch_add(pending, Ordering::Relaxed);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A loop that would never end on its own.
    fn forever() -> u64 {
        let mut n = 0u64;
        loop {
            tick(1000);
            n = n.wrapping_add(1);
            std::hint::black_box(n);
        }
    }

    #[test]
    fn a_cancelled_job_stops_at_its_next_report_and_counts_what_it_did() {
        let meter = Meter::new(None);
        let watcher = meter.clone();
        let worker = std::thread::spawn(move || run(&meter, forever));
        while watcher.steps() < 10 * FLUSH {
            std::thread::yield_now();
        }
        watcher.cancel();
        assert_eq!(worker.join().unwrap(), Err(Stopped::Cancelled));
        let after = watcher.steps();
        assert!(after >= 10 * FLUSH);
        // Nothing runs any more: the count no longer grows.
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(watcher.steps(), after);
    }

    #[test]
    fn a_deadline_stops_the_job_and_says_so() {
        let meter = Meter::new(Some(Duration::ZERO));
        let e = run(&meter, forever).unwrap_err();
        assert_eq!(e, Stopped::Deadline(Duration::ZERO));
        assert_eq!(e.to_string(), "stopped-deadline{seconds=0}");
    }

    #[test]
    fn a_finished_job_reports_every_step_and_other_panics_go_on() {
        let meter = Meter::new(None);
        let before = counted();
        assert_eq!(
            run(&meter, || {
                tick(7);
                tick(5);
                3
            }),
            Ok(3)
        );
        assert_eq!(meter.steps(), 12);
        assert_eq!(counted() - before, 12);
        let other = panic::catch_unwind(|| run(&Meter::new(None), || panic!("not a stop")));
        assert!(other.is_err());
        // A meter cancelled before the job starts never runs it.
        let m = Meter::new(None);
        m.cancel();
        assert_eq!(run(&m, || 1), Err(Stopped::Cancelled));
    }
}
