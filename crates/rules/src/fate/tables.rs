//! The book's tables as data: conflict kinds, the attack table (L126–L131), the group bonus
//! by size (L327), minion boxes by quality (L323) and the follower types (L345–L348).

use super::ladder::fold;
use serde::{Deserialize, Serialize};

/// The kind of a conflict, and what a minion or follower is good at (L221, L323).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ConflictKind {
    #[serde(rename = "fisico")]
    Physical,
    #[serde(rename = "social")]
    Social,
    #[serde(rename = "mental")]
    Mental,
}

impl ConflictKind {
    pub const ALL: [ConflictKind; 3] = [ConflictKind::Physical, ConflictKind::Social, ConflictKind::Mental];

    pub fn word(self) -> &'static str {
        match self {
            ConflictKind::Physical => "físico",
            ConflictKind::Social => "social",
            ConflictKind::Mental => "mental",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            ConflictKind::Physical => "physical",
            ConflictKind::Social => "social",
            ConflictKind::Mental => "mental",
        }
    }

    pub fn parse(text: &str) -> Option<ConflictKind> {
        match fold(text).as_str() {
            "fisico" | "physical" => Some(ConflictKind::Physical),
            "social" => Some(ConflictKind::Social),
            "mental" | "conocimiento" => Some(ConflictKind::Mental),
            _ => None,
        }
    }

    /// The skill initiative is rolled on: Alerta in physical conflicts, Empatía in social
    /// ones (L108) and, by default, in mental ones too (A-INI-1).
    pub fn initiative_skill(self) -> &'static str {
        match self {
            ConflictKind::Physical => "Alerta",
            ConflictKind::Social | ConflictKind::Mental => "Empatía",
        }
    }
}

/// What an attacker wants (L126–L131).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AttackIntent {
    #[serde(rename = "herir")]
    Harm,
    #[serde(rename = "enganar")]
    Deceive,
    #[serde(rename = "asustar")]
    Scare,
    #[serde(rename = "embelesar")]
    Charm,
    #[serde(rename = "obligar_a_moverse")]
    ForceMove,
}

/// One row of the attack table: the skills an attacker uses and those its defender may use.
/// The book calls them examples (L124); a table may add rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackRow {
    pub intent: AttackIntent,
    pub attack: Vec<String>,
    pub defense: Vec<String>,
    pub kind: ConflictKind,
}

/// The verbatim attack table of L126–L131.
pub fn attack_table() -> Vec<AttackRow> {
    let row = |intent, attack: &[&str], defense: &[&str], kind| AttackRow {
        intent,
        attack: attack.iter().map(|s| s.to_string()).collect(),
        defense: defense.iter().map(|s| s.to_string()).collect(),
        kind,
    };
    use AttackIntent::*;
    use ConflictKind::*;
    vec![
        row(
            Harm,
            &["Puños", "Armas", "Disparo"],
            &["Puños", "Armas", "Atletismo"],
            Physical,
        ),
        row(Deceive, &["Engañar"], &["Coraje", "Empatía"], Social),
        row(Scare, &["Intimidación"], &["Coraje"], Social),
        row(Charm, &["Presencia"], &["Coraje", "Engañar"], Social),
        row(ForceMove, &["Fuerza"], &["Fuerza"], Physical),
    ]
}

/// Whether `skill` may defend against an attack of `intent` (R-ATK-1); without a weapon in
/// hand Armas cannot defend (L302, R-ATK-2).
pub fn may_defend(intent: AttackIntent, skill: &str, armed: bool) -> bool {
    let s = fold(skill);
    if s == "armas" && !armed {
        return false;
    }
    attack_table()
        .iter()
        .filter(|r| r.intent == intent)
        .any(|r| r.defense.iter().any(|d| fold(d) == s))
}

/// The group bonus by members (L327): 1 → +0, 2–3 → +1, 4–6 → +2, 7–9 → +3, 10+ → +4.
pub fn group_bonus(members: u32) -> i32 {
    match members {
        0 | 1 => 0,
        2..=3 => 1,
        4..=6 => 2,
        7..=9 => 3,
        _ => 4,
    }
}

/// Stress boxes of one minion by quality (L323): Normal 1, Decente 2, Bueno 3; other
/// qualities as many as the rating, at least 1 (A-MIN-2).
pub fn minion_boxes(quality: i32) -> u32 {
    quality.max(1) as u32
}

/// The follower types and the conflict each helps in (L345–L348).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FollowerType {
    #[serde(rename = "companero")]
    Companion,
    #[serde(rename = "ayudante")]
    Aide,
    #[serde(rename = "asistente")]
    Assistant,
}

impl FollowerType {
    pub fn kind(self) -> ConflictKind {
        match self {
            FollowerType::Companion => ConflictKind::Physical,
            FollowerType::Aide => ConflictKind::Social,
            FollowerType::Assistant => ConflictKind::Mental,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            FollowerType::Companion => "Compañero",
            FollowerType::Aide => "Ayudante",
            FollowerType::Assistant => "Asistente",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attack_table_rows() {
        assert!(may_defend(AttackIntent::Harm, "Atletismo", true));
        assert!(may_defend(AttackIntent::Harm, "armas", true));
        assert!(!may_defend(AttackIntent::Harm, "Armas", false), "L302");
        assert!(may_defend(AttackIntent::Deceive, "Empatia", true));
        assert!(!may_defend(AttackIntent::Scare, "Empatía", true));
        assert_eq!(attack_table().len(), 5);
    }
}
