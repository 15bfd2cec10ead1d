//! *Reservas* (@, L1140-L1170): points, dice or modifiers a character spends when they like,
//! and *cadenciales* (L583-L609): qualities whose score is their uses per period.

use serde::{Deserialize, Serialize};

/// What a reserve holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Payload {
    /// PT@: points.
    #[serde(rename = "puntos")]
    Points(i64),
    /// D@: dice to add to a check (an extreme's 1D6@, L1154).
    #[serde(rename = "dados")]
    Dice { count: u32, sides: u32 },
    /// MOD@: a modifier (a neutral's MOD@+2, L1158).
    #[serde(rename = "modificador")]
    Modifier(i64),
}

/// The spans of time the book counts in (L1440, L1488, L1517, L1594, L1608).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Span {
    #[serde(rename = "turno")]
    Turn,
    #[serde(rename = "escena")]
    Scene,
    #[serde(rename = "dia")]
    Day,
    #[serde(rename = "sesion")]
    Session,
    #[serde(rename = "saga")]
    Saga,
    #[serde(rename = "campana")]
    Campaign,
}

/// How long a reserve lasts (L1152-L1162).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Duration {
    /// *Temporal*: lost at the end of the span if unspent.
    #[serde(rename = "temporal")]
    Temporary(Span),
    /// *Provisional*: kept until spent, even across sessions; never recovered.
    #[serde(rename = "provisional")]
    Provisional,
    /// *Permanente*: recovers in full at the start of each span (rest, an interval).
    #[serde(rename = "permanente")]
    Permanent(Span),
}

/// A reserve: how many uses (or points) it holds and how long they last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Reserve {
    pub payload: Payload,
    pub duration: Duration,
    /// Uses or points at the start.
    pub full: i64,
    pub left: i64,
}

impl Reserve {
    pub fn new(payload: Payload, duration: Duration, full: i64) -> Reserve {
        Reserve {
            payload,
            duration,
            full,
            left: full,
        }
    }

    /// Spends `n`; `false` and nothing spent if there is not enough (spending is always optional, L1148).
    pub fn spend(&mut self, n: i64) -> bool {
        if n < 0 || n > self.left {
            return false;
        }
        self.left -= n;
        true
    }

    /// A span ends: temporary reserves of that span are lost, permanent ones come back.
    pub fn span_ends(&mut self, span: Span) {
        match self.duration {
            Duration::Temporary(s) if s <= span => self.left = 0,
            Duration::Permanent(s) if s <= span => self.left = self.full,
            _ => {}
        }
    }

    /// Whether anything is left to spend.
    pub fn is_spent(&self) -> bool {
        self.left <= 0
    }
}

/// Kinds of cadential quality (L597-L609).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CadenceKind {
    /// *Capacidad cadencial*: used when the player announces it.
    #[default]
    #[serde(rename = "capacidad")]
    Capability,
    /// *Incapacidad cadencial*: the DJ announces it.
    #[serde(rename = "incapacidad")]
    Incapacity,
    /// *Pseudocadencial*: an object's uses («Poción de Curación: 3»).
    #[serde(rename = "pseudo")]
    Pseudo,
    /// *Autocadencial*: always on, spent when it takes effect.
    #[serde(rename = "auto")]
    Auto,
    /// *Unicadencial*: once per period.
    #[serde(rename = "uni")]
    Uni,
}

/// A cadential quality: uses per session or per day, whichever suits the character (L591).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cadence {
    #[serde(rename = "usos")]
    pub uses: i64,
    #[serde(rename = "quedan")]
    pub left: i64,
    #[serde(rename = "tipo", default)]
    pub kind: CadenceKind,
    /// Spans at whose end it comes back; the default is both a session and a day (A32).
    #[serde(rename = "periodos")]
    pub periods: Vec<Span>,
    /// *Definitivo*: erased from the sheet once used (L980).
    #[serde(rename = "definitivo", default)]
    pub definitive: bool,
}

impl Cadence {
    /// A score of N: N uses per session or per day («Curtido en la batalla: 2», L493).
    pub fn new(uses: i64, kind: CadenceKind) -> Cadence {
        let periods = match kind {
            // An object's uses do not come back by themselves.
            CadenceKind::Pseudo => Vec::new(),
            _ => vec![Span::Session, Span::Day],
        };
        Cadence {
            uses: if kind == CadenceKind::Uni { 1 } else { uses },
            left: if kind == CadenceKind::Uni { 1 } else { uses },
            kind,
            periods,
            definitive: false,
        }
    }

    /// Uses it once; `false` if none are left.
    pub fn use_once(&mut self) -> bool {
        if self.left <= 0 {
            return false;
        }
        self.left -= 1;
        true
    }

    /// A span ends: the uses come back if it is one of its periods.
    pub fn span_ends(&mut self, span: Span) {
        if self.periods.contains(&span) {
            self.left = self.uses;
        }
    }

    /// Refills an object (recharging a wand, repairing a shield).
    pub fn recharge(&mut self) {
        self.left = self.uses;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// T56-T57 (L1154, L1158).
    #[test]
    fn t56_t57_temporary_and_provisional_reserves() {
        let mut d6 = Reserve::new(
            Payload::Dice { count: 1, sides: 6 },
            Duration::Temporary(Span::Session),
            1,
        );
        d6.span_ends(Span::Scene);
        assert!(!d6.is_spent());
        d6.span_ends(Span::Session);
        assert!(d6.is_spent());
        let mut m2 = Reserve::new(Payload::Modifier(2), Duration::Provisional, 1);
        m2.span_ends(Span::Session);
        assert!(!m2.is_spent());
        assert!(m2.spend(1) && m2.is_spent() && !m2.spend(1));
        let mut p = Reserve::new(Payload::Points(3), Duration::Permanent(Span::Day), 3);
        p.spend(3);
        p.span_ends(Span::Day);
        assert_eq!(p.left, 3);
    }

    /// T47-T49 (L493, L591, L601).
    #[test]
    fn t47_t48_t49_cadences() {
        let mut curtido = Cadence::new(2, CadenceKind::Capability);
        assert!(curtido.use_once() && curtido.use_once() && !curtido.use_once());
        curtido.span_ends(Span::Day); // a day or a session, whichever comes first
        assert_eq!(curtido.left, 2);
        let mut pocion = Cadence::new(3, CadenceKind::Pseudo);
        for _ in 0..3 {
            assert!(pocion.use_once());
        }
        pocion.span_ends(Span::Session);
        assert!(!pocion.use_once(), "doses do not come back by themselves");
        let escudo = Cadence::new(4, CadenceKind::Pseudo);
        assert_eq!(escudo.left, 4);
        assert_eq!(Cadence::new(5, CadenceKind::Uni).uses, 1);
    }
}
