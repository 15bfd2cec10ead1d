//! Limits on anonymous work, per client address: creating a table and joining one need no
//! credential, and a wrong token or invite code costs the server nothing to try again, so
//! without limits anyone could create tables by the thousand or guess codes at thousands a
//! second. Each kind of work has a token bucket (a burst, then a steady rate), creating
//! tables also a cap per hour; beyond them the answer is 429 with the wait in `Retry-After`
//! and in the sentence.
//!
//! A request whose credential is a member's (the middleware [`crate::http::auth::credited`] says so)
//! is never refused for failed authentications from its address: at a club's Wi-Fi or behind
//! a carrier's NAT, someone else's wrong tokens must not lock out the members. Members' writes
//! have a bucket of their own, per member, wherever they come from.
//!
//! The address is the TCP peer's, or with `trust_proxy` the last one a reverse proxy appended
//! to `X-Forwarded-For`. A request with no known address (the in-process tests) is not limited,
//! nor any when the limits are lifted (`--sin-limites`, for load benchmarks).

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::middleware::Next;
use axum::response::Response;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a client may take to send a request's body once its headers are read (the
/// default of `body_timeout`).
pub const BODY_READ_TIMEOUT: Duration = Duration::from_secs(20);

/// The settings (`tirada serve --mesas-por-hora N --detras-de-proxy --sin-limites`).
#[derive(Clone, Debug)]
pub struct Limits {
    /// Tables one address may create in an hour.
    pub tables_per_hour: u32,
    /// Read the client's address from `X-Forwarded-For` (only behind a proxy that sets it).
    pub trust_proxy: bool,
    /// No limit at all: a load benchmark's clients all come from one address. Never on by
    /// default.
    pub lifted: bool,
    /// Engine jobs running at once on the server ([`crate::http::cpu`]).
    pub engine_jobs: usize,
    /// Engine jobs running at once for one client address.
    pub engine_jobs_per_address: usize,
    /// How long one engine job may run before it is stopped.
    pub engine_deadline: Duration,
    /// How long a client may take to send a request's body, once its headers are read
    /// (the body middleware's deadline).
    pub body_timeout: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Limits {
            tables_per_hour: 30,
            trust_proxy: false,
            lifted: false,
            engine_jobs: 2 * cores,
            engine_jobs_per_address: cores.max(2),
            engine_deadline: crate::http::cpu::DEADLINE,
            body_timeout: BODY_READ_TIMEOUT,
        }
    }
}

/// The kinds of limited work, each with its burst and its steady rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    CreateTable,
    Join,
    FailedAuth,
    /// A member's change to the table (a roll, a chat line, a sheet…), counted per member.
    MemberWrite,
    /// A wrong recovery secret ([`crate::api::recovery`]), counted per address…
    Recover,
    /// …and per table, so many addresses together cannot guess a member's secret either.
    RecoverTable,
}

impl Kind {
    /// (burst, seconds per further request).
    fn rate(self) -> (f64, f64) {
        match self {
            Kind::CreateTable => (5.0, 20.0),
            Kind::Join => (10.0, 2.0),
            Kind::FailedAuth => (20.0, 1.0),
            // A burst of a quick hand at the table, then five a second: far above a person at
            // play, far below the thousands a second a script could send.
            Kind::MemberWrite => (30.0, 0.2),
            // Five wrong secrets, then one a minute: a person who mistyped gets in, a guesser
            // gets nowhere (the argon2 hash makes each guess costly as well).
            Kind::Recover => (5.0, 60.0),
            Kind::RecoverTable => (20.0, 30.0),
        }
    }
}

struct Bucket {
    tokens: f64,
    at: Instant,
    /// Tables created in the current hour, and when it began.
    hour: (Instant, u32),
}

impl Bucket {
    /// The tokens the bucket holds at `now`: what it had, refilled at its kind's rate.
    fn tokens_at(&self, kind: Kind, now: Instant) -> f64 {
        let (burst, every) = kind.rate();
        (self.tokens + now.duration_since(self.at).as_secs_f64() / every).min(burst)
    }
}

/// Whom a bucket counts: a client address, or a member of a table (table id, member id).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Who {
    Address(IpAddr),
    Member(String, String),
    Table(String),
}

/// A request's credential is a member's: set by [`crate::http::auth::credited`] as a request
/// extension before the limits look at it.
#[derive(Clone, Debug)]
pub struct Credited {
    pub table: String,
    pub member: String,
}

