//! A Hitos roll as a person asks it: the flags of `tirada hitos` and the table's keys of the
//! same names, one type ([`HitosRequest`]) that both front ends build; and an aspect activated
//! against someone's roll ([`Against`], H111, H127), the CLI's `--aspecto-contra` and the
//! table's action on a roll already made.

use super::conflict::Conflict;
use crate::error::PlayError;
use crate::request::Faces;
use serde::{Deserialize, Serialize};
use tirada_dice::Words;
use tirada_rules::hitos::drama::Payment;
use tirada_rules::hitos::{parse_difficulty, Activation, Letters, Objective, Polarity, RollSpec};

/// An aspect activated: unnamed (`true`) or by its name. `false` and absent are none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Aspect(pub Option<String>);

impl Aspect {
    /// The aspect's name, when one was given.
    pub fn name(&self) -> Option<&str> {
        self.0.as_deref().map(str::trim).filter(|n| !n.is_empty())
    }
}

/// `aspecto`: `true`, `false`, `null` or the aspect's name.
fn aspect<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Aspect>, D::Error> {
    struct Visit;
    impl serde::de::Visitor<'_> for Visit {
        type Value = Option<Aspect>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str(&Words::key("serde-expect-aspect").in_complaint())
        }
        fn visit_bool<E>(self, v: bool) -> Result<Self::Value, E> {
            Ok(v.then(Aspect::default))
        }
        fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> {
            Ok(Some(Aspect(Some(v.to_string()))))
        }
        fn visit_unit<E>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_none<E>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
    }
    d.deserialize_any(Visit)
}

impl Serialize for Aspect {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Some(name) => s.serialize_str(name),
            None => s.serialize_bool(true),
        }
    }
}

/// A difficulty as typed: a number, or a band of Table 5 (its middle value).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Difficulty {
    Number(i32),
    Word(String),
}

impl Difficulty {
    pub fn value(&self) -> Result<i32, PlayError> {
        match self {
            Difficulty::Number(n) => Ok(*n),
            Difficulty::Word(w) => parse_difficulty(w).ok_or_else(|| {
                PlayError::said_by(Words::key("play-hitos-difficulty").arg("given", w.as_str())).on("dif")
            }),
        }
    }
}

/// One die an activation rerolls: its position in the order thrown (1–3), or its letter in
/// the sorted dice (`m`, `C`, `M`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Position(u8),
    Letter(char),
}

/// `repetir`: the dice an activation rerolls (none: `ninguno`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picks(pub Vec<Pick>);

impl Picks {
    /// `1,3`, `m,C` or `ninguno`, as `--repetir` and the table's text take them.
    pub fn parse(text: &str) -> Result<Picks, PlayError> {
        let t = text.trim();
        if matches!(t, "" | "ninguno" | "none" | "0") {
            return Ok(Picks(Vec::new()));
        }
        t.split(',').map(Pick::parse).collect::<Result<_, _>>().map(Picks)
    }

    /// The positions (0-based, in the order thrown) of the dice picked on `faces`.
    pub fn positions(&self, faces: [u8; 3]) -> Vec<usize> {
        let mut order = [0usize, 1, 2];
        order.sort_by_key(|&i| faces[i]);
        self.0
            .iter()
            .map(|p| match p {
                Pick::Position(n) => usize::from(*n) - 1,
                Pick::Letter('m') => order[0],
                Pick::Letter('C') => order[1],
                _ => order[2],
            })
            .collect()
    }
}

impl Pick {
    fn parse(item: &str) -> Result<Pick, PlayError> {
        match item.trim() {
            p @ ("1" | "2" | "3") => Ok(Pick::Position(p.parse().expect("a digit"))),
            l @ ("m" | "C" | "M") => Ok(Pick::Letter(l.chars().next().expect("a letter"))),
            other => Err(PlayError::said_by(Words::key("play-hitos-pick").arg("given", other)).on("repetir")),
        }
    }
}

