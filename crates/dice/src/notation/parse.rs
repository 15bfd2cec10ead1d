//! A hand-written recursive-descent parser whose errors say where (1-based character position)
//! and what was expected, in Spanish first.
//!
//! ```text
//! sum    := product (('+' | '-') product)*
//! product:= unary (('*' | '/') unary)*
//! unary  := ('-' | '+') unary | atom
//! atom   := integer | '(' sum ')' | group | [integer] 'd' sides modifier*
//! ```
//!
//! The full grammar, modifiers included, is in `docs/notation.md`.

use super::bounds::range;
use super::cond::{Cmp, Cond};
use super::cost::MAX_DEPTH;
use super::error::{ParseError, ParseErrorKind};
use super::limits::{MAX_CONSTANT, MAX_DICE, MAX_RESULT, MAX_SIDES, MAX_TOTAL_DICE};
use super::tree::{Count, Explode, ExplodeKind, Expr, Group, Node, Op, Pool, Reroll, Select};
use crate::die::Die;
use crate::pool::Keep;

/// Parses one roll: an expression and maybe a label. `;` and `Nx` are refused here
/// ([`super::parse_program`] reads them).
pub fn parse(input: &str) -> Result<Expr, ParseError> {
    let mut p = Parser::new(input);
    if p.sets()?.is_some() {
        return Err(ParseError {
            position: 1,
            kind: ParseErrorKind::SeveralRolls,
        });
    }
    let expr = p.roll()?;
    match p.peek() {
        None => Ok(expr),
        Some(';') => Err(p.error(ParseErrorKind::SeveralRolls)),
        Some(c) => Err(p.error(ParseErrorKind::Unexpected(c))),
    }
}

pub(super) struct Parser {
    chars: Vec<char>,
    pub(super) pos: usize,
}

type Parsed<T> = Result<T, ParseError>;

impl Parser {
    pub(super) fn new(input: &str) -> Parser {
        Parser {
            chars: input.chars().collect(),
            pos: 0,
        }
    }

    fn error(&self, kind: ParseErrorKind) -> ParseError {
        self.error_at(self.pos, kind)
    }

    fn error_at(&self, at: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { position: at + 1, kind }
    }

    /// The next character that is not a space.
    pub(super) fn peek(&mut self) -> Option<char> {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
        self.chars.get(self.pos).copied()
    }

    fn peek_lower(&mut self) -> Option<char> {
        self.peek().map(|c| c.to_ascii_lowercase())
    }

    /// The character after the next one (no spaces skipped), lowercased.
    fn peek_second(&self) -> Option<char> {
        self.chars.get(self.pos + 1).map(|c| c.to_ascii_lowercase())
    }

    pub(super) fn eat(&mut self, c: char) -> bool {
        if self.peek_lower() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn eat_word(&mut self, word: &str) -> bool {
        self.peek();
        let n = word.chars().count();
        let here: String = self.chars.iter().skip(self.pos).take(n).collect();
        if here.to_lowercase() == word {
            self.pos += n;
            true
        } else {
            false
        }
    }

    fn number(&mut self) -> Parsed<Option<i64>> {
        self.peek();
        let start = self.pos;
        let mut value: i64 = 0;
        while let Some(d) = self.chars.get(self.pos).and_then(|c| c.to_digit(10)) {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(d as i64))
                .filter(|v| *v <= MAX_CONSTANT)
                .ok_or_else(|| self.error_at(start, ParseErrorKind::NumberTooLarge))?;
            self.pos += 1;
        }
        Ok((self.pos > start).then_some(value))
    }

    fn signed_number(&mut self) -> Parsed<Option<i64>> {
        let negative = self.eat('-') || self.eat('−');
        let n = self.number()?;
        Ok(n.map(|v| if negative { -v } else { v }))
    }

    /// `Nx ` before a roll: how many sets. The position is left alone when there is none.
    pub(super) fn sets(&mut self) -> Parsed<Option<u32>> {
        let start = self.pos;
        if let Some(n) = self.number()? {
            if self.eat('x') {
                return Ok(Some(n as u32));
            }
        }
        self.pos = start;
        Ok(None)
    }

