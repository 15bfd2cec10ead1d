//! Every change to a character is an [`Event`] with its reason, applied by the pure
//! [`apply`](super::apply::apply): a web table logs the events and replays them onto the sheet.

use crate::portal::roll::effects::Effects;
use crate::portal::sheet::costs::Advance;
use crate::portal::sheet::state::{Area, Thorn};
use serde::{Deserialize, Serialize};

/// What a finished roll changes (R13–R17b, R33), as an event can carry it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RollChanges {
    pub malestar_removed: u8,
    pub suerte_spent: u8,
    pub suerte_recovered: bool,
    pub secuela_points: u8,
    pub pp_gained: u8,
    pub pp_spent: u8,
    pub heridas_removed: u8,
    /// Whether a lost luck die was tempted (R16): only a protagonist with one lost may.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub suerte_tentada: bool,
}

impl From<&Effects> for RollChanges {
    fn from(e: &Effects) -> Self {
        RollChanges {
            malestar_removed: e.malestar_removed,
            suerte_spent: e.suerte_spent,
            suerte_recovered: e.suerte_recovered.unwrap_or(false),
            secuela_points: e.secuela_points,
            pp_gained: e.pp_gained,
            pp_spent: e.pp_spent,
            heridas_removed: e.heridas_removed,
            suerte_tentada: e.suerte_recovered.is_some(),
        }
    }
}

/// One thing that happened to a character.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "evento", rename_all = "snake_case")]
pub enum Event {
    /// Damage points past toughness (CB15), or a cast member's loss of current value.
    #[serde(rename = "dano")]
    TookDamage { amount: u32, source: String },
    /// Non-lethal damage (CB16): discomfort up to 3, then turns stunned.
    #[serde(rename = "dano_no_letal")]
    NonLethalDamage { amount: u32, source: String },
    /// Damage of a knee shot: its wounds become up to 3 movement sequela points (CB22).
    #[serde(rename = "dano_rodilla")]
    KneeDamage { amount: u32, source: String },
    #[serde(rename = "malestar")]
    GainedDiscomfort { count: u8, reason: String },
    #[serde(rename = "quitar_malestar")]
    RemovedDiscomfort { count: u8, reason: String },
    /// Wound dice given directly (R21).
    #[serde(rename = "herida")]
    GainedWound { count: u8, source: String },
    /// Wounds healed: by care, or 1 PP each (R33, B583).
    #[serde(rename = "curar_herida")]
    HealedWound { count: u8, with_pp: bool, reason: String },
    #[serde(rename = "gastar_suerte")]
    SpentLuck { count: u8, reason: String },
    #[serde(rename = "recuperar_suerte")]
    RecoveredLuck { count: u8, reason: String },
    /// A luck die given up for ever (B1620).
    #[serde(rename = "sacrificar_suerte")]
    SacrificedLuck { count: u8, reason: String },
    /// A roll's effects.
    #[serde(rename = "tirada")]
    Rolled { changes: RollChanges, reason: String },
    /// Pending sequela points paid with discomfort or luck, or kept as a level 1–3 sequela
    /// (R25); knee points must all be kept, as their own movement sequela (B1467).
    #[serde(rename = "resolver_secuela")]
    ResolvedSequela {
        discomfort: u8,
        luck: u8,
        keep: u8,
        area: Area,
    },
    /// A sequela taken directly at `level` 1–3, e.g. the level-3 cost of a rank-4 work of
    /// magic (B1620); its duration follows its level (B287–B291).
    #[serde(rename = "secuela")]
    GainedSequela { level: u8, area: Area, reason: String },
    #[serde(rename = "ganar_pp")]
    GainedPp { count: u32, reason: String },
    #[serde(rename = "gastar_pp")]
    SpentPp { count: u32, reason: String },
    /// A principal uses its purpose-limited reserve (B651).
    #[serde(rename = "gastar_reserva")]
    SpentReserve { purpose: String, amount: u8 },
    /// A points-built sheet is finished: its unspent creation PP become PP in hand, one per
    /// five (B842), and its creation budget is closed.
    #[serde(rename = "fin_creacion")]
    CreationClosed,
    /// PP beyond the hand limit go to the virtual reserve (B852–B858).
    #[serde(rename = "inicio_aventura")]
    AdventureStarted,
    /// The virtual reserve comes back for improvements.
    #[serde(rename = "fin_aventura")]
    AdventureEnded,
    #[serde(rename = "espina")]
    ThornStuck { thorn: Thorn },
    /// A thorn's line applies once; `shortfall` is how far its roll fell short, if it has one.
    #[serde(rename = "espina_activa")]
    ThornTriggered {
        thorn: usize,
        step: usize,
        shortfall: Option<u8>,
    },
    #[serde(rename = "quitar_espina")]
    ThornRemoved { thorn: usize, reason: String },
    #[serde(rename = "aturdido")]
    Stunned { turns: u8, source: String },
    /// Turns without acting: a composure payment or a fumble (B1051, B1559).
    #[serde(rename = "turnos_perdidos")]
    LostTurns { turns: u8, reason: String },
    /// A combat turn went by: stun and lost turns count down, the dying take a shock die.
    #[serde(rename = "turno")]
    TurnPassed,
    /// The last toughness roll beyond the limit (R39, R40).
    #[serde(rename = "tirada_critica")]
    CriticalRoll { toughness: i32 },
    /// First aid to a dying character (S102): the roll's total against the shock suffering.
    #[serde(rename = "primeros_auxilios")]
    FirstAid { total: i32, means: AidMeans },
    /// The last heroic action of a stabilised character: 1 PP, then destabilised (R42).
    #[serde(rename = "accion_heroica")]
    LastHeroicAction,
    /// Acting beyond the limit: minimal (1 luck) or normal (1 PP) (R41).
    #[serde(rename = "actuar_incapacitado")]
    ActedBeyondLimit { minimal: bool },
    #[serde(rename = "fuera_de_combate")]
    OutOfCombat { reason: String },
    /// An attack on a helpless character (B1112, S122).
    #[serde(rename = "rematado")]
    FinishedOff { by: String },
    /// Level-1 sequelae end (B287); stun and lost turns are over.
    #[serde(rename = "fin_escena")]
    SceneEnded,
    /// Level-2 sequelae end (B289).
    #[serde(rename = "fin_relato")]
    StoryEnded,
    /// Proper medical care ends a sequela before its time (level 2, B289); level 3 is for
    /// ever (B291). `sequela` is its place in the list.
    #[serde(rename = "curar_secuela")]
    SequelaTreated { sequela: usize, reason: String },
    /// A Fortaleza that only partly applies lends `rerolls` to a roll, from its allowance
    /// per adventure (Book B498) or one per roll per session (Summary S57); R30, C-06.
    #[serde(rename = "uso_parcial")]
    UsedPartially { forte: String, rerolls: u8 },
    /// A game session ended: the summary's partial allowances come back (S57).
    #[serde(rename = "fin_sesion")]
    SessionEnded,
    /// An improvement bought with PP (B842–B850).
    #[serde(rename = "mejora")]
    Advanced { advance: Advance },
}

/// What the first-aider has at hand (S102).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AidMeans {
    /// Bare hands: the margin removes suffering; stabilised only at 0.
    #[serde(rename = "nada")]
    Nothing,
    /// A professional kit: any success stabilises.
    #[serde(rename = "botiquin")]
    Kit,
    /// A mobile ICU: the total itself removes suffering; stabilised once it exceeds it.
    #[serde(rename = "uvi")]
    Icu,
}
