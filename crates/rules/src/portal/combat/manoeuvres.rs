//! Combat manoeuvres (§5.12, B1421–B1562, S134–S143): what each one changes in the rolls.

use super::conflict::AttackOptions;
use crate::portal::options::Rules;
use crate::portal::settings::GrappleModel;
use serde::{Deserialize, Serialize};

/// A called shot (CB22, B1449–B1471): +2 to the difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CalledShot {
    /// Head, to kill: +5 damage (B1455).
    #[serde(rename = "cabeza")]
    HeadLethal,
    /// Head, to stun (a club, a pommel; not a gunshot, B1457): Book, a turn stunned per damage
    /// point; Summary, the damage joins the suffering for stun resistance (S139).
    #[serde(rename = "cabeza_aturdir")]
    HeadStun,
    /// Knee: wounds become movement sequela points, up to 3 (B1459–B1467).
    #[serde(rename = "rodilla")]
    Knee,
    /// Hand or weapon: disarm, break, or a limb sequela, by the GM (B1469–B1471).
    #[serde(rename = "mano")]
    Hand,
}

/// What a called shot to the hand or the weapon does, by the GM's judgement (B1469–B1471):
/// the encounter file's `efecto_mano`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandEffect {
    /// The weapon flies: the next action goes to picking it up.
    #[default]
    #[serde(rename = "desarmar")]
    Disarm,
    /// The weapon breaks (hardly a shield, or good steel against wood, B1471): bare hands from
    /// then on.
    #[serde(rename = "romper")]
    Break,
}

impl CalledShot {
    pub fn apply(self, o: &mut AttackOptions) {
        o.extra_difficulty += 2;
        o.head_lethal |= self == CalledShot::HeadLethal;
    }
}

/// A declared manoeuvre for this round's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Manoeuvre {
    /// *Defensa total*: no attack, 1 ace on every defence this round (B1427, S136).
    #[serde(rename = "defensa_total")]
    TotalDefence,
    /// *Preparar el ataque*: no attack, 1 ace on the next attack at a target (B1433–B1437).
    #[serde(rename = "preparar")]
    Prepare,
    /// *Descuidar la defensa*: 1 ace on the attack, −2 on every defence this round (B1445).
    #[serde(rename = "descuidar")]
    NeglectDefence,
    /// *Preparar el ataque* as a manoeuvre roll that must exceed the target's reflexes; the
    /// roll is the new reflexes value (B1439–B1441).
    #[serde(rename = "preparar_tirada")]
    PrepareRoll,
}

/// How a participant leaves the melee (CB26, B1545–B1547): just going gives every engaged
/// enemy a free attack; a manoeuvre roll spends its action and escapes those it beats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Withdraw {
    #[serde(rename = "sin_tirada")]
    Plain,
    #[serde(rename = "con_maniobra")]
    Manoeuvre,
}

/// A grapple (CB23, B1473–B1485, S140): the grab is attack against defence; the same rolls
/// read as strength decide the hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Grapple {
    pub grabbed: bool,
    /// The grabber's strength with the attack margin (Book).
    pub grabber_strength: i32,
    pub holder_strength: i32,
    /// The hold succeeds (strictly exceeds, A-36).
    pub held: bool,
    /// By how much the hold won (Book) or the aces it gives (Summary: the excess).
    pub margin: i32,
}

/// `attack`/`defence` are the grab totals (weapon bonuses for the defender included, B1477);
/// `grab_strength`/`hold_strength` the strength readings of the same rolls. A held character
/// escaping is the same call with the holder's +2 on the defence side.
pub fn grapple(attack: i32, defence: i32, grab_strength: i32, hold_strength: i32, rules: &Rules) -> Grapple {
    let grabbed = attack > defence;
    let grabber_strength = match rules.grapple_model {
        GrappleModel::StrengthPlusMargin => grab_strength + (attack - defence).max(0),
        GrappleModel::MarginAsAces => grab_strength,
    };
    let held = grabbed && grabber_strength > hold_strength;
    Grapple {
        grabbed,
        grabber_strength,
        holder_strength: hold_strength,
        held,
        margin: if held { grabber_strength - hold_strength } else { 0 },
    }
}

/// The defence of a rolling character against several attacks of one multiple attack (CB25.3):
/// the defences of different targets add up; the same target n times multiplies its own.
pub fn coupled_defence(defences: &[i32], times: &[u32]) -> i32 {
    defences
        .iter()
        .zip(times.iter().chain(std::iter::repeat(&1)))
        .map(|(&d, &n)| d * n as i32)
        .sum()
}

