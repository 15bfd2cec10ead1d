//! Attack against defence (§5.6–§5.10, B1090–B1248, S114–S130).
//!
//! An attack is a [`crate::portal::roll::machine::PortalRoll`] of kind Attack with a Damage reading (melee) and a
//! Weapon reading per weapon die; a defence is kind Defence with a Toughness reading and the
//! armour's Weapon reading. Their finished transcripts are compared here; every total comes
//! from the roll machine.

use super::tables::{Surroundings, WeaponDamage};
use crate::portal::dice::Role;
use crate::portal::options::Rules;
use crate::portal::roll::reading::{score, ReadingKind, Throw};
use crate::portal::roll::spec::{ReadingSpec, RollSpec};
use crate::portal::roll::transcript::Transcript;
use crate::portal::sheet::character::Character;
use serde::Serialize;

/// The attack roll's spec for `attacker` with `weapon`: its dice in hand, its attack and damage
/// roles. The weapon's aces on the damage reading (a barrel from above B1173, a special huge
/// weapon A-44) are not the attack's: they reroll once the hit is counted (B1096,
/// `encounter_window`).
pub fn attack_spec(attacker: &Character, mut base: RollSpec, weapon: &WeaponDamage, melee: bool) -> RollSpec {
    base.kind = ReadingKind::Attack;
    base.role = attacker.roles.attack;
    in_hand(attacker, &mut base);
    base.modifier += weapon.attack_modifier;
    if melee {
        base.readings.push(ReadingSpec {
            kind: ReadingKind::Damage,
            role: attacker.roles.damage,
            modifier: 0,
        });
    }
    base.readings.extend(weapon.readings());
    base
}

/// The dice a character throws (R2): every discomfort die; its wound dice rolled unless the
/// spec already says how many are rolled or set aside; luck as chosen, up to what it holds.
pub fn in_hand(c: &Character, base: &mut RollSpec) {
    base.black = c.state.discomfort;
    if base.red + base.red_unrolled == 0 {
        base.red = c.state.wounds;
    }
    base.green = base.green.min(c.state.luck());
    // S23, S25: a character with a thorn rolls with it.
    base.thorn |= !c.state.thorns.is_empty();
}

/// The defence roll's spec: toughness reading, then the armour die if any.
pub fn defence_spec(defender: &Character, mut base: RollSpec, modifier: i32) -> RollSpec {
    base.kind = ReadingKind::Defence;
    base.role = defender.roles.defence;
    in_hand(defender, &mut base);
    base.modifier += modifier;
    base.readings.push(ReadingSpec {
        kind: ReadingKind::Toughness,
        role: defender.roles.toughness,
        modifier: 0,
    });
    if let Some(a) = defender.equipment.armour {
        base.readings.push(ReadingSpec {
            kind: ReadingKind::Weapon,
            role: a.die(),
            modifier: 0,
        });
    }
    base
}

/// The defence modifiers of CB9.4, all cumulative (S122).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DefenceState {
    pub stunned: bool,
    /// *Descuidar la defensa*, or multiple attacks declared (B1447, B1493).
    pub neglected: bool,
    pub declared_multiple: bool,
    /// The phase is higher than the defender's initiative total (S122, C-19).
    pub flat_footed: bool,
}

impl DefenceState {
    pub fn modifier(&self, rules: &Rules) -> i32 {
        -2 * (self.stunned as i32
            + (self.neglected || self.declared_multiple) as i32
            + (self.flat_footed && rules.flat_footed_penalty) as i32)
    }
}

/// How the attack went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Hit {
    #[serde(rename = "impacto")]
    Hit,
    /// A tie: a miss, but environment damage for the defender (CB17).
    #[serde(rename = "empate")]
    Tie,
    #[serde(rename = "fallo")]
    Miss,
}

/// Options of one attack.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct AttackOptions {
    pub weapon: WeaponDamage,
    pub melee: bool,
    /// Raised difficulty: +2 for a called shot (B1451; excess from the raised value, A-48).
    pub extra_difficulty: i32,
    /// +5 damage of a lethal head shot (B1455).
    pub head_lethal: bool,
    /// A sweep: half the damage joins the attack; a hit deals only the excess (CB24).
    pub sweep: bool,
    /// A heavy weapon adds its damage again after a sweep (B1190, A-52).
    pub heavy: bool,
    pub surroundings: Surroundings,
}

/// An exchange between two rolling characters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Exchange {
    pub attack: i32,
    pub defence: i32,
    /// What the attack had to exceed: defence plus any raised difficulty.
    pub needed: i32,
    pub hit: Hit,
    pub precision_excess: i32,
    /// Character damage die (melee) and weapon dice, before the excess.
    pub base_damage: i32,
    pub damage: i32,
    pub toughness: i32,
    /// Points past toughness (CB15).
    pub points: u32,
    /// The raw die of environment damage on a tie (CB17), compared with toughness too.
    pub environment: Option<i32>,
    /// Points of a fumbled attack or defence (CB18).
    pub attack_fumble: u8,
    pub defence_fumble: u8,
}

