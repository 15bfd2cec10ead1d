//! Followers (*seguidores*): companions, aides and assistants attached to a named character,
//! worth +1 by group size and one extra consequence, and their improvements (L341–L367,
//! R-FOL-1…5, A-FOL-1…5).

use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::tables::{group_bonus, minion_boxes, ConflictKind, FollowerType};
use serde::{Deserialize, Serialize};

/// What became of a follower.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FollowerStatus {
    #[default]
    #[serde(rename = "activo")]
    Active,
    /// Taken out, kidnapped or otherwise removed: its leader's extra consequence (L343).
    #[serde(rename = "fuera")]
    Out,
}

/// The improvements of a follower (*mejoras*, L354–L367).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Improvements {
    /// *Calidad*: one rung each above Normal (L357).
    #[serde(rename = "calidad")]
    pub quality: u8,
    /// *Alcance*: extra conflict kinds, at most two (L359).
    #[serde(rename = "alcance")]
    pub scope: Vec<ConflictKind>,
    /// *Independiente* (L361).
    #[serde(rename = "independiente")]
    pub independent: bool,
    /// *Habilidoso*: each package is one skill at quality, two at quality −1 or three at
    /// quality −2 (L363).
    #[serde(rename = "habilidoso")]
    pub skilled: Vec<Vec<String>>,
    /// *Al mismo ritmo* (L365).
    #[serde(rename = "al_mismo_ritmo")]
    pub keeping_up: bool,
    /// *Comunicación* (L367).
    #[serde(rename = "comunicacion")]
    pub communication: bool,
}

impl Improvements {
    /// How many improvements these are.
    pub fn count(&self) -> u32 {
        u32::from(self.quality)
            + self.scope.len() as u32
            + u32::from(self.independent)
            + self.skilled.len() as u32
            + u32::from(self.keeping_up)
            + u32::from(self.communication)
    }
}

/// The rating of each skill in a *Habilidoso* package of `n` skills for quality `q` (L363).
pub fn package_ratings(quality: i32, n: usize) -> Vec<i32> {
    vec![quality + 1 - n as i32; n]
}

/// A follower.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Follower {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "tipo")]
    pub kind: FollowerType,
    #[serde(rename = "mejoras", default)]
    pub improvements: Improvements,
    /// Attached to its leader (L343); attaching and leaving are free actions (L337).
    #[serde(rename = "unido", default = "yes")]
    pub attached: bool,
    #[serde(rename = "estado", default)]
    pub status: FollowerStatus,
}

fn yes() -> bool {
    true
}

/// Quality of a follower before improvements: Normal (L350, R-FOL-4).
pub const BASE_QUALITY: i32 = 1;

impl Follower {
    pub fn new(name: impl Into<String>, kind: FollowerType) -> Follower {
        Follower {
            name: name.into(),
            kind,
            improvements: Improvements::default(),
            attached: true,
            status: FollowerStatus::Active,
        }
    }

    /// Its quality: Normal plus one rung per *Calidad* improvement.
    pub fn quality(&self) -> i32 {
        BASE_QUALITY + i32::from(self.improvements.quality)
    }

    /// The conflict kinds it helps in: its type's, then those of *Alcance* (L359).
    pub fn scope(&self) -> Vec<ConflictKind> {
        let mut s = vec![self.kind.kind()];
        s.extend(self.improvements.scope.iter().copied());
        s
    }

    /// Whether it helps its leader in a conflict of `kind` now: active, attached, in scope.
    pub fn helps_in(&self, kind: ConflictKind) -> bool {
        self.status == FollowerStatus::Active && self.attached && self.scope().contains(&kind)
    }

    /// Its skills and their ratings from *Habilidoso* (L363); unknown skills are Mediocre
    /// (A-FOL-5).
    pub fn skill(&self, name: &str) -> Option<i32> {
        let q = self.quality();
        self.improvements.skilled.iter().find_map(|p| {
            p.iter()
                .any(|s| fold(s) == fold(name))
                .then(|| package_ratings(q, p.len())[0])
        })
    }

    /// Stress boxes when caught alone: an independent follower counts as a minion whose
    /// quality is its stress capacity (L361, T38). `None` if not independent.
    pub fn boxes_alone(&self) -> Option<u32> {
        self.improvements.independent.then(|| minion_boxes(self.quality()))
    }

    /// Checks the improvements against the leader's highest skill (quality up to one rung
    /// below it, A-FOL-1), the scope (two at most, new kinds) and the skill packages.
    pub fn check(&self, leader_top: i32) -> Result<(), FateError> {
        let bad = |what: &str, es: String, en: String| {
            Err(FateError::sheet(format!("seguidores.{}.{what}", self.name), es, en))
        };
        if self.name.trim().is_empty() {
            return Err(FateError::sheet(
                "seguidores.nombre",
                "el nombre está vacío",
                "the name is empty",
            ));
        }
        let (q, cap) = (self.quality(), leader_top - 1);
        if q > cap {
            return bad(
                "mejoras.calidad",
                format!("la calidad {q:+} pasa del tope, un nivel menos que su líder ({cap:+})"),
                format!("quality {q:+} is above the cap, one rung below its leader ({cap:+})"),
            );
        }
        let scope = self.scope();
        if self.improvements.scope.len() > 2 || (1..scope.len()).any(|i| scope[..i].contains(&scope[i])) {
            return bad(
                "mejoras.alcance",
                "el alcance añade como mucho dos tipos de conflicto distintos del suyo".into(),
                "scope adds at most two conflict kinds other than its own".into(),
            );
        }
        let mut seen: Vec<String> = Vec::new();
        for p in &self.improvements.skilled {
            if p.is_empty() || p.len() > 3 {
                return bad(
                    "mejoras.habilidoso",
                    format!("cada mejora da una, dos o tres habilidades, no {}", p.len()),
                    format!("each improvement gives one, two or three skills, not {}", p.len()),
                );
            }
            for s in p {
                if s.trim().is_empty() || seen.contains(&fold(s)) {
                    return bad(
                        "mejoras.habilidoso",
                        format!("«{s}» está vacía o repetida: cada mejora elige habilidades distintas"),
                        format!("'{s}' is empty or repeated: each improvement picks different skills"),
                    );
                }
                seen.push(fold(s));
            }
        }
        Ok(())
    }
}

/// The group bonus a leader gets from its attached, in-scope followers (L343, A-FOL-4).
pub fn followers_bonus(followers: &[Follower], kind: ConflictKind) -> i32 {
    group_bonus(1 + followers.iter().filter(|f| f.helps_in(kind)).count() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn improvements() {
        let mut f = Follower::new("Igor", FollowerType::Companion);
        assert_eq!((f.quality(), f.improvements.count()), (1, 0));
        f.improvements.quality = 2;
        f.improvements.skilled = vec![vec!["Puños".into(), "Atletismo".into()]];
        assert_eq!((f.quality(), f.skill("puños"), f.skill("Robo")), (3, Some(2), None));
        assert_eq!(f.check(5), Ok(()));
        assert!(f.check(3).is_err(), "quality 3 needs a leader at 4");
        f.improvements.scope = vec![ConflictKind::Physical];
        assert!(f.check(5).is_err(), "its own kind again");
    }
}
