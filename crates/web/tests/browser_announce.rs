//! A screen reader hears each new event once, in the reader's language, the verdict first
//! (issue 29): what the browser's accessibility tree holds in the page's live regions when Ana
//! rolls, when the GM changes her character's state, and on an English page; the log and the
//! result card, which would read whole cards, stay silent.

mod harness;

use harness::*;
use serde_json::json;
use thirtyfour::prelude::*;

/// What the live regions of `d` say once one of them says something with `part` in it.
async fn heard(d: &WebDriver, part: &str, what: &str) -> Vec<String> {
    for _ in 0..200 {
        let said = spoken(d).await;
        if said.iter().any(|s| s.contains(part)) {
            return said;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!(
        "{what}: never heard «{part}»; the live regions say {:?}",
        spoken(d).await
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_event_is_announced_once_with_the_verdict_first() {
    let Some((room, invite)) = Room::with_table("announce", "portal").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let rosa = seat_with(ana, &invite, "Ana", json!({"nombre": "Rosa"})).await;
    until(
        ana,
        "document.querySelector('#log li[data-kind=character_created]')",
        "Rosa's card",
    )
    .await;

    // The log and the result are not live regions: only the announcer speaks.
    for region in ["#log", "#result"] {
        let live = eval(
            ana,
            &format!("document.querySelector('{region}').getAttribute('aria-live')"),
        )
        .await;
        assert!(live.is_null() || live == json!("off"), "{region} is live: {live}");
    }

    // Ana rolls: both pages hear the roll's verdict first, then who rolled.
    roll_with(ana, &rosa, "Rosa in the panel").await;
    tap(ana, "#roll-button").await;
    until(
        gm,
        "document.querySelector('#log li[data-kind=roll] .verdict')",
        "the roll on the GM's log",
    )
    .await;
    let verdict = eval(
        gm,
        "document.querySelector('#log li[data-kind=roll] .verdict').textContent",
    )
    .await;
    let verdict = verdict.as_str().unwrap().to_string();
    for (d, who) in [(gm, "the GM"), (ana, "Ana")] {
        let said = heard(d, &verdict, who).await;
        let line = said.iter().find(|s| s.contains(&verdict)).unwrap();
        assert!(
            line.starts_with(&verdict) && line.contains("Ana"),
            "{who} hears «{line}»"
        );
        // Once: no other region repeats the card.
        assert_eq!(
            said.iter().filter(|s| s.contains(&verdict)).count(),
            1,
            "{who}: {said:?}"
        );
    }

    // The GM changes Rosa's state: Ana hears the change in the log's own sentence.
    let changed = post(
        gm,
        &format!("/characters/{rosa}/state"),
        json!({"event": {"evento": "malestar", "count": 1, "reason": "una caída"}}),
    )
    .await;
    assert!(changed["event_id"].is_string(), "{changed}");
    let said = heard(ana, "una caída", "Ana, the state change").await;
    assert!(said.iter().any(|s| s.contains("Rosa")), "{said:?}");

    // On an English page, the next roll is heard in English.
    in_english(ana).await;
    roll_with(ana, &rosa, "Rosa in the panel").await;
    tap(ana, "#roll-button").await;
    until(
        ana,
        "document.querySelectorAll('#log li[data-kind=roll]').length >= 2",
        "the second roll",
    )
    .await;
    let english = eval(
        ana,
        "document.querySelector('#log li[data-kind=roll] .verdict').textContent",
    )
    .await;
    let english = english.as_str().unwrap().to_string();
    let said = heard(ana, &english, "Ana in English").await;
    assert!(
        english.contains("uccess") || english.contains("ailure") || english.contains("otal"),
        "an English verdict: {english} ({said:?})"
    );
    shot(ana, "announce-phone.png").await;
    room.close().await;
}
