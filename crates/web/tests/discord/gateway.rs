//! Gateway mode against a loopback gateway: the client identifies with the bot's token,
//! each INTERACTION_CREATE is answered through the REST callback by the same handler as the
//! HTTP endpoint, and when asked to reconnect it resumes its session where it was.

use super::fake::{interaction, Gateway};
use super::*;
use std::time::Duration;

async fn until<T>(mut check: impl FnMut() -> Option<T>, what: &str) -> T {
    for _ in 0..400 {
        if let Some(x) = check() {
            return x;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("{what}");
}

#[tokio::test]
async fn gateway_mode_answers_interactions_and_resumes_after_a_reconnect() {
    let t = linked("portal").await;
    let gateway = Gateway::start(&t.fake).await;
    tirada_web::discord::start(&t.state, &options(&t.fake, true)).await;
    // Identify, with the bot's token and no intents.
    let identify = until(
        || gateway.received.lock().unwrap().iter().find(|f| f["op"] == 2).cloned(),
        "no Identify",
    )
    .await;
    assert_eq!(identify["d"]["token"], fake::BOT_TOKEN);
    assert_eq!(identify["d"]["intents"], 0);
    let before = log(&t).await.len();
    let roll = interaction(2, &t.channel, PLAYER_USER, "en-US", r_with("2d6"));
    let id = roll["id"].as_str().unwrap().to_string();
    gateway.dispatch(roll);
    let answer = until(
        || {
            let calls = t.fake.calls();
            calls
                .iter()
                .find(|c| c.path == format!("/interactions/{id}/callback"))
                .map(|c| c.body.clone())
        },
        "the interaction was not answered",
    )
    .await;
    assert_eq!(answer["type"], 4, "{answer}");
    let events = log(&t).await;
    assert_eq!(events.len(), before + 1);
    let seq = events.last().unwrap()["seq"].as_i64().unwrap();
    assert!(
        answer["data"]["content"].as_str().unwrap().contains(&format!("#{seq}")),
        "{answer}"
    );
    // Asked to reconnect: the client resumes the same session from the last number it saw.
    gateway.reconnect();
    let resume = until(
        || gateway.received.lock().unwrap().iter().find(|f| f["op"] == 6).cloned(),
        "no Resume after the reconnect",
    )
    .await;
    assert_eq!(resume["d"]["session_id"], "sesion-1");
    assert_eq!(resume["d"]["token"], fake::BOT_TOKEN);
    assert!(resume["d"]["seq"].as_u64().unwrap() >= 2, "{resume}");
    assert_eq!(
        gateway.ops().iter().filter(|op| **op == 2).count(),
        1,
        "resumed, not identified again"
    );
    // And keeps answering.
    let again = interaction(2, &t.channel, PLAYER_USER, "es-ES", r_with("1d6"));
    let id = again["id"].as_str().unwrap().to_string();
    gateway.dispatch(again);
    until(
        || {
            t.fake
                .calls()
                .iter()
                .any(|c| c.path == format!("/interactions/{id}/callback"))
                .then_some(())
        },
        "the interaction after the resume was not answered",
    )
    .await;
    assert_eq!(log(&t).await.len(), before + 2);
}
