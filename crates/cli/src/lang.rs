//! The language of human output (`--lang es|en`) and number formatting per language.

use clap::ValueEnum;

/// Spanish first; English second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Lang {
    #[default]
    Es,
    En,
}

impl Lang {
    /// Picks the phrase for this language.
    /// The same language for the narrator (`tirada-narrate`).
    pub fn narrate(self) -> tirada_narrate::Lang {
        match self {
            Lang::Es => tirada_narrate::Lang::Es,
            Lang::En => tirada_narrate::Lang::En,
        }
    }

    /// An error of the engine in this language, from the errors' messages.
    pub fn error(self, e: &impl tirada_dice::Worded) -> String {
        tirada_narrate::error(e, self.narrate())
    }

    /// A refusal of the play layer in this language.
    pub fn refusal(self, e: &tirada_play::PlayError) -> String {
        tirada_narrate::refusal(e, self.narrate())
    }

    pub fn pick<'a>(self, es: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::Es => es,
            Lang::En => en,
        }
    }

    /// A percentage with two decimals, with the decimal comma in Spanish (`2,80 %`).
    pub fn percent(self, p: f64) -> String {
        let s = format!("{p:.2}");
        match self {
            Lang::Es => format!("{} %", s.replace('.', ",")),
            Lang::En => format!("{s}%"),
        }
    }

    /// A decimal number with up to `decimals` digits, trailing zeros removed.
    pub fn decimal(self, x: f64, decimals: usize) -> String {
        let s = format!("{x:.decimals$}");
        let s = if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        };
        match self {
            Lang::Es => s.replace('.', ","),
            Lang::En => s,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_uses_the_decimal_comma() {
        assert_eq!(Lang::Es.percent(2.8), "2,80 %");
        assert_eq!(Lang::En.percent(2.8), "2.80%");
        assert_eq!(Lang::Es.decimal(5.5, 3), "5,5");
        assert_eq!(Lang::En.decimal(7.0, 3), "7");
    }
}
