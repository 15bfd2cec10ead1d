//! `tirada fate` and `tirada odds fate`: the contract's flags and JSON, typed faces in every
//! accepted form, exact odds, human output and exit codes.

mod common;

use common::{assert_sums_to_one, bad, each, human, json, line, line_with, refuses, repeated};
use serde_json::{json, Value};

#[test]
fn the_contract_roll() {
    let v = json(&["fate", "--hab", "3", "--dif", "Bueno", "--dados", "+-0+", "--json"]);
    assert_eq!(v["system"], "fate");
    assert_eq!(v["dice"], json!([1, -1, 0, 1]));
    assert_eq!(
        (v["effort"].clone(), v["effort_label"].clone()),
        (json!(4), json!("Genial"))
    );
    assert_eq!((v["shifts"].clone(), v["outcome"].clone()), (json!(1), json!("exito")));
    assert!(v.get("seed").is_none(), "typed faces consult no RNG");
    assert_eq!(v["rules"]["default_difficulty"], 1, "the ruleset it was resolved under");
    assert_eq!(v["rules"]["maneuver_bonus"], 2);
    let v = json(&line("fate --hab 1 --mod -1 --dif 2 --dados 1,-1,0,-1 --json"));
    assert_eq!((v["effort"].clone(), v["shifts"].clone()), (json!(-1), json!(-3)));
    assert_eq!(
        (v["outcome"].clone(), v["effort_label"].clone()),
        (json!("fallo"), json!("Pobre"))
    );
}

#[test]
fn every_face_notation_is_the_same_roll() {
    for faces in ["+-0+", "1,-1,0,1", "+,-,0,+", "[+][-][ ][+]", "+−0+"] {
        let v = json(&["fate", "--dados", faces, "--json"]);
        assert_eq!(v["dice"], json!([1, -1, 0, 1]), "{faces}");
    }
}

#[test]
fn ladder_words_with_or_without_accents() {
    for (word, value) in [
        ("Fantastico", 6),
        ("Fantástico", 6),
        ("epico", 7),
        ("Legendario", 8),
        ("Pobre", -1),
        ("Terrible", -2),
        ("buena", 3),
        ("Great", 4),
        ("-3", -3),
    ] {
        let v = json(&["fate", "--dif", word, "--dados", "0000", "--json"]);
        assert_eq!(v["difficulty"], value, "{word}");
    }
    let v = json(&["fate", "--hab", "Bueno", "--dados", "++++", "--json"]);
    assert_eq!(
        (v["effort"].clone(), v["effort_label"].clone()),
        (json!(7), json!("Épico"))
    );
    let v = json(&["fate", "--hab", "8", "--pp", "2", "--dados", "++++", "--json"]);
    assert_eq!(v["effort_label"], "Legendario+6", "beyond the top rung");
}

#[test]
fn modifiers_add_up() {
    let v = json(&line(
        "fate --hab 3 --pp 2 --consecuencias 1 --suplementarias 1 --restringe 2 --dados 0000 --dif 2 --json",
    ));
    assert_eq!((v["effort"].clone(), v["modifier"].clone()), (json!(2), json!(-1)));
    let kinds: Vec<&str> = each(&v["modifiers"], |m| m["kind"].as_str().unwrap());
    assert_eq!(
        kinds,
        ["pp", "consecuencias", "suplementaria", "habilidades_combinadas"]
    );
}

#[test]
fn a_seed_repeats_the_roll() {
    let a = repeated("fate --hab 2 --seed 7 --json");
    assert_eq!(a["seed"], 7);
    assert_eq!(a["dice"].as_array().unwrap().len(), 4);
}