impl<'de> Deserialize<'de> for Picks {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Picks, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Item {
            Number(i64),
            Text(String),
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Given {
            List(Vec<Item>),
            One(Item),
        }
        let items = match Given::deserialize(d)? {
            Given::One(Item::Text(t)) => {
                return Picks::parse(&t).map_err(|e| serde::de::Error::custom(e.words().in_complaint()))
            }
            Given::One(n) => vec![n],
            Given::List(l) => l,
        };
        items
            .into_iter()
            .map(|i| match i {
                Item::Number(n) => Pick::parse(&n.to_string()),
                Item::Text(t) => Pick::parse(&t),
            })
            .collect::<Result<_, _>>()
            .map(Picks)
            .map_err(|e| serde::de::Error::custom(e.words().in_complaint()))
    }
}

impl Serialize for Picks {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for p in &self.0 {
            match p {
                Pick::Position(n) => seq.serialize_element(n)?,
                Pick::Letter(c) => seq.serialize_element(&c.to_string())?,
            }
        }
        seq.end()
    }
}

/// What an activation's best dice maximise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Goal {
    /// The chance of success (needs a difficulty).
    Exito,
    /// The mean total.
    Media,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A Hitos roll's request: 3d10 read on a die plus característica, habilidad and modifiers
/// (H1), an aspect activated for the roller (`aspecto`, H125) or by the GM against it
/// (`aspecto_contra`, H157), damage read off it (Table 7), values from the roller's sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct HitosRequest {
    /// Característica added to the die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub car: Option<i32>,
    /// Habilidad added to the die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hab: Option<i32>,
    /// Any other modifier (the sheet's health penalty joins it).
    #[serde(rename = "mod", default, skip_serializing_if = "is_zero")]
    pub modifier: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dif: Option<Difficulty>,
    /// The die read: `m`, `C` (default), `M` or a sum like `mC`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dado: Option<String>,
    /// Faces typed from physical dice (1–10): the three thrown, then an activation's new ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dados: Option<Faces>,
    /// An aspect activated in the roller's favour (H125), or both ways at once: they cancel
    /// before the reroll (H165).
    #[serde(default, deserialize_with = "aspect", skip_serializing_if = "Option::is_none")]
    pub aspecto: Option<Aspect>,
    /// The GM activates an aspect against the roll: the point goes to the roller (H157).
    #[serde(default, deserialize_with = "aspect", skip_serializing_if = "Option::is_none")]
    pub aspecto_contra: Option<Aspect>,
    /// The activation in favour paid by exhausting this aspect instead of a point (H139).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agotar: Option<String>,
    /// The GM activates in favour of an NPC's roll from the infinite pool; this player's
    /// character, the most affected, receives the point (H155, H157).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub punto_para: Option<String>,
    /// The GM cancels the roller's legitimate activation in favour, for this reason (H159):
    /// nothing is rerolled, the player pays nothing and receives a point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cancela_dj: Option<String>,
    /// The roller is dying and this is the turn's Aguante test (H379): `true` when a failure
    /// kills, `false` when it knocks out (LE-2). Made explicit from the sheet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moribundo: Option<bool>,
    /// The GM says the activation is theirs (for an NPC, with `punto_para`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub dj: bool,
    /// The dice the activation rerolls; by default the picker's best (the worst for the roller
    /// against it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repetir: Option<Picks>,
    /// What the activation's best dice maximise (default: success with a difficulty, else
    /// the mean).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub objetivo: Option<Goal>,
    /// With typed faces, the dice left out are rolled rather than refused.
    #[serde(default, skip_serializing_if = "is_false")]
    pub tirar_resto: bool,
    /// The roller's characteristic and skill by name, read from its sheet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caracteristica: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub habilidad: Option<String>,
    /// Damage read off the roll (Table 7, H249): a dice-letter expression or a table row.
    #[serde(default, alias = "daño", skip_serializing_if = "Option::is_none")]
    pub dano: Option<String>,
    /// A weapon of the roller's sheet: its damage and the sheet's damage bonus.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arma: Option<String>,
    /// Damage bonus (BD); with `arma`, the sheet's by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bd: Option<i32>,
    /// The target's damage resistance (RD).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rd: i32,
    /// Table 7 rows shifted by aspects (+ favours the attacker).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fila: i32,
    /// The target takes minimum damage (every die counts 1).
    #[serde(default, skip_serializing_if = "is_false")]
    pub minimo: bool,
    /// Faces typed for the damage's fresh dice.
    #[serde(default, alias = "dados_daño", skip_serializing_if = "Option::is_none")]
    pub dados_dano: Option<Faces>,
    /// The attack's target by name (at the table, one of its characters): a critical leaves a
    /// temporary *secuela* on it, lasting a scene (double 10) or a session (triple 10) (H147,
    /// H213). An attack: it needs `dano` or `arma`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blanco: Option<String>,
    /// That secuela's words (the GM's); by default [`DEFAULT_SECUELA`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secuela: Option<String>,
    /// A *secuaz* (minion) attacks a hero (MI-2, H808): a critical still hits, but multiplies no
    /// damage and leaves no secuela. At the table made explicit from the two sheets
    /// ([`super::minion_on_hero`]), never taken from the roller.
    #[serde(default, skip_serializing_if = "is_false")]
    pub secuaz_contra_heroe: bool,
}

