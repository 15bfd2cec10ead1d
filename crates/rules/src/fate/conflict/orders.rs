//! The orders a conflict file writes for particular turns (`[[acciones]]`), and how each
//! becomes a [`Scripted`] order with names turned into participants and zones.

use super::actions::act::ActionOptions;
use super::actions::movement::Reach;
use super::events::BlockKind;
use super::lookup::{err, find_zone, missing, no_zone, unknown};
use super::play::{AbsorbPolicy, Order, Reply, Scripted};
use super::tracker::Conflict;
use crate::fate::character::sheet::Rating;
use crate::fate::error::FateError;
use crate::fate::roll::combine::SecondaryRole;
use serde::{Deserialize, Serialize};

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
    /// A leader directs its attached minions (optional Liderazgo rule): `objetivo` names them.
    Dirigir,
    /// A free action: pick up a load of weight `peso` (0 sets it down); the turn goes on.
    Cargar,
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
    /// `cargar`: the load's weight factor.
    #[serde(default)]
    pub peso: u32,
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
    /// The attack's reach when the skill does not say it: `arrojadiza` for a thrown weapon.
    #[serde(default)]
    pub alcance: Option<Reach>,
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
    /// The target, given a consequence by this action, concedes on these terms (F257) …
    #[serde(default)]
    pub concede: Option<String>,
    /// … and the inflicter answers (F259–F261): accepts by default.
    #[serde(default)]
    pub respuesta: Option<Reply>,
}

impl Written {
    /// The order with names turned into participants, zones and numbers.
    pub(crate) fn resolve(&self, c: &Conflict, i: usize) -> Result<Scripted, FateError> {
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
            OrderKind::Dirigir => Order::Direct {
                minions: need_target()?,
            },
            OrderKind::Cargar => Order::Carry { load: self.peso },
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
                reach: self.alcance,
                ..ActionOptions::default()
            },
            past_blockers: past,
            absorb: self.absorbe,
            describe: self.descripcion.clone(),
            concession: self
                .concede
                .clone()
                .map(|terms| (terms, self.respuesta.unwrap_or_default())),
        })
    }
}
