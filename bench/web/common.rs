//! What the web benchmarks share (`load.rs`, `hosting.rs`): arguments, a keep-alive HTTP/1.1
//! client, an event-stream reader that looks only at `id:` lines, and /proc readings.

use serde_json::Value;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// The value after `name` on the command line, or `default`.
pub fn arg(name: &str, default: &str) -> String {
    args(name).pop().unwrap_or_else(|| default.to_string())
}

/// Every value given after `name` (an option that may repeat).
pub fn args(name: &str) -> Vec<String> {
    let all: Vec<String> = std::env::args().collect();
    all.windows(2).filter(|w| w[0] == name).map(|w| w[1].clone()).collect()
}

/// `host:port` of an `http://host:port/` URL.
pub fn host_of(url: &str) -> String {
    url.trim_start_matches("http://").trim_end_matches('/').to_string()
}

/// A keep-alive HTTP/1.1 connection for JSON requests.
pub struct Conn {
    stream: BufReader<TcpStream>,
    host: String,
    /// Sent as `X-Forwarded-For`: the client address a server behind a proxy
    /// (`--detras-de-proxy`) limits, so many simulated clients share one socket address.
    pub forwarded: Option<String>,
}

/// Times a request is sent on a fresh connection when the one it went on broke first.
const TRIES: usize = 3;

impl Conn {
    /// A connection to `host`; panics (saying so) when the server cannot be reached.
    pub async fn open(host: &str) -> Conn {
        Conn::connect(host)
            .await
            .unwrap_or_else(|e| panic!("cannot connect to {host}: {e}"))
    }

    async fn connect(host: &str) -> std::io::Result<Conn> {
        let s = TcpStream::connect(host).await?;
        s.set_nodelay(true).ok();
        Ok(Conn {
            stream: BufReader::new(s),
            host: host.to_string(),
            forwarded: None,
        })
    }

    /// The same server on a new connection (after this one broke).
    pub async fn reconnect(self) -> Conn {
        let mut c = Conn::open(&self.host).await;
        c.forwarded = self.forwarded;
        c
    }

    /// The answer's status and JSON body; status 0 when the connection failed.
    pub async fn request(&mut self, method: &str, path: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
        self.exchange(method, path, token, body)
            .await
            .unwrap_or((0, Value::Null))
    }

    /// A request that must succeed: its JSON answer. When the connection breaks before an
    /// answer (the server closes one left idle for 10 s) the request goes again on a fresh
    /// one; any other answer than a 2xx is an error, in words.
    pub async fn send(&mut self, method: &str, path: &str, token: Option<&str>, body: &Value) -> Result<Value, String> {
        let mut broke = String::new();
        for _ in 0..TRIES {
            match self.exchange(method, path, token, body).await {
                Ok((status, v)) if (200..300).contains(&status) => return Ok(v),
                Ok((status, v)) if status != 0 => return Err(refusal(method, path, status, &v)),
                Ok(_) => broke = "the connection closed before the answer".into(),
                Err(e) => broke = e.to_string(),
            }
            let fresh = Conn::connect(&self.host)
                .await
                .map_err(|e| format!("{method} {path}: cannot connect to {} again: {e}", self.host))?;
            self.stream = fresh.stream;
        }
        Err(format!("{method} {path}: no answer in {TRIES} connections ({broke})"))
    }

    /// A POST with these headers and this body, sent byte for byte (a signed Discord
    /// interaction); status 0 when the connection failed.
    pub async fn post_raw(&mut self, path: &str, headers: &[(&str, &str)], body: &str) -> (u16, Value) {
        let extra: String = headers.iter().map(|(k, v)| format!("{k}: {v}\r\n")).collect();
        self.round_trip("POST", path, extra, body.to_string())
            .await
            .unwrap_or((0, Value::Null))
    }

