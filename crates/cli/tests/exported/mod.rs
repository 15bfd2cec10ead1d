//! Exports of real sessions for the `tirada verify` tests: a session played on a real
//! `tirada_web` server (in this process, on a free port, spoken to over plain HTTP/1.1),
//! exported as the GM and as players, and the helpers that tamper with them.
#![allow(dead_code)] // each test file uses its own subset

use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::sync::OnceLock;

/// The server's address, started once for every test of a file: on an in-memory database, or
/// on the SQLite file `TIRADA_EXPORTED_DB` names (the fixture writer's, to dump the table).
fn server() -> SocketAddr {
    static ADDR: OnceLock<SocketAddr> = OnceLock::new();
    *ADDR.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            let db = std::env::var("TIRADA_EXPORTED_DB").unwrap_or_else(|_| "sqlite::memory:".into());
            let served = rt.block_on(tirada_web::serve(&db, "127.0.0.1:0", |a| tx.send(a).unwrap()));
            served.expect("the table serves");
        });
        rx.recv().expect("the server's address")
    })
}

/// One request: (status, JSON body).
pub fn http(method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> (u16, Value) {
    let (status, rest) = raw(method, path, token, body);
    (status, serde_json::from_str(&rest).unwrap_or(Value::Null))
}

/// One request: (status, the body as text).
pub fn raw(method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> (u16, String) {
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
    (status, rest.to_string())
}

pub fn ok(method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> Value {
    let (s, v) = http(method, path, token, body);
    assert!((200..300).contains(&s), "{method} {path}: {s} {v}");
    v
}

/// A new PORTAL table where players set the difficulty: (id, the GM's token, invite code).
fn portal_table(name: &str) -> (String, String, Value) {
    let t = ok(
        "POST",
        "/api/tables",
        None,
        Some(json!({"name": name, "system": "portal", "settings": {"players_set_difficulty": true}})),
    );
    let text = |k: &str| t[k].as_str().unwrap().to_string();
    (text("id"), text("gm_token"), t["invite_code"].clone())
}

/// `name` joins table `id` with invite `code`: their token.
fn join(id: &str, code: &Value, name: &str) -> String {
    let m = ok(
        "POST",
        &format!("/api/tables/{id}/join"),
        None,
        Some(json!({"invite_code": code, "name": name})),
    );
    m["token"].as_str().unwrap().to_string()
}

/// A PORTAL session: a player's rolls (one rerolled), the GM's hidden rolls (one revealed),
/// chat; closed unless `close` is false. Returns (the GM's export, a player's export).
pub fn session(close: bool) -> (Value, Value) {
    let (id, gm, code) = &portal_table("La cripta");
    let p = |rest: &str| format!("/api/tables/{id}{rest}");
    let ana = &join(id, code, "Ana");
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

/// One closed session's exports for every test (the server limits tables per address).
pub fn closed() -> (Value, Value) {
    static LOGS: OnceLock<(Value, Value)> = OnceLock::new();
    LOGS.get_or_init(|| session(true)).clone()
}

/// The position of the first event of `kind` in an export.
pub fn at(log: &Value, kind: &str) -> usize {
    log["events"]
        .as_array()
        .unwrap()
        .iter()
        .position(|e| e["kind"] == kind)
        .unwrap()
}

/// Writes a log to a fresh file.
pub fn file(name: &str, log: &Value) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tirada-verify-{}", tirada_web::table::secret::new_id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, log.to_string()).unwrap();
    path
}

/// Links every event to the one before and sets the head, as the table would have: an edit
/// followed by this is what only the head shown on the table page can expose.
pub fn rechain(log: &mut Value) {
    use tirada_web::table::{chain, Event};
    let id = log["table"]["id"].as_str().unwrap().to_string();
    let mut prev = chain::genesis(&id);
    for e in log["events"].as_array_mut().unwrap() {
        e["prev"] = json!(prev);
        prev = chain::digest(&serde_json::from_value::<Event>(e.clone()).unwrap());
    }
    log["head"] = json!(prev);
}

/// The exports of [`rich`].
#[derive(Clone)]
pub struct Rich {
    pub gm: Value,
    /// A player who whispered and was whispered to, and made a `self` roll.
    pub ana: Value,
    /// A third member: the whispers and Ana's roll are commitments to her.
    pub bea: Value,
    /// The GM's, worded in English.
    pub gm_en: Value,
}

/// A session with everything a reader may see checked by verify: a character's public roll
/// and state change, the GM's hidden roll for it with typed faces (revealed) and a `self`
/// roll with a reroll (unrevealed), whispers each way and chat; closed and exported.
pub fn rich() -> Rich {
    static LOGS: OnceLock<Rich> = OnceLock::new();
    LOGS.get_or_init(|| {
        let (id, gm, code) = &portal_table("El faro");
        let p = |rest: &str| format!("/api/tables/{id}{rest}");
        let (ana, bea) = (join(id, code, "Ana"), join(id, code, "Bea"));
        let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 1}],
                           "estado": {"suerte": 2}});
        let rosa = ok("POST", &p("/characters"), Some(&ana), Some(sheet))["id"].clone();
        ok(
            "POST",
            &p("/rolls"),
            Some(&ana),
            Some(json!({"character_id": rosa, "request": {"dif": 4}})),
        );
        ok(
            "POST",
            &p(&format!("/characters/{}/state", rosa.as_str().unwrap())),
            Some(&ana),
            Some(json!({"event": {"evento": "malestar", "count": 1, "reason": "frío"}})),
        );
        let typed = json!({"character_id": rosa, "mode": "gm",
                           "request": {"dif": 3, "blancos": [5], "tirar_resto": true}});
        let h = ok("POST", &p("/rolls"), Some(gm), Some(typed));
        ok(
            "POST",
            &p(&format!("/rolls/{}/reveal", h["event_id"].as_str().unwrap())),
            Some(gm),
            None,
        );
        let own =
            json!({"character_id": rosa, "mode": "self", "request": {"dif": 3, "fortaleza": 1, "repetir": "ninguno"}});
        let r = ok("POST", &p("/rolls"), Some(&ana), Some(own));
        let die = &r["roll"]["dice"][0];
        let body = json!({"color": die["color"], "face": die["face"]});
        ok(
            "POST",
            &p(&format!("/rolls/{}/reroll", r["event_id"].as_str().unwrap())),
            Some(&ana),
            Some(body),
        );
        ok(
            "POST",
            &p("/chat"),
            Some(&ana),
            Some(json!({"text": "/w dj ¿Abro la puerta?"})),
        );
        ok(
            "POST",
            &p("/chat"),
            Some(gm),
            Some(json!({"text": "/w Ana No, está maldita."})),
        );
        ok("POST", &p("/chat"), Some(&bea), Some(json!({"text": "¡Vamos!"})));
        ok("POST", &p("/close"), Some(gm), None);
        let export = p("/export?format=json");
        Rich {
            gm: ok("GET", &export, Some(gm), None),
            ana: ok("GET", &export, Some(&ana), None),
            bea: ok("GET", &export, Some(&bea), None),
            gm_en: ok("GET", &format!("{export}&lang=en"), Some(gm), None),
        }
    })
    .clone()
}

