//! The encounter's log: one entry per thing that happened, in order, with the rolls'
//! transcripts, so a table can show and replay the fight.

use crate::portal::combat::conflict::Exchange;
use crate::portal::combat::initiative::ComposurePayment;
use crate::portal::combat::manoeuvres::{CombatRoll, FumbleCost};
use crate::portal::events::event::Event;
use crate::portal::roll::transcript::Transcript;
use crate::portal::sheet::state::Condition;
use serde::Serialize;

/// One action in the round's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Slot {
    pub who: usize,
    /// The PC's phase (6…1); none for a cast member or reflexes ≤ 0.
    pub phase: Option<u8>,
    /// Position in tenths of reflexes: higher acts first.
    pub at: i32,
    /// The action of a unit: the leader's attack with its stacked members (B1419).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unit: bool,
}

/// Why a scheduled action was not taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Skip {
    /// Down, dying, stabilised…: its condition.
    #[serde(rename = "estado")]
    Condition(Condition),
    #[serde(rename = "aturdido")]
    Stunned,
    /// A turn owed (composure, a fumble).
    #[serde(rename = "turno_sin_actuar")]
    LostTurn,
    #[serde(rename = "sin_objetivo")]
    NoTarget,
    /// Its target no longer fights.
    #[serde(rename = "objetivo_caido")]
    TargetDown(usize),
    /// It has left the melee (CB26).
    #[serde(rename = "se_ha_retirado")]
    Withdrawn,
    /// Its weapon was knocked away: it picks it up (CB22).
    #[serde(rename = "recoge_el_arma")]
    PickingUpWeapon,
    /// A manoeuvre the rules refuse, with the reason (the engine's error, worded where shown).
    #[serde(rename = "rechazada")]
    Refused(#[serde(serialize_with = "tirada_dice::words::worded")] tirada_dice::Words),
}

/// A line of the encounter's log.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "entrada", rename_all = "snake_case")]
pub enum Entry {
    /// The initial roll: reflexes and composure, and how a shortfall was paid (CB1–CB3).
    #[serde(rename = "tirada_inicial")]
    Initial {
        who: usize,
        reflexes: i32,
        composure: i32,
        difficulty: i32,
        payment: ComposurePayment,
        roll: Box<Transcript>,
    },
    /// A round begins: the cast's dice and the order of action.
    #[serde(rename = "asalto")]
    Round {
        number: u32,
        cast_dice: Vec<(usize, u8, i32)>,
        order: Vec<Slot>,
    },
    /// An attack between two rolling characters, or against a cast member.
    #[serde(rename = "ataque")]
    Attack {
        attacker: usize,
        defender: usize,
        attack: Option<Box<Transcript>>,
        defence: Option<Box<Transcript>>,
        exchange: Exchange,
    },
    /// What changed on a participant, and why.
    #[serde(rename = "evento")]
    Event { who: usize, event: Event },
    /// A new reflexes value after wounds (CB7), with the thorn check's toughness (R37).
    #[serde(rename = "nuevos_reflejos")]
    NewReflexes { who: usize, reflexes: i32, toughness: i32 },
    #[serde(rename = "no_actua")]
    Skipped { who: usize, reason: Skip },
    /// Extra free actions taken with an action, paid with reflexes (B1088): the value left.
    #[serde(rename = "acciones_libres_extra")]
    ExtraFreeActions { who: usize, count: u8, reflexes: i32 },
    /// *Preparar el ataque* by a manoeuvre roll against the target's reflexes (CB20).
    #[serde(rename = "preparar_tirada")]
    PreparedByRoll {
        who: usize,
        target: usize,
        total: i32,
        reflexes: f64,
        success: bool,
    },
    /// Leaving the melee (CB26): the manoeuvre roll if any, the enemies it escaped and those
    /// who get an opportunity attack.
    #[serde(rename = "retirada")]
    Withdrawal {
        who: usize,
        roll: Option<i32>,
        escaped: Vec<usize>,
        caught: Vec<usize>,
    },
    /// A free opportunity attack (B1545); its `ataque` entry follows.
    #[serde(rename = "ataque_de_oportunidad")]
    Opportunity { attacker: usize, defender: usize },
    /// The second reroll window of a hit (CB9.6): the damage (before the excess) or the
    /// toughness read again after the Fortalezas' rerolls.
    #[serde(rename = "segunda_ventana")]
    Window {
        who: usize,
        reading: crate::portal::roll::reading::ReadingKind,
        total: i32,
        roll: Box<Transcript>,
    },
    /// Someone steps in to protect another for the round (CB27, S141): an action or 1 PP.
    #[serde(rename = "proteger")]
    Protecting {
        who: usize,
        protected: usize,
        with_pp: bool,
    },
    /// A called shot to the hand: the weapon flies, or breaks (CB22).
    #[serde(rename = "desarme")]
    Disarmed { who: usize, by: usize, broken: bool },
    /// A negative attack, defence or reflexes total: one cost per point, the GM's choice (CB18).
    #[serde(rename = "pifia")]
    Fumble {
        who: usize,
        roll: CombatRoll,
        points: u8,
        cost: FumbleCost,
    },
    /// A grab or an attempt to break free (CB23).
    #[serde(rename = "inmovilizar")]
    Grapple {
        attacker: usize,
        defender: usize,
        escape: bool,
        grapple: crate::portal::combat::manoeuvres::Grapple,
    },
    /// Initiative rolled again after a stunned round (S112).
    #[serde(rename = "iniciativa")]
    Initiative { who: usize, reflexes: i32 },
    /// A manoeuvre instead of an attack (total defence, preparing).
    #[serde(rename = "maniobra")]
    Manoeuvre {
        who: usize,
        manoeuvre: crate::portal::combat::manoeuvres::Manoeuvre,
    },
    /// The summary's stun resistance fell short: the initiative drops (S126).
    #[serde(rename = "resistencia_aturdimiento")]
    StunResistance { who: usize, shortfall: i32, reflexes: i32 },
}
