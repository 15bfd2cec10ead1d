//! The outbox: a table's public events, already worded for the channel ([`Entry`]), posted
//! through the channel's webhook in order, batched, within Discord's rate limits, never lost
//! and never posted twice.
//!
//! Every post ends with a marker naming the events it covers (`-# tirada #12–#15`). Before a
//! post is sent, the store records it as pending; once Discord answers, as posted (the last
//! event handled, [`Outbox::posted_seq`]). When the server stops between the two, the next
//! run finds the pending post and reads the channel's latest messages: if the webhook's
//! message with that marker is there, the post arrived and is not sent again. A 429 waits
//! `retry_after` and sends the same post again; an empty bucket waits for its reset.

use crate::rest::{Client, RestError, WebhookPost};
use std::time::Duration;
use tirada_table::discord::{ChannelLink, Links, Outbox};
use twilight_model::channel::message::AllowedMentions;

/// Events covered by one post at most (a busy table's burst becomes a few posts).
const MAX_EVENTS: usize = 20;
/// Messages read back to find a post whose answer never came.
const LOOK_BACK: u8 = 50;
/// How many 429s in a row one post waits through before the round gives up (and the next
/// round tries again).
const MAX_429: u32 = 5;

/// One event of the table as the channel reads it: the name it is posted under and its text
/// (empty: nothing for the channel, such as a member's sheet edit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub seq: i64,
    pub name: String,
    pub text: String,
}

/// One webhook message: consecutive entries under the same name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    pub first: i64,
    /// The last event the post covers (events with nothing to post included).
    pub last: i64,
    pub username: String,
    pub content: String,
}

/// The marker closing a post's text.
pub fn marker(first: i64, last: i64) -> String {
    if first == last {
        format!("-# tirada #{last}")
    } else {
        format!("-# tirada #{first}–#{last}")
    }
}

/// The last event a post's marker names, if its text has one.
pub fn marked_last(content: &str) -> Option<i64> {
    let line = content.lines().rev().find(|l| l.starts_with("-# tirada #"))?;
    line.rsplit('#').next()?.trim().parse().ok()
}

/// The posts for `entries` (in order, after the outbox's last event) and the last event
/// handled when the entries end with some that have nothing to post.
pub fn batch(entries: &[Entry]) -> (Vec<Post>, Option<i64>) {
    let limit = crate::reply::MAX_CONTENT - 40;
    let mut posts: Vec<Post> = Vec::new();
    let mut open: Option<(Post, usize)> = None;
    let mut skipped_from: Option<i64> = None;
    for e in entries {
        if e.text.is_empty() {
            // Covered by the post before it, or by the next one.
            match &mut open {
                Some((p, _)) => p.last = e.seq,
                None => skipped_from = skipped_from.or(Some(e.seq)),
            }
            continue;
        }
        let fits = |p: &Post, n: usize| {
            p.username == e.name && n < MAX_EVENTS && p.content.chars().count() + e.text.chars().count() < limit
        };
        match &mut open {
            Some((p, n)) if fits(p, *n) => {
                p.content.push('\n');
                p.content.push_str(&e.text);
                p.last = e.seq;
                *n += 1;
            }
            _ => {
                if let Some((p, _)) = open.take() {
                    posts.push(p);
                }
                let text: String = e.text.chars().take(limit).collect();
                open = Some((
                    Post {
                        first: skipped_from.take().unwrap_or(e.seq),
                        last: e.seq,
                        username: e.name.clone(),
                        content: text,
                    },
                    1,
                ));
            }
        }
    }
    let tail = match open {
        Some((p, _)) => {
            posts.push(p);
            None
        }
        None => skipped_from.map(|_| entries.last().map_or(0, |e| e.seq)),
    };
    for p in &mut posts {
        p.content = format!("{}\n{}", p.content, marker(p.first, p.last));
    }
    (posts, tail)
}

/// A webhook's name for a post: Discord wants 1–80 characters and refuses names that hold
/// its own (a dot breaks the word).
fn username(name: &str) -> String {
    let mut n: Vec<char> = name.trim().chars().take(80).collect();
    for banned in ["discord", "clyde"] {
        let word: Vec<char> = banned.chars().collect();
        let mut i = 0;
        while i + word.len() <= n.len() {
            if n[i..i + word.len()]
                .iter()
                .zip(&word)
                .all(|(a, b)| a.eq_ignore_ascii_case(b))
            {
                n[i + 1] = '·';
            }
            i += 1;
        }
    }
    let n: String = n.into_iter().collect();
    if n.trim().is_empty() {
        "tirada".into()
    } else {
        n
    }
}

/// Why a round of the outbox stopped before posting everything.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Stopped {
    #[error("el canal no tiene webhook: vuelve a vincularlo con el token del bot definido")]
    NoWebhook,
    #[error("el vínculo del canal cambió")]
    Relinked,
    #[error("{0}")]
    Discord(#[from] RestError),
    #[error("la base de datos falló: {0}")]
    Store(String),
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Posts one channel's outbox.
pub struct Sender<'a> {
    pub rest: &'a Client,
    pub links: &'a dyn Links,
}

