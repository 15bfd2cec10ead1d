//! The Hitos roll machine every front end calls: throw 3d10, play the activations asked for —
//! in the roller's favour (H125, H139, the GM's for an NPC H155/H157), against it by the GM or
//! another player (H111, H127) and cancelled by the roller paying (H127), both at once
//! cancelling each other (H165) — each at the dice asked for or the picker's best, then read
//! the damage. The CLI's `tirada hitos` and the table's rolls run it with their own dice.

use super::conflict::Conflict;
use super::request::{Activator, Against, HitosRequest, Picks, DEFAULT_SECUELA};
use crate::error::PlayError;
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::{DiceSource, TypedDice};
use tirada_rules::hitos::aspects::{self, Duration};
use tirada_rules::hitos::combat::critical_secuela;
use tirada_rules::hitos::damage::DamageResult;
use tirada_rules::hitos::dice::{EXTRA_GROUP, GROUP};
use tirada_rules::hitos::drama::Payment;
use tirada_rules::hitos::harm::health::DyingVerdict;
use tirada_rules::hitos::weapon_damage::{damage_of, Hit, WeaponRef};
use tirada_rules::hitos::{plan, Activation, HitosError, HitosRoll, Plan, Polarity, Rules, Sheet, Transcript};

/// An activation against the roll, declared once it was thrown (H111, H127): which, by whom,
/// and whether the roller cancelled it by paying a point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AgainstStep {
    pub against: Against,
    pub by: Activator,
    pub cancelled: bool,
}

/// Why a roll was not played.
#[derive(Debug)]
pub enum Failure {
    /// The engine refused, on this request key (a typed die: `HitosError::Source`).
    Engine(HitosError, &'static str),
    /// The request contradicts itself; each front end words it.
    Conflict(Conflict),
    /// Refused with its sentence.
    Refused(PlayError),
}

impl From<Conflict> for Failure {
    fn from(c: Conflict) -> Failure {
        Failure::Conflict(c)
    }
}

impl From<PlayError> for Failure {
    fn from(e: PlayError) -> Failure {
        Failure::Refused(e)
    }
}

impl Failure {
    /// The sentence the table says, on its key.
    pub fn said(self) -> PlayError {
        match self {
            Failure::Engine(HitosError::Source(s), _) => crate::typed::error(&s, dice_field(&s)),
            Failure::Engine(e, field) => PlayError::engine(e.field().unwrap_or(field), &e),
            Failure::Conflict(c) => c.said(),
            Failure::Refused(e) => e,
        }
    }
}

fn engine(field: &'static str) -> impl Fn(HitosError) -> Failure {
    move |e| Failure::Engine(e, field)
}

/// The key whose faces a typed die's error is about: the damage's or the roll's.
pub fn dice_field(e: &tirada_dice::SourceError) -> &'static str {
    use tirada_dice::SourceError::*;
    match e {
        Missing { group, .. } | Impossible { group, .. } | Extra { group, .. } if group == EXTRA_GROUP => "dados_dano",
        _ => "dados",
    }
}

/// A roll played to its end.
#[derive(Clone, Debug)]
pub struct Played {
    pub transcript: Transcript,
    /// The activation's plan: the dice it rerolls and what that is worth.
    pub choice: Option<Plan>,
    pub damage: Option<DamageResult>,
    /// A dying roller's Aguante test: what this turn brings (H379).
    pub dying: Option<DyingVerdict>,
    /// The dice rolled for a typed roll's rest (`tirar_resto`), `(group, face)`.
    pub rolled: Vec<(String, i64)>,
    /// A critical on an attack: the temporary secuela it leaves on the named target (H213).
    pub target_secuela: Option<TargetSecuela>,
    /// A minion's attack on a hero (MI-2): its critical doubled nothing and left no secuela.
    pub minion_vs_hero: bool,
}

/// The temporary secuela a critical on an attack leaves on its target (H147, H213): who, its
/// words and how long it lasts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TargetSecuela {
    pub target: String,
    pub aspect: String,
    pub duration: Duration,
}

/// The secuela of a finished roll on the request's target: only an attack's critical leaves
/// one (the roll with damage, `check` made sure).
fn on_target(req: &HitosRequest, t: &Transcript) -> Option<TargetSecuela> {
    let target = req.target()?;
    let duration = critical_secuela(t.special, req.secuaz_contra_heroe)?;
    let aspect = req.secuela.as_deref().map(str::trim).filter(|s| !s.is_empty());
    Some(TargetSecuela {
        target: target.to_string(),
        aspect: aspect.unwrap_or(DEFAULT_SECUELA).to_string(),
        duration,
    })
}

/// The faces a request types, by the engine's dice groups.
pub fn typed(req: &HitosRequest) -> BTreeMap<String, Vec<i64>> {
    let mut faces = BTreeMap::new();
    if let Some(f) = &req.dados {
        faces.insert(GROUP.to_string(), f.0.clone());
    }
    if let Some(f) = &req.dados_dano {
        faces.insert(EXTRA_GROUP.to_string(), f.0.clone());
    }
    faces
}

