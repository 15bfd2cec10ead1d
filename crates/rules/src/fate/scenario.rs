//! A conflict described in a TOML file (schema in `docs/fate.md`): its kind, zones and
//! borders, the table's rules, the participants of each side — sheets inline or in files the
//! caller reads, minion groups and their leaders — with how each fights when no order is
//! written, and the orders written for particular turns ([`Order`]).
//!
//! Pure: sheet files are read by the caller, through the `load` function given to
//! [`Scenario::build`]. Every name is checked before anything is rolled, and an error names
//! the field (`participantes[2].zona`).

use super::actions::ActionOptions;
use super::combine::SecondaryRole;
use super::conflict::{BlockKind, Conflict};
use super::error::FateError;
use super::ladder::fold;
use super::minions::MinionGroup;
use super::movement::Zones;
use super::options::Rules;
use super::play::{within, AbsorbPolicy, Order, Plan, Play, Scripted};
use super::sheet::{read_toml, Rating, Sheet};
use super::tables::ConflictKind;
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

/// The kinds of order a file may write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OrderKind {
    Ataque,
    Maniobra,
    Escena,
    Bloqueo,
    DefensaTotal,
    Retener,
    Esprint,
    Accion,
    Desarmar,
    RecogerArma,
    Empujar,
    Derribar,
}

/// An order as written: who, what, and the fields that kind of order reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Written {
    pub quien: String,
    pub accion: OrderKind,
    #[serde(default)]
    pub objetivo: Option<String>,
    #[serde(default)]
    pub habilidad: Option<String>,
    #[serde(default)]
    pub defensa: Option<String>,
    #[serde(default)]
    pub dificultad: Option<Rating>,
    /// `escena`: the change and whether a PP argues for it; `dj` is the GM's ruling.
    #[serde(default)]
    pub cambio: Option<String>,
    #[serde(default)]
    pub pp_escena: bool,
    #[serde(default)]
    pub dj: Option<bool>,
    /// `bloqueo`: whom it protects, or what it prevents, and the GM's penalty.
    #[serde(default)]
    pub proteger: Option<String>,
    #[serde(default)]
    pub impedir: Option<String>,
    #[serde(default)]
    pub penalizacion: i32,
    /// `esprint`, `empujar`, `derribar`: the zones in order.
    #[serde(default)]
    pub ruta: Vec<String>,
    #[serde(default)]
    pub pp: u32,
    #[serde(default)]
    pub pp_defensa: u32,
    #[serde(default)]
    pub suplementarias: u32,
    /// A zone moved to as a supplementary action.
    #[serde(default)]
    pub mover: Option<String>,
    /// Blockers whose blocks this action must get past.
    #[serde(default)]
    pub supera: Vec<String>,
    #[serde(default)]
    pub bonificador: bool,
    #[serde(default)]
    pub seguidor: Option<String>,
    #[serde(default)]
    pub seguidor_defensa: Option<String>,
    #[serde(default)]
    pub recoge_arma: bool,
    #[serde(default)]
    pub restringe: Vec<String>,
    #[serde(default)]
    pub complementa: Vec<String>,
    #[serde(default)]
    pub modifica: Vec<String>,
    /// How the target takes this hit, and the consequence's description.
    #[serde(default)]
    pub absorbe: Option<AbsorbPolicy>,
    #[serde(default)]
    pub descripcion: Option<String>,
}

fn err(field: String, es: String, en: String) -> FateError {
    FateError::sheet(field, es, en)
}

