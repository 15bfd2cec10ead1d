//! The character sheet as written (TOML or JSON) and its validation into a [`Character`].
//!
//! Schema (every key Spanish; only `nombre` is required):
//!
//! ```toml
//! nombre = "Ana Robles"
//! asiento = 0             # a player's seat, 0 = right of the GM (L110); absent for an NPC
//! entidad = "La Luz"      # the patron entity (L81)
//! refresco = 2            # refresh rate (L81)
//! pp = 4                  # power points now (default: as many as powers, L62)
//! pp_max = 4              # usual maximum (default: as many as powers, A-PP-3)
//! factor_peso = 2         # weight factor (L310)
//! armado = true           # a weapon in hand: may defend with Armas (L302)
//!
//! [habilidades]           # numbers or ladder words; missing skills are Mediocre (L41)
//! Armas = 4
//! Atletismo = "Bueno"
//!
//! [[poderes]]             # coste, casillas_salud, casillas_serenidad,
//! nombre = "Piel de piedra"   # consecuencia_extra ("leve"...), mejoras_seguidor,
//! casillas_salud = 1          # recuperacion_rapida (levels), recuperacion_medidor
//!
//! [estres]                # state: x marked, . free; lengths must match the sheet
//! salud = "x....."
//!
//! [[consecuencias]]       # gravedad, descripcion, medidor, seguidor, extra
//! gravedad = "leve"
//! descripcion = "Tobillo torcido"
//!
//! [[seguidores]]          # tipo: companero | ayudante | asistente
//! nombre = "Igor"
//! tipo = "companero"
//! mejoras = { calidad = 1, alcance = ["social"], habilidoso = [["Puños"]] }
//! ```
//!
//! Validation names the field of every problem and changes nothing.

use super::character::Character;
use super::consequence::Consequence;
use super::error::FateError;
use super::followers::Follower;
use super::ladder::{fold, BOTTOM, TOP};
use super::options::Rules;
use super::powers::{Power, PowerPoints};
use super::stress::{StressTrack, Track};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A rating as written: a number or a ladder word.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Rating {
    Number(i64),
    Word(String),
}

/// The stress boxes marked now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StressState {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salud: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub serenidad: Option<String>,
}

/// A sheet as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sheet {
    pub nombre: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asiento: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entidad: Option<String>,
    #[serde(default)]
    pub refresco: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pp: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pp_max: Option<u32>,
    #[serde(default = "two")]
    pub factor_peso: u32,
    #[serde(default = "yes")]
    pub armado: bool,
    #[serde(default)]
    pub habilidades: BTreeMap<String, Rating>,
    #[serde(default)]
    pub poderes: Vec<Power>,
    #[serde(default)]
    pub estres: StressState,
    #[serde(default)]
    pub consecuencias: Vec<Consequence>,
    #[serde(default)]
    pub seguidores: Vec<Follower>,
    /// The table's settings this sheet is checked under when it is used on its own (the
    /// `[reglas]` of a conflict file); absent, the caller's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reglas: Option<Rules>,
}

fn two() -> u32 {
    2
}

fn yes() -> bool {
    true
}

fn err(field: impl Into<String>, es: impl Into<String>, en: impl Into<String>) -> FateError {
    FateError::sheet(field, es, en)
}

impl Sheet {
    /// A sheet with only a name: every other field at its default.
    pub fn named(name: impl Into<String>) -> Sheet {
        Sheet {
            nombre: name.into(),
            asiento: None,
            entidad: None,
            refresco: 0,
            pp: None,
            pp_max: None,
            factor_peso: two(),
            armado: true,
            habilidades: BTreeMap::new(),
            poderes: Vec::new(),
            estres: StressState::default(),
            consecuencias: Vec::new(),
            seguidores: Vec::new(),
            reglas: None,
        }
    }

    /// Reads a TOML sheet; serde's complaints become one sentence naming the place. Bare keys
    /// may carry accents (`Empatía = 3`), as Spanish skill names do and TOML 1.1 allows.
    pub fn from_toml(text: &str) -> Result<Sheet, FateError> {
        read_toml(text, "una ficha de Fate")
    }

