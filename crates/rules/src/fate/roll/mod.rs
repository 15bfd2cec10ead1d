//! One Fate roll (L23–L35): four Fudge dice added to a skill and its modifiers against a
//! difficulty, and contests ([`machine`]); its transcript; combined skills ([`combine`]); and
//! the exact odds of all of it ([`odds`]).

pub mod combine;
pub mod machine;
pub mod odds;
pub mod transcript;

pub use machine::{
    dice_from, shifts_gained, throw_dice, total, Contest, Dice, FateRoll, Modifier, ModifierKind, Outcome, RollSpec,
    Step, Winner, CRITICO_SHIFTS, DICE, GROUP,
};
pub use transcript::Transcript;