    /// One roll: an expression and an optional `[label]`, checked as a whole.
    pub(super) fn roll(&mut self) -> Parsed<Expr> {
        if self.peek().is_none() {
            return Err(self.error(ParseErrorKind::Empty));
        }
        let start = self.pos;
        let root = self.sum()?;
        let label = self.label()?;
        let dice: u64 = Expr {
            root: root.clone(),
            label: None,
        }
        .pools()
        .iter()
        .map(|p| p.count as u64)
        .sum();
        if dice > MAX_TOTAL_DICE as u64 {
            return Err(self.error_at(start, ParseErrorKind::TooManyTotalDice(dice)));
        }
        let (lo, hi) = range(&root, Some(MAX_DEPTH));
        let limit = MAX_RESULT as i128;
        if lo.is_none_or(|v| v < -limit) || hi.is_none_or(|v| v > limit) {
            return Err(self.error_at(start, ParseErrorKind::ResultTooLarge));
        }
        Ok(Expr { root, label })
    }

    fn label(&mut self) -> Parsed<Option<String>> {
        if !self.eat('[') {
            return Ok(None);
        }
        let start = self.pos;
        let Some(len) = self.chars[start..].iter().position(|&c| c == ']') else {
            return Err(self.error_at(self.chars.len(), ParseErrorKind::UnclosedLabel));
        };
        let text: String = self.chars[start..start + len].iter().collect();
        self.pos = start + len + 1;
        let text = text.trim();
        Ok((!text.is_empty()).then(|| text.to_string()))
    }

    fn sum(&mut self) -> Parsed<Node> {
        let mut left = self.product()?;
        loop {
            let op = if self.eat('+') {
                Op::Add
            } else if self.eat('-') || self.eat('−') {
                Op::Sub
            } else {
                return Ok(left);
            };
            let right = self.product()?;
            left = Node::Binary(op, Box::new(left), Box::new(right));
        }
    }

    fn product(&mut self) -> Parsed<Node> {
        let mut left = self.unary()?;
        loop {
            let at = self.pos;
            let op = if self.eat('*') || self.eat('×') {
                Op::Mul
            } else if self.eat('/') {
                Op::Div
            } else {
                return Ok(left);
            };
            let right = self.unary()?;
            if op == Op::Div {
                let (lo, hi) = range(&right, Some(MAX_DEPTH));
                if lo.is_none_or(|v| v <= 0) && hi.is_none_or(|v| v >= 0) {
                    return Err(self.error_at(at, ParseErrorKind::DivisorMayBeZero));
                }
            }
            left = Node::Binary(op, Box::new(left), Box::new(right));
        }
    }

    fn unary(&mut self) -> Parsed<Node> {
        if self.eat('-') || self.eat('−') {
            return Ok(Node::Neg(Box::new(self.unary()?)));
        }
        if self.eat('+') {
            return self.unary();
        }
        self.atom()
    }

    fn atom(&mut self) -> Parsed<Node> {
        let start = self.pos;
        if self.eat('(') {
            let inner = self.sum()?;
            if !self.eat(')') {
                return Err(self.error(ParseErrorKind::UnclosedParen));
            }
            return Ok(inner);
        }
        if self.eat('{') {
            return self.group(start);
        }
        let count = self.number()?;
        if !self.eat('d') {
            return match count {
                Some(c) => Ok(Node::Constant(c)),
                None => Err(match self.peek() {
                    None => self.error(ParseErrorKind::MissingTerm),
                    Some(c) => self.error(ParseErrorKind::Unexpected(c)),
                }),
            };
        }
        let count = count.unwrap_or(1);
        if count == 0 {
            return Err(self.error_at(start, ParseErrorKind::ZeroDice));
        }
        if count > MAX_DICE as i64 {
            return Err(self.error_at(start, ParseErrorKind::TooManyDice(count as u64)));
        }
        let die = self.sides()?;
        let mut pool = Pool {
            count: count as u32,
            die,
            reroll: None,
            explode: None,
            min: None,
            max: None,
            select: Select::Keep(Keep::All),
            count_rule: None,
        };
        self.pool_modifiers(&mut pool, start)?;
        Ok(Node::Pool(pool))
    }

    fn sides(&mut self) -> Parsed<Die> {
        self.peek();
        let at = self.pos;
        if self.eat('f') {
            return Ok(Die::Fudge);
        }
        if self.eat('%') {
            return Ok(Die::Numbered { sides: 100 });
        }
        if self.eat('{') {
            return self.face_list();
        }
        match self.number()? {
            None => Err(self.error(ParseErrorKind::MissingSides)),
            Some(0) => Err(self.error_at(at, ParseErrorKind::ZeroSides)),
            Some(s) if s > MAX_SIDES as i64 => Err(self.error_at(at, ParseErrorKind::TooManySides(s as u64))),
            Some(s) => Ok(Die::Numbered { sides: s as u32 }),
        }
    }

