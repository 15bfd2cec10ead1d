//! *Margen* (PF, L1349-L1414): contests that are not fights — a chase, a macro-action, a debate —
//! decided when the accumulated grades reach a limit (13 by default).

use super::check::grade::GradeRules;
use super::check::roll::Transcript;
use super::dice::base::Extreme;
use super::error::ChasisError;
use super::ruleset::Ruleset;
use super::sheet::auxiliary::AuxiliaryRules;
pub use super::sheet::auxiliary::MarginMode;
use serde::{Deserialize, Serialize};

/// How a margin contest ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MarginEnd {
    #[serde(rename = "vence")]
    Won,
    #[serde(rename = "pierde")]
    Lost,
}

/// A margin contest in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarginContest {
    pub mode: MarginMode,
    pub limit: i64,
    /// Reaching the limit ends it (A18); otherwise it must be exceeded.
    pub reach_ends: bool,
    /// GDE pile (two piles) or the signed pile (one pile, opposed).
    pub success: i64,
    /// GDF pile (two piles only).
    pub failure: i64,
    pub turns: u32,
    pub end: Option<MarginEnd>,
}

impl MarginContest {
    /// The check a contest repeats, refused where the book gives it no meaning: the margin
    /// already piles each turn's GDE and GDF (C1357), so a gradual check (which keeps one of
    /// them) and an auxiliary (PSJ or énfasis bought as AUX, C1216), read after a single
    /// check, have none in it.
    pub fn check_repeated(check: &super::Check) -> Result<(), ChasisError> {
        let (field, es, en) = if !check.psj.is_empty() {
            ("psj", "el pseudopersonaje (PSJ)", "a pseudo-character (PSJ)")
        } else if check.gradual != super::check::gradual::Gradual::None {
            ("gradual", "un chequeo gradual", "a gradual check")
        } else if check.energy.emphasis_aux != 0 || check.energy.stress_aux != 0 {
            ("enfasis_aux", "la energía al auxiliar", "energy to the auxiliary")
        } else {
            return Ok(());
        };
        Err(ChasisError::invalid(
            field,
            format!("{es} no tiene sentido en un concurso de margen: cada turno suma su GD a las pilas de GDE y GDF (C1357)"),
            format!("{en} has no meaning in a margin contest: each turn adds its GD to the GDE and GDF piles (C1357)"),
        ))
    }

    pub fn new(mode: MarginMode, limit: i64, reach_ends: bool) -> Self {
        MarginContest {
            mode,
            limit,
            reach_ends,
            success: 0,
            failure: 0,
            turns: 0,
            end: None,
        }
    }

    fn past(&self, x: i64) -> bool {
        if self.reach_ends {
            x >= self.limit
        } else {
            x > self.limit
        }
    }

    /// Adds one turn's grade (a check's final grade, or TOT_PJ − TOT_rival when opposed) and
    /// says whether the contest is over. A finished contest does not move.
    pub fn add(&mut self, grade: i64) -> Option<MarginEnd> {
        if self.end.is_some() {
            return self.end;
        }
        self.turns += 1;
        match self.mode {
            MarginMode::TwoPiles if grade > 0 => self.success += grade,
            MarginMode::TwoPiles => self.failure += -grade,
            MarginMode::OnePile | MarginMode::Opposed => self.success += grade,
        }
        let (up, down) = match self.mode {
            MarginMode::TwoPiles => (self.success, self.failure),
            _ => (self.success, -self.success),
        };
        self.end = if self.past(up) {
            Some(MarginEnd::Won)
        } else if self.past(down) {
            Some(MarginEnd::Lost)
        } else {
            None
        };
        self.end
    }
}

/// One turn of a margin contest as played.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MarginTurn {
    pub turn: u32,
    pub roll: Transcript,
    /// The rival's check, in an opposed contest.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rival: Option<Transcript>,
    /// What the turn adds: the check's final grade, or TOT − TOT of the rival when opposed.
    pub grade: i64,
    /// The piles after the turn.
    pub success: i64,
    pub failure: i64,
    pub end: Option<MarginEnd>,
}

/// A whole margin contest: its settings, every turn and how it stands (the CLI's `--json`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MarginTranscript {
    pub system: &'static str,
    pub ruleset: String,
    pub contest: MarginContest,
    pub turns: Vec<MarginTurn>,
}

impl MarginContest {
    /// A contest under the ruleset's `[auxiliares]`, with the mode or limit the DJ picks.
    pub fn from_rules(
        rules: &AuxiliaryRules,
        mode: Option<MarginMode>,
        limit: Option<i64>,
    ) -> Result<Self, ChasisError> {
        let limit = limit.unwrap_or(rules.margin_limit);
        if limit < 1 {
            return Err(ChasisError::invalid(
                "margen",
                format!("el límite de un concurso de margen es de 1PF o más, y es {limit}"),
                format!("a margin contest's limit is 1PF or more, and it is {limit}"),
            ));
        }
        Ok(MarginContest::new(
            mode.unwrap_or(rules.margin_mode),
            limit,
            rules.margin_reach_ends,
        ))
    }

