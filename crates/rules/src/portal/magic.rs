//! Magic (§6, B1566–B1621): ranks 0–3, their difficulty and costs, missing components,
//! enchanting and inventing, and a spell check that turns it all into a [`RollSpec`] and the
//! events that pay for it (costs are paid before the roll, B1604).

use super::dice::Role;
use super::events::event::Event;
use super::roll::spec::RollSpec;
use super::sheet::character::{Character, Kind};
use super::sheet::state::Area;
use serde::{Deserialize, Serialize};

/// Who casts (B1606).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Caster {
    /// A competent mage: casting is what it came to do (the High die).
    #[default]
    #[serde(rename = "mago")]
    Mage,
    /// An apprentice or a commoner who knows some charms: rank 0 has difficulty 2 and a cost.
    #[serde(rename = "aprendiz")]
    Apprentice,
    /// Someone who does not practise magic: the Low die, Middle if it knows the spell well.
    #[serde(rename = "profano")]
    Layman { knows_well: bool },
}

/// What is being done with the spell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Work {
    #[default]
    #[serde(rename = "lanzar")]
    Cast,
    /// Enchanting an object: the ritual is performed at rank + 1 (B1616).
    #[serde(rename = "encantar")]
    Enchant,
    /// Inventing a spell: as casting one rank higher (B1618).
    #[serde(rename = "inventar")]
    Invent,
}

/// A spell to check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spell {
    /// *Rango de poder*, 0–3.
    pub rank: u8,
    pub work: Work,
    pub caster: Caster,
    /// Components (gesture and voice count) the spell needs, and how many are missing.
    pub components: u8,
    pub missing: u8,
}

/// Kinds of cost, by effective rank (§6 table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CostKind {
    #[serde(rename = "suerte")]
    Luck,
    #[serde(rename = "malestar")]
    Discomfort,
    #[serde(rename = "turnos")]
    Turns,
    #[serde(rename = "ingredientes")]
    Components,
    #[serde(rename = "pp")]
    Points,
    #[serde(rename = "heridas")]
    Wounds,
    /// Level-3 sequelae (rank 4, B1620).
    #[serde(rename = "secuela")]
    Sequela,
    /// A luck die given up for ever (rank 4, B1620).
    #[serde(rename = "sacrificio_suerte")]
    LuckSacrifice,
}

impl CostKind {
    /// The cost as a person reads it, in Spanish.
    pub fn word(self) -> &'static str {
        match self {
            CostKind::Luck => "dados de suerte",
            CostKind::Discomfort => "dados de malestar",
            CostKind::Turns => "turnos de combate",
            CostKind::Components => "ingredientes",
            CostKind::Points => "puntos de personaje",
            CostKind::Wounds => "dados de heridas",
            CostKind::Sequela => "secuelas de nivel 3",
            CostKind::LuckSacrifice => "sacrificio permanente de suerte",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            CostKind::Luck => "luck dice",
            CostKind::Discomfort => "discomfort dice",
            CostKind::Turns => "combat turns",
            CostKind::Components => "components",
            CostKind::Points => "character points",
            CostKind::Wounds => "wound dice",
            CostKind::Sequela => "level-3 sequelae",
            CostKind::LuckSacrifice => "luck dice given up for ever",
        }
    }
}

/// What a fumbled spell typically brings, by effective rank (§6 table, B1574–B1598): the GM's
/// guide, not a fixed cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum SpellFumble {
    /// Rank 0: cosmetic or comic, at most some discomfort.
    #[serde(rename = "cosmetica")]
    Cosmetic,
    /// Rank 1: wound dice.
    #[serde(rename = "heridas")]
    Wounds,
    /// Rank 2: permanent sequelae, or the caster's life.
    #[serde(rename = "secuelas_permanentes")]
    PermanentSequelae,
    /// Rank 3 and beyond: holocausts.
    #[serde(rename = "holocausto")]
    Holocaust,
}

