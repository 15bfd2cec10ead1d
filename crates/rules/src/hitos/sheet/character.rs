//! The character sheet (*hoja de personaje*, aid section 5): every field the chapter mentions,
//! with Spanish keys, read from TOML or JSON and validated with one clear sentence naming the
//! field. Derived values (Aguante, Resistencia, Iniciativa, Defensa, BD) are computed, never
//! stored. The schema is `docs`-style in [`SCHEMA`].

use crate::hitos::aspects::kinds::{Duration, ExhaustedUntil};
use crate::hitos::drama::Payment;
use crate::hitos::harm::damage::{effective_resistance, melee_bonus, ranged_bonus};
use crate::hitos::harm::healing::Drug;
use crate::hitos::harm::health::{aguante, Track};
use crate::hitos::options::Rules;
use crate::sheet_file::SheetError;
use serde::{Deserialize, Serialize};

/// Who the character is (L121, L802–L815).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    #[default]
    #[serde(rename = "pj")]
    Player,
    /// No Drama score: its points come from and go to the GM (L121).
    #[serde(rename = "pnj")]
    NonPlayer,
    /// *Secuaz* (L802): nameless, in a group.
    #[serde(rename = "secuaz")]
    Minion,
}

/// What a skill is used for when the text asks for one by role (AMB-55).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkillRole {
    Combate,
    FormaFisica,
    Profesion,
    Subterfugio,
    Percepcion,
    AtencionMedica,
    Conduccion,
    Otra,
}

/// The four characteristics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Characteristics {
    pub fortaleza: i32,
    pub reflejos: i32,
    pub intelecto: i32,
    pub voluntad: i32,
}

/// An open-named skill; its name is also an aspect (L21–L22).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skill {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "valor")]
    pub rating: i32,
    #[serde(rename = "rol", default, skip_serializing_if = "Option::is_none")]
    pub role: Option<SkillRole>,
}

/// A temporary aspect or a secuela written on the sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemporaryAspect {
    #[serde(rename = "texto")]
    pub text: String,
    #[serde(rename = "duracion", default)]
    pub duration: Duration,
}

/// A *secuela* (L391–L397): permanent ones count as complications.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Secuela {
    #[serde(rename = "texto")]
    pub text: String,
    #[serde(rename = "permanente", default)]
    pub permanent: bool,
    #[serde(rename = "duracion", default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<Duration>,
}

/// A weapon: a Table 7 category or its own damage expression.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "categoria", default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    #[serde(rename = "dano", alias = "daño", default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<String>,
    #[serde(rename = "a_distancia", default)]
    pub ranged: bool,
    #[serde(rename = "aspectos", default, skip_serializing_if = "Vec::is_empty")]
    pub implicit_aspects: Vec<String>,
}

/// Armour and its *resistencia al daño* (Table 8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Protection {
    #[serde(rename = "nombre")]
    pub name: String,
    pub rd: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exhausted {
    #[serde(rename = "aspecto")]
    pub aspect: String,
    #[serde(rename = "hasta", default)]
    pub until: ExhaustedUntil,
}

