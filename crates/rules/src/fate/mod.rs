//! # Fate «La Escalera»
//!
//! The Spanish adaptation of Spirit of the Century (Fate 3.0) in `seeds/fate-escalera.txt`:
//! the ladder, 4dF, conflicts with stress and consequences, *poderes* and *puntos de poder*,
//! minions and followers — and no aspects. Sources are cited as `Lnnn` (seed lines) and rule or
//! ambiguity ids (`R-…`, `A-…`) of the reading aid `shared/rules/fate.md`.
//!
//! Pure: dice come from a [`DiceSource`](tirada_dice::DiceSource) under the group `dados`,
//! odds are exact, and every configurable choice is a setting of [`Rules`].

pub mod actions;
pub mod attack;
pub mod blocks;
pub mod changes;
pub mod character;
pub mod combine;
pub mod conflict;
pub mod consequence;
pub mod error;
pub mod events;
pub mod followers;
pub mod hits;
pub mod ladder;
pub mod leaders;
pub mod maneuvers;
pub mod minions;
pub mod movement;
pub mod odds;
pub mod options;
pub mod orders;
pub mod physical;
pub mod play;
pub mod powers;
pub mod roll;
pub mod scenario;
pub mod sheet;
pub mod stress;
pub mod summary;
pub mod tables;
pub mod tactics;
pub mod transcript;

pub use actions::{ActionOptions, AttackReport, PpSpend};
pub use attack::{hit_effect, resolve_attack, AttackOutcome, CriticoHolder, HitEffect};
pub use character::{Absorb, Character, Taken};
pub use conflict::{Actor, Block, BlockKind, Conflict, Participant, Status};
pub use consequence::{Consequence, Due, Recovery, Severity};
pub use error::FateError;
pub use events::Event;
pub use followers::{Follower, Improvements};
pub use ladder::{fold, signed, Ladder};
pub use maneuvers::{ActionReport, ManeuverReport, Opposition, SceneChange};
pub use minions::{MinionGroup, MinionHit, Overflow, OverflowUse};
pub use movement::{Reach, Zones};
pub use odds::{attack_odds, contest_odds, dice_dist, effort_dist, roll_odds, AttackOdds, ContestOdds, RollOdds};
pub use options::Rules;
pub use physical::MoveReport;
pub use play::{AbsorbPolicy, Play};
pub use powers::{Power, PowerPoints, PpEvent, PpReason};
pub use roll::{Contest, FateRoll, Modifier, ModifierKind, Outcome, RollSpec, Step, Transcript, Winner};
pub use scenario::Scenario;
pub use sheet::Sheet;
pub use stress::{Placement, StressTrack, Track};
pub use summary::{ParticipantSummary, SideSummary};
pub use tables::{AttackIntent, ConflictKind, FollowerType};