    async fn exchange(
        &mut self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: &Value,
    ) -> std::io::Result<(u16, Value)> {
        let body = if body.is_null() {
            String::new()
        } else {
            body.to_string()
        };
        let auth = token
            .map(|t| format!("Authorization: Bearer {t}\r\n"))
            .unwrap_or_default();
        self.round_trip(method, path, auth, body).await
    }

    /// One request written byte for byte with `extra` headers, and its answer.
    async fn round_trip(
        &mut self,
        method: &str,
        path: &str,
        extra: String,
        body: String,
    ) -> std::io::Result<(u16, Value)> {
        let fwd = self
            .forwarded
            .as_ref()
            .map(|ip| format!("X-Forwarded-For: {ip}\r\n"))
            .unwrap_or_default();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\n{extra}{fwd}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            self.host,
            body.len()
        );
        let s = self.stream.get_mut();
        s.write_all(head.as_bytes()).await?;
        s.write_all(body.as_bytes()).await?;
        let mut line = String::new();
        self.stream.read_line(&mut line).await?;
        let status: u16 = line.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        let mut length = 0usize;
        loop {
            line.clear();
            if self.stream.read_line(&mut line).await? == 0 || line == "\r\n" {
                break;
            }
            if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = v.trim().parse().unwrap_or(0);
            }
        }
        let mut buf = vec![0u8; length];
        self.stream.read_exact(&mut buf).await?;
        Ok((status, serde_json::from_slice(&buf).unwrap_or(Value::Null)))
    }
}

/// What a refused request got, in words: its status, what it means, the server's sentence.
pub fn refusal(method: &str, path: &str, status: u16, answer: &Value) -> String {
    let said = answer["error"]
        .as_str()
        .map_or_else(|| answer.to_string(), str::to_string);
    let meaning = match status {
        429 => "too many requests: the server's limits per client address (start it with `tirada serve --sin-limites` for a benchmark)",
        401 | 403 => "not allowed",
        404 => "not found",
        409 => "conflict",
        400 | 413 | 415 | 422 => "a request the server does not take",
        503 => "the server is stopping or its database does not answer",
        _ => "refused",
    };
    format!("{method} {path}: {status}, {meaning}: «{said}»")
}

/// A table's event stream (`GET /api/tables/{table}/events?after=N`), read as raw bytes: only
/// the `id: N` lines are looked at, so thousands of listeners cost the generator little, and
/// any form of the events' data will do.
pub struct EventStream {
    socket: TcpStream,
    /// What was read and not looked at yet: the unfinished last line, then the next read.
    acc: Vec<u8>,
    /// Bytes read so far.
    pub bytes: usize,
    /// Bytes read at once, at most.
    read: usize,
}

impl EventStream {
    /// `wire`: `full` or `compact` (`?wire=`, the form the table page asks for). A stream the
    /// server refuses is an error in words, not a silent stream.
    pub async fn open(host: &str, table: &str, token: &str, after: i64, wire: &str) -> Result<EventStream, String> {
        let path = format!("/api/tables/{table}/events?after={after}&wire={wire}");
        let mut socket = TcpStream::connect(host)
            .await
            .map_err(|e| format!("GET {path}: cannot connect to {host}: {e}"))?;
        let head = format!(
            "GET {path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n"
        );
        socket
            .write_all(head.as_bytes())
            .await
            .map_err(|e| format!("GET {path}: {e}"))?;
        let mut s = EventStream {
            socket,
            acc: Vec::new(),
            bytes: 0,
            read: 1 << 14,
        };
        // The answer's head, then the events.
        let end = loop {
            if let Some(end) = memchr::memmem::find(&s.acc, b"\r\n\r\n") {
                break end;
            }
            let n = tokio::time::timeout(Duration::from_secs(30), s.read())
                .await
                .map_err(|_| format!("GET {path}: no answer in 30 s"))?
                .map_err(|e| format!("GET {path}: {e}"))?;
            if n == 0 {
                return Err(format!("GET {path}: the connection closed before the answer"));
            }
        };
        let head = String::from_utf8_lossy(&s.acc[..end]).to_string();
        let status: u16 = head.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        if status != 200 {
            let rest = String::from_utf8_lossy(&s.acc[end + 4..]).to_string();
            let answer = rest
                .lines()
                .find_map(|l| serde_json::from_str::<Value>(l).ok())
                .unwrap_or(Value::String(rest));
            return Err(refusal("GET", &path, status, &answer));
        }
        s.acc.drain(..end + 4);
        Ok(s)
    }

