//! What changes on a character during play (R1, R20–R42): dice in hand, points, sequelae,
//! thorns and conditions. It changes only through [`crate::portal::events::apply`].

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Where a character stands beyond its dice (§2.11, §5.14).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Condition {
    #[default]
    #[serde(rename = "activo")]
    Active,
    /// *Estado crítico* (B1271): past the damage limit, the last toughness roll is pending.
    #[serde(rename = "critico")]
    Critical,
    /// *Estado de shock* (S37, S94): the summary's critical state.
    #[serde(rename = "shock")]
    Shock,
    /// Conscious beyond the limit (B1281): whispers; minimal actions cost luck, normal ones PP.
    #[serde(rename = "consciente")]
    Conscious,
    /// *Estabilizado* (B1279, S96): unconscious or out of combat, takes no more damage.
    #[serde(rename = "estabilizado")]
    Stabilised,
    /// *Moribundo* (S98): one shock discomfort die per turn.
    #[serde(rename = "moribundo")]
    Dying,
    /// *Fuera de combate* (B1112, B1301, S130): no defence; an attack finishes it.
    #[serde(rename = "fuera_de_combate")]
    OutOfCombat,
    #[serde(rename = "muerto")]
    Dead,
}

impl Condition {
    pub fn word(self) -> &'static str {
        match self {
            Condition::Active => "activo",
            Condition::Critical => "critico",
            Condition::Shock => "shock",
            Condition::Conscious => "consciente",
            Condition::Stabilised => "estabilizado",
            Condition::Dying => "moribundo",
            Condition::OutOfCombat => "fuera_de_combate",
            Condition::Dead => "muerto",
        }
    }

    /// The book's Spanish term, for a sentence a person reads.
    pub fn human(self) -> &'static str {
        match self {
            Condition::Active => "activo",
            Condition::Critical => "en estado crítico",
            Condition::Shock => "en estado de shock",
            Condition::Conscious => "consciente más allá del límite",
            Condition::Stabilised => "estabilizado",
            Condition::Dying => "moribundo",
            Condition::OutOfCombat => "fuera de combate",
            Condition::Dead => "muerto",
        }
    }

    /// Whether the character may still defend itself (S122, B1112).
    pub fn can_defend(self) -> bool {
        matches!(self, Condition::Active | Condition::Conscious)
    }

    /// Whether the character acts in its phases without paying for it.
    pub fn acts(self) -> bool {
        self == Condition::Active
    }
}

/// The area a sequela affects: the GM's choice (B295–B304); knee shots hit movement (B1467).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Area {
    #[serde(rename = "percepcion")]
    Perception,
    #[serde(rename = "comunicacion")]
    Communication,
    #[serde(rename = "agilidad")]
    Agility,
    /// Manual dexterity.
    #[serde(rename = "habilidad")]
    Dexterity,
    #[serde(rename = "ingenio")]
    Wits,
    #[serde(rename = "constitucion")]
    Constitution,
    #[serde(rename = "movimiento")]
    Movement,
}

/// How long a sequela lasts, by level (B287–B291).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// Level 1: the rest of the scene or combat.
    #[serde(rename = "escena")]
    Scene,
    /// Level 2: the rest of the story, or until proper medical care.
    #[serde(rename = "relato")]
    Story,
    /// Level 3: for ever.
    #[serde(rename = "permanente")]
    Permanent,
}

impl Duration {
    pub fn of_level(level: u8) -> Duration {
        match level {
            0 | 1 => Duration::Scene,
            2 => Duration::Story,
            _ => Duration::Permanent,
        }
    }
}

/// A *secuela*: the Low die in the rolls of its area (B293). Several stay separate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sequela {
    #[serde(rename = "area")]
    pub area: Area,
    #[serde(rename = "nivel")]
    pub level: u8,
    #[serde(rename = "duracion")]
    pub duration: Duration,
}

/// One line of a thorn's schedule (R36, B623–B631).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThornStep {
    /// Every so many minutes (a day is 1440).
    #[serde(rename = "cada_minutos", default, skip_serializing_if = "Option::is_none")]
    pub every_minutes: Option<u32>,
    /// Or whenever something happens ("bebe algo frío").
    #[serde(rename = "cuando", default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<String>,
    /// How many times this line applies before the next one (none: until cured).
    #[serde(rename = "veces", default, skip_serializing_if = "Option::is_none")]
    pub times: Option<u32>,
    #[serde(rename = "malestar", default)]
    pub discomfort: u8,
    #[serde(rename = "heridas", default)]
    pub wounds: u8,
    /// A resistance roll against this difficulty: 1 discomfort per point short (Vilvis, B629).
    #[serde(rename = "dificultad", default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i32>,
    /// The thorn kills (Greyon's third lie, B631).
    #[serde(rename = "muerte", default, skip_serializing_if = "std::ops::Not::not")]
    pub death: bool,
    /// How many times this line has applied so far (at most `times`).
    #[serde(rename = "aplicada", default, skip_serializing_if = "is_zero")]
    pub applied: u32,
}

fn is_zero<T: Default + PartialEq>(n: &T) -> bool {
    *n == T::default()
}

