//! `tirada chasis` and `tirada odds chasis`: the contract's JSON, rulesets from files, typed
//! faces, human output in both languages, and exit code 2 with one line for bad input.

mod common;
use common::{assert_sums_to_one, bad, each, human, json, line, narrated_alike, refuses, repeated};
use serde_json::{json, Value};

fn ruleset(name: &str) -> String {
    format!("{}/../../rulesets/chasis/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn typed_faces_give_the_contract_fields() {
    let v = json(&["chasis", "--dados", "8,9", "--json"]);
    assert_eq!(v["system"], "chasis");
    assert_eq!(v["dice"], json!([8, 9]));
    assert_eq!(
        (v["total"].clone(), v["grade"].clone(), v["outcome"].clone()),
        (json!(17), json!(4), json!("exito"))
    );
    assert_eq!(v["difficulty"], 13);
    assert!(v.get("seed").is_none(), "typed faces consult no RNG");
    let v = json(&["chasis", "--dados", "5,7", "--mod", "1", "--json"]);
    assert_eq!(v["outcome"], "neutro");
    let v = json(&["chasis", "--dados", "5,7", "--dif", "15", "--json"]);
    assert_eq!((v["outcome"].clone(), v["grade"].clone()), (json!("fallo"), json!(-3)));
}

#[test]
fn extremes_override_the_total() {
    let v = json(&["chasis", "--dados", "10,10", "--json"]);
    assert_eq!(
        (v["outcome"].clone(), v["grade"].clone(), v["final_grade"].clone()),
        (json!("critico"), json!(7), json!(10))
    );
    assert_eq!(
        json(&["chasis", "--dados", "3,3", "--mod", "10", "--json"])["outcome"],
        "pifia"
    );
    assert_eq!(
        json(&["chasis", "--dados", "12,1", "--mod", "-5", "--json"])["outcome"],
        "hiperbole"
    );
}

#[test]
fn dice_modifiers_and_aperturas() {
    let v = json(&line("chasis --dados 6,7 --mod +1d6-2 --dados-mod 5 --json"));
    assert_eq!(
        (v["total"].clone(), v["modifier"]["dice"].clone()),
        (json!(16), json!([5]))
    );
    let v = json(&["chasis", "--dados", "12,7,12,3", "--apertura", "tope", "--json"]);
    assert_eq!(
        (v["total"].clone(), v["apertura"]["value"].clone()),
        (json!(34), json!(15))
    );
    let v = json(&line("chasis --dados 1,5,1,6 --apertura tope --bajas --json"));
    assert_eq!(v["total"], -1);
}

#[test]
fn seeds_reproduce_rolls() {
    let a = repeated("chasis --seed 42 --apertura media --json");
    assert_eq!(a["seed"], 42);
}

#[test]
fn a_ruleset_file_changes_the_game() {
    let r = ruleset("3d6.toml");
    // The ③ opens the ruleset's media apertura: one d3, typed after the base dice.
    let v = json(&["chasis", "--reglas", &r, "--dados", "6,5,3,2", "--mod", "2", "--json"]);
    assert_eq!(
        (v["total"].clone(), v["difficulty"].clone(), v["ruleset"].clone()),
        (json!(18), json!(10), json!("CHASIS 3d6"))
    );
    let o = json(&["odds", "chasis", "--reglas", &r, "--json"]);
    assert_eq!(o["extremes"]["critico"], "1/54");
}

#[test]
fn odds_follow_the_contract_and_the_footnotes() {
    let o = json(&["odds", "chasis", "--json"]);
    let rows = o["distribution"].as_array().unwrap();
    assert_eq!(rows.len(), 23);
    assert_eq!(rows[0], json!({"total": 2, "p": "1/144"}));
    assert_sums_to_one(rows.iter().map(|r| r["p"].clone()));
    let outcomes = o["outcomes"].as_object().unwrap();
    for w in ["exito", "neutro", "fallo", "critico", "pifia", "hiperbole"] {
        assert!(outcomes.contains_key(w), "{w}");
    }
    assert_sums_to_one(outcomes.values().cloned());
    assert_eq!(
        (
            outcomes["critico"].clone(),
            outcomes["pifia"].clone(),
            outcomes["hiperbole"].clone()
        ),
        (json!("1/16"), json!("1/16"), json!("1/72"))
    );
    assert_eq!(o["truncated"], "0/1");
    let o = json(&["odds", "chasis", "--apertura", "tope", "--mod", "-5", "--json"]);
    assert_eq!(o["apertura"]["expected_openings"], "11/72"); // 22/144
    assert_ne!(o["truncated"], "0/1");
    assert_sums_to_one(o["outcomes"].as_object().unwrap().values().cloned());
}

#[test]
fn human_output_says_the_extreme_in_words() {
    let out = human(&["chasis", "--dados", "10,10"]);
    assert!(
        out.contains("Dados base (2d12) 10, 10") && out.starts_with("CRÍTICO · GDE10"),
        "{out}"
    );
    let out = human(&["--lang", "en", "chasis", "--dados", "3,3", "--mod", "10"]);
    assert!(out.contains("FUMBLE") && out.contains("not multiplied"), "{out}");
    let out = human(&["odds", "chasis"]);
    assert!(
        out.contains("crítico 9 de 144") && out.contains("hipérbole 2 de 144"),
        "{out}"
    );
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    refuses(&[
        ("chasis --dados 13,1", "no es posible en un d12"),
        ("chasis --dados 5", "necesita 2 caras"),
        ("chasis --dados 5,5,5", "sobran caras"),
        ("chasis --apertura doble", "doble"),
        ("chasis --mod 1x", "modificador"),
        ("chasis --reglas /no/existe.toml", "no existe"),
        ("chasis --bajas", "tope"),
        ("odds chasis --apertura tope --profundidad 99", "--profundidad"),
    ]);
    let dir = std::env::temp_dir().join(format!("tirada-chasis-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("malo.toml");
    std::fs::write(&file, "dados = \"2d12\"\n[apertura]\ntipo = \"gemelas\"\n").unwrap();
    let e = bad(&["chasis", "--reglas", file.to_str().unwrap()]);
    assert!(
        e.contains("línea 3") && e.contains("[apertura]") && e.contains("gemelas"),
        "{e}"
    );
    std::fs::write(&file, "dados = \"3d6\"\n").unwrap();
    assert!(bad(&["odds", "chasis", "--reglas", file.to_str().unwrap()]).contains("extremos.critico"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_sheet_gives_its_attribute() {
    // Gilius's «Ataque con Hacha +3» against an orc of NIV2 is 2D12+1 (T31a with a fixture).
    let v = json(&[
        "chasis",
        "--ficha",
        "ejemplo:gilius",
        "--atributo",
        "Ataque con Hacha",
        "--niv",
        "2",
        "--dados",
        "7,9",
        "--json",
    ]);
    assert_eq!((v["total"].clone(), v["grade"].clone()), (json!(17), json!(4)));
    let v = json(&line(
        "chasis --ficha ejemplo:subotai --atributo Mujeriego --dados 7,9 --json",
    ));
    assert_eq!(v["total"], 14);
    assert!(bad(&["chasis", "--ficha", "ejemplo:presto", "--atributo", "Nerviosismo"]).contains("rasgo"));
    assert!(bad(&["chasis", "--ficha", "ejemplo:nadie", "--atributo", "x"]).contains("gilius"));
    assert!(bad(&["chasis", "--atributo", "x"]).contains("--ficha"));
    // A sheet alone would be ignored: say which quality to take from it.
    assert!(bad(&["chasis", "--ficha", "ejemplo:gilius", "--dados", "7,9"]).contains("--atributo"));
}

#[test]
fn the_dj_may_irrealize_a_failure() {
    let v = json(&["chasis", "--dados", "3,7", "--irrealizar", "--json"]);
    assert_eq!(
        (v["outcome"].clone(), v["dj"].clone()),
        (json!("exito"), json!({"action": "irrealizar", "stress": 3}))
    );
    assert!(
        human(&["chasis", "--dados", "3,7", "--irrealizar"]).contains("éxito a cambio de 3 PY de estrés provisional")
    );
    assert!(bad(&["chasis", "--dados", "8,9", "--irrealizar"]).contains("fallido"));
    // C370 is a basic rule: the DJ may turn a plain neutral into a failure.
    let v = json(&["chasis", "--dados", "6,7", "--neutro-a-fallo", "--json"]);
    assert_eq!(
        (v["outcome"].clone(), v["dj"]["action"].clone()),
        (json!("fallo"), json!("neutro_a_fallo"))
    );
}

/// A9's `relanzar` continuation from the command line: ⑪④, 1D10 = 7, the D12 thrown again
/// shows 5 and ends the chain; ⑫⑤, 2D10, then ⑪ reopens (10 + 6) and 2 ends it.
#[test]
fn a9_relanzar_from_the_command_line() {
    let args = [
        "chasis",
        "--apertura",
        "sobredecima",
        "--continuacion",
        "relanzar",
        "--json",
    ];
    let v = json(&[&args[..], &["--dados", "11,4,7,5"]].concat());
    assert_eq!(
        (v["total"].clone(), v["apertura"]["value"].clone()),
        (json!(21), json!(7))
    );
    assert_eq!(v["apertura"]["chains"][1]["reroll"], true);
    let v = json(&[&args[..], &["--dados", "12,5,10,3,11,6,2"]].concat());
    assert_eq!(v["total"], 44);
    // The default continuation explodes the 10 instead: 12,5 | 10,3 | 8 (D12).
    let v = json(&line("chasis --apertura sobredecima --dados 12,5,10,3,8 --json"));
    assert_eq!(v["total"], 36);
    let out = human(&line(
        "chasis --apertura sobredecima --continuacion relanzar --dados 11,4,7,5",
    ));
    assert!(out.contains("dado 1 → d12 otra vez 5 (0)"), "{out}");
    let o = json(&line(
        "odds chasis --apertura sobredecima --continuacion relanzar --profundidad 3 --json",
    ));
    assert_sums_to_one(o["outcomes"].as_object().unwrap().values().cloned());
    assert_ne!(o["truncated"], "0/1");
    assert!(human(&line(
        "odds chasis --apertura sobredecima --continuacion relanzar --profundidad 3"
    ))
    .contains("relanzar"));
    assert!(bad(&["chasis", "--continuacion", "relanzar"]).contains("sobredécima"));
    assert!(bad(&line(
        "odds chasis --apertura sobredecima --continuacion relanzar --profundidad 13"
    ))
    .contains("12"));
}

/// T51: a transient quality on the sheet weighs on the checks it touches, and says so.
#[test]
fn t51_transient_qualities_weigh_on_the_check() {
    let dir = std::env::temp_dir().join(format!("tirada-chasis-t51-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("gilius.toml");
    std::fs::write(
        &file,
        "nombre = \"Gilius\"\ncapacidades = [{ nombre = \"Ataque con Hacha\", puntuacion = 3 }]\n\
         [[estado.transitorias]]\nnombre = \"Cojera\"\ntipo = \"incapacidad\"\npuntuacion = -2\n\
         afecta = [\"Ataque con Hacha\"]\ncaduca = { lapso = \"dia\", quedan = 1 }\nmotivo = \"herida de hacha\"\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let args = [
        "chasis",
        "--ficha",
        f,
        "--atributo",
        "Ataque con Hacha",
        "--dados",
        "7,9",
    ];
    let v = json(&[&args[..], &["--json"]].concat());
    assert_eq!(
        (v["total"].clone(), v["modifier"]["expression"].clone()),
        (json!(17), json!("1"))
    );
    assert_eq!(v["transitorias"][0]["name"], "Cojera");
    assert_eq!(v["transitorias"][0]["score"], -2);
    let out = human(&args);
    assert!(out.contains("transitoria: Cojera −2  (herida de hacha)"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

/// T34 with the command line: «Regateo +3» against a merchant of NIV2, two piles, typed turns.
#[test]
fn t34_contienda_regateo_is_won_at_the_fifth_turn() {
    let args = [
        "chasis",
        "contienda",
        "--mod",
        "3",
        "--niv",
        "2",
        "--dados",
        "5,8/4,5/2,4/9,10/8,9",
    ];
    let v = json(&[&args[..], &["--json"]].concat());
    assert_eq!(v["system"], "chasis");
    assert_eq!(
        (v["contest"]["end"].clone(), v["contest"]["turns"].clone()),
        (json!("vence"), json!(5))
    );
    let piles: Vec<(i64, i64)> = each(&v["turns"], |t| {
        (t["success"].as_i64().unwrap(), t["failure"].as_i64().unwrap())
    });
    assert_eq!(piles, [(1, 0), (1, 3), (1, 9), (8, 9), (13, 9)]);
    assert!(v.get("seed").is_none());
    let out = human(&args);
    assert!(
        out.contains("VENCE en el turno 5") && out.contains("Turno 5: 8, 9 → 18, éxito GDE5; GDE 13 · GDF 9"),
        "{out}"
    );
    // The human output is the explanation `--json` carries, in either language.
    assert_eq!(
        v["explanation"]["headline"],
        "VENCE en el turno 5 · concurso de margen (dos pilas, límite 13 PF)"
    );
    let en = human(&[&args[..], &["--lang", "en"]].concat());
    assert!(
        en.contains("WINS at turn 5") && en.contains("Each turn, 2d12 MOD +3 NIV −2 against DIF 13"),
        "{en}"
    );
}

/// T35: the freighter (+2) against asteroids of NIV5 hits one at the third turn.
#[test]
fn t35_contienda_the_freighter_loses_at_the_third_turn() {
    let v = json(&line("chasis contienda --mod 2 --niv 5 --dados 3,4/7,9/4,7 --json"));
    assert_eq!(
        (v["contest"]["end"].clone(), v["contest"]["failure"].clone()),
        (json!("pierde"), json!(14))
    );
}

/// T37: opposed, the robot applies its NIV3 to its own roll; the pile goes 2, −5, 4.
#[test]
fn t37_contienda_opposed_against_the_robot() {
    let v = json(&line(
        "chasis contienda --modo enfrentado --mod-rival 3 --dados 8,9/4,5/9,10 --dados-rival 5,7/5,8/3,4 --json",
    ));
    let piles: Vec<i64> = each(&v["turns"], |t| t["success"].as_i64().unwrap());
    assert_eq!(piles, [2, -5, 4]);
    assert_eq!(v["turns"][0]["rival"]["total"], 15);
    assert_eq!(v["contest"]["end"], Value::Null);
    // Without typed faces the dice roll until someone reaches the limit; a seed repeats it.
    let a = json(&["chasis", "contienda", "--seed", "9", "--mod", "1", "--json"]);
    assert_eq!(a, json(&["chasis", "contienda", "--seed", "9", "--mod", "1", "--json"]));
    assert!(a["contest"]["end"].is_string() && a["seed"] == 9);
    // A plain check is untouched by the subcommands.
    assert_eq!(json(&["chasis", "--mod", "2", "--dados", "6,6", "--json"])["total"], 14);
}

#[test]
fn contienda_bad_input_is_one_line() {
    assert!(bad(&["chasis", "contienda", "--mod-rival", "3"]).contains("enfrentado"));
    assert!(bad(&line(
        "chasis contienda --mod 3 --niv 2 --dados 5,8/4,5/2,4/9,10/8,9/8,8"
    ))
    .contains("sobran turnos"));
    assert!(bad(&line(
        "chasis contienda --modo enfrentado --dados 8,9/4,5 --dados-rival 5,7"
    ))
    .contains("--dados-rival"));
    assert!(bad(&["chasis", "contienda", "--dados", "8,9/4"]).contains("turno 2"));
    assert!(bad(&["chasis", "contienda", "--limite", "0"]).contains("--limite"));
    // A check's flags go after the subcommand, not before.
    assert!(bad(&["chasis", "--mod", "2", "contienda"]).contains("--mod"));
}

/// T19-T22 with the command line: NIV5 for 4 PJ is MOD@−65; 4 turns of 15PT; an enemy at
/// MOD−2 gives 2 back; 5PX if the session ends well; 2 PJ need NIV2 at least.
#[test]
fn t19_t22_nivel_session_points() {
    let args = [
        "chasis",
        "nivel",
        "--sesion",
        "5",
        "--pj",
        "4",
        "--gasta",
        "15,15,15,15",
        "--devuelve",
        "2",
        "--exito",
    ];
    let v = json(&[&args[..], &["--json"]].concat());
    assert_eq!(
        (
            v["pool"].clone(),
            v["remaining"].clone(),
            v["experience"].clone(),
            v["exhausted"].clone()
        ),
        (json!(65), json!(7), json!(5), json!(false))
    );
    let out = human(&["chasis", "nivel", "--sesion", "5", "--pj", "4"]);
    assert!(out.contains("NIV5 × PRM 13") && out.contains("−65"), "{out}");
    // The ledger is worded by the narration: the same sentences in --json and for people.
    let [es, en] = narrated_alike(&args);
    assert_eq!(es["headline"], "Puntos de nivel de la sesión NIV5 (4 PJ): quedan 7");
    assert_eq!(
        es["lines"],
        json!([
            "Reserva del DJ: NIV5 × PRM 13 = MOD@−65",
            "Gasta: −15 −15 −15 −15",
            "Vuelven a la reserva: +2",
            "Lo que sobre pasa a la sesión siguiente",
            "5 PX para el grupo, a repartir entre los PJ supervivientes"
        ])
    );
    assert_eq!(en["headline"], "Level points of the NIV5 session (4 PCs): 7 left");
    let [es, _] = narrated_alike(&["chasis", "nivel", "--sesion", "5", "--pj", "4", "--gasta", "60,4"]);
    assert_eq!(es["headline"], "Puntos de nivel de la sesión NIV5 (4 PJ): queda 1");
    assert!(bad(&["chasis", "nivel", "--sesion", "1", "--pj", "2"]).contains("al menos 2"));
    assert!(bad(&["chasis", "nivel", "--sesion", "3", "--pj", "2", "--gasta=-1"]).contains("negativos"));
}

/// Issue #30 point 1: the modifier is priced with the check it goes into. `100d6kh50*100d6kl50`
/// was priced alone and the check took 31 s; with `*2d6` it never answered; `1000dF` took
/// 11.6 s. Now the first two are refused at once with one sentence naming the whole roll, and
/// `1000dF` answers.
#[test]
fn a_modifier_is_priced_with_the_check() {
    let err = bad(&["odds", "chasis", "--mod", "100d6kh50*100d6kl50*2d6"]);
    assert!(
        err.starts_with("tirada: «100d6kh50*100d6kl50*2d6» necesitaría"),
        "{err}"
    );
    let err = bad(&["odds", "chasis", "--mod", "100d6kh50*100d6kl50*2d6", "--lang", "en"]);
    assert!(err.contains("would need about"), "{err}");
    let v = json(&["odds", "chasis", "--mod", "1000dF", "--json"]);
    assert_eq!(v["distribution"].as_array().unwrap().len(), 2023);
}
