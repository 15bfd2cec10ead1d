//! A session of each system in real browsers (issue #15): the GM on a 1366×768 laptop, Ana on a
//! 390×844 touch phone and Bea, with a name far too long, on a 320 px phone. Every screen of
//! every page is checked for sideways scrolling and kept as a screenshot in
//! `target/screenshots/play-*.png`; your own result is in view right after rolling; another's
//! roll (Ana's, Bea's, the GM's) reaches every open page within a second; PORTAL's panel dice
//! are the character's state after each roll; a closed table keeps only its record, its seed
//! and no controls.

mod harness;

use harness::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use thirtyfour::prelude::*;

const LONG_NAME: &str = "Bea Maximiliana Wolfeschlegelsteinhausenbergerdorff-Alta";

/// Every screen of the page: no sideways scroll, and a screenshot of each.
async fn every_screen(d: &WebDriver, tag: &str) {
    let shots = screenshots();
    let w = eval(d, "document.documentElement.clientWidth").await;
    assert!(w.as_i64().unwrap() <= 1366, "{tag}: {w} px wide");
    for pane in ["mesa", "tirar", "ficha", "combate"] {
        screen(d, pane).await;
        assert_no_sideways_scroll(d, &format!("{tag} {pane}")).await;
        d.screenshot(&shots.join(format!("play-{tag}-{pane}.png")))
            .await
            .unwrap();
    }
}

/// The headline of the page's own result is on screen, above the phone's tab bar.
async fn own_result_in_view(d: &WebDriver, what: &str) -> i64 {
    let seq = until(
        d,
        "(() => { const c = document.querySelector('#result .roll-card'); if (!c) return 0; \
           const v = c.querySelector('.verdict').getBoundingClientRect(); \
           const tabs = document.querySelector('.tabs'); \
           const floor = tabs && tabs.offsetParent ? tabs.getBoundingClientRect().top : innerHeight; \
           return v.top >= 0 && v.bottom <= floor && Number(c.dataset.seq); })()",
        what,
    )
    .await;
    seq.as_i64().unwrap()
}

/// Waits until roll `seq` is a card at the top of the log of every page in `pages`; how long
/// the slowest took.
async fn seen_by_all(pages: &[&WebDriver], seq: i64) -> Duration {
    let start = Instant::now();
    for p in pages {
        until(
            p,
            &format!("document.querySelector('#log li:first-child .roll-card[data-seq=\"{seq}\"]')"),
            &format!("roll #{seq} at the top of every log"),
        )
        .await;
    }
    start.elapsed()
}

/// The page's member joins through the invite link with `name`.
async fn join(d: &WebDriver, invite: &str, name: &str) {
    d.goto(invite).await.unwrap();
    d.find(By::Css("#join-form input[name=name]"))
        .await
        .unwrap()
        .send_keys(name)
        .await
        .unwrap();
    tap(d, "#join-button").await;
    until(d, "document.getElementById('tab-mesa')", "the table page").await;
    until(
        d,
        "document.getElementById('log').getAttribute('aria-busy') === 'false'",
        "the history",
    )
    .await;
}

/// The PORTAL editor's derived values: sufrimiento, then the black and red dice in hand.
async fn derived_shows(d: &WebDriver, suffering: u8, black: u8, red: u8) {
    until(
        d,
        &format!(
            "(() => {{ const b = document.getElementById('sheet-derived'); const dd = b.querySelector('dd'); \
               const n = (c) => (b.querySelector('.die.' + c + ' b') || {{}}).textContent; \
               return dd && dd.textContent === '{suffering}' && n('blanco') === '3' && n('negro') === '{black}' \
                 && n('rojo') === '{red}'; }})()"
        ),
        &format!("sufrimiento {suffering} with {black} black and {red} red dice in the sheet editor"),
    )
    .await;
}

/// A screenshot of what a sheet editor shows the sheet implies (`#sheet-derived` in PORTAL's,
/// `#sheet-text-derived` in the others), in the middle of the screen.
async fn derived_shot(d: &WebDriver, id: &str, file: &str) {
    d.execute(
        "document.getElementById(arguments[0]).scrollIntoView({block: 'center'})",
        vec![json!(id)],
    )
    .await
    .unwrap();
    shot(d, file).await;
}

