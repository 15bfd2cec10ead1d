//! Issue #17, Hitos (points 9–13): what an activation's numbers measure, who may act while
//! moribundo, the GM's activation for an NPC, a positive activation on a sum reading, and every
//! ambiguity choice from the command line. Typed dice throughout; H = the Hitos book's line.

mod common;

use common::{bad, human, json, line, line_with, temp_file};
use serde_json::json;

/// Ana: Fortaleza 3, Voluntad 4, so Aguante 5 and Resistencia 15 (H359, H361).
fn ana(lost: i32, kind: &str) -> String {
    let drama = if kind == "pj" { "drama = 2\n" } else { "" };
    let text = format!(
        "nombre = \"Ana\"\ntipo = \"{kind}\"\n{drama}[caracteristicas]\nfortaleza = 3\nreflejos = 5\n\
         intelecto = 4\nvoluntad = 4\n[salud]\nbarras = {{ letal = {lost} }}\n"
    );
    let path = temp_file("hitos-audit", &format!("ana-{kind}-{lost}.toml"), &text);
    path.to_str().unwrap().to_string()
}

#[test]
fn an_expected_total_is_printed_as_a_total_not_a_percentage() {
    // --objetivo media with a difficulty: the advice weighs expected totals (12 → 19,23).
    let args = ["hitos", "--car", "5", "--hab", "3", "--dif", "15", "--dados", "2,4,9"];
    let out = human(&[&args[..], &["--aspecto", "--objetivo", "media"]].concat());
    assert!(out.contains("(12 → 19,23)"), "{out}");
    assert!(!out.contains('%'), "{out}");
    let v = json(&[&args[..], &["--aspecto", "--objetivo", "media", "--json"]].concat());
    assert_eq!(
        (v["choice"]["objective"].clone(), v["choice"]["value_before"].clone()),
        (json!("media"), json!("12/1"))
    );
    let odds = [
        "odds",
        "hitos",
        "--car",
        "5",
        "--hab",
        "3",
        "--dif",
        "15",
        "--aspecto",
        "--objetivo",
        "media",
    ];
    assert!(human(&odds).contains("Media sin y con la activación: 13,5 → 19,633"));
    let en = human(&[&["--lang", "en"][..], &odds[..]].concat());
    assert!(
        en.contains("Mean without and with the activation: 13.5 → 19.633"),
        "{en}"
    );
    // With the chance of success it stays a percentage.
    let out = human(&[&args[..], &["--aspecto"]].concat());
    assert!(out.contains("%"), "{out}");
}

#[test]
fn a_moribundo_character_cannot_act_but_makes_the_aguante_test_h379() {
    let dying = ana(15, "pj");
    let e = bad(&line_with(
        "hitos --ficha",
        &dying,
        "--caracteristica reflejos --dados 3,6,7",
    ));
    assert!(e.contains("«Ana» está moribundo y no puede actuar (L379)"), "{e}");
    assert!(bad(&["hitos", "--ficha", &dying, "--dados", "3,6,7"]).contains("moribundo"));
    // The dying test: Aguante 5 at difficulty 15 (H379), with no health penalty (AMB-27).
    let v = json(&line_with(
        "hitos --ficha",
        &dying,
        "--caracteristica aguante --dif 15 --dados 3,9,10 --json",
    ));
    assert_eq!(
        (v["characteristic"].clone(), v["modifier"].clone()),
        (json!(5), json!(0))
    );
    assert_eq!(v["outcome"], "fallo");
    // H379: the test says what the turn brings — a failure kills, a critical stabilises, a
    // success keeps her dying — at difficulty 15 when none is given.
    for (dice, verdict, said) in [
        ("2,3,4", "muere", "falla y muere"),
        ("10,10,4", "se_estabiliza", "crítico, se estabiliza"),
        ("8,9,10", "sigue_moribundo", "la supera y sigue moribundo"),
    ] {
        let args = format!("--caracteristica aguante --hab 1 --dados {dice}");
        let v = json(&line_with("hitos --ficha", &dying, &format!("{args} --json")));
        assert_eq!(
            (v["moribundo"].as_str(), v["difficulty"].as_i64()),
            (Some(verdict), Some(15)),
            "{v}"
        );
        assert!(
            human(&line_with("hitos --ficha", &dying, &args)).contains(said),
            "{dice}"
        );
    }
    let out = human(&line_with(
        "--lang en hitos --ficha",
        &dying,
        "--caracteristica aguante --dados 3,9,10",
    ));
    assert!(
        out.contains("The dying character's Aguante test (H379): failed, they die"),
        "{out}"
    );
    // One point less is incapacitado: it acts at −5 (H377).
    let v = json(&[
        "hitos",
        "--ficha",
        &ana(14, "pj"),
        "--caracteristica",
        "reflejos",
        "--dados",
        "3,6,7",
        "--json",
    ]);
    assert_eq!(v["modifier"], -5);
    // AMB-27's alternative puts the penalty on Aguante tests too, but never lets a moribundo act.
    let herido = ana(6, "pj");
    let v = json(&line_with(
        "hitos --ficha",
        &herido,
        "--caracteristica aguante --regla health_penalty_on_aguante=true --dados 3,6,7 --json",
    ));
    assert_eq!(v["modifier"], -2);
}

