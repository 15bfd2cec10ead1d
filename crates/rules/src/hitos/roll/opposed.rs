//! *Pruebas enfrentadas* (R-14–R-16, L87–L91): both sides roll, the higher total wins. Ties and
//! criticals are not in the text: a tie leaves the initiator without success (AMB-02), and
//! criticals and fumbles decide before totals unless the ruleset says otherwise (AMB-03).

use super::resolve::{resolve, Resolution, RollSpec};
use crate::hitos::dice::{hands, Special};
use crate::hitos::options::{DoubleFumble, Rules};
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::Fraction;

/// Who wins an opposed test.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Winner {
    /// The side that acts (the liar, the disarmer, the pursuer...).
    #[serde(rename = "iniciador")]
    Initiator,
    #[serde(rename = "oponente")]
    Opponent,
    /// The initiator has not succeeded; the status quo holds.
    #[serde(rename = "empate")]
    Tie,
}

/// How a side's roll ranks before its total: 1 critical, 0 plain, −1 fumble.
fn rank(special: Option<Special>) -> i8 {
    match special {
        Some(Special::Critical(_)) => 1,
        Some(Special::Fumble(_)) => -1,
        None => 0,
    }
}

fn decide(a: (i8, i32), b: (i8, i32), rules: &Rules) -> Winner {
    use std::cmp::Ordering::*;
    if rules.opposed_specials {
        if a.0 == -1 && b.0 == -1 && rules.opposed_double_fumble == DoubleFumble::Tie {
            return Winner::Tie;
        }
        match a.0.cmp(&b.0) {
            Greater => return Winner::Initiator,
            Less => return Winner::Opponent,
            Equal => {}
        }
    }
    match a.1.cmp(&b.1) {
        Greater => Winner::Initiator,
        Less => Winner::Opponent,
        Equal => Winner::Tie,
    }
}

/// The winner of an opposed test: "si logras superar" the opponent's total (L91).
pub fn opposed(initiator: &Resolution, opponent: &Resolution, rules: &Rules) -> Winner {
    decide(
        (rank(initiator.special), initiator.total),
        (rank(opponent.special), opponent.total),
        rules,
    )
}

/// Exact chances of an opposed test.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpposedOdds {
    pub initiator: Fraction,
    pub opponent: Fraction,
    pub tie: Fraction,
}

/// The exact odds of two specs against each other (their difficulties are ignored).
pub fn opposed_odds(initiator: &RollSpec, opponent: &RollSpec, rules: &Rules) -> OpposedOdds {
    let classes = |spec: &RollSpec| {
        let spec = RollSpec {
            difficulty: None,
            ..spec.clone()
        };
        let mut m: BTreeMap<(i8, i32), u128> = BTreeMap::new();
        for (hand, w) in hands() {
            let r = resolve(hand, &spec, rules, None);
            *m.entry((rank(r.special), r.total)).or_insert(0) += u128::from(w);
        }
        m
    };
    let (a, b) = (classes(initiator), classes(opponent));
    let mut w = [0u128; 3];
    for (ka, wa) in &a {
        for (kb, wb) in &b {
            let i = match decide(*ka, *kb, rules) {
                Winner::Initiator => 0,
                Winner::Opponent => 1,
                Winner::Tie => 2,
            };
            w[i] += wa * wb;
        }
    }
    let f = |n: u128| Fraction::ratio(n.into(), 1_000_000u128.into());
    OpposedOdds {
        initiator: f(w[0]),
        opponent: f(w[1]),
        tie: f(w[2]),
    }
}
