//! Aperturas (∞, open rolls, L1056-L1088): certain natural faces of the base dice add bonus
//! dice, and a bonus die showing a given face adds one more, "ilimitadamente".
//!
//! The DJ picks one kind per game (L1060). Every kind — gemela, tope (with the low variant),
//! media, sobredécima — is expanded into [`AperturaRule`]s, the same shape a *personalizada*
//! apertura is written in, so one function finds the openings for the roll and the odds alike.
//! Chains are cut after `depth` extra dice with the explode.rs convention: the cut chain's last
//! die counts as it fell, and the chance that the cut changed anything is reported.

use super::base::{BaseRoll, Extreme};
use serde::{Deserialize, Serialize};
use tirada_dice::Fraction;

/// The group apertura dice are asked for (typed faces follow the base dice).
pub const GROUP: &str = "apertura";

/// Which apertura the game uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AperturaKind {
    #[default]
    #[serde(rename = "ninguna")]
    None,
    /// Opción 1, *gemela* (RST=): natural doubles that are no extreme add +1D12 (L1066).
    #[serde(rename = "gemela")]
    Twin,
    /// Opción 2, *tope* (MAX&MIN): each ⑫ adds +1D12; optionally each ① subtracts 1D12 (L1070-L1072).
    #[serde(rename = "tope")]
    Top,
    /// Opción 3, *media*: each ⑥ adds +1D6 (L1076).
    #[serde(rename = "media")]
    Middle,
    /// Opción 4, *sobredécima* (RST10>): ⑪ counts 10 and adds 1D10, ⑫ counts 10 and adds 2D10 (L1080, A3).
    #[serde(rename = "sobredecima")]
    OverTen,
    /// Opción 5, *personalizada*: the ruleset's own [`AperturaRule`]s (L1084).
    #[serde(rename = "personalizada")]
    Custom,
}

impl AperturaKind {
    pub fn word(self) -> &'static str {
        match self {
            AperturaKind::None => "ninguna",
            AperturaKind::Twin => "gemela",
            AperturaKind::Top => "tope",
            AperturaKind::Middle => "media",
            AperturaKind::OverTen => "sobredecima",
            AperturaKind::Custom => "personalizada",
        }
    }
}

/// What a sobredécima bonus D10 showing 10 does (A9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OverTenContinuation {
    /// It adds one more D10 (default).
    #[default]
    #[serde(rename = "diez")]
    ExplodeOnTen,
    /// Nothing: the bonus dice never chain.
    #[serde(rename = "ninguna")]
    None,
    /// A9's alternative: after the bonus dice, a D12 is thrown again; ⑪ or ⑫ on it apply again
    /// (10 + 1D10, 10 + 2D10) and throw once more; any other face ends it (`reroll.rs`).
    #[serde(rename = "relanzar")]
    RerollD12,
}

/// The apertura of a ruleset (`[apertura]`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AperturaConfig {
    #[serde(rename = "tipo")]
    pub kind: AperturaKind,
    /// Tope: ⑫ opens upwards (default on).
    #[serde(rename = "altas")]
    pub high: bool,
    /// Tope: ① opens downwards, *aperturas bajas* (default off, A6).
    #[serde(rename = "bajas")]
    pub low: bool,
    /// Tope: criticals do not open high chains nor fumbles low ones (the footnote's «16 de 144», A4).
    #[serde(rename = "excluir_extremos")]
    pub exclude_extremes: bool,
    /// Tope: ⑫⑫ opens two chains (default, A5) or one.
    #[serde(rename = "por_dado")]
    pub per_die: bool,
    /// Sobredécima's continuation (A9).
    #[serde(rename = "continuacion")]
    pub continuation: OverTenContinuation,
    /// Personalizada: the rules themselves.
    #[serde(rename = "reglas", skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<AperturaRule>,
    /// Safety cap on a rolled chain (A11): the book's chains are unlimited.
    #[serde(rename = "cadena_maxima")]
    pub max_chain: u32,
}

impl Default for AperturaConfig {
    fn default() -> Self {
        AperturaConfig {
            kind: AperturaKind::None,
            high: true,
            low: false,
            exclude_extremes: false,
            per_die: true,
            continuation: OverTenContinuation::ExplodeOnTen,
            rules: Vec::new(),
            max_chain: 100,
        }
    }
}

/// What opens a chain.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trigger {
    /// A base die shows this face.
    #[serde(rename = "cara")]
    Face(u32),
    /// Every base die shows the same face, within `[min, max]` (gemela's doubles).
    #[serde(rename = "iguales")]
    AllSame([u32; 2]),
}

