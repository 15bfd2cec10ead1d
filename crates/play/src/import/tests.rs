use super::*;

const FARI: &str = include_str!("../../../../examples/import/fari-fate.json");
const FOUNDRY: &str = include_str!("../../../../examples/import/foundry-hitos.json");

fn says(notes: &[Note], es: &str) -> bool {
    notes.iter().any(|n| n.es.contains(es))
}

#[test]
fn a_fari_fate_character_becomes_a_la_escalera_sheet_and_says_what_it_left() {
    let i = import(FARI, Some(System::Fate)).unwrap();
    assert_eq!(
        (i.format, i.system, i.name.as_str()),
        (Format::Fari, System::Fate, "Lucía Ferrer")
    );
    assert_eq!(
        i.sheet["habilidades"],
        serde_json::json!({"Atletismo": 3, "Engañar": 2, "Pelear": 1})
    );
    assert_eq!(i.sheet["refresco"], 3);
    assert_eq!(i.sheet["consecuencias"][0]["gravedad"], "leve");
    assert_eq!(i.sheet["consecuencias"][0]["descripcion"], "Tobillo torcido");
    assert!(
        says(&i.mapped, "habilidades: Atletismo 3, Engañar 2, Pelear 1"),
        "{:?}",
        i.mapped
    );
    for left in [
        "Contrabandista con conciencia",
        "Conozco cada muelle",
        "«Puntos de Destino» (Puntos de Destino): 2",
        "casillas marcadas: 1",
    ] {
        assert!(says(&i.dropped, left), "{left}: {:?}", i.dropped);
    }
    // The TOML it prints is a sheet the engine reads back to the same.
    let again = crate::new_sheet(
        System::Fate,
        &serde_json::json!({}),
        &serde_json::json!({"toml": i.toml}),
    )
    .unwrap();
    assert_eq!(again.1, i.sheet, "{}", i.toml);
}

#[test]
fn a_foundry_hitos_actor_becomes_a_hitos_sheet() {
    let i = import(FOUNDRY, None).unwrap();
    assert_eq!(
        (i.format, i.system, i.name.as_str()),
        (Format::FoundryHitos, System::Hitos, "Jakar el sabio")
    );
    let s = &i.sheet;
    assert_eq!(s["tipo"], "pj");
    assert_eq!(s["caracteristicas"]["intelecto"], 7);
    assert_eq!(s["caracteristicas"]["fortaleza"], 3);
    let skills: Vec<(&str, i64)> = s["habilidades"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["nombre"].as_str().unwrap(), h["valor"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        skills,
        [
            ("Combate", 3),
            ("Percepción", 2),
            ("Cultura", 6),
            ("Ratón de biblioteca", 4)
        ]
    );
    assert_eq!(s["hitos"][0], "Quemó la biblioteca de su maestro");
    assert_eq!(s["agotados"][0]["aspecto"], "Quemó la biblioteca de su maestro");
    assert_eq!(s["complicaciones"][0], "Curioso hasta la imprudencia");
    assert_eq!(s["drama"], 3);
    assert_eq!(s["armas"][0]["dano"], "C/M");
    assert_eq!(s["protecciones"][0]["rd"], 1);
    assert!(says(&i.dropped, "objeto «Vela»"), "{:?}", i.dropped);
    assert!(says(&i.dropped, "Resistencia: el daño marcado"), "{:?}", i.dropped);
    let again = crate::new_sheet(
        System::Hitos,
        &serde_json::json!({}),
        &serde_json::json!({"toml": i.toml}),
    )
    .unwrap();
    assert_eq!(again.1, i.sheet, "{}", i.toml);
}

/// Each refusal's sentences in both languages: tests/import_refusals.rs.
#[test]
fn another_format_a_cut_file_and_another_system_are_one_refusal_each() {
    let cut = &FARI[..FARI.len() / 2];
    for (file, table, key) in [
        ("nombre = \"Ana\"\n", None, "play-import-neither"),
        (cut, None, "play-import-cut"),
        (FARI, Some(System::Hitos), "play-import-other-system"),
    ] {
        let e = import(file, table).unwrap_err();
        assert_eq!((e.field.as_deref(), e.key()), (Some("fichero"), key));
    }
    let bad = FOUNDRY.replace("\"value\": 7,", "\"value\": 70,");
    let e = import(&bad, None).unwrap_err();
    assert!(
        e.message().starts_with("import-invalid-sheet{why=play-sheet-field{"),
        "{}",
        e.message()
    );
}
