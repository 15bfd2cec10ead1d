//! Fate character sheets: TOML and JSON, validation naming the field, the round trip, and what
//! a character does with hits, consequences, followers and power points.

use tirada_rules::fate::*;

const ANA: &str = r#"
nombre = "Ana Robles"
asiento = 0
refresco = 2

[habilidades]
Armas = "Soberbio"
Atletismo = 4
Alerta = 4
Resistencia = 3
Coraje = 3
Empatía = 3
Puños = 2
Disparo = 2
Engañar = 2
Robo = 1
Estudios = 1
Conducir = 1
Presencia = 1
Intimidación = 1
Fuerza = 1

[[poderes]]
nombre = "Piel de piedra"
casillas_salud = 1
coste = 0

[[poderes]]
nombre = "Fiel escudero"
mejoras_seguidor = 2

[[poderes]]
nombre = "Aguante sobrehumano"
consecuencia_extra = "moderada"

[[poderes]]
nombre = "Golpe de luz"

[[seguidores]]
nombre = "Igor"
tipo = "companero"
mejoras = { calidad = 1, habilidoso = [["Puños"]] }
"#;

fn ana() -> Character {
    Sheet::from_toml(ANA).unwrap().check(&Rules::default()).unwrap()
}

/// The sheet with one line replaced, or a key added at the top, or a table at the end.
fn with(line: &str, replacement: &str) -> Result<Character, FateError> {
    let text = if line.is_empty() && replacement.starts_with('[') {
        format!("{ANA}\n{replacement}\n")
    } else if line.is_empty() {
        ANA.replacen("asiento = 0", &format!("asiento = 0\n{replacement}"), 1)
    } else {
        assert!(ANA.contains(line), "{line}");
        ANA.replacen(line, replacement, 1)
    };
    Sheet::from_toml(&text)?.check(&Rules::default())
}