#[test]
fn human_output_shows_dice_effort_and_shifts() {
    let out = human(&["fate", "--hab", "3", "--dif", "Decente", "--dados", "+-0+"]);
    // The roll is printed as its explanation, the words the web table and the export use.
    assert!(out.contains("Dados [+] [−] [ ] [+]: +1"), "{out}");
    assert!(out.contains("Genial (+4)") && out.contains("Bueno (+3)"), "{out}");
    assert!(out.starts_with("ÉXITO, 2 avances"), "{out}");
    // A difficulty left out is the ruleset's, and said so.
    let out = human(&["fate", "--hab", "2", "--dados", "++0-"]);
    assert!(out.contains("Contra Normal (+1) (por defecto): +2"), "{out}");
    let out = human(&["fate", "--hab", "1", "--dif", "Bueno", "--dados", "-000"]);
    assert!(
        out.starts_with("FALLO por 3") && out.contains("Con 3 PP lo lograrías"),
        "{out}"
    );
    let out = human(&["--lang", "en", "fate", "--hab", "5", "--dif", "1", "--dados", "+000"]);
    assert!(
        out.contains("Fantastic (+6)") && out.contains("SUCCESS, 5 shifts") && out.contains("spin"),
        "{out}"
    );
}

#[test]
fn the_contract_odds() {
    let v = json(&["odds", "fate", "--hab", "3", "--dif", "Bueno", "--json"]);
    let dist = v["distribution"].as_array().unwrap();
    assert_eq!(dist.len(), 9);
    assert_eq!(
        (dist[0]["total"].clone(), dist[0]["p"].clone()),
        (json!(-1), json!("1/81"))
    );
    assert_eq!(dist[4]["p"], "19/81");
    assert_sums_to_one(dist.iter().map(|r| r["p"].clone()));
    assert_eq!(v["outcomes"], json!({"exito": "50/81", "fallo": "31/81"}));
    assert_sums_to_one(v["outcomes"].as_object().unwrap().values().cloned());
    assert_eq!(
        (v["critico"].clone(), v["mean_shifts"].clone()),
        (json!("5/81"), json!("52/81"))
    );
    let shifts = v["shifts"].as_array().unwrap();
    assert_sums_to_one(shifts.iter().map(|r| r["p"].clone()));
    let v = json(&["odds", "fate", "--json"]);
    assert_eq!(
        v["outcomes"]["exito"], "31/81",
        "Mediocre against the default Normal: 38.27 %"
    );
    let out = human(&["odds", "fate", "--hab", "2", "--dif", "Decente"]);
    assert!(out.contains("Decente (+2)") && out.contains("61,73 %"), "{out}");
}

#[test]
fn bad_input_is_one_sentence_and_exit_2() {
    refuses(&[
        ("fate --dados +-0", "cuatro dados Fudge"),
        ("fate --dados 1,2,0,0", "la cara 2 no existe en un dado Fudge"),
        ("fate --dif grande", "«grande» no es un valor de la escalera"),
        ("fate --hab 1000", "se sale de la mesa"),
        ("fate --escalera a,b", "once palabras"),
        ("--lang en fate --dif huge", "is not a ladder value"),
        ("odds fate --dados ++++", "--dados"),
    ]);
    // A blank inside the faces: one argument, not split.
    assert!(bad(&["fate", "--dados", "[+][x][ ][+]"]).contains("no se entiende"));
}

#[test]
fn a_table_ladder() {
    let words = "L8,L7,L6,L5,L4,L3,L2,L1,Cero,Malo,Horrible";
    let bad_words = bad(&["fate", "--escalera", words]);
    assert!(bad_words.contains("cifras"), "{bad_words}");
    let words = "Mítico,Épico,Fantástico,Soberbio,Genial,Bueno,Decente,Normal,Mediocre,Malo,Horrible";
    let v = json(&line_with("fate --escalera", words, "--dif malo --dados -000 --json"));
    assert_eq!(
        (v["difficulty"].clone(), v["effort_label"].clone()),
        (json!(-1), json!("Malo"))
    );
    assert_eq!(
        v["rules"]["ladder"][0], "Mítico",
        "the table's words are in the transcript"
    );
    let out = human(&["fate", "--escalera", words, "--hab", "8", "--dados", "0000"]);
    assert!(out.contains("Mítico (+8)"), "{out}");
}

