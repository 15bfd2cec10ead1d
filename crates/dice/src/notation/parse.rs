//! A hand-written parser whose errors say where (1-based character position) and what was
//! expected, in Spanish first.

use super::{Expr, Pool, Term, TermKind, MAX_CONSTANT, MAX_DICE, MAX_SIDES};
use crate::die::Die;
use crate::pool::{Keep, KeepError};

/// What went wrong while reading an expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    Empty,
    MissingSides,
    MissingTerm,
    Unexpected(char),
    ZeroDice,
    TooManyDice(u64),
    ZeroSides,
    TooManySides(u64),
    NumberTooLarge,
    UnclosedFaces,
    EmptyFaces,
    TwoKeeps,
    TwoExplodes,
    Keep(KeepError),
}

/// A parse error at a 1-based character position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{} (posición {position})", self.spanish())]
pub struct ParseError {
    pub position: usize,
    pub kind: ParseErrorKind,
}

impl ParseError {
    /// The sentence in Spanish, without the position.
    pub fn spanish(&self) -> String {
        use ParseErrorKind::*;
        match &self.kind {
            Empty => "la expresión está vacía: escribe algo como 3d6+2".into(),
            MissingSides => "falta el número de caras después de 'd'".into(),
            MissingTerm => "falta un número o unos dados después del signo".into(),
            Unexpected(c) => {
                format!("no se esperaba '{c}': aquí va '+', '-', un modificador (!, kh, kl, km) o el final")
            }
            ZeroDice => "hay que tirar al menos un dado".into(),
            TooManyDice(n) => format!("{n} dados son demasiados: como mucho {MAX_DICE}"),
            ZeroSides => "un dado necesita al menos una cara".into(),
            TooManySides(n) => format!("un dado de {n} caras es demasiado: como mucho {MAX_SIDES}"),
            NumberTooLarge => format!("número demasiado grande: como mucho {MAX_CONSTANT}"),
            UnclosedFaces => "falta '}' para cerrar la lista de caras".into(),
            EmptyFaces => "la lista de caras está vacía".into(),
            TwoKeeps => "solo puede haber una regla de quedarse (kh, kl o km) por grupo de dados".into(),
            TwoExplodes => "'!' aparece dos veces en el mismo grupo de dados".into(),
            Keep(e) => e.to_string(),
        }
    }

    /// The same sentence in English, with the position (`--lang en`).
    pub fn english(&self) -> String {
        use ParseErrorKind::*;
        let what = match &self.kind {
            Empty => "the expression is empty: write something like 3d6+2".into(),
            MissingSides => "the number of sides is missing after 'd'".into(),
            MissingTerm => "a number or dice are missing after the sign".into(),
            Unexpected(c) => format!("unexpected '{c}': expected '+', '-', a modifier (!, kh, kl, km) or the end"),
            ZeroDice => "at least one die must be rolled".into(),
            TooManyDice(n) => format!("{n} dice are too many: at most {MAX_DICE}"),
            ZeroSides => "a die needs at least one side".into(),
            TooManySides(n) => format!("a die with {n} sides is too large: at most {MAX_SIDES}"),
            NumberTooLarge => format!("number too large: at most {MAX_CONSTANT}"),
            UnclosedFaces => "missing '}' to close the list of faces".into(),
            EmptyFaces => "the list of faces is empty".into(),
            TwoKeeps => "only one keep rule (kh, kl or km) per group of dice".into(),
            TwoExplodes => "'!' appears twice in the same group of dice".into(),
            Keep(KeepError::TooMany { keep, dice }) => format!("cannot keep {keep} dice out of {dice}"),
            Keep(KeepError::Zero) => "at least one die must be kept".into(),
            Keep(KeepError::NoMiddle { keep, dice }) => {
                format!("keeping {keep} middle dice of {dice} leaves no centre")
            }
        };
        format!("{what} (position {})", self.position)
    }
}