/// When a bonus die adds one more.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Continue {
    /// It shows the face that opened the chain (gemela: «igual al mismo número», A7).
    #[serde(rename = "igual")]
    SameFace,
    /// It shows this face.
    #[serde(rename = "cara")]
    OnFace(u32),
    /// Never.
    #[serde(rename = "nunca")]
    Never,
    /// After its bonus dice, a d`N` is thrown: a face that opens one of the apertura's
    /// `relanzar` rules applies that rule again and throws once more (A9, `reroll.rs`).
    #[serde(rename = "relanzar")]
    Reroll(u32),
}

/// One apertura rule (the shape of *apertura personalizada*).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AperturaRule {
    #[serde(rename = "disparo")]
    pub trigger: Trigger,
    /// Each die showing the face opens its own chains (a `Face` trigger); otherwise one opening per roll.
    #[serde(rename = "por_dado", default = "yes")]
    pub per_die: bool,
    /// Bonus dice per opening, each its own chain.
    #[serde(rename = "dados", default = "one")]
    pub dice: u32,
    /// Sides of the bonus dice.
    #[serde(rename = "caras")]
    pub sides: u32,
    /// The bonus is subtracted (tope's low chains).
    #[serde(rename = "resta", default)]
    pub negative: bool,
    /// The opening die counts as this in RST (sobredécima: 10).
    #[serde(rename = "cuenta_como", default, skip_serializing_if = "Option::is_none")]
    pub counts_as: Option<u32>,
    #[serde(rename = "sigue", default = "same_face")]
    pub continue_on: Continue,
    /// Extremes whose dice never open this rule.
    #[serde(rename = "excluye", default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<Extreme>,
}

fn yes() -> bool {
    true
}
fn one() -> u32 {
    1
}
fn same_face() -> Continue {
    Continue::SameFace
}

impl AperturaConfig {
    /// The rules this apertura amounts to on `base`. Presets are the book's on 2D12 and scale
    /// with the die: the top face, the die's PRM for media, faces above 10 for sobredécima.
    pub fn rules(&self, base: BaseRoll) -> Vec<AperturaRule> {
        let s = base.sides;
        let rule = |trigger, dice, sides, continue_on, excluded: Vec<Extreme>| AperturaRule {
            trigger,
            per_die: true,
            dice,
            sides,
            negative: false,
            counts_as: None,
            continue_on,
            excluded,
        };
        match self.kind {
            AperturaKind::None => Vec::new(),
            AperturaKind::Twin => vec![AperturaRule {
                per_die: false,
                ..rule(
                    Trigger::AllSame([1, s]),
                    1,
                    s,
                    Continue::SameFace,
                    Extreme::ALL.to_vec(),
                )
            }],
            AperturaKind::Top => {
                let mut out = Vec::new();
                for (on, face, extreme, negative) in [
                    (self.high, s, Extreme::Critical, false),
                    (self.low, 1, Extreme::Fumble, true),
                ] {
                    let mut excluded = vec![Extreme::Hyperbole];
                    if self.exclude_extremes {
                        excluded.push(extreme);
                    }
                    if on {
                        out.push(AperturaRule {
                            per_die: self.per_die,
                            negative,
                            ..rule(Trigger::Face(face), 1, s, Continue::OnFace(face), excluded)
                        });
                    }
                }
                out
            }
            AperturaKind::Middle => {
                let half = s / 2;
                vec![rule(
                    Trigger::Face(s.div_ceil(2)),
                    1,
                    half,
                    Continue::OnFace(half),
                    Vec::new(),
                )]
            }
            AperturaKind::OverTen => (11..=s)
                .map(|face| {
                    let cont = match self.continuation {
                        OverTenContinuation::ExplodeOnTen => Continue::OnFace(10),
                        OverTenContinuation::None => Continue::Never,
                        OverTenContinuation::RerollD12 => Continue::Reroll(s),
                    };
                    AperturaRule {
                        counts_as: Some(10),
                        ..rule(Trigger::Face(face), face - 10, 10, cont, Vec::new())
                    }
                })
                .collect(),
            AperturaKind::Custom => self.rules.clone(),
        }
    }
}

/// One face that reopens, and what it does.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct RerollFace {
    pub face: u32,
    /// What the thrown-again die counts (sobredécima: 10).
    pub counts: u32,
    /// Its bonus dice, which do not chain.
    pub dice: u32,
    pub sides: u32,
    pub negative: bool,
}

/// The die thrown again after an opening's bonus dice and the faces that reopen on it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Reroll {
    pub sides: u32,
    pub faces: Vec<RerollFace>,
}

