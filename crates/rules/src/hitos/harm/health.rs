//! Health (L355–L397, aid 4.11–4.15, 4.19): *Aguante*, the *Resistencia* track with shock (`/`)
//! and consolidated (`X`) marks, massive damage, health states, dying and stabilisation, and
//! lethal and non-lethal points kept apart (L710).

use super::damage::Lethality;
use crate::hitos::options::{DyingKind, Rules};
use crate::hitos::roll::resolve::Resolution;
use serde::{Deserialize, Serialize};

/// Difficulty of the Aguante test against massive damage (H-3, L363).
pub const MASSIVE_DAMAGE_DIFFICULTY: i32 = 12;
/// Difficulty of the Aguante test of every dying turn (DY-1, L379; AMB-29).
pub const DYING_DIFFICULTY: i32 = 15;
/// Difficulty of stabilising someone with Intelecto + a medical skill (DY-3, L381).
pub const STABILISE_DIFFICULTY: i32 = 12;

/// *Aguante* = Fortaleza + ⌊Voluntad / 2⌋ (H-1, L359).
pub fn aguante(fortaleza: i32, voluntad: i32) -> i32 {
    fortaleza + voluntad.div_euclid(2)
}

/// *Estado de salud* (L369–L381).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum HealthState {
    #[serde(rename = "sano")]
    Healthy,
    #[serde(rename = "herido")]
    Wounded,
    /// *Incapacitado*, also called *malherido* (AMB-28).
    #[serde(rename = "incapacitado", alias = "malherido")]
    Incapacitated,
    #[serde(rename = "moribundo")]
    Dying,
}

impl HealthState {
    /// Penalty to every action and to Defensa (L375, L377).
    pub fn penalty(self) -> i32 {
        match self {
            HealthState::Healthy => 0,
            HealthState::Wounded => -2,
            HealthState::Incapacitated => -5,
            HealthState::Dying => 0,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            HealthState::Healthy => "sano",
            HealthState::Wounded => "herido",
            HealthState::Incapacitated => "incapacitado",
            HealthState::Dying => "moribundo",
        }
    }
}

/// Marks of one kind, lethal and non-lethal apart (L710).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Marks {
    #[serde(rename = "letal")]
    pub lethal: i32,
    #[serde(rename = "no_letal")]
    pub nonlethal: i32,
}

impl Marks {
    pub fn total(self) -> i32 {
        self.lethal + self.nonlethal
    }

    fn get_mut(&mut self, kind: Lethality) -> &mut i32 {
        match kind {
            Lethality::Lethal => &mut self.lethal,
            Lethality::NonLethal => &mut self.nonlethal,
        }
    }

    /// Takes up to `n` marks, non-lethal first; returns how many (lethal, non-lethal) went.
    fn take(&mut self, n: i32) -> (i32, i32) {
        let nl = n.min(self.nonlethal);
        let l = (n - nl).min(self.lethal);
        self.nonlethal -= nl;
        self.lethal -= l;
        (l, nl)
    }
}

/// The Resistencia track: `3 × Aguante` boxes (H-2, L361).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
#[serde(deny_unknown_fields)]
pub struct Track {
    /// Derived from the characteristics on a sheet, never written.
    #[serde(skip)]
    pub aguante: i32,
    /// `/` marks.
    #[serde(rename = "barras")]
    pub shock: Marks,
    /// `X` marks.
    #[serde(rename = "aspas")]
    pub consolidated: Marks,
    /// The damage that emptied the track was non-lethal (AMB-44).
    #[serde(rename = "vaciado_por_no_letal")]
    pub emptied_by_nonlethal: bool,
    #[serde(rename = "estabilizado")]
    pub stabilised: bool,
    #[serde(rename = "inconsciente")]
    pub unconscious: bool,
    #[serde(rename = "muerto")]
    pub dead: bool,
}

/// What one instance of damage did to the track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Applied {
    pub points: i32,
    /// New `/` marks.
    pub marked: i32,
    /// Existing `/` turned into `X` by the overflow (H-5).
    pub consolidated: i32,
    /// Overflow beyond a track all `X`: no further effect, the GM may rule death (AMB-26).
    pub beyond: i32,
    pub before: HealthState,
    pub after: HealthState,
    /// Entering incapacitado brings a temporary secuela until sano (SQ-2, L395).
    pub temporary_secuela: bool,
}

