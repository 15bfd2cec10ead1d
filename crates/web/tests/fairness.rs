//! The fairness report counts every die the table's RNG threw — the first throw and each
//! reroll's new face — and never a face a person typed in; the page labels Fate's dice −, 0, +.

mod common;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use common::*;
use serde_json::{json, Value};

async fn roll(app: &axum::Router, id: &str, gm: &str, request: Value) -> Value {
    accepted_roll(app, id, gm, request).await
}

async fn report(app: &axum::Router, id: &str, gm: &str) -> Value {
    let (s, f) = get_as(app, &format!("/api/tables/{id}/fairness"), Some(gm)).await;
    assert_eq!(s, StatusCode::OK, "{f}");
    f
}

/// The report's entry for one die ("d6", "dF"...).
fn die<'a>(report: &'a Value, name: &str) -> &'a Value {
    items(&report["dice"])
        .find(|d| d["die"] == name)
        .unwrap_or_else(|| panic!("no {name} in {report}"))
}

/// How many times each face 1..=sides shows in `faces`.
fn histogram(faces: &[i64], sides: usize) -> Vec<u64> {
    let mut h = vec![0; sides];
    for f in faces {
        h[*f as usize - 1] += 1;
    }
    h
}

fn ints(v: &Value) -> Vec<i64> {
    items(v).map(|x| x.as_i64().unwrap()).collect()
}

#[tokio::test]
async fn hitos_counts_the_first_throw_and_each_rerolled_die_not_the_final_faces() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "hitos", Value::Null).await;
    let r = roll(
        &app,
        &id,
        &gm,
        json!({"car": 4, "hab": 3, "dif": 15, "aspecto": true, "repetir": [1, 2, 3]}),
    )
    .await["roll"]
        .clone();
    let mut thrown = ints(&r["first_dice"]);
    let rerolled = r["steps"][0]["rerolled"].as_array().unwrap();
    assert_eq!(rerolled.len(), 3, "{r}");
    thrown.extend(rerolled.iter().map(|x| x["to"].as_i64().unwrap()));
    // Typed faces (the throw and the reroll alike) are nobody's RNG.
    roll(
        &app,
        &id,
        &gm,
        json!({"dados": [3, 7, 9, 8], "car": 4, "hab": 3, "dif": 15, "aspecto": true, "repetir": [1]}),
    )
    .await;
    let f = report(&app, &id, &gm).await;
    assert_eq!(f["rolls"], 1, "{f}");
    let d10 = die(&f, "d10");
    assert_eq!(d10["count"], 6);
    assert_eq!(d10["observed"], json!(histogram(&thrown, 10)));
}

