//! Issue #30 point 1: no request costs more than the engine's bounds. Heavy odds are refused at
//! once with a sentence (the CHASIS modifier priced with the check it goes into), a job stops
//! when its client goes away or at its deadline, and the jobs running at once are capped per
//! address and per server (503 with `Retry-After`). Asserted on answers and on the engine's
//! counted steps, never on time.

mod common;

use common::tcp;
use serde_json::{json, Value};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tirada_dice::meter::FLUSH;
use tirada_dice::notation::MAX_WORK;
use tirada_web::http::cpu::Jobs;
use tirada_web::http::limits::Limits;

fn server(limits: Limits) -> (SocketAddr, Arc<Jobs>) {
    tcp::server(2, limits)
}

fn send(addr: SocketAddr, path: &str, token: Option<&str>, body: &Value) -> TcpStream {
    tcp::send(addr, "POST", path, token, &body.to_string())
}

fn answer(s: TcpStream) -> (u16, String, Value) {
    let (status, head, body) = tcp::answer(s);
    let body = serde_json::from_str(&body).unwrap_or(Value::String(body));
    (status, head, body)
}

fn post(addr: SocketAddr, path: &str, token: Option<&str>, body: Value) -> (u16, String, Value) {
    answer(send(addr, path, token, &body))
}

/// A new table of `system`: (id, GM token).
fn table(addr: SocketAddr, system: &str) -> (String, String) {
    let (s, _, v) = post(addr, "/api/tables", None, json!({"name": "Mesa", "system": system}));
    assert_eq!(s, 201, "{v}");
    (v["id"].as_str().unwrap().into(), v["gm_token"].as_str().unwrap().into())
}

/// Waits (polling, at most a minute) until `done` holds.
fn until(what: &str, done: impl Fn() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(60), "never: {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Long enough to watch in a debug build: about 6·10^8 steps.
const LONG: &str = "3d10000dl1";

fn patient() -> Limits {
    Limits {
        engine_deadline: Duration::from_secs(600),
        ..Limits::default()
    }
}

#[test]
fn issue_30_a_chasis_modifier_is_priced_with_its_check_and_refused_at_once() {
    let (addr, jobs) = server(patient());
    let (id, gm) = table(addr, "chasis");
    let odds = format!("/api/tables/{id}/odds");
    let refused = |modifier: &str, says: &str| {
        let (s, _, v) = post(addr, &odds, Some(&gm), json!({"request": {"mod": modifier}}));
        assert_eq!(s, 422, "{v}");
        let said = v["error"].as_str().unwrap().to_string();
        assert!(said.contains(modifier) && said.contains(says), "{said}");
    };
    // Before: 31 s and 319 MB for the product, and no answer at all with `*2d6`.
    refused("100d6kh50*100d6kl50*2d6", "prueba con");
    assert!(
        jobs.steps() < MAX_WORK / 20,
        "{} steps before the refusal",
        jobs.steps()
    );
    // The product alone computes in about a second, but its 174,642 rows as one JSON value took
    // the server to 348 MiB: refused, by its size, with the sentence the notation says.
    refused("100d6kh50*100d6kl50", "MiB de memoria");
    // `1000dF`: 11.6 s before, a bounded answer now.
    let before = jobs.steps();
    let (s, _, v) = post(addr, &odds, Some(&gm), json!({"request": {"mod": "1000dF"}}));
    assert_eq!(s, 200, "{v}");
    // Totals from 2 − 1000 to 24 + 1000.
    assert_eq!(v["distribution"].as_array().unwrap().len(), 2023);
    assert!(jobs.steps() - before < MAX_WORK, "{}", jobs.steps() - before);
}

/// Issue #31 point 6: a sum's rows are known before the work, so an answer too long to hold is
/// refused before any step is counted (it was refused after the whole distribution, 1.06 s).
#[test]
fn a_sum_or_product_too_long_to_answer_is_refused_before_the_work() {
    let (addr, jobs) = server(patient());
    let (id, gm) = table(addr, "portal");
    let odds = format!("/api/tables/{id}/odds");
    let (s, _, v) = post(addr, &odds, Some(&gm), json!({"request": {"notacion": "134d1000"}}));
    assert_eq!(s, 422, "{v}");
    assert!(v["error"].as_str().unwrap().contains("134d1000"), "{v}");
    assert_eq!(jobs.steps(), 0, "steps before the refusal");
    // So is a product of two sums, its distinct values counted first (it was refused after
    // 0.5 s of work).
    let (s, _, v) = post(addr, &odds, Some(&gm), json!({"request": {"notacion": "20d50*20d50"}}));
    assert_eq!(s, 422, "{v}");
    assert!(v["error"].as_str().unwrap().contains("20d50*20d50"), "{v}");
    assert_eq!(jobs.steps(), 0, "steps before the refusal");
    // A sum that fits is answered whole.
    let (s, _, v) = post(addr, &odds, Some(&gm), json!({"request": {"notacion": "30d6"}}));
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["distribution"].as_array().unwrap().len(), 151);
}

