//! The CHASIS request as one type (issue 24): the table's JSON and the CLI's flags read into
//! `ChasisRequest`; a sheet's attribute, with the transient qualities on it, joins the modifier
//! at the table as in the CLI; bad input is one sentence naming its field.

mod common;
use common::Said;

use serde_json::{json, Value};
use tirada_play::chasis::request::{Automatic, ChasisRequest, Modifier};
use tirada_play::model::System;
use tirada_play::request::read;
use tirada_play::seed::Seed;

fn req(v: Value) -> ChasisRequest {
    read(&v, tirada_play::Words::key("thing-roll").arg("system", "CHASIS")).unwrap()
}

#[test]
fn every_form_a_request_takes_reads_into_one_type_and_back() {
    let r = req(
        json!({"mod": "+1d6", "dif": 15, "energia": {"enfasis_mod": 2}, "dados": "7,9",
                       "gradual": "pro", "automatico": false}),
    );
    assert_eq!(r.modifier, Some(Modifier::Text("+1d6".into())));
    assert_eq!(r.automatico, None);
    assert_eq!(r.check().energy.emphasis_mod, 2);
    assert_eq!(req(json!({"mod": 2})).check().modifier, "2");
    assert_eq!(req(json!({"automatico": true})).automatico, Some(Automatic::Success));
    assert!(req(json!({"automatico": "fallo"})).gm_decides());
    let stored = serde_json::to_value(&r).unwrap();
    assert_eq!(req(stored), r);
}

#[test]
fn bad_input_is_one_sentence_naming_its_field() {
    let bad = |v| read::<ChasisRequest>(&v, tirada_play::Words::key("thing-roll").arg("system", "CHASIS")).unwrap_err();
    let e = bad(json!({"automatico": "quizás"}));
    assert_eq!(e.field.as_deref(), Some("automatico"));
    assert!(
        e.message().contains("«quizás» no es un resultado automático"),
        "{}",
        e.message()
    );
    let e = bad(json!({"gradual": "medio"}));
    assert_eq!(e.field.as_deref(), Some("gradual"));
    assert!(!e.message().contains("expected"), "{}", e.message());
    let e = bad(json!({"volar": 1}));
    assert_eq!(e.field.as_deref(), Some("volar"));
    let e = req(json!({"irrealizar": true, "neutro_a_fallo": true}))
        .decisions()
        .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("irrealizar"));
}

/// C988: the DJ writes transient qualities on the sheet, and they weigh on the checks they
/// touch — at the table as in `tirada chasis --ficha … --atributo` (which gives 17 for these
/// dice, `t51_transient_qualities_weigh_on_the_check`): «Ataque con Hacha» +3 with «Cojera» −2
/// is a modifier of 1.
#[test]
fn a_sheets_attribute_takes_its_transient_qualities_at_the_table_c988() {
    let toml = "nombre = \"Gilius\"\ncapacidades = [{ nombre = \"Ataque con Hacha\", puntuacion = 3 }]\n\
                [[estado.transitorias]]\nnombre = \"Cojera\"\ntipo = \"incapacidad\"\npuntuacion = -2\n\
                afecta = [\"Ataque con Hacha\"]\ncaduca = { lapso = \"dia\", quedan = 1 }\nmotivo = \"herida de hacha\"\n";
    let gilius = common::character(System::Chasis, "c", json!({ "toml": toml }));
    let asked = json!({"atributo": "Ataque con Hacha", "dados": [7, 9]});
    let r = tirada_play::roll(System::Chasis, &json!({}), &asked, Some(&gilius), &Seed([0; 32]), 1).unwrap();
    assert_eq!(
        (r.roll["total"].clone(), r.roll["modifier"]["expression"].clone()),
        (json!(17), json!("1"))
    );
    assert_eq!(
        r.request,
        json!({"mod": "1", "dados": [7, 9]}),
        "the log alone recomputes it"
    );
    let e = tirada_play::roll(System::Chasis, &json!({}), &asked, None, &Seed([0; 32]), 1).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("atributo"));
}

/// Issue 25 point 16: a state event (C1294, damage) without its `reason` is one Spanish
/// sentence naming the key, not serde's English, and changes nothing.
#[test]
fn a_state_event_without_its_reason_is_one_sentence_c1294() {
    let c = common::character(
        System::Chasis,
        "c",
        json!({"toml": tirada_play::sheets::example(System::Chasis).unwrap()}),
    );
    let e = tirada_play::change_state(System::Chasis, &json!({}), &c, &json!({"evento": "dano", "pd": 3})).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("event"), "{e:?}");
    assert!(e.message().contains("falta «reason»"), "{e:?}");
    assert!(!e.message().contains("missing field"), "{e:?}");
    // The English reader's sentence (the table in English).
    assert_eq!(e.english(), "'reason' is missing from the event");
    let ok = tirada_play::change_state(
        System::Chasis,
        &json!({}),
        &c,
        &json!({"evento": "dano", "pd": 3, "reason": "un tajo"}),
    );
    assert!(ok.is_ok(), "{ok:?}");
}