    /// The sheet as TOML, to save it back.
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("a sheet always serialises")
    }

    /// Validates the sheet into a character (changes nothing on error).
    pub fn check(&self, rules: &Rules) -> Result<Character, FateError> {
        if self.nombre.trim().is_empty() {
            return Err(err("nombre", "el nombre está vacío", "the name is empty"));
        }
        let skills = self.skills(rules)?;
        if self.asiento.is_some() && rules.skill_pyramid {
            pyramid(&skills, rules)?;
        }
        for (i, p) in self.poderes.iter().enumerate() {
            let field = format!("poderes.{}", p.name);
            if p.name.trim().is_empty() {
                return Err(err(
                    format!("poderes[{i}].nombre"),
                    "el nombre está vacío",
                    "the name is empty",
                ));
            }
            if self.poderes[..i].iter().any(|o| fold(&o.name) == fold(&p.name)) {
                return Err(err(field, "el poder está repetido", "the power is repeated"));
            }
            if p.cost > 10 {
                let (es, en) = (
                    format!("un coste de {} PP es demasiado", p.cost),
                    format!("{} PP is too much", p.cost),
                );
                return Err(err(format!("{field}.coste"), es, en));
            }
        }
        let mut c = Character {
            name: self.nombre.trim().to_string(),
            seat: self.asiento,
            patron: self.entidad.clone(),
            skills,
            powers: self.poderes.clone(),
            pp: PowerPoints::starting(self.poderes.len(), self.refresco, rules),
            health: StressTrack::new(1),
            composure: StressTrack::new(1),
            consequences: self.consecuencias.clone(),
            followers: self.seguidores.clone(),
            weight_factor: self.factor_peso,
            armed: self.armado,
        };
        c.pp.pp = self.pp.unwrap_or(c.pp.pp);
        c.pp.max = self.pp_max.unwrap_or(c.pp.max);
        c.health = self.track(&c, Track::Health, rules)?;
        c.composure = self.track(&c, Track::Composure, rules)?;
        self.check_consequences(&c, rules)?;
        self.check_followers(&c)?;
        Ok(c)
    }

    fn skills(&self, rules: &Rules) -> Result<BTreeMap<String, i32>, FateError> {
        let mut out: BTreeMap<String, i32> = BTreeMap::new();
        for (name, r) in &self.habilidades {
            let field = format!("habilidades.{name}");
            if name.trim().is_empty() {
                return Err(err(
                    "habilidades",
                    "hay una habilidad sin nombre",
                    "a skill has no name",
                ));
            }
            if out.keys().any(|k| fold(k) == fold(name)) {
                return Err(err(field, "la habilidad está repetida", "the skill is repeated"));
            }
            let v = match r {
                Rating::Number(n) => *n,
                Rating::Word(w) => i64::from(rules.ladder.parse(w).ok_or_else(|| {
                    err(
                        &field,
                        format!("«{w}» no es un valor de la escalera"),
                        format!("'{w}' is not a ladder value"),
                    )
                })?),
            };
            let cap = if self.asiento.is_some() {
                rules.pc_skill_cap.unwrap_or(TOP)
            } else {
                TOP
            };
            if v < i64::from(BOTTOM) || v > i64::from(cap) {
                let (lo, hi) = (rules.ladder.label(BOTTOM), rules.ladder.label(cap));
                return Err(err(
                    field,
                    format!("{v} se sale de la escalera de esta ficha: de {lo} a {hi}"),
                    format!("{v} is outside this sheet's ladder: from {lo} to {hi}"),
                ));
            }
            out.insert(name.trim().to_string(), v as i32);
        }
        Ok(out)
    }

    fn track(&self, c: &Character, track: Track, rules: &Rules) -> Result<StressTrack, FateError> {
        let len = c.track_len(track, rules);
        let written = match track {
            Track::Health => &self.estres.salud,
            Track::Composure => &self.estres.serenidad,
        };
        let field = format!("estres.{}", fold(track.word()));
        let Some(pattern) = written else {
            return Ok(StressTrack::new(len));
        };
        let t = StressTrack::parse(pattern).map_err(|e| err(&field, e.to_string(), e.english()))?;
        if t.len() != len {
            let (base, skill) = (rules.stress_boxes, rules.stress_bonus_for(c.skill(track.skill())));
            let powers = len - usize::from(base) - usize::from(skill);
            let s = track.skill();
            return Err(err(
                field,
                format!(
                    "el medidor tiene {len} casillas ({base} + {skill} por {s} + {powers} por poderes) y se escribieron {}",
                    t.len()
                ),
                format!(
                    "the track has {len} boxes ({base} + {skill} for {s} + {powers} for powers) and {} were written",
                    t.len()
                ),
            ));
        }
        Ok(t)
    }

    fn check_consequences(&self, c: &Character, rules: &Rules) -> Result<(), FateError> {
        let own = c.consequences.iter().filter(|x| x.counts()).count();
        if own > usize::from(rules.max_consequences) {
            return Err(err(
                "consecuencias",
                format!(
                    "{own} consecuencias son más de las {} que se pueden tener",
                    rules.max_consequences
                ),
                format!(
                    "{own} consequences are more than the {} allowed",
                    rules.max_consequences
                ),
            ));
        }
        let extra_slots = c.powers.iter().filter(|p| p.extra_consequence.is_some()).count();
        if c.consequences.iter().filter(|x| x.extra).count() > extra_slots {
            return Err(err(
                "consecuencias",
                format!("hay más consecuencias extra que poderes que las den ({extra_slots})"),
                format!("there are more extra consequences than powers giving them ({extra_slots})"),
            ));
        }
        for x in &c.consequences {
            if let Some(f) = &x.follower {
                if !c.followers.iter().any(|g| fold(&g.name) == fold(f)) {
                    return Err(err(
                        "consecuencias.seguidor",
                        format!("«{f}» no es ninguno de los seguidores de la ficha"),
                        format!("'{f}' is none of the sheet's followers"),
                    ));
                }
            }
        }
        Ok(())
    }

    fn check_followers(&self, c: &Character) -> Result<(), FateError> {
        let top = c.top_skill();
        for (i, f) in c.followers.iter().enumerate() {
            if c.followers[..i].iter().any(|g| fold(&g.name) == fold(&f.name)) {
                let field = format!("seguidores.{}", f.name);
                return Err(err(field, "el seguidor está repetido", "the follower is repeated"));
            }
            f.check(top)?;
        }
        let granted: u32 = c.powers.iter().map(|p| u32::from(p.follower_improvements)).sum();
        let used: u32 = c.followers.iter().map(|f| f.improvements.count()).sum();
        if granted > 0 && used > granted {
            return Err(err(
                "seguidores",
                format!("los seguidores tienen {used} mejoras y los poderes dan {granted}"),
                format!("the followers have {used} improvements and the powers give {granted}"),
            ));
        }
        Ok(())
    }
}