/// The exports of [`campaign`].
#[derive(Clone)]
pub struct Campaign {
    /// The GM's, during the second session (its seed still secret).
    pub open: Value,
    /// The GM's and a player's, once the table is closed.
    pub gm: Value,
    pub player: Value,
    /// What ending the first session answered.
    pub ended: Value,
    /// The table as the player reads it in the second session.
    pub second: Value,
    /// (status, body) of ending the session: by the player; by the GM with a hidden roll
    /// unrevealed.
    pub refused: [(u16, Value); 2],
    /// The GM's Markdown export, once closed.
    pub md: String,
}

/// A table of two sessions (issue 32): in the first a player's roll and reroll and the GM's
/// hidden roll, revealed; the GM ends it with a recap and private notes; in the second another
/// roll of each; exported while it runs, then closed and exported again.
pub fn campaign() -> Campaign {
    static LOGS: OnceLock<Campaign> = OnceLock::new();
    LOGS.get_or_init(|| {
        let (id, gm, code) = &portal_table("La campaña");
        let p = |rest: &str| format!("/api/tables/{id}{rest}");
        let ana = &join(id, code, "Ana");
        let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 1}], "estado": {"pp": 1}});
        let rosa = ok("POST", &p("/characters"), Some(ana), Some(sheet))["id"].clone();
        let roll = json!({"character_id": rosa, "request": {"dif": 3, "fortaleza": 1, "repetir": "ninguno"}});
        let r = ok("POST", &p("/rolls"), Some(ana), Some(roll.clone()));
        let die = &r["roll"]["dice"][0];
        let body = json!({"color": die["color"], "face": die["face"]});
        let reroll = format!("/rolls/{}/reroll", r["event_id"].as_str().unwrap());
        ok("POST", &p(&reroll), Some(ana), Some(body));
        let h = ok(
            "POST",
            &p("/rolls"),
            Some(gm),
            Some(json!({"request": {"dif": 4}, "hidden": true})),
        );
        let by_player = http("POST", &p("/sessions/end"), Some(ana), Some(json!({})));
        let hidden_left = http("POST", &p("/sessions/end"), Some(gm), Some(json!({})));
        let reveal = format!("/rolls/{}/reveal", h["event_id"].as_str().unwrap());
        ok("POST", &p(&reveal), Some(gm), None);
        let end = json!({"recap": "Rosa cruzó el **puente**.", "notes": "El traidor es <b>Iñigo</b>."});
        let ended = ok("POST", &p("/sessions/end"), Some(gm), Some(end));
        let second = ok("GET", &p(""), Some(ana), None);
        ok("POST", &p("/rolls"), Some(ana), Some(roll));
        ok("POST", &p("/rolls"), Some(gm), Some(json!({"request": {"dif": 5}})));
        let export = p("/export?format=json");
        let open = ok("GET", &export, Some(gm), None);
        ok("POST", &p("/close"), Some(gm), None);
        Campaign {
            open,
            gm: ok("GET", &export, Some(gm), None),
            player: ok("GET", &export, Some(ana), None),
            ended,
            second,
            refused: [by_player, hidden_left],
            md: raw("GET", &p("/export?format=md"), Some(gm), None).1,
        }
    })
    .clone()
}
