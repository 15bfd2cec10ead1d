//! Opponents typed at the table (issue #27 point 3): a *personaje de reparto* (cast member) in
//! one short line — its name, its *Valor genérico* and, where the book's entry breaks it down
//! (B1287–B1303), its other values — written into the encounter file as the file's own cast,
//! so the fight still replays from its start event's TOML alone (`tirada verify`).
//!
//! `Zombi 5 reflejos 0,2 ataque 4 daño 3 defensa 1 aguante 6 > Ana`: the words before the
//! first number are the name, that number the generic value, then pairs of a value's name and
//! its number, and after `>` (or `→`) whom it attacks.

use crate::error::PlayError;
use serde_json::{json, Map, Value};
use tirada_dice::Words;
// Words a person typed, compared without case or accents (one fold for the whole workspace's
// typed words lives with Fate's ladder).
use tirada_rules::fate::ladder::fold;

/// The broken-down values a line may give (B1287–B1303): the word typed (accents and case
/// aside) and the file's key.
const VALUES: [(&str, &str); 7] = [
    ("reflejos", "reflejos"),
    ("ataque", "ataque"),
    ("defensa", "defensa"),
    ("aguante", "aguante"),
    ("daño", "dano"),
    ("dano", "dano"),
    ("grupo", "grupo"),
];

/// Line `line` refused, by the message `why` (keys `play-opponent-…`).
fn bad(line: usize, why: Words) -> PlayError {
    PlayError::said_by(Words::key("play-opponent-line").arg("line", line).arg("why", why)).on("contrarios")
}

/// A number as typed, with a decimal comma or point.
fn number(word: &str) -> Option<f64> {
    word.replace(',', ".").parse::<f64>().ok().filter(|n| n.is_finite())
}

/// One typed line (the `n`th, from 1) as a participant of the encounter file.
pub fn participant(n: usize, line: &str) -> Result<Value, PlayError> {
    let (left, target) = match line.split_once(['>', '→']) {
        Some((l, t)) => (l, Some(t.trim())),
        None => (line, None),
    };
    // Separators a list may carry: «Zombi 5, ataque 4; daño 3».
    let words: Vec<&str> = left
        .split_whitespace()
        .map(|w| w.trim_end_matches([',', ';']))
        .filter(|w| !w.is_empty())
        .collect();
    let at = words
        .iter()
        .position(|w| number(w).is_some())
        .ok_or_else(|| bad(n, Words::key("play-opponent-no-value").arg("line", line.trim())))?;
    let name = words[..at].join(" ");
    if name.is_empty() {
        return Err(bad(n, Words::key("play-opponent-no-name")));
    }
    let mut cast = Map::new();
    cast.insert("valor_generico".into(), whole(n, "valor_generico", words[at])?);
    let mut rest = words[at + 1..].iter();
    while let Some(word) = rest.next() {
        let Some((_, key)) = VALUES.iter().find(|(w, _)| *w == fold(word)) else {
            return Err(bad(n, Words::key("play-opponent-not-a-value").arg("word", *word)));
        };
        let Some(value) = rest.next() else {
            return Err(bad(n, Words::key("play-opponent-no-number").arg("word", *word)));
        };
        let v = if *key == "reflejos" {
            let r = number(value).ok_or_else(|| not_a_number(n, word, value))?;
            json!(r)
        } else {
            whole(n, word, value)?
        };
        if cast.insert(key.to_string(), v).is_some() {
            return Err(bad(n, Words::key("play-opponent-twice").arg("word", *word)));
        }
    }
    let mut p = json!({"nombre": name, "tipo": "reparto", "reparto": cast});
    match target {
        Some("") => return Err(bad(n, Words::key("play-opponent-no-target"))),
        Some(t) => p["objetivo"] = json!(t),
        None => {}
    }
    Ok(p)
}

fn not_a_number(n: usize, word: &str, value: &str) -> PlayError {
    bad(
        n,
        Words::key("play-opponent-not-a-number")
            .arg("value", value)
            .arg("word", word),
    )
}