/// Positive skills must stack as a pyramid: no rung wider than the one below it (SotC's
/// character building; the text has none, A-MISC-1).
fn pyramid(skills: &BTreeMap<String, i32>, rules: &Rules) -> Result<(), FateError> {
    let count = |r: i32| skills.values().filter(|&&v| v == r).count();
    let top = skills.values().copied().max().unwrap_or(0);
    for r in 2..=top {
        let (here, below) = (count(r), count(r - 1));
        if here > below {
            let (a, b) = (rules.ladder.label(r), rules.ladder.label(r - 1));
            return Err(err(
                "habilidades",
                format!("la pirámide no se sostiene: {here} a {a} y solo {below} a {b}"),
                format!("the pyramid does not stand: {here} at {a} and only {below} at {b}"),
            ));
        }
    }
    Ok(())
}

/// Reads a TOML file of `what` (a sheet, a conflict): accented bare keys allowed, serde's
/// complaints as one sentence naming the line.
pub(crate) fn read_toml<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> Result<T, FateError> {
    let text = &quote_accented_keys(text);
    toml::from_str(text).map_err(|e| {
        let why = e.message().to_string();
        let field = match e.span() {
            Some(span) => {
                let line = text[..span.start.min(text.len())].lines().count().max(1);
                format!("línea {line}")
            }
            None => "fichero".to_string(),
        };
        err(field, serde_es_in(&why, what), why)
    })
}

