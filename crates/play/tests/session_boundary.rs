//! The books' boundaries between sessions (issue 32) applied to typed characters through the
//! play layer, one test per book rule with its line.

mod common;
use common::Said;

use serde_json::{json, Value};
use tirada_play::session::{apply, Boundary};
use tirada_play::{Character, System};

/// The state after the boundary, and the reasons of its steps.
fn ended(system: System, ruleset: &Value, c: &Character, b: &Boundary) -> (Value, Vec<String>) {
    let steps = apply(system, ruleset, c, b).unwrap();
    let reasons = steps.iter().map(|(s, _)| s.reason.clone()).collect();
    let state = steps.last().map_or_else(|| c.state.clone(), |(_, st)| st.clone());
    (state, reasons)
}

fn rosa(state: Value) -> Character {
    common::portal_character(
        json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}], "estado": state}),
    )
}

/// B866: a Character Point at the end of each session and another at its start, for a
/// protagonist; S57 (the summary's profile): the partial uses of a Fortaleza come back.
#[test]
fn b866_portal_gives_a_point_at_the_end_and_the_start_and_s57_gives_back_partial_uses() {
    let c = rosa(json!({"pp": 1, "usos_parciales": {"Espada": 2}}));
    let (after, reasons) = ended(System::Portal, &json!({"perfil": "resumen"}), &c, &Boundary::default());
    assert_eq!(after["pp"], 3, "{after}");
    assert!(after.get("usos_parciales").is_none(), "{after}");
    assert_eq!(
        reasons,
        [
            "final de la sesión (S57)",
            "final de la sesión (B866)",
            "inicio de la sesión (B866)"
        ]
    );
    // The GM may leave the points out (a setting with the book's default).
    let b = Boundary {
        pp_sesion: false,
        ..Boundary::default()
    };
    assert_eq!(ended(System::Portal, &json!({"perfil": "resumen"}), &c, &b).0["pp"], 1);
}

/// B498: under the book's profile the partial uses count per adventure, so a session's end
/// keeps them; the adventure's end (B574, B854) gives them back with the story's points.
#[test]
fn b574_portal_partial_uses_per_adventure_come_back_only_when_it_ends() {
    let c = rosa(json!({"pp": 1, "usos_parciales": {"Espada": 1}}));
    let libro = json!({"perfil": "libro"});
    let (after, _) = ended(System::Portal, &libro, &c, &Boundary::default());
    assert_eq!(after["usos_parciales"]["Espada"], 1, "{after}");
    let adventure = Boundary {
        aventura: true,
        ..Boundary::default()
    };
    let (after, reasons) = ended(System::Portal, &libro, &c, &adventure);
    assert!(after.get("usos_parciales").is_none(), "{after}");
    assert_eq!(
        after["pp"], 3,
        "one point as the story ends, one as the next begins: {after}"
    );
    assert_eq!(reasons, ["final del relato (B574)", "inicio del relato (B574)"]);
}

/// Rita, with a pool of 3 and a refresh rate of 2 (L81).
fn rita(pp: u32) -> Character {
    common::character(
        System::Fate,
        "c",
        json!({"nombre": "Rita", "pp": pp, "pp_max": 3, "refresco": 2, "habilidades": {"Pelear": 3}}),
    )
}

/// F79: power points come back between sessions with a refresh, which the GM may withhold
/// when the adventure stopped mid-action.
#[test]
fn f79_fate_refreshes_power_points_unless_the_gm_withholds_it() {
    let c = rita(0);
    let (after, reasons) = ended(System::Fate, &json!({}), &c, &Boundary::default());
    assert_eq!(after["pp"], 2, "{after}");
    assert_eq!(reasons, ["refresco entre sesiones (F79)"]);
    let withheld = Boundary {
        refresco: false,
        ..Boundary::default()
    };
    let (after, reasons) = ended(System::Fate, &json!({}), &c, &withheld);
    assert_eq!(after["pp"], 0);
    assert!(reasons.is_empty());
}

/// F275 and F279: a new adventure clears the consequences; a session that follows with no time
/// between starts with each one a level lighter (a leve goes at once).
#[test]
fn f275_f279_fate_consequences_recover_over_sessions_and_adventures() {
    let mut c = rita(1);
    let hit = json!({"evento": "golpe", "stress": 1, "track": "serenidad", "reason": "insulto",
                     "absorb": {"absorb": "consecuencia"}, "description": "Humillada"});
    c.state = tirada_play::change_state(System::Fate, &json!({}), &c, &hit).unwrap();
    assert_eq!(c.state["consecuencias"].as_array().unwrap().len(), 1);
    let (after, _) = ended(System::Fate, &json!({}), &c, &Boundary::default());
    assert_eq!(
        after["consecuencias"].as_array().unwrap().len(),
        1,
        "a plain session keeps it"
    );
    for (b, rule) in [
        (
            Boundary {
                sin_descanso: true,
                ..Boundary::default()
            },
            "F279",
        ),
        (
            Boundary {
                aventura: true,
                ..Boundary::default()
            },
            "F275",
        ),
    ] {
        let (after, reasons) = ended(System::Fate, &json!({}), &c, &b);
        assert!(after["consecuencias"].as_array().unwrap().is_empty(), "{rule}: {after}");
        assert!(reasons[0].ends_with(&format!("({rule})")), "{reasons:?}");
    }
}

