//! *Colaboración* (§4.1, B884–B918, S74–S78) and the summary's extended rolls (§4.8, S80–S84).
//!
//! Every member throws a [`PortalRoll`]; the leader's Fortaleza levels are one pool of rerolls
//! shared by the whole team (CO6); the group's excess pays for the members who fell short.

use crate::portal::dice::Colour;
use crate::portal::error::PortalError;
use crate::portal::options::Rules;
use crate::portal::roll::machine::PortalRoll;
use crate::portal::roll::spec::RollSpec;
use serde::Serialize;
use tirada_dice::DiceSource;

/// How the totals of a joint action add up (CO3–CO5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Collaboration {
    pub difficulty: i32,
    /// Success levels: the sum of every excess over the difficulty (B902).
    pub levels: i32,
    /// Each member's cost: 2 per point short of the difficulty (B904); 0 at or above it.
    pub costs: Vec<i32>,
    /// Members whose total is below zero: their fumble still applies.
    pub fumbles: Vec<usize>,
    /// The members raised to the difficulty, cheapest first, with the levels there are.
    pub covered: Vec<usize>,
    /// Whether every shortfall is paid (the whole task succeeds when failure is collective).
    pub all_covered: bool,
}

/// The joint result of `totals` against `difficulty` (CO7).
pub fn collaborate(totals: &[i32], difficulty: i32) -> Collaboration {
    let levels = totals.iter().map(|t| (t - difficulty).max(0)).sum();
    let costs: Vec<i32> = totals.iter().map(|t| 2 * (difficulty - t).max(0)).collect();
    let mut order: Vec<usize> = (0..totals.len()).filter(|&i| costs[i] > 0).collect();
    order.sort_by_key(|&i| costs[i]);
    let mut left = levels;
    let mut covered = Vec::new();
    for i in order {
        if costs[i] <= left {
            left -= costs[i];
            covered.push(i);
        }
    }
    let short = costs.iter().filter(|&&c| c > 0).count();
    Collaboration {
        difficulty,
        levels,
        fumbles: (0..totals.len()).filter(|&i| totals[i] < 0).collect(),
        all_covered: covered.len() == short,
        covered,
        costs,
    }
}

/// The GM's difficulty for a beam lifted by `people` (EX-COLL-DIFF): 7, −1 per helper, at least 5.
pub fn beam_difficulty(people: u32) -> i32 {
    (7 - people.saturating_sub(1) as i32).max(5)
}

/// A joint action in progress: the members' rolls and the leader's shared rerolls.
#[derive(Clone, Debug)]
pub struct JointAction {
    pub difficulty: i32,
    pub rolls: Vec<PortalRoll>,
    leader: Option<usize>,
    shared: u8,
    shared_used: u8,
    own: Vec<u8>,
    own_used: Vec<u8>,
}

/// A reroll the team cannot make.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-joint", content = "args", rename_all = "kebab-case")]
pub enum JointError {
    NoMember(usize),
    LeaderSpent(u8),
    OwnSpent(usize),
    Leaders,
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Roll(PortalError),
}

tirada_dice::worded!(JointError);

impl From<PortalError> for JointError {
    fn from(e: PortalError) -> Self {
        JointError::Roll(e)
    }
}

impl JointAction {
    /// Everyone throws; the leader's Fortaleza levels become the shared pool (B914, S77).
    pub fn throw(
        difficulty: i32,
        members: Vec<RollSpec>,
        leader: Option<usize>,
        rules: &Rules,
        dice: &mut impl DiceSource,
    ) -> Result<Self, JointError> {
        let shared = leader
            .and_then(|l| members.get(l))
            .map_or(0, |s| s.fortes.iter().map(|f| f.level).sum());
        let own: Vec<u8> = members.iter().map(RollSpec::base_pool).collect();
        let rolls = members
            .into_iter()
            .enumerate()
            .map(|(i, mut spec)| {
                if Some(i) != leader {
                    spec.aces += shared;
                }
                PortalRoll::throw(spec, rules.clone(), dice)
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(JointAction {
            difficulty,
            own_used: vec![0; rolls.len()],
            rolls,
            leader,
            shared,
            shared_used: 0,
            own,
        })
    }

    /// Rerolls a member's die, from the leader's pool or the member's own Fortalezas. The
    /// leader's own rerolls always come from the shared pool.
    pub fn reroll(
        &mut self,
        member: usize,
        colour: Colour,
        face: u8,
        from_leader: bool,
        dice: &mut impl DiceSource,
    ) -> Result<u8, JointError> {
        if member >= self.rolls.len() {
            return Err(JointError::NoMember(member));
        }
        let leader_pays = from_leader || Some(member) == self.leader;
        if leader_pays && self.shared_used >= self.shared {
            return Err(JointError::LeaderSpent(self.shared));
        }
        if !leader_pays && self.own_used[member] >= self.own[member] {
            return Err(JointError::OwnSpent(member));
        }
        let to = self.rolls[member].reroll(colour, face, dice)?;
        if leader_pays {
            self.shared_used += 1;
        } else {
            self.own_used[member] += 1;
        }
        Ok(to)
    }

    pub fn totals(&self) -> Vec<i32> {
        self.rolls.iter().map(PortalRoll::total).collect()
    }

    pub fn result(&self) -> Collaboration {
        collaborate(&self.totals(), self.difficulty)
    }
}

/// A summary extended roll (S80–S84): successes accumulate towards a required total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExtendedRoll {
    pub difficulty: i32,
    pub required: i32,
    pub accumulated: i32,
    /// A roll below the difficulty ends the task in failure (S84).
    pub failed: bool,
    pub rolls: u32,
}

/// Where an extended roll stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExtendedStatus {
    #[serde(rename = "en_curso")]
    Going,
    #[serde(rename = "completada")]
    Done,
    #[serde(rename = "fracaso")]
    Failed,
}