impl Track {
    pub fn new(aguante: i32) -> Self {
        Track {
            aguante,
            ..Track::default()
        }
    }

    /// *Resistencia* points in all.
    pub fn capacity(&self) -> i32 {
        3 * self.aguante
    }

    /// Points lost: every marked box.
    pub fn lost(&self) -> i32 {
        self.shock.total() + self.consolidated.total()
    }

    pub fn remaining(&self) -> i32 {
        self.capacity() - self.lost()
    }

    /// The state from the points lost (4.12): each of the first three states spans Aguante
    /// points.
    pub fn state(&self) -> HealthState {
        let (l, a) = (self.lost(), self.aguante);
        if l >= 3 * a {
            HealthState::Dying
        } else if l >= 2 * a {
            HealthState::Incapacitated
        } else if l >= a {
            HealthState::Wounded
        } else {
            HealthState::Healthy
        }
    }

    /// Whether dying here can kill (LE-2, AMB-44).
    pub fn dying_is_lethal(&self, rules: &Rules) -> bool {
        match rules.dying_kind {
            DyingKind::LastInstance => !self.emptied_by_nonlethal,
            DyingKind::LethalPointsAlone => self.shock.lethal + self.consolidated.lethal >= self.capacity(),
        }
    }

    /// Marks `points` of damage (H-4, H-5): `/` in empty boxes, then each extra point turns an
    /// existing `/` into `X`, its own kind first.
    pub fn apply(&mut self, points: i32, kind: Lethality) -> Applied {
        let before = self.state();
        let points = points.max(0);
        let marked = points.min(self.remaining());
        *self.shock.get_mut(kind) += marked;
        let mut excess = points - marked;
        let mut consolidated = 0;
        for k in [kind, other(kind)] {
            let n = excess.min(*self.shock.get_mut(k));
            *self.shock.get_mut(k) -= n;
            *self.consolidated.get_mut(k) += n;
            consolidated += n;
            excess -= n;
        }
        let after = self.state();
        if after == HealthState::Dying && before != HealthState::Dying {
            self.emptied_by_nonlethal = kind == Lethality::NonLethal;
            self.stabilised = false;
        }
        if points > 0 && after == HealthState::Dying {
            self.stabilised = false;
        }
        Applied {
            points,
            marked,
            consolidated,
            beyond: excess,
            before,
            after,
            temporary_secuela: after >= HealthState::Incapacitated && before < HealthState::Incapacitated,
        }
    }

    /// Whether an instance of damage calls for the massive-damage test: damage ≥ Aguante,
    /// after armour (H-3, AMB-24).
    pub fn massive(&self, damage: i32) -> bool {
        damage >= self.aguante
    }

    /// A failed massive-damage test: every remaining point is lost; a larger damage still
    /// consolidates its excess (AMB-25).
    pub fn apply_massive_failure(&mut self, damage: i32, kind: Lethality) -> Applied {
        let points = damage.max(self.remaining());
        self.apply(points, kind)
    }

    /// The danger has passed and there was rest or care (SH-1, L385–L387): half the `/` marks
    /// (rounded down) go, the rest become `X`. Returns the points erased.
    pub fn settle_shock(&mut self) -> i32 {
        let erase = self.shock.total() / 2;
        self.shock.take(erase);
        self.consolidated.lethal += self.shock.lethal;
        self.consolidated.nonlethal += self.shock.nonlethal;
        self.shock = Marks::default();
        erase
    }

    /// Erases up to `points` marks, `/` before `X` (AMB-48); returns how many went.
    pub fn heal(&mut self, points: i32) -> i32 {
        let points = points.max(0);
        let (l1, n1) = self.shock.take(points);
        let (l2, n2) = self.consolidated.take(points - l1 - n1);
        let healed = l1 + n1 + l2 + n2;
        if self.state() != HealthState::Dying {
            self.emptied_by_nonlethal = false;
        }
        healed
    }