#[tokio::test]
async fn portal_leaves_out_typed_colours_and_typed_rerolls() {
    let app = memory_app().await;
    let (id, gm, _) = portal_table(&app).await;
    // White dice typed, the two black ones thrown by the server, as asked (`tirar_resto`).
    let v = roll(
        &app,
        &id,
        &gm,
        json!({"blancos": [3, 2, 1], "malestar": 2, "dif": 4, "fortaleza": 2, "repetir": "ninguno",
               "tirar_resto": true}),
    )
    .await;
    let seq = v["seq"].as_i64().unwrap();
    let blacks: Vec<i64> = items(&v["roll"]["dice"])
        .filter(|d| d["color"] == "negro")
        .map(|d| d["face"].as_i64().unwrap())
        .collect();
    assert_eq!(blacks.len(), 2, "{v}");
    let listed: Vec<i64> = each(&v["roll"]["tirados"], |d| d[1].as_i64().unwrap());
    assert_eq!(listed, blacks, "the roll says which dice the server threw");
    let f = report(&app, &id, &gm).await;
    assert_eq!(die(&f, "d6")["observed"], json!(histogram(&blacks, 6)));
    // A reroll with its new face typed in from a physical die: nothing new is counted.
    let uri = format!("/api/tables/{id}/rolls/{seq}/reroll");
    let reroll = |body: Value| call(&app, "POST", &uri, Some(&gm), Some(body));
    let (s, v) = reroll(json!({"color": "blanco", "face": 1, "to": 6})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(
        die(&report(&app, &id, &gm).await, "d6")["observed"],
        json!(histogram(&blacks, 6))
    );
    // One the server throws: its new face joins the count.
    let (s, v) = reroll(json!({"color": "blanco", "face": 2})).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let steps = v["roll"]["steps"].as_array().unwrap();
    let new = steps.last().unwrap()["to"].as_i64().unwrap();
    let mut thrown = blacks.clone();
    thrown.push(new);
    let f = report(&app, &id, &gm).await;
    assert_eq!(
        (f["rolls"].as_i64(), &die(&f, "d6")["observed"]),
        (Some(1), &json!(histogram(&thrown, 6)))
    );
}

#[tokio::test]
async fn fate_dice_are_counted_as_fudge_dice_and_labelled_minus_blank_plus() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "fate", Value::Null).await;
    let mut thrown = Vec::new();
    for _ in 0..4 {
        let r = roll(&app, &id, &gm, json!({"hab": 2})).await;
        thrown.extend(ints(&r["roll"]["dice"]).into_iter().map(|f| f + 2));
    }
    roll(&app, &id, &gm, json!({"hab": 2, "dados": "++++"})).await;
    let f = report(&app, &id, &gm).await;
    let df = die(&f, "dF");
    assert_eq!(
        (df["count"].as_u64(), &df["faces"]),
        (Some(16), &json!(["−", "0", "+"]))
    );
    assert_eq!(df["observed"], json!(histogram(&thrown, 3)));
    let page = |lang: &str| {
        Request::get(format!("/mesa/{id}/equidad?lang={lang}"))
            .header(header::COOKIE, format!("tirada_{id}={gm}"))
            .body(Body::empty())
            .unwrap()
    };
    let (s, _, html) = send(&app, page("en")).await;
    let html = html.as_str().unwrap();
    assert_eq!(s, StatusCode::OK);
    assert!(html.contains("<td>−</td>") && html.contains("<td>+</td>"), "{html}");
    // 16 dice over 3 faces: 5.3 expected each, two degrees of freedom, in each language's words.
    assert!(
        html.contains("<td>5.3</td>") && html.contains("(2 df)") && !html.contains(" gl)"),
        "{html}"
    );
    let (_, _, html) = send(&app, page("es")).await;
    let html = html.as_str().unwrap();
    assert!(html.contains("<td>5,3</td>") && html.contains("(2 gl)"), "{html}");
}

/// One roll is no sample: the page says there are too few rolls to judge instead of a
/// chi-square on mostly empty faces (issue 27, point 5).
#[tokio::test]
async fn one_roll_is_too_few_to_judge() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "hitos", Value::Null).await;
    roll(&app, &id, &gm, json!({"car": 4, "hab": 3, "dif": 15})).await;
    let f = report(&app, &id, &gm).await;
    let d = &f["dice"][0];
    assert_eq!((&d["enough"], &d["count"]), (&json!(false), &json!(3)), "{f}");
    for (lang, words, chi) in [
        ("es", "pocas tiradas para juzgar", "Chi cuadrado"),
        ("en", "Too few rolls", "Chi-square"),
    ] {
        let req = Request::get(format!("/mesa/{id}/equidad?lang={lang}"))
            .header(header::COOKIE, format!("tirada_{id}={gm}"))
            .body(Body::empty())
            .unwrap();
        let (_, _, html) = send(&app, req).await;
        let html = html.as_str().unwrap();
        assert!(html.contains(words) && !html.contains(chi), "{html}");
    }
}

