//! One module per subcommand.

pub mod chasis;
pub mod db;
pub mod discord;
pub mod fate;
pub mod ficha;
pub mod hitos;
pub mod importar;
pub mod mirilla;
pub mod odds;
pub mod portal;
pub mod roll;
pub mod serve;
pub mod sim;

use crate::error::CliError;
use crate::lang::Lang;
use crate::render::Style;
use serde::Serialize;

/// Prints exactly one JSON object on stdout, as the contract requires for `--json`.
pub fn print_json(value: &impl Serialize) -> Result<(), CliError> {
    println!("{}", serde_json::to_string(value)?);
    Ok(())
}

/// Prints a roll's `--json` object with its `explanation` (tirada-narrate, the words the web
/// table gives the same roll) in the language asked for, added last so the roll's own fields
/// keep their order.
pub fn print_roll_json(value: &impl Serialize, lang: Lang) -> Result<(), CliError> {
    let mut text = serde_json::to_string(value)?;
    let explanation = tirada_narrate::explain_json(&serde_json::from_str(&text)?, lang.narrate());
    if !explanation.is_null() && text.ends_with('}') && text.len() > 2 {
        text.pop();
        text.push_str(",\"explanation\":");
        text.push_str(&explanation.to_string());
        text.push('}');
    }
    println!("{text}");
    Ok(())
}

/// A roll for people: its explanation (tirada-narrate) — the headline in bold, then each line
/// indented — so the CLI says exactly what the web table and the export say of the same roll.
/// `value` is the roll object `--json` prints.
pub fn explained(value: &impl Serialize, lang: Lang) -> Result<String, CliError> {
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    let Some(e) = tirada_narrate::explain(&serde_json::to_value(value)?, lang.narrate()) else {
        return Ok(String::new());
    };
    let mut out = format!("{}\n", style.bold(&e.headline));
    for line in &e.lines {
        out.push_str(&format!("  {}\n", line.text));
    }
    Ok(out)
}
