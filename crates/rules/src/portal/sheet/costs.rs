//! Creation and improvement costs in PP (§3.4, B665–B880), and the improvements themselves.

use super::character::{Character, Concept, ForteEntry, Frequency};
use crate::portal::events::error::StateError;
use serde::{Deserialize, Serialize};

/// PP to buy a Fortaleza at level 0, then each next level (B730–B792), by frequency.
const FORTE_STEPS: [[u32; 6]; 4] = [
    [2, 1, 2, 3, 4, 5],
    [6, 2, 6, 12, 20, 30],
    [16, 4, 16, 40, 80, 140],
    [40, 8, 40, 120, 240, 320],
];

fn row(f: Frequency) -> usize {
    match f {
        Frequency::Rare => 0,
        Frequency::Moderate => 1,
        Frequency::Frequent => 2,
        Frequency::Constant => 3,
    }
}

/// PP to reach `level` from the level below (level 0: buying the Fortaleza).
pub fn forte_step(frequency: Frequency, level: u8) -> u32 {
    FORTE_STEPS[row(frequency)][level.min(5) as usize]
}

/// PP of a Fortaleza bought up to `level` (B728: every step needs the previous one).
pub fn forte_cost(frequency: Frequency, level: u8) -> u32 {
    (0..=level.min(5)).map(|l| forte_step(frequency, l)).sum()
}

/// PP a limitation gives at creation, and what removing it costs (B734–B798). Constant
/// limitations are not for players.
pub fn limitation_value(frequency: Frequency) -> Option<(u32, u32)> {
    match frequency {
        Frequency::Rare => Some((1, 3)),
        Frequency::Moderate => Some((4, 12)),
        Frequency::Frequent => Some((10, 40)),
        Frequency::Constant => None,
    }
}

/// A specialty's cost falls with the Fortaleza's level: 5, 4, 3, 2, 1 (B800–B810).
pub fn specialty_cost(level: u8) -> Option<u32> {
    (1..=5).contains(&level).then(|| 6 - level as u32)
}

/// The n-th drive bought, or the n-th removed, costs n(n+1)/2 (B818; EX-DRIVE-JACK).
pub fn drive_cost(n: u32) -> u32 {
    // Saturating: an unchecked counter must not wrap into a cheap drive.
    (n as u64 * (n as u64 + 1) / 2).min(u32::MAX as u64) as u32
}

/// PP to move the concept one step (B687–B720): positive is a cost, negative a gain.
pub fn concept_change(from: Concept, to: Concept) -> Option<i32> {
    use Concept::*;
    match (from, to) {
        (a, b) if a == b => Some(0),
        (Ordinary, TeamMember) => Some(10),
        (TeamMember, MythicHero) => Some(40),
        (TeamMember, Ordinary) => Some(-5),
        (MythicHero, TeamMember) => Some(-20),
        _ => None,
    }
}

/// Creation PP left unspent become PP in hand: one per five, rounded down (B842).
pub fn unspent_to_hand(unspent: u32) -> u32 {
    unspent / 5
}

/// What a points-built sheet cost (method 2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct CreationCost {
    pub fortes: u32,
    /// One moderate level-0 Fortaleza is free (B758).
    pub free_forte: u32,
    pub specialties: u32,
    pub quirks: u32,
    pub concept: i32,
    /// PP gained from limitations.
    pub limitations: u32,
    /// Drives beyond the two every character starts with: 1, 3, 6… PP (B816–B818).
    pub drives: u32,
    /// Spent minus gained.
    pub net: i32,
    /// A points-built sheet's creation PP left unspent…
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unspent: Option<u32>,
    /// …and the PP in hand they become, one per five rounded down (B842).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pp_in_hand: Option<u32>,
}

pub fn creation_cost(c: &Character) -> CreationCost {
    let fortes: u32 = c.fortes.iter().map(|f| forte_cost(f.frequency, f.level)).sum();
    let free_forte = if c.fortes.iter().any(|f| f.frequency == Frequency::Moderate) {
        forte_step(Frequency::Moderate, 0)
    } else {
        0
    };
    let specialties = c
        .fortes
        .iter()
        .filter(|f| f.specialty.is_some())
        .filter_map(|f| specialty_cost(f.level))
        .sum();
    let quirks = c.quirks.iter().map(|q| q.cost as u32).sum();
    let concept = c
        .creation
        .and_then(|cr| cr.group_concept)
        .and_then(|g| concept_change(g, c.concept))
        .unwrap_or(0);
    let limitations = c
        .limitations
        .iter()
        .filter_map(|l| limitation_value(l.frequency))
        .map(|(gain, _)| gain)
        .sum();
    // Drives bought or removed in play were paid as improvements; the rest past two were
    // bought at creation.
    let at_creation = (c.drives.len() as u32 + c.drives_removed).saturating_sub(c.drives_bought);
    let drives = (1..=at_creation.saturating_sub(2)).map(drive_cost).sum();
    let net = (fortes - free_forte + specialties + quirks + drives) as i32 + concept - limitations as i32;
    let unspent = c.creation.map(|cr| (cr.budget as i32 - net).max(0) as u32);
    CreationCost {
        fortes,
        free_forte,
        specialties,
        quirks,
        concept,
        limitations,
        drives,
        net,
        unspent,
        pp_in_hand: unspent.map(unspent_to_hand),
    }
}

