//! What a table keeps of Discord (issue 26): the one-time codes that link a channel or a
//! Discord user, the channel a table is linked to with its webhook, and how far the outbox
//! has posted the table's events there. None of it is an event of the log: a link is how
//! the table is reached, like a member's token, not something that happened at the table.
//!
//! Both stores implement [`Links`] with the same statements ([`links_impl`]); the schema is
//! `migrations/postgres/0003_discord.sql`, which the SQLite store runs too.

use crate::error::{BoxFut, StoreError};
use crate::store::rows::{Binder, Columns};

/// What a code links: a channel (only the GM's codes) or the Discord user who types it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeKind {
    Channel,
    Member,
}

impl CodeKind {
    pub fn word(self) -> &'static str {
        match self {
            CodeKind::Channel => "channel",
            CodeKind::Member => "member",
        }
    }

    fn from_word(w: &str) -> Result<CodeKind, StoreError> {
        match w {
            "channel" => Ok(CodeKind::Channel),
            "member" => Ok(CodeKind::Member),
            other => Err(StoreError::Corrupt(format!(
                "clase de código de Discord desconocida {other}"
            ))),
        }
    }
}

/// A one-time code, stored as its hash; it works once, until `expires_ms`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkCode {
    pub code_hash: String,
    pub table_id: String,
    /// Who made it: the GM for a channel, the member a Discord user becomes.
    pub member_id: String,
    pub kind: CodeKind,
    pub expires_ms: i64,
}

/// How far a channel's outbox has got.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outbox {
    /// The last event of the table handled (posted, or not for the channel).
    pub posted_seq: i64,
    /// The last event of a post sent whose answer never came back (the server stopped):
    /// before posting again, the channel is asked whether it arrived.
    pub pending_last: Option<i64>,
    pub last_post_ms: Option<i64>,
    pub last_error: Option<String>,
}

/// A table's Discord channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelLink {
    pub channel_id: String,
    pub guild_id: Option<String>,
    pub table_id: String,
    /// The channel's webhook (made with the bot's token when the channel was linked): its
    /// token is Discord's credential for posting there, so it is kept as it is.
    pub webhook_id: Option<String>,
    pub webhook_token: Option<String>,
    /// The language the table's events are posted in (`es`, `en`).
    pub lang: String,
    /// Whether the table's chat is posted too (the GM's choice).
    pub chat: bool,
    pub linked_ms: i64,
    pub outbox: Outbox,
}

/// The Discord side of a store.
pub trait Links: Send + Sync {
    /// Keeps a new code, replacing any earlier one of the same member and kind.
    fn put_code(&self, code: LinkCode) -> BoxFut<'_, ()>;

    /// Uses up the code with this hash: it is deleted and returned (expired or not; the
    /// caller checks `expires_ms`), so it never works twice.
    fn take_code(&self, code_hash: &str) -> BoxFut<'_, Option<LinkCode>>;

    /// Links a channel to a table, replacing the channel's link and the table's.
    fn link_channel(&self, link: ChannelLink) -> BoxFut<'_, ()>;

    fn channel(&self, channel_id: &str) -> BoxFut<'_, Option<ChannelLink>>;

    fn table_channel(&self, table_id: &str) -> BoxFut<'_, Option<ChannelLink>>;

    /// Every linked channel (the outboxes to run).
    fn channels(&self) -> BoxFut<'_, Vec<ChannelLink>>;

    /// Records the outbox of the channel while it is still linked to `table_id` (false when
    /// the link is gone or was replaced).
    fn set_outbox(&self, channel_id: &str, table_id: &str, outbox: Outbox) -> BoxFut<'_, bool>;

    /// Takes (or keeps) the right to post for the channel until `until_ms`, unless another
    /// holder's right has not run out at `now_ms`: one server posts a channel's events when
    /// several share the database.
    fn claim_outbox(&self, channel_id: &str, holder: &str, now_ms: i64, until_ms: i64) -> BoxFut<'_, bool>;

    /// Makes a Discord user this member of the table (replacing an earlier link).
    fn link_user(&self, table_id: &str, user_id: &str, member_id: &str) -> BoxFut<'_, ()>;

    /// The member of the table a Discord user is linked to.
    fn linked_member(&self, table_id: &str, user_id: &str) -> BoxFut<'_, Option<String>>;
}

pub const INSERT_CODE: &str =
    "INSERT INTO discord_codes (code_hash, table_id, member_id, kind, expires_ms) VALUES (?, ?, ?, ?, ?)";
