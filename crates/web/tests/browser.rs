//! The table in a real browser: headless Chromium driven through Debian's chromedriver.
//! A GM creates a PORTAL table, a player joins in a second browser session, creates a
//! character and rolls with a malestar die; both pages show the roll, and the odds shown
//! before rolling are the engine's (`tirada odds portal`). Screenshots of every page (home,
//! join, table, fairness) go to `target/screenshots/` (the player's on a phone-sized window). Skips, saying so, where /usr/bin/chromedriver is not installed
//! (`.ci/run` installs it).

mod harness;

use harness::*;
use serde_json::json;
use std::time::{Duration, Instant};
use thirtyfour::prelude::*;
use tirada_rules::portal::odds::best_policy_odds;
use tirada_rules::portal::{Forte, Objective, RollSpec, Rules};

/// The GM creates a table of `system` from the home page.
async fn create_table(gm: &WebDriver, base: &str, name: &str, system: &str) {
    gm.goto(base).await.unwrap();
    gm.find(By::Css("input[name=name]"))
        .await
        .unwrap()
        .send_keys(name)
        .await
        .unwrap();
    gm.find(By::Css("input[name=gm_name]"))
        .await
        .unwrap()
        .send_keys("Dire")
        .await
        .unwrap();
    set(gm, "#system", system).await;
    players_decide(gm).await;
    tap(gm, "#create-button").await;
    hide_link(gm).await;
}