/// A Hitos character.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sheet {
    #[serde(rename = "nombre")]
    pub name: String,
    #[serde(rename = "tipo", default)]
    pub kind: Kind,
    /// For minions: their type, and whether this is its first, terrifying appearance (NT-1).
    #[serde(rename = "tipo_de_secuaz", default, skip_serializing_if = "Option::is_none")]
    pub minion_type: Option<String>,
    #[serde(rename = "primera_aparicion", default)]
    pub first_appearance: bool,
    #[serde(rename = "concepto", default)]
    pub concept: String,
    #[serde(rename = "rasgos", default)]
    pub descriptive_traits: Vec<String>,
    #[serde(default)]
    pub hitos: Vec<String>,
    #[serde(rename = "cita", default, skip_serializing_if = "Option::is_none")]
    pub quote: Option<String>,
    #[serde(rename = "complicaciones", default)]
    pub complications: Vec<String>,
    #[serde(rename = "caracteristicas")]
    pub characteristics: Characteristics,
    #[serde(rename = "habilidades", default)]
    pub skills: Vec<Skill>,
    /// Manoeuvres bought with skill points, when they cost (L183).
    #[serde(rename = "maniobras", default)]
    pub maneuvers: Vec<String>,
    #[serde(default)]
    pub drama: i32,
    /// Current points; absent means a full pool (Drama).
    #[serde(rename = "puntos_dramaticos", default, skip_serializing_if = "Option::is_none")]
    pub drama_points: Option<i32>,
    #[serde(rename = "aspectos_temporales", default)]
    pub temporary_aspects: Vec<TemporaryAspect>,
    #[serde(default)]
    pub secuelas: Vec<Secuela>,
    #[serde(rename = "agotados", default)]
    pub exhausted: Vec<Exhausted>,
    #[serde(rename = "armas", default)]
    pub weapons: Vec<Weapon>,
    #[serde(rename = "protecciones", default)]
    pub protections: Vec<Protection>,
    #[serde(rename = "inmunidades", default)]
    pub immunities: Vec<String>,
    #[serde(rename = "dano_minimo", alias = "daño_minimo", default)]
    pub minimum_damage_from: Vec<String>,
    #[serde(rename = "salud", default)]
    pub health: Track,
    #[serde(rename = "drogas", default)]
    pub drugs: Vec<Drug>,
    #[serde(rename = "trastornos", default)]
    pub mental_disorders: Vec<String>,
}

/// Values derived from a sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Derived {
    pub aguante: i32,
    pub resistencia: i32,
    /// Reflejos + ⌊Intelecto / 2⌋ (I-1, L203).
    pub iniciativa: i32,
    /// 5 + Reflejos + the best combat skill (AMB-17, [EXT]); modifiers apply in combat.
    pub defensa: i32,
    pub bd_cuerpo_a_cuerpo: i32,
    pub bd_a_distancia: i32,
    /// The highest protection (RD-2).
    pub rd: i32,
}

use crate::sheet_file::field;

impl Sheet {
    /// Reads and validates a TOML sheet.
    pub fn from_toml(text: &str) -> Result<Sheet, SheetError> {
        let sheet: Sheet = crate::sheet_file::from_toml(text)?;
        sheet.validated()
    }

