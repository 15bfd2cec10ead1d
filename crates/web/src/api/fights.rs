//! The trackers' state kept folded as far as the log has been read (issue #16's hot path): a
//! fight's tracker, per table and start event, with the number of the last event folded in,
//! so a step reads and folds only the events after it instead of every event since the fight
//! began. The log only grows, so what was folded stays true; only an unbroken run of event
//! numbers is kept (an event not yet visible is read next time), and the whole cache is dropped
//! when it holds too many fights.

use crate::http::error::ApiResult;
use std::collections::HashMap;
use std::sync::Mutex;
use tirada_table::play::portal::encounter::{Setup, Step};
use tirada_table::play::turns::Turns;
use tirada_table::{Event, Store};

/// The folds the fights keep: PORTAL fights, turn trackers, and each table's latest turn
/// tracker (keyed 0).
#[derive(Default)]
pub struct Trackers {
    pub encounters: Folds<Told>,
    pub turns: Folds<Turns>,
    pub latest_turns: Folds<Option<i64>>,
}

/// A PORTAL fight as its events tell it: the start, the steps taken, and whether it ended
/// ([`crate::api::combat`]).
#[derive(Clone)]
pub struct Told {
    pub(crate) setup: Setup,
    pub(crate) steps: Vec<Step>,
    pub(crate) ended: bool,
}

/// Most folds kept (all tables together) before the cache starts again.
const MAX_KEPT: usize = 512;

/// Folds of one kind of tracker, by `(table, key)`: the key is the fight's start event.
pub struct Folds<T> {
    kept: Mutex<HashMap<(String, i64), (i64, T)>>,
}

impl<T> Default for Folds<T> {
    fn default() -> Self {
        Folds {
            kept: Mutex::new(HashMap::new()),
        }
    }
}

impl<T: Clone> Folds<T> {
    /// The fold of every event after `key` of `table`: kept from a previous call and advanced
    /// with the events since, or `init` (reading what it needs) folded with all of them.
    /// `step` folds one event in (it ignores the events that are not its fight's).
    pub async fn advance(
        &self,
        store: &dyn Store,
        table: &str,
        key: i64,
        init: impl AsyncFnOnce() -> ApiResult<T>,
        mut step: impl FnMut(&mut T, &Event) -> ApiResult<()>,
    ) -> ApiResult<T> {
        let id = (table.to_string(), key);
        let kept = self.kept.lock().expect("folds lock").get(&id).cloned();
        let (mut upto, mut now) = match kept {
            Some(k) => k,
            None => (key, init().await?),
        };
        let later = store.events_after(table, upto, i64::MAX).await?;
        let mut unbroken = true;
        let mut kept = None;
        for e in &later {
            unbroken &= e.seq == upto + 1;
            step(&mut now, e)?;
            if unbroken {
                upto = e.seq;
                kept = Some(now.clone());
            }
        }
        if let Some(k) = kept {
            let mut all = self.kept.lock().expect("folds lock");
            if all.len() >= MAX_KEPT && !all.contains_key(&id) {
                all.clear();
            }
            // Two readers at once: the one that read further stays.
            if all.get(&id).is_none_or(|(u, _)| *u < upto) {
                all.insert(id, (upto, k));
            }
        }
        Ok(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::AppState;
    use serde_json::json;
    use tirada_table::EventDraft;

    #[tokio::test]
    async fn a_fold_reads_only_what_came_after_it_and_skips_nothing() {
        let store = tirada_table::store::open("sqlite::memory:").await.unwrap();
        let state = AppState::new(store);
        let (id, _, _, gm) = crate::api::tables::create_table(&state, &json!({"name": "M", "system": "fate"}))
            .await
            .unwrap();
        let say = |n: i64| EventDraft {
            kind: "chat",
            actor: Some(gm.clone()),
            character_id: None,
            hidden: false,
            data: json!({"n": n}),
            at_ms: 0,
            prev: None,
        };
        let folds: Folds<Vec<i64>> = Folds::default();
        let count = |v: &mut Vec<i64>, e: &Event| {
            v.push(e.seq);
            Ok(())
        };
        for n in 2..=4 {
            state.store.append(&id, n, say(n), vec![]).await.unwrap();
        }
        let first = folds
            .advance(&*state.store, &id, 1, async || Ok(vec![]), count)
            .await
            .unwrap();
        assert_eq!(first, [2, 3, 4]);
        state.store.append(&id, 5, say(5), vec![]).await.unwrap();
        // Kept at 4: only event 5 is read, and the fold goes on from the kept one.
        let mut read = Vec::new();
        let next = folds
            .advance(
                &*state.store,
                &id,
                1,
                async || panic!("kept"),
                |v, e| {
                    read.push(e.seq);
                    count(v, e)
                },
            )
            .await
            .unwrap();
        assert_eq!((next, read), (vec![2, 3, 4, 5], vec![5]));
    }
}