/// Plays `req` (and an activation against it, `step`) with `rest` behind its typed faces. With
/// the roller's `sheet`, what it pays is checked against it (H125, H127, H139).
pub fn play<R: DiceSource>(
    req: &HitosRequest,
    step: Option<&AgainstStep>,
    sheet: Option<&Sheet>,
    rules: Rules,
    rest: R,
) -> Result<Played, Failure> {
    req.check(step.is_some())?;
    let mut dice = TypedDice::new(typed(req), rest, req.tirar_resto);
    let mut roll = thrown(req, rules, &mut dice)?;
    let choice = activations(&mut roll, req, step, sheet, &mut dice, req.typed_len())?;
    let dying = req.moribundo.map(|lethal| DyingVerdict::of(&roll.resolution(), lethal));
    let transcript = roll.finish();
    let damage = damage(&transcript, req, sheet, &mut dice)?;
    dice.finish().map_err(|e| engine("dados")(e.into()))?;
    Ok(Played {
        target_secuela: on_target(req, &transcript),
        minion_vs_hero: req.secuaz_contra_heroe,
        transcript,
        choice,
        damage,
        dying,
        rolled: dice.rolled().to_vec(),
    })
}

/// The dice an activation declared after the throw rerolls: faces typed for them, then `rest`
/// (a die left out refused unless `roll_rest`).
pub struct Later<T> {
    pub faces: Vec<i64>,
    pub rest: T,
    pub roll_rest: bool,
}

/// A roll made before an activation against it was declared, played again with it (H127): the
/// throw with `first` behind the request's typed faces, the activation's new dice from `then`.
pub fn against_made<R: DiceSource, T: DiceSource>(
    req: &HitosRequest,
    step: &AgainstStep,
    sheet: Option<&Sheet>,
    rules: Rules,
    first: R,
    then: Later<T>,
) -> Result<Played, Failure> {
    let mut dice = TypedDice::new(typed(req), first, req.tirar_resto);
    let mut roll = thrown(req, rules, &mut dice)?;
    dice.finish().map_err(|e| engine("dados")(e.into()))?;
    let Later { faces, rest, roll_rest } = then;
    let typed_len = (!faces.is_empty() && !roll_rest).then_some(3 + faces.len());
    // No face typed: every new die is `rest`'s (an empty typed group would refuse them all).
    let typed_now = match faces.is_empty() {
        true => BTreeMap::new(),
        false => BTreeMap::from([(GROUP.to_string(), faces)]),
    };
    let mut more = TypedDice::new(typed_now, rest, roll_rest);
    let choice = against(&mut roll, req, step, sheet, &mut more, typed_len)?;
    more.finish().map_err(|e| engine("dados")(e.into()))?;
    let mut rolled = dice.rolled().to_vec();
    rolled.extend(more.rolled().iter().cloned());
    Ok(Played {
        transcript: roll.finish(),
        choice,
        damage: None,
        dying: None,
        rolled,
        target_secuela: None,
        minion_vs_hero: false,
    })
}

/// Whether `picks` name dice the roll of `req`, thrown from `first`, may reroll.
pub fn check_picks<R: DiceSource>(
    req: &HitosRequest,
    picks: Option<&Picks>,
    rules: Rules,
    first: R,
) -> Result<(), Failure> {
    let Some(p) = picks else { return Ok(()) };
    let mut dice = TypedDice::new(typed(req), first, req.tirar_resto);
    let roll = thrown(req, rules, &mut dice)?;
    roll.check_activation(&p.positions(roll.faces()))
        .map_err(engine("repetir"))
}

fn thrown(req: &HitosRequest, rules: Rules, dice: &mut impl DiceSource) -> Result<HitosRoll, Failure> {
    HitosRoll::throw(req.spec()?, rules, dice).map_err(engine("dados"))
}

/// The activations asked for, played on the roll; the plan of the one that rerolls.
fn activations(
    roll: &mut HitosRoll,
    req: &HitosRequest,
    step: Option<&AgainstStep>,
    sheet: Option<&Sheet>,
    dice: &mut impl DiceSource,
    typed_len: Option<usize>,
) -> Result<Option<Plan>, Failure> {
    if let (Some(reason), None) = (&req.cancela_dj, step) {
        // H159: the GM cancels the player's legitimate activation: nothing is paid or rerolled,
        // and the player receives a point.
        roll.cancel_by_gm(req.in_favour(false), reason.trim())
            .map_err(engine("cancela_dj"))?;
        return Ok(None);
    }
    let gm_against = req.aspecto_contra.is_some();
    if req.aspecto.is_some() && (gm_against || step.is_some()) {
        // Declared before the reroll, they cancel: nobody pays (H165).
        roll.cancel_each_other().map_err(engine("aspecto"))?;
        return Ok(None);
    }
    if let Some(step) = step {
        return against(roll, req, step, sheet, dice, typed_len);
    }
    if let Some(a) = &req.aspecto_contra {
        let step = AgainstStep {
            against: Against {
                aspecto: a.name().map(str::to_string),
                repetir: req.repetir.clone(),
                agotar: None,
            },
            by: Activator::Gm,
            cancelled: false,
        };
        return against(roll, req, &step, sheet, dice, typed_len);
    }
    if req.aspecto.is_none() {
        return Ok(None);
    }
    let gm = payable(req, sheet, roll.rules())?;
    let activation = req.in_favour(gm);
    let picks = req.repetir.as_ref().map(|p| p.positions(roll.faces()));
    reroll(roll, req, activation, picks, dice, typed_len).map(Some)
}

