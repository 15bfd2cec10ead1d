//! A conflict described in a TOML file (schema in `docs/fate.md`): its kind, zones and
//! borders, the table's rules, the participants of each side — sheets inline or in files the
//! caller reads, minion groups and their leaders — with how each fights when no order is
//! written, and the orders written for particular turns ([`Written`]).
//!
//! Pure: sheet files are read by the caller, through the `load` function given to
//! [`Scenario::build`]. Every name is checked before anything is rolled, and an error names
//! the field (`participantes[2].zona`).

use super::actions::movement::Zones;
use super::lookup::{err, find_zone, no_zone, unknown};
use super::orders::Written;
use super::play::{within, AbsorbPolicy, Plan, Play};
use super::tracker::Conflict;
use crate::fate::character::minions::MinionGroup;
use crate::fate::character::sheet::{read_toml, Sheet};
use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::options::Rules;
use crate::fate::tables::ConflictKind;
use serde::{Deserialize, Serialize};

/// Exchanges a conflict file runs when it names no number.
pub const DEFAULT_EXCHANGES: u32 = 10;

/// A conflict file as written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// `fisico` (default), `social` or `mental`.
    #[serde(default)]
    pub tipo: Option<ConflictKind>,
    /// The zones (L102–L104); one zone, `escena`, when absent.
    #[serde(default)]
    pub zonas: Vec<String>,
    /// Adjacent zones and the border between them: `["muelle", "barco", 1]` (L187).
    #[serde(default)]
    pub fronteras: Vec<(String, String, u32)>,
    /// The table's settings; those not written keep the reading aid's defaults.
    #[serde(default)]
    pub reglas: Rules,
    /// The most exchanges to run (default 10).
    #[serde(default)]
    pub intercambios: Option<u32>,
    #[serde(default)]
    pub participantes: Vec<Entry>,
    /// Orders for particular turns, in the order they are taken.
    #[serde(default)]
    pub acciones: Vec<Written>,
}

/// A participant as written: one of `ficha` (a sheet file), `personaje` (a sheet inline) or
/// `secuaces` (a minion group).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub bando: String,
    #[serde(default)]
    pub ficha: Option<String>,
    #[serde(default)]
    pub personaje: Option<Sheet>,
    #[serde(default)]
    pub secuaces: Option<MinionGroup>,
    /// A named character of the same side the minions are attached to (L337).
    #[serde(default)]
    pub lider: Option<String>,
    #[serde(default)]
    pub zona: Option<String>,
    /// The skill it attacks with when no order is written (default: its best for the kind).
    #[serde(default)]
    pub ataque: Option<String>,
    /// The skill it defends with (default: its best allowed against the attack).
    #[serde(default)]
    pub defensa: Option<String>,
    /// Whom it attacks (default: the first enemy standing in the order of initiative).
    #[serde(default)]
    pub objetivo: Option<String>,
    /// How it takes a hit: `casilla` (default) or `consecuencia`.
    #[serde(default)]
    pub absorbe: AbsorbPolicy,
}

impl Scenario {
    /// Reads a conflict file.
    pub fn from_toml(text: &str) -> Result<Scenario, FateError> {
        read_toml(text, tirada_dice::Words::key("thing-fate-conflict"))
    }

    /// The conflict and how it is played. `load` reads the sheet file a participant names.
    pub fn build(&self, load: &mut dyn FnMut(&str) -> Result<Sheet, FateError>) -> Result<Play, FateError> {
        let rules = self.reglas.clone();
        let zones = self.zones()?;
        let kind = self.tipo.unwrap_or(ConflictKind::Physical);
        let mut c = Conflict::new(kind, zones, rules.clone());
        for (i, e) in self.participantes.iter().enumerate() {
            let field = |f: &str| format!("participantes[{i}]{f}");
            let zone = match &e.zona {
                None => 0,
                Some(z) => find_zone(&c.zones, z).ok_or_else(|| no_zone(field(".zona"), z))?,
            };
            if e.bando.trim().is_empty() {
                return Err(err(
                    field(".bando"),
                    "el bando está vacío".into(),
                    "the side is empty".into(),
                ));
            }
            let id = match (&e.ficha, &e.personaje, &e.secuaces) {
                (Some(path), None, None) => {
                    let sheet = load(path)?;
                    let ch = sheet
                        .check(&rules)
                        .map_err(|x| within(&field(&format!(".ficha «{path}»")), x))?;
                    c.add_character(&e.bando, ch, zone)?
                }
                (None, Some(sheet), None) => {
                    let ch = sheet.check(&rules).map_err(|x| within(&field(".personaje"), x))?;
                    c.add_character(&e.bando, ch, zone)?
                }
                (None, None, Some(g)) => c.add_minions(&e.bando, g.clone(), zone)?,
                _ => {
                    return Err(err(
                        field(""),
                        "cada participante lleva una de ficha, personaje o secuaces".into(),
                        "each participant has one of ficha, personaje or secuaces".into(),
                    ))
                }
            };
            if c.participants[..id]
                .iter()
                .any(|p| fold(&p.name) == fold(&c.participants[id].name))
            {
                let name = c.participants[id].name.clone();
                return Err(err(
                    field(""),
                    format!("ya hay un participante llamado {name}"),
                    format!("there is already a participant called {name}"),
                ));
            }
        }
        let mut plans = Vec::new();
        for (i, e) in self.participantes.iter().enumerate() {
            if let Some(l) = &e.lider {
                let leader = c
                    .find(l)
                    .ok_or_else(|| unknown(format!("participantes[{i}].lider"), l))?;
                c.attach(i, leader)
                    .map_err(|x| within(&format!("participantes[{i}].lider"), x))?;
            }
            let target = match &e.objetivo {
                None => None,
                Some(t) => Some(
                    c.find(t)
                        .ok_or_else(|| unknown(format!("participantes[{i}].objetivo"), t))?,
                ),
            };
            plans.push(Plan {
                attack: e.ataque.clone(),
                defense: e.defensa.clone(),
                target,
                absorb: e.absorbe,
            });
        }
        if c.sides_standing().len() < 2 {
            return Err(err(
                "participantes".into(),
                "un conflicto necesita al menos dos bandos".into(),
                "a conflict needs at least two sides".into(),
            ));
        }
        let script = self
            .acciones
            .iter()
            .enumerate()
            .map(|(i, w)| w.resolve(&c, i))
            .collect::<Result<_, _>>()?;
        Ok(Play {
            conflict: c,
            plans,
            script,
            max_exchanges: self.intercambios.unwrap_or(DEFAULT_EXCHANGES),
            skipped: Vec::new(),
        })
    }

    fn zones(&self) -> Result<Zones, FateError> {
        let mut z = Zones::default();
        for (i, name) in self.zonas.iter().enumerate() {
            if name.trim().is_empty() || find_zone(&z, name).is_some() {
                return Err(err(
                    format!("zonas[{i}]"),
                    format!("«{name}» está vacía o repetida"),
                    format!("'{name}' is empty or repeated"),
                ));
            }
            z.add(name.trim());
        }
        if z.names.is_empty() {
            z.add("escena");
        }
        for (i, (a, b, border)) in self.fronteras.iter().enumerate() {
            let field = format!("fronteras[{i}]");
            let a = find_zone(&z, a).ok_or_else(|| no_zone(field.clone(), a))?;
            let b = find_zone(&z, b).ok_or_else(|| no_zone(field.clone(), b))?;
            z.join(a, b, *border)?;
        }
        Ok(z)
    }
}