fn reading(t: &Transcript, kind: ReadingKind) -> impl Iterator<Item = i32> + '_ {
    t.readings.iter().filter(move |r| r.kind == kind).map(|r| r.total)
}

/// The raw face of a basic die of a finished roll (weapon-like reading, R19).
pub fn raw_die(t: &Transcript, role: Role, rules: &Rules) -> i32 {
    let white: Vec<u8> = t
        .dice
        .iter()
        .filter(|d| d.colour == crate::portal::dice::Colour::White)
        .map(|d| d.face)
        .collect();
    let w = [white[0], white[1], white[2]];
    score(&Throw::basic(w), role, ReadingKind::Weapon, rules).total()
}

/// The damage of an attack before the precision excess (CB10, CB12).
pub fn base_damage(attack: &Transcript, o: &AttackOptions) -> i32 {
    let character: i32 = reading(attack, ReadingKind::Damage).sum();
    // S114: a ranged attack has no damage reading to carry the kept discomfort; add it here.
    let kept_discomfort = if o.melee {
        0
    } else {
        attack.effects.malestar_combat_bonus as i32
    };
    let weapon: i32 = reading(attack, ReadingKind::Weapon).sum();
    character + weapon + o.weapon.flat + kept_discomfort + 5 * o.head_lethal as i32
}

/// The toughness total of a defence roll: toughness reading plus the armour die (CB14).
pub fn toughness(defence: &Transcript) -> i32 {
    reading(defence, ReadingKind::Toughness).sum::<i32>() + reading(defence, ReadingKind::Weapon).sum::<i32>()
}

/// Compares an attack and a defence (CB9): hit, excess, damage and points.
pub fn exchange(attack: &Transcript, defence: &Transcript, o: &AttackOptions, rules: &Rules) -> Exchange {
    resolve(attack, defence.total, toughness(defence), o, rules)
}

/// An attack against fixed values: a cast member's defence and toughness this round (CB29),
/// or a difficulty the GM set.
pub fn attack_fixed(attack: &Transcript, defence: i32, toughness: i32, o: &AttackOptions, rules: &Rules) -> Exchange {
    resolve(attack, defence, toughness, o, rules)
}

fn resolve(attack: &Transcript, defence: i32, tough: i32, o: &AttackOptions, rules: &Rules) -> Exchange {
    let base = base_damage(attack, o);
    let attack_total = attack.total + if o.sweep { base.max(0) / 2 } else { 0 };
    // B1171: a great weight too heavy to throw well is harder to land.
    let needed = defence + o.extra_difficulty + o.weapon.attack_difficulty;
    let hit = match attack_total.cmp(&needed) {
        std::cmp::Ordering::Greater => Hit::Hit,
        std::cmp::Ordering::Equal => Hit::Tie,
        std::cmp::Ordering::Less => Hit::Miss,
    };
    let excess = (attack_total - needed).max(0);
    let damage = match hit {
        Hit::Hit if o.sweep => excess + if o.heavy { base } else { 0 },
        Hit::Hit => (base + excess).max(0),
        _ => 0,
    };
    let environment = (hit == Hit::Tie).then(|| raw_die(attack, o.surroundings.die(), rules));
    let points = match (hit, environment) {
        (Hit::Hit, _) => super::damage::points(damage, tough),
        (Hit::Tie, Some(env)) => super::damage::points(env, tough),
        _ => 0,
    };
    Exchange {
        attack: attack_total,
        defence,
        needed,
        hit,
        precision_excess: excess,
        base_damage: base,
        damage,
        toughness: tough,
        points,
        environment,
        attack_fumble: fumble_points(attack.total),
        defence_fumble: fumble_points(defence),
    }
}

/// A diceless attacker (a cast member) against a rolled defence (CB30): the defence must
/// exceed the attack; a tie follows `cast_tie_mode`.
pub fn defend_fixed(defence: &Transcript, attack: i32, damage: i32, rules: &Rules) -> super::cast::Blow {
    super::cast::fixed_blow(attack, defence.total, damage, toughness(defence), rules)
}

/// Each negative point of an attack, defence or reflexes total is one fumble result (CB18).
pub fn fumble_points(total: i32) -> u8 {
    (-total).clamp(0, 255) as u8
}

/// The summary's stun resistance (CB16c, S124–S126): points by which the toughness reading
/// (retained discomfort included) falls short of the suffering, plus a stunning head shot's
/// damage. Each lowers the initiative by 1.
pub fn stun_shortfall(defence: &Transcript, suffering: i32, head_stun_damage: i32) -> i32 {
    let resistance: i32 = reading(defence, ReadingKind::Toughness).sum();
    (suffering + head_stun_damage - resistance).max(0)
}
