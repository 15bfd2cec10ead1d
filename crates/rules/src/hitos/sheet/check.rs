//! Validation of a character sheet: the first problem found, in one sentence naming its field.

use super::character::{Kind, Sheet};
use crate::hitos::notation::parse;
use crate::hitos::tables::{fold, weapon_row, WEAPONS};
use crate::sheet_file::{field, wrong, SheetError};
use std::collections::BTreeSet;

/// Characteristics and skills accepted (a Titanes character reaches 12; the ninja theorem and
/// modifiers push beyond).
const MAX_SCORE: i32 = 30;

impl Sheet {
    /// Checks the sheet; the first problem found, naming its field.
    pub fn validate(&self) -> Result<(), SheetError> {
        if self.name.trim().is_empty() {
            return Err(field("nombre", "el personaje necesita un nombre"));
        }
        let c = self.characteristics;
        for (name, v) in [
            ("fortaleza", c.fortaleza),
            ("reflejos", c.reflejos),
            ("intelecto", c.intelecto),
            ("voluntad", c.voluntad),
        ] {
            if !(0..=MAX_SCORE).contains(&v) {
                return Err(field(
                    format!("caracteristicas.{name}"),
                    format!("{v} no vale: va de 0 a {MAX_SCORE}"),
                ));
            }
        }
        if self.aguante() < 1 {
            return Err(field(
                "caracteristicas",
                "con Fortaleza y Voluntad tan bajas el Aguante es 0 y el personaje nacería moribundo (AMB-70)",
            ));
        }
        let mut names = BTreeSet::new();
        for (i, s) in self.skills.iter().enumerate() {
            let at = format!("habilidades[{}]", i + 1);
            if s.name.trim().is_empty() {
                return Err(field(&at, "la habilidad necesita un nombre"));
            }
            if !(0..=MAX_SCORE).contains(&s.rating) {
                return Err(field(
                    &at,
                    format!("«{}» vale {}: va de 0 a {MAX_SCORE}", s.name, s.rating),
                ));
            }
            if !names.insert(fold(&s.name)) {
                return Err(field(&at, format!("«{}» está repetida", s.name)));
            }
        }
        if self.kind != Kind::Player && (self.drama != 0 || self.drama_points.is_some_and(|p| p != 0)) {
            return Err(field(
                "drama",
                "los personajes no jugadores no tienen Drama: sus puntos son del DJ (L121)",
            ));
        }
        if self.drama < 0 {
            return Err(field(
                "drama",
                format!("{} no vale: el Drama no es negativo", self.drama),
            ));
        }
        if self.drama_points.is_some_and(|p| p < 0) {
            return Err(field("puntos_dramaticos", "no puede haber puntos dramáticos negativos"));
        }
        for (i, w) in self.weapons.iter().enumerate() {
            let at = format!("armas[{}]", i + 1);
            match (&w.category, &w.damage) {
                (Some(_), Some(_)) | (None, None) => {
                    return Err(field(
                        &at,
                        format!("«{}» necesita categoria (de la tabla 7) o dano, uno de los dos", w.name),
                    ))
                }
                (Some(k), None) if weapon_row(k).is_none() => {
                    let keys: Vec<&str> = WEAPONS.iter().map(|w| w.key).collect();
                    return Err(field(
                        &at,
                        format!("la categoría «{k}» no existe; se admiten: {}", keys.join(", ")),
                    ));
                }
                (None, Some(d)) => {
                    parse(d).map_err(|e| wrong(&at, &e))?;
                }
                _ => {}
            }
        }
        for (i, p) in self.protections.iter().enumerate() {
            if p.rd < 0 {
                return Err(field(format!("protecciones[{}]", i + 1), "la RD no es negativa"));
            }
        }
        for (i, t) in self.temporary_aspects.iter().enumerate() {
            if t.text.trim().is_empty() {
                return Err(field(
                    format!("aspectos_temporales[{}]", i + 1),
                    "el aspecto está vacío",
                ));
            }
        }
        let own: BTreeSet<String> = self.own_aspects().iter().map(|a| fold(a)).collect();
        for (i, e) in self.exhausted.iter().enumerate() {
            if !own.contains(&fold(&e.aspect)) {
                return Err(field(
                    format!("agotados[{}]", i + 1),
                    format!(
                        "«{}» no es un aspecto de la ficha: solo se agotan los propios (L141)",
                        e.aspect
                    ),
                ));
            }
        }
        let h = &self.health;
        if [
            h.shock.lethal,
            h.shock.nonlethal,
            h.consolidated.lethal,
            h.consolidated.nonlethal,
        ]
        .iter()
        .any(|&m| m < 0)
        {
            return Err(field("salud", "no puede haber marcas negativas"));
        }
        if h.lost() > 3 * self.aguante() {
            return Err(field(
                "salud",
                format!("hay {} marcas y la Resistencia es {}", h.lost(), 3 * self.aguante()),
            ));
        }
        Ok(())
    }
}
