//! One module per subcommand.

pub mod mirilla;
pub mod odds;
pub mod roll;

use crate::error::CliError;
use serde::Serialize;

/// Prints exactly one JSON object on stdout, as the contract requires for `--json`.
pub fn print_json(value: &impl Serialize) -> Result<(), CliError> {
    println!("{}", serde_json::to_string(value)?);
    Ok(())
}