impl ExtendedRoll {
    pub fn new(difficulty: i32, required: i32) -> Self {
        ExtendedRoll {
            difficulty,
            required,
            accumulated: 0,
            failed: false,
            rolls: 0,
        }
    }

    pub fn status(&self) -> ExtendedStatus {
        if self.failed {
            ExtendedStatus::Failed
        } else if self.accumulated >= self.required {
            ExtendedStatus::Done
        } else {
            ExtendedStatus::Going
        }
    }

    /// Adds a roll's total; a tie may raise the required total by one (`tie_raises`, S84).
    pub fn add(&mut self, total: i32, tie_raises: bool) -> ExtendedStatus {
        self.rolls += 1;
        match total.cmp(&self.difficulty) {
            std::cmp::Ordering::Greater => self.accumulated += total - self.difficulty,
            std::cmp::Ordering::Equal => self.required += tie_raises as i32,
            std::cmp::Ordering::Less => self.failed = true,
        }
        self.status()
    }

    /// Spends accumulated successes as rerolls for the next roll, one each (S83, A-42).
    pub fn spend(&mut self, rerolls: u8) -> Result<u8, ExtendedError> {
        if rerolls as i32 > self.accumulated {
            return Err(ExtendedError {
                want: rerolls,
                have: self.accumulated,
            });
        }
        self.accumulated -= rerolls as i32;
        Ok(rerolls)
    }
}

/// More successes spent as rerolls than are accumulated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExtendedError {
    pub want: u8,
    pub have: i32,
}

impl tirada_dice::Worded for ExtendedError {
    fn words(&self) -> tirada_dice::Words {
        tirada_dice::Words::key("portal-extended-short")
            .arg("want", self.want)
            .arg("have", self.have)
    }
}
tirada_dice::worded_display!(ExtendedError);

/// One roll of an extended roll played out, for the record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExtendedStep {
    pub total: i32,
    /// Successes spent as rerolls before this roll.
    pub spent: u8,
    pub accumulated: i32,
    pub required: i32,
    pub status: ExtendedStatus,
}

/// Why an extended roll cannot be played as given.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "portal-extended", content = "args", rename_all = "kebab-case")]
pub enum ExtendedPlayError {
    /// Spending before roll `roll` (from 1) more successes than are accumulated.
    Spend {
        roll: usize,
        #[serde(flatten)]
        error: ExtendedError,
    },
    /// A roll after the task had already ended.
    Ended,
}

tirada_dice::worded!(ExtendedPlayError);

/// Plays an extended roll (S80–S84, C-34): the totals in order, each preceded by the successes
/// `spends[i]` spent as its rerolls (S83); a tie raises the required total if `tie_raises`.
/// Refuses a roll after the task ended.
pub fn play_extended_roll(
    roll: &mut ExtendedRoll,
    totals: &[i32],
    spends: &[u8],
    tie_raises: bool,
) -> Result<Vec<ExtendedStep>, ExtendedPlayError> {
    let mut steps = Vec::new();
    for (i, &total) in totals.iter().enumerate() {
        if roll.status() != ExtendedStatus::Going {
            return Err(ExtendedPlayError::Ended);
        }
        let spent = spends.get(i).copied().unwrap_or(0);
        roll.spend(spent)
            .map_err(|error| ExtendedPlayError::Spend { roll: i + 1, error })?;
        let status = roll.add(total, tie_raises);
        steps.push(ExtendedStep {
            total,
            spent,
            accumulated: roll.accumulated,
            required: roll.required,
            status,
        });
    }
    Ok(steps)
}
