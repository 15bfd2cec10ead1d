//! Where dice faces come from: a seeded RNG, or the faces a person typed in.
//!
//! Rules never hold an RNG of their own; they ask a [`DiceSource`] for each die, naming the
//! group the die belongs to (a PORTAL colour, `m/C/M` dice, a notation term...). A typed source
//! hands out the faces given for that group in order and never touches any RNG.

use crate::die::Die;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::collections::BTreeMap;

worded!(SourceError);

/// A die face could not be had from a source.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "typed", content = "args", rename_all = "kebab-case")]
pub enum SourceError {
    Missing {
        group: String,
        needed: usize,
        given: usize,
    },
    Impossible {
        group: String,
        face: i64,
        die: String,
        allowed: String,
    },
    Extra {
        group: String,
        given: usize,
        used: usize,
    },
}

/// Anything that can say what a die shows.
pub trait DiceSource {
    /// The face of one throw of `die`, a member of `group`.
    fn roll(&mut self, die: &Die, group: &str) -> Result<i64, SourceError>;
}

/// A borrowed source is a source: one seeded stream can fill in the dice left out of several
/// typed throws in turn (a Fate attack's defence, then its attack) without repeating itself.
impl<S: DiceSource + ?Sized> DiceSource for &mut S {
    fn roll(&mut self, die: &Die, group: &str) -> Result<i64, SourceError> {
        (**self).roll(die, group)
    }
}

/// A reproducible source: the same seed gives the same faces. ChaCha20 keeps rolls fair and
/// lets a table publish a commitment to its seed.
#[derive(Clone, Debug)]
pub struct SeededDice {
    rng: ChaCha20Rng,
}

impl SeededDice {
    pub fn new(seed: u64) -> Self {
        SeededDice {
            rng: ChaCha20Rng::seed_from_u64(seed),
        }
    }

    /// A seed from the operating system, for when the user gave none.
    #[cfg(feature = "entropy")]
    pub fn random_seed() -> u64 {
        rand::rng().random()
    }
}

impl DiceSource for SeededDice {
    fn roll(&mut self, die: &Die, _group: &str) -> Result<i64, SourceError> {
        Ok(die.face_at(self.rng.random_range(0..die.face_count())))
    }
}

/// Faces typed in from physical dice, per group, used in order.
///
/// The policy for a die nobody typed, the same in every system: with [`TypedDice::strict`],
/// once any face is typed a missing die is an error naming its group (nothing typed: every die
/// is rolled); with [`TypedDice::with_rest`], asked for explicitly (`--tirar-resto`, the table's
/// `tirar_resto`) — a PORTAL player types the white dice and lets tirada roll the black ones —
/// a die of a group not typed, or typed and run out, is rolled by `rest` and listed in
/// [`TypedDice::rolled`], so a front end shows it as rolled, never as typed.
/// [`TypedDice::new`] picks between the two from that flag.
#[derive(Debug)]
pub struct TypedDice<S = SeededDice> {
    faces: BTreeMap<String, Vec<i64>>,
    used: BTreeMap<String, usize>,
    rest: Option<S>,
    rolled: Vec<(String, i64)>,
}

impl TypedDice<SeededDice> {
    /// Typed faces only: a die of a group with no faces left is an error.
    pub fn only(faces: BTreeMap<String, Vec<i64>>) -> Self {
        TypedDice {
            faces,
            used: BTreeMap::new(),
            rest: None,
            rolled: Vec::new(),
        }
    }
}

impl<S: DiceSource> TypedDice<S> {
    /// The policy asked for: [`TypedDice::with_rest`] when `roll_rest`, else
    /// [`TypedDice::strict`].
    pub fn new(faces: BTreeMap<String, Vec<i64>>, rest: S, roll_rest: bool) -> Self {
        match roll_rest {
            true => Self::with_rest(faces, rest),
            false => Self::strict(faces, rest),
        }
    }