/// Parses a dice expression.
pub fn parse(input: &str) -> Result<Expr, ParseError> {
    let mut p = Parser {
        chars: input.chars().collect(),
        pos: 0,
    };
    p.skip_spaces();
    if p.peek().is_none() {
        return Err(p.error(ParseErrorKind::Empty));
    }
    let mut terms = Vec::new();
    let mut negative = p.sign().unwrap_or(false);
    loop {
        terms.push(Term {
            negative,
            kind: p.term()?,
        });
        p.skip_spaces();
        match p.peek() {
            None => break,
            Some(_) => match p.sign() {
                Some(n) => negative = n,
                None => return Err(p.error(ParseErrorKind::Unexpected(p.peek().expect("not at end")))),
            },
        }
    }
    Ok(Expr { terms })
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
}

impl Parser {
    fn error(&self, kind: ParseErrorKind) -> ParseError {
        ParseError {
            position: self.pos + 1,
            kind,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek_lower(&self) -> Option<char> {
        self.peek().map(|c| c.to_ascii_lowercase())
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_spaces();
        if self.peek_lower() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// `Some(true)` after a '-', `Some(false)` after a '+', `None` if neither.
    fn sign(&mut self) -> Option<bool> {
        if self.eat('+') {
            Some(false)
        } else if self.eat('-') || self.eat('−') {
            Some(true)
        } else {
            None
        }
    }

    fn number(&mut self) -> Result<Option<u64>, ParseError> {
        self.skip_spaces();
        let start = self.pos;
        let mut value: u64 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(d as u64))
                .filter(|v| *v <= MAX_CONSTANT as u64)
                .ok_or_else(|| ParseError {
                    position: start + 1,
                    kind: ParseErrorKind::NumberTooLarge,
                })?;
            self.pos += 1;
        }
        Ok((self.pos > start).then_some(value))
    }

    fn term(&mut self) -> Result<TermKind, ParseError> {
        self.skip_spaces();
        let start = self.pos;
        let count = self.number()?;
        if !self.eat('d') {
            return match count {
                Some(c) => Ok(TermKind::Constant(c as i64)),
                None => Err(match self.peek() {
                    None => self.error(ParseErrorKind::MissingTerm),
                    Some(c) => self.error(ParseErrorKind::Unexpected(c)),
                }),
            };
        }
        let count = count.unwrap_or(1);
        let at_count = |kind| ParseError {
            position: start + 1,
            kind,
        };
        if count == 0 {
            return Err(at_count(ParseErrorKind::ZeroDice));
        }
        if count > MAX_DICE as u64 {
            return Err(at_count(ParseErrorKind::TooManyDice(count)));
        }
        let die = self.sides()?;
        let mut pool = Pool {
            count: count as u32,
            die,
            explode: false,
            keep: Keep::All,
        };
        self.modifiers(&mut pool, start)?;
        Ok(TermKind::Pool(pool))
    }

    fn sides(&mut self) -> Result<Die, ParseError> {
        self.skip_spaces();
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
            Some(0) => Err(ParseError {
                position: at + 1,
                kind: ParseErrorKind::ZeroSides,
            }),
            Some(s) if s > MAX_SIDES as u64 => Err(ParseError {
                position: at + 1,
                kind: ParseErrorKind::TooManySides(s),
            }),
            Some(s) => Ok(Die::Numbered { sides: s as u32 }),
        }
    }

    fn face_list(&mut self) -> Result<Die, ParseError> {
        let mut faces = Vec::new();
        loop {
            if self.eat('}') {
                break;
            }
            if !faces.is_empty() && !self.eat(',') {
                return Err(self.error(ParseErrorKind::UnclosedFaces));
            }
            let negative = self.sign() == Some(true);
            match self.number()? {
                Some(v) => faces.push(if negative { -(v as i64) } else { v as i64 }),
                None if self.peek().is_none() => return Err(self.error(ParseErrorKind::UnclosedFaces)),
                None => return Err(self.error(ParseErrorKind::Unexpected(self.peek().expect("not at end")))),
            }
            if faces.len() > MAX_SIDES as usize {
                return Err(self.error(ParseErrorKind::TooManySides(faces.len() as u64)));
            }
        }
        Die::custom(faces).ok_or_else(|| self.error(ParseErrorKind::EmptyFaces))
    }

