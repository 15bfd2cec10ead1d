//! `tirada verify FILE` end to end: a session played on a real `tirada_web` server (in this
//! process, on a free port, spoken to over plain HTTP/1.1), exported, closed and checked by the
//! binary; then the same log tampered with.

mod common;

use common::*;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::sync::OnceLock;

/// The server's address, started once for every test of this file.
fn server() -> SocketAddr {
    static ADDR: OnceLock<SocketAddr> = OnceLock::new();
    *ADDR.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            let served = rt.block_on(tirada_web::serve("sqlite::memory:", "127.0.0.1:0", |a| {
                tx.send(a).unwrap()
            }));
            served.expect("the table serves");
        });
        rx.recv().expect("the server's address")
    })
}

/// One request: (status, JSON body).
fn http(method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> (u16, Value) {
    let mut s = TcpStream::connect(server()).unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{auth}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    let (head, rest) = answer.split_once("\r\n\r\n").expect("an HTTP answer");
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, serde_json::from_str(rest).unwrap_or(Value::Null))
}

fn ok(method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> Value {
    let (s, v) = http(method, path, token, body);
    assert!((200..300).contains(&s), "{method} {path}: {s} {v}");
    v
}

/// A PORTAL session: a player's rolls (one rerolled), the GM's hidden rolls (one revealed),
/// chat; closed unless `close` is false. Returns (the GM's export, a player's export).
fn session(close: bool) -> (Value, Value) {
    let t = ok(
        "POST",
        "/api/tables",
        None,
        Some(json!({"name": "La cripta", "system": "portal", "settings": {"players_set_difficulty": true}})),
    );
    let (id, gm, code) = (
        t["id"].as_str().unwrap(),
        t["gm_token"].as_str().unwrap(),
        t["invite_code"].clone(),
    );
    let p = |rest: &str| format!("/api/tables/{id}{rest}");
    let ana = ok(
        "POST",
        &p("/join"),
        None,
        Some(json!({"invite_code": code, "name": "Ana"})),
    );
    let ana = ana["token"].as_str().unwrap();
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 1}], "estado": {"suerte": 1}});
    let rosa = ok("POST", &p("/characters"), Some(ana), Some(sheet))["id"].clone();
    ok(
        "POST",
        &p("/rolls"),
        Some(ana),
        Some(json!({"character_id": rosa, "request": {"dif": 4}})),
    );
    let r = ok(
        "POST",
        &p("/rolls"),
        Some(ana),
        Some(json!({"character_id": rosa, "request": {"dif": 3, "fortaleza": 1, "repetir": "ninguno"}})),
    );
    let die = &r["roll"]["dice"][0];
    let body = json!({"color": die["color"], "face": die["face"]});
    ok(
        "POST",
        &p(&format!("/rolls/{}/reroll", r["event_id"].as_str().unwrap())),
        Some(ana),
        Some(body),
    );
    let hidden = json!({"request": {"dif": 4}, "hidden": true});
    let h = ok("POST", &p("/rolls"), Some(gm), Some(hidden.clone()));
    ok(
        "POST",
        &p(&format!("/rolls/{}/reveal", h["event_id"].as_str().unwrap())),
        Some(gm),
        None,
    );
    ok("POST", &p("/rolls"), Some(gm), Some(hidden));
    ok("POST", &p("/chat"), Some(ana), Some(json!({"text": "¡Vamos!"})));
    if close {
        ok("POST", &p("/close"), Some(gm), None);
    }
    let export = p("/export?format=json");
    (ok("GET", &export, Some(gm), None), ok("GET", &export, Some(ana), None))
}

/// Writes a log to a fresh file.
fn file(name: &str, log: &Value) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tirada-verify-{}", tirada_web::table::secret::new_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, log.to_string()).unwrap();
    path
}

#[test]
fn a_closed_sessions_export_checks_out() {
    let (gm, player) = session(true);
    let path = file("mesa.json", &gm);
    let out = human(&["verify", path.to_str().unwrap()]);
    assert!(out.trim_end().ends_with("Todo cuadra."), "{out}");
    assert!(out.contains("Tiradas recalculadas: 4, repeticiones: 1"), "{out}");
    let en = human(&["verify", path.to_str().unwrap(), "--lang", "en"]);
    assert!(en.trim_end().ends_with("Everything checks out."), "{en}");
    let v = json(&["verify", path.to_str().unwrap(), "--json"]);
    assert_eq!(
        (v["ok"].clone(), v["rolls"].clone(), v["rerolls"].clone()),
        (json!(true), json!(4), json!(1))
    );
    // A player's export has one hidden roll nobody revealed: it checks out, and says so.
    let path = file("jugadora.json", &player);
    let out = human(&["verify", path.to_str().unwrap()]);
    assert!(
        out.contains("ocultas sin revelar: 1") && out.contains("Todo cuadra."),
        "{out}"
    );
}

