//! The Hitos test as a state machine: throw 3d10 → at most one aspect activation that rerolls
//! (or activations that cancel) → finish. Every decision either changes the state and records a
//! [`Step`] with its drama-point events, or returns an error and changes nothing. Faces come
//! from a [`DiceSource`] under the group `dados`, so typed faces drive the same machine.

use super::resolve::{resolve, Polarity, Resolution, RollSpec};
use crate::hitos::dice::{Sorted, GROUP};
use crate::hitos::drama::{self, DramaEvent, Payment, Reason};
use crate::hitos::error::HitosError;
use crate::hitos::notation::Values;
use crate::hitos::options::Rules;
use serde::{Deserialize, Serialize};
use tirada_dice::{DiceSource, Die};

/// The roller, in drama events of a single roll.
pub const ROLLER: &str = "tirador";
/// Whoever activates an aspect against the roller.
pub const ACTIVATOR: &str = "activador";

/// One die rerolled by an activation; `position` counts from 1 in the order thrown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Reroll {
    pub position: u8,
    pub from: u8,
    pub to: u8,
}

/// Who activates, how it is paid and which aspect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Activation {
    pub polarity: Polarity,
    /// [`ROLLER`] (or another player helping, A-POS-1), [`ACTIVATOR`], or [`drama::GM`].
    pub by: String,
    pub payment: Payment,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aspect: Option<String>,
    /// The GM activating in favour of an NPC's roll: the player most affected, who receives
    /// the point the GM would spend (L155, L157).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub point_to: Option<String>,
}

impl Activation {
    /// The roller pays a point for a positive activation.
    pub fn positive() -> Self {
        Activation {
            polarity: Polarity::Positive,
            by: ROLLER.into(),
            payment: Payment::Point,
            aspect: None,
            point_to: None,
        }
    }

    /// Someone else (a player, or the GM with `by_gm`) pays for a negative activation.
    pub fn negative(by_gm: bool) -> Self {
        Activation {
            polarity: Polarity::Negative,
            by: if by_gm { drama::GM.into() } else { ACTIVATOR.into() },
            payment: Payment::Point,
            aspect: None,
            point_to: None,
        }
    }

    /// The GM activates an NPC's aspect in favour of the NPC's roll; `player`, the one most
    /// affected, receives the point (L155, L157).
    pub fn gm_for_npc(player: &str) -> Self {
        Activation {
            by: drama::GM.into(),
            point_to: Some(player.to_string()),
            ..Activation::positive()
        }
    }

    /// The drama events of this activation when it goes ahead (`cancelled` by the target).
    pub fn events(&self, cancelled: bool) -> Vec<DramaEvent> {
        let aspect = self.aspect.as_deref();
        match self.polarity {
            Polarity::Positive if self.by == drama::GM => {
                drama::gm_for_npc(self.point_to.as_deref().unwrap_or(ACTIVATOR), aspect)
            }
            Polarity::Positive if self.by == ROLLER => {
                drama::own_activation(ROLLER, &self.payment, Reason::ActivacionPositiva, aspect)
            }
            // Helping another's roll is still an activation the helper pays for.
            Polarity::Positive => drama::own_activation(&self.by, &self.payment, Reason::ActivacionPositiva, aspect),
            Polarity::Negative => drama::against(&self.by, ROLLER, &self.payment, cancelled, aspect),
        }
    }
}

/// A decision taken during the roll, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// An activation that rerolled the chosen dice (L125, L131).
    #[serde(rename = "activacion")]
    Activated {
        #[serde(flatten)]
        activation: Activation,
        rerolled: Vec<Reroll>,
        /// V⁺ or V⁻ on the new dice.
        value: i32,
    },
    /// A positive and a negative activation before the reroll cancel: nobody pays (L165).
    #[serde(rename = "activaciones_anuladas")]
    MutualCancel,
    /// The target cancelled a negative activation with a point (L127), or the GM cancelled a
    /// legitimate player activation (L159).
    #[serde(rename = "activacion_cancelada")]
    Cancelled {
        #[serde(flatten)]
        activation: Activation,
        by_gm: bool,
        /// Why the GM cancelled it (H159), logged with the roll.
        #[serde(default, rename = "razon", skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
}

/// A Hitos test in progress.
#[derive(Clone, Debug)]
pub struct HitosRoll {
    spec: RollSpec,
    rules: Rules,
    first: [u8; 3],
    faces: [u8; 3],
    activation: Option<Polarity>,
    steps: Vec<Step>,
    drama: Vec<DramaEvent>,
}

impl HitosRoll {
    /// Throws 3d10 from `dice` (group `dados`).
    pub fn throw<S: DiceSource + ?Sized>(spec: RollSpec, rules: Rules, dice: &mut S) -> Result<Self, HitosError> {
        let mut faces = [0u8; 3];
        for f in &mut faces {
            *f = dice.roll(&Die::D10, GROUP)? as u8;
        }
        Ok(Self::from_faces(spec, rules, faces))
    }