/// The buckets of every address and member seen lately, and the engine's jobs.
pub struct Limiter {
    pub limits: Limits,
    buckets: Mutex<HashMap<(Who, Kind), Bucket>>,
    pub jobs: std::sync::Arc<crate::http::cpu::Jobs>,
}

/// Addresses remembered before the idle ones are forgotten.
const MAX_BUCKETS: usize = 50_000;

impl Limiter {
    pub fn new(limits: Limits) -> Self {
        Limiter {
            jobs: std::sync::Arc::new(crate::http::cpu::Jobs::new(
                limits.engine_jobs,
                limits.engine_jobs_per_address,
                limits.engine_deadline,
            )),
            limits,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one request's worth from the bucket, or says how long to wait.
    fn take(&self, who: Who, kind: Kind, now: Instant) -> Result<(), Refusal> {
        let (burst, every) = kind.rate();
        let mut buckets = self.buckets.lock().expect("limits lock");
        if buckets.len() >= MAX_BUCKETS {
            // Full buckets and past hours carry no memory worth keeping.
            buckets.retain(|(_, k), b| {
                b.tokens_at(*k, now) < k.rate().0 || now.duration_since(b.hour.0) < Duration::from_secs(3600)
            });
        }
        let b = buckets.entry((who, kind)).or_insert(Bucket {
            tokens: burst,
            at: now,
            hour: (now, 0),
        });
        b.tokens = b.tokens_at(kind, now);
        b.at = now;
        if kind == Kind::CreateTable {
            if now.duration_since(b.hour.0) >= Duration::from_secs(3600) {
                b.hour = (now, 0);
            }
            if b.hour.1 >= self.limits.tables_per_hour {
                let wait = Duration::from_secs(3600).saturating_sub(now.duration_since(b.hour.0));
                return Err(Refusal::TablesPerHour(self.limits.tables_per_hour, wait));
            }
        }
        if b.tokens < 1.0 {
            return Err(Refusal::TooFast(Duration::from_secs_f64((1.0 - b.tokens) * every)));
        }
        b.tokens -= 1.0;
        if kind == Kind::CreateTable {
            b.hour.1 += 1;
        }
        Ok(())
    }

    /// Whether failures counted in `who`'s bucket of `kind` have used it up (without taking):
    /// how long until the next try.
    fn exhausted(&self, who: Who, kind: Kind, now: Instant) -> Option<Duration> {
        let buckets = self.buckets.lock().expect("limits lock");
        let tokens = buckets.get(&(who, kind))?.tokens_at(kind, now);
        let every = kind.rate().1;
        (tokens < 1.0).then(|| Duration::from_secs_f64((1.0 - tokens) * every))
    }

    /// The client's address, if known and limited.
    fn client(&self, req: &Request) -> Option<IpAddr> {
        if self.limits.lifted {
            return None;
        }
        if self.limits.trust_proxy {
            let forwarded = req
                .headers()
                .get("x-forwarded-for")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.rsplit(',').next())
                .and_then(|ip| ip.trim().parse().ok());
            if forwarded.is_some() {
                return forwarded;
            }
        }
        req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip())
    }
}

/// A table-creation form over the address's tables per hour: the sentence, in the page's
/// language, and the seconds to wait. The form's handler answers 429 with the form kept.
#[derive(Clone, Debug)]
pub struct TablesPerHour {
    pub sentence: String,
    pub retry_after: u64,
}

enum Refusal {
    TooFast(Duration),
    TablesPerHour(u32, Duration),
    FailedAuth(Duration),
    MemberWrites(Duration),
    Recoveries(Duration),
}

impl Refusal {
    fn wait(&self) -> Duration {
        match self {
            Refusal::TooFast(w)
            | Refusal::TablesPerHour(_, w)
            | Refusal::FailedAuth(w)
            | Refusal::MemberWrites(w)
            | Refusal::Recoveries(w) => *w,
        }
    }

    fn sentence(&self, lang: crate::pages::i18n::Lang) -> String {
        let secs = self.wait().as_secs().max(1);
        match self {
            Refusal::TooFast(_) => {
                format!("demasiadas peticiones seguidas desde tu dirección: espera {secs} s y vuelve a intentarlo")
            }
            Refusal::TablesPerHour(n, _) => format!(
                "desde tu dirección ya se crearon {n} mesas en la última hora, el máximo: espera {} min",
                secs.div_ceil(60)
            ),
            Refusal::FailedAuth(_) => format!(
                "demasiadas credenciales o códigos de invitación equivocados desde tu dirección: espera {secs} s"
            ),
            Refusal::MemberWrites(_) => format!("{} ({secs} s)", lang.t("api_member_writes")),
            Refusal::Recoveries(_) => format!("{} ({secs} s)", lang.t("api_recoveries")),
        }
    }

