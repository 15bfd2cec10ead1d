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

impl From<tirada_dice::Row> for Row {
    fn from(r: tirada_dice::Row) -> Row {
        Row {
            label: r.value.to_string(),
            p: r.p,
            at_least: Some(r.at_least),
        }
    }
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

/// The widths of a table's columns and the probability its bars are scaled to: measured on
/// its rows, or set beforehand for rows written as they come.
#[derive(Clone, Copy)]
pub struct Layout {
    pub label: usize,
    pub fraction: usize,
    pub max_p: f64,
    pub cumulative: bool,
}

impl Layout {
    /// The layout that fits `rows` under the heading `head`.
    pub fn of(rows: &[Row], head: &str) -> Layout {
        Layout {
            label: rows
                .iter()
                .map(|r| r.label.chars().count())
                .max()
                .unwrap_or(0)
                .max(head.chars().count()),
            fraction: rows.iter().map(|r| r.p.to_string().len()).max().unwrap_or(0).max(12),
            max_p: rows.iter().map(|r| r.p.to_f64()).fold(0.0, f64::max),
            cumulative: rows.iter().any(|r| r.at_least.is_some()),
        }
    }

    /// The heading line.
    pub fn header(&self, head: &str, lang: Lang, style: Style) -> String {
        let (w_label, w_frac) = (self.label, self.fraction);
        let h_frac = lang.w("table-probability");
        let mut header = format!("{head:>w_label$}  {h_frac:<w_frac$}  {:>9}", "%");
        if self.cumulative {
            header.push_str(&format!("  {:>9}", lang.w("table-at-least")));
        }
        style.bold(&header) + "\n"
    }

    /// One row's line.
    pub fn line(&self, r: &Row, lang: Lang, style: Style) -> String {
        let (w_label, w_frac) = (self.label, self.fraction);
        let pct = lang.percent(r.p.percent());
        let mut line = format!("{:>w_label$}  {:<w_frac$}  {pct:>9}", r.label, r.p.to_string());
        if let Some(c) = &r.at_least {
            line.push_str(&format!("  {:>9}", lang.percent(c.percent())));
        } else if self.cumulative {
            line.push_str(&format!("  {:>9}", ""));
        }
        let scaled = if self.max_p > 0.0 {
            r.p.to_f64() / self.max_p
        } else {
            0.0
        };
        line.push_str("  ");
        line.push_str(&style.paint("36", &bar(scaled)));
        line.trim_end().to_string() + "\n"
    }
}

/// The table: label, exact fraction, percentage, "at least", and a bar scaled to the largest row.
pub fn odds_table(rows: &[Row], head: &str, lang: Lang, style: Style) -> String {
    let layout = Layout::of(rows, head);
    let mut out = layout.header(head, lang, style);
    for r in rows {
        out.push_str(&layout.line(r, lang, style));
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