impl Sender<'_> {
    async fn record(&self, link: &mut ChannelLink, outbox: Outbox) -> Result<(), Stopped> {
        let kept = self
            .links
            .set_outbox(&link.channel_id, &link.table_id, outbox.clone())
            .await
            .map_err(|e| Stopped::Store(e.to_string()))?;
        if !kept {
            return Err(Stopped::Relinked);
        }
        link.outbox = outbox;
        Ok(())
    }

    /// Settles a post whose answer never came: if the channel shows it, it counts as posted;
    /// otherwise it is sent again. Without the bot's token the channel cannot be read, and
    /// the post is sent again.
    pub async fn settle(&self, link: &mut ChannelLink) -> Result<(), Stopped> {
        let Some(pending) = link.outbox.pending_last else {
            return Ok(());
        };
        let arrived = if self.rest.has_token() {
            let recent = self.rest.recent_messages(&link.channel_id, LOOK_BACK).await?;
            recent.iter().any(|m| {
                m.webhook_id.map(|w| w.to_string()) == link.webhook_id && marked_last(&m.content) == Some(pending)
            })
        } else {
            false
        };
        let mut next = link.outbox.clone();
        next.pending_last = None;
        if arrived {
            next.posted_seq = pending;
        }
        self.record(link, next).await
    }

    /// Posts `entries` (the events after the outbox's last one, in order), each post recorded
    /// as pending and then as posted; waits as Discord's answers ask.
    pub async fn post(&self, link: &mut ChannelLink, entries: &[Entry]) -> Result<(), Stopped> {
        self.settle(link).await?;
        let entries: Vec<Entry> = entries
            .iter()
            .filter(|e| e.seq > link.outbox.posted_seq)
            .cloned()
            .collect();
        let (posts, tail) = batch(&entries);
        if !posts.is_empty() && (link.webhook_id.is_none() || link.webhook_token.is_none()) {
            return Err(Stopped::NoWebhook);
        }
        for p in posts {
            let (id, token) = (
                link.webhook_id.clone().unwrap_or_default(),
                link.webhook_token.clone().unwrap_or_default(),
            );
            let body = WebhookPost {
                content: p.content.clone(),
                username: username(&p.username),
                allowed_mentions: AllowedMentions::default(),
            };
            let mut pending = link.outbox.clone();
            pending.pending_last = Some(p.last);
            self.record(link, pending).await?;
            let mut refused = 0;
            loop {
                match self.rest.execute_webhook(&id, &token, &body).await {
                    Ok((_, bucket)) => {
                        let done = Outbox {
                            posted_seq: p.last,
                            pending_last: None,
                            last_post_ms: Some(now_ms()),
                            last_error: None,
                        };
                        self.record(link, done).await?;
                        tokio::time::sleep(bucket.wait()).await;
                        break;
                    }
                    Err(RestError::RateLimited(after)) if refused < MAX_429 => {
                        // Refused, so not posted: the same post goes again after the wait.
                        refused += 1;
                        tokio::time::sleep(after).await;
                    }
                    Err(e) => {
                        let mut failed = link.outbox.clone();
                        // A transport error leaves it unknown whether the post arrived: it
                        // stays pending, to be settled. Discord's refusal did not post it.
                        if !matches!(e, RestError::Transport(_)) {
                            failed.pending_last = None;
                        }
                        failed.last_error = Some(e.to_string());
                        self.record(link, failed).await?;
                        return Err(e.into());
                    }
                }
            }
        }
        if let Some(last) = tail.filter(|t| *t > link.outbox.posted_seq) {
            let mut moved = link.outbox.clone();
            moved.posted_seq = last;
            self.record(link, moved).await?;
        }
        Ok(())
    }
}

/// How long a failed round waits before the next (doubling up to a minute).
pub fn backoff(failures: u32) -> Duration {
    Duration::from_secs(1u64 << failures.min(6)).min(Duration::from_secs(60))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(seq: i64, name: &str, text: &str) -> Entry {
        Entry {
            seq,
            name: name.into(),
            text: text.into(),
        }
    }

    #[test]
    fn entries_become_posts_per_name_in_order_with_their_markers() {
        let (posts, tail) = batch(&[
            e(3, "", ""),
            e(4, "Ana", "uno"),
            e(5, "Ana", "dos"),
            e(6, "", ""),
            e(7, "Bea", "tres"),
            e(8, "", ""),
        ]);
        assert_eq!(tail, None);
        assert_eq!(posts.len(), 2);
        assert_eq!((posts[0].first, posts[0].last), (3, 6));
        assert_eq!(posts[0].content, "uno\ndos\n-# tirada #3–#6");
        assert_eq!(
            (posts[1].first, posts[1].last, posts[1].username.as_str()),
            (7, 8, "Bea")
        );
        assert_eq!(marked_last(&posts[1].content), Some(8));
        assert_eq!(marked_last("sin marca"), None);
        let (none, tail) = batch(&[e(9, "", ""), e(10, "", "")]);
        assert!(none.is_empty());
        assert_eq!(tail, Some(10));
        // A long run is split within Discord's limit.
        let long: Vec<Entry> = (1..=60).map(|i| e(i, "Ana", &"x".repeat(90))).collect();
        let (posts, _) = batch(&long);
        assert!(posts.len() >= 3);
        assert!(posts
            .iter()
            .all(|p| p.content.chars().count() <= crate::reply::MAX_CONTENT));
        let covered: Vec<(i64, i64)> = posts.iter().map(|p| (p.first, p.last)).collect();
        assert!(covered.windows(2).all(|w| w[0].1 + 1 == w[1].0), "{covered:?}");
        assert_eq!((covered[0].0, covered.last().unwrap().1), (1, 60));
    }

    #[test]
    fn a_webhook_name_discord_refuses_is_changed() {
        assert_eq!(username("  "), "tirada");
        assert!(!username("Mi Discord").to_lowercase().contains("discord"));
        assert_eq!(username("Ana"), "Ana");
        assert_eq!(backoff(0), Duration::from_secs(1));
        assert_eq!(backoff(10), Duration::from_secs(60));
    }
}
