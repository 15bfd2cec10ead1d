//! The compact wire form (`?wire=compact`, what the table page asks for): a roll's event is
//! small, and says everything the whole form says that the page reads — the rest is either
//! derivable from what it already has or listed as not sent (`crates/web/src/live/wire.rs`).

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use std::collections::HashMap;

/// The bytes one listener receives for an event: its server-sent event frame.
fn frame(e: &Value) -> usize {
    format!("id: {}\ndata: {e}\n\n", e["seq"]).len()
}

/// The table's events in both forms, read from the stream as a member reads it.
async fn both(app: &axum::Router, id: &str, token: &str, n: usize) -> Vec<(Value, Value)> {
    let uri = format!("/api/tables/{id}/events");
    let full = sse(app, &uri, token, None, n, async {}).await;
    let compact = sse(app, &format!("{uri}?wire=compact"), token, None, n, async {}).await;
    full.into_iter().zip(compact).map(|((_, f), (_, c))| (f, c)).collect()
}

/// What the whole form `full` has that `compact` lacks, as (path, value); `compact` must
/// have nothing the whole form has not, and nothing different.
fn missing(full: &Value, compact: Option<&Value>, path: &str, out: &mut Vec<(String, Value)>) {
    match (full, compact) {
        (_, None) => out.push((path.to_string(), full.clone())),
        (Value::Object(f), Some(Value::Object(c))) => {
            assert!(c.keys().all(|k| f.contains_key(k)), "{path}: compact has more: {c:?}");
            for (k, v) in f {
                missing(v, c.get(k), &format!("{path}/{k}"), out);
            }
        }
        (Value::Array(f), Some(Value::Array(c))) if f.len() == c.len() => {
            for (i, v) in f.iter().enumerate() {
                missing(v, c.get(i), &format!("{path}/{i}"), out);
            }
        }
        (f, Some(c)) => assert_eq!(f, c, "{path} differs"),
    }
}

/// What a page that reads only the compact form knows besides each event: the rules of the
/// table's rolls (from the whole form of any one) and each character's state so far.
#[derive(Default)]
struct Page {
    rules: Option<Value>,
    states: HashMap<String, Value>,
}

impl Page {
    /// Checks that every part of `full` the compact form left out is one the page knows or
    /// one the compact form lists as not sent, then follows the event.
    fn read(&mut self, full: &Value, compact: &Value) {
        let mut left_out = Vec::new();
        missing(full, Some(compact), "", &mut left_out);
        let d = &full["data"];
        let character = full["character_id"].as_str().unwrap_or_default().to_string();
        for (path, v) in left_out {
            let known = match path.as_str() {
                // Not sent: the chain's link, the request echoed, the lines' dice marks.
                "/prev" | "/data/request" | "/data/explanation/dice" => true,
                "/data/roll/rules" => *self.rules.get_or_insert(v.clone()) == v,
                "/data/state_before" => self.states.get(&character) == Some(&v),
                "/data/state" => d["state_before"] == v,
                // A state change's engine event: the page shows its sentence, which is sent.
                "/data/event" => {
                    full["kind"] == "state_changed" && d["said"].is_string() && compact["data"]["said"] == d["said"]
                }
                _ if path.starts_with("/data/roll/notes/") => {
                    let i: usize = path.split('/').nth(4).unwrap().parse().unwrap();
                    let key = path.rsplit('/').next().unwrap();
                    d["roll"]["dice"][i][key] == v
                }
                // A counter left out is 0.
                _ => path.starts_with("/data/roll/") && path.matches('/').count() == 4 && v.as_f64() == Some(0.0),
            };
            assert!(
                known,
                "{path} = {v} is not sent and the page cannot know it (event {})",
                full["seq"]
            );
        }
        if let Some(state) = d.get("state").filter(|_| !character.is_empty()) {
            self.states.insert(character, state.clone());
        }
        if let Some(c) = d.get("character").filter(|c| c.is_object()) {
            self.states.insert(c["id"].as_str().unwrap().into(), c["state"].clone());
        }
    }
}

