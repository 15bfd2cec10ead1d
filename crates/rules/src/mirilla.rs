//! MIRILLA, the one-die system described inside the PORTAL book (`portal-reglas-beta.txt`,
//! section «MIRILLA, EL JUEGO DE ROL», B25–B37).
//!
//! The *Narrador* weighs every factor of a challenge and asks for one six-sided die (B27); the
//! higher the face, the greater the degree of success, which the Narrador decides (B27). For
//! very hard challenges the Narrador may ask for several rolls in a row — the book's example
//! is three sixes in a row (B27). Nothing else is fixed by the book, so the degree's words are
//! a per-table [`Scale`].
//!
//! Pure: dice come from a [`DiceSource`], odds are exact [`Dist`]s and [`Fraction`]s, and the
//! [`Roll`] transcript is the JSON the CLI prints.

use serde::Serialize;
use tirada_dice::{DiceSource, Die, Dist, Fraction, SourceError};

/// The group MIRILLA's dice are asked for (and typed faces given under).
pub const GROUP: &str = "mirilla";

/// The most rolls in a row a challenge may ask for: beyond this it is no longer a roll.
pub const MAX_IN_A_ROW: u32 = 20;

/// The one die of the system (B27: «un dado de seis caras»).
const DIE: Die = Die::D6;

/// Something about a MIRILLA roll that cannot be. `Display` is one Spanish sentence;
/// [`MirillaError::english`] gives the English one.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "mirilla", content = "args", rename_all = "kebab-case")]
pub enum MirillaError {
    Face {
        face: i64,
    },
    InARow {
        needed: u32,
    },
    Minimum {
        minimum: i64,
    },
    ScaleLength {
        given: usize,
    },
    ScaleEmpty {
        degree: usize,
    },
    ScaleSyntax,
    #[serde(untagged, serialize_with = "tirada_dice::words::worded")]
    Dice(SourceError),
}

/// With the limit the messages name.
impl tirada_dice::Worded for MirillaError {
    fn words(&self) -> tirada_dice::Words {
        tirada_dice::Words::of(self).arg("max_in_a_row", MAX_IN_A_ROW)
    }
}
tirada_dice::worded_display!(MirillaError);

impl From<SourceError> for MirillaError {
    fn from(e: SourceError) -> Self {
        MirillaError::Dice(e)
    }
}

/// The words a table reads the six degrees with, from the worst failure (1) to the best
/// success (6). The book leaves the reading to the Narrador (B27), so any six words will do;
/// [`Scale::spanish`] and [`Scale::english`] are tirada's own defaults, not the book's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scale {
    words: [String; 6],
}

impl Scale {
    /// Six non-empty words (trimmed), worst first.
    pub fn new<S: AsRef<str>>(words: &[S]) -> Result<Scale, MirillaError> {
        let words: Vec<String> = words.iter().map(|w| w.as_ref().trim().to_string()).collect();
        if let Some(i) = words.iter().position(String::is_empty) {
            if words.len() == 6 {
                return Err(MirillaError::ScaleEmpty { degree: i + 1 });
            }
        }
        let given = words.len();
        let words: [String; 6] = words.try_into().map_err(|_| MirillaError::ScaleLength { given })?;
        Ok(Scale { words })
    }

    /// The six words of a scale file: TOML `palabras = ["a", 'b', ...]`, JSON
    /// `{"palabras": [...]}` or a bare JSON list (`words` is accepted for `palabras`). Other
    /// keys, tables and `#` comments are skipped. One small reader covers both formats: a scale
    /// is a single list of strings, not worth a TOML parser in the binary.
    pub fn parse(text: &str) -> Result<Scale, MirillaError> {
        Scale::new(&list_of_strings(text).ok_or(MirillaError::ScaleSyntax)?)
    }

    /// tirada's own Spanish default.
    pub fn spanish() -> Scale {
        Scale::new(&["desastre", "fallo", "casi", "a duras penas", "éxito", "triunfo"]).expect("six words")
    }

    /// tirada's own English default.
    pub fn english() -> Scale {
        Scale::new(&["disaster", "failure", "almost", "barely", "success", "triumph"]).expect("six words")
    }

    /// The word for a degree `1..=6`.
    pub fn word(&self, degree: u8) -> &str {
        &self.words[usize::from(degree.clamp(1, 6)) - 1]
    }

