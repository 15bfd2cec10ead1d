//! PORTAL's dice: four colours of d6 and the kept basic die.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Most dice of one colour a character may hold or throw (B97).
pub const MAX_PER_COLOUR: u8 = 3;

/// The colour of a die, which is its role in the roll (B97–B344).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Basic dice (*Dados Básicos*, white): always three, one is kept.
    #[serde(rename = "blanco")]
    White,
    /// Discomfort dice (*Dados de Malestar*, black): −1 unless beaten.
    #[serde(rename = "negro")]
    Black,
    /// Wound dice (*Dados de Heridas*, red): −1 or −2 unless beaten.
    #[serde(rename = "rojo")]
    Red,
    /// Luck dice (*Dados de Suerte*, green): +1 when beaten.
    #[serde(rename = "verde")]
    Green,
    /// The lost luck die thrown when tempting luck (*tentar a la suerte*, B336–B352): behaves
    /// as discomfort.
    #[serde(rename = "tentado")]
    Tempted,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::White,
        Colour::Black,
        Colour::Red,
        Colour::Green,
        Colour::Tempted,
    ];

    /// The Spanish word, as on the command line (`--blancos`) and in JSON.
    pub fn word(self) -> &'static str {
        match self {
            Colour::White => "blanco",
            Colour::Black => "negro",
            Colour::Red => "rojo",
            Colour::Green => "verde",
            Colour::Tempted => "tentado",
        }
    }

    /// The group name faces are typed and asked for under.
    pub fn group(self) -> &'static str {
        match self {
            Colour::White => "blancos",
            Colour::Black => "negros",
            Colour::Red => "rojos",
            Colour::Green => "verdes",
            Colour::Tempted => "tentado",
        }
    }

    pub fn from_word(word: &str) -> Option<Colour> {
        let w = word.trim().to_lowercase();
        Colour::ALL
            .into_iter()
            .find(|c| w == c.word() || w == c.group() || w == c.english())
    }

    pub fn english(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Tempted => "tempted",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Which basic die is kept, by the character's role in the story (R3, B161–B175).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// *Dado superior*: what the character came to do, or is good at.
    #[default]
    #[serde(rename = "superior")]
    High,
    /// *Dado medio*: everything else.
    #[serde(rename = "medio")]
    Middle,
    /// *Dado inferior*: the opposite, or what needs training the character lacks.
    #[serde(rename = "inferior")]
    Low,
}

impl Role {
    pub fn word(self) -> &'static str {
        match self {
            Role::High => "superior",
            Role::Middle => "medio",
            Role::Low => "inferior",
        }
    }

    /// The kept face of three basic dice (R4): recomputed after every reroll.
    pub fn kept(self, white: [u8; 3]) -> u8 {
        let mut w = white;
        w.sort_unstable();
        match self {
            Role::Low => w[0],
            Role::Middle => w[1],
            Role::High => w[2],
        }
    }
}

/// One die on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PortalDie {
    #[serde(rename = "color")]
    pub colour: Colour,
    pub face: u8,
}
