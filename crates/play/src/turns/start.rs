//! A fight's start: its participants — the table's characters and named extras — put in the
//! order of the book's initiative rule, each computed by `tirada-rules`: Hitos rolls it (the
//! central die + Reflejos + ⌊Intelecto / 2⌋, ties reroll, H L203) with the start event's
//! dice, typed faces first; Fate orders by Alerta or Empatía, then Coraje, then the players
//! by seat (F L108–L110) through the engine's conflict; CHASIS by each one's initiative check
//! (C L403).

use super::request::{Joining, TurnsStart};
use super::tracker::{zone_name, Participant, Turns, MAX_PARTICIPANTS};
use crate::error::PlayError;
use crate::model::{Character, System};
use crate::seed::Seed;
use crate::{fate, hitos};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Words;
use tirada_dice::{DiceSource, Die, SourceError, TypedDice};
use tirada_rules::chasis::turns::initiative_order;
use tirada_rules::fate::movement::Zones;
use tirada_rules::fate::options::Rules as FateRules;
use tirada_rules::fate::sheet::{Rating, Sheet as FateSheet};
use tirada_rules::fate::tables::ConflictKind;
use tirada_rules::fate::Conflict;
use tirada_rules::hitos::combat::Initiative;
use tirada_rules::hitos::initiative::roll_initiatives;

/// A table's character as a fight may take it: whether a player (not the GM) owns it.
pub struct Seated<'a> {
    pub character: &'a Character,
    pub player: bool,
}

/// One entry of `participantes`: a character of the table or an extra by name.
struct Entry<'a> {
    name: String,
    character: Option<&'a Seated<'a>>,
    v: &'a Joining,
}

fn entries<'a>(asked: &'a TurnsStart, table: &'a [Seated<'a>]) -> Result<Vec<Entry<'a>>, PlayError> {
    let list = Some(&asked.participantes)
        .filter(|l| !l.is_empty())
        .ok_or_else(|| PlayError::said_by(Words::key("play-turns-who-fights")).on("participantes"))?;
    if list.len() > MAX_PARTICIPANTS {
        return Err(
            PlayError::said_by(Words::key("play-turns-too-many").arg("max", MAX_PARTICIPANTS)).on("participantes"),
        );
    }
    let mut out: Vec<Entry> = Vec::new();
    for p in list {
        let (name, character) = match p.character_id.as_deref() {
            Some(id) => {
                let s = table.iter().find(|s| s.character.id == id).ok_or_else(|| {
                    PlayError::said_by(Words::key("play-turns-no-character").arg("id", id)).on("participantes")
                })?;
                (s.character.name.clone(), Some(s))
            }
            None => {
                let n = p.nombre.as_deref().map(str::trim).unwrap_or_default();
                if n.is_empty() || n.chars().count() > 60 {
                    return Err(PlayError::said_by(Words::key("play-turns-extra-name")).on("participantes"));
                }
                (n.to_string(), None)
            }
        };
        if out.iter().any(|e| e.name.to_lowercase() == name.to_lowercase()) {
            return Err(
                PlayError::said_by(Words::key("play-turns-twice").arg("name", name.as_str())).on("participantes"),
            );
        }
        out.push(Entry { name, character, v: p });
    }
    Ok(out)
}

fn number(e: &Entry, given: Option<i64>, what: &str) -> Result<i32, PlayError> {
    given.filter(|n| n.abs() <= 100).map(|n| n as i32).ok_or_else(|| {
        PlayError::said_by(
            Words::key("play-turns-missing-number")
                .arg("name", e.name.as_str())
                .arg("what", what),
        )
        .on("participantes")
    })
}

fn plain(e: &Entry, initiative: Value, zone: Option<usize>) -> Participant {
    Participant {
        name: e.name.clone(),
        character_id: e.character.map(|s| s.character.id.clone()),
        initiative,
        zone,
        out: false,
        skills: BTreeMap::new(),
        harm: None,
    }
}

/// The Hitos initiative of `(name, score)` in the order listed, rolled with the dice of event
/// `seq`, the faces typed in `dados` first (1–10 each); and the faces the seed threw.
pub(super) fn hitos_roll(
    who: &[(String, i32)],
    dados: Option<&[i64]>,
    seed: &Seed,
    seq: i64,
) -> Result<(Vec<Initiative>, Vec<crate::outcome::Thrown>), PlayError> {
    let typed: Vec<i64> = dados.unwrap_or_default().to_vec();
    if !typed.iter().all(|f| (1..=10).contains(f)) {
        return Err(PlayError::said_by(Words::key("play-turns-initiative-dice")).on("dados"));
    }
    let mut rest = Kept::new(seed.dice_for(seq));
    let mut dice = TypedDice::with_rest(BTreeMap::from([("dados".to_string(), typed)]), &mut rest);
    let rolled = roll_initiatives(who, &mut dice).map_err(|e| PlayError::of(&e))?;
    Ok((rolled, rest.faces))
}

