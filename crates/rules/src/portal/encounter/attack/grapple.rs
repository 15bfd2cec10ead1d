//! Grappling in the encounter (CB23, B1473–B1485, S140): the grab is an attack against a
//! defence whose throws are read again as strength; a held character spends its actions trying
//! to break free against the holder's +2, and the holder's attacks on it get +2 (Book); in the
//! Summary the hold's excess becomes aces for both instead (S140).

use crate::portal::combat::manoeuvres::{grapple, Grapple};
use crate::portal::combat::tables::{Weapon, WeaponSize};
use crate::portal::dice::Role;
use crate::portal::encounter::log::Entry;
use crate::portal::encounter::tracker::{Encounter, EncounterError};
use crate::portal::events::event::Event;
use crate::portal::roll::reading::ReadingKind;
use crate::portal::roll::spec::{ReadingSpec, RollSpec};
use crate::portal::roll::transcript::Transcript;
use crate::portal::settings::GrappleModel;
use tirada_dice::DiceSource;

fn strength(role: Role) -> ReadingSpec {
    ReadingSpec {
        kind: ReadingKind::Strength,
        role,
        modifier: 0,
    }
}

fn strength_of(t: &Transcript) -> i32 {
    t.readings
        .iter()
        .find(|r| r.kind == ReadingKind::Strength)
        .map_or(0, |r| r.total)
}

impl Encounter {
    /// The defender's bonus against an unarmed grabber: an edged weapon, +1 in one hand, +2 in
    /// two (B1477); it helps the grab, not the struggle.
    fn grab_bonus(&self, a: usize, d: usize) -> i32 {
        let unarmed =
            matches!(self.combatants[a].character.equipment.weapon, Weapon::Melee(m) if m.size == WeaponSize::Unarmed);
        match self.combatants[d].character.equipment.weapon {
            Weapon::Melee(m) if unarmed && m.edged => match m.size {
                WeaponSize::Medium => 1,
                WeaponSize::Large | WeaponSize::Huge => 2,
                _ => 0,
            },
            _ => 0,
        }
    }

    /// `a` grabs `d`, or (when `escape`) `a` breaks free from `d`, who holds it with +2.
    pub fn grab(
        &mut self,
        a: usize,
        d: usize,
        escape: bool,
        dice: &mut impl DiceSource,
    ) -> Result<Grapple, EncounterError> {
        // escaping, the holder keeps its +2 (Book) or its hold aces (Summary, S140).
        let (hold_modifier, hold_aces) = if escape { self.hold_advantage(d, a) } else { (0, 0) };
        let (att, def) = (&self.combatants[a], &self.combatants[d]);
        let mut a_spec = RollSpec {
            kind: ReadingKind::Attack,
            role: att.character.roles.attack,
            fortes: att.fortes_for("ataque"),
            readings: vec![strength(att.character.roles.strength)],
            ..RollSpec::default()
        };
        crate::portal::combat::conflict::in_hand(&att.character, &mut a_spec);
        let mut d_spec = RollSpec {
            kind: ReadingKind::Defence,
            role: def.character.roles.defence,
            fortes: def.fortes_for("defensa"),
            modifier: self.grab_bonus(a, d) + hold_modifier,
            aces: hold_aces,
            readings: vec![strength(def.character.roles.strength)],
            ..RollSpec::default()
        };
        crate::portal::combat::conflict::in_hand(&def.character, &mut d_spec);
        crate::portal::advanced::opposition::reduce_pools(&mut a_spec, &mut d_spec);
        let at = self.roll(a, a_spec, dice)?;
        let dt = self.roll(d, d_spec, dice)?;
        let g = grapple(at.total, dt.total, strength_of(&at), strength_of(&dt), &self.rules);
        for (w, t) in [(a, &at), (d, &dt)] {
            let changes = (&t.effects).into();
            self.event(
                w,
                Event::Rolled {
                    changes,
                    reason: "forcejeo".into(),
                },
            )?;
        }
        if escape && g.held {
            self.combatants[a].held_by = None;
            self.combatants[a].hold_aces = 0;
        } else if !escape && g.held {
            self.combatants[d].held_by = Some(a);
            // S140: the Summary's excess becomes aces to keep the hold or hurt later.
            self.combatants[d].hold_aces = match self.rules.grapple_model {
                GrappleModel::MarginAsAces => g.margin.clamp(0, u8::MAX as i32) as u8,
                GrappleModel::StrengthPlusMargin => 0,
            };
        }
        self.log.push(Entry::Grapple {
            attacker: a,
            defender: d,
            escape,
            grapple: g,
        });
        Ok(g)
    }

    /// A held character's action goes to breaking free (B1483).
    pub(crate) fn struggle(&mut self, who: usize, dice: &mut impl DiceSource) -> Result<bool, EncounterError> {
        let Some(holder) = self.combatants[who].held_by else {
            return Ok(false);
        };
        if !self.combatants[holder].character.state.condition.can_defend() {
            self.combatants[who].held_by = None;
            return Ok(false);
        }
        self.grab(who, holder, true, dice)?;
        Ok(true)
    }
}