#[test]
fn a_job_stops_when_its_client_goes_away() {
    let (addr, jobs) = server(patient());
    let (id, gm) = table(addr, "portal");
    let request = json!({"request": {"notacion": LONG}});
    let conn = send(addr, &format!("/api/tables/{id}/odds"), Some(&gm), &request);
    until("the job runs", || jobs.running() == 1 && jobs.steps() > 2 * FLUSH);
    conn.shutdown(Shutdown::Both).unwrap();
    drop(conn);
    until("the job ends", || jobs.running() == 0);
    let stopped = jobs.steps();
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(jobs.steps(), stopped, "the count still grows: the job still runs");
    // The whole job is about 6·10^8 steps: it was stopped well before its end.
    assert!(stopped < 300_000_000, "{stopped} steps: the job ran to its end");
}

#[test]
fn a_job_stops_at_its_deadline_with_a_sentence() {
    let (addr, _) = server(Limits {
        engine_deadline: Duration::ZERO,
        ..Limits::default()
    });
    let (id, gm) = table(addr, "portal");
    let (s, head, v) = post(
        addr,
        &format!("/api/tables/{id}/odds"),
        Some(&gm),
        json!({"request": {"notacion": LONG}}),
    );
    assert_eq!(s, 503, "{v}");
    assert!(head.contains("retry-after: "), "{head}");
    assert!(v["error"].as_str().unwrap().contains("se detuvo"), "{v}");
}

#[test]
fn jobs_are_capped_per_address_and_per_server() {
    for (limits, busy) in [
        (
            Limits {
                engine_jobs_per_address: 1,
                ..patient()
            },
            "desde tu dirección",
        ),
        (
            Limits {
                engine_jobs: 1,
                ..patient()
            },
            "el servidor ya está calculando",
        ),
    ] {
        let (addr, jobs) = server(limits);
        let (id, gm) = table(addr, "portal");
        let path = format!("/api/tables/{id}/odds");
        let long = send(addr, &path, Some(&gm), &json!({"request": {"notacion": LONG}}));
        until("the first job runs", || jobs.running() == 1);
        let (s, head, v) = post(addr, &path, Some(&gm), json!({"request": {"notacion": "2d6"}}));
        assert_eq!(s, 503, "{v}");
        assert!(head.contains("retry-after: 2"), "{head}");
        assert!(v["error"].as_str().unwrap().starts_with(busy), "{v}");
        // In English when asked.
        let (s, _, v) = post(
            addr,
            &format!("{path}?lang=en"),
            Some(&gm),
            json!({"request": {"notacion": "2d6"}}),
        );
        assert_eq!(s, 503);
        assert!(v["error"].as_str().unwrap().contains("try again"), "{v}");
        drop(long);
        until("the first job ends", || jobs.running() == 0);
        let (s, _, v) = post(addr, &path, Some(&gm), json!({"request": {"notacion": "2d6"}}));
        assert_eq!(s, 200, "{v}");
    }
}