#[test]
fn an_attack_lands_on_the_defenders_track() {
    let v = json(&line("fate --hab 4 --def 2 --dados +-0+ --dados-def 00+0 --json"));
    assert_eq!(
        (v["effort"].clone(), v["difficulty"].clone(), v["shifts"].clone()),
        (json!(5), json!(3), json!(2))
    );
    let a = &v["attack"];
    assert_eq!(a["defense"]["effort"], 3);
    assert_eq!(
        (a["result"]["winner"].clone(), a["result"]["stress"].clone()),
        (json!("first"), json!(2))
    );
    assert_eq!(a["effect"], json!({"effect": "casilla", "index": 2}));
    assert_eq!(
        (a["stress_before"].clone(), a["stress_after"].clone()),
        (json!("....."), json!(".x..."))
    );
    // A full track and one consequence held: the next is moderada, and the −1 weighs on defence.
    let v = json(&line(
        "fate --hab 4 --def 2 --dados 0000 --dados-def 0000 --estres-defensor xxxxx --def-consecuencias leve --json",
    ));
    assert_eq!(v["attack"]["defense"]["effort"], 1);
    assert_eq!(
        v["attack"]["effect"],
        json!({"effect": "consecuencia", "severity": "moderada"})
    );
    let v = json(&line(
        "fate --hab 4 --def 2 --dados 0000 --dados-def 0000 --estres-defensor xx --def-consecuencias 3 --json",
    ));
    assert_eq!(v["attack"]["effect"], json!({"effect": "fuera_de_combate"}));
    let out = human(&line("fate --hab 1 --def 3 --dados 0000 --dados-def ++00 --bloqueo 2"));
    assert!(
        out.contains("DEFENDIDO por 4") && out.contains("crítico del defensor"),
        "{out}"
    );
    let out = human(&line("fate --hab 4 --def 2 --dados +-0+ --dados-def 00+0"));
    assert!(
        out.contains("IMPACTO, 2 de estrés: casilla 2 de Salud  [ ][x][ ][ ][ ]"),
        "{out}"
    );
}

/// The whole attack comes from tirada-narrate (issue #14): both sides' dice and efforts, the
/// block, the shifts, and the hit's verdict, in `--json`'s `explanation` and on screen alike.
#[test]
fn an_attack_is_narrated_whole_in_both_languages() {
    let hit = [
        "fate",
        "--hab",
        "4",
        "--def",
        "2",
        "--dados",
        "+-0+",
        "--dados-def",
        "00+0",
        "--json",
    ];
    let e = &json(&hit)["explanation"];
    assert_eq!(
        e["headline"],
        "IMPACTO, 2 de estrés: casilla 2 de Salud  [ ][x][ ][ ][ ]"
    );
    assert_eq!(
        e["lines"],
        json!([
            "Dados del ataque [+] [−] [ ] [+]: +1",
            "Habilidad Genial (+4), dados +1 = esfuerzo Soberbio (+5)",
            "Dados de la defensa [ ] [ ] [+] [ ]: +1",
            "Habilidad Decente (+2), dados +1 = esfuerzo Bueno (+3)",
            "Ataque Soberbio (+5) contra defensa Bueno (+3): +2"
        ])
    );
    assert_eq!(
        e["dice"][2][2],
        json!({"group": "attack.defense.dice", "index": 2, "role": "plus"})
    );
    let e = &json(&[&["--lang", "en"], &hit[..]].concat())["explanation"];
    assert_eq!(e["headline"], "HIT, 2 stress: Health box 2  [ ][x][ ][ ][ ]");
    assert_eq!(e["lines"][4], "Attack Superb (+5) against defence Good (+3): +2");
    // A block that stands in for a worse defence; the hit forces a consequence (L235).
    let out = human(&line(
        "--lang en fate --hab 4 --def 1 --dados +000 \
         --dados-def 0000 --bloqueo 2 --estres-defensor xx --def-consecuencias leve",
    ));
    assert_eq!(
        out,
        "HIT, 3 stress: no box can take it → moderate consequence\n\
         \x20 Attack dice [+] [ ] [ ] [ ]: +1\n\
         \x20 Skill Great (+4), dice +1 = effort Superb (+5)\n\
         \x20 Defence dice [ ] [ ] [ ] [ ]: 0\n\
         \x20 Skill Average (+1), dice 0, consequences −1 = effort Mediocre (+0)\n\
         \x20 Block Fair (+2): used instead of the defence\n\
         \x20 Attack Superb (+5) against defence Fair (+2): +3\n"
    );
    // A tie misses (L133); no consequence is left to take: taken out (L245).
    let tie = [
        "fate",
        "--hab",
        "2",
        "--def",
        "2",
        "--dados",
        "0000",
        "--dados-def",
        "0000",
        "--json",
    ];
    assert_eq!(
        json(&tie)["explanation"]["headline"],
        "EMPATE (el ataque falla, sin estrés)"
    );
    let tie = [&["--lang", "en"], &tie[..]].concat();
    assert_eq!(
        json(&tie)["explanation"]["headline"],
        "TIE (the attack misses, no stress)"
    );
    let out = human(&line(
        "fate --hab 2 --def 2 --dados 0000 --dados-def 0000 --estres-defensor xx --def-consecuencias 3",
    ));
    assert!(out.starts_with("IMPACTO, 3 de estrés: FUERA DE COMBATE\n"), "{out}");
}

