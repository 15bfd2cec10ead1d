//! *Confrontaciones* (§4.2–§4.7, B922–B1012, S86–S92): simple, extended, unequal, deferred,
//! psychological and team oppositions, all on the totals of [`crate::portal::roll::machine::PortalRoll`]s.

use crate::portal::events::apply::apply;
use crate::portal::events::error::StateError;
use crate::portal::events::event::Event;
use crate::portal::options::Rules;
use crate::portal::roll::spec::{Forte, RollSpec};
use crate::portal::settings::PsychMode;
use crate::portal::sheet::character::Character;
use serde::Serialize;

/// Reduces both reroll pools by the smaller one, so at least one reaches 0 (R26b, B924,
/// S88). Aces go first, then partial rerolls, then Fortaleza levels from the lowest up, so
/// the specialty keeps the (reduced) level of the best Fortaleza.
pub fn reduce_pools(a: &mut RollSpec, b: &mut RollSpec) -> u8 {
    let cut = a.base_pool().min(b.base_pool());
    for spec in [a, b] {
        let mut left = cut;
        let take = |x: &mut u8, left: &mut u8| {
            let t = (*x).min(*left);
            *x -= t;
            *left -= t;
        };
        take(&mut spec.aces, &mut left);
        take(&mut spec.partial_rerolls, &mut left);
        let mut order: Vec<usize> = (0..spec.fortes.len()).collect();
        order.sort_by_key(|&i| spec.fortes[i].level);
        for i in order {
            take(&mut spec.fortes[i].level, &mut left);
        }
    }
    cut
}

/// Who won an opposition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    #[serde(rename = "a")]
    A,
    #[serde(rename = "b")]
    B,
    /// The GM decides (S91, C-33); attack and defence ties are fixed by the combat rules.
    #[serde(rename = "empate")]
    Tie,
}

/// The result of an opposition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Opposition {
    pub winner: Winner,
    /// |a − b| after any virtual advantage.
    pub margin: i32,
    /// A negative total is a fumble whatever the rival rolled (OP5, B950).
    pub a_fumbles: bool,
    pub b_fumbles: bool,
}

/// An advantage the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-opposition", content = "args", rename_all = "kebab-case")]
pub enum OppositionError {
    Advantage {
        max: u8,
        asked: i32,
    },
    NoLuck,
    /// A lead spent before an exchange that is not on the list.
    NoExchange {
        exchange: usize,
    },
    /// An exchange after one side already reached the target.
    AlreadyDecided,
    /// A side spending more lead than it has (B940).
    NoLead {
        exchange: usize,
        aces: u8,
    },
    /// The manipulator's sheet cannot pay the luck die.
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Sheet(StateError),
}

tirada_dice::worded!(OppositionError);

impl From<StateError> for OppositionError {
    fn from(e: StateError) -> Self {
        OppositionError::Sheet(e)
    }
}

/// Each side's rerolls (Fortaleza levels and aces) after they cancel each other out (R26b,
/// B924, S88), counted as [`reduce_pools`] counts them.
pub fn reduce_rerolls(a: u8, b: u8) -> (u8, u8) {
    let spec = |level: u8| RollSpec {
        fortes: vec![Forte {
            level,
            ..Forte::default()
        }],
        ..RollSpec::default()
    };
    let (mut sa, mut sb) = (spec(a), spec(b));
    reduce_pools(&mut sa, &mut sb);
    (sa.base_pool(), sb.base_pool())
}

/// Compares two totals; `advantage` favours A when positive, B when negative, and is added
/// to the difference, never to a total (unequal opposition, B944–B954, S90).
pub fn oppose(a: i32, b: i32, advantage: i32, rules: &Rules) -> Result<Opposition, OppositionError> {
    if let Some(max) = rules.max_virtual_advantage {
        if advantage.abs() > max as i32 {
            return Err(OppositionError::Advantage { max, asked: advantage });
        }
    }
    let diff = a - b + advantage;
    Ok(Opposition {
        winner: match diff.signum() {
            1 => Winner::A,
            -1 => Winner::B,
            _ => Winner::Tie,
        },
        margin: diff.abs(),
        a_fumbles: a < 0,
        b_fumbles: b < 0,
    })
}

/// The other kind of unequal opposition: the favoured result doubled (B954).
pub fn oppose_doubled(a: i32, b: i32, double_a: bool) -> Opposition {
    let (a2, b2) = if double_a { (a * 2, b) } else { (a, b * 2) };
    let diff = a2 - b2;
    Opposition {
        winner: match diff.signum() {
            1 => Winner::A,
            -1 => Winner::B,
            _ => Winner::Tie,
        },
        margin: diff.abs(),
        a_fumbles: a < 0,
        b_fumbles: b < 0,
    }
}

/// Team opposition: the sum of each side's totals (B1008–B1012).
pub fn oppose_teams(a: &[i32], b: &[i32]) -> Opposition {
    let (sa, sb): (i32, i32) = (a.iter().sum(), b.iter().sum());
    let diff = sa - sb;
    Opposition {
        winner: match diff.signum() {
            1 => Winner::A,
            -1 => Winner::B,
            _ => Winner::Tie,
        },
        margin: diff.abs(),
        a_fumbles: a.iter().any(|&t| t < 0),
        b_fumbles: b.iter().any(|&t| t < 0),
    }
}

/// Deferred opposition (B956–B962): the first total, transformed by the GM, is the
/// difficulty of the later roll, which must exceed it.
pub fn deferred_difficulty(first_total: i32, factor: i32) -> i32 {
    first_total * factor
}