pub const DELETE_CODES_OF: &str = "DELETE FROM discord_codes WHERE table_id = ? AND member_id = ? AND kind = ?";
pub const TAKE_CODE: &str = "DELETE FROM discord_codes WHERE code_hash = ? RETURNING *";
pub const UNLINK_CHANNEL: &str = "DELETE FROM discord_channels WHERE channel_id = ? OR table_id = ?";
pub const INSERT_CHANNEL: &str = "INSERT INTO discord_channels (channel_id, guild_id, table_id, webhook_id, \
     webhook_token, lang, chat, linked_ms, posted_seq, pending_last, last_post_ms, last_error) \
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
pub const SELECT_CHANNEL: &str = "SELECT * FROM discord_channels WHERE channel_id = ?";
pub const SELECT_TABLE_CHANNEL: &str = "SELECT * FROM discord_channels WHERE table_id = ?";
pub const SELECT_CHANNELS: &str = "SELECT * FROM discord_channels ORDER BY channel_id";
pub const SET_OUTBOX: &str = "UPDATE discord_channels SET posted_seq = ?, pending_last = ?, last_post_ms = ?, \
     last_error = ? WHERE channel_id = ? AND table_id = ?";
pub const CLAIM_OUTBOX: &str = "UPDATE discord_channels SET holder = ?, lease_until_ms = ? \
     WHERE channel_id = ? AND (holder IS NULL OR holder = ? OR lease_until_ms < ?)";
pub const UNLINK_USER: &str = "DELETE FROM discord_users WHERE table_id = ? AND user_id = ?";
pub const INSERT_USER: &str = "INSERT INTO discord_users (table_id, user_id, member_id) VALUES (?, ?, ?)";
pub const SELECT_USER: &str = "SELECT member_id FROM discord_users WHERE table_id = ? AND user_id = ?";

/// Binds a code in [`INSERT_CODE`]'s order.
pub fn bind_code<'q, B: Binder<'q>>(q: B, c: &'q LinkCode) -> B {
    q.text(&c.code_hash)
        .text(&c.table_id)
        .text(&c.member_id)
        .text(c.kind.word())
        .int(c.expires_ms)
}

/// Binds a link in [`INSERT_CHANNEL`]'s order.
pub fn bind_channel<'q, B: Binder<'q>>(q: B, l: &'q ChannelLink) -> B {
    q.text(&l.channel_id)
        .maybe(&l.guild_id)
        .text(&l.table_id)
        .maybe(&l.webhook_id)
        .maybe(&l.webhook_token)
        .text(&l.lang)
        .int(l.chat as i64)
        .int(l.linked_ms)
        .int(l.outbox.posted_seq)
        .maybe_int(l.outbox.pending_last)
        .maybe_int(l.outbox.last_post_ms)
        .maybe(&l.outbox.last_error)
}

/// Binds an outbox in [`SET_OUTBOX`]'s order.
pub fn bind_outbox<'q, B: Binder<'q>>(q: B, o: &'q Outbox, channel_id: &'q str, table_id: &'q str) -> B {
    q.int(o.posted_seq)
        .maybe_int(o.pending_last)
        .maybe_int(o.last_post_ms)
        .maybe(&o.last_error)
        .text(channel_id)
        .text(table_id)
}

pub fn code_row(r: &impl Columns) -> Result<LinkCode, StoreError> {
    Ok(LinkCode {
        code_hash: r.text("code_hash")?,
        table_id: r.text("table_id")?,
        member_id: r.text("member_id")?,
        kind: CodeKind::from_word(&r.text("kind")?)?,
        expires_ms: r.int("expires_ms")?,
    })
}

pub fn channel_row(r: &impl Columns) -> Result<ChannelLink, StoreError> {
    Ok(ChannelLink {
        channel_id: r.text("channel_id")?,
        guild_id: r.maybe("guild_id")?,
        table_id: r.text("table_id")?,
        webhook_id: r.maybe("webhook_id")?,
        webhook_token: r.maybe("webhook_token")?,
        lang: r.text("lang")?,
        chat: r.int("chat")? != 0,
        linked_ms: r.int("linked_ms")?,
        outbox: Outbox {
            posted_seq: r.int("posted_seq")?,
            pending_last: r.maybe_int("pending_last")?,
            last_post_ms: r.maybe_int("last_post_ms")?,
            last_error: r.maybe("last_error")?,
        },
    })
}

