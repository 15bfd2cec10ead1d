//! A sheet validated into a [`Character`]: every problem named by its field, nothing changed
//! (skills as a pyramid, stress tracks, consequences, followers against the powers' grants).

use super::powers::PowerPoints;
use super::sheet::{err, repeated, Rating, Sheet};
use super::state::Character;
use super::stress::{StressTrack, Track};
use crate::fate::error::FateError;
use crate::fate::ladder::{fold, BOTTOM, TOP};
use crate::fate::options::Rules;
use std::collections::{BTreeMap, HashSet};

impl Sheet {
    /// Validates the sheet into a character (changes nothing on error).
    pub fn check(&self, rules: &Rules) -> Result<Character, FateError> {
        if self.nombre.trim().is_empty() {
            return Err(err("nombre", "el nombre está vacío", "the name is empty"));
        }
        let skills = self.skills(rules)?;
        if self.asiento.is_some() && rules.skill_pyramid {
            pyramid(&skills, rules)?;
        }
        let mut powers = HashSet::new();
        for (i, p) in self.poderes.iter().enumerate() {
            let field = format!("poderes.{}", p.name);
            if p.name.trim().is_empty() {
                return Err(err(
                    format!("poderes[{i}].nombre"),
                    "el nombre está vacío",
                    "the name is empty",
                ));
            }
            if repeated(&mut powers, &p.name) {
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
        let mut seen = HashSet::new();
        for (name, r) in &self.habilidades {
            let field = format!("habilidades.{name}");
            if name.trim().is_empty() {
                return Err(err(
                    "habilidades",
                    "hay una habilidad sin nombre",
                    "a skill has no name",
                ));
            }
            if repeated(&mut seen, name) {
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
        let t = StressTrack::parse(pattern).map_err(|e| FateError::In {
            field: field.clone(),
            error: Box::new(e),
        })?;
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
        let mut seen = HashSet::new();
        for f in &c.followers {
            if repeated(&mut seen, &f.name) {
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
