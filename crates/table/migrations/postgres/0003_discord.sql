-- Run statement by statement: a semicolon only ends a statement, never inside one or a comment.
-- Discord (crates/table/src/discord.rs). Both stores run this file: its SQL is portable.
-- One-time codes that link a channel (the GM's) or a Discord user (a member's), stored only
-- as their SHA-256, each deleted when used.
CREATE TABLE discord_codes (
    code_hash VARCHAR(64) PRIMARY KEY,
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    member_id VARCHAR(64) NOT NULL REFERENCES members(id),
    kind VARCHAR(16) NOT NULL,
    expires_ms BIGINT NOT NULL
);
CREATE INDEX discord_codes_by_member ON discord_codes (table_id, member_id, kind);
-- A table's channel (at most one each way), its webhook and how far the outbox has posted.
CREATE TABLE discord_channels (
    channel_id VARCHAR(32) PRIMARY KEY,
    guild_id VARCHAR(32),
    table_id VARCHAR(64) NOT NULL UNIQUE REFERENCES game_tables(id),
    webhook_id VARCHAR(32),
    webhook_token TEXT,
    lang VARCHAR(8) NOT NULL,
    chat BIGINT NOT NULL,
    linked_ms BIGINT NOT NULL,
    posted_seq BIGINT NOT NULL,
    pending_last BIGINT,
    last_post_ms BIGINT,
    last_error TEXT,
    holder VARCHAR(32),
    lease_until_ms BIGINT NOT NULL DEFAULT 0
);
-- Which member of a table a Discord user is.
CREATE TABLE discord_users (
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    user_id VARCHAR(32) NOT NULL,
    member_id VARCHAR(64) NOT NULL REFERENCES members(id),
    PRIMARY KEY (table_id, user_id)
)
