//! The book's tables as data (Tables 6–13; Table 5 is [`super::difficulty::Band`]). Damage cells
//! are dice-letter expressions kept as the book spells them and parsed by
//! [`super::notation::parse`]; the tests parse every one. Where the flattened text lost a
//! cell, the row says so and the reconstruction is a ruleset option (aid 8.1).

use super::notation::{parse, LetterExpr};
use super::options::Rules;
use serde::Serialize;

/// Parses a cell of a table; every cell is checked by the tests.
pub fn cell(expr: &str) -> LetterExpr {
    parse(expr).expect("table cells are valid dice-letter expressions")
}

/// Table 6: suggested temporary aspects after a fumble in combat (L219–L243).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct FumbleIdea {
    pub fumble: &'static str,
    pub aspects: &'static [&'static str],
}

pub const FUMBLE_IDEAS: [FumbleIdea; 5] = [
    FumbleIdea {
        fumble: "El arma de fuego que está usando se encasquilla.",
        aspects: &["Munición defectuosa", "Arma averiada"],
    },
    FumbleIdea {
        fumble: "El cuchillo se le cae de las manos.",
        aspects: &[
            "Manos sudorosas por los nervios",
            "Temblor en el pulso",
            "Quiere recuperar su cuchillo",
        ],
    },
    FumbleIdea {
        fumble: "Se resbala y cae al suelo.",
        aspects: &[
            "Aturdido por el golpe",
            "Dolor incómodo",
            "Pierde confianza en sí mismo",
        ],
    },
    FumbleIdea {
        fumble: "Golpea a un compañero por error.",
        aspects: &[
            "Preocupado por su compañero",
            "Le ha gustado hacer daño a su compañero",
            "Extremadamente nervioso",
        ],
    },
    FumbleIdea {
        fumble: "Su disparo da a un barril de gasolina cercano.",
        aspects: &[
            "Sordera por la explosión",
            "Enloquecido por la destrucción",
            "Dolorosas heridas superficiales",
        ],
    },
];

/// A row of Table 7, *Daño provocado por armas* (L257–L302), ordered by increasing damage.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct WeaponRow {
    pub key: &'static str,
    pub category: &'static str,
    pub damage: &'static str,
}

pub const WEAPONS: [WeaponRow; 10] = [
    WeaponRow {
        key: "alimana",
        category: "Ataque de animal pequeño o enjambre de alimañas",
        damage: "1",
    },
    WeaponRow {
        key: "sin_armas",
        category: "Ataque sin armas",
        damage: "m",
    },
    WeaponRow {
        key: "cc_ligera",
        category: "Armas cuerpo a cuerpo ligeras (cuchillos, puños americanos, táser)",
        damage: "C",
    },
    WeaponRow {
        key: "cc",
        category: "Armas cuerpo a cuerpo (espadas, hachas, bate de béisbol, porra antidisturbios)",
        damage: "M",
    },
    WeaponRow {
        key: "fuego_pequena",
        category: "Armas de fuego pequeñas (pistolas)",
        damage: "mM",
    },
    WeaponRow {
        key: "fuego_media",
        category: "Armas de fuego medias (fusiles, subfusiles, escopetas)",
        damage: "CM",
    },
    WeaponRow {
        key: "fuego_grande",
        category: "Armas de fuego grandes (lanzacohetes, ametralladoras, granadas)",
        damage: "mCM",
    },
    WeaponRow {
        key: "canon_ligero",
        category: "Cañones de carro de combate ligero",
        damage: "mCM+1d",
    },
    WeaponRow {
        key: "canon_pesado",
        category: "Cañones pesados",
        damage: "mCM+2d",
    },
    WeaponRow {
        key: "obus",
        category: "Obuses, misiles",
        damage: "mCM+3d",
    },
];

/// The row of a weapon category key (`sin_armas`, `fuego_pequena`...).
pub fn weapon_row(key: &str) -> Option<usize> {
    WEAPONS.iter().position(|w| w.key == key)
}

