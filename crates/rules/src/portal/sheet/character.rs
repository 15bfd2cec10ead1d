//! A PORTAL character sheet (reading aid §3): who the character is, and its [`State`].
//!
//! The file schema (TOML, or JSON with the same keys) is documented in `docs/portal-sheet.md`.
//! [`Character::validated`] checks every field against the rules and names the field at fault.

use super::state::State;
use crate::portal::combat::tables::{Armour, DefenceGear, Weapon};
use crate::portal::dice::Role;
use serde::{Deserialize, Serialize};

/// The kind of character (B637–B663).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// *Protagonista*: a player's character, with luck dice and PP.
    #[default]
    #[serde(rename = "protagonista")]
    Protagonist,
    /// *Agonista*: a principal ally; rolls dice, no luck or PP (B647).
    #[serde(rename = "agonista")]
    Agonist,
    /// *Antagonista*: a principal villain, like an agonist.
    #[serde(rename = "antagonista")]
    Antagonist,
    /// *Personaje de reparto*: no dice, a generic value (B657–B663).
    #[serde(rename = "reparto")]
    Cast,
}

impl Kind {
    /// Principals and cast members hold no luck dice and no PP (B647).
    pub fn has_luck_and_points(self) -> bool {
        self == Kind::Protagonist
    }

    pub fn rolls_dice(self) -> bool {
        self != Kind::Cast
    }
}

/// The initial concept's rank (B687–B720).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Concept {
    #[serde(rename = "persona_corriente")]
    Ordinary,
    #[default]
    #[serde(rename = "miembro_del_equipo")]
    TeamMember,
    #[serde(rename = "heroe_mitico")]
    MythicHero,
}

/// How often a Fortaleza or limitation comes up (B722–B798).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Frequency {
    #[serde(rename = "poco_frecuente")]
    Rare,
    #[default]
    #[serde(rename = "moderada")]
    Moderate,
    #[serde(rename = "frecuente")]
    Frequent,
    #[serde(rename = "constante")]
    Constant,
}

/// A Fortaleza on the sheet (B390–B462).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForteEntry {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "nivel")]
    pub level: u8,
    #[serde(rename = "frecuencia", default)]
    pub frequency: Frequency,
    /// One specialty at most (B802).
    #[serde(rename = "especialidad", default, skip_serializing_if = "Option::is_none")]
    pub specialty: Option<String>,
    /// Summary only (S55, S57).
    #[serde(rename = "sobrehumana", default, skip_serializing_if = "std::ops::Not::not")]
    pub superhuman: bool,
}

/// A limitation: the Low die in its area (B522–B528).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limitation {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "frecuencia", default)]
    pub frequency: Frequency,
}

/// A *peculiaridad*: a rule-bending trait costing 3–30 PP (B532–B538, B836–B838).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quirk {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "coste")]
    pub cost: u8,
    #[serde(rename = "efecto", default, skip_serializing_if = "String::is_empty")]
    pub effect: String,
}

/// A principal's purpose-limited reserve, e.g. 6 luck dice only for spells (B649–B651).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reserve {
    #[serde(rename = "proposito")]
    pub purpose: String,
    #[serde(rename = "cantidad")]
    pub amount: u8,
}

impl Reserve {
    /// What is left after `spent` (never below 0, even on an unchecked sheet).
    pub fn left(&self, spent: u8) -> u8 {
        self.amount.saturating_sub(spent)
    }
}

/// The kept die of each combat reading (§3.2: B1040, B1153, B1242, B1265, B1481).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Roles {
    #[serde(rename = "reflejos")]
    pub reflexes: Role,
    #[serde(rename = "sangre_fria")]
    pub composure: Role,
    #[serde(rename = "ataque")]
    pub attack: Role,
    #[serde(rename = "defensa")]
    pub defence: Role,
    /// *Dado de Daño del Personaje*, by build (B1118).
    #[serde(rename = "dano")]
    pub damage: Role,
    #[serde(rename = "aguante")]
    pub toughness: Role,
    #[serde(rename = "fuerza")]
    pub strength: Role,
}

impl Default for Roles {
    fn default() -> Self {
        Roles {
            reflexes: Role::Middle,
            composure: Role::Middle,
            attack: Role::Middle,
            defence: Role::Middle,
            damage: Role::Middle,
            toughness: Role::Middle,
            strength: Role::Middle,
        }
    }
}

/// A cast member's values (B1287–B1303): each broken-down value defaults to the generic one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastValues {
    /// *Valor genérico*, 1–6 (B661; the summary mentions 7, S151).
    #[serde(rename = "valor_generico")]
    pub generic: u8,
    /// Never an integer (B1291); default generic − 0.5.
    #[serde(rename = "reflejos", default, skip_serializing_if = "Option::is_none")]
    pub reflexes: Option<f64>,
    /// What a PC's defence must exceed to avoid its attack (B1292).
    #[serde(rename = "ataque", default, skip_serializing_if = "Option::is_none")]
    pub attack: Option<i32>,
    /// What a PC's attack must exceed to hit it (B1293).
    #[serde(rename = "defensa", default, skip_serializing_if = "Option::is_none")]
    pub defence: Option<i32>,
    #[serde(rename = "aguante", default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<i32>,
    #[serde(rename = "dano", default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<i32>,
    /// Most members of a stack it leads or joins; 1 = cannot stack (B1290, B1371).
    #[serde(rename = "grupo", default, skip_serializing_if = "Option::is_none")]
    pub group: Option<u8>,
}