/// The words of a critical's secuela on its target when none are given (H213).
pub const DEFAULT_SECUELA: &str = "Secuela de un crítico";

impl HitosRequest {
    /// The engine's roll for this request.
    pub fn spec(&self) -> Result<RollSpec, PlayError> {
        let given = self.dado.as_deref().unwrap_or("C");
        let word = match given.trim() {
            "menor" | "low" => "m",
            "central" | "medio" | "mid" | "c" => "C",
            "mayor" | "high" => "M",
            other => other,
        };
        let reading = Letters::parse(word)
            .ok_or_else(|| PlayError::said_by(Words::key("play-hitos-die").arg("given", given)).on("dado"))?;
        Ok(RollSpec {
            characteristic: self.car.unwrap_or(0),
            skill: self.hab.unwrap_or(0),
            modifier: self.modifier,
            difficulty: self.dif.as_ref().map(Difficulty::value).transpose()?,
            reading,
        })
    }

    /// What an activation's dice are chosen for: `objetivo`, else the chance of success with a
    /// difficulty and the mean total without one.
    pub fn objective(&self, spec: &RollSpec) -> Objective {
        match (self.objetivo, spec.difficulty) {
            (Some(Goal::Media), _) | (None, None) => Objective::Mean,
            _ => Objective::Success,
        }
    }

    /// The activation on the roll: in favour, against it (the GM's), or none — also when both
    /// are asked, since they cancel (H165).
    pub fn polarity(&self) -> Option<Polarity> {
        match (&self.aspecto, &self.aspecto_contra) {
            (Some(_), None) => Some(Polarity::Positive),
            (None, Some(_)) => Some(Polarity::Negative),
            _ => None,
        }
    }

    /// How many faces were typed, when the dice left out are not to be rolled.
    pub fn typed_len(&self) -> Option<usize> {
        self.dados.as_ref().filter(|_| !self.tirar_resto).map(|f| f.0.len())
    }