    /// Eight hours of restful sleep (LE-3, L704; HE table, L719): every non-lethal point comes
    /// back, and a sano character recovers everything (AMB-65).
    pub fn rest_eight_hours(&mut self) -> i32 {
        let nonlethal = self.shock.nonlethal + self.consolidated.nonlethal;
        self.shock.nonlethal = 0;
        self.consolidated.nonlethal = 0;
        let mut healed = nonlethal;
        if self.state() == HealthState::Healthy {
            healed += self.lost();
            self.shock = Marks::default();
            self.consolidated = Marks::default();
        }
        if healed > 0 {
            self.unconscious = false;
        }
        healed
    }

    /// Stabilises a dying character with the `m` of the roll used (DY-4, DY-5; AMB-30, AMB-71):
    /// erase `min(m, unconsolidated points)` (capped at Aguante when the ruleset says so), or
    /// a single point and a permanent secuela when all the damage is consolidated.
    pub fn stabilise(&mut self, low: i32, rules: &Rules) -> Stabilised {
        let lethal = self.dying_is_lethal(rules);
        let shock = self.shock.total();
        let (erase, permanent) = if shock == 0 {
            (1, true)
        } else {
            let cap = if rules.stabilise_cap_at_aguante {
                self.aguante
            } else {
                i32::MAX
            };
            (low.min(shock).min(cap), false)
        };
        let healed = self.heal(erase);
        self.stabilised = true;
        Stabilised {
            healed,
            all_consolidated: permanent,
            permanent_secuela: permanent || lethal,
            state: self.state(),
        }
    }

    /// One dying turn's Aguante test at 15 (DY-1, L379): failure kills (or knocks out after
    /// non-lethal damage, LE-2); a critical stabilises with that roll's m; a success waits.
    pub fn dying_test(&mut self, roll: &Resolution, rules: &Rules) -> DyingTurn {
        match DyingVerdict::of(roll, self.dying_is_lethal(rules)) {
            DyingVerdict::Stabilises => DyingTurn::Stabilised(self.stabilise(i32::from(roll.sorted.low()), rules)),
            DyingVerdict::StillDying => DyingTurn::StillDying,
            DyingVerdict::Dies => {
                self.dead = true;
                DyingTurn::Dies
            }
            DyingVerdict::Unconscious => {
                self.unconscious = true;
                DyingTurn::Unconscious
            }
        }
    }

    /// The track drawn as on the sheet: `X` then `/` then empty boxes.
    pub fn boxes(&self) -> String {
        let x = self.consolidated.total().max(0) as usize;
        let s = self.shock.total().max(0) as usize;
        let empty = self.remaining().max(0) as usize;
        format!("{}{}{}", "X".repeat(x), "/".repeat(s), "·".repeat(empty))
    }
}

fn other(kind: Lethality) -> Lethality {
    match kind {
        Lethality::Lethal => Lethality::NonLethal,
        Lethality::NonLethal => Lethality::Lethal,
    }
}

/// What one dying turn's Aguante test says, from the roll alone (DY-1, H379): a critical
/// stabilises, a success keeps the character dying, a failure kills — or knocks out when the
/// dying was not `lethal` (LE-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DyingVerdict {
    #[serde(rename = "muere")]
    Dies,
    #[serde(rename = "inconsciente")]
    Unconscious,
    #[serde(rename = "sigue_moribundo")]
    StillDying,
    #[serde(rename = "se_estabiliza")]
    Stabilises,
}

impl DyingVerdict {
    pub fn of(roll: &Resolution, lethal: bool) -> DyingVerdict {
        match (roll.special, roll.success()) {
            (Some(s), _) if s.is_critical() => DyingVerdict::Stabilises,
            (_, Some(true)) => DyingVerdict::StillDying,
            _ if lethal => DyingVerdict::Dies,
            _ => DyingVerdict::Unconscious,
        }
    }
}

/// A stabilisation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Stabilised {
    pub healed: i32,
    /// All the damage was consolidated: only one point comes back (DY-5).
    pub all_consolidated: bool,
    /// Surviving a lethal dying episode leaves a permanent secuela (SQ-1, AMB-31), and so does
    /// a track all consolidated (DY-5).
    pub permanent_secuela: bool,
    pub state: HealthState,
}

/// The result of one dying turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum DyingTurn {
    #[serde(rename = "muere")]
    Dies,
    #[serde(rename = "inconsciente")]
    Unconscious,
    #[serde(rename = "sigue_moribundo")]
    StillDying,
    #[serde(rename = "estabilizado")]
    Stabilised(Stabilised),
}
