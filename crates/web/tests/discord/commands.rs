//! Every command, in Spanish and in English: the answer is the narration's words in the
//! asker's language, the roll is the table's (in its log, made through Discord), odds are for
//! the asker only, and bad input is an ephemeral sentence that changes nothing.

use super::fake::{command, interaction, opt, sub};
use super::*;

/// The explanation's headline of event `seq` in `lang`, as the web API gives it.
async fn headline(t: &Linked, seq: i64, lang: &str) -> String {
    let (s, v) = get_as(
        &t.app,
        &format!("/api/tables/{}/events/{seq}?lang={lang}", t.id),
        Some(&t.gm),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v["data"]["explanation"]["headline"].as_str().unwrap().to_string()
}

/// Rolls `data` as the player in `locale`: the answer, and the event it added.
async fn rolled(t: &Linked, locale: &str, data: Value) -> (Value, Value) {
    let before = log(t).await.len();
    let v = slash(&t.app, &t.channel, PLAYER_USER, locale, data).await;
    let after = log(t).await;
    assert_eq!(after.len(), before + 1, "{v}");
    (v, after.last().unwrap().clone())
}

/// The words a test looks for in the reader's language (`es`, else English).
fn in_lang<'a>(lang: &str, es: &'a str, en: &'a str) -> &'a str {
    if lang == "es" {
        es
    } else {
        en
    }
}

#[tokio::test]
async fn every_command_answers_in_spanish_and_in_english() {
    let cases: Vec<(&str, Value, Value)> = vec![
        (
            "portal",
            command(
                "portal",
                json!([opt("dif", json!(5)), opt("fortaleza", json!("Espada"))]),
            ),
            command("odds", sub("portal", json!([opt("dif", json!(5))]))),
        ),
        (
            "hitos",
            command(
                "hitos",
                json!([
                    opt("caracteristica", json!("reflejos")),
                    opt("habilidad", json!("Pelea callejera")),
                    opt("dif", json!(15))
                ]),
            ),
            command(
                "odds",
                sub(
                    "hitos",
                    json!([opt("caracteristica", json!("reflejos")), opt("dif", json!(15))]),
                ),
            ),
        ),
        (
            "fate",
            command("fate", json!([opt("habilidad", json!("Pelear")), opt("dif", json!(2))])),
            command(
                "odds",
                sub("fate", json!([opt("habilidad", json!("Pelear")), opt("dif", json!(2))])),
            ),
        ),
        (
            "chasis",
            command("chasis", json!([opt("dif", json!(13))])),
            command("odds", sub("chasis", json!([opt("dif", json!(13))]))),
        ),
        (
            "mirilla",
            command("mirilla", json!([])),
            command("odds", sub("mirilla", json!([]))),
        ),
    ];
    for (system, roll, odds) in cases {
        let t = linked(system).await;
        for (locale, lang) in [("es-ES", "es"), ("en-US", "en")] {
            // The system's roll: public, with the narration's headline in the asker's language.
            let (v, e) = rolled(&t, locale, roll.clone()).await;
            assert!(!ephemeral(&v), "{system} {locale}: {v}");
            assert_eq!(e["kind"], "roll");
            assert_eq!(e["data"]["via"], "discord", "made through Discord: {e}");
            assert_eq!(e["character_id"], json!(t.character));
            let seq = e["seq"].as_i64().unwrap();
            assert!(
                content(&v).contains(&headline(&t, seq, lang).await),
                "{system} {locale}: {v}"
            );
            assert!(content(&v).contains(&format!("#{seq}")));
            // The system's odds: for the asker only.
            let o = slash(&t.app, &t.channel, PLAYER_USER, locale, odds.clone()).await;
            assert!(ephemeral(&o), "{system} {locale}: {o}");
            let heading = in_lang(lang, "Probabilidades exactas", "Exact odds");
            assert!(content(&o).contains(heading), "{system} {locale}: {o}");
        }
    }
}

#[tokio::test]
async fn dice_rolls_odds_links_and_reveals_answer_in_each_language() {
    let t = linked("portal").await;
    let es = &t.linked;
    assert!(
        content(es).contains("Canal vinculado") && content(es).contains("La cripta"),
        "{es}"
    );
    for (locale, lang) in [("es-ES", "es"), ("en-US", "en")] {
        let (v, e) = rolled(&t, locale, r_with("3d10km+7")).await;
        let seq = e["seq"].as_i64().unwrap();
        assert!(content(&v).contains(&headline(&t, seq, lang).await), "{v}");
        let o = slash(
            &t.app,
            &t.channel,
            PLAYER_USER,
            locale,
            command("odds", sub("dados", json!([opt("expresion", json!("2d6"))]))),
        )
        .await;
        assert!(ephemeral(&o), "{o}");
        // 2d6 totals 7 one time in six.
        assert!(content(&o).contains("7: 16") && content(&o).contains("%"), "{o}");
        // The GM's hidden roll, then its reveal.
        let before = log(&t).await.len();
        let hidden = slash(
            &t.app,
            &t.channel,
            GM_USER,
            locale,
            command("r", json!([opt("expresion", json!("1d20")), opt("modo", json!("dj"))])),
        )
        .await;
        let e = log(&t).await[before].clone();
        assert_eq!(e["hidden"], true);
        let seq = e["seq"].as_i64().unwrap();
        let word = in_lang(lang, "Tirada oculta", "Hidden roll");
        assert!(content(&hidden).contains(word), "{hidden}");
        let revealed = slash(&t.app, &t.channel, GM_USER, locale, reveal(json!(seq))).await;
        assert!(!ephemeral(&revealed));
        let word = in_lang(lang, "Revelada la tirada", "revealed");
        assert!(
            content(&revealed).contains(word) && content(&revealed).contains("Nonce"),
            "{revealed}"
        );
        assert_eq!(log(&t).await.last().unwrap()["kind"], "reveal");
        // Linking again in this language: a new code links the channel anew.
        let gm_code = code(&t.app, &t.id, &t.gm, "channel").await;
        let again = slash(&t.app, &t.channel, GM_USER, locale, link_with(&gm_code)).await;
        let word = in_lang(lang, "Canal vinculado", "Channel linked");
        assert!(content(&again).contains(word), "{again}");
        let player_code = code(&t.app, &t.id, &t.player, "member").await;
        let me = slash(&t.app, &t.channel, PLAYER_USER, locale, me_with(&player_code)).await;
        let word = in_lang(lang, "Ahora eres Ana", "You are now Ana");
        assert!(ephemeral(&me) && content(&me).contains(word), "{me}");
    }
    // Rolls made in Discord are the table's: once it is closed, `tirada verify` recomputes them.
    let (s, _) = close_table(&t.app, &t.id, &t.gm).await;
    assert_eq!(s, StatusCode::OK);
    let (s, export) = get_as(&t.app, &format!("/api/tables/{}/export", t.id), Some(&t.gm)).await;
    assert_eq!(s, StatusCode::OK);
    let report = tirada_web::table::verify::verify(&export).unwrap();
    assert!(report.ok(), "{:?}", report.mismatches);
    assert!(report.rolls >= 4 && report.revealed >= 2, "{report:?}");
}

#[tokio::test]
async fn bad_input_is_an_ephemeral_sentence_in_the_askers_language_and_changes_nothing() {
    let t = linked("portal").await;
    let other_channel = fake::snowflake();
    let code_once = code(&t.app, &t.id, &t.player, "member").await;
    let used = slash(&t.app, &t.channel, STRANGER, "es-ES", me_with(&code_once)).await;
    assert!(content(&used).contains("Ahora eres Ana"), "{used}");
    let before = log(&t).await.len();
    for (locale, es) in [("es-ES", true), ("en-US", false)] {
        let cases: Vec<(&str, &str, Value, &str, &str)> = vec![
            (
                "unknown command",
                &t.channel,
                command("dados", json!([])),
                "no existe en tirada",
                "has no such command",
            ),
            (
                "unknown option",
                &t.channel,
                command(
                    "r",
                    json!([opt("expresion", json!("1d6")), opt("color", json!("rojo"))]),
                ),
                "«color» no existe",
                "no option «color»",
            ),
            (
                "refused notation",
                &t.channel,
                r_with("100d10000"),
                "costaría unos",
                "would take about",
            ),
            ("bad notation", &t.channel, r_with("3x"), "", ""),
            (
                "channel not linked",
                &other_channel,
                r_with("1d6"),
                "no está vinculado",
                "not linked",
            ),
            (
                "other system",
                &t.channel,
                command("hitos", json!([])),
                "juega PORTAL",
                "plays PORTAL",
            ),
            (
                "a code used twice",
                &t.channel,
                me_with(&code_once),
                "no vale",
                "does not work",
            ),
            (
                "a made-up code",
                &t.channel,
                command("mesa", sub("vincular", json!([opt("codigo", json!("inventado"))]))),
                "no vale",
                "does not work",
            ),
        ];
        for (why, channel, data, es_word, en_word) in cases {
            let v = slash(&t.app, channel, PLAYER_USER, locale, data).await;
            assert!(ephemeral(&v), "{why}: {v}");
            assert!(!content(&v).is_empty(), "{why}: {v}");
            let word = if es { es_word } else { en_word };
            assert!(content(&v).contains(word), "{why} ({locale}): {v}");
        }
        let v = slash(&t.app, &t.channel, "999", locale, r_with("1d6")).await;
        let word = if es { "Aún no eres nadie" } else { "You are nobody" };
        assert!(ephemeral(&v) && content(&v).contains(word), "{v}");
    }
    assert_eq!(log(&t).await.len(), before, "bad input changed the log");
    let (s, _) = close_table(&t.app, &t.id, &t.gm).await;
    assert_eq!(s, StatusCode::OK);
    let closed = log(&t).await.len();
    for (locale, word) in [("es-ES", "cerrada"), ("en-US", "closed")] {
        let v = slash(&t.app, &t.channel, PLAYER_USER, locale, r_with("1d6")).await;
        assert!(ephemeral(&v) && content(&v).contains(word), "{v}");
    }
    assert_eq!(log(&t).await.len(), closed);
    // Only the GM makes a channel's code.
    let channel = json!({"kind": "channel"});
    let (s, _) = post_in(&t.app, &t.id, "discord/codes", Some(&t.player), channel).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn options_are_completed_from_the_characters_sheet() {
    let t = linked("portal").await;
    let mut focused = opt("fortaleza", json!("es"));
    focused["focused"] = json!(true);
    let i = interaction(4, &t.channel, PLAYER_USER, "es-ES", command("portal", json!([focused])));
    let (s, v) = post(&t.app, &i).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["type"], 8);
    assert_eq!(v["data"]["choices"], json!([{"name": "Espada", "value": "Espada"}]));
    let mut focused = opt("personaje", json!(""));
    focused["focused"] = json!(true);
    let i = interaction(4, &t.channel, PLAYER_USER, "es-ES", command("portal", json!([focused])));
    let (_, v) = post(&t.app, &i).await;
    assert_eq!(v["data"]["choices"], json!([{"name": "Rosa", "value": t.character}]));
}

#[tokio::test]
async fn a_slow_answer_is_deferred_and_finished_by_editing_the_original() {
    let fake = fake::Fake::start().await;
    let store = tirada_web::open_store("sqlite::memory:").await.unwrap();
    let mut bridge = Bridge::new(&options(&fake, false)).unwrap();
    bridge.defer_after = std::time::Duration::ZERO;
    let state = AppState::new(store).with_discord(bridge);
    let app = app(state);
    let (s, v) = post_as(&app, "/api/tables", None, json!({"name": "M", "system": "portal"})).await;
    assert_eq!(s, StatusCode::CREATED);
    let (id, gm) = (
        v["id"].as_str().unwrap().to_string(),
        v["gm_token"].as_str().unwrap().to_string(),
    );
    let channel = fake::snowflake();
    let gm_code = code(&app, &id, &gm, "channel").await;
    let finished = |n: usize| {
        let fake = fake.clone();
        async move {
            for _ in 0..200 {
                let done: Vec<(String, String, String)> = fake
                    .calls()
                    .iter()
                    .filter(|c| c.path.starts_with(&format!("/webhooks/{}", fake::APP)))
                    .map(|c| {
                        let content = c.body["content"].as_str().unwrap_or("").to_string();
                        (
                            c.method.clone(),
                            c.path.rsplit('/').next().unwrap().to_string(),
                            content,
                        )
                    })
                    .collect();
                if done.len() >= n {
                    return done;
                }
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            }
            panic!("the deferred answers were not finished: {:?}", fake.calls());
        }
    };
    let v = gm_slash(&app, &channel, link_with(&gm_code)).await;
    assert_eq!(v["type"], 5, "deferred: {v}");
    finished(1).await;
    // A public answer finishes as an edit; one for the asker only, after a public deferral,
    // replaces it by an ephemeral follow-up; a private deferral is edited.
    let r = gm_slash(&app, &channel, r_with("2d6")).await;
    assert_eq!(r["type"], 5);
    finished(2).await;
    let bad = gm_slash(&app, &channel, r_with("3x")).await;
    assert_eq!(bad["type"], 5);
    finished(4).await;
    let odds = gm_slash(
        &app,
        &channel,
        command("odds", sub("dados", json!([opt("expresion", json!("2d6"))]))),
    )
    .await;
    assert_eq!((odds["type"].as_u64(), ephemeral(&odds)), (Some(5), true));
    let finished = finished(5).await;
    let calls = fake.calls();
    let edits: Vec<&(String, String, String)> = finished.iter().filter(|(m, _, _)| m == "PATCH").collect();
    assert_eq!(edits.len(), 3, "{finished:?}");
    assert!(
        edits.iter().any(|(_, _, c)| c.contains("Canal vinculado")),
        "{finished:?}"
    );
    assert!(
        edits.iter().any(|(_, _, c)| c.contains("Probabilidades exactas")),
        "{finished:?}"
    );
    assert!(finished.iter().any(|(m, _, _)| m == "DELETE"), "{finished:?}");
    let follow = calls
        .iter()
        .find(|c| c.path.ends_with("follow-up"))
        .expect("a follow-up");
    assert_eq!(follow.body["flags"], 64);
    assert!(
        follow.body["content"].as_str().unwrap().contains("no válida"),
        "{:?}",
        follow.body
    );
}
