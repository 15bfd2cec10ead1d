//! The conflict log: one event per thing that happened, in order. Participants are named by
//! their index in the conflict.

use crate::fate::character::minions::MinionHit;
use crate::fate::character::powers::PpEvent;
use crate::fate::character::state::Taken;
use crate::fate::roll::transcript::Transcript;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The order of action (L108–L112).
    #[serde(rename = "iniciativa")]
    Initiative { order: Vec<String> },
    #[serde(rename = "intercambio")]
    Exchange { number: u32 },
    #[serde(rename = "retiene")]
    Hold { who: usize },
    #[serde(rename = "defensa_total")]
    FullDefense { who: usize },
    #[serde(rename = "se_une")]
    Attach { minions: usize, leader: usize },
    /// A skilled follower rolls in its leader's place (A-FOL-2); the roll follows.
    #[serde(rename = "seguidor_tira")]
    FollowerRolls {
        leader: usize,
        follower: String,
        skill: String,
    },
    /// A leader spends its action directing its minions (A-MIN-6); they act next.
    #[serde(rename = "dirige")]
    Direct { leader: usize, minions: usize },
    /// A roll, with its whole transcript.
    #[serde(rename = "tirada")]
    Roll {
        who: usize,
        skill: String,
        roll: Box<Transcript>,
    },
    #[serde(rename = "ataque")]
    Attack {
        attacker: usize,
        defender: usize,
        attack: i32,
        defense: i32,
        block_used: bool,
        stress: u32,
    },
    /// A named character took a hit.
    #[serde(rename = "golpe")]
    Hit { who: usize, taken: Taken },
    /// A minion group took a hit.
    #[serde(rename = "golpe_secuaces")]
    MinionsHit { who: usize, hit: MinionHit },
    #[serde(rename = "fuera_de_combate")]
    TakenOut { who: usize },
    #[serde(rename = "maniobra")]
    Maneuver {
        actor: usize,
        target: Option<usize>,
        success: bool,
        shifts: u32,
    },
    /// A manoeuvre bonus used on a roll against its victim (L291).
    /// A scene-altering manoeuvre: whether the roll made it and whether the GM accepted it
    /// (L289, A-MAN-2); the scene changes only with both.
    #[serde(rename = "cambio_de_escena")]
    SceneChange {
        actor: usize,
        change: String,
        made: bool,
        accepted: bool,
    },
    #[serde(rename = "bonificador_usado")]
    BonusUsed { who: usize, against: usize, value: i32 },
    #[serde(rename = "bloqueo")]
    Block {
        blocker: usize,
        kind: BlockKind,
        strength: i32,
    },
    #[serde(rename = "superar_bloqueo")]
    BlockTest {
        actor: usize,
        blocker: usize,
        effort: i32,
        strength: i32,
        passed: bool,
    },
    #[serde(rename = "esprint")]
    Sprint { who: usize, zones: u32, to: usize },
    #[serde(rename = "movimiento")]
    Move { who: usize, to: usize, penalty: i32 },
    #[serde(rename = "accion")]
    Action { who: usize, success: bool, shifts: u32 },
    /// A disarm: with a shift the target's weapon is on the floor (L302).
    #[serde(rename = "desarme")]
    Disarm {
        actor: usize,
        target: usize,
        success: bool,
        shifts: u32,
    },
    /// A dropped weapon picked up: as the action, or as a supplementary one (L302).
    #[serde(rename = "recupera_arma")]
    WeaponRecovered { who: usize, supplementary: bool },
    /// A push: the target and the attacker move `zones` to `to` (L308).
    #[serde(rename = "empujon")]
    Push {
        actor: usize,
        target: usize,
        zones: u32,
        to: usize,
    },
    /// A knockback: only the target moves; `left` shifts were not used (L310).
    #[serde(rename = "derribo")]
    Knockback {
        actor: usize,
        target: usize,
        zones: u32,
        to: usize,
        left: u32,
    },
    /// A load of this weight factor picked up (0: set down) (L306).
    #[serde(rename = "carga")]
    Carry { who: usize, load: u32 },
    #[serde(rename = "pp")]
    Pp { who: usize, pp: PpEvent },
    #[serde(rename = "critico")]
    CriticoWon { holder: usize },
    #[serde(rename = "critico_usado")]
    CriticoUsed { holder: usize, value: i32 },
    #[serde(rename = "critico_perdido")]
    CriticoLost { holder: usize },
    #[serde(rename = "concesion")]
    Concession { who: usize, terms: String },
    #[serde(rename = "respuesta_concesion")]
    ConcessionAnswer {
        who: usize,
        accepted: bool,
        reasonable: bool,
    },
    #[serde(rename = "fin_de_escena")]
    SceneEnd,
}

/// What a block stops (L157–L165).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "block", rename_all = "snake_case")]
pub enum BlockKind {
    /// Attacks on this participant meet the better of its defence and the block (L161).
    #[serde(rename = "proteger")]
    Protect { target: usize },
    /// The action described must get past it with one shift (L165).
    #[serde(rename = "impedir")]
    Prevent { action: String },
}
