//! Best rerolls for PORTAL: the roll as a game for the generic solver of `tirada-dice`.
//!
//! The same [`PortalGame`] gives the pre-roll odds under the best policy, the advice at the
//! table ("repite el negro 5: 41 % → 63 %") and the moves `--repetir optimo` plays — one
//! implementation, so they can never disagree.

use super::machine::PortalRoll;
use super::reading::{score, Throw};
use super::spec::RollSpec;
use super::transcript::Outcome;
use crate::portal::dice::Colour;
use crate::portal::error::PortalError;
use crate::portal::options::Rules;
use serde::Serialize;
use tirada_dice::solver::{self, Group, Move, RerollGame, Solution, SolveError};
use tirada_dice::{DiceSource, Fraction};

/// What "best" means (`--objetivo`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Objective {
    /// The chance of *éxito* (the default).
    #[default]
    #[serde(rename = "exito")]
    Success,
    /// The chance of *éxito* or *parcial*.
    #[serde(rename = "exito_o_parcial")]
    SuccessOrPartial,
    /// The expected total.
    #[serde(rename = "media")]
    Mean,
}

/// A PORTAL roll seen by the solver: one dice group per colour present.
pub struct PortalGame {
    spec: RollSpec,
    rules: Rules,
    objective: Objective,
    groups: Vec<Group>,
    colours: Vec<Colour>,
    pool: u8,
    blocked: bool,
    wounds_unrolled: u8,
}

impl PortalGame {
    /// The game of a roll not yet thrown.
    pub fn before_throw(spec: &RollSpec, rules: &Rules, objective: Objective, blocked: bool) -> Self {
        let counts = [
            (Colour::White, 3),
            (Colour::Black, spec.black),
            (Colour::Red, spec.red),
            (Colour::Green, spec.green),
            (Colour::Tempted, spec.tempt as u8),
        ];
        Self::new(spec, rules, objective, &counts, spec.base_pool(), blocked)
    }

    /// The game from the dice on the table now (wound dice removed with PP no longer count,
    /// aces bought with PP are in the pool).
    pub fn during(roll: &PortalRoll, objective: Objective) -> Self {
        let t = roll.throw_view();
        let counts = [
            (Colour::White, 3),
            (Colour::Black, t.black.len() as u8),
            (Colour::Red, t.red.len() as u8),
            (Colour::Green, t.green.len() as u8),
            (Colour::Tempted, t.tempted.is_some() as u8),
        ];
        Self::new(
            roll.spec(),
            roll.rules(),
            objective,
            &counts,
            roll.pool(),
            roll.is_blocked(),
        )
    }

    fn new(
        spec: &RollSpec,
        rules: &Rules,
        objective: Objective,
        counts: &[(Colour, u8)],
        pool: u8,
        blocked: bool,
    ) -> Self {
        let present: Vec<(Colour, u8)> = counts.iter().copied().filter(|c| c.1 > 0).collect();
        PortalGame {
            spec: spec.clone(),
            rules: rules.clone(),
            objective,
            groups: present.iter().map(|&(_, count)| Group { sides: 6, count }).collect(),
            colours: present.iter().map(|c| c.0).collect(),
            pool,
            blocked,
            wounds_unrolled: spec.red_unrolled,
        }
    }

    /// Rerolls the policy may use: the pool, capped (R27.5).
    pub fn allowance(&self) -> u32 {
        self.pool.min(self.rules.reroll_cap) as u32
    }

    /// The colour of solver group `g`.
    pub fn colour(&self, g: usize) -> Colour {
        self.colours[g]
    }

    /// The dice of a roll as the solver's sorted groups.
    pub fn groups_of(&self, roll: &PortalRoll) -> Vec<Vec<u8>> {
        let t = roll.throw_view();
        self.colours
            .iter()
            .map(|c| {
                let mut faces = match c {
                    Colour::White => t.white.to_vec(),
                    Colour::Black => t.black.to_vec(),
                    Colour::Red => t.red.to_vec(),
                    Colour::Green => t.green.to_vec(),
                    Colour::Tempted => t.tempted.into_iter().collect(),
                };
                faces.sort_unstable();
                faces
            })
            .collect()
    }