#[tokio::test]
async fn chasis_counts_apertura_and_modifier_dice_but_not_typed_base_dice() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "chasis", json!({"apertura": "tope"})).await;
    // Both base dice typed as ⑫: each opens a chain the server throws, as asked; the
    // modifier's d6 too.
    let r = roll(
        &app,
        &id,
        &gm,
        json!({"dados": [12, 12], "mod": "1d6", "tirar_resto": true}),
    )
    .await["roll"]
        .clone();
    let chains: Vec<i64> = items(&r["apertura"]["chains"])
        .flat_map(|c| ints(&c["faces"]))
        .collect();
    assert!(chains.len() >= 2, "{r}");
    // Typed apertura faces as well: only the modifier's die is the server's.
    roll(
        &app,
        &id,
        &gm,
        json!({"dados": [12, 12, 5, 7], "mod": "1d6", "tirar_resto": true}),
    )
    .await;
    let f = report(&app, &id, &gm).await;
    assert_eq!(die(&f, "d12")["observed"], json!(histogram(&chains, 12)));
    assert_eq!(die(&f, "d6")["count"], 2);
    assert_eq!(f["rolls"], 2);
}

#[tokio::test]
async fn hitos_initiative_dice_count_like_the_tables_other_dice_never_typed_ones() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "hitos", Value::Null).await;
    let url = format!("/api/tables/{id}/turns");
    // Every face typed (H L203: 3d10, the central one counts): nothing the RNG threw.
    let typed = json!({"dados": [2, 7, 9, 3, 3, 3], "participantes": [{"nombre": "A", "iniciativa": 1}, {"nombre": "B", "iniciativa": 1}]});
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(typed)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let f = report(&app, &id, &gm).await;
    assert_eq!(
        (f["rolls"].as_i64(), f["dice"].as_array().map(Vec::len)),
        (Some(0), Some(0)),
        "{f}"
    );
    // A's three faces typed, B's thrown by the table: B's three, and any tie's rerolls.
    let half = json!({"dados": [2, 7, 9], "participantes": [{"nombre": "A", "iniciativa": 1}, {"nombre": "B", "iniciativa": 1}]});
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(half)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let ties: usize = items(&v["turns"]["participants"])
        .map(|p| p["initiative"]["desempates"].as_array().unwrap().len())
        .sum();
    let f = report(&app, &id, &gm).await;
    assert_eq!(f["rolls"], 1, "{f}");
    assert_eq!(die(&f, "d10")["count"], 3 + 3 * ties as u64, "{f}");
}