/// GM increments of a multiple attack (CB25.4, B1508–B1515), added to every attack's difficulty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MultiAttack {
    /// 0 ready weapons or automatic; 1 most weapons; 2 heavy swung or slow reloading.
    pub weapon: i32,
    /// 0 adjacent; 1 separated; 2 opposite.
    pub position: i32,
    /// Increment points cancelled with aces, Fortaleza levels or reflexes (B1517).
    pub cancelled: i32,
}

/// A multiple attack the rules refuse.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-multi", content = "args", rename_all = "kebab-case")]
pub enum MultiError {
    TooMany { attacks: u32, reflexes: i32 },
    Cancel { max: i32, asked: i32 },
    Split { total: i32, attacks: u32 },
}

tirada_dice::worded!(MultiError);

impl MultiAttack {
    /// Declares `attacks` attacks with `reflexes` now: the cap is checked here.
    pub fn declare(attacks: u32, reflexes: i32, weapon: i32, position: i32) -> Result<MultiAttack, MultiError> {
        if attacks as i32 > reflexes {
            return Err(MultiError::TooMany { attacks, reflexes });
        }
        Ok(MultiAttack {
            weapon,
            position,
            cancelled: 0,
        })
    }

    /// Cancels increment points; the coupling bonus cannot be cancelled (B1529). Returns the
    /// reflexes it costs when paid with reflexes.
    pub fn cancel(&mut self, points: i32) -> Result<i32, MultiError> {
        let max = self.weapon + self.position - self.cancelled;
        if points > max || points < 0 {
            return Err(MultiError::Cancel { max, asked: points });
        }
        self.cancelled += points;
        Ok(points)
    }

    /// The difficulty of one attack: the target's defence, the increments and the coupling.
    pub fn difficulty(&self, defence: i32, coupling: i32) -> i32 {
        defence + self.weapon + self.position - self.cancelled + coupling
    }
}

/// The summary's multiple attack (S142): the total with the layout modifier (−2…+2) split
/// evenly, at least 2 points each; earlier attacks take the remainder.
pub fn split_attack(total: i32, layout: i32, attacks: u32) -> Result<Vec<i32>, MultiError> {
    let t = total + layout.clamp(-2, 2);
    let n = attacks.max(1) as i32;
    if t < 2 * n {
        return Err(MultiError::Split { total: t, attacks });
    }
    Ok((0..n).map(|i| t / n + (i < t % n) as i32).collect())
}

/// Opportunity attacks left this round: at most the current reflexes (B1549).
pub fn opportunity_left(reflexes: i32, used: u32) -> u32 {
    (reflexes.max(0) as u32).saturating_sub(used)
}

/// A fumble's cost, one per negative point, chosen by the GM (CB18, B1555–B1562).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FumbleCost {
    #[serde(rename = "malestar")]
    Discomfort,
    #[serde(rename = "turno")]
    LostTurn,
    /// An ace for the rival's next roll.
    #[serde(rename = "as_rival")]
    RivalAce,
    /// Lose the weapon, a bad position.
    #[serde(rename = "narrativo")]
    Narrative,
}

/// The kind of a combat roll: what fumbled (CB18), where luck dice go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatRoll {
    #[serde(rename = "ataque")]
    Attack,
    #[serde(rename = "defensa")]
    Defence,
    #[serde(rename = "reflejos")]
    Reflexes,
}

/// The GM's fumble cost for each kind of roll (the encounter file's `pifias`); by default the
/// typical ones of B1557–B1559: discomfort for an attack, a lost turn for a defence or reflexes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FumbleCosts {
    #[serde(rename = "ataque")]
    pub attack: FumbleCost,
    #[serde(rename = "defensa")]
    pub defence: FumbleCost,
    #[serde(rename = "reflejos")]
    pub reflexes: FumbleCost,
}

impl Default for FumbleCosts {
    fn default() -> Self {
        FumbleCosts {
            attack: FumbleCost::Discomfort,
            defence: FumbleCost::LostTurn,
            reflexes: FumbleCost::LostTurn,
        }
    }
}

impl FumbleCosts {
    pub fn of(&self, roll: CombatRoll) -> FumbleCost {
        match roll {
            CombatRoll::Attack => self.attack,
            CombatRoll::Defence => self.defence,
            CombatRoll::Reflexes => self.reflexes,
        }
    }
}

/// *Preparar el ataque* as a manoeuvre roll (CB20, B1439–B1441): it must exceed the target's
/// current reflexes (a cast member's fractional value included) to give the ace.
pub fn prepared_by_roll(total: i32, target_reflexes: f64) -> bool {
    total as f64 > target_reflexes
}

/// *Proteger a alguien* (S141): the protector defends without the −2; if it fails it takes the
/// damage and the protected person the precision excess. Returns (protector, protected) points.
pub fn protect(hit: bool, points: u32, precision_excess: i32) -> (u32, u32) {
    if hit {
        (points, precision_excess.max(0) as u32)
    } else {
        (0, 0)
    }
}
