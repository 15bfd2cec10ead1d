//! The flags of `tirada portal` and `tirada odds portal` (docs/contract.md, "PORTAL"), and how they
//! become a [`RollSpec`].

use crate::error::CliError;
use crate::faces::parse_faces;
use crate::lang::Lang;
use clap::ValueEnum;
use std::collections::BTreeMap;
use tirada_rules::portal::{Colour, Profile, ReadingKind, ReadingSpec, Role, RollSpec, Rules, SETTINGS};

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum KeptArg {
    Superior,
    Medio,
    Inferior,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ProfileArg {
    Resumen,
    Libro,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum KindArg {
    Normal,
    Reflejos,
    SangreFria,
    Ataque,
    Defensa,
    Fuerza,
    Aguante,
}

/// What "best" means for the reroll policy and the odds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ObjectiveArg {
    #[default]
    Exito,
    ExitoOParcial,
    Media,
}

/// Flags shared by the roll and its odds.
#[derive(clap::Args, Debug, Clone)]
pub struct PortalSpecArgs {
    /// Which basic die is kept (default superior).
    #[arg(long, value_enum)]
    pub dado: Option<KeptArg>,
    /// Discomfort dice (black), 0–3.
    #[arg(long)]
    pub malestar: Option<u8>,
    /// Wound dice thrown (red), 0–3.
    #[arg(long)]
    pub heridas: Option<u8>,
    /// Luck dice added (green), 0–3.
    #[arg(long)]
    pub suerte: Option<u8>,
    /// Wound dice set aside: their penalty applies without rolling.
    #[arg(long, default_value_t = 0)]
    pub heridas_sin_tirar: u8,
    /// Tempt luck with one lost luck die (optionally its typed face).
    #[arg(long, num_args = 0..=1, default_missing_value = "0")]
    pub tentar: Option<u8>,
    /// Level of an applicable Fortaleza (repeat for several: they add up).
    #[arg(long)]
    pub fortaleza: Vec<u8>,
    /// Level of an applicable superhuman Fortaleza (summary profile).
    #[arg(long)]
    pub sobrehumana: Vec<u8>,
    /// Aces up the sleeve (extra rerolls).
    #[arg(long, default_value_t = 0)]
    pub ases: u8,
    /// The best Fortaleza's specialty applies (+ its level), a superhuman one included.
    #[arg(long)]
    pub especialidad: bool,
    /// Level of a superhuman Fortaleza (one of --sobrehumana) whose specialty applies too:
    /// superhuman specialties add up (S55). Repeatable.
    #[arg(long)]
    pub especialidad_sobrehumana: Vec<u8>,
    /// 1 PP spent before rolling for a temporary specialty.
    #[arg(long)]
    pub especialidad_temporal: bool,
    /// Rerolls from a Fortaleza that only partly applies.
    #[arg(long, default_value_t = 0)]
    pub parcial: u8,
    /// Level of a superhuman Fortaleza applied a medias: it adds its full level and the roll
    /// cannot be blocked (S57).
    #[arg(long, default_value_t = 0)]
    pub parcial_sobrehumana: u8,
    /// PP spent after rolling for extra rerolls.
    #[arg(long, default_value_t = 0)]
    pub pp_repeticiones: u8,
    /// Ones and sixes are blocked from the start (another player's PP).
    #[arg(long)]
    pub bloquear: bool,
    /// Difficulty.
    #[arg(long, allow_hyphen_values = true)]
    pub dif: Option<i32>,
    /// Situational modifier added to the total.
    #[arg(long = "mod", allow_hyphen_values = true, default_value_t = 0)]
    pub modifier: i32,
    /// What the roll measures (decides which dice count).
    #[arg(long, value_enum, default_value = "normal")]
    pub tipo: KindArg,
    /// The character has an «espina clavada».
    #[arg(long)]
    pub espina: bool,
    /// Rule profile.
    #[arg(long, value_enum, default_value = "resumen")]
    pub perfil: ProfileArg,
    /// One individual setting over the profile, e.g. wound_penalty=1 (repeatable).
    #[arg(long)]
    pub regla: Vec<String>,
    /// Another reading of the same throw: KIND:DIE[:MOD], e.g. dano:superior or arma:medio:+2.
    #[arg(long, allow_hyphen_values = true)]
    pub lectura: Vec<String>,
    /// What the best reroll policy aims for.
    #[arg(long, value_enum, default_value = "exito")]
    pub objetivo: ObjectiveArg,
}

/// Typed faces by colour (`--blancos 6,6,1 --negros 4`).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct TypedArgs {
    /// White (basic) faces; beyond the first three, faces for rerolls.
    #[arg(long)]
    pub blancos: Option<String>,
    /// Black (discomfort) faces.
    #[arg(long)]
    pub negros: Option<String>,
    /// Red (wound) faces.
    #[arg(long)]
    pub rojos: Option<String>,
    /// Green (luck) faces.
    #[arg(long)]
    pub verdes: Option<String>,
    /// With typed faces, tirada rolls the dice left out (a black die, a reroll past the typed
    /// whites...) and shows them as rolled; without it a missing die is an error naming it.
    #[arg(long)]
    pub tirar_resto: bool,
}

