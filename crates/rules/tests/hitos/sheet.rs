//! The Hitos character sheet: the documented schema reads and validates, derived values,
//! TOML and JSON with the same keys, and one clear error naming the field for each mistake.

use crate::common::Es;
use tirada_rules::hitos::sheet::{Kind, SCHEMA};
use tirada_rules::hitos::sheet_file::json_error;
use tirada_rules::hitos::*;

fn err(text: &str) -> String {
    Sheet::from_toml(text).unwrap_err().es()
}

const MINIMAL: &str = "nombre = \"Ana\"\n[caracteristicas]\nfortaleza = 4\nreflejos = 5\nintelecto = 5\nvoluntad = 3\n";

#[test]
fn the_schema_is_a_valid_sheet() {
    let s = Sheet::from_toml(SCHEMA).unwrap();
    assert_eq!(s.name, "Jakar el sabio");
    assert_eq!(s.points(), 2);
    let d = s.derived();
    assert_eq!((d.aguante, d.resistencia, d.iniciativa, d.defensa), (5, 15, 7, 12));
    assert_eq!((d.bd_cuerpo_a_cuerpo, d.bd_a_distancia, d.rd), (1, 0, 1));
    assert_eq!(s.health.lost(), 3);
    assert!(
        s.own_aspects().contains(&"Ratón de biblioteca"),
        "skill names are aspects"
    );
    assert!(
        s.own_aspects().contains(&"Cojera"),
        "permanent secuelas are own aspects"
    );
    // Round trip through TOML and JSON with the same keys.
    let again = Sheet::from_toml(&s.to_toml()).unwrap();
    assert_eq!(again, s);
    let json = serde_json::to_string(&s).unwrap();
    let from_json: Sheet = serde_json::from_str(&json).unwrap();
    assert_eq!(from_json.validated().unwrap(), s);
}

#[test]
fn tv_29_initiative_score() {
    let s = Sheet::from_toml(MINIMAL).unwrap();
    assert_eq!(s.derived().iniciativa, 7);
    assert_eq!(s.points(), 0);
    assert_eq!(s.kind, Kind::Player);
}

#[test]
fn the_ninja_theorem_raises_everything() {
    let s = Sheet::from_toml(SCHEMA).unwrap();
    let n = s.ninja();
    assert_eq!(n.characteristics.fortaleza, 5);
    assert_eq!(n.skill("raton de biblioteca").unwrap().rating, 7);
    assert_eq!(n.derived().aguante, 5 + 2 + 1, "Aguante is recomputed (AMB-66)");
    assert_eq!(n.health.aguante, 8);
}

#[test]
fn mistakes_name_their_field() {
    assert_eq!(
        err("nombre = \"A\"\n[caracteristicas]\nfortalez = 3\n"),
        "ficha, línea 3: la ficha no entiende «fortalez»: se admite fortaleza, reflejos, intelecto o voluntad"
    );
    assert!(err("nombre = \"A\"\n").contains("falta «caracteristicas» en la ficha"));
    assert_eq!(
        err(&MINIMAL.replace("fortaleza = 4", "fortaleza = -1")),
        "ficha, campo «caracteristicas.fortaleza»: -1 no vale: va de 0 a 30"
    );
    assert!(err(&MINIMAL
        .replace("fortaleza = 4", "fortaleza = 0")
        .replace("voluntad = 3", "voluntad = 1"))
    .contains("AMB-70"));
    assert!(err(&format!("tipo = \"pnj\"\ndrama = 2\n{MINIMAL}")).contains("campo «drama»"));
    assert!(err(&format!("tipo = \"robot\"\n{MINIMAL}")).contains("no admite «robot»"));
    let bad_weapon = format!("{MINIMAL}[[armas]]\nnombre = \"Rayo\"\ncategoria = \"laser\"\n");
    assert!(err(&bad_weapon).starts_with("ficha, campo «armas[1]»: la categoría «laser» no existe"));
    let bad_expr = format!("{MINIMAL}[[armas]]\nnombre = \"Rayo\"\ndano = \"Cm\"\n");
    assert!(err(&bad_expr).contains("no es un grupo de dados"));
    let twice = format!(
        "{MINIMAL}[[habilidades]]\nnombre = \"Pelea\"\nvalor = 3\n[[habilidades]]\nnombre = \"pelea\"\nvalor = 4\n"
    );
    assert!(err(&twice).contains("«pelea» está repetida"));
    let stranger = format!("{MINIMAL}[[agotados]]\naspecto = \"Rastro caliente\"\n");
    assert!(err(&stranger).contains("solo se agotan los propios"));
    let overfull = format!("{MINIMAL}[salud]\nbarras = {{ letal = 20 }}\n");
    assert!(err(&overfull).contains("la Resistencia es 15"));
    let e = serde_json::from_str::<Sheet>("{\"nombre\":\"A\",\"caracteristicas\":{\"fuerza\":1}}").unwrap_err();
    let said = crate::common::es(&json_error(e.line(), &e.to_string()));
    assert!(said.contains("la ficha no entiende «fuerza»"), "{said}");
    assert!(!said.contains("line") && !said.contains("expected"), "{said}");
}

