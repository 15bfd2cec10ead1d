//! # Fate «La Escalera»
//!
//! The Spanish adaptation of Spirit of the Century (Fate 3.0) in `seeds/fate-escalera.txt`:
//! the ladder, 4dF, conflicts with stress and consequences, *poderes* and *puntos de poder*,
//! minions and followers — and no aspects. Sources are cited as `Lnnn` (seed lines) and rule or
//! ambiguity ids (`R-…`, `A-…`) of the reading aid (each choice made and its setting:
//! `docs/rules/fate.md`).
//!
//! Pure: dice come from a [`DiceSource`](tirada_dice::DiceSource) under the group `dados`,
//! odds are exact, and every configurable choice is a setting of [`Rules`].
//!
//! The ground: the ladder, the ruleset ([`options`]), the book's tables and what can be wrong
//! ([`error`]). Above it: [`roll`] (4dF, contests, combined skills, exact odds), [`character`]
//! (the sheet, stress, consequences, powers, followers, minions, changes outside a conflict)
//! and [`conflict`] (the tracker, its log, files, orders and plans, and the actions of a turn in
//! [`conflict::actions`]).

pub mod character;
pub mod conflict;
pub mod error;
pub mod ladder;
pub mod options;
pub mod roll;
pub mod tables;

pub use character::consequence::{Consequence, Due, Recovery, Severity};
pub use character::followers::{Follower, Improvements};
pub use character::minions::{MinionGroup, MinionHit, Overflow, OverflowUse};
pub use character::powers::{Power, PowerPoints, PpEvent, PpReason};
pub use character::sheet::Sheet;
pub use character::stress::{Placement, StressTrack, Track};
pub use character::{Absorb, Character, Taken};
pub use conflict::actions::act::{ActionOptions, AttackReport, PpSpend};
pub use conflict::actions::attack::{hit_effect, resolve_attack, AttackOutcome, CriticoHolder, HitEffect};
pub use conflict::actions::maneuvers::{ActionReport, ManeuverReport, Opposition, SceneChange};
pub use conflict::actions::movement::{Reach, Zones};
pub use conflict::actions::physical::MoveReport;
pub use conflict::events::Event;
pub use conflict::play::{AbsorbPolicy, Play};
pub use conflict::scenario::Scenario;
pub use conflict::summary::{ParticipantSummary, SideSummary};
pub use conflict::{Actor, Block, BlockKind, Conflict, Participant, Status};
pub use error::FateError;
pub use ladder::{fold, signed, Ladder};
pub use options::Rules;
pub use roll::odds::{attack_odds, contest_odds, dice_dist, effort_dist, roll_odds, AttackOdds, ContestOdds, RollOdds};
pub use roll::transcript::Transcript;
pub use roll::{Contest, FateRoll, Modifier, ModifierKind, Outcome, RollSpec, Step, Winner};
pub use tables::{AttackIntent, ConflictKind, FollowerType};

// The modules' paths from before the folders (issue #24), which other crates name.
pub use character::{changes, consequence, followers, minions, powers, sheet, stress};
pub use conflict::actions::{act as actions, attack, blocks, hits, maneuvers, movement, physical};
pub use conflict::{events, leaders, orders, play, scenario, summary, tactics};
pub use roll::{combine, odds, transcript};
