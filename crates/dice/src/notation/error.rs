//! What can be wrong in an expression, said in Spanish first and in English, with the 1-based
//! character position where it was noticed.

use super::limits::{MAX_CONSTANT, MAX_DICE, MAX_RESULT, MAX_ROLLS, MAX_SETS, MAX_SIDES, MAX_TOTAL_DICE};
use crate::pool::KeepError;

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
    /// A modifier written twice on one pool (`!`, `ro`, `min`...).
    Twice(&'static str),
    Keep(KeepError),
    /// `ro`, `rr`, `f` or `!p`... without the condition it needs.
    MissingCondition(&'static str),
    /// `min`, `max`, `dh`... without its number.
    MissingNumber(&'static str),
    /// A bare `r`, which means different things in different rollers.
    BareReroll,
    /// `rr` whose condition every face meets.
    RerollsForever(String),
    /// An explosion whose condition every face meets.
    ExplodesForever(String),
    UnclosedParen,
    UnclosedGroup,
    /// Something a group cannot take (`{...}!`).
    GroupModifier(&'static str),
    DivisorMayBeZero,
    ResultTooLarge,
    TooManyTotalDice(u64),
    UnclosedLabel,
    /// `;` or `Nx` where only one roll fits (a CHASIS modifier).
    SeveralRolls,
    TooManyRolls,
    TooManySets(u64),
    ZeroSets,
    MinAboveMax,
    /// `km` on a pool whose explosions add dice (`!`, `!o`, `!p`).
    MiddleOfExploding,
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
            MissingTerm => "falta un número o unos dados (o un paréntesis) después del signo".into(),
            Unexpected(c) => format!(
                "no se esperaba '{c}': aquí va un operador (+ - * /), un modificador (kh, dl, ro, rr, !, min, >=...) o el final"
            ),
            ZeroDice => "hay que tirar al menos un dado".into(),
            TooManyDice(n) => format!("{n} dados son demasiados: como mucho {MAX_DICE}"),
            ZeroSides => "un dado necesita al menos una cara".into(),
            TooManySides(n) => format!("un dado de {n} caras es demasiado: como mucho {MAX_SIDES}"),
            NumberTooLarge => format!("número demasiado grande: como mucho {MAX_CONSTANT}"),
            UnclosedFaces => "falta '}' para cerrar la lista de caras".into(),
            EmptyFaces => "la lista de caras está vacía".into(),
            TwoKeeps => "solo puede haber una regla de quedarse o descartar (kh, kl, km, dh o dl) por grupo de dados".into(),
            Twice(m) => format!("'{m}' aparece dos veces en el mismo grupo de dados"),
            Keep(e) => e.to_string(),
            MissingCondition(m) => format!("falta la condición de '{m}'"),
            MissingNumber(m) => format!("falta el número de '{m}'"),
            BareReroll => "'r' solo no vale: escribe 'ro' para repetir una vez o 'rr' para repetir mientras se cumpla la condición".into(),
            RerollsForever(what) => format!("'{what}' se cumple en todas las caras: repetiría para siempre"),
            ExplodesForever(what) => format!("'{what}' se cumple en todas las caras: explotaría para siempre"),
            UnclosedParen => "falta ')' para cerrar el paréntesis".into(),
            UnclosedGroup => "falta '}' para cerrar el grupo".into(),
            GroupModifier(m) => format!("un grupo {{...}} no admite '{m}': solo kh, kl, km, dh, dl y condiciones de éxito"),
            DivisorMayBeZero => "el divisor puede valer 0".into(),
            ResultTooLarge => format!("el resultado podría pasar de {MAX_RESULT} en valor absoluto"),
            TooManyTotalDice(n) => format!("{n} dados en una tirada son demasiados: como mucho {MAX_TOTAL_DICE}"),
            UnclosedLabel => "falta ']' para cerrar la etiqueta".into(),
            SeveralRolls => "aquí solo cabe una tirada, sin ';' ni repeticiones 'Nx'".into(),
            TooManyRolls => format!("demasiadas tiradas separadas por ';': como mucho {MAX_ROLLS}"),
            TooManySets(n) => format!("{n} repeticiones son demasiadas: como mucho {MAX_SETS}"),
            ZeroSets => "hay que repetir la tirada al menos una vez".into(),
            MinAboveMax => "'min' no puede ser mayor que 'max'".into(),
            MiddleOfExploding => "'km' no vale con '!', '!o' ni '!p', que añaden dados y mueven el centro: usa '!!' para que cada cadena cuente como un dado".into(),
        }
    }

    /// The same sentence in English, with the position (`--lang en`).
    pub fn english(&self) -> String {
        use ParseErrorKind::*;
        let what = match &self.kind {
            Empty => "the expression is empty: write something like 3d6+2".into(),
            MissingSides => "the number of sides is missing after 'd'".into(),
            MissingTerm => "a number or dice (or a parenthesis) are missing after the sign".into(),
            Unexpected(c) => format!(
                "unexpected '{c}': expected an operator (+ - * /), a modifier (kh, dl, ro, rr, !, min, >=...) or the end"
            ),
            ZeroDice => "at least one die must be rolled".into(),
            TooManyDice(n) => format!("{n} dice are too many: at most {MAX_DICE}"),
            ZeroSides => "a die needs at least one side".into(),
            TooManySides(n) => format!("a die with {n} sides is too large: at most {MAX_SIDES}"),
            NumberTooLarge => format!("number too large: at most {MAX_CONSTANT}"),
            UnclosedFaces => "missing '}' to close the list of faces".into(),
            EmptyFaces => "the list of faces is empty".into(),
            TwoKeeps => "only one keep or drop rule (kh, kl, km, dh or dl) per group of dice".into(),
            Twice(m) => format!("'{m}' appears twice in the same group of dice"),
            Keep(KeepError::TooMany { keep, dice }) => format!("cannot keep {keep} dice out of {dice}"),
            Keep(KeepError::Zero) => "at least one die must be kept".into(),
            Keep(KeepError::NoMiddle { keep, dice }) => {
                format!("keeping {keep} middle dice of {dice} leaves no centre")
            }
            MissingCondition(m) => format!("the condition of '{m}' is missing"),
            MissingNumber(m) => format!("the number of '{m}' is missing"),
            BareReroll => "a bare 'r' is ambiguous: write 'ro' to reroll once or 'rr' to reroll while the condition holds".into(),
            RerollsForever(what) => format!("'{what}' holds on every face: it would reroll forever"),
            ExplodesForever(what) => format!("'{what}' holds on every face: it would explode forever"),
            UnclosedParen => "missing ')' to close the parenthesis".into(),
            UnclosedGroup => "missing '}' to close the group".into(),
            GroupModifier(m) => format!("a group {{...}} does not take '{m}': only kh, kl, km, dh, dl and success conditions"),
            DivisorMayBeZero => "the divisor may be 0".into(),
            ResultTooLarge => format!("the result could exceed {MAX_RESULT} in absolute value"),
            TooManyTotalDice(n) => format!("{n} dice in one roll are too many: at most {MAX_TOTAL_DICE}"),
            UnclosedLabel => "missing ']' to close the label".into(),
            SeveralRolls => "only one roll fits here, without ';' or 'Nx' repetitions".into(),
            TooManyRolls => format!("too many rolls separated by ';': at most {MAX_ROLLS}"),
            TooManySets(n) => format!("{n} repetitions are too many: at most {MAX_SETS}"),
            ZeroSets => "the roll must be repeated at least once".into(),
            MinAboveMax => "'min' cannot be greater than 'max'".into(),
            MiddleOfExploding => "'km' does not work with '!', '!o' or '!p', which add dice and move the middle: use '!!' so that each chain counts as one die".into(),
        };
        format!("{what} (position {})", self.position)
    }
}
