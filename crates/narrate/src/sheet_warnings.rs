//! The soft limits a PORTAL sheet goes past (`tirada_rules::portal::sheet_warnings`), as one
//! sentence each: the rules return the typed warning, and the CLI's `portal ficha` and the web
//! table's sheet editor both print this.

use crate::text::Lang;
use tirada_rules::portal::sheet_warnings::SheetWarning;

/// The sentence of a sheet's warning, without a final stop.
pub fn sheet_warning(w: &SheetWarning, lang: Lang) -> String {
    match w {
        SheetWarning::ForteAboveMax { forte, level, max } => lang.t(
            "sheet-forte-above-max",
            &[
                ("forte", forte.as_str().into()),
                ("level", (*level).into()),
                ("max", (*max).into()),
            ],
        ),
        SheetWarning::NoDrive => lang.w("sheet-no-drive"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// B436: a protagonist's Fortaleza at 5 goes past the guideline 4; B816: no drive.
    #[test]
    fn each_warning_reads_in_both_languages() {
        let w = SheetWarning::ForteAboveMax {
            forte: "Esgrima".into(),
            level: 5,
            max: 4,
        };
        assert_eq!(
            sheet_warning(&w, Lang::Es),
            "«Esgrima» tiene nivel 5, por encima del máximo orientativo 4 para un protagonista (B436); vale si el director lo permite"
        );
        assert_eq!(
            sheet_warning(&w, Lang::En),
            "'Esgrima' is at level 5, above the guideline maximum of 4 for a protagonist (B436); fine if the GM allows it"
        );
        assert!(sheet_warning(&SheetWarning::NoDrive, Lang::Es).contains("estímulos"));
        assert!(sheet_warning(&SheetWarning::NoDrive, Lang::En).contains("drives"));
    }
}
