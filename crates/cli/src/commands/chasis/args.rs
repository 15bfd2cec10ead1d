//! The flags of one CHASIS check, shared by `tirada chasis`, its contests and its odds.

use std::path::PathBuf;

/// The apertura the game uses (L1060).
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum AperturaArg {
    Ninguna,
    Gemela,
    Tope,
    Media,
    Sobredecima,
}

/// What a sobredécima bonus die does next (A9).
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ContinuationArg {
    Diez,
    Relanzar,
    Ninguna,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum LevelModeArg {
    Modificador,
    Dificultad,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum GradualArg {
    Anti,
    Pro,
    Ambi,
}

/// The flags a check and its odds share.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Modificador: un número o dados (+2, -3, +1d6, -1d8+2).
    #[arg(long = "mod", value_name = "MOD", allow_hyphen_values = true, default_value = "0")]
    pub modifier: String,
    /// Dificultad (por defecto la de las reglas: 13, el promedio de 2d12).
    #[arg(long, allow_negative_numbers = true)]
    pub dif: Option<i64>,
    /// Apertura (tirada abierta); por defecto la de las reglas, o ninguna.
    #[arg(long, value_enum)]
    pub apertura: Option<AperturaArg>,
    /// Con la apertura tope, también aperturas bajas (cada ① resta 1d12).
    #[arg(long)]
    pub bajas: bool,
    /// Con la apertura sobredécima: diez (cada d10 con 10 suma otro), relanzar (se tira otro
    /// d12, que con ⑪/⑫ vuelve a abrir) o ninguna.
    #[arg(long, value_enum)]
    pub continuacion: Option<ContinuationArg>,
    /// Un fichero TOML de reglas (rulesets/chasis/*.toml).
    #[arg(long, value_name = "FICHERO")]
    pub reglas: Option<PathBuf>,
    /// Nivel (NIV) del oponente: MOD −NIV, o la dificultad con --modo-niv dificultad.
    #[arg(long, allow_negative_numbers = true)]
    pub niv: Option<i64>,
    /// Qué hace el NIV en este chequeo (por defecto, lo que digan las reglas).
    #[arg(long, value_enum)]
    pub modo_niv: Option<LevelModeArg>,
    /// Grados de pseudopersonajes para el auxiliar (arma +, armadura −), p. ej. --psj 3,-2.
    #[arg(long, value_delimiter = ',', allow_negative_numbers = true)]
    pub psj: Vec<i64>,
    /// Chequeo gradual: anti (solo GDF), pro (solo GDE) o ambi (ambos).
    #[arg(long, value_enum)]
    pub gradual: Option<GradualArg>,
    /// Ficha del personaje (TOML), o «ejemplo:ID» para un personaje de ejemplo del manual (gilius, subotai, pai_mei...).
    #[arg(long, value_name = "FICHERO")]
    pub ficha: Option<String>,
    /// Cualidad de la ficha cuyo atributo se suma al modificador (por nombre o código: «Ataque con Hacha», ATA).
    #[arg(long, requires = "ficha")]
    pub atributo: Option<String>,
    /// PY de énfasis gastados antes de tirar: +1 al MOD cada uno.
    #[arg(long, default_value_t = 0)]
    pub enfasis: i64,
    /// Puntos de AUX comprados con énfasis (2PY cada uno).
    #[arg(long, default_value_t = 0)]
    pub enfasis_aux: i64,
    /// PY de estrés que aplica el DJ: −1 al MOD cada uno.
    #[arg(long, default_value_t = 0)]
    pub estres: i64,
}
