//! Every change to a character is an [`Event`] with its reason, applied by the pure
//! [`apply`]: a web table logs the events and replays them onto the sheet.

use super::costs::Advance;
use super::damage::{self, absorb};
use super::effects::Effects;
pub use super::events_error::StateError;
use super::events_rules::*;
use super::options::Rules;
use super::sheet::Character;
use super::state::{Area, Condition, Duration, Sequela, Thorn};
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

/// The character after `event`, or why it cannot happen.
pub fn apply(c: &Character, event: &Event, rules: &Rules) -> Result<Character, StateError> {
    super::events_bounds::check(event)?;
    let mut n = c.clone();
    let s = &mut n.state;
    let needs_points = |c: &Character| {
        if c.kind.has_luck_and_points() {
            Ok(())
        } else {
            Err(StateError::NoLuckOrPoints(c.name.clone()))
        }
    };
    let luck_max = s.luck_max.unwrap_or(rules.luck_max);
    match event {
        Event::TookDamage { amount, .. } => damage_points(&mut n, *amount, 0, rules)?,
        Event::KneeDamage { amount, .. } => damage_points(&mut n, *amount, 3, rules)?,
        Event::NonLethalDamage { amount, .. } => {
            if c.cast.is_some() {
                // S157: a cast member is stunned and loses its die; its value stays.
                s.stunned = s.stunned.max(1);
            } else {
                let (gained, turns) = damage::non_lethal(s.discomfort, *amount);
                s.discomfort += gained;
                s.stunned = s.stunned.saturating_add(turns.min(255) as u8);
            }
        }
        Event::GainedDiscomfort { count, .. } => {
            let a = absorb(s.discomfort, s.wounds, *count as u32, rules.damage_model, 0);
            (s.discomfort, s.wounds) = (a.discomfort, a.wounds);
            beyond_limit(&mut n, a.unabsorbed, rules);
        }
        Event::RemovedDiscomfort { count, .. } => s.discomfort = s.discomfort.saturating_sub(*count),
        Event::GainedWound { count, .. } => {
            let room = damage::LIMIT - s.wounds;
            let over = count.saturating_sub(room);
            s.wounds += count - over;
            beyond_limit(&mut n, over, rules);
        }
        Event::HealedWound { count, with_pp, .. } => {
            if *count > s.wounds {
                return Err(not_enough("dados de heridas", *count as u32, s.wounds as u32));
            }
            if *with_pp {
                needs_points(c)?;
                spend_pp(s, *count as u32)?;
            }
            s.wounds -= count;
        }
        Event::SpentLuck { count, .. } => {
            needs_points(c)?;
            if *count > s.luck() {
                return Err(not_enough("dados de suerte", *count as u32, s.luck() as u32));
            }
            s.luck = Some(s.luck() - count);
        }
        Event::RecoveredLuck { count, .. } => {
            needs_points(c)?;
            // above the maximum the gain is lost.
            s.luck = Some(s.luck().saturating_add(*count).min(luck_max));
        }
        Event::SacrificedLuck { count, .. } => {
            needs_points(c)?;
            let max = luck_max.saturating_sub(*count);
            s.luck_max = Some(max);
            s.luck = Some(s.luck().min(max));
        }
        Event::Rolled { changes: r, .. } => {
            let spend = RollSpending {
                luck: r.suerte_spent,
                tempt: r.suerte_tentada,
                pp: r.pp_spent as u32,
                ..RollSpending::default()
            };
            check_spending(c, spend, rules)?;
            s.discomfort = s.discomfort.saturating_sub(r.malestar_removed);
            s.wounds = s.wounds.saturating_sub(r.heridas_removed);
            s.sequela_points = s.sequela_points.saturating_add(r.secuela_points).min(3);
            if c.kind.has_luck_and_points() {
                let luck = s
                    .luck()
                    .saturating_sub(r.suerte_spent)
                    .saturating_add(r.suerte_recovered as u8);
                s.luck = Some(luck.min(luck_max));
                spend_pp(s, r.pp_spent as u32)?;
                gain_pp(s, r.pp_gained as u32, rules);
            }
        }
        Event::ResolvedSequela {
            discomfort,
            luck,
            keep,
            area,
        } => resolve_sequela(&mut n, *discomfort, *luck, *keep, *area, rules)?,
        Event::GainedSequela { level, area, .. } => {
            if !(1..=3).contains(level) {
                return Err(StateError::SequelaLevel);
            }
            s.sequelae.push(Sequela {
                area: *area,
                level: *level,
                duration: Duration::of_level(*level),
            });
        }
        Event::GainedPp { count, .. } => {
            needs_points(c)?;
            gain_pp(s, *count, rules);
        }
        Event::SpentPp { count, .. } => {
            needs_points(c)?;
            spend_pp(s, *count)?;
        }
        Event::SpentReserve { purpose, amount } => {
            let reserve = c
                .reserves
                .iter()
                .find(|r| r.purpose.eq_ignore_ascii_case(purpose))
                .ok_or_else(|| StateError::NoReserve(purpose.clone()))?;
            let spent = s.reserves_spent.entry(reserve.purpose.clone()).or_insert(0);
            let left = reserve.left(*spent);
            if *amount > left {
                return Err(not_enough("puntos en la reserva", *amount as u32, left as u32));
            }
            *spent += amount; // cannot overflow: spent + amount <= reserve.amount
        }
        Event::CreationClosed => {
            needs_points(c)?;
            let unspent = super::costs::creation_cost(c)
                .pp_in_hand
                .ok_or(StateError::NotPointsBuilt)?;
            gain_pp(s, unspent, rules);
            n.creation = None;
        }
        Event::AdventureStarted => {
            super::partial::reset(&mut n, true, rules);
            let s = &mut n.state;
            let over = s.pp.saturating_sub(rules.pp_hand_max as u32);
            s.pp -= over;
            s.pp_reserve += over;
            // B574: one PP at the start of each story.
            if c.kind.has_luck_and_points() {
                gain_pp(s, 1, rules);
            }
        }
        Event::AdventureEnded => {
            super::partial::reset(&mut n, true, rules);
            let s = &mut n.state;
            // B574: one PP at the end of each story, with the reserve back in hand (B856).
            let end = c.kind.has_luck_and_points() as u32;
            s.pp = s.pp.saturating_add(s.pp_reserve).saturating_add(end);
            s.pp_reserve = 0;
        }
        Event::ThornStuck { thorn } => s.thorns.push(thorn.clone()),
        Event::ThornTriggered { thorn, step, shortfall } => {
            n = super::thorns::trigger(&n, *thorn, *step, *shortfall, rules)?
        }
        Event::ThornRemoved { thorn, .. } => {
            if *thorn >= s.thorns.len() {
                return Err(StateError::NoThorn(*thorn));
            }
            s.thorns.remove(*thorn);
        }
        Event::Stunned { turns, .. } => stun(&mut n, *turns, rules),
        Event::LostTurns { turns, .. } => s.turns_lost = s.turns_lost.saturating_add(*turns),
        Event::TurnPassed => {
            s.stunned = s.stunned.saturating_sub(1);
            s.turns_lost = s.turns_lost.saturating_sub(1);
            if s.condition == Condition::Dying {
                shock_points(&mut n, 1, rules);
            }
        }
        Event::CriticalRoll { toughness } => critical(&mut n, *toughness, rules)?,
        Event::FirstAid { total, means } => first_aid(&mut n, *total, *means)?,
        Event::LastHeroicAction => {
            if s.condition != Condition::Stabilised {
                return Err(StateError::Condition(s.condition.human()));
            }
            if s.heroic_action_used {
                return Err(StateError::HeroicActionUsed);
            }
            needs_points(c)?;
            spend_pp(s, 1)?;
            s.heroic_action_used = true;
            s.condition = Condition::Dying;
        }
        Event::ActedBeyondLimit { minimal } => acted_beyond_limit(&mut n, *minimal, rules)?,
        Event::OutOfCombat { .. } => s.condition = Condition::OutOfCombat,
        Event::FinishedOff { .. } => s.condition = Condition::Dead,
        Event::SceneEnded => {
            s.sequelae.retain(|q| q.duration != Duration::Scene);
            s.stunned = 0;
            s.turns_lost = 0;
        }
        Event::StoryEnded => s.sequelae.retain(|q| q.duration == Duration::Permanent),
        Event::SequelaTreated { sequela, .. } => match s.sequelae.get(*sequela).map(|q| q.duration) {
            None => return Err(StateError::NoSequela(*sequela)),
            Some(Duration::Permanent) => return Err(StateError::PermanentSequela),
            Some(_) => {
                s.sequelae.remove(*sequela);
            }
        },
        Event::UsedPartially { forte, rerolls } => super::partial::use_partial(&mut n, forte, *rerolls, rules)?,
        Event::SessionEnded => super::partial::reset(&mut n, false, rules),
        Event::Advanced { advance } => {
            needs_points(c)?;
            n = super::costs::advance(&n, advance)?;
        }
    }
    Ok(n)
}