impl SpellFumble {
    pub fn of_rank(rank: u8) -> SpellFumble {
        match rank {
            0 => SpellFumble::Cosmetic,
            1 => SpellFumble::Wounds,
            2 => SpellFumble::PermanentSequelae,
            _ => SpellFumble::Holocaust,
        }
    }

    /// As a person reads it, in Spanish.
    pub fn word(self) -> &'static str {
        match self {
            SpellFumble::Cosmetic => "algo cosmético o cómico, como mucho algún dado de malestar",
            SpellFumble::Wounds => "dados de heridas",
            SpellFumble::PermanentSequelae => "secuelas permanentes, o la vida del lanzador",
            SpellFumble::Holocaust => "un holocausto",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            SpellFumble::Cosmetic => "something cosmetic or comic, at most some discomfort",
            SpellFumble::Wounds => "wound dice",
            SpellFumble::PermanentSequelae => "permanent sequelae, or the caster's life",
            SpellFumble::Holocaust => "a holocaust",
        }
    }
}

impl Work {
    pub fn word(self) -> &'static str {
        match self {
            Work::Cast => "lanzar",
            Work::Enchant => "encantar",
            Work::Invent => "inventar",
        }
    }
}

/// What the rules say of a spell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpellCheck {
    /// Rank + 1 when enchanting or inventing; 4 for a rank-3 enchantment or invention.
    pub effective_rank: u8,
    /// None: no roll at all (a competent mage's rank-0 charm).
    pub difficulty: Option<i32>,
    /// +1 (rank 1) or +2 (rank 2) per missing component.
    pub missing_penalty: i32,
    pub role: Role,
    /// The costs the GM may ask for at this rank.
    pub costs: Vec<CostKind>,
    /// The usual number of components.
    pub components: (u8, u8),
    /// Several casters are usually needed (rank 3 and beyond).
    pub several_casters: bool,
    /// What a fumble of this spell typically brings.
    pub fumble: SpellFumble,
}

/// A spell the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-magic", content = "args", rename_all = "kebab-case")]
pub enum MagicError {
    Rank(u8),
    Impossible {
        missing: u8,
        rank: u8,
    },
    Missing {
        missing: u8,
        components: u8,
    },
    NoReserve,
    CostNotAllowed {
        rank: u8,
        kind: CostKind,
    },
    /// Said of the caster, not of the rank: an apprentice does pay at rank 0 (B1606).
    FreeForAMage {
        kind: CostKind,
    },
}

/// The kind of cost said by its own message (`portal-cost-suerte`...).
impl tirada_dice::Worded for MagicError {
    fn words(&self) -> tirada_dice::Words {
        tirada_dice::Words::of(self).keyed("kind", "portal-cost")
    }
}
tirada_dice::worded_display!(MagicError);

/// Checks a spell: difficulty, role, costs (§6).
pub fn check(spell: &Spell) -> Result<SpellCheck, MagicError> {
    if spell.rank > 3 {
        return Err(MagicError::Rank(spell.rank));
    }
    if spell.missing > spell.components {
        return Err(MagicError::Missing {
            missing: spell.missing,
            components: spell.components,
        });
    }
    let rank = spell.rank + (spell.work != Work::Cast) as u8;
    use CostKind::*;
    let (base, per_missing, costs, components): (Option<i32>, Option<i32>, Vec<CostKind>, (u8, u8)) = match rank {
        0 if spell.caster == Caster::Mage => (None, Some(0), vec![], (0, 0)),
        0 => (Some(2), Some(0), vec![Luck, Discomfort, Turns, Components], (0, 1)),
        1 => (Some(3), Some(1), vec![Luck, Discomfort, Turns, Components], (1, 3)),
        2 => (Some(4), Some(2), vec![Points, Wounds, Turns, Components], (3, 6)),
        3 => (Some(5), None, vec![Points, Wounds, Turns, Components], (6, 12)),
        _ => (Some(6), None, vec![Sequela, LuckSacrifice, Turns, Components], (12, 24)),
    };
    let missing_penalty = match per_missing {
        Some(p) => p * spell.missing as i32,
        None if spell.missing > 0 => {
            return Err(MagicError::Impossible {
                missing: spell.missing,
                rank,
            })
        }
        None => 0,
    };
    let role = match spell.caster {
        Caster::Mage | Caster::Apprentice => Role::High,
        Caster::Layman { knows_well: true } => Role::Middle,
        Caster::Layman { knows_well: false } => Role::Low,
    };
    Ok(SpellCheck {
        effective_rank: rank,
        difficulty: base.map(|d| d + missing_penalty),
        missing_penalty,
        role,
        costs,
        components,
        several_casters: rank >= 3,
        fumble: SpellFumble::of_rank(rank),
    })
}