    fn modifiers(&mut self, pool: &mut Pool, start: usize) -> Result<(), ParseError> {
        loop {
            self.skip_spaces();
            let at = self.pos;
            if self.eat('!') {
                if pool.explode {
                    return Err(ParseError {
                        position: at + 1,
                        kind: ParseErrorKind::TwoExplodes,
                    });
                }
                pool.explode = true;
                continue;
            }
            if !self.eat('k') {
                return Ok(());
            }
            let rule: fn(u32) -> Keep = if self.eat('h') {
                Keep::Highest
            } else if self.eat('l') {
                Keep::Lowest
            } else if self.eat('m') {
                Keep::Middle
            } else {
                Keep::Highest
            };
            let k = self.number()?.unwrap_or(1).min(u32::MAX as u64) as u32;
            if pool.keep != Keep::All {
                return Err(ParseError {
                    position: at + 1,
                    kind: ParseErrorKind::TwoKeeps,
                });
            }
            pool.keep = rule(k);
            pool.keep.positions(pool.count).map_err(|e| ParseError {
                position: start + 1,
                kind: ParseErrorKind::Keep(e),
            })?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(s: &str) -> String {
        parse(s).unwrap_err().to_string()
    }

    #[test]
    fn canonical_forms_round_trip() {
        for (input, canon) in [
            ("3d10km+7", "3d10km+7"),
            ("4dF+2", "4dF+2"),
            ("2d12!", "2d12!"),
            ("3d6kh1", "3d6kh1"),
            ("20d10kh3", "20d10kh3"),
            ("d20", "1d20"),
            (" 2 d 6 - 1 ", "2d6-1"),
            ("-1+d%", "-1+1d100"),
            ("10d10!k5", "10d10!kh5"),
            ("3D6KL2", "3d6kl2"),
            ("2d{0,0,1,-2}", "2d{0,0,1,-2}"),
            ("5", "5"),
        ] {
            assert_eq!(parse(input).unwrap().to_string(), canon, "{input}");
        }
    }

    #[test]
    fn errors_say_where_and_what() {
        assert_eq!(err("3d"), "falta el número de caras después de 'd' (posición 3)");
        assert_eq!(err(""), "la expresión está vacía: escribe algo como 3d6+2 (posición 1)");
        assert_eq!(
            err("3d6+"),
            "falta un número o unos dados después del signo (posición 5)"
        );
        assert_eq!(
            err("3d6x"),
            "no se esperaba 'x': aquí va '+', '-', un modificador (!, kh, kl, km) o el final (posición 4)"
        );
        assert_eq!(err("0d6"), "hay que tirar al menos un dado (posición 1)");
        assert_eq!(err("3d0"), "un dado necesita al menos una cara (posición 3)");
        assert_eq!(err("3d6kh4"), "no puedes quedarte con 4 dados de 3 (posición 1)");
        assert_eq!(
            err("4d6km"),
            "el dado medio necesita que sobren tantos dados por arriba como por abajo: 1 de 4 no deja un centro (posición 1)"
        );
        assert_eq!(
            err("3d6kh1kl1"),
            "solo puede haber una regla de quedarse (kh, kl o km) por grupo de dados (posición 7)"
        );
        assert_eq!(err("2001d6"), "2001 dados son demasiados: como mucho 1000 (posición 1)");
        assert_eq!(err("2d{1,2"), "falta '}' para cerrar la lista de caras (posición 7)");
        assert!(parse("3d").unwrap_err().english().contains("sides is missing"));
    }
}
