//! The second reroll window of an attack or a defence (CB9.6, B1096): once the attack and the
//! defence are counted, Fortalezas and aces that apply to damage or toughness may reroll dice of
//! the same throw. The attack and defence totals stay frozen; the damage or toughness readings
//! are read again. The window is a fresh [`PortalRoll`] over the faces on the table, so the
//! 5-reroll cap applies per window.

use crate::portal::dice::Colour;
use crate::portal::error::PortalError;
use crate::portal::options::Rules;
use crate::portal::roll::machine::PortalRoll;
use crate::portal::roll::reading::ReadingKind;
use crate::portal::roll::spec::{Forte, RollSpec};
use crate::portal::roll::transcript::Transcript;
use std::collections::BTreeMap;
use tirada_dice::TypedDice;

/// Opens the window on a finished roll: its damage (or toughness) reading becomes the primary
/// reading, its weapon or armour dice the others; `fortes` and `aces` are those that apply to
/// damage or toughness (e.g. a weapon's damage ace, A-44, B1173).
pub fn open(first: &Transcript, fortes: Vec<Forte>, aces: u8, rules: &Rules) -> Result<PortalRoll, PortalError> {
    let mut faces: BTreeMap<String, Vec<i64>> = BTreeMap::new();
    for d in &first.dice {
        faces
            .entry(d.colour.group().to_string())
            .or_default()
            .push(d.face as i64);
    }
    let count = |c: Colour| faces.get(c.group()).map_or(0, |f| f.len() as u8);
    let primary = first
        .readings
        .iter()
        .find(|r| matches!(r.kind, ReadingKind::Damage | ReadingKind::Toughness))
        .or_else(|| first.readings.first());
    let (kind, role) = primary.map_or((ReadingKind::Weapon, first.role), |r| (r.kind, r.role));
    let mut readings: Vec<_> = first
        .readings
        .iter()
        .filter(|r| r.kind == ReadingKind::Weapon)
        .map(|r| crate::portal::roll::spec::ReadingSpec {
            kind: r.kind,
            role: r.role,
            modifier: 0,
        })
        .collect();
    if kind == ReadingKind::Weapon && !readings.is_empty() {
        readings.remove(0);
    }
    let spec = RollSpec {
        role,
        kind,
        black: count(Colour::Black),
        red: count(Colour::Red),
        red_unrolled: first.wounds_unrolled,
        green: count(Colour::Green),
        tempt: count(Colour::Tempted) > 0,
        fortes,
        aces,
        readings,
        ..RollSpec::default()
    };
    PortalRoll::throw(spec, rules.clone(), &mut TypedDice::only(faces))
}

/// The damage (or toughness) after the window (CB10, CB14): the character die and weapon dice
/// (or toughness and armour) read on the new faces, a flat bonus, and the discomfort the first
/// window kept for damage or toughness (S114, S124).
pub fn total(window: &Transcript, first: &Transcript, flat: i32) -> i32 {
    let weapon: i32 = window
        .readings
        .iter()
        .filter(|r| r.kind == ReadingKind::Weapon)
        .map(|r| r.total)
        .sum();
    window.total + weapon + flat + first.effects.malestar_combat_bonus as i32
}