    /// The six words, worst first.
    pub fn words(&self) -> &[String; 6] {
        &self.words
    }
}

#[derive(PartialEq)]
enum Token {
    Punct(char),
    Word(String),
    Str(String),
}

/// TOML/JSON tokens: punctuation, bare words, and strings (`"..."` with escapes, `'...'`).
fn tokens(text: &str) -> Option<Vec<Token>> {
    let mut toks = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '#' => while chars.next_if(|&c| c != '\n').is_some() {},
            '[' | ']' | ',' | '=' | ':' | '{' | '}' => toks.push(Token::Punct(c)),
            '\'' => toks.push(Token::Str(chars.by_ref().take_while(|&c| c != '\'').collect())),
            '"' => {
                let mut s = String::new();
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => match chars.next()? {
                            'n' => s.push('\n'),
                            't' => s.push('\t'),
                            'u' => {
                                let hex: String = chars.by_ref().take(4).collect();
                                s.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                            }
                            other => s.push(other),
                        },
                        other => s.push(other),
                    }
                }
                toks.push(Token::Str(s));
            }
            c if c.is_whitespace() => {}
            c => {
                let mut w = c.to_string();
                while let Some(c) = chars.next_if(|c| !c.is_whitespace() && !"[]=,:{}#\"'".contains(*c)) {
                    w.push(c);
                }
                toks.push(Token::Word(w));
            }
        }
    }
    Some(toks)
}

/// The strings of the list after `palabras =` / `"palabras":`, or of a bare top-level list.
fn list_of_strings(text: &str) -> Option<Vec<String>> {
    let toks = tokens(text)?;
    let key = |t: &Token| matches!(t, Token::Word(k) | Token::Str(k) if k == "palabras" || k == "words");
    let start = toks
        .windows(3)
        .position(|w| key(&w[0]) && matches!(w[1], Token::Punct('=' | ':')) && w[2] == Token::Punct('['))
        .map(|i| i + 3)
        .or_else(|| (toks.first() == Some(&Token::Punct('['))).then_some(1))?;
    let mut words = Vec::new();
    for t in &toks[start..] {
        match t {
            Token::Str(s) => words.push(s.clone()),
            Token::Punct(',') => {}
            Token::Punct(']') => return Some(words),
            _ => return None,
        }
    }
    None
}

/// A face typed in or rolled, checked: the degree of success is the face itself (B27).
pub fn degree(face: i64) -> Result<u8, MirillaError> {
    if DIE.can_show(face) {
        Ok(face as u8)
    } else {
        Err(MirillaError::Face { face })
    }
}

/// A hard challenge: `needed` rolls in a row, each at least `minimum` (B27: three sixes in a
/// row is `needed = 3, minimum = 6`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Challenge {
    needed: u32,
    minimum: i64,
}

impl Challenge {
    pub fn new(needed: u32, minimum: i64) -> Result<Challenge, MirillaError> {
        if !(1..=MAX_IN_A_ROW).contains(&needed) {
            return Err(MirillaError::InARow { needed });
        }
        if !DIE.can_show(minimum) {
            return Err(MirillaError::Minimum { minimum });
        }
        Ok(Challenge { needed, minimum })
    }

    /// Rolls asked for in a row.
    pub fn needed(&self) -> u32 {
        self.needed
    }

    /// The least face each roll must show.
    pub fn minimum(&self) -> i64 {
        self.minimum
    }

    /// The chance one roll meets the minimum.
    pub fn p_each(&self) -> Fraction {
        DIE.dist().at_least(self.minimum)
    }
}

/// How a challenge ended, in the contract's lower-case words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Exito,
    Fallo,
}

/// The transcript of a challenge, flattened into [`Roll`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChainResult {
    /// Rolls asked for in a row.
    pub needed: u32,
    /// The least face each roll had to show.
    pub minimum: i64,
    /// Rolls made: the chain stops at the first roll that falls short.
    pub rolls: usize,
    /// Rolls in a row that met the minimum.
    pub reached: u32,
    pub outcome: Outcome,
}

