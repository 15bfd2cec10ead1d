//! Terminal rendering shared by every command: odds tables with bar charts, coloured text.
//!
//! Hand-drawn rather than through a table crate because the bar chart lives in the same rows as
//! the numbers, and the widths are simple.

use crate::lang::Lang;
use std::io::IsTerminal;
use tirada_dice::{Dist, Fraction};

/// Whether to use ANSI colours (a terminal, and `NO_COLOR` unset).
pub fn colour_enabled() -> bool {
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// ANSI styles, or nothing when colour is off.
#[derive(Clone, Copy)]
pub struct Style {
    pub on: bool,
}

impl Style {
    pub fn paint(self, code: &str, text: &str) -> String {
        if self.on {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
    pub fn bold(self, text: &str) -> String {
        self.paint("1", text)
    }
    pub fn dim(self, text: &str) -> String {
        self.paint("2", text)
    }
}

/// One row of an odds table.
pub struct Row {
    pub label: String,
    pub p: Fraction,
    /// The "at least" cumulative column, when it means something for the rows.
    pub at_least: Option<Fraction>,
}

/// Rows for every value of a distribution, with the "at least" column.
pub fn dist_rows(dist: &Dist) -> Vec<Row> {
    tirada_play::odds::cumulative(dist)
        .into_iter()
        .map(|(v, p, at_least)| Row {
            label: v.to_string(),
            p,
            at_least: Some(at_least),
        })
        .collect()
}

const BAR_WIDTH: usize = 30;

/// A bar of `fraction` of the full width, in eighths of a character.
fn bar(fraction: f64) -> String {
    let eighths = (fraction * (BAR_WIDTH * 8) as f64).round() as usize;
    let mut s = "█".repeat(eighths / 8);
    const PARTS: [&str; 8] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];
    s.push_str(PARTS[eighths % 8]);
    s
}

/// The table: label, exact fraction, percentage, "at least", and a bar scaled to the largest row.
pub fn odds_table(rows: &[Row], head: &str, lang: Lang, style: Style) -> String {
    let fractions: Vec<String> = rows.iter().map(|r| r.p.to_string()).collect();
    let w_label = rows
        .iter()
        .map(|r| r.label.chars().count())
        .max()
        .unwrap_or(0)
        .max(head.chars().count());
    let w_frac = fractions.iter().map(|f| f.len()).max().unwrap_or(0).max(12);
    let max_p = rows.iter().map(|r| r.p.to_f64()).fold(0.0, f64::max);
    let with_cumulative = rows.iter().any(|r| r.at_least.is_some());
    let mut out = String::new();
    let h_frac = lang.pick("probabilidad", "probability");
    let h_least = lang.pick("al menos", "at least");
    let mut header = format!("{head:>w_label$}  {h_frac:<w_frac$}  {:>9}", "%");
    if with_cumulative {
        header.push_str(&format!("  {h_least:>9}"));
    }
    out.push_str(&style.bold(&header));
    out.push('\n');
    for (r, f) in rows.iter().zip(&fractions) {
        let pct = lang.percent(r.p.percent());
        let mut line = format!("{:>w_label$}  {f:<w_frac$}  {pct:>9}", r.label);
        if let Some(c) = &r.at_least {
            line.push_str(&format!("  {:>9}", lang.percent(c.percent())));
        } else if with_cumulative {
            line.push_str(&format!("  {:>9}", ""));
        }
        let scaled = if max_p > 0.0 { r.p.to_f64() / max_p } else { 0.0 };
        line.push_str("  ");
        line.push_str(&style.paint("36", &bar(scaled)));
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirada_dice::Die;

    #[test]
    fn table_has_fraction_percent_cumulative_and_bars() {
        let rows = dist_rows(&Die::D6.dist().max(&Die::D6.dist()));
        let t = odds_table(&rows, "valor", Lang::Es, Style { on: false });
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 7);
        assert!(lines[0].contains("probabilidad") && lines[0].contains("al menos"));
        assert!(lines[1].starts_with("    1  1/36"), "{}", lines[1]);
        assert!(lines[1].contains("2,78 %") && lines[1].contains("100,00 %"));
        assert!(lines[6].contains("11/36") && lines[6].ends_with(&"█".repeat(30)));
    }
}
