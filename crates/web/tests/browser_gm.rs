//! Running the game in real browsers (issue #16): the GM on a 1366×768 laptop, Ana and Bea on
//! 390×844 phones. A blind roll's card says so in words on every page and shows its dice only
//! to the GM; a whisper reaches its reader and the GM, never Bea; `/r 3d10km+7` is a card with
//! its exact odds; a request to everyone tracks who has rolled; the zombie horde runs on the
//! *Combate* screen. Screenshots in
//! `target/screenshots/gm-*.png`.

mod harness;

use harness::*;
use serde_json::json;
use thirtyfour::prelude::*;

/// Types a line in the chat box and sends it.
async fn chat(d: &WebDriver, line: &str) {
    screen(d, "mesa").await;
    set(d, "#chat-text", line).await;
    run(d, "document.getElementById('chat-form').requestSubmit()").await;
    until(d, "document.getElementById('chat-text').value === ''", "the line sent").await;
}

/// The text of the log's entry `seq` on this page ('' when it has none).
fn entry(seq: i64) -> String {
    format!("(document.querySelector('#log li[data-seq=\"{seq}\"]') || {{textContent: ''}}).textContent")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn modes_whispers_the_chat_roller_and_requests_as_people_see_them() {
    let Some(room) = Room::open("gm").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let bea = room.browser("bea", PHONE).await;
    let invite = room.table("fate").await;
    let fate = |n: &str| json!({"nombre": n, "pp": 2, "habilidades": {"Notar": 2}});
    let rosa = seat_with(ana, &invite, "Ana", fate("Rosa")).await;
    let lola = seat_with(&bea, &invite, "Bea", fate("Lola")).await;

    // Ana rolls blind from her panel: her own card and Bea's show only the commitment, the GM's
    // the dice; every card says who sees it, in words.
    roll_with(ana, &rosa, "Rosa in the panel").await;
    set(ana, "#roll-mode", "blind").await;
    tap(ana, "#roll-button").await;
    let seq = until(
        ana,
        "Number((document.querySelector('#result .roll-card') || {dataset: {}}).dataset.seq) || 0",
        "Ana's blind result",
    )
    .await;
    let seq = seq.as_i64().unwrap();
    let card = format!("#log .roll-card[data-seq=\"{seq}\"]");
    for (d, dice) in [(gm, true), (ana, false), (&bea, false)] {
        let badge = until(
            d,
            &format!("(document.querySelector('{card} .badge[data-mode=blind]') || {{}}).textContent"),
            "the blind badge",
        )
        .await;
        assert_eq!(badge, json!("a ciegas: solo el director la ve"));
        let shown = eval(d, &format!("!!document.querySelector('{card} .dice .die')")).await;
        assert_eq!(shown, json!(dice), "dice on the card");
    }
    assert!(
        eval(ana, "document.querySelector('#result .commitment').textContent.length")
            .await
            .as_i64()
            .unwrap()
            > 20
    );
    screen(gm, "mesa").await;
    shot(gm, "gm-blind-laptop.png").await;
    screen(ana, "mesa").await;
    shot(ana, "gm-blind-phone.png").await;

    // The GM whispers to Ana, picked from the list (her member id goes in the request, not a
    // name); Bea never reads it, even once a later line has reached her.
    screen(gm, "mesa").await;
    gm.execute(
        "const s = document.getElementById('chat-to'); \
         s.value = [...s.options].find((o) => o.textContent.endsWith('→ Ana')).value;",
        vec![],
    )
    .await
    .unwrap();
    chat(gm, "la puerta está abierta").await;
    let whisper = seq + 1;
    for d in [&gm, &ana] {
        until(
            d,
            &format!("{}.includes('la puerta está abierta')", entry(whisper)),
            "the whisper",
        )
        .await;
    }
    chat(ana, "/r 3d10km+7").await;
    let rolled = seq + 2;
    for d in [gm, ana, &bea] {
        until(
            d,
            &format!(
                "(document.querySelector('#log .roll-card[data-seq=\"{rolled}\"] .odds-line') || {{}}).textContent"
            ),
            "the chat roll's odds",
        )
        .await;
    }
    let odds = eval(
        &bea,
        &format!("document.querySelector('#log .roll-card[data-seq=\"{rolled}\"] .odds-line').textContent"),
    )
    .await;
    assert!(odds.as_str().unwrap().contains("media 12,5"), "{odds}");
    assert_eq!(
        eval(&bea, &entry(whisper)).await,
        json!(""),
        "Bea has no whisper in her log"
    );
    assert!(
        !eval(&bea, "document.body.textContent.includes('la puerta está abierta')")
            .await
            .as_bool()
            .unwrap()
    );
    shot(ana, "gm-whisper-phone.png").await;

    // The GM asks everyone; Ana answers with one tap; the card tracks Rosa rolled, Lola not.
    screen(gm, "tirar").await;
    until(
        gm,
        "document.querySelectorAll('#ask-who input').length === 3",
        "the characters to ask",
    )
    .await;
    run(gm, "document.querySelector('#ask-who input[value=\"*\"]').click()").await;
    set(gm, "#ask-form input[name=text]", "¿Oyes la puerta?").await;
    // The form speaks Fate: a skill the sheets hold against a step of the ladder by name, each
    // field labelled; on a phone, one column.
    let labelled = "[...document.querySelectorAll('#ask-form [data-request]')]\
        .every(f => f.labels.length === 1 && f.labels[0].textContent.trim().length > 1)";
    assert_eq!(eval(gm, labelled).await, json!(true));
    let skills = eval(
        gm,
        "[...document.querySelectorAll('#ask-habilidad option')].map(o => o.value)",
    )
    .await;
    assert_eq!(skills, json!(["Notar"]));
    set(gm, "#ask-form input[name=habilidad]", "Notar").await;
    set(gm, "#ask-form select[name=dif]", "3").await;
    gm.set_window_rect(0, 0, 390, 844).await.unwrap();
    screen(gm, "tirar").await;
    run(gm, "document.getElementById('ask-card').scrollIntoView()").await;
    let columns = "new Set([...document.querySelectorAll('.ask-request > label')]\
        .map(l => Math.round(l.getBoundingClientRect().left))).size";
    assert_eq!(eval(gm, columns).await, json!(1));
    assert_no_sideways_scroll(gm, "the ask form").await;
    shot(gm, "gm-ask-phone.png").await;
    gm.set_window_rect(0, 0, 1366, 768).await.unwrap();
    run(gm, "document.getElementById('ask-card').scrollIntoView()").await;
    shot(gm, "gm-ask-laptop.png").await;
    tap(gm, "#ask-button").await;
    let asked = seq + 3;
    let request = format!("#log .request-card[data-request=\"{asked}\"]");
    until(
        ana,
        &format!(
            "(document.querySelector('{request} .prompt .odds-line') || {{textContent: '…'}}).textContent !== '…'"
        ),
        "Ana's prompt with its odds",
    )
    .await;
    let odds = eval(
        ana,
        &format!("document.querySelector('{request} .prompt .odds-line').textContent"),
    )
    .await;
    assert!(odds.as_str().unwrap().contains('/'), "exact odds: {odds}");
    let words = eval(ana, &format!("document.querySelector('{request} .hint').textContent")).await;
    assert_eq!(words, json!("Habilidad: Notar · Dificultad: Bueno (+3)"));
    shot(ana, "gm-request-phone.png").await;
    tap(ana, &format!("{request} .request-roll")).await;
    for d in [gm, ana, &bea] {
        until(
            d,
            &format!("document.querySelector('{request} .rolled').textContent.includes('Rosa #')"),
            "Rosa rolled",
        )
        .await;
        let pending = eval(d, &format!("document.querySelector('{request} .pending').textContent")).await;
        assert!(
            pending.as_str().unwrap().contains("Lola") && !pending.as_str().unwrap().contains("Rosa"),
            "{pending}"
        );
    }
    assert_eq!(
        eval(ana, &format!("document.querySelectorAll('{request} .prompt').length")).await,
        json!(0)
    );
    assert_eq!(
        eval(&bea, &format!("document.querySelectorAll('{request} .prompt').length")).await,
        json!(1)
    );
    screen(gm, "mesa").await;
    shot(gm, "gm-request-laptop.png").await;
    shot(&bea, "gm-request-bea-phone.png").await;
    for d in [gm, ana, &bea] {
        assert_no_sideways_scroll(d, "the table").await;
    }
    // Bea answers from her roll panel: what the GM asked is fixed there, and she spends a PP,
    // which the system leaves to her.
    screen(&bea, "mesa").await;
    tap(&bea, &format!("{request} .request-options")).await;
    until(&bea, "document.getElementById('answering')", "the panel answering").await;
    let fixed =
        "[document.querySelector('#roll-form [name=habilidad]'), document.querySelector('#roll-form [name=dif]')]\
        .map(f => f.value + (f.disabled ? ' fixed' : ''))";
    assert_eq!(eval(&bea, fixed).await, json!(["Notar fixed", "3 fixed"]));
    set(&bea, "#roll-form [name=pp]", "1").await;
    shot(&bea, "gm-answer-phone.png").await;
    tap(&bea, "#roll-button").await;
    for d in [gm, ana, &bea] {
        until(
            d,
            &format!("document.querySelector('{request} .rolled').textContent.includes('Lola #')"),
            "Lola rolled",
        )
        .await;
    }
    until(
        gm,
        &format!("document.querySelector('[data-state=\"{lola}\"]').textContent.startsWith('PP 1')"),
        "Lola's PP spent",
    )
    .await;
    assert_eq!(eval(&bea, "!!document.getElementById('answering')").await, json!(false));
    bea.quit().await.unwrap();
    room.close().await;
}

/// The book's zombie horde on the *Combate* screen: the GM pastes the file and the cast dice,
/// plays the round and ends it; the GM's laptop and Ana's phone show the same standings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gm_runs_the_zombie_horde_on_the_combat_screen() {
    let Some((room, _)) = Room::with_ana("fight", "portal").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    until(
        gm,
        "document.querySelector('#members').textContent.includes('Ana')",
        "Ana at the table",
    )
    .await;
    // On a laptop the Combate screen is a column the GM opens.
    tap(gm, "#show-combat").await;
    until(
        gm,
        "document.querySelector('.layout').classList.contains('fighting')",
        "the Combate column",
    )
    .await;
    run(gm, "document.querySelector('#pane-combate details').open = true").await;
    set(
        gm,
        "#fight-form textarea[name=toml]",
        include_str!("../../../examples/portal/zombis.toml"),
    )
    .await;
    set(gm, "#fight-form input[name=reparto]", "1,2,3,4,5,6,6,5,1,1,1,1").await;
    set(gm, "#fight-form input[name=asiento]", "1").await;
    tap(gm, "#fight-button").await;
    until(
        gm,
        "document.querySelectorAll('table.fight tbody tr').length === 12",
        "the twelve participants",
    )
    .await;
    tap(gm, "#next-round").await;
    until(
        gm,
        "document.querySelector('#fight .verdict').textContent.startsWith('Asalto 1')",
        "round 1",
    )
    .await;
    tap(gm, "#end-fight").await;
    for d in [&gm, &ana] {
        screen(d, "combate").await;
        until(d, "document.querySelector('#fight .verdict') && document.querySelector('#fight .verdict').textContent.includes('terminado')", "the fight over").await;
        let out = eval(d, "document.querySelectorAll('table.fight tr.out').length").await;
        assert_eq!(out, json!(4), "four citizens down, as the book says");
        // The log in the words `tirada portal combate` prints (the narration's `said`).
        let log = eval(d, "document.querySelector('.fight-log').textContent").await;
        let log = log.as_str().unwrap_or("");
        assert!(
            log.contains("Ciudadano 1 → Zombi 1: ataque 4 contra 0 → impacto; daño 8 contra aguante 5 → 3 puntos")
                && log.contains("Zombi 2: 1 punto de daño")
                && !log.contains("[object"),
            "{log}"
        );
        assert_no_sideways_scroll(d, "the combat screen").await;
    }
    assert_eq!(
        eval(ana, "!!document.getElementById('next-round')").await,
        json!(false),
        "only the GM advances"
    );
    shot(gm, "gm-combat-laptop.png").await;
    shot(ana, "gm-combat-phone.png").await;
    room.close().await;
}