#[test]
fn attack_odds_per_box_and_consequence() {
    let v = json(&line("odds fate --hab 3 --def 1 --bloqueo-hab 3 --json"));
    assert_eq!(v["attack"]["hit"], "197188/531441", "aid §7.2, blocked attack");
    assert_sums_to_one(v["outcomes"].as_object().unwrap().values().cloned());
    assert_sums_to_one(v["distribution"].as_array().unwrap().iter().map(|r| r["p"].clone()));
    let v = json(&["odds", "fate", "--hab", "3", "--def", "3", "--json"]);
    let a = &v["attack"];
    assert_eq!(
        (a["hit"].clone(), a["critico"].clone()),
        (json!("101/243"), json!("103/729"))
    );
    let boxes: Vec<u64> = each(&a["boxes"], |b| b["n"].as_u64().unwrap());
    assert_eq!(boxes, [1, 2, 3, 4, 5]);
    assert_eq!(
        (a["consequence_severity"].clone(), a["consequence"].clone()),
        (json!("leve"), json!("5/729"))
    );
    let mut all: Vec<Value> = a["boxes"].as_array().unwrap().iter().map(|b| b["p"].clone()).collect();
    all.extend([
        a["consequence"].clone(),
        a["taken_out"].clone(),
        a["tie"].clone(),
        a["miss"].clone(),
    ]);
    assert_sums_to_one(all.into_iter());
    let v = json(&line(
        "odds fate --hab 3 --def 3 --estres-defensor x --def-consecuencias leve,moderada,grave --json",
    ));
    assert_eq!(
        v["attack"]["taken_out"], v["attack"]["hit"],
        "every hit takes a spent defender out"
    );
    let out = human(&["odds", "fate", "--hab", "4", "--def", "2", "--estres-defensor", ".x.x."]);
    assert!(
        out.contains("Salud [ ][x][ ][x][ ]") && out.contains("consecuencia leve"),
        "{out}"
    );
}

#[test]
fn attack_flags_are_checked() {
    assert!(bad(&["fate", "--def", "2", "--dif", "3"]).contains("la dificultad es la defensa"));
    assert!(bad(&["fate", "--estres-defensor", "x.."]).contains("necesitan --ataque"));
    assert!(bad(&["fate", "--def", "2", "--estres-defensor", "x?"]).contains("no es una casilla"));
    assert!(bad(&["fate", "--def", "2", "--def-consecuencias", "fatal"]).contains("gravedad"));
    assert!(bad(&["fate", "--def", "2", "--medidor", "alma"]).contains("salud o serenidad"));
    assert!(bad(&["fate", "--dados-def", "0000"]).contains("--dados-def"));
    assert!(bad(&["fate", "--def", "1", "--bloqueo-hab", "3"]).contains("--bloqueo"));
}