/// A counterspell of `counter` rank undoes spells up to its own rank (§6 table).
pub fn counters(counter: u8, spell: u8) -> bool {
    spell <= counter
}

/// What a caster pays before the roll.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Payment {
    pub luck: u8,
    pub discomfort: u8,
    pub turns: u8,
    pub points: u32,
    pub wounds: u8,
    pub luck_sacrifice: u8,
    /// Level-3 sequelae taken, one per area listed (rank 4, B1620).
    pub sequelae: Vec<Area>,
    /// A principal's purpose-limited reserve (B649–B651).
    pub reserve: Option<(String, u8)>,
}

/// The events that pay for a spell, refusing costs its rank does not take (a principal pays
/// luck and PP from its reserve, B649).
pub fn pay(c: &Character, s: &SpellCheck, p: &Payment) -> Result<Vec<Event>, MagicError> {
    let mut events = payment_events(s, p)?;
    if let Some((purpose, amount)) = &p.reserve {
        if !matches!(c.kind, Kind::Agonist | Kind::Antagonist) {
            return Err(MagicError::NoReserve);
        }
        events.push(Event::SpentReserve {
            purpose: purpose.clone(),
            amount: *amount,
        });
    }
    Ok(events)
}

/// The events of a payment without its reserve, whoever pays (costs before the roll, B1604).
pub fn payment_events(s: &SpellCheck, p: &Payment) -> Result<Vec<Event>, MagicError> {
    let rank = s.effective_rank;
    let allowed = |kind: CostKind, n: u32| {
        if n > 0 && s.difficulty.is_none() {
            Err(MagicError::FreeForAMage { kind })
        } else if n > 0 && !s.costs.contains(&kind) {
            Err(MagicError::CostNotAllowed { rank, kind })
        } else {
            Ok(n > 0)
        }
    };
    let reason = || format!("conjuro de rango {rank}");
    let mut events = Vec::new();
    if allowed(CostKind::Luck, p.luck as u32)? {
        events.push(Event::SpentLuck {
            count: p.luck,
            reason: reason(),
        });
    }
    if allowed(CostKind::Discomfort, p.discomfort as u32)? {
        events.push(Event::GainedDiscomfort {
            count: p.discomfort,
            reason: reason(),
        });
    }
    if allowed(CostKind::Turns, p.turns as u32)? {
        events.push(Event::LostTurns {
            turns: p.turns,
            reason: reason(),
        });
    }
    if allowed(CostKind::Points, p.points)? {
        events.push(Event::SpentPp {
            count: p.points,
            reason: reason(),
        });
    }
    if allowed(CostKind::Wounds, p.wounds as u32)? {
        events.push(Event::GainedWound {
            count: p.wounds,
            source: reason(),
        });
    }
    if allowed(CostKind::Sequela, p.sequelae.len() as u32)? {
        events.extend(p.sequelae.iter().map(|&area| Event::GainedSequela {
            level: 3,
            area,
            reason: reason(),
        }));
    }
    if allowed(CostKind::LuckSacrifice, p.luck_sacrifice as u32)? {
        events.push(Event::SacrificedLuck {
            count: p.luck_sacrifice,
            reason: reason(),
        });
    }
    Ok(events)
}

/// The roll of a spell: its role and difficulty on the caster's dice.
pub fn spell_spec(s: &SpellCheck, mut base: RollSpec) -> RollSpec {
    base.role = s.role;
    base.difficulty = s.difficulty;
    base
}
