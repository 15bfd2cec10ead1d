//! Combat (L167–L302, aid 4.1–4.10): initiative, Defensa and the attack's difficulty, the
//! manoeuvres, criticals and fumbles in combat, and an attack resolved into damage.

use crate::hitos::aspects::kinds::Duration;
use crate::hitos::dice::Special;
use crate::hitos::harm::damage::{multiplier, DamageRequest, DamageResult, Lethality};
use crate::hitos::notation::{LetterExpr, Values};
use crate::hitos::options::Rules;
use crate::hitos::roll::opposed::{opposed, Winner};
use crate::hitos::roll::resolve::Resolution;
use crate::hitos::tables::cell;
use serde::{Deserialize, Serialize};
use tirada_dice::{DiceSource, SourceError};

/// Defensa's base value (AMB-17; [EXT] Defensa = 5 + Reflejos + skill).
pub const DEFENSE_BASE: i32 = 5;
/// Attack difficulty against a helpless target (AT-3, L209).
pub const HELPLESS: i32 = 5;

/// *Puntuación de Iniciativa* = Reflejos + ⌊Intelecto / 2⌋ (I-1, L203). The initiative total is
/// a normal test (C + this score + modifiers), rolled once per combat.
pub fn initiative_score(reflejos: i32, intelecto: i32) -> i32 {
    reflejos + intelecto.div_euclid(2)
}

/// One combatant's initiative: its total and the tie-break rolls made so far (I-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Initiative {
    pub name: String,
    pub total: i32,
    /// Totals of the rerolls among tied combatants, in order: they only order the tied ones.
    #[serde(default)]
    pub tiebreaks: Vec<i32>,
}

/// The acting order: highest total first, ties ordered by their rerolls (L203; AMB-16).
pub fn order(mut entries: Vec<Initiative>) -> Vec<Initiative> {
    entries.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| b.tiebreaks.cmp(&a.tiebreaks)));
    entries
}

/// Groups of combatants still tied (same total and tie-breaks): they roll again.
pub fn ties(entries: &[Initiative]) -> Vec<Vec<String>> {
    let sorted = order(entries.to_vec());
    let mut groups: Vec<Vec<String>> = Vec::new();
    for w in sorted.chunk_by(|a, b| a.total == b.total && a.tiebreaks == b.tiebreaks) {
        if w.len() > 1 {
            groups.push(w.iter().map(|e| e.name.clone()).collect());
        }
    }
    groups
}

/// What changes a target's Defensa (AT-4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DefenseState {
    /// *Desprevenido*: −2 until it first acts (C-1, L173, L209).
    pub flat_footed: bool,
    /// Spent its round only defending: +3 until its next turn (L209, AMB-18).
    pub full_defense: bool,
    /// Struck *a fondo* last round: −3 (L187).
    pub after_all_out: bool,
    /// The health state's penalty after painkillers (L375, L377).
    pub health_penalty: i32,
}

/// *Defensa* total: 5 + Reflejos + the defending skill, with its modifiers (AT-2, L207).
pub fn defense_total(reflejos: i32, skill: i32, s: &DefenseState) -> i32 {
    DEFENSE_BASE + reflejos + skill - 2 * i32::from(s.flat_footed) + 3 * i32::from(s.full_defense)
        - 3 * i32::from(s.after_all_out)
        + s.health_penalty
}

/// *Maniobras de combate* (L181–L197).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Maneuver {
    /// Unarmed, all weight behind it: damage M instead of m; −3 Defensa next round.
    #[serde(rename = "a_fondo")]
    AllOut,
    /// Against the highest Defensa among the targets; one extra target per 5 points over.
    #[serde(rename = "ataque_multiple")]
    Multiple,
    /// Knock-out: +5 to the difficulty; the target tests Aguante at 12 or falls unconscious.
    #[serde(rename = "buenas_noches")]
    GoodNight,
    /// A vital spot: +10 to the difficulty; double damage, +1 with a critical.
    #[serde(rename = "coup_de_grace")]
    CoupDeGrace,
    /// Opposed Reflejos + skill; see [`disarm`].
    #[serde(rename = "desarme")]
    Disarm,
    /// Minimum damage; −2 to the target's next attack on the provoker, −4 from the third round.
    #[serde(rename = "humillacion")]
    Humiliation,
}

impl Maneuver {
    /// What it adds to the attack's difficulty (L191, L193).
    pub fn difficulty_add(self) -> i32 {
        match self {
            Maneuver::GoodNight => 5,
            Maneuver::CoupDeGrace => 10,
            _ => 0,
        }
    }
}

/// The attack's difficulty: the target's Defensa total, or 5 if helpless, plus the manoeuvre's
/// addition (AT-2, AT-3; helpless Buenas noches 10, coup de grâce 15).
pub fn attack_difficulty(defense_total: i32, helpless: bool, maneuver: Option<Maneuver>) -> i32 {
    let base = if helpless { HELPLESS } else { defense_total };
    base + maneuver.map_or(0, Maneuver::difficulty_add)
}

/// The attacker's side of an attack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attack {
    /// The weapon's damage (a Table 7 row after row shifts, or its own expression).
    pub weapon: LetterExpr,
    /// *Bonificación al daño* (melee or ranged).
    pub bonus: i32,
    pub maneuver: Option<Maneuver>,
    /// Declared before rolling (LE-5).
    pub lethality: Lethality,
    /// A minion attacking a hero (MI-1, MI-2): no massive damage, no multiplier, no secuela.
    pub minion_vs_hero: bool,
}

