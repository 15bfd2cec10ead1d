//! Consequences (*consecuencias*): lasting harm that absorbs a whole hit, −1 to every skill
//! each, taken out beyond grave, and their recovery (L231–L281, R-CSQ-1…4, R-TO-1, R-REC-1…5).

use super::stress::Track;
use crate::fate::options::{ConsequenceModel, Rules};
use serde::{Deserialize, Serialize};

/// How serious a consequence is (L237).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Severity {
    #[serde(rename = "leve")]
    Mild,
    #[serde(rename = "moderada")]
    Moderate,
    #[serde(rename = "grave")]
    Severe,
}

impl Severity {
    pub const ALL: [Severity; 3] = [Severity::Mild, Severity::Moderate, Severity::Severe];

    pub fn word(self) -> &'static str {
        match self {
            Severity::Mild => "leve",
            Severity::Moderate => "moderada",
            Severity::Severe => "grave",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            Severity::Mild => "mild",
            Severity::Moderate => "moderate",
            Severity::Severe => "severe",
        }
    }

    pub fn parse(text: &str) -> Option<Severity> {
        match crate::fate::ladder::fold(text).as_str() {
            "leve" | "mild" => Some(Severity::Mild),
            "moderada" | "moderado" | "moderate" => Some(Severity::Moderate),
            "grave" | "severe" => Some(Severity::Severe),
            _ => None,
        }
    }

    /// One step less severe, for removal only (L279, R-REC-4); `None` below leve.
    pub fn lighter(self) -> Option<Severity> {
        match self {
            Severity::Mild => None,
            Severity::Moderate => Some(Severity::Mild),
            Severity::Severe => Some(Severity::Moderate),
        }
    }
}

/// A consequence held.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Consequence {
    #[serde(rename = "gravedad")]
    pub severity: Severity,
    #[serde(rename = "descripcion", default)]
    pub description: String,
    /// The track it was written under (L239); kinds matter for suitable rest (A-CON-3).
    #[serde(rename = "medidor", default, skip_serializing_if = "Option::is_none")]
    pub track: Option<Track>,
    /// The level it is removed as: lower than `severity` after back-to-back sessions (A-REC-2).
    #[serde(rename = "recuperacion", default, skip_serializing_if = "Option::is_none")]
    pub recovery: Option<Severity>,
    /// A follower taken out in its leader's place (L343, A-CON-2).
    #[serde(rename = "seguidor", default, skip_serializing_if = "Option::is_none")]
    pub follower: Option<String>,
    /// Taken in an extra slot a power gives (L241, A-CON-1); it does not count toward the three.
    #[serde(rename = "extra", default, skip_serializing_if = "std::ops::Not::not")]
    pub extra: bool,
}

impl Consequence {
    pub fn new(severity: Severity, description: impl Into<String>) -> Consequence {
        Consequence {
            severity,
            description: description.into(),
            track: None,
            recovery: None,
            follower: None,
            extra: false,
        }
    }

    /// The level it is removed as.
    pub fn recovery_level(&self) -> Severity {
        self.recovery.unwrap_or(self.severity)
    }

    /// Whether it counts toward the three of L241: not a follower's nor an extra slot's.
    pub fn counts(&self) -> bool {
        self.follower.is_none() && !self.extra
    }

    /// Whether it weighs −1 on every skill (L241); a follower's does only if the table says so.
    pub fn penalizes(&self, rules: &Rules) -> bool {
        self.follower.is_none() || rules.follower_consequence_penalizes
    }
}

/// The penalty on every skill: −1 per consequence (L241, R-CSQ-3).
pub fn penalty(held: &[Consequence], rules: &Rules) -> i32 {
    -(held.iter().filter(|c| c.penalizes(rules)).count() as i32)
}

/// What a hit that needs a consequence means for a character holding `held`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "due", content = "severity", rename_all = "snake_case")]
pub enum Due {
    /// A consequence of this severity.
    #[serde(rename = "consecuencia")]
    Take(Severity),
    /// None can be taken: *fuera de combate* (L241, L245, R-TO-1).
    #[serde(rename = "fuera_de_combate")]
    TakenOut,
}

/// The next consequence under the table's model (L237, L241, A-CON-1). Those of followers and
/// of powers' extra slots are bonus slots and do not count (A-CON-1, A-CON-2).
pub fn due(held: &[Consequence], max: u8, model: ConsequenceModel) -> Due {
    let own: Vec<Severity> = held.iter().filter(|c| c.counts()).map(|c| c.severity).collect();
    if own.len() >= max as usize {
        return Due::TakenOut;
    }
    match model {
        ConsequenceModel::Count => {
            if own.contains(&Severity::Severe) {
                Due::TakenOut
            } else {
                Due::Take(Severity::ALL[own.len().min(2)])
            }
        }
        ConsequenceModel::Slot => Severity::ALL
            .into_iter()
            .find(|s| !own.contains(s))
            .map_or(Due::TakenOut, Due::Take),
        ConsequenceModel::Escalation => match own.iter().max() {
            None => Due::Take(Severity::Mild),
            Some(Severity::Mild) => Due::Take(Severity::Moderate),
            Some(Severity::Moderate) => Due::Take(Severity::Severe),
            Some(Severity::Severe) => Due::TakenOut,
        },
    }
}