#[tokio::test]
async fn a_compact_portal_roll_fits_in_a_kilobyte_and_leaves_out_only_what_the_page_knows() {
    let app = memory_app().await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}], "estado": {"suerte": 2}});
    let rosa = character(&app, &id, &ana, sheet).await;
    let rolls = format!("/api/tables/{id}/rolls");
    // Typed so the size does not depend on the dice: a 1 rerolled twice (1 → 1 → 2), the
    // longest roll this Fortaleza gives (both its rerolls logged).
    let body = json!({"character_id": rosa, "request": {"dif": 4, "fortaleza": 2, "blancos": [3, 4, 1, 1, 2]}});
    assert_eq!(
        call(&app, "POST", &rolls, Some(&ana), Some(body)).await.0,
        StatusCode::CREATED
    );
    // A state change between rolls, a roll rerolled, a hidden roll revealed, a chat line.
    let change = json!({"event": {"evento": "malestar", "count": 1, "reason": "frío"}});
    let (s, v) = post_in(&app, &id, &format!("characters/{rosa}/state"), Some(&ana), change).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let body = json!({"request": {"blancos": [2, 2, 1], "dif": 4, "fortaleza": 1, "repetir": "ninguno"}});
    let (_, r) = call(&app, "POST", &rolls, Some(&gm), Some(body)).await;
    let reroll = json!({"color": "blanco", "face": 2, "to": 6});
    let (s, v) = post_as(&app, &format!("{rolls}/{}/reroll", r["seq"]), Some(&gm), reroll).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (_, h) = post_as(&app, &rolls, Some(&gm), json!({"request": {"dif": 4}, "mode": "gm"})).await;
    let (s, v) = call(&app, "POST", &format!("{rolls}/{}/reveal", h["seq"]), Some(&gm), None).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    post_in(&app, &id, "chat", Some(&ana), json!({"text": "¡bien!"})).await;
    for token in [&gm, &ana] {
        let n = events(&app, &id, token, 0).await.len();
        let events = both(&app, &id, token, n).await;
        let mut page = Page::default();
        for (full, compact) in &events {
            page.read(full, compact);
        }
        // Ana's roll with her character (#4): the typical roll of the page.
        let (full, compact) = &events[3];
        assert_eq!(compact["kind"], "roll");
        let (f, c) = (frame(full), frame(compact));
        println!(
            "PORTAL roll to {}: {f} B whole, {c} B compact",
            if token == &gm { "the GM" } else { "a player" }
        );
        assert!(
            c <= 1100,
            "a compact PORTAL roll with both rerolls is about 1 KB, not {c} B: {compact}"
        );
        assert!(c * 2 < f, "at most half the whole form: {c} of {f} B");
    }
    let (s, v) = get_in(&app, &id, "events?wire=mini&format=json", Some(&ana)).await;
    assert_refused(s, &v, "wire");
    assert_error(&v, "an unknown wire form");
    // The JSON form follows `?wire=` too; without it, events stay whole.
    let compact = events_in(&app, &id, &ana, "&wire=compact").await;
    assert!(compact.iter().all(|e| e.get("prev").is_none()));
    assert!(events(&app, &id, &ana, 0).await.iter().all(|e| e.get("prev").is_some()));
}

async fn events_in(app: &axum::Router, id: &str, token: &str, query: &str) -> Vec<Value> {
    let uri = format!("/api/tables/{id}/events?after=0&format=json{query}");
    let (s, v) = get_as(app, &uri, Some(token)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v.as_array().unwrap().clone()
}

#[tokio::test]
async fn every_systems_compact_roll_is_smaller_and_loses_nothing_the_page_reads() {
    let app = memory_app().await;
    let requests = [
        ("hitos", json!({"car": 4, "hab": 3, "dif": 15})),
        ("fate", json!({"hab": 2, "dif": 2})),
        ("chasis", json!({"mod": 2})),
        ("mirilla", json!({})),
    ];
    for (system, request) in requests {
        let (id, gm) = system_table(&app, system, Value::Null).await;
        accepted_roll(&app, &id, &gm, request.clone()).await;
        accepted_roll(&app, &id, &gm, request).await;
        let events = both(&app, &id, &gm, 3).await;
        let mut page = Page::default();
        for (full, compact) in &events {
            page.read(full, compact);
        }
        let (full, compact) = &events[2];
        let (f, c) = (frame(full), frame(compact));
        println!("{system} roll: {f} B whole, {c} B compact");
        assert!(c <= 1024 && c < f, "{system}: {c} of {f} B: {compact}");
        assert_eq!(
            compact["data"]["explanation"]["headline"],
            full["data"]["explanation"]["headline"]
        );
    }
}