/// A sheet file in the test's own temporary directory.
fn sheet_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tirada-fate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

const CRUZ: &str = r#"
nombre = "Cruz"
refresco = 1

[habilidades]
Armas = 4
Atletismo = "Decente"
Resistencia = 1
Engañar = 3

[[poderes]]
nombre = "Sombra"

[estres]
salud = "x....."

[[consecuencias]]
gravedad = "leve"
descripcion = "Corte en la ceja"
"#;

#[test]
fn a_sheet_is_checked_and_shown() {
    let path = sheet_file("cruz.toml", CRUZ);
    let p = path.to_str().unwrap();
    let v = json(&["fate", "ficha", p, "--json"]);
    assert_eq!((v["valid"].clone(), v["penalty"].clone()), (json!(true), json!(-1)));
    assert_eq!(
        (v["health_boxes"].clone(), v["composure_boxes"].clone()),
        (json!(6), json!(5))
    );
    assert_eq!(v["sheet"]["habilidades"]["Atletismo"], 2);
    assert_eq!(
        (v["sheet"]["pp"].clone(), v["sheet"]["pp_max"].clone()),
        (json!(1), json!(1))
    );
    let out = human(&["fate", "ficha", p]);
    assert!(
        out.contains("Genial (+4)  Armas") && out.contains("Salud      [x][ ][ ][ ][ ][ ]"),
        "{out}"
    );
    assert!(
        out.contains("Consecuencia leve: Corte en la ceja") && out.contains("−1"),
        "{out}"
    );
    // The same sheet in JSON.
    let again = sheet_file("cruz.json", &serde_json::to_string(&v["sheet"]).unwrap());
    let w = json(&["fate", "ficha", again.to_str().unwrap(), "--json"]);
    assert_eq!(w["sheet"], v["sheet"]);
}

#[test]
fn rolls_and_attacks_from_sheets() {
    let path = sheet_file("cruz-roll.toml", CRUZ);
    let p = path.to_str().unwrap();
    let v = json(&line_with(
        "fate --ficha",
        p,
        "--habilidad armas --dados 0000 --dif 3 --json",
    ));
    assert_eq!(
        (v["skill"].clone(), v["effort"].clone()),
        (json!(4), json!(3)),
        "−1 for the consequence"
    );
    let v = json(&line_with(
        "fate --hab 4 --def-ficha",
        p,
        "--def-habilidad Atletismo --dados +000 --dados-def 0000 --json",
    ));
    assert_eq!(v["attack"]["defense"]["effort"], 1);
    assert_eq!(v["attack"]["effect"], json!({"effect": "casilla", "index": 4}));
    assert_eq!(v["attack"]["stress_before"], "x.....");
}

#[test]
fn bad_sheets_say_where() {
    let p = sheet_file("bad.toml", &CRUZ.replace("Armas = 4", "Armas = \"Grandioso\""));
    let e = bad(&["fate", "ficha", p.to_str().unwrap()]);
    assert!(e.contains("habilidades.Armas") && e.contains("Grandioso"), "{e}");
    let p = sheet_file("bad2.toml", &CRUZ.replace("x.....", "x...."));
    assert!(bad(&["fate", "ficha", p.to_str().unwrap()]).contains("estres.salud: el medidor tiene 6 casillas"));
    let p = sheet_file("bad3.json", "{\"nombre\": \"X\", \"fuerza\": 3}");
    assert!(bad(&["fate", "ficha", p.to_str().unwrap()]).contains("no entiende «fuerza»"));
    assert!(bad(&["fate", "ficha", "/no/existe.toml"]).contains("no existe"));
    assert!(bad(&["fate", "--ficha", "x.toml"]).contains("--habilidad"));
    let e = bad(&["--lang", "en", "fate", "ficha", p.to_str().unwrap()]);
    assert!(e.contains("sheet") && e.contains("fuerza"), "{e}");
}