/// A dice source that keeps every face it gives: the dice the table's RNG threw past the typed
/// ones, for the fairness page.
pub(super) struct Kept<S> {
    source: S,
    pub(super) faces: Vec<crate::outcome::Thrown>,
}

impl<S> Kept<S> {
    fn new(source: S) -> Self {
        Kept {
            source,
            faces: Vec::new(),
        }
    }
}

impl<S: DiceSource> DiceSource for Kept<S> {
    fn roll(&mut self, die: &Die, group: &str) -> Result<i64, SourceError> {
        let face = self.source.roll(die, group)?;
        self.faces.push((die.clone(), face));
        Ok(face)
    }
}

/// Hitos: the score from the sheet (an extra says its `iniciativa`), plus any `modificador`.
fn hitos_order(
    list: &[Entry],
    asked: &TurnsStart,
    rules: &tirada_rules::hitos::Rules,
    seed: &Seed,
    seq: i64,
) -> Result<Vec<Participant>, PlayError> {
    let mut who = Vec::new();
    for e in list {
        let score = match e.character {
            Some(s) => {
                let sheet = hitos::state::current(s.character)?;
                // H375: the health penalty weighs on «todas las acciones», the initiative roll
                // among them, unless the table's ruleset says otherwise.
                let penalty = if rules.health_penalty_on_initiative {
                    sheet.action_penalty()
                } else {
                    0
                };
                sheet.derived().iniciativa + penalty
            }
            None => number(e, e.v.iniciativa, "hitos_initiative")?,
        };
        let modifier = match e.v.modificador {
            Some(m) => number(e, Some(m), "modifier")?,
            None => 0,
        };
        who.push((e.name.clone(), score + modifier));
    }
    let (rolled, _) = hitos_roll(&who, asked.dados.as_deref(), seed, seq)?;
    Ok(rolled
        .into_iter()
        .map(|i| {
            let e = list.iter().find(|e| e.name == i.name).expect("rolled for an entry");
            let score = who.iter().find(|w| w.0 == i.name).map_or(0, |w| w.1);
            plain(
                e,
                json!({"puntuacion": score, "total": i.total, "desempates": i.tiebreaks}),
                None,
            )
        })
        .collect())
}

/// Fate: the engine's conflict orders everyone (F L108–L110); a player's character without a
/// seat on its sheet sits in the order the GM lists them.
fn fate_order(list: &[Entry], asked: &TurnsStart, zones: &[String]) -> Result<(Vec<Participant>, String), PlayError> {
    let word = asked.conflicto.as_deref().unwrap_or("fisico");
    let kind = ConflictKind::parse(word)
        .ok_or_else(|| PlayError::said_by(Words::key("play-turns-conflict").arg("given", word)).on("conflicto"))?;
    let rules = FateRules::default();
    let mut c = Conflict::new(kind, Zones::single(zones[0].clone()), rules.clone());
    c.zones.names = zones.to_vec();
    let mut seats = 0;
    for e in list {
        let zone = match e.v.zona {
            None => 0,
            Some(z) => Some(z).filter(|&z| z < zones.len()).ok_or_else(|| {
                PlayError::said_by(Words::key("play-turns-participant-zone").arg("name", e.name.as_str())).on("zona")
            })?,
        };
        let (ch, side) = match e.character {
            Some(s) => {
                let mut ch = fate::state::current(s.character, &rules)?;
                if s.player && ch.seat.is_none() {
                    ch.seat = Some(seats);
                }
                seats += u32::from(s.player);
                (ch, if s.player { "jugadores" } else { "dj" })
            }
            None => {
                let mut sheet = FateSheet::named(e.name.clone());
                if let Some(skills) = &e.v.habilidades {
                    sheet.habilidades = serde_json::from_value(skills.clone()).map_err(|_| {
                        PlayError::said_by(Words::key("play-turns-extra-skills").arg("name", e.name.as_str()))
                            .on("participantes")
                    })?;
                }
                // An extra's `iniciativa` is its rating in the conflict's initiative skill.
                if e.v.iniciativa.is_some() {
                    let n = number(e, e.v.iniciativa, "fate_initiative")?;
                    sheet
                        .habilidades
                        .insert(kind.initiative_skill().to_string(), Rating::Number(n.into()));
                }
                let ch = sheet
                    .check(&rules)
                    .map_err(|x| PlayError::engine("participantes", &x))?;
                (ch, "dj")
            }
        };
        c.add_character(side, ch, zone).map_err(|x| PlayError::of(&x))?;
    }
    c.set_initiative();
    let skill = kind.initiative_skill();
    let mut order = Vec::new();
    for &i in &c.order {
        let rating = c.rating(i, skill).unwrap_or_default();
        let mut p = plain(
            &list[i],
            json!({"habilidad": skill, "valor": rating}),
            Some(c.participants[i].zone),
        );
        // An extra keeps its skills, read by its attacks and blocks.
        if let (None, Some(ch)) = (&p.character_id, c.participants[i].character()) {
            p.skills = ch.skills.clone().into_iter().collect();
        }
        order.push(p);
    }
    Ok((order, kind.word().to_string()))
}