    fn into_response(self, api: bool, lang: crate::pages::i18n::Lang) -> Response {
        let retry = self.wait().as_secs().max(1).to_string();
        let mut resp = crate::http::error::refusal(api, StatusCode::TOO_MANY_REQUESTS, self.sentence(lang));
        if let Ok(v) = retry.parse() {
            resp.headers_mut().insert(header::RETRY_AFTER, v);
        }
        resp
    }
}

/// A request that changes nothing.
pub fn is_safe(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// The table a request's path names (`/api/tables/{id}/…`, `/mesa/{id}/…`), whose cookie
/// may carry its credential.
pub fn table_of(path: &str) -> Option<&str> {
    let rest = path
        .strip_prefix("/api/tables/")
        .or_else(|| path.strip_prefix("/mesa/"))?;
    let id = rest.split('/').next()?;
    (!id.is_empty()).then_some(id)
}

/// Which limited work a request is, from its method and path.
fn kind_of(method: &Method, path: &str) -> Option<Kind> {
    if method != Method::POST {
        return None;
    }
    let parts: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    match parts.as_slice() {
        ["", "api", "tables"] | ["", "mesas"] => Some(Kind::CreateTable),
        ["", "api", "tables", _, "join"] | ["", "mesa", _, "unirse"] => Some(Kind::Join),
        ["", "api", "tables", _, "recover"] => Some(Kind::Recover),
        _ => None,
    }
}

/// The middleware: refuses limited work beyond its bucket, and counts failed
/// authentications (401, and a join's refused invite code) after the answer. The engine jobs a
/// request starts know who asked ([`crate::http::cpu::Asker`]).
pub async fn limit(State(limiter): State<std::sync::Arc<Limiter>>, req: Request, next: Next) -> Response {
    let ip = limiter.client(&req);
    let asker = crate::http::cpu::Asker {
        jobs: limiter.jobs.clone(),
        ip,
    };
    let lang = answer_lang(&req);
    let answer = limited(limiter, ip, lang, req, next);
    crate::http::cpu::asked_by(asker, crate::http::error::answering_in(lang.narrate(), answer)).await
}

/// The language of an answer: `?lang=`, else the page's language cookie.
pub fn answer_lang(req: &Request) -> crate::pages::i18n::Lang {
    let asked = req
        .uri()
        .query()
        .and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("lang=")).map(str::to_string));
    crate::pages::i18n::Lang::from_code(crate::http::cookie::asked_lang(asked.as_deref(), req.headers()).as_deref())
}