#[test]
fn the_ladder_subcommand_and_plain_rolls_still_work() {
    let v = json(&["fate", "escalera", "--json"]);
    assert_eq!(v["ladder"][0], json!({"value": 8, "word": "Legendario"}));
    assert_eq!(v["ladder"][10], json!({"value": -2, "word": "Terrible"}));
    let v = json(&["fate", "--hab", "3", "--dif", "Bueno", "--dados", "0000", "--json"]);
    assert_eq!(v["outcome"], "exito");
}

#[test]
fn a_sheet_takes_hits_and_spends_points_and_is_saved_only_when_asked() {
    let path = sheet_file("cruz-state.toml", CRUZ);
    let p = path.to_str().unwrap();
    let v = json(&line_with("fate ficha", p, "--golpe 1 --gasta-pp bonificador --json"));
    assert_eq!(
        v["changes"][0],
        json!({"change": "golpe", "taken": {"taken": "casilla", "track": "salud", "index": 2}})
    );
    assert_eq!(
        (
            v["changes"][1]["pp"]["before"].clone(),
            v["changes"][1]["pp"]["after"].clone()
        ),
        (json!(1), json!(0))
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        CRUZ,
        "not saved without --guardar"
    );
    let v = json(&[
        "fate",
        "ficha",
        p,
        "--golpe",
        "9",
        "--descripcion",
        "Costilla rota",
        "--guardar",
        "--json",
    ]);
    assert_eq!(v["changes"][0]["taken"]["consequence"]["gravedad"], "moderada");
    let w = json(&["fate", "ficha", p, "--json"]);
    assert_eq!(w["penalty"], -2, "saved: two consequences now");
    // A failing change saves nothing.
    let before = std::fs::read_to_string(&path).unwrap();
    assert!(bad(&["fate", "ficha", p, "--golpe", "1", "--usa-poder", "Vuelo", "--guardar"]).contains("Vuelo"));
    let e = bad(&line_with(
        "fate ficha",
        p,
        "--gasta-pp bonificador --usa-poder sombra --guardar",
    ));
    assert!(e.contains("--usa-poder: no quedan puntos de poder"), "{e}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    let out = human(&line_with(
        "fate ficha",
        p,
        "--recupera aventura --fin-escena --refresco",
    ));
    assert!(
        out.contains("2 consecuencias quitadas") && out.contains("sin guardar"),
        "{out}"
    );
    assert!(bad(&["fate", "ficha", p, "--recupera", "siesta"]).contains("respiro"));
}

const DUEL: &str = r#"
tipo = "fisico"
intercambios = 6

[reglas]
skill_pyramid = false

[[participantes]]
bando = "héroes"
personaje = { nombre = "Ana", asiento = 0, habilidades = { Alerta = 3, Armas = 4, Atletismo = 3 } }

[[participantes]]
bando = "villanos"
personaje = { nombre = "Cruz", habilidades = { Alerta = 2, Armas = 3, Atletismo = 2, Puños = 1 } }
"#;

/// Every exchange: Ana rolls +4 and Cruz −4 on her attack, both 0 on his.
const DUEL_DICE: &str = "++++ ---- 0000 0000 ++++ ---- 0000 0000 ++++ ---- 0000 0000 ++++ ----";

