//! The encounter's log for people: the narration's sentences (`tirada_narrate::portal::
//! encounter`, the same the web tracker shows), laid out with the entry's depth.

use crate::lang::Lang;
use serde_json::Value;
use tirada_narrate::portal::encounter;
use tirada_rules::portal::Encounter;

/// How deep an entry's `line` sits: a round's heading at the margin, what follows from an
/// action (events, new reflexes, a composure payment) under the action.
fn depth(kind: &str, line: usize) -> usize {
    match kind {
        "asalto" if line == 0 => 0,
        "tirada_inicial" if line > 0 => 4,
        "evento" | "nuevos_reflejos" | "resistencia_aturdimiento" | "segunda_ventana" | "desarme" | "pifia" => 4,
        _ => 2,
    }
}

/// The fight for people, entry by entry.
pub fn human(e: &Encounter, lang: Lang) -> String {
    let l = lang.narrate();
    let names: Vec<&str> = e.combatants.iter().map(|c| c.name()).collect();
    let log: Vec<Value> = e.log.iter().filter_map(|x| serde_json::to_value(x).ok()).collect();
    let mut out = encounter::header(e.rules.profile.word(), e.fight.difficulty().into(), l) + "\n";
    for x in &log {
        let kind = x["entrada"].as_str().unwrap_or("");
        for (i, line) in encounter::entry(x, &names, l).iter().enumerate() {
            out += &format!("{:w$}{line}\n", "", w = depth(kind, i));
        }
    }
    out += &format!("{}\n", encounter::end(l));
    for p in e.standings() {
        let p = serde_json::to_value(p).unwrap_or_default();
        out += &format!("  {}\n", encounter::standing(&p, l));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirada_rules::portal::encounter_file::parse;

    /// Item 8 of the PORTAL II issue: the human output names states in words, never
    /// `fuera_de_combate`; the JSON log keeps the machine words.
    #[test]
    fn states_are_printed_in_words() {
        let text = "[[participantes]]\nnombre = \"Ana\"\n[participantes.estado]\ncondicion = \"fuera_de_combate\"\n\
                    [[participantes]]\nnombre = \"Bea\"\nobjetivo = \"Ana\"\n";
        let mut e = parse(text, |_| Err(String::new())).unwrap().encounter;
        e.combatants[1].reflexes = Some(3);
        let mut d = tirada_dice::TypedDice::only(Default::default());
        e.play_round(&mut d).unwrap();
        let es = human(&e, Lang::Es);
        assert!(es.contains("Ana: malestar 0 · heridas 0 · fuera de combate"), "{es}");
        assert!(es.contains("Bea: no actúa (Ana ya no combate)"), "{es}");
        assert!(!es.contains('_'), "{es}");
        let en = human(&e, Lang::En);
        assert!(
            en.contains("out of combat") && en.contains("Ana is out of the fight"),
            "{en}"
        );
        let json = serde_json::to_value(&e.log).unwrap();
        assert!(json.to_string().contains("objetivo_caido"), "{json}");
    }
}

#[cfg(test)]
mod example_tests {
    use super::*;
    use tirada_rules::portal::encounter_file::parse;

    /// The manoeuvres example over several seeds: every line in words, in both languages.
    #[test]
    fn the_escort_example_reads_in_words() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/portal");
        let text = std::fs::read_to_string(dir.join("escolta.toml")).unwrap();
        for seed in 1..=12 {
            let mut e = parse(&text, |_| Err(String::new())).unwrap().encounter;
            let mut d = tirada_dice::SeededDice::new(seed);
            e.begin(&mut d).unwrap();
            for _ in 0..2 {
                e.play_round(&mut d).unwrap();
            }
            e.end(&mut d).unwrap();
            for lang in [Lang::Es, Lang::En] {
                let out = human(&e, lang);
                assert!(!out.contains('_'), "seed {seed}: {out}");
            }
        }
    }
}
