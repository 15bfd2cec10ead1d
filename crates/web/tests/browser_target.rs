//! A roll nobody asked for has a target (issue 27, point 2): on a table where the difficulty is
//! the GM's, a player on a 390×844 phone picks a target of their own for the odds and PORTAL's
//! reroll advice — the panel's chance is the engine's exact one against it, the result card
//! advises towards it, and the roll itself goes without a difficulty; a difficulty the roll
//! will not use is not shown. The GM can let players set difficulty from the creation form.
//! Screenshots in `target/screenshots/target-*.png`.

mod harness;

use harness::*;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_own_roll_aims_at_a_target_of_their_own() {
    let Some((room, invite)) = Room::with_table("target", "portal").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}]});
    let rosa = seat_with(ana, &invite, "Ana", sheet).await;
    roll_with(ana, &rosa, "Rosa in the panel").await;
    // The difficulty is the GM's: its field shows nothing, the target field is offered.
    until(
        ana,
        "!document.querySelector('#roll-form label.aim').hidden",
        "the target field",
    )
    .await;
    assert_eq!(
        eval(ana, "document.querySelector('#roll-form [name=dif]').value").await,
        json!("")
    );
    set(ana, "#roll-form select[name=fortaleza]", "0").await;
    set(ana, "#roll-form [name=meta]", "6").await;
    // The panel's chance of success is the engine's exact one against 6.
    let asked = json!({"character_id": rosa, "request": {"dado": "superior", "malestar": 0, "heridas": 0,
        "suerte": 0, "mod": 0, "dif": 6, "fortaleza": [2]}});
    let exact = post(ana, "/odds", asked).await["outcomes"]["exito"].clone();
    assert!(exact.is_string(), "{exact}");
    let shown = until(
        ana,
        &format!(
            "(() => {{ const c = document.querySelector('#odds-table tr[data-outcome=exito] .frac code'); \
                   return c && c.textContent === {exact} && c.textContent; }})()"
        ),
        "the exact chance against 6",
    )
    .await;
    assert_eq!(shown, exact);
    shot(ana, "target-odds-phone.png").await;
    // The roll: the card advises towards the target; the roll has no difficulty of its own.
    tap(ana, "#roll-button").await;
    let advice = until(
        ana,
        "(document.querySelector('#result .advice') || {}).textContent",
        "the advice",
    )
    .await;
    assert!(!advice.as_str().unwrap().is_empty(), "{advice}");
    let seq = eval(ana, "Number(document.querySelector('#result .roll-card').dataset.seq)").await;
    let script = "const done = arguments[1]; fetch(location.pathname.replace('/mesa/', '/api/tables/') + '/events/' + arguments[0]) \
                  .then(r => r.json()).then(e => done(e.data.request));";
    let request = ana.execute_async(script, vec![seq]).await.unwrap().json().clone();
    assert_eq!((&request["meta"], request.get("dif")), (&json!(6), None), "{request}");
    shot(ana, "target-advice-phone.png").await;
    assert_no_sideways_scroll(ana, "the roll with a target").await;

    // A table whose GM lets players set difficulty, from the creation form: the field is theirs.
    gm.goto(&room.base).await.unwrap();
    set(gm, "input[name=name]", "La otra torre").await;
    run(
        gm,
        "document.querySelector('input[name=players_set_difficulty]').checked = true",
    )
    .await;
    let invite = create_table(gm, "portal").await;
    let sheet = json!({"nombre": "Lola", "fortalezas": [{"nombre": "Arco", "nivel": 1}]});
    let lola = seat_with(ana, &invite, "Ana", sheet).await;
    roll_with(ana, &lola, "Lola in the panel").await;
    until(
        ana,
        "(() => { const dif = document.querySelector('#roll-form [name=dif]'); \
           return dif.closest('label').querySelector('.why') && !dif.disabled && dif.value !== '' \
             && document.querySelector('#roll-form label.aim').hidden; })()",
        "the difficulty the player's own",
    )
    .await;
}
