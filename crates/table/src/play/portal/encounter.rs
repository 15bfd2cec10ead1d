//! A PORTAL fight at a table (issue #16): the encounter `tirada portal combate` runs, kept as
//! events and replayed by the engine — the file, the typed dice and the reroll policy when it
//! starts, then one event per round the GM plays and one when it ends. Every die comes from
//! one stream, the start event's (typed faces first), as the CLI's one source does: the same
//! file and typed dice give the CLI's fight.

use crate::play::PlayError;
use crate::secret::Seed;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::portal::encounter_file::parse;
use tirada_rules::portal::{Colour, Encounter, Rerolls};

/// Most rounds one fight may run (as `tirada portal combate --asaltos`).
pub const MAX_ROUNDS: u32 = 50;

/// How a fight starts: its file, the faces typed for it and the reroll policy.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    pub toml: String,
    pub typed: BTreeMap<String, Vec<i64>>,
    pub rerolls: Rerolls,
}

/// The request keys of typed faces and the engine's dice groups they fill (the CLI's flags).
fn group(key: &str) -> Option<&'static str> {
    Some(match key {
        "blancos" => Colour::White.group(),
        "negros" => Colour::Black.group(),
        "rojos" => Colour::Red.group(),
        "verdes" => Colour::Green.group(),
        "reparto" => "reparto",
        "asiento" => "asiento",
        "acoplar" => "acoplar",
        _ => return None,
    })
}

/// A fight's start as the GM posts it: `{"toml", "dados"?: {"reparto": [1, 2], …}, "repetir"?}`.
pub fn setup(v: &Value) -> Result<Setup, PlayError> {
    let toml = v["toml"]
        .as_str()
        .filter(|t| !t.trim().is_empty())
        .ok_or_else(|| {
            PlayError::field(
                "toml",
                "escribe el combate: sus participantes en TOML, como el fichero de tirada portal combate",
            )
        })?
        .to_string();
    let mut typed = BTreeMap::new();
    for (key, faces) in v["dados"].as_object().into_iter().flatten() {
        let g = group(key).ok_or_else(|| {
            PlayError::field(
                "dados",
                format!(
                    "«{key}» no son dados del combate: usa blancos, negros, rojos, verdes, reparto, asiento o acoplar"
                ),
            )
        })?;
        let list: Vec<i64> = faces
            .as_array()
            .map(|l| l.iter().filter_map(Value::as_i64).collect())
            .filter(|l: &Vec<i64>| l.iter().all(|f| (1..=6).contains(f)))
            .ok_or_else(|| PlayError::field("dados", format!("{key}: caras de d6, de 1 a 6")))?;
        typed.insert(g.to_string(), list);
    }
    let rerolls = match v["repetir"].as_str().unwrap_or("ninguno") {
        "ninguno" => Rerolls::None,
        "optimo" => Rerolls::BestMean,
        other => {
            return Err(PlayError::field(
                "repetir",
                format!("«{other}» no se entiende: usa ninguno u optimo"),
            ))
        }
    };
    Ok(Setup { toml, typed, rerolls })
}

fn engine(e: impl std::fmt::Display) -> PlayError {
    PlayError::new(e.to_string())
}

/// The fight after `rounds` rounds (and its end, when `ended`), with the dice of event `seq`.
pub fn replay(s: &Setup, seed: &Seed, seq: i64, rounds: u32, ended: bool) -> Result<Encounter, PlayError> {
    if rounds > MAX_ROUNDS {
        return Err(PlayError::new(format!(
            "un combate dura como mucho {MAX_ROUNDS} asaltos"
        )));
    }
    let setup = parse(&s.toml, |_| {
        Err("en la mesa, cada ficha va escrita dentro del combate".to_string())
    })
    .map_err(|e| PlayError::field("toml", e.to_string()))?;
    let mut e = setup.encounter;
    e.rerolls = s.rerolls;
    let mut dice = TypedDice::with_rest(s.typed.clone(), seed.dice_for(seq));
    e.begin(&mut dice).map_err(engine)?;
    for _ in 0..rounds {
        e.play_round(&mut dice).map_err(engine)?;
    }
    if ended {
        e.end(&mut dice).map_err(engine)?;
    }
    Ok(e)
}

/// What the tracker shows: the round, every participant as it stands, whose action comes
/// next, and the log entries from `from` on.
pub fn view(e: &Encounter, from: usize) -> Value {
    let next = e
        .next()
        .map(|slot| json!({"who": e.combatants[slot.who].name(), "phase": slot.phase}));
    json!({"system": "portal", "profile": e.rules.profile, "round": e.round, "participants": e.standings(),
           "next": next, "log": e.log.get(from..).unwrap_or_default()})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fight_replays_from_its_start_and_refuses_sheet_files_and_odd_dice() {
        let toml = "perfil = \"libro\"\n[[participantes]]\nnombre = \"A\"\ntipo = \"reparto\"\nobjetivo = \"B\"\nreparto = { valor_generico = 3 }\n\
                    [[participantes]]\nnombre = \"B\"\ntipo = \"reparto\"\nobjetivo = \"A\"\nreparto = { valor_generico = 3 }\n";
        let s = setup(&json!({ "toml": toml })).unwrap();
        let seed = Seed::from_hex(&"cd".repeat(32)).unwrap();
        let one = replay(&s, &seed, 9, 1, false).unwrap();
        assert_eq!(
            one.log,
            replay(&s, &seed, 9, 1, false).unwrap().log,
            "the same fight again"
        );
        let two = replay(&s, &seed, 9, 2, false).unwrap();
        assert_eq!(two.log[..one.log.len()], one.log[..], "a round more extends the log");
        let bad = setup(&json!({"toml": toml, "dados": {"reparto": [7]}})).unwrap_err();
        assert_eq!(bad.field.as_deref(), Some("dados"));
        let file = setup(&json!({"toml": "[[participantes]]\nficha = \"a.toml\"\n"})).unwrap();
        let err = replay(&file, &seed, 1, 0, false).unwrap_err().message;
        assert!(err.contains("dentro del combate"), "{err}");
    }
}