    /// A roll whose faces are already known (1–10 each; a source has checked them).
    pub fn from_faces(spec: RollSpec, rules: Rules, faces: [u8; 3]) -> Self {
        HitosRoll {
            spec,
            rules,
            first: faces,
            faces,
            activation: None,
            steps: Vec::new(),
            drama: Vec::new(),
        }
    }

    pub fn spec(&self) -> &RollSpec {
        &self.spec
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The faces on the table, in the order thrown.
    pub fn faces(&self) -> [u8; 3] {
        self.faces
    }

    /// The faces first thrown.
    pub fn first_faces(&self) -> [u8; 3] {
        self.first
    }

    pub fn sorted(&self) -> Sorted {
        Sorted::new(self.faces)
    }

    /// The activation that rerolled the dice, if one did.
    pub fn activation(&self) -> Option<Polarity> {
        self.activation
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    pub fn drama(&self) -> &[DramaEvent] {
        &self.drama
    }

    /// The roll read now.
    pub fn resolution(&self) -> Resolution {
        resolve(self.sorted(), &self.spec, &self.rules, self.activation)
    }

    /// Whether an activation may still reroll the dice (A-M-2, AMB-14).
    pub fn check_activation(&self, positions: &[usize]) -> Result<(), HitosError> {
        if self.activation.is_some() {
            return Err(HitosError::AlreadyRerolled);
        }
        if positions.is_empty() && !self.rules.zero_dice_activation {
            return Err(HitosError::NoDiceChosen);
        }
        for (i, &p) in positions.iter().enumerate() {
            if p >= 3 {
                return Err(HitosError::NoSuchPosition(p + 1));
            }
            if positions[..i].contains(&p) {
                return Err(HitosError::RepeatedPosition(p + 1));
            }
        }
        Ok(())
    }

    /// Activates an aspect: rerolls the dice at `positions` (0-based, in the order thrown) and
    /// reads V⁺ or V⁻ from then on. Critical and fumble are read on the new dice.
    pub fn activate<S: DiceSource + ?Sized>(
        &mut self,
        activation: Activation,
        positions: &[usize],
        dice: &mut S,
    ) -> Result<Resolution, HitosError> {
        self.check_activation(positions)?;
        let mut faces = self.faces;
        let mut rerolled = Vec::new();
        for &p in positions {
            let to = dice.roll(&Die::D10, GROUP)? as u8;
            rerolled.push(Reroll {
                position: p as u8 + 1,
                from: faces[p],
                to,
            });
            faces[p] = to;
        }
        self.faces = faces;
        self.activation = Some(activation.polarity);
        let sorted = self.sorted();
        let value = match activation.polarity {
            Polarity::Positive => sorted.positive_value(),
            Polarity::Negative => sorted.negative_value(),
        };
        self.drama.extend(activation.events(false));
        self.steps.push(Step::Activated {
            activation,
            rerolled,
            value,
        });
        Ok(self.resolution())
    }

    /// A positive and a negative activation declared before the reroll cancel each other:
    /// nobody pays and the dice stay (A-M-1, L165).
    pub fn cancel_each_other(&mut self) -> Result<(), HitosError> {
        if self.activation.is_some() {
            return Err(HitosError::AlreadyRerolled);
        }
        self.steps.push(Step::MutualCancel);
        Ok(())
    }

    /// An activation that does not happen: the target of a negative one pays a point to cancel
    /// it (A-NEG-2), or the GM cancels a player's legitimate one (A-GM-4).
    pub fn cancel(&mut self, activation: Activation, by_gm: bool) -> Result<(), HitosError> {
        self.cancelled(activation, by_gm, None)
    }

    /// The GM cancels a player's legitimate activation for a `reason` the log keeps (H159):
    /// the player pays nothing and receives a point from the GM.
    pub fn cancel_by_gm(&mut self, activation: Activation, reason: &str) -> Result<(), HitosError> {
        self.cancelled(activation, true, Some(reason.to_string()))
    }

    fn cancelled(&mut self, activation: Activation, by_gm: bool, reason: Option<String>) -> Result<(), HitosError> {
        if self.activation.is_some() {
            return Err(HitosError::AlreadyRerolled);
        }
        let events = match (by_gm, activation.polarity) {
            (true, _) => drama::gm_cancels(&activation.by),
            (false, Polarity::Negative) => activation.events(true),
            (false, Polarity::Positive) => return Err(HitosError::CancelOwnActivation),
        };
        self.drama.extend(events);
        self.steps.push(Step::Cancelled {
            activation,
            by_gm,
            reason,
        });
        Ok(())
    }

    /// What damage and other effects read from this roll ([`super::resolve::effect_values`]).
    pub fn effect_values(&self) -> Values {
        super::resolve::effect_values(self.sorted(), self.activation, &self.rules)
    }
}