/// This session's players set difficulties and gain points themselves: table settings the
/// home form takes (`players_set_difficulty`, `players_heal`), given here as hidden fields.
async fn players_decide(gm: &WebDriver) {
    gm.execute(
        "const f = document.querySelector('input[name=gm_name]').form; \
         for (const k of ['players_set_difficulty', 'players_heal']) { \
           const i = document.createElement('input'); i.type = 'hidden'; i.name = k; i.value = 'true'; f.append(i); }",
        vec![],
    )
    .await
    .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gm_and_a_player_play_portal_in_two_browsers() {
    // The server, on a fresh database file and a free port.
    let Some((dir, base, port, _driver)) = stage("browser").await else {
        return;
    };
    let gm = browser(port, &dir.join("gm-profile"), "1280,1400").await;
    let player = browser(port, &dir.join("player-profile"), PHONE).await;
    let shots = screenshots();

    // The GM creates a PORTAL table from the home page.
    gm.goto(&base).await.unwrap();
    gm.find(By::Css("input[name=name]"))
        .await
        .unwrap()
        .send_keys("La cripta")
        .await
        .unwrap();
    gm.find(By::Css("input[name=gm_name]"))
        .await
        .unwrap()
        .send_keys("Dire")
        .await
        .unwrap();
    set(&gm, "#system", "portal").await;
    players_decide(&gm).await;
    gm.screenshot(&shots.join("home.png")).await.unwrap();
    tap(&gm, "#create-button").await;
    hide_link(&gm).await;
    let invite = until(&gm, INVITE, "the invite link").await;
    let invite = invite.as_str().unwrap().to_string();

    // The player follows the invite link in another session.
    player.goto(&invite).await.unwrap();
    player
        .find(By::Css("#join-form input[name=name]"))
        .await
        .unwrap()
        .send_keys("Ana")
        .await
        .unwrap();
    player.screenshot(&shots.join("join.png")).await.unwrap();
    tap(&player, "#join-button").await;
    hide_link(&player).await;
    until(&player, "document.getElementById('roll-form')", "the table page").await;
    // Once the history is in, new events (and only those) are announced: by the one status
    // region, not the log, which would read whole cards (tests/browser_announce.rs).
    let live = "document.getElementById('log').getAttribute('aria-busy') === 'false' \
                && document.getElementById('log').getAttribute('aria-live') === 'off' \
                && document.getElementById('announce').getAttribute('aria-live') === 'polite'";
    until(&player, live, "the announcer live after the history").await;
    until(
        &gm,
        "[...document.querySelectorAll('#members li')].some(li => li.textContent.includes('Ana'))",
        "Ana on the GM's page",
    )
    .await;

    // ...creates a character with a Fortaleza and one malestar die: without one, her page
    // opened on the editor (issue 27, point 4)...
    assert_eq!(eval(&player, "document.body.dataset.pane").await, json!("ficha"));
    until(
        &player,
        "document.querySelector('#sheet-card').open && document.querySelector('#sheet-form input[name=name]').offsetWidth > 0 \
         && document.querySelector('#fortes input[name=f_nombre]')",
        "the open sheet editor",
    )
    .await;
    player
        .find(By::Css("#sheet-form input[name=name]"))
        .await
        .unwrap()
        .send_keys("Rosa")
        .await
        .unwrap();
    until(
        &player,
        "document.querySelector('#fortes input[name=f_nombre]')",
        "a Fortaleza row",
    )
    .await;
    // The sheet's sections: a Limitación, two Estímulos, the kept dice, the equipment.
    tap(&player, "#add-limit").await;
    set(&player, "#limits input[name=l_nombre]", "Miedo a las alturas").await;
    set(&player, "#limits select[name=l_freq]", "frecuente").await;
    set(
        &player,
        "#sheet-form textarea[name=estimulos]",
        "Proteger a su hermano\nLa gloria",
    )
    .await;
    set(&player, "#sheet-form select[name=rol_ataque]", "superior").await;
    set(&player, "#sheet-form select[name=arma]", "tamano:grande").await;
    tap(&player, "#sheet-form input[name=afilada]").await;
    set(&player, "#sheet-form select[name=armadura]", "ligera").await;
    set(&player, "#sheet-form input[name=malestar]", "1").await;
    // A Fortaleza given a level but no name: the engine's refusal, in words, next to its row.
    set(&player, "#fortes input[name=f_nivel]", "2").await;
    tap(&player, "#save-character").await;
    let said = text(&player, "#fortes .field-error", "the nameless Fortaleza refused").await;
    assert!(
        said.as_str().unwrap().contains("la primera Fortaleza") && !said.as_str().unwrap().contains('['),
        "{said}"
    );
    player
        .execute(
            "document.querySelector('#fortes .field-error').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .unwrap();
    player.screenshot(&shots.join("sheet-portal-phone.png")).await.unwrap();
    player
        .find(By::Css("#fortes input[name=f_nombre]"))
        .await
        .unwrap()
        .send_keys("Espada")
        .await
        .unwrap();
    set(&player, "#fortes input[name=f_nivel]", "1").await;
    tap(&player, "#save-character").await;
    until(
        &player,
        "[...document.querySelectorAll('#roll-character option')].some(o => o.textContent === 'Rosa')",
        "Rosa in the roll panel",
    )
    .await;

    // The GM reads her sheet, compact and read-only, in the book's words.
    let view = until(
        &gm,
        "(() => { const d = document.querySelector('#characters li .sheet-view'); return d && d.textContent; })()",
        "Rosa's sheet on the GM's page",
    )
    .await;
    run(&gm, "document.querySelector('#characters li .sheet-view').open = true").await;
    gm.screenshot(&shots.join("sheet-view-laptop.png")).await.unwrap();
    for words in [
        "Espada 1",
        "Miedo a las alturas (frecuente)",
        "Proteger a su hermano, La gloria",
        "Ataque superior",
        "Arma grande, afilada",
        "Armadura ligera",
        "malestar ●○○",
    ] {
        assert!(
            view.as_str().unwrap().to_lowercase().contains(&words.to_lowercase()),
            "{words} not in {view}"
        );
    }

    // ...picks her in the roll panel: the odds shown are the engine's.
    let cid = until(
        &player,
        "[...document.querySelectorAll('#roll-character option')].find(o => o.textContent === 'Rosa').value",
        "Rosa's id",
    )
    .await;
    set(&player, "#roll-character", cid.as_str().unwrap()).await;
    set(&player, "#roll-forte", "0").await;
    set(&player, "#roll-form input[name=dif]", "4").await;
    until(
        &player,
        "document.querySelector('#roll-form input[name=malestar]').value === '1'",
        "the malestar die from the sheet",
    )
    .await;
    let shown = until(
        &player,
        "document.querySelector('#odds-table') && document.querySelector('#odds h3').textContent.includes('1') && \
         Object.fromEntries([...document.querySelectorAll('#odds-table tr')].map(tr => [tr.dataset.outcome, tr.querySelector('.frac').textContent]))",
        "the odds",
    )
    .await;
    let spec = RollSpec {
        black: 1,
        difficulty: Some(4),
        fortes: vec![Forte {
            level: 1,
            ..Forte::default()
        }],
        ..RollSpec::default()
    };
    let exact = best_policy_odds(&spec, &Rules::summary(), Objective::Success, false, 0)
        .unwrap()
        .outcomes
        .unwrap();
    assert_eq!(
        shown,
        json!({"exito": exact.exito.to_string(), "parcial": exact.parcial.to_string(),
               "fallo": exact.fallo.to_string(), "pifia": exact.pifia.to_string()}),
        "the odds on the page are `tirada odds portal --malestar 1 --fortaleza 1 --dif 4`"
    );
    player.screenshot(&shots.join("player-before-roll.png")).await.unwrap();

    // A state change through the engine's events, seen on both pages.
    screen(&player, "ficha").await;
    tap(&player, "#characters .state-box summary").await;
    set(&player, "#characters .state-form select", "ganar_pp").await;
    tap(&player, "#characters .state-form button").await;
    let pp = "[...document.querySelectorAll('#characters .state')].some(s => s.textContent.includes('PP 1'))";
    until(&player, pp, "Rosa's PP on the player's page").await;
    until(&gm, pp, "Rosa's PP on the GM's page").await;
    // She rolls; the result has the black die, and both logs show the roll.
    screen(&player, "tirar").await;
    tap(&player, "#roll-button").await;
    until(&player, "document.querySelector('#result .verdict')", "the result").await;
    let acknowledged = Instant::now();
    assert!(
        until(
            &player,
            "document.querySelectorAll('#result .die.negro').length",
            "the black die"
        )
        .await
            == json!(1)
    );
    let in_log = "document.querySelector('#log li[data-kind=roll] .verdict')";
    until(&player, in_log, "the roll in the player's log").await;
    until(&gm, in_log, "the roll in the GM's log").await;
    assert!(
        acknowledged.elapsed() < Duration::from_secs(1),
        "both pages show the roll within a second ({:?})",
        acknowledged.elapsed()
    );
    let verdict = |d: &WebDriver| {
        let d = d.clone();
        async move {
            d.execute(format!("return {in_log}.textContent"), vec![])
                .await
                .unwrap()
                .json()
                .clone()
        }
    };
    assert_eq!(verdict(&player).await, verdict(&gm).await);
    // Her Fortaleza gives one reroll: the dice are buttons; clicking one rerolls it on the server.
    tap(&player, "#result button.die").await;
    let reroll = "document.querySelector('#log li[data-kind=reroll] .verdict')";
    until(&player, reroll, "the reroll in the player's log").await;
    until(&gm, reroll, "the reroll in the GM's log").await;
    assert_eq!(
        until(
            &player,
            "document.querySelectorAll('#result button.die').length === 0",
            "the allowance used"
        )
        .await,
        json!(true)
    );
    gm.screenshot(&shots.join("gm.png")).await.unwrap();
    player.screenshot(&shots.join("player.png")).await.unwrap();
    // The fairness page of this session, linked from the table page.
    let table_page = gm.current_url().await.unwrap();
    let fairness = format!("{base}{}/equidad", table_page.path().trim_end_matches('/'));
    gm.goto(&fairness).await.unwrap();
    until(&gm, "document.querySelector('main h1')", "the fairness page").await;
    gm.screenshot(&shots.join("fairness.png")).await.unwrap();

    // Another system's table: its roll panel shows the exact odds and rolls with the engine.
    create_table(&gm, &base, "Taller", "chasis").await;
    until(
        &gm,
        "document.querySelector('#odds-table tr[data-outcome=exito] .frac')",
        "CHASIS odds",
    )
    .await;
    set(&gm, "#roll-form input[name=dados]", "6,7").await;
    set(&gm, "#roll-form input[name=mod]", "2").await;
    tap(&gm, "#roll-button").await;
    let v = text(&gm, "#result .verdict", "the CHASIS result").await;
    assert!(v.as_str().unwrap().contains("total 15 contra DIF 13"), "{v}");
    // A sheet pasted as the CLI's TOML file joins the roll panel, its attributes by name.
    open_editor(&gm).await;
    until(
        &gm,
        "document.querySelector('#sheet-card').open && document.querySelector('#save-character').offsetWidth > 0",
        "the sheet box",
    )
    .await;
    set(
        &gm,
        "#sheet-text",
        include_str!("../../rules/src/chasis/ejemplos/gilius.toml"),
    )
    .await;
    tap(&gm, "#save-character").await;
    let gilius = "[...document.querySelectorAll('#roll-character option')].find(o => o.textContent.includes('Gilius'))";
    let cid = until(&gm, &format!("{gilius} && {gilius}.value"), "Gilius in the roll panel").await;
    set(&gm, "#roll-character", cid.as_str().unwrap()).await;
    until(
        &gm,
        "document.querySelectorAll('#roll-form select[name=atributo] option').length > 1",
        "Gilius's attributes",
    )
    .await;
    until(
        &gm,
        "[...document.querySelectorAll('#characters li')].some(li => li.textContent.includes('Gilius'))",
        "Gilius listed",
    )
    .await;
    set(&gm, "#roll-form select[name=atributo]", "Ataque con Hacha").await;
    set(&gm, "#roll-form input[name=mod]", "0").await;
    set(&gm, "#roll-form input[name=dados]", "6,7").await;
    tap(&gm, "#roll-button").await;
    let v = until(&gm, "document.querySelector('#log li[data-seq=\"4\"] .verdict') && document.querySelector('#log li[data-seq=\"4\"] .verdict').textContent", "Gilius's roll").await;
    assert!(
        v.as_str().unwrap().contains("total 16 contra DIF 13"),
        "the attribute's score joins the modifier: {v}"
    );
    gm.screenshot(&shots.join("gm-chasis.png")).await.unwrap();

    // A Hitos table: the player starts from the example sheet, takes damage through the
    // engine's event, and both pages show the track; a bad event is refused next to the field.
    create_table(&gm, &base, "Torre", "hitos").await;
    let invite = until(&gm, INVITE, "the Hitos invite link").await;
    player.goto(invite.as_str().unwrap()).await.unwrap();
    player
        .find(By::Css("#join-form input[name=name]"))
        .await
        .unwrap()
        .send_keys("Ana")
        .await
        .unwrap();
    tap(&player, "#join-button").await;
    hide_link(&player).await;
    until(
        &player,
        "document.getElementById('sheet-text-form')",
        "the Hitos table page",
    )
    .await;
    screen(&player, "ficha").await;
    open_editor(&player).await;
    // A new character starts blank; the example is one button away.
    until(
        &player,
        "document.querySelector('#sheet-text').value === '' && document.querySelector(\"#sheet-fields input[data-path='nombre']\").value === ''",
        "a blank sheet",
    )
    .await;
    tap(&player, "#new-text-sheet").await;
    until(
        &player,
        "document.querySelector('#sheet-text').value.includes('Jakar') && document.querySelector('#save-character').offsetWidth > 0",
        "the example sheet",
    )
    .await;
    // A broken sheet is refused next to the text; the example comes back with one button.
    let example = until(&player, "document.querySelector('#sheet-text').value", "the example").await;
    set(&player, "#sheet-text", "nombre = ").await;
    tap(&player, "#save-character").await;
    let error = text(&player, "#sheet-error", "the sheet's error").await;
    assert!(error.as_str().unwrap().contains("línea 1"), "{error}");
    tap(&player, "#new-text-sheet").await;
    assert_eq!(
        until(
            &player,
            "document.querySelector('#sheet-text').value",
            "the example again"
        )
        .await,
        example
    );
    // The per-field editor: a skill out of range is refused next to its group; fixed, it saves.
    let skill = "#sheet-fields input[data-path='habilidades.0.valor']";
    set(&player, skill, "99").await;
    tap(&player, "#save-character").await;
    let error = until(
        &player,
        "document.querySelector(\"#sheet-fields [data-path='habilidades.0'] > .field-error\").textContent",
        "the skill's error next to it",
    )
    .await;
    assert!(error.as_str().unwrap().contains("99"), "{error}");
    player.screenshot(&shots.join("player-hitos-sheet.png")).await.unwrap();
    set(&player, skill, "7").await;
    tap(&player, "#save-character").await;
    let jakar = "[...document.querySelectorAll('#characters li')].find(li => li.textContent.includes('Jakar'))";
    until(&player, jakar, "Jakar listed").await;
    screen(&player, "ficha").await;
    tap(&player, "#characters .state-box summary").await;
    set(&player, "#characters .state-form select[name=evento]", "dano").await;
    set(&player, "#characters .state-form input[name=n]", "6").await;
    set(&player, "#characters .state-form input[name=reason]", "una flecha").await;
    tap(&player, "#characters .state-form button[type=submit]").await;
    // Aguante 5 (Fortaleza 3 + Voluntad 5 / 2): 6 points make her herido.
    let wounded = "[...document.querySelectorAll('#characters .state')].some(s => s.textContent.includes('//////') && s.textContent.includes('herido'))";
    until(&player, wounded, "the track on the player's page").await;
    until(&gm, wounded, "the track on the GM's page").await;
    // The log says the change in the narration's words, the line the Markdown export prints.
    let said = tirada_narrate::state::line(
        &json!({"evento": "dano", "points": 6, "reason": "una flecha"}),
        tirada_narrate::Lang::Es,
    );
    assert_eq!(said, "recibe puntos de daño (6) — una flecha");
    until(
        &gm,
        &format!("[...document.querySelectorAll('#log li[data-kind=state_changed]')].some(li => li.textContent.includes('Jakar el sabio {said} → '))"),
        "the change and its reason in the GM's log",
    )
    .await;
    set(&player, "#characters .state-form select[name=evento]", "gastar_drama").await;
    set(&player, "#characters .state-form input[name=n]", "9").await;
    tap(&player, "#characters .state-form button[type=submit]").await;
    let refused = text(
        &player,
        "#characters .state-form .field-error[data-for=event]",
        "the refusal next to the field",
    )
    .await;
    assert!(refused.as_str().unwrap().contains("puntos dramáticos"), "{refused}");
    // An aspect activated in her favour on a poor roll spends a drama point: both pages show it.
    let cid = until(
        &player,
        "[...document.querySelectorAll('#roll-character option')].find(o => o.textContent.includes('Jakar')).value",
        "Jakar in the roll panel",
    )
    .await;
    set(&player, "#roll-character", cid.as_str().unwrap()).await;
    // `tirada hitos --dados 2,3,4,8,8,8 --car 3 --hab 3 --mod -2 --dif 10 --aspecto`: the engine
    // advises rerolling all three, and the faces typed after the first three are the new ones.
    set(&player, "#roll-form input[name=dif]", "10").await;
    set(&player, "#roll-form input[name=dados]", "2,3,4,8,8,8").await;
    player
        .execute(
            "document.querySelector('#roll-form input[name=aspecto]').checked = true",
            vec![],
        )
        .await
        .unwrap();
    screen(&player, "tirar").await;
    tap(&player, "#roll-button").await;
    let spent =
        "[...document.querySelectorAll('#characters .state')].some(s => s.textContent.includes('puntos de drama 1 (Drama 3)'))";
    until(&player, spent, "the drama point spent on the player's page").await;
    until(&gm, spent, "the drama point spent on the GM's page").await;
    player.screenshot(&shots.join("player-hitos.png")).await.unwrap();
    gm.screenshot(&shots.join("gm-hitos.png")).await.unwrap();

    // A Fate table: the skills, a map by name, take a new one in the per-field editor; a value
    // past the ladder is refused next to that skill.
    create_table(&gm, &base, "Escalera", "fate").await;
    until(&gm, "document.getElementById('sheet-text-form')", "the Fate table page").await;
    open_editor(&gm).await;
    // From the example (a new one starts blank, its skills empty): only the new skill is wrong.
    tap(&gm, "#new-text-sheet").await;
    until(
        &gm,
        "document.querySelector(\"#sheet-fields input[data-path='nombre']\").value === 'Ana Robles'",
        "the example",
    )
    .await;
    until(
        &gm,
        "document.querySelector(\"#sheet-fields fieldset[data-path='habilidades'] input:not([data-path])\")",
        "the skills",
    )
    .await;
    gm.execute(
        "const f = document.querySelector(\"#sheet-fields fieldset[data-path='habilidades']\"); \
         f.querySelector('input:not([data-path])').value = 'Cocina'; f.querySelector('.add-item').click();",
        vec![],
    )
    .await
    .unwrap();
    let cooking = "#sheet-fields input[data-path='habilidades.Cocina']";
    until(&gm, &format!("document.querySelector(\"{cooking}\")"), "the new skill").await;
    set(&gm, cooking, "12").await;
    tap(&gm, "#save-character").await;
    let error = until(
        &gm,
        &format!("document.querySelector(\"{cooking}\").parentNode.querySelector('.field-error').textContent"),
        "the skill's error next to it",
    )
    .await;
    assert!(error.as_str().unwrap().contains("12"), "{error}");

    gm.quit().await.unwrap();
    player.quit().await.unwrap();
    std::fs::remove_dir_all(dir).ok();
}
