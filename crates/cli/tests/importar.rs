//! `tirada importar FILE` (issue #27, «Bring your characters»): a Fari character and a Foundry
//! Hitos actor, written by hand from those programs' formats, become tirada sheets that the
//! systems' own `ficha` commands read back; another format, a cut-off file and a character of
//! another system are one sentence each.

mod common;

use common::*;

const FARI: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/import/fari-fate.json");
const FOUNDRY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/import/foundry-hitos.json");

#[test]
fn each_format_prints_a_sheet_its_system_reads_and_says_what_it_mapped_and_dropped() {
    for (file, system, name, mapped, dropped) in [
        (
            FARI,
            "fate",
            "Lucía Ferrer",
            "habilidades: Atletismo 3, Engañar 2, Pelear 1",
            "«Proeza #1»",
        ),
        (
            FOUNDRY,
            "hitos",
            "Jakar el sabio",
            "características: fortaleza 3, reflejos 4, voluntad 5, intelecto 7",
            "objeto «Vela»",
        ),
    ] {
        let out = human(&["importar", file]);
        assert!(
            out.contains(&format!("# Pasa a la ficha:\n#   nombre: «{name}»")),
            "{out}"
        );
        assert!(
            out.contains(mapped) && out.contains("# Se queda fuera:") && out.contains(dropped),
            "{out}"
        );
        // Saved as it is, the output is a sheet file its system's `ficha` reads.
        let path = temp_file("importar", &format!("{system}.toml"), &out);
        let read = json(&[system, "ficha", path.to_str().unwrap(), "--json"]);
        let read_name = read["name"].as_str().or(read["sheet"]["nombre"].as_str());
        assert_eq!(read_name, Some(name), "{read}");
        let v = json(&["importar", file, "--json", "--lang", "en", "--sistema", system]);
        assert_eq!((v["system"].as_str(), v["name"].as_str()), (Some(system), Some(name)));
        assert!(
            v["mapped"]
                .as_array()
                .unwrap()
                .iter()
                .any(|m| m.as_str().unwrap().starts_with("name: ")),
            "{v}"
        );
        assert!(!v["dropped"].as_array().unwrap().is_empty() && v["toml"].is_string());
    }
}

#[test]
fn another_format_a_cut_file_and_another_system_are_refused_in_one_sentence() {
    let text = std::fs::read_to_string(FARI).unwrap();
    let cut = temp_file("importar", "cut.json", &text[..text.len() / 3]);
    let sheet = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/fate/ana.toml");
    for (args, said) in [
        (
            vec!["importar", sheet],
            "no es un personaje de Fari (JSON) ni un actor del sistema Hitos de Foundry",
        ),
        (vec!["importar", cut.to_str().unwrap()], "se corta antes de terminar"),
        (
            vec!["importar", FARI, "--sistema", "hitos"],
            "es un personaje de Fate «La Escalera» y esta mesa juega Hitos",
        ),
        (
            vec!["importar", FARI, "--sistema", "dnd"],
            "--sistema: «dnd» no es un sistema",
        ),
        (vec!["importar", "/no/such.json"], "no se pudo leer el fichero"),
    ] {
        let err = bad(&args);
        assert!(err.contains(said), "{args:?}: {err}");
    }
    let err = bad(&["importar", cut.to_str().unwrap(), "--lang", "en"]);
    assert!(err.contains("the file ends before its JSON does"), "{err}");
}
