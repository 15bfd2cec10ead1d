//! A file brought in that tirada cannot take (another program's, cut off, another system's, or
//! a sheet its engine refuses) is one sentence on `fichero`, in each language, with no parser
//! text.

mod common;
use common::Said;
use tirada_play::import::import;
use tirada_play::System;

const FARI: &str = include_str!("../../../examples/import/fari-fate.json");
const FOUNDRY: &str = include_str!("../../../examples/import/foundry-hitos.json");

#[test]
fn another_format_a_cut_file_and_another_system_are_one_sentence_each() {
    let cut = &FARI[..FARI.len() / 2];
    let dnd = FARI.replace("\"4dF\"", "\"1d20\"");
    let other_foundry = r#"{"name": "Grog", "type": "character", "system": {"abilities": {"str": {"value": 18}}}, "_stats": {"systemId": "dnd5e"}}"#;
    let vehicle = FOUNDRY.replacen("\"type\": \"character\"", "\"type\": \"vehicle\"", 1);
    for (file, table, es, en) in [
        (
            "nombre = \"Ana\"\n",
            None,
            "no es un personaje de Fari",
            "neither a Fari character",
        ),
        (
            "{\"hola\": 1}",
            None,
            "no es un personaje de Fari",
            "neither a Fari character",
        ),
        (cut, None, "se corta antes de terminar", "ends before its JSON does"),
        (
            dnd.as_str(),
            None,
            "de otro juego (sus habilidades tiran 1d20)",
            "roll 1d20",
        ),
        (
            other_foundry,
            None,
            "otro sistema («dnd5e»)",
            "another Foundry system ('dnd5e')",
        ),
        (vehicle.as_str(), None, "de tipo «vehicle»", "of type 'vehicle'"),
        (
            FARI,
            Some(System::Hitos),
            "es un personaje de Fate «La Escalera» y esta mesa juega Hitos",
            "this table plays Hitos",
        ),
        (
            FOUNDRY,
            Some(System::Portal),
            "esta mesa juega PORTAL",
            "this table plays PORTAL",
        ),
    ] {
        let e = import(file, table).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("fichero"));
        assert!(e.message().contains(es), "{}", e.message());
        assert!(e.english().contains(en), "{}", e.english());
        assert!(
            !e.message().contains("line ") && !e.message().contains("column"),
            "no parser text: {}",
            e.message()
        );
    }
    // A sheet the engine refuses says so in its words, behind the import's.
    let bad = FOUNDRY.replace("\"value\": 7,", "\"value\": 70,");
    let e = import(&bad, None).unwrap_err();
    assert!(
        e.message()
            .starts_with("la ficha traída no vale en tirada: en la hoja, "),
        "{}",
        e.message()
    );
}