impl Reroll {
    /// Every `relanzar` rule on a d`sides` with a face trigger reopens on that face.
    pub fn from_rules(rules: &[AperturaRule], sides: u32) -> Reroll {
        let mut faces: Vec<RerollFace> = rules
            .iter()
            .filter(|r| r.continue_on == Continue::Reroll(sides))
            .filter_map(|r| match r.trigger {
                Trigger::Face(f) if f <= sides => Some(RerollFace {
                    face: f,
                    counts: r.counts_as.unwrap_or(f),
                    dice: r.dice,
                    sides: r.sides,
                    negative: r.negative,
                }),
                _ => None,
            })
            .collect();
        faces.sort();
        faces.dedup_by_key(|f| f.face);
        Reroll { sides, faces }
    }

    pub(super) fn reopens(&self, face: u32) -> Option<&RerollFace> {
        self.faces.iter().find(|f| f.face == face)
    }

    /// The chance that a thrown-again die reopens.
    pub fn reopen_chance(&self) -> Fraction {
        Fraction::ratio((self.faces.len() as u32).into(), self.sides.into())
    }
}

/// One opening: `dice` chains of a d`sides` that go on while a die shows `on`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Opening {
    /// The base die (0-based) that opened it.
    pub die: usize,
    pub dice: u32,
    pub sides: u32,
    pub on: Option<u32>,
    pub negative: bool,
    /// Throwing a die again after the bonus dice (`relanzar`, A9).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reroll: Option<Reroll>,
}

/// The openings a throw makes, in the order they are rolled (die A's, then die B's...), and the
/// faces as they count in RST (sobredécima's ⑪/⑫ count 10). Works on any order of the faces.
pub fn openings(rules: &[AperturaRule], faces: &[u32], extreme: Option<Extreme>) -> (Vec<Opening>, Vec<u32>) {
    let mut counted = faces.to_vec();
    let mut out = Vec::new();
    for r in rules {
        if extreme.is_some_and(|e| r.excluded.contains(&e)) {
            continue;
        }
        let continue_face = |f: u32| match r.continue_on {
            Continue::SameFace => Some(f),
            Continue::OnFace(c) => Some(c),
            Continue::Never | Continue::Reroll(_) => None,
        };
        let reroll = match r.continue_on {
            Continue::Reroll(sides) => Some(Reroll::from_rules(rules, sides)),
            _ => None,
        };
        let opening = |die, f| Opening {
            die,
            dice: r.dice,
            sides: r.sides,
            on: continue_face(f),
            negative: r.negative,
            reroll: reroll.clone(),
        };
        match r.trigger {
            Trigger::Face(f) => {
                let showing: Vec<usize> = (0..faces.len()).filter(|&i| faces[i] == f).collect();
                let opened = if r.per_die {
                    &showing[..]
                } else {
                    &showing[..showing.len().min(1)]
                };
                for &i in opened {
                    out.push(opening(i, f));
                }
                if let (Some(c), false) = (r.counts_as, showing.is_empty()) {
                    showing.iter().for_each(|&i| counted[i] = c);
                }
            }
            Trigger::AllSame([lo, hi]) => {
                let f = faces[0];
                if faces.iter().all(|&x| x == f) && (lo..=hi).contains(&f) {
                    out.push(opening(0, f));
                    if let Some(c) = r.counts_as {
                        counted.iter_mut().for_each(|x| *x = c);
                    }
                }
            }
        }
    }
    out.sort_by_key(|o| o.die);
    (out, counted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chasis::dice::base::ExtremeRules;

    fn cfg(kind: AperturaKind) -> AperturaConfig {
        AperturaConfig {
            kind,
            ..AperturaConfig::default()
        }
    }

    fn count_openings(c: &AperturaConfig) -> (u128, u128) {
        let rules = c.rules(BaseRoll::BOOK);
        let x = ExtremeRules::book();
        let (mut any, mut all) = (0, 0);
        for (faces, w) in BaseRoll::BOOK.multisets() {
            let (o, _) = openings(&rules, &faces, x.classify(&faces));
            any += if o.is_empty() { 0 } else { w };
            all += o.len() as u128 * w;
        }
        (any, all)
    }

    /// N5-N7 (L1086-L1088): gemela 6/144; tope 22/144 openings (21 rolls), 16/144 without extremes.
    #[test]
    fn footnote_counts_of_the_triggers() {
        assert_eq!(count_openings(&cfg(AperturaKind::Twin)), (6, 6));
        assert_eq!(count_openings(&cfg(AperturaKind::Top)), (21, 22));
        let strict = AperturaConfig {
            exclude_extremes: true,
            ..cfg(AperturaKind::Top)
        };
        assert_eq!(count_openings(&strict), (16, 16));
    }
}