/// One MIRILLA roll: a single die, or a chain of them. This is the `--json` object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Roll {
    pub system: &'static str,
    /// Faces in the order rolled.
    pub dice: Vec<i64>,
    /// The scale's word for each die.
    pub words: Vec<String>,
    /// The degree of the last die rolled: the only one, or the one that ended the chain.
    pub degree: u8,
    /// The scale's word for `degree`.
    pub word: String,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub chain: Option<ChainResult>,
}

/// One die and its degree of success (B27); with a challenge, one die at a time until
/// `needed` have met the minimum or one falls short (B27: «tres seises seguidos»). Dice after a
/// short roll are never asked for.
pub fn roll(src: &mut impl DiceSource, challenge: Option<Challenge>, scale: &Scale) -> Result<Roll, MirillaError> {
    let mut dice = Vec::new();
    let mut reached = 0;
    let last = loop {
        let face = src.roll(&DIE, GROUP)?;
        let d = degree(face)?;
        dice.push(face);
        let Some(c) = challenge else { break d };
        if face < c.minimum {
            break d;
        }
        reached += 1;
        if reached >= c.needed {
            break d;
        }
    };
    Ok(Roll {
        system: "mirilla",
        words: dice.iter().map(|&f| scale.word(f as u8).to_string()).collect(),
        degree: last,
        word: scale.word(last).to_string(),
        chain: challenge.map(|c| ChainResult {
            needed: c.needed,
            minimum: c.minimum,
            rolls: dice.len(),
            reached,
            outcome: if reached == c.needed {
                Outcome::Exito
            } else {
                Outcome::Fallo
            },
        }),
        dice,
    })
}

/// The exact odds of each degree of one roll: 1/6 each.
pub fn degree_odds() -> Dist {
    DIE.dist()
}

/// The exact odds of a challenge.
#[derive(Clone, Debug, PartialEq)]
pub struct ChainOdds {
    /// How many rolls in a row meet the minimum before the chain stops (`0..=needed`).
    pub reached: Dist,
    pub exito: Fraction,
    pub fallo: Fraction,
    /// The mean number of dice the chain uses.
    pub mean_rolls: Fraction,
}