    fn face_list(&mut self) -> Parsed<Die> {
        let mut faces = Vec::new();
        loop {
            if self.eat('}') {
                break;
            }
            if !faces.is_empty() && !self.eat(',') {
                return Err(self.error(ParseErrorKind::UnclosedFaces));
            }
            match self.signed_number()? {
                Some(v) => faces.push(v),
                None => {
                    return Err(match self.peek() {
                        None => self.error(ParseErrorKind::UnclosedFaces),
                        Some(c) => self.error(ParseErrorKind::Unexpected(c)),
                    })
                }
            }
            if faces.len() > MAX_SIDES as usize {
                return Err(self.error(ParseErrorKind::TooManySides(faces.len() as u64)));
            }
        }
        Die::custom(faces).ok_or_else(|| self.error(ParseErrorKind::EmptyFaces))
    }

    /// A condition after a modifier; `bare` allows `N` for `=N`.
    fn condition(&mut self, name: &'static str, bare: bool) -> Parsed<Option<Cond>> {
        let cmp = if self.eat_word("<=") {
            Some(Cmp::Le)
        } else if self.eat_word(">=") {
            Some(Cmp::Ge)
        } else if self.eat('<') {
            Some(Cmp::Lt)
        } else if self.eat('>') {
            Some(Cmp::Gt)
        } else if self.eat('=') {
            Some(Cmp::Eq)
        } else {
            None
        };
        let value = match cmp {
            None if !bare => return Ok(None),
            None if !self.peek().is_some_and(|c| c.is_ascii_digit()) => return Ok(None),
            _ => self.signed_number()?,
        };
        match (value, cmp) {
            (Some(v), _) => Ok(Some(Cond::new(cmp.unwrap_or(Cmp::Eq), v))),
            // A success count has no modifier's name: the comparison is what lacks its number.
            (None, Some(c)) if name.is_empty() => Err(self.error(ParseErrorKind::MissingNumber(c.symbol()))),
            (None, _) => Err(self.error(ParseErrorKind::MissingCondition(name))),
        }
    }

    fn required_condition(&mut self, name: &'static str) -> Parsed<Cond> {
        self.condition(name, true)?
            .ok_or_else(|| self.error(ParseErrorKind::MissingCondition(name)))
    }

    /// Keep/drop (`kh2`, `dl1`, `d1`) at the cursor, if any.
    fn selection(&mut self) -> Parsed<Option<Select>> {
        let here = self.peek_lower();
        let next = self.peek_second();
        let is_drop = here == Some('d') && next.is_some_and(|c| c == 'h' || c == 'l' || c.is_ascii_digit());
        if here != Some('k') && !is_drop {
            return Ok(None);
        }
        self.pos += 1;
        let which = if self.eat('h') {
            'h'
        } else if self.eat('l') {
            'l'
        } else if here == Some('k') && self.eat('m') {
            'm'
        } else {
            // `k` keeps the highest, `d` drops the lowest, as everywhere.
            if is_drop {
                'l'
            } else {
                'h'
            }
        };
        let n = self.number()?;
        let n = n.unwrap_or(1).min(u32::MAX as i64) as u32;
        Ok(Some(if is_drop {
            Select::Drop {
                highest: which == 'h',
                n,
            }
        } else {
            Select::Keep(match which {
                'h' => Keep::Highest(n),
                'l' => Keep::Lowest(n),
                _ => Keep::Middle(n),
            })
        }))
    }

    /// Success (`>=7`) and failure (`f<=1`) conditions at the cursor, if any.
    fn count_modifier(&mut self, count: &mut Option<Count>) -> Parsed<bool> {
        let at = self.pos;
        let c = count.get_or_insert(Count {
            success: None,
            failure: None,
        });
        if self.eat('f') {
            let cond = self.required_condition("f")?;
            if c.failure.replace(cond).is_some() {
                return Err(self.error_at(at, ParseErrorKind::Twice("f")));
            }
            return Ok(true);
        }
        if let Some(cond) = self.condition("", false)? {
            if c.success.replace(cond).is_some() {
                return Err(self.error_at(at, ParseErrorKind::Twice("condición de éxito")));
            }
            return Ok(true);
        }
        if c.success.is_none() && c.failure.is_none() {
            *count = None;
        }
        Ok(false)
    }