/// Ana seats Rosa (`sheet`); the GM waits for her among the fight's picks and opens the new
/// fight's form on the Combate column: Rosa's id and her pick's selector.
async fn rosa_in_the_picks(
    gm: &WebDriver,
    ana: &WebDriver,
    invite: &str,
    sheet: serde_json::Value,
) -> (String, String) {
    let rosa = seat_with(ana, invite, "Ana", sheet).await;
    hide_link(ana).await;
    let pick = format!("#fight-characters input[value=\"{rosa}\"]");
    until(
        gm,
        &format!("!!document.querySelector('{pick}')"),
        "Rosa among the picks",
    )
    .await;
    tap(gm, "#show-combat").await;
    run(gm, "document.querySelector('#pane-combate details').open = true").await;
    (rosa, pick)
}

/// A PORTAL fight without TOML (issue #27 point 3): the GM joins Ana's Rosa with a tap and
/// types two opponents, one a line; a bad line is one sentence beside the form and starts
/// nothing; the fight then runs a round on the GM's laptop and Ana's phone alike.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gm_starts_a_fight_from_the_tables_character_and_two_typed_opponents() {
    let Some((room, invite)) = Room::with_table("typed", "portal").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let (rosa, pick) = rosa_in_the_picks(gm, ana, &invite, json!({"nombre": "Rosa"})).await;
    assert_eq!(
        eval(gm, "document.getElementById('fight-advanced').open").await,
        json!(false),
        "the TOML is an advanced option, folded away"
    );
    tap(gm, &pick).await;
    set(gm, &format!("#fight-form input[name=\"objetivo-{rosa}\"]"), "Zombi").await;
    let zombie = "Zombi 5 reflejos 0,2 ataque 4 daño 3 defensa 1 aguante 6 > Rosa";
    set(
        gm,
        "#fight-form textarea[name=contrarios]",
        &format!("{zombie}\nLobo > Rosa"),
    )
    .await;
    tap(gm, "#fight-button").await;
    let error = "document.querySelector('#fight-form .form-error').textContent";
    until(gm, &format!("{error} !== ''"), "the bad line refused").await;
    let said = eval(gm, error).await;
    assert!(
        said.as_str()
            .unwrap()
            .starts_with("contrario 2: «Lobo > Rosa» no lleva su Valor genérico"),
        "{said}"
    );
    assert_eq!(
        eval(gm, "!!document.querySelector('table.fight')").await,
        json!(false),
        "nothing started"
    );
    shot(gm, "gm-typed-fight-form-laptop.png").await;
    set(
        gm,
        "#fight-form textarea[name=contrarios]",
        &format!("{zombie}\nLobo 3 ataque 4 grupo 7 > Rosa"),
    )
    .await;
    tap(gm, "#fight-button").await;
    screen(ana, "combate").await;
    for d in [gm, ana] {
        until(
            d,
            "document.querySelectorAll('table.fight tbody tr').length === 3",
            "Zombi, Lobo and Rosa",
        )
        .await;
        let rows = eval(
            d,
            "[...document.querySelectorAll('table.fight tbody th')].map((t) => t.textContent.split(' ')[0])",
        )
        .await;
        assert_eq!(rows, json!(["Zombi", "Lobo", "Rosa"]));
    }
    assert_eq!(
        eval(gm, "document.querySelector('#fight-form textarea[name=toml]').value").await,
        json!(""),
        "no TOML written"
    );
    tap(gm, "#next-round").await;
    for d in [gm, ana] {
        until(
            d,
            "document.querySelector('#fight .verdict').textContent.startsWith('Asalto 1')",
            "round 1",
        )
        .await;
        assert_no_sideways_scroll(d, "the typed fight").await;
    }
    shot(gm, "gm-typed-fight-laptop.png").await;
    run(ana, "document.getElementById('fight').scrollIntoView()").await;
    shot(ana, "gm-typed-fight-phone.png").await;
    room.close().await;
}