/// Odds of a challenge, built the way it is rolled: the first die either falls short (0 in a
/// row) or passes and leaves a chain one shorter.
pub fn chain_odds(challenge: Challenge) -> ChainOdds {
    let pass = DIE.dist().map(|f| i64::from(f >= challenge.minimum));
    let mut reached = Dist::constant(0);
    for _ in 0..challenge.needed {
        reached = pass.combine(&reached, |p, rest| if p == 1 { 1 + rest } else { 0 });
    }
    let needed = i64::from(challenge.needed);
    // The chain uses one die more than it reached, except when it reached the end.
    let mean_rolls = reached.map(|r| if r == needed { r } else { r + 1 }).mean();
    let exito = reached.prob(needed);
    ChainOdds {
        fallo: exito.complement(),
        exito,
        mean_rolls,
        reached,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use tirada_dice::{SeededDice, TypedDice};

    fn typed(faces: &[i64]) -> TypedDice {
        TypedDice::only(BTreeMap::from([(GROUP.to_string(), faces.to_vec())]))
    }

    fn frac(s: &str) -> Fraction {
        s.parse().unwrap()
    }

    #[test]
    fn one_die_reads_its_degree_on_the_scale() {
        let r = roll(&mut typed(&[4]), None, &Scale::spanish()).unwrap();
        assert_eq!(
            (r.dice.clone(), r.degree, r.word.as_str()),
            (vec![4], 4, "a duras penas")
        );
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["system"], "mirilla");
        assert!(json.get("outcome").is_none(), "a single roll has no chain fields");
        assert_eq!(Scale::english().word(1), "disaster");
    }

    #[test]
    fn scale_files_in_toml_or_json() {
        let six = ["uno", "dos", "tres", "cuatro", "cinco", "seis # no es comentario"];
        let want = Scale::new(&six).unwrap();
        let toml = "# mi mesa\nnombre = \"Mesa\"\npalabras = [\n  \"uno\", 'dos', \"tres\",\n  \"cuatro\", \"cinco\", \"seis # no es comentario\", # fin\n]\n";
        assert_eq!(Scale::parse(toml), Ok(want.clone()));
        let json = serde_json::json!({ "nombre": "Mesa", "palabras": six }).to_string();
        assert_eq!(Scale::parse(&json), Ok(want.clone()));
        assert_eq!(Scale::parse(&serde_json::to_string(&six).unwrap()), Ok(want));
        assert_eq!(
            Scale::parse("[\"a\\u00e9\", \"b\"]"),
            Err(MirillaError::ScaleLength { given: 2 })
        );
        assert_eq!(Scale::parse("palabras = 3"), Err(MirillaError::ScaleSyntax));
        assert_eq!(Scale::parse("otra = [\"a\"]"), Err(MirillaError::ScaleSyntax));
    }

    #[test]
    fn chains_stop_at_the_first_short_roll() {
        let three_sixes = Challenge::new(3, 6).unwrap();
        let r = roll(&mut typed(&[6, 6, 6]), Some(three_sixes), &Scale::spanish()).unwrap();
        let c = r.chain.clone().unwrap();
        assert_eq!((c.rolls, c.reached, c.outcome), (3, 3, Outcome::Exito));
        let mut src = typed(&[6, 5, 6]);
        let r = roll(&mut src, Some(three_sixes), &Scale::spanish()).unwrap();
        let c = r.chain.clone().unwrap();
        assert_eq!((c.rolls, c.reached, c.outcome, r.degree), (2, 1, Outcome::Fallo, 5));
        assert!(matches!(
            src.finish(),
            Err(SourceError::Extra { given: 3, used: 2, .. })
        ));
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["outcome"], "fallo");
        assert_eq!(json["reached"], 1);
        assert_eq!(json["dice"], serde_json::json!([6, 5]));
    }

    #[test]
    fn bad_faces_and_challenges_are_typed_errors() {
        assert_eq!(
            roll(&mut typed(&[7]), None, &Scale::spanish()).unwrap_err(),
            MirillaError::Dice(SourceError::Impossible {
                group: GROUP.into(),
                face: 7,
                die: "d6".into(),
                allowed: "de 1 a 6".into()
            })
        );
        assert_eq!(degree(0), Err(MirillaError::Face { face: 0 }));
        assert_eq!(Challenge::new(0, 6), Err(MirillaError::InARow { needed: 0 }));
        assert_eq!(Challenge::new(21, 6), Err(MirillaError::InARow { needed: 21 }));
        assert_eq!(Challenge::new(3, 7), Err(MirillaError::Minimum { minimum: 7 }));
        assert_eq!(Scale::new(&["a", "b"]), Err(MirillaError::ScaleLength { given: 2 }));
        assert_eq!(
            Scale::new(&["a", "b", " ", "d", "e", "f"]),
            Err(MirillaError::ScaleEmpty { degree: 3 })
        );
        let e = MirillaError::Minimum { minimum: 7 };
        assert_eq!(e.to_string(), "mirilla-minimum{minimum=7, max_in_a_row=20}");
    }

    #[test]
    fn exact_odds_of_chains() {
        let odds = chain_odds(Challenge::new(3, 6).unwrap());
        assert_eq!(odds.exito, frac("1/216"));
        assert_eq!(odds.fallo, frac("215/216"));
        let reached: Vec<String> = odds.reached.probabilities().iter().map(|r| r.p.to_string()).collect();
        assert_eq!(reached, ["5/6", "5/36", "5/216", "1/216"]);
        // 1 + 1/6 + 1/36 rolls on average.
        assert_eq!(odds.mean_rolls, frac("43/36"));
        assert_eq!(chain_odds(Challenge::new(2, 4).unwrap()).exito, frac("1/4"));
        assert_eq!(chain_odds(Challenge::new(5, 1).unwrap()).exito, Fraction::one());
        assert_eq!(Challenge::new(1, 5).unwrap().p_each(), frac("1/3"));
        assert_eq!(degree_odds().prob(3), frac("1/6"));
    }

    #[test]
    fn seeded_chains_match_their_odds_roughly() {
        // Two sixes in a row: 1/36. The simulated rate stays near it.
        let c = Challenge::new(2, 6).unwrap();
        let mut src = SeededDice::new(9);
        let n = 36_000;
        let wins = (0..n)
            .filter(|_| {
                roll(&mut src, Some(c), &Scale::spanish())
                    .unwrap()
                    .chain
                    .unwrap()
                    .outcome
                    == Outcome::Exito
            })
            .count();
        assert!((800..1200).contains(&wins), "{wins}");
    }
}
