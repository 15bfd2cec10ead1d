//! *Puntos incógnitos* (factor incógnito, L1002-L1010): a player hides how many points they
//! have behind a card (*baza*) chosen before the scene or session. Each point used, they hand
//! the card to the DJ, who gives back one a point lower; after the last, a joker (*comodín*)
//! that means zero. The others only see that there is a card until the count is revealed.

use serde::{Deserialize, Serialize};

/// A card that stands for some points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Card {
    /// A card worth this many points (1 or more).
    #[serde(rename = "carta")]
    Number(u32),
    /// The joker: zero points left.
    #[serde(rename = "comodin")]
    Joker,
}

impl Card {
    fn of(points: u32) -> Card {
        if points == 0 {
            Card::Joker
        } else {
            Card::Number(points)
        }
    }

    pub fn points(self) -> u32 {
        match self {
            Card::Number(n) => n,
            Card::Joker => 0,
        }
    }
}

/// One use: the card the player handed over and the one the DJ gave back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Exchange {
    pub handed: Card,
    pub returned: Card,
}

/// What the other players see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum View {
    /// A face-down card: its value stays hidden.
    #[serde(rename = "oculto")]
    Hidden,
    /// The count, once revealed at the conclusion.
    #[serde(rename = "revelado")]
    Revealed(u32),
}

/// A hidden count of points held as a card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HiddenPoints {
    card: Card,
    revealed: bool,
}

/// There are no points left to use: the player holds the joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoPointsLeft;

impl HiddenPoints {
    /// The player picks a card for `points` in the pre-scene or pre-session, face down.
    pub fn choose(points: u32) -> HiddenPoints {
        HiddenPoints {
            card: Card::of(points),
            revealed: false,
        }
    }

    /// Uses one point: the card goes to the DJ, who returns the one a point lower (the joker
    /// after the last point).
    pub fn use_point(&mut self) -> Result<Exchange, NoPointsLeft> {
        let handed = self.card;
        let left = handed.points().checked_sub(1).ok_or(NoPointsLeft)?;
        self.card = Card::of(left);
        Ok(Exchange {
            handed,
            returned: self.card,
        })
    }

    /// The card the player holds (the player and the DJ may look).
    pub fn card(&self) -> Card {
        self.card
    }

    /// What the other players see.
    pub fn view(&self) -> View {
        if self.revealed {
            View::Revealed(self.card.points())
        } else {
            View::Hidden
        }
    }

    /// The count is shown at the conclusion.
    pub fn reveal(&mut self) -> u32 {
        self.revealed = true;
        self.card.points()
    }
}