/// A character for the page's member, from the system's example sheet (PORTAL: from its form,
/// with malestar 2 and heridas 1); its id.
async fn character(d: &WebDriver, system: &str) -> String {
    screen(d, "ficha").await;
    if system == "portal" {
        open_editor(d).await;
        set(d, "#sheet-form input[name=name]", "Rosa").await;
        until(
            d,
            "document.querySelector('#fortes input[name=f_nombre]')",
            "a Fortaleza row",
        )
        .await;
        set(d, "#fortes input[name=f_nombre]", "Espada").await;
        set(d, "#fortes input[name=f_nivel]", "1").await;
        set(d, "#sheet-form input[name=malestar]", "2").await;
        set(d, "#sheet-form input[name=heridas]", "1").await;
        // What the sheet implies follows the edits, as the server's rules compute it.
        derived_shows(d, 4, 2, 1).await;
        set(d, "#sheet-form input[name=heridas]", "2").await;
        derived_shows(d, 6, 2, 2).await;
        assert_no_sideways_scroll(d, "portal sheet's derived values").await;
        derived_shot(d, "sheet-derived", "play-portal-phone-sheet-derived.png").await;
        set(d, "#sheet-form input[name=heridas]", "1").await;
        derived_shows(d, 4, 2, 1).await;
        // Everything the CLI's sheet holds: a quirk adds its PP to the cost (B838); a cast
        // member has a generic value instead of dice, luck or PP (B647, B661).
        tap(d, "#add-quirk").await;
        set(d, "#quirks input[name=q_nombre]", "Zurda").await;
        set(d, "#quirks input[name=q_coste]", "5").await;
        until(
            d,
            "[...document.querySelectorAll('#sheet-derived dd')].some(dd => dd.textContent === '7 PP')",
            "the quirk's 5 PP in the creation cost (2 + 5)",
        )
        .await;
        set(d, "#sheet-form select[name=tipo]", "reparto").await;
        until(
            d,
            "!document.getElementById('cast-section').hidden && document.querySelector('#sheet-form input[name=suerte]').closest('label').hidden \
               && document.querySelector('#sheet-derived dd') && !document.querySelector('#sheet-derived .die')",
            "a cast member's generic value and no dice in hand",
        )
        .await;
        set(d, "#sheet-form select[name=tipo]", "protagonista").await;
        derived_shows(d, 4, 2, 1).await;
        tap(d, "#save-character").await;
    } else if system == "mirilla" {
        // MIRILLA has no sheet: a name suffices.
        open_editor(d).await;
        set(d, "#sheet-name-form input[name=nombre]", "Lía").await;
        tap(d, "#save-character").await;
    } else {
        let status = d
            .execute_async(
                "const done = arguments[0]; const f = document.getElementById('sheet-text-form'); \
                 fetch(location.pathname.replace('/mesa/', '/api/tables/') + '/characters', {method: 'POST', \
                   headers: {'content-type': 'application/json'}, body: f.dataset.example}).then(r => done(r.status));",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(status.json(), &json!(201), "{system}: the example sheet is a character");
    }
    let id = until(
        d,
        "(() => { const o = [...document.querySelectorAll('#roll-character option')].find(o => o.value); return o && o.value; })()",
        "the character in the roll panel",
    )
    .await;
    id.as_str().unwrap().to_string()
}

/// Picks the character in the panel, and the first value its sheet offers for each choice.
async fn choose(d: &WebDriver, cid: &str) {
    screen(d, "tirar").await;
    set(d, "#roll-character", cid).await;
    d.execute(
        "for (const s of document.querySelectorAll('#roll-form select.from-sheet')) { \
           if (s.options.length > 1) { s.value = s.options[1].value; s.dispatchEvent(new Event('change', {bubbles: true})); } }",
        vec![],
    )
    .await
    .unwrap();
    until(d, "document.querySelector('#odds-table')", "the odds").await;
    // The Roll button is on screen without scrolling, above the phone's tab bar.
    let shown = eval(
        d,
        "(() => { const b = document.getElementById('roll-button').getBoundingClientRect(); \
           const tabs = document.querySelector('.tabs'); \
           const floor = tabs && tabs.offsetParent ? tabs.getBoundingClientRect().top : innerHeight; \
           return b.top >= 0 && b.bottom <= floor; })()",
    )
    .await;
    assert_eq!(shown, json!(true), "the Roll button is in view");
}

/// The character's state as the API has it.
async fn state_of(d: &WebDriver, cid: &str) -> Value {
    let path = format!("/characters/{cid}");
    d.execute_async(
        "const done = arguments[1]; \
         fetch(location.pathname.replace('/mesa/', '/api/tables/') + arguments[0]).then(r => r.json()).then(c => done(c.state));",
        vec![json!(path)],
    )
    .await
    .unwrap()
    .json()
    .clone()
}

async fn roll(d: &WebDriver) -> i64 {
    screen(d, "tirar").await;
    run(d, "document.getElementById('result').replaceChildren()").await;
    tap(d, "#roll-button").await;
    own_result_in_view(d, "the own result in view").await
}

/// Bea, on her own phone, makes a character and rolls once for it: her card tops Ana's and the
/// GM's logs within a second, and both hear of it on their roll screens (Ana, on a phone, also
/// by the count on «Mesa»). In MIRILLA her character is only a name.
async fn bea_rolls(system: &str, gm: &WebDriver, ana: &WebDriver, bea: &WebDriver) {
    // She has kept the personal link she was shown on joining: on a 320×640 phone it would
    // push the roll panel below the fold.
    hide_link(bea).await;
    let cid = character(bea, system).await;
    choose(bea, &cid).await;
    for d in [gm, ana] {
        screen(d, "mesa").await;
        screen(d, "tirar").await;
    }
    let seq = roll(bea).await;
    let took = seen_by_all(&[gm, ana], seq).await;
    assert!(
        took < Duration::from_secs(1),
        "{system}: Bea's roll took {took:?} to reach Ana and the GM"
    );
    for (d, count) in [(gm, ""), (ana, "1")] {
        until(
            d,
            &format!(
                "!document.getElementById('notice').hidden && \
                 document.getElementById('notice').textContent.includes('{LONG_NAME}') && \
                 document.querySelector('#tab-mesa .count').textContent === '{count}'"
            ),
            &format!("{system}: the notice of Bea's roll"),
        )
        .await;
    }
}

/// A session of `system`; the GM's personal link.
async fn play(system: &str, gm: &WebDriver, ana: &WebDriver, bea: &WebDriver, base: &str) -> String {
    // The GM creates the table from the home page, under a name with no place to break.
    gm.goto(base).await.unwrap();
    if system != "portal" {
        // «Mis mesas»: the home page lists the tables this browser has opened.
        until(
            gm,
            "!document.getElementById('my-tables').hidden && \
             document.getElementById('my-tables').textContent.includes('LaCriptaDeLosSusurrosInterminablesportal')",
            "the first table under «mis mesas»",
        )
        .await;
        assert_no_sideways_scroll(gm, "home").await;
    }
    set(
        gm,
        "input[name=name]",
        &format!("LaCriptaDeLosSusurrosInterminables{system}"),
    )
    .await;
    let invite = create_table(gm, system).await;
    let invite = invite.as_str();
    // The GM's personal link is shown once, and the secret leaves the address bar.
    until(
        gm,
        "document.querySelector('#personal-link-url').value.includes('#clave=')",
        "the GM's personal link",
    )
    .await;
    assert_eq!(eval(gm, "location.hash").await, json!(""));
    let gm_link = eval(gm, "document.getElementById('personal-link-url').value").await;
    until(
        gm,
        "document.querySelector('#personal-link .qr svg')",
        "the link's QR code",
    )
    .await;
    shot(gm, &format!("play-{system}-laptop-personal-link.png")).await;
    hide_link(gm).await;
    join(ana, invite, "Ana").await;
    join(bea, invite, LONG_NAME).await;
    until(
        gm,
        &format!("document.querySelector('#members').textContent.includes('{LONG_NAME}')"),
        "Bea among the members",
    )
    .await;

    let pages = [gm, ana, bea];
    // Everyone sees who is here: three marks, each a letter (a square for the GM).
    for p in pages {
        until(
            p,
            "document.querySelectorAll('#presence .present').length === 3 && \
             [...document.querySelectorAll('#presence .avatar')].map(a => a.textContent).join('') === 'DAB' && \
             document.querySelectorAll('#presence .avatar.gm').length === 1 && \
             document.querySelectorAll('#members li.online').length === 3",
            "the three members shown as here",
        )
        .await;
    }
    if system == "mirilla" {
        // No characters yet: the GM rolls for the table, everyone sees it.
        let seq = roll(gm).await;
        let took = seen_by_all(&pages, seq).await;
        assert!(took < Duration::from_secs(1), "{system}: the GM's roll took {took:?}");
    } else {
        let cid = character(ana, system).await;
        if system == "portal" {
            // The GM opens Rosa's sheet on the laptop: her values from her state at once.
            screen(gm, "ficha").await;
            let edit = format!("document.querySelector('#characters li[data-id=\"{cid}\"] > button.secondary')");
            until(gm, &edit, "Rosa's edit button on the GM's page").await;
            run(gm, &format!("{edit}.click()")).await;
            derived_shows(gm, 4, 2, 1).await;
            derived_shot(gm, "sheet-derived", "play-portal-laptop-sheet-derived.png").await;
            run(gm, "document.getElementById('sheet-card').open = false").await;
        }
        // Bea reads Ana's character compact and read-only: no editor, no state form.
        until(
            bea,
            "(() => { const li = document.querySelector('#characters li.other'); \
               return li && li.querySelector('.sheet-view dd') && !li.querySelector('.state-box, .chip-link, button'); })()",
            "Ana's sheet, read-only, on Bea's page",
        )
        .await;
        if system == "portal" {
            until(
                bea,
                "document.querySelector('#characters li.other .sheet-view').textContent.includes('Zurda (5 PP)')",
                "Rosa's quirk on Bea's page",
            )
            .await;
        }
        // A click on what the sheet offers (its first and last value) prefills the roll.
        let n = eval(
            ana,
            "document.querySelectorAll('#characters li.mine .chip-link').length",
        )
        .await;
        let n = n.as_u64().unwrap();
        assert!(n > 0, "{system}: the sheet offers something to roll");
        for i in [0, n - 1] {
            screen(ana, "ficha").await;
            let (field, value) = (
                eval(
                    ana,
                    &format!("document.querySelectorAll('#characters li.mine .chip-link')[{i}].dataset.field"),
                )
                .await,
                eval(
                    ana,
                    &format!("document.querySelectorAll('#characters li.mine .chip-link')[{i}].dataset.value"),
                )
                .await,
            );
            ana.execute(
                "document.querySelectorAll('#characters li.mine .chip-link')[arguments[0]].click()",
                vec![json!(i)],
            )
            .await
            .unwrap();
            until(
                ana,
                &format!(
                    "document.body.dataset.pane === 'tirar' && document.getElementById('roll-character').value === '{cid}' && \
                     document.getElementById('roll-form').elements[{field}].value === {value}"
                ),
                &format!("{system}: the roll prefilled with {field} {value}"),
            )
            .await;
        }
        choose(ana, &cid).await;
        if system == "portal" {
            // The panel's dice are the state's, and cannot be typed over.
            let shown = eval(ana, "['malestar', 'heridas'].map(n => { const i = document.querySelector('#roll-form input[name=' + n + ']'); return [Number(i.value), i.readOnly]; })").await;
            assert_eq!(shown, json!([[2, true], [1, true]]), "PORTAL panel before rolling");
        }
        for _ in 0..2 {
            let seq = roll(ana).await;
            let took = seen_by_all(&pages, seq).await;
            assert!(
                took < Duration::from_secs(1),
                "{system}: Ana's roll took {took:?} to reach every page"
            );
            if system == "portal" {
                let state = state_of(ana, &cid).await;
                let want = json!([state["malestar"], state["heridas"]]);
                let shown = until(
                    ana,
                    &format!(
                        "(() => {{ const v = ['malestar', 'heridas'].map(n => Number(document.querySelector('#roll-form input[name=' + n + ']').value)); \
                           return JSON.stringify(v) === '{want}' && v; }})()"
                    ),
                    "the panel's dice as the state after the roll",
                )
                .await;
                assert_eq!(shown, want);
            }
        }
        if system == "portal" {
            // Ana leaves the table; the GM gives Rosa a discomfort die meanwhile; the browser's
            // Back brings Ana's page with Rosa's state now, not as she left it.
            let table = ana.current_url().await.unwrap();
            ana.goto(base).await.unwrap();
            let malestar = state_of(gm, &cid).await["malestar"].as_u64().unwrap() + 1;
            let posted = gm
                .execute_async(
                    "const done = arguments[1]; fetch(location.pathname.replace('/mesa/', '/api/tables/') + '/characters/' + arguments[0] + '/state', \
                       {method: 'POST', headers: {'content-type': 'application/json'}, \
                        body: JSON.stringify({event: {evento: 'malestar', count: 1, reason: 'niebla'}})}).then(r => done(r.status));",
                    vec![json!(cid)],
                )
                .await
                .unwrap();
            assert_eq!(posted.json(), &json!(200), "the GM's discomfort die");
            ana.back().await.unwrap();
            assert_eq!(ana.current_url().await.unwrap(), table);
            until(
                ana,
                &format!(
                    "(() => {{ const li = document.querySelector('#characters li[data-id=\"{cid}\"] .state'); \
                       return li && li.textContent.includes(JSON.parse(document.getElementById('messages').textContent).malestar + ' {malestar} '); }})()"
                ),
                "Rosa's new discomfort on Ana's page after Back",
            )
            .await;
        }
        // Ana, on her roll screen, hears of the GM's roll: a notice and a count on «Mesa». In
        // CHASIS the GM types physical dice: every page marks the roll.
        if system == "chasis" {
            set(gm, "#roll-form input[name=dados]", "6,7").await;
        }
        let seq = roll(gm).await;
        seen_by_all(&pages, seq).await;
        if system == "chasis" {
            for p in pages {
                until(
                    p,
                    &format!("document.querySelector('#log .roll-card[data-seq=\"{seq}\"] .badge.typed')"),
                    "the typed roll marked on every page",
                )
                .await;
            }
            until(
                gm,
                "document.querySelector('#result .badge.typed')",
                "the typed roll marked in the result",
            )
            .await;
        }
        until(ana, "!document.getElementById('notice').hidden && document.querySelector('#tab-mesa .count').textContent === '1'", "the notice on Ana's phone").await;
    }
    bea_rolls(system, gm, ana, bea).await;
    // The sheet editor (Ana's phone): sections named in the book's words, never engine keys.
    if system != "mirilla" {
        screen(ana, "ficha").await;
        run(ana, "document.getElementById('sheet-card').open = true").await;
        let keys = until(
            ana,
            "(() => { const ws = [...document.querySelectorAll('#sheet-card legend, #sheet-card label')].map(l => l.firstChild && l.firstChild.textContent || ''); \
               return ws.length > 3 && ws.filter(w => /_/.test(w)); })()",
            "the sheet editor's words",
        )
        .await;
        assert_eq!(keys, json!([]), "{system}: engine keys shown as words");
        if system != "portal" {
            // The editor shows the state the sheet starts with, as the server reads it (health
            // track, stress boxes…), and follows the edits.
            tap(ana, "#new-text-sheet").await;
            let preview = "(() => { const p = document.querySelector('#sheet-text-derived p:not(.muted)'); return p && p.textContent; })()";
            let first = until(ana, preview, "the example's starting state").await;
            let edit = match system {
                "hitos" => Some(("puntos_dramaticos", "0")),
                // Salud has 5 boxes and ⌈Resistencia/2⌉ more (A-STR-1): 3 → 1 takes one away.
                "fate" => Some(("habilidades.Resistencia", "1")),
                _ => None,
            };
            if let Some((path, value)) = edit {
                set(ana, &format!("#sheet-fields input[data-path='{path}']"), value).await;
                until(
                    ana,
                    &format!("(() => {{ const now = {preview}; return now && now !== {first}; }})()"),
                    &format!("{system}: the starting state after {path} = {value}"),
                )
                .await;
            }
            derived_shot(
                ana,
                "sheet-text-derived",
                &format!("play-{system}-phone-sheet-preview.png"),
            )
            .await;
        }
        assert_no_sideways_scroll(ana, &format!("{system} sheet editor")).await;
        run(
            ana,
            "document.querySelector('#sheet-card legend, #sheet-card label').scrollIntoView()",
        )
        .await;
        shot(ana, &format!("play-{system}-phone-sheet-editor.png")).await;
        run(ana, "document.getElementById('sheet-card').open = false").await;
    }
    every_screen(ana, &format!("{system}-phone")).await;
    every_screen(gm, &format!("{system}-laptop")).await;
    every_screen(bea, &format!("{system}-320-long-name")).await;
    gm_link.as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_of_each_system_on_phone_and_laptop() {
    let Some(room) = Room::open("play").await else {
        return;
    };
    let Room { gm, ana, .. } = &room;
    let bea = room.browser("bea", NARROW).await;
    let mut gm_link = String::new();
    for system in ["portal", "hitos", "fate", "chasis", "mirilla"] {
        gm_link = play(system, gm, ana, &bea, &room.base).await;
    }
    // The GM's personal link on a fresh browser (no cookie): back at the table as the GM.
    let elsewhere = room.browser("gm-phone", PHONE).await;
    elsewhere.goto(&gm_link).await.unwrap();
    until(
        &elsewhere,
        "document.getElementById('close-button')",
        "the GM restored by the link",
    )
    .await;
    assert_eq!(
        eval(&elsewhere, "location.hash").await,
        json!(""),
        "the secret leaves the address bar"
    );
    elsewhere.quit().await.unwrap();

    // Bea loses her phone: the GM gives her a new link («Nuevo enlace»). The old one (her
    // browser's cookie) stops working at once; the new one brings her back as herself.
    screen(gm, "mesa").await;
    let bea_li =
        format!("[...document.querySelectorAll('#members li')].find(li => li.textContent.includes('{LONG_NAME}'))");
    run(gm, &format!("{bea_li}.querySelector('button.link').click()")).await;
    let link = until(
        gm,
        &format!(
            "(() => {{ const u = document.getElementById('personal-link-url'); \
               return u && u.value.includes('#clave=') && document.querySelector('#personal-link h2').textContent === JSON.parse(document.getElementById('messages').textContent).link_for + ' {LONG_NAME}' && u.value; }})()"
        ),
        "Bea's new link on the GM's page",
    )
    .await;
    shot(gm, "play-laptop-new-link.png").await;
    hide_link(gm).await;
    bea.refresh().await.unwrap();
    until(
        &bea,
        "document.getElementById('join-form')",
        "Bea's old session refused",
    )
    .await;
    bea.goto(link.as_str().unwrap()).await.unwrap();
    until(
        &bea,
        &format!(
            "document.getElementById('tab-mesa') && [...document.querySelectorAll('#members li')].some(li => \
               li.textContent.includes('{LONG_NAME}') && li.textContent.includes('(' + JSON.parse(document.getElementById('messages').textContent).you + ')'))"
        ),
        "Bea back as herself through the new link",
    )
    .await;
    assert_eq!(
        eval(&bea, "location.hash").await,
        json!(""),
        "the secret leaves the address bar"
    );

    // The GM closes the last table: every page becomes the record with its seed, without a
    // roll panel, a chat box or a sheet editor, and still fits a 320 px phone.
    run(gm, "window.confirm = () => true").await;
    screen(gm, "mesa").await;
    tap(gm, "#close-button").await;
    for d in [gm, ana, &bea] {
        until(
            d,
            "document.getElementById('seed') && document.getElementById('seed').textContent.length > 20",
            "the revealed seed",
        )
        .await;
        let controls = eval(
            d,
            "['roll-form', 'chat-form', 'sheet-card', 'close-button'].filter(id => document.getElementById(id))",
        )
        .await;
        assert_eq!(controls, json!([]), "a closed table shows no controls");
    }
    every_screen(ana, "closed-phone").await;
    every_screen(&bea, "closed-320").await;
    every_screen(gm, "closed-laptop").await;

    bea.quit().await.unwrap();
    room.close().await;
}