impl PortalSpecArgs {
    /// The profile's rules with every `--regla` applied.
    pub fn rules(&self, lang: Lang) -> Result<Rules, CliError> {
        table_rules(self.perfil, &self.regla, lang)
    }

    /// The extra readings (`--lectura dano:superior:+1`).
    fn readings(&self) -> Result<Vec<ReadingSpec>, CliError> {
        self.lectura
            .iter()
            .map(|text| {
                let parts: Vec<&str> = text.split(':').map(str::trim).collect();
                let kind = parts.first().and_then(|k| reading_kind(k));
                let role = parts.get(1).and_then(|r| role(r));
                let modifier = match parts.get(2) {
                    None => Some(0),
                    Some(m) => m
                        .trim_start_matches('+')
                        .parse::<i32>()
                        .ok()
                        .filter(|m| m.unsigned_abs() <= super::numbers::MAX_NUMBER as u32),
                };
                match (kind, role, modifier, parts.len()) {
                    (Some(kind), Some(role), Some(modifier), 2 | 3) => Ok(ReadingSpec { kind, role, modifier }),
                    _ => Err(CliError::input(format!(
                        "--lectura: «{text}» debe ser TIPO:DADO[:MOD]; tipos: normal, reflejos, sangre_fria, ataque, defensa, \
                         fuerza, aguante, dano, arma; dados: superior, medio, inferior"
                    ))),
                }
            })
            .collect()
    }

    /// The spec, with counts taken from typed faces where no count was given.
    pub fn spec(&self, typed: &BTreeMap<String, Vec<i64>>) -> Result<RollSpec, CliError> {
        let count =
            |n: Option<u8>, c: Colour| n.unwrap_or_else(|| typed.get(c.group()).map_or(0, |f| f.len().min(3) as u8));
        // `check` refuses a specialty without a Fortaleza first.
        let fortes = tirada_play::portal::request::fortes(
            &self.fortaleza,
            &self.sobrehumana,
            self.especialidad,
            &self.especialidad_sobrehumana,
        )
        .unwrap_or_default();
        Ok(RollSpec {
            readings: self.readings()?,
            role: match self.dado.unwrap_or(KeptArg::Superior) {
                KeptArg::Superior => Role::High,
                KeptArg::Medio => Role::Middle,
                KeptArg::Inferior => Role::Low,
            },
            kind: match self.tipo {
                KindArg::Normal => ReadingKind::Normal,
                KindArg::Reflejos => ReadingKind::Reflexes,
                KindArg::SangreFria => ReadingKind::Composure,
                KindArg::Ataque => ReadingKind::Attack,
                KindArg::Defensa => ReadingKind::Defence,
                KindArg::Fuerza => ReadingKind::Strength,
                KindArg::Aguante => ReadingKind::Toughness,
            },
            black: count(self.malestar, Colour::Black),
            red: count(self.heridas, Colour::Red),
            red_unrolled: self.heridas_sin_tirar,
            green: count(self.suerte, Colour::Green),
            tempt: self.tentar.is_some(),
            difficulty: self.dif,
            fortes,
            aces: self.ases,
            partial_rerolls: self.parcial,
            partial_superhuman_level: self.parcial_sobrehumana,
            temporary_specialty: self.especialidad_temporal,
            modifier: self.modifier,
            thorn: self.espina,
        })
    }

    /// Checks what clap cannot: an especialidad needs a Fortaleza to belong to.
    pub fn check(&self, lang: Lang) -> Result<(), CliError> {
        if self.especialidad && self.fortaleza.is_empty() && self.sobrehumana.is_empty() {
            return Err(CliError::input(lang.w("portal-especialidad-needs-fortaleza-to-belong")));
        }
        if tirada_play::portal::request::fortes(
            &self.fortaleza,
            &self.sobrehumana,
            self.especialidad,
            &self.especialidad_sobrehumana,
        )
        .is_err()
        {
            return Err(CliError::input(lang.w("portal-especialidad-sobrehumana-each-level-is")));
        }
        if let Some(d) = self.dif {
            super::numbers::sane(d, "--dif", lang)?;
        }
        super::numbers::sane(self.modifier, "--mod", lang)?;
        if let Some(f) = self.tentar.filter(|&f| f > 6) {
            return Err(CliError::input(format!(
                "--tentar: la cara {f} no es posible en un d6 (valores de 1 a 6)"
            )));
        }
        Ok(())
    }
}