/// CHASIS: each says its initiative check's result as `iniciativa`.
fn chasis_order(list: &[Entry]) -> Result<Vec<Participant>, PlayError> {
    let mut who = Vec::new();
    for e in list {
        who.push((e.name.clone(), number(e, e.v.iniciativa, "chasis_initiative")?));
    }
    Ok(initiative_order(&who)
        .into_iter()
        .map(|name| {
            let e = list.iter().find(|e| e.name == name).expect("ordered an entry");
            plain(e, json!(who.iter().find(|w| w.0 == name).map_or(0, |w| w.1)), None)
        })
        .collect())
}

/// A fight as the GM starts it (a [`TurnsStart`], read through the translator), with the dice
/// of event `seq`.
pub fn start(
    system: System,
    ruleset: &Value,
    v: &Value,
    table: &[Seated],
    seed: &Seed,
    seq: i64,
) -> Result<Turns, PlayError> {
    begin(system, ruleset, &TurnsStart::read(v)?, table, seed, seq)
}

/// [`start`] of a request already typed.
pub fn begin(
    system: System,
    ruleset: &Value,
    asked: &TurnsStart,
    table: &[Seated],
    seed: &Seed,
    seq: i64,
) -> Result<Turns, PlayError> {
    let list = entries(asked, table)?;
    let fate = system == System::Fate;
    if !fate && asked.zonas.is_some() {
        return Err(PlayError::said_by(Words::key("play-turns-zones-fate")).on("zonas"));
    }
    let mut zones: Vec<String> = Vec::new();
    for z in asked.zonas.iter().flatten() {
        let name = zone_name(Some(z), &zones)?;
        zones.push(name);
    }
    if fate && zones.is_empty() {
        zones.push("Escena".into());
    }
    let (participants, conflict) = match system {
        System::Hitos => (
            hitos_order(&list, asked, &crate::hitos::rules(ruleset), seed, seq)?,
            None,
        ),
        System::Fate => fate_order(&list, asked, &zones).map(|(p, k)| (p, Some(k)))?,
        System::Chasis => (chasis_order(&list)?, None),
        System::Portal | System::Mirilla => {
            return Err(PlayError::said_by(
                Words::key("play-turns-system").arg("system", system.title()),
            ))
        }
    };
    let mut participants = participants;
    for p in participants.iter_mut().filter(|p| p.character_id.is_none()) {
        p.harm = super::extras::start(system, ruleset, p)?;
    }
    Ok(Turns {
        system: system.word().to_string(),
        conflict,
        participants,
        round: 1,
        turn: 0,
        zones,
        ended: false,
        ruleset: ruleset.clone(),
        blocks: vec![],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{sheets, stored};

    fn seed() -> Seed {
        Seed::from_hex(&"ab".repeat(32)).unwrap()
    }

    fn character(id: &str, made: (String, Value, Value)) -> Character {
        let mut c = stored(made);
        c.id = id.into();
        c
    }

    #[test]
    fn fate_orders_by_alerta_then_coraje_then_seat_and_places_everyone_in_a_zone() {
        let rita = character(
            "c1",
            sheets::fate_sheet(&json!({"nombre": "Rita", "habilidades": {"Alerta": 2, "Coraje": 1}})).unwrap(),
        );
        let tom = character(
            "c2",
            sheets::fate_sheet(&json!({"nombre": "Tom", "habilidades": {"Alerta": 2, "Coraje": 1}})).unwrap(),
        );
        let table = [
            Seated {
                character: &tom,
                player: true,
            },
            Seated {
                character: &rita,
                player: true,
            },
        ];
        let v = json!({"zonas": ["Barra", "Cocina"], "participantes": [
            {"nombre": "Matón", "habilidades": {"Alerta": 2, "Coraje": 3}, "zona": 1},
            {"character_id": "c1"}, {"character_id": "c2"}, {"nombre": "Jefe", "iniciativa": 4}]});
        let t = start(System::Fate, &Value::Null, &v, &table, &seed(), 5).unwrap();
        let names: Vec<&str> = t.participants.iter().map(|p| p.name.as_str()).collect();
        // Jefe's Alerta 4 first; the Coraje 3 breaks the three-way tie at 2 (L110); Rita and
        // Tom are players seated in the order listed: Rita first.
        assert_eq!(names, ["Jefe", "Matón", "Rita", "Tom"]);
        assert_eq!(t.participants[1].zone, Some(1));
        assert_eq!(t.participants[0].initiative, json!({"habilidad": "Alerta", "valor": 4}));
        assert_eq!(
            (t.conflict.as_deref(), t.round, t.current()),
            (Some("físico"), 1, Some(0))
        );
        let social = start(
            System::Fate,
            &Value::Null,
            &json!({"conflicto": "social", "participantes": [{"nombre": "X"}]}),
            &[],
            &seed(),
            5,
        );
        assert_eq!(social.unwrap().zones, ["Escena"]);
    }

    #[test]
    fn hitos_rolls_with_typed_faces_first_and_the_same_event_rolls_the_same() {
        let ana = character(
            "c1",
            sheets::hitos_sheet(&{
                let mut s = sheets::example_json(System::Hitos, &json!({})).unwrap();
                s["nombre"] = json!("Ana");
                s["caracteristicas"]["reflejos"] = json!(3);
                s["caracteristicas"]["intelecto"] = json!(5);
                s
            })
            .unwrap(),
        );
        let table = [Seated {
            character: &ana,
            player: true,
        }];
        // In the order listed: the orc 3 + 7 = 10, Ana 7 + 5 = 12.
        let v = json!({"dados": [3, 3, 3, 2, 7, 9], "participantes": [{"nombre": "Orco", "iniciativa": 7}, {"character_id": "c1"}]});
        let t = start(System::Hitos, &Value::Null, &v, &table, &seed(), 5).unwrap();
        assert_eq!(t.participants[0].name, "Ana");
        assert_eq!(
            t.participants[0].initiative,
            json!({"puntuacion": 5, "total": 12, "desempates": []})
        );
        let random = json!({"participantes": [{"nombre": "A", "iniciativa": 1}, {"nombre": "B", "iniciativa": 2, "modificador": -1}]});
        assert_eq!(
            start(System::Hitos, &Value::Null, &random, &[], &seed(), 8).unwrap(),
            start(System::Hitos, &Value::Null, &random, &[], &seed(), 8).unwrap()
        );
        let bad = start(
            System::Hitos,
            &Value::Null,
            &json!({"dados": [11], "participantes": [{"nombre": "A", "iniciativa": 1}]}),
            &[],
            &seed(),
            1,
        );
        assert_eq!(bad.unwrap_err().field.as_deref(), Some("dados"));
    }

    #[test]
    fn chasis_orders_by_the_checks_and_bad_starts_say_why() {
        let v = json!({"participantes": [{"nombre": "Enano", "iniciativa": 14}, {"nombre": "Orco", "iniciativa": 19}]});
        let t = start(System::Chasis, &Value::Null, &v, &[], &seed(), 1).unwrap();
        assert_eq!(t.participants[0].name, "Orco");
        for (system, bad) in [
            (System::Chasis, json!({"participantes": [{"nombre": "Enano"}]})),
            (System::Chasis, json!({"participantes": []})),
            (
                System::Chasis,
                json!({"participantes": [{"nombre": "A", "iniciativa": 1}, {"nombre": "a", "iniciativa": 2}]}),
            ),
            (
                System::Chasis,
                json!({"zonas": ["X"], "participantes": [{"nombre": "A", "iniciativa": 1}]}),
            ),
            (System::Fate, json!({"participantes": [{"character_id": "nadie"}]})),
            (
                System::Fate,
                json!({"conflicto": "culinario", "participantes": [{"nombre": "A"}]}),
            ),
            (System::Portal, json!({"participantes": [{"nombre": "A"}]})),
        ] {
            assert!(start(system, &Value::Null, &bad, &[], &seed(), 1).is_err(), "{bad}");
        }
    }
}