    /// Plays one turn from its rolled checks (the rival's only when opposed).
    pub fn play(
        &mut self,
        roll: Transcript,
        rival: Option<Transcript>,
        ruleset: &Ruleset,
    ) -> Result<MarginTurn, ChasisError> {
        if self.end.is_some() {
            return Err(ChasisError::invalid(
                "margen",
                format!("el concurso ya terminó en el turno {}", self.turns),
                format!("the contest already ended at turn {}", self.turns),
            ));
        }
        let grade = match (&rival, self.mode) {
            (Some(r), MarginMode::Opposed) => opposed_turn(
                (roll.extreme, roll.total),
                (r.extreme, r.total),
                ruleset.auxiliaries.opposed_extremes,
                &ruleset.grade,
            ),
            (None, MarginMode::TwoPiles | MarginMode::OnePile) => roll.final_grade,
            (None, MarginMode::Opposed) => {
                return Err(ChasisError::invalid(
                    "margen",
                    "en un concurso enfrentado también tira el rival",
                    "in an opposed contest the rival rolls too",
                ))
            }
            (Some(_), _) => {
                return Err(ChasisError::invalid(
                    "margen",
                    "solo en un concurso enfrentado tira el rival",
                    "only in an opposed contest does the rival roll",
                ))
            }
        };
        let end = self.add(grade);
        Ok(MarginTurn {
            turn: self.turns,
            roll,
            rival,
            grade,
            success: self.success,
            failure: self.failure,
            end,
        })
    }
}

/// One turn of an opposed margin contest (L1401-L1409): TOT_PJ − TOT_rival. The book's
/// example uses the totals only (the default). With `extremes` on (A48), a critical of one side
/// or a fumble of the other forces the turn that side's way (|GD| × the multiplier, at least
/// 1), and a hyperbole of either makes it GD0; opposite forces cancel.
pub fn opposed_turn(
    pj: (Option<Extreme>, i64),
    rival: (Option<Extreme>, i64),
    extremes: bool,
    grade: &GradeRules,
) -> i64 {
    let d = pj.1 - rival.1;
    if !extremes {
        return d;
    }
    if pj.0 == Some(Extreme::Hyperbole) || rival.0 == Some(Extreme::Hyperbole) {
        return 0;
    }
    let push = |e: Option<Extreme>| -> i64 {
        match e {
            Some(Extreme::Critical) => 1,
            Some(Extreme::Fumble) => -1,
            _ => 0,
        }
    };
    let sign = push(pj.0) - push(rival.0);
    if sign == 0 {
        return d;
    }
    let m = grade.multiplier;
    let size = grade.rounding.scale(d.abs(), m.num, m.den).max(1);
    sign.signum() * size
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a48_opposed_extremes_are_optional() {
        let g = GradeRules::default();
        assert_eq!(opposed_turn((None, 17), (None, 15), true, &g), 2);
        assert_eq!(opposed_turn((Some(Extreme::Critical), 20), (None, 22), false, &g), -2);
        assert_eq!(opposed_turn((Some(Extreme::Critical), 20), (None, 22), true, &g), 3);
        assert_eq!(opposed_turn((None, 20), (Some(Extreme::Fumble), 5), true, &g), 22);
        assert_eq!(opposed_turn((Some(Extreme::Hyperbole), 13), (None, 5), true, &g), 0);
        assert_eq!(
            opposed_turn((Some(Extreme::Critical), 20), (Some(Extreme::Critical), 21), true, &g),
            -1
        );
    }

    #[test]
    fn t34_regateo_two_piles() {
        let mut c = MarginContest::new(MarginMode::TwoPiles, 13, true);
        let mut piles = Vec::new();
        for g in [1, -3, -6, 7, 5] {
            c.add(g);
            piles.push((c.success, c.failure));
        }
        assert_eq!(piles, [(1, 0), (1, 3), (1, 9), (8, 9), (13, 9)]);
        assert_eq!((c.end, c.turns), (Some(MarginEnd::Won), 5));
    }

    #[test]
    fn t35_asteroids_two_piles() {
        let mut c = MarginContest::new(MarginMode::TwoPiles, 13, true);
        for g in [-9, 0, -5] {
            c.add(g);
        }
        assert_eq!((c.failure, c.end, c.turns), (14, Some(MarginEnd::Lost), 3));
    }

    #[test]
    fn t36_t37_one_pile_and_opposed() {
        let mut c = MarginContest::new(MarginMode::OnePile, 13, true);
        let sums: Vec<i64> = [3, -4, 8]
            .iter()
            .map(|&g| {
                c.add(g);
                c.success
            })
            .collect();
        assert_eq!(sums, [3, -1, 7]);
        let mut c = MarginContest::new(MarginMode::Opposed, 13, true);
        let sums: Vec<i64> = [(17, 15), (9, 16), (19, 10)]
            .iter()
            .map(|&(a, b)| {
                c.add(a - b);
                c.success
            })
            .collect();
        assert_eq!(sums, [2, -5, 4]);
        assert_eq!(c.end, None);
    }
}