#[test]
fn a_conflict_file_plays_out_with_typed_dice() {
    let p = sheet_file("duelo.toml", DUEL);
    let p = p.to_str().unwrap();
    let v = json(&["fate", "conflicto", p, "--dados", DUEL_DICE, "--json"]);
    assert_eq!((v["stopped"].clone(), v["exchange"].clone()), (json!("over"), json!(4)));
    assert_eq!(v["standing"], json!(["héroes"]));
    assert_eq!(v["order"], json!(["Ana", "Cruz"]));
    assert_eq!(
        v["sides"][1]["members"][0]["consequences"],
        json!(["leve", "moderada", "grave"])
    );
    assert_eq!(v["sides"][1]["members"][0]["status"], "fuera_de_combate");
    assert_eq!(v["dice_left"], 0);
    assert!(v.get("seed").is_none(), "typed faces consult no RNG");
    let attacks = v["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event"] == "ataque")
        .count();
    assert_eq!(attacks, 7);
    let out = human(&["fate", "conflicto", p, "--dados", DUEL_DICE]);
    for line in [
        "Conflicto físico",
        "Iniciativa: Ana, Cruz",
        "── Intercambio 1 ──",
        "Ana ataca a Cruz: Legendario (+8) contra Pobre (−1) → 9 de estrés",
        "Cruz: consecuencia leve «golpe de Ana»",
        "Cruz FUERA DE COMBATE",
        "Queda un solo bando en pie.",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
    let en = human(&["--lang", "en", "fate", "conflicto", p, "--dados", DUEL_DICE]);
    assert!(
        en.contains("── Exchange 4 ──") && en.contains("TAKEN OUT") && en.contains("Fair (+2)"),
        "{en}"
    );
}

/// Issue 14: each event of the conflict's `--json` log carries its sentences in `said`, the
/// narration's words for that very entry, and the human output prints those lines; an attack,
/// its stress, the consequences (F L233–L241) and the hit that takes out (said by its own line).
#[test]
fn a_conflicts_events_say_the_narrations_lines_in_json_and_in_print() {
    let p = sheet_file("dicho.toml", DUEL);
    let p = p.to_str().unwrap();
    for (lang, attack, hit) in [
        (
            "es",
            "Ana ataca a Cruz: Legendario (+8) contra Pobre (−1) → 9 de estrés",
            "Cruz: consecuencia leve «golpe de Ana»",
        ),
        (
            "en",
            "Ana attacks Cruz: Legendary (+8) against Poor (−1) → 9 stress",
            "Cruz: mild consequence «golpe de Ana»",
        ),
    ] {
        let v = json(&["--lang", lang, "fate", "conflicto", p, "--dados", DUEL_DICE, "--json"]);
        let log = v["log"].as_array().unwrap();
        let said = |kind: &str| log.iter().find(|e| e["event"] == kind).map(|e| e["said"].clone());
        assert_eq!(said("ataque"), Some(json!([attack])), "{lang}");
        assert_eq!(said("golpe"), Some(json!([hit])), "{lang}");
        let out_hit = log.iter().rfind(|e| e["event"] == "golpe").unwrap();
        assert_eq!(
            (&out_hit["taken"]["taken"], &out_hit["said"]),
            (&json!("fuera_de_combate"), &json!([]))
        );
        // The same words as the narration of the entries without them.
        let mut bare = v.clone();
        for e in bare["log"].as_array_mut().unwrap() {
            e.as_object_mut().unwrap().remove("said");
        }
        tirada_narrate::fate::conflict::tell(&mut bare, tirada_narrate::Lang::from_code(Some(lang)));
        assert_eq!(bare, v, "{lang}");
        // The printed log is those lines, in order, after the heading.
        let out = human(&["--lang", lang, "fate", "conflicto", p, "--dados", DUEL_DICE]);
        let lines: Vec<&str> = log
            .iter()
            .flat_map(|e| e["said"].as_array().unwrap())
            .filter_map(Value::as_str)
            .collect();
        let printed: Vec<&str> = out
            .lines()
            .skip(1)
            .take(lines.len())
            .map(|l| l.trim_start_matches([' ', '⇒', '✘', '★']))
            .collect();
        assert_eq!(printed, lines, "{lang}\n{out}");
    }
}

