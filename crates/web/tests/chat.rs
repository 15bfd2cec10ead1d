//! The chat box (issue #16): `/r EXPR` rolls the generic notation on the server with exact
//! odds on its card, `/r gm EXPR` keeps it for the GM, and `/w NAME text` reaches its reader
//! and the GM and nobody else on any route.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};

/// A PORTAL table: the GM, Ana, Bea and Carla: (app, id, [gm, ana, bea, carla]).
async fn room() -> (axum::Router, String, [String; 4]) {
    let app = memory_app().await;
    let (id, gm, code) = portal_table(&app).await;
    let (_, ana) = join(&app, &id, &code, "Ana").await;
    let (_, bea) = join(&app, &id, &code, "Bea").await;
    let (_, carla) = join(&app, &id, &code, "Carla").await;
    (app, id, [gm, ana, bea, carla])
}

async fn say(app: &axum::Router, id: &str, token: &str, text: &str) -> (StatusCode, Value) {
    post_in(app, id, "chat", Some(token), json!({ "text": text })).await
}

#[tokio::test]
async fn r_rolls_the_notation_with_its_exact_odds_and_the_log_verifies() {
    let (app, id, [gm, ana, ..]) = room().await;
    let (s, v) = say(&app, &id, &ana, "/r 3d10km+7").await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let total = v["roll"]["total"].as_i64().unwrap();
    assert!((8..=17).contains(&total), "{v}");
    assert_eq!(v["roll"]["expression"], "3d10km+7");
    assert!(v["explanation"]["headline"].is_string(), "{v}");
    // Everyone reads the card: the dice, the explanation and the exact odds of the total.
    let seq = v["seq"].as_i64().unwrap();
    let exact = tirada_dice::notation::parse("3d10km+7").unwrap().odds(10).unwrap();
    for token in [&gm, &ana] {
        let e = events(&app, &id, token, seq - 1).await.remove(0);
        assert_eq!(
            (e["kind"].as_str(), e["data"]["chat"].as_bool()),
            (Some("roll"), Some(true))
        );
        assert_eq!(e["data"]["roll"], v["roll"]);
        assert_eq!(e["data"]["odds"]["exactly"], json!(exact.dist.prob(total)));
        assert_eq!(e["data"]["odds"]["at_least"], json!(exact.dist.at_least(total)));
        // The middle of three d10 averages 5.5: 12.5 with the 7.
        assert_eq!(e["data"]["odds"]["mean"], "25/2");
        assert!(e["data"]["explanation"]["lines"]
            .as_array()
            .is_some_and(|l| !l.is_empty()));
    }
    // `/tirar` is the same, and the GM's `/r gm` is sealed for players.
    let (s, v) = say(&app, &id, &gm, "/tirar gm 1d20+2").await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let hidden = v["seq"].as_i64().unwrap();
    let seen = events(&app, &id, &ana, hidden - 1).await.remove(0);
    assert_eq!(seen["data"]["roll"]["hidden"], true, "{seen}");
    assert_eq!(seen["data"]["mode"], "gm");
    assert!(
        seen["data"].get("odds").is_none(),
        "the odds of the total would show it"
    );
    // A player's `/r gm` is blind: only the GM sees it.
    let (_, v) = say(&app, &id, &ana, "/r gm 1d6").await;
    assert_eq!(
        (v["roll"]["hidden"].as_bool(), v["mode"].as_str()),
        (Some(true), Some("blind"))
    );
    // The closed table's log recomputes every roll typed in the chat.
    let (s, _) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    let (_, log) = get_as(&app, &format!("/api/tables/{id}/export"), Some(&gm)).await;
    let report = tirada_web::table::verify::verify(&log).unwrap();
    assert!(report.ok(), "{report:?}");
    assert_eq!(report.rolls, 3);
    let (_, fair) = get_as(&app, &format!("/api/tables/{id}/fairness"), Some(&gm)).await;
    assert_eq!(fair["rolls"], 3, "{fair}");
}

#[tokio::test]
async fn a_whisper_reaches_its_reader_and_the_gm_and_never_the_third_member() {
    let (app, id, [gm, ana, bea, carla]) = room().await;
    let secret = "la llave está bajo la piedra";
    let (s, v) = say(&app, &id, &ana, &format!("/w bea {secret}")).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq: i64 = v["event_id"].as_str().unwrap().parse().unwrap();
    for (token, who, sees) in [
        (&gm, "GM", true),
        (&ana, "Ana", true),
        (&bea, "Bea", true),
        (&carla, "Carla", false),
    ] {
        let text = everything(&app, &id, token, seq).await;
        assert_eq!(text.contains(secret), sees, "read by {who}");
        let (s, _) = get_in(&app, &id, &format!("events/{seq}"), Some(token)).await;
        assert_eq!(s.is_success(), sees, "{who}");
    }
    // Carla's log keeps only the whisper's number and commitment: not who wrote it, to whom
    // or what (a commitment of them with a secret nonce).
    let e = events(&app, &id, &carla, seq - 1).await.remove(0);
    let commitment = e["data"]["commitment"].as_str().unwrap();
    assert!(commitment.len() == 64 && !commitment.contains(secret));
    assert_eq!(
        e,
        json!({"seq": seq, "kind": "whisper", "hidden": true, "data": {"commitment": commitment},
               "at_ms": e["at_ms"], "prev": e["prev"]})
    );
    // Its hash chain still holds in every member's export.
    let (s, _) = close_table(&app, &id, &gm).await;
    assert_eq!(s, StatusCode::OK);
    for token in [&gm, &ana, &carla] {
        let (_, log) = get_as(&app, &format!("/api/tables/{id}/export"), Some(token)).await;
        let report = tirada_web::table::verify::verify(&log).unwrap();
        assert!(report.ok(), "{report:?}");
    }
    let e = events(&app, &id, &bea, seq - 1).await.remove(0);
    assert_eq!(
        (e["data"]["text"].as_str(), e["data"]["to_name"].as_str()),
        (Some(secret), Some("Bea"))
    );
}