/// Something that lets consequences heal (L265–L281).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Recovery {
    /// A breather of a few minutes after the scene: leve ones go (L269, R-REC-1).
    #[serde(rename = "respiro")]
    Breather,
    /// Rest or downtime of `hours`; moderadas listed in `suitable` (indices into the held
    /// list) go if `hours ≥ 6` (L271, R-REC-2). Suitability is the GM's call.
    #[serde(rename = "descanso")]
    Rest { hours: u32, suitable: Vec<usize> },
    /// Time off (A-REC-1): a day or more heals everything, graves included; less, only leves.
    #[serde(rename = "tiempo_libre")]
    Downtime { days: u32 },
    /// A new adventure begins: everything is gone (L275).
    #[serde(rename = "nueva_aventura")]
    AdventureStart,
    /// A session that follows the last with no time between (L279, R-REC-4): each one is
    /// removed as one level lighter; leves go at once (A-REC-2).
    #[serde(rename = "sesion_seguida")]
    BackToBackSession,
}

/// Hours of rest that remove a moderada (L271).
pub const MODERATE_REST_HOURS: u32 = 6;

/// Applies a recovery; returns the consequences removed, in order.
pub fn recover(held: &mut Vec<Consequence>, event: &Recovery) -> Vec<Consequence> {
    recover_with(held, event, |_| 0)
}

/// Applies a recovery where `boost` says how many levels lighter each consequence is removed
/// as, by powers that shorten recovery (L281, R-REC-5): lighter than leve, it goes with any
/// recovery. The stored severity and recovery level are unchanged.
pub fn recover_with(
    held: &mut Vec<Consequence>,
    event: &Recovery,
    boost: impl Fn(&Consequence) -> u8,
) -> Vec<Consequence> {
    let level = |c: &Consequence| (0..boost(c)).try_fold(c.recovery_level(), |s, _| s.lighter());
    let goes = |i: usize, c: &Consequence| match (level(c), event) {
        (None, _) => true,
        (Some(l), Recovery::Breather) => l == Severity::Mild,
        (Some(l), Recovery::Rest { hours, suitable }) => match l {
            Severity::Mild => true,
            Severity::Moderate => *hours >= MODERATE_REST_HOURS && suitable.contains(&i),
            Severity::Severe => false,
        },
        (Some(l), Recovery::Downtime { days }) => *days >= 1 || l == Severity::Mild,
        (Some(_), Recovery::AdventureStart) => true,
        (Some(l), Recovery::BackToBackSession) => l == Severity::Mild,
    };
    let mut removed = Vec::new();
    let mut kept = Vec::new();
    for (i, c) in held.drain(..).enumerate() {
        if goes(i, &c) {
            removed.push(c);
        } else {
            kept.push(c);
        }
    }
    if *event == Recovery::BackToBackSession {
        for c in &mut kept {
            c.recovery = c.recovery_level().lighter();
        }
    }
    *held = kept;
    removed
}

#[cfg(test)]
mod tests {
    use super::*;
    use Severity::*;

    fn held(s: &[Severity]) -> Vec<Consequence> {
        s.iter().map(|&s| Consequence::new(s, "")).collect()
    }

    #[test]
    fn models() {
        assert_eq!(
            due(&held(&[Mild, Severe]), 3, ConsequenceModel::Slot),
            Due::Take(Moderate)
        );
        assert_eq!(
            due(&held(&[Moderate]), 3, ConsequenceModel::Escalation),
            Due::Take(Severe)
        );
        assert_eq!(due(&held(&[Moderate]), 3, ConsequenceModel::Count), Due::Take(Moderate));
        assert_eq!(due(&held(&[Mild, Moderate]), 2, ConsequenceModel::Count), Due::TakenOut);
    }

    #[test]
    fn follower_consequences_neither_count_nor_penalise_by_default() {
        let mut h = held(&[Mild]);
        h.push(Consequence {
            follower: Some("Igor".into()),
            ..Consequence::new(Moderate, "Igor secuestrado")
        });
        assert_eq!(penalty(&h, &Rules::default()), -1);
        let literal = Rules {
            follower_consequence_penalizes: true,
            ..Rules::default()
        };
        assert_eq!(penalty(&h, &literal), -2);
        assert_eq!(due(&h, 3, ConsequenceModel::Count), Due::Take(Moderate));
    }
}
