//! A sheet read and checked: the rules it must keep (§3), each failure naming its field.

use super::character::{Character, Kind};
use super::costs::{creation_cost, limitation_value};
use crate::portal::combat::damage::LIMIT;
use crate::portal::options::Rules;
use crate::portal::settings::CastDieRule;
use crate::sheet_file::{field, SheetError};

impl Character {
    /// Parses a TOML sheet and validates it.
    pub fn from_toml(text: &str, rules: &Rules) -> Result<Character, SheetError> {
        let c: Character = toml::from_str(text).map_err(|e| crate::sheet_file::toml_error(text, &e))?;

        c.validated(rules)
    }

    /// Checks every field; the first one at fault is named.
    pub fn validated(mut self, rules: &Rules) -> Result<Character, SheetError> {
        let name = self.name.trim().to_string();
        if name.is_empty() || name.chars().count() > 80 {
            return Err(field("nombre", "el nombre debe tener de 1 a 80 letras"));
        }
        self.name = name;
        check(&self, rules)?;
        if self.kind == Kind::Cast && self.state.current_value.is_none() {
            self.state.current_value = self.cast.map(|c| c.generic as i32);
        }
        // R1: protagonists start with their full luck unless the sheet says otherwise.
        let full = self.state.luck_max.unwrap_or(rules.luck_max);
        let luck = if self.kind.has_luck_and_points() { full } else { 0 };
        self.state.luck.get_or_insert(luck);
        Ok(self)
    }
}

fn text(name: &str, value: &str, max: usize) -> Result<(), SheetError> {
    let n = value.trim().chars().count();
    if n == 0 || n > max {
        return Err(field(name, format!("debe tener de 1 a {max} letras")));
    }
    Ok(())
}

pub(crate) fn check(c: &Character, rules: &Rules) -> Result<(), SheetError> {
    for (i, f) in c.fortes.iter().enumerate() {
        let at = |k: &str| format!("fortalezas[{i}].{k}");
        text(&at("nombre"), &f.name, 60)?;
        if f.level > 5 {
            return Err(field(
                at("nivel"),
                format!("«{}»: el nivel va de 0 a 5, no {}", f.name, f.level),
            ));
        }
        if let Some(s) = &f.specialty {
            text(&at("especialidad"), s, 60)?;
            if f.level == 0 && !rules.f0_specialty_six_bonus {
                return Err(field(
                    at("especialidad"),
                    format!(
                        "«{}» tiene nivel 0: solo una Fortaleza de nivel 1 o más tiene especialidad (B802)",
                        f.name
                    ),
                ));
            }
        }
        if f.superhuman && !rules.superhuman_fortes {
            return Err(field(
                at("sobrehumana"),
                "las Fortalezas sobrehumanas solo existen en el perfil resumen",
            ));
        }
        if c.fortes[..i].iter().any(|g| g.name.eq_ignore_ascii_case(&f.name)) {
            return Err(field(at("nombre"), format!("«{}» aparece dos veces", f.name)));
        }
    }
    if c.limitations.len() > 2 {
        return Err(field("limitaciones", "como mucho 2 limitaciones por personaje (B798)"));
    }
    for (i, l) in c.limitations.iter().enumerate() {
        text(&format!("limitaciones[{i}].nombre"), &l.name, 60)?;
        if c.kind == Kind::Protagonist && limitation_value(l.frequency).is_none() {
            return Err(field(
                format!("limitaciones[{i}].frecuencia"),
                "un protagonista no puede tener una limitación constante (B796)",
            ));
        }
    }
    for (i, q) in c.quirks.iter().enumerate() {
        text(&format!("peculiaridades[{i}].nombre"), &q.name, 60)?;
        if !(3..=30).contains(&q.cost) {
            return Err(field(
                format!("peculiaridades[{i}].coste"),
                format!("una peculiaridad cuesta de 3 a 30 PP, no {} (B838)", q.cost),
            ));
        }
    }
    for (i, d) in c.drives.iter().enumerate() {
        text(&format!("estimulos[{i}]"), d, 80)?;
    }
    for (key, n) in [
        ("estimulos_comprados", c.drives_bought),
        ("estimulos_eliminados", c.drives_removed),
    ] {
        if n > 99 {
            return Err(field(key, format!("como mucho 99, no {n}")));
        }
    }
    if c.kind == Kind::Protagonist
        && c.drives.is_empty()
        && (c.drives_bought > 0 || c.drives_removed > 0 || c.creation.is_some())
    {
        return Err(field("estimulos", "siempre queda al menos un estímulo (B816)"));
    }
    check_kind(c, rules)?;
    check_state(c, rules)?;
    if let Some(cr) = c.creation {
        let cost = creation_cost(c);
        if cost.net > cr.budget as i32 {
            return Err(field(
                "creacion.pp_iniciales",
                format!("la ficha cuesta {} PP y solo hay {}", cost.net, cr.budget),
            ));
        }
        if let Some(g) = cr.group_concept {
            if super::costs::concept_change(g, c.concept).is_none() {
                return Err(field(
                    "concepto",
                    "solo se puede mover el concepto un paso desde el del grupo (B716)",
                ));
            }
        }
    }
    Ok(())
}