/// Quotes bare keys with non-ASCII letters (`Empatía = 3` → `"Empatía" = 3`), which the TOML
/// 1.0 parser refuses: at the start of a line and inside inline tables (`{ Puños = 2 }`).
/// Strings, comments and lines inside multi-line strings are left alone.
fn quote_accented_keys(text: &str) -> String {
    let mut in_multiline = false;
    let mut out = String::with_capacity(text.len() + 16);
    for line in text.lines() {
        let toggles = line.matches("\"\"\"").count() + line.matches("'''").count();
        if in_multiline {
            out.push_str(line);
        } else {
            out.push_str(&quote_line(line));
        }
        out.push('\n');
        if toggles % 2 == 1 {
            in_multiline = !in_multiline;
        }
    }
    out
}

/// One line of [`quote_accented_keys`]: a bare word right after the line's start, `{` or `,`
/// and right before `=` is a key.
fn quote_line(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len() + 8);
    let (mut quote, mut key_may_start) = (None::<char>, true);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if let Some(q) = quote {
            out.push(c);
            if c == '\\' && q == '"' && i + 1 < chars.len() {
                out.push(chars[i + 1]);
                i += 1;
            } else if c == q {
                quote = None;
            }
            i += 1;
            continue;
        }
        let word = |j: usize| {
            chars
                .get(j)
                .is_some_and(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
        };
        if key_may_start && word(i) {
            let end = (i..chars.len()).find(|&j| !word(j)).unwrap_or(chars.len());
            let key: String = chars[i..end].iter().collect();
            let next = chars[end..].iter().find(|c| !c.is_whitespace());
            if !key.is_ascii() && next == Some(&'=') {
                out.push_str(&format!("\"{key}\""));
            } else {
                out.push_str(&key);
            }
            key_may_start = false;
            i = end;
            continue;
        }
        match c {
            '#' => {
                out.extend(&chars[i..]);
                break;
            }
            '"' | '\'' => quote = Some(c),
            '{' | ',' => key_may_start = true,
            c if c.is_whitespace() => {}
            _ => key_may_start = false,
        }
        out.push(c);
        i += 1;
    }
    out
}

/// serde's usual complaints about a sheet in Spanish; anything else is passed on as it is.
pub fn serde_es(msg: &str) -> String {
    serde_es_in(msg, "una ficha de Fate")
}

/// serde's usual complaints about a file of `what` in Spanish.
pub fn serde_es_in(msg: &str, what: &str) -> String {
    let tick = |s: &str| s.replace('`', "");
    if let Some(rest) = msg.strip_prefix("unknown field ") {
        let name = rest.split(',').next().unwrap_or(rest).trim_matches('`');
        return format!("el campo «{name}» no existe en {what}");
    }
    if let Some(rest) = msg.strip_prefix("missing field ") {
        return format!("falta el campo «{}»", rest.trim_matches('`'));
    }
    if let Some(rest) = msg.strip_prefix("invalid type: ") {
        if let Some((got, want)) = rest.split_once(", expected ") {
            return format!("tipo no válido: hay {} y se esperaba {}", tick(got), tick(want));
        }
    }
    if let Some(rest) = msg.strip_prefix("unknown variant ") {
        let (got, want) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return format!(
            "«{}» no es un valor posible (valores: {})",
            got.trim_matches('`'),
            tick(want)
        );
    }
    if msg.starts_with("data did not match any variant") {
        return "se esperaba un número o una palabra de la escalera".to_string();
    }
    msg.to_string()
}

#[cfg(test)]
mod tests {
    use super::quote_accented_keys;

    #[test]
    fn accented_keys_are_quoted_at_line_start_and_in_inline_tables() {
        let q = |s: &str| quote_accented_keys(s).trim_end().to_string();
        assert_eq!(q("Empatía = 3"), "\"Empatía\" = 3");
        assert_eq!(
            q("p = { nombre = \"Ñu, el de Puños = 2\", h = { Puños = 1, Armas = 2 } } # Coraje = 1"),
            "p = { nombre = \"Ñu, el de Puños = 2\", h = { \"Puños\" = 1, Armas = 2 } } # Coraje = 1"
        );
        assert_eq!(q("x = [\"Puños\"]"), "x = [\"Puños\"]");
        assert_eq!(q("t = \"\"\"\nPuños = 1\n\"\"\""), "t = \"\"\"\nPuños = 1\n\"\"\"");
    }
}
