//! `tirada portal colaboracion` and `extendida` against docs/contract.md, with the reading aid's
//! worked examples (§7.5) as typed-in totals and dice.

mod common;

use common::{bad, human, json, line};

/// EX-COLL-INFIL (B916–B918) before the leader's rerolls: excess 3 against 18 of deficits.
#[test]
fn ex_coll_infil() {
    let infil = [
        "portal",
        "colaboracion",
        "--dif",
        "5",
        "--totales",
        "5,8,2,-1",
        "--nombres",
        "Alex,Bruno,Cosme,David",
    ];
    let v = json(&[&infil[..], &["--json"]].concat());
    assert_eq!(v["levels"], 3);
    assert_eq!(v["costs"], serde_json::json!([0, 0, 6, 12]));
    assert_eq!(v["fumbles"], serde_json::json!([3]), "David's −1 is a fumble (A-32)");
    assert_eq!(v["all_covered"], false);
    // After David's reroll to 6: levels 4 still cannot pay Cosme's 6.
    let v = json(&["portal", "colaboracion", "--dif", "5", "--totales", "5,8,2,6", "--json"]);
    assert_eq!(
        (v["levels"].as_i64(), v["all_covered"].as_bool()),
        (Some(4), Some(false))
    );
    let out = human(&infil);
    assert!(
        out.contains("Cosme: 2, le faltan 3: cuesta 6 niveles")
            && out.contains("David: −1, le faltan 6: cuesta 12 niveles · pifia"),
        "{out}"
    );
    assert!(
        out.starts_with("No alcanza para todos · colaboración contra dificultad 5: 3 niveles de éxito"),
        "{out}"
    );
    // Worded by tirada-narrate: the same lines in `--json`, and English with `--lang en`.
    let v = json(&[&infil[..], &["--json", "--lang", "en"]].concat());
    assert_eq!(v["explanation"]["lines"][1], "Bruno: 8, +3 success levels");
    assert_eq!(
        v["explanation"]["lines"][4],
        "Whoever is short fails alone, or the whole task if it is collective (B906)"
    );
}

/// EX-COLL-INFIL (B916–B918) thrown here on the book's dice: the leader Alex (Sigilo 2) gives
/// one reroll to David (1 → 6) and the other to Cosme (2 → 1); 4 levels cannot pay Cosme's 6.
#[test]
fn ex_coll_infil_with_the_leaders_rerolls() {
    let team = [
        "portal",
        "colaboracion",
        "--dif",
        "5",
        "--perfil",
        "libro",
        "--miembro",
        "Alex 5,5,3 fortaleza=2 lider",
        "--miembro",
        "Bruno 6,6,6 fortaleza=1",
        "--miembro",
        "Cosme 2,2,2",
        "--miembro",
        "David 1,1,1",
        "--repeticion",
        "David:blanco:1=6",
        "--repeticion",
        "Cosme:blanco:2=1",
    ];
    let mut with_json = team.to_vec();
    with_json.push("--json");
    let v = json(&with_json);
    assert_eq!(v["totals"], serde_json::json!([5, 8, 2, 6]));
    assert_eq!(
        (v["levels"].as_i64(), v["all_covered"].as_bool()),
        (Some(4), Some(false))
    );
    assert_eq!(v["rerolls"][0]["pool"], "lider");
    assert_eq!(
        (v["rerolls"][0]["from"].as_u64(), v["rerolls"][0]["to"].as_u64()),
        (Some(1), Some(6))
    );
    assert!(v.get("seed").is_none(), "every die was typed");
    let out = human(&team);
    assert!(out.contains("Repetición de David: blanco 1 → 6 (del líder)"), "{out}");
    assert!(
        out.contains("Alex (líder): 5, 5, 3 → 5") && out.contains("Cosme: 1, 2, 2 → 2"),
        "{out}"
    );
    let mut third = team.to_vec();
    third.extend(["--repeticion", "Cosme:blanco:1=6"]);
    let err = bad(&third);
    assert!(err.contains("el líder ya ha gastado sus 2 repeticiones"), "{err}");
    let err = bad(&[
        "portal",
        "colaboracion",
        "--dif",
        "5",
        "--miembro",
        "Alex 5,5,3",
        "--miembro",
        "Bruno",
    ]);
    assert!(err.contains("todos los miembros"), "{err}");
    let err = bad(&["portal", "colaboracion", "--dif", "5", "--miembro", "Alex 5,5,9"]);
    assert!(err.contains("--miembro"), "{err}");
    let seeded = json(&[
        "portal",
        "colaboracion",
        "--dif",
        "4",
        "--miembro",
        "Ana fortaleza=1",
        "--seed",
        "7",
        "--json",
    ]);
    assert_eq!(seeded["seed"], 7);
}

/// EX-COLL-AB (B910) and EX-COLL-ABC (B912).
#[test]
fn ex_coll_ab_and_abc() {
    let ab = json(&["portal", "colaboracion", "--dif", "5", "--totales", "6,4", "--json"]);
    assert_eq!(
        (ab["levels"].as_i64(), ab["all_covered"].as_bool()),
        (Some(1), Some(false))
    );
    let abc = json(&["portal", "colaboracion", "--dif", "5", "--totales", "6,6,4", "--json"]);
    assert_eq!(abc["covered"], serde_json::json!([2]));
    assert_eq!(abc["all_covered"], true);
    let out = human(&line(
        "portal colaboracion --dif 5 --totales 6,6,4 --nombres Alex,Bruno,Cosme --lang en",
    ));
    assert!(
        out.contains("Cosme (raised to 5)") && out.contains("The group makes it"),
        "{out}"
    );
    let err = bad(&["portal", "colaboracion", "--dif", "5", "--totales", "6,x"]);
    assert!(err.contains("--totales"), "{err}");
    let err = bad(&line("portal colaboracion --dif 5 --totales 6,4 --nombres Alex"));
    assert!(err.contains("2 nombres"), "{err}");
}

/// S80–S84: margins accumulate, a tie may raise the requirement, a roll below fails it all;
/// accumulated successes buy rerolls.
#[test]
fn extended_rolls() {
    let v = json(&line(
        "portal extendida --dif 4 --requerido 5 --totales 6,4,7,6 --empate-sube --gastar 3:1 --json",
    ));
    assert_eq!(v["status"], "completada");
    assert_eq!((v["required"].as_i64(), v["accumulated"].as_i64()), (Some(6), Some(6)));
    assert_eq!(v["steps"][2]["spent"], 1);
    let v = json(&line("portal extendida --dif 4 --requerido 5 --totales 6,3 --json"));
    assert_eq!(
        (v["status"].as_str(), v["failed"].as_bool()),
        (Some("fracaso"), Some(true))
    );
    let out = human(&line(
        "portal extendida --dif 4 --requerido 5 --totales 6,4 --empate-sube",
    ));
    assert!(
        out.contains("el requerido sube a 6") && out.contains("En curso"),
        "{out}"
    );
    let err = bad(&line("portal extendida --dif 4 --requerido 5 --totales 6 --gastar 1:3"));
    assert!(err.contains("solo hay 0 éxitos acumulados"), "{err}");
    let err = bad(&line("portal extendida --dif 4 --requerido 5 --totales 3,6"));
    assert!(err.contains("sobran tiradas"), "{err}");
}
