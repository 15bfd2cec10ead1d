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

impl Conn {
    pub async fn open(host: &str) -> Conn {
        let s = TcpStream::connect(host).await.expect("connect");
        s.set_nodelay(true).ok();
        Conn {
            stream: BufReader::new(s),
            host: host.to_string(),
            forwarded: None,
        }
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

    /// A POST with these headers and this body, sent byte for byte (a signed Discord
    /// interaction); status 0 when the connection failed.
    pub async fn post_raw(&mut self, path: &str, headers: &[(&str, &str)], body: &str) -> (u16, Value) {
        let extra: String = headers.iter().map(|(k, v)| format!("{k}: {v}\r\n")).collect();
        self.send("POST", path, extra, body.to_string())
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
        self.send(method, path, auth, body).await
    }

    async fn send(&mut self, method: &str, path: &str, extra: String, body: String) -> std::io::Result<(u16, Value)> {
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

/// A table's event stream (`GET /api/tables/{table}/events?after=N`), read as raw bytes: only
/// the `id: N` lines are looked at, so thousands of listeners cost the generator little, and
/// any form of the events' data will do.
pub struct EventStream {
    socket: TcpStream,
    buf: Vec<u8>,
    /// What was read and not looked at yet: the unfinished last line.
    acc: Vec<u8>,
    /// Bytes read so far.
    pub bytes: usize,
}

impl EventStream {
    /// `wire`: `full` or `compact` (`?wire=`, the form the table page asks for).
    pub async fn open(host: &str, table: &str, token: &str, after: i64, wire: &str) -> std::io::Result<EventStream> {
        let mut socket = TcpStream::connect(host).await?;
        let head = format!(
            "GET /api/tables/{table}/events?after={after}&wire={wire} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n"
        );
        socket.write_all(head.as_bytes()).await?;
        Ok(EventStream {
            socket,
            buf: vec![0u8; 1 << 14],
            acc: Vec::new(),
            bytes: 0,
        })
    }

    /// The event ids of the next read, in order (maybe none: a comment, a header, half a
    /// line); None when the stream ended or was silent for `patience`.
    pub async fn next_ids(&mut self, patience: Duration) -> Option<Vec<i64>> {
        let n = match tokio::time::timeout(patience, self.socket.read(&mut self.buf)).await {
            Ok(Ok(n)) if n > 0 => n,
            _ => return None,
        };
        self.bytes += n;
        self.acc.extend_from_slice(&self.buf[..n]);
        let Some(end) = self.acc.iter().rposition(|b| *b == b'\n') else {
            return Some(Vec::new());
        };
        // Whole lines are whole characters; `str::split` finds newlines a word at a time.
        let text = std::str::from_utf8(&self.acc[..end]).expect("the stream is UTF-8");
        // Chunked framing lines are skipped; only `id: N` lines matter.
        let ids = text
            .split('\n')
            .filter_map(|l| l.strip_prefix("id: "))
            .map(|id| id.trim_end().parse().expect("an event id"))
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
