//! The verdict of a check: the outcome (R7-R8) and the grade (*grado*, GD = TOT − DIF, R9) with
//! the extremes' multiplier (*uniplicar* ×1.5, R10, L1248-L1256) and the rounding (R11, L1578).
//!
//! [`verdict`] is the one function that judges a total: the roll, the exact odds and any
//! simulation call it, so they cannot disagree.

use crate::chasis::dice::base::Extreme;
use serde::{Deserialize, Serialize};

/// What a check came to (L336-L341).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// *Crítico*: a success, and something very good besides.
    #[serde(rename = "critico")]
    Critical,
    /// *Éxito* (OK): TOT > DIF.
    #[serde(rename = "exito")]
    Success,
    /// *Neutro* (OKO): TOT = DIF.
    #[serde(rename = "neutro")]
    Neutral,
    /// *Hipérbole*: a neutral that combines both extremes.
    #[serde(rename = "hiperbole")]
    Hyperbole,
    /// *Fallo* (KO): TOT < DIF.
    #[serde(rename = "fallo")]
    Failure,
    /// *Pifia*: a failure, and something very bad besides.
    #[serde(rename = "pifia")]
    Fumble,
}

impl Outcome {
    pub const ALL: [Outcome; 6] = [
        Outcome::Critical,
        Outcome::Success,
        Outcome::Neutral,
        Outcome::Hyperbole,
        Outcome::Failure,
        Outcome::Fumble,
    ];

    /// The contract's word.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Critical => "critico",
            Outcome::Success => "exito",
            Outcome::Neutral => "neutro",
            Outcome::Hyperbole => "hiperbole",
            Outcome::Failure => "fallo",
            Outcome::Fumble => "pifia",
        }
    }

    /// Success, neutral or failure: what the outcome counts as (R8).
    pub fn effective(self) -> Outcome {
        match self {
            Outcome::Critical | Outcome::Success => Outcome::Success,
            Outcome::Neutral | Outcome::Hyperbole => Outcome::Neutral,
            Outcome::Failure | Outcome::Fumble => Outcome::Failure,
        }
    }

    /// The band of a total against a difficulty, before extremes (R8).
    pub fn band(total: i64, difficulty: i64) -> Outcome {
        match total.cmp(&difficulty) {
            std::cmp::Ordering::Greater => Outcome::Success,
            std::cmp::Ordering::Equal => Outcome::Neutral,
            std::cmp::Ordering::Less => Outcome::Failure,
        }
    }

    pub fn of_extreme(e: Extreme) -> Outcome {
        match e {
            Extreme::Critical => Outcome::Critical,
            Extreme::Fumble => Outcome::Fumble,
            Extreme::Hyperbole => Outcome::Hyperbole,
        }
    }
}

/// How a product or a half is rounded (R11). The book drops the decimal (L1578; the table at
/// L1411-L1414 fixes it for negative grades too); `<` and `>` force down or up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rounding {
    #[default]
    #[serde(rename = "hacia_cero")]
    TowardZero,
    #[serde(rename = "abajo")]
    Down,
    #[serde(rename = "arriba")]
    Up,
}

impl Rounding {
    /// `n / d` rounded this way (`d > 0`).
    pub fn div(self, n: i64, d: i64) -> i64 {
        let (q, r) = (n / d, n % d);
        match self {
            Rounding::TowardZero => q,
            Rounding::Down if r < 0 => q - 1,
            Rounding::Up if r > 0 => q + 1,
            _ => q,
        }
    }

    /// `x × num / den`.
    pub fn scale(self, x: i64, num: i64, den: i64) -> i64 {
        self.div(x * num, den)
    }

    /// *Semi-* components (÷2, L1588): semigrado, semimpacto.
    pub fn half(self, x: i64) -> i64 {
        self.div(x, 2)
    }
}

/// A multiplier as a fraction (`1.5` = 3/2); written as a decimal in ruleset files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "f64", into = "f64")]
pub struct Multiplier {
    pub num: i64,
    pub den: i64,
}

impl Multiplier {
    /// The book's *uniplicar* (×1.5, L1610).
    pub const BOOK: Multiplier = Multiplier { num: 3, den: 2 };
}

impl From<Multiplier> for f64 {
    fn from(m: Multiplier) -> f64 {
        m.num as f64 / m.den as f64
    }
}

impl TryFrom<f64> for Multiplier {
    type Error = String;
    /// Up to three decimals, from 1 to 10.
    fn try_from(x: f64) -> Result<Self, Self::Error> {
        if !(1.0..=10.0).contains(&x) {
            return Err(format!("el multiplicador va de 1 a 10, y es {x}"));
        }
        let num = (x * 1000.0).round() as i64;
        let g = gcd(num, 1000);
        Ok(Multiplier {
            num: num / g,
            den: 1000 / g,
        })
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// What the extremes' multiplier applies to (A13).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MultiplierScope {
    /// The check's grade, before the grades of pseudo-characters are added (default).
    #[default]
    #[serde(rename = "chequeo")]
    CheckGrade,
    /// The whole auxiliary (L1248's heading: «LOS EXTREMOS UNIPLICAN EL AUXILIAR»).
    #[serde(rename = "auxiliar")]
    Auxiliary,
}

/// The grade settings (R9-R11, A13-A16).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GradeRules {
    #[serde(rename = "multiplicador")]
    pub multiplier: Multiplier,
    #[serde(rename = "alcance")]
    pub scope: MultiplierScope,
    /// «EL MÍNIMO GDE SE CONSIDERA UNO» (L1242).
    #[serde(rename = "minimo_exito")]
    pub min_success: i64,
    /// The symmetric least failure grade of a fumble (A14).
    #[serde(rename = "minimo_pifia")]
    pub min_fumble: i64,
    /// An extreme that was the only way to its outcome is not multiplied (L1254-L1256, A16).
    #[serde(rename = "excepcion_solo_extremo")]
    pub only_via_extreme: bool,
    #[serde(rename = "redondeo")]
    pub rounding: Rounding,
}