/// The target's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Target {
    pub aguante: i32,
    pub resistance: i32,
    pub immune: bool,
    /// Takes minimum damage from this attack type (MD-1).
    pub minimum: bool,
}

/// What an attack did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AttackResult {
    pub hit: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub damage: Option<DamageResult>,
    pub lethality: Lethality,
    /// Damage ≥ Aguante: the target tests Aguante at 12 (H-3); never from a minion on a hero.
    pub massive_test: bool,
    /// Buenas noches hit: Aguante at 12 or unconscious, whatever the damage (L191).
    pub knock_out_test: bool,
    /// A critical's temporary secuela on the target (CF-1, SQ-3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_secuela: Option<Duration>,
    /// A fumble's negative temporary aspect on the attacker (CF-3; Table 6).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attacker_aspect: Option<Duration>,
    /// Ataque múltiple: extra targets hit, one per full 5 points over the difficulty (L189).
    pub extra_targets: u32,
    /// A fondo: the attacker's Defensa next round.
    pub attacker_defense_next_round: i32,
}

/// The temporary secuela a critical on an attack leaves on its target, lasting as the
/// critical's kind says: a scene for a double 10, a session for a triple (L147, L213; CF-1,
/// SQ-3). A minion's critical on a hero leaves none (MI-2).
pub fn critical_secuela(special: Option<Special>, minion_vs_hero: bool) -> Option<Duration> {
    special
        .filter(|s| s.is_critical() && !minion_vs_hero)
        .map(|s| s.size().aspect_duration())
}

/// Resolves an attack from its roll (made against [`attack_difficulty`]) and the values its
/// damage reads ([`crate::hitos::roll::machine::HitosRoll::effect_values`]). A critical always hits, a fumble always
/// misses (L213, L215); damage follows aid 4.10: (dice + BD) × multiplier, immunity, − RD.
pub fn attack<S: DiceSource + ?Sized>(
    roll: &Resolution,
    difficulty: i32,
    values: Values,
    a: &Attack,
    t: &Target,
    dice: &mut S,
) -> Result<AttackResult, SourceError> {
    let hit = roll.success() == Some(true) || (roll.outcome.is_none() && roll.total >= difficulty);
    let crit = roll.special.filter(|s| s.is_critical());
    let fumble = roll.special.filter(|s| !s.is_critical());
    let lethality = if a.maneuver == Some(Maneuver::GoodNight) {
        Lethality::NonLethal
    } else {
        a.lethality
    };
    let expr = match a.maneuver {
        Some(Maneuver::AllOut) => cell("M"),
        _ => a.weapon.clone(),
    };
    let humiliation = a.maneuver == Some(Maneuver::Humiliation);
    let damage = if hit || expr.is_split() {
        let req = DamageRequest {
            expr,
            hit,
            values,
            // AMB-19: humiliation is the minimum, without bonus or multiplier.
            minimum: t.minimum || humiliation,
            bonus: if humiliation { 0 } else { a.bonus },
            multiplier: if humiliation || !hit {
                1
            } else {
                multiplier(crit, a.maneuver == Some(Maneuver::CoupDeGrace), a.minion_vs_hero)
            },
            immune: t.immune,
            resistance: t.resistance,
        };
        Some(crate::hitos::harm::damage::damage(&req, dice)?)
    } else {
        None
    };
    let dealt = damage.as_ref().map_or(0, |d| d.total);
    let extra_targets = match (a.maneuver, hit) {
        (Some(Maneuver::Multiple), true) => ((roll.total - difficulty).max(0) / 5) as u32,
        _ => 0,
    };
    Ok(AttackResult {
        hit,
        massive_test: hit && !a.minion_vs_hero && dealt >= i64::from(t.aguante),
        knock_out_test: hit && a.maneuver == Some(Maneuver::GoodNight),
        target_secuela: critical_secuela(roll.special, a.minion_vs_hero),
        attacker_aspect: fumble.map(|s| s.size().aspect_duration()),
        extra_targets,
        attacker_defense_next_round: if a.maneuver == Some(Maneuver::AllOut) { -3 } else { 0 },
        damage,
        lethality,
    })
}

/// *Desarme* (L195): opposed Reflejos + skill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DisarmResult {
    pub disarmed: bool,
    /// Won by 5 or more with a free hand: may keep the weapon.
    pub may_keep_weapon: bool,
    /// Not more than the opponent (ties included): the opponent gets a free attack now.
    pub opponent_free_attack: bool,
}

pub fn disarm(disarmer: &Resolution, opponent: &Resolution, free_hand: bool, rules: &Rules) -> DisarmResult {
    let won = opposed(disarmer, opponent, rules) == Winner::Initiator;
    DisarmResult {
        disarmed: won,
        may_keep_weapon: won && free_hand && disarmer.total - opponent.total >= 5,
        opponent_free_attack: !won,
    }
}

/// *Humillación*'s penalty to the target's next attack on the provoker after `rounds`
/// consecutive humiliating hits (L197, AMB-20): −2, and −4 from the third.
pub fn humiliation_penalty(rounds: u32) -> i32 {
    match rounds {
        0 => 0,
        1 | 2 => -2,
        _ => -4,
    }
}