    fn pool_modifiers(&mut self, pool: &mut Pool, start: usize) -> Parsed<()> {
        let mut select_at = start;
        loop {
            self.peek();
            let at = self.pos;
            let twice = |p: &Parser, m| Err(p.error_at(at, ParseErrorKind::Twice(m)));
            if self.eat('!') {
                let kind = if self.eat('!') {
                    ExplodeKind::Compound
                } else if self.eat('o') {
                    ExplodeKind::Once
                } else if self.eat('p') {
                    ExplodeKind::Penetrating
                } else {
                    ExplodeKind::Recursive
                };
                let when = self.condition("!", true)?;
                if pool.explode.is_some() {
                    return twice(self, "!");
                }
                if let Some(c) = when {
                    if pool.die.faces().iter().all(|&f| c.holds(f)) {
                        let text: String = self.chars[at..self.pos].iter().collect();
                        return Err(self.error_at(at, ParseErrorKind::ExplodesForever(text)));
                    }
                }
                pool.explode = Some(Explode { kind, when });
            } else if self.peek_lower() == Some('r') {
                self.pos += 1;
                let once = if self.eat('o') {
                    true
                } else if self.eat('r') {
                    false
                } else {
                    return Err(self.error_at(at, ParseErrorKind::BareReroll));
                };
                let when = self.required_condition(if once { "ro" } else { "rr" })?;
                if pool.reroll.is_some() {
                    return twice(self, "ro/rr");
                }
                if !once && pool.die.faces().iter().all(|&f| when.holds(f)) {
                    let text: String = self.chars[at..self.pos].iter().collect();
                    return Err(self.error_at(at, ParseErrorKind::RerollsForever(text)));
                }
                pool.reroll = Some(Reroll { once, when });
            } else if self.eat_word("min") || self.eat_word("max") {
                let is_min = self.chars[self.pos - 2].eq_ignore_ascii_case(&'i');
                let name = if is_min { "min" } else { "max" };
                let v = self
                    .signed_number()?
                    .ok_or_else(|| self.error(ParseErrorKind::MissingNumber(name)))?;
                let slot = if is_min { &mut pool.min } else { &mut pool.max };
                if slot.replace(v).is_some() {
                    return twice(self, name);
                }
                if pool.min.zip(pool.max).is_some_and(|(lo, hi)| lo > hi) {
                    return Err(self.error_at(at, ParseErrorKind::MinAboveMax));
                }
            } else if let Some(select) = self.selection()? {
                if pool.select != Select::Keep(Keep::All) {
                    return Err(self.error_at(at, ParseErrorKind::TwoKeeps));
                }
                pool.select = select;
                select_at = at;
                select
                    .keep(pool.count)
                    .positions(pool.count)
                    .map_err(|e| self.error_at(start, ParseErrorKind::Keep(e)))?;
            } else if !self.count_modifier(&mut pool.count_rule)? {
                // Dice that explosions add shift the middle: only a compounded chain has one.
                let spawns = pool.explode.is_some_and(|e| e.kind != ExplodeKind::Compound);
                if spawns && matches!(pool.select, Select::Keep(Keep::Middle(_))) {
                    return Err(self.error_at(select_at, ParseErrorKind::MiddleOfExploding));
                }
                return Ok(());
            }
        }
    }

    fn group(&mut self, start: usize) -> Parsed<Node> {
        let mut members = vec![self.sum()?];
        while self.eat(',') {
            members.push(self.sum()?);
        }
        if !self.eat('}') {
            return Err(self.error(ParseErrorKind::UnclosedGroup));
        }
        let mut group = Group {
            members,
            select: Select::Keep(Keep::All),
            count_rule: None,
        };
        let size = group.members.len() as u32;
        loop {
            self.peek();
            let at = self.pos;
            if let Some(select) = self.selection()? {
                if group.select != Select::Keep(Keep::All) {
                    return Err(self.error_at(at, ParseErrorKind::TwoKeeps));
                }
                group.select = select;
                select
                    .keep(size)
                    .positions(size)
                    .map_err(|e| self.error_at(start, ParseErrorKind::Keep(e)))?;
                continue;
            }
            if self.count_modifier(&mut group.count_rule)? {
                continue;
            }
            let refused = match self.peek_lower() {
                Some('!') => Some("!"),
                Some('r') => Some("r"),
                Some('m') => Some("min/max"),
                _ => None,
            };
            if let Some(m) = refused {
                return Err(self.error(ParseErrorKind::GroupModifier(m)));
            }
            return Ok(Node::Group(group));
        }
    }
}

impl std::str::FromStr for Expr {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse(s)
    }
}

#[cfg(test)]
mod tests;
