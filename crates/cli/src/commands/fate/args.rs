//! The flags that describe one Fate roll, shared by the roll, the attack and their odds.

use std::path::PathBuf;

/// Flags shared by the roll and its odds.
#[derive(clap::Args, Debug, Clone)]
pub struct FateSpecArgs {
    /// Skill rating (default 0, Mediocre): a number or a ladder word.
    #[arg(long, allow_hyphen_values = true)]
    pub hab: Option<String>,
    /// Situational modifier added to the effort.
    #[arg(long = "mod", allow_hyphen_values = true, default_value_t = 0)]
    pub modifier: i32,
    /// Difficulty: a number or a ladder word (default Normal, +1).
    #[arg(long, allow_hyphen_values = true)]
    pub dif: Option<String>,
    /// Power points spent for +1 each.
    #[arg(long, default_value_t = 0)]
    pub pp: u32,
    /// Consequences held: −1 each.
    #[arg(long, default_value_t = 0)]
    pub consecuencias: u32,
    /// Supplementary actions: −1 each.
    #[arg(long, default_value_t = 0)]
    pub suplementarias: u32,
    /// Full defence: +2 to a defence or a reaction (F151); needs --reaccion.
    #[arg(long)]
    pub defensa_total: bool,
    /// The roll is a reaction or a defence, not a simple action.
    #[arg(long)]
    pub reaccion: bool,
    /// A secondary skill that modifies the primary (±1); repeatable.
    #[arg(long, allow_hyphen_values = true)]
    pub modifica: Vec<i32>,
    /// A secondary skill that complements the primary (+1 only); repeatable.
    #[arg(long, allow_hyphen_values = true)]
    pub complementa: Vec<i32>,
    /// A secondary skill that restricts the primary (−1 only); repeatable.
    #[arg(long, allow_hyphen_values = true)]
    pub restringe: Vec<i32>,
    /// The table's eleven ladder words, from +8 down to −2, separated by commas.
    #[arg(long)]
    pub escalera: Option<String>,
    /// A character sheet (TOML or JSON): the skill and consequences come from it.
    #[arg(long, value_name = "FICHERO", requires = "habilidad", conflicts_with_all = ["hab", "consecuencias"])]
    pub ficha: Option<PathBuf>,
    /// The skill of the sheet to roll (with --ficha).
    #[arg(long, requires = "ficha")]
    pub habilidad: Option<String>,
}
