//! The one translator of serde's and TOML's complaints (`tirada_dice::complaint`): each shape of
//! message becomes a sentence in each language naming the field and what it takes, never
//! serde's English; and each reader that used to have its own copy (the play layer's requests,
//! Hitos' and PORTAL's sheets, CHASIS' files, Fate's files) still says a bad file in one
//! sentence.

use serde::Deserialize;
use serde_json::json;
use tirada_dice::complaint::complaint;
use tirada_dice::{Worded, Words};
use tirada_narrate::{error, refusal, say, Lang};

fn both(w: &Words) -> (String, String) {
    (say(w, Lang::Es), say(w, Lang::En))
}

/// A complaint about the request, in Spanish and in English, with the field it names.
fn said(path: &str, text: &str) -> (Option<String>, String, String) {
    let c = complaint(path, text, Words::key("thing-request"));
    let (es, en) = both(&c.words);
    (c.field, es, en)
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Ask {
    dif: Option<i32>,
    dado: Option<Die>,
    partes: Option<Vec<Part>>,
    par: Option<(u8, u8)>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Die {
    Superior,
    Medio,
    Inferior,
}

#[derive(Debug, Deserialize)]
#[allow(dead_code)]
struct Part {
    nombre: String,
}

/// serde_json's own message and path for `v`.
fn serde_of(v: serde_json::Value) -> (String, String) {
    let e = serde_path_to_error::deserialize::<_, Ask>(v).unwrap_err();
    (e.path().to_string(), e.inner().to_string())
}

#[test]
fn each_shape_of_serdes_complaint_reads_in_spanish_and_in_english() {
    let (path, text) = serde_of(json!({"dif": "alta"}));
    assert_eq!(
        said(&path, &text),
        (
            Some("dif".into()),
            "«dif» debe ser un número entero, no «alta»".into(),
            "'dif' must be a whole number, not 'alta'".into()
        )
    );
    let (path, text) = serde_of(json!({"dado": "lateral"}));
    let (_, es, en) = said(&path, &text);
    assert_eq!(es, "«dado» no admite «lateral»: se admite superior, medio o inferior");
    assert_eq!(
        en,
        "'dado' does not take 'lateral': it takes superior, medio or inferior"
    );
    let (path, text) = serde_of(json!({"colores": 1}));
    let (field, es, en) = said(&path, &text);
    assert_eq!(field.as_deref(), Some("colores"));
    assert_eq!(
        es,
        "la petición no entiende «colores»: se admite dif, dado, partes o par"
    );
    assert_eq!(
        en,
        "the request does not understand 'colores': it takes dif, dado, partes or par"
    );
    let (path, text) = serde_of(json!({"partes": [{"nombre": "a"}, {}]}));
    let (field, es, en) = said(&path, &text);
    assert_eq!(field.as_deref(), Some("partes[1].nombre"));
    assert_eq!(es, "falta «nombre» en la petición");
    assert_eq!(en, "'nombre' is missing from the request");
    let (path, text) = serde_of(json!({"par": [1]}));
    let (_, es, en) = said(&path, &text);
    assert_eq!(es, "«par» debe ser una lista de 2 elementos, no 1");
    assert_eq!(en, "'par' must be a list of 2 items, not 1");
    let (path, text) = serde_of(json!([1]));
    let (field, es, en) = said(&path, &text);
    assert_eq!(field, None);
    assert_eq!(es, "la petición debe ser un objeto con sus claves, no una lista");
    assert_eq!(en, "the request must be an object with its keys, not a list");
    let (path, text) = serde_of(json!({"dif": null, "partes": 3}));
    assert_eq!(said(&path, &text).1, "«partes» debe ser una lista, no 3");
    // TOML's own: a duplicate key, a syntax error (its line is said by the caller).
    let (_, es, en) = said("", "duplicate key `nombre` in document root");
    assert_eq!(es, "la petición no se puede leer: la escritura no es válida");
    assert_eq!(en, "the request cannot be read: it is not written validly");
    let (_, es, _) = said("", "duplicate field `nombre`");
    assert_eq!(es, "«nombre» aparece dos veces en la petición");
    let (_, es, en) = said("", "EOF while parsing an object at line 1 column 9");
    assert_eq!(
        es,
        "la petición no se puede leer: se corta antes de terminar, ¿se copió entero?"
    );
    assert_eq!(
        en,
        "the request cannot be read: it ends before it is finished; was it copied whole?"
    );
    // One listed value is said alone; none is «nada».
    let (_, es, en) = said("tipo", "unknown variant `x`, expected `normal`");
    assert_eq!(
        (es.as_str(), en.as_str()),
        (
            "«tipo» no admite «x»: se admite normal",
            "'tipo' does not take 'x': it takes normal"
        )
    );
    let (_, es, _) = said("", "unknown field `x`, there are no fields");
    assert_eq!(es, "la petición no entiende «x»: se admite nada");
}

#[test]
fn a_type_of_ours_says_why_in_its_own_message() {
    let carried = Words::key("play-hitos-die").arg("given", "X");
    let text = format!("{} at line 1 column 3", carried.in_complaint());
    let (field, es, en) = said("dado", &text);
    assert_eq!(field.as_deref(), Some("dado"));
    assert_eq!(es, "«X» no es un dado; usa m, C, M o una suma como mC, CM, mCM");
    assert_eq!(en, "'X' is not a die; use m, C, M or a sum like mC, CM, mCM");
    // A visitor's `expecting` carried the same way.
    let w = Words::key("serde-expect-faces").in_complaint();
    let (_, es, en) = said("dados", &format!("invalid type: boolean `true`, expected {w}"));
    assert_eq!(es, "«dados» debe ser una lista de caras, como [5,3,1], no true");
    assert_eq!(en, "'dados' must be a list of faces, like [5,3,1], not true");
}

/// Former caller 1: the play layer's requests (crates/play/src/request.rs).
#[test]
fn a_bad_request_at_the_table_is_one_sentence() {
    let e = tirada_play::request::read::<tirada_play::hitos::request::HitosRequest>(
        &json!({"car": "mucho"}),
        Words::key("thing-roll").arg("system", "Hitos"),
    )
    .unwrap_err();
    assert_eq!(refusal(&e, Lang::Es), "«car» debe ser un número entero, no «mucho»");
    assert_eq!(refusal(&e, Lang::En), "'car' must be a whole number, not 'mucho'");
}

/// Former caller 2: Hitos' and PORTAL's sheets (crates/rules/src/sheet_file.rs).
#[test]
fn a_bad_hitos_or_portal_sheet_names_its_line() {
    let e = tirada_rules::hitos::Sheet::from_toml("nombre = \"A\"\ncolor = 3\n").unwrap_err();
    assert!(
        error(&e, Lang::Es).starts_with("ficha, línea 2: la ficha no entiende «color»"),
        "{}",
        error(&e, Lang::Es)
    );
    assert!(
        error(&e, Lang::En).starts_with("sheet, line 2: the sheet does not understand 'color'"),
        "{}",
        error(&e, Lang::En)
    );
    let rules = tirada_rules::portal::Rules::default();
    let e = tirada_rules::portal::Character::from_toml("nombre = \"A\"\nfortalezas = 3\n", &rules).unwrap_err();
    let (es, en) = (error(&e, Lang::Es), error(&e, Lang::En));
    assert!(
        es.starts_with("ficha, línea 2: la ficha debe ser una lista, no 3"),
        "{es}"
    );
    assert!(en.starts_with("sheet, line 2: the sheet must be a list, not 3"), "{en}");
}

/// Former caller 3: CHASIS' rulesets and sheets (crates/rules/src/chasis/file.rs).
#[test]
fn a_bad_chasis_file_names_its_line_and_section() {
    let e = tirada_rules::chasis::Ruleset::from_toml("dados = \"2d12\"\n[apertura]\ntipo = \"gemelas\"\n").unwrap_err();
    assert_eq!(
        error(&e, Lang::Es),
        "línea 3: en [apertura], el fichero no admite «gemelas»: se admite ninguna, gemela, tope, media, sobredecima o personalizada"
    );
    assert_eq!(
        error(&e, Lang::En),
        "line 3: in [apertura], the file does not take 'gemelas': it takes ninguna, gemela, tope, media, sobredecima or personalizada"
    );
    let e = tirada_rules::chasis::Ruleset::from_toml("dados = \"2x12\"\n").unwrap_err();
    assert!(
        error(&e, Lang::En).contains("'2x12' is not a base roll"),
        "{}",
        error(&e, Lang::En)
    );
}

/// Former caller 4: Fate's sheets and conflicts (crates/rules/src/fate/character/sheet.rs).
#[test]
fn a_bad_fate_sheet_names_its_line() {
    let e = tirada_rules::fate::Sheet::from_toml("nombre = \"Ana\"\nrefresco = \"dos\"\n").unwrap_err();
    assert_eq!(
        error(&e, Lang::Es),
        "línea 2: la hoja de Fate debe ser un número entero, no «dos»"
    );
    assert_eq!(
        error(&e, Lang::En),
        "line 2: the Fate sheet must be a whole number, not 'dos'"
    );
    let w = e.words();
    assert!(
        !format!("{w}").contains("invalid type") && !format!("{w}").contains("i64"),
        "{w}"
    );
}
