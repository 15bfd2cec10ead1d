//! The initial combat roll (§5.2–§5.4): one throw read as *Reflejos* (phases 6 → 1 and extra
//! actions) and *Sangre fría* against the fight's difficulty, the payments for a shortfall, and
//! the order of everyone acting in a phase.

use crate::portal::dice::Role;
use crate::portal::options::Rules;
use crate::portal::roll::reading::ReadingKind;
use crate::portal::roll::spec::{ReadingSpec, RollSpec};
use crate::portal::settings::{ComposurePayments, SeatDirection};
use serde::{Deserialize, Serialize};

/// The phases a reflexes total acts in (CB4, B1024–B1030): 16 → 6, 5, 4, 1.
pub fn phases(reflexes: i32) -> Vec<u8> {
    let mut out = Vec::new();
    let (mut r, mut cap) = (reflexes, 6);
    while r > 0 && cap >= 1 {
        if r > cap {
            out.push(cap as u8);
            r -= cap;
            cap -= 1;
        } else {
            out.push(r as u8);
            break;
        }
    }
    out
}

/// The initial roll's spec: Reflexes first, Composure as a second reading (CB1, R18).
pub fn initial_spec(mut base: RollSpec, reflexes: Role, composure: Role) -> RollSpec {
    base.kind = ReadingKind::Reflexes;
    base.role = reflexes;
    base.difficulty = None;
    base.readings.insert(
        0,
        ReadingSpec {
            kind: ReadingKind::Composure,
            role: composure,
            modifier: 0,
        },
    );
    base
}

/// Points short of the composure difficulty: counted to *reach* it (CB3, B1049, B1057).
pub fn composure_shortfall(composure: i32, difficulty: i32) -> u8 {
    (difficulty - composure).clamp(0, 255) as u8
}

/// How a composure shortfall is paid (B1051–B1053, S106).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComposurePayment {
    /// Turns without acting (Book only).
    #[serde(rename = "turnos", default)]
    pub turns: u8,
    #[serde(rename = "malestar", default)]
    pub discomfort: u8,
    /// −1 reflexes each.
    #[serde(rename = "reflejos", default)]
    pub reflexes: u8,
}

/// A payment the rules refuse.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-payment", content = "args", rename_all = "kebab-case")]
pub enum PaymentError {
    Wrong { owed: u8, paid: u8 },
    NoTurns,
}

tirada_dice::worded!(PaymentError);

impl ComposurePayment {
    pub fn total(&self) -> u8 {
        // Saturating: a typed-in payment of 200 + 100 must not wrap to a small total.
        self.turns.saturating_add(self.discomfort).saturating_add(self.reflexes)
    }

    pub fn check(&self, owed: u8, rules: &Rules) -> Result<(), PaymentError> {
        if self.turns > 0 && rules.composure_payments == ComposurePayments::DiscomfortReflexes {
            return Err(PaymentError::NoTurns);
        }
        if self.total() != owed {
            return Err(PaymentError::Wrong {
                owed,
                paid: self.total(),
            });
        }
        Ok(())
    }
}

/// What a payment may be made of, in a preferred order, for automatic payment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PayWith {
    #[serde(rename = "turno")]
    Turn,
    #[serde(rename = "malestar")]
    Discomfort,
    #[serde(rename = "reflejos")]
    Reflexes,
}

/// Pays `owed` points in the order given: up to 3 discomfort dice minus those held, reflexes
/// down to 1, turns without limit (those not allowed by the profile are skipped).
pub fn auto_pay(owed: u8, order: &[PayWith], discomfort_held: u8, reflexes: i32, rules: &Rules) -> ComposurePayment {
    let mut p = ComposurePayment::default();
    let mut left = owed;
    let turns_ok = rules.composure_payments == ComposurePayments::TurnDiscomfortReflexes;
    for (pass, &w) in order
        .iter()
        .chain([PayWith::Reflexes, PayWith::Discomfort].iter())
        .enumerate()
    {
        let unlimited = pass >= order.len();
        let room = match w {
            PayWith::Turn if turns_ok => left,
            PayWith::Turn => 0,
            PayWith::Discomfort if unlimited => left,
            PayWith::Discomfort => 3u8.saturating_sub(discomfort_held + p.discomfort),
            PayWith::Reflexes if unlimited => left,
            PayWith::Reflexes => (reflexes - 1 - p.reflexes as i32).clamp(0, 255) as u8,
        };
        let take = room.min(left);
        match w {
            PayWith::Turn => p.turns += take,
            PayWith::Discomfort => p.discomfort += take,
            PayWith::Reflexes => p.reflexes += take,
        }
        left -= take;
    }
    p
}

/// Who acts first among those in the same phase (CB5): higher total, fewer wound dice, fewer
/// discomfort dice, then the seat order fixed by a die rolled once per combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TieKey {
    pub total: i32,
    pub wounds: u8,
    pub discomfort: u8,
    /// Place at the table, counted from the GM's left.
    pub seat: usize,
}

/// Whether seats are taken from the GM's left (ascending) for this combat's seat die.
pub fn seats_ascending(seat_die: u8, rules: &Rules) -> bool {
    let even = seat_die.is_multiple_of(2);
    // B1036 "par derecha": an even die starts on the right (descending seats); S110 "par
    // empieza por la izquierda del Guía".
    match rules.tie_die_even_direction {
        SeatDirection::Right => !even,
        SeatDirection::LeftOfGm => even,
    }
}

/// Orders keys for one phase: the first acts first.
pub fn order(keys: &mut [TieKey], seat_die: u8, rules: &Rules) {
    let asc = seats_ascending(seat_die, rules);
    keys.sort_by(|a, b| {
        b.total
            .cmp(&a.total)
            .then(a.wounds.cmp(&b.wounds))
            .then(a.discomfort.cmp(&b.discomfort))
            .then(if asc { a.seat.cmp(&b.seat) } else { b.seat.cmp(&a.seat) })
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phases_from_reflexes() {
        assert_eq!(phases(16), [6, 5, 4, 1]);
        assert_eq!(phases(7), [6, 1]);
        assert_eq!(phases(11), [6, 5]);
        assert_eq!(phases(12), [6, 5, 1]);
        assert_eq!(phases(21), [6, 5, 4, 3, 2, 1]);
        assert_eq!(phases(40), [6, 5, 4, 3, 2, 1]);
        assert_eq!(phases(3), [3]);
        assert!(phases(0).is_empty());
    }
}