#[test]
fn the_gm_activates_for_an_npc_and_the_point_goes_to_the_player_h155_h157() {
    let v = json(&line(
        "hitos --car 5 --dif 15 --dados 2,4,9,8 --repetir 1 --aspecto Feroz --dj --punto-para Ana --json",
    ));
    assert_eq!(
        v["drama"],
        json!([{"who": "Ana", "delta": 1, "reason": "activacion_del_dj", "aspect": "Feroz"}])
    );
    assert_eq!(v["dice"], json!([8, 4, 9]));
    // Issue 25 point 8: the Spanish ledger no longer calls this activation in favour «en contra».
    let said = v["explanation"].to_string();
    assert!(
        said.contains("el DJ activa un aspecto: el punto es para el jugador") && !said.contains("activa en contra"),
        "{said}"
    );
    // An NPC's sheet has no drama points (H121): its activations are the GM's.
    let npc = ana(0, "pnj");
    let v = json(&line_with(
        "hitos --ficha",
        &npc,
        "--caracteristica reflejos --dados 2,4,9,8 --repetir 1 --aspecto --punto-para Bea --json",
    ));
    assert_eq!(v["drama"][0]["who"], "Bea");
    assert!(v["sheet"].get("drama_points_after").is_none(), "the NPC spends nothing");
    assert!(bad(&[
        "hitos",
        "--ficha",
        &npc,
        "--dados",
        "2,4,9,8",
        "--repetir",
        "1",
        "--aspecto"
    ])
    .contains("--punto-para"));
    let pc = ana(0, "pj");
    assert!(bad(&[
        "hitos",
        "--ficha",
        &pc,
        "--dados",
        "2,4,9",
        "--aspecto",
        "--dj",
        "--punto-para",
        "Bea"
    ])
    .contains("personaje jugador"));
    assert!(bad(&["hitos", "--dados", "2,4,9", "--aspecto", "--punto-para", "Bea"]).contains("--dj"));
    // The rule's own sentence after the flag, in either language (H157).
    let e = bad(&["hitos", "--lang", "en", "--dados", "2,4,9", "--aspecto", "--dj"]);
    assert!(
        e.starts_with("tirada: --punto-para: the GM activates in favour of an NPC without spending"),
        "{e}"
    );
}

#[test]
fn a_positive_activation_on_a_sum_reading_is_a_documented_choice_amb72() {
    // H125: the activation's value is V⁺ = M = 7, below the mC 9 read before it.
    let args = [
        "hitos",
        "--dado",
        "mC",
        "--dados",
        "3,6,7",
        "--aspecto",
        "--repetir",
        "ninguno",
        "--json",
    ];
    let v = json(&args);
    assert_eq!(v["die_value"], 7);
    assert_eq!(
        (v["choice"]["value_before"].clone(), v["choice"]["value_after"].clone()),
        (json!("9/1"), json!("7/1"))
    );
    let v = json(&[&args[..], &["--regla", "positive_sum=read_with_high"]].concat());
    assert_eq!(v["die_value"], 9);
    assert_eq!(v["rules"]["positive_sum"], "read_with_high");
    // The advice never activates to lose: keep 5 8 9 (mC 13), whose V⁺ would be 9.
    let v = json(&["hitos", "--dado", "mC", "--dados", "5,8,9", "--aspecto", "--json"]);
    assert_eq!(
        (v["choice"]["activate"].clone(), v["die_value"].clone()),
        (json!(false), json!(13))
    );
    assert!(v["drama"].as_array().unwrap().is_empty());
}

#[test]
fn every_hitos_choice_is_selectable_from_the_command_line() {
    // Realism (H77–H78) from a ruleset file, the same keys as the table's ruleset.
    let file = temp_file(
        "hitos-audit",
        "reglas.toml",
        "crit_mode = \"realista\"\nzero_dice_activation = false\n",
    );
    let v = json(&line_with(
        "hitos --reglas",
        file.to_str().unwrap(),
        "--dados 10,10,3 --dif 30 --json",
    ));
    assert_eq!(
        (v["outcome"].clone(), v["rules"]["zero_dice_activation"].clone()),
        (json!("fallo"), json!(false))
    );
    let v = json(&["odds", "hitos", "--regla", "crit_mode=realista", "--json"]);
    assert_eq!(v["critical"], "1/1000");
    let e = bad(&["hitos", "--regla", "modo=realista", "--dados", "1,2,3"]);
    assert!(e.contains("«modo» no es una regla de Hitos"), "{e}");
    let e = bad(&["hitos", "--regla", "explosion_difficulty=alta", "--dados", "1,2,3"]);
    assert!(
        e.contains("regla «explosion_difficulty»: «alta» no vale; por defecto es «15»"),
        "{e}"
    );
}