/// An extended opposition (B932–B942): a lead accumulated towards a target differential.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExtendedOpposition {
    pub target: i32,
    /// Positive: A ahead; negative: B ahead.
    pub lead: i32,
    pub exchanges: u32,
}

impl ExtendedOpposition {
    pub fn new(target: i32) -> Self {
        ExtendedOpposition {
            target,
            lead: 0,
            exchanges: 0,
        }
    }

    pub fn exchange(&mut self, a: i32, b: i32) -> Option<Winner> {
        self.exchanges += 1;
        self.lead += a - b;
        self.winner()
    }

    pub fn winner(&self) -> Option<Winner> {
        if self.lead >= self.target {
            Some(Winner::A)
        } else if self.lead <= -self.target {
            Some(Winner::B)
        } else {
            None
        }
    }

    /// The side ahead spends `k` levels of its lead as aces for the next exchange (B940).
    pub fn spend(&mut self, side: Winner, k: u8) -> Option<u8> {
        let k = k as i32;
        match side {
            Winner::A if self.lead >= k => self.lead -= k,
            Winner::B if -self.lead >= k => self.lead += k,
            _ => return None,
        }
        Some(k as u8)
    }
}

/// Lead spent as aces before an exchange (B940, A-42: one level of lead, one ace).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LeadSpent {
    /// The exchange it is spent before, from 1.
    pub exchange: usize,
    pub side: Winner,
    pub aces: u8,
}

/// An extended opposition played out: the lead after each exchange, and who won if anyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExtendedPlay {
    pub leads: Vec<i32>,
    pub winner: Option<Winner>,
}

/// Plays an extended opposition to `target` (B932–B942): the exchanges' totals (A, B) in
/// order, each preceded by the lead its side spends as aces. Refuses a spend before an
/// exchange not on the list or beyond the lead, and an exchange after the opposition was
/// decided.
pub fn play_extended(
    target: i32,
    exchanges: &[(i32, i32)],
    spends: &[LeadSpent],
) -> Result<ExtendedPlay, OppositionError> {
    if let Some(s) = spends.iter().find(|s| s.exchange == 0 || s.exchange > exchanges.len()) {
        return Err(OppositionError::NoExchange { exchange: s.exchange });
    }
    let mut ext = ExtendedOpposition::new(target);
    let mut leads = Vec::new();
    for (i, &(a, b)) in exchanges.iter().enumerate() {
        if ext.winner().is_some() {
            return Err(OppositionError::AlreadyDecided);
        }
        for s in spends.iter().filter(|s| s.exchange == i + 1) {
            ext.spend(s.side, s.aces).ok_or(OppositionError::NoLead {
                exchange: s.exchange,
                aces: s.aces,
            })?;
        }
        ext.exchange(a, b);
        leads.push(ext.lead);
    }
    Ok(ExtendedPlay {
        leads,
        winner: ext.winner(),
    })
}

/// What a psychological influence leads to (§4.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Influence {
    pub opposition: Opposition,
    /// The GM may impose the behaviour: the victim fumbled (Book B998) or lost by 4 (S92).
    pub imposed: bool,
    /// Discomfort for a victim who refuses: the margin under the Summary (S92); none under
    /// the Book, where the GM weighs five factors (B972–B986).
    pub discomfort_if_refused: Option<u8>,
    /// The manipulator fumbled: it takes the discomfort it meant to cause (B1000).
    pub backfires: bool,
}

/// A psychological influence (PS1–PS2): `luck` is the manipulator's luck in hand, which pays
/// one die (B966; A-54: impossible without it).
pub fn influence(manipulator: i32, victim: i32, luck: u8, rules: &Rules) -> Result<Influence, OppositionError> {
    if luck == 0 {
        return Err(OppositionError::NoLuck);
    }
    let o = oppose(manipulator, victim, 0, &Rules::book())?;
    let won = o.winner == Winner::A;
    let (imposed, discomfort) = match rules.psych_mode {
        PsychMode::GmJudgement => (victim < 0, None),
        PsychMode::Margin => (won && o.margin >= 4, Some(if won { o.margin as u8 } else { 0 })),
    };
    Ok(Influence {
        opposition: o,
        imposed,
        discomfort_if_refused: discomfort.filter(|_| !imposed),
        backfires: manipulator < 0,
    })
}

/// A psychological influence paid from the manipulator's sheet: the luck die it spends
/// (B966) as the event written on the sheet, and the sheet after it.
#[derive(Clone, Debug)]
pub struct PaidInfluence {
    pub influence: Influence,
    pub payment: Event,
    pub after: Character,
}

/// [`influence`] with the manipulator's luck read from their sheet and one die paid from it;
/// without a luck die in hand there is no manipulation and nothing is paid.
pub fn influence_from_sheet(
    manipulator: i32,
    victim: i32,
    sheet: &Character,
    rules: &Rules,
) -> Result<PaidInfluence, OppositionError> {
    let payment = Event::SpentLuck {
        count: 1,
        reason: "influencia psicológica".into(),
    };
    // The sheet's own refusal first: it names who cannot pay and why (a principal has no
    // luck dice at all, B647).
    let after = apply(sheet, &payment, rules)?;
    let influence = influence(manipulator, victim, sheet.state.luck(), rules)?;
    Ok(PaidInfluence {
        influence,
        payment,
        after,
    })
}
