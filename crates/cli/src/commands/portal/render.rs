//! Human output of a PORTAL roll: coloured dice, a line per effect, the verdict, the sheet.

use crate::lang::Lang;
use crate::render::Style;
use tirada_rules::portal::{Colour, Outcome};

/// The die painted in its book colour (white, black, red, green; a tempted die is green, marked).
pub fn paint(style: Style, colour: Colour, face: u8, kept: bool) -> String {
    let text = if kept { format!("[{face}]") } else { format!(" {face} ") };
    let code = match colour {
        Colour::White => "30;107",
        Colour::Black => "97;40",
        Colour::Red => "97;41",
        Colour::Green | Colour::Tempted => "30;42",
    };
    let code = if kept { format!("1;{code}") } else { code.to_string() };
    style.paint(&code, &text)
}

pub fn outcome_word(o: Outcome, lang: Lang) -> String {
    match o {
        Outcome::Exito => lang.w("portal-outcome-word-exito"),
        Outcome::Parcial => lang.w("portal-outcome-word-parcial"),
        Outcome::Fallo => lang.w("portal-outcome-word-fallo"),
        Outcome::Pifia => lang.w("portal-outcome-word-pifia"),
    }
}
