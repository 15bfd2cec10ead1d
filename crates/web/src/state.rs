//! What every handler shares: the store, the hub of live tables, the limits, the fights' folds,
//! the Discord bridge and where the table is reached from.

use crate::api::fights::Trackers;
use crate::discord::bridge::Bridge;
use crate::http::limits::{Limiter, Limits};
use crate::live::fanout;
use crate::live::hub::Hub;
use crate::site::Site;
use std::sync::Arc;
use tirada_table::Store;

/// What every handler shares.
#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub hub: Arc<Hub>,
    pub limiter: Arc<Limiter>,
    /// Other servers write the same database (PostgreSQL): their events reach this server's
    /// listeners through [`fanout`](crate::live::fanout), and an event whose number they took is built again.
    pub shared: bool,
    /// The fights' trackers as far as the log has been folded ([`fights`](crate::api::fights)).
    pub folds: Arc<Trackers>,
    /// The Discord bridge, when the server runs one ([`crate::discord`]).
    pub discord: Option<Arc<Bridge>>,
    /// The public URL and the cookies' `Secure` ([`crate::site`]).
    pub site: Arc<Site>,
}

impl AppState {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self::with_limits(store, Limits::default())
    }

    /// Starts the [`fanout`](crate::live::fanout) task when other servers share the store (so inside a Tokio
    /// runtime).
    pub fn with_limits(store: Arc<dyn Store>, limits: Limits) -> Self {
        let hub = Arc::new(Hub::default());
        let shared = fanout::start(store.clone(), &hub);
        AppState {
            store,
            hub,
            limiter: Arc::new(Limiter::new(limits)),
            shared,
            folds: Arc::default(),
            discord: None,
            site: Arc::default(),
        }
    }

    /// The same state reached at `site`.
    pub fn with_site(mut self, site: Site) -> Self {
        self.site = Arc::new(site);
        self
    }

    /// The same state with a Discord bridge.
    pub fn with_discord(mut self, bridge: Bridge) -> Self {
        self.discord = Some(Arc::new(bridge));
        self
    }
}
