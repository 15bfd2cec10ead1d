//! The flags every subcommand understands.

use crate::lang::Lang;
use clap::Args;

/// Flags every subcommand understands.
#[derive(Args, Debug, Clone)]
pub struct GlobalArgs {
    /// Print one JSON object (the machine interface).
    #[arg(long, global = true)]
    pub json: bool,
    /// Language of the human output.
    #[arg(long, global = true, value_enum, default_value_t = Lang::Es)]
    pub lang: Lang,
    /// Seed for reproducible rolls (unsigned 64-bit).
    #[arg(long, global = true)]
    pub seed: Option<u64>,
}