#[tokio::test]
async fn a_bad_chat_command_is_one_sentence_and_changes_nothing() {
    let (app, id, [gm, ana, ..]) = room().await;
    let before = snapshot(&app, &id, &gm).await;
    for text in [
        "/r",
        "/r 3d",
        "/r 231d2263",
        "/w Nadie hola",
        "/w Bea",
        "/w Ana hola",
        "/baile",
    ] {
        let (s, v) = say(&app, &id, &ana, text).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{text}: {v}");
        assert_error(&v, text);
        assert_eq!(v["field"], "text", "{text}: {v}");
    }
    assert_eq!(snapshot(&app, &id, &gm).await, before);
}

/// A member who shares a name with another, as a table from before names were unique could
/// hold (issue 30 point 3 refuses such joins now): written straight into the store. Their
/// token.
async fn impostor(store: &dyn tirada_web::table::Store, id: &str, name: &str) -> String {
    use tirada_web::table::{chain, secret, sha256_hex, EventDraft, MemberRole, Mutation};
    let last = store.table(id).await.unwrap().unwrap().last_seq;
    let (member, token) = (secret::new_id(), secret::new_token());
    let draft = EventDraft {
        kind: "member_joined",
        actor: Some(member.clone()),
        character_id: None,
        hidden: false,
        data: json!({"member": {"id": member, "name": name, "role": "player"}}),
        at_ms: 0,
        prev: Some(chain::head(store, id, last).await.unwrap()),
    };
    let add = Mutation::AddMember {
        id: member,
        name: name.into(),
        role: MemberRole::Player,
        token_hash: sha256_hex(&token),
    };
    store.append(id, last + 1, draft, vec![add]).await.unwrap();
    token
}

/// Issue 30 point 2: a player named «ana», or named as the GM, received whispers meant for Ana
/// or the GM (2 of 3). A whisper names its reader by member id, `/w` with a shared name is
/// refused, and `/w dj` is the GM whatever anyone is called.
#[tokio::test]
async fn a_whisper_never_reaches_an_impostor() {
    let (dir, url) = temp_sqlite_url("impostor");
    let (app, store) = file_app(&url).await;
    let (id, gm, code) = doras_table(&app, "hitos").await;
    let (ana_id, ana) = join(&app, &id, &code, "Ana").await;
    let (_, bea) = join(&app, &id, &code, "Bea").await;
    drop(app);
    let fake_ana = impostor(store.as_ref(), &id, "ana").await;
    let fake_gm = impostor(store.as_ref(), &id, "DORA").await;
    // A server that starts on this database (no cache of the members).
    let (app, _) = file_app(&url).await;
    let before = events(&app, &id, &gm, 0).await.len();
    for (line, shared) in [("/w Ana para Ana", "Ana"), ("/w dora para el director", "dora")] {
        let (s, v) = say(&app, &id, &bea, line).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{line}: {v}");
        let said = format!("varios miembros se llaman «{shared}»");
        assert_error(&v, &said);
        assert!(v["error"].as_str().unwrap().contains(&said), "{v}");
    }
    assert_eq!(
        events(&app, &id, &gm, 0).await.len(),
        before,
        "a refused whisper was logged"
    );
    // Picked from the list (a member id), and the GM's own word.
    let (s, v) = post_in(
        &app,
        &id,
        "chat",
        Some(&bea),
        json!({"text": "solo para Ana", "to": ana_id}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let (s, v) = say(&app, &id, &bea, "/w dj solo para el director").await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    for (token, who, reads) in [
        (&ana, "Ana", vec!["solo para Ana"]),
        (&gm, "the GM", vec!["solo para Ana", "solo para el director"]),
        (&fake_ana, "«ana»", vec![]),
        (&fake_gm, "«DORA»", vec![]),
    ] {
        let seen: Vec<String> = events(&app, &id, token, before as i64)
            .await
            .iter()
            .filter_map(|e| e["data"]["text"].as_str().map(String::from))
            .collect();
        assert_eq!(seen, reads, "read by {who}");
    }
    // Someone who is not a member cannot be picked.
    let (s, v) = post_in(&app, &id, "chat", Some(&bea), json!({"text": "x", "to": "nadie"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(v["field"], "to");
    std::fs::remove_dir_all(dir).ok();
}