impl CastValues {
    pub fn reflexes(&self) -> f64 {
        self.reflexes.unwrap_or(self.generic as f64 - 0.5)
    }
    pub fn attack(&self) -> i32 {
        self.attack.unwrap_or(self.generic as i32)
    }
    pub fn defence(&self) -> i32 {
        self.defence.unwrap_or(self.generic as i32)
    }
    pub fn toughness(&self) -> i32 {
        self.toughness.unwrap_or(self.generic as i32)
    }
    pub fn damage(&self) -> i32 {
        self.damage.unwrap_or(self.generic as i32)
    }
    pub fn group(&self) -> u8 {
        self.group.unwrap_or(self.generic)
    }
}

/// What the character carries into a fight.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Equipment {
    #[serde(rename = "arma", default)]
    pub weapon: Weapon,
    #[serde(rename = "armadura", default, skip_serializing_if = "Option::is_none")]
    pub armour: Option<Armour>,
    #[serde(rename = "defensa", default)]
    pub defence: DefenceGear,
}

/// Points-based creation (method 2, B681–B842): the budget the GM granted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Creation {
    /// Creation PP (B720: no more than 10–15); limitations add to it.
    #[serde(rename = "pp_iniciales")]
    pub budget: u32,
    /// The concept the GM set for the group, if the player moved one step from it.
    #[serde(rename = "concepto_del_grupo", default, skip_serializing_if = "Option::is_none")]
    pub group_concept: Option<Concept>,
}

/// A whole character: the sheet and its mutable state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Character {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "tipo", default)]
    pub kind: Kind,
    #[serde(rename = "concepto", default)]
    pub concept: Concept,
    #[serde(rename = "descripcion", default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    #[serde(rename = "fortalezas", default)]
    pub fortes: Vec<ForteEntry>,
    #[serde(rename = "limitaciones", default)]
    pub limitations: Vec<Limitation>,
    #[serde(rename = "peculiaridades", default)]
    pub quirks: Vec<Quirk>,
    /// *Estímulos* (B812–B834).
    #[serde(rename = "estimulos", default)]
    pub drives: Vec<String>,
    /// Drives bought and removed so far: each has its own cost counter (EX-DRIVE-JACK).
    #[serde(rename = "estimulos_comprados", default)]
    pub drives_bought: u32,
    #[serde(rename = "estimulos_eliminados", default)]
    pub drives_removed: u32,
    #[serde(rename = "dados", default)]
    pub roles: Roles,
    #[serde(rename = "reparto", default, skip_serializing_if = "Option::is_none")]
    pub cast: Option<CastValues>,
    #[serde(rename = "reservas", default)]
    pub reserves: Vec<Reserve>,
    #[serde(rename = "equipo", default)]
    pub equipment: Equipment,
    #[serde(rename = "creacion", default, skip_serializing_if = "Option::is_none")]
    pub creation: Option<Creation>,
    #[serde(rename = "estado", default)]
    pub state: State,
}

/// A sheet that breaks a rule: the field and the reason (one type with Hitos' sheets).
pub use crate::sheet_file::SheetError;

impl Character {
    /// The sheet as TOML, as [`Character::from_toml`] reads it.
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("a character always serialises")
    }

    /// The Fortaleza called `name`, if any (case-insensitive).
    pub fn forte(&self, name: &str) -> Option<&ForteEntry> {
        let n = name.trim().to_lowercase();
        self.fortes.iter().find(|f| f.name.to_lowercase() == n)
    }

    /// The kept die the sheet suggests for a roll (R3): a limitation or a sequela in its area
    /// keeps Low, and wins over an applicable Fortaleza (A-23 `LowWins`); a Fortaleza of any
    /// level keeps High; anything else Middle. The GM's story role may override it.
    pub fn role_for(&self, forte: Option<&str>, limitation: Option<&str>, area: Option<super::state::Area>) -> Role {
        let limited =
            limitation.is_some_and(|l| self.limitations.iter().any(|x| x.name.eq_ignore_ascii_case(l.trim())));
        let sequela = area.is_some_and(|a| self.state.sequela_in(a).is_some());
        if limited || sequela {
            Role::Low
        } else if forte.is_some_and(|f| self.forte(f).is_some()) {
            Role::High
        } else {
            Role::Middle
        }
    }

    /// *Sufrimiento*: 2 per wound die and 1 per discomfort die (B1256, S102, S126).
    pub fn suffering(&self) -> i32 {
        2 * self.state.wounds as i32 + self.state.discomfort as i32
    }
}