fn field_of(e: FateError) -> String {
    match e {
        FateError::Sheet { field, .. } | FateError::In { field, .. } => field,
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_valid_sheet_and_what_follows_from_it() {
    let c = ana();
    assert_eq!((c.skill("armas"), c.skill("EMPATIA"), c.skill("Pilotar")), (5, 3, 0));
    assert_eq!(
        (c.pp.pp, c.pp.max, c.pp.refresh),
        (4, 4, 2),
        "PP = powers (L62, A-PP-1)"
    );
    assert_eq!(c.health.len(), 5 + 2 + 1, "Resistencia Bueno +2, a power +1");
    assert_eq!(c.composure.len(), 5 + 2);
    assert_eq!(c.followers[0].quality(), 2);
    assert_eq!(c.followers[0].skill("Puños"), Some(2));
    assert_eq!(c.followers_bonus(ConflictKind::Physical), 1);
    assert_eq!(c.followers_bonus(ConflictKind::Social), 0);
    assert_eq!(c.free_extra_slots(), vec![Severity::Moderate]);
}

#[test]
fn the_round_trip_keeps_the_character() {
    let c = ana();
    let again = c.to_sheet().check(&Rules::default()).unwrap();
    assert_eq!(again, c);
    let toml = c.to_sheet().to_toml();
    assert_eq!(
        Sheet::from_toml(&toml).unwrap().check(&Rules::default()).unwrap(),
        c,
        "{toml}"
    );
    let json = serde_json::to_string(&c.to_sheet()).unwrap();
    let back: Sheet = serde_json::from_str(&json).unwrap();
    assert_eq!(back.check(&Rules::default()).unwrap(), c);
}

#[test]
fn errors_name_the_field() {
    let cases = [
        ("nombre = \"Ana Robles\"", "nombre = \" \"", "nombre"),
        ("Armas = \"Soberbio\"", "Armas = \"Grandioso\"", "habilidades.Armas"),
        ("Armas = \"Soberbio\"", "Armas = 9", "habilidades.Armas"),
        ("", "[estres]\nsalud = \"x....\"", "estres.salud"),
        ("", "[estres]\nserenidad = \"x??\"", "estres.serenidad"),
        (
            "nombre = \"Golpe de luz\"",
            "nombre = \"Piel de piedra\"",
            "poderes.Piel de piedra",
        ),
        ("calidad = 1,", "calidad = 4,", "seguidores.Igor.mejoras.calidad"),
        (
            "habilidoso = [[\"Puños\"]]",
            "habilidoso = [[\"Puños\"], [\"Robo\"]]",
            "seguidores",
        ),
        (
            "",
            "[[consecuencias]]\ngravedad = \"leve\"\nseguidor = \"Nadie\"",
            "consecuencias.seguidor",
        ),
    ];
    for (line, replacement, field) in cases {
        let e = with(line, replacement).unwrap_err();
        assert_eq!(field_of(e.clone()), field, "{replacement}: {e}");
    }
    // F has no skill pyramid (A-MISC-1): only a table that asks for SotC's checks it.
    let lopsided = ANA.replacen("Resistencia = 3", "Resistencia = 4", 1);
    let sheet = Sheet::from_toml(&lopsided).unwrap();
    assert!(sheet.check(&Rules::default()).is_ok());
    let sotc = Rules {
        skill_pyramid: true,
        ..Rules::default()
    };
    assert_eq!(field_of(sheet.check(&sotc).unwrap_err()), "habilidades");
    let e = with("", "color = \"azul\"").unwrap_err();
    assert!(crate::common::es(&e).contains("no entiende «color»"), "{e}");
    let e = with("", "refresco = \"dos\"").unwrap_err();
    assert!(crate::common::es(&e).starts_with("línea"), "{e}");
}

#[test]
fn a_sheet_in_json() {
    let text = r#"{"nombre": "Cruz", "habilidades": {"Armas": 4, "Atletismo": "Decente"},
        "consecuencias": [{"gravedad": "grave", "descripcion": "Brazo roto"}]}"#;
    let s: Sheet = serde_json::from_str(text).unwrap();
    let c = s.check(&Rules::default()).unwrap();
    assert_eq!((c.skill("Atletismo"), c.penalty(&Rules::default())), (2, -1));
    assert_eq!(c.pp.pp, 0, "no powers, no points");
    let spec = c.roll_spec("Armas", &Rules::default());
    assert_eq!(spec.effort(0), 3);
}

#[test]
fn npcs_skip_the_pyramid_and_a_table_may_cap_skills() {
    let npc = ANA.replacen("asiento = 0\n", "", 1).replacen("Robo = 1", "Robo = 4", 1);
    assert!(Sheet::from_toml(&npc).unwrap().check(&Rules::default()).is_ok());
    let capped = Rules {
        pc_skill_cap: Some(4),
        ..Rules::default()
    };
    let e = Sheet::from_toml(ANA).unwrap().check(&capped).unwrap_err();
    assert_eq!(field_of(e), "habilidades.Armas");
}

#[test]
fn hits_boxes_consequences_slots_and_followers() {
    let rules = Rules::default();
    let mut c = ana();
    let phys = ConflictKind::Physical;
    let hit = |c: &mut Character, n, how: Absorb| c.take_hit(n, Track::Health, &how, "herida", phys, &rules);
    assert_eq!(
        hit(&mut c, 3, Absorb::Box).unwrap(),
        Taken::Box {
            track: Track::Health,
            index: 3
        }
    );
    // A voluntary consequence instead of the box (L235).
    let Taken::Consequence { consequence } = hit(&mut c, 2, Absorb::Consequence).unwrap() else {
        panic!()
    };
    assert_eq!(consequence.severity, Severity::Mild);
    assert_eq!(c.penalty(&rules), -1);
    // The power's extra slot, then Igor taken out in her place: neither counts toward three.
    let Taken::Consequence { consequence } = hit(&mut c, 9, Absorb::Extra).unwrap() else {
        panic!()
    };
    assert!(consequence.extra && consequence.severity == Severity::Moderate);
    assert_eq!(hit(&mut c, 9, Absorb::Extra), Err(FateError::NoExtraSlot));
    let Taken::Consequence { consequence } = hit(&mut c, 9, Absorb::Follower("igor".into())).unwrap() else {
        panic!()
    };
    assert_eq!(consequence.follower.as_deref(), Some("Igor"));
    assert_eq!(
        c.penalty(&rules),
        -2,
        "a follower's consequence weighs nothing by default (A-CON-2)"
    );
    assert_eq!(c.followers_bonus(phys), 0, "Igor is out");
    assert!(hit(&mut c, 9, Absorb::Follower("Igor".into())).is_err());
    // A hit no box can take forces the next consequence: moderada, then grave, then out.
    let Taken::Consequence { consequence } = hit(&mut c, 9, Absorb::Box).unwrap() else {
        panic!()
    };
    assert_eq!(consequence.severity, Severity::Moderate);
    let Taken::Consequence { consequence } = hit(&mut c, 9, Absorb::Box).unwrap() else {
        panic!()
    };
    assert_eq!(consequence.severity, Severity::Severe);
    assert_eq!(hit(&mut c, 9, Absorb::Box).unwrap(), Taken::TakenOut);
    assert_eq!(hit(&mut c, 1, Absorb::Consequence), Err(FateError::NoConsequenceLeft));
    // Stress clears at the end of the scene; a new adventure heals all and brings Igor back.
    c.end_scene();
    assert_eq!(c.health.marked(), 0);
    assert_eq!(c.recover(&Recovery::AdventureStart).len(), 5);
    assert_eq!(c.followers_bonus(phys), 1);
}

/// A sheet whose power heals wounds faster: `levels` lighter for removal, on Salud only when
/// `health_only`.
fn healer(levels: u8, health_only: bool) -> Character {
    let track = if health_only {
        "recuperacion_medidor = \"salud\"\n"
    } else {
        ""
    };
    let power = format!("[[poderes]]\nnombre = \"Regeneración\"\ncoste = 0\nrecuperacion_rapida = {levels}\n{track}");
    let text = format!(
        "nombre = \"Lobo\"\n{power}\n[[consecuencias]]\ngravedad = \"moderada\"\ndescripcion = \"Mordisco\"\nmedidor = \"salud\"\n\
         [[consecuencias]]\ngravedad = \"moderada\"\ndescripcion = \"Vergüenza\"\nmedidor = \"serenidad\"\n"
    );
    Sheet::from_toml(&text).unwrap().check(&Rules::default()).unwrap()
}

#[test]
fn r_rec_5_a_power_shortens_recovery() {
    // One level lighter on Salud: the moderate wound goes with a breather, like a leve; the
    // moderate shame on Serenidad does not.
    let mut c = healer(1, true);
    let gone = c.recover(&Recovery::Breather);
    assert_eq!(
        gone.iter().map(|q| q.description.as_str()).collect::<Vec<_>>(),
        ["Mordisco"]
    );
    assert_eq!(c.consequences[0].description, "Vergüenza");
    // On both tracks, both go.
    let mut c = healer(1, false);
    assert_eq!(c.recover(&Recovery::Breather).len(), 2);
    // A grave wound with one level is removed as a moderada: six suitable hours.
    let mut c = healer(1, true);
    c.consequences[0].severity = Severity::Severe;
    let rest = |hours| Recovery::Rest {
        hours,
        suitable: vec![0],
    };
    assert!(c.recover(&rest(5)).is_empty());
    assert_eq!(c.recover(&rest(6)).len(), 1);
    assert_eq!(c.penalty(&Rules::default()), -1, "the shame still weighs");
    // Two levels below a moderada is below leve: it goes with any recovery at all.
    let mut c = healer(2, true);
    let gone = c.recover(&Recovery::BackToBackSession);
    assert_eq!(gone.len(), 1);
    // The sheet keeps the effect when saved.
    let again = Sheet::from_toml(&healer(2, true).to_sheet().to_toml()).unwrap();
    assert_eq!(again.poderes[0].faster_recovery, 2);
    assert_eq!(again.poderes[0].faster_recovery_track, Some(Track::Health));
}