/// An *espina clavada*: recurring damage until it is dealt with (B615–B633).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Thorn {
    #[serde(rename = "origen")]
    pub origin: String,
    #[serde(rename = "programa")]
    pub schedule: Vec<ThornStep>,
    /// What ends it ("un cirujano extrae la bala").
    #[serde(rename = "hasta", default, skip_serializing_if = "String::is_empty")]
    pub until: String,
    /// −n to every reflexes result per wound die this thorn caused, until it is removed
    /// (Vilvis' poison, B629; R36).
    #[serde(rename = "reflejos_por_herida", default, skip_serializing_if = "is_zero")]
    pub reflexes_per_wound: u8,
    /// Wound dice this thorn has caused so far.
    #[serde(rename = "heridas_causadas", default, skip_serializing_if = "is_zero")]
    pub wounds_caused: u8,
}

impl Thorn {
    /// What this thorn takes from every reflexes result (R36, B629).
    pub fn reflexes_penalty(&self) -> i32 {
        self.reflexes_per_wound as i32 * self.wounds_caused as i32
    }
}

/// The mutable state of a character. Luck is `None` in a file that does not say it; a
/// validated character always has it (full for protagonists, none for the rest).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    #[serde(rename = "malestar", default)]
    pub discomfort: u8,
    #[serde(rename = "heridas", default)]
    pub wounds: u8,
    #[serde(rename = "suerte", default, skip_serializing_if = "Option::is_none")]
    pub luck: Option<u8>,
    /// Lowered only by a permanent sacrifice (B1620); none = the rules' `luck_max`.
    #[serde(rename = "suerte_maxima", default, skip_serializing_if = "Option::is_none")]
    pub luck_max: Option<u8>,
    /// PP in hand (R35).
    #[serde(rename = "pp", default)]
    pub pp: u32,
    /// PP beyond the hand limit, back at the end of the adventure (B852–B858).
    #[serde(rename = "pp_reserva", default)]
    pub pp_reserve: u32,
    /// Sequela points not yet resolved (R25).
    #[serde(rename = "puntos_secuela", default)]
    pub sequela_points: u8,
    /// Sequela points from a knee shot: they cannot be paid off (B1467).
    #[serde(rename = "puntos_secuela_rodilla", default)]
    pub knee_points: u8,
    #[serde(rename = "secuelas", default)]
    pub sequelae: Vec<Sequela>,
    #[serde(rename = "espinas", default)]
    pub thorns: Vec<Thorn>,
    #[serde(rename = "condicion", default)]
    pub condition: Condition,
    /// Turns stunned still to pass (B1246, B1455, S128).
    #[serde(rename = "aturdido", default)]
    pub stunned: u8,
    /// Turns without acting still owed (composure payments, fumbles, B1051, B1559).
    #[serde(rename = "turnos_sin_actuar", default)]
    pub turns_lost: u8,
    /// Damage points beyond the limit not yet absorbed (R38).
    #[serde(rename = "exceso", default)]
    pub unabsorbed: u8,
    /// The summary's shock dice (S98–S100).
    #[serde(rename = "choque_malestar", default)]
    pub shock_discomfort: u8,
    #[serde(rename = "choque_heridas", default)]
    pub shock_wounds: u8,
    /// The last heroic action was spent (B599–B601).
    #[serde(rename = "accion_heroica", default)]
    pub heroic_action_used: bool,
    /// A cast member's *valor actual* (S147–S151).
    #[serde(rename = "valor_actual", default, skip_serializing_if = "Option::is_none")]
    pub current_value: Option<i32>,
    /// Rerolls lent so far by each Fortaleza applied *a medias*, by name (R30); they come back
    /// per adventure or per session as `partial_use` says (C-06).
    #[serde(rename = "usos_parciales", default, skip_serializing_if = "BTreeMap::is_empty")]
    pub partial_used: BTreeMap<String, u8>,
    /// What was spent of each purpose-limited reserve.
    #[serde(rename = "reservas_gastadas", default, skip_serializing_if = "BTreeMap::is_empty")]
    pub reserves_spent: BTreeMap<String, u8>,
    /// Lost luck dice a hidden roll is tempting, held until its reveal (issue 25 point 18):
    /// a lost die goes into one roll only (B340), so no other roll may tempt it meanwhile.
    #[serde(rename = "suerte_tentandose", default, skip_serializing_if = "is_zero")]
    pub tempting: u8,
}

impl State {
    pub fn luck(&self) -> u8 {
        self.luck.unwrap_or(0)
    }

    /// Lost luck dice no hidden roll is tempting: those another roll may tempt (B340).
    pub fn luck_to_tempt(&self, rules_max: u8) -> u8 {
        self.luck_lost(rules_max).saturating_sub(self.tempting)
    }

    /// Luck dice lost, the only ones that can be tempted or won back (R1, R16).
    pub fn luck_lost(&self, rules_max: u8) -> u8 {
        self.luck_max.unwrap_or(rules_max).saturating_sub(self.luck())
    }

    /// Whether the roll of `area` keeps the Low die (B293).
    pub fn sequela_in(&self, area: Area) -> Option<&Sequela> {
        self.sequelae.iter().find(|s| s.area == area)
    }

    /// What all thorns take from every reflexes result (R36, B629).
    pub fn thorn_reflexes_penalty(&self) -> i32 {
        self.thorns.iter().map(Thorn::reflexes_penalty).sum()
    }

    pub fn is_stunned(&self) -> bool {
        self.stunned > 0
    }
}
