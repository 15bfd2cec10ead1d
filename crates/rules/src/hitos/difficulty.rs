//! Table 5, *Dificultades de las pruebas* (L24–L73): six named bands of five values each. The
//! GM picks a number inside a band; rules elsewhere use plain numbers outside them (5 for a
//! helpless target...), so a difficulty is always an integer and a band only names it (AMB-58).

use serde::{Deserialize, Serialize};

/// A *categoría de dificultad*.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Band {
    #[serde(rename = "facil")]
    Easy,
    #[serde(rename = "media")]
    Medium,
    #[serde(rename = "dificil")]
    Hard,
    #[serde(rename = "muy_dificil")]
    VeryHard,
    #[serde(rename = "extremadamente_dificil")]
    ExtremelyHard,
    #[serde(rename = "casi_imposible")]
    NearlyImpossible,
}

impl Band {
    pub const ALL: [Band; 6] = [
        Band::Easy,
        Band::Medium,
        Band::Hard,
        Band::VeryHard,
        Band::ExtremelyHard,
        Band::NearlyImpossible,
    ];

    /// The book's name.
    pub fn name(self) -> &'static str {
        match self {
            Band::Easy => "Fácil",
            Band::Medium => "Media",
            Band::Hard => "Difícil",
            Band::VeryHard => "Muy difícil",
            Band::ExtremelyHard => "Extremadamente difícil",
            Band::NearlyImpossible => "Casi imposible",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            Band::Easy => "Easy",
            Band::Medium => "Medium",
            Band::Hard => "Hard",
            Band::VeryHard => "Very hard",
            Band::ExtremelyHard => "Extremely hard",
            Band::NearlyImpossible => "Nearly impossible",
        }
    }

    /// The lowest and highest difficulty of the band (8–12 ... 33–37).
    pub fn range(self) -> (i32, i32) {
        let low = 8 + 5 * self as i32;
        (low, low + 4)
    }

    /// The value a rule that names only the band uses: the middle of it (AMB-47).
    pub fn value(self) -> i32 {
        self.range().0 + 2
    }

    /// The band a difficulty falls in, if any (8–37).
    pub fn of(difficulty: i32) -> Option<Band> {
        Band::ALL
            .into_iter()
            .find(|b| (b.range().0..=b.range().1).contains(&difficulty))
    }

    /// A band from its name, with or without accents, spaces, dashes or capitals
    /// (`media`, `Muy difícil`, `muy-dificil`, `casi_imposible`).
    pub fn from_word(word: &str) -> Option<Band> {
        let key: String = word
            .trim()
            .to_lowercase()
            .chars()
            .map(|c| match c {
                'á' => 'a',
                'é' => 'e',
                'í' => 'i',
                'ó' => 'o',
                'ú' => 'u',
                ' ' | '-' => '_',
                c => c,
            })
            .collect();
        Some(match key.as_str() {
            "facil" | "easy" => Band::Easy,
            "media" | "medium" => Band::Medium,
            "dificil" | "hard" => Band::Hard,
            "muy_dificil" | "very_hard" => Band::VeryHard,
            "extremadamente_dificil" | "extremely_hard" => Band::ExtremelyHard,
            "casi_imposible" | "nearly_impossible" => Band::NearlyImpossible,
            _ => return None,
        })
    }
}

/// A difficulty typed as a number or a band name (a band means its middle value).
pub fn parse_difficulty(text: &str) -> Option<i32> {
    match text.trim().parse::<i32>() {
        Ok(d) => Some(d),
        Err(_) => Band::from_word(text).map(Band::value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_are_contiguous_five_wide_from_8_to_37() {
        // NC-07
        let ranges: Vec<(i32, i32)> = Band::ALL.iter().map(|b| b.range()).collect();
        assert_eq!(ranges.first(), Some(&(8, 12)));
        assert_eq!(ranges.last(), Some(&(33, 37)));
        for w in ranges.windows(2) {
            assert_eq!(w[0].1 + 1, w[1].0);
        }
        assert_eq!(Band::of(7), None);
        assert_eq!(Band::of(17), Some(Band::Medium));
        assert_eq!(Band::of(38), None);
        assert_eq!(parse_difficulty("Muy difícil"), Some(25));
        assert_eq!(parse_difficulty("casi-imposible"), Some(35));
        assert_eq!(parse_difficulty("12"), Some(12));
        assert_eq!(parse_difficulty("nada"), None);
    }
}
