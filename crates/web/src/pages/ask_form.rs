//! What the GM's «Pedir una tirada» form asks for in each system (issue #16): the request keys
//! of the system's roll that say what it is against, in the book's words — PORTAL's `tipo` and
//! difficulty, Hitos's característica + habilidad against a named difficulty, a Fate skill
//! against a step of the ladder, a CHASIS atributo, MIRILLA's dice in a row. The page builds
//! the form from these fields and words each request card with them (`boot.ask`), so the
//! words live here once.

use crate::pages::i18n::Lang;
use serde::Serialize;
use serde_json::Value;
use tirada_rules::fate::ladder::{Ladder, TOP};
use tirada_rules::hitos::difficulty::Band;
use tirada_table::System;

/// One field of the form: a request key, its label and how it is given.
#[derive(Clone, Debug, Serialize)]
pub struct Field {
    pub key: &'static str,
    pub label: &'static str,
    /// A choice among these (value, words); empty for a number or a name.
    pub options: Vec<(String, String)>,
    /// Whether the choice may be left unset («—»).
    pub blank: bool,
    /// A number between these (a typed one, or the value of every option).
    pub number: Option<(i32, i32)>,
    /// A name read from the characters' sheets (`caracteristicas`, `habilidades`…): the form
    /// suggests those the table's sheets hold, and each character's own value is used.
    pub sheet: bool,
}

impl Field {
    fn number(key: &'static str, label: &'static str, min: i32, max: i32) -> Field {
        Field {
            key,
            label,
            options: vec![],
            blank: true,
            number: Some((min, max)),
            sheet: false,
        }
    }

    fn name(key: &'static str, label: &'static str) -> Field {
        Field {
            key,
            label,
            options: vec![],
            blank: true,
            number: None,
            sheet: true,
        }
    }

    fn choice(key: &'static str, label: &'static str, options: Vec<(String, String)>) -> Field {
        Field {
            key,
            label,
            options,
            blank: true,
            number: None,
            sheet: false,
        }
    }
}

/// Hitos's characteristics a test adds (Aguante for resistance tests, L359).
const CHARACTERISTICS: [(&str, &str); 5] = [
    ("fortaleza", "k_fortaleza"),
    ("reflejos", "k_reflejos"),
    ("voluntad", "k_voluntad"),
    ("intelecto", "k_intelecto"),
    ("aguante", "role_aguante"),
];

/// The fields of system's request the GM sets, labelled in `l`.
pub fn fields(system: System, l: Lang) -> Vec<Field> {
    let words = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter().map(|(v, k)| (v.to_string(), l.t(k).to_string())).collect()
    };
    match system {
        System::Portal => {
            let readings: Vec<(String, String)> = tirada_table::play::portal::request::READINGS
                .iter()
                .map(|r| match *r {
                    "normal" => (r.to_string(), l.t("reading_normal").to_string()),
                    // The same words as the kept die of each reading on the sheet.
                    _ => (r.to_string(), l.t(&format!("role_{r}")).to_string()),
                })
                .collect();
            vec![
                Field {
                    blank: false,
                    ..Field::choice("tipo", l.t("reading"), readings)
                },
                Field::number("dif", l.t("difficulty"), -20, 40),
                Field::number("mod", l.t("modifier"), -20, 20),
            ]
        }
        System::Hitos => {
            // The book's bands by name, each at the value a rule naming only the band uses.
            let bands = Band::ALL
                .iter()
                .map(|b| {
                    let name = if l == Lang::En { b.english() } else { b.name() };
                    (b.value().to_string(), format!("{name} ({})", b.value()))
                })
                .collect();
            vec![
                Field::choice("caracteristica", l.t("characteristic"), words(&CHARACTERISTICS)),
                Field::name("habilidad", l.t("skill")),
                Field {
                    number: Some((0, 40)),
                    ..Field::choice("dif", l.t("difficulty"), bands)
                },
                Field::number("mod", l.t("modifier"), -20, 20),
            ]
        }
        System::Fate => {
            let ladder = ladder(l);
            let steps = ladder
                .words()
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    let v = TOP - i as i32;
                    (v.to_string(), format!("{w} ({})", tirada_rules::fate::signed(v)))
                })
                .collect();
            vec![
                Field::name("habilidad", l.t("skill")),
                Field {
                    number: Some((-10, 10)),
                    ..Field::choice("dif", l.t("difficulty"), steps)
                },
                Field::number("mod", l.t("modifier"), -10, 10),
            ]
        }
        System::Chasis => vec![
            Field::name("atributo", l.t("attribute")),
            Field::number("dif", l.t("difficulty"), 0, 40),
            Field::number("mod", l.t("modifier"), -20, 20),
        ],
        System::Mirilla => vec![
            Field::number("seguidos", l.t("in_a_row"), 1, 20),
            Field::number("minimo", l.t("minimum"), 1, 6),
        ],
    }
}

/// A request in the form's words, «Habilidad: Notar · Dificultad: Bueno (+3)», as the page's
/// request card says it from the same fields (`requestWords` in `app.js`).
pub fn words(system: System, l: Lang, request: &Value) -> String {
    let fields = fields(system, l);
    let said: Vec<String> = request
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| {
            let given = v.as_str().map_or_else(|| v.to_string(), str::to_string);
            match fields.iter().find(|f| f.key == k) {
                Some(f) => {
                    let word = f.options.iter().find(|(o, _)| *o == given).map_or(&given, |(_, w)| w);
                    format!("{}: {word}", f.label)
                }
                None => format!("{k}: {given}"),
            }
        })
        .collect();
    said.join(" · ")
}

/// The Fate ladder in the page's language: the engine's words (L5–L15, or Spirit of the Century's).
pub(crate) fn ladder(l: Lang) -> Ladder {
    if l == Lang::En {
        Ladder::english()
    } else {
        Ladder::spanish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_system_asks_in_the_books_words() {
        let fate = fields(System::Fate, Lang::Es);
        let dif = fate.iter().find(|f| f.key == "dif").unwrap();
        assert!(
            dif.options.contains(&("3".into(), "Bueno (+3)".into())),
            "{:?}",
            dif.options
        );
        assert!(
            dif.options.contains(&("-2".into(), "Terrible (−2)".into())),
            "{:?}",
            dif.options
        );
        let hitos = fields(System::Hitos, Lang::Es);
        let dif = hitos.iter().find(|f| f.key == "dif").unwrap();
        assert_eq!(dif.options[1], ("15".into(), "Media (15)".into()));
        let portal = fields(System::Portal, Lang::Es);
        assert_eq!(portal[0].options[2].1, "Sangre fría");
        let asked = serde_json::json!({"habilidad": "Notar", "dif": 3});
        assert_eq!(
            words(System::Fate, Lang::Es, &asked),
            "Habilidad: Notar · Dificultad: Bueno (+3)"
        );
        for system in System::ALL {
            for f in fields(system, Lang::Es) {
                assert!(!f.label.contains('¿'), "{system:?} {} has a label", f.key);
                assert!(f.options.iter().all(|(_, w)| !w.contains('¿')), "{system:?} {}", f.key);
            }
        }
    }
}