impl TypedArgs {
    /// Typed faces per colour group, checked to be d6 faces.
    pub fn faces(&self, tempt: Option<u8>, lang: Lang) -> Result<BTreeMap<String, Vec<i64>>, CliError> {
        let mut out = BTreeMap::new();
        for (flag, text, colour) in [
            ("--blancos", &self.blancos, Colour::White),
            ("--negros", &self.negros, Colour::Black),
            ("--rojos", &self.rojos, Colour::Red),
            ("--verdes", &self.verdes, Colour::Green),
        ] {
            if let Some(text) = text {
                let faces = parse_faces(text, flag, lang)?;
                if let Some(bad) = faces.iter().find(|f| !(1..=6).contains(*f)) {
                    return Err(CliError::input(lang.t(
                        "portal-face-is-impossible-on-d",
                        &[("flag", flag.to_string().into()), ("bad", bad.to_string().into())],
                    )));
                }
                out.insert(colour.group().to_string(), faces);
            }
        }
        if let Some(face) = tempt.filter(|&f| f > 0) {
            out.insert(Colour::Tempted.group().to_string(), vec![face as i64]);
        }
        Ok(out)
    }
}

fn reading_kind(word: &str) -> Option<ReadingKind> {
    Some(match word {
        "normal" => ReadingKind::Normal,
        "reflejos" => ReadingKind::Reflexes,
        "sangre_fria" | "sangre-fria" => ReadingKind::Composure,
        "ataque" => ReadingKind::Attack,
        "defensa" => ReadingKind::Defence,
        "fuerza" => ReadingKind::Strength,
        "aguante" => ReadingKind::Toughness,
        "dano" | "daño" => ReadingKind::Damage,
        "arma" => ReadingKind::Weapon,
        _ => return None,
    })
}

fn role(word: &str) -> Option<Role> {
    Some(match word {
        "superior" => Role::High,
        "medio" => Role::Middle,
        "inferior" => Role::Low,
        _ => return None,
    })
}

/// `tirada portal colaboracion`: the totals already rolled, or the members who roll here.
#[derive(clap::Args, Debug)]
pub struct ColaboracionArgs {
    /// Dificultad del reto común, ya ajustada por el Guía.
    #[arg(long, allow_hyphen_values = true)]
    pub dif: i32,
    /// El total de cada participante, en orden: 5,8,2,-1.
    #[arg(long, allow_hyphen_values = true, conflicts_with = "miembro")]
    pub totales: Option<String>,
    /// Sus nombres, en el mismo orden: Alex,Bruno,Cosme,David.
    #[arg(long, conflicts_with = "miembro")]
    pub nombres: Option<String>,
    /// Un miembro que tira (repetible): "NOMBRE [CARAS] [fortaleza=N] [ases=N] [dado=medio] [lider]".
    #[arg(long)]
    pub miembro: Vec<String>,
    /// Una repetición, en orden: NOMBRE:COLOR:CARA[=NUEVA][:propia]; del líder salvo «propia».
    #[arg(long, requires = "miembro")]
    pub repeticion: Vec<String>,
    /// Perfil de reglas para las tiradas.
    #[arg(long, value_enum, default_value = "resumen")]
    pub perfil: ProfileArg,
    /// Una regla suelta sobre el perfil (repetible).
    #[arg(long)]
    pub regla: Vec<String>,
}

/// The table's rules: a profile and `clave=valor` settings.
pub fn table_rules(perfil: ProfileArg, regla: &[String], lang: Lang) -> Result<Rules, CliError> {
    let mut rules = Rules::of(match perfil {
        ProfileArg::Resumen => Profile::Summary,
        ProfileArg::Libro => Profile::Book,
    });
    for r in regla {
        let (key, value) = r.split_once('=').ok_or_else(|| {
            let form = tirada_dice::Words::key("cli-setting-form")
                .arg("given", r.as_str())
                .arg("settings", SETTINGS);
            CliError::input(format!("--regla: {}", tirada_narrate::say(&form, lang.narrate())))
        })?;
        rules
            .set(key.trim(), value.trim())
            .map_err(|e| CliError::input(format!("--regla: {}", lang.error(&e))))?;
    }
    Ok(rules)
}