/// A table character in a fight stepped action by action: the GM brings Ana's Rosa in next to
/// a brute from the file, starts the round from the keyboard and plays it an action at a time;
/// Ana's phone says, in words, when it is Rosa's turn, and her sheet takes the blows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gm_steps_a_fight_with_a_players_character() {
    let Some((room, invite)) = Room::with_table("track", "portal").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}]});
    let (rosa, pick) = rosa_in_the_picks(gm, ana, &invite, sheet).await;
    // A slow brute: Rosa's first phase usually comes before his blow. The table's dice are
    // random, so he may strike first and take her out before her turn; then her phone must
    // say so and never that it is her turn.
    let brute = "[[participantes]]\nnombre = \"Bruto\"\ntipo = \"reparto\"\nobjetivo = \"Rosa\"\n\
                 reparto = { valor_generico = 6, reflejos = 0.2, ataque = 8, dano = 8, defensa = 1, aguante = 8 }\n";
    set(gm, "#fight-form textarea[name=toml]", brute).await;
    tap(gm, &pick).await;
    set(gm, &format!("#fight-form input[name=\"objetivo-{rosa}\"]"), "Bruto").await;
    tap(gm, "#fight-button").await;
    until(
        gm,
        "document.querySelectorAll('table.fight tbody tr').length === 2",
        "Bruto and Rosa",
    )
    .await;
    screen(ana, "combate").await;
    until(
        ana,
        "document.querySelector('table.fight tr.mine') && document.querySelector('table.fight tr.mine').textContent.includes('tu personaje')",
        "Rosa marked as Ana's, in words",
    )
    .await;
    let before = eval(
        ana,
        &format!("document.querySelector('[data-state=\"{rosa}\"]').textContent"),
    )
    .await;
    // The round starts from the keyboard: its order, with the next action named.
    gm.find(By::Id("next-action")).await.unwrap().focus().await.unwrap();
    gm.active_element().await.unwrap().send_keys(Key::Enter).await.unwrap();
    until(gm, "!!document.querySelector('ol.turns li.now')", "the round's order").await;
    assert!(eval(gm, "document.querySelector('ol.turns li.now').textContent")
        .await
        .as_str()
        .unwrap()
        .contains("ahora"));
    let (mut turn_seen, mut taken_out) = (false, false);
    let logged = "document.querySelectorAll('#fight .fight-log li').length";
    for _ in 0..16 {
        // Ana's phone has what the GM's laptop has before it is read.
        let n = eval(gm, logged).await;
        until(ana, &format!("{logged} === {n}"), "Ana's phone caught up").await;
        if eval(ana, "!!document.querySelector('.your-turn')").await == json!(true) {
            turn_seen = true;
            let says = eval(ana, "document.querySelector('.your-turn').textContent").await;
            assert!(says.as_str().unwrap().starts_with("Te toca: Rosa"), "{says}");
            run(ana, "document.getElementById('fight').scrollIntoView()").await;
            shot(ana, "gm-track-phone.png").await;
            shot(gm, "gm-track-laptop.png").await;
        }
        // The round is over: done if her turn came, else the next round may bring it.
        if turn_seen && eval(gm, "!document.querySelector('ol.turns')").await == json!(true) {
            break;
        }
        let row = eval(ana, "document.querySelector('table.fight tr.mine').textContent").await;
        let row = row.as_str().unwrap_or_default();
        if !turn_seen
            && ["fuera de combate", "moribundo", "muerto"]
                .iter()
                .any(|w| row.contains(w))
        {
            taken_out = true;
            break;
        }
        let n = eval(gm, "document.querySelectorAll('#fight .fight-log li').length").await;
        tap(gm, "#next-action").await;
        until(
            gm,
            &format!("document.querySelectorAll('#fight .fight-log li').length > {n}"),
            "the action logged",
        )
        .await;
    }
    let fight = eval(gm, "document.getElementById('fight').textContent").await;
    assert!(
        turn_seen || taken_out,
        "Rosa's phase came and Ana's phone said so, or she fell before it: {fight}"
    );
    if taken_out {
        assert_eq!(eval(ana, "!!document.querySelector('.your-turn')").await, json!(false));
    }
    assert_eq!(
        eval(ana, "!!document.getElementById('next-action')").await,
        json!(false),
        "only the GM steps"
    );
    // Whole rounds until the brute hurts her; her sheet on Ana's phone follows. The dice are
    // random: he may miss for rounds, or she may take him out first (then no blow comes).
    for _ in 0..24 {
        let state = eval(
            ana,
            &format!("document.querySelector('[data-state=\"{rosa}\"]').textContent"),
        )
        .await;
        let someone_out = "document.querySelectorAll('table.fight tbody tr.out').length > 0";
        if state != before || eval(gm, someone_out).await == json!(true) {
            break;
        }
        // The verdict names the round: it moves on with each (the log shows only its end).
        let verdict = "document.querySelector('#fight .verdict').textContent";
        let was = eval(gm, verdict).await;
        tap(gm, "#next-round").await;
        until(gm, &format!("{verdict} !== {was}"), "a round").await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    }
    let after = eval(
        ana,
        &format!("document.querySelector('[data-state=\"{rosa}\"]').textContent"),
    )
    .await;
    if after == before {
        let fight = eval(gm, "document.getElementById('fight').textContent").await;
        let fight = fight.as_str().unwrap_or_default();
        assert!(
            ["fuera de combate", "moribundo", "muerto"]
                .iter()
                .any(|w| fight.contains(w)),
            "the blows reach Rosa's sheet, or she took the brute out first: {fight}"
        );
    }
    for d in [&gm, &ana] {
        assert_no_sideways_scroll(d, "the combat screen").await;
    }
    // The log's rolls open to their explanations.
    run(
        gm,
        "document.querySelectorAll('#fight details.said').forEach((d) => d.open = true)",
    )
    .await;
    shot(gm, "gm-track-rounds-laptop.png").await;
    run(ana, "document.getElementById('fight').scrollIntoView()").await;
    shot(ana, "gm-track-rounds-phone.png").await;
    room.close().await;
}

