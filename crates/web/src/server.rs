//! The accept loop: HTTP/1.1 and HTTP/2 (cleartext, for a reverse proxy that speaks it) on
//! one port, each connection told its peer's address, and a deadline on reading a request's
//! headers — axum's own `serve` has none, so a client that opens connections and never
//! finishes a request held each one open for as long as it liked.

use axum::extract::ConnectInfo;
use axum::http::Request;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::service::TowerToHyperService;
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long a client may take to send a request's headers.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// Serves `app` on `listener` until the future is dropped.
pub async fn run(listener: TcpListener, app: Router, header_timeout: Duration) {
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(header_timeout);
    builder.http2().timer(TokioTimer::new());
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            // Out of file descriptors and the like: wait a moment instead of spinning.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // The peer's address goes into each request; `Router::layer` here would rebuild every
        // route for every connection.
        let service = TowerToHyperService::new(app.clone().map_request(move |mut req: Request<Incoming>| {
            req.extensions_mut().insert(ConnectInfo(peer));
            req
        }));
        let builder = builder.clone();
        tokio::spawn(async move {
            // A connection that ends badly (reset, timeout) concerns only itself.
            let _ = builder
                .serve_connection_with_upgrades(TokioIo::new(stream), service)
                .await;
        });
    }
}