#[test]
fn ex_20_a_broad_skill_adds_its_rating_and_its_name_is_an_aspect() {
    let text = format!("{MINIMAL}[[habilidades]]\nnombre = \"Puños de hierro\"\nvalor = 5\nrol = \"combate\"\n");
    let s = Sheet::from_toml(&text).unwrap();
    // With a knife or a gun the skill still adds 5; only bare hands justify activating its name
    // (a GM judgement, A-7): the name is among the sheet's own aspects.
    assert_eq!(s.skill("puños de hierro").unwrap().rating, 5);
    assert!(s.own_aspects().contains(&"Puños de hierro"));
}

#[test]
fn exhaustion_and_aspect_lifetimes() {
    use tirada_rules::hitos::aspects::{Duration, Exhaustion};
    use tirada_rules::hitos::sheet::ExhaustedUntil;
    let mut s = Sheet::from_toml(&format!(
        "drama = 1\npuntos_dramaticos = 0\nconcepto = \"Detective\"\n{MINIMAL}"
    ))
    .unwrap();
    s.add_temporary("Empapado", Duration::Scene);
    s.add_temporary("Sordera por la explosión", Duration::Session);
    let rules = Rules::default();
    assert_eq!(
        s.exhaust("Detective", ExhaustedUntil::NextSession, &rules),
        Ok(Exhaustion::Marked(ExhaustedUntil::NextSession))
    );
    assert!(
        s.exhaust("Detective", ExhaustedUntil::NextSession, &rules).is_err(),
        "already exhausted"
    );
    assert_eq!(
        s.exhaust("Empapado", ExhaustedUntil::NextSession, &rules),
        Ok(Exhaustion::Lost),
        "a temporary aspect is lost (L151)"
    );
    assert!(
        s.exhaust("Rastro caliente", ExhaustedUntil::NextSession, &rules)
            .is_err(),
        "only own aspects"
    );
    s.add_temporary("Aturdido por el golpe", Duration::Scene);
    assert_eq!(s.end_scene(), ["Aturdido por el golpe"]);
    assert_eq!(s.start_session(), ["Sordera por la explosión"]);
    assert!(s.exhausted.is_empty() && s.points() == 1, "points back to Drama (L103)");
    // With points left, exhausting is refused under the default rules (AMB-10).
    assert!(s
        .exhaust("Detective", ExhaustedUntil::NextSession, &rules)
        .unwrap_err()
        .es()
        .contains("AMB-10"));
    let lenient = Rules {
        exhaust_requires_empty_pool: false,
        ..Rules::default()
    };
    assert!(s.exhaust("Detective", ExhaustedUntil::NextStory, &lenient).is_ok());
    s.start_session();
    assert_eq!(s.exhausted.len(), 1, "exhausted until the next story");
    s.start_story();
    assert!(s.exhausted.is_empty());
    assert!(!aspects::AspectKind::Situation.can_exhaust() && aspects::AspectKind::Own.can_exhaust());
}

/// H139 and H147–H149 as state events: what the next session does is planned first (each
/// change its own event the GM sees), then applied one by one; an exhausted aspect waits for
/// the session or the story the GM said; a critical's secuela on a target lasts its kind (H213).
#[test]
fn h139_h147_the_session_boundary_as_events() {
    use tirada_rules::hitos::aspects::{Boundary, Duration};
    use tirada_rules::hitos::events::{apply, Event, EventError};
    use tirada_rules::hitos::sheet::ExhaustedUntil;
    let rules = Rules::default();
    let ana = Sheet::from_toml(&format!(
        "drama = 1\npuntos_dramaticos = 0\nconcepto = \"Detective\"\nrasgos = [\"Terca\"]\n{MINIMAL}"
    ))
    .unwrap()
    .validated()
    .unwrap();
    let ev = |s: &Sheet, e: Event| apply(s, &e, &rules);
    let reason = || "x".to_string();
    let mut s = ev(
        &ana,
        Event::Secuela {
            aspect: "Brazo roto".into(),
            duration: Duration::Session,
            reason: reason(),
        },
    )
    .unwrap();
    s = ev(
        &s,
        Event::Exhausted {
            aspect: "Detective".into(),
            until: ExhaustedUntil::NextSession,
            reason: reason(),
        },
    )
    .unwrap();
    s = ev(
        &s,
        Event::Exhausted {
            aspect: "Terca".into(),
            until: ExhaustedUntil::NextStory,
            reason: reason(),
        },
    )
    .unwrap();
    assert_eq!(
        s.session_boundary(false),
        Boundary {
            expired: vec!["Brazo roto".into()],
            recovered: vec![("Detective".into(), ExhaustedUntil::NextSession)]
        }
    );
    let story: Vec<String> = s.session_boundary(true).recovered.into_iter().map(|(a, _)| a).collect();
    assert_eq!(story, ["Detective", "Terca"]);
    let gone = ev(
        &s,
        Event::AspectGone {
            aspect: "brazo roto".into(),
            reason: reason(),
        },
    )
    .unwrap();
    assert!(gone.secuelas.is_empty(), "found by its folded text");
    let back = ev(
        &gone,
        Event::ExhaustRecovered {
            aspect: "Detective".into(),
            reason: reason(),
        },
    )
    .unwrap();
    assert_eq!(back.exhausted.len(), 1);
    // Nothing to take away or recover: one sentence, nothing changed.
    let again = Event::ExhaustRecovered {
        aspect: "Detective".into(),
        reason: reason(),
    };
    assert_eq!(ev(&back, again), Err(EventError::NotExhausted("Detective".into())));
    let none = Event::AspectGone {
        aspect: "Cicatriz".into(),
        reason: reason(),
    };
    assert!(ev(&back, none).unwrap_err().es().contains("Cicatriz"));
}