#[test]
fn rolls_with_physical_dice_are_counted_as_beyond_the_seed() {
    let (mut gm, _) = session(true);
    // The table marks a roll with typed faces (`"typed": true` in its event).
    for e in gm["events"].as_array_mut().unwrap() {
        if e["kind"] == "roll" || e["kind"] == "reroll" {
            e["data"]["typed"] = json!(true);
        }
    }
    let path = file("fisicos.json", &gm);
    let out = human(&["verify", path.to_str().unwrap()]);
    assert!(
        out.contains("5 tiradas con dados físicos: no verificables con la semilla"),
        "{out}"
    );
    let v = json(&["verify", path.to_str().unwrap(), "--json"]);
    assert_eq!(v["typed"], 5);
}

#[test]
fn a_tampered_log_is_reported_with_exit_2() {
    let (gm, _) = session(true);
    let events = gm["events"].as_array().unwrap();
    let roll = events.iter().position(|e| e["kind"] == "roll").unwrap();
    let mut total = gm.clone();
    total["events"][roll]["data"]["roll"]["total"] = json!(99);
    let err = bad(&["verify", file("total.json", &total).to_str().unwrap()]);
    assert!(
        err.contains("no cuadra") && err.contains(&format!("#{}", events[roll]["seq"])),
        "{err}"
    );
    let mut seed = gm.clone();
    seed["table"]["seed"] = json!("00".repeat(32));
    let err = bad(&["verify", file("semilla.json", &seed).to_str().unwrap()]);
    assert!(err.contains("compromiso"), "{err}");
}

#[test]
fn an_open_session_or_a_file_that_is_no_log_is_exit_2() {
    let (open, _) = session(false);
    let err = bad(&["verify", file("abierta.json", &open).to_str().unwrap()]);
    assert!(err.contains("semilla"), "{err}");
    let err = bad(&["verify", file("otro.json", &json!({"hola": 1})).to_str().unwrap()]);
    assert!(err.contains("registro"), "{err}");
    let dir = file("x.json", &json!({}));
    let not_json = dir.with_file_name("roto.json");
    std::fs::write(&not_json, "{ no es json").unwrap();
    let err = bad(&["verify", not_json.to_str().unwrap()]);
    assert!(err.contains("no es JSON válido"), "{err}");
    bad(&["verify", dir.with_file_name("no-existe.json").to_str().unwrap()]);
}

/// Issue #13 point 7: a reveal is checked against the commitment its roll published, every
/// roll counts whatever its label, and a reveal does not cancel another roll's placeholder.
#[test]
fn forged_reveals_relabelled_rolls_and_swapped_placeholders_are_caught() {
    use tirada_web::table::verify::{hidden_commitment, verify};
    use tirada_web::table::{play, Seed, System};
    let (gm, _) = session(true);
    assert!(verify(&gm).unwrap().ok());
    let seed = Seed::from_hex(gm["table"]["seed"].as_str().unwrap()).unwrap();
    let events = gm["events"].as_array().unwrap();
    let at = |kind: &str| events.iter().position(|e| e["kind"] == kind).unwrap();

    // The GM rewrites what a revealed roll asked (difficulty 4 → 6), recomputes it honestly
    // and brings a fresh nonce and commitment: the commitment published with the roll differs.
    let mut forged = gm.clone();
    let reveal = &mut forged["events"][at("reveal")]["data"];
    let of = reveal["roll_event"].as_i64().unwrap();
    reveal["request"]["dif"] = json!(6);
    let roll = play::roll(
        System::Portal,
        &gm["table"]["ruleset"],
        &reveal["request"],
        None,
        &seed,
        of,
    )
    .unwrap()
    .roll;
    reveal["commitment"] = json!(hidden_commitment("otra", &roll));
    reveal["nonce"] = json!("otra");
    reveal["roll"] = roll;
    let report = verify(&forged).unwrap();
    assert!(
        report
            .mismatches
            .iter()
            .any(|(_, why)| why.contains("compromiso publicado")),
        "{report:?}"
    );

    // A roll relabelled as chat still counts as a roll.
    let mut relabelled = gm.clone();
    relabelled["events"][at("roll")]["kind"] = json!("chat");
    assert!(!verify(&relabelled).unwrap().ok());

    // A visible roll swapped for a placeholder stays unverifiable: the reveal of another roll
    // does not cancel it.
    let mut swapped = gm.clone();
    swapped["events"][at("roll")]["data"]["roll"] = json!({"hidden": true, "commitment": "0"});
    assert_eq!(verify(&swapped).unwrap().unverifiable, 1);
}