/// H103: every character starts each session with as many drama points as its Drama.
#[test]
fn h103_hitos_drama_points_come_back_at_the_start_of_a_session() {
    let sheet = json!({"nombre": "Ana", "drama": 2, "puntos_dramaticos": 0,
        "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}});
    let c = common::character(System::Hitos, "c", sheet);
    let (after, reasons) = ended(System::Hitos, &json!({}), &c, &Boundary::default());
    assert_eq!(after["puntos_dramaticos"], 2, "{after}");
    assert_eq!(reasons, ["inicio de la sesión (H103)"]);
}

/// H147, H149: the temporary aspects and secuelas of a scene or a session go at the start of
/// the next (a permanent secuela and one lasting until healthy stay); H139: an aspect exhausted
/// until the next session comes back, one exhausted until the next story waits for the story's
/// end. Each is its own state event with its reason.
#[test]
fn h139_h147_hitos_session_aspects_go_and_exhausted_ones_come_back() {
    let sheet = json!({"nombre": "Ana", "drama": 2, "puntos_dramaticos": 0,
        "concepto": "Detective de homicidios", "rasgos": ["Mirada de búho", "Terca"],
        "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3},
        "aspectos_temporales": [{"texto": "Empapada", "duracion": "escena"},
                                {"texto": "Sordera por la explosión", "duracion": "sesion"}],
        "secuelas": [{"texto": "Costilla rota", "duracion": "sesion"},
                     {"texto": "Cicatriz", "permanente": true},
                     {"texto": "Malherida", "duracion": "hasta_sano"}],
        "agotados": [{"aspecto": "Mirada de búho", "hasta": "sesion"},
                     {"aspecto": "Terca", "hasta": "historia"}]});
    let c = common::character(System::Hitos, "c", sheet);
    let texts = |st: &Value, key: &str| -> Vec<String> {
        st[key]
            .as_array()
            .into_iter()
            .flatten()
            .map(|t| t["texto"].as_str().or(t["aspecto"].as_str()).unwrap().to_string())
            .collect()
    };
    let (after, reasons) = ended(System::Hitos, &json!({}), &c, &Boundary::default());
    assert!(texts(&after, "aspectos_temporales").is_empty(), "{after}");
    assert_eq!(texts(&after, "secuelas"), ["Cicatriz", "Malherida"]);
    assert_eq!(texts(&after, "agotados"), ["Terca"], "until the next story (H139)");
    assert_eq!(after["puntos_dramaticos"], 2);
    assert_eq!(
        reasons,
        [
            "aspecto temporal: desaparece al empezar la sesión siguiente (H149)",
            "aspecto temporal: desaparece al empezar la sesión siguiente (H149)",
            "aspecto temporal: desaparece al empezar la sesión siguiente (H149)",
            "agotado hasta la sesión siguiente (H139)",
            "inicio de la sesión (H103)"
        ]
    );
    // The story's end gives back the aspects exhausted until the next story too.
    let story = Boundary {
        aventura: true,
        ..Boundary::default()
    };
    let (after, reasons) = ended(System::Hitos, &json!({}), &c, &story);
    assert!(texts(&after, "agotados").is_empty(), "{after}");
    assert_eq!(
        &reasons[3..5],
        [
            "agotado hasta la sesión siguiente (H139)",
            "agotado hasta la historia siguiente (H139)"
        ]
    );
    // Each step is a state event the GM can undo with another: exhausted again until the story.
    let mut back = c.clone();
    back.state = after;
    let undo = json!({"evento": "agotar", "aspect": "Terca", "until": "historia", "reason": "no acabó la historia"});
    let st = tirada_play::change_state(System::Hitos, &json!({}), &back, &undo).unwrap();
    assert_eq!(st["agotados"], json!([{"aspecto": "Terca", "hasta": "historia"}]));
    let undo = json!({"evento": "secuela", "aspect": "Costilla rota", "duration": "sesion", "reason": "deshecho"});
    let st = tirada_play::change_state(System::Hitos, &json!({}), &back, &undo).unwrap();
    assert_eq!(
        st["secuelas"][2],
        json!({"texto": "Costilla rota", "permanente": false, "duracion": "sesion"})
    );
    // An aspect that is not the sheet's own is refused, with the book line.
    let bad = json!({"evento": "agotar", "aspect": "Bigote", "reason": "x"});
    let e = tirada_play::change_state(System::Hitos, &json!({}), &back, &bad).unwrap_err();
    assert!(e.message().contains("L141"), "{e:?}");
}

/// C985–C992: the transient qualities counted per session run down at its end; those counted
/// per saga, when the saga ends (which ends its session too).
#[test]
fn c985_chasis_transient_qualities_run_down_by_session_and_saga() {
    let toml = "nombre = \"Gilius\"\ncapacidades = [{ nombre = \"Ataque con Hacha\", puntuacion = 3 }]\n\
                [[estado.transitorias]]\nnombre = \"Cojera\"\ntipo = \"incapacidad\"\npuntuacion = -2\n\
                afecta = [\"Ataque con Hacha\"]\ncaduca = { lapso = \"sesion\", quedan = 1 }\nmotivo = \"herida\"\n\
                [[estado.transitorias]]\nnombre = \"Miedo\"\ntipo = \"incapacidad\"\npuntuacion = -1\n\
                afecta = [\"Ataque con Hacha\"]\ncaduca = { lapso = \"saga\", quedan = 1 }\nmotivo = \"caída\"\n";
    let c = common::character(System::Chasis, "c", json!({ "toml": toml }));
    let names = |st: &Value| -> Vec<String> {
        st["transitorias"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|t| t["nombre"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&c.state), ["Cojera", "Miedo"]);
    let (after, reasons) = ended(System::Chasis, &json!({}), &c, &Boundary::default());
    assert_eq!(names(&after), ["Miedo"], "{after}");
    assert_eq!(reasons, ["final de la sesión (C985)"]);
    let saga = Boundary {
        aventura: true,
        ..Boundary::default()
    };
    assert!(names(&ended(System::Chasis, &json!({}), &c, &saga).0).is_empty());
}

/// MIRILLA's characters keep no state at the table: a session's end changes nothing.
#[test]
fn mirilla_characters_are_left_as_they_are() {
    let c = common::character(System::Mirilla, "c", json!({"nombre": "Vera"}));
    assert!(apply(System::Mirilla, &json!({}), &c, &Boundary::default())
        .unwrap()
        .is_empty());
}

/// The GM's choice is read strictly: a word it does not know is one sentence naming it.
#[test]
fn an_unknown_choice_is_one_sentence() {
    let e = Boundary::read(Some(&json!({"refrescos": true}))).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("fin"));
    assert!(e.message().contains("refrescos"), "{e:?}");
    assert_eq!(Boundary::read(None).unwrap(), Boundary::default());
}

/// Issue 32: a character carried to another table of its system arrives as it left — its
/// sheet with its state written in, checked there as any new sheet.
#[test]
fn a_carried_character_arrives_with_its_state() {
    let mut rosa = rosa(json!({"pp": 1}));
    rosa.state = tirada_play::change_state(
        System::Portal,
        &json!({}),
        &rosa,
        &json!({"evento": "malestar", "count": 2, "reason": "frío"}),
    )
    .unwrap();
    let mut rita = rita(1);
    let hit = json!({"evento": "golpe", "stress": 2, "track": "salud", "reason": "puñetazo"});
    rita.state = tirada_play::change_state(System::Fate, &json!({}), &rita, &hit).unwrap();
    let ana = common::character(
        System::Hitos,
        "c",
        json!({"nombre": "Ana", "drama": 2, "puntos_dramaticos": 1,
               "caracteristicas": {"fortaleza": 3, "reflejos": 3, "intelecto": 3, "voluntad": 3}}),
    );
    let gilius = common::character(
        System::Chasis,
        "c",
        json!({"toml": tirada_play::sheets::example(System::Chasis).unwrap()}),
    );
    let mut gilius_hurt = gilius.clone();
    gilius_hurt.state = tirada_play::change_state(
        System::Chasis,
        &json!({}),
        &gilius,
        &json!({"evento": "dano", "pd": 3, "reason": "hachazo"}),
    )
    .unwrap();
    let vera = common::character(System::Mirilla, "c", json!({"nombre": "Vera", "notas": "ladrona"}));
    for (system, c) in [
        (System::Portal, &rosa),
        (System::Fate, &rita),
        (System::Hitos, &ana),
        (System::Chasis, &gilius_hurt),
        (System::Mirilla, &vera),
    ] {
        let sheet = tirada_play::session::carried(system, c).unwrap();
        let (name, _, state) = tirada_play::new_sheet(system, &json!({}), &sheet).unwrap();
        assert_eq!((name.as_str(), &state), (c.name.as_str(), &c.state), "{system:?}");
    }
}
