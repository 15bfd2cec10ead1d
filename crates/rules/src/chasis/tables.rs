//! The book's tables as data — reference grades of pseudo-characters and of size (L1258-L1278),
//! the scale of time (L1614-L1619) — and the vocabulary's little notations: `[X]` substitution
//! (L1463), `a|b` alternatives (L1552), `④↔⑥` ranges (L1592), `N≥` bounds (L1420).

use std::collections::BTreeMap;

/// A reference grade with the book's examples for pseudo-characters and for size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Category {
    pub grade: i64,
    /// *Pseudocategorías* (weapons, spells, armour, falls...).
    pub pseudo: &'static str,
    /// *Categorías de tamaño*.
    pub size: &'static str,
}

/// The category table (L1264-L1278) and its open-ended extension (GD6-GD10, L1276).
pub const CATEGORIES: &[Category] = &[
    Category {
        grade: -5,
        pseudo: "un puñetazo, un hechizo poco potente",
        size: "un infrahumano, un gnomo diminuto",
    },
    Category {
        grade: -2,
        pseudo: "una navaja, una piedra pequeña, un hechizo ligero",
        size: "un animal menor que un humano, un mediano, un robot ligero",
    },
    Category {
        grade: 0,
        pseudo: "un cuchillo, un arco, un hechizo normal, una pequeña caída",
        size: "un humano normal, un elfo, un androide",
    },
    Category {
        grade: 2,
        pseudo: "una espada, una pistola, un hechizo pesado, una armadura de cuero",
        size: "un animal mayor que un humano, un ogro, un robot pesado",
    },
    Category {
        grade: 5,
        pseudo: "un espadón, una escopeta, un hechizo muy potente, una armadura de metal",
        size: "un superhumano, un troll enorme",
    },
    Category {
        grade: 6,
        pseudo: "una gran caída",
        size: "",
    },
    Category {
        grade: 7,
        pseudo: "una explosión",
        size: "",
    },
    Category {
        grade: 8,
        pseudo: "",
        size: "un enemigo gigante",
    },
    Category {
        grade: 9,
        pseudo: "el aliento de un dragón",
        size: "",
    },
    Category {
        grade: 10,
        pseudo: "un misil",
        size: "",
    },
];

/// The category of a grade, if the table has one.
pub fn category(grade: i64) -> Option<&'static Category> {
    CATEGORIES.iter().find(|c| c.grade == grade)
}

/// One row of the scale of time (L1614-L1619): a span of play and what it is in a book, a
/// comic and a TV series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeRow {
    pub span: &'static str,
    pub book: &'static str,
    pub comic: &'static str,
    pub tv: &'static str,
}

/// The scale of time (L1614-L1619), from the shortest span to the longest.
pub const TIME_SCALE: &[TimeRow] = &[
    TimeRow {
        span: "Turno",
        book: "Párrafos",
        comic: "Viñetas",
        tv: "Una toma",
    },
    TimeRow {
        span: "Escena",
        book: "Páginas",
        comic: "Varias páginas",
        tv: "Una secuencia",
    },
    TimeRow {
        span: "Sesión",
        book: "Capítulo",
        comic: "Un cómic",
        tv: "Un episodio",
    },
    TimeRow {
        span: "Saga",
        book: "Novela",
        comic: "Miniserie o maxiserie",
        tv: "Una temporada",
    },
    TimeRow {
        span: "Campaña",
        book: "Trilogía",
        comic: "Gran colección",
        tv: "Varias temporadas",
    },
];

/// A turn (TUR) usually lasts from one to ten seconds (L1608): `(1, 10)`.
pub const TURN_SECONDS: (u32, u32) = (1, 10);

/// Replaces `[X]` by the value of `X` (`D[AGI]` with AGI4 → `D4`, `[FUE]D` with FUE6 → `6D`,
/// L1463) and `[a|b]` by its first alternative unless `b` has a value (`[5|NUM]PT` → `5PT`,
/// L1552). An unknown name is left as written.
pub fn substitute(template: &str, values: &BTreeMap<String, i64>) -> String {
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..open]);
        let inner = &rest[open + 1..close];
        let options: Vec<&str> = inner.split('|').map(str::trim).collect();
        let chosen = options
            .iter()
            .skip(1)
            .find_map(|o| values.get(*o).map(|v| v.to_string()))
            .or_else(|| values.get(options[0]).map(|v| v.to_string()))
            .unwrap_or_else(|| {
                if options.len() > 1 {
                    options[0].to_string()
                } else {
                    format!("[{inner}]")
                }
            });
        out.push_str(&chosen);
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// `a↔b`: every integer from `a` to `b` inclusive (④↔⑥ = 4, 5, 6).
pub fn serial(a: i64, b: i64) -> Vec<i64> {
    (a.min(b)..=a.max(b)).collect()
}

/// `N≥` / `ATB>` read as "N or more" (A30: the same reading for GLO5> and AGI+1>).
pub fn meets(score: i64, bound: i64) -> bool {
    score >= bound
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t38_t39_substitution() {
        let v = BTreeMap::from([("AGI".to_string(), 4), ("FUE".to_string(), 6)]);
        assert_eq!(substitute("D[AGI]", &v), "D4");
        assert_eq!(substitute("[FUE]D", &v), "6D");
        assert_eq!(substitute("[5|NUM]PT", &v), "5PT");
        let v = BTreeMap::from([("NUM".to_string(), 3)]);
        assert_eq!(substitute("[5|NUM]PT", &v), "3PT");
        assert_eq!(substitute("[GDE]JOR", &BTreeMap::new()), "[GDE]JOR");
    }

    #[test]
    fn t60_t67_t68_tables_and_bounds() {
        assert_eq!(
            category(2).unwrap().size,
            "un animal mayor que un humano, un ogro, un robot pesado"
        );
        assert_eq!(category(10).unwrap().pseudo, "un misil");
        assert_eq!(serial(4, 6), vec![4, 5, 6]);
        assert!(meets(5, 5) && !meets(4, 5)); // prestige: GLO5>
        assert_eq!(TIME_SCALE.len(), 5);
    }
}
