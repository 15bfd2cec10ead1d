//! A table of two sessions end to end (issue 32): played on a real server, exported while
//! the second session runs and once closed, checked by `tirada verify` per session and across
//! them; a roll tampered in the first session is caught.

mod common;
mod exported;

use common::*;
use exported::*;
use serde_json::json;

#[test]
fn a_two_session_table_verifies_each_session_with_its_own_seed() {
    let c = campaign();
    // Ending the first session revealed its seed and committed the next one's.
    let end = &c.gm["events"][at(&c.gm, "session_ended")]["data"];
    assert_eq!(end["seed"], c.ended["seed"]);
    assert_ne!(end["next_commitment"], c.gm["table"]["commitment"]);
    assert_eq!(end["recap"], "Rosa cruzó el **puente**.");
    assert_eq!(c.gm["table"]["session"], 2);
    let v = json(&["verify", file("campana.json", &c.gm).to_str().unwrap(), "--json"]);
    assert_eq!(v["ok"], json!(true), "{v}");
    assert_eq!(
        (v["sessions"].clone(), v["sealed"].clone()),
        (json!(2), json!(0)),
        "{v}"
    );
    assert_eq!(
        v["rolls"], 4,
        "two in each session (the GM sees the hidden one whole): {v}"
    );
    let out = human(&["verify", file("campana.json", &c.gm).to_str().unwrap()]);
    assert!(
        out.contains("Sesiones: 2") && out.trim_end().ends_with("Todo cuadra."),
        "{out}"
    );
    let v = json(&["verify", file("jugadora.json", &c.player).to_str().unwrap(), "--json"]);
    assert_eq!(v["ok"], json!(true), "{v}");
}

#[test]
fn while_the_second_session_runs_the_first_already_verifies() {
    let c = campaign();
    assert!(
        c.open["table"].get("seed").is_none(),
        "the open session's seed stays secret"
    );
    let v = json(&["verify", file("abierta.json", &c.open).to_str().unwrap(), "--json"]);
    assert_eq!(v["ok"], json!(true), "{v}");
    assert_eq!((v["rolls"].clone(), v["sealed"].clone()), (json!(2), json!(2)), "{v}");
    let out = human(&["verify", file("abierta.json", &c.open).to_str().unwrap()]);
    assert!(out.contains("tiradas de la sesión en curso"), "{out}");
}

#[test]
fn a_roll_tampered_in_the_first_session_is_caught() {
    let mut forged = campaign().gm;
    let roll = at(&forged, "roll");
    let total = forged["events"][roll]["data"]["roll"]["total"].as_i64().unwrap();
    forged["events"][roll]["data"]["roll"]["total"] = json!(total + 1);
    // What the table told of it goes too, so the roll itself is what fails.
    forged["events"][roll]["data"]
        .as_object_mut()
        .unwrap()
        .remove("explanation");
    rechain(&mut forged);
    let err = bad(&["verify", file("trucada.json", &forged).to_str().unwrap()]);
    let seq = forged["events"][roll]["seq"].as_i64().unwrap();
    assert!(
        err.contains("no cuadra") && err.contains(&format!("#{seq}: la tirada recalculada es distinta")),
        "{err}"
    );
    // A first session's seed swapped for another is named at the event that revealed it.
    let mut swapped = campaign().gm;
    let end = at(&swapped, "session_ended");
    swapped["events"][end]["data"]["seed"] = json!("00".repeat(32));
    rechain(&mut swapped);
    let err = bad(&["verify", file("otra-semilla.json", &swapped).to_str().unwrap()]);
    assert!(err.contains("al terminar la sesión 1 no corresponde"), "{err}");
}

#[test]
fn the_gms_notes_are_in_the_gms_export_only() {
    let c = campaign();
    assert_eq!(c.gm["notes"][0]["notes"], "El traidor es <b>Iñigo</b>.");
    assert_eq!(c.gm["notes"][0]["session"], 1);
    assert!(!c.player.to_string().contains("Iñigo"), "{}", c.player);
}

/// B866 at the table: Rosa (1 PP) starts the second session with a point for the first one's
/// end and one for the second's start, each a state change with its reason; the session opens
/// with the last recap.
#[test]
fn the_next_session_starts_with_the_boundary_applied_and_the_last_recap() {
    let c = campaign();
    let reasons: Vec<&str> = c.ended["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["reason"].as_str().unwrap())
        .collect();
    assert_eq!(
        reasons,
        [
            "final de la sesión (S57)",
            "final de la sesión (B866)",
            "inicio de la sesión (B866)"
        ]
    );
    assert_eq!(c.second["characters"][0]["state"]["pp"], 3, "{}", c.second);
    assert_eq!(c.second["session"]["number"], 2);
    assert_eq!(c.second["session"]["recap"], "Rosa cruzó el **puente**.");
    let changed = c.gm["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "state_changed" && e["data"]["boundary"]["session"] == 1)
        .count();
    assert_eq!(changed, 3);
}

#[test]
fn only_the_gm_ends_a_session_and_not_over_an_unrevealed_hidden_roll() {
    let [(player, p), (hidden, h)] = campaign().refused;
    assert_eq!(player, 403, "{p}");
    assert_eq!(hidden, 409, "{h}");
    assert!(
        h["error"]
            .as_str()
            .unwrap_or("")
            .contains("revela antes las tiradas ocultas"),
        "{h}"
    );
}

/// The Markdown export says where a session ended, its seed, and its recap quoted and escaped.
#[test]
fn the_markdown_export_quotes_each_sessions_recap_escaped() {
    let c = campaign();
    let (seed, md) = (c.ended["seed"].as_str().unwrap(), &c.md);
    assert!(
        md.contains(&format!("termina la sesión 1 · Semilla revelada `{seed}`")),
        "{md}"
    );
    assert!(md.contains("> Rosa cruzó el \\*\\*puente\\*\\*."), "{md}");
}