/// The GM's hidden PORTAL roll, rerolled while hidden: Ana's phone shows both sealed; the GM
/// reveals it from its card, and Ana's reveal card shows the roll as the reroll left it (the
/// die that changed, old → new), and the roll's card offers no second reveal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn revealing_a_hidden_roll_shows_its_reroll_too() {
    let Some((room, invite)) = Room::with_table("reveal", "portal").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    join(ana, &invite, "Ana").await;
    let request = json!({"request": {"dif": 3, "fortaleza": [1], "repetir": "ninguno"}, "mode": "gm"});
    let roll = post(gm, "/rolls", request).await;
    let seq = roll["seq"].as_i64().unwrap();
    let die = &roll["roll"]["dice"][0];
    let body = json!({"color": die["color"], "face": die["face"]});
    let rerolled = post(gm, &format!("/rolls/{seq}/reroll"), body).await;
    assert_eq!(rerolled["hidden"], true, "{rerolled}");
    screen(ana, "mesa").await;
    until(ana, &format!("{}.length > 0", entry(seq + 1)), "the sealed reroll").await;
    let sealed = "document.querySelectorAll('#log .roll-card .commitment').length";
    assert_eq!(eval(ana, sealed).await, json!(2));
    screen(gm, "mesa").await;
    tap(gm, &format!("#log li[data-seq=\"{seq}\"] button.reveal")).await;
    let card = "#log li[data-kind=reveal] .roll-card";
    for d in [&gm, &ana] {
        until(
            d,
            &format!("document.querySelector('{card} .moves .move')"),
            "the reveal's reroll",
        )
        .await;
        let moved = eval(d, &format!("document.querySelectorAll('{card} .moves .move').length")).await;
        assert_eq!(moved, json!(1));
    }
    let again = format!("document.querySelectorAll('#log li[data-seq=\"{seq}\"] button.reveal').length");
    assert_eq!(eval(gm, &again).await, json!(0));
    for d in [&gm, &ana] {
        d.execute(
            "document.querySelector(arguments[0]).scrollIntoView()",
            vec![json!(card)],
        )
        .await
        .unwrap();
    }
    shot(ana, "gm-reveal-phone.png").await;
    shot(gm, "gm-reveal-laptop.png").await;
    room.close().await;
}