fn check_kind(c: &Character, rules: &Rules) -> Result<(), SheetError> {
    match (c.kind, &c.cast) {
        (Kind::Cast, None) => {
            return Err(field("reparto", "un personaje de reparto necesita su valor genérico"));
        }
        (Kind::Cast, Some(v)) => {
            // B661: 1 to 6. S151 names a current value of 7, which only its die rule reads.
            let top = if rules.cast_die_rule == CastDieRule::PlusOrDie {
                7
            } else {
                6
            };
            if !(1..=top).contains(&v.generic) {
                return Err(field(
                    "reparto.valor_generico",
                    match top {
                        7 => format!("el valor genérico va de 1 a 7 (S151), no {}", v.generic),
                        _ => format!(
                            "el valor genérico va de 1 a 6 (B661; el 7 es del resumen), no {}",
                            v.generic
                        ),
                    },
                ));
            }
            if let Some(r) = v.reflexes {
                if !r.is_finite() || r.fract() == 0.0 {
                    return Err(field(
                        "reparto.reflejos",
                        format!("los reflejos del reparto nunca son un número entero (B1291): {r}"),
                    ));
                }
            }
            if v.group == Some(0) {
                return Err(field("reparto.grupo", "el grupo es 1 o más (1: no se apila)"));
            }
        }
        (_, Some(_)) => {
            return Err(field(
                "reparto",
                "solo un personaje de tipo reparto tiene valores de reparto",
            ));
        }
        _ => {}
    }
    if !c.kind.has_luck_and_points() {
        if c.state.luck.unwrap_or(0) > 0 {
            return Err(field(
                "estado.suerte",
                "agonistas, antagonistas y reparto no tienen dados de suerte (B647)",
            ));
        }
        if c.state.pp > 0 || c.state.pp_reserve > 0 {
            return Err(field(
                "estado.pp",
                "agonistas, antagonistas y reparto no tienen puntos de personaje (B647)",
            ));
        }
    }
    if !c.reserves.is_empty() && !matches!(c.kind, Kind::Agonist | Kind::Antagonist) {
        return Err(field(
            "reservas",
            "solo agonistas y antagonistas tienen reservas para un propósito (B649)",
        ));
    }
    for (i, r) in c.reserves.iter().enumerate() {
        text(&format!("reservas[{i}].proposito"), &r.purpose, 60)?;
    }
    Ok(())
}

fn check_state(c: &Character, rules: &Rules) -> Result<(), SheetError> {
    let s = &c.state;
    for (key, n) in [("estado.malestar", s.discomfort), ("estado.heridas", s.wounds)] {
        if n > LIMIT {
            return Err(field(key, format!("como mucho 3 dados de cada color (B97), no {n}")));
        }
    }
    let max = s.luck_max.unwrap_or(rules.luck_max);
    if s.luck_max.is_some_and(|m| m > 3) {
        return Err(field("estado.suerte_maxima", "como mucho 3 dados de suerte (B97)"));
    }
    if s.luck.is_some_and(|l| l > max) {
        return Err(field("estado.suerte", format!("como mucho {max} dados de suerte")));
    }
    // The two kinds are separate sequelae (B1467, A-53), each of at most 3 points.
    for (key, points) in [
        ("estado.puntos_secuela", s.sequela_points),
        ("estado.puntos_secuela_rodilla", s.knee_points),
    ] {
        if points > 3 {
            return Err(field(key, "como mucho 3 puntos de secuela a la vez (B272)"));
        }
    }
    for (i, q) in s.sequelae.iter().enumerate() {
        if !(1..=3).contains(&q.level) {
            return Err(field(
                format!("estado.secuelas[{i}].nivel"),
                "una secuela tiene nivel 1, 2 o 3 (B284)",
            ));
        }
    }
    for (i, t) in s.thorns.iter().enumerate() {
        text(&format!("estado.espinas[{i}].origen"), &t.origin, 80)?;
        if t.schedule.is_empty() {
            return Err(field(
                format!("estado.espinas[{i}].programa"),
                "una espina necesita al menos una línea",
            ));
        }
        for (j, step) in t.schedule.iter().enumerate() {
            let at = |k: &str| format!("estado.espinas[{i}].programa[{j}].{k}");
            match step.times {
                Some(0) => return Err(field(at("veces"), "una línea se aplica al menos una vez")),
                Some(k) if step.applied > k => {
                    return Err(field(at("aplicada"), format!("la línea solo se aplica {k} veces")))
                }
                _ => {}
            }
        }
    }
    // R30: only the sheet's Fortalezas lend rerolls a medias, at most their level.
    for (name, used) in &s.partial_used {
        let key = format!("estado.usos_parciales.{name}");
        match c.fortes.iter().find(|f| &f.name == name) {
            None => return Err(field(key, format!("no hay ninguna Fortaleza «{name}» en la ficha"))),
            Some(f) if *used > f.level => {
                return Err(field(
                    key,
                    format!("como mucho {} repeticiones a medias (su nivel)", f.level),
                ))
            }
            Some(_) => {}
        }
    }
    // B651: what was spent of a reserve names one of the sheet's and fits in it.
    for (purpose, spent) in &s.reserves_spent {
        let key = format!("estado.reservas_gastadas.{purpose}");
        match c.reserves.iter().find(|r| &r.purpose == purpose) {
            None => return Err(field(key, format!("no hay ninguna reserva «{purpose}» en la ficha"))),
            Some(r) if *spent > r.amount => {
                return Err(field(
                    key,
                    format!("se gastaron {spent} puntos y la reserva solo tiene {}", r.amount),
                ))
            }
            Some(_) => {}
        }
    }
    if s.current_value.is_some() && c.kind != Kind::Cast {
        return Err(field(
            "estado.valor_actual",
            "solo un personaje de reparto tiene valor actual",
        ));
    }
    if s.current_value.is_some_and(|v| v < 0) {
        return Err(field(
            "estado.valor_actual",
            "el valor actual va de 0 (fuera de combate, S149) hacia arriba",
        ));
    }
    Ok(())
}