    /// Typed faces for some dice, `rest` for every die past them (of a group not typed, or
    /// typed and run out).
    pub fn with_rest(faces: BTreeMap<String, Vec<i64>>, rest: S) -> Self {
        TypedDice {
            faces,
            used: BTreeMap::new(),
            rest: Some(rest),
            rolled: Vec::new(),
        }
    }

    /// Typed faces for every die, or none typed and `rest` for all: a die missing from what
    /// was typed is an error, never silently rolled.
    pub fn strict(faces: BTreeMap<String, Vec<i64>>, rest: S) -> Self {
        let rest = faces.is_empty().then_some(rest);
        TypedDice {
            faces,
            used: BTreeMap::new(),
            rest,
            rolled: Vec::new(),
        }
    }

    /// The dice `rest` rolled because no face was typed for them, `(group, face)` in order;
    /// empty when nothing was typed (then every die is rolled).
    pub fn rolled(&self) -> &[(String, i64)] {
        if self.faces.is_empty() {
            return &[];
        }
        &self.rolled
    }

    /// Whether faces were typed for `group`.
    pub fn is_typed(&self, group: &str) -> bool {
        self.faces.contains_key(group)
    }

    /// Whether typed faces remain for `group` (false for a group never typed).
    pub fn has_faces_left(&self, group: &str) -> bool {
        let used = self.used.get(group).copied().unwrap_or(0);
        self.faces.get(group).is_some_and(|f| used < f.len())
    }

    /// Whether a die of `group` can be had now: a typed face is left, or the policy rolls it.
    pub fn can_give(&self, group: &str) -> bool {
        self.has_faces_left(group) || self.rest.is_some()
    }

    /// Checks that every typed face was used; call when the roll is over.
    pub fn finish(&self) -> Result<(), SourceError> {
        for (group, faces) in &self.faces {
            let used = self.used.get(group).copied().unwrap_or(0);
            if used < faces.len() {
                return Err(SourceError::Extra {
                    group: group.clone(),
                    given: faces.len(),
                    used,
                });
            }
        }
        Ok(())
    }
}

impl<S: DiceSource> DiceSource for TypedDice<S> {
    fn roll(&mut self, die: &Die, group: &str) -> Result<i64, SourceError> {
        if !self.has_faces_left(group) {
            let Some(rest) = &mut self.rest else {
                let given = self.faces.get(group).map_or(0, Vec::len);
                return Err(SourceError::Missing {
                    group: group.to_string(),
                    needed: given + 1,
                    given,
                });
            };
            let face = rest.roll(die, group)?;
            self.rolled.push((group.to_string(), face));
            return Ok(face);
        }
        let used = self.used.entry(group.to_string()).or_insert(0);
        let face = self.faces[group][*used];
        if !die.can_show(face) {
            return Err(SourceError::Impossible {
                group: group.to_string(),
                face,
                die: die.to_string(),
                allowed: die.allowed_faces(),
            });
        }
        *used += 1;
        Ok(face)
    }
}

/// A fast, non-cryptographic source for Monte Carlo simulation (never for table rolls).
#[derive(Clone, Debug)]
pub struct FastDice {
    rng: rand::rngs::SmallRng,
}

impl FastDice {
    pub fn new(seed: u64) -> Self {
        FastDice {
            rng: rand::rngs::SmallRng::seed_from_u64(seed),
        }
    }

    /// 64 raw random bits, for simulators that cut one draw into several dice.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        rand::RngCore::next_u64(&mut self.rng)
    }

    /// A uniform face index below `n`, for simulators that index faces directly.
    #[inline]
    pub fn index(&mut self, n: usize) -> usize {
        self.rng.random_range(0..n)
    }
}