impl Scenario {
    /// Reads a conflict file.
    pub fn from_toml(text: &str) -> Result<Scenario, FateError> {
        read_toml(text, "un conflicto de Fate")
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

impl Written {
    /// The order with names turned into participants, zones and numbers.
    fn resolve(&self, c: &Conflict, i: usize) -> Result<Scripted, FateError> {
        let field = |f: &str| format!("acciones[{i}].{f}");
        let who_of = |f: &str, name: &str| c.find(name).ok_or_else(|| unknown(field(f), name));
        let who = who_of("quien", &self.quien)?;
        if c.participants[who].attached_to.is_some() {
            return Err(err(
                field("quien"),
                "los secuaces unidos a un líder no actúan por su cuenta".into(),
                "minions attached to a leader do not act on their own".into(),
            ));
        }
        let target = self.objetivo.as_deref().map(|t| who_of("objetivo", t)).transpose()?;
        let need_target = || target.ok_or_else(|| missing(field("objetivo")));
        let skill = || self.habilidad.clone().ok_or_else(|| missing(field("habilidad")));
        let difficulty = match &self.dificultad {
            None => None,
            Some(Rating::Number(n)) => Some(*n as i32),
            Some(Rating::Word(w)) => Some(c.rules.ladder.parse(w).ok_or_else(|| {
                err(
                    field("dificultad"),
                    format!("«{w}» no es un valor de la escalera"),
                    format!("'{w}' is not a ladder value"),
                )
            })?),
        };
        let zone = |name: &String| find_zone(&c.zones, name).ok_or_else(|| no_zone(field("ruta"), name));
        let path = self.ruta.iter().map(zone).collect::<Result<Vec<_>, _>>()?;
        let order = match self.accion {
            OrderKind::Ataque => Order::Attack {
                target: need_target()?,
                skill: self.habilidad.clone(),
                defense: self.defensa.clone(),
            },
            OrderKind::Maniobra => match (target, difficulty) {
                (Some(t), _) => Order::Maneuver {
                    target: Some(t),
                    skill: skill()?,
                    defense: self.defensa.clone(),
                    difficulty: None,
                },
                (None, d) => Order::Maneuver {
                    target: None,
                    skill: skill()?,
                    defense: None,
                    difficulty: Some(d.unwrap_or(c.rules.default_difficulty)),
                },
            },
            OrderKind::Escena => Order::Scene {
                skill: skill()?,
                difficulty: difficulty.unwrap_or(c.rules.default_difficulty),
                change: self.cambio.clone().ok_or_else(|| missing(field("cambio")))?,
                pp: self.pp_escena,
                gm: self.dj,
            },
            OrderKind::Bloqueo => Order::Block {
                skill: skill()?,
                kind: match (&self.proteger, &self.impedir) {
                    (Some(p), None) => BlockKind::Protect {
                        target: who_of("proteger", p)?,
                    },
                    (None, Some(text)) => BlockKind::Prevent { action: text.clone() },
                    _ => {
                        return Err(err(
                            field("proteger"),
                            "un bloqueo lleva proteger o impedir, uno de los dos".into(),
                            "a block has proteger or impedir, one of them".into(),
                        ))
                    }
                },
                penalty: self.penalizacion,
            },
            OrderKind::DefensaTotal => Order::FullDefense,
            OrderKind::Retener => Order::Hold,
            OrderKind::Esprint => Order::Sprint { path },
            OrderKind::Accion => Order::Simple {
                skill: skill()?,
                difficulty: difficulty.unwrap_or(c.rules.default_difficulty),
            },
            OrderKind::Desarmar => Order::Disarm {
                target: need_target()?,
                skill: skill()?,
                defense: self.defensa.clone(),
            },
            OrderKind::RecogerArma => Order::RecoverWeapon,
            OrderKind::Empujar | OrderKind::Derribar => Order::Shove {
                knockback: self.accion == OrderKind::Derribar,
                target: need_target()?,
                skill: skill()?,
                defense: self.defensa.clone(),
                path,
            },
        };
        let move_to = self
            .mover
            .as_ref()
            .map(|z| find_zone(&c.zones, z).ok_or_else(|| no_zone(field("mover"), z)))
            .transpose()?;
        let past = self
            .supera
            .iter()
            .map(|b| who_of("supera", b))
            .collect::<Result<Vec<_>, _>>()?;
        let roles = [
            (SecondaryRole::Modify, &self.modifica),
            (SecondaryRole::Complement, &self.complementa),
            (SecondaryRole::Restrict, &self.restringe),
        ];
        let secondary = roles
            .iter()
            .flat_map(|(role, v)| v.iter().map(move |s| (*role, s.clone())))
            .collect();
        Ok(Scripted {
            index: i,
            who,
            order,
            options: ActionOptions {
                supplementary: self.suplementarias,
                move_to,
                pp: self.pp,
                opposing_pp: self.pp_defensa,
                use_bonus: self.bonificador,
                secondary,
                follower: self.seguidor.clone(),
                opposing_follower: self.seguidor_defensa.clone(),
                pick_up_weapon: self.recoge_arma,
                ..ActionOptions::default()
            },
            past_blockers: past,
            absorb: self.absorbe,
            describe: self.descripcion.clone(),
        })
    }
}

fn find_zone(z: &Zones, name: &str) -> Option<usize> {
    z.names.iter().position(|n| fold(n) == fold(name))
}

fn no_zone(field: String, name: &str) -> FateError {
    err(
        field,
        format!("la zona «{name}» no está en zonas"),
        format!("zone '{name}' is not in zonas"),
    )
}

fn unknown(field: String, name: &str) -> FateError {
    err(
        field,
        format!("«{name}» no es ninguno de los participantes"),
        format!("'{name}' is none of the participants"),
    )
}

fn missing(field: String) -> FateError {
    err(
        field,
        "falta para esta acción".into(),
        "is missing for this action".into(),
    )
}
