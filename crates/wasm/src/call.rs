//! The calls the module answers, each a thin adapter over `tirada-play` (the rules are never
//! decided here): `odds`, `roll`, `reroll` and `explain`.

use serde::Deserialize;
use serde_json::{json, Value};
use tirada_play::seed::Seed;
use tirada_play::{Character, PlayError, RerollStep, Resolved, System, Words};

/// A call, by its `op`.
#[derive(Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
enum Call {
    /// The exact odds of a request (`tirada odds SYSTEM --json`, `POST …/odds`).
    Odds {
        #[serde(flatten)]
        at: Table,
        request: Value,
    },
    /// A roll from `seed` (64 hex digits, drawn by the caller) or from the request's typed
    /// faces (`tirada SYSTEM --json`, `POST …/rolls`).
    Roll {
        #[serde(flatten)]
        at: Table,
        request: Value,
        #[serde(default)]
        seed: Option<String>,
    },
    /// One more PORTAL reroll of a roll made from `seed`, after the steps `done` so far; each
    /// step's new face comes from the dice of its own `seq` (as at the table).
    Reroll {
        #[serde(flatten)]
        at: Table,
        request: Value,
        seed: String,
        #[serde(default)]
        done: Vec<RerollStep>,
        next: RerollStep,
    },
    /// The explanation of a roll object, in `lang`.
    Explain { roll: Value },
}

/// What every call but `explain` is played at: the system, the table's ruleset and, when a
/// character rolls, its sheet and state.
#[derive(Deserialize)]
struct Table {
    system: String,
    #[serde(default)]
    ruleset: Option<Value>,
    #[serde(default)]
    character: Option<Sheet>,
}

/// A character as the caller holds it.
#[derive(Deserialize)]
struct Sheet {
    name: String,
    #[serde(default)]
    sheet: Value,
    #[serde(default)]
    state: Value,
}

/// Answers one call: `{"ok": …}` or `{"error": {"message": …, "field": …}}`, the sentence in
/// the call's language. Never panics on what it is given.
pub fn handle(input: &str) -> String {
    let call: Value = serde_json::from_str(input).unwrap_or(Value::Null);
    // The reader's language, a field of every call (`es` unless it starts with `en`).
    let english = call
        .get("lang")
        .and_then(Value::as_str)
        .is_some_and(|l| l.trim().to_lowercase().starts_with("en"));
    let answer = match Call::deserialize(call) {
        Ok(call) => answer(call, english),
        Err(_) => Err(PlayError::said_by(Words::key("wasm-call")).on("op")),
    };
    match answer {
        Ok(v) => json!({ "ok": v }),
        Err(e) => json!({ "error": {
            "message": refusal(&e, english),
            "field": e.field,
        }}),
    }
    .to_string()
}

fn answer(call: Call, english: bool) -> Result<Value, PlayError> {
    match call {
        Call::Odds { at, request } => {
            let (system, ruleset, character) = at.open(english)?;
            // The server's refusals (`POST …/odds`): odds never promise what the character
            // cannot do.
            if let Some(c) = &character {
                tirada_play::driven::check(system, &ruleset, &request, c)?;
            }
            tirada_play::odds(system, &ruleset, &request, character.as_ref())
        }
        Call::Roll { at, request, seed } => {
            let (system, ruleset, character) = at.open(english)?;
            let seed = match seed {
                Some(hex) => seed_of(&hex)?,
                // Faces typed from physical dice need no seed; dice left to roll do.
                None if tirada_play::typed(system, &request)
                    && request.get("tirar_resto") != Some(&Value::Bool(true)) =>
                {
                    Seed([0; 32])
                }
                None => return Err(no_seed()),
            };
            let r = tirada_play::roll(system, &ruleset, &request, character.as_ref(), &seed, 0)?;
            Ok(resolved(r, english))
        }
        Call::Reroll {
            at,
            request,
            seed,
            done,
            next,
        } => {
            let (system, ruleset, character) = at.open(english)?;
            let before = character.as_ref().map(|c| (c, &c.state));
            let r = tirada_play::reroll(system, &ruleset, 0, &request, &done, next, before, &seed_of(&seed)?)?;
            Ok(resolved(r, english))
        }
        Call::Explain { roll } => Ok(explanation(&roll, english)),
    }
}

impl Table {
    /// The system, its ruleset checked (the book's defaults when none is given, MIRILLA's
    /// words in the reader's language) and the character.
    fn open(self, english: bool) -> Result<(System, Value, Option<Character>), PlayError> {
        let system = System::from_word(&self.system.to_lowercase()).ok_or_else(|| {
            PlayError::said_by(Words::key("wasm-system").arg("given", self.system.as_str())).on("system")
        })?;
        let ruleset = match system {
            System::Mirilla => tirada_play::mirilla::ruleset_for_reader(self.ruleset.as_ref(), english)?,
            _ => tirada_play::ruleset(system, self.ruleset.as_ref())?,
        };
        let character = self.character.map(|s| Character {
            id: "c".into(),
            table_id: String::new(),
            owner: String::new(),
            name: s.name,
            sheet: s.sheet,
            state: s.state,
        });
        Ok((system, ruleset, character))
    }
}

fn seed_of(hex: &str) -> Result<Seed, PlayError> {
    Seed::from_hex(hex).ok_or_else(no_seed)
}

fn no_seed() -> PlayError {
    PlayError::said_by(Words::key("wasm-seed")).on("seed")
}

/// A roll as the CLI's `--json` gives it, its explanation inside; the request made explicit
/// and the character's state after it beside.
fn resolved(r: Resolved, english: bool) -> Value {
    let mut roll = r.roll;
    let explained = explanation(&roll, english);
    if let Some(o) = roll.as_object_mut() {
        o.insert("explanation".into(), explained);
    }
    json!({ "roll": roll, "request": r.request, "state": r.state })
}

/// A refusal in the call's language, from the errors' messages.
#[cfg(feature = "narrate")]
fn refusal(e: &PlayError, english: bool) -> String {
    let lang = if english {
        tirada_narrate::Lang::En
    } else {
        tirada_narrate::Lang::Es
    };
    tirada_narrate::refusal(e, lang)
}

/// Without the messages (a build without narration): the refusal's key and data.
#[cfg(not(feature = "narrate"))]
fn refusal(e: &PlayError, _english: bool) -> String {
    e.to_string()
}

#[cfg(feature = "narrate")]
fn explanation(roll: &Value, english: bool) -> Value {
    let lang = if english {
        tirada_narrate::Lang::En
    } else {
        tirada_narrate::Lang::Es
    };
    tirada_narrate::explain_json(roll, lang)
}

#[cfg(not(feature = "narrate"))]
fn explanation(_: &Value, _: bool) -> Value {
    Value::Null
}