    /// Fills derived fields and checks every rule of the sheet.
    pub fn validated(mut self) -> Result<Sheet, SheetError> {
        self.health.aguante = self.aguante();
        self.validate()?;
        Ok(self)
    }

    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).expect("a sheet always serialises")
    }

    pub fn aguante(&self) -> i32 {
        aguante(self.characteristics.fortaleza, self.characteristics.voluntad)
    }

    /// The best rating among skills of `role`, 0 without one.
    pub fn best(&self, role: SkillRole) -> i32 {
        self.skills
            .iter()
            .filter(|s| s.role == Some(role))
            .map(|s| s.rating)
            .max()
            .unwrap_or(0)
    }

    pub fn skill(&self, name: &str) -> Option<&Skill> {
        let key = crate::hitos::tables::fold(name);
        self.skills.iter().find(|s| crate::hitos::tables::fold(&s.name) == key)
    }

    pub fn derived(&self) -> Derived {
        let c = self.characteristics;
        let combat = self.best(SkillRole::Combate);
        let a = self.aguante();
        Derived {
            aguante: a,
            resistencia: 3 * a,
            iniciativa: c.reflejos + c.intelecto.div_euclid(2),
            defensa: 5 + c.reflejos + combat,
            bd_cuerpo_a_cuerpo: melee_bonus(combat, c.fortaleza),
            bd_a_distancia: ranged_bonus(combat),
            rd: effective_resistance(&self.protections.iter().map(|p| p.rd).collect::<Vec<_>>()),
        }
    }

    /// A skill by name, or an error listing the sheet's skills.
    pub fn skill_named(&self, name: &str) -> Result<&Skill, SheetError> {
        self.skill(name).ok_or_else(|| {
            let all: Vec<&str> = self.skills.iter().map(|s| s.name.as_str()).collect();
            field(
                "habilidades",
                format!(
                    "«{}» no tiene la habilidad «{name}»; tiene: {}",
                    self.name,
                    all.join(", ")
                ),
            )
        })
    }

    /// A weapon by name with the damage bonus that goes with it (melee or ranged), or an error
    /// listing the sheet's weapons.
    pub fn weapon(&self, name: &str) -> Result<(&Weapon, i32), SheetError> {
        let key = crate::hitos::tables::fold(name);
        let w = self
            .weapons
            .iter()
            .find(|w| crate::hitos::tables::fold(&w.name) == key)
            .ok_or_else(|| {
                let all: Vec<&str> = self.weapons.iter().map(|w| w.name.as_str()).collect();
                field(
                    "armas",
                    format!("«{}» no tiene el arma «{name}»; tiene: {}", self.name, all.join(", ")),
                )
            })?;
        let d = self.derived();
        Ok((
            w,
            if w.ranged {
                d.bd_a_distancia
            } else {
                d.bd_cuerpo_a_cuerpo
            },
        ))
    }

    /// A characteristic by name, or an error naming the four.
    pub fn characteristic_named(&self, name: &str) -> Result<i32, SheetError> {
        self.characteristic(name).ok_or_else(|| {
            field(
                "caracteristicas",
                format!("«{name}» no es una característica; usa fortaleza, reflejos, intelecto, voluntad o aguante"),
            )
        })
    }

    /// A characteristic by name (`fortaleza`, `Reflejos`, `int`...), or the Aguante (L359) a
    /// resistance or dying test adds (AMB-27).
    pub fn characteristic(&self, name: &str) -> Option<i32> {
        let c = self.characteristics;
        let key = crate::hitos::tables::fold(name);
        [
            ("fortaleza", c.fortaleza),
            ("reflejos", c.reflejos),
            ("intelecto", c.intelecto),
            ("voluntad", c.voluntad),
            ("aguante", self.aguante()),
        ]
        .into_iter()
        .find(|(n, _)| key.len() >= 3 && n.starts_with(key.as_str()))
        .map(|(_, v)| v)
    }

    /// The penalty to every action from the health state, eased by painkillers (L375, L377,
    /// L733).
    pub fn action_penalty(&self) -> i32 {
        crate::hitos::harm::healing::relieved_penalty(self.health.state().penalty(), &self.drugs)
    }

    /// The health penalty on a test, or why the character cannot make it: a dead character
    /// rolls nothing, and a *moribundo* one cannot act but makes the Aguante test each turn
    /// (L379). An Aguante test takes the penalty only under AMB-27's alternative.
    pub fn test_penalty(&self, characteristic: Option<&str>, rules: &Rules) -> Result<i32, SheetError> {
        let aguante_test = characteristic.is_some_and(crate::hitos::tables::names_aguante);
        if self.health.dead {
            return Err(field("salud", format!("«{}» está muerto y no tira", self.name)));
        }
        if aguante_test {
            return Ok(if rules.health_penalty_on_aguante {
                self.action_penalty()
            } else {
                0
            });
        }
        if self.health.state() == crate::hitos::harm::health::HealthState::Dying {
            return Err(field(
                "salud",
                format!(
                    "«{}» está moribundo y no puede actuar (L379): solo hace la prueba de Aguante a dificultad 15 de cada turno",
                    self.name
                ),
            ));
        }
        Ok(self.action_penalty())
    }

    /// Refused unless `aspect` is one of the sheet's own: only those are exhausted (L141).
    pub fn is_own(&self, aspect: &str) -> Result<(), SheetError> {
        let key = crate::hitos::tables::fold(aspect);
        match self.own_aspects().iter().any(|a| crate::hitos::tables::fold(a) == key) {
            true => Ok(()),
            false => Err(field(
                "agotados",
                format!("«{aspect}» no es un aspecto de la ficha: solo se agotan los propios (L141)"),
            )),
        }
    }

    /// Whether the character can pay for an activation (A-6, A-EX-1/4, AMB-10): a point, or
    /// exhausting an own aspect not already exhausted.
    pub fn can_pay(&self, payment: &Payment, rules: &Rules) -> Result<(), SheetError> {
        match payment {
            Payment::Point if self.points() < 1 => Err(field(
                "puntos_dramaticos",
                format!(
                    "«{}» no tiene puntos dramáticos; puede agotar un aspecto propio",
                    self.name
                ),
            )),
            Payment::Point => Ok(()),
            Payment::Exhaust(aspect) => {
                let key = crate::hitos::tables::fold(aspect);
                self.is_own(aspect)?;
                if self
                    .exhausted
                    .iter()
                    .any(|e| crate::hitos::tables::fold(&e.aspect) == key)
                {
                    return Err(field("agotados", format!("«{aspect}» ya está agotado")));
                }
                if rules.exhaust_requires_empty_pool && self.points() > 0 {
                    return Err(field(
                        "puntos_dramaticos",
                        format!(
                            "«{}» aún tiene {} puntos: solo se agota un aspecto sin puntos (AMB-10)",
                            self.name,
                            self.points()
                        ),
                    ));
                }
                Ok(())
            }
        }
    }

    /// Skill points spent: the ratings, plus one per manoeuvre when manoeuvres cost (MV-0,
    /// L183: «Disparos imposibles» 6, or 5 and Ataque múltiple).
    pub fn skill_points(&self, rules: &Rules) -> i32 {
        let manoeuvres = if rules.maneuvers_cost_skill_points {
            self.maneuvers.len() as i32
        } else {
            0
        };
        self.skills.iter().map(|s| s.rating).sum::<i32>() + manoeuvres
    }

    /// Drama points now (a full pool when not written down).
    pub fn points(&self) -> i32 {
        self.drama_points.unwrap_or(self.drama)
    }

    /// Every aspect written on the sheet: *aspectos propios* (A-2, L109).
    pub fn own_aspects(&self) -> Vec<&str> {
        let mut v: Vec<&str> = Vec::new();
        v.push(&self.concept);
        v.extend(self.descriptive_traits.iter().map(String::as_str));
        v.extend(self.hitos.iter().map(String::as_str));
        v.extend(self.skills.iter().map(|s| s.name.as_str()));
        v.extend(self.quote.as_deref());
        v.extend(self.complications.iter().map(String::as_str));
        v.extend(self.temporary_aspects.iter().map(|t| t.text.as_str()));
        v.extend(self.secuelas.iter().map(|s| s.text.as_str()));
        v.retain(|a| !a.trim().is_empty());
        v
    }

    /// The sheet as it plays: a first appearance (`primera_aparicion`) takes the ninja
    /// theorem's raise (H815), every other sheet its own values. Rolls, the table's initiative
    /// and its checks read this, never the written sheet alone.
    pub fn playing(&self) -> Sheet {
        match self.first_appearance {
            true => self.ninja(),
            false => self.clone(),
        }
    }

    /// *El teorema del ninja* (NT-1, L813–L815): an unusual minion type's first appearance gets
    /// +2 to every characteristic and +1 to every skill, and derived values follow (AMB-66).
    pub fn ninja(&self) -> Sheet {
        let mut s = self.clone();
        for c in [
            &mut s.characteristics.fortaleza,
            &mut s.characteristics.reflejos,
            &mut s.characteristics.intelecto,
            &mut s.characteristics.voluntad,
        ] {
            *c += 2;
        }
        for k in &mut s.skills {
            k.rating += 1;
        }
        s.health.aguante = s.aguante();
        s
    }
}

/// The sheet's schema, for people writing one by hand.
pub const SCHEMA: &str = include_str!("schema.toml");
