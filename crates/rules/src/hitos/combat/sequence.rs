//! The combat sequence (L169–L179, aid 4.1, reconstructed as five steps, AMB-15): everyone
//! starts *desprevenido*; a surprise round when some but not all are aware; initiative rolled
//! once per combat, just before a combatant's first round; then rounds in initiative order.

use super::attack::{order, ties, Initiative};
use serde::{Deserialize, Serialize};

/// One combatant's place in the fight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combatant {
    pub name: String,
    /// Aware of its opponents when the fight starts (C-2).
    pub aware: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initiative: Option<Initiative>,
    /// Has acted at least once: no longer *desprevenido* (C-1).
    #[serde(default)]
    pub acted: bool,
}

/// A fight in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub combatants: Vec<Combatant>,
    /// 0 is the surprise round, when there is one; normal rounds count from 1.
    pub round: u32,
}

impl Combat {
    /// Starts a fight; `(name, aware)` per combatant.
    pub fn new(who: &[(&str, bool)]) -> Combat {
        let combatants: Vec<Combatant> = who
            .iter()
            .map(|(n, aware)| Combatant {
                name: n.to_string(),
                aware: *aware,
                initiative: None,
                acted: false,
            })
            .collect();
        let some_aware = combatants.iter().any(|c| c.aware);
        let all_aware = combatants.iter().all(|c| c.aware);
        Combat {
            combatants,
            round: if some_aware && !all_aware { 0 } else { 1 },
        }
    }

    /// Whether this is the surprise round (C-2).
    pub fn is_surprise_round(&self) -> bool {
        self.round == 0
    }

    fn find(&mut self, name: &str) -> Option<&mut Combatant> {
        self.combatants.iter_mut().find(|c| c.name == name)
    }

    /// Who acts this round: in the surprise round only the aware ones (C-2), otherwise all.
    pub fn acting(&self) -> Vec<&Combatant> {
        self.combatants
            .iter()
            .filter(|c| !self.is_surprise_round() || c.aware)
            .collect()
    }

    /// Who must still roll initiative before this round (C-2, C-3, I-2).
    pub fn missing_initiative(&self) -> Vec<String> {
        self.acting()
            .iter()
            .filter(|c| c.initiative.is_none())
            .map(|c| c.name.clone())
            .collect()
    }

    /// Records an initiative total (kept for the whole combat) or a tie-break reroll.
    pub fn set_initiative(&mut self, name: &str, total: i32) -> bool {
        let Some(c) = self.find(name) else { return false };
        match &mut c.initiative {
            None => {
                c.initiative = Some(Initiative {
                    name: name.to_string(),
                    total,
                    tiebreaks: Vec::new(),
                })
            }
            Some(i) => i.tiebreaks.push(total),
        }
        true
    }

    /// The acting order this round (decreasing initiative), once everyone acting has rolled.
    pub fn turn_order(&self) -> Option<Vec<String>> {
        let entries: Option<Vec<Initiative>> = self.acting().iter().map(|c| c.initiative.clone()).collect();
        Some(order(entries?).into_iter().map(|i| i.name).collect())
    }

    /// Groups still tied that should reroll among themselves (I-3).
    pub fn tied(&self) -> Vec<Vec<String>> {
        let entries: Vec<Initiative> = self.acting().iter().filter_map(|c| c.initiative.clone()).collect();
        ties(&entries)
    }

    /// A combatant takes its action: from now on it is no longer *desprevenido* (C-1).
    pub fn act(&mut self, name: &str) -> bool {
        self.find(name).map(|c| c.acted = true).is_some()
    }

    /// *Desprevenido*: −2 Defensa until it first acts.
    pub fn flat_footed(&self, name: &str) -> bool {
        self.combatants.iter().any(|c| c.name == name && !c.acted)
    }

    /// The next round (C-5).
    pub fn next_round(&mut self) {
        self.round += 1;
    }
}
