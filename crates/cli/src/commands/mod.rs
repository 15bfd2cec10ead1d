//! One module per subcommand.

pub mod chasis;
pub mod fate;
pub mod hitos;
pub mod mirilla;
pub mod odds;
pub mod portal;
pub mod portal_advanced;
mod portal_advanced_render;
pub mod portal_args;
pub mod portal_collab;
pub mod portal_combat;
pub mod portal_extended;
pub mod portal_interactive;
mod portal_joint;
pub mod portal_magic;
mod portal_magic_render;
pub mod portal_odds;
pub mod portal_render;
pub mod portal_sheet;
pub mod portal_sheet_roll;
pub mod roll;
pub mod serve;
pub mod sim;

use crate::error::CliError;
use serde::Serialize;

/// Prints exactly one JSON object on stdout, as the contract requires for `--json`.
pub fn print_json(value: &impl Serialize) -> Result<(), CliError> {
    println!("{}", serde_json::to_string(value)?);
    Ok(())
}