async fn limited(
    limiter: std::sync::Arc<Limiter>,
    ip: Option<IpAddr>,
    lang: crate::pages::i18n::Lang,
    req: Request,
    next: Next,
) -> Response {
    let Some(ip) = ip else {
        return next.run(req).await;
    };
    let api = req.uri().path().starts_with("/api/");
    let now = Instant::now();
    let credited = req.extensions().get::<Credited>().cloned();
    if credited.is_none() {
        if let Some(wait) = limiter.exhausted(Who::Address(ip), Kind::FailedAuth, now) {
            return Refusal::FailedAuth(wait).into_response(api, lang);
        }
    }
    let kind = kind_of(req.method(), req.uri().path());
    // Recovery attempts: only the wrong ones count, after the answer.
    let table = Who::Table(table_of(req.uri().path()).unwrap_or("").to_string());
    if kind == Some(Kind::Recover) {
        let wait = limiter
            .exhausted(Who::Address(ip), Kind::Recover, now)
            .or_else(|| limiter.exhausted(table.clone(), Kind::RecoverTable, now));
        if let Some(wait) = wait {
            return Refusal::Recoveries(wait).into_response(api, lang);
        }
    }
    if let Some(kind) = kind.filter(|k| *k != Kind::Recover) {
        if let Err(refusal) = limiter.take(Who::Address(ip), kind, now) {
            // The home page's form is answered by its own handler, which keeps what was typed
            // and puts the sentence on the form (`pages::routes::create`).
            if let (Refusal::TablesPerHour(n, wait), false) = (&refusal, api) {
                let mut req = req;
                req.extensions_mut().insert(TablesPerHour {
                    sentence: format!(
                        "{} {} min ({n})",
                        lang.t("limit_tables_per_hour"),
                        wait.as_secs().max(1).div_ceil(60)
                    ),
                    retry_after: wait.as_secs().max(1),
                });
                return next.run(req).await;
            }
            return refusal.into_response(api, lang);
        }
    }
    if let (Some(c), false) = (credited, is_safe(req.method())) {
        if let Err(Refusal::TooFast(wait)) = limiter.take(Who::Member(c.table, c.member), Kind::MemberWrite, now) {
            return Refusal::MemberWrites(wait).into_response(api, lang);
        }
    }
    let resp = next.run(req).await;
    let failed = resp.status() == StatusCode::UNAUTHORIZED
        || (kind == Some(Kind::Join) && resp.status() == StatusCode::FORBIDDEN);
    if failed {
        let _ = limiter.take(Who::Address(ip), Kind::FailedAuth, Instant::now());
    }
    if failed && kind == Some(Kind::Recover) {
        let _ = limiter.take(Who::Address(ip), Kind::Recover, Instant::now());
        let _ = limiter.take(table, Kind::RecoverTable, Instant::now());
    }
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let l = Limiter::new(Limits::default());
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        let t0 = Instant::now();
        for _ in 0..10 {
            assert!(l.take(Who::Address(ip), Kind::Join, t0).is_ok());
        }
        assert!(l.take(Who::Address(ip), Kind::Join, t0).is_err());
        // Another address has its own bucket.
        assert!(l
            .take(Who::Address("10.0.0.2".parse().unwrap()), Kind::Join, t0)
            .is_ok());
        assert!(l
            .take(Who::Address(ip), Kind::Join, t0 + Duration::from_secs(2))
            .is_ok());
        assert!(l
            .take(Who::Address(ip), Kind::Join, t0 + Duration::from_secs(2))
            .is_err());
    }

    #[test]
    fn tables_per_hour_cap_the_steady_rate_too() {
        let l = Limiter::new(Limits {
            tables_per_hour: 7,
            ..Limits::default()
        });
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        let t0 = Instant::now();
        let made = (0..100)
            .filter(|i| {
                l.take(
                    Who::Address(ip),
                    Kind::CreateTable,
                    t0 + Duration::from_secs(60 * i / 4),
                )
                .is_ok()
            })
            .count();
        // 100 tries over 25 minutes: the bucket alone would allow 5 + 75.
        assert_eq!(made, 7);
        assert!(l
            .take(Who::Address(ip), Kind::CreateTable, t0 + Duration::from_secs(3601))
            .is_ok());
    }

    #[test]
    fn lifted_limits_limit_no_address() {
        let req = || {
            let mut r = Request::new(axum::body::Body::empty());
            r.extensions_mut()
                .insert(ConnectInfo(SocketAddr::from(([10, 0, 0, 1], 5000))));
            r
        };
        let limited = Limiter::new(Limits::default());
        assert_eq!(limited.client(&req()), Some("10.0.0.1".parse().unwrap()));
        let lifted = Limiter::new(Limits {
            lifted: true,
            ..Limits::default()
        });
        assert_eq!(lifted.client(&req()), None);
    }

    #[test]
    fn limited_work_is_told_by_method_and_path() {
        assert_eq!(kind_of(&Method::POST, "/api/tables"), Some(Kind::CreateTable));
        assert_eq!(kind_of(&Method::POST, "/mesas"), Some(Kind::CreateTable));
        assert_eq!(kind_of(&Method::POST, "/api/tables/abc/join"), Some(Kind::Join));
        assert_eq!(kind_of(&Method::POST, "/mesa/abc/unirse"), Some(Kind::Join));
        assert_eq!(kind_of(&Method::GET, "/api/tables"), None);
        assert_eq!(kind_of(&Method::POST, "/api/tables/abc/chat"), None);
        assert_eq!(table_of("/api/tables/abc/chat"), Some("abc"));
        assert_eq!(table_of("/api/tables/abc"), Some("abc"));
        assert_eq!(table_of("/mesa/abc/unirse"), Some("abc"));
        assert_eq!(table_of("/api/tables"), None);
        assert_eq!(table_of("/api/tables/"), None);
    }
}