    /// The primary total for dice given per group, after `made` rerolls.
    pub fn total(&self, dice: &[&[u8]], made: u32) -> i32 {
        let empty: &[u8] = &[];
        let mut by_colour = [empty; 5];
        for (g, c) in self.colours.iter().enumerate() {
            by_colour[*c as usize] = dice[g];
        }
        let w = by_colour[Colour::White as usize];
        let throw = Throw {
            white: [w[0], w[1], w[2]],
            black: by_colour[Colour::Black as usize],
            red: by_colour[Colour::Red as usize],
            green: by_colour[Colour::Green as usize],
            tempted: by_colour[Colour::Tempted as usize].first().copied(),
            wounds_unrolled: self.wounds_unrolled,
        };
        let s = score(&throw, self.spec.role, self.spec.kind, &self.rules);
        let cap = self.rules.reroll_cap;
        let overflow = if made == cap as u32 && self.pool > cap {
            (self.pool - cap) as i32
        } else {
            0
        };
        s.total() + self.spec.primary_bonus(s.kept, overflow, &self.rules) + self.spec.modifier
    }

    /// Solves the game for its allowance.
    pub fn solve(&self) -> Result<Solution, SolveError> {
        solver::solve(self, self.allowance())
    }
}

impl RerollGame for PortalGame {
    fn groups(&self) -> &[Group] {
        &self.groups
    }

    fn stop_value(&self, dice: &[&[u8]], made: u32) -> i64 {
        let total = self.total(dice, made);
        let judged = self.spec.difficulty.map(|d| Outcome::judge(total, d));
        match self.objective {
            Objective::Mean => total as i64,
            Objective::Success => (judged == Some(Outcome::Exito)) as i64,
            Objective::SuccessOrPartial => matches!(judged, Some(Outcome::Exito | Outcome::Parcial)) as i64,
        }
    }

    fn can_reroll(&self, _g: usize, face: u8) -> bool {
        !(self.blocked && (face == 1 || face == 6))
    }

    fn made_class(&self, made: u32) -> u32 {
        (made == self.rules.reroll_cap as u32) as u32
    }
}

/// A move in PORTAL's words: which colour and face to reroll, or stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum PortalMove {
    #[serde(rename = "plantarse")]
    Stop,
    #[serde(rename = "repetir")]
    Reroll {
        #[serde(rename = "color")]
        colour: Colour,
        face: u8,
    },
}

impl PortalGame {
    pub fn to_portal_move(&self, m: Move) -> PortalMove {
        match m {
            Move::Stop => PortalMove::Stop,
            Move::Reroll { group, face } => PortalMove::Reroll {
                colour: self.colour(group),
                face,
            },
        }
    }
}

/// The advised next move with the objective's value if the player stops now and if they follow
/// the advice (the chance of éxito by default).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NextMove {
    #[serde(flatten)]
    pub next: PortalMove,
    pub value_now: Fraction,
    pub value_after: Fraction,
}

/// Whether "best" means something now: a reroll is left, and there is a difficulty to beat
/// (or the mean total is what is asked).
fn has_choice(roll: &PortalRoll, objective: Objective) -> bool {
    roll.rerolls_left() > 0 && (roll.spec().difficulty.is_some() || objective == Objective::Mean)
}

fn advised(game: &PortalGame, solution: &Solution, roll: &PortalRoll) -> Result<NextMove, SolveError> {
    let groups = game.groups_of(roll);
    let views: Vec<&[u8]> = groups.iter().map(Vec::as_slice).collect();
    let advice = solution.advise(&views, roll.rerolls_made() as u32)?;
    Ok(NextMove {
        next: game.to_portal_move(advice.best().action),
        value_now: advice.stop().clone(),
        value_after: advice.best().value.clone(),
    })
}

/// The advised move for the dice on the table, or `None` when there is no choice to make.
pub fn next_move(roll: &PortalRoll, objective: Objective) -> Result<Option<NextMove>, SolveError> {
    if !has_choice(roll, objective) {
        return Ok(None);
    }
    let game = PortalGame::during(roll, objective);
    advised(&game, &game.solve()?, roll).map(Some)
}

/// Plays the best policy from here (`--repetir optimo`, the web table's automatic rerolls),
/// solving the game once. Stops early, returning the advice left for the player, when
/// `can_throw` says a die of the advised colour cannot be thrown now (a physical die whose
/// typed faces ran out).
pub fn play_best<S: DiceSource>(
    roll: &mut PortalRoll,
    dice: &mut S,
    objective: Objective,
    can_throw: impl Fn(&S, Colour) -> bool,
) -> Result<Option<NextMove>, PortalError> {
    if !has_choice(roll, objective) {
        return Ok(None);
    }
    let game = PortalGame::during(roll, objective);
    let solution = game.solve()?;
    loop {
        let next = advised(&game, &solution, roll)?;
        let PortalMove::Reroll { colour, face } = next.next else {
            return Ok(None);
        };
        if !can_throw(dice, colour) {
            return Ok(Some(next));
        }
        roll.reroll(colour, face, dice)?;
    }
}