#[tokio::test]
async fn a_fate_trackers_attack_dice_count_but_not_its_typed_faces() {
    let app = memory_app().await;
    let (id, gm) = system_table(&app, "fate", Value::Null).await;
    let start = json!({"participantes": [{"nombre": "A", "iniciativa": 3}, {"nombre": "B", "iniciativa": 1}]});
    let (s, v) = call(&app, "POST", &format!("/api/tables/{id}/turns"), Some(&gm), Some(start)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    // Two attack faces typed: the other two and the whole defence are the table's.
    let attack = json!({"accion": "ataque", "atacante": 0, "defensor": 1, "habilidad": "Pelear", "defensa": "Atletismo",
                        "dados": {"ataque": "+-"}});
    let url = format!("/api/tables/{id}/turns/{}/step", v["seq"]);
    let (s, v) = call(&app, "POST", &url, Some(&gm), Some(attack)).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let f = report(&app, &id, &gm).await;
    assert_eq!(
        (f["rolls"].as_i64(), die(&f, "dF")["count"].as_i64()),
        (Some(1), Some(6)),
        "{f}"
    );
}

/// The fairness page of `id` as the cookie's holder, in `lang`.
async fn page(app: &axum::Router, id: &str, token: &str, lang: &str) -> String {
    let req = Request::get(format!("/mesa/{id}/equidad?lang={lang}"))
        .header(header::COOKIE, format!("tirada_{id}={token}"))
        .body(Body::empty())
        .unwrap();
    let (s, _, html) = send(app, req).await;
    assert_eq!(s, StatusCode::OK, "{html}");
    html.as_str().unwrap().to_string()
}

/// A campaign of two sessions (issue 32): the first shows its revealed seed, which answers its
/// commitment, and its rolls checked; the second only its commitment, its seed nowhere; a roll
/// tampered with in the first session is named in the first session and the campaign.
#[tokio::test]
async fn each_session_shows_its_commitment_its_seed_once_ended_and_its_rolls_check() {
    let (dir, url) = temp_sqlite_url("fairness-sessions");
    let (app, store) = file_app(&url).await;
    let (id, gm, ana) = portal_with_ana(&app).await;
    let sheet = json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 1}]});
    let rosa = character(&app, &id, &ana, sheet).await;
    let roll = async || {
        let (s, v) = post_roll(&app, &id, &ana, json!({"character_id": rosa, "request": {}})).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        v["seq"].as_i64().unwrap()
    };
    let first = [roll().await, roll().await];
    let (s, ended) = post_in(&app, &id, "sessions/end", Some(&gm), json!({"recap": "Fin."})).await;
    assert_eq!(s, StatusCode::OK, "{ended}");
    roll().await;
    let secret = store.table(&id).await.unwrap().unwrap().seed;

    let f = report(&app, &id, &ana).await;
    let sessions = f["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), 2, "{f}");
    let (one, two) = (&sessions[0], &sessions[1]);
    let seed = one["seed"].as_str().unwrap();
    assert_eq!(seed, ended["seed"], "{f}");
    assert_eq!(
        one["commitment"].as_str().unwrap(),
        tirada_web::table::Seed::from_hex(seed).unwrap().commitment()
    );
    assert_eq!(
        (&one["rolls"], &one["checked"], &one["ok"]),
        (&json!(2), &json!(true), &json!(true)),
        "{f}"
    );
    assert_eq!(two["commitment"], ended["next_commitment"]);
    assert_eq!(
        (&two["seed"], &two["rolls"], &two["checked"]),
        (&Value::Null, &json!(1), &json!(false)),
        "{f}"
    );
    assert_eq!(
        (&f["campaign"]["ok"], &f["campaign"]["rolls"], &f["campaign"]["sealed"]),
        (&json!(true), &json!(3), &json!(1)),
        "{f}"
    );
    for lang in ["es", "en"] {
        let html = page(&app, &id, &ana, lang).await;
        assert!(html.contains(seed) && !html.contains(&secret), "{html}");
        assert_eq!(html.matches("class=\"commitment\"").count(), 2, "{html}");
    }
    let html = page(&app, &id, &ana, "es").await;
    assert!(
        html.contains("Todas sus tiradas coinciden con su semilla")
            && html.contains("se comprobarán cuando el director termine la sesión"),
        "{html}"
    );
    assert!(page(&app, &id, &ana, "en")
        .await
        .contains("Every roll matches its seed"));

    // A roll of the first session changed in the database.
    drop(app);
    drop(store);
    {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        sqlx::query("UPDATE events SET data = json_set(data, '$.request.mod', 3) WHERE table_id = ? AND seq = ?")
            .bind(&id)
            .bind(first[1])
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
    let (app, _store) = file_app(&url).await;
    let f = report(&app, &id, &gm).await;
    let (one, two) = (&f["sessions"][0], &f["sessions"][1]);
    assert_eq!(
        (&one["ok"], &two["ok"], &f["campaign"]["ok"]),
        (&json!(false), &json!(true), &json!(false)),
        "{f}"
    );
    // The roll recomputed otherwise, and the chain broken after it: both in the first session.
    let at: Vec<i64> = each(&one["mismatches"], |m| m["event"].as_i64().unwrap());
    assert_eq!(at[0], first[1], "{f}");
    assert!(at.iter().all(|seq| *seq <= one["ended_at"].as_i64().unwrap()), "{f}");
    let html = page(&app, &id, &gm, "es").await;
    assert!(html.contains(&format!("Evento {}", first[1])), "{html}");
    let _ = std::fs::remove_dir_all(&dir);
}