/// An improvement bought with PP at the end of an adventure (B842–B850).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mejora", rename_all = "snake_case")]
pub enum Advance {
    /// A new Fortaleza at level 0.
    #[serde(rename = "nueva_fortaleza")]
    NewForte { name: String, frequency: Frequency },
    /// One level more in a Fortaleza.
    #[serde(rename = "subir_fortaleza")]
    ForteLevel { name: String },
    #[serde(rename = "especialidad")]
    Specialty { forte: String, specialty: String },
    #[serde(rename = "comprar_estimulo")]
    BuyDrive { drive: String },
    /// At least one drive always remains (B816).
    #[serde(rename = "quitar_estimulo")]
    RemoveDrive { drive: String },
    #[serde(rename = "quitar_limitacion")]
    RemoveLimitation { name: String },
    /// Optional rule for competitive campaigns: 2 wound dice per PP (B880).
    #[serde(rename = "curar")]
    Heal { wounds: u8 },
}

fn refuse(msg: impl Into<String>) -> StateError {
    StateError::Advance(msg.into())
}

/// A name an improvement brings keeps the sheet's rule (1 to `max` letters, §3).
fn named(what: &str, name: &str, max: usize) -> Result<(), StateError> {
    let n = name.trim().chars().count();
    if n == 0 || n > max {
        return Err(refuse(format!("el nombre de {what} debe tener de 1 a {max} letras")));
    }
    Ok(())
}

/// The character after an improvement, its cost paid from the PP in hand.
pub fn advance(c: &Character, a: &Advance) -> Result<Character, StateError> {
    let mut n = c.clone();
    let forte_index = |name: &str| {
        n.fortes
            .iter()
            .position(|f| f.name.eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| refuse(format!("no hay ninguna Fortaleza «{name}»")))
    };
    let cost = match a {
        Advance::NewForte { name, frequency } => {
            named("la Fortaleza", name, 60)?;
            if forte_index(name).is_ok() {
                return Err(refuse(format!("ya existe la Fortaleza «{name}»")));
            }
            n.fortes.push(ForteEntry {
                name: name.trim().to_string(),
                level: 0,
                frequency: *frequency,
                specialty: None,
                superhuman: false,
            });
            forte_step(*frequency, 0)
        }
        Advance::ForteLevel { name } => {
            let i = forte_index(name)?;
            let f = &mut n.fortes[i];
            if f.level >= 5 {
                return Err(refuse(format!("«{}» ya tiene nivel 5", f.name)));
            }
            f.level += 1;
            forte_step(f.frequency, f.level)
        }
        Advance::Specialty { forte, specialty } => {
            let i = forte_index(forte)?;
            let f = &mut n.fortes[i];
            if f.specialty.is_some() {
                return Err(refuse(format!("«{}» ya tiene una especialidad (B802)", f.name)));
            }
            named("la especialidad", specialty, 60)?;
            let cost = specialty_cost(f.level)
                .ok_or_else(|| refuse("solo una Fortaleza de nivel 1 o más puede tener especialidad (B802)"))?;
            f.specialty = Some(specialty.trim().to_string());
            cost
        }
        Advance::BuyDrive { drive } => {
            named("el estímulo", drive, 80)?;
            n.drives.push(drive.trim().to_string());
            n.drives_bought = n.drives_bought.saturating_add(1);
            drive_cost(n.drives_bought)
        }
        Advance::RemoveDrive { drive } => {
            let i = n
                .drives
                .iter()
                .position(|d| d.eq_ignore_ascii_case(drive.trim()))
                .ok_or_else(|| refuse(format!("no hay ningún estímulo «{drive}»")))?;
            if n.drives.len() == 1 {
                return Err(refuse("siempre debe quedar al menos un estímulo (B816)"));
            }
            n.drives.remove(i);
            n.drives_removed = n.drives_removed.saturating_add(1);
            drive_cost(n.drives_removed)
        }
        Advance::RemoveLimitation { name } => {
            let i = n
                .limitations
                .iter()
                .position(|l| l.name.eq_ignore_ascii_case(name.trim()))
                .ok_or_else(|| refuse(format!("no hay ninguna limitación «{name}»")))?;
            let (_, cost) = limitation_value(n.limitations[i].frequency)
                .ok_or_else(|| refuse("una limitación constante no se puede quitar"))?;
            n.limitations.remove(i);
            cost
        }
        Advance::Heal { wounds } => {
            let w = (*wounds).min(n.state.wounds);
            n.state.wounds -= w;
            (w as u32).div_ceil(2)
        }
    };
    if cost > n.state.pp {
        return Err(StateError::NotEnough {
            what: "puntos de personaje",
            want: cost,
            have: n.state.pp,
        });
    }
    n.state.pp -= cost;
    Ok(n)
}