/// The damage of row `row` shifted by `net` rows (D-3, L253; AMB-23): + favours the attacker
/// (down the table), − the victim. Above the top it stays `1`; below the bottom it extends to
/// `mCM+4d`, `mCM+5d`...
pub fn shifted_damage(row: usize, net: i32) -> LetterExpr {
    let target = row as i64 + i64::from(net);
    let last = WEAPONS.len() as i64 - 1;
    if target <= 0 {
        cell(WEAPONS[0].damage)
    } else if target <= last {
        cell(WEAPONS[target as usize].damage)
    } else {
        cell(&format!("mCM+{}d", 3 + target - last))
    }
}

/// A row of Table 8, *resistencia al daño* (L320–L348).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ArmourRow {
    pub protection: &'static str,
    pub rd: i32,
}

pub const ARMOUR: [ArmourRow; 6] = [
    ArmourRow {
        protection: "Chaqueta gruesa o abrigo de cuero resistente",
        rd: 1,
    },
    ArmourRow {
        protection: "Casco de motorista, yelmo",
        rd: 2,
    },
    ArmourRow {
        protection: "Armadura de antidisturbios, cota de malla",
        rd: 4,
    },
    ArmourRow {
        protection: "Chaleco de kevlar, loriga",
        rd: 6,
    },
    ArmourRow {
        protection: "Chaleco antibalas, armadura medieval completa",
        rd: 8,
    },
    ArmourRow {
        protection: "Traje completo de kevlar",
        rd: 10,
    },
];

/// A row of Table 9, *caídas* (L410–L452).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct FallRow {
    pub metres: u32,
    pub damage: &'static str,
}

pub const FALLS: [FallRow; 6] = [
    FallRow { metres: 3, damage: "m" },
    FallRow { metres: 6, damage: "C" },
    FallRow { metres: 9, damage: "M" },
    FallRow {
        metres: 12,
        damage: "mM",
    },
    FallRow {
        metres: 15,
        damage: "CM",
    },
    FallRow {
        metres: 18,
        damage: "mCM",
    },
];

/// How a poison enters (Table 10's *método*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Method {
    #[serde(rename = "inhalado")]
    Inhaled,
    #[serde(rename = "ingerido")]
    Ingested,
    #[serde(rename = "ingerido_o_inhalado")]
    IngestedOrInhaled,
    #[serde(rename = "ingerido_o_herida")]
    IngestedOrWound,
    #[serde(rename = "herida")]
    Wound,
}

/// A row of Table 10, *venenos* (L458–L603): damage on a passed and a failed Aguante test.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct PoisonRow {
    pub name: &'static str,
    pub method: Method,
    pub difficulty: i32,
    pub min: &'static str,
    pub max: &'static str,
}

const fn poison(
    name: &'static str,
    method: Method,
    difficulty: i32,
    min: &'static str,
    max: &'static str,
) -> PoisonRow {
    PoisonRow {
        name,
        method,
        difficulty,
        min,
        max,
    }
}

pub const POISONS: [PoisonRow; 13] = [
    poison("Ántrax", Method::Inhaled, 13, "C", "CM"),
    poison("Arsénico", Method::Ingested, 13, "m", "mM"),
    poison("Cianuro", Method::IngestedOrInhaled, 12, "m", "mC"),
    poison("Cicuta", Method::IngestedOrWound, 14, "C", "CM"),
    poison("Estricnina", Method::IngestedOrInhaled, 11, "m", "M"),
    // The book spells it "Flouroacetato".
    poison("Flouroacetato de sodio", Method::IngestedOrInhaled, 12, "m", "C"),
    poison("Gas mostaza", Method::Inhaled, 11, "m", "C"),
    poison("Gas sarín", Method::Inhaled, 14, "C", "mC"),
    poison("Mercurio", Method::IngestedOrInhaled, 10, "m", "C"),
    poison("Ricina", Method::Ingested, 15, "mC", "mCM"),
    poison("Toxina botulínica", Method::Ingested, 18, "mM", "mCM"),
    poison("Veneno de pez globo", Method::Ingested, 12, "m", "CM"),
    poison("Veneno de víbora", Method::Wound, 11, "m", "M"),
];

