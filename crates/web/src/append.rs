//! How a change becomes the table's next event: numbered under the table's lock, committed
//! to the store, then published to the listeners.

use crate::error::ApiResult;
use crate::AppState;
use tirada_table::{Event, EventDraft, Mutation, TableInfo};

/// Appends an event as the table's next one, under the table's lock, and tells the listeners.
/// `build` gets the table and the sequence number the event will have.
pub async fn append<F>(state: &AppState, table_id: &str, build: F) -> ApiResult<Event>
where
    F: AsyncFnOnce(&TableInfo, i64) -> ApiResult<(EventDraft, Vec<Mutation>)>,
{
    let lock = state.hub.lock(table_id);
    let _guard = lock.lock().await;
    let table = crate::auth::table(state, table_id).await?;
    let seq = table.last_seq + 1;
    let (draft, mutations) = build(&table, seq).await?;
    let committed = mutations.clone();
    let event = match state.store.append(table_id, seq, draft, mutations).await {
        Ok(e) => e,
        Err(e) => {
            state.hub.forget_table(table_id);
            return Err(e.into());
        }
    };
    state.hub.committed(table_id, &committed);
    state.hub.publish(table_id, event.clone());
    Ok(event)
}