    /// Reads up to `bytes` at once (16 KiB unless told): a stream that gets a lot at a time
    /// then costs fewer reads, thousands of quiet ones little memory.
    pub fn reading(mut self, bytes: usize) -> EventStream {
        self.read = bytes;
        self
    }

    /// Reads what the socket has onto `acc`, straight into its spare room.
    async fn read(&mut self) -> std::io::Result<usize> {
        self.acc.reserve(self.read);
        let n = self.socket.read_buf(&mut self.acc).await?;
        self.bytes += n;
        Ok(n)
    }

    /// The event ids of the next read, in order (maybe none: a comment, a header, half a
    /// line); None when the stream ended or was silent for `patience`.
    pub async fn next_ids(&mut self, patience: Duration) -> Option<Vec<i64>> {
        // What is left holds no whole line, but after the answer's head.
        if memchr::memchr(b'\n', &self.acc).is_none() {
            match tokio::time::timeout(patience, self.read()).await {
                Ok(Ok(n)) if n > 0 => {}
                _ => return None,
            }
        }
        let Some(end) = memchr::memrchr(b'\n', &self.acc) else {
            return Some(Vec::new());
        };
        // `acc` starts a line; every other line follows a newline (the events' JSON has none).
        // Chunked framing lines and the rest are skipped: only `id: N` lines matter.
        let lines = &self.acc[..=end];
        let number = |at: usize| {
            let digits = lines[at..].iter().take_while(|b| b.is_ascii_digit());
            digits.fold(0i64, |n, d| n * 10 + i64::from(d - b'0'))
        };
        let first = lines.starts_with(b"id: ").then(|| number(4));
        let ids = first
            .into_iter()
            .chain(memchr::memmem::find_iter(lines, b"\nid: ").map(|at| number(at + 5)))
            .collect();
        self.acc.drain(..=end);
        Some(ids)
    }
}

/// The fields of /proc/PID/stat after the command name (which ends at the last ')').
fn stat_fields(pid: Option<u32>) -> Vec<f64> {
    let path = pid.map_or("/proc/self/stat".to_string(), |p| format!("/proc/{p}/stat"));
    let stat = std::fs::read_to_string(path).unwrap_or_default();
    stat.rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().map(|f| f.parse().unwrap_or(0.0)).collect())
        .unwrap_or_default()
}

/// User and system CPU time of a process (this one without a pid), from /proc; 0 elsewhere.
pub fn cpu_seconds(pid: Option<u32>) -> f64 {
    // utime and stime are the 12th and 13th fields after the name, in clock ticks (100 a
    // second on Linux).
    let fields = stat_fields(pid);
    fields.get(11).zip(fields.get(12)).map_or(0.0, |(u, s)| (u + s) / 100.0)
}

/// CPU time of a process and its children alive now (PostgreSQL's backends of a postmaster).
pub fn cpu_seconds_with_children(pid: u32) -> f64 {
    let children: f64 = std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        // The parent's pid is the 2nd field after the name.
        .filter(|p| stat_fields(Some(*p)).get(1) == Some(&f64::from(pid)))
        .map(|p| cpu_seconds(Some(p)))
        .sum();
    cpu_seconds(Some(pid)) + children
}

/// Resident memory of a process in bytes (`VmRSS` in /proc/PID/status), 0 if unknown.
pub fn rss_bytes(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// The `p` quantile (0..=1) of sorted durations.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Milliseconds, for printing.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
