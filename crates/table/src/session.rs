//! A table's sessions (issue 32): a table is a campaign of them. Each session rolls with a seed
//! of its own, committed before it starts — the first at the table's creation (`table_created`),
//! each next one by the event that ends the session before it ([`ENDED`]), which reveals that
//! session's seed so its rolls can be checked at once. Closing the table reveals the last seed.
//! Event n's dice come from the seed of the session it belongs to; a log without [`ENDED`]
//! events is one session, as every table was before.

use crate::model::Event;
use crate::secret::Seed;
use serde_json::{json, Value};

/// The kind of the event that ends a session and commits the next one's seed.
pub const ENDED: &str = "session_ended";

/// What ending session `number` publishes: its seed revealed with the commitment it answers,
/// the next session's commitment, the recap every member reads (Markdown), and what the
/// books' boundary did to the characters (the state events written with it).
pub fn ended_data(number: i64, seed: &str, commitment: &str, next: &Seed, recap: &str, boundary: Value) -> Value {
    json!({"session": number, "seed": seed, "commitment": commitment, "next_commitment": next.commitment(),
           "recap": recap, "boundary": boundary})
}

/// The commitment a table published for its first session: its first event's
/// (`table_created`), else `row`'s (the stored row's, which is the current session's).
pub fn first_commitment<'a>(events: &'a [Event], row: &'a str) -> &'a str {
    events
        .first()
        .filter(|e| e.kind == "table_created")
        .and_then(|e| e.data["commitment"].as_str())
        .unwrap_or(row)
}

/// The sessions of a stored table's whole log as its server knows them: every seed, the
/// current session's (`seed`, still secret to the members) included.
pub fn of_table(events: &[Event], commitment: &str, seed: &str) -> Sessions {
    let (mut sessions, _) = Sessions::of(first_commitment(events, commitment), events);
    sessions.last_mut().seed = Seed::from_hex(seed);
    sessions
}

/// One session as a log shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub number: i64,
    /// The last event before it (0 for the first).
    pub since: i64,
    /// The commitment published before it began.
    pub commitment: String,
    /// Its seed, once revealed (and matching `commitment`).
    pub seed: Option<Seed>,
}

/// The sessions of a log, in order, with where each one's seed applies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sessions(pub Vec<Session>);

impl Sessions {
    /// The sessions of `events`, the first committed as `first`: each [`ENDED`] event must reveal
    /// the seed its session committed (else one sentence at that event) and commits the next.
    pub fn of(first: &str, events: &[Event]) -> (Sessions, Vec<(i64, String)>) {
        let mut all = vec![Session {
            number: 1,
            since: 0,
            commitment: first.to_string(),
            seed: None,
        }];
        let mut wrong = Vec::new();
        for e in events.iter().filter(|e| e.kind == ENDED) {
            let Some(now) = all.last_mut() else { break };
            let seed = e.data["seed"].as_str().and_then(Seed::from_hex);
            match seed {
                Some(s) if s.commitment() == now.commitment => now.seed = Some(s),
                _ => wrong.push((
                    e.seq,
                    format!(
                        "la semilla que revela al terminar la sesión {} no corresponde al compromiso publicado antes de ella",
                        now.number
                    ),
                )),
            }
            let number = now.number + 1;
            all.push(Session {
                number,
                since: e.seq,
                commitment: e.data["next_commitment"].as_str().unwrap_or("").to_string(),
                seed: None,
            });
        }
        (Sessions(all), wrong)
    }

    /// The session event `seq` belongs to (the event that ends a session is its last).
    pub fn at(&self, seq: i64) -> &Session {
        let i = self.0.partition_point(|s| s.since < seq).saturating_sub(1);
        &self.0[i]
    }

    /// The seed event `seq` rolled with, if its session's is revealed.
    pub fn seed_at(&self, seq: i64) -> Option<&Seed> {
        self.at(seq).seed.as_ref()
    }

    /// The session still open (the last).
    pub fn last_mut(&mut self) -> &mut Session {
        let n = self.0.len() - 1;
        &mut self.0[n]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(seq: i64, kind: &str, data: Value) -> Event {
        Event {
            seq,
            kind: kind.into(),
            actor: None,
            character_id: None,
            hidden: false,
            data,
            at_ms: seq,
            prev: None,
        }
    }

    #[test]
    fn each_event_rolls_with_its_sessions_seed_and_a_wrong_reveal_is_named() {
        let (s1, s2) = (Seed([1; 32]), Seed([2; 32]));
        let end = ended_data(1, &s1.to_hex(), &s1.commitment(), &s2, "", json!([]));
        let log = vec![
            event(1, "table_created", json!({})),
            event(2, "roll", json!({})),
            event(3, ENDED, end.clone()),
            event(4, "roll", json!({})),
        ];
        let (sessions, wrong) = Sessions::of(&s1.commitment(), &log);
        assert!(wrong.is_empty(), "{wrong:?}");
        assert_eq!(sessions.0.len(), 2);
        assert_eq!(sessions.seed_at(2), Some(&s1));
        assert_eq!(sessions.seed_at(3), Some(&s1), "the end is its session's last event");
        assert_eq!(sessions.at(4).number, 2);
        assert_eq!(sessions.seed_at(4), None, "the second session's seed is still secret");
        assert_eq!(sessions.0[1].commitment, s2.commitment());
        // A reveal of another seed than the one committed.
        let mut forged = log.clone();
        forged[2].data["seed"] = json!(s2.to_hex());
        let (sessions, wrong) = Sessions::of(&s1.commitment(), &forged);
        assert_eq!(wrong[0].0, 3);
        assert_eq!(sessions.seed_at(2), None);
    }
}