    /// Refuses a request that contradicts itself, before anything is rolled.
    pub fn check(&self, against: bool) -> Result<(), Conflict> {
        let activation = self.aspecto.is_some() || self.aspecto_contra.is_some() || against;
        if self.objetivo == Some(Goal::Exito) && self.dif.is_none() {
            return Err(Conflict::GoalNeedsDifficulty);
        }
        if self.dj && !activation {
            return Err(Conflict::GmWithoutAspect);
        }
        if self.repetir.is_some() && !activation {
            return Err(Conflict::PicksWithoutAspect);
        }
        if self.agotar.is_some() && self.aspecto.is_none() {
            return Err(Conflict::ExhaustWithoutAspect);
        }
        if self.punto_para.is_some() && self.aspecto.is_none() {
            return Err(Conflict::PointWithoutAspect);
        }
        if let Some(reason) = &self.cancela_dj {
            // H159: a player's own activation in favour, the GM's reason logged with it.
            if self.aspecto.is_none()
                || self.aspecto_contra.is_some()
                || against
                || self.dj
                || self.punto_para.is_some()
            {
                return Err(Conflict::CancelWithoutOwnAspect);
            }
            if reason.trim().is_empty() {
                return Err(Conflict::CancelWithoutReason);
            }
        }
        if self.typed_len().is_some_and(|n| n < 3) {
            return Err(Conflict::ThreeFaces);
        }
        if self.blanco.as_deref().is_some_and(|b| b.trim().is_empty()) {
            return Err(Conflict::TargetUnnamed);
        }
        if self.secuela.is_some() && self.blanco.is_none() {
            return Err(Conflict::SecuelaWithoutTarget);
        }
        if self.blanco.is_some() && self.dano.is_none() && self.arma.is_none() {
            return Err(Conflict::TargetWithoutAttack);
        }
        let options = self.bd.is_some() || self.fila != 0 || self.minimo || self.dados_dano.is_some() || self.rd != 0;
        match (&self.dano, &self.arma) {
            (Some(_), Some(_)) => Err(Conflict::DamageTwice),
            (None, None) if options => Err(Conflict::DamageOptionsAlone),
            _ => Ok(()),
        }
    }

    /// The attack's target, named (`blanco`).
    pub fn target(&self) -> Option<&str> {
        self.blanco.as_deref().map(str::trim).filter(|b| !b.is_empty())
    }

    /// The activation in the roller's favour: the roller's (a point, or `agotar`, H139) or,
    /// when `gm`, the GM's for an NPC with the point to `punto_para` (H155, H157).
    pub fn in_favour(&self, gm: bool) -> Activation {
        let mut a = match (&self.punto_para, gm) {
            (Some(player), true) => Activation::gm_for_npc(player),
            _ => Activation::positive(),
        };
        a.aspect = self.aspecto.as_ref().and_then(Aspect::name).map(str::to_string);
        if let Some(e) = self.agotar.as_deref().map(str::trim).filter(|e| !e.is_empty()) {
            a.payment = Payment::Exhaust(e.to_string());
        }
        a
    }
}

/// Who activates an aspect against a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activator {
    /// The GM, from the infinite pool: the point goes to the roller (H155, H157).
    Gm,
    /// Another player, who pays a point or exhausts an aspect of their own (H127, H139); the
    /// roll's drama events name them `activador`, and the table folds those into the
    /// activating character's state.
    Player,
}

/// An aspect activated against someone's roll (H111, H127): which, the dice rerolled (the
/// worst for the roller by default) and how the activator pays. The roller may cancel it by
/// paying a point; the activator then recovers theirs and receives the roller's (H127).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Against {
    /// The aspect activated, by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aspecto: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repetir: Option<Picks>,
    /// Paid by exhausting this aspect of the activator's instead of a point (H139).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agotar: Option<String>,
}

impl Against {
    /// The engine's activation by `who`.
    pub fn activation(&self, who: Activator) -> Activation {
        let mut a = Activation::negative(who == Activator::Gm);
        a.aspect = self
            .aspecto
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        match self.agotar.as_deref().map(str::trim).filter(|e| !e.is_empty()) {
            Some(e) if who == Activator::Player => a.payment = Payment::Exhaust(e.to_string()),
            _ => {}
        }
        a
    }
}