/// Whether the activation in the roller's favour is the GM's for an NPC (H155: from the infinite
/// pool, the point to `punto_para`, H157) and, when it is the roller's, that its `sheet` can pay
/// it (a point, or an own aspect to exhaust, H139).
pub fn payable(req: &HitosRequest, sheet: Option<&Sheet>, rules: &Rules) -> Result<bool, Failure> {
    let gm = aspects::gm_in_favour(req.dj, sheet, req.punto_para.is_some()).map_err(engine("punto_para"))?;
    if let (Some(s), false) = (sheet, gm) {
        let payment = req.in_favour(false).payment;
        s.can_pay(&payment, rules)
            .map_err(|e| Failure::Engine(e.into(), payment_field(&payment)))?;
    }
    Ok(gm)
}

fn payment_field(p: &Payment) -> &'static str {
    match p {
        Payment::Point => "aspecto",
        Payment::Exhaust(_) => "agotar",
    }
}

/// An activation against the roller: cancelled by the roller paying a point (H127), or played
/// on the dice asked for or the worst for the roller.
fn against(
    roll: &mut HitosRoll,
    req: &HitosRequest,
    step: &AgainstStep,
    sheet: Option<&Sheet>,
    dice: &mut impl DiceSource,
    typed_len: Option<usize>,
) -> Result<Option<Plan>, Failure> {
    let activation = step.against.activation(step.by);
    if step.cancelled {
        if let Some(s) = sheet {
            s.can_pay(&Payment::Point, roll.rules())
                .map_err(|e| Failure::Engine(e.into(), "cancelar"))?;
        }
        roll.cancel(activation, false).map_err(engine("cancelar"))?;
        return Ok(None);
    }
    let picks = step.against.repetir.as_ref().map(|p| p.positions(roll.faces()));
    reroll(roll, req, activation, picks, dice, typed_len).map(Some)
}

/// Plays an activation: the dice asked for, or the picker's choice from the solver. When typed
/// faces do not cover the advised dice, or keeping the dice is best, it only advises.
fn reroll(
    roll: &mut HitosRoll,
    req: &HitosRequest,
    activation: Activation,
    picks: Option<Vec<usize>>,
    dice: &mut impl DiceSource,
    typed_len: Option<usize>,
) -> Result<Plan, Failure> {
    let objective = req.objective(roll.spec());
    let mut p = plan(roll, activation.polarity, objective, picks.as_deref()).map_err(engine("repetir"))?;
    if !p.activate {
        if let Some(extra @ 1..) = typed_len.map(|n| n.saturating_sub(3)) {
            return Err(Conflict::TooManyFaces { extra }.into());
        }
        return Ok(p);
    }
    if let (true, Some(n)) = (p.advised, typed_len) {
        // Typed faces beyond the throw are the rerolled dice; without `repetir` they must be
        // exactly the advised ones.
        match (n.saturating_sub(3), p.positions.len()) {
            (0, needed) if needed > 0 => return Ok(p),
            (extra, needed) if extra != needed => return Err(Conflict::FacesNotAdvised { extra, needed }.into()),
            _ => {}
        }
    }
    // The plan counts positions from 1; the roll from 0.
    let positions: Vec<usize> = p.positions.iter().map(|x| x - 1).collect();
    let field = match activation.polarity {
        Polarity::Positive => "aspecto",
        Polarity::Negative => "aspecto_contra",
    };
    roll.activate(activation, &positions, dice).map_err(engine(field))?;
    p.played = true;
    Ok(p)
}

/// The damage of the roll, when `dano` or `arma` asks for it (Table 7, H249).
fn damage(
    t: &Transcript,
    req: &HitosRequest,
    sheet: Option<&Sheet>,
    dice: &mut impl DiceSource,
) -> Result<Option<DamageResult>, Failure> {
    let weapon = match (&req.dano, &req.arma, sheet) {
        (None, None, _) => return Ok(None),
        (Some(d), _, _) => WeaponRef::Damage(d),
        (None, Some(_), None) => return Err(Conflict::NeedsSheet("arma").into()),
        (None, Some(name), Some(s)) => WeaponRef::OnSheet(s, name),
    };
    let mut hit = Hit::of(weapon, req.fila, req.bd, req.rd, req.minimo).map_err(|e| match e {
        e @ HitosError::Sheet(_) => Failure::Engine(e, "arma"),
        e => Failure::Refused(PlayError::engine("dano", &e)),
    })?;
    hit.minion_vs_hero = req.secuaz_contra_heroe;
    damage_of(t, &hit, dice).map_err(engine("dados_dano"))
}
