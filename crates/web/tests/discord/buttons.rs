//! PORTAL's reroll buttons and the hidden rolls' peek button: a press by the roller (or the
//! GM) rerolls through the web's rules and edits the message; anyone else's is refused
//! ephemerally; a roll that is not public shows nothing of its outcome to anyone but who may
//! see it, through any message, edit or button, until it is revealed.

use super::fake::{command, opt, press};
use super::*;

/// A second player, Bea, linked as the Discord user `STRANGER`.
async fn bea(t: &Linked) -> String {
    let (_, v) = get_as(&t.app, &format!("/api/tables/{}", t.id), Some(&t.gm)).await;
    let invite = v["invite_code"].as_str().unwrap().to_string();
    let (_, token) = join(&t.app, &t.id, &invite, "Bea").await;
    let c = code(&t.app, &t.id, &token, "member").await;
    slash(&t.app, &t.channel, STRANGER, "es-ES", me_with(&c)).await;
    token
}

fn buttons(v: &Value) -> Vec<Value> {
    v["data"]["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

async fn click(t: &Linked, user: &str, custom_id: &str, ephemeral: bool) -> Value {
    let (s, v) = post(&t.app, &press(&t.channel, user, "es-ES", custom_id, ephemeral)).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v
}

#[tokio::test]
async fn a_portal_roll_rerolls_from_its_buttons_for_the_roller_only() {
    let t = linked("portal").await;
    bea(&t).await;
    let v = slash(
        &t.app,
        &t.channel,
        PLAYER_USER,
        "es-ES",
        command(
            "portal",
            json!([opt("dif", json!(5)), opt("fortaleza", json!("Espada"))]),
        ),
    )
    .await;
    let roll = log(&t).await.last().unwrap().clone();
    let dice = roll["data"]["roll"]["dice"].as_array().unwrap().clone();
    let distinct: std::collections::BTreeSet<(String, i64)> = dice
        .iter()
        .map(|d| (d["color"].as_str().unwrap().to_string(), d["face"].as_i64().unwrap()))
        .collect();
    let list = buttons(&v);
    assert_eq!(
        list.len(),
        distinct.len(),
        "one button per die that can be rerolled: {v}"
    );
    for b in &list {
        let id = b["custom_id"].as_str().unwrap();
        assert!(id.len() <= 100 && id.contains(&t.id), "{id}");
    }
    let advice = &roll["data"]["roll"]["advice"];
    if advice["move"] == "repetir" {
        let advised: Vec<&Value> = list.iter().filter(|b| b["style"] == 3).collect();
        assert_eq!(advised.len(), 1, "{list:?}");
        let label = advised[0]["label"].as_str().unwrap();
        assert!(
            label.starts_with("repite el") && label.contains('→') && label.contains('%'),
            "{label}"
        );
    }
    let first = list[0]["custom_id"].as_str().unwrap().to_string();
    let before = log(&t).await.len();
    // Another member's press, and an unlinked user's: refused for them alone.
    let no = click(&t, STRANGER, &first, false).await;
    assert!(ephemeral(&no) && content(&no).contains("No es tuya"), "{no}");
    let nobody = click(&t, "999", &first, false).await;
    assert!(
        ephemeral(&nobody) && content(&nobody).contains("Aún no eres nadie"),
        "{nobody}"
    );
    assert_eq!(log(&t).await.len(), before, "a refused press changed the log");
    // The roller's press edits the message in place: the die old → new.
    let mut left = roll["data"]["roll"]["rerolls_left"].as_u64().unwrap();
    assert!(left > 0);
    let mut id = first;
    while left > 0 {
        let v = click(&t, PLAYER_USER, &id, false).await;
        assert_eq!(v["type"], 7, "{v}");
        assert!(content(&v).contains("Repetidos:") && content(&v).contains('→'), "{v}");
        let e = log(&t).await.last().unwrap().clone();
        assert_eq!(
            (e["kind"].as_str(), e["data"]["via"].as_str()),
            (Some("reroll"), Some("discord"))
        );
        left = e["data"]["roll"]["rerolls_left"].as_u64().unwrap();
        let now = buttons(&v);
        assert!(
            now.iter()
                .all(|b| b["disabled"].as_bool().unwrap_or(false) == (left == 0)),
            "{now:?}"
        );
        id = now[0]["custom_id"].as_str().unwrap().to_string();
    }
    // Spent: a press is refused (a stale message's button) and changes nothing.
    let count = log(&t).await.len();
    let spent = click(&t, PLAYER_USER, &id, false).await;
    assert!(ephemeral(&spent), "{spent}");
    assert_eq!(log(&t).await.len(), count);
}

/// Every text a reader could see of an answer: its content, labels and `custom_id`s.
fn everything(v: &Value) -> String {
    let mut out = content(v);
    for b in buttons(v) {
        out.push_str(&format!(" {} {}", b["label"], b["custom_id"]));
    }
    out
}

#[tokio::test]
async fn a_hidden_roll_shows_its_outcome_in_no_message_until_the_reveal() {
    let t = linked("portal").await;
    bea(&t).await;
    // A player's blind roll: only the GM sees it.
    let v = slash(
        &t.app,
        &t.channel,
        PLAYER_USER,
        "es-ES",
        command("portal", json!([opt("dif", json!(5)), opt("modo", json!("oculta"))])),
    )
    .await;
    let e = log(&t).await.last().unwrap().clone();
    assert_eq!(
        (e["hidden"].as_bool(), e["data"]["mode"].as_str()),
        (Some(true), Some("blind"))
    );
    let seq = e["seq"].as_i64().unwrap();
    let headline = e["data"]["explanation"]["headline"].as_str().unwrap().to_string();
    let lines: Vec<String> = each(&e["data"]["explanation"]["lines"], |l| l.as_str().unwrap().to_string());
    let secret = |text: &str| text.contains(&headline) || lines.iter().any(|l| text.contains(l.as_str()));
    assert!(!ephemeral(&v));
    assert!(
        content(&v).contains("Tirada oculta") && content(&v).contains(&e["data"]["commitment"].as_str().unwrap()[..16]),
        "{v}"
    );
    assert!(!secret(&everything(&v)), "the channel's message shows the outcome: {v}");
    let peek = buttons(&v)[0]["custom_id"].as_str().unwrap().to_string();
    assert_eq!(peek, format!("ver:{}:{seq}", t.id));
    // The roller and another player see nothing of it; the GM sees it, for their eyes only.
    for user in [PLAYER_USER, STRANGER] {
        let no = click(&t, user, &peek, false).await;
        assert!(
            ephemeral(&no) && content(&no).contains("No es tuya") && !secret(&everything(&no)),
            "{no}"
        );
    }
    let gm = click(&t, GM_USER, &peek, false).await;
    assert!(ephemeral(&gm) && content(&gm).contains(&headline), "{gm}");
    // No post of the channel shows it either.
    assert!(
        t.fake.posted().iter().all(|p| !secret(&p.content)),
        "{:?}",
        t.fake.posted()
    );
    // A self roll: its roller sees it (and may reroll from the private message), nobody else.
    slash(
        &t.app,
        &t.channel,
        PLAYER_USER,
        "es-ES",
        command(
            "portal",
            json!([
                opt("dif", json!(5)),
                opt("fortaleza", json!("Espada")),
                opt("modo", json!("privada"))
            ]),
        ),
    )
    .await;
    let own = log(&t).await.last().unwrap().clone();
    let own_peek = format!("ver:{}:{}", t.id, own["seq"]);
    let mine = click(&t, PLAYER_USER, &own_peek, false).await;
    assert!(
        ephemeral(&mine) && content(&mine).contains(own["data"]["explanation"]["headline"].as_str().unwrap()),
        "{mine}"
    );
    let no = click(&t, STRANGER, &own_peek, false).await;
    assert!(content(&no).contains("No es tuya"), "{no}");
    if let Some(b) = buttons(&mine).first() {
        let rerolled = click(&t, PLAYER_USER, b["custom_id"].as_str().unwrap(), true).await;
        assert_eq!(rerolled["type"], 7, "edits the private message: {rerolled}");
        assert_eq!(log(&t).await.last().unwrap()["hidden"], true);
    }
    // The GM reveals the blind roll: now the channel reads it, with the nonce.
    let shown = gm_slash(&t.app, &t.channel, reveal(json!(seq))).await;
    assert!(
        !ephemeral(&shown) && content(&shown).contains(&headline) && content(&shown).contains("Nonce"),
        "{shown}"
    );
    // A player cannot reveal.
    let no = slash(&t.app, &t.channel, STRANGER, "es-ES", reveal(json!(own["seq"]))).await;
    assert!(ephemeral(&no), "{no}");
}
