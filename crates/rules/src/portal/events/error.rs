//! Why an event cannot happen: one Spanish sentence, and nothing is changed.

/// A change the rules do not allow; nothing is changed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum StateError {
    NoLuckOrPoints(String),
    NoBlock(String),
    NoLostLuck(String),
    NotPointsBuilt,
    NotEnough {
        what: &'static str,
        want: u32,
        have: u32,
    },
    NoReserve(String),
    KneePoints,
    NoSequelaPoints,
    SequelaLevel,
    NoSequela(usize),
    PermanentSequela,
    TooLarge {
        what: &'static str,
        got: i64,
        max: i64,
    },
    EmptyThorn,
    ThornTimes,
    NoThorn(usize),
    NoThornLine {
        thorn: usize,
        step: usize,
    },
    ThornLineSpent {
        step: usize,
        times: u32,
    },
    ThornLineEarly {
        step: usize,
        before: usize,
        times: u32,
    },
    ThornNoRoll(usize),
    Condition(crate::portal::sheet::state::Condition),
    HeroicActionUsed,
    NotCast,
    Advance(String),
    NoForte(String),
    PartialLevelZero(String),
    PartialNone,
    PartialOnePerRoll(u8),
    PartialSpent {
        forte: String,
        want: u8,
        left: u8,
        per: &'static str,
    },
}

/// Each refusal's message (`pstate-*`); the quantities and terms the engine names in Spanish
/// go to their selectors folded to ASCII, spaces as `_`.
impl tirada_dice::Worded for StateError {
    fn words(&self) -> tirada_dice::Words {
        use tirada_dice::Words;
        let key = |s: &str| -> String {
            let fold = |c: char| match c {
                ' ' => '_',
                'á' => 'a',
                'é' => 'e',
                'í' => 'i',
                'ó' => 'o',
                'ú' => 'u',
                'ñ' => 'n',
                c => c,
            };
            s.split(" (").next().unwrap_or(s).chars().map(fold).collect()
        };
        // A term without a selector of its own is said as the engine wrote it.
        let what = |w: &str| Words::key("pstate-what").arg("what", key(w)).arg("said", w);
        let w = Words::key;
        match self {
            StateError::NoLuckOrPoints(who) => w("pstate-no-luck-or-points").arg("who", who.as_str()),
            StateError::NoBlock(who) => w("pstate-no-block").arg("who", who.as_str()),
            StateError::NoLostLuck(who) => w("pstate-no-lost-luck").arg("who", who.as_str()),
            StateError::NotPointsBuilt => w("pstate-not-points-built"),
            StateError::NotEnough { what: x, want, have } => w("pstate-not-enough")
                .arg("what", what(x))
                .arg("want", *want)
                .arg("have", *have),
            StateError::NoReserve(r) => w("pstate-no-reserve").arg("reserve", r.as_str()),
            StateError::KneePoints => w("pstate-knee-points"),
            StateError::NoSequelaPoints => w("pstate-no-sequela-points"),
            StateError::SequelaLevel => w("pstate-sequela-level"),
            StateError::NoSequela(n) => w("pstate-no-sequela").arg("n", *n),
            StateError::PermanentSequela => w("pstate-permanent-sequela"),
            StateError::TooLarge { what: x, got, max } => w("pstate-too-large")
                .arg("what", what(x))
                .arg("got", *got)
                .arg("max", *max),
            StateError::EmptyThorn => w("pstate-empty-thorn"),
            StateError::ThornTimes => w("pstate-thorn-times"),
            StateError::NoThorn(n) => w("pstate-no-thorn").arg("n", *n),
            StateError::NoThornLine { thorn, step } => {
                w("pstate-no-thorn-line").arg("thorn", *thorn).arg("step", *step)
            }
            StateError::ThornLineSpent { step, times } => {
                w("pstate-thorn-line-spent").arg("step", *step).arg("times", *times)
            }
            StateError::ThornLineEarly { step, before, times } => w("pstate-thorn-line-early")
                .arg("step", *step)
                .arg("before", *before)
                .arg("times", *times),
            StateError::ThornNoRoll(n) => w("pstate-thorn-no-roll").arg("n", *n),
            StateError::Condition(c) => w("pstate-condition").arg("condition", key(c.human())),
            StateError::HeroicActionUsed => w("pstate-heroic-action-used"),
            StateError::NotCast => w("pstate-not-cast"),
            StateError::NoForte(f) => w("pstate-no-forte").arg("forte", f.as_str()),
            StateError::PartialLevelZero(f) => w("pstate-partial-level-zero").arg("forte", f.as_str()),
            StateError::PartialNone => w("pstate-partial-none"),
            StateError::PartialOnePerRoll(n) => w("pstate-partial-one-per-roll").arg("n", *n),
            StateError::PartialSpent { forte, want, left, per } => w("pstate-partial-spent")
                .arg("forte", forte.as_str())
                .arg("want", *want)
                .arg("left", *left)
                .arg("per", key(per)),
            // An advance's own sentence (the costs' rules, Spanish): not yet a message of its own.
            StateError::Advance(text) => w("pstate-advance").arg("why", text.as_str()),
        }
    }
}
tirada_dice::worded_display!(StateError);