impl DiceSource for FastDice {
    fn roll(&mut self, die: &Die, _group: &str) -> Result<i64, SourceError> {
        Ok(die.face_at(self.index(die.face_count())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A source that fails the test if it is ever asked for a face.
    struct Forbidden;
    impl DiceSource for Forbidden {
        fn roll(&mut self, _: &Die, group: &str) -> Result<i64, SourceError> {
            panic!("the RNG was consulted for «{group}»");
        }
    }

    fn typed(group: &str, faces: &[i64]) -> BTreeMap<String, Vec<i64>> {
        BTreeMap::from([(group.to_string(), faces.to_vec())])
    }

    #[test]
    fn same_seed_same_faces() {
        let roll = |seed| {
            let mut s = SeededDice::new(seed);
            (0..20).map(|_| s.roll(&Die::D10, "x").unwrap()).collect::<Vec<_>>()
        };
        assert_eq!(roll(7), roll(7));
        assert_ne!(roll(7), roll(8));
    }

    #[test]
    fn typed_faces_never_consult_the_rng() {
        let mut s = TypedDice::with_rest(typed("blancos", &[6, 6, 1]), Forbidden);
        let faces: Vec<i64> = (0..3).map(|_| s.roll(&Die::D6, "blancos").unwrap()).collect();
        assert_eq!(faces, vec![6, 6, 1]);
        assert!(s.finish().is_ok());
    }

    #[test]
    fn typed_faces_missing_extra_or_impossible_are_clear_errors() {
        let mut s = TypedDice::only(typed("negros", &[4]));
        assert_eq!(s.roll(&Die::D6, "negros"), Ok(4));
        let err = s.roll(&Die::D6, "negros").unwrap_err();
        assert_eq!(
            err,
            SourceError::Missing {
                group: "negros".into(),
                needed: 2,
                given: 1
            }
        );
        let mut s = TypedDice::only(typed("negros", &[7]));
        let err = s.roll(&Die::D6, "negros").unwrap_err();
        assert!(matches!(err, SourceError::Impossible { face: 7, .. }), "{err}");
        let s = TypedDice::only(typed("negros", &[1, 2]));
        assert!(matches!(s.finish(), Err(SourceError::Extra { given: 2, used: 0, .. })));
        let mut s = TypedDice::only(BTreeMap::new());
        assert!(matches!(s.roll(&Die::D6, "rojos"), Err(SourceError::Missing { .. })));
    }

    #[test]
    fn a_die_nobody_typed_is_an_error_or_rolled_and_listed() {
        // Strict: the apertura's die was not typed, so it is missing, not made up.
        let mut s = TypedDice::strict(typed("base", &[5, 5]), Forbidden);
        assert_eq!(s.roll(&Die::D12, "base"), Ok(5));
        assert_eq!(s.roll(&Die::D12, "base"), Ok(5));
        let e = s.roll(&Die::D12, "apertura").unwrap_err();
        assert_eq!(
            e,
            SourceError::Missing {
                group: "apertura".into(),
                needed: 1,
                given: 0
            }
        );
        // Nothing typed: every die is rolled, and none is listed as filled in.
        let mut s = TypedDice::strict(BTreeMap::new(), SeededDice::new(3));
        assert!(s.roll(&Die::D12, "base").is_ok());
        assert!(s.rolled().is_empty());
        // Asked for: the missing die is rolled and said to be.
        let mut s = TypedDice::with_rest(typed("base", &[5, 5]), SeededDice::new(3));
        s.roll(&Die::D12, "base").unwrap();
        let face = s.roll(&Die::D12, "apertura").unwrap();
        assert_eq!(s.rolled(), &[("apertura".to_string(), face)]);
        // A typed group run out is rolled past its faces too, and only when asked for.
        let mut s = TypedDice::new(typed("hitos", &[4]), SeededDice::new(3), true);
        assert_eq!(s.roll(&Die::D10, "hitos"), Ok(4));
        assert!(s.can_give("hitos"));
        let face = s.roll(&Die::D10, "hitos").unwrap();
        assert_eq!(s.rolled(), &[("hitos".to_string(), face)]);
        let mut s = TypedDice::new(typed("hitos", &[4]), Forbidden, false);
        assert_eq!(s.roll(&Die::D10, "hitos"), Ok(4));
        assert!(!s.can_give("hitos"));
        assert_eq!(
            s.roll(&Die::D10, "hitos"),
            Err(SourceError::Missing {
                group: "hitos".into(),
                needed: 2,
                given: 1
            })
        );
    }
}