/// A whole number for `word` (every cast value but reflexes).
fn whole(n: usize, word: &str, value: &str) -> Result<Value, PlayError> {
    match value.parse::<i64>() {
        Ok(v) => Ok(json!(v)),
        Err(_) => Err(not_a_number(n, word, value)),
    }
}

/// The encounter file with the typed opponents added after its own participants (an empty
/// file with none: the fight is then the table's characters and these opponents).
pub fn written(toml: &str, lines: &[String]) -> Result<String, PlayError> {
    let typed = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| participant(i + 1, l))
        .collect::<Result<Vec<_>, _>>()?;
    if typed.is_empty() {
        return Ok(toml.to_string());
    }
    let more = toml::to_string(&json!({ "participantes": typed })).map_err(crate::error::unwritable)?;
    let file = toml.trim_end();
    let sep = if file.is_empty() { "" } else { "\n\n" };
    Ok(format!("{file}{sep}# Contrarios escritos en la mesa\n{more}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirada_rules::portal::encounter_file::parse;

    /// The book's zombie (B1323) in one line reads as `examples/portal/zombi.toml` does.
    #[test]
    fn the_books_zombie_in_one_line_is_the_files_zombie() {
        let line = "Zombi 5 reflejos 0,2 ataque 4 daño 3, defensa 1; aguante 6 > Ana";
        let file = written("", &["Ana 3".into(), line.into()]).unwrap();
        let e = parse(&file, |_| Err(String::new())).unwrap().encounter;
        let typed = &e.combatants[1];
        let zombi = include_str!("../../../../examples/portal/zombi.toml");
        let filed = "[[participantes]]\nnombre = \"Ana\"\ntipo = \"reparto\"\nreparto = { valor_generico = 3 }\n\
                     [[participantes]]\nficha = \"zombi.toml\"\nobjetivo = \"Ana\"\n";
        let book = parse(filed, |_| Ok(zombi.to_string())).unwrap().encounter;
        assert_eq!(typed.character, book.combatants[1].character);
        assert_eq!((typed.name(), typed.target), ("Zombi", Some(0)));
        assert_eq!(e.combatants[0].target, None, "no «>», no target");
    }

    #[test]
    fn a_line_after_the_files_cast_and_bad_lines_say_which_and_why() {
        let file = "perfil = \"libro\"\n[[participantes]]\nnombre = \"Ana\"\ntipo = \"reparto\"\n[participantes.reparto]\nvalor_generico = 3\n";
        let both = written(file, &["".into(), "Orco grande 4 grupo 1 → Ana".into()]).unwrap();
        let e = parse(&both, |_| Err(String::new())).unwrap().encounter;
        assert_eq!(e.combatants.len(), 2);
        assert_eq!(e.combatants[1].name(), "Orco grande");
        assert_eq!(written(file, &[]).unwrap(), file, "no lines, the file as it was");
        // Their sentences in both languages: tirada-narrate's tests/refusals.rs.
        for (line, why) in [
            ("Orco", "play-opponent-no-value{line=\"Orco\"}"),
            ("5", "play-opponent-no-name"),
            ("Orco 4 fuerza 3", "play-opponent-not-a-value{word=\"fuerza\"}"),
            ("Orco 4 ataque", "play-opponent-no-number{word=\"ataque\"}"),
            (
                "Orco 4 ataque x",
                "play-opponent-not-a-number{value=\"x\", word=\"ataque\"}",
            ),
            ("Orco 4 ataque 3 ataque 2", "play-opponent-twice{word=\"ataque\"}"),
            ("Orco 4 >", "play-opponent-no-target"),
        ] {
            let e = written("", &["Ana 3".into(), line.into()]).unwrap_err();
            assert_eq!(e.field.as_deref(), Some("contrarios"));
            assert_eq!(e.message(), format!("play-opponent-line{{line=2, why={why}}}"));
        }
    }
}