/// H815 (issue 25 point 7): the ninja theorem — a minion's first, terrible appearance has +2 to
/// every characteristic (Reflejos 5 → 7 on [3, 6, 7]: 13, not 11); the sheet field
/// `primera_aparicion`, documented and applied by nothing, now raises the roll.
#[test]
fn h815_a_first_appearance_plays_with_the_ninja_theorem() {
    let sheet = |first: bool| {
        let text = format!(
            "nombre = \"Ninja\"\ntipo = \"pnj\"\ntipo_de_secuaz = \"ninja\"\nprimera_aparicion = {first}\n\
             [caracteristicas]\nfortaleza = 3\nreflejos = 5\nintelecto = 4\nvoluntad = 4\n"
        );
        let path = temp_file("hitos-ninja", &format!("ninja-{first}.toml"), &text);
        path.to_str().unwrap().to_string()
    };
    let total = |first: bool| {
        let path = sheet(first);
        json(&line_with(
            "hitos --ficha",
            &path,
            "--caracteristica reflejos --dados 3,6,7 --json",
        ))["total"]
            .as_i64()
            .unwrap()
    };
    assert_eq!((total(false), total(true)), (11, 13));
}

/// H159 (issue 25 point 8): the GM cancels a player's legitimate activation, saying why: no die
/// is rerolled, the player pays nothing and receives a point, and the reason is told. It cancels
/// an activation in the roller's favour only, and needs its reason.
#[test]
fn h159_the_gm_cancels_a_legitimate_activation() {
    let args = "hitos --car 3 --dif 12 --dados 3,7,9 --aspecto --repetir 1 --json --cancela-dj";
    let v = json(&[line(args), vec!["el espía debe escapar"]].concat());
    assert_eq!(v["dice"], json!([3, 7, 9]), "{v}");
    assert_eq!(
        v["drama"],
        json!([{"who": "tirador", "delta": 1, "reason": "cancelacion_del_dj"}])
    );
    let out = human(&line_with(
        "hitos --car 3 --dif 12 --dados 3,7,9 --aspecto --cancela-dj",
        "el espía debe escapar",
        "",
    ));
    assert!(
        out.contains("El DJ cancela la activación: el espía debe escapar"),
        "{out}"
    );
    let out = human(&line_with(
        "--lang en hitos --car 3 --dif 12 --dados 3,7,9 --aspecto --cancela-dj",
        "the spy must escape",
        "",
    ));
    assert!(
        out.contains("The GM cancels the activation: the spy must escape"),
        "{out}"
    );
    let e = bad(&line("hitos --car 3 --dados 3,7,9 --cancela-dj x"));
    assert!(e.contains("--cancela-dj:") && e.contains("H159"), "{e}");
    let e = bad(&line_with(
        "hitos --car 3 --dados 3,7,9 --aspecto --cancela-dj",
        " ",
        "",
    ));
    assert!(e.contains("di por qué"), "{e}");
}

/// H125 (issue 25 point 8): the Spanish ledger of an activation in the roller's favour says
/// «a favor», and one against the roll «en contra».
#[test]
fn h125_the_spanish_ledger_says_a_favor_for_an_activation_in_favour() {
    let favour = human(&line("hitos --car 3 --dif 12 --dados 3,7,9,10 --aspecto --repetir 1"));
    assert!(favour.contains("tirador −1 (activación a favor)"), "{favour}");
    assert!(!favour.contains("en contra"), "{favour}");
    let against = human(&line(
        "hitos --car 3 --dif 12 --dados 3,7,9,2 --aspecto-contra --repetir 3",
    ));
    assert!(against.contains("(activación en contra)"), "{against}");
    assert!(!against.contains("a favor"), "{against}");
}

/// H213 from the command line: `--blanco` names the attack's target; a double 10 doubles the
/// damage and leaves a scene's secuela on it, said in both languages; without an attack it is
/// refused.
#[test]
fn h213_a_critical_attack_names_its_target_and_its_secuela() {
    let args = [
        "hitos", "--car", "3", "--dif", "40", "--dados", "10,4,10", "--dano", "M", "--blanco", "Orco",
    ];
    let v = json(&[&args[..], &["--secuela", "Brazo roto", "--json"]].concat());
    assert_eq!(
        v["target_secuela"],
        json!({"target": "Orco", "aspect": "Brazo roto", "duration": "escena"})
    );
    assert_eq!(v["damage"]["multiplier"], 2);
    let out = human(&args);
    assert!(
        out.contains("secuela temporal «Secuela de un crítico» sobre Orco (una escena) y daño × 2 (H213)"),
        "{out}"
    );
    let en = human(&[&["--lang", "en"], &args[..]].concat());
    assert!(
        en.contains("a temporary sequela «Secuela de un crítico» on Orco (one scene)"),
        "{en}"
    );
    let err = bad(&["hitos", "--dados", "10,10,4", "--blanco", "Orco"]);
    assert!(err.contains("--blanco") && err.contains("--dano"), "{err}");
}