/// Implements [`Links`] for a store: `$sql` turns a shared statement into the store's own,
/// `self.pool` is its pool and `self.$write(work)` runs `work` in one write transaction.
macro_rules! links_impl {
    ($store:ty, $sql:path, $write:ident) => {
        impl $crate::discord::Links for $store {
            fn put_code(&self, code: $crate::discord::LinkCode) -> $crate::error::BoxFut<'_, ()> {
                use $crate::discord::*;
                Box::pin(async move {
                    self.$write(async |tx| {
                        sqlx::query(&$sql(DELETE_CODES_OF))
                            .bind(&code.table_id)
                            .bind(&code.member_id)
                            .bind(code.kind.word())
                            .execute(&mut *tx)
                            .await?;
                        bind_code(sqlx::query(&$sql(INSERT_CODE)), &code)
                            .execute(&mut *tx)
                            .await?;
                        Ok(())
                    })
                    .await
                })
            }

            fn take_code(&self, code_hash: &str) -> $crate::error::BoxFut<'_, Option<$crate::discord::LinkCode>> {
                let code_hash = code_hash.to_string();
                Box::pin(async move {
                    self.$write(async |tx| {
                        let row = sqlx::query(&$sql($crate::discord::TAKE_CODE))
                            .bind(&code_hash)
                            .fetch_optional(&mut *tx)
                            .await?;
                        row.as_ref().map($crate::discord::code_row).transpose()
                    })
                    .await
                })
            }

            fn link_channel(&self, link: $crate::discord::ChannelLink) -> $crate::error::BoxFut<'_, ()> {
                use $crate::discord::*;
                Box::pin(async move {
                    self.$write(async |tx| {
                        sqlx::query(&$sql(UNLINK_CHANNEL))
                            .bind(&link.channel_id)
                            .bind(&link.table_id)
                            .execute(&mut *tx)
                            .await?;
                        bind_channel(sqlx::query(&$sql(INSERT_CHANNEL)), &link)
                            .execute(&mut *tx)
                            .await?;
                        Ok(())
                    })
                    .await
                })
            }

            fn channel(&self, channel_id: &str) -> $crate::error::BoxFut<'_, Option<$crate::discord::ChannelLink>> {
                let channel_id = channel_id.to_string();
                Box::pin(async move {
                    let row = sqlx::query(&$sql($crate::discord::SELECT_CHANNEL))
                        .bind(&channel_id)
                        .fetch_optional(&self.pool)
                        .await?;
                    row.as_ref().map($crate::discord::channel_row).transpose()
                })
            }

            fn table_channel(&self, table_id: &str) -> $crate::error::BoxFut<'_, Option<$crate::discord::ChannelLink>> {
                let table_id = table_id.to_string();
                Box::pin(async move {
                    let row = sqlx::query(&$sql($crate::discord::SELECT_TABLE_CHANNEL))
                        .bind(&table_id)
                        .fetch_optional(&self.pool)
                        .await?;
                    row.as_ref().map($crate::discord::channel_row).transpose()
                })
            }

            fn channels(&self) -> $crate::error::BoxFut<'_, Vec<$crate::discord::ChannelLink>> {
                Box::pin(async move {
                    let rows = sqlx::query(&$sql($crate::discord::SELECT_CHANNELS))
                        .fetch_all(&self.pool)
                        .await?;
                    rows.iter().map($crate::discord::channel_row).collect()
                })
            }

            fn set_outbox(
                &self,
                channel_id: &str,
                table_id: &str,
                outbox: $crate::discord::Outbox,
            ) -> $crate::error::BoxFut<'_, bool> {
                let (channel_id, table_id) = (channel_id.to_string(), table_id.to_string());
                Box::pin(async move {
                    self.$write(async |tx| {
                        let done = $crate::discord::bind_outbox(
                            sqlx::query(&$sql($crate::discord::SET_OUTBOX)),
                            &outbox,
                            &channel_id,
                            &table_id,
                        )
                        .execute(&mut *tx)
                        .await?;
                        Ok(done.rows_affected() == 1)
                    })
                    .await
                })
            }

            fn claim_outbox(
                &self,
                channel_id: &str,
                holder: &str,
                now_ms: i64,
                until_ms: i64,
            ) -> $crate::error::BoxFut<'_, bool> {
                let (channel_id, holder) = (channel_id.to_string(), holder.to_string());
                Box::pin(async move {
                    self.$write(async |tx| {
                        let done = sqlx::query(&$sql($crate::discord::CLAIM_OUTBOX))
                            .bind(&holder)
                            .bind(until_ms)
                            .bind(&channel_id)
                            .bind(&holder)
                            .bind(now_ms)
                            .execute(&mut *tx)
                            .await?;
                        Ok(done.rows_affected() == 1)
                    })
                    .await
                })
            }

            fn link_user(&self, table_id: &str, user_id: &str, member_id: &str) -> $crate::error::BoxFut<'_, ()> {
                let (table_id, user_id, member_id) = (table_id.to_string(), user_id.to_string(), member_id.to_string());
                Box::pin(async move {
                    self.$write(async |tx| {
                        sqlx::query(&$sql($crate::discord::UNLINK_USER))
                            .bind(&table_id)
                            .bind(&user_id)
                            .execute(&mut *tx)
                            .await?;
                        sqlx::query(&$sql($crate::discord::INSERT_USER))
                            .bind(&table_id)
                            .bind(&user_id)
                            .bind(&member_id)
                            .execute(&mut *tx)
                            .await?;
                        Ok(())
                    })
                    .await
                })
            }

            fn linked_member(&self, table_id: &str, user_id: &str) -> $crate::error::BoxFut<'_, Option<String>> {
                let (table_id, user_id) = (table_id.to_string(), user_id.to_string());
                Box::pin(async move {
                    let row = sqlx::query(&$sql($crate::discord::SELECT_USER))
                        .bind(&table_id)
                        .bind(&user_id)
                        .fetch_optional(&self.pool)
                        .await?;
                    row.map(|r| sqlx::Row::try_get::<String, _>(&r, "member_id"))
                        .transpose()
                        .map_err(Into::into)
                })
            }
        }
    };
}
pub(crate) use links_impl;