impl Default for GradeRules {
    fn default() -> Self {
        GradeRules {
            multiplier: Multiplier::BOOK,
            scope: MultiplierScope::CheckGrade,
            min_success: 1,
            min_fumble: 1,
            only_via_extreme: true,
            rounding: Rounding::TowardZero,
        }
    }
}

impl GradeRules {
    pub(crate) fn check(&self) -> Result<(), crate::chasis::error::ChasisError> {
        if self.min_success < 0 || self.min_fumble < 0 {
            return Err(crate::chasis::error::ChasisError::invalid(
                "grado",
                "los grados mínimos no pueden ser negativos",
                "the least grades cannot be negative",
            ));
        }
        Ok(())
    }
}

/// Whether, with this modifier and difficulty, only an extreme can reach success or failure
/// (L1254). Decided before the roll from the bounds of every non-extreme total.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Exceptions {
    /// No non-extreme roll can succeed: a critical is a plain success.
    pub critical: bool,
    /// No non-extreme roll can fail: a fumble is a plain failure.
    pub fumble: bool,
}

impl Exceptions {
    /// From the highest and lowest totals a non-extreme roll can reach (`None` = unbounded).
    pub fn from_bounds(best: Option<i64>, worst: Option<i64>, difficulty: i64) -> Exceptions {
        Exceptions {
            critical: best.is_some_and(|b| b <= difficulty),
            fumble: worst.is_some_and(|w| w >= difficulty),
        }
    }
}

/// A judged check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Verdict {
    pub outcome: Outcome,
    /// The final signed grade: GDE positive, GDF negative, GDO zero.
    pub grade: i64,
    /// Whether the extremes' multiplier was applied.
    pub multiplied: bool,
    /// Whether the "only via an extreme" exception applied (L1256).
    pub only_via_extreme: bool,
}

/// Judges a total: outcome and final grade (R7-R11).
pub fn verdict(
    rules: &GradeRules,
    precedence: bool,
    extreme: Option<Extreme>,
    total: i64,
    difficulty: i64,
    exceptions: Exceptions,
) -> Verdict {
    let band = Outcome::band(total, difficulty);
    let outcome = match extreme.map(Outcome::of_extreme) {
        Some(o) if precedence || o.effective() == band => o,
        _ => band,
    };
    let g = total - difficulty;
    let m = rules.multiplier;
    let times = |x: i64| rules.rounding.scale(x, m.num, m.den);
    let (grade, multiplied, exception) = match outcome {
        Outcome::Critical if rules.only_via_extreme && exceptions.critical => (g.max(rules.min_success), false, true),
        Outcome::Critical => (times(g).max(rules.min_success), true, false),
        Outcome::Fumble if rules.only_via_extreme && exceptions.fumble => (-(-g).max(rules.min_fumble), false, true),
        Outcome::Fumble => (-times(-g).max(rules.min_fumble), true, false),
        Outcome::Hyperbole | Outcome::Neutral => (0, false, false),
        Outcome::Success => (g.max(rules.min_success), false, false),
        Outcome::Failure => (g, false, false),
    };
    Verdict {
        outcome,
        grade,
        multiplied,
        only_via_extreme: exception,
    }
}

/// The book's way of writing a grade: `GDE4`, `GDF3`, `GDO` (L377-L379).
pub fn grade_label(grade: i64) -> String {
    match grade {
        0 => "GDO".to_string(),
        g if g > 0 => format!("GDE{g}"),
        g => format!("GDF{}", -g),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// T43 (L1411-L1414): supergrado and semigrado of GD −7..+7 drop the decimal.
    #[test]
    fn t43_grade_table_truncates_toward_zero() {
        let r = Rounding::TowardZero;
        let supers: Vec<i64> = (-7..=7).map(|g| r.scale(g, 3, 2)).collect();
        assert_eq!(supers, [-10, -9, -7, -6, -4, -3, -1, 0, 1, 3, 4, 6, 7, 9, 10]);
        let halves: Vec<i64> = (-7..=7).map(|g| r.half(g)).collect();
        assert_eq!(halves, [-3, -3, -2, -2, -1, -1, 0, 0, 0, 1, 1, 2, 2, 3, 3]);
        // T41: half of 1 is 0 by default; half of 3 with ">" is 2.
        assert_eq!(r.half(1), 0);
        assert_eq!(Rounding::Up.half(3), 2);
        assert_eq!(Rounding::Down.half(-7), -4);
    }

    #[test]
    fn multipliers_from_decimals() {
        assert_eq!(Multiplier::try_from(1.5).unwrap(), Multiplier::BOOK);
        assert_eq!(Multiplier::try_from(2.0).unwrap(), Multiplier { num: 2, den: 1 });
        assert!(Multiplier::try_from(0.5).is_err());
    }

    #[test]
    fn labels() {
        assert_eq!(grade_label(4), "GDE4");
        assert_eq!(grade_label(-3), "GDF3");
        assert_eq!(grade_label(0), "GDO");
    }
}