#[test]
fn a_conflict_stops_when_the_dice_run_out_and_goes_on_from_its_save() {
    let p = sheet_file("pausa.toml", DUEL);
    let save = p.with_file_name("pausa.json");
    let (p, s) = (p.to_str().unwrap(), save.to_str().unwrap());
    let (first, rest) = DUEL_DICE.split_at(30);
    let v = json(&["fate", "conflicto", p, "--dados", first, "--guardar", s, "--json"]);
    assert_eq!((v["stopped"].clone(), v["exchange"].clone()), (json!("dice"), json!(2)));
    let out = human(&["fate", "conflicto", s, "--dados", rest]);
    assert!(out.starts_with("(sigue el conflicto en el intercambio 2)"), "{out}");
    assert!(out.contains("Cruz FUERA DE COMBATE"), "{out}");
    // Played in two sittings or in one, the log is the same.
    let v = json(&["fate", "conflicto", s, "--dados", rest, "--json"]);
    let whole = json(&["fate", "conflicto", p, "--dados", DUEL_DICE, "--json"]);
    assert_eq!(v["log"], whole["log"]);
    assert_eq!(v["stopped"], "over");
}

#[test]
fn a_seeded_conflict_repeats_and_exchanges_can_be_capped() {
    let p = sheet_file("semilla.toml", DUEL);
    let p = p.to_str().unwrap();
    let a = json(&["--seed", "5", "fate", "conflicto", p, "--json"]);
    let b = json(&["--seed", "5", "fate", "conflicto", p, "--json"]);
    assert_eq!(a, b);
    assert_eq!(a["seed"], 5);
    let v = json(&[
        "fate",
        "conflicto",
        p,
        "--dados",
        "0000 0000 0000 0000",
        "--intercambios",
        "1",
        "--json",
    ]);
    assert_eq!(
        (v["stopped"].clone(), v["exchange"].clone()),
        (json!("exchanges"), json!(1))
    );
    // Plain rolls are untouched by the subcommand.
    let v = json(&["fate", "--hab", "3", "--dif", "Bueno", "--dados", "+-0+", "--json"]);
    assert_eq!((v["effort"].clone(), v["outcome"].clone()), (json!(4), json!("exito")));
}

#[test]
fn bad_conflicts_say_where() {
    let missing = bad(&["fate", "conflicto", "/no/existe.toml"]);
    assert!(
        missing.contains("no se pudo leer el conflicto") && missing.contains("no existe"),
        "{missing}"
    );
    let p = sheet_file(
        "malo.toml",
        &format!("{DUEL}\n[[acciones]]\nquien = \"Nadie\"\naccion = \"ataque\"\n"),
    );
    let e = bad(&["fate", "conflicto", p.to_str().unwrap()]);
    assert!(
        e.contains("acciones[0].quien: «Nadie» no es ninguno de los participantes"),
        "{e}"
    );
    let p = sheet_file(
        "ficha.toml",
        &DUEL.replace("personaje = { nombre = \"Ana\"", "ficha = \"nada.toml\"\n#"),
    );
    let e = bad(&["fate", "conflicto", p.to_str().unwrap()]);
    assert!(e.contains("ficha «nada.toml»: no existe"), "{e}");
    let p = sheet_file("dados.toml", DUEL);
    let e = bad(&["fate", "conflicto", p.to_str().unwrap(), "--dados", "++++ +-0"]);
    assert!(e.contains("--dados"), "{e}");
    let e = bad(&["fate", "conflicto", p.to_str().unwrap(), "--intercambios", "5000"]);
    assert!(e.contains("1000"), "{e}");
    let e = bad(&[
        "--lang",
        "en",
        "fate",
        "conflicto",
        p.to_str().unwrap().replace("dados", "nope").as_str(),
    ]);
    assert!(e.contains("could not read the conflict"), "{e}");
}

#[test]
fn the_example_conflicts_play() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/fate");
    for name in ["duelo.toml", "muelle.toml"] {
        let p = dir.join(name);
        for seed in ["1", "2", "3"] {
            let v = json(&["--seed", seed, "fate", "conflicto", p.to_str().unwrap(), "--json"]);
            assert!(v["exchange"].as_u64().unwrap() >= 1, "{name}");
            assert!(v["skipped"].as_array().unwrap().is_empty() || name == "muelle.toml");
        }
    }
    let v = json(&["fate", "ficha", dir.join("ana.toml").to_str().unwrap(), "--json"]);
    assert_eq!(v["sheet"]["poderes"][3]["recuperacion_rapida"], 1);
}
