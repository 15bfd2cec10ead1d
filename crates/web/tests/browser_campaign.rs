//! «Terminar la sesión» in real browsers (issue 32): the GM on a laptop ends the first session
//! with a recap and private notes; Ana, on a phone, sees the revealed seed and the recap, and
//! the next session starts with her character refreshed by the book (B866); the fairness page
//! shows each session and the campaign on both. Screenshots of both.

mod harness;

use harness::*;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gm_ends_a_session_and_the_next_opens_with_the_recap_and_refreshed_characters() {
    let Some((room, invite)) = Room::with_table("campaign", "portal").await else {
        return;
    };
    let Room { gm, ana, base, .. } = &room;
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 1}], "estado": {"pp": 1}});
    let rosa = seat_with(ana, &invite, "Ana", sheet).await;
    let roll = post(ana, "/rolls", json!({"character_id": rosa, "request": {}})).await;
    assert!(roll["seq"].is_number(), "{roll}");
    until(gm, "document.querySelector('#log li[data-kind=roll]')", "Ana's roll").await;

    // The GM's form, in the tools of the Mesa screen.
    screen(gm, "mesa").await;
    tap(gm, "#session-end summary").await;
    set(
        gm,
        "#session-form textarea[name=recap]",
        "Rosa cruzó el puente.\n<b>Iñaki</b> las espera.",
    )
    .await;
    set(gm, "#session-form textarea[name=notes]", "El traidor es Gorka.").await;
    shot(gm, "campaign-end-form-laptop.png").await;
    tap(gm, "#session-button").await;

    for d in [&gm, &ana] {
        until(
            d,
            "(document.getElementById('session-number') || {}).textContent === '2'",
            "the second session",
        )
        .await;
        screen(d, "mesa").await;
        // The recap, escaped: its tag shows as written.
        let recap = until(d, "(document.getElementById('recap') || {}).textContent", "the recap").await;
        assert_eq!(recap, json!("Rosa cruzó el puente.\n<b>Iñaki</b> las espera."));
        assert_eq!(eval(d, "document.querySelectorAll('#recap b').length").await, json!(0));
        // The first session's seed, revealed in the log.
        let seed = until(
            d,
            "(document.querySelector('#log li[data-kind=session_ended] code') || {}).textContent",
            "the revealed seed",
        )
        .await;
        assert_eq!(seed.as_str().unwrap().len(), 64, "{seed}");
    }
    // Rosa starts the session with a point for the last one's end and one for this one's start.
    let pp = eval(
        ana,
        "JSON.parse(document.getElementById('boot').textContent).characters[0].state.pp",
    )
    .await;
    assert_eq!(pp, json!(3));
    // The GM's notes reach no player: not the page, not the export.
    assert_eq!(
        eval(ana, "document.body.innerText.includes('Gorka')").await,
        json!(false)
    );
    let export = ana
        .execute_async(
            "fetch(location.pathname.replace('/mesa/', '/api/tables/') + '/export').then(r => r.text()).then(arguments[0])",
            vec![],
        )
        .await
        .unwrap();
    let text = export.json().as_str().unwrap().to_string();
    assert!(text.contains("session_ended") && !text.contains("Gorka"), "{text}");
    assert_no_sideways_scroll(ana, "the phone in the second session").await;
    shot(gm, "campaign-second-session-laptop.png").await;
    run(ana, "document.getElementById('recap').scrollIntoView({block: 'start'})").await;
    shot(ana, "campaign-second-session-phone.png").await;
    // The fairness page per session: the first one's seed revealed and its rolls checked, the
    // second one's commitment alone, and the whole campaign.
    let first_seed = eval(
        ana,
        "document.querySelector('#log li[data-kind=session_ended] code').textContent",
    )
    .await;
    for (d, name) in [(gm, "laptop"), (ana, "phone")] {
        let path = eval(d, "location.pathname").await;
        let url = format!("{base}{}/equidad", path.as_str().unwrap().trim_end_matches('/'));
        d.goto(&url).await.unwrap();
        until(d, "document.getElementById('campaign-check')", "the fairness page").await;
        assert_eq!(
            eval(d, "document.querySelector('#session-1 code.seed').textContent").await,
            first_seed
        );
        let checks = eval(
            d,
            "[...document.querySelectorAll('.session-check')].map(s => [s.querySelectorAll('code.seed').length, s.querySelector('.check').className, s.querySelector('.rolls').textContent])",
        )
        .await;
        assert_eq!(
            checks,
            json!([[1, "check ok", "1"], [0, "check sealed", "0"]]),
            "{name}"
        );
        assert_eq!(
            eval(d, "document.querySelector('#campaign-check .check').className").await,
            json!("check ok")
        );
        assert_no_sideways_scroll(d, &format!("the fairness page on the {name}")).await;
        shot(d, &format!("campaign-fairness-{name}.png")).await;
        run(
            d,
            "document.getElementById('campaign-check').scrollIntoView({block: 'start'})",
        )
        .await;
        shot(d, &format!("campaign-fairness-whole-{name}.png")).await;
    }
    room.close().await;
}