/// A name folded for lookups: lower case, no accents, `_` for spaces and dashes.
/// Whether a characteristic's name says Aguante (`aguante`, `Agu`…): a resistance or dying test
/// (AMB-27, H379).
pub fn names_aguante(name: &str) -> bool {
    let key = fold(name);
    key.len() >= 3 && "aguante".starts_with(key.as_str())
}

pub fn fold(name: &str) -> String {
    name.trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' => 'a',
            'é' => 'e',
            'í' => 'i',
            'ó' => 'o',
            'ú' | 'ü' => 'u',
            ' ' | '-' => '_',
            c => c,
        })
        .collect()
}

/// A poison by its book name, ignoring case, accents and spaces (`gas_sarin`).
pub fn poison_named(name: &str) -> Option<&'static PoisonRow> {
    POISONS.iter().find(|p| fold(p.name) == fold(name))
}

/// A row of Table 11, *explosiones* (L616–L657): partial and full damage.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ExplosionRow {
    pub size: &'static str,
    /// `None` where the flattened table lost the cell (the butane row, AMB-36).
    pub partial: Option<&'static str>,
    pub full: &'static str,
}

pub const EXPLOSIONS: [ExplosionRow; 6] = [
    ExplosionRow {
        size: "Petardo",
        partial: Some("m"),
        full: "C",
    },
    ExplosionRow {
        size: "Cóctel molotov",
        partial: Some("C"),
        full: "mC",
    },
    ExplosionRow {
        size: "Granada de mano",
        partial: Some("M"),
        full: "CM",
    },
    ExplosionRow {
        size: "Explosión de una bombona de butano",
        partial: None,
        full: "mCM",
    },
    ExplosionRow {
        size: "Coche bomba",
        partial: Some("mM"),
        full: "mCM+1d",
    },
    ExplosionRow {
        size: "Explosión de una gasolinera",
        partial: Some("mCM"),
        full: "mCM+3d",
    },
];

impl ExplosionRow {
    /// The partial damage, reconstructed by the ruleset where the cell is lost.
    pub fn partial(&self, rules: &Rules) -> LetterExpr {
        cell(self.partial.unwrap_or(rules.butane_partial.expr()))
    }
}

/// Fire exposure levels of Table 12 (L660–L685), in rising order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Exposure {
    /// Under 50 % of the body.
    #[serde(rename = "menor")]
    Minor,
    /// 50–75 %.
    #[serde(rename = "media")]
    Medium,
    /// Over 75 %.
    #[serde(rename = "mayor")]
    Major,
}

impl Exposure {
    /// Lower (on a success) and higher (on a failure) damage. The minor row's `+1` is one
    /// point (AMB-35).
    pub fn damage(self) -> (&'static str, &'static str) {
        match self {
            Exposure::Minor => ("+1", "C"),
            Exposure::Medium => ("C", "mM"),
            Exposure::Major => ("mM", "mCM"),
        }
    }

    /// One step down (`None`: a minor fire goes out, AMB-34).
    pub fn down(self) -> Option<Exposure> {
        match self {
            Exposure::Minor => None,
            Exposure::Medium => Some(Exposure::Minor),
            Exposure::Major => Some(Exposure::Medium),
        }
    }

    /// One step up, staying at major.
    pub fn up(self) -> Exposure {
        match self {
            Exposure::Minor => Exposure::Medium,
            _ => Exposure::Major,
        }
    }
}

/// Table 13, *acciones conjuntas* (L756–L781): cumulative bonus for 2–6 people, i.e. 1–5
/// collaborators; `n(11 − n)/2`.
pub const JOINT_BONUS: [i32; 5] = [5, 9, 12, 14, 15];
