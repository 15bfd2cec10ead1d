//! Requests that read the log to decide (a reroll reads the rerolls before it, a reveal the
//! reveals) are built only once the table's earlier events are committed: two quick clicks
//! cannot both pass a reroll allowance of one, nor reveal a hidden roll twice, even while
//! the store is slow to commit.

mod common;

use axum::http::StatusCode;
use common::*;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;
use tirada_web::table::store::BoxFut;
use tirada_web::table::{Character, Event, EventDraft, Member, Mutation, NewTable, Store, TableInfo};
use tirada_web::{app, AppState};

/// A store that takes its time over rerolls and reveals, as a busy disk would.
struct Slow(Arc<dyn Store>);

impl Store for Slow {
    fn append(&self, table_id: &str, seq: i64, draft: EventDraft, mutations: Vec<Mutation>) -> BoxFut<'_, Event> {
        let slow = matches!(draft.kind, "reroll" | "reveal");
        let (table_id, inner) = (table_id.to_string(), self.0.clone());
        Box::pin(async move {
            if slow {
                tokio::time::sleep(Duration::from_millis(150)).await;
            }
            inner.append(&table_id, seq, draft, mutations).await
        })
    }
    fn create_table(&self, new: NewTable) -> BoxFut<'_, Event> {
        self.0.create_table(new)
    }
    fn table(&self, id: &str) -> BoxFut<'_, Option<TableInfo>> {
        self.0.table(id)
    }
    fn member_by_token(&self, table_id: &str, token_hash: &str) -> BoxFut<'_, Option<Member>> {
        self.0.member_by_token(table_id, token_hash)
    }
    fn members(&self, table_id: &str) -> BoxFut<'_, Vec<Member>> {
        self.0.members(table_id)
    }
    fn member_rows(&self, table_id: &str) -> BoxFut<'_, Vec<tirada_web::table::dump::MemberRow>> {
        self.0.member_rows(table_id)
    }
    fn import<'a>(&'a self, dump: &'a tirada_web::table::dump::TableDump) -> BoxFut<'a, ()> {
        self.0.import(dump)
    }
    fn character(&self, table_id: &str, id: &str) -> BoxFut<'_, Option<Character>> {
        self.0.character(table_id, id)
    }
    fn characters(&self, table_id: &str) -> BoxFut<'_, Vec<Character>> {
        self.0.characters(table_id)
    }
    fn events_after(&self, table_id: &str, after: i64, limit: i64) -> BoxFut<'_, Vec<Event>> {
        self.0.events_after(table_id, after, limit)
    }
    fn event(&self, table_id: &str, seq: i64) -> BoxFut<'_, Option<Event>> {
        self.0.event(table_id, seq)
    }
    fn links(&self) -> &dyn tirada_web::table::discord::Links {
        self.0.links()
    }
    fn campaign(&self) -> &dyn tirada_web::table::campaign::Campaign {
        self.0.campaign()
    }

    fn recovery(&self) -> &dyn tirada_web::table::recovery::Recovery {
        self.0.recovery()
    }
}

async fn slow_app() -> axum::Router {
    let inner = tirada_web::open_store(&tirada_testpg::url_or("web", "sqlite::memory:"))
        .await
        .unwrap();
    app(AppState::new(Arc::new(Slow(inner))))
}

/// Sends the same request twice at once: the two statuses, sorted.
async fn twice(app: &axum::Router, path: String, token: &str, body: Value) -> Vec<StatusCode> {
    let send = |body: Value| {
        let (app, path, token) = (app.clone(), path.clone(), token.to_string());
        tokio::spawn(async move { call(&app, "POST", &path, Some(&token), Some(body)).await.0 })
    };
    let (a, b) = (send(body.clone()), send(body));
    let mut out = vec![a.await.unwrap(), b.await.unwrap()];
    out.sort();
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_quick_rerolls_cannot_both_use_an_allowance_of_one() {
    let app = slow_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let request = json!({"request": {"blancos": [2, 2, 1], "dif": 4, "fortaleza": 1, "repetir": "ninguno"}});
    let (s, v) = post_as(&app, &format!("/api/tables/{id}/rolls"), Some(&gm), request).await;
    assert_eq!(
        (s, v["roll"]["rerolls_left"].as_i64()),
        (StatusCode::CREATED, Some(1)),
        "{v}"
    );
    let seq = v["seq"].as_i64().unwrap();
    let path = format!("/api/tables/{id}/rolls/{seq}/reroll");
    let statuses = twice(&app, path, &gm, json!({"color": "blanco", "face": 2, "to": 6})).await;
    assert_eq!(statuses, [StatusCode::CREATED, StatusCode::UNPROCESSABLE_ENTITY]);
    let rerolls = events(&app, &id, &gm, 0)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "reroll")
        .count();
    assert_eq!(rerolls, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hidden_roll_is_revealed_once_however_quick_the_clicks() {
    let app = slow_app().await;
    let (id, gm, _) = portal_table(&app).await;
    let request = json!({"hidden": true, "request": {"blancos": [3, 4, 5], "dif": 4}});
    let (s, v) = post_as(&app, &format!("/api/tables/{id}/rolls"), Some(&gm), request).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let seq = v["seq"].as_i64().unwrap();
    let statuses = twice(&app, format!("/api/tables/{id}/rolls/{seq}/reveal"), &gm, json!({})).await;
    assert_eq!(statuses, [StatusCode::CREATED, StatusCode::UNPROCESSABLE_ENTITY]);
}
