//! The outbox against a loopback Discord: the table's public events reach the linked channel
//! through its webhook in order, each once, as every player sees them; a 429 is waited out;
//! the table page's route tells the webhook's health.

use super::fake::{covered, in_order_once, until_posted, Posted};
use super::*;

async fn web_roll(t: &Linked, mode: Option<&str>) -> i64 {
    let mut body = json!({"character_id": t.character, "request": {"dif": 5}});
    if let Some(m) = mode {
        body["mode"] = json!(m);
    }
    let (s, v) = post_as(&t.app, &format!("/api/tables/{}/rolls", t.id), Some(&t.player), body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    v["seq"].as_i64().unwrap()
}

#[tokio::test]
async fn the_tables_events_reach_the_channel_in_order_once_as_every_player_sees_them() {
    let t = linked("portal").await;
    let a = web_roll(&t, None).await;
    let hidden = web_roll(&t, Some("blind")).await;
    let (s, _) = post_in(&t.app, &t.id, "chat", Some(&t.player), json!({"text": "hola"})).await;
    assert_eq!(s, StatusCode::CREATED);
    slash(&t.app, &t.channel, PLAYER_USER, "es-ES", r_with("1d6")).await;
    let last = web_roll(&t, None).await;
    let posted = until_posted(&t.fake, last).await;
    in_order_once(&posted, &[a, hidden, last]);
    let events = log(&t).await;
    let of = |seq: i64| {
        posted
            .iter()
            .find(|p| (covered(p).0..=covered(p).1).contains(&seq))
            .unwrap()
    };
    // A public roll: the narration's words, under the character's name.
    let headline = events[a as usize - 1]["data"]["explanation"]["headline"]
        .as_str()
        .unwrap();
    assert!(
        of(a).content.contains(headline) && of(a).username == "Rosa",
        "{:?}",
        of(a)
    );
    // A blind roll: its commitment only.
    let secret = events[hidden as usize - 1]["data"]["explanation"]["headline"]
        .as_str()
        .unwrap();
    let commitment = events[hidden as usize - 1]["data"]["commitment"].as_str().unwrap();
    assert!(of(hidden).content.contains(&commitment[..16]), "{:?}", of(hidden));
    // No post says the blind roll's outcome, unless it is a public roll's own (the same
    // words can come up by chance).
    let public_headlines = |p: &Posted| -> Vec<String> {
        let (from, to) = covered(p);
        (from..=to)
            .filter(|&seq| seq != hidden)
            .filter_map(|seq| events[seq as usize - 1]["data"]["explanation"]["headline"].as_str())
            .map(str::to_string)
            .collect()
    };
    assert!(
        posted
            .iter()
            .all(|p| !p.content.contains(secret) || public_headlines(p).iter().any(|h| h == secret)),
        "{posted:?}"
    );
    // The chat (the GM did not ask for it) and the roll made in Discord are not posted again.
    assert!(posted.iter().all(|p| !p.content.contains("hola")), "{posted:?}");
    let in_discord = events.iter().rev().find(|e| e["data"]["via"] == "discord").unwrap();
    let its = in_discord["data"]["explanation"]["headline"].as_str().unwrap();
    assert_eq!(
        posted.iter().filter(|p| p.content.contains(its)).count(),
        0,
        "{posted:?}"
    );
    // The table page reads the webhook's health (recorded once Discord answered the post).
    let mut v = Value::Null;
    for _ in 0..200 {
        let (s, got) = get_as(&t.app, &format!("/api/tables/{}/discord", t.id), Some(&t.player)).await;
        assert_eq!(s, StatusCode::OK);
        v = got;
        if v["channel"]["posted_seq"] == last {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    let c = &v["channel"];
    assert_eq!(
        (c["channel_id"].as_str(), c["webhook"].as_bool()),
        (Some(t.channel.as_str()), Some(true))
    );
    assert!(c["last_post_ms"].as_i64().is_some() && c["last_error"].is_null(), "{v}");
    assert!(
        !v.to_string().contains("whtoken"),
        "the webhook's token never leaves the server: {v}"
    );
}

#[tokio::test]
async fn a_429_is_waited_out_and_the_same_post_sent_again() {
    let t = linked("portal").await;
    t.fake.inner.refuse.store(2, std::sync::atomic::Ordering::SeqCst);
    let seq = web_roll(&t, None).await;
    let posted = until_posted(&t.fake, seq).await;
    in_order_once(&posted, &[seq]);
    let tries = t.fake.calls().iter().filter(|c| c.path.ends_with("/post")).count();
    assert_eq!(tries, 3, "two refusals, then the post");
    // Channels are only read, and webhooks only made, with the bot's token.
    assert!(t
        .fake
        .calls()
        .iter()
        .filter(|c| c.path.starts_with("/channels"))
        .all(|c| c.authorized));
}

#[tokio::test]
async fn a_channel_without_a_table_has_no_status_and_players_see_the_health() {
    let fake = fake::Fake::start().await;
    let (app, _) = bridged(&fake).await;
    let (s, v) = post_as(&app, "/api/tables", None, json!({"name": "M", "system": "portal"})).await;
    assert_eq!(s, StatusCode::CREATED);
    let (id, gm) = (v["id"].as_str().unwrap(), v["gm_token"].as_str().unwrap());
    let (s, v) = get_as(&app, &format!("/api/tables/{id}/discord"), Some(gm)).await;
    assert_eq!((s, v), (StatusCode::OK, json!({"channel": null})));
    let (s, _) = get_as(&app, &format!("/api/tables/{id}/discord"), None).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
}
